"""人狼は眠らない's golden playthroughs cover both table sizes, 3 and 4 players (NEM-02;
moved from tests/conformance/test_golden.py, which diffs every game's golden files)."""

from __future__ import annotations

from jinro_lab.variants.nemuranai.conformance import GOLDEN


def test_golden_games_cover_three_and_four_players() -> None:
    assert {players for _, players in GOLDEN.games} >= {3, 4}
