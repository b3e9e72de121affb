"""Every variant as an OpenSpiel game (issue 11 item 6): OpenSpiel's own checks, the
seed as chance, observations from the seat's view only, action ids, resampling, a bot."""

from __future__ import annotations

import numpy as np
import pyspiel
import pytest
from games import a_game
from open_spiel.python.algorithms import ismcts, mcts

import jinro_lab
from jinro_lab.analysis.belief import HIDDEN_MODULES
from jinro_lab.core.registry import option_table
from jinro_lab.interop import openspiel_game
from jinro_lab.interop.encoding import features

from .conftest import SETUPS, VARIANTS, first_simultaneous, walk


@pytest.mark.parametrize("variant", VARIANTS)
def test_pyspiel_random_sim_test(variant):
    game = openspiel_game(variant, **SETUPS[variant])
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("variant", VARIANTS)
def test_registered_and_loadable_by_name(variant):
    players = SETUPS[variant]["players"]
    game = pyspiel.load_game(f"python_jinro_{variant}", {"players": players})
    assert f"python_jinro_{variant}" in pyspiel.registered_names()
    assert game.num_players() == players
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert game.num_distinct_actions() == game.table.actions.size


def test_options_reach_the_kit_game_and_bad_ones_are_refused():
    variant = VARIANTS[0]
    flag = next(o for o in option_table(variant) if o.kind == "flag")  # an option true or false
    game = openspiel_game(variant, **SETUPS[variant], **{flag.name: not flag.default})
    state = game.new_initial_state()
    state.apply_action(3)
    assert state.game.setup[flag.name] is (not flag.default)
    with pytest.raises(jinro_lab.InvalidSetup, match="colour"):
        openspiel_game(variant, **SETUPS[variant], colour="red")
    with pytest.raises(jinro_lab.JinroError, match="JSON object"):
        pyspiel.load_game(f"python_jinro_{variant}", {"options": "[1, 2]"})


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_chance_node_draws_the_engine_seed(variant):
    setup = SETUPS[variant]
    game = openspiel_game(variant, seeds=50, **setup)
    state = game.new_initial_state()
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(50))
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(17)
    assert state.game.view(None) == jinro_lab.new_game(variant, seed=17, **setup).view(None)


@pytest.mark.parametrize("variant", VARIANTS)
def test_observations_are_the_seats_views_and_nothing_more(variant):
    game = openspiel_game(variant, **SETUPS[variant])
    hidden_somewhere = False
    for state in walk(game.new_initial_state(), seed=1):
        kit = state.game
        master = repr(kit.view(None))
        for seat in range(game.num_players()):
            view = kit.view(seat)
            own = [a for s, a in kit._actions if s == seat]
            observation = state.observation_string(seat)
            assert observation == repr(view)
            assert state.information_state_string(seat) == f"{observation}\nown actions: {'; '.join(map(str, own))}"
            assert np.array_equal(state.observation_tensor(seat), features(view))
            assert np.array_equal(state.information_state_tensor(seat), features(view, own))
            hidden_somewhere |= observation != master
    assert hidden_somewhere  # the game master sees more than a seat: the comparison above means something


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_later_chooser_does_not_see_an_earlier_choice(variant):
    game = openspiel_game(variant, **SETUPS[variant])
    state = first_simultaneous(game, range(1, 6))
    first = state.current_player()
    a, b = state.legal_actions()[:2]
    one, other = state.child(a), state.child(b)
    assert one.current_player() == other.current_player() != first
    for seat in range(game.num_players()):
        if seat == first:
            assert one.information_state_string(seat) != other.information_state_string(seat)  # it remembers
            continue
        assert one.information_state_string(seat) == other.information_state_string(seat)
        assert np.array_equal(one.information_state_tensor(seat), other.information_state_tensor(seat))


