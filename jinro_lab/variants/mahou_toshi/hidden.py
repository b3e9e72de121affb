"""What is hidden from a seat of 魔法都市の人狼, for ``jinro_lab.core.hidden`` (MAH-50, MAH-51).

A seat knows its own role, the teammates it met on night 0 (werewolves, masons,
the knight and the dragon, MAH-03, MAH-05) and the judgements it learned (the
seer's and the medium's results, the random white); the role cards in use are
announced (MAH-51). The hidden setup is the assignment of the other role cards to
the other seats: every assignment that agrees with what the seat knows is
equally likely a priori (the worlds fix it with the ``roles=`` option). The night
choices are hidden (who divined, guarded, attacked whom; the morning tells who
died, MAH-26), but a werewolf sees its partners' attack proposals (MAH-20 (2)), which
the worlds take as seen; the votes and claims are public, and so is an executed player's
naming that the table sees (the guild's and the mages' guild's at once, the bank's and the
thieves' the next morning, MAH-26, MAH-33), the card the airship triggered (MAH-E12) and
the word an executed player wrote (its own or a sample, MAH-E05, MAH-E20), which the worlds
take too. Announced chance the seat saw
(a drawn first voter or vote order, an event card's die, the random white shown to
the seer) is forced to what it saw, with its probability (``core.chance``); the
rest (the event deck's order, chance the seat did not see) comes from each world's
own seed, so it follows its probability; what the seat later saw of it must agree.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

from ...core.claims import Claimed
from ...core.events import Eliminated, Knowledge, RuleChanged
from ...core.hidden import Context, Probe, SeatRoles, proposal_candidates
from . import events as ev
from .actions import Word
from .cards import EVENT_CARDS
from .options import deck_shuffled
from .roles import ROLES

__all__ = ["HIDDEN", "MahouHidden"]

#: the share of a werewolf's proposals drawn among the seats found dead the next morning
HIT_SHARE = 0.85
#: the public cause of every morning death (MAH-26)
NIGHT_CAUSE = "night"
#: tries to draw an assignment of roles that agrees with the seat's judgements
TRIES = 500


class _Info:
    def __init__(self, game: Any, seat: int):
        memory = game.events_seen_by(seat)
        self.players = game.players
        known: dict[int, str] = {}
        judged: dict[int, str] = {}
        pool: list[str] = []
        for e in memory:
            t = type(e)
            if t is ev.RolesRedealt:
                break  # MAH-E06: after the soul vortex the deal is no longer what one learns
            if t is ev.SetupAnnounced:
                pool = [role for role, k in e.roles for _ in range(k)]
            elif t is ev.RoleDealt and e.seat == seat:
                known[seat] = e.role
            elif t is Knowledge and e.observer == seat:
                if e.key[0] == "role":
                    known[e.key[1]] = e.key[2]
                elif e.key[0] in ("judged", "medium"):
                    judged[e.key[1]] = e.key[2]
        for role in known.values():
            pool.remove(role)
        # MAH-30, MAH-51: the event deck's cards are public, its order is not; the cards
        # drawn so far fix their places (a choice of two: one of two places); a card the
        # airship triggered (MAH-E12) was anywhere below the cards drawn before it
        setup = game.setup
        self.shuffled = deck_shuffled(setup.get("shuffle_events"), setup.get("events"))
        deck: list[str] = []
        fixed: dict[int, str] = {}
        pairs: list[tuple[int, str]] = []  # (first of two places, the card chosen there)
        chosen: list[tuple[int, str]] = []  # (the cards drawn before, the card the airship triggered)
        i = 0
        offered = False
        for e in memory:
            t = type(e)
            if t is ev.SetupAnnounced:
                deck = list(e.events)
            elif t is ev.EventOffered:
                fixed[i], fixed[i + 1] = e.cards[0], e.cards[1]
                offered = True
                i += 2
            elif t is ev.EventDrawn and e.how == "random":
                fixed[i] = e.card
                i += 1
            elif t is ev.EventDrawn and e.how == "airship":
                chosen.append((i, e.card))
            elif t is ev.EventDrawn and e.how == "choice":
                if not offered:
                    pairs.append((i, e.card))
                    i += 2
                offered = False
        self.deck = deck
        self.fixed = fixed
        self.pairs = pairs
        self.chosen = chosen
        self.known = known
        self.judged = {s: j for s, j in judged.items() if s not in known}
        self.pool = pool
        self.unknown = [s for s in range(game.players) if s not in known]


#: MAH-26, MAH-33: the cards whose naming the table sees before the next dusk, as the rule
#: change it makes for the named player (MAH-E11: the guild's at once; MAH-E16, MAH-E22: the
#: bank's and the thieves', named at night, announced in the morning), or its death (MAH-E04)
_NAMING_SEEN = {"guild": "guild", "bank": "double_vote", "thieves": "no_vote", "mages_guild": None}


def _until_dusk(memory: Sequence[Any], pos: int) -> Iterator[Any]:
    """The viewer's events from ``pos`` up to the next dusk (MAH-20): what it sees of a
    choice made by day or in the night that is under way."""
    for e in itertools.islice(memory, pos, None):
        if type(e) is ev.Dusk:
            return
        yield e


def _named_as_seen(memory: Sequence[Any], pos: int, legal: Sequence[Any]) -> list[int] | None:
    """The options of an executed player's naming (``event_target``) that agree with what the
    viewer saw of it before the next dusk (:data:`_NAMING_SEEN`): the rule change of the
    card's own rule for the named player, or the named player's death by the card; ``None``
    (any) for a naming nobody sees (the mirror's, the legend tree's: MAH-E09, MAH-E07) or
    one not seen yet."""
    card = legal[0].card
    if card not in _NAMING_SEEN:
        return None
    change, rule = _NAMING_SEEN[card], EVENT_CARDS[card].rule
    for e in _until_dusk(memory, pos):
        kind = type(e)
        if change is None:
            if kind is Eliminated and e.cause == card:
                return [i for i, a in enumerate(legal) if a.target == e.seat]
        elif kind is RuleChanged and e.active and e.name == change and e.source == rule:
            return [i for i, a in enumerate(legal) if a.target == e.subject]
    return None


class MahouHidden(SeatRoles):
    """Each other seat's role and team (MAH-02, MAH-40: citizens, werewolves or a third party)."""

    variant = "mahou_toshi"

    def team_of(self, role: str) -> str:
        return ROLES[role].team

    def prepare(self, game: Any, seat: int) -> _Info:
        return _Info(game, seat)

    def _setup(self, ctx: Context, cards: Sequence[str]) -> dict[str, Any]:
        info: _Info = ctx.info
        roles = [""] * info.players
        for s, r in info.known.items():
            roles[s] = r
        for s, r in zip(info.unknown, cards, strict=True):
            roles[s] = r
        return {**ctx.setup, "roles": roles}

    def _events(self, info: _Info, rng: random.Random) -> list[str]:
        """An order of the event deck that agrees with the cards drawn so far: the cards
        drawn from the top in their places, the others shuffled, then each card the airship
        triggered (MAH-E12: chosen by name, whatever its place) put back at a place drawn
        uniformly below the cards drawn before it (a uniform order of the whole deck is a
        uniform order of the rest with that card at a uniform place; the places above
        were drawn, the same number in every world, so the weights do not change)."""
        order: list[str | None] = [None] * (len(info.deck) - len(info.chosen))
        for i, c in info.fixed.items():
            order[i] = c
        for i, c in info.pairs:
            order[i + rng.randrange(2)] = c
        rest = list(info.deck)
        for slot in order:
            if slot is not None:
                rest.remove(slot)
        for _, c in info.chosen:
            rest.remove(c)
        rng.shuffle(rest)
        deck = [c if c is not None else rest.pop() for c in order]
        for drawn, c in info.chosen:
            deck.insert(drawn + rng.randrange(len(deck) - drawn + 1), c)
        return deck

    def _agrees(self, info: _Info, cards: Sequence[str]) -> bool:
        judged = info.judged
        return all(ROLES[r].judged == judged[s] for s, r in zip(info.unknown, cards, strict=True) if s in judged)

    def propose(self, ctx: Context, rng: random.Random) -> tuple[dict[str, Any], float] | None:
        """The other role cards dealt at random to the other seats, until the deal
        agrees with the judgements the seat learned (rejection: exact)."""
        info: _Info = ctx.info
        cards = list(info.pool)
        for _ in range(TRIES):
            rng.shuffle(cards)
            if self._agrees(info, cards):
                setup = self._setup(ctx, cards)
                if info.shuffled and info.deck:
                    setup.update(events=self._events(info, rng), shuffle_events=False)
                return setup, 0.0
        return None

    def exact_ok(self, ctx: Context) -> bool:
        """Enumeration is exact without event cards (their hidden deck order), and with
        at most one werewolf to propose (two may disagree: a lot the seat may not see,
        MAH-03); the random white is seen by the seer only, with the same chance in
        every deal, and changes no random player's choice. A drawn first voter or
        order of an open vote (MAH-11) is announced: forced to what the seat saw."""
        info: _Info = ctx.info
        setup = ctx.setup
        wolves = sum(ROLES[r].counts_as_werewolf or r == "chimera" for r in [*info.pool, *info.known.values()])
        white_ok = (
            setup.get("first_day_seer") != "random_white" or ctx.model == "random" or info.known.get(ctx.seat) == "seer"
        )
        return not info.deck and wolves <= 1 and white_ok

    def enumerate(self, ctx: Context, limit: int) -> list[tuple[dict[str, Any], float]] | None:
        """Every deal of the unknown role cards that agrees with the judgements learned."""
        info: _Info = ctx.info
        if _distinct(info.pool) > limit:
            return None
        deals = []
        for cards in sorted(set(itertools.permutations(info.pool))):
            if self._agrees(info, cards):
                deals.append((self._setup(ctx, cards), 0.0))
        return deals

    def candidates(
        self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int
    ) -> list[int] | str | Probe | None:
        kind = world.phase
        if kind == "claim":  # core.claims: the claims are told to everyone, in seat order, at once
            for e in ctx.memory[pos:]:
                if type(e) is not Claimed:
                    break
                if e.seat == seat:
                    return [i for i, a in enumerate(legal) if a == e.claim]
            return [i for i, a in enumerate(legal) if a.role is None]  # it said nothing
        if kind == "event":  # MAH-30: the card the executed player took is announced
            e = next((e for e in ctx.memory[pos:] if type(e) is ev.EventDrawn), None)
            return [] if e is None else [i for i, a in enumerate(legal) if a.card == e.card]
        if kind == "airship":  # MAH-E12: the card the executed player triggers is announced
            e = next((e for e in ctx.memory[pos:] if type(e) is ev.EventDrawn), None)
            return None if e is None else [i for i, a in enumerate(legal) if a.card == e.card]
        if kind == "event_target" and legal:  # MAH-33: the executed player names a seat for a card
            return _named_as_seen(ctx.memory, pos, legal)
        if kind == "night" and legal and legal[0].ability == "attack":
            # MAH-03, MAH-20 (2): a werewolf's proposal is logged for the werewolves who
            # propose tonight (core.team): one the viewer saw before the next dusk is this one's
            proposed = proposal_candidates(ctx.memory, pos, seat, legal, before=ev.Dusk)
            if proposed is not None:
                return proposed
        return super().candidates(ctx, world, seat, legal, pos)

    def told(self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int) -> Any:
        """MAH-E05, MAH-E20, MAH-51: the word the executed player picked is told to all
        (``EventChoice``): every world takes that word, one of the samples or the
        player's own."""
        if world.phase != "word" or not legal:
            return None
        card = legal[0].card
        said = next((e for e in _until_dusk(ctx.memory, pos) if type(e) is ev.EventChoice and e.card == card), None)
        return None if said is None else Word(card, str(said.choice[0]))

    def proposal(
        self, ctx: Context, world: Any, seat: int, options: Sequence[Any], probs: Sequence[float], pos: int
    ) -> list[float] | None:
        """Night choices tilted towards the next morning the viewer sees (MAH-26): a
        werewolf's attack proposal mostly at a seat found dead, or, after a night
        without deaths, at a seat guarded by a protector who has chosen already or one
        the attack cannot kill (MAH-21); a protector mostly guards, after a quiet
        night, a seat the werewolves have proposed already, after a deadly one a seat
        not found dead. The rest (share ``1 - HIT_SHARE``) as the model would."""
        if world.phase != "night":
            return None
        wolf = seat in world.wolf_seats
        guard = not wolf and all(getattr(a, "ability", None) == "guard" for a in options)
        if not wolf and not guard:
            return None
        dead, quiet = _next_morning(ctx.memory, pos)
        if quiet is None:
            return None  # the viewer has not seen the morning yet
        decision = world.decision
        chosen = dict(decision.chosen) if decision is not None else {}
        if wolf and not quiet:
            hits = [bool(dead.intersection(_targets(a))) for a in options]
        elif wolf:
            guarded = {a.target for a in chosen.values() if getattr(a, "ability", None) == "guard"}
            safe = guarded | {t for t in range(world.players) if ROLES[world.roles[t]].immune}
            hits = [bool(safe.intersection(_targets(a))) for a in options]
        elif quiet:
            attacked = {t for a in chosen.values() if getattr(a, "ability", None) == "attack" for t in _targets(a)}
            hits = [a.target in attacked for a in options]
        else:
            hits = [a.target not in dead for a in options]
        n_hits = sum(hits)
        if not n_hits or n_hits == len(options):
            return None
        total = sum(probs)
        return [
            (HIT_SHARE / n_hits if hit else 0.0) + (1 - HIT_SHARE) * pr / total
            for hit, pr in zip(hits, probs, strict=True)
        ]


HIDDEN = MahouHidden()


def _distinct(cards: Sequence[str]) -> int:
    """How many distinct orders a multiset of cards has."""
    total = math.factorial(len(cards))
    for c in Counter(cards).values():
        total //= math.factorial(c)
    return total


def _next_morning(memory: Sequence[Any], pos: int) -> tuple[set[int], bool | None]:
    """The seats the viewer sees dead at the next morning (MAH-26) from event ``pos``
    on, and whether that morning was quiet (``None``: not seen yet)."""
    dead: set[int] = set()
    dawn = False
    for e in memory[pos:]:
        t = type(e)
        if t is ev.Dawn:
            dawn = True
        elif dawn and t is Eliminated and e.cause == NIGHT_CAUSE:
            dead.add(e.seat)
        elif dawn and t is not ev.Announcement:
            break
    return dead, (not dead if dawn else None)


def _targets(action: Any) -> tuple[int, ...]:
    targets = getattr(action, "targets", None)
    if targets is not None:
        return tuple(targets)
    target = getattr(action, "target", None)
    return () if target is None else (target,)
