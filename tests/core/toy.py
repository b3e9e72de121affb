"""Toy games written as rule flows, for the core tests.

:class:`ToyGame` exercises every kind of decision the engine offers, in order:

1. ``colour``: every seat picks a colour at once; a joint ``check`` refuses two
   seats picking the same one (label ``day: colours``);
2. a chain of nested sub-steps (``yield from``), all labelled ``day: chain``:
   seat 0 ``draw``\\s (a private event for seat 0 follows), seat 1 ``react``\\s
   (``go`` or ``stop``); on ``stop``, one level deeper, seat 2 ``confirm``\\s:
   ``yes`` ends the game from there with :meth:`Game.finish`;
3. ``attack``: a team decision of the ``team`` seats (label ``night: eyes closed``),
   each proposing ``k`` targets among the other seats;
4. ``vote``: a vote of every seat via :func:`run_vote` in ``vote_style``;
5. ``word``: the first speaker (drawn at the start) says a word: an open choice
   of at most 5 letters, two samples listed (label ``day: speak``);
6. ``words``: every seat says a word at once, open choices, no two alike.

:class:`VoteGame` holds one vote (any :class:`VoteSpec` options) and ends.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import Any, NamedTuple

from jinro_lab.core.engine import Flow, Game, OpenChoice
from jinro_lab.core.errors import InvalidSetup
from jinro_lab.core.events import EVERYONE, Chance, Knowledge, Visibility, VoteResult, event_type, only
from jinro_lab.core.team import team_choice
from jinro_lab.core.voting import TieRule, VoteRecord, VoteSpec, VoteStyle, run_vote

__all__ = [
    "COLOURS",
    "WORD",
    "Attack",
    "Pick",
    "Say",
    "Shown",
    "ToyGame",
    "VoteGame",
    "distinct",
    "parse_say",
    "pick",
    "snapshot",
    "word_ok",
]


class Pick(NamedTuple):
    """Pick ``what`` (a colour, or a step of the chain)."""

    what: str
    kind: str = "pick"

    def __str__(self) -> str:
        return f"pick {self.what}"


class Attack(NamedTuple):
    """The team's proposal: attack ``targets`` (``k`` seats)."""

    targets: tuple[int, ...]
    kind: str = "attack"

    def __str__(self) -> str:
        return "attack " + ", ".join(f"seat {t}" for t in self.targets)


class Say(NamedTuple):
    """Say ``word`` (an open choice: any word of 1 to 5 letters)."""

    word: str
    kind: str = "say"

    def __str__(self) -> str:
        return f"say {self.word}"


@event_type
class Shown(NamedTuple):
    """Something a seat chose, shown to ``visible_to``."""

    seat: int
    what: str
    visible_to: Visibility = EVERYONE


def pick(what: str) -> Pick:
    return Pick(what)


COLOURS = tuple(Pick(c) for c in ("red", "blue", "green", "white", "black", "pink", "grey", "gold"))


def parse_say(text: str) -> Say:
    """``"say abc"`` -> ``Say("abc")``; anything else is a ValueError."""
    if not text.startswith("say "):
        raise ValueError(f"{text!r} does not read 'say <word>'")
    return Say(text[len("say ") :])


def word_ok(action: Any) -> bool:
    return action.__class__ is Say and 1 <= len(action.word) <= 5 and action.word.isalpha()


WORD = OpenChoice(accepts=word_ok, parse=parse_say, samples=(Say("yes"), Say("no")), allowed="a word of 1 to 5 letters")


def distinct(choices: dict[int, Any]) -> str | None:
    """The joint check: no two seats may choose the same thing."""
    first: dict[Any, int] = {}
    for seat in sorted(choices):
        other = first.setdefault(choices[seat], seat)
        if other != seat:
            return f"seat {other} and seat {seat} both chose {choices[seat]}"
    return None


class ToyView(NamedTuple):
    seat: int | None
    phase: str
    events: tuple[Any, ...]


