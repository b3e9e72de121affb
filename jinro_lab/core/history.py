"""A recorded game one decision at a time: what the Stepper steps through and what a
handout (``jinro_lab.analysis.report``) prints.

A *step* is one decision point: step 0 is the table before the first choice, and
each later step is the table after one decision was taken (a simultaneous vote is
one step, all its ballots at once).

>>> import jinro_lab as jl
>>> from jinro_lab.agents import RandomAgent, play_game
>>> game = play_game(jl.new_game("nemuranai", players=3, seed=1), [RandomAgent(s) for s in range(3)])
>>> bounds = decision_bounds(game.record())
>>> bounds[0], bounds[-1] == len(game.record().actions)
(0, True)
>>> [done for done, _ in walk(game.record())] == list(bounds)
True
"""

from __future__ import annotations

from collections.abc import Iterator

from .engine import Game, scripted_game
from .errors import InvalidArgument, describe
from .record import GameRecord
from .registry import load, lookup, new_game

__all__ = ["as_record", "decision_bounds", "walk"]


def as_record(game_or_record: Game | GameRecord | str) -> GameRecord:
    """The record of a game, a record, or a record's JSON."""
    if isinstance(game_or_record, Game):
        return game_or_record.record()
    if isinstance(game_or_record, str | bytes):
        return GameRecord.from_json(game_or_record)
    if isinstance(game_or_record, GameRecord):
        return game_or_record
    raise InvalidArgument(f"expected a game, a GameRecord or its JSON, got {describe(game_or_record)}")


def walk(record: GameRecord) -> Iterator[tuple[int, Game]]:
    """The game of ``record`` at each step, played forwards once: ``(actions taken,
    game)`` for step 0 (no action), then after each decision. The game yielded is the
    same object each time, moved on between steps: read what a step needs (a view,
    the events a viewer saw) before asking for the next one, and do not act on it.

    A decision is complete when every seat in ``to_act()`` has chosen, so the actions
    of one simultaneous decision form one step; an unfinished decision at the end of
    the record (some ballots cast) is a last step of its own."""
    if record.chance is None:
        game = new_game(record.variant, seed=record.seed, **record.setup)
    else:  # a scripted game (core.chance) plays its script again, as replay() does
        game = scripted_game(load(lookup(record.variant).game), record.seed, record.setup, record.chance)
    done, actions = 0, record.actions
    yield done, game
    while done < len(actions):
        size = max(1, len(game.to_act()))
        for seat, text in actions[done : done + size]:
            game.act(seat, text)
        done = min(done + size, len(actions))
        yield done, game


def decision_bounds(record: GameRecord) -> tuple[int, ...]:
    """How many of the record's actions are taken at each step: ``(0, k1, k2, ...)``
    (:func:`walk`)."""
    return tuple(done for done, _ in walk(record))
