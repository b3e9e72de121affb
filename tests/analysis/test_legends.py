"""Every drawing explains its marks in a legend, in English and Japanese, below the
table (never over a seat box), in a font of 10 points or more, with the game's own
marks only (issue 18)."""

from __future__ import annotations

import warnings

import matplotlib.pyplot as plt
import pytest
from games import each_game
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

import jinro_lab as jl
from jinro_lab.analysis.graphs import info_flow_graph, vote_graph
from jinro_lab.analysis.plots import (
    CHOSEN_COLOR,
    FACT_ARROW,
    PUBLIC_COLOR,
    VIEWER_COLOR,
    VOTE_ARROW,
    draw_info_flow,
    draw_vote_graph,
    plot_win_rates,
    table_legend,
)
from jinro_lab.analysis.stats import win_rates
from jinro_lab.core import registry
from jinro_lab.core.registry import variants

from .conftest import TOY_LOG
from .test_plots import big_log, require_cjk_font, toy_table

#: the vote graph's legend for a log of no known game: every mark explained
VOTE_ENTRIES = {
    "en": [
        "arrow: a ballot, voter → voted seat",
        "xN: a ballot of weight N (wider arrow)",
        "dashed arrow: a runoff ballot (counted apart)",
        "(incl. N extra): N votes beyond the ballots",
        "red bold box: the seat chosen",
        "blue box: a seat that got votes; white: none",
    ],
    "ja": [
        "矢印：1票（投票者→投票先）",
        "xN：重みNの票（太い矢印）",
        "破線の矢印：決選投票の票（別に数える）",
        "（うち追加N）：投票以外の追加票N",
        "赤い太枠：選出席",
        "青い枠：票を得た席、白：票なし",
    ],
}
FLOW_ENTRIES = {
    "en": [
        "orange arrow: what a seat learned, subject → learner",
        "pale dotted arrow, (old): a fact out of date (roles dealt again)",
        "grey box: the public events, seen by every seat",
        "green bold box: the viewing seat",
        "yellow box: a subject that is not a seat (e.g. a pile)",
    ],
    "ja": [
        "橙の矢印：席が知ったこと（対象→知った席）",
        "薄い点線・（古い）：古くなった情報（役職の配り直し）",
        "灰色の枠：公開の出来事（全員が見る）",
        "緑の太枠：視点の席",
        "黄色の枠：席以外の対象（山札など）",
    ],
}
RATE_ENTRIES = {
    "en": ["bar: win rate", "error bar: 95% Wilson interval"],
    "ja": ["棒：勝率", "誤差棒：95%ウィルソン区間"],
}


def legend_texts(ax) -> list[str]:
    legend = ax.get_legend()
    assert legend is not None
    return [t.get_text() for t in legend.get_texts()]


def language(lang: str) -> None:
    if lang == "ja":
        require_cjk_font()


