"""Is belief calibrated? Predicted probabilities against what was true (issue 11).

:func:`calibration` stops random games at random points, asks :func:`belief` what a
random seat should believe about each hidden fact (each value of the fact's
domain is one prediction), and keeps whether it was true. Calibrated belief means:
of the predictions of about 30%, about 30% come true (:meth:`Calibration.reliability`),
and the Brier score (mean squared error) is better than guessing each value of
the domain equally likely (:meth:`Calibration.uniform_brier`). Random agents play
the games and model the other seats, so the model the worlds are drawn under is
the one that made the games.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..agents.base import RandomAgent
from ..core.engine import Game
from ..core.hidden import hidden_model, sample_worlds, seat_context
from ..core.registry import new_game
from .belief import belief

__all__ = ["Calibration", "calibration", "random_point"]


def random_point(variant: str, seed: int, players: int, steps: int, **options: Any) -> Game:
    """A game of random agents (seeded from ``seed``) stopped after ``steps`` actions or at its end."""
    game = new_game(variant, players=players, seed=seed, **options)
    agents = [RandomAgent(seed * 100 + s) for s in range(players)]
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    return game


@dataclass
class Calibration:
    """Predictions (``predicted``, with ``truth`` 1.0 where the value was the true
    one) and the uniform guess for the same facts (``uniform``); ``points`` games
    tried, ``served`` those with enough worlds."""

    predicted: list[float] = field(default_factory=list)
    truth: list[float] = field(default_factory=list)
    uniform: list[float] = field(default_factory=list)
    points: int = 0
    served: int = 0

    def __len__(self) -> int:
        return len(self.predicted)

    def brier(self) -> float:
        """The mean squared error of the predictions."""
        return _brier(self.predicted, self.truth)

    def uniform_brier(self) -> float:
        """The Brier score of guessing every value of each fact's domain equally likely."""
        return _brier(self.uniform, self.truth)

    def reliability(self, bins: int = 5, least: int = 20) -> list[tuple[float, float, int]]:
        """For each of ``bins`` equal ranges of predicted probability holding at least
        ``least`` predictions: (mean prediction, share that came true, predictions)."""
        out = []
        for b in range(bins):
            lo, hi = b / bins, (b + 1) / bins
            inside = [
                (p, y)
                for p, y in zip(self.predicted, self.truth, strict=True)
                if lo <= p < hi or (b == bins - 1 and p == 1.0)
            ]
            if len(inside) >= least:
                mean_p = sum(p for p, _ in inside) / len(inside)
                freq = sum(y for _, y in inside) / len(inside)
                out.append((mean_p, freq, len(inside)))
        return out


def _brier(predicted: list[float], truth: list[float]) -> float:
    return sum((p - y) ** 2 for p, y in zip(predicted, truth, strict=True)) / len(predicted)


def calibration(
    variant: str,
    players: tuple[int, ...],
    points: int,
    steps: int,
    facts: str = "",
    worlds: int = 30,
    seed: int = 11,
    least_worlds: int = 10,
    **options: Any,
) -> Calibration:
    """Predictions about the hidden facts whose name starts with ``facts`` (e.g.
    ``"role of seat"``) at ``points`` random points (a player count from ``players``,
    2 to ``steps`` random actions in; games over are skipped), for a random seat,
    from ``worlds`` sampled worlds (points with fewer than ``least_worlds`` are
    skipped: selected on the view alone, so no bias). ``options`` are the games'."""
    rng = random.Random(seed)
    hidden = hidden_model(variant)
    out = Calibration()
    for k in range(points):
        n = rng.choice(players)
        game = random_point(variant, 1000 + k, n, rng.randrange(2, steps), **options)
        out.points += 1
        if game.over:
            continue
        seat = rng.randrange(n)
        sample = sample_worlds(game, seat, n=worlds, seed=k, max_attempts=10 * worlds, exact=False)
        if len(sample) < least_worlds:
            continue
        out.served += 1
        table = belief(game, seat, worlds=sample)
        ctx = seat_context(game, seat, "random")
        for fact, true_value in hidden.facts(game, seat).items():
            domain = hidden.domain(ctx, fact) if fact.startswith(facts) else ()
            if len(domain) < 2:
                continue
            rows = table[table.fact == fact].set_index("value")["probability"]
            for value in domain:
                out.predicted.append(float(rows.get(value, 0.0)))
                out.truth.append(float(value == true_value))
                out.uniform.append(1.0 / len(domain))
    return out
