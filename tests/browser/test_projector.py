"""The projector mode in a real JupyterLab in Chromium at 1280×720 (issue 36).

A notebook made here (in the ``lab`` fixture's temporary folder, never in
``notebooks/``) sets ``jl.display(projector=True)`` in its first cell (``ordinary``:
it does not) and shows what a lesson shows, for every game at its largest table:

* the table picture of a finished game of each game (every registered game with a
  heuristic agent), as the game master sees it (the most it ever holds), at its
  largest table; and one game's (:data:`FIGURED`) in Japanese;
* a ``Stepper`` of a game with graphs of its own (:data:`STEPPED`, at its largest
  table: its picture, its vote, information-flow and own graphs, the key of its
  tagged arrows) and a ``PlayerSeat`` of :data:`FIGURED` at its largest table;
* the vote graph and the information flow of :data:`FIGURED`'s game in figures of
  their own, and a chart of the kit (the event cards' effects, lesson 06).

Checked, for every output: nothing runs off to the right (the output's ``scrollWidth``
is no more than its ``clientWidth``; every picture's box inside the output area); no
text of a kit's SVG picture is cut at the picture's edge (each ``<text>``'s box inside
its ``viewBox``); and in projector mode no text of the kit's pictures is under 18 px
on the screen: an SVG ``<text>`` by its computed font size times its scale on the
screen (``getScreenCTM``), a matplotlib picture by its smallest text at the figure's
resolution (measured by the notebook, printed as ``MEASURE {...}``) times the PNG's
shown over its own width; the widgets' own text (buttons, menus, status, log) too;
and no widget's text is cut (a button's label in full, a menu as wide as its choice).
The ordinary mode is measured the same way (its smallest text is printed, not held to
18 px).

The screenshots go to ``tests/browser/artifacts/projector-<mode>-<output>.png`` (what
the screen shows, the output scrolled to the top of the notebook) and
``projector-<mode>-<output>-whole.png`` (the whole output).
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import nbformat
import pytest
from games import a_game, games_with

from jinro_lab.core.registry import VARIANTS

from .conftest import ARTIFACTS, Lab
from .fit import LEAST, MEASURE, SCREEN, SLACK, judge
from .test_notebooks import IDLE, PROMPTS

pytestmark = pytest.mark.browser

#: the notebook's cells: ``(name, code)``; a name marks an output to check and photograph
SETUP = """\
import json
import matplotlib.pyplot as plt
from IPython.display import display
from matplotlib.text import Text

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.variants import heuristic_agent

{mode}
print("jinro_lab from", jl.__file__)


def played(variant, players, seed=3):
    game = jl.new_game(variant, players=players, seed=seed)
    return play_game(game, [heuristic_agent(variant, seed=s) for s in range(players)])


def least_px(figure):
    # the smallest visible text of a figure, in pixels at its resolution; and whether every text is inside it
    # (not the tick labels of axes drawn without their axis: matplotlib keeps them, "visible", and does not draw them)
    figure.canvas.draw()
    renderer = figure.canvas.get_renderer()
    hidden = {{id(t) for a in figure.axes if not a.axison for axis in (a.xaxis, a.yaxis) for t in axis.findobj(Text)}}
    texts = [t for t in figure.findobj(Text) if t.get_visible() and t.get_text().strip() and id(t) not in hidden]
    box = figure.bbox
    inside = all(box.x0 - 1 <= e.x0 and e.x1 <= box.x1 + 1 and box.y0 - 1 <= e.y0 and e.y1 <= box.y1 + 1
                 for e in (t.get_window_extent(renderer) for t in texts))
    return min(t.get_fontsize() for t in texts) * figure.dpi / 72, inside


def measure(*figures, tight=True):
    sizes = [least_px(f) for f in figures]
    inside = tight or all(i for _, i in sizes)
    print("MEASURE " + json.dumps({{"least_px": min(s for s, _ in sizes), "inside": inside}}))


figured, stepped = played({figured!r}, {figured_players}), played({stepped!r}, {stepped_players})
"""


def largest(game: str) -> int:
    """``game``'s largest table."""
    return max(VARIANTS[game].players)


