"""Every lesson's exercises have a visible check that teaches (issue 36, docs/lessons.md):
a right answer is confirmed with its reason, each likely mistake gets its own hint, a wrong
form says what form is asked, and no hint or form message states the answer; in both
languages. The notebooks' check cells call the check of exactly the lesson's exercises."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from jinro_lab.core.errors import InvalidArgument
from jinro_lab.teach import exercises as ex

ROOT = Path(__file__).resolve().parents[2]
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
SPACED = re.compile(
    r"[\u3040-\u30ff\u3400-\u9fff\u3000-\u303f\uff00-\uffef] +[\u3040-\u30ff\u3400-\u9fff\u3000-\u303f\uff00-\uffef]"
)


def _written(lesson: str) -> dict[str, ex.Exercise]:
    try:
        return ex.exercises(lesson)
    except ModuleNotFoundError:  # test_every_lesson_has_its_exercises says which
        return {}


CASES = [(lesson, number) for lesson in ex.lessons() for number in _written(lesson)]


@pytest.mark.parametrize("lesson", ex.lessons())
def test_every_lesson_has_its_exercises(lesson):
    assert ex.exercises(lesson), f"{lesson} has no exercises"


class NotAnAnswer:
    """An answer of no form any exercise asks for."""


def _case(lesson: str, number: str) -> tuple[ex.Exercise, dict[str, Any], Any]:
    exercise = ex.exercises(lesson)[number]
    given = exercise.given_for_tests()
    return exercise, given, exercise.expected(**given)


def _right_answer(exercise: ex.Exercise, expected: Any) -> Any:
    """The answer a student gives: the expected value, or (a rate) its simulated rate."""
    return exercise.right_for_tests(expected)


def _states(text: str, expected: Any) -> bool:
    """Whether ``text`` states ``expected`` (only checked where the answer is distinctive)."""
    shown = str(expected)
    if isinstance(expected, bool) or len(shown) < 2 or not isinstance(expected, int | str | float):
        return False
    return re.search(rf"(?<![\w.]){re.escape(shown)}(?![\w]|\.\d)", text) is not None


@pytest.mark.parametrize(("lesson", "number"), CASES, ids=[f"{lesson}-ex{n}" for lesson, n in CASES])
def test_each_exercise_confirms_a_right_answer_and_hints_at_each_mistake(lesson, number):
    exercise, given, expected = _case(lesson, number)
    assert exercise.hints, "every exercise names at least one likely mistake"
    for lang in ("en", "ja"):
        right = exercise.judge(_right_answer(exercise, expected), lang, **given)
        assert right.right and right.why, f"the right answer is confirmed with a reason ({lang})"
        form = exercise.judge(NotAnAnswer(), lang, **given)
        assert not form.right and exercise.form_hint[lang == "ja"] in form.headline
        for hint in exercise.hints:
            said = exercise.judge(hint.example(expected), lang, **given)
            text = hint.text[lang == "ja"]
            assert not said.right, f"the example of the hint {hint.text[0]!r} is a right answer"
            assert text in said.headline, f"{hint.example(expected)!r} gets {said.headline!r}, not its hint"
            assert not _states(said.headline, expected), f"the hint states the answer: {said.headline!r}"
        if not isinstance(expected, str):  # a choice's form names the choices
            assert not _states(form.headline, expected)
        assert "<details" in right._repr_html_() and "<details" not in said._repr_html_()


@pytest.mark.parametrize(("lesson", "number"), CASES, ids=[f"{lesson}-ex{n}" for lesson, n in CASES])
def test_the_japanese_texts_are_japanese_with_no_space_between_japanese_characters(lesson, number):
    exercise = ex.exercises(lesson)[number]
    texts = [exercise.form_hint, exercise.why, exercise.otherwise, *(hint.text for hint in exercise.hints)]
    for en, ja in texts:
        assert en and JAPANESE.search(ja), f"{en!r} has no Japanese text ({ja!r})"
        assert not JAPANESE.search(en), f"Japanese in the English text {en!r}"
        assert not SPACED.search(ja), f"a space between Japanese characters: {ja!r}"


def _cells(path: Path) -> list[dict[str, Any]]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def _source(cell: dict[str, Any]) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks" / "ja").glob("*.ipynb"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_check_cell_runs_the_lessons_check_for_its_exercise(path):
    cells = _cells(path)
    code = "\n".join(_source(c) for c in cells if c["cell_type"] == "code")
    assert f'check = checker("{path.stem}", LANG)' in code, "the lesson makes its check in its language"
    checked = []
    for cell in cells:
        grade_id = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id", "")
        if grade_id.endswith("_check"):
            number = grade_id[2:-6]
            shown = _source(cell).split("### BEGIN HIDDEN TESTS", 1)[0]
            assert re.search(rf"^check\({number!r}|^check\({number}\b", shown, re.M), f"{grade_id}: {shown!r}"
            assert f"answer_{number}" in shown
            checked.append(number)
    assert sorted(checked) == sorted(ex.exercises(path.stem)), "the notebook's exercises are the lesson's"


def test_a_check_refuses_an_unknown_lesson_or_exercise():
    with pytest.raises(InvalidArgument, match="lessons are"):
        ex.checker("09_nothing")
    with pytest.raises(InvalidArgument, match="has no exercise 99"):
        ex.feedback("01_nemuranai", 99, 1)
    with pytest.raises(InvalidArgument, match="exercise number"):
        ex.feedback("01_nemuranai", "one", 1)
    with pytest.raises(InvalidArgument):
        ex.checker("01_nemuranai", "fr")


def test_the_feedback_shows_in_a_notebook_as_html_with_the_reason_folded():
    right = ex.feedback("01_nemuranai", 2, 3, "ja")
    html = right._repr_html_()
    assert 'class="jl-check jl-check-right"' in html and '<details class="jl-check-why">' in html
    assert "<details open" not in html and "正解" in html
    hint = ex.feedback("01_nemuranai", 2, 4, "en")
    assert "jl-check-hint" in hint._repr_html_() and "NEM-12" in str(hint)


def test_a_lesson_pauses_its_run_all_quietly() -> None:
    """Issue 37: lesson 07 in class stops Run All after the join cards with one line in
    the lesson's language (IPython shows ``_render_traceback_``, not a traceback)."""
    from jinro_lab.teach.pause import LessonPaused, pause_here

    for lang, words in (("en", "Run All stopped here on purpose"), ("ja", "「すべて実行」はここで止めています")):
        with pytest.raises(LessonPaused) as paused:
            pause_here(lang)
        assert paused.value._render_traceback_() == [str(paused.value)] and words in str(paused.value)
