"""What the interop tests share: a small setup per variant and random walks (issue 11 item 6)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games import fewest_players, games_with

#: variant -> options of the tests' games: the games with an action list (the registry's
#: ``catalogue``), at their smallest player counts, so games stay short
SETUPS: dict[str, dict[str, Any]] = {game: {"players": fewest_players(game)} for game in games_with("catalogue")}

VARIANTS = sorted(SETUPS)


def walk(state: Any, seed: int) -> Iterator[Any]:
    """The decision states of a uniformly random playthrough from ``state`` (an
    OpenSpiel state; the chance node is resolved with ``seed``), each yielded before
    its action is applied, and then the terminal state."""
    rng = random.Random(seed)
    if state.is_chance_node():
        state.apply_action(seed % len(state.chance_outcomes()))
    while not state.is_terminal():
        yield state
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
    yield state


def first_simultaneous(game: Any, seeds: range) -> Any:
    """The first state of a random playthrough (over ``seeds``) where the engine asks
    several seats at once and the first of them has at least two options."""
    for seed in seeds:
        for state in walk(game.new_initial_state(), seed):
            if not state.is_terminal() and len(state.game.to_act()) > 1 and len(state.legal_actions()) > 1:
                return state
    raise AssertionError(f"no simultaneous decision with a choice in {len(seeds)} random games")
