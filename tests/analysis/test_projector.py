"""The kit's graphs and charts in projector mode (issue 36), and the fixes that hold at
the ordinary size too: an information-flow label is never cut short (a tag and a key
instead), a chart's legend sits under the chart (never over a bar)."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import pytest
from games import a_game
from matplotlib.text import Text

import jinro_lab as jl
from jinro_lab.agents import play_game
from jinro_lab.analysis import draw_info_flow, draw_vote_graph, info_flow_graph, vote_graph
from jinro_lab.analysis.figures import chart_pt, projector_rc
from jinro_lab.analysis.pictures import DPI, TablePicture
from jinro_lab.analysis.plots import KEY, plot_win_rates
from jinro_lab.analysis.stats import win_rates
from jinro_lab.core.display import PROJECTOR_TEXT, PROJECTOR_TICK_PT, WIDTH
from jinro_lab.variants import heuristic_agent

from .test_plots import toy_table

DATA = Path(__file__).resolve().parents[2] / "notebooks" / "data"


@pytest.fixture(scope="module")
def sixteen() -> jl.Game:
    """A whole 16-seat game of heuristic agents (seeded)."""
    return played(16, seed=3)


def played(players: int, seed: int) -> jl.Game:
    """A whole game of heuristic agents of a game for ``players`` (seeded)."""
    variant = a_game("heuristic", players=players)
    game = jl.new_game(variant, players=players, seed=seed)
    return play_game(game, [heuristic_agent(variant, seed=s) for s in range(players)])


def texts(figure) -> list[Text]:
    return [t for t in figure.findobj(Text) if t.get_visible() and t.get_text().strip()]


def smallest_px(figure) -> float:
    return min(t.get_fontsize() for t in texts(figure)) * figure.dpi / 72


@pytest.mark.parametrize("kind", ["vote", "flow"])
def test_a_new_figure_of_16_seats_has_18_px_text_and_fits_the_width(sixteen, kind):
    graph = vote_graph(sixteen.log, day=1) if kind == "vote" else info_flow_graph(sixteen.log)
    draw = draw_vote_graph if kind == "vote" else draw_info_flow
    ordinary = draw(graph).figure
    with jl.display(projector=True):
        figure = draw(graph).figure
    assert smallest_px(ordinary) < PROJECTOR_TEXT  # the ordinary figure is smaller
    assert smallest_px(figure) >= PROJECTOR_TEXT - 0.01
    figure.canvas.draw()
    tight = figure.get_tightbbox(figure.canvas.get_renderer())
    assert tight.width * figure.dpi <= WIDTH  # shown at its pixels (bbox_inches="tight"), not shrunk
    plt.close("all")


@pytest.mark.parametrize("kind", ["vote", "flow"])
@pytest.mark.parametrize("players", [4, 9, 16])
def test_a_steppers_picture_in_projector_mode(kind, players, sixteen):
    game = sixteen if players == 16 else played(players, seed=1 if players > 4 else 11)
    graph = vote_graph(game.log) if kind == "vote" else info_flow_graph(game.log, seat=1)
    with jl.display(projector=True):
        picture = TablePicture(kind, players)
    picture.png(graph)
    figure = picture.figure
    assert figure.get_size_inches()[0] * DPI <= WIDTH
    assert smallest_px(figure) >= PROJECTOR_TEXT - 0.01
    assert not [t.get_text() for t in texts(figure) if "…" in t.get_text()]


@pytest.mark.parametrize("projector", [False, True])
def test_an_information_flow_label_is_never_cut_short_and_the_key_says_it_all(sixteen, projector):
    jl.display(projector=projector)
    graph = info_flow_graph(sixteen.log)
    private = [(u, v) for u, v, d in graph.edges(data=True) if not d.get("public")]
    _, ax = plt.subplots(figsize=(6, 6))  # crowded: many labels find no room
    draw_info_flow(graph, ax=ax)
    labels = [t.get_text() for t in ax.texts if (t.get_gid() or "").startswith("arrow")]
    assert not [label for label in labels if "…" in label]
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    key = [line for line in legend if line.startswith("(")]
    tags = [label for label in labels if label.startswith("(") and label.endswith(")") and label[1:-1].isdigit()]
    assert key and set(tags) <= {line.split(" ")[0] for line in key}
    shown = [label for label in labels if label not in tags]
    assert len(shown) + len(key) >= len(private) - 1  # every arrow said somewhere (a loop's may be the one left out)
    # drawn apart from its legend (a TablePicture): the key is a text under the axes, which the picture takes out
    _, ax = plt.subplots(figsize=(6, 6))
    draw_info_flow(graph, ax=ax, legend=False)
    assert [t for t in ax.texts if t.get_gid() == KEY]
    picture = TablePicture("flow", 16)
    picture.png(graph)
    assert picture.key and all(line.startswith(("(", " ", "\u3000")) for line in picture.key)
    assert not [t for t in picture.figure.axes[0].texts if t.get_gid() == KEY]
    plt.close("all")


def _under(legend, ax) -> bool:
    fig = ax.figure
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    return legend.get_window_extent(renderer).y1 <= ax.get_window_extent(renderer).y0 + 0.5


@pytest.mark.parametrize("projector", [False, True])
def test_the_card_effects_legend_is_under_the_bars_in_a_notebooks_own_axes(projector):
    from jinro_lab.analysis import plot_card_effects, read_event_effects

    jl.display(projector=projector)
    table = read_event_effects(DATA / "event_effects_9p.csv")
    fig, (left, right) = plt.subplots(1, 2, figsize=(14, 8), dpi=80)  # as lesson 06 draws them
    plot_card_effects(table, ax=left)
    plot_card_effects(read_event_effects(DATA / "event_effects_9p_heuristic.csv"), ax=right)
    fig.tight_layout()
    assert _under(left.get_legend(), left)
    ticks = [t.get_fontsize() for t in left.get_yticklabels() + left.get_xticklabels()]
    if projector:
        assert min(ticks) >= max(PROJECTOR_TICK_PT, PROJECTOR_TEXT * 72 / 80) - 0.01
    plt.close("all")


def test_the_win_rate_legend_is_under_the_bars():
    ax = plot_win_rates(win_rates(toy_table()))
    assert _under(ax.get_legend(), ax)
    plt.close("all")


def test_chart_sizes_follow_the_mode():
    fig = plt.figure(dpi=100)
    assert chart_pt(fig, 10) == 10 and projector_rc(100) == {}
    with jl.display(projector=True):
        assert chart_pt(fig, 10) == pytest.approx(PROJECTOR_TEXT * 72 / 100)
        assert chart_pt(plt.figure(dpi=200), 9, tick=True) == PROJECTOR_TICK_PT
        rc = projector_rc(100)
        assert rc["xtick.labelsize"] >= PROJECTOR_TICK_PT and rc["font.size"] * 100 / 72 == pytest.approx(18)
    plt.close("all")


# ----- a lesson's own figures: subplots() and show_figure() --------------------------------
def a_lessons_chart(panels: int = 1, figsize: tuple[float, float] = (14, 8)):
    """A lesson-like chart: small fonts of its own, a legend over the data."""
    from jinro_lab.analysis.figures import subplots

    fig, axes = subplots(panels, figsize=figsize)
    for ax in fig.axes:
        ax.plot([0, 1], [0, 1], label="a line")
        ax.plot([0, 1], [1, 0], label="another line")
        ax.set_title("a title of its own", fontsize=8)
        ax.annotate("7", (0.5, 0.5), fontsize=6)
        ax.legend(loc="upper left")
    return fig, axes


def test_a_lessons_figure_is_left_as_it_is_at_the_ordinary_size():
    from jinro_lab.analysis.figures import fit_figure

    fig, _ = a_lessons_chart(2)
    assert tuple(fig.get_size_inches()) == (14, 8) and len(fig.axes) == 2
    assert fig.axes[0].get_position().y0 == fig.axes[1].get_position().y0  # side by side
    fit_figure(fig)
    assert tuple(fig.get_size_inches()) == (14, 8)
    assert smallest_px(fig) < PROJECTOR_TEXT


@pytest.mark.parametrize("panels", [1, 2, 3])
def test_a_lessons_figure_in_projector_mode(panels):
    from jinro_lab.analysis.figures import fit_figure, least_text_px

    with jl.display(projector=True):
        fig, _ = a_lessons_chart(panels)
        fit_figure(fig)
    assert least_text_px(fig) >= PROJECTOR_TEXT - 0.01
    ticks = [t for ax in fig.axes for t in ax.get_xticklabels() + ax.get_yticklabels()]
    assert min(t.get_fontsize() for t in ticks) >= PROJECTOR_TICK_PT
    renderer = fig.canvas.get_renderer()
    assert fig.get_tightbbox(renderer).width * fig.dpi <= WIDTH + 1  # shown at its own pixels
    xs = {round(ax.get_position().x0, 3) for ax in fig.axes}
    assert len(xs) == 1  # the panels one under the other
    for ax in fig.axes:  # each legend under its axes, below the tick labels: outside the data
        legend, frame = ax.get_legend().get_window_extent(renderer), ax.get_window_extent(renderer)
        assert legend.y1 <= frame.y0
    boxes = [ax.get_tightbbox(renderer) for ax in fig.axes]
    assert not any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


def test_show_figure_records_the_smallest_text_and_closes_the_figure(monkeypatch):
    import base64
    import io

    from PIL import Image

    from jinro_lab.analysis import figures

    shown = []
    monkeypatch.setattr("IPython.display.display", lambda *a, **k: shown.append((a, k)))
    with jl.display(projector=True):
        fig, _ = a_lessons_chart(2)
        figures.show_figure(fig)
    ((data,), options) = shown[0]
    assert options["raw"] and options["metadata"] == {"jinro_lab": {"least_px": 18.0}}
    image = Image.open(io.BytesIO(base64.b64decode(data["image/png"])))
    assert image.width <= WIDTH and image.mode == "P"  # a palette of at most 256 colours
    assert data["text/plain"].startswith("<Figure size")
    assert not plt.fignum_exists(fig.number)
