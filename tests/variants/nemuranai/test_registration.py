"""人狼は眠らない's registration (``jinro_lab.core.registry``; what every game's registration
holds: ``tests/core/test_registry.py``)."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.core import registry


def test_nemuranai_is_found_by_id_and_title():
    info = registry.lookup("nemuranai")
    assert registry.lookup("人狼は眠らない") is info is jl.VARIANTS["nemuranai"] is jl.lookup("nemuranai")
    assert (info.id, info.title_ja, info.spec, info.players) == ("nemuranai", "人狼は眠らない", "nemuranai.md", (3, 4))
    assert info.sides == {"villagers": ("villagers", "村人陣営"), "werewolf": ("werewolf", "人狼陣営")}
    assert registry.variant_id("人狼は眠らない") == "nemuranai"
    assert info in registry.variants()


def test_its_default_setup_is_the_16_cards_of_nem_01_for_either_count():
    """NEM-01: a deck of its own, not a card per seat."""
    for players in (3, 4):
        assert sum(registry.default_setup("nemuranai", players).values()) == 16
