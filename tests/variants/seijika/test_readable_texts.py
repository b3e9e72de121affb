"""The kit's check of registered ids (jinro_lab.testing.checks.test_readable_texts)
catches 政治家人狼's side id written raw, ``win (wolf)``, and lets its name through
(moved from tests/conformance)."""

from __future__ import annotations

from jinro_lab.testing.checks.test_readable_texts import unnamed_ids


def test_registered_ids_are_caught_where_a_person_reads_them() -> None:
    assert unnamed_ids("seat 3, seat 5 win (wolf): SEI-42: day 4 is over (day 4)", "seijika")
    assert not unnamed_ids("seat 3 wins (Wolf Party): SEI-42: the Wolf Party wins (day 4)", "seijika")
