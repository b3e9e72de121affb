"""The checks of what a projector shows (``check_hidden_answers``, ``check_public_views``,
``check_reveal`` in ``test_notebooks.py``; issue 36, items 1 and 4), on a small notebook made
here, in a real JupyterLab: they pass an exercise saved as docs/lessons.md says (its answer
cell folded with its outputs hidden, printing nothing; its check cell folded, showing a
feedback box whose reason is folded), and they find what the lessons must not show:

* an answer cell that prints, saved with only its code folded (as the lessons were): its
  output is on the screen, and its check cell's hidden tests too;
* an answer cell that prints, saved with its outputs hidden as well: hidden when the
  notebook opens, but JupyterLab shows a cell's outputs again when it runs it
  (``CodeCell.execute`` sets ``outputHidden = false``) and saves it without the flag: after
  Run All the answer is on the screen. So an answer cell must print nothing;
* a Stepper and a PlayerSeat opened on a seat's view.

Screenshots of the exercises at 1280×720: ``artifacts/projected-answers-exercise-saved.png``
(as opened) and ``-exercise-run.png`` (after Run All).
"""

from __future__ import annotations

import json
import re
from typing import Any

import nbformat
import pytest
from games import a_small_game, players_near

from .conftest import Lab
from .test_notebooks import (
    check_hidden_answers,
    check_public_views,
    check_reveal,
    exercise_shot,
    open_notebook,
    projector,
    run_all,
)

pytestmark = pytest.mark.browser

NAME = "projected_answers.ipynb"
#: the game of the notebook's widgets: a small one (whose seats hold what the table must not see)
GAME = a_small_game()
#: each exercise's answer
RIGHT = {1: 11, 2: 10, 3: 10}
#: the kit's feedback box as docs/lessons.md has it: right or a hint, a headline, the reason folded
CHECK = """from IPython.display import HTML, display
RIGHT = {1: 11, 2: 10, 3: 10}

def check(n, answer):
    right = answer == RIGHT[n]
    kind, headline = ("right", "Right.") if right else ("hint", "Not yet: did you count the ruins card?")
    display(HTML(
        f'<div class="jl-check jl-check-{kind}"><b>{headline}</b>'
        f'<details class="jl-check-why"><summary>Why?</summary>16 cards - 3 hands - 1 ruins - 1 drawn</details></div>'
    ))"""
BOX = (
    '<div class="jl-check jl-check-right"><b>Right.</b><details class="jl-check-why"><summary>Why?</summary>'
    "16 cards - 3 hands - 1 ruins - 1 drawn</details></div>"
)
SOLUTION = "### BEGIN SOLUTION\n{}\n### END SOLUTION"
TESTS = "### BEGIN HIDDEN TESTS\nassert answer_{} == {}  # the working: 16 - 3 - 1 - 1\n### END HIDDEN TESTS"
HIDDEN = {"source_hidden": True, "outputs_hidden": True}


def exercise(
    n: int, answer: str, check: str, *, printed: str = "", answer_folds: dict[str, bool], check_folds: bool
) -> list[Any]:
    """An exercise's question, answer cell (its saved output ``printed``) and check cell
    (its saved output the feedback box, if it calls ``check``), with nbgrader's metadata."""
    ask = nbformat.v4.new_markdown_cell(f"### Exercise {n}\n\nPredict, then check.")
    solution = nbformat.v4.new_code_cell(SOLUTION.format(answer))
    solution.metadata["nbgrader"] = {"grade": False, "grade_id": f"ex{n}_answer", "solution": True}
    solution.metadata["jupyter"] = dict(answer_folds)
    if printed:
        solution.outputs = [nbformat.v4.new_output("stream", name="stdout", text=printed)]
    tests = nbformat.v4.new_code_cell(f"{check}\n{TESTS.format(n, RIGHT[n])}")
    tests.metadata["nbgrader"] = {"grade": True, "grade_id": f"ex{n}_check", "solution": False, "points": 1}
    if check_folds:
        tests.metadata["jupyter"] = {"source_hidden": True}
    if check.startswith("check("):
        tests.outputs = [nbformat.v4.new_output("display_data", {"text/html": BOX, "text/plain": "<HTML>"})]
    return [ask, solution, tests]


