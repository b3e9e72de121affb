"""The ISMCTS agent (issue 11, item 5): legal and reproducible choices, no hidden
information used, a policy of visit counts, the heuristic fallback, and a clear win
over random play in a small setting."""

from __future__ import annotations

import random

import pytest
from analysis.test_belief import SEARCH_POSITION  # tests/ is on the path (packages under it)

import jinro_lab as jl
from jinro_lab.agents import ISMCTSAgent, PolicyAgent, RandomAgent, heuristic_agent, play_bound
from jinro_lab.agents import ismcts as ismcts_module
from jinro_lab.analysis.belief import Worlds
from jinro_lab.analysis.stats import wilson_interval

#: a small setup per variant: players and options (worlds for every decision in these)
SMALL = {
    "nemuranai": (3, {}),
    "mahou_toshi": (5, {"events": []}),
    "lotro": (9, {"nominate": "seat"}),
    "seijika": (6, {}),
}


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
@pytest.mark.parametrize("variant", sorted(jl.VARIANTS))
def test_every_choice_is_legal_and_the_policy_sums_to_one(variant, others):
    players, options = SMALL[variant]
    game = jl.new_game(variant, players=players, seed=3, **options)
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
        small_agent().bind(jl.new_game("nemuranai", players=3, seed=3), 0)


def play_nemuranai(seed: int, agent_seed: int) -> jl.Game:
    game = jl.new_game("nemuranai", players=3, seed=seed)
    agents = [ISMCTSAgent(seed=agent_seed, iterations=16, worlds=4)]
    agents += [heuristic_agent("nemuranai", seed=s) for s in (1, 2)]
    return play_bound(game, agents)


def test_the_same_seeds_give_the_same_game():
    """Determinism: the agent's choices depend on its seed and the seat's view only
    (the global random module is disturbed in between and changes nothing)."""
    first = play_nemuranai(5, 7).record()
    random.seed(12345)
    random.random()
    again = play_nemuranai(5, 7).record()
    assert first.actions == again.actions


#: 4 players, seat 0 to play first with 'seer' in hand and 'madman' drawn from the pile;
#: the rest of the deal differs between the two games (and so do the games' seeds)
DEAL_A = ["seer", "villager", "werewolf", "knight", "vote", "madman", "medium", "seer"]
DEAL_A += ["vote", "vote", "sleep", "sleep", "sleep", "attack_1", "attack_2", "attack_3"]
DEAL_B = ["seer", "attack_3", "vote", "sleep", "werewolf", "madman", "attack_1", "villager"]
DEAL_B += ["knight", "medium", "vote", "seer", "vote", "sleep", "sleep", "attack_2"]


@pytest.mark.parametrize(
    ("variant", "setup_a", "setup_b"),
    [
        (
            "nemuranai",
            {"players": 4, "seed": 1, "first_player": 0, "deck": DEAL_A},
            {"players": 4, "seed": 99, "first_player": 0, "deck": DEAL_B},
        ),
        (  # seat 0 a citizen either way; the werewolf, seer, knight and medium elsewhere
            "mahou_toshi",
            {
                "players": 7,
                "seed": 2,
                "events": [],
                "roles": ["citizen", "werewolf", "seer", "knight", "medium", "citizen", "citizen"],
            },
            {
                "players": 7,
                "seed": 77,
                "events": [],
                "roles": ["citizen", "seer", "citizen", "citizen", "knight", "medium", "werewolf"],
            },
        ),
    ],
)
def test_games_that_differ_only_in_hidden_facts_get_the_same_search(variant, setup_a, setup_b):
    """No hidden information: two games whose hidden facts (deal, roles, seed) differ
    but which give seat 0 the same view get the same visit counts and choice."""
    game_a, game_b = jl.new_game(variant, **setup_a), jl.new_game(variant, **setup_b)
    assert 0 in game_a.to_act() and 0 in game_b.to_act()
    assert game_a.view(0) == game_b.view(0)
    assert game_a.view(None) != game_b.view(None)  # the games do differ
    choices, searches = [], []
    for game in (game_a, game_b):
        agent = ISMCTSAgent(seed=4, iterations=40, worlds=8)
        agent.bind(game, 0)
        choices.append(str(agent.choose(game.view(0), game.legal_actions(0))))
        searches.append(agent.last)
    assert choices[0] == choices[1]
    assert searches[0].visits == searches[1].visits
    assert searches[0].wins == searches[1].wins
    assert len(set(searches[0].visits)) > 1  # the search did discriminate between actions


def test_policy_is_the_visit_counts_and_choose_the_most_visited():
    game = jl.new_game("nemuranai", players=4, seed=1, first_player=0, deck=DEAL_A)
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
    game = jl.new_game("nemuranai", players=3, seed=0)
    agent = ISMCTSAgent()  # never bound: a lone option needs no search
    option = game.legal_actions(game.to_act()[0])[:1]
    assert agent.choose(None, option) is option[0]
    assert agent.policy(None, option) == [1.0]
    assert agent.last is None


