"""政治家人狼 (Seijika, "Politician Werewolf"): four elections, rule by rule.

The rules are one flow (``_flow``)::

    role check (night 0, SEI-10 ... SEI-15) (-> a described position, ``position.py``)
    -> [day: (policy speeches, manifestos SEI-51) -> campaign -> election (SEI-22 ... SEI-27)
        -> night: (recalls, SEI-55) -> smear, protect, investigate, prosecute (SEI-30 ... SEI-35)
        -> morning (SEI-33, SEI-54)] ...

and stops at these decisions: ``favourite`` (the lover, SEI-12), ``announce``
(each seat in turn, SEI-51), ``vote`` (in the day's style through the core's
``run_vote``; SEI-23, SEI-24), ``manifesto`` (the winner's side and targets,
SEI-53) and ``night`` (the wolves' proposals with the guard's and the reporter's
choices, one simultaneous decision: none of them sees the others'). Every seat's
view shows only the public label (``night: back-room time``, ``day: vote``...).

Plain rules end on a quota right after an election (SEI-41, held off by the
lawyers, SEI-44) or after day 4 (SEI-42); manifesto rules end on two seated
wolves right after an election, else after a night, when four seats are filled
net of recalls or the day limit is reached (SEI-55). The announcements, the
winner's execution and the recalls are the steps of ``execution.py``; the cards
(``manifestos.py``) change the next election and the night before it through
timed rule changes (``core.modifiers``): ``vote_weight`` until the election,
``reporter_checks`` / ``guard_protects`` / ``smear_targets`` tonight,
``campaign_rounds`` the next day; a recall and a party announcement wait for the
night and the morning. Decisions the rulebook left open are marked
``(decision)`` here and in the spec.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping
from typing import Any, NoReturn

from ...core.chance import announce
from ...core.engine import Decision, Flow, Game
from ...core.events import GM_ONLY, Chance
from ...core.modifiers import Modifiers
from ...core.roles import card_counts
from ...core.team import settle_proposals
from ...core.texts import seat_numbers
from ...core.viewers import Viewer
from ...core.voting import SAY as VOTES
from ...core.voting import TieRule, VoteSpec, VoteStyle, run_vote, vote_id
from . import events as ev
from .actions import Ability, Favourite, aimed
from .events import announcement, knowledge
from .execution import announcements, carry_out, resolve_recalls
from .manifestos import Card, Deck, deck_data
from .options import OPTIONS, settle
from .roles import HUMAN, QUOTA, ROLES, SEATS, WOLF
from .setup import LAST_PLAIN_DAY, PLAIN_STYLES, default_roles, played_deck
from .view import SeijikaView, seat_view

__all__ = ["SeijikaGame", "default_roles"]

Steps = Generator[Decision, Any, None]
DEFAULT_PLAYERS = 8
VOTE_LABEL = "day: vote"
NIGHT_LABEL = "night: back-room time"
ROLE_CHECK_LABEL = "night 0: role check"
_event = tuple.__new__


class SeijikaGame(Game):
    """A game of 政治家人狼. Create with ``jinro_lab.new_game("seijika", ...)``.

    ``roles=[...]`` fixes the role of each seat and ``manifestos=[...]`` the manifesto
    card of each seat (a lesson's arrangement); ``promises=[...]`` the order of the
    promise deck. Example, the guard at work::

        new_game("seijika", roles=["wolf", "guard", "human", "human", "human", "reporter"], seed=1)

    ``position={"elected": [seats], "day": d, "phase": "day" | "night", "smeared": [seats]}``
    (or a ``seijika.options.Position``) starts at day ``d``'s vote or at the night after
    it, with those seats elected and holding their party's seats and the smeared sitting
    out; night 0 is played as usual, so teammates know each other (``position.py``).
    Example, day 3 with a human and the spy elected and a human smeared last night::

        new_game("seijika", roles=["wolf", "wolf", "spy", "reporter", "guard", "human", "human", "human"],
                 position={"elected": [5, 2], "day": 3, "phase": "day", "smeared": [6]}, seed=1)
    """

    variant = "seijika"

    def __init__(self, players: int | None = None, seed: int | None = None, **options: Any):
        values, record = OPTIONS.resolve(options if players is None else {"players": players, **options})
        self.options = opts = settle(values, players is not None)
        self.deck: Deck = played_deck(opts.manifesto_deck)
        self.cards: dict[str, Card] = self.deck.by_id()
        self.manifesto_rules = opts.manifestos is not False
        record["players"] = opts.players
        record["manifestos"] = list(opts.manifestos) if isinstance(opts.manifestos, tuple) else opts.manifestos
        if opts.manifesto_deck is not None:
            record["manifesto_deck"] = deck_data(opts.manifesto_deck)
        super().__init__(opts.players, seed, record)

    __init__.__signature__ = OPTIONS.signature()  # type: ignore[attr-defined]

    # ----- the flow --------------------------------------------------------------------------
    def _flow(self) -> Flow:
        """SEI-10 ... SEI-15 (night 0), then days and nights until the game ends (SEI-40 ... SEI-55);
        with a position, from its day or night after night 0 (``position.py``)."""
        self._deal()
        yield from self._role_check()
        position = self.options.position
        if position is None:
            self._dawn()
        elif (yield from self._start_at(position)) == "night":
            yield from self._night()
        while True:
            yield from self._day()
            yield from self._night()

    # ----- the deal and the role check (SEI-03, SEI-10 ... SEI-15, SEI-50) ---------------------------
    def _deal(self) -> None:
        """Deal the role cards (the fixed ``roles`` or the default setup shuffled); with
        manifestos, one manifesto card per seat (leftovers stay hidden) and the shuffled
        promise deck (SEI-50); announce the setup."""
        n, opts = self.players, self.options
        if opts.roles is None:
            roles = default_roles(n)
            self.rng.shuffle(roles)
            self.emit(Chance(ev.SAY("roles dealt"), tuple(roles), GM_ONLY))
        else:
            roles = list(opts.roles)
        self.roles: tuple[str, ...] = tuple(roles)
        self.in_race = [True] * n  # SEI-21: not elected, not recalled, not a lover out for good
        self.sitting_out: frozenset[int] = frozenset()  # SEI-21, SEI-33: smeared, today
        self.smeared: set[int] = set()  # tonight's smeared players: they sit out tomorrow
        self.elected: list[int] = []
        self.elected_today: int | None = None
        self.seats: list[int] = []  # SEI-26: seat holders, net of recalls (the game master's knowledge)
        self.recalled: list[int] = []
        self.recalled_public: list[int] = []  # announced in the morning (SEI-55)
        self.recalled_tonight: list[int] = []
        self.recalls = 0  # SEI-55: every recall so far, of a seat holder or not (the day limit is 4 plus these)
        self.last_protected: tuple[int, ...] = ()
        self.modifiers = Modifiers(self)
        self.manifesto: list[str | None] = [None] * n
        self.announced: list[str | None] = [None] * n
        self.mimic_as: dict[int, str] = {}  # SEI-51: a Human Party mimic holder's declaration
        self.pending_recalls: list[int] = []
        self.pending_parties: list[int] = []
        self.named_targets: list[tuple[int, str, tuple[int, ...]]] = []  # SEI-54: told in the morning
        self._known: dict[int, tuple[int, list[str | None]]] = {}  # per seat: events read, roles known
        self.promises: list[str] = []
        self.promises_drawn: list[str] = []
        on = self.manifesto_rules
        self.emit(
            ev.SetupAnnounced(
                card_counts(self.roles),
                on,
                self.deck.name if on else "",
                self.deck.listed() if on else (),
                self.options.vote_styles or (),
            )
        )
        private = self._private
        for seat, role in enumerate(self.roles):
            self.emit(_event(ev.RoleDealt, (seat, role, private[seat])))
        if not on:
            return
        fixed = self.options.manifestos
        if isinstance(fixed, tuple):
            dealt = list(fixed)
        else:
            pile = self.deck.dealt()
            self.rng.shuffle(pile)
            self.emit(Chance(ev.SAY("manifestos dealt"), tuple(pile), GM_ONLY))
            dealt = pile[:n]
        for seat, card in enumerate(dealt):
            self.manifesto[seat] = card
            self.emit(_event(ev.ManifestoDealt, (seat, card, private[seat])))
        if self.options.promises is None:
            self.promises = ["success"] * 8 + ["failure"] * 2
            self.rng.shuffle(self.promises)
            self.emit(Chance(ev.SAY("promise deck shuffled"), tuple(self.promises), GM_ONLY))
        else:
            self.promises = list(self.options.promises)

    def _role_check(self) -> Steps:
        """SEI-10 ... SEI-15, in the rulebook's order (roles absent are skipped)."""
        roles, private = self.roles, self._private
        self.emit(ev.Dusk(0))
        wolves = [s for s, r in enumerate(roles) if r == "wolf"]
        lovers = [s for s, r in enumerate(roles) if r == "lover"]
        spies = [s for s, r in enumerate(roles) if r == "spy"]
        self._meet(wolves, wolves)  # SEI-11
        for lover in lovers:  # SEI-12: lover and wolves see each other
            self._meet([lover], wolves)
            self._meet(wolves, [lover])
        for lover in lovers:  # SEI-12: the wolves close their eyes; the lover picks a favourite
            options = tuple(Favourite(w) for w in wolves)
            choice = yield self.ask_one(lover, "favourite", options, label=ROLE_CHECK_LABEL)
            self.emit(knowledge(lover, ("favourite", choice.target, True), private[lover]))
        for reporter in (s for s, r in enumerate(roles) if r == "reporter"):  # SEI-13
            pool = [s for s, r in enumerate(roles) if r not in ("wolf", "lover") and s != reporter]
            if pool:
                hint = announce(self, ev.SAY("reporter's hint"), pool, private[reporter])
                self.emit(knowledge(reporter, ("hint", hint, True), private[reporter]))
        self._meet(spies, spies)  # SEI-14
        self._meet(wolves, spies)  # the wolves always learn the spies
        if self.options.spy_meets_wolves:
            self._meet(spies, wolves)

    def _meet(self, observers: list[int], subjects: list[int]) -> None:
        """Each observer learns each other subject's role (a ``Knowledge`` per pair)."""
        for o in observers:
            for s in subjects:
                if s != o:
                    self.emit(knowledge(o, ("role", s, self.roles[s]), self._private[o]))

    def _start_at(self, position: Mapping[str, Any]) -> Generator[Decision, Any, str]:
        """A described position (checked, ``position.py``): the elected seats leave the
        race and fill their party's seats (SEI-25, SEI-26), announced to everyone with
        the day and phase; at a day position, the morning: who sits out (SEI-33); with
        manifestos the seats announce theirs (SEI-51) unless day 1's own speeches
        follow. Returns the phase the flow goes on with."""
        day, phase, elected = position["day"], position["phase"], position["elected"]
        for seat in elected:
            self.in_race[seat] = False
            self.elected.append(seat)
            if ROLES[self.roles[seat]].eligible:
                self.seats.append(seat)
        if phase == "night":
            self.day = day
            self.elected_today = elected[-1] if elected else None  # SEI-30: the prosecutor's tonight
        else:
            self.day = day - 1
            self._dawn()
        smeared = tuple(position["smeared"])
        seats = [seat_numbers(s) if s else ev.SAY("none") for s in (elected, smeared)]
        text = ev.SAY("position", ev.SAY(f"position {phase}", day), *seats)
        self.emit(ev.Announcement("position", (tuple(elected), day, phase, smeared), text))
        if phase == "day" and day > 1:
            self.smeared = set(smeared)
            self._morning()
        if self.manifesto_rules and (day, phase) != (1, "day"):
            yield from announcements(self)
        return str(phase)

    # ----- the day (SEI-20 ... SEI-27, SEI-51) ------------------------------------------------------------
    def _dawn(self) -> None:
        self.day += 1
        self.emit(ev.Dawn(self.day))
        self.modifiers.boundary("dawn")

    def _day(self) -> Steps:
        """SEI-20: (day 1: policy speeches, the manifestos announced, SEI-51) campaign,
        election, the winner's speech; then the smeared return (SEI-27)."""
        if self.day == 1:
            self._announce("policy speeches")
            if self.manifesto_rules:
                yield from announcements(self)
        rounds = max(1, self.options.campaign_rounds + sum(m.value for m in self.modifiers.values("campaign_rounds")))
        self._announce("campaign", rounds)
        self.elected_today = None
        winner = yield from self._election()
        self.modifiers.boundary("election")  # vote effects last until this election (SEI-54)
        if winner is not None:
            yield from self._after_election(winner)
        if not self.manifesto_rules and self.day >= LAST_PLAIN_DAY:
            self._judge(ev.SAY("day over", self.day))  # SEI-42: night 4 is not played (decision)
        self._return_smeared()

    def _voters(self) -> tuple[int, ...]:
        """SEI-21, SEI-22: the players in the race and not sitting out."""
        out = self.sitting_out
        return tuple(s for s, up in enumerate(self.in_race) if up and s not in out)

    def _election(self) -> Generator[Decision, Any, int | None]:
        """SEI-22 ... SEI-24: each voter votes for another; one candidate is elected
        unopposed, none means no election (decision); the most votes win, ties go to
        two runoffs then a lot; today's style (SEI-23) and weights (SEI-54)."""
        voters = self._voters()
        if not voters:
            self._announce("no election")
            return None
        if len(voters) == 1:
            (winner,) = voters
            self.emit(ev.Elected(winner, "unopposed"))
            return winner
        style = self._style_today()
        start = None
        if style is not VoteStyle.SIMULTANEOUS:  # SEI-23: a random starting seat each day
            start = announce(self, VOTES("first voter", vote_id(self.day)), voters)
        weights = {m.subject: m.value for m in self.modifiers.values("vote_weight")} or None
        spec = VoteSpec(
            vote_id(self.day),
            voters,
            voters,
            TieRule.RUNOFF_RUNOFF_LOTTERY,
            style,
            "election",
            weights,
            start=start,
            label=VOTE_LABEL,
            rule="SEI-24",
        )
        record = yield from run_vote(self, spec)
        chosen = record.chosen
        if chosen is None:
            self._announce("no votes")
            return None
        self.emit(ev.Elected(chosen, "lot" if record.by_lot else "vote"))
        return chosen

    def _style_today(self) -> VoteStyle:
        """SEI-23: the option's style for today (days beyond the list use its last); an
        open vote is a volunteer vote or in seat order (``open_vote_order``)."""
        styles = self.options.vote_styles or PLAIN_STYLES
        name = styles[min(self.day, len(styles)) - 1]
        if name == "simultaneous":
            return VoteStyle.SIMULTANEOUS
        return VoteStyle.VOLUNTEER if self.options.open_vote_order == "volunteer" else VoteStyle.IN_TURN

    def _after_election(self, winner: int) -> Steps:
        """SEI-25, SEI-26: the winner leaves the race and fills a seat if eligible;
        the quota check (SEI-41, SEI-44) or, with manifestos, the two-wolves check
        (SEI-55) and the manifesto (SEI-53); the final speech."""
        self.in_race[winner] = False
        self.elected.append(winner)
        self.elected_today = winner
        role = ROLES[self.roles[winner]]
        if role.eligible:
            self.seats.append(winner)
        self.emit(ev.SeatFilled(winner, role.party if role.eligible else None, GM_ONLY))
        if not self.manifesto_rules:
            self._quota_check(winner)
        else:
            wolves = sum(self.roles[s] == "wolf" for s in self.seats)
            if wolves >= 2:
                self._speech(winner)
                self._finish_party(WOLF, ev.SAY("two wolves"))
            yield from carry_out(self, winner)
        self._speech(winner)

    def _speech(self, winner: int) -> None:
        """SEI-25: the winner's final speech (「最後の演説」)."""
        self._announce("final speech", winner)

    def _counts(self) -> dict[str, int]:
        counts = {HUMAN: 0, WOLF: 0}
        for s in self.seats:
            counts[ROLES[self.roles[s]].party] += 1
        return counts

    def _quota_check(self, winner: int) -> None:
        """SEI-41, SEI-44: a party at its quota ends the game at once, unless a lawyer or
        corrupt lawyer is still in the race (the winner no longer is; one sitting out
        still is); four seats filled end it too (SEI-44), judged by SEI-40."""
        counts = self._counts()
        reached = [p for p in (HUMAN, WOLF) if counts[p] >= QUOTA[p]]
        lawyers = any(self.in_race[s] and self.roles[s] in ("lawyer", "corrupt_lawyer") for s in range(self.players))
        if reached and not lawyers:
            self._speech(winner)
            party = reached[0]
            self._finish_party(party, ev.SAY(f"quota {party}"))
        if len(self.seats) >= SEATS:
            self._speech(winner)
            self._judge(ev.SAY("four seats"))

    def _judge(self, why: str) -> None:
        """SEI-40, SEI-42, SEI-55: the final judgement: a party at its quota wins,
        else the Wolf Party."""
        counts = self._counts()
        if counts[HUMAN] >= QUOTA[HUMAN]:
            self._finish_party(HUMAN, ev.SAY("then", why, ev.SAY("holds human")))
        if counts[WOLF] >= QUOTA[WOLF]:
            self._finish_party(WOLF, ev.SAY("then", why, ev.SAY("holds wolf")))
        self._finish_party(WOLF, ev.SAY("then", why, ev.SAY("no quota")))

    def _finish_party(self, party: str, reason: str) -> NoReturn:
        """SEI-43: every member of ``party`` wins; all roles are revealed."""
        self.emit(ev.RolesRevealed(self.roles))
        winners = frozenset(s for s, r in enumerate(self.roles) if ROLES[r].party == party)
        self.finish(winners, party, reason)

    def _return_smeared(self) -> None:
        """SEI-27, SEI-34: after the final speech the smeared return to the race, but a
        lover, who stays out for good (public: it reveals the role, SEI-60). With no
        election they return too (decision)."""
        for seat in sorted(self.sitting_out):
            if self.roles[seat] == "lover":
                self.in_race[seat] = False
                self._announce("lover out", seat)
            else:
                self._announce("returns", seat)
        self.sitting_out = frozenset()

    # ----- the night (SEI-30 ... SEI-35, SEI-54, SEI-55) -------------------------------------------------------
    def _night(self) -> Steps:
        """SEI-54: manifesto recalls first; then SEI-30: the wolves' smear, the guard's
        protection and the reporter's investigation (chosen at once), the prosecutor's
        result; the morning (SEI-33, SEI-54) and, with manifestos, the end checks
        (SEI-55)."""
        self.modifiers.boundary("dusk")
        self.emit(ev.Dusk(self.day))
        resolve_recalls(self)
        legal, counts = self._night_options()
        choices = (yield self.ask("night", legal, label=NIGHT_LABEL)) if legal else {}
        smear = {s: a for s, a in choices.items() if a.ability == "smear"}
        targets: tuple[int, ...] = ()
        if smear:
            k = max(1, counts["smear"])
            targets = settle_proposals(self, "smear", smear, _targets_of, k)  # type: ignore[assignment]
        protected: set[int] = set()
        self.last_protected = ()
        for seat, action in sorted(choices.items()):  # SEI-30: the guard after the wolves
            if action.ability == "protect":
                protected.update(action.targets)
                self.last_protected = action.targets
                self.emit(_event(ev.Protected, (seat, action.targets, self._private[seat])))
        for t in targets:
            outcome = "failed" if counts["smear"] == 0 else "protected" if t in protected else "smeared"
            self.emit(ev.SmearResolved(t, outcome, GM_ONLY))
            if outcome == "smeared":
                self.smeared.add(t)
        for seat, action in sorted(choices.items()):  # then the reporter
            if action.ability == "investigate":
                for t in action.targets:  # SEI-02, SEI-35: a result even when smeared tonight
                    member = ROLES[self.roles[t]].member
                    self.emit(knowledge(seat, ("member", t, member), self._private[seat]))
        self._prosecute()  # then the prosecutor
        self._dawn()
        self._morning()
        if self.manifesto_rules:
            self._manifesto_end()

    def _night_options(self) -> tuple[dict[int, tuple[Ability, ...]], dict[str, int]]:
        """SEI-31, SEI-32, SEI-54: the wolves in the race propose one player in the race
        (themselves included; two under a manifesto); the guard in the race protects
        one (``guard_self``, ``guard_repeat``; two or none under a manifesto); the
        reporter in the race investigates any player but themself (two or none)."""
        m = self.modifiers
        counts = {
            "smear": m.get("smear_targets", default=1),
            "protect": m.get("guard_protects", default=1),
            "investigate": m.get("reporter_checks", default=1),
        }
        race = tuple(s for s, up in enumerate(self.in_race) if up)
        legal: dict[int, tuple[Ability, ...]] = {}
        for seat in race:
            role = self.roles[seat]
            if role == "wolf":
                legal[seat] = aimed("smear", race, max(1, counts["smear"]))
            elif role == "guard" and counts["protect"]:
                pool = tuple(
                    s
                    for s in race
                    if (self.options.guard_self or s != seat)
                    and (self.options.guard_repeat or s not in self.last_protected)
                )
                if pool:
                    legal[seat] = aimed("protect", pool, counts["protect"])
            elif role == "reporter" and counts["investigate"]:
                pool = tuple(s for s in range(self.players) if s != seat)
                legal[seat] = aimed("investigate", pool, counts["investigate"])
        return legal, counts

    def _prosecute(self) -> None:
        """SEI-02, SEI-30, SEI-35: a prosecutor in the race learns the party of the day's
        elected player (a spy, lover or corrupt lawyer shows Wolf Party)."""
        elected = self.elected_today
        if elected is None:
            return
        for seat, role in enumerate(self.roles):
            if role == "prosecutor" and self.in_race[seat]:
                party = ROLES[self.roles[elected]].party
                self.emit(knowledge(seat, ("party", elected, party), self._private[seat]))

    def _morning(self) -> None:
        """SEI-33, SEI-54: a new day: the recalls, the targets the winner named, the
        parties announced, the effects active today, who sits out."""
        for seat in self.recalled_tonight:
            self.recalled_public.append(seat)
            self._announce("recalled", seat)
        self.recalled_tonight = []
        for winner, card, named in self.named_targets:
            self._announce("named", winner, card, *named)
        self.named_targets = []
        for seat in self.pending_parties:
            key = ("party", seat, ROLES[self.roles[seat]].party)
            for observer in range(self.players):
                self.emit(knowledge(observer, key, None))
        self.pending_parties = []
        for m in self.modifiers.values("vote_weight"):  # SEI-54: the effects active today
            self._announce("vote weight", m.subject, m.value)
        self.sitting_out = frozenset(s for s in self.smeared if self.in_race[s])
        self.smeared = set()
        if self.sitting_out:
            for seat in sorted(self.sitting_out):
                self._announce("sits out", seat)
        else:
            self._announce("nobody sits out")

    def _manifesto_end(self) -> None:
        """SEI-55: after the night (in the morning, so that a recall has resolved), the
        game ends when four seats are filled net of recalls, when the day limit (4 plus
        the recalls so far) is over, or when fewer than two players are left in the
        race (decision)."""
        if len(self.seats) >= SEATS:
            self._judge(ev.SAY("four seats net"))
        if self.day - 1 >= SEATS + self.recalls:
            self._judge(ev.SAY("last day", self.day - 1))
        if sum(self.in_race) < 2:
            self._judge(ev.SAY("few left"))

    # ----- helpers and views -----------------------------------------------------------------------------------
    def _announce(self, key: str, *args: Any) -> None:
        """SEI-20 ... SEI-55: the game master's announcement ``key`` (``events.announcement``)."""
        self.emit(announcement(key, *args))

    def _seat_side(self, seat: int) -> str:
        """SEI-43: the party of the seat's role (``human`` or ``wolf``); every member of
        the winning party wins."""
        return ROLES[self.roles[seat]].party

    def summary(self) -> dict[str, Any]:
        """Columns for simulation tables: the setup, the rules, the seats per party."""
        counts = self._counts()
        return {
            "setup": " ".join(sorted(self.roles)),
            "manifestos": self.manifesto_rules,
            "human_seats": counts[HUMAN],
            "wolf_seats": counts[WOLF],
        }

    def _view(self, seat: Viewer) -> SeijikaView:
        """What ``seat`` saw (SEI-60; ``None``: the game master): ``view.seat_view``."""
        return seat_view(self, seat, self._known)


# ----- module helpers ---------------------------------------------------------------------------------------------
def _targets_of(action: Ability) -> tuple[int, ...]:
    return action.targets
