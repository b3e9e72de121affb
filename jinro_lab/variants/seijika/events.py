"""Events of 政治家人狼 (beside the shared ones in ``jinro_lab.core.events``;
``RoleDealt`` and the other events the role games share are ``jinro_lab.core.day_night``'s,
re-exported here).

Who sees what follows SEI-60: a role card and a manifesto card are seen by their
holder; the night-0 meetings, the reporter's hint and every result are
``Knowledge`` of the seats that learn them; the guard's choice by the guard; the
winner's side, targets and promise card by the winner until the morning (the
targets) or for good (the card); elections, who sits out and returns, a smeared
lover staying out, announcements, executed manifestos' names and texts, the
morning announcements and every role at the end by everyone; whether an elected
player fills a seat and how the smear went by the game master only.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.day_night import Announcement, Dawn, RoleDealt
from ...core.events import EVERYONE, Knowledge, Visibility, audience_note, event_type, seat_name
from ...core.phrases import PhraseBook
from ...core.texts import draws_seats
from .roles import PARTIES

__all__ = [
    "SAY",
    "Announcement",
    "Dawn",
    "Dusk",
    "Elected",
    "ManifestoAnnounced",
    "ManifestoDealt",
    "ManifestoExecuted",
    "PromiseDrawn",
    "Protected",
    "RoleDealt",
    "RolesRevealed",
    "SeatFilled",
    "SetupAnnounced",
    "SideChosen",
    "SideFired",
    "SmearResolved",
    "announcement",
    "knowledge",
    "party_name",
]

#: the texts this game's rules record (chance draws, the reasons a game ends), in
#: English and in the rulebook's Japanese
SAY = PhraseBook(
    __name__,
    "SAY",
    {
        # chance (SEI-03, SEI-13, SEI-50)
        "roles dealt": ("roles dealt", "役職カードの配布"),
        "manifestos dealt": ("manifestos dealt", "マニュフェストカードの配布"),
        "promise deck shuffled": ("promise deck shuffled", "公約実行カードのシャッフル"),
        "promise deck reshuffled": ("promise deck reshuffled", "公約実行カードの再シャッフル"),
        "reporter's hint": ("reporter's hint", "番記者への通知"),
        # the end (SEI-40 ... SEI-44, SEI-55); a judgement after its cause: "then"
        "then": ("{}; {}", "{}。{}"),
        "quota human": ("SEI-41: the Human Party reached 3 seats", "SEI-41：にんげんの党が3議席に達した"),
        "quota wolf": ("SEI-41: the Wolf Party reached 2 seats", "SEI-41：おおかみの党が2議席に達した"),
        "four seats": ("SEI-44: four seats are filled", "SEI-44：4つの議席が埋まった"),
        "day over": ("SEI-42: day {} is over", "SEI-42：{}日目が終わった"),
        "holds human": ("SEI-40: the Human Party holds 3 seats", "SEI-40：にんげんの党が3議席を持つ"),
        "holds wolf": ("SEI-40: the Wolf Party holds 2 seats", "SEI-40：おおかみの党が2議席を持つ"),
        "no quota": (
            "SEI-42: neither quota is reached, the Wolf Party wins",
            "SEI-42：どちらの党も必要な議席数に達していないため、おおかみの党の勝利",
        ),
        "two wolves": ("SEI-55: two wolves hold seats", "SEI-55：おおかみの党の党員が2人当選した"),
        "four seats net": ("SEI-55: four seats are filled", "SEI-55：リコールを差し引いて4つの議席が埋まった"),
        "last day": ("SEI-55: day {} was the last day", "SEI-55：{}日目が最終日だった"),
        "few left": (
            "SEI-55: fewer than two players are left in the race",
            "SEI-55：選挙に残っている者が2人未満になった",
        ),
        # a described position (``position.py``): its day, phase, elected and smeared seats
        "position": ("the game starts at {}; elected seats: {}; sitting out: {}", "{}から開始。当選者：{}。欠席：{}"),
        "position day": ("day {}'s campaign and vote", "{}日目の選挙活動と投票"),
        "position night": ("night {} (back-room time)", "{}日目の夜（裏工作タイム）"),
        "none": ("none", "なし"),
        # a manifesto's rule change as a sentence (SEI-54, SEI-56): when it holds, what it
        # does, the card behind it; by the rule change's name, its subject then its value
        "rule change": ("rule change, {}: {} ({})", "ルール変更（{}）：{}（{}）"),
        "rule change ends": ("rule change ends: {} ({})", "ルール変更の終了：{}（{}）"),
        "vote_weight": ("seat {}'s vote counts {}", "席{}の票は{}票になる"),
        "vote_weight ends": ("seat {}'s vote weight", "席{}の票の重み"),
        "reporter_checks": (
            ("the reporter checks {} player", "the reporter checks {} players"),
            "番記者は{}人を調査する",
        ),
        "guard_protects": (("the guard protects {} player", "the guard protects {} players"), "警備員は{}人を護衛する"),
        "smear_targets": (
            ("a smear campaign names {} player", "a smear campaign names {} players"),
            "ネガティブキャンペーンは{}人を対象にする",
        ),
        "campaign_rounds more": (
            ("the campaign has {} more round", "the campaign has {} more rounds"),
            "選挙活動が{}回増える",
        ),
        "campaign_rounds fewer": (
            ("the campaign has {} round fewer", "the campaign has {} rounds fewer"),
            "選挙活動が{}回減る",
        ),
    },
)
draws_seats(SAY, "reporter's hint")

#: SEI-20 ... SEI-55: the English line of each announcement of the game master to everyone,
#: by its key, from its args (:func:`announcement`; a described position's is ``game.py``'s own)
_LINES = {
    "policy speeches": "policy speeches: every player declares candidacy (SEI-20)",
    "campaign": "campaign: {} round(s) of discussion (SEI-20)",
    "no election": "nobody can be voted for: no election today (SEI-22)",
    "no votes": "no vote counted: nobody is elected today (SEI-22)",
    "final speech": "seat {} makes a final speech (SEI-25)",
    "lover out": "seat {} cannot return: the politician's lover (SEI-34)",
    "returns": "seat {} returns to the race (SEI-27)",
    "recalled": "seat {} is recalled and out of the game (SEI-55)",
    "vote weight": "today seat {}'s vote counts {} (SEI-54)",
    "sits out": "seat {} was smeared and sits out today (SEI-33)",
    "nobody sits out": "nobody sits out today (SEI-33)",
}


def announcement(key: str, *args: Any) -> Announcement:
    """SEI-20 ... SEI-55: the game master's announcement ``key`` to everyone, with ``args``
    (seats, numbers, card ids) and its English line; ``named`` (SEI-54): the winner, the
    card, then the targets the winner named. Both engines tell the same announcement."""
    if key == "named":
        winner, card, *named = args
        who = ", ".join(f"seat {t}" for t in named)
        return Announcement(key, args, f"seat {winner} named {who} for {card} (SEI-54)")
    return Announcement(key, args, _LINES[key].format(*args))


def party_name(party: str) -> str:
    """A party's English name in a fact (SEI-01)."""
    return PARTIES[party][0]