def test_without_worlds_the_heuristic_chooses_and_says_so(monkeypatch):
    """The fallback: no world consistent with the view (here the sampler finds none)."""

    def no_worlds(game, seat, n, seed, model, max_attempts, exact):
        return Worlds([], [], seat, "random", False, 0.0, max_attempts, 0.0)

    monkeypatch.setattr(ismcts_module, "sample_worlds", no_worlds)
    game = jl.new_game("nemuranai", players=4, seed=1, first_player=0, deck=DEAL_A)
    agent = ISMCTSAgent(seed=3, worlds=5)
    agent.bind(game, 0)
    view, legal = game.view(0), game.legal_actions(0)
    choice = agent.choose(view, legal)
    assert agent.last.fallback == "no world consistent with the view in 50 attempts"
    assert "heuristic choice" in str(agent.last)
    assert choice == heuristic_agent("nemuranai", seed=3).choose(view, legal)
    assert agent.policy(view, legal) == pytest.approx(heuristic_agent("nemuranai", seed=3).policy(view, legal))


def test_misuse_is_refused_with_what_is_allowed():
    game = jl.new_game("nemuranai", players=4, seed=1, first_player=0, deck=DEAL_A)
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


@pytest.mark.parametrize("variant", sorted(jl.VARIANTS))
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


def test_a_heuristic_prior_keeps_the_human_party_on_its_day_1_convention():
    """SEI-60 and the heuristic's convention (the Human Party votes for the focal candidate on
    day 1, so that followers can be trusted): with UCB1 at the root, sixty noisy simulations
    over eight ballots drift off it (the 政治家人狼 deficit, issue 23); with the heuristic's policy
    as PUCT prior the search spends its simulations on the convention's ballot and leaves it
    only for a move its simulations find clearly better."""
    plain_kept = guided_kept = decisions = 0
    for seed in range(6):
        game = jl.new_game("seijika", players=8, seed=seed)
        seat = next(s for s, r in enumerate(game.roles) if r == "human")
        agents = [heuristic_agent("seijika", seed=s) for s in range(8)]
        for s in game.to_act():
            if s != seat:
                game.act(s, agents[s].choose(game.view(s), game.legal_actions(s)))
        view, legal = game.view(seat), game.legal_actions(seat)
        convention = str(agents[seat].choose(view, legal))
        chosen = {}
        for prior in ("none", "heuristic"):
            agent = ISMCTSAgent(seed=1, iterations=60, worlds=10, prior=prior)
            agent.bind(game, seat)
            chosen[prior] = str(agent.choose(view, legal))
            if prior == "heuristic" and chosen[prior] != convention:  # left it on evidence only
                search = agent.last
                mine, theirs = (search.actions.index(k) for k in (chosen[prior], convention))
                assert search.win_rates[mine] > search.win_rates[theirs]
        plain_kept += chosen["none"] == convention
        guided_kept += chosen["heuristic"] == convention
        decisions += 1
    assert plain_kept < guided_kept  # UCB1 drifts off the convention far more often
    assert guided_kept >= decisions // 2


def test_it_finds_the_winning_search():
    """The Werewolf player holds the werewolf card at the search phase and searches
    first: searching its own hand wins at once (NEM-53, NEM-61); the search sees it."""
    game = jl.new_game("nemuranai", players=4, seed=0, position=SEARCH_POSITION)
    agent = ISMCTSAgent(seed=0, iterations=60, worlds=10, rollout="random")
    agent.bind(game, 0)
    legal = game.legal_actions(0)
    assert len(legal) > 1
    assert str(agent.choose(game.view(0), legal)) == "search hand of seat 0"
    search = agent.last
    best = search.actions.index("search hand of seat 0")
    assert search.win_rates[best] == 1.0
    assert max(r for i, r in enumerate(search.win_rates) if i != best) < 1.0


def test_it_clearly_beats_random_play():
    """Seat 0 of 3-player 人狼は眠らない against random opponents: ISMCTS (random
    rollouts) wins clearly more often than a random seat 0 over the same game seeds
    (the 95% Wilson intervals do not overlap)."""
    games = 150
    wins = {"ismcts": 0, "random": 0}
    for g in range(games):
        for kind in wins:
            game = jl.new_game("nemuranai", players=3, seed=1000 + g)
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
    players, options = SMALL[variant]
    game = jl.new_game(variant, players=players, seed=5, **options)
    heuristics = [heuristic_agent(variant, seed=s) for s in range(players)]
    while True:
        for seat in game.to_act():
            legal = game.legal_actions(seat)
            if len(legal) > 1:
                return game, seat
            game.act(seat, heuristics[seat].choose(game.view(seat), legal))


@pytest.mark.parametrize("variant", sorted(jl.VARIANTS))
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
