"""The game contract as code (issue 40, item 1): every registered game meets it, and a
game that does not is told what it lacks, in words its author can act on."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from dataclasses import replace

import pytest
from games import a_game

from jinro_lab.core.contract import (
    CAPABILITIES,
    MissingCapability,
    Renderer,
    SeatView,
    capabilities,
    contract_problems,
    members,
    require,
)
from jinro_lab.core.engine import Game
from jinro_lab.core.errors import InvalidSetup
from jinro_lab.core.registry import game_class, lookup, register, renderer, unregister, variants


@pytest.mark.parametrize("variant", [v.id for v in variants()])
def test_every_registered_game_meets_the_contract(variant: str) -> None:
    assert contract_problems(variant) == []
    assert isinstance(renderer(variant), Renderer)
    game = game_class(variant)  # a class, its views checked by contract_problems on a new game
    assert all(callable(getattr(game, hook)) for hook in ("_flow", "_view", "_seat_side"))


def test_the_protocols_name_what_the_kit_reads() -> None:
    assert members(Renderer) == (
        "WORDS",
        "action_text",
        "event_text",
        "result_text",
        "role_name",
        "table_svg",
        "view_html",
        "view_text",
    )
    assert members(SeatView) == ("_repr_svg_", "day", "events", "seat")


#: the registered game the broken registration copies: one with a model of hidden information
BASE = a_game("hidden")


@pytest.fixture
def broken() -> Iterator[str]:
    """A registration of a registered game's rules (:data:`BASE`) whose class forgets its
    side hook and names another id, and whose renderer has no picture."""
    base = game_class(BASE)
    broken_class = type("BrokenGame", (base,), {"variant": BASE, "_seat_side": Game._seat_side})
    module = types.ModuleType("jinro_broken_game")
    module.BrokenGame = broken_class  # type: ignore[attr-defined]
    drawing = types.ModuleType("jinro_broken_render")
    for name in members(Renderer):
        if name != "table_svg":
            setattr(drawing, name, getattr(renderer(BASE), name))
    sys.modules[module.__name__], sys.modules[drawing.__name__] = module, drawing
    info = replace(
        lookup(BASE),
        id="broken_game",
        title_ja="壊れたゲーム",
        game="jinro_broken_game:BrokenGame",
        renderer="jinro_broken_render",
        hidden=None,
    )
    register(info)
    try:
        yield info.id
    finally:
        unregister(info.id)
        del sys.modules[module.__name__], sys.modules[drawing.__name__]


def test_a_game_that_breaks_the_contract_is_told_what_it_lacks(broken: str) -> None:
    assert contract_problems(broken) == [
        f"BrokenGame.variant is {BASE!r}, not the registered id 'broken_game'",
        "BrokenGame does not write _seat_side() (the engine needs it)",
        "the renderer jinro_broken_render has no table_svg",
    ]


def test_a_missing_capability_says_who_needed_it(broken: str) -> None:
    assert capabilities(broken)["hidden"] is False and capabilities(BASE)["hidden"] is True
    with pytest.raises(MissingCapability) as missing:
        require(broken, "hidden", "the belief sampler")
    said = str(missing.value)
    assert said == (
        "壊れたゲーム (broken_game) does not declare a model of hidden information "
        "(VariantInfo.hidden is None): the belief sampler needs it"
    )
    assert (missing.value.variant, missing.value.capability) == ("broken_game", "hidden")
    assert isinstance(missing.value, InvalidSetup)
    assert require(BASE, "hidden", "the belief sampler") is not None


def test_an_unknown_capability_is_refused_with_the_list() -> None:
    with pytest.raises(InvalidSetup, match="no capability 'telepathy'; the capabilities are renderer, roles"):
        require(BASE, "telepathy", "a test")
    assert set(capabilities(BASE)) == set(CAPABILITIES)
