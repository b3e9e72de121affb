"""LotROで人狼's roles' one-line rules (LOT-02), against the rulebook's words, and the
allowed roles and languages named when one is unknown (moved from tests/conformance:
the kit's own checks, jinro_lab.testing.checks, test every game's rules alike)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.registry import role_rule


def test_the_rules_are_the_rulebooks_lines() -> None:
    assert "ケレブラント水" in role_rule("lotro", "friend", "ja") and "ワーグの歯" in role_rule("lotro", "wolf", "ja")


@pytest.mark.parametrize(
    ("role", "lang", "message"),
    [
        ("wizard", "en", r"unknown role 'wizard'; allowed: wolf, apostle, friend, healer, villager"),
        ("wolf", "de", r"lang must be one of en, ja, got 'de'"),
        (None, "en", r"unknown role None; allowed: wolf"),
        ("wolf", None, r"lang must be one of en, ja, got None"),
    ],
)
def test_an_unknown_role_or_language_is_refused_with_the_allowed_values(role, lang, message) -> None:
    with pytest.raises(jl.InvalidArgument, match=message):
        role_rule("lotro", role, lang)
