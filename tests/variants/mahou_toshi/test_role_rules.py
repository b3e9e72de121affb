"""魔法都市の人狼's roles' one-line rules (MAH-R01 … MAH-R16), word for word against
MAH-01's role list (moved from tests/conformance: the kit's own checks,
jinro_lab.testing.checks, test every game's rules alike)."""

from __future__ import annotations

from jinro_lab.core.registry import role_ids, role_rule


def test_the_rules_are_the_rulebooks_lines() -> None:
    assert role_rule("mahou_toshi", "seer", "ja") == "毎晩、自分以外の一名を指定し、人狼かどうかを知る"  # MAH-R02
    assert role_rule("mahou_toshi", "seer") == "each night: is one other player a werewolf?"
    # every role of 魔法都市の人狼 has its own
    assert len({role_rule("mahou_toshi", r, "ja") for r in role_ids("mahou_toshi")}) == 16
