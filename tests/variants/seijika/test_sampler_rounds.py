"""政治家人狼's belief sampler draws a vote's voters in one go (SEI-23; issue 41: the worlds'
commonest step): in a round of an open vote the raised hands the viewer saw fix every voter's
options, in a simultaneous vote each one's public ballot (``SeijikaHidden.together``), and the
voters still to choose are drawn one after the other without asking the hidden model for each
(``core.hidden._together``). Drawn seat by seat
instead (the model's ``together`` giving nothing, so that each voter is asked its
``candidates`` alone), the sampler must give the same worlds, with the same weights, in
the same attempts, seed for seed, for the random model and for an agent's policy."""

from __future__ import annotations

from typing import Any

import pytest
from games import choice_points

from jinro_lab.core import hidden
from jinro_lab.core.hidden import sample_worlds
from jinro_lab.variants.seijika.hidden import HIDDEN


class Skewed:
    """A policy that is not uniform and rules options out (chance 0 for every third)."""

    def policy(self, view: Any, legal: Any) -> list[float]:
        return [float(i % 3) for i in range(len(legal))]


def sampled(game: Any, seat: int, k: int, model: Any) -> tuple[Any, ...]:
    worlds = sample_worlds(game, seat, n=10, seed=k, max_attempts=60, model=model, exact=False)
    return [w.record() for w in worlds], worlds.log_weights, worlds.attempts


@pytest.mark.parametrize("model", ["random", Skewed()], ids=["random", "skewed"])
@pytest.mark.parametrize(
    ("players", "options"), [(8, {}), (7, {"vote_styles": ["open"]}), (8, {"vote_styles": ["simultaneous"]})]
)
def test_a_round_drawn_at_once_gives_the_worlds_drawn_voter_by_voter(players, options, model, monkeypatch):
    rounds: list[int] = []
    together = hidden._together

    def counted(p: Any, ctx: Any, fixed: Any, rng: Any) -> bool:
        rounds.append(len(fixed))
        return together(p, ctx, fixed, rng)

    monkeypatch.setattr(hidden, "_together", counted)
    for k, (game, seat) in enumerate(choice_points("seijika", players, options, 4, 700, (15, 60))):
        at_once = sampled(game, seat, k, model)
        with monkeypatch.context() as alone:
            alone.setattr(type(HIDDEN), "together", lambda self, ctx, world, pos: None)
            asked = len(rounds)
            one_by_one = sampled(game, seat, k, model)
            assert len(rounds) == asked  # no round was drawn at once
        assert at_once == one_by_one
    assert any(n > 1 for n in rounds)  # rounds of several voters were drawn at once
