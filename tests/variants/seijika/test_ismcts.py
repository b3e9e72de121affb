"""The ISMCTS agent on 政治家人狼 (issue 11, item 5; issue 23; the agent on every game:
``tests/agents/test_ismcts.py``): the heuristic as the search's prior."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.agents import ISMCTSAgent, heuristic_agent


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