#: the games whose pictures are shown: every game with a heuristic agent (its games end as people's would)
SHOWN = games_with("heuristic")
#: the game whose Stepper is shown: one with graphs of its own, the most pictures a Stepper shows
STEPPED = a_game("heuristic", where=lambda info: bool(info.graphs))
#: the game of the Japanese picture, the player and the figures: another game as large as it can be
FIGURED = next(
    (g for g in SHOWN if g != STEPPED and largest(g) == max(map(largest, SHOWN))),
    next((g for g in SHOWN if g != STEPPED), STEPPED),
)
#: what the notebook's first cell is given besides its mode
CHOSEN = {
    "figured": FIGURED,
    "figured_players": largest(FIGURED),
    "stepped": STEPPED,
    "stepped_players": largest(STEPPED),
}


def picture_cell(game: str) -> str:
    """The code of the cell that shows ``game``'s picture at its largest table."""
    if game == FIGURED:
        return "figured.picture(None)"
    if game == STEPPED:
        return "stepped.picture(None)"
    return f"played({game!r}, {largest(game)}, seed=11).picture(None)"


CELLS: list[tuple[str | None, str]] = [
    (None, SETUP),
    *((f"{game}-{largest(game)}", picture_cell(game)) for game in SHOWN),
    (f"{FIGURED}-{largest(FIGURED)}-ja", "figured.picture(1, lang='ja')"),
    (
        "stepper",
        "from jinro_lab.widgets import Stepper\n"
        "stepper = Stepper(stepped)\n"
        "stepper.step = stepper.steps * 2 // 3  # the day's vote, the rooms of a night\n"
        "measure(*(p.figure for p in stepper._pictures.values()), tight=False)  # the PNGs, at 80 dpi\n"
        "stepper",
    ),
    (
        "player",
        f"from jinro_lab.widgets import PlayerSeat\nPlayerSeat({FIGURED!r}, players={largest(FIGURED)}, seed=2)",
    ),
    (
        "vote-graph",
        "from jinro_lab.analysis import draw_info_flow, draw_vote_graph, info_flow_graph, vote_graph\n"
        "ax = draw_vote_graph(vote_graph(figured.log, day=1))\n"
        "measure(ax.figure)\n"
        "plt.show()",
    ),
    ("info-flow", "ax = draw_info_flow(info_flow_graph(figured.log))\nmeasure(ax.figure)\nplt.show()"),
    (
        "card-effects",
        "from jinro_lab.analysis import plot_card_effects, read_event_effects\n"
        "ax = plot_card_effects(read_event_effects('data/event_effects_9p.csv'))\n"
        "measure(ax.figure)\n"
        "display(ax.figure)",
    ),
]


def notebook(mode: str) -> nbformat.NotebookNode:
    setting = "jl.display(projector=True)" if mode == "projector" else "jl.display(projector=False)"
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell(code.format(mode=setting, **CHOSEN) if name is None else code) for name, code in CELLS
    ]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


def run_all(page: Any, mode: str, timeout_s: float = 600) -> None:
    """Run → Run All Cells; wait until every cell has run (a number in its prompt)
    and the kernel is idle. A screenshot of the page if it does not happen."""
    page.locator(".lm-MenuBar-item", has_text=re.compile(r"^\s*Run\s*$")).click()
    page.locator(".lm-Menu-item:not(.lm-mod-hidden)", has_text=re.compile(r"^\s*Run All Cells\s*")).first.click()
    error = "document.querySelector('.jp-Notebook [data-mime-type=\"application/vnd.jupyter.error\"]')"
    done = f"() => ({PROMPTS}.every(p => /^\\[\\d+\\]:$/.test(p)) || {error}) && {IDLE}"
    try:
        page.wait_for_function(done, timeout=timeout_s * 1000)
    except Exception:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"projector-{mode}-stuck.png"))
        raise AssertionError(f"{mode}: Run All did not end; prompts {page.evaluate(f'() => {PROMPTS}')}") from None
    failed = page.evaluate(f"() => {error}?.innerText ?? ''")
    assert not failed, f"{mode}: a cell failed:\n{failed[:3000]}"
    page.wait_for_timeout(1500)  # images decoded, widgets drawn


