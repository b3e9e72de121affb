"""What the heuristic-agent tests of the role games share (``from agents_support import ...``:
pytest puts ``tests/variants`` on the path for the variants' test packages).

* :class:`SideAgent`: a seat that plays one side with one agent and the other side
  with another, switching on its *own* view (it reads nothing the seat cannot see);
* :func:`side_wins`: a side's wins over fixed-seed games of such seats;
* :func:`assert_clearly_better`: the heuristic's win count beats the random one's by
  more than the 95% Wilson intervals of both (the intervals do not overlap);
* :func:`play_checked`: a game played to its end, every heuristic choice checked legal
  and counted by kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis.stats import wilson_interval
from jinro_lab.variants import heuristic_agent


class SideAgent:
    """Plays with ``other`` while ``on_other(view)`` says its own view is on the other
    side, else with ``main``."""

    def __init__(self, main: Any, other: Any, on_other: Callable[[Any], bool]):
        self.main, self.other, self.on_other = main, other, on_other

    def choose(self, view: Any, legal: Any) -> Any:
        return (self.other if self.on_other(view) else self.main).choose(view, legal)


def agent(variant: str, kind: str, seed: int) -> Any:
    """``variant``'s heuristic agent (``kind`` ``"heuristic"``) or a random one, seeded."""
    return heuristic_agent(variant, seed=seed) if kind == "heuristic" else RandomAgent(seed)


def side_wins(
    variant: str,
    side: str,
    main: str,
    other: str,
    on_other: Callable[[Any], bool],
    *,
    games: int,
    players: int,
    seed: int,
    stride: int,
    **options: Any,
) -> int:
    """``side``'s wins over ``games`` games (seeds ``seed``, ``seed + 1``...) of
    ``variant``'s default setup, every seat a :class:`SideAgent` of ``main`` and
    ``other`` agent kinds (seat ``s`` of game ``g``: seeds ``stride * g + s`` and
    ``10**6 + stride * g + s``)."""
    wins = 0
    for g in range(games):
        game = jl.new_game(variant, players=players, seed=seed + g, **options)
        seats = [
            SideAgent(agent(variant, main, stride * g + s), agent(variant, other, 10**6 + stride * g + s), on_other)
            for s in range(players)
        ]
        wins += play_game(game, seats).result.side == side
    return wins


def assert_clearly_better(heuristic: int, randomly: int, games: int) -> None:
    """The lower end of the heuristic's 95% Wilson interval is above the upper end of
    the random one's (``games`` games each)."""
    h_low, _ = wilson_interval(heuristic, games)
    _, r_high = wilson_interval(randomly, games)
    assert h_low > r_high, (heuristic, randomly)


def play_checked(game: Any, agents: list[Any], heuristic: type, kinds: Counter, steps_at_most: int = 5000) -> None:
    """Play ``game`` to its end with ``agents``; every choice of a ``heuristic`` agent
    must be legal and is counted in ``kinds`` (by its ability, else its kind)."""
    steps = 0
    while not game.over:
        for seat in game.to_act():
            legal = game.legal_actions(seat)
            choice = agents[seat].choose(game.view(seat), legal)
            if isinstance(agents[seat], heuristic):
                assert choice in legal
                kinds[getattr(choice, "ability", choice.kind)] += 1
            game.act(seat, choice)
            steps += 1
        assert steps < steps_at_most
