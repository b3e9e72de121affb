"""Shared helpers of the nemuranai rule tests: fixed deals, scripts, a quiet driver.

``deal`` builds a game from a fixed arrangement (``arrange_deck``); ``run`` plays
scripted action strings; ``drive`` plays every decision "quietly" (see its
docstring) so that a test can reach the search phase without scripting eleven
turns, each seat keeping the card the test names.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import jinro_lab as jl
from jinro_lab.variants.nemuranai.cards import arrange_deck


def deal(hands: Sequence[str], ruins: str | None = None, draws: Sequence[str] = (), first: int = 0) -> Any:
    """A game with ``hands`` (one per seat, so 3 or 4 players), ``ruins`` and the first
    ``draws`` fixed; the rest of the draw pile in table order."""
    players = len(hands)
    deck = arrange_deck(players, hands, ruins, draws)
    return jl.new_game("nemuranai", players=players, seed=0, deck=deck, first_player=first)


def run(game: Any, *steps: tuple[int, str], pause: bool = False) -> Any:
    """Play each ``(seat, action string)`` in turn; returns the game.

    The pause of a ``sleep`` (NEM-26: every survivor closes their eyes) needs no
    script: seats the script does not name there keep their hand, before the next
    scripted step and at the end (with ``pause=True`` a script that ends in the
    pause leaves it pending, to look at it)."""
    for seat, action in steps:
        if game.phase == "sleep" and not action.startswith("sleep"):
            close_eyes(game)
        game.act(seat, action)
    if not pause:
        close_eyes(game)
    return game


def close_eyes(game: Any) -> Any:
    """Let every seat still to act in a ``sleep`` pause keep its hand (NEM-26)."""
    if game.phase == "sleep":
        for seat in game.to_act():
            game.act(seat, "sleep: keep hand")
    return game


def events(source: Any, *types: type) -> list[Any]:
    """The events of ``source`` (a game's log or any event sequence) of the given types."""
    log = source.log if hasattr(source, "log") else source
    return [e for e in log if isinstance(e, types)]


def pile(game: Any, seat: int) -> tuple[tuple[str, bool], ...]:
    """``seat``'s discard as the game master sees it: ``(card, face_up)`` pairs."""
    return game.view(None).discards[seat]


def hand(game: Any, seat: int) -> tuple[str, ...]:
    """``seat``'s hand as the game master sees it."""
    return game.view(None).hands[seat]


def quiet_ballots(game: Any) -> dict[int, str]:
    """Ballots (voter -> action string) under which nobody is eliminated: the top
    total is tied or belongs to a seat with a face-up knight (NEM-30, NEM-31)."""
    gm = game.view(None)
    voters = game.to_act()
    protected = {s for s in voters if ("knight", True) in gm.discards[s]}
    options = [[a.target for a in game.legal_actions(v)] for v in voters]
    for targets in itertools.product(*options):
        totals = {s: gm.face_down(s) for s in voters}
        for t in targets:
            totals[t] += 1
        top = max(totals.values())
        leaders = [s for s, n in totals.items() if n == top]
        if len(leaders) > 1 or leaders[0] in protected:
            return {v: f"vote seat {t}" for v, t in zip(voters, targets, strict=True)}
    raise AssertionError(f"no quiet vote exists for face-down counts {[gm.face_down(s) for s in voters]}")


def _quiet_play(game: Any, seat: int, keep: str | None) -> Any:
    """Play a card other than ``keep`` if possible; the villager places itself and
    attacks go to the survivor with the fewest face-down cards; the medium looks."""
    legal = game.legal_actions(seat)
    options = [a for a in legal if a.card != keep] or list(legal)
    gm = game.view(None)
    alive = [s for s in range(game.players) if gm.alive[s]]
    lightest = min(alive, key=gm.face_down)
    villager = [a for a in options if a.card == "villager" and a.placed == "villager"]
    if villager:
        return next((a for a in villager if a.target == lightest), villager[0])
    return next((a for a in options if a.card == "medium" and not a.turn), options[0])


def drive(game: Any, keep: Mapping[int, str] | None = None, until: str = "search") -> Any:
    """Play every decision quietly until the phase is ``until`` or the game is over.

    Each seat keeps ``keep[seat]`` in hand when it can; votes eliminate nobody
    (:func:`quiet_ballots`); the Werewolf never swaps during ``sleep``.
    """
    keep = keep or {}
    while not game.over and game.phase != until:
        phase, seats = game.phase, game.to_act()
        if phase == "vote":
            run(game, *quiet_ballots(game).items())
        elif phase == "play":
            game.act(seats[0], _quiet_play(game, seats[0], keep.get(seats[0])))
        elif phase == "sleep":
            close_eyes(game)
        elif phase == "place":
            gm = game.view(None)
            alive = [s for s in range(game.players) if gm.alive[s]]
            card = game.legal_actions(seats[0])[0].card
            game.act(seats[0], f"place {card} face-down in discard of seat {min(alive, key=gm.face_down)}")
        else:
            raise AssertionError(f"drive() cannot decide in phase {phase!r}")
    return game


def strings(actions: Iterable[Any]) -> list[str]:
    """The readable strings of some actions."""
    return [str(a) for a in actions]


# Madman (3) seat 0, knight (4) seat 1, seer (6) seat 2, Werewolf (5) seat 3; attack_3 in the ruins.
MADMAN_HANDS = ("madman", "knight", "seer", "werewolf")


def madman_game() -> Any:
    """A 4-player game driven to its search phase: seat 0 the Madman reveals, then seat 1
    (knight), seat 3 (the Werewolf player, werewolf in hand) and seat 2 (seer) search."""
    return drive(deal(MADMAN_HANDS, ruins="attack_3"), dict(enumerate(MADMAN_HANDS)))


def werewolf_in_ruins_game() -> Any:
    """A 4-player game driven to its search phase with the werewolf card in the ruins: seat 0
    keeps the madman behind a face-up knight; seat 2 (seer), seat 1 (vote), seat 3 (sleep) search."""
    hands = ("madman", "vote", "seer", "sleep")
    return drive(deal(hands, ruins="werewolf", draws=["knight"]), dict(enumerate(hands)))


def lines(game: Any, seat: int | None, since: int = 0) -> list[str]:
    """The readable events ``seat`` saw (``None``: all), from log position ``since`` on."""
    return [str(e) for e in game.log[since:] if seat is None or e.visible_to is None or seat in e.visible_to]


#: 4 players, seat 3 out, the pile empty: the search phase begins with seat 0 (the
#: werewolf card in hand, order 5) to search; seats 1 and 2 hold vote and sleep in some order
SEARCH_POSITION = {
    "hands": [["werewolf"], ["vote"], ["sleep"], []],
    "discards": [
        [["seer", True]],
        [["knight", True]],
        [["medium", True]],
        [[c, True] for c in ("villager", "madman", "seer", "vote", "vote", "sleep")]
        + [[c, True] for c in ("attack_1", "attack_2", "attack_3")],
    ],
    "ruins": "sleep",
    "pile": [],
    "eliminated": [3],
}
