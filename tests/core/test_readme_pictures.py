"""The README's table pictures (``docs/pictures``) are what the kit draws now, byte for
byte: a change to how a table is laid out or written (the layout's search, the SVG's
numbers, issue 41's speed-ups) that moves one pixel or one character fails here. If the
change is intended, look at the pictures and regenerate them with
``python scripts/pictures.py``."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("readme_pictures", ROOT / "scripts" / "pictures.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


script = _load_script()


@pytest.mark.parametrize("variant", list(script.POSITIONS))
def test_the_readmes_pictures_are_drawn_byte_for_byte(variant: str) -> None:
    files, _, _ = script.pictures(variant)
    for name, svg in files.items():
        kept = (ROOT / "docs" / "pictures" / name).read_text(encoding="utf-8")
        assert str(svg) + "\n" == kept, f"{name} is not what scripts/pictures.py draws now"