def notebook() -> Any:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.cells = [
        nbformat.v4.new_markdown_cell("# Exercises on a projector"),
        nbformat.v4.new_code_cell(CHECK),
        # as docs/lessons.md says: nothing printed, both folded, the check's box
        *exercise(
            1,
            "answer_1 = 16 - 3 - 1 - 1\n# the ruins card and the first draw",
            "check(1, answer_1)",
            answer_folds=HIDDEN,
            check_folds=True,
        ),
        # as the lessons were: the answer prints, only its code is folded; the check is open
        *exercise(
            2,
            "answer_2 = 10\nprint('the answer', answer_2)",
            "assert isinstance(answer_2, int)",
            printed="the answer 10\n",
            answer_folds={"source_hidden": True},
            check_folds=False,
        ),
        # folded, outputs hidden, but it prints
        *exercise(
            3,
            "answer_3 = 10\nprint('the answer', answer_3)",
            "check(3, answer_3)",
            printed="the answer 10\n",
            answer_folds=HIDDEN,
            check_folds=True,
        ),
        nbformat.v4.new_code_cell(
            "import jinro_lab as jl\nfrom jinro_lab.widgets import PlayerSeat, Stepper\n"
            f"Stepper(jl.new_game({GAME!r}, players={players_near(GAME, 4)}, seed=1), seat=1)"
        ),
        nbformat.v4.new_code_cell(f"PlayerSeat({GAME!r}, seat=0, show_seat=True)"),
    ]
    return nb


def ids(problems: list[str]) -> list[str]:
    """The exercise cells and widgets the problems are about ("ex2_answer", "Stepper" …)."""
    return sorted(m.group(0) for p in problems for m in [re.search(r"ex\d_\w+|Stepper|PlayerSeat", p)] if m)


def test_the_projector_checks_pass_the_convention_and_find_what_shows(page: Any, lab: Lab) -> None:
    nb = notebook()
    nbformat.write(nb, lab.root / NAME)
    saved = json.loads((lab.root / NAME).read_text(encoding="utf-8"))
    try:
        open_notebook(page, lab, NAME)
        with projector(page):
            before = check_hidden_answers(page, saved, NAME, "before running", ran=False)
            before += check_public_views(page, NAME, "before running")  # no saved widget state: nothing to see
            exercise_shot(page, saved, "projected-answers", "saved")
        assert ids(before) == ["ex2_answer", "ex2_check"], "\n".join(before)
        assert "'the answer 10'" in before[0] and "hidden tests and all, is not folded" in before[1], "\n".join(before)

        run_all(page, NAME)
        with projector(page):
            after = check_hidden_answers(page, saved, NAME, "after Run All", ran=True)
            after += check_public_views(page, NAME, "after Run All")
            exercise_shot(page, saved, "projected-answers", "run")
            revealed = check_reveal(page, saved, NAME)
        # exercise 3's answer, hidden when the notebook opened, shows once it ran
        assert ids(after) == ["PlayerSeat", "Stepper", "ex2_answer", "ex2_check", "ex3_answer"], "\n".join(after)
        assert "no feedback box" in next(p for p in after if "ex2_check" in p)
        assert "seat 1" in next(p for p in after if "Stepper" in p)
        assert not revealed, "\n".join(revealed)  # the first answer unfolds, its reason opens, with one click each
        again = check_hidden_answers(page, saved, NAME, "after revealing", ran=True)
        assert ids(again) == ["ex2_answer", "ex2_check", "ex3_answer"], "\n".join(again)  # folded again after

        mtime = (lab.root / NAME).stat().st_mtime_ns
        page.keyboard.press("Control+s")
        page.wait_for_function("() => !document.querySelector('.lm-TabBar-tab.jp-mod-dirty')")
        page.wait_for_timeout(200)
        assert (lab.root / NAME).stat().st_mtime_ns != mtime
        cells = json.loads((lab.root / NAME).read_text(encoding="utf-8"))["cells"]
        # JupyterLab saves a cell it ran without "outputs_hidden" (it showed the outputs): a lesson saved from
        # JupyterLab loses the flag (tests/test_lessons.py asks for it), the silent answer's too
        assert [c["metadata"].get("jupyter") for c in cells if c["metadata"].get("nbgrader", {}).get("solution")] == [
            {"source_hidden": True}
        ] * 3
    finally:
        lab.shut_down(NAME)