class ToyGame(Game):
    """The toy game of the module docstring."""

    variant = "toy"

    def __init__(
        self,
        players: int = 4,
        seed: int | None = None,
        team: Iterable[int] = (0, 1),
        k: int = 1,
        vote_style: str = "simultaneous",
    ):
        team = tuple(team)
        if players.__class__ is not int or not 3 <= players <= len(COLOURS):
            raise InvalidSetup(f"players must be an int 3..{len(COLOURS)}, got {players!r}")
        if not team or any(t not in range(players) for t in team) or len(team) + k > players:
            raise InvalidSetup(f"bad team {team!r} or k {k!r}")
        self.team = team
        self.k = k
        self.vote_style = VoteStyle(vote_style)
        # state the flow fills in (read by the tests)
        self.first = -1
        self.colours: dict[int, Pick] = {}
        self.steps: list[str] = []
        self.targets: tuple[Any, ...] = ()
        self.executed: int | None = None
        self.word: Say | None = None
        self.words: dict[int, Say] = {}
        super().__init__(players, seed, {"players": players, "team": team, "k": k, "vote_style": vote_style})

    def _flow(self) -> Flow:
        n = self.players
        self.day = 1
        self.first = self.rng.randrange(n)
        self.emit(Chance("first speaker", self.first))
        colours = yield self.ask("colour", {s: COLOURS for s in range(n)}, label="day: colours", check=distinct)
        self.colours = dict(colours)
        for seat in sorted(colours):
            self.emit(Shown(seat, colours[seat].what))
        yield from self._chain()
        victims = tuple(s for s in range(n) if s not in self.team)
        options = tuple(Attack(pair) for pair in combinations(victims, self.k))
        self.targets = yield from team_choice(
            self,
            "attack",
            {w: options for w in self.team},
            label="night: eyes closed",
            picks=lambda a: a.targets,
            k=self.k,
        )
        self.day = 2
        seats = tuple(range(n))
        spec = VoteSpec("day 2", seats, seats, TieRule.UNIQUE_OR_NONE, style=self.vote_style, label="day: vote")
        self.executed = (yield from run_vote(self, spec)).chosen
        self.word = yield self.ask_one(self.first, "word", WORD.samples, label="day: speak", open=WORD)
        self.emit(Shown(self.first, self.word.word))
        words = yield self.ask(
            "words",
            {s: WORD.samples for s in seats},
            label="day: speak",
            check=distinct,
            open=dict.fromkeys(seats, WORD),
        )
        self.words = dict(words)
        self.finish(frozenset(s for s in seats if s not in self.team), "village", "the toy flow ran to its end")

    def _chain(self) -> Flow:
        drawn = yield self.ask_one(0, "draw", (pick("left"), pick("right")), label="day: chain")
        self.steps.append(f"drew {drawn.what}")
        self.emit(Knowledge(0, 0, f"drew {drawn.what}", ("drew", drawn.what), only(0)))
        yield from self._react()
        self.steps.append("chain done")

    def _react(self) -> Flow:
        reaction = yield self.ask_one(1, "react", (pick("go"), pick("stop")), label="day: chain")
        self.steps.append(f"reacted {reaction.what}")
        if reaction.what == "stop":
            yield from self._confirm()

    def _confirm(self) -> Flow:
        answer = yield self.ask_one(2, "confirm", (pick("yes"), pick("no")), label="day: chain")
        self.steps.append(f"confirmed {answer.what}")
        if answer.what == "yes":
            self.finish(frozenset({2}), "stoppers", "stopped deep in the chain")
            raise AssertionError("unreachable: finish unwinds the flow")  # pragma: no cover

    def _view(self, seat: int | None) -> ToyView:
        if seat is None:
            return ToyView(None, self.phase, tuple(self._log))
        return ToyView(seat, self.label, tuple(self._memory(seat)))


#: the rule of the kit's game that uses each tie rule, cited in the toy vote's notes
RULE_OF = {
    TieRule.UNIQUE_OR_NONE: "NEM-30",
    TieRule.RUNOFF_RUNOFF_LOTTERY: "SEI-24",
    TieRule.REVOTE_BY_UNTIED_THEN_NONE: "LOT-22",
    TieRule.RUNOFF_THEN_NONE: "MAH-12",
}


class VoteGame(Game):
    """One vote of ``voters`` for ``candidates`` (default: every seat), with any
    other :class:`VoteSpec` option, then the end: ``chosen`` is the chosen seat and
    ``vote_record`` the vote's :class:`~jinro_lab.core.voting.VoteRecord`; ``hooked`` the
    results ``run_vote`` passed to its round hook (the notes cite the kit's game that
    uses the tie rule, :data:`RULE_OF`, unless ``rule`` is given)."""

    variant = "toy_vote"
    plain_options = False  # its options are the vote's own objects (a TieRule, a callable tie rule)

    def __init__(self, players: int = 5, seed: int | None = None, **spec: Any):
        fields: dict[str, Any] = {
            "vote": "day 1",
            "voters": range(players),
            "candidates": range(players),
            "tie_rule": TieRule.UNIQUE_OR_NONE,
            **spec,
        }
        if "rule" not in fields and isinstance(fields["tie_rule"], TieRule):
            fields["rule"] = RULE_OF[fields["tie_rule"]]
        fields["voters"], fields["candidates"] = tuple(fields["voters"]), tuple(fields["candidates"])
        self.spec = VoteSpec(**fields)
        self.chosen: int | None = -1
        self.vote_record: VoteRecord | None = None
        self.hooked: list[VoteResult] = []
        super().__init__(players, seed, {"players": players, **fields})

    def _flow(self) -> Flow:
        self.day = 1
        self.vote_record = yield from run_vote(self, self.spec, self.hooked.append)
        self.chosen = self.vote_record.chosen
        winners = frozenset() if self.chosen is None else frozenset({self.chosen})
        self.finish(winners, None, "the vote was held")

    def _view(self, seat: int | None) -> tuple[Any, ...]:
        return self.events_seen_by(seat)


def snapshot(game: Game) -> tuple[Any, ...]:
    """Everything an illegal action must leave as it was: the log, the record, who
    is to act and what each seat may do, the phase, label and each seat's memory."""
    return (
        game.log,
        game.record(),
        game.to_act(),
        tuple(game.legal_actions(s) for s in range(game.players)),
        game.phase,
        game.label,
        game.over,
        game.result,
        tuple(game.events_seen_by(s) for s in range(game.players)),
        tuple(game._actions),
        None if game._decision is None else dict(game._decision.chosen),
    )
