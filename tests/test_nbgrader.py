"""The nbgrader round trip of every tutorial (docs/lessons.md): the student version has
its answers replaced and unfolded and its hidden checks removed; the teacher's edition
autogrades to full marks and the blank student version to zero."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import jinro_lab as jl
from jinro_lab import teach  # needs nbgrader: the extra jinro_lab[teach], part of jinro_lab[test]

pytestmark = pytest.mark.slow  # the long runs: `pytest -m "not slow"` leaves them out

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = sorted((ROOT / "notebooks").glob("*.ipynb"))
JAPANESE = sorted((ROOT / "notebooks" / "ja").glob("*.ipynb"))


@pytest.fixture(scope="module")
def course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One course with every English tutorial, its student versions written."""
    made = teach.make_course(tmp_path_factory.mktemp("course"), ENGLISH)
    teach.student_versions(made)
    return made


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def test_the_student_versions_hide_the_answers_and_the_hidden_checks(course):
    for nb in ENGLISH:
        student = course / "release" / nb.stem / nb.name
        answers = [c for c in cells(student) if c["metadata"].get("nbgrader", {}).get("solution")]
        checks = [c for c in cells(student) if c["metadata"].get("nbgrader", {}).get("grade")]
        assert answers and len(answers) == len(checks), nb.name
        for cell in answers:
            assert "".join(cell["source"]).strip() == "# YOUR CODE HERE\nraise NotImplementedError()", nb.name
            assert not cell["metadata"].get("jupyter", {}).get("source_hidden"), "the answer cell is unfolded"
        for cell in checks:
            assert "HIDDEN TESTS" not in "".join(cell["source"]), nb.name
            assert "".join(cell["source"]).lstrip().startswith("check("), "the student keeps the check that teaches"
            assert not cell["metadata"].get("jupyter", {}).get("source_hidden"), "the check cell is unfolded"
        assert all(not c.get("outputs") for c in cells(student) if c["cell_type"] == "code")


@pytest.mark.parametrize("nb", ENGLISH, ids=lambda p: p.stem)
def test_the_teachers_edition_gets_full_marks_and_a_blank_one_zero(course, nb):
    """The teacher's edition is scored on its committed outputs (``run=False``): they are
    the outputs of a fresh run, which nbval and the browser suite check cell by cell (a
    hidden test that failed would be an error there), so running it a third time here
    would tell nothing new. The blank student version is run, as every submission is."""
    scored, possible = teach.grade(course, nb.stem, "teacher", nb, run=False)
    assert possible >= 1 and scored == possible, f"{nb.name}: {scored} of {possible}"
    blank = course / "release" / nb.stem / nb.name
    scored, possible = teach.grade(course, nb.stem, "blank", blank)
    assert scored == 0 and possible >= 1, f"{nb.name}: a blank student version scored {scored}"


def test_the_japanese_editions_make_student_versions_too(tmp_path):
    made = teach.make_course(tmp_path / "ja", JAPANESE)
    for path in teach.student_versions(made):
        answers = [c for c in cells(path) if c["metadata"].get("nbgrader", {}).get("solution")]
        assert answers and all("NotImplementedError" in "".join(c["source"]) for c in answers), path.name


def test_a_course_needs_notebooks(tmp_path):
    with pytest.raises(jl.InvalidArgument, match="existing notebooks"):
        teach.make_course(tmp_path, [tmp_path / "missing.ipynb"])


def test_scoring_saved_outputs_reads_the_errors_they_hold(course, tmp_path):
    """``run=False`` scores what the outputs say: the teacher's edition with one check
    cell's output turned into an error loses that check's point, without a run."""
    nb = ENGLISH[0]
    edited = json.loads(nb.read_text(encoding="utf-8"))
    check = next(c for c in edited["cells"] if c["metadata"].get("nbgrader", {}).get("grade"))
    check["outputs"] = [{"output_type": "error", "ename": "AssertionError", "evalue": "wrong", "traceback": []}]
    broken = tmp_path / nb.name
    broken.write_text(json.dumps(edited), encoding="utf-8")
    scored, possible = teach.grade(course, nb.stem, "broken", broken, run=False)
    assert scored == possible - 1, f"{scored} of {possible}"
