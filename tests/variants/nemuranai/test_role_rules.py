"""人狼は眠らない's cards' one-line rules (NEM-01), word for word against the rulebook's
card list, and the cards named when one is unknown (moved from tests/conformance:
the kit's own checks, jinro_lab.testing.checks, test every game's rules alike)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.registry import role_rule


def test_the_rules_are_the_rulebooks_lines() -> None:
    assert role_rule("nemuranai", "seer", "ja") == "プレイ：他の誰か1人の手札を見る。"  # NEM-01
    assert "探索順②" in role_rule("nemuranai", "attack_2", "ja")  # NEM-27


def test_nemuranai_names_its_cards() -> None:
    with pytest.raises(jl.InvalidArgument, match=r"unknown card 'wolf'; allowed: villager, medium, .*attack_3"):
        role_rule("nemuranai", "wolf")
    with pytest.raises(jl.InvalidSetup, match="unknown variant"):
        role_rule("chess", "king")
