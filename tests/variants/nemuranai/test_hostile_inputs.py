"""Issue 17 (3): bad input of any kind raises a kit error (a JinroError), with a short
message that names what was wrong: 人狼は眠らない's position (what every game refuses
alike: ``tests/core/test_hostile_inputs.py``)."""

from __future__ import annotations

import pytest
from kit_errors import kit_error

import jinro_lab as jl
from jinro_lab.core.errors import InvalidSetup
from jinro_lab.testing.hostile import ODD


@pytest.mark.parametrize("name", ODD)
def test_hostile_hands_of_a_position_are_an_invalid_setup(name: str) -> None:
    value = ODD[name]()
    kit_error(lambda: jl.new_game("nemuranai", position={"hands": value}), InvalidSetup)
