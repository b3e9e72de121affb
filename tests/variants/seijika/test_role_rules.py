"""政治家人狼's roles' one-line rules (SEI-01, SEI-02), against the rules' restatement
(moved from tests/conformance: the kit's own checks, jinro_lab.testing.checks, test
every game's rules alike)."""

from __future__ import annotations

from jinro_lab.core.registry import role_rule


def test_the_rules_are_the_rulebooks_lines() -> None:
    assert "ネガティブキャンペーン" in role_rule("seijika", "guard", "ja")  # SEI-32
    assert "本命" in role_rule("seijika", "lover", "ja")  # SEI-12
    # SEI-02: the reporter finds members, the prosecutor the party
    assert "党員" in role_rule("seijika", "reporter", "ja") and "陣営" in role_rule("seijika", "prosecutor", "ja")
    # the two lawyers share theirs
    assert role_rule("seijika", "lawyer", "ja") == role_rule("seijika", "corrupt_lawyer", "ja")  # SEI-05, SEI-44
