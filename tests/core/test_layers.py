"""One registration per game (issue 20, item 4): outside a game's folder, nothing names
the game in code. No table keyed by a variant id, no test of ``variant == "<id>"`` and
no import of the game's modules, but for a short list of exceptions, each with its
reason. Whatever the kit needs of a game (its hidden model, action list, graphs and
their drawings, roles ...) it reads from the game's registration (``VariantInfo``).

The import layers themselves are checked by ``lint-imports`` (``pyproject.toml``);
this test checks what import-linter cannot see: names in strings."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from games import GAMES, each_games_own

import jinro_lab as jl
from jinro_lab.core.registry import variants

PACKAGE = Path(jl.__file__).parent
IDS = frozenset(jl.VARIANTS)

#: (module, variant) -> why the module names the game outside its folder: each game's own
#: list (``NAMED_OUTSIDE`` in ``tests/variants/<game>/kit.py``)
ALLOWED = {(module, game): why for game, own in each_games_own("NAMED_OUTSIDE").items() for module, why in own.items()}


def _outside_modules() -> list[Path]:
    """Every module of the package but those in a game's own folder."""
    games = [PACKAGE / "variants" / v for v in IDS]
    return [p for p in sorted(PACKAGE.rglob("*.py")) if not any(p.is_relative_to(g) for g in games)]


def _named_variants(tree: ast.AST) -> list[tuple[int, str, str]]:
    """(line, variant, how) for each place the code names a game: a dict key, a
    comparison, a membership test or an import of the game's modules."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            found += [(k.lineno, k.value, "a table key") for k in node.keys if _is_id(k)]
        elif isinstance(node, ast.Compare):
            found += [(c.lineno, c.value, "a comparison") for c in [node.left, *node.comparators] if _is_id(c)]
        elif isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            found += [(node.lineno, p, "an import") for p in parts if p in IDS and "variants" in parts]
    return found


def _is_id(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value in IDS


def test_no_module_outside_a_game_names_it_but_the_listed_exceptions():
    named = []
    for path in _outside_modules():
        rel = path.relative_to(PACKAGE).as_posix()
        for line, variant, how in _named_variants(ast.parse(path.read_text(encoding="utf-8"))):
            if (rel, variant) not in ALLOWED:
                named.append(f"{rel}:{line} names {variant!r} as {how}")
    assert not named, "register it with the game instead (VariantInfo):\n" + "\n".join(named)


def test_every_exception_is_still_needed():
    """An exception no longer used is dropped from the list."""
    used = set()
    for path in _outside_modules():
        rel = path.relative_to(PACKAGE).as_posix()
        used |= {(rel, v) for _, v, _ in _named_variants(ast.parse(path.read_text(encoding="utf-8")))}
    assert set(ALLOWED) <= used, sorted(set(ALLOWED) - used)


@pytest.mark.parametrize(
    ("probe", "how"),
    [
        (f"SETS = {{{GAMES[0]!r}: 1}}", "a table key"),
        (f"ok = variant == {GAMES[-1]!r}", "a comparison"),
        (f"from ..variants.{GAMES[0]}.cards import DECK", "an import"),
    ],
)
def test_the_check_sees_a_game_named_in_code(probe: str, how: str):
    assert [h for _, _, h in _named_variants(ast.parse(probe))] == [how]


def test_every_games_rules_file_keeps_to_650_lines():
    """Issue 20: a game's ``game.py`` keeps its flow; its state and toolbox live beside it."""
    sizes = {p.parent.name: len(p.read_text(encoding="utf-8").splitlines()) for p in PACKAGE.glob("variants/*/game.py")}
    assert len(sizes) == len(variants()) and max(sizes.values()) <= 650, sizes


def test_the_contracts_name_no_game():
    """A new game's folder needs no change to the import contracts (docs/new_game.md)."""
    contracts = (PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8").split("[tool.importlinter]")[1]
    rules = [line for line in contracts.splitlines() if "->" in line or "source_modules" in line]
    named = [line for line in rules if any(f"variants.{v.id}" in line for v in variants())]
    assert named == [line for lines in each_games_own("CONTRACTS").values() for line in lines], (
        "only the old names kept as aliases may name a game (each game's CONTRACTS)"
    )
