"""Drawings of the graphs and of win rates (Agg backend), in English and Japanese."""

from __future__ import annotations

import io
import os
import warnings

import matplotlib.pyplot as plt
import pandas as pd
import pytest
from games import a_game, fewest_players
from matplotlib.patches import FancyArrowPatch

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis import fonts
from jinro_lab.analysis.fonts import JapaneseFontWarning, cjk_font, japanese_font
from jinro_lab.analysis.graphs import info_flow_graph, vote_graph
from jinro_lab.analysis.plots import (
    FONT_SIZE,
    READABLE,
    draw_info_flow,
    draw_vote_graph,
    plot_win_rates,
    table_inches,
)
from jinro_lab.analysis.stats import win_rates
from jinro_lab.core.events import Ballot, Knowledge, VoteResult, only

from .conftest import TOY_LOG


def render(ax) -> bytes:
    """Draw the figure of ``ax`` to PNG; any warning (e.g. "Glyph missing") fails the test."""
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ax.figure.savefig(buf, format="png", dpi=50)
    assert buf.getvalue().startswith(b"\x89PNG")
    return buf.getvalue()


def arrows(ax) -> list:
    """The arrows of a drawing: patches and annotation arrows."""
    return [p for p in ax.patches if isinstance(p, FancyArrowPatch)] + [
        t.arrow_patch for t in ax.texts if getattr(t, "arrow_patch", None) is not None
    ]


def texts(ax) -> list[str]:
    return [t.get_text() for t in ax.texts] + [ax.get_title()]


def require_cjk_font() -> str:
    """The installed CJK font; fails in CI (CI=true), else skips, if there is none."""
    name = cjk_font()
    if name is None:
        reason = f"no Japanese font for matplotlib: {fonts.INSTALL_HINT}"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    return name


def test_vote_graph_drawing_returns_the_axes_with_an_arrow_per_ballot(game):
    g = vote_graph(game)
    _, ax = plt.subplots()
    assert draw_vote_graph(g, ax=ax) is ax
    assert len(arrows(ax)) == g.number_of_edges()
    assert {f"seat {s}" for s in g} <= {t.split("\n")[0] for t in texts(ax)}
    render(ax)


def test_toy_vote_drawing_counts_runoff_votes_apart_from_the_first_round():
    """Issue 18: seat 2 got 1 ballot and 1 extra vote in the first round, 4 votes
    in the runoff: "votes 2 (incl. 1 extra)", "runoff: 4", not "votes 6"."""
    ax = draw_vote_graph(vote_graph(TOY_LOG))
    seat2 = next(t for t in texts(ax) if t.startswith("seat 2"))
    assert seat2 == "seat 2\nvotes 2 (incl. 1 extra)\nrunoff: 4\nexecuted"
    assert "x2" in texts(ax)  # the runoff's ballot of weight 2
    assert ax.get_title() == "Votes"
    render(ax)


def test_runoff_ballots_are_dashed_and_several_votes_coloured_apart():
    ax = draw_vote_graph(vote_graph(TOY_LOG, vote="day 1"))
    assert ax.get_title() == "Votes, day 1"
    styles = sorted(a.get_linestyle() for a in arrows(ax))
    assert styles == sorted(["--"] * 3 + ["-"] * 3)  # the runoff's 3 ballots dashed, apart from the first round's
    assert not any(t.startswith("runoff") for t in texts(ax))  # no labels piled on the arrows
    assert len({tuple(a.get_edgecolor()) for a in arrows(ax)}) == 1  # one vote: one colour
    ax = draw_vote_graph(vote_graph(TOY_LOG, vote="day 1", round=1))
    assert ax.get_title() == "Votes, day 1 runoff 1"
    assert [t for t in texts(ax) if not t.startswith(("seat", "Votes"))] == ["x2"]
    render(ax)
    both = draw_vote_graph(vote_graph(TOY_LOG))
    assert len({tuple(a.get_edgecolor()) for a in arrows(both)}) == 2  # day 1 and day 2
    assert [t.get_text() for t in both.get_legend().get_texts()][-2:] == ["day 1", "day 2"]


def test_a_vote_not_held_is_drawn_as_such():
    ax = draw_vote_graph(vote_graph(TOY_LOG[:4], vote="day 1", players=3))
    assert "not held (yet)" in texts(ax) and ax.get_title() == "Votes, day 1" and not arrows(ax)


def test_one_day_drawing_has_a_day_title_and_no_day_labels():
    ax = draw_vote_graph(vote_graph(TOY_LOG, day=2, players=3), title=None)
    assert ax.get_title() == "Votes, day 2"
    assert not any(t.startswith("day") for t in texts(ax))
    assert draw_vote_graph(vote_graph(TOY_LOG), title="mine").get_title() == "mine"


