"""The kit's check of registered ids (jinro_lab.testing.checks.test_readable_texts)
lets 人狼は眠らない's side ids through where they are their own English names (moved
from tests/conformance)."""

from __future__ import annotations

from jinro_lab.testing.checks.test_readable_texts import unnamed_ids


def test_registered_ids_are_caught_where_a_person_reads_them() -> None:
    assert unnamed_ids("game over: seat 1 wins (villagers) - NEM-60", "nemuranai") == []
