"""人狼は眠らない's own events compare by type as well as by fields (``event_type``,
as the core's events do: ``tests/core/test_events.py``)."""

from __future__ import annotations

from jinro_lab.core.events import only
from jinro_lab.variants.nemuranai import events as nem


def test_variant_events_compare_by_type_too() -> None:
    """A seat dealt a seer that later draws a seer: Dealt and Drew have equal fields."""
    dealt, drew = nem.Dealt(0, "seer", only(0)), nem.Drew(0, "seer", only(0))
    assert dealt != drew and hash(dealt) != hash(drew)
    assert nem.SearchPhase() != ()
