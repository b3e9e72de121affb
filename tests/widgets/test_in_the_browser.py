"""In the browser (Pyodide, ``sys.platform == "emscripten"``, issue 21) the widgets that
work in a background thread (the belief panel and hint, the event explorer) work in the
caller instead, and ``background=True`` is refused saying why (elsewhere they keep
their thread by default); a missing Japanese font gets advice that fits the browser."""

from __future__ import annotations

import sys
import threading

import pytest
from games import a_small_game, players_near

import jinro_lab as jl
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.widgets import EventExplorer
from jinro_lab.widgets.background import in_browser, use_background
from jinro_lab.widgets.belief_panel import BeliefPanel


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")


def test_outside_the_browser_the_work_goes_to_a_thread_by_default() -> None:
    assert not in_browser() and use_background(None, "X") is True
    assert BeliefPanel().background is True and BeliefPanel(background=False).background is False


@pytest.mark.usefixtures("browser")
def test_in_the_browser_the_belief_panel_computes_in_the_caller_without_a_thread() -> None:
    panel = BeliefPanel(n=20, rollouts=2, advice=False)
    assert in_browser() and panel.background is False
    before = threading.active_count()
    game = a_small_game("hidden")  # the panel needs a model of hidden information
    panel.show(jl.new_game(game, players=players_near(game, 4), seed=7), 0)
    assert threading.active_count() == before and panel._thread is None
    assert panel.table is not None and not panel.computing


@pytest.mark.usefixtures("browser")
def test_in_the_browser_background_true_is_refused_saying_why() -> None:
    with pytest.raises(InvalidArgument, match=r"BeliefPanel\(background=True\) needs a thread.*Pyodide"):
        BeliefPanel(background=True)
    with pytest.raises(InvalidArgument, match=r"EventExplorer\(background=True\) needs a thread"):
        EventExplorer(background=True)
    assert EventExplorer().background is False


def test_background_must_be_a_flag() -> None:
    with pytest.raises(InvalidArgument, match="background must be true, false or none, got 'yes'"):
        use_background("yes", "BeliefPanel")  # type: ignore[arg-type]


def test_in_the_browser_a_missing_japanese_font_warns_once_with_the_browsers_hint(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from jinro_lab.analysis import fonts

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(fonts, "cjk_font", lambda: None)
    monkeypatch.setattr(fonts, "_warned", False)
    with pytest.warns(fonts.JapaneseFontWarning) as caught:
        with fonts.japanese_font() as name:
            assert name is None
        with fonts.japanese_font():
            pass
    assert len(caught) == 1
    text = str(caught[0].message)
    assert "labels are drawn in English" in text and fonts.BROWSER_HINT in text and "apt-get" not in text
