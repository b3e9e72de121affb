"""Packaging hook (the metadata is in pyproject.toml): the wheel carries the tutorials.

``build_py`` copies ``notebooks/`` (the tutorials, their Japanese editions and their
saved data, as ``PATTERNS`` in jinro_lab/tutorials.py lists them) into the built package as
``jinro_lab/_tutorials/``, where ``jinro_lab.tutorials`` finds them. An editable install
reads ``notebooks/`` itself, so nothing is copied then.
"""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _patterns() -> tuple[str, ...]:
    """``PATTERNS`` of jinro_lab/tutorials.py, read from its source (one list of the shipped files)."""
    tree = ast.parse((HERE / "jinro_lab" / "tutorials.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "PATTERNS" for t in node.targets):
            return tuple(ast.literal_eval(node.value))
    raise RuntimeError("jinro_lab/tutorials.py defines no PATTERNS")


class BuildWithTutorials(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        source, target = HERE / "notebooks", Path(self.build_lib) / "jinro_lab" / "_tutorials"
        for pattern in _patterns():
            for path in sorted(source.glob(pattern)):
                if path.is_file():
                    dest = target / path.relative_to(source)
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(path, dest)


setup(cmdclass={"build_py": BuildWithTutorials})
