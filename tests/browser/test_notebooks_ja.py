"""The Japanese editions of the tutorials (``notebooks/ja/``) in a real JupyterLab in
Chromium: ``test_notebooks.py``'s tests (the saved widgets, Run All, what a projector
shows, every output's fit at 1280×720, the Stepper and the PlayerSeat, tofu, the
screenshots ``ja-<lesson>-…``), and nbval's comparison of each code cell's outputs.
The first Stepper and PlayerSeat are clicked through in ``ja/01_nemuranai.ipynb`` only
(the same widgets as the English lessons', their text in Japanese: every other edition
is checked for tofu and its widgets' fit, not played through), to keep CI's time short.

A file of their own: with ``--dist loadfile`` (pyproject.toml) pytest-xdist runs a
file on one worker, so the English lessons and the Japanese editions run side by side
rather than one after the other (each worker has its own JupyterLab).
"""

from __future__ import annotations

from typing import Any

import pytest

from . import test_notebooks as english
from .conftest import Lab, notebook_names
from .outputs import check_cell, code_cell_count

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("name", notebook_names("ja"))
def test_notebook(page: Any, lab: Lab, name: str) -> None:
    english.test_notebook(page, lab, name, widgets=name == english.JAPANESE_LESSON)


@pytest.mark.parametrize(
    "name,cell", [(name, i) for name in notebook_names("ja") for i in range(code_cell_count(name))], ids=str
)
def test_outputs(request: pytest.FixtureRequest, name: str, cell: int) -> None:
    """nbval's check of each code cell (``notebooks/<name>::Cell <cell>``), on the copy
    ``test_notebook`` ran and saved."""
    check_cell(request.session, name, cell)
