"""The Japanese editions of the tutorials (``notebooks/ja/``) in a real JupyterLab in
Chromium, as saved: ``test_notebooks.py``'s checks of the saved state (the trust
``scripts/setup.sh`` gave them, the saved widgets on the public table, no answer or
hidden test on the screen, every output's fit and text size at 1280×720 in projector
mode, the reveal folded, tofu, the screenshots ``ja-<lesson>-…``). nbval runs them
and compares every code cell's outputs with the committed ones (their code cells are
the English lessons' but for ``LANG`` and translated comments and strings, and their
cells' ids and metadata are the same: ``tests/test_lessons.py``), so Run All in the
browser, with its after-run checks, is done on the English lessons and on
``ja/01_nemuranai.ipynb``, whose first Stepper and PlayerSeat are clicked through too
(a saved widget needs the kernel to step). This keeps CI's time
within bounds (a lesson's Run All in JupyterLab takes 50-120 s on 2 cores, under nbval
about 20 s).

A file of their own: with ``--dist loadfile`` (pyproject.toml) pytest-xdist runs a
file on one worker, so the English lessons and the Japanese editions run side by side
rather than one after the other (each worker has its own JupyterLab).
"""

from __future__ import annotations

from typing import Any

import pytest

from . import test_notebooks as english
from .conftest import Lab, notebook_names

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("name", notebook_names("ja"))
def test_notebook(page: Any, lab: Lab, name: str) -> None:
    first = name == english.JAPANESE_LESSON
    english.test_notebook(page, lab, name, widgets=first, run=first)
