"""The one-line explanations of legal actions: every action of every game that
declares explanations gets one citing a rule of its game, in English and Japanese;
the registry hook and a game without explanations. What each game's lines say (from
the seat's view alone, its tables and their fallbacks) is tested in its folder."""

from __future__ import annotations

import dataclasses

import pytest
from explained import explained_kinds
from games import a_game, each_game

import jinro_lab as jl
from jinro_lab.core.registry import explain_action, lookup, register, unregister


@each_game("explain")
def test_every_offered_action_is_explained_citing_a_rule_of_its_variant(game):
    """Random games over its player counts: every offered action explained in one line
    citing a rule of the game (``explained_kinds``; each game's folder plays 100 and
    checks which kinds were offered)."""
    assert explained_kinds(game, 30)


def test_the_registry_hook():
    """A game's explanations are a "module:attr" of its registration; a game registered
    without them is refused by name (and what an action that is none gets: each game's folder)."""
    game = a_game("explain")
    info = lookup(game)
    module, _, attr = info.explain.partition(":")
    assert module.startswith("jinro_lab.") and attr.isidentifier()
    with pytest.raises(ValueError, match="explain must be 'module:attr'"):
        dataclasses.replace(info, explain="no colon")
    plain = register(dataclasses.replace(info, id="no_explanations", title_ja="説明なし", explain=None))
    try:
        played = jl.new_game(game, seed=0)
        with pytest.raises(jl.InvalidSetup, match=r"\(no_explanations\) does not declare explanations of its actions"):
            explain_action(plain.id, played.view(0), played.legal_actions(played.to_act()[0])[0])
    finally:
        unregister(plain.id)


def test_the_widget_without_explanations_shows_none():
    """A variant that registers no explanations still plays, its buttons without lines."""
    from jinro_lab.widgets import PlayerSeat

    bare = register(dataclasses.replace(lookup(a_game("explain")), id="bare", title_ja="説明のない版", explain=None))
    try:
        player = PlayerSeat("bare", seat=0, agents="random", seed=3)
        assert player.legal() and player.explain(player.legal()[0]) == ""
        assert all(line.value == "" for line in player.parts("jinro-explain"))
    finally:
        unregister(bare.id)
