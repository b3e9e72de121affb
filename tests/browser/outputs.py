"""nbval's check of a notebook's outputs, done on the copy JupyterLab ran and saved.

The notebooks the browser suite opens are executed once, there (Run All in
``test_notebooks.py``), and saved by JupyterLab; each code cell's outputs in that
saved copy are then compared with the committed ones by nbval's own code: its cell
collection (the markers ``# NBVAL_IGNORE_OUTPUT``, ``# NBVAL_SKIP``,
``# NBVAL_RAISES_EXCEPTION`` and their tags), its stream coalescing, its sanitising
(``--nbval-sanitize-with``) and its comparison (``IPyNbCell.compare_outputs``: the
same fields skipped, e.g. PNG bytes and widget model ids). What nbval would do after
reading the kernel's messages is done here after reading the saved cell's outputs.

So that these notebooks do not run under nbval too, ``tests/conftest.py`` deselects
their nbval items when these comparisons are selected and the browser can run.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbval.plugin import IPyNbCell, IPyNbFile, coalesce_streams

from .conftest import EXECUTED, NOTEBOOKS


def code_cell_count(name: str) -> int:
    """How many code cells the committed notebook ``notebooks/<name>`` has (nbval's items)."""
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    return sum(1 for cell in nb["cells"] if cell["cell_type"] == "code")


def executed_copy(name: str) -> Path:
    return EXECUTED / name


def nbval_cells(session: pytest.Session, name: str) -> list[IPyNbCell]:
    """nbval's items for the committed notebook (one per code cell, with its options),
    their collector's sanitising patterns loaded."""
    notebook = IPyNbFile.from_parent(session, path=NOTEBOOKS / name)
    cells = [item for item in notebook.collect() if isinstance(item, IPyNbCell)]
    notebook.setup_sanitize_files()
    return cells


def check_cell(session: pytest.Session, name: str, index: int) -> None:
    """nbval's check of code cell ``index`` of ``notebooks/<name>``, on the copy the browser ran."""
    saved = executed_copy(name)
    if not saved.exists():
        pytest.fail(
            f"{name} was not run in the browser in this session (test_notebook[{name}] did not run, "
            f"or failed before Run All finished and the notebook was saved): no {saved}",
            pytrace=False,
        )
    item = nbval_cells(session, name)[index]
    ran = [cell for cell in nbformat.read(saved, as_version=4).cells if cell.cell_type == "code"]
    if len(ran) != code_cell_count(name) or ran[index].source != item.cell.source:
        pytest.fail(f"{name}: the saved copy {saved} is not the committed notebook run (cell {index})", pytrace=False)
    if item.options["skip"]:
        pytest.skip(f"{name} cell {index}: NBVAL_SKIP")
    fail(item, *compare(item, ran[index].outputs))


def compare(item: IPyNbCell, outputs: list[Any]) -> tuple[str, str]:
    """What nbval's ``IPyNbCell.runtest`` finds wrong with ``outputs`` (the cell's run),
    as (message, details); ("", "") if nothing."""
    outs = copy.deepcopy(list(outputs))
    errors = [out for out in outs if out.output_type == "error"]
    if errors and not item.options["check_exception"]:
        return "Cell execution caused an exception", "\n" + "\n".join(errors[0].get("traceback", []))
    outs = coalesce_streams(outs)
    unrun = item.cell.execution_count is None
    if unrun and item.cell.outputs:
        return "Unrun reference cell has outputs", ""
    reference = coalesce_streams(copy.deepcopy(item.cell.outputs))
    if item.options["check"] and not unrun and not item.compare_outputs(outs, reference):
        return "Cell outputs differ", "\n".join(item.comparison_traceback)
    return "", ""


def fail(item: IPyNbCell, message: str, details: str) -> None:
    """Fail as nbval reports a cell (its ``repr_failure``), if there is a ``message``."""
    if message:
        pytest.fail(f"Cell {item.cell_num}: {message}\n\nInput:\n{item.cell.source}\n{details}", pytrace=False)
