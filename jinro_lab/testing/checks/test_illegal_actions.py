"""Illegal input is loud and harmless: every illegal action raises IllegalAction and
leaves the game exactly as it was."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.core.engine import Game
from jinro_lab.testing import Conformance, agents_for, games, snapshot, step

__all__ = ["pytestmark", "test_illegal_actions_raise_and_change_nothing"]

pytestmark = pytest.mark.slow  # the long runs: `pytest -m "not slow"` leaves them out

GAMES = 60


class MadeUp:
    """An object that is no action of any game."""

    def __str__(self) -> str:
        return "play the trump card"


def made_up(legal: tuple[Any, ...]) -> Iterator[Any]:
    """Things that are not actions, strings that are not legal, and look-alikes of a
    legal action (a plain tuple equal to it, its string changed)."""
    yield from (None, 42, MadeUp(), "", "dance", ("play", "trump"))
    first = legal[0]
    yield str(first).upper() if str(first).upper() != str(first) else str(first) + "!"
    yield " " + str(first)
    yield str(first) + " "
    if isinstance(first, tuple):
        yield tuple(first)


def assert_rejected(game: Game, seat: Any, action: Any, before: tuple[Any, ...]) -> None:
    """``game.act(seat, action)`` raises IllegalAction and changes nothing: the game
    observed after it (``snapshot(full=False)``) is ``before``, as it was before the first
    attempt at this decision point (each attempt is checked, so each found it so); the
    record and the seats' views are compared once per decision point, in ``probe``."""
    with pytest.raises(jl.IllegalAction):
        game.act(seat, action)
    assert snapshot(game, full=False) == before, (seat, action)


def probe(game: Game, seen: set[Any]) -> None:
    """Try every kind of illegal action at this decision point."""
    before, observed = snapshot(game), snapshot(game, full=False)
    to_act = game.to_act()
    for seat in to_act:
        legal = game.legal_actions(seat)
        texts = [str(a) for a in legal]
        assert len(set(texts)) == len(texts), f"two legal actions read alike: {texts}"
        for action in made_up(legal):
            assert_rejected(game, seat, action, observed)
        others = {a for s in to_act if s != seat for a in game.legal_actions(s)}
        for action in sorted((others | seen) - set(legal), key=str)[:8]:  # another seat's, or one legal before
            assert_rejected(game, seat, action, observed)
            assert_rejected(game, seat, str(action), observed)
    any_legal = game.legal_actions(to_act[0])[0]
    for other in [s for s in range(game.players) if s not in to_act] + [-1, game.players, "0", None]:
        assert_rejected(game, other, any_legal, observed)
        assert_rejected(game, other, str(any_legal), observed)
    assert snapshot(game) == before


def test_illegal_actions_raise_and_change_nothing(spec: Conformance) -> None:
    """A legal action of another seat or from an earlier point, a made-up action, a
    string that is not legal, acting when not to act (including a seat that has
    already chosen in a simultaneous decision), acting after the game is over."""
    for game in games(spec, GAMES, start=10_000):
        agents = agents_for(game)
        seen: set[Any] = set()
        while not game.over:
            probe(game, seen)
            seen.update(a for s in game.to_act() for a in game.legal_actions(s))
            step(game, agents)
        before, observed = snapshot(game), snapshot(game, full=False)
        for seat in range(game.players):
            for action in sorted(seen, key=str)[:3]:
                assert_rejected(game, seat, action, observed)
                assert_rejected(game, seat, str(action), observed)
        assert snapshot(game) == before
