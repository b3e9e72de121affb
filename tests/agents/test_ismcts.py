"""The ISMCTS agent (issue 11, item 5): legal and reproducible choices, no hidden
information used, a policy of visit counts, the heuristic fallback, and a clear win
over random play in a small setting."""

from __future__ import annotations

import random

import pytest
from games import a_game, a_game_at, fewest_players, games_with

import jinro_lab as jl
from jinro_lab.agents import ISMCTSAgent, PolicyAgent, RandomAgent, heuristic_agent, play_bound
from jinro_lab.agents import ismcts as ismcts_module
from jinro_lab.analysis.belief import Worlds
from jinro_lab.analysis.stats import wilson_interval

#: the games the agent searches: those with a model of hidden information and a heuristic
#: (its rollouts and the other seats), each at its fewest players
SEARCHED = games_with("hidden", "heuristic")


def small_agent(seed: int = 0, **options) -> ISMCTSAgent:
    return ISMCTSAgent(seed=seed, **{"iterations": 16, "worlds": 4, **options})


class Checked:
    """Wraps an agent: every choice must be one of the legal actions; counts the searched ones."""

    def __init__(self, agent: ISMCTSAgent):
        self.agent, self.searched = agent, 0

    def bind(self, game, seat):
        self.agent.bind(game, seat)

    def choose(self, view, legal):
        choice = self.agent.choose(view, legal)
        assert choice in legal
        if len(legal) > 1:
            self.searched += 1
            probs = self.agent.policy(view, legal)
            assert len(probs) == len(legal)
            assert all(p >= 0 for p in probs)
            assert sum(probs) == pytest.approx(1.0)
        return choice


@pytest.mark.parametrize("others", ["rollout", "searched"])
@pytest.mark.parametrize("variant", SEARCHED)
def test_every_choice_is_legal_and_the_policy_sums_to_one(variant, others):
    players = fewest_players(variant)
    game = jl.new_game(variant, players=players, seed=3)
    agent = small_agent(others=others)
    checked = Checked(agent)
    agents = [checked] + [heuristic_agent(variant, seed=s) for s in range(1, players)]
    play_bound(game, agents)
    assert game.over
    assert checked.searched > 0
    searched = [s for s in agent.history if s.fallback is None]
    assert searched, "no decision was searched"
    for search in searched:
        assert sum(search.visits) == search.iterations == 16
        assert search.worlds > 0


def test_binding_a_game_without_a_model_of_hidden_information_is_refused(without_a_hidden_model):
    with pytest.raises(jl.JinroError, match="no model of hidden information"):
        small_agent().bind(jl.new_game(a_game(players=3), players=3, seed=3), 0)


#: a game of 3 players the agent searches (the smallest table: quick searches)
SMALL = a_game("hidden", "heuristic", players=3)


def play_small(seed: int, agent_seed: int) -> jl.Game:
    game = jl.new_game(SMALL, players=3, seed=seed)
    agents = [ISMCTSAgent(seed=agent_seed, iterations=16, worlds=4)]
    agents += [heuristic_agent(SMALL, seed=s) for s in (1, 2)]
    return play_bound(game, agents)


def test_the_same_seeds_give_the_same_game():
    """Determinism: the agent's choices depend on its seed and the seat's view only
    (the global random module is disturbed in between and changes nothing)."""
    first = play_small(5, 7).record()
    random.seed(12345)
    random.random()
    again = play_small(5, 7).record()
    assert first.actions == again.actions


def at_a_choice() -> jl.Game:
    """A game of 4 the agent searches, at seat 0's first choice among several actions."""
    return a_game_at(0, "hidden", "heuristic", players=4, seed=1, choices=2)


def test_policy_is_the_visit_counts_and_choose_the_most_visited():
    game = at_a_choice()
    agent = ISMCTSAgent(seed=2, iterations=30, worlds=6)
    assert isinstance(agent, PolicyAgent)  # the agent protocol with policy (belief can model it)
    agent.bind(game, 0)
    view, legal = game.view(0), game.legal_actions(0)
    probs = agent.policy(view, legal)
    search = agent.last
    assert probs == [v / 30 for v in search.visits]
    assert sum(probs) == pytest.approx(1.0)
    choice = agent.choose(view, legal)
    assert agent.last is search  # the same decision is not searched twice
    assert search.visits[list(legal).index(choice)] == max(search.visits)
    assert search.actions == tuple(str(a) for a in legal)
    assert "30 iterations" in str(search)


def test_a_lone_option_returns_at_once_without_a_game():
    game = jl.new_game(SMALL, players=3, seed=0)
    agent = ISMCTSAgent()  # never bound: a lone option needs no search
    option = game.legal_actions(game.to_act()[0])[:1]
    assert agent.choose(None, option) is option[0]
    assert agent.policy(None, option) == [1.0]
    assert agent.last is None


