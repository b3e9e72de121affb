"""Student versions of the tutorials and their grading, with nbgrader (``pip install
'jinro_lab[teach]'``; see ``docs/lessons.md``).

Every tutorial's exercises are nbgrader cells: an *answer* cell (``exN_answer``, its
code between ``### BEGIN SOLUTION`` and ``### END SOLUTION``, folded in the teacher's
edition) and a *check* cell (``exN_check``, one point, with hidden tests). This module
makes an nbgrader course of the tutorials, writes the student versions and grades
notebooks::

    from jinro_lab import teach
    course = teach.make_course("course", ["notebooks/01_nemuranai.ipynb"])
    teach.student_versions(course)           # course/release/01_nemuranai/01_nemuranai.ipynb
    teach.grade(course, "01_nemuranai", "alice", "alice_01.ipynb")   # (points, out of)

Importing it does not import nbgrader; the functions run nbgrader's Python API
(``NbGraderAPI``) in this process, on the course's ``nbgrader_config.py``: no command-line
start-up for each step (about 5 s each, most of a lesson's grading time otherwise).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import warnings
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..core.errors import InvalidArgument

__all__ = ["grade", "make_course", "student_versions", "unfold_answers"]

#: a notebook cell may run this long when nbgrader grades (the tutorials' longest cell: 20 s)
CELL_TIMEOUT = 600

CONFIG = """\
# The nbgrader course of the jinro_lab tutorials (written by jinro_lab.teach.make_course)
c = get_config()  # noqa: F821
c.CourseDirectory.root = {root!r}
c.CourseDirectory.db_url = "sqlite:///" + {db!r}
c.ExecutePreprocessor.timeout = {timeout}
c.Execute.timeout = {timeout}
"""


def unfold_answers(path: Path) -> None:
    """Unfold the exercises of a student version: the teacher's edition folds the answer
    cells (code and output) and the check cells (their hidden tests), which would hide
    ``# YOUR CODE HERE`` and the visible check the student runs (nbgrader has removed
    the hidden tests by then)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        meta = cell.get("metadata", {})
        graded = meta.get("nbgrader", {})
        if (graded.get("solution") or graded.get("grade")) and "jupyter" in meta:
            meta["jupyter"].pop("source_hidden", None)
            meta["jupyter"].pop("outputs_hidden", None)
            if not meta["jupyter"]:
                del meta["jupyter"]
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def _api(course: Path, run: bool = True) -> Any:
    """nbgrader's Python API on ``course`` (its ``nbgrader_config.py``), in this process.
    ``run=False``: its autograde scores the outputs a submission holds, without clearing
    them or running the notebook (:func:`grade`)."""
    from nbgrader.apps import NbGraderAPI
    from nbgrader.coursedir import CourseDirectory
    from traitlets.config.loader import PyFileConfigLoader

    config = PyFileConfigLoader("nbgrader_config.py", path=str(course)).load_config()
    if not run:  # nbgrader's own steps (its defaults, whatever its version), less these two
        from nbgrader.converters import Autograde
        from nbgrader.preprocessors import ClearOutput, Execute

        for steps, left_out in (("sanitize_preprocessors", ClearOutput), ("autograde_preprocessors", Execute)):
            kept = [step for step in Autograde.class_traits()[steps].default() if step is not left_out]
            config.Autograde[steps] = kept
    return NbGraderAPI(CourseDirectory(config=config), config=config)


@contextmanager
def _in_nbgrader() -> Iterator[None]:
    """Around a step of nbgrader's: ``alembic`` (installed beside this Python) on the PATH,
    which nbgrader runs when it makes a gradebook, and SQLAlchemy's warnings about
    nbgrader's own session use silenced (its command line printed them to a log nobody read)."""
    from sqlalchemy.exc import SAWarning

    before = os.environ.get("PATH", "")
    os.environ["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), before])
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SAWarning)
            yield
    finally:
        os.environ["PATH"] = before


def _run(step: str, outcome: dict[str, Any]) -> None:
    """Raise with nbgrader's log when one of its steps failed."""
    if not outcome.get("success"):
        raise RuntimeError(f"nbgrader {step} failed:\n{outcome.get('log', '')}\n{outcome.get('error', '')}")


def make_course(root: str | Path, notebooks: Iterable[str | Path]) -> Path:
    """An nbgrader course in ``root`` with each notebook as an assignment of its name
    (``root/source/NAME/NAME.ipynb``, with the tutorials' ``data/`` beside it) and its
    ``nbgrader_config.py``; returns ``root``."""
    course = Path(root).resolve()
    paths = [Path(nb) for nb in notebooks]
    missing = [str(nb) for nb in paths if not nb.is_file()]
    if missing or not paths:
        raise InvalidArgument(f"make_course needs existing notebooks, got {missing or 'none'}")
    course.mkdir(parents=True, exist_ok=True)
    (course / "nbgrader_config.py").write_text(
        CONFIG.format(root=str(course), db=str(course / "gradebook.db"), timeout=CELL_TIMEOUT), encoding="utf-8"
    )
    for nb in paths:
        folder = course / "source" / nb.stem
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(nb, folder / nb.name)
        data = nb.resolve().parent / "data"
        if data.is_dir() and not (folder / "data").exists():
            shutil.copytree(data, folder / "data")
    return course


def _assignments(course: Path) -> list[str]:
    return sorted(p.name for p in (course / "source").iterdir() if p.is_dir())


def student_versions(course: str | Path) -> list[Path]:
    """Write the student version of every assignment of the course
    (``release/NAME/NAME.ipynb``: answers replaced by ``# YOUR CODE HERE`` and unfolded,
    hidden checks removed, outputs cleared); returns their paths."""
    course = Path(course).resolve()
    api = _api(course)
    made = []
    for name in _assignments(course):
        with _in_nbgrader():
            _run(f"generate_assignment {name}", api.generate_assignment(name, force=True, create=True))
        made.append(course / "release" / name / f"{name}.ipynb")
        unfold_answers(made[-1])
    return made


def grade(
    course: str | Path, assignment: str, student: str, notebook: str | Path, run: bool = True
) -> tuple[float, float]:
    """Autograde ``notebook`` as ``student``'s submission of ``assignment`` (the student
    versions must have been written); returns (points scored, points possible).

    ``run=False`` scores the outputs the notebook holds as they are, without running it
    (nbgrader's autograde but for clearing the outputs and executing): for a notebook
    whose outputs you trust because you ran it, such as your own edition with its
    committed outputs. A student's submission is always run (the default): its saved
    outputs are whatever the student saved."""
    course = Path(course).resolve()
    if assignment not in _assignments(course):
        raise InvalidArgument(f"no assignment {assignment!r} in {course}; there are {', '.join(_assignments(course))}")
    folder = course / "submitted" / student / assignment
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(notebook, folder / f"{assignment}.ipynb")
    data = course / "source" / assignment / "data"
    if data.is_dir() and not (folder / "data").exists():
        shutil.copytree(data, folder / "data")
    with _in_nbgrader():
        graded = _api(course, run).autograde(assignment, student, force=True)
        _run(f"autograde {assignment} --student {student}", graded)
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as book:
        submission = book.find_submission(assignment, student)
        return float(submission.score), float(submission.max_score)
