"""Write the README's table pictures: docs/pictures/<game>_public.svg (what the
table sees) and <game>_seat.svg (one seat's view), in Japanese and English, for a
seeded mid-game position of each game that shows its point: ballots cast and a
seat out (人狼は眠らない), seats held and the race (政治家人狼), tonight's rooms
and the dead (LotRO), an event card drawn and a rule change in force (魔法都市).

Each position is the first decision, in seeded random games, that meets its
game's test below; the script prints which (seed, step) it took.
Run: ``python scripts/pictures.py [--out docs/pictures]``.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.engine import Game
from jinro_lab.core.events import Ballot, RuleChanged
from jinro_lab.variants import renderer


def _ballots(view: Any) -> bool:
    return any(type(e) is Ballot for e in view.events[-12:])


def _nemuranai(game: Game) -> bool:
    v = game.view(jl.PUBLIC)
    return _ballots(v) and not all(v.alive) and sum(len(d) for d in v.discards) >= 5


def _seijika(game: Game) -> bool:
    v = game.view(jl.PUBLIC)
    return len(v.elected) >= 2 and _ballots(v)


def _lotro(game: Game) -> bool:
    v = game.view(jl.PUBLIC)
    return bool(v.rooms) and not all(v.alive) and _ballots(v) and game.phase.startswith("night")


def _mahou(game: Game) -> bool:
    v = game.view(jl.PUBLIC)
    drawn = any(type(e).__name__ == "EventDrawn" for e in v.events)
    ruled = any(type(e) is RuleChanged and e.active for e in v.events[-20:])
    return drawn and ruled and _ballots(v) and not all(v.alive)


#: per game: its table size, the seat whose view is drawn, and the test of a position
POSITIONS: dict[str, tuple[int, int, Callable[[Game], bool]]] = {
    "nemuranai": (4, 1, _nemuranai),
    "seijika": (9, 2, _seijika),
    "lotro": (12, 3, _lotro),
    "mahou_toshi": (12, 4, _mahou),
}


def position(variant: str) -> tuple[Game, int, int]:
    players, _, test = POSITIONS[variant]
    for seed in range(200):
        game = jl.new_game(variant, players=players, seed=seed)
        agents = [RandomAgent(seed * 16 + s) for s in range(players)]
        step = 0
        while not game.over:
            if test(game):
                return game, seed, step
            seat = game.to_act()[0]
            game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
            step += 1
    raise SystemExit(f"no position found for {variant}")


def pictures(variant: str) -> tuple[dict[str, Any], int, int]:
    """The game's pictures by file name (the public's and its seat's, in Japanese and
    English), and the seed and step of their position."""
    seat = POSITIONS[variant][1]
    game, seed, step = position(variant)
    draw = renderer(variant).table_svg
    files = {
        f"{variant}_public.svg": draw(game.view(jl.PUBLIC), "ja"),
        f"{variant}_public_en.svg": draw(game.view(jl.PUBLIC), "en"),
        f"{variant}_seat.svg": draw(game.view(seat), "ja"),
        f"{variant}_seat_en.svg": draw(game.view(seat), "en"),
    }
    return files, seed, step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="docs/pictures", help="the folder to write to")
    out = Path(parser.parse_args().out)
    out.mkdir(parents=True, exist_ok=True)
    for variant, (_, seat, _) in POSITIONS.items():
        files, seed, step = pictures(variant)
        for name, svg in files.items():
            assert not svg.overlaps() and not svg.crossings(), name
            (out / name).write_text(str(svg) + "\n", encoding="utf-8")
        print(f"{variant}: seed {seed}, step {step}, seat {seat}: " + ", ".join(files))


if __name__ == "__main__":
    main()
