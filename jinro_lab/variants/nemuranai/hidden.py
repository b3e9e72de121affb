"""What is hidden from a seat of 人狼は眠らない, for ``jinro_lab.core.hidden`` (NEM-05).

A dealt game is fixed by its deal order (``deck=``: one hand per seat from seat 0,
the ruins, then the draw pile top first) and its first player, which every seat
saw (the worlds keep the game's ``first_player`` option; a drawn first player is
matched by the seeds tried). A seat knows its own dealt card and its own draws;
every other position is hidden, and every arrangement of the unseen cards is
equally likely a priori. A game started from a ``position`` hides the other
hands, the ruins, the pile and every face-down card.

The other seats' choices that the viewer sees are public: which card is played
and at what (``Played``), where an attack card goes (``PlacedFaceDown``), what a
search names (``Searched``), the ballots. Hidden: the card a villager places
(NEM-23) and the Werewolf's swap during ``sleep`` (NEM-26).

Sampling conditions each draw on the play that follows it: when another seat
plays a card it did not hold before its turn, the drawn card must be that card;
the world's draw is set to it (from the cards nobody has seen) and the world's
weight multiplied by the chance of that draw.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import Any

from ...core.events import Eliminated, Knowledge
from ...core.hidden import FACTS, Context, Hidden, Particle, Probe, seat_fact
from . import events as ev
from .cards import ATTACKS, DECK, WEREWOLF

#: search order -> the one card an attack of that order hits (NEM-27)
HIT_BY = {1: "villager", 2: "medium", 3: "madman"}

__all__ = ["HIDDEN", "NemuranaiHidden"]


class _Info:
    """The seat's knowledge: for a dealt game, the known positions of the deal order;
    for a position, the position with its hidden slots."""

    def __init__(self, game: Any, seat: int):
        setup = game.setup
        self.players = game.players
        self.position: dict[str, Any] | None = setup.get("position")
        if self.position is None:
            known: dict[int, str] = {}
            n = self.players
            memory = game.events_seen_by(seat)
            day = 0
            for e in memory:
                t = type(e)
                if t is ev.Dealt and e.seat == seat:
                    known[seat] = e.card
                elif t is ev.TurnBegan:
                    day = e.turn
                elif t is ev.Drew and e.seat == seat:
                    known[n + day] = e.card
            self.known = known
            self.unseen = _minus(DECK, known.values())
            self.slots = [i for i in range(len(DECK)) if i not in known]
        else:
            pos = self.position
            hidden: list[tuple[str, int, int]] = []  # (where, seat or index, index)
            unseen: list[str] = []
            for s, hand in enumerate(pos["hands"]):
                if s != seat and hand:
                    hidden.append(("hand", s, 0))
                    unseen.append(hand[0])
            for s, pile in enumerate(pos["discards"]):
                for i, (card, up) in enumerate(pile):
                    if not up:
                        hidden.append(("discard", s, i))
                        unseen.append(card)
            hidden.append(("ruins", 0, 0))
            unseen.append(pos["ruins"])
            drawn: dict[int, str] = {}  # the viewer's own draws: pile index -> card
            for e in game.events_seen_by(seat):
                if type(e) is ev.TurnBegan:
                    index = e.turn - pos["day"] - 1
                elif type(e) is ev.Drew and e.seat == seat:
                    drawn[index] = e.card
            for i, card in enumerate(pos["pile"]):
                if i not in drawn:
                    hidden.append(("pile", i, 0))
                    unseen.append(card)
            self.known = drawn  # pile index -> card
            self.hidden = hidden
            self.unseen = sorted(unseen)


def _minus(cards: Sequence[str], remove: Any) -> list[str]:
    left = list(cards)
    for c in remove:
        left.remove(c)
    return left


def _arrangements(cards: Sequence[str]) -> Iterator[list[str]]:
    """Every distinct order of a multiset of cards."""
    counts = Counter(cards)
    keys = sorted(counts)
    out: list[str] = []
    n = len(cards)

    def rec() -> Iterator[list[str]]:
        if len(out) == n:
            yield list(out)
            return
        for k in keys:
            if counts[k]:
                counts[k] -= 1
                out.append(k)
                yield from rec()
                out.pop()
                counts[k] += 1

    yield from rec()


def _distinct(cards: Sequence[str]) -> int:
    total = math.factorial(len(cards))
    for c in Counter(cards).values():
        total //= math.factorial(c)
    return total


def _first_turn(world: Any, seat: int) -> bool:
    """``seat`` has played nothing yet and nobody has looked at its hand (NEM-25)."""
    for e in world.log:
        t = type(e)
        if (t is ev.Played and e.seat == seat) or (t is Knowledge and e.key[0] == "hand" and e.key[1] == seat):
            return False
    return True


def _untouched_hands(world: Any, viewer: int) -> list[int]:
    """The seats (not ``viewer``) whose dealt card is still in hand and has made no
    difference yet: never played nor looked at, and no attack has read the hands
    (NEM-27) nor a ``sleep`` let a Werewolf choose (NEM-26). Their deal positions
    hold cards whose order is still uniformly random (a card that an observation or
    a choice depended on must not be exchanged: the weights would be wrong)."""
    for e in world.log:
        t = type(e)
        if t is ev.AttackResolved or (t is ev.Played and e.card == "sleep"):
            return []
    return [s for s in range(world.players) if s != viewer and world.alive[s] and _first_turn(world, s)]


def _other(hand: tuple[str, str], played: str) -> str:
    """The card kept from a two-card hand after playing ``played``."""
    return hand[1] if hand[0] == played else hand[0]


def _attack_hit(
    ctx: Context, pos: int, cards: list[str], pool: list[int], hands: list[int], rng: random.Random
) -> float | None:
    """NEM-27: condition the dealt cards nobody has seen (``hands``: deal positions, all
    in ``pool``) on the attack's public outcome (the viewer's next ``AttackResolved``):
    the one card of the attacked order is in the victim's hand, or in none of the
    first ones. Returns the log chance (``None``: impossible)."""
    e = next((e for e in ctx.memory[pos:] if type(e) is ev.AttackResolved), None)
    if e is None:
        return 0.0
    target = HIT_BY[e.order]
    where = [i for i in pool if cards[i] == target]
    if not where:
        return 0.0  # the card is somewhere seen: the world's check decides
    if e.victim is not None and e.victim in hands:
        j = where[0]
        cards[e.victim], cards[j] = cards[j], cards[e.victim]
        return math.log(1 / len(pool))
    if e.victim is None or e.victim not in hands:
        free = [i for i in pool if i not in hands]
        if not free:
            return None
        if where[0] in hands:
            j = free[rng.randrange(len(free))]
            cards[where[0]], cards[j] = cards[j], cards[where[0]]
        return math.log(len(free) / len(pool))
    return 0.0


def _kept(ctx: Context, pos: int, seat: int, played: str) -> Any:
    """What the viewer sees next of the card ``seat`` keeps after playing ``played``
    (NEM-05): a predicate on that card, or ``None``. The first of these settles it:
    its next play (checked then), a look of the viewer's seer or its elimination
    (the card is shown), an attack (the card has the attack's order or not); a
    ``sleep`` (a Werewolf may swap) or a villager play (the card kept is a choice)
    leave it open."""
    if played == "villager":
        return None
    started = False
    for e in ctx.memory[pos:]:
        t = type(e)
        if t is ev.Played:
            if not started and e.seat == seat:
                started = True  # the play being conditioned
                continue
            if e.card == "sleep" or e.seat == seat:
                return None
        elif not started:
            continue
        elif t is Knowledge and e.key[0] == "hand" and e.key[1] == seat:
            card = e.key[2]
            return lambda c: c == card
        elif t is Eliminated and e.seat == seat:
            card = e.revealed[-1]
            return lambda c: c == card
        elif t is ev.AttackResolved:
            hit, victim = HIT_BY[e.order], e.victim
            if victim == seat:
                return lambda c: c == hit
            return lambda c: c != hit
    return None


def _playable(hand: tuple[str, str], card: str) -> bool:
    """NEM-11/12/13: ``card`` may be played from ``hand``."""
    attacks = [c for c in hand if c in ATTACKS]
    return card in (attacks or [c for c in hand if c != WEREWOLF])


def _draw_pair(
    cards: list[str], pool: list[int], hand: int, draw: int, played: str, rng: random.Random, kept: Any = None
) -> float | None:
    """Set ``cards[hand]`` and ``cards[draw]`` (both in ``pool``, whose cards are in
    random order) to a pair from which ``played`` may be played, drawn with its
    chance; returns the log chance that a random pair allows it (``None``: none does)."""
    counts = Counter(cards[i] for i in pool)
    m = len(pool)
    pairs: list[tuple[str, str]] = []
    weights: list[int] = []
    for x, cx in counts.items():
        for y, cy in counts.items():
            w = cx * (cy - (x == y))
            if w and _playable((x, y), played) and (kept is None or kept(_other((x, y), played))):
                pairs.append((x, y))
                weights.append(w)
    if not pairs:
        return None
    x, y = rng.choices(pairs, weights=weights)[0]
    for slot, value, among in ((hand, x, pool), (draw, y, [i for i in pool if i != hand])):
        same = [i for i in among if cards[i] == value]
        j = same[rng.randrange(len(same))]
        cards[slot], cards[j] = cards[j], cards[slot]
    return math.log(sum(weights) / (m * (m - 1)))


class NemuranaiHidden(Hidden):
    variant = "nemuranai"

    def prepare(self, game: Any, seat: int) -> _Info:
        return _Info(game, seat)

    # ----- setups ----------------------------------------------------------------------------------
    def _setup(self, ctx: Context, cards: Sequence[str]) -> dict[str, Any]:
        """The world's setup with ``cards`` in the hidden slots, in order."""
        info: _Info = ctx.info
        setup = dict(ctx.setup)
        if info.position is None:
            order = [""] * len(DECK)
            for i, c in info.known.items():
                order[i] = c
            for i, c in zip(info.slots, cards, strict=True):
                order[i] = c
            setup["deck"] = order
            return setup
        pos = {k: v for k, v in info.position.items() if k != "werewolf"}  # derived from the cards
        hands = [list(h) for h in pos["hands"]]
        discards = [[list(x) for x in pile] for pile in pos["discards"]]
        pile = list(pos["pile"])
        ruins = pos["ruins"]
        for (where, a, b), c in zip(info.hidden, cards, strict=True):
            if where == "hand":
                hands[a] = [c]
            elif where == "discard":
                discards[a][b] = [c, False]
            elif where == "ruins":
                ruins = c
            else:
                pile[a] = c
        pos.update(hands=hands, discards=discards, pile=pile, ruins=ruins)
        setup["position"] = pos
        return setup

    def propose(self, ctx: Context, rng: random.Random) -> tuple[dict[str, Any], float]:
        cards = list(ctx.info.unseen)
        rng.shuffle(cards)  # every distinct arrangement equally likely (NEM-03: a shuffled deck)
        return self._setup(ctx, cards), 0.0

    def enumerate(self, ctx: Context, limit: int) -> list[tuple[dict[str, Any], float]] | None:
        cards = ctx.info.unseen
        if _distinct(cards) > limit:
            return None
        return [(self._setup(ctx, order), 0.0) for order in _arrangements(cards)]

    def exact_ok(self, ctx: Context) -> bool:
        return True  # the only chance after the deal is the first player, seen by all with probability 1/n

    # ----- the other seats' choices ---------------------------------------------------------------------
    def candidates(
        self, ctx: Context, world: Any, seat: int, legal: Sequence[Any], pos: int
    ) -> list[int] | str | Probe | None:
        kind = world.phase
        if kind == "sleep":
            return None  # NEM-26: eyes closed; the swap is the Werewolf's secret
        if kind == "vote":
            return super().candidates(ctx, world, seat, legal, pos)
        want = {"play": ev.Played, "place": ev.PlacedFaceDown, "search": ev.Searched}.get(kind)
        e: Any = next((e for e in ctx.memory[pos:] if type(e) is want), None)
        if e is None:
            return None  # not seen yet: the world is about to stand where the game stands
        if kind == "play":
            return [
                i
                for i, a in enumerate(legal)
                if a.card == e.card and a.target == e.target and a.index == e.index and a.turn == e.turn
            ]
        if kind == "place":
            return [i for i, a in enumerate(legal) if a.target == e.owner]
        return [i for i, a in enumerate(legal) if str(a)[len("search ") :] == e.target]

    def condition(
        self, ctx: Context, particle: Particle, seat: int, legal: Sequence[Any], rng: random.Random
    ) -> tuple[dict[str, Any], float] | None:
        """At another seat's play, condition the cards nobody has seen on the card it
        plays (the viewer's next ``Played``, NEM-11, NEM-13): on its first turn its
        dealt card and its draw together, later its draw (the card it played if it
        did not hold it, else not another attack card). The cards are exchanged
        with others nobody has seen (the undrawn pile, the ruins, the dealt cards of
        seats that have not played and were not looked at), and the world weighed by
        the chance of what was conditioned on."""
        world: Any = particle.world
        if world.phase != "play":
            return None
        e = next((e for e in ctx.memory[particle.pos :] if type(e) is ev.Played), None)
        if e is None or e.seat != seat:
            return None
        info: _Info = ctx.info
        setup = particle.setup
        if info.position is None:
            cards = list(setup["deck"])
            draw = world.players + world.day  # NEM-10: turn k draws deal position players + k
        else:
            cards = list(setup["position"]["pile"])
            draw = world.day - setup["position"]["day"] - 1
        pool = [i for i in range(draw, len(cards)) if i not in info.known]
        factor = 0.0
        untouched = _untouched_hands(world, ctx.seat) if info.position is None else []
        if info.position is None:
            pool.append(world.players)  # the ruins: nobody has seen it before the search phase
        if seat == ctx.seat or draw in info.known:
            pass  # the viewer's own play: its cards are known
        elif seat in untouched:  # its first turn: the dealt card and the draw together
            pool += untouched
            pair = _draw_pair(cards, pool, seat, draw, e.card, rng, _kept(ctx, particle.pos, seat, e.card))
            if pair is None:
                return {}, -math.inf
            factor = pair
            pool = [i for i in pool if i not in (seat, draw)]
        else:
            held, card = world.hands[seat][0], e.card
            if held != card and held in ATTACKS and card not in ATTACKS:
                return {}, -math.inf  # NEM-13: an attack card held must be played
            if held == card:  # it played the card it held and keeps the draw, which allowed that play
                kept = _kept(ctx, particle.pos, seat, card)
                same = [i for i in pool if _playable((held, cards[i]), card) and (kept is None or kept(cards[i]))]
            else:  # it played the card it drew
                same = [i for i in pool if cards[i] == card]
            if not same:
                return {}, -math.inf
            factor = math.log(len(same) / len(pool))
            if draw not in same:
                j = same[rng.randrange(len(same))]
                cards[draw], cards[j] = cards[j], cards[draw]
            pool.remove(draw)
        if seat == ctx.seat and e.card == "seer" and e.target in untouched:
            # NEM-25: the viewer's own look at a dealt card nobody else has seen
            seen = next((k for k in ctx.memory[particle.pos :] if type(k) is Knowledge), None)
            if seen is not None and seen.key[0] == "hand":
                same = [i for i in pool + untouched if cards[i] == seen.key[2]]
                if not same:
                    return {}, -math.inf
                j = same[rng.randrange(len(same))]
                factor += math.log(len(same) / len(pool + untouched))
                cards[e.target], cards[j] = cards[j], cards[e.target]
        if e.card in ATTACKS and info.position is None:
            hands = [s for s in untouched if s != seat]
            hit = _attack_hit(ctx, particle.pos, cards, sorted(set(pool) | set(hands)), hands, rng)
            if hit is None:
                return {}, -math.inf
            factor += hit
        if cards == (setup["deck"] if info.position is None else setup["position"]["pile"]):
            return setup, factor
        new = dict(setup)
        if info.position is None:
            new["deck"] = cards
        else:
            new["position"] = {**setup["position"], "pile": cards}
        return new, factor

    # ----- facts ----------------------------------------------------------------------------------------------
    def facts(self, world: Any, seat: int) -> dict[str, str]:
        """Who the Werewolf player is (``nobody yet``: the card is in the ruins or the
        pile), where the werewolf card is, each other surviving seat's hand, the ruins."""
        facts: dict[str, str] = {"werewolf player": "nobody yet" if world.wolf is None else FACTS("seat", world.wolf)}
        place = "pile"
        if world.ruins == WEREWOLF:
            place = "ruins"
        for s in range(world.players):
            if WEREWOLF in world.hands[s]:
                place = FACTS("seat place", s, "hand")
            elif any(c == WEREWOLF for c, _ in world.discards[s]):
                place = FACTS("seat place", s, "discard")
        facts["werewolf card"] = place
        for s in range(world.players):
            if s != seat and world.alive[s]:
                facts[seat_fact("hand", s)] = "+".join(sorted(world.hands[s]))
        facts["ruins"] = world.ruins
        return facts

    def domain(self, ctx: Context, fact: str) -> tuple[str, ...]:
        if fact == "werewolf player":
            view = ctx.view
            if view.werewolf == ctx.seat:
                return (FACTS("seat", ctx.seat),)
            seats = tuple(FACTS("seat", s) for s in range(view.players) if s != ctx.seat and view.alive[s])
            return (*seats, "nobody yet")
        return ()


HIDDEN = NemuranaiHidden()
