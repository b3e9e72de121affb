"""Docstring roles by their short name: ``:class:`InvalidSetup``` links to the kit's class.

The docstrings name the kit's objects as a reader of that module would
(``:func:`sample_worlds```, ``:class:`Stepper```); Sphinx looks such a name up only in
the current module and at the top level. This ``missing-reference`` handler then takes
the documented object whose dotted name ends with it, nearest the module the role is
in (then the shortest name); a name no object of the kit has (``NamedTuple``,
``pandas.DataFrame``: no intersphinx, the build is offline) stays plain code.
"""

from __future__ import annotations

from itertools import takewhile
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util.nodes import make_refnode


def shared(a: list[str], b: list[str]) -> int:
    """How many leading parts two dotted names have in common."""
    return sum(1 for _ in takewhile(lambda pair: pair[0] == pair[1], zip(a, b, strict=False)))


def resolve(app: Sphinx, env: BuildEnvironment, node: Any, contnode: nodes.Element) -> nodes.Element | None:
    """The link for a Python role Sphinx did not resolve, if one documented object fits its name."""
    if node.get("refdomain") != "py":
        return None
    target = node["reftarget"].lstrip("~.").removesuffix("()")
    objects = env.get_domain("py").objects  # type: ignore[attr-defined]
    names = [name for name in objects if name == target or name.endswith("." + target)]
    if not names:
        return None
    module = (node.get("py:module") or "").split(".")
    name = min(names, key=lambda n: (-shared(n.split("."), module), len(n), n))
    entry = objects[name]
    return make_refnode(app.builder, node["refdoc"], entry.docname, entry.node_id, contnode, name)


def setup(app: Sphinx) -> dict[str, bool]:
    """The Sphinx extension: the handler, safe for parallel reading."""
    app.connect("missing-reference", resolve)
    return {"parallel_read_safe": True}
