"""Golden playthroughs: fixed games of random agents, rendered as readable text
(every decision and what each seat sees after it), must match tests/golden/.

A difference means the rules, the events or what a seat may see changed. If the
change is intended, read the diff and regenerate the files with
``.venv/bin/python scripts/regen_golden.py``.
"""

from __future__ import annotations

import difflib
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "regen_golden.py"


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regen_golden", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


regen = _load_script()


@pytest.mark.parametrize(("variant", "seed", "players"), regen.GAMES, ids=lambda x: str(x))
def test_playthrough_matches_its_golden_file(variant: str, seed: int, players: int) -> None:
    path = regen.path_for(variant, seed, players)
    assert path.exists(), f"{path} is missing: run {regen.COMMAND}"
    expected = path.read_text(encoding="utf-8")
    actual = regen.render(variant, seed, players)
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                actual.splitlines(keepends=True),
                fromfile=f"{path.name} (golden)",
                tofile=f"{path.name} (this code)",
            )
        )
        pytest.fail(
            f"the playthrough differs from {path}:\n{diff}\n"
            f"If this change is intended, regenerate the golden files with: {regen.COMMAND}",
            pytrace=False,
        )


def test_golden_directory_holds_exactly_the_listed_games() -> None:
    """No stale golden file is left behind when a game's list of golden games changes."""
    listed = {regen.path_for(*game).name for game in regen.GAMES}
    on_disk = {p.name for p in regen.GOLDEN_DIR.glob("*.txt")}
    assert on_disk == listed, f"regenerate with {regen.COMMAND} and delete files no longer listed"
