"""Privacy: what a seat sees does not depend on facts hidden from it (NEM-05)."""

from __future__ import annotations

import pytest

from .play import agents_for, games, step
from .variants import VariantSpec

pytestmark = pytest.mark.slow  # the long runs: `pytest -m "not slow"` leaves them out


def test_views_do_not_depend_on_hidden_facts(spec: VariantSpec) -> None:
    """At every decision point of random games, each seat's view and legal actions
    are the same in every twin of the game that differs only in facts hidden from
    that seat; the twins really differ (their omniscient views do)."""
    twins_checked = 0
    for game in games(spec, spec.privacy_games, start=30_000):
        agents = agents_for(game)
        while True:
            truth = game.view(None)
            for seat in range(game.players):
                view, legal = game.view(seat), game.legal_actions(seat)
                for twin in spec.hidden_twins(game, seat):
                    assert twin.view(None) != truth, "the twin should differ in a hidden fact"
                    assert twin.view(seat) == view
                    assert twin.legal_actions(seat) == legal
                    twins_checked += 1
            if game.over:
                break
            step(game, agents)
    assert twins_checked > spec.privacy_games * 10
