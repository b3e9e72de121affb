"""The core imports one way (issue 40, item 5): no module of ``jinro_lab.core`` imports,
even at first use inside a function, a module that imports it back; the engine and
what it is built on ask the registry of games through ``core.games`` rather than
import it. The imports are read by grimp, as ``lint-imports`` reads them (its
``pyproject.toml`` contract keeps the engine from importing the registry, replay,
the pictures and the display); imports made for type checkers only may form the
cycles listed in :data:`TYPING_CYCLES`, each with its reason."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping
from functools import cache
from types import ModuleType, SimpleNamespace
from typing import Any

import grimp
import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.core import games, registry
from jinro_lab.core.errors import InvalidArgument

#: cycles of the core's modules made by imports for type checkers only, with their reason
TYPING_CYCLES = {
    frozenset({"authoring", "chance"}): "the rule-author protocol (RuleHost) holds a chance script, "
    "and the chance helpers and hooks take the RuleHost",
}


@cache
def core_imports(typing_too: bool) -> dict[str, set[str]]:
    """Each module of the core -> the core modules it imports (inside functions too;
    the imports under ``if TYPE_CHECKING`` if ``typing_too``), by their short names
    (read once per session: do not change it)."""
    graph = grimp.build_graph("jinro_lab", exclude_type_checking_imports=not typing_too, cache_dir=None)
    core = sorted(m for m in graph.modules if m.startswith("jinro_lab.core."))
    return {
        m.rsplit(".", 1)[1]: {t.rsplit(".", 1)[1] for t in graph.find_modules_directly_imported_by(m) if t in core}
        for m in core
    }


def cycles(imports: Mapping[str, set[str]]) -> list[frozenset[str]]:
    """The groups of modules that import one another round a cycle (the strongly
    connected components of more than one module, Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in imports.get(module, ()):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(frozenset(group))

    for module in sorted(imports):
        if module not in index:
            visit(module)
    return found


def test_the_core_has_no_import_cycle() -> None:
    assert cycles(core_imports(typing_too=False)) == []


def test_imports_for_type_checkers_form_only_the_listed_cycles() -> None:
    assert set(cycles(core_imports(typing_too=True))) == set(TYPING_CYCLES)


def test_the_cycle_finder_finds_a_cycle() -> None:
    found = cycles({"engine": {"registry", "events"}, "registry": {"engine"}, "events": set()})
    assert found == [frozenset({"engine", "registry"})]


def test_the_engine_imports_neither_the_registry_nor_the_display() -> None:
    reached: set[str] = set()
    todo = ["engine"]
    imports = core_imports(typing_too=True)
    while todo:
        for other in imports[todo.pop()] - reached:
            reached.add(other)
            todo.append(other)
    assert not reached & {"registry", "record", "display", "picture", "render", "hidden", "contract"}, sorted(reached)


def test_the_engine_asks_the_registry_it_is_given() -> None:
    """A test may answer for the registry (``core.games.provide``): the engine draws
    a game's picture with the renderer that registry gives."""
    drawn: list[Any] = []

    def table_svg(view: Any, lang: str, **kw: Any) -> str:
        drawn.append((view.seat, lang, kw["acting"]))
        return "drawn"

    renderer = ModuleType("stand_in_renderer")
    renderer.table_svg = table_svg  # type: ignore[attr-defined]
    stand_in = SimpleNamespace(**{name: getattr(registry, name) for name in games.QUESTIONS})
    stand_in.renderer = lambda variant: renderer
    game = jl.new_game(a_game(players=4), players=4, seed=7)
    games.provide(stand_in)  # type: ignore[arg-type]
    try:
        assert game.picture(0, "ja") == "drawn"
    finally:
        games.provide(registry)
    assert drawn == [(0, "ja", game.acting(0))]
    assert game.picture() != "drawn"


def test_a_registry_lacking_a_question_is_refused() -> None:
    with pytest.raises(InvalidArgument, match="renderer"):
        games.provide(SimpleNamespace(lookup=registry.lookup))  # type: ignore[arg-type]
    assert games.registry() is registry


def test_the_shared_events_read_as_their_texts_write_them_in_a_fresh_interpreter() -> None:
    """``core.texts`` sets the shared events' ``str()`` (the events import no text):
    importing only the events, as an unpickling worker does, reads them already."""
    code = "from jinro_lab.core.events import Ballot; print(Ballot(1, 2, 2, 1, 'day 1', 0))"
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert shown.strip() == "seat 1 votes for seat 2 (x2)"
