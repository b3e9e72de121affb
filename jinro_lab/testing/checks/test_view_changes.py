"""A view changes only with what its seat saw (DESIGN: views, not state; NEM-05,
SEI-60, LOT-70, LOT-71, MAH-50): between two steps of a game, no field of
``game.view(seat)`` but the public label changes unless ``game.events_seen_by(seat)``
grew. A field that changes silently shows the seat something it was not told (a
night's death before the morning, another seat's pending vote), or hides what it was."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from jinro_lab.core.engine import Game
from jinro_lab.testing import Conformance, agents_for, games, step

__all__ = ["test_views_change_only_with_seen_events"]

#: random games per variant from its setups, and from its described positions (if any)
GAMES, POSITION_GAMES = 300, 150
#: the view's field holding the public label of the moment, which may change on its own
LABEL = "phase"


def view_fields(view: Any) -> dict[str, Any]:
    """A view's fields by name (views are named tuples or dataclasses)."""
    if is_dataclass(view):
        return {f.name: getattr(view, f.name) for f in fields(view)}
    return dict(zip(view._fields, view, strict=True))


def check_play(game: Game) -> int:
    """Play ``game`` at random to its end, checking every seat's view between every two
    steps; returns the number of steps."""
    agents = agents_for(game)
    seats = range(game.players)
    before = [(len(game.events_seen_by(s)), view_fields(game.view(s))) for s in seats]
    steps = 0
    while not game.over:
        seat, action = step(game, agents)
        steps += 1
        for s in seats:
            seen, now = len(game.events_seen_by(s)), view_fields(game.view(s))
            old_seen, old = before[s]
            if seen == old_seen:
                changed = [name for name in now if name != LABEL and now[name] != old[name]]
                assert not changed, (
                    f"{game.variant} seed {game.seed}, step {steps} (seat {seat}: {action}): seat {s}'s view "
                    f"changed {', '.join(changed)} without a new event for it: "
                    + "; ".join(f"{name}: {old[name]!r} -> {now[name]!r}" for name in changed)
                )
            before[s] = (seen, now)
    return steps


def test_views_change_only_with_seen_events(spec: Conformance) -> None:
    """Seeded random games over the variant's option variations (``spec.setup``) and,
    where it accepts ``position=``, from described positions (``spec.positions``): a
    seat's view changes (but for its label) only when the seat saw a new event."""
    steps = sum(check_play(game) for game in games(spec, GAMES, start=50_000))
    if spec.positions is not None:
        steps += sum(check_play(game) for game in games(spec, POSITION_GAMES, start=60_000, setup=spec.positions))
    assert steps > GAMES