def test_a_drawing_without_votes_says_so():
    ax = draw_vote_graph(vote_graph((), players=4))
    assert "no votes" in texts(ax) and not arrows(ax)
    render(ax)


def test_seats_sit_around_a_table_in_the_same_places():
    """Deterministic layout: seat 0 at the top, clockwise, whatever the day shown."""
    first = draw_vote_graph(vote_graph(TOY_LOG, day=1, players=3))
    second = draw_vote_graph(vote_graph(TOY_LOG, day=2, players=3))

    def places(ax):
        return {t.get_text().split("\n")[0]: t.get_position() for t in ax.texts if t.get_text().startswith("seat")}

    assert places(first) == places(second)
    top = places(first)["seat 0"]
    assert top[0] == pytest.approx(0) and top[1] == pytest.approx(1)
    assert places(first)["seat 1"][0] > 0  # clockwise: seat 1 to the right


def private_edges(g) -> list:
    return [(u, v, d) for u, v, d in g.edges(data=True) if not d["public"]]


def test_info_flow_drawing_has_an_arrow_per_private_pair_and_the_public_box(game):
    g = info_flow_graph(game)
    ax = draw_info_flow(g)
    assert len(arrows(ax)) == len(private_edges(g))  # the public events: a box, seen by all (no arrows)
    assert any(t.startswith("public\n") and t.endswith("seen by all") for t in texts(ax))
    render(ax)


def test_the_flow_graph_says_what_was_learned():
    """Issue 18: an arrow's label is the fact itself, in the game's words."""
    ax = draw_info_flow(info_flow_graph(TOY_LOG))
    shown = texts(ax)
    assert "seat 1 is red\nseat 1 holds a key" in shown and "the pile's top is blue" in shown
    variant = a_game(players=4)
    game = jl.new_game(variant, players=4, seed=11)
    play_game(game, [RandomAgent(110 + s) for s in range(4)])
    facts = [e for e in game.log if type(e) is Knowledge]
    assert facts
    en, ja = draw_info_flow(info_flow_graph(game)), draw_info_flow(info_flow_graph(game), lang="ja")
    words = jl.variants.renderer(variant).WORDS
    firsts = {}
    for e in facts:
        if e.subject != e.observer:  # a loop (a fact about oneself) may show only its value where room is short
            firsts.setdefault((e.subject, e.observer), e)
    for e in firsts.values():  # each arrow's label begins with its first fact (wrapped on lines)
        assert any(t.replace("\n", " ").startswith(e.fact) for t in texts(en)), e.fact
        assert any(t.replace("\n", "").startswith(words.fact(e, "ja")) for t in texts(ja)), e


def test_a_seat_that_learned_nothing_is_told_so():
    ax = draw_info_flow(info_flow_graph(TOY_LOG[:1], seat=2, players=3))
    assert "no private fact learned yet" in texts(ax) and not arrows(ax)


def test_toy_info_flow_drawing_with_a_loop_and_a_non_seat_subject():
    ax = draw_info_flow(info_flow_graph(TOY_LOG, seat=1))
    assert ax.get_title() == "Information flow seen by seat 1"
    assert len(arrows(ax)) == len(private_edges(info_flow_graph(TOY_LOG, seat=1)))
    render(ax)
    ax = draw_info_flow(info_flow_graph(TOY_LOG))
    assert "pile" in texts(ax)
    render(ax)


def test_unknown_language_is_refused():
    with pytest.raises(ValueError, match="lang"):
        draw_vote_graph(vote_graph(TOY_LOG), lang="fr")


def toy_table() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "side": ["red", "red", "blue", None, "red", "blue"],
            "start": ["a", "b", "a", "b", "a", "b"],
            "win_seat_0": [True, True, False, False, True, False],
            "win_seat_1": [False, False, True, False, False, True],
        }
    )


def test_win_rate_bars_have_wilson_error_bars():
    table = win_rates(toy_table())
    ax = plot_win_rates(table)
    assert [round(p.get_height(), 6) for p in ax.patches] == [round(r, 6) for r in table["rate"]]
    errorbars = [c for c in ax.containers if type(c).__name__ == "ErrorbarContainer"]
    spans = [y for c in errorbars for seg in c.lines[2][0].get_segments() for y in seg[:, 1]]
    assert spans == pytest.approx([y for lo_hi in zip(table["lo"], table["hi"], strict=True) for y in lo_hi])
    assert [t.get_text() for t in ax.get_xticklabels()] == ["blue", "red", "nobody"]
    render(ax)


def test_grouped_and_per_seat_win_rate_bars():
    ax = plot_win_rates(win_rates(toy_table(), by="start"))
    assert len(ax.patches) == 2 * 3 and ax.get_legend() is not None
    render(ax)
    ax = plot_win_rates(win_rates(toy_table(), by="seat"))
    assert [t.get_text() for t in ax.get_xticklabels()] == ["seat 0", "seat 1"]
    render(ax)


