"""Privacy: what a seat sees does not depend on facts hidden from it (a game's twins:
``Conformance.hidden_twins``)."""

from __future__ import annotations

import pytest

from jinro_lab.testing import Conformance, agents_for, games, step
from jinro_lab.testing.checks import twins_or_skip

__all__ = ["pytestmark", "test_views_do_not_depend_on_hidden_facts"]

pytestmark = pytest.mark.slow  # the long runs: `pytest -m "not slow"` leaves them out


def test_views_do_not_depend_on_hidden_facts(spec: Conformance) -> None:
    """At every decision point of random games, each seat's view and legal actions
    are the same in every twin of the game that differs only in facts hidden from
    that seat; the twins really differ (their omniscient views do)."""
    twins_of = twins_or_skip(spec)
    twins_checked = 0
    for game in games(spec, spec.privacy_games, start=30_000):
        agents = agents_for(game)
        while True:
            truth = game.view(None)
            for seat in range(game.players):
                view, legal = game.view(seat), game.legal_actions(seat)
                for twin in twins_of(game, seat):
                    assert twin.view(None) != truth, "the twin should differ in a hidden fact"
                    assert twin.view(seat) == view
                    assert twin.legal_actions(seat) == legal
                    twins_checked += 1
            if game.over:
                break
            step(game, agents)
    assert twins_checked > spec.privacy_games * 10
