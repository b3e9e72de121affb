"""The event-card tools moved into 魔法都市の人狼's folder (issue 20): their old names
(``NAMED_OUTSIDE`` in ``kit.py``) are the moved modules themselves."""

from __future__ import annotations

import importlib

import pytest


@pytest.mark.parametrize(
    ("old", "tool"),
    [
        ("jinro_lab.analysis.explorer", "explorer"),
        ("jinro_lab.analysis.effect_plots", "effect_plots"),
        ("jinro_lab.widgets.explorer", "widget"),
    ],
)
def test_the_old_names_of_the_event_card_tools_are_the_moved_modules(old: str, tool: str):
    assert importlib.import_module(old) is importlib.import_module(f"jinro_lab.variants.mahou_toshi.tools.{tool}")