# ----- the table for 5 to 16 seats -----------------------------------------------------
def big_log(players: int) -> tuple:
    """A synthetic log of ``players`` seats with long labels everywhere: a vote in
    which every seat votes and gets votes (with extra votes, "votes 11 (incl. 10
    extra)"), a runoff, private facts for every seat (one about a pile, one about
    the observer itself)."""
    ballots = tuple(Ballot(s, (s + 1) % players, 1, 1, "day 1", 0) for s in range(players))
    totals = tuple((s, 1 + 5 * (s % 3)) for s in range(players))
    runoff = (Ballot(0, 2, 2, 1, "day 1", 1), Ballot(1, 2, 1, 1, "day 1", 1))
    facts = tuple(Knowledge(s, (s + 3) % players, f"fact {s}", ("fact", s), only(s)) for s in range(players))
    return (
        *ballots,
        VoteResult(totals, None, 1, "day 1", 0, "tie", (1, 2)),
        *runoff,
        VoteResult(((1, 0), (2, 3)), 2, 1, "day 1", 1),
        *facts,
        Knowledge(0, "pile", "the pile's top is blue", ("pile", "blue"), only(0)),
        Knowledge(2, 2, "own card 0 is green", ("own", 2, 0, "green"), only(2)),
    )


def node_boxes(ax) -> list:
    """The window extents of the node boxes (labelled boxes drawn by the layout, zorder 3)."""
    return [t.get_bbox_patch().get_window_extent() for t in ax.texts if t.get_zorder() == 3]


