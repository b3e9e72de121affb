"""Every tutorial is a lesson (docs/lessons.md): a header with who it is for, what the
class will be able to do, the time and linked contents; the language setting; an
exercise (nbgrader answer and check cells) ending every section; a seat to take at
the end; at most 60 cells and 1 MB, with no saved widget that nobody sees; and a
Japanese edition whose code differs only in the language. Saved so that a projector
shows nothing the class must not see yet (issue 36): no answer or hidden test, no
open reason of a check, no widget on a seat's view (``tests/browser`` checks the same
on the screen, before and after Run All)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from games import a_game

from jinro_lab.core.registry import lookup

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
sys.path.insert(0, str(ROOT / "scripts"))
import editions  # noqa: E402

ENGLISH = sorted(NOTEBOOKS.glob("*.ipynb"))
EDITIONS = ENGLISH + sorted((NOTEBOOKS / "ja").glob("*.ipynb"))
HEADER = {
    "en": ("**For:**", "**You will be able to:**", "**Time:**", "**Contents:**"),
    "ja": ("**対象**：", "**学習目標**：", "**所要時間**：", "**目次**："),
}
EXERCISE = {"en": re.compile(r"^### Exercise (\d+[a-z]?)\b", re.M), "ja": re.compile(r"^### 演習 ?(\d+[a-z]?)", re.M)}
MAX_CELLS, MAX_BYTES = 60, 1_000_000
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def lang_of(path: Path) -> str:
    return "ja" if path.parent.name == "ja" else "en"


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def text(cell: dict[str, Any]) -> str:
    return editions.source(cell)


def anchor(heading: str) -> str:
    """JupyterLab's id of a heading: its text (markup removed) with spaces as ``-``."""
    plain = re.sub(r"[*_`]", "", heading.lstrip("#").strip())
    plain = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", plain)
    return plain.replace(" ", "-")


def ids(path: Path) -> str:
    return f"{lang_of(path)}/{path.name}"


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_a_lesson_is_at_most_60_cells_and_1_mb(path):
    nb = load(path)
    assert len(nb["cells"]) <= MAX_CELLS, f"{len(nb['cells'])} cells"
    assert path.stat().st_size <= MAX_BYTES, f"{path.stat().st_size} bytes"


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_no_cell_saves_a_warning_or_an_error(path):
    """A warning on a projected lesson worries a class, and it carries the machine's
    paths, so nbval on another clone fails on it."""
    for number, cell in enumerate(load(path)["cells"]):
        for output in cell.get("outputs", []):
            assert output.get("name") != "stderr", f"cell {number} saves stderr: {''.join(output['text'])[:200]}"
            assert output["output_type"] != "error", f"cell {number} saves an error"


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_the_header_says_who_what_how_long_and_links_every_section(path):
    nb, lang = load(path), lang_of(path)
    head = text(nb["cells"][0])
    assert nb["cells"][0]["cell_type"] == "markdown" and head.startswith("# ")
    for field in HEADER[lang]:
        assert field in head, f"the header has no {field}"
    assert re.search(r"\d+", head.split(HEADER[lang][2], 1)[1].splitlines()[0]), "the time is in minutes"
    sections = [
        line for cell in nb["cells"] if cell["cell_type"] == "markdown" for line in text(cell).splitlines()
        if line.startswith("## ")
    ]  # fmt: skip
    anchors = {anchor(s) for s in sections}
    links = re.findall(r"\]\(#((?:[^()\s]|\([^()\s]*\))+)\)", head.split(HEADER[lang][3], 1)[1])
    assert sections and len(links) == len(sections), f"{len(links)} links for {len(sections)} sections"
    assert set(links) == anchors, f"links to no section: {set(links) - anchors}"


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_the_second_cell_sets_the_language(path):
    cell = load(path)["cells"][1]
    assert cell["cell_type"] == "code" and editions.LANG_LINE[lang_of(path)] in text(cell).splitlines()


