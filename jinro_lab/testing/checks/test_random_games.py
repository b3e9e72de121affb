"""Thousands of random games per variant: no exception, every game ends with a
Result, legal actions exactly for the seats to act, and views hold only what the
seat saw."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.core.engine import Game
from jinro_lab.core.events import GameEnded, is_visible
from jinro_lab.testing import Conformance, agents_for, games, step

__all__ = ["test_random_games_run_to_a_result"]

#: every how many games the views of every seat are checked after every action
VIEW_CHECK_EVERY = 10


def check_who_may_act(game: Game) -> None:
    """legal_actions(seat) is non-empty exactly for the seats in to_act()."""
    to_act = game.to_act()
    assert len(set(to_act)) == len(to_act)
    assert set(to_act) <= set(range(game.players))
    for seat in range(game.players):
        assert bool(game.legal_actions(seat)) == (seat in to_act), (seat, to_act, game.phase)


def check_views(game: Game) -> None:
    """Every event is complete; each seat's memory is exactly the log events visible
    to it, and its view holds no event whose ``visible_to`` excludes it."""
    log = game.log
    for event in log:
        # events may be built positionally (tuple.__new__) for speed: every field must be there
        assert len(event) == len(type(event)._fields), event
        vis = event.visible_to
        assert vis is None or (isinstance(vis, frozenset) and vis <= set(range(game.players))), event
    for seat in range(game.players):
        seen = game.events_seen_by(seat)
        assert seen == tuple(e for e in log if is_visible(e, seat))
        assert game.view(seat).events == seen
    assert game.view(None).events == log


def check_result(game: Game) -> None:
    """A finished game has a Result, announced by a final public GameEnded event."""
    result = game.result
    assert game.over and game.phase == "over" and game.to_act() == ()
    assert isinstance(result, jl.Result)
    assert result.winners <= set(range(game.players)) and result.reason and result.day == game.day
    assert all(game.legal_actions(s) == () for s in range(game.players))
    last = game.log[-1]
    assert isinstance(last, GameEnded) and last.visible_to is None
    assert (set(last.winners), last.side, last.reason) == (set(result.winners), result.side, result.reason)
    assert sum(isinstance(e, GameEnded) for e in game.log) == 1


def test_random_games_run_to_a_result(spec: Conformance) -> None:
    """Thousands of seeded random games over every player count: each runs without
    an exception and within bounds, and ends with a Result."""
    played = dict.fromkeys(spec.players, 0)
    for game in games(spec, spec.games):
        agents = agents_for(game)
        full = game.seed % VIEW_CHECK_EVERY == 0
        actions = 0
        while not game.over:
            check_who_may_act(game)
            if full:
                check_views(game)
            step(game, agents)
            actions += 1
            assert actions < 10_000, "the game does not end"
        check_result(game)
        check_views(game)
        played[game.players] += 1
    assert all(played.values()), played
