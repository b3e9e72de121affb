"""Games found, not listed (issue 40, item 3): the kit's own game packages are found by
looking in ``jinro_lab/variants``, and a game of another installed distribution
registers through the entry-point group ``jinro_lab.games``."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Iterator
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.core import registry
from jinro_lab.core.registry import (
    DISABLE_PLUGINS,
    ENTRY_POINTS,
    PluginWarning,
    load_plugins,
    lookup,
    unregister,
    variants,
)

PACKAGE = Path(jl.__file__).parent / "variants"


def test_every_game_folder_registers_without_a_list() -> None:
    """Each package folder of ``jinro_lab/variants`` is a registered game, and the
    package's ``__init__`` names none of them. (Not in name order here: a test may
    register a game again, which puts it last.)"""
    folders = sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists())
    own = sorted(v.id for v in variants() if v.game.startswith("jinro_lab.variants."))
    assert own == folders
    source = (PACKAGE / "__init__.py").read_text(encoding="utf-8")
    assert not any(f"import {name}" in source or f" {name}," in source for name in folders)


def distribution(root: Path, name: str, points: str, modules: dict[str, str]) -> None:
    """A made-up installed distribution in ``root``: its metadata, its entry points
    (``points``, entry_points.txt's text) and its modules."""
    info = root / f"{name}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text(textwrap.dedent(points))
    for module, text in modules.items():
        (root / f"{module}.py").write_text(textwrap.dedent(text))


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on sys.path for made-up distributions; the registry asked afresh and
    left as it was."""
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv(DISABLE_PLUGINS)  # the suite's conftest keeps real plug-ins out; these tests load
    before = {v.id for v in variants()}
    monkeypatch.setattr(registry, "_plugins_loaded", False)
    yield tmp_path
    for info in variants():
        if info.id not in before:
            unregister(info.id)
    for module in ("plugin_game", "plugin_info", "plugin_broken"):
        sys.modules.pop(module, None)


#: the made-up distributions these tests install
MADE_UP = {"jinro_plugins", "jinro_late", "jinro_broken"}


def made_up(loaded: tuple[str, ...]) -> tuple[str, ...]:
    """The entry points among ``loaded`` that these tests installed (a plug-in installed in
    the environment, such as examples/one_night, loads beside them)."""
    ours = {p.name for p in entry_points(group=ENTRY_POINTS) if p.dist is not None and p.dist.name in MADE_UP}
    return tuple(name for name in loaded if name in ours)


# a registration of a registered game's rules under another name: a game whose package is elsewhere
GAME = f"""
    from dataclasses import replace
    from jinro_lab.core.registry import lookup, register
    INFO = replace(lookup({a_game()!r}), id="{{id}}", title_ja="{{title}}")
    {{register}}
"""


def test_a_plugin_registers_by_module_or_by_its_info(installed: Path) -> None:
    points = f"""
        [{ENTRY_POINTS}]
        by_module = plugin_game
        by_info = plugin_info:INFO
    """
    distribution(
        installed,
        "jinro_plugins",
        points,
        {
            "plugin_game": GAME.format(id="plugin_a", title="差し込みA", register="register(INFO)"),
            "plugin_info": GAME.format(id="plugin_b", title="差し込みB", register=""),
        },
    )
    assert set(made_up(load_plugins())) == {"by_module", "by_info"}
    assert lookup("plugin_a").title_ja == "差し込みA" and lookup("差し込みB").id == "plugin_b"
    assert {"plugin_a", "plugin_b"} <= set(jl.VARIANTS) and load_plugins() == ()


def test_the_registry_looks_for_plugins_when_first_asked(installed: Path) -> None:
    """Not on import: a name the registry does not know makes it look (once)."""
    points = f"[{ENTRY_POINTS}]\nlate = plugin_game\n"
    distribution(
        installed,
        "jinro_late",
        points,
        {"plugin_game": GAME.format(id="plugin_c", title="差し込みC", register="register(INFO)")},
    )
    assert lookup("plugin_c").id == "plugin_c" and registry._plugins_loaded


def test_a_broken_plugin_is_left_out_with_a_warning(installed: Path) -> None:
    points = f"""
        [{ENTRY_POINTS}]
        missing = no_such_module_here
        wrong = plugin_broken:NOT_A_GAME
        fine = plugin_game
    """
    distribution(
        installed,
        "jinro_broken",
        points,
        {
            "plugin_broken": "NOT_A_GAME = 42\n",
            "plugin_game": GAME.format(id="plugin_d", title="差し込みD", register="register(INFO)"),
        },
    )
    with pytest.warns(PluginWarning) as caught:
        assert made_up(load_plugins()) == ("fine",)
    said = " ".join(str(w.message) for w in caught)
    assert "missing = 'no_such_module_here' of jinro_broken" in said and "No module named" in said
    assert "wrong = 'plugin_broken:NOT_A_GAME'" in said and "name a module or a VariantInfo" in said
    assert lookup("plugin_d").id == "plugin_d"


def test_no_plugin_loads_while_they_are_disabled(installed: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``JINRO_LAB_DISABLE_PLUGINS=1``: the kit's own games only (its test suite sets it)."""
    distribution(
        installed,
        "jinro_late",
        f"[{ENTRY_POINTS}]\nlate = plugin_game\n",
        {"plugin_game": GAME.format(id="plugin_e", title="差し込みE", register="register(INFO)")},
    )
    monkeypatch.setenv(DISABLE_PLUGINS, "1")
    assert load_plugins() == ()
    with pytest.raises(jl.InvalidSetup, match="plugin_e"):
        lookup("plugin_e")
