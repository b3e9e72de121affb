"""No module of the kit imports another module's private names (issue 40, item 5): a
helper two modules share is public in one of them, named for what it does."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from games import each_games_own

import jinro_lab

PACKAGE = Path(jinro_lab.__file__).parent

#: private names a module may import from another, each with its reason (none today)
ALLOWED: dict[tuple[str, str], str] = {}


def private_imports(path: Path) -> list[tuple[str, str]]:
    """The private names (``_x``, not ``__x__``) ``path`` imports from the kit's modules, with the module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").startswith("jinro_lab")):
            found += [
                ("." * node.level + (node.module or ""), alias.name)
                for alias in node.names
                if alias.name.startswith("_") and not alias.name.endswith("__")
            ]
    return found


def test_no_module_imports_another_modules_private_names() -> None:
    problems = [
        f"{path.relative_to(PACKAGE.parent)}: from {module} import {name}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for module, name in private_imports(path)
        if (str(path.relative_to(PACKAGE.parent)), name) not in ALLOWED
    ]
    assert not problems, "\n".join(problems)


def test_the_check_finds_a_private_import(tmp_path: Path) -> None:
    """The scan itself: a relative and an absolute import of a private name are found,
    an alias that makes a public name private is not."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from .figures import _axes, root\nfrom jinro_lab.core import _x\nfrom .graphs import latest as _latest\n",
        encoding="utf-8",
    )
    assert private_imports(probe) == [(".figures", "_axes"), ("jinro_lab.core", "_x")]


# ----- private members read on other objects (issue 40, item 5) ------------------------------------------

#: the members of a named tuple (its public API, whose names begin with an underscore)
NAMED_TUPLE = frozenset({"_replace", "_fields", "_asdict", "_make", "_field_defaults"})

#: (module, access) -> why the module reads another object's private member (the access as
#: written: ``obj._name``, or ``getattr(obj, '_name')``)
ALLOWED_MEMBERS: dict[tuple[str, str], str] = {
    ("jinro_lab/widgets/player.py", "w._dom_classes"): "ipywidgets has no public read of a widget's CSS classes "
    "(its _dom_classes trait, which add_class and remove_class change); with_class reads it for both widgets",
    ("jinro_lab/widgets/common.py", "current._trait_values"): "traitlets has no public read of the traits a widget "
    "holds now: trait_values() would make every default (a layout, a style) that close_tree must not create",
    ("jinro_lab/analysis/simulate.py", "getattr(workers, '_max_workers')"): "concurrent.futures keeps a pool's "
    "max_workers private; pool_slots reads it for simulate and the event-card explorer",
}
#: and each game's own (``PRIVATE_MEMBERS`` in ``tests/variants/<game>/kit.py``: a module
#: under its folder), so that this check names no game
ALLOWED_MEMBERS |= {
    (f"jinro_lab/variants/{game}/{module}", access): why
    for game, own in each_games_own("PRIVATE_MEMBERS").items()
    for (module, access), why in own.items()
}


def _is_private(name: str) -> bool:
    """A private member's name: one leading underscore, not a named tuple's API or
    IPython's display hooks (``_repr_svg_``, ``_ipython_display_``)."""
    return (
        name.startswith("_")
        and not name.startswith("__")
        and name not in NAMED_TUPLE
        and not (name.startswith(("_repr_", "_ipython_")) and name.endswith("_"))
    )


def _own_members(tree: ast.AST) -> set[str]:
    """The names the module's own classes define: methods, class attributes and
    attributes set on an instance; the module may read them on any object."""
    own: set[str] = set()
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for node in ast.walk(cls):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                own.add(node.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                own.add(node.attr)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                own.add(node.id)
    return own


def foreign_members(source: str) -> list[tuple[int, str]]:
    """(line, access) for each private member the code reads, sets or deletes on an
    object other than ``self``, ``cls`` or ``super()`` (``obj._name``, or
    ``getattr(obj, "_name")`` and its kin) that no class of the same module defines."""
    tree = ast.parse(source)
    own = _own_members(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            owner, name, access = node.value, node.attr, f"{ast.unparse(node.value)}.{node.attr}"
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr", "delattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
        ):
            owner, name = node.args[0], node.args[1].value
            access = f"{node.func.id}({ast.unparse(owner)}, {name!r})"
        else:
            continue
        mine = isinstance(owner, ast.Name) and owner.id in ("self", "cls")
        mine = mine or (isinstance(owner, ast.Call) and ast.unparse(owner.func) == "super")
        if _is_private(name) and not mine and name not in own:
            found.append((node.lineno, access))
    return found


@cache
def _all_foreign_members() -> dict[tuple[str, str], list[int]]:
    found: dict[tuple[str, str], list[int]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = str(path.relative_to(PACKAGE.parent))
        for line, access in foreign_members(path.read_text(encoding="utf-8")):
            found.setdefault((rel, access), []).append(line)
    return found


def test_no_module_reads_another_objects_private_members() -> None:
    problems = [
        f"{rel}:{lines[0]}: {access}"
        for (rel, access), lines in _all_foreign_members().items()
        if (rel, access) not in ALLOWED_MEMBERS
    ]
    assert not problems, "give the member a public name, or list it with its reason:\n" + "\n".join(problems)


def test_every_allowed_private_member_is_still_read() -> None:
    assert set(ALLOWED_MEMBERS) <= set(_all_foreign_members()), sorted(
        set(ALLOWED_MEMBERS) - set(_all_foreign_members())
    )


def test_the_check_finds_a_private_member_of_another_object() -> None:
    probe = (
        "class Own:\n"
        "    def run(self, other):\n"
        "        self._x = other._x + other._y\n"
        "        super()._z()\n"
        "        return getattr(other, '_w'), other._replace(a=1), other._repr_svg_()\n"
    )
    assert foreign_members(probe) == [(3, "other._y"), (5, "getattr(other, '_w')")]
