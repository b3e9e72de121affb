"""What the conformance kit (:mod:`jinro_lab.testing`) needs to know of 人狼は眠らない:
its player counts and games, how to build a hidden twin (NEM-05), and what its
pictures name as secrets (the hands and the ruins). Imported only by the kit."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from itertools import count
from typing import Any

from ...core.engine import Game
from ...core.events import Chance
from ...core.registry import new_game
from ...testing import Conformance, Secrets, replayed
from ...testing.golden import Golden
from . import events as nev
from .cards import name as card_name

__all__ = ["CONFORMANCE", "nemuranai_twins", "secrets"]


def _start(game: Game) -> tuple[list[str], int]:
    """The dealt order (hands from seat 0, ruins, draw pile top first) and the first
    player, from the setup or the game master's log."""
    setup = game.setup
    order = setup["deck"]
    if order is None:
        order = next(e.outcome for e in game.log if isinstance(e, Chance) and e.what == "shuffle")
    first = next(e.seat for e in game.log if isinstance(e, nev.TurnBegan))
    return list(order), first


def _start_from(players: int, setup: Mapping[str, Any], order: Sequence[str], first: int) -> Game:
    """A new game dealt ``order`` with first player ``first`` (drawn from a seed that
    draws it, so the public Chance event agrees, when the game drew its first player)."""
    if setup["first_player"] is not None:
        return new_game("nemuranai", players=players, seed=0, deck=list(order), first_player=first)
    for seed in count():
        twin = new_game("nemuranai", players=players, seed=seed, deck=list(order))
        if twin.to_act() == (first,):
            return twin
    raise AssertionError("unreachable: count() never ends")


def _rebuild(game: Game, order: Sequence[str], first: int) -> Game:
    """``game`` again from the arrangement ``order``, with the same first player and
    the same actions (a replay that follows ``game``)."""
    start = partial(_start_from, game.players, game.setup, order, first)
    twin = replayed(game, tuple(order), start, errors=())
    assert twin is not None, "a replay that raises nothing is never dropped"
    return twin


def _rearrangements(cards: list[str]) -> list[list[str]]:
    """The hidden cards rotated by one and reversed: deterministic, different orders."""
    return [cards[1:] + cards[:1], cards[::-1]]


def nemuranai_twins(game: Game, seat: int) -> list[Game]:
    """NEM-05: nobody has seen the undrawn draw pile or the ruins (until a search
    reveals the ruins, NEM-52), so they may be rearranged; and before anyone has
    acted, the hands dealt to two other seats (or another seat's and the ruins) may
    be exchanged. The twins differ from ``game`` only in these facts."""
    order, first = _start(game)
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
    if not game.history:
        others = [s for s in range(n) if s != seat]
        for a, b in [(others[0], others[1]), (others[-1], n)]:  # two hands; a hand and the ruins
            new = list(order)
            new[a], new[b] = new[b], new[a]
            arrangements.append(new)
    unique = {tuple(a) for a in arrangements if a != order}
    return [_rebuild(game, arrangement, first) for arrangement in sorted(unique)]


def secrets(game: Game, viewer: Any, lang: str) -> Secrets:
    """NEM-05: the secrets a picture may name are the hand cards (a seat's own, the game
    master's every hand) and the ruins' card (the game master's)."""
    view = game.view(viewer)
    hands = tuple(tuple(card_name(c, lang) for c in hand or ()) for hand in view.hands)
    return Secrets(hands, () if view.ruins is None else (card_name(view.ruins, lang),))


# ----- golden playthroughs (tests/golden): a seat's view and the game master's, one line each ----------------
def _cards(cards: Any) -> str:
    return "[" + ", ".join(cards) + "]"


def _pile(pile: tuple[tuple[str | None, bool], ...]) -> str:
    """A discard: face-up cards by name, ``~name`` a face-down card the viewer knows
    (game master), ``?`` one it cannot see."""
    return _cards(card if up else ("?" if card is None else f"~{card}") for card, up in pile)


def _discards(view: Any) -> str:
    return " ".join(f"{s}:{_pile(pile)}" for s, pile in enumerate(view.discards))


def golden_seat(view: Any) -> str:
    """A seat's hand, whether it is out or the Werewolf player, and the discards as it sees them."""
    seat = view.seat
    status = "" if view.alive[seat] else " (out)"
    wolf = " (the Werewolf player)" if view.werewolf == seat else ""
    return f"hand {_cards(view.hand)}{status}{wolf} | discards {_discards(view)}"


def golden_master(view: Any) -> str:
    """Every hand, the ruins, the deck (top first) and the discards."""
    hands = " ".join(f"{s}:{_cards(h)}" for s, h in enumerate(view.hands))
    return f"hands {hands} | ruins {view.ruins} | deck (top first) {_cards(view.deck)} | discards {_discards(view)}"


#: 7/3p ends in the search phase (a sleep swap, medium, villager), 19/4p by eliminating the
#: Werewolf player, 20/4p with the Werewolf player finding the werewolf
GOLDEN = Golden(
    games=((7, 3), (19, 4), (20, 4)),
    seat=golden_seat,
    master=golden_master,
    note="# Discards: a name is face-up, '?' a face-down card the seat cannot see, '~name' a face-down card (GM)",
)


#: NEM-02: 3 or 4 players, every arrangement dealt from the seed
CONFORMANCE = Conformance(
    players=(3, 4),
    games=3000,
    hidden_twins=nemuranai_twins,
    privacy_games=40,
    picture_sizes=(3, 4),
    secrets=secrets,
    golden=GOLDEN,
)
