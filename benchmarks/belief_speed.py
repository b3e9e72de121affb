"""Worlds per second and effective sample sizes of ``jinro_lab.analysis.sample_worlds``.

For each variant with a hidden-information model, random-agent games are stopped at
random points (early: 2-15 actions; late: 15-60) and ``n`` worlds are sampled for a
random seat under the random model. Prints, per variant and stage: the points
served (at least one world), worlds per second (consistent worlds kept / time),
attempts per kept world, the median ESS as a share of the worlds kept, and the
baseline measured in the same run: what one world costs in clones of the same game
(a clone replays the game from its record, the least a world can cost).
Run: ``python benchmarks/belief_speed.py [--points 12] [--worlds 100]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from jinro_lab.analysis import sample_worlds
from jinro_lab.analysis.calibration import random_point

CASES = (
    ("nemuranai", 4, {}),
    ("nemuranai", 3, {}),
    ("mahou_toshi", 7, {"events": []}),
    ("mahou_toshi", 9, {}),
    ("mahou_toshi", 7, {"events": [], "vote_style": "free"}),
    ("lotro", 9, {"nominate": "seat"}),
    ("lotro", 9, {"nominate": "random"}),
    ("seijika", 8, {}),
    ("seijika", 8, {"manifestos": True}),
)
STAGES = {"early": (2, 15), "late": (15, 60)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--points", type=int, default=12)
    parser.add_argument("--worlds", type=int, default=100)
    args = parser.parse_args()
    rng = random.Random(0)
    for variant, players, options in CASES:
        label = ",".join(f"{k}={v}" for k, v in options.items() if k != "events") or "default"
        for stage, (lo, hi) in STAGES.items():
            kept = attempts = served = 0
            seconds = clone_seconds = 0.0
            shares = []
            for k in range(args.points):
                game = random_point(variant, 500 + k, players, rng.randrange(lo, hi), **options)
                seat = rng.randrange(players)
                start = time.perf_counter()
                worlds = sample_worlds(game, seat, n=args.worlds, seed=k, max_attempts=20 * args.worlds)
                seconds += time.perf_counter() - start
                start = time.perf_counter()
                for _ in range(10):
                    game.clone()
                clone_seconds += (time.perf_counter() - start) / 10
                kept += len(worlds)
                attempts += worlds.attempts
                if len(worlds):
                    served += 1
                    shares.append(worlds.ess / len(worlds))
            ess = statistics.median(shares) if shares else 0.0
            clones = seconds / max(kept, 1) / (clone_seconds / args.points)
            print(
                f"{variant:12s} {players:2d}p {label:18s} {stage:5s}: served {served}/{args.points}, "
                f"{kept / seconds:7.1f} worlds/s, {attempts / max(kept, 1):6.1f} attempts/world, "
                f"median ESS {ess:.2f} of the worlds, a world = {clones:.0f} clones"
            )


if __name__ == "__main__":
    main()