def assert_table_is_clear(ax, players: int, min_font: float = 0.0) -> None:
    """Draw the figure (any warning, e.g. "Glyph missing", fails), then: every seat has
    a box; no two boxes overlap; all are inside the axes; the font of the boxes is at
    least ``min_font`` points."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ax.figure.canvas.draw()
    nodes = [t for t in ax.texts if t.get_zorder() == 3]
    assert sum(t.get_text().split("\n")[0][-1:].isdigit() for t in nodes) == players
    boxes = [t.get_bbox_patch().get_window_extent() for t in nodes]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not a.overlaps(b), (a, b)
    frame = ax.get_window_extent()
    for box in boxes:
        assert frame.x0 <= box.x0 and box.x1 <= frame.x1 and frame.y0 <= box.y0 and box.y1 <= frame.y1, (box, frame)
    assert min(t.get_fontsize() for t in nodes) >= min_font


@pytest.mark.parametrize("players", [5, 9, 12, 16])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tables_of_5_to_16_seats_have_clear_readable_boxes(players, lang):
    """The layout scales with the seat count: with a new figure (sized for the seats)
    the seat boxes never overlap, stay inside the axes and keep a readable font."""
    if lang == "ja":
        require_cjk_font()
    log = big_log(players)
    ax = draw_vote_graph(vote_graph(log), lang=lang)
    assert_table_is_clear(ax, players, min_font=READABLE)
    shown = "\n".join(texts(ax))
    assert ("(incl. 10 extra)" if lang == "en" else "（うち追加10）") in shown
    assert ("executed" if lang == "en" else "処刑") in shown
    ax = draw_info_flow(info_flow_graph(log, seat=0), lang=lang)
    assert_table_is_clear(ax, players, min_font=READABLE)
    assert any(t.startswith("public\n" if lang == "en" else "公開\n") for t in texts(ax))
    assert "pile" in texts(ax)


@pytest.mark.parametrize("players", [5, 16])
def test_tables_fit_a_given_axes_by_shrinking_the_font(players):
    """In an axes of the caller's (two side by side, like the stepper used to draw)
    the boxes still never overlap: the font gets smaller instead."""
    log = big_log(players)
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4.2))
    draw_vote_graph(vote_graph(log, vote="day 1", round=0), ax=left)
    draw_info_flow(info_flow_graph(log), ax=right)
    assert tuple(fig.get_size_inches()) == (10, 4.2)  # a given figure is never resized
    for ax in (left, right):
        assert_table_is_clear(ax, players)
    sizes = [t.get_fontsize() for t in left.texts if t.get_zorder() == 3]
    assert max(sizes) <= FONT_SIZE and (players < 9 or max(sizes) < FONT_SIZE)


def test_more_seats_bring_a_bigger_figure_and_a_smaller_font():
    small, large = (draw_info_flow(info_flow_graph(big_log(n))) for n in (5, 16))
    assert large.figure.get_size_inches()[0] > small.figure.get_size_inches()[0]
    assert table_inches(16) > table_inches(9) > table_inches(5) == table_inches(3)
    font = {ax: ax.texts[0].get_fontsize() for ax in (small, large)}
    assert READABLE <= font[large] <= font[small] <= FONT_SIZE and font[small] >= 0.95 * FONT_SIZE


# ----- Japanese ---------------------------------------------------------------------
def test_japanese_drawings_render_without_missing_glyphs(game):
    font = require_cjk_font()
    ax = draw_vote_graph(vote_graph(game), lang="ja")
    assert any(t.startswith("席") and t[1:2].isdigit() for t in texts(ax)) and ax.get_title() == "投票"
    assert ax.title.get_fontfamily()[0] == font
    render(ax)
    ax = draw_info_flow(info_flow_graph(game, seat=0), lang="ja")
    assert any(t.startswith("公開") for t in texts(ax))
    assert all(t.get_fontfamily()[0] == font for t in ax.texts)
    render(ax)
    ax = plot_win_rates(win_rates(toy_table(), by="seat"), lang="ja")
    assert ax.get_ylabel() == "勝率" and ax.get_xticklabels()[0].get_text() == "席0"
    render(ax)


def test_the_english_default_font_cannot_draw_japanese():
    """The check above can fail: Japanese text without the CJK font warns of missing glyphs."""
    _, ax = plt.subplots()
    ax.set_title("投票", fontfamily="DejaVu Sans")
    with pytest.raises(UserWarning, match="Glyph"):
        render(ax)


def test_missing_font_warns_once_and_falls_back_to_english(monkeypatch):
    monkeypatch.setattr(fonts, "cjk_font", lambda: None)
    monkeypatch.setattr(fonts, "_warned", False)
    with pytest.warns(JapaneseFontWarning, match="fonts-ipafont-gothic"):
        ax = draw_vote_graph(vote_graph(TOY_LOG), lang="ja")
    assert ax.get_title() == "Votes" and "seat 0" in "\n".join(texts(ax))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        draw_info_flow(info_flow_graph(TOY_LOG), lang="ja")  # no second warning
        with japanese_font() as font:
            assert font is None


def test_plot_win_rates_draws_a_rate_of_zero():
    """A side that never wins in a group (e.g. the werewolf side when the werewolf
    card starts in the ruins, NEM-55) still gets a bar and a valid error bar."""
    import pandas as pd

    from jinro_lab.analysis import plot_win_rates

    table = pd.DataFrame(
        {"group": ["a", "a"], "side": ["villagers", "werewolf"], "wins": [5, 0], "games": [5, 5]}
    ).assign(rate=[1.0, 0.0], lo=[0.566, 1e-18], hi=[1.0, 0.434])
    ax = plot_win_rates(table)
    assert len(ax.patches) == 2


def test_a_vote_graph_filtered_by_a_vote_id_string_titles_it_in_japanese():
    """``vote="day 1"`` (a plain string, as a reader types it) names the vote as recorded:
    ``投票（1日目）``, not ``投票（day 1）``."""
    from jinro_lab.analysis import plots
    from jinro_lab.analysis.graphs import vote_graph
    from jinro_lab.core.voting import vote_id

    variant = a_game()
    game = jl.new_game(variant, players=fewest_players(variant), seed=9)
    play_game(game, {s: RandomAgent(seed=s) for s in range(game.players)})
    day = next(e.day for e in game.log if type(e) is VoteResult and e.vote == vote_id(e.day))  # a vote named by its day
    graph = vote_graph(game.events_seen_by(jl.PUBLIC), players=game.players, vote=f"day {day}")
    assert plots.draw_vote_graph(graph, lang="ja").get_title() == f"投票（{day}日目）"
    assert plots.draw_vote_graph(graph, lang="en").get_title() == f"Votes, day {day}"


def test_without_a_system_font_the_wheels_japanese_font_is_used(monkeypatch):
    """Issue 38, item 5: with no Japanese font on the system (none in matplotlib's
    list), the IPAexGothic of the ``matplotlib-fontja`` wheel is registered and used,
    without importing its package (which would change the default font of the
    whole process); Japanese text then draws with no missing glyph."""
    import sys

    import matplotlib
    from matplotlib import font_manager

    pytest.importorskip("matplotlib")
    if fonts.wheel_font() is None:
        pytest.skip("the matplotlib-fontja wheel is not installed")
    system = [f for f in font_manager.fontManager.ttflist if f.name not in fonts.CJK_FONTS]
    monkeypatch.setattr(font_manager.fontManager, "ttflist", system)
    default = matplotlib.rcParams["font.family"]
    assert fonts.cjk_font() == "IPAexGothic"
    assert "matplotlib_fontja" not in sys.modules and matplotlib.rcParams["font.family"] == default
    with fonts.japanese_font() as name:
        assert name == "IPAexGothic"
        found = font_manager.findfont(font_manager.FontProperties(family=name), fallback_to_default=False)
    assert found.endswith("ipaexg.ttf")
