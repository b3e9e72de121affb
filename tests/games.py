"""The games the kit's own tests play, chosen from the registry by what a test needs
(issue 40, item 2): no test outside ``tests/variants/<game>/`` names a game.

A test of the kit (the engine, the analysis, the table, the widgets ...) asks for
"a game with a heuristic agent", "a game for 9 players", "a game whose rules time the
discussion", or for every such game, never for a game by name: a game added to
the registry is then tested by everything it can take part in, and one removed leaves
no test asking for it. What only one game has (its cards, its roles, its texts) is
tested in that game's own folder.

The tests run with plug-ins kept out (``JINRO_LAB_DISABLE_PLUGINS``, ``conftest.py``),
so the registry holds the kit's own games; the choice among them is the first by id,
so that it is the same on every run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pytest

from jinro_lab.core.capabilities import CAPABILITIES
from jinro_lab.core.registry import VARIANTS, VariantInfo

__all__ = ["GAMES", "a_game", "each_game", "games_with"]

#: every registered game's id, sorted
GAMES: tuple[str, ...] = tuple(sorted(VARIANTS))


def games_with(
    *capabilities: str,
    players: int | None = None,
    where: Callable[[VariantInfo], bool] | None = None,
) -> tuple[str, ...]:
    """The registered games that declare every one of ``capabilities`` (optional
    ``VariantInfo`` fields, :data:`~jinro_lab.core.capabilities.CAPABILITIES`), allow
    ``players`` (if given) and pass ``where`` (if given), sorted by id."""
    unknown = [c for c in capabilities if c not in CAPABILITIES]
    if unknown:
        raise ValueError(f"unknown capabilities {unknown}: the capabilities are {', '.join(CAPABILITIES)}")
    return tuple(
        game
        for game in GAMES
        if all(getattr(VARIANTS[game], c) is not None for c in capabilities)
        and (players is None or players in VARIANTS[game].players)
        and (where is None or where(VARIANTS[game]))
    )


def a_game(
    *capabilities: str,
    players: int | None = None,
    where: Callable[[VariantInfo], bool] | None = None,
) -> str:
    """One game (the first by id) that :func:`games_with` finds: for a test that needs a
    game with these capabilities, whichever it is. Raises ``LookupError`` saying what
    was asked for when no registered game has it."""
    found = games_with(*capabilities, players=players, where=where)
    if not found:
        asked = ", ".join([*capabilities, *([f"{players} players"] if players is not None else [])])
        raise LookupError(
            f"no registered game has {asked or 'what was asked'}{' (and passes where=)' if where else ''}"
        )
    return found[0]


def each_game(
    *capabilities: str,
    players: int | None = None,
    where: Callable[[VariantInfo], bool] | None = None,
) -> pytest.MarkDecorator:
    """``@each_game(...)``: the test runs once per game :func:`games_with` finds, its
    ``game`` argument that game's id (the test's id shows it)."""
    return pytest.mark.parametrize("game", games_with(*capabilities, players=players, where=where))


def players_near(game: str, near: int = 8) -> int:
    """The count of players of ``game`` nearest ``near`` (the smaller of two as near): a
    table of about a class group's size where the game allows it, for a test that plays
    each game at one count."""
    return min(VARIANTS[game].players, key=lambda n: (abs(n - near), n))


def a_small_game(*capabilities: str, where: Callable[[VariantInfo], bool] | None = None) -> str:
    """The game :func:`games_with` finds that the fewest players can play (the first by
    id among equals): for a test that plays whole games and wants them short."""
    found = games_with(*capabilities, where=where)
    if not found:
        raise LookupError(f"no registered game has {', '.join(capabilities) or 'what was asked'}")
    return min(found, key=lambda game: min(VARIANTS[game].players))


def opens_with_a_vote(game: str, players: int, seed: int = 1) -> bool:
    """Whether ``game``'s seeded game of ``players`` opens with every seat casting a vote
    at once (a simultaneous vote: a seat's ballot changes its own view alone until all
    have voted)."""
    from jinro_lab import new_game
    from jinro_lab.core.voting import Vote

    opened = new_game(game, players=players, seed=seed)
    seats = opened.to_act()
    return seats == tuple(range(players)) and all(isinstance(a, Vote) for a in opened.legal_actions(seats[0]))


def fewest_players(game: str) -> int:
    """The smallest player count ``game`` allows: its quickest table."""
    return min(VARIANTS[game].players)


def most_players(game: str) -> int:
    """The largest player count ``game`` allows: its fullest table."""
    return max(VARIANTS[game].players)


def random_events(game: str, seeds: Iterable[int], counts: Sequence[int]) -> list[Any]:
    """The events of finished games of ``game`` played by random agents: game ``seed`` at
    ``counts[seed % len(counts)]`` players, the agent at seat ``s`` seeded ``seed * 7 + s``."""
    from jinro_lab import new_game
    from jinro_lab.agents import RandomAgent, play_game

    events: list[Any] = []
    for seed in seeds:
        players = counts[seed % len(counts)]
        agents = [RandomAgent(seed * 7 + s) for s in range(players)]
        events.extend(play_game(new_game(game, players=players, seed=seed), agents).log)
    return events


def a_game_at(seat: int, *capabilities: str, players: int = 4, seed: int = 3, choices: int = 1) -> Any:
    """A game for ``players`` (:func:`a_game`, with ``capabilities``), played by a seeded
    random agent until ``seat`` alone is to act, with at least ``choices`` legal actions:
    for a test of what a seat may give ``act``, or of an agent's choice."""
    from jinro_lab import new_game
    from jinro_lab.agents import RandomAgent

    game = new_game(a_game(*capabilities, players=players), players=players, seed=seed)
    agent = RandomAgent(seed)
    while game.to_act() != (seat,) or len(game.legal_actions(seat)) < choices:
        assert not game.over, f"the seeded game ended before seat {seat} alone was to act"
        acting = game.to_act()[0]
        game.act(acting, agent.choose(None, game.legal_actions(acting)))
    return game


def choice_points(
    game: str, players: int, options: dict[str, Any], count: int, first: int, actions: tuple[int, int], seed: int = 0
) -> list[tuple[Any, int]]:
    """``count`` positions of random games of ``game`` (``analysis.calibration.random_point``:
    games ``first``, ``first + 1``, ... stopped after a number of actions drawn from the range
    ``actions`` by a generator seeded ``seed``), each with a seat to act among several
    options: (game, seat), for a search or a sampler to start from."""
    import random

    from jinro_lab.analysis.calibration import random_point

    rng = random.Random(seed)
    found: list[tuple[Any, int]] = []
    for k in range(40 * count):
        position = random_point(game, first + k, players, rng.randrange(*actions), **options)
        to_act = () if position.over else position.to_act()
        seat = next((s for s in to_act if len(position.legal_actions(s)) > 1), None)
        if seat is not None:
            found.append((position, seat))
            if len(found) == count:
                break
    return found


def each_games_own(name: str) -> dict[str, Any]:
    """game -> the value ``name`` of its folder's ``tests/variants/<game>/kit.py``
    (for the registered games whose folder has that file and name): what one game adds
    to a check of the whole kit (a module outside its folder that names it, with its
    reason; a table its texts are also read at), so that the kit's check names no game."""
    import importlib.util
    from pathlib import Path

    found = {}
    for game in GAMES:
        path = Path(__file__).parent / "variants" / game / "kit.py"
        if not path.exists():
            continue
        spec = importlib.util.spec_from_file_location(f"kit_of_{game}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if hasattr(module, name):
            found[game] = getattr(module, name)
    return found