def drawn(ax) -> None:
    """Draw the figure; any warning (e.g. a missing glyph in the legend) fails."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ax.figure.canvas.draw()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_vote_graph_legend_explains_arrows_weights_extras_the_chosen_seat_and_runoffs(lang):
    language(lang)
    ax = draw_vote_graph(vote_graph(TOY_LOG), lang=lang)
    assert legend_texts(ax) == VOTE_ENTRIES[lang] + (["day 1", "day 2"] if lang == "en" else ["1日目", "2日目"])
    handles = ax.get_legend().legend_handles
    arrow, weight, runoff, _, chosen, _, *_days = handles
    assert runoff.get_linestyle() == "--"
    assert isinstance(arrow, Line2D) and arrow.get_color() == VOTE_ARROW
    assert weight.get_linewidth() > arrow.get_linewidth()  # heavier ballots: wider arrows
    assert isinstance(chosen, Patch) and chosen.get_facecolor()[:3] == pytest.approx(
        tuple(int(CHOSEN_COLOR[i : i + 2], 16) / 255 for i in (1, 3, 5))
    )
    drawn(ax)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_info_flow_legend_explains_private_and_public_arrows(lang):
    language(lang)
    ax = draw_info_flow(info_flow_graph(TOY_LOG, seat=1), lang=lang)
    texts = legend_texts(ax)
    assert texts[: len(FLOW_ENTRIES[lang])] == FLOW_ENTRIES[lang]
    # then the key: the arrows whose label found no room, tagged in the drawing, in full
    key = [line for line in texts[len(FLOW_ENTRIES[lang]) :] if not line[:1].isspace()]  # an entry's first line
    assert [line.split(" ")[0] for line in key] == [f"({i})" for i in range(1, len(key) + 1)]
    private, _, public, viewer, _, *_ = ax.get_legend().legend_handles
    assert private.get_color() == FACT_ARROW and private.get_linestyle() == "-"
    assert public.get_facecolor()[:3] == pytest.approx(tuple(int(PUBLIC_COLOR[i : i + 2], 16) / 255 for i in (1, 3, 5)))
    assert viewer.get_facecolor()[:3] == pytest.approx(tuple(int(VIEWER_COLOR[i : i + 2], 16) / 255 for i in (1, 3, 5)))
    drawn(ax)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_win_rate_legend_explains_bars_and_intervals(lang):
    language(lang)
    ax = plot_win_rates(win_rates(toy_table()), lang=lang)
    assert legend_texts(ax) == RATE_ENTRIES[lang]
    drawn(ax)
    grouped = plot_win_rates(win_rates(toy_table(), by="start"), lang=lang)
    assert legend_texts(grouped)[-1] == RATE_ENTRIES[lang][1]
    assert len(legend_texts(grouped)) == 3 + 1  # a bar per side, then the interval
    drawn(grouped)


@pytest.mark.parametrize("players", [5, 16])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_legend_is_below_the_table_and_covers_no_seat_box(players, lang):
    language(lang)
    log = big_log(players)
    for ax in (draw_vote_graph(vote_graph(log), lang=lang), draw_info_flow(info_flow_graph(log, seat=0), lang=lang)):
        drawn(ax)
        legend = ax.get_legend().get_window_extent()
        boxes = [t.get_bbox_patch().get_window_extent() for t in ax.texts if t.get_zorder() == 3]
        assert not any(legend.overlaps(box) for box in boxes)
        assert legend.y1 <= ax.get_window_extent().y0 + 1  # below the axes
        figure = ax.figure.bbox
        assert figure.y0 <= legend.y0 and figure.x0 <= legend.x0 + 1 and legend.x1 <= figure.x1 + 1  # inside the figure


def legend_of(variant: str, kind: str, lang: str = "en") -> list[str]:
    fig = plt.figure()
    return [t.get_text() for t in table_legend(fig, kind, lang, variant=variant).get_texts()]


@each_game()
def test_each_game_has_its_own_vote_legend(game: str):
    """A game's legends follow its ``Marks``: the votes beyond the ballots (face-down
    cards) only where it has them, runoffs (none where ties eliminate nobody: NEM-33) and
    weights where it has them, facts out of date only where they can be (a soul vortex),
    no pile anywhere. What each game calls the chosen seat (NEM-31, NEM-40, LOT-21,
    MAH-E18, elected): its folder's ``test_legend_words.py``."""
    marks = registry.lookup(game).marks
    vote, flow = legend_of(game, "vote"), legend_of(game, "flow")
    assert any("face-down" in e or "extra" in e for e in vote) is (marks.extra is not None)
    if marks.extra is not None:
        english, japanese = marks.extra
        assert f"(incl. N extra): N votes beyond the ballots ({english})" in vote
        assert f"（うち追加N）：投票以外の追加票N（{japanese}）" in legend_of(game, "vote", "ja")
    assert any("runoff" in e for e in vote) is marks.runoffs
    assert any("weight" in e for e in vote) is marks.weights
    assert any("out of date" in e for e in flow) is marks.stale
    assert not any("pile" in e for e in flow)
    assert sum(e.startswith("red bold box: the seat ") for e in vote) == 1  # the chosen seat, in its game's word


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_legend_text_is_at_least_10_points_and_grows_with_scale(scale):
    for draw, graph in ((draw_vote_graph, vote_graph(TOY_LOG)), (draw_info_flow, info_flow_graph(TOY_LOG))):
        ax = draw(graph, scale=scale)
        sizes = {t.get_fontsize() for t in ax.get_legend().get_texts()}
        assert min(sizes) >= 10 * scale
        assert ax.title.get_fontsize() >= 12 * scale
    small, large = draw_vote_graph(vote_graph(TOY_LOG)), draw_vote_graph(vote_graph(TOY_LOG), scale=2.0)
    assert large.figure.get_size_inches()[0] > 1.8 * small.figure.get_size_inches()[0]
    with pytest.raises(ValueError, match="scale"):
        draw_vote_graph(vote_graph(TOY_LOG), scale=0)


@pytest.mark.parametrize("variant", [v.id for v in variants()])
def test_the_vote_graphs_words_follow_the_games_glossary(variant):
    """The Japanese legend and the chosen seat's word on its box use the game's terms,
    never a word its glossary avoids (脱落, not 処刑, where nobody is executed: NEM-31)."""
    from jinro_lab.analysis.legends import chosen_tag, game_marks
    from jinro_lab.analysis.plot_style import TEXT

    marks = game_marks(variant)
    words = [*legend_of(variant, "vote", "ja"), *(chosen_tag(TEXT["ja"], p, marks) for p in marks.purposes)]
    glossary = jl.glossary(variant)
    assert [p for w in words for p in glossary.problems(w)] == [], words
