"""The teacher's notebook during a live game (issue 22, item 3), in a real JupyterLab in
Chromium: a notebook starts a table, shows the join cards and a LiveStepper; a class of
bots plays through the seats' links (the bot API on loopback); the Stepper in the
notebook follows the game as it is played, on the public view it opened on, with no
secret shown; the summary has the table's row. Screenshot:
``artifacts/table-teacher-notebook.png`` (and ``-stepper.png``)."""

from __future__ import annotations

import random
import re
from typing import Any

import nbformat
import pytest
from games import a_game

from jinro_lab.core.registry import VARIANTS

from .conftest import Lab
from .tables import call
from .test_notebooks import cell_errors, open_notebook, run_all, screenshots, text_of

pytestmark = pytest.mark.browser

NAME = "teacher_live_table.ipynb"
#: the class's game: one for eight (a class group's table)
GAME = a_game(players=8)
CELLS = [
    "from jinro_lab.table import TableServer, join_cards, LiveStepper\n"
    "server = TableServer(port=0)\n"
    f'table = server.add("{GAME}", players=8, humans=range(8), seed=3, name="class 2B")\n'
    "server.start()\n"
    "table",
    'join_cards(table, path="join_cards.html")',
    "live = LiveStepper(table)\nlive",
    "server.summary()",
]
#: how many actions the class of bots takes (the first night and day, in the game chosen
#: today; the seats act in seat order with seeded choices, so it is the same game every run)
ACTIONS = 16


def play(links: list[str], actions: int, seed: int = 0) -> int:
    """The class: each seat's bot reads its view through its link and acts when it may."""
    rng = random.Random(seed)
    taken = 0
    for _ in range(actions * 10):
        for link in links:
            if taken >= actions:
                return taken
            api = link.replace("/seat/", "/api/seat/")
            state = call(api)
            if state["over"]:
                return taken
            if state["to_act"]:
                call(api + "/act", {"action": rng.choice(state["legal"]), "at": state["version"]})
                taken += 1
    return taken


def steps_shown(page: Any) -> int:
    """The last step number the LiveStepper's status shows ("step k / n")."""
    status = text_of(page.locator(".jinro-stepper .jinro-status").first)
    found = re.search(r"step \d+ / (\d+)", status)
    assert found, f"no step count in the Stepper's status {status!r}"
    return int(found.group(1))


def test_the_teachers_stepper_follows_the_class(page: Any, lab: Lab) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in CELLS]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(nb, lab.root / NAME)
    try:
        open_notebook(page, lab, NAME)
        run_all(page, NAME)
        assert not cell_errors(page), cell_errors(page)
        text = page.locator(".jp-Notebook").inner_text()
        assert "/seat/" not in text and "/gm/" not in text  # no secret link in the projected notebook
        assert f"Join cards of {VARIANTS[GAME].title_ja} — class 2B: 8 cards" in text
        printed = (lab.root / "join_cards.html").read_text(encoding="utf-8")  # the printable page
        links = list(dict.fromkeys(re.findall(r"http://127\.0\.0\.1:\d+/seat/[\w-]+", printed)))  # seat 0, 1, …
        assert len(links) == 8, f"the join cards hold {len(links)} seat links, not 8"
        assert "/gm/" not in printed  # the game master's link is not on any card
        assert f"class 2B: {GAME}, 8 players, 0 of 8 seats joined, waiting for students" in text
        before = steps_shown(page)
        taken = play(links, ACTIONS)
        assert taken == ACTIONS
        page.wait_for_function(
            "n => { const s = document.querySelector('.jinro-stepper .jinro-status');"
            " const m = s && s.innerText.match(/step \\d+ \\/ (\\d+)/); return m && Number(m[1]) > n; }",
            arg=before,
            timeout=20_000,
        )
        assert steps_shown(page) > before
        status = text_of(page.locator(".jinro-stepper .jinro-status").first)
        assert "the table: what everyone sees" in status.replace("\xa0", " ")  # the public view, as it opened
        screenshots(page, "table-teacher-notebook")  # the whole notebook, and the Stepper alone
    finally:
        lab.shut_down(NAME)
