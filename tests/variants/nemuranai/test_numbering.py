"""NEM-22's discard piles count their cards from 0, as seats do (issue 36, item 8;
moved from tests/conformance: the kit's check that every text names seats from 0 runs
over every game, jinro_lab.testing.checks.test_numbering)."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.variants import nemuranai, renderer


def test_a_discard_pile_counts_its_cards_from_0() -> None:
    """NEM-22's discard piles: the first card placed in a pile (here, the game's first
    card placed at all) is ``card 0`` / ``0番``, in the log a person reads as in the
    action string the API accepts."""
    placed = (nemuranai.events.PlacedFaceDown, nemuranai.events.Discarded)
    game = jl.new_game("nemuranai", players=4, seed=3)
    render = renderer("nemuranai")
    while not game.over and not any(isinstance(e, placed) for e in game.log):
        seat = game.to_act()[0]
        game.act(seat, game.legal_actions(seat)[0])
    first = next(e for e in game.log if isinstance(e, placed))
    assert first.index == 0
    assert "(card 0)" in render.event_text(first, "en")
    assert "（0番" in render.event_text(first, "ja")
