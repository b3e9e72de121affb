"""Worlds consistent with a seat's view, belief and advice (issue 11, items 1-3) in
政治家人狼: what the seat learned kept in its worlds, its calibration (what every game with
a model of hidden information is checked for: ``tests/analysis/test_belief.py``)."""

from __future__ import annotations

import pytest
from analysis.test_belief import assert_calibrated, check_worlds

from jinro_lab.analysis import sample_worlds
from jinro_lab.analysis.calibration import calibration, random_point


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (6, {}),
        (8, {"manifestos": True}),
    ],
)
def test_every_world_reproduces_the_seat_view(players, options):
    """At random points of random games of its options, every sampled world shows the seat
    the same view as the game (``check_worlds``)."""
    check_worlds("seijika", players, options)


@pytest.mark.slow
def test_seijika_worlds_agree_with_what_the_seat_learned():
    """SEI-11 … SEI-14, SEI-02: a wolf's worlds keep the Wolf Party it met; the
    reporter's keep its hint and results; a Human Party player announced its card
    in every world (SEI-51)."""
    game = random_point("seijika", 21, 8, steps=40, manifestos=True)
    for seat in (0, 2, 5, 7):
        view = game.view(seat)
        worlds = sample_worlds(game, seat, n=8, seed=seat, max_attempts=400)
        for world in worlds:
            truth = world.view(None)
            assert all(r is None or truth.roles[s] == r for s, r in enumerate(view.roles))
            for s, member in view.facts("member").items():
                assert (truth.roles[s] == "wolf") == member
            for s, said in enumerate(truth.announced):
                if said is not None and world.roles[s] in ("human", "reporter", "prosecutor", "guard", "lawyer"):
                    assert world.manifesto[s] in (said, "mimic")


@pytest.mark.slow
def test_belief_is_calibrated_seijika():
    """Each other seat's role in 政治家人狼 (6 to 8 players, plain rules). Random
    players reveal little here (random votes; the night's results are private), so
    the gain over the uniform prior is smaller than in the other games (measured:
    Brier 0.172 against 0.185), but the bins are calibrated."""
    found = calibration("seijika", (6, 7, 8), points=50, steps=60, facts="role of seat")
    assert_calibrated(found, least=600, ratio=0.95)
