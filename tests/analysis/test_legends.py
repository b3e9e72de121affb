"""Every drawing explains its marks in a legend, in English and Japanese, below the
table (never over a seat box)."""

from __future__ import annotations

import warnings

import pytest
from matplotlib.lines import Line2D
from matplotlib.patches import Patch

from jinro_lab.analysis.graphs import info_flow_graph, vote_graph
from jinro_lab.analysis.plots import (
    CHOSEN_COLOR,
    FACT_ARROW,
    PUBLIC_ARROW,
    VIEWER_COLOR,
    VOTE_ARROW,
    draw_info_flow,
    draw_vote_graph,
    plot_win_rates,
)
from jinro_lab.analysis.stats import win_rates

from .conftest import TOY_LOG
from .test_plots import big_log, require_cjk_font, toy_table

VOTE_ENTRIES = {
    "en": [
        "arrow: a ballot, voter → voted seat",
        "xN: a ballot of weight N (wider arrow)",
        "(incl. N extra): N votes beyond the ballots (face-down cards)",
        "red bold box: the seat chosen (executed)",
        "runoff N: a ballot of the N-th runoff",
    ],
    "ja": [
        "矢印: 1票 (投票者 → 投票先)",
        "xN: 重み N の票 (太い矢印)",
        "(うち追加 N): 投票以外の追加票 N (伏せ札)",
        "赤い太枠: 選ばれた (処刑された) 席",
        "決選投票N回目: N回目の決選投票の票",
    ],
}
FLOW_ENTRIES = {
    "en": [
        "orange arrow: private knowledge, subject → learner (N facts)",
        "grey dashed arrow: public events, seen by every seat",
        "green bold box: the viewing seat",
        "yellow box: a subject that is not a seat (e.g. a pile)",
    ],
    "ja": [
        "橙の矢印: 非公開の知識 (対象 → 知った席、N 件)",
        "灰色の破線: 公開の出来事 (全員が見る)",
        "緑の太枠: 視点の席",
        "黄色の枠: 席以外の対象 (山札など)",
    ],
}
RATE_ENTRIES = {
    "en": ["bar: win rate", "error bar: 95% Wilson interval"],
    "ja": ["棒: 勝率", "誤差棒: 95% Wilson 区間"],
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
    assert legend_texts(ax) == VOTE_ENTRIES[lang]
    handles = ax.get_legend().legend_handles
    arrow, weight, _, chosen, _ = handles
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
    assert legend_texts(ax) == FLOW_ENTRIES[lang]
    private, public, viewer, _ = ax.get_legend().legend_handles
    assert private.get_color() == FACT_ARROW and private.get_linestyle() == "-"
    assert public.get_color() == PUBLIC_ARROW and public.get_linestyle() == "--"
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