def nbgrader(cell: dict[str, Any]) -> dict[str, Any]:
    return cell.get("metadata", {}).get("nbgrader", {})


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_every_section_ends_with_an_exercise_marked_for_nbgrader(path):
    """Each ``## `` section holds an exercise (``### Exercise N``), then its answer cell
    (folded, between solution markers, setting ``answer_N``) and its check cell (one point,
    with hidden tests); no other nbgrader cell."""
    nb, lang = load(path), lang_of(path)
    cells = nb["cells"]
    starts = [i for i, c in enumerate(cells) if c["cell_type"] == "markdown" and text(c).lstrip().startswith("## ")]
    assert starts
    graded = 0
    for start, end in zip(starts, [*starts[1:], len(cells)], strict=True):
        section = cells[start:end]
        title = text(section[0]).splitlines()[0]
        asks = [
            (i, m.group(1)) for i, c in enumerate(section) if c["cell_type"] == "markdown"
            for m in [EXERCISE[lang].search(text(c))] if m
        ]  # fmt: skip
        assert asks, f"no exercise in {title}"
        for i, n in asks:
            answer, check = section[i + 1], section[i + 2]
            assert nbgrader(answer) == {
                "grade": False, "grade_id": f"ex{n}_answer", "locked": False, "schema_version": 3, "solution": True,
            }, f"{title}: the answer cell of exercise {n}"  # fmt: skip
            assert answer["metadata"].get("jupyter", {}).get("source_hidden") is True, "the answer is folded"
            code = text(answer).strip()
            assert code.startswith("### BEGIN SOLUTION") and code.endswith("### END SOLUTION"), (
                f"{title}: the answer cell of exercise {n} holds nothing outside its solution (the student sees it)"
            )
            assert f"answer_{n} =" in code
            assert nbgrader(check) == {
                "grade": True, "grade_id": f"ex{n}_check", "locked": True, "points": 1, "schema_version": 3,
                "solution": False,
            }, f"{title}: the check cell of exercise {n}"  # fmt: skip
            shown, hidden = text(check).split("### BEGIN HIDDEN TESTS", 1)
            assert re.search(rf"^check\({n}\b|^check\('{n}'", shown, re.M) and f"answer_{n}" in shown, (
                f"{title}: exercise {n} is checked visibly first, by the lesson's check(N, answer_N) that teaches"
            )
            assert "### END HIDDEN TESTS" in hidden and "assert" in hidden
            graded += 2
    assert graded == sum(1 for c in cells if nbgrader(c)), "an nbgrader cell outside an exercise"


#: how an answer cell is saved: its code folded and its outputs hidden (docs/lessons.md)
ANSWER_FOLDED = {"source_hidden": True, "outputs_hidden": True}


def folds(cell: dict[str, Any]) -> dict[str, Any]:
    return cell.get("metadata", {}).get("jupyter", {})


