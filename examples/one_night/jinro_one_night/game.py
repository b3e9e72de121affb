"""ワンナイト人狼: the rules as one flow (ONE-01 … ONE-33)::

    deal (ONE-03, ONE-04) -> night: werewolves, seer, robber, troublemaker (ONE-10 … ONE-15)
    -> morning and the vote (ONE-20 … ONE-23) -> every card face up (ONE-24) -> who wins (ONE-30 … ONE-33)

It stops at these decisions: ``werewolf`` (a lone wolf's look, ONE-11), ``seer``,
``robber``, ``troublemaker`` (one seat each, labelled ``night: eyes closed`` for the
table) and ``vote`` (every seat at once, through the core's ``run_vote`` with the
shared tie rule ``TieRule.ALL_TIED``). The game keeps each seat's card as it lies now
(``cards``), as dealt (``dealt``) and the two centre cards (``centre``).
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import Any, NoReturn

from jinro_lab.core.engine import Decision, Flow, Game
from jinro_lab.core.events import GM_ONLY, Chance, Eliminated, Knowledge, only
from jinro_lab.core.viewers import Viewer
from jinro_lab.core.voting import Outcome, TieRule, VoteSpec, VoteStyle, decide, run_vote, vote_id

from . import events as ev
from .actions import PASS, Look, LookCentre, Rob, Swap
from .options import OPTIONS, settle
from .roles import ROLES, VILLAGE, WEREWOLF, WOLF_SIDE, default_cards
from .view import OneNightView, seat_view

__all__ = ["NIGHT_LABEL", "VOTE_LABEL", "OneNightGame", "tie_rule"]

Steps = Generator[Decision, Any, None]
NIGHT_LABEL = "night: eyes closed"
VOTE_LABEL = "day: vote"
#: ONE-22: the rule the vote's notes cite
VOTE_RULE = "ONE-22"


def tie_rule(totals: Mapping[int, int], round_no: int, voters: Sequence[int], lot: Any) -> Outcome:
    """ONE-22, ONE-23: every seat tied for the most votes is executed (the shared
    ``TieRule.ALL_TIED``), but nobody when no seat has more than one vote."""
    if max(totals.values(), default=0) <= 1:
        return Outcome(note=ev.SAY("one each"))
    return decide(totals, TieRule.ALL_TIED, round_no, voters, lot, VOTE_RULE)


class OneNightGame(Game):
    """A game of ワンナイト人狼. Create with ``jinro_lab.new_game("one_night", ...)``; its
    options are declared in ``options.py`` (``players``, ``roles``, ``lone_wolf_looks``).

    ``roles=[...]`` fixes the deal: one card per seat from seat 0, then the two centre
    cards (ONE-03); the player count follows from it. The robber at work::

        new_game("one_night", roles=["robber", "werewolf", "seer", "villager", "werewolf", "troublemaker"])
    """

    variant = "one_night"

    def __init__(self, players: int | None = None, seed: int | None = None, **options: Any):
        values, record = OPTIONS.resolve(options if players is None else {"players": players, **options})
        self.options = settle(values, players is not None)
        record["players"] = self.options.players
        super().__init__(self.options.players, seed, record)

    __init__.__signature__ = OPTIONS.signature()  # type: ignore[attr-defined]

    # ----- the flow ---------------------------------------------------------------------
    def _flow(self) -> Flow:
        """ONE-04 the deal, ONE-10 the night, ONE-20 the day's vote, ONE-24 the cards, ONE-30 the winners."""
        self._deal()
        yield from self._night()
        self.day = 1
        self.emit(ev.Dawn(1))
        yield from self._vote()
        self.revealed = True
        self.emit(ev.CardsRevealed(tuple(self.cards), tuple(self.centre)))
        self._judge()

    def _deal(self) -> None:
        """ONE-03, ONE-04: the fixed deal, or the default setup shuffled; a card per seat
        (each seat sees its own), the last two to the centre."""
        n = self.players
        if self.options.roles is None:
            order = default_cards(n)
            self.rng.shuffle(order)
            self.emit(Chance(ev.SAY("shuffle"), tuple(order), GM_ONLY))
        else:
            order = list(self.options.roles)
        self.dealt: tuple[str, ...] = tuple(order[:n])
        self.cards: list[str] = list(self.dealt)
        self.centre: list[str] = order[n:]
        self.executed: tuple[int, ...] = ()
        self.revealed = False
        for seat, role in enumerate(self.dealt):
            self.emit(ev.RoleDealt(seat, role, only(seat)))

    def _holders(self, role: str) -> list[int]:
        """The seats dealt ``role`` (ONE-10: a role acts by the card dealt)."""
        return [s for s, r in enumerate(self.dealt) if r == role]

    def _others(self, seat: int) -> list[int]:
        return [s for s in range(self.players) if s != seat]

    def _night(self) -> Steps:
        """ONE-10: the roles in order; a role in the centre does not act."""
        self.emit(ev.NightFell())
        yield from self._werewolves()
        for seer in self._holders("seer"):
            yield from self._seer(seer)
        for robber in self._holders("robber"):
            yield from self._robber(robber)
        for troublemaker in self._holders("troublemaker"):
            yield from self._troublemaker(troublemaker)

    def _werewolves(self) -> Steps:
        """ONE-11: the werewolves see each other; a lone one may look at a centre card."""
        wolves = self._holders(WEREWOLF)
        for wolf in wolves:
            for other in wolves:
                if other != wolf:
                    self._learn(wolf, "card", other, WEREWOLF)
        if len(wolves) == 1 and self.options.lone_wolf_looks:
            (wolf,) = wolves
            options = (LookCentre((0,)), LookCentre((1,)), PASS)
            choice = yield self.ask_one(wolf, "werewolf", options, label=NIGHT_LABEL)
            if choice.kind == "look_centre":
                self._learn(wolf, "centre", choice.cards[0], self.centre[choice.cards[0]])

    def _seer(self, seer: int) -> Steps:
        """ONE-12: another player's card, or both centre cards, or nothing (ONE-15)."""
        options = (*(Look(t) for t in self._others(seer)), LookCentre((0, 1)), PASS)
        choice = yield self.ask_one(seer, "seer", options, label=NIGHT_LABEL)
        if choice.kind == "look":
            self._learn(seer, "card", choice.target, self.cards[choice.target])
        elif choice.kind == "look_centre":
            for i in choice.cards:
                self._learn(seer, "centre", i, self.centre[i])

    def _robber(self, robber: int) -> Steps:
        """ONE-13: swap with another player, then look at the new card; or nothing."""
        options = (*(Rob(t) for t in self._others(robber)), PASS)
        choice = yield self.ask_one(robber, "robber", options, label=NIGHT_LABEL)
        if choice.kind == "rob":
            self._swap("robber", robber, robber, choice.target)
            self._learn(robber, "card", robber, self.cards[robber])

    def _troublemaker(self, troublemaker: int) -> Steps:
        """ONE-14: swap two other players' cards unseen; or nothing."""
        others = self._others(troublemaker)
        options = (*(Swap(a, b) for a in others for b in others if a < b), PASS)
        choice = yield self.ask_one(troublemaker, "troublemaker", options, label=NIGHT_LABEL)
        if choice.kind == "swap":
            self._swap("troublemaker", troublemaker, choice.a, choice.b)

    def _learn(self, seat: int, kind: str, where: int, role: str) -> None:
        """``seat`` learns the card at ``where`` (a seat, or a centre card's index)."""
        place = f"seat {where}'s card" if kind == "card" else f"centre card {where}"
        fact = f"{place} is {role}"
        self.emit(Knowledge(seat, where if kind == "card" else "centre", fact, (kind, where, role), only(seat)))

    def _swap(self, by: str, seat: int, a: int, b: int) -> None:
        cards = self.cards
        cards[a], cards[b] = cards[b], cards[a]
        self.emit(ev.Swapped(by, a, b, only(seat)))

    def _vote(self) -> Steps:
        """ONE-21 … ONE-23: one simultaneous vote; the tied for the most votes are executed."""
        seats = tuple(range(self.players))
        spec = VoteSpec(vote_id(1), seats, seats, tie_rule, VoteStyle.SIMULTANEOUS, label=VOTE_LABEL, rule=VOTE_RULE)
        record = yield from run_vote(self, spec)
        self.executed = record.chosen_all
        for seat in self.executed:
            self.emit(Eliminated(seat, "executed"))

    def _judge(self) -> NoReturn:
        """ONE-30 … ONE-33: the sides by the cards held at the end."""
        wolves = frozenset(s for s, card in enumerate(self.cards) if card == WEREWOLF)
        village = frozenset(range(self.players)) - wolves
        if wolves & set(self.executed):
            self.finish(village, VILLAGE, ev.SAY("wolf executed"))
        if not wolves and not self.executed:
            self.finish(village, VILLAGE, ev.SAY("no wolf, nobody executed"))
        if not wolves:
            self.finish(frozenset(), None, ev.SAY("no wolf, someone executed"))
        self.finish(wolves, WOLF_SIDE, ev.SAY("no wolf executed"))

    # ----- the hooks --------------------------------------------------------------------
    def _seat_side(self, seat: int) -> str:
        """ONE-30: the side of the card the seat holds now."""
        return ROLES[self.cards[seat]].side

    def _view(self, seat: Viewer) -> OneNightView:
        """What ``seat`` saw (ONE-40): ``view.seat_view``."""
        return seat_view(self, seat)

    def summary(self) -> dict[str, Any]:
        """Columns of a simulation table: the werewolves among the players at the end,
        how many were executed, whether a werewolf was."""
        wolves = [s for s, card in enumerate(self.cards) if card == WEREWOLF]
        return {
            "werewolf_players": len(wolves),
            "executed": len(self.executed),
            "werewolf_executed": any(s in self.executed for s in wolves),
        }
