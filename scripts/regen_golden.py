"""Write the golden playthroughs: tests/golden/<variant>_<seed>_<players>p.txt.

Each file is a readable account of one game between random agents with fixed seeds:
every decision taken and, after it, what each seat sees (its hand, the discards as
that seat sees them, the events it saw since the previous decision), plus a game
master line. ``tests/conformance/test_golden.py`` renders the same text in memory
and diffs it against the files, so any change in the rules, the events or what a
seat may see shows up as a readable diff. Only the public API is used.

The games and their summaries are each game's own, declared in its ``Conformance``
(``golden``: :class:`jinro_lab.testing.golden.Golden`); a registered game that declares
none has no golden file.

Run after an intended change: ``.venv/bin/python scripts/regen_golden.py``
"""

from __future__ import annotations

from pathlib import Path

from jinro_lab.core.registry import variants
from jinro_lab.testing import conformance
from jinro_lab.testing import golden as _golden
from jinro_lab.testing.golden import COMMAND

__all__ = ["COMMAND", "GAMES", "GOLDEN_DIR", "main", "path_for", "render"]

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "golden"

#: (variant, seed, players) of each golden game, as the games declare them
GAMES: tuple[tuple[str, int, int], ...] = tuple(
    (info.id, seed, players)
    for info in variants()
    for golden in [conformance(info.id).golden]
    if golden is not None
    for seed, players in golden.games
)


def path_for(variant: str, seed: int, players: int) -> Path:
    return GOLDEN_DIR / f"{variant}_{seed}_{players}p.txt"


def render(variant: str, seed: int, players: int) -> str:
    """The golden text of one game (:func:`jinro_lab.testing.golden.render`, with the game's summaries)."""
    golden = conformance(variant).golden
    assert golden is not None, f"{variant} declares no golden playthroughs"
    return _golden.render(variant, seed, players, golden)


def main() -> None:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for variant, seed, players in GAMES:
        path = path_for(variant, seed, players)
        path.write_text(render(variant, seed, players), encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
