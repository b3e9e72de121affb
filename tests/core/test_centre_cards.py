"""Issue 40, item 4: a game whose setups hold more cards than seats (a one-night game's
centre cards) declares it once, ``VariantInfo.centre_cards``; its default setups and a
seating given as a list (``core.options.players_follow_roles``) then hold
``players + k`` cards. A game declaring none keeps a card per seat."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from typing import Any

import pytest
from games import GAMES

from jinro_lab.core import options as opt
from jinro_lab.core import registry
from jinro_lab.core.errors import InvalidArgument, InvalidSetup
from jinro_lab.core.registry import VariantInfo

#: a one-night game of 5 players: 8 cards, 3 of them in the centre of the table
EIGHT_CARDS = {"werewolf": 2, "seer": 1, "robber": 1, "villager": 4}


def one_night(players: int) -> dict[str, int]:
    return {**EIGHT_CARDS, "villager": players - 1}


def info(**fields: Any) -> VariantInfo:
    made: dict[str, Any] = {
        "id": "one_night_toy",
        "title_ja": "ワンナイト（試験用）",
        "game": "one_night_toy_module:Game",
        "options": "one_night_toy_module:Options",
        "players": (4, 5),
        "sides": {"village": ("village", "村人陣営"), "wolves": ("werewolves", "人狼陣営")},
        "spec": "one_night_toy.md",
        **fields,
    }
    return VariantInfo(**made)


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Registers a toy registration for one test (its module importable), then removes it."""
    module = types.ModuleType("one_night_toy_module")
    module.one_night = one_night  # type: ignore[attr-defined]
    module.too_few = lambda players: {"werewolf": 2, "villager": players - 2}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "one_night_toy_module", module)
    made: list[str] = []

    def register(**fields: Any) -> VariantInfo:
        made.append(registry.register(info(**fields)).id)
        return registry.lookup(made[-1])

    yield register
    for variant in made:
        registry.unregister(variant)
    for ref in [ref for ref in registry._LOADED if ref.startswith("one_night_toy_module:")]:
        del registry._LOADED[ref]


def test_a_game_declaring_three_centre_cards_has_setups_of_players_plus_three(registered: Any) -> None:
    registered(centre_cards=3, default_setups="one_night_toy_module:one_night")
    assert registry.default_setup("one_night_toy", 5) == EIGHT_CARDS
    assert sum(registry.default_setup("one_night_toy", 4).values()) == 4 + 3


def test_a_default_setup_of_another_size_is_refused_naming_the_size_allowed(registered: Any) -> None:
    registered(centre_cards=3, default_setups="one_night_toy_module:too_few")
    with pytest.raises(InvalidArgument, match=r"holds 5 cards, .* one per seat and its 3 centre cards: 8$"):
        registry.default_setup("one_night_toy", 5)


def test_a_registered_mapping_of_another_size_is_refused_at_registration() -> None:
    assert info(centre_cards=3, default_setups={5: EIGHT_CARDS}).centre_cards == 3
    with pytest.raises(InvalidArgument, match=r"for 4 players holds 8 cards, .* 3 centre cards: 7"):
        info(centre_cards=3, default_setups={4: EIGHT_CARDS})


@pytest.mark.parametrize("bad", [-1, "3", 2.0, True])
def test_centre_cards_must_be_a_count(bad: Any) -> None:
    with pytest.raises(InvalidArgument, match=r"centre_cards must be a count of cards \(0 or more\), got"):
        info(centre_cards=bad)


def test_the_default_is_a_card_per_seat_as_before() -> None:
    assert info().centre_cards == 0
    assert {v.id: v.centre_cards for v in registry.variants()} == dict.fromkeys(GAMES, 0)  # the kit's own games


def test_a_seating_of_players_plus_three_cards_is_accepted_with_three_centre_cards() -> None:
    cards = ("werewolf", "seer", "villager", "robber", "villager", "werewolf", "villager", "villager")
    values: dict[str, Any] = {"players": 4, "roles": cards}
    opt.players_follow_roles(values, players_given=False, rule="ONE-01", centre=3)
    assert values["players"] == 5
    given: dict[str, Any] = {"players": 5, "roles": cards}
    opt.players_follow_roles(given, players_given=True, rule="ONE-01", centre=3)
    assert given["players"] == 5
    with pytest.raises(
        InvalidSetup,
        match=r"players=6 but roles names 8 cards \(ONE-01\): give one role per seat and 3 centre cards, 9 in all",
    ):
        opt.players_follow_roles({"players": 6, "roles": cards}, players_given=True, rule="ONE-01", centre=3)
    with pytest.raises(InvalidSetup, match=r"roles names 3 cards \(ONE-01\): .* 3 centre cards, at least 4 in all"):
        opt.players_follow_roles({"players": 5, "roles": cards[:3]}, players_given=False, rule="ONE-01", centre=3)


def test_a_seating_of_players_plus_three_is_refused_without_centre_cards() -> None:
    cards = ("werewolf",) * 2 + ("villager",) * 6
    with pytest.raises(InvalidSetup, match=r"players=5 but roles names 8 seats \(ONE-01\): give one role per seat$"):
        opt.players_follow_roles({"players": 5, "roles": cards}, players_given=True, rule="ONE-01")
