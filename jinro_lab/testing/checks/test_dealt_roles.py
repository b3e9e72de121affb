"""The registry's roles: a game names its roles, and ``dealt_roles`` is the deal each
seat was told at the start (the roles of a game's rulebook, its cards where it deals
cards)."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.core.registry import dealt_roles, role_ids, role_name
from jinro_lab.testing import Conformance

__all__ = [
    "test_dealt_roles_are_roles_of_the_variant_named_in_both_languages",
    "test_each_seat_was_told_its_dealt_role",
]


def test_dealt_roles_are_roles_of_the_variant_named_in_both_languages(spec: Conformance) -> None:
    variant = spec.variant
    known = role_ids(variant)
    assert len(set(known)) == len(known)
    for seed in range(20):
        game = jl.new_game(variant, seed=seed)
        dealt = dealt_roles(game)
        assert len(dealt) == game.players and set(dealt) <= set(known)
    for role in known:
        assert role_name(variant, role, "en") and role_name(variant, role, "ja") != role


def test_each_seat_was_told_its_dealt_role(spec: Conformance) -> None:
    """A seat's own starting picture names the role the registry says it was dealt
    (so a role card or a "play the seer" seat is the seat's own knowledge)."""
    variant = spec.variant
    renderer = jl.variants.renderer(variant)
    for seed in range(5):
        game = jl.new_game(variant, seed=seed)
        for seat, role in enumerate(dealt_roles(game)):
            assert role_name(variant, role, "en") in renderer.view_text(game.view(seat), "en"), (seed, seat, role)
