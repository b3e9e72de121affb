"""In the browser (Pyodide, ``sys.platform == "emscripten"``, issue 21): a simulation or
the event-card explorer (MAH-E01 .. MAH-E25) refuses ``workers > 1`` saying why (no
process can start there) and what to do, and plays here by default; the table
pictures and ``Stepper(graphs=False)`` import no networkx (a download of its own in
the browser). ``scripts/pyodide_check.sh`` runs the kit in Pyodide itself."""

from __future__ import annotations

import importlib
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from games import a_game

from jinro_lab.analysis import event_effects  # the kit's name of the event-card explorer
from jinro_lab.analysis.simulate import simulate
from jinro_lab.core.browser import in_browser
from jinro_lab.core.errors import InvalidArgument

#: the game the simulations play: a small one (4 players)
GAME = a_game(players=4)

#: the module (``jinro_lab.analysis.simulate`` is the function, bound over its module's name)
simulate_module = importlib.import_module("jinro_lab.analysis.simulate")


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")

    def no_processes(*args: object, **kwargs: object) -> None:
        raise AssertionError("a process pool was started in the browser")

    monkeypatch.setattr(simulate_module, "ProcessPoolExecutor", no_processes)


@pytest.mark.usefixtures("browser")
@pytest.mark.parametrize("workers", [2, 8])
def test_in_the_browser_a_simulation_refuses_processes_saying_why_and_what_to_do(workers: int) -> None:
    assert in_browser()
    with pytest.raises(InvalidArgument) as err:
        simulate(GAME, 10, 1, workers=workers)
    text = str(err.value)
    assert f"workers={workers}" in text and "Pyodide" in text and "can start none" in text
    assert "use workers=1" in text and "a machine with Python" in text


@pytest.mark.usefixtures("browser")
def test_in_the_browser_the_event_explorer_refuses_processes_before_any_game() -> None:
    calls: list[tuple[int, int]] = []
    with pytest.raises(InvalidArgument, match=r"workers=2 starts 2 processes, and the browser \(Pyodide\)"):
        event_effects(players=5, cards=["prison"], n=4, workers=2, callback=lambda *a: calls.append(a))
    assert calls == []  # refused before any deck was played


@pytest.mark.usefixtures("browser")
def test_in_the_browser_workers_none_or_1_play_here_and_give_the_same_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulate_module, "PROCESS_THRESHOLD_S", 0.0)  # processes would be chosen elsewhere
    assert simulate_module.cpu_count() == 1
    by_default = simulate(GAME, 40, seed=3, progress=False)
    assert by_default.equals(simulate(GAME, 40, seed=3, workers=1, progress=False))
    table = event_effects(players=5, cards=["prison"], n=4, progress=False)
    assert list(table["games"]) == [4, 4]


def test_outside_the_browser_workers_are_checked_as_before() -> None:
    assert not in_browser()
    simulate_module.check_workers(4)  # allowed: local processes exist here
    with pytest.raises(InvalidArgument, match="workers must be None, a positive int"):
        simulate(GAME, 1, 1, workers=0)


NO_NETWORKX = textwrap.dedent(
    """
    import sys
    import jinro_lab as jl
    from jinro_lab.agents.base import RandomAgent, play_game
    from jinro_lab.widgets import Stepper

    for variant, info in jl.VARIANTS.items():  # every registered game, at its fewest players
        players = min(info.players)
        game = play_game(jl.new_game(variant, players=players, seed=3), [RandomAgent(s) for s in range(players)])
        for viewer in (jl.PUBLIC, None, 0):
            assert str(game.picture(viewer)).startswith("<svg") and "<svg" in str(game.picture(viewer, lang="ja"))
        stepper = Stepper(game, graphs=False)
        stepper.last(); stepper.seat = 0; stepper.first(); stepper.next()
        assert stepper.text() and stepper.votes is not None
    assert "networkx" not in sys.modules, "networkx was imported"
    from jinro_lab.analysis import vote_graph
    vote_graph(game)
    assert "networkx" in sys.modules  # the graphs themselves still use it
    """
)


def test_the_table_pictures_and_a_stepper_without_graphs_import_no_networkx() -> None:
    root = Path(__file__).resolve().parents[1]  # python -c imports this checkout's jinro_lab
    done = subprocess.run([sys.executable, "-c", NO_NETWORKX], capture_output=True, text=True, timeout=120, cwd=root)
    assert done.returncode == 0, done.stderr[-2000:]


def test_in_the_browser_a_package_it_cannot_load_offline_is_named_in_the_pages_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """In the browser, an import of matplotlib that no finder resolves (the site offline)
    raises :class:`NotInBrowser`, a ModuleNotFoundError that names the package and what to
    do, in the language of the page (the site's ``ja`` folder: Japanese); elsewhere nothing."""
    from jinro_lab.core import browser

    monkeypatch.setattr(sys, "meta_path", [f for f in sys.meta_path if not isinstance(f, browser._NoticeFinder)])
    browser.notice_missing_packages()  # not in the browser: nothing added
    assert not any(isinstance(f, browser._NoticeFinder) for f in sys.meta_path)
    monkeypatch.setattr(sys, "platform", "emscripten")
    browser.notice_missing_packages()
    browser.notice_missing_packages()  # once
    assert sum(isinstance(f, browser._NoticeFinder) for f in sys.meta_path) == 1
    # matplotlib not installed: every other finder passes, ours is asked last
    monkeypatch.setattr(sys, "meta_path", [f for f in sys.meta_path if isinstance(f, browser._NoticeFinder)])
    monkeypatch.delitem(sys.modules, "matplotlib", raising=False)
    (tmp_path / "ja").mkdir()
    for folder, words in ((tmp_path, "not loaded in the browser"), (tmp_path / "ja", "読み込まれていません")):
        monkeypatch.chdir(folder)
        with pytest.raises(ModuleNotFoundError, match=words) as missing:
            importlib.import_module("matplotlib")
        assert missing.value.name == "matplotlib" and "%pip install matplotlib" in str(missing.value)
    with pytest.raises(ModuleNotFoundError, match="No module named 'no_such_package'"):
        importlib.import_module("no_such_package")  # a package the site never promised: Python's own words