def open_reasons(cell: dict[str, Any]) -> int:
    """How many ``<details class="jl-check-why" open>`` (a check's reason, unfolded) the
    cell's saved HTML outputs hold."""
    html = "".join("".join(out.get("data", {}).get("text/html", "")) for out in cell.get("outputs", []))
    tags = re.findall(r"<details\b([^>]*)>", html)
    return sum(1 for attrs in tags if "jl-check-why" in attrs and re.search(r"(^|\s)open(\s|=|/|$)", attrs))


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_the_answers_are_saved_hidden_and_print_nothing(path):
    """Every answer cell is saved with its code folded and its outputs hidden, and with no
    output: a projected lesson shows no answer before it runs, and none after (JupyterLab
    shows a cell's outputs again when it runs it, so an answer prints nothing)."""
    problems = []
    for i, cell in enumerate(load(path)["cells"]):
        if not nbgrader(cell).get("solution"):
            continue
        name = f"{nbgrader(cell).get('grade_id')} (cell {i})"
        if {k: folds(cell).get(k) for k in ANSWER_FOLDED} != ANSWER_FOLDED:
            problems.append(f'{name} is saved with "jupyter": {folds(cell)}, not {ANSWER_FOLDED}')
        if cell.get("outputs"):
            first = cell["outputs"][0]
            shown = "".join(first.get("text", "")) or "".join(first.get("data", {}).get("text/plain", ""))
            problems.append(f"{name} prints: {shown.strip()[:80]!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_the_checks_are_saved_with_their_hidden_tests_folded(path):
    """Every check cell is saved with its code (the hidden tests) folded, and its feedback
    box's reason (``details.jl-check-why``) closed: one click shows it."""
    problems = []
    for i, cell in enumerate(load(path)["cells"]):
        if not nbgrader(cell).get("grade") or nbgrader(cell).get("solution"):
            continue
        name = f"{nbgrader(cell).get('grade_id')} (cell {i})"
        if folds(cell).get("source_hidden") is not True:
            problems.append(f"{name}: its hidden tests are saved unfolded")
        if open_reasons(cell):
            problems.append(f"{name}: its reason (details.jl-check-why) is saved open")
    assert not problems, "\n".join(problems)


def classes(model: dict[str, Any]) -> list[str]:
    return list(model.get("state", {}).get("_dom_classes", []))


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_every_saved_widget_opens_on_the_table(path):
    """No widget is saved on a seat's view or the game master's: every Stepper's view menu
    (its Dropdown, CSS class ``jinro-seat``) is saved on the table (index 0), every
    PlayerSeat's "Show my seat" (``jinro-show-seat``) off; every Stepper has its menu."""
    nb = load(path)
    models = nb.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    where = {}  # model -> the cell whose output shows it
    for i, cell in enumerate(nb["cells"]):
        for out in cell.get("outputs", []):
            if WIDGET_VIEW in out.get("data", {}):
                where.update(dict.fromkeys(reachable(models, [out["data"][WIDGET_VIEW]["model_id"]]), i))
    steppers = [m for m, v in models.items() if "jinro-stepper" in classes(v)]
    menus = {m: v["state"] for m, v in models.items() if "jinro-seat" in classes(v)}
    assert len(menus) == len(steppers), f"{len(steppers)} saved Steppers, {len(menus)} view menus (.jinro-seat)"
    problems = []
    for model, menu in menus.items():
        index, labels = menu.get("index"), menu.get("_options_labels", [])
        if index != 0:
            shown = labels[index] if isinstance(index, int) and 0 <= index < len(labels) else index
            problems.append(f"the Stepper in cell {where.get(model, '?')} is saved on {shown!r}, not on {labels[:1]}")
    for model, v in models.items():
        if "jinro-show-seat" in classes(v) and v["state"].get("value") is not False:
            problems.append(f"the PlayerSeat in cell {where.get(model, '?')} is saved showing its seat")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_it_ends_with_a_seat_to_take(path):
    code = [text(c) for c in load(path)["cells"] if c["cell_type"] == "code"]
    assert "PlayerSeat(" in code[-1] or "PlayerSeat(" in code[-2], "the last code cells take a seat"


def references(model: dict[str, Any]) -> list[str]:
    return re.findall(r"IPY_MODEL_([0-9a-f]+)", json.dumps(model.get("state", {})))


def reachable(models: dict[str, Any], roots: list[str]) -> set[str]:
    """The models of the shown widgets, their parts, and the links between their parts
    (a ``jslink``'s model is referenced by nothing but references them)."""
    seen, todo = set(), list(roots)
    while todo:
        model = todo.pop()
        if model in seen or model not in models:
            continue
        seen.add(model)
        todo += references(models[model])
    links = {m for m, v in models.items() if v.get("model_name", "").endswith("LinkModel")}
    return seen | {m for m in links if set(references(models[m])) <= seen}


@pytest.mark.parametrize("path", EDITIONS, ids=ids)
def test_every_saved_widget_is_shown(path):
    """Widgets driven only from code are closed, so the saved state holds only the
    widgets a reader sees in an output (and their parts)."""
    nb = load(path)
    models = nb.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    shown = [
        out["data"][WIDGET_VIEW]["model_id"] for c in nb["cells"] for out in c.get("outputs", [])
        if WIDGET_VIEW in out.get("data", {})
    ]  # fmt: skip
    hidden = set(models) - reachable(models, shown)
    # a layout or style model is shared by ipywidgets between widgets: only count real widgets
    hidden = {m for m in hidden if not models[m].get("model_name", "").endswith(("LayoutModel", "StyleModel"))}
    assert not hidden, f"{len(hidden)} saved widget models belong to no widget shown"


def test_every_tutorial_has_a_japanese_edition_with_the_same_code():
    """The Japanese edition has the same cells, ids and nbgrader metadata, and its code
    differs only in ``LANG``, comments and translated strings; its prose is Japanese."""
    assert editions.check() == []


def test_the_edition_check_notices_code_that_drifted():
    assert editions.code_difference('LANG = "en"\nx = 1  # one', 'LANG = "ja"\nx = 1  # 一') is None
    assert editions.code_difference('print("seat", 2)', 'print("席", 2)') is None
    assert editions.code_difference('print("seat", 2)', 'print("seat", 3)') == "'3' where the English has '2'"
    assert editions.code_difference('f("vote 2")', 'f("vote 3")') is not None  # an action string is not a translation
    title = lookup(a_game()).title_ja  # a Japanese title in an English heading
    assert not editions.is_japanese_prose(f"# {title} — *The Werewolf Never Sleeps*\n\nA card game for three")
    assert editions.is_japanese_prose("## 5. 探索フェイズ (NEM-50 … NEM-55)")
