"""docs/options.md is written from the games' declarations (scripts/options_doc.py) and up to date."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import jinro_lab as jl
from jinro_lab.core.registry import option_table

ROOT = Path(__file__).resolve().parents[1]


def test_the_options_page_is_up_to_date() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "options_doc.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_the_options_page_has_a_row_for_every_option_of_every_game() -> None:
    page = (ROOT / "docs" / "options.md").read_text(encoding="utf-8")
    for info in jl.core.registry.variants():
        assert f"(`{info.id}`)" in page
        for name in option_table(info.id).names:
            assert f"| `{name}` |" in page, (info.id, name)
