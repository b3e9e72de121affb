"""What the conformance suite needs to know about each variant.

Every variant registers the player counts to test, how many random games to play,
and ``hidden_twins(game, seat)``: copies of ``game`` in which facts hidden from
``seat`` differ, so the privacy test can check that ``game.view(seat)`` does not
depend on them. Twins are built through the public API only (a fixed arrangement
and the recorded actions).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import count

import jinro_lab as jl
from jinro_lab.core.engine import Game
from jinro_lab.core.events import Chance
from jinro_lab.variants.nemuranai import events as nev

__all__ = ["REGISTRY", "VariantSpec"]


@dataclass(frozen=True)
class VariantSpec:
    """One variant's entry: ``players`` counts to test, ``games`` random games in the
    bulk run, ``hidden_twins`` for the privacy test."""

    id: str
    players: tuple[int, ...]
    games: int
    hidden_twins: Callable[[Game, int], list[Game]]


# ----- nemuranai -------------------------------------------------------------------------------------
def _nemuranai_start(game: Game) -> tuple[list[str], int]:
    """The dealt order (hands from seat 0, ruins, draw pile top first) and the first
    player, from the setup or the game master's log."""
    setup = game.record().setup
    order = setup["deck"]
    if order is None:
        order = next(e.outcome for e in game.log if isinstance(e, Chance) and e.what == "shuffle")
    first = next(e.seat for e in game.log if isinstance(e, nev.TurnBegan))
    return list(order), first


def _nemuranai_rebuild(game: Game, order: Sequence[str], first: int) -> Game:
    """``game`` again from the arrangement ``order``, with the same first player
    (drawn from the seed as in ``game`` when ``game`` drew it) and the same actions."""
    players, setup = game.players, game.record().setup
    if setup["first_player"] is not None:
        twin = jl.new_game("nemuranai", players=players, seed=0, deck=list(order), first_player=first)
    else:  # a seed that draws the same first player, so the public Chance event agrees
        for seed in count():
            twin = jl.new_game("nemuranai", players=players, seed=seed, deck=list(order))
            if twin.to_act() == (first,):
                break
    for seat, text in game.record().actions:
        twin.act(seat, text)
    return twin


def _rearrangements(cards: list[str]) -> list[list[str]]:
    """The hidden cards rotated by one and reversed: deterministic, different orders."""
    return [cards[1:] + cards[:1], cards[::-1]]


def nemuranai_twins(game: Game, seat: int) -> list[Game]:
    """NEM-05: nobody has seen the undrawn draw pile or the ruins (until a search
    reveals the ruins, NEM-52), so they may be rearranged; and before anyone has
    acted, the hands dealt to two other seats (or another seat's and the ruins) may
    be exchanged. The twins differ from ``game`` only in these facts."""
    order, first = _nemuranai_start(game)
    n = game.players
    drawn = game.day  # one card drawn per turn (NEM-10)
    hidden = list(range(n + 1 + drawn, len(order)))  # the undrawn pile
    ruins_seen = any(isinstance(e, nev.Searched) and e.target == "ruins" for e in game.log)
    if not ruins_seen:
        hidden.insert(0, n)
    arrangements = []
    for cards in _rearrangements([order[i] for i in hidden]):
        new = list(order)
        for i, card in zip(hidden, cards, strict=True):
            new[i] = card
        arrangements.append(new)
    if not game.record().actions:
        others = [s for s in range(n) if s != seat]
        for a, b in [(others[0], others[1]), (others[-1], n)]:  # two hands; a hand and the ruins
            new = list(order)
            new[a], new[b] = new[b], new[a]
            arrangements.append(new)
    unique = {tuple(a) for a in arrangements if a != order}
    return [_nemuranai_rebuild(game, arrangement, first) for arrangement in sorted(unique)]


REGISTRY: dict[str, VariantSpec] = {
    "nemuranai": VariantSpec("nemuranai", players=(3, 4), games=3000, hidden_twins=nemuranai_twins),
}