def knowledge(observer: int, key: tuple[Any, ...], visible: Visibility) -> Knowledge:
    """What ``observer`` learns, by its ``key`` (``(kind, seat, value)``), with its line:
    a role met at night 0 (``role``: SEI-11, SEI-12, SEI-14), the lover's favourite
    (``favourite``, SEI-12), the reporter's hint (``hint``, SEI-13) and results
    (``member``: SEI-02, SEI-35), the party of the day's elected seat (``party``: the
    prosecutor, SEI-35) or a party announced to everyone (``party`` seen by everyone,
    ``visible`` ``None``: SEI-56). Both engines tell the same fact."""
    kind, seat, value = key
    if kind == "role":
        fact = f"seat {seat} is a {value}"
    elif kind == "favourite":
        fact = f"seat {seat} is your favourite (SEI-12)"
    elif kind == "hint":
        fact = f"seat {seat} is neither a Wolf Party member nor the lover (SEI-13)"
    elif kind == "member":
        fact = f"seat {seat} is {'a' if value else 'not a'} Wolf Party member"
    elif visible is None:  # a party announced (SEI-56)
        fact = f"seat {seat} is of the {party_name(value)} (announced)"
    else:
        fact = f"elected seat {seat} is of the {party_name(value)}"
    return Knowledge(observer, seat, fact, key, visible)


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join(seat_name(s) for s in seats) or "nobody"


@event_type
class SetupAnnounced(NamedTuple):
    """The role cards in use (SEI-03), the rules (plain or manifesto, SEI-50), the
    manifesto card list (SEI-51) and the deck's name, the vote styles by day (SEI-23)."""

    roles: tuple[tuple[str, int], ...]
    manifestos: bool
    deck: str
    cards: tuple[str, ...]
    vote_styles: tuple[str, ...]
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        roles = ", ".join(f"{r} x{n}" if n > 1 else r for r, n in self.roles)
        rules = f"manifesto rules ({self.deck}: {', '.join(self.cards)})" if self.manifestos else "plain rules"
        return f"roles in play: {roles}; {rules}; votes by day: {', '.join(self.vote_styles)}"