def test_without_worlds_the_heuristic_chooses_and_says_so(monkeypatch):
    """The fallback: no world consistent with the view (here the sampler finds none)."""

    def no_worlds(game, seat, n, seed, model, max_attempts, exact, engine):
        return Worlds([], [], seat, "random", False, 0.0, max_attempts, 0.0)

    monkeypatch.setattr(ismcts_module, "sample_worlds", no_worlds)
    game = at_a_choice()
    agent = ISMCTSAgent(seed=3, worlds=5)
    agent.bind(game, 0)
    view, legal = game.view(0), game.legal_actions(0)
    choice = agent.choose(view, legal)
    assert agent.last.fallback == "no world consistent with the view in 50 attempts"
    assert "heuristic choice" in str(agent.last)
    assert choice == heuristic_agent(game.variant, seed=3).choose(view, legal)
    assert agent.policy(view, legal) == pytest.approx(heuristic_agent(game.variant, seed=3).policy(view, legal))


def test_misuse_is_refused_with_what_is_allowed():
    game = at_a_choice()
    view, legal = game.view(0), game.legal_actions(0)
    with pytest.raises(jl.JinroError, match=r"call agent\.bind\(game, seat\)"):
        ISMCTSAgent().choose(view, legal)
    agent = ISMCTSAgent()
    agent.bind(game, 1)
    with pytest.raises(jl.JinroError, match="not seat 1's view of the bound game"):
        agent.choose(view, legal)
    with pytest.raises(jl.JinroError, match="no seat 4"):
        agent.bind(game, 4)
    with pytest.raises(jl.JinroError, match="rollout must be one of"):
        ISMCTSAgent(rollout="greedy")
    with pytest.raises(jl.JinroError, match="iterations must be a positive integer"):
        ISMCTSAgent(iterations=0)
    with pytest.raises(jl.JinroError, match=r"prior must be one of \('none', 'heuristic'\)"):
        ISMCTSAgent(prior="greedy")
    with pytest.raises(jl.JinroError, match=r"others must be one of \('rollout', 'searched'\)"):
        ISMCTSAgent(others="all")


@pytest.mark.parametrize("variant", SEARCHED)
def test_searched_seats_grow_their_own_trees_with_the_heuristic_as_prior(variant, monkeypatch):
    """``others="searched"`` (multi-observer ISMCTS, issue 23): the other seats choose in
    trees of their own information sets, each new node's prior is the heuristic's policy
    for that seat at that view (probabilities over its legal actions), every simulation
    adds at most one node in all, and the search is as reproducible as the plain one."""
    game, seat = first_choice(variant)
    view, legal = game.view(seat), game.legal_actions(seat)
    priors = []
    real = ismcts_module.action_probabilities

    def spy(agent, v, options):
        probs = real(agent, v, options)
        priors.append(probs)
        return probs

    plain = ISMCTSAgent(seed=2, iterations=30, worlds=6)
    plain.bind(game, seat)
    assert plain.search(view, legal).other_nodes == 0
    monkeypatch.setattr(ismcts_module, "action_probabilities", spy)
    searches = []
    for _ in range(2):
        agent = ISMCTSAgent(seed=2, iterations=30, worlds=6, others="searched")
        agent.bind(game, seat)
        searches.append(agent.search(view, legal))
    first, again = searches
    assert first.fallback is None
    assert first.other_nodes > 0  # the other seats were searched, not only rolled out
    assert first.nodes + first.other_nodes <= 30 + 1  # one node per simulation at most, and the root
    assert len(priors) == 2 * first.other_nodes  # a prior per other seat's node, made once
    assert all(p == pytest.approx(1.0) for p in map(sum, priors))
    assert (first.visits, first.wins, first.other_nodes) == (again.visits, again.wins, again.other_nodes)


def test_it_clearly_beats_random_play():
    """Seat 0 of a 3-player game (:data:`SMALL`) against random opponents: ISMCTS (random
    rollouts) wins clearly more often than a random seat 0 over the same game seeds
    (the 95% Wilson intervals do not overlap)."""
    games = 150
    wins = {"ismcts": 0, "random": 0}
    for g in range(games):
        for kind in wins:
            game = jl.new_game(SMALL, players=3, seed=1000 + g)
            agents = [RandomAgent(10 * g + s) for s in range(3)]
            if kind == "ismcts":
                agents[0] = ISMCTSAgent(seed=g, iterations=16, worlds=4, rollout="random")
            play_bound(game, agents)
            wins[kind] += 0 in game.result.winners
    low, _ = wilson_interval(wins["ismcts"], games)
    _, high = wilson_interval(wins["random"], games)
    assert low > high, wins


def first_choice(variant: str) -> tuple[jl.Game, int]:
    """A small game of heuristic agents played to the first decision with several options."""
    players = fewest_players(variant)
    game = jl.new_game(variant, players=players, seed=5)
    heuristics = [heuristic_agent(variant, seed=s) for s in range(players)]
    while True:
        for seat in game.to_act():
            legal = game.legal_actions(seat)
            if len(legal) > 1:
                return game, seat
            game.act(seat, heuristics[seat].choose(game.view(seat), legal))


@pytest.mark.parametrize("variant", SEARCHED)
def test_worlds_under_the_heuristic_model(variant):
    """``model="heuristic"``: the sampler weighs the other seats' choices by the
    variant's heuristic (by its choices' frequencies where it has no ``policy``)."""
    game, seat = first_choice(variant)
    agent = ISMCTSAgent(seed=1, iterations=8, worlds=3, model="heuristic")
    agent.bind(game, seat)
    search = agent.search(game.view(seat), game.legal_actions(seat))
    assert search.fallback is None
    assert search.worlds > 0
    assert sum(search.visits) == 8
