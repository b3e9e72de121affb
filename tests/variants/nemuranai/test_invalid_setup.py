"""人狼は眠らない's invalid setups say what is wrong and what is allowed (NEM-01, NEM-02;
what every game refuses alike: ``tests/core/test_errors.py``)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.errors import InvalidSetup


@pytest.mark.parametrize(
    ("setup", "words"),
    [
        ({"players": 5}, ["3 or 4", "NEM-02", "5"]),
        ({"players": 4.0}, ["3 or 4", "4.0"]),
        ({"players": 4, "first_player": 4}, ["first_player", "0..3"]),
        ({"players": 4, "colour": "red"}, ["colour", "players", "seed", "deck", "first_player"]),
        ({"players": 4, "deck": ["seer"] * 16}, ["NEM-01", "seer x16 (needs 2)"]),
        ({"players": 4, "seed": "seven"}, ["seed", "'seven'"]),
    ],
)
def test_invalid_setup_says_what_is_wrong_and_what_is_allowed(setup: dict, words: list[str]) -> None:
    with pytest.raises(InvalidSetup) as info:
        jl.new_game("nemuranai", **setup)
    for word in words:
        assert word in str(info.value)