def shots(page: Any, mode: str, names: dict[int, str]) -> list[str]:
    """Each named cell's output: as the screen shows it (scrolled to the top of the
    notebook), and whole."""
    ARTIFACTS.mkdir(exist_ok=True)
    saved = []
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    for index, name in names.items():
        output = cells.nth(index).locator(".jp-Cell-outputArea").first
        output.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        path = ARTIFACTS / f"projector-{mode}-{name}.png"
        page.screenshot(path=str(path))
        whole = ARTIFACTS / f"projector-{mode}-{name}-whole.png"
        tall = int(output.evaluate("e => e.getBoundingClientRect().height"))
        try:  # a page tall enough for the whole output (its width unchanged)
            page.set_viewport_size({"width": SCREEN["width"], "height": min(max(SCREEN["height"], tall + 300), 20_000)})
            output.evaluate("e => e.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            output.screenshot(path=str(whole))
        finally:
            page.set_viewport_size(SCREEN)
        saved += [str(path), str(whole)]
    return saved


@pytest.mark.parametrize("mode", ["projector", "ordinary"])
def test_every_picture_fits_at_1280x720(browser: Any, lab: Lab, mode: str) -> None:
    name = f"projector_check_{mode}.ipynb"
    nbformat.write(notebook(mode), lab.root / name)
    context = browser.new_context(viewport=SCREEN, locale="en-US")
    context.set_default_timeout(60_000)
    page = context.new_page()
    started = time.monotonic()
    try:
        page.goto(lab.notebook_url(name))
        page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", timeout=90_000)
        page.wait_for_function(f"() => {IDLE}", timeout=90_000)
        current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
        if current.count():  # the file browser folded: the notebook as wide as the screen lets it
            current.first.click()
        run_all(page, mode)
        found = page.evaluate(MEASURE)
        names = {i: n for i, (n, _) in enumerate(CELLS) if n is not None}
        saved = shots(page, mode, names)
    finally:
        context.close()
        lab.shut_down(name)
    errors = [r["text"] for r in found if re.search(r"Traceback|Error", r["text"])]
    assert not errors, f"{mode}: errors in the outputs:\n" + "\n".join(errors)
    assert any("wt-projector" in r["text"] or "jinro_lab from" in r["text"] for r in found)
    report: dict[str, Any] = {}
    problems: list[str] = []
    texts: dict[int, str] = {}  # a cell's printed text (its MEASURE line) and its picture are outputs apart
    for r in found:
        texts[r["cell"]] = texts.get(r["cell"], "") + r["text"]
    for r in found:
        label = names.get(r["cell"])
        if label is None:
            continue
        where = f"{mode} {label}"
        sizes, found_problems = judge(r, where, mode == "projector")
        problems += found_problems
        for key, value in sizes.items():
            shown = report.setdefault(label, {})
            shown[key] = min(value, shown.get(key, 999.0))
        measured = [json.loads(m) for m in re.findall(r"MEASURE (\{.*\})", texts[r["cell"]])]
        images = [i for i in r["images"] if i["natural"]]
        if measured and images and "png px" not in report.get(label, {}):
            shrink = min(i["shown"] / i["natural"] for i in images)
            least = measured[0]["least_px"] * min(shrink, 1.0)
            report.setdefault(label, {})["png px"] = round(least, 1)
            if not measured[0]["inside"]:
                problems.append(f"{where}: a text of the figure is outside it")
            if mode == "projector" and least < LEAST - SLACK:
                problems.append(f"{where}: figure text of {least:.1f} px (shown at {shrink:.2f} of its size)")
    print(f"{mode}: smallest text on the screen at 1280x720 (CSS px): {json.dumps(report)}")
    print(f"{mode}: {len(saved)} screenshots in {ARTIFACTS}, {time.monotonic() - started:.0f} s")
    assert len(report) == len(names), f"{mode}: outputs not found: {sorted(set(names.values()) - set(report))}"
    assert not problems, "\n".join(problems)