@pytest.mark.parametrize("variant", VARIANTS)
def test_action_ids_round_trip(variant):
    setup = SETUPS[variant]
    game = openspiel_game(variant, **setup)
    listed = game.table.actions.actions
    assert listed == openspiel_game(variant, **setup).table.actions.actions  # the same ids in every game of a setup
    for state in walk(game.new_initial_state(), seed=2):
        if state.is_terminal():
            break
        seat = state.current_player()
        offered = {str(a) for a in state.game.legal_actions(seat)}
        names = [state.action_to_string(seat, i) for i in state.legal_actions()]
        assert set(names) <= offered and len(set(names)) == len(names)
        for i, name in zip(state.legal_actions(), names, strict=True):
            assert state.string_to_action(seat, name) == i
            if i < len(listed):
                assert str(listed[i]) == name
        i = state.legal_actions()[-1]
        child = state.child(i)
        assert child.game.record().actions[-1] == (seat, state.action_to_string(seat, i))


def _resample_setup(variant):
    assert variant in HIDDEN_MODULES  # every variant has a model of its hidden information
    return SETUPS[variant]


@pytest.mark.parametrize("variant", VARIANTS)
def test_resample_from_infostate_keeps_the_players_information_state(variant):
    game = openspiel_game(variant, resample_worlds=4, **_resample_setup(variant))
    state = next(s for i, s in enumerate(walk(game.new_initial_state(), seed=3)) if i == 3)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    current = state.current_player()
    onlooker = (current + 1) % game.num_players()
    hidden_differs = False
    for player in (current, current, current, onlooker):
        world = state.resample_from_infostate(player, sampler)
        assert world.information_state_string(player) == state.information_state_string(player)
        assert world.observation_string(player) == state.observation_string(player)
        assert np.array_equal(world.information_state_tensor(player), state.information_state_tensor(player))
        assert world.game.view(player) == state.game.view(player)
        if player == current:
            assert world.current_player() == current
            assert world.legal_actions() == state.legal_actions()
        hidden_differs |= world.game.view(None) != state.game.view(None)
    assert hidden_differs  # worlds, not copies of the state
    for _ in walk(world, seed=4):  # a resampled state plays on to the end
        pass
    assert world.is_terminal()


#: the game OpenSpiel's ISMCTS bot plays: one of 3 players with an action list and a model of hidden information
SEARCHED = a_game("catalogue", "hidden", players=3)


def test_openspiels_ismcts_bot_plays_a_kit_game():
    game = openspiel_game(SEARCHED, players=3, resample_worlds=8)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=16, max_world_samples=4, random_state=np.random.RandomState(2)
    )
    rng = np.random.RandomState(3)
    state = game.new_initial_state()
    state.apply_action(2)
    searched = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() == 0:
            policy = bot.get_policy(state)
            assert {a for a, _ in policy} <= set(legal)
            assert sum(p for _, p in policy) == pytest.approx(1.0)
            searched += len(legal) > 1
            action = bot.step(state)
        else:
            action = rng.choice(legal)
        assert action in legal
        state.apply_action(action)
    assert searched > 0
    assert state.returns() == [1.0 if s in state.game.result.winners else 0.0 for s in range(3)]


def test_a_seeded_ismcts_bot_game_replays_the_same():
    """OpenSpiel's Python ISMCTSBot resamples with an unseeded sampler; the kit draws
    its worlds from the state's history and count instead, so a seeded bot's game is
    reproducible, and each resampling of one state gives a fresh world."""

    def play() -> list[int]:
        game = openspiel_game(SEARCHED, players=3, resample_worlds=8)
        bot = ismcts.ISMCTSBot(
            game,
            mcts.RandomRolloutEvaluator(1, np.random.RandomState(1)),
            uct_c=2.0,
            max_simulations=8,
            max_world_samples=4,
            random_state=np.random.RandomState(2),
        )
        rng = np.random.RandomState(3)
        state = game.new_initial_state()
        state.apply_action(5)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(bot.step(state) if state.current_player() == 0 else rng.choice(legal))
        return state.history()

    assert play() == play()
    state = openspiel_game(SEARCHED, players=3, resample_worlds=8).new_initial_state()
    state.apply_action(5)
    state.apply_action(state.legal_actions()[0])
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    seen = {repr(state.resample_from_infostate(1, sampler).game.view(None)) for _ in range(6)}
    assert len(seen) > 1
