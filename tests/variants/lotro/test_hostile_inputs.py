"""Issue 17 (3): bad input of any kind raises a kit error (a JinroError), with a short
message that names what was wrong: LotROで人狼's position fields and role lists (what every game refuses
alike: ``tests/core/test_hostile_inputs.py``)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from kit_errors import kit_error

import jinro_lab as jl
from jinro_lab.core.errors import InvalidRecord, InvalidSetup
from jinro_lab.testing.hostile import ODD, EqRaises

ROLES = ["wolf", "friend", *["villager"] * 7]


@pytest.mark.parametrize("key", ["dead", "day", "phase", "used", "last_rooms"])
@pytest.mark.parametrize("name", ODD)
def test_hostile_position_fields_are_an_invalid_setup(key: str, name: str) -> None:
    value = ODD[name]()
    position = {"dead": [2], "day": 3, "phase": "night", key: value}
    kit_error(lambda: jl.new_game("lotro", roles=ROLES, position=position), InvalidSetup)


@pytest.mark.parametrize("key", [1, None, ("dead",), EqRaises("dead")], ids=["int", "none", "tuple", "eq"])
def test_a_position_key_that_is_no_string_is_an_invalid_setup(key: Any) -> None:
    kit_error(lambda: jl.new_game("lotro", roles=ROLES, position={key: [2], "day": 3}), InvalidSetup)


def test_an_unhashable_lotro_role_through_a_json_record_is_an_invalid_record() -> None:
    record = json.loads(jl.new_game("lotro", seed=1).record().to_json())
    record["setup"]["roles"] = [["wolf"], "wolf", *["villager"] * 7]
    record["setup"]["setup"] = None
    record["setup"]["players"] = 9
    kit_error(lambda: jl.replay(json.dumps(record)), InvalidRecord)
