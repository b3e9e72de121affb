"""What the OpenSpiel games and PettingZoo environments share (issue 11 item 6): action
ids, the setups' action lists, hashed observations, the lazy and optional extra."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest
from games import a_game, fewest_players

import jinro_lab
from jinro_lab.core.voting import WAIT, vote
from jinro_lab.interop import openspiel_game, pettingzoo_env
from jinro_lab.interop.catalogue import catalogue
from jinro_lab.interop.encoding import ActionIndex, EventBag, features, view_tokens

from .conftest import SETUPS, VARIANTS


def test_listed_ids_are_stable_and_unlisted_actions_take_overflow_ids():
    index = ActionIndex([vote(0), vote(1), vote(2)], overflow=2)
    legal = (WAIT, vote(2), "word", vote(0))
    pairs = index.pairs(legal)
    assert pairs == [(0, vote(0)), (2, vote(2)), (3, WAIT), (4, "word")]  # unlisted: in the order of their text
    for i, action in pairs:
        assert index.action(i, legal) == action
    assert index.size == 5
    with pytest.raises(jinro_lab.IllegalAction, match="not legal"):
        index.action(1, legal)
    with pytest.raises(jinro_lab.JinroError, match="overflow="):
        index.pairs((WAIT, "a", "b"))
    with pytest.raises(jinro_lab.JinroError, match="non-negative"):
        ActionIndex([], overflow=-1)


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_setups_action_list_is_fixed_and_without_repeats(variant):
    players = SETUPS[variant]["players"]
    listed = catalogue(jinro_lab.new_game(variant, seed=1, **SETUPS[variant]))
    assert len(set(listed)) == len(listed) == len(set(map(str, listed)))
    assert listed == catalogue(jinro_lab.new_game(variant, seed=2, **SETUPS[variant]))  # any game of the setup
    assert vote(players - 1) in listed


def test_a_variant_without_an_action_list_is_named():
    allowed = ", ".join(sorted(jinro_lab.VARIANTS))
    with pytest.raises(jinro_lab.JinroError, match=re.escape(f"unknown variant 'chess'; allowed: {allowed}")):
        catalogue(SimpleNamespace(variant="chess"))


def test_features_are_the_hashed_bag_of_the_views_facts_the_same_in_every_process():
    variant = a_game(players=3)
    game = jinro_lab.new_game(variant, players=3, seed=4)
    view = game.view(0)
    tokens = view_tokens(view, ["play seer -> seat 1"])
    assert "own:play seer -> seat 1" in tokens and any(t.startswith("-1:") for t in tokens)
    here = features(view, ["play seer -> seat 1"], size=64)
    assert here.shape == (64,) and here.sum() == len(tokens)
    code = (
        "import jinro_lab; from jinro_lab.interop.encoding import features; "
        f"g = jinro_lab.new_game({variant!r}, players=3, seed=4); "
        "print(list(features(g.view(0), ['play seer -> seat 1'], size=64).astype(int)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == str(list(here.astype(int)))
    assert not np.array_equal(here, features(game.view(1), size=64))


def test_an_event_bag_gives_the_same_features_step_by_step():
    variant = a_game(where=lambda info: fewest_players(info.id) > 4)  # a table with a seat 4
    game = jinro_lab.new_game(variant, players=fewest_players(variant), seed=2)
    bag = EventBag(128)
    rng = random.Random(2)
    while not game.over:
        assert np.array_equal(features(game.view(4), size=128, bag=bag), features(game.view(4), size=128))
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        game.act(seat, legal[rng.randrange(len(legal))])
    assert bag.done > 0  # older events were counted in the bag


def test_importing_interop_loads_neither_library():
    probe = "import sys, jinro_lab.interop; print('pyspiel' in sys.modules, 'pettingzoo' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


@pytest.mark.parametrize(("module", "entry"), [("pyspiel", openspiel_game), ("pettingzoo", pettingzoo_env)])
def test_a_missing_library_names_the_extra(monkeypatch, module, entry):
    monkeypatch.setitem(sys.modules, module, None)  # import of it now raises ImportError
    with pytest.raises(jinro_lab.JinroError, match=r"pip install 'jinro_lab\[interop\]'"):
        entry(VARIANTS[0], **SETUPS[VARIANTS[0]])


def test_a_decision_beyond_the_overflow_ids_says_how_to_allow_it():
    game = openspiel_game(VARIANTS[0], **SETUPS[VARIANTS[0]], overflow=0)
    state = game.new_initial_state()
    state.apply_action(0)  # the deal (a chance node)
    state.game.legal_actions = lambda seat: ("an unlisted action",)  # as an open choice would offer
    with pytest.raises(jinro_lab.JinroError, match="overflow="):
        game.table.pairs(state.game, state.current_player())


def a_simultaneous_first_vote() -> tuple[Any, Any]:
    """The PettingZoo table and game (seed 3) of the first game with an action list whose
    first decision is a vote of every seat at once."""
    for variant in VARIANTS:
        table = pettingzoo_env(variant, **SETUPS[variant]).table
        game = table.new(3)
        if game.to_act() == tuple(range(game.players)) and vote(2) in game.legal_actions(0):
            return table, game
    raise AssertionError("no game with an action list starts with a vote of every seat")


def test_options_a_decisions_joint_check_refuses_are_not_offered():
    table, game = a_simultaneous_first_vote()
    # a joint check (Decision.check) as a variant may set: no two ballots for one seat
    game._decision.check = lambda chosen: "one ballot per seat" if len(set(chosen.values())) < len(chosen) else None
    table.act(game, 0, table.actions.ids([vote(2)])[0])
    assert vote(2) in game.legal_actions(1)
    assert vote(2) not in table.legal(game, 1)
    assert [a for _, a in table.pairs(game, 1)] == [a for a in game.legal_actions(1) if a != vote(2)]
