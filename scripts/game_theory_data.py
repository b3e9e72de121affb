"""Write the tables of the game-theory lesson, notebooks/05_game_theory.ipynb (issue 11, item 7):
notebooks/data/game_theory_*.csv, each with its attributes (how it was made) as .json beside it.

The notebook reads them instead of playing thousands of games itself (nbval and the
browser test run it in CI, on two cores, in a few minutes at most):

* ``game_theory_seer.csv`` (``--only seer``): what the seer's looks are worth. The
  default 7- and 9-player setups of 魔法都市の人狼 (MAH-06; no event cards, MAH-13),
  heuristic agents in every seat, dealt at random; three arms on the *same* deals and
  seeds: ``seer`` (as the rules say: a random white on night 0, a divination every
  night, MAH-05, MAH-R02), ``no night-0 look`` (``first_day_seer="none"``, MAH-04) and
  ``no seer`` (the seer card replaced by a citizen), each with table claims off and on
  (``claims``: the seer and the medium say their results aloud, MAH-10). One row per
  arm: wins and games, and ``outcomes``, the citizens' result of each game in order
  (``1`` won), so that paired differences can be computed (game *i* of every arm has
  the same deal and seeds). 2000 games per arm, about a minute on one core.
* ``game_theory_ismcts.csv`` (``--only ismcts``): :class:`jinro_lab.agents.ISMCTSAgent`
  against the heuristic agents (issues 11 and 23), every variant in its default setup
  (人狼は眠らない 4 players, 政治家人狼 8, LotROで人狼 12, 魔法都市の人狼 9 with its event
  cards): in game *i* one seat (``i % players``) is played by ISMCTS — every seat searched
  (``others="searched"``) and the heuristic's policy as the root's prior — and the others
  by the heuristic agents; the same game (same seed, same deal, same other agents) is
  played again with the heuristic agent in that seat. One row per game and arm: the
  seat, its side (``Game.seat_side``: the side the seat played for at the end), whether
  it won, its decisions, how many fell back to the heuristic (no world found), and the
  seconds. About an hour on two cores (政治家人狼's and LotRO's games are long).
* ``game_theory_claims.csv`` (``--only claims``): :func:`jinro_lab.analysis.belief.advise`
  for the seer of the notebook's six-player lesson game with table claims (MAH-10), who
  divined a werewolf on night 0 (``first_day_seer="free"``, MAH-05): each of its 21 claims'
  win probability, 400 rollouts each with the heuristic agents. The game's record is in the
  .json (``record``), so the notebook can check it stands at the same position. About a
  minute on one core.

Regenerate (the tables do not depend on ``--workers``)::

    .venv/bin/python scripts/game_theory_data.py --workers 2

or one table: ``--only seer``, ``--only ismcts`` (``--variants mahou_toshi`` plays only that
variant's duels again and keeps the other variants' rows; ``played_again`` in the .json
says which were played at its ``commit``, and ``rows_from`` the commit each variant's rows
were played at). The games depend on the rules and the
agents, so rerun after a change to either; the .json records the commit they came from.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pandas as pd
from event_effects_data import _commit  # the same "which commit made this table" as notebook 04's tables

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.agents.ismcts import ISMCTSAgent
from jinro_lab.analysis import duels
from jinro_lab.analysis.belief import advise
from jinro_lab.analysis.simulate import agent_seed, game_seed
from jinro_lab.analysis.stats import wilson_interval
from jinro_lab.variants import heuristic_agent
from jinro_lab.variants.mahou_toshi.setup import default_roles

DATA_DIR = Path(__file__).resolve().parent.parent / "notebooks" / "data"
SEED = 2026

# ----- the seer's value ---------------------------------------------------------------------------------
SEER_GAMES = 2000
SEER_PLAYERS = (7, 9)
#: arm -> (the role that replaces the seer card, the game's first_day_seer option)
SEER_ARMS: dict[str, tuple[str, str]] = {
    "seer": ("seer", "random_white"),
    "no night-0 look": ("seer", "none"),
    "no seer": ("citizen", "random_white"),
}


def deal(players: int, seed: int, seer: str) -> list[str]:
    """The default setup of ``players`` (MAH-06) dealt at random from ``seed``, with the
    seer card replaced by ``seer`` (the same seats whatever the replacement)."""
    roles = [seer if r == "seer" else r for r in default_roles(players)]
    random.Random(seed).shuffle(roles)
    return roles


def citizens_win(players: int, index: int, seer: str, first_day_seer: str, claims: bool) -> bool:
    """Game ``index`` of an arm: heuristic agents, no event cards; whether the citizens won."""
    seed = game_seed(SEED, index)
    roles = deal(players, seed, seer)
    game = jl.new_game("mahou_toshi", roles=roles, seed=seed, events=[], first_day_seer=first_day_seer, claims=claims)
    play_game(game, [heuristic_agent("mahou_toshi", agent_seed(seed, s)) for s in range(players)])
    return game.result is not None and game.result.side == "citizens"


def seer_table(games: int) -> tuple[pd.DataFrame, dict[str, Any]]:
    """One row per players x claims x arm: the citizens' wins of ``games`` games with a Wilson
    interval, and ``outcomes`` game by game (the same deals and seeds in every arm)."""
    rows = []
    for players in SEER_PLAYERS:
        for claims in (False, True):
            for arm, (seer, first_day_seer) in SEER_ARMS.items():
                won = [citizens_win(players, i, seer, first_day_seer, claims) for i in range(games)]
                wins = sum(won)
                lo, hi = wilson_interval(wins, games)
                rows.append(
                    {
                        "players": players,
                        "claims": claims,
                        "arm": arm,
                        "wins": wins,
                        "games": games,
                        "rate": wins / games,
                        "lo": lo,
                        "hi": hi,
                        "outcomes": "".join("1" if w else "0" for w in won),
                    }
                )
    attrs = {
        "variant": "mahou_toshi",
        "setups": {str(n): " ".join(default_roles(n)) for n in SEER_PLAYERS},
        "arms": {arm: {"seer card": seer, "first_day_seer": fds} for arm, (seer, fds) in SEER_ARMS.items()},
        "events": [],
        "agents": "heuristic",
        "seed": SEED,
        "games_per_arm": games,
        "game seeds": "jinro_lab.analysis.simulate.game_seed(seed, i); the deal: random.Random(game seed).shuffle",
        "rate_interval": "Wilson score, 95%",
    }
    return pd.DataFrame(rows), attrs


# ----- ISMCTS against the heuristics --------------------------------------------------------------------
#: variant -> games per arm (政治家人狼's and LotRO's take several seconds a game with ISMCTS)
ISMCTS_GAMES = {"nemuranai": 400, "mahou_toshi": 400, "seijika": 200, "lotro": 200}
#: variant -> new_game options: each variant's default setup
DUELS: dict[str, dict[str, Any]] = {
    "nemuranai": {"players": 4},
    "mahou_toshi": {"players": 9},
    "seijika": {"players": 8},
    "lotro": {"players": 12},
}
#: the search budget per decision (small: a decision takes a few tenths of a second)
ISMCTS_OPTIONS: dict[str, Any] = {
    "iterations": 100,
    "worlds": 20,
    "rollout": "heuristic",
    "prior": "heuristic",
    "others": "searched",
}


def duel(variant: str, index: int, arm: str) -> dict[str, Any]:
    """Game ``index`` of ``variant`` with ISMCTS (``arm == "ismcts"``) or the heuristic agent
    in seat ``index % players``, heuristic agents elsewhere."""
    options = DUELS[variant]
    seed = game_seed(SEED, index)
    seat = index % options["players"]
    agent = ISMCTSAgent(seed=agent_seed(seed, seat), **ISMCTS_OPTIONS) if arm == "ismcts" else None
    started = time.perf_counter()
    game = duels.duel(variant, seed, seat, agent, **options)
    history = getattr(agent, "history", [])
    return {
        "variant": variant,
        "game": index,
        "seed": seed,
        "seat": seat,
        "arm": arm,
        "side": game.seat_side(seat),
        "won": int(game.result is not None and seat in game.result.winners),
        "decisions": len(history),
        "fallbacks": sum(1 for search in history if search.fallback),
        "seconds": round(time.perf_counter() - started, 3),
    }


def _duel_job(job: tuple[str, int, str]) -> dict[str, Any]:
    return duel(*job)


def _jobs(games: int | None, variants: list[str]) -> Iterator[tuple[str, int, str]]:
    for variant in variants:
        for index in range(games or ISMCTS_GAMES[variant]):
            for arm in ("ismcts", "heuristic"):
                yield variant, index, arm


def ismcts_table(
    games: int | None, workers: int, variants: list[str] | None = None
) -> tuple[pd.DataFrame, dict[str, Any]]:
    """One row per variant x game x arm (:func:`duel`), ``games`` games per variant
    (``None``: :data:`ISMCTS_GAMES`), on ``workers`` local processes (the rows do not
    depend on it). ``variants``: play only these again (after a change to their agents)
    and keep the other variants' rows of the table already written."""
    played = list(DUELS) if not variants else [v for v in DUELS if v in variants]
    jobs = list(_jobs(games, played))
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            rows = list(pool.map(_duel_job, jobs, chunksize=1))
    else:
        rows = [_duel_job(job) for job in jobs]
    table = pd.DataFrame(rows)
    path = DATA_DIR / "game_theory_ismcts.csv"
    kept = pd.read_csv(path) if variants and path.exists() else table.iloc[:0]
    kept = kept[~kept["variant"].isin(played)]
    made = path.with_suffix(".json")
    now = _commit()  # the commit the rows played now come from
    earlier = json.loads(made.read_text(encoding="utf-8")).get("rows_from", {}) if variants and made.exists() else {}
    table = pd.concat([kept, table]).sort_values("variant", key=lambda v: v.map(list(DUELS).index), kind="stable")
    attrs = {
        "variants": DUELS,
        "ismcts": ISMCTS_OPTIONS,
        "others": "heuristic agents (jinro_lab.variants.heuristic_agent)",
        "seat": "game i: seat i % players; the heuristic arm plays the same seed with the heuristic agent there",
        "seed": SEED,
        "games_per_variant": {v: int(n) // 2 for v, n in table["variant"].value_counts(sort=False).items()},
        "played_again": played,
        "rows_from": {v: now if v in played else earlier.get(v, "unknown") for v in DUELS},
    }
    return table.reset_index(drop=True), attrs


# ----- the seer's claim ---------------------------------------------------------------------------------
#: the notebook's six-player lesson: roles in seat order; the seer (seat 2) divines seat 1, the werewolf
CLAIM_ROLES = ["citizen", "werewolf", "seer", "citizen", "knight", "medium"]
CLAIM_ROLLOUTS = 400


def claims_table(rollouts: int) -> tuple[pd.DataFrame, dict[str, Any]]:
    """``advise`` for the seer of the lesson game (claims on, a werewolf found on night 0),
    ``rollouts`` per claim; the game's record goes into the attributes."""
    game = jl.new_game("mahou_toshi", roles=CLAIM_ROLES, seed=1, events=[], first_day_seer="free", claims=True)
    game.act(2, "divine seat 1")
    table = advise(game, 2, rollouts=rollouts, agents="heuristic", seed=3)
    attrs = {
        "variant": "mahou_toshi",
        "seat": 2,
        "record": game.record().to_json(),
        "advise": {"rollouts": rollouts, "agents": "heuristic", "seed": 3, "model": "random"},
        "worlds": table.attrs["worlds"],
        "exact": table.attrs["exact"],
        "interval": "Wilson score, 95%",
    }
    return table, attrs


# ----- writing ---------------------------------------------------------------------------------------------
TABLES: dict[str, tuple[str, Callable[[argparse.Namespace], tuple[pd.DataFrame, dict[str, Any]]]]] = {
    "seer": ("game_theory_seer.csv", lambda args: seer_table(args.games or SEER_GAMES)),
    "ismcts": ("game_theory_ismcts.csv", lambda args: ismcts_table(args.games, args.workers, args.variants)),
    "claims": ("game_theory_claims.csv", lambda args: claims_table(args.games or CLAIM_ROLLOUTS)),
}


def write(table: pd.DataFrame, attrs: dict[str, Any], path: Path) -> None:
    """``table`` as CSV at ``path`` and ``attrs`` as JSON beside it (``.json``)."""
    table.to_csv(path, index=False)
    path.with_suffix(".json").write_text(json.dumps(attrs, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(TABLES), action="append", help="the table(s) to write (default all)")
    parser.add_argument("--workers", type=int, default=1, help="local processes (the tables do not depend on it)")
    parser.add_argument(
        "--games", type=int, default=None, help="games per arm, or rollouts per claim (default: the table's own)"
    )
    parser.add_argument(
        "--variants", nargs="*", choices=sorted(DUELS), help="--only ismcts: play only these, keep the others' rows"
    )
    args = parser.parse_args()
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    for name in args.only or list(TABLES):
        started = time.perf_counter()
        file, make = TABLES[name]
        table, attrs = make(args)
        games = f" --games {args.games}" if args.games else ""
        if name == "ismcts" and args.variants:
            games += " --variants " + " ".join(args.variants)
        attrs.update(
            seconds=round(time.perf_counter() - started, 1),
            workers=args.workers,
            commit=_commit(),
            command=f".venv/bin/python scripts/game_theory_data.py --only {name}{games}",
        )
        path = DATA_DIR / file
        write(table, attrs, path)
        print(f"{path.relative_to(DATA_DIR.parent.parent)}: {len(table)} rows, {attrs['seconds']:.0f} s")


if __name__ == "__main__":
    main()
