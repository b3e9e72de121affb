"""No module of the kit imports another module's private names (issue 40, item 5): a
helper two modules share is public in one of them, named for what it does."""

from __future__ import annotations

import ast
from pathlib import Path

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