@event_type
class ManifestoDealt(NamedTuple):
    """SEI-50: a seat's manifesto card, seen by that seat only."""

    seat: int
    card: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} is dealt the manifesto {self.card}{audience_note(self.visible_to)}"


@event_type
class Dusk(NamedTuple):
    """Night ``night`` (back-room time) begins: everyone closes their eyes (SEI-30)."""

    night: int
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"night {self.night}: back-room time, everyone closes their eyes"


@event_type
class Elected(NamedTuple):
    """SEI-24, SEI-25: ``seat`` is elected (``how``: ``vote``, ``lot`` or ``unopposed``)
    and leaves the race."""

    seat: int
    how: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        extra = {"vote": "", "lot": " by lot", "unopposed": " unopposed"}[self.how]
        return f"{seat_name(self.seat)} is elected{extra} and leaves the race"


@event_type
class SeatFilled(NamedTuple):
    """SEI-26: the elected ``seat`` fills a seat for ``party`` (``None``: cannot hold
    one: the reporter, the prosecutor, the guard). The game master's only."""

    seat: int
    party: str | None
    visible_to: Visibility

    def __str__(self) -> str:
        what = f"fills a seat for the {self.party} party" if self.party else "cannot hold a seat"
        return f"{seat_name(self.seat)} {what}{audience_note(self.visible_to)}"


@event_type
class Protected(NamedTuple):
    """SEI-32: the guard's choice tonight, seen by the guard."""

    seat: int
    targets: tuple[int, ...]
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} protects {_seats(self.targets)}{audience_note(self.visible_to)}"


@event_type
class SmearResolved(NamedTuple):
    """SEI-31 ... SEI-33: how the smear on ``target`` went: ``smeared``, ``protected``
    or ``failed`` (a manifesto, SEI-54); the game master's only (the morning says who
    sits out)."""

    target: int
    outcome: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"the smear on {seat_name(self.target)}: {self.outcome}{audience_note(self.visible_to)}"


@event_type
class ManifestoAnnounced(NamedTuple):
    """SEI-51: ``seat`` announces manifesto ``card`` (its Human-Party effect);
    ``mimic``: says it holds the mimic acting as ``card``."""

    seat: int
    card: str
    mimic: bool
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} announces the manifesto {self.card}" + (
            " (held as the mimic)" if self.mimic else ""
        )


@event_type
class SideChosen(NamedTuple):
    """SEI-53 (1), (2): the winner's choice of side and targets (the winner's and the
    game master's until the morning, SEI-54)."""

    seat: int
    card: str
    side: str
    targets: tuple[int | None, ...]
    visible_to: Visibility

    def __str__(self) -> str:
        named = f", naming {_seats(tuple(t for t in self.targets if t is not None))}" if self.targets else ""
        return (
            f"{seat_name(self.seat)} invokes the {self.side} side of {self.card}{named}{audience_note(self.visible_to)}"
        )


@event_type
class PromiseDrawn(NamedTuple):
    """SEI-53 (3), (4): the promise card the winner drew (``success`` or ``failure``),
    shown to no one else."""

    seat: int
    card: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} draws a promise card: {self.card}{audience_note(self.visible_to)}"


@event_type
class SideFired(NamedTuple):
    """SEI-53 (3), (5): which side of ``card`` took effect; the winner's and the game
    master's unless the card says it is announced (then public)."""

    seat: int
    card: str
    side: str
    visible_to: Visibility

    def __str__(self) -> str:
        return f"the {self.side} side of {self.card} takes effect{audience_note(self.visible_to)}"


@event_type
class ManifestoExecuted(NamedTuple):
    """SEI-53 (5): the GM announces the manifesto carried out by ``seat`` (the copied
    card's name for the mimic, SEI-51) and the text of both its effects."""

    seat: int
    card: str
    human: str
    wolf: str
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return (
            f"{seat_name(self.seat)} carries out the manifesto {self.card}: "
            f"Human Party effect: {self.human}; Wolf Party effect: {self.wolf}"
        )


@event_type
class RolesRevealed(NamedTuple):
    """SEI-43: at game end every role is revealed (「政党の発表」)."""

    roles: tuple[str, ...]
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return "roles revealed: " + ", ".join(f"{seat_name(s)} {r}" for s, r in enumerate(self.roles))
