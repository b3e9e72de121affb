"""The kit's check of registered ids (jinro_lab.testing.checks.test_readable_texts)
catches the defect it was written for, LotROで人狼's raw side id ``win (sauron)``, and
lets the names and the phrase books' words through (moved from tests/conformance)."""

from __future__ import annotations

from jinro_lab.testing.checks.test_readable_texts import unnamed_ids


def test_registered_ids_are_caught_where_a_person_reads_them() -> None:
    assert unnamed_ids("seat 6, seat 8 win (sauron): LOT-61: every village-side player is dead (day 6)", "lotro")
    assert unnamed_ids("seat 6, seat 8 win (Sauron): LOT-61: every village-side player is dead (day 6)", "lotro") == []
    assert unnamed_ids("seat 3 is a wolf; seat 2 votes for seat 1", "lotro") == []
