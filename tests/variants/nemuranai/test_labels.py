"""人狼は眠らない's public labels against its private kinds (``phase``): the rule flow's
``label`` (``tests/core/test_flow.py``) as this game writes it."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.agents import RandomAgent


def test_view_phase_is_the_label_in_nemuranai() -> None:
    """Nemuranai's sleep is a pause of every seat labelled 'sleep: eyes closed':
    at every step of random games a seat's view shows the label, the game
    master's view the kind."""
    kinds_and_labels: set[tuple[str, str]] = set()
    for seed in range(12):
        game = jl.new_game("nemuranai", players=4, seed=seed)
        agents = [RandomAgent(seed * 10 + s) for s in range(4)]
        while not game.over:
            kinds_and_labels.add((game.phase, game.label))
            assert game.view(None).phase == game.phase
            for seat in range(4):
                assert game.view(seat).phase == game.label
            seat = game.to_act()[0]
            game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    assert ("sleep", "sleep: eyes closed") in kinds_and_labels
    assert ("play", "play") in kinds_and_labels and ("vote", "vote") in kinds_and_labels
