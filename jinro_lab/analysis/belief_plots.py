"""Pictures of a seat's belief (issue 11, item 4): heat maps of the hidden facts.

:func:`~jinro_lab.analysis.belief.belief` gives a long table (``fact``, ``value``,
``probability``, ``se``) of what a seat can know. Here the facts are grouped into
**families**: the facts about one seat (``role of seat 3``, ``team of seat 3``, ``hand
of seat 1``: phrases of :func:`~jinro_lab.analysis.belief.seat_fact`, whose kind and
seat are read from their data) form one family with a row per seat, and any other
fact (``werewolf player``, ``werewolf card``, ``ruins``) is a family of one row. Each
family is one heat map, rows x values, each cell the probability (in per cent) that
the row's fact has that value as the seat sees it.

The **truth** (the facts of the real game, ``hidden.facts(game, seat)``: what a game
master sees) may be passed to mark the true cell of each row with an outline; a
seat's own view never has it (the widgets pass it only for the game master's view).
A true value the belief gave no weight to gets its own column (at 0 %), so a belief
that missed the truth shows it.

:func:`draw_belief` draws one family into ``ax`` (a new plain
:class:`matplotlib.figure.Figure` if ``None``, not pyplot's, so a widget may draw from
a background thread) and returns the axes; :func:`belief_figure` draws every family
stacked in one figure; :func:`belief_grids` gives the numbers the pictures show. Labels
are in English or Japanese (``lang="ja"``: inside
:func:`~jinro_lab.analysis.fonts.japanese_font`, English after its warning if no
Japanese font is installed); ``variant`` names roles, cards and sides in Japanese.

Example (in a notebook)::

    from jinro_lab.analysis.belief import belief, hidden_model
    from jinro_lab.analysis.belief_plots import belief_figure, draw_belief
    table = belief(game, seat=2, n=100)
    draw_belief(table, family="role", variant=game.variant)           # one heat map
    truth = hidden_model(game.variant).facts(game, 2)                  # the game master's knowledge
    belief_figure(table, truth=truth, lang="ja", variant=game.variant)  # every family, truth marked
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

from ..core.errors import InvalidArgument, describe
from ..core.i18n import Labels, role_word, seat_label
from ..core.phrases import Phrase
from .figures import axes_for, figure_language, root

if TYPE_CHECKING:
    import numpy as np
    import pandas as pd
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "MAX_VALUES",
    "BeliefGrid",
    "belief_figure",
    "belief_grids",
    "draw_belief",
    "fact_family",
    "family_label",
    "value_label",
]

#: a family shows at most this many values (the most probable, in their natural
#: order); the rest are summed in one column "other"
MAX_VALUES = 8
#: the column that sums the values past :data:`MAX_VALUES`
OTHER = "other"
#: the truth's outline and the colour map of the cells
TRUTH_COLOR = "#d62728"
CMAP = "Blues"
#: the layout of :func:`belief_figure` (inches): a cell (width, height), the room
#: for a heat map's title, for the figure's title and for the truth's note, the
#: least left margin; and the font sizes (points) of the value names and the title
CELL = (0.62, 0.28)
TITLE_ROOM = 0.3
TOP_ROOM = 0.4
NOTE_ROOM = 0.3
_LEFT = 0.3
TICK_PT = 8
#: the resolution the widgets render a belief figure at (:func:`~jinro_lab.analysis.figures.figure_png`)
PNG_DPI = 80.0
TITLE_PT = 10
#: a family of more than :data:`TALL` rows gets shorter rows (at least :data:`MIN_ROW`
#: inches), so a 16-seat game's heat maps do not fill one and a half screens
TALL = 8
MIN_ROW = 0.17


def row_inches(rows: int, scale: float = 1.0) -> float:
    """The height (inches) of a heat map's row for a family of ``rows`` rows: the
    usual :data:`CELL` height up to :data:`TALL` rows, then shorter, ``scale`` times."""
    return scale * (CELL[1] if rows <= TALL else max(MIN_ROW, CELL[1] * TALL / rows))


say = Labels(
    {
        "title": ("{}: probability (%)", "{}：確率（%）"),
        "truth": ("outline: the truth (game master)", "枠：真実（ゲームマスター）"),
        "no facts": ("no hidden facts to show", "表示する隠れた事実がありません"),
        # fact families (the kinds the variants' hidden models tabulate)
        "role": ("role", "役職"),
        "team": ("team", "陣営"),
        "side": ("side", "陣営"),
        "hand": ("hand", "手札"),
        "werewolf player": ("werewolf player", "人狼プレイヤー"),
        "werewolf card": ("werewolf card", "人狼カード"),
        "ruins": ("ruins", "遺跡"),
        # values that are words of the hidden models, not ids of a rules table
        "nobody yet": ("nobody yet", "まだいない"),
        "pile": ("pile", "山札"),
        "other": ("other", "その他"),
        "place hand": ("{} hand", "{}の手札"),
        "place discard": ("{} discard", "{}の捨て札"),
    }
)

#: where a variant's renderer names its rules tables' ids (人狼は眠らない's cards: its ``role_name``)
_RENDER_NAMERS = ("role_name", "card_name", "item_name")


@dataclass
class BeliefGrid:
    """One family of facts as a grid: ``rows`` (the facts), their ``seats`` (``None``
    for a fact not about one seat), the ``values`` (columns), and ``probability`` and
    ``se`` (rows x values arrays); ``truth``: per row the column of the true value
    (``None``: no truth given)."""

    family: str
    rows: list[str]
    seats: list[int | None]
    values: list[str]
    probability: np.ndarray
    se: np.ndarray
    truth: list[int | None]


def fact_family(fact: str) -> tuple[str, int | None]:
    """A fact's family and seat: ``("role", 3)`` for ``role of seat 3`` (a phrase of
    :data:`~jinro_lab.analysis.belief.FACTS`, :func:`~jinro_lab.analysis.belief.seat_fact`:
    its kind and seat are its data), ``(fact, None)`` for a fact not about one seat."""
    if _is_fact(fact, "of seat"):
        kind, seat = fact.args  # type: ignore[attr-defined]
        return kind, seat
    return fact, None


def _is_fact(text: Any, key: str) -> bool:
    from .belief import FACTS

    return isinstance(text, Phrase) and text.book is FACTS and text.key == key


def _natural(text: str) -> list[Any]:
    """A sort key that orders ``seat 10`` after ``seat 9``."""
    return [(0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.split(r"(\d+)", text)]


def belief_grids(
    table: pd.DataFrame,
    truth: Mapping[str, str] | None = None,
    max_values: int = MAX_VALUES,
    families: Sequence[str] | None = None,
) -> list[BeliefGrid]:
    """The families of ``table`` (a :func:`~jinro_lab.analysis.belief.belief` table) as
    grids, in the order of ``families`` (default: as they first appear in ``truth``,
    then in ``table``). ``truth`` (fact -> true value) marks a true cell per row; a true
    value missing from ``table`` gets a column at probability 0. Past ``max_values``
    values, the least probable are summed in a column ``"other"``."""
    import numpy as np

    if max_values < 1:
        raise InvalidArgument(f"max_values must be at least 1, got {describe(max_values)}")
    cells: dict[str, dict[str, dict[str, tuple[float, float]]]] = {}
    for fact, value, p, se in zip(table["fact"], table["value"], table["probability"], table["se"], strict=True):
        cells.setdefault(fact_family(fact)[0], {}).setdefault(fact, {})[value] = (float(p), float(se))
    for fact, value in (truth or {}).items():
        cells.setdefault(fact_family(fact)[0], {}).setdefault(fact, {}).setdefault(value, (0.0, 0.0))
    order = list(families) if families is not None else list(dict.fromkeys(fact_family(f)[0] for f in truth or {}))
    order += [f for f in cells if f not in order]
    grids = []
    for family in order:
        facts = cells.get(family)
        if not facts:
            continue
        rows = sorted(facts, key=_natural)
        mass: dict[str, float] = {}
        for row in rows:
            for value, (p, _) in facts[row].items():
                mass[value] = mass.get(value, 0.0) + p
        shown = set(sorted(mass, key=lambda v: -mass[v])[:max_values] if len(mass) > max_values else mass)
        if len(mass) > max_values:  # the truth stays visible, in its own column
            shown |= {truth[row] for row in rows if truth and row in truth}
        values = sorted(shown, key=_natural) + ([OTHER] if len(shown) < len(mass) else [])
        column = {v: i for i, v in enumerate(values)}
        prob = np.zeros((len(rows), len(values)))
        var = np.zeros((len(rows), len(values)))
        for i, row in enumerate(rows):
            for value, (p, se) in facts[row].items():
                j = column.get(value, column.get(OTHER, 0))
                prob[i, j] += p
                var[i, j] += se * se  # "other": the errors added as if independent (a bound's scale)
        true_cols = [column.get(truth[row], column.get(OTHER)) if truth and row in truth else None for row in rows]
        grids.append(BeliefGrid(family, rows, [fact_family(r)[1] for r in rows], values, prob, np.sqrt(var), true_cols))
    return grids


def family_label(family: str, lang: str = "en", variant: str | None = None) -> str:
    """A family's name in ``lang`` (``role`` / ``役職``, in ``variant``'s word for a role:
    LotROで人狼's ``役割``); an unknown one as it is."""
    if family == "role":
        return role_word(variant, lang)
    return say(family, lang) if family in say.table else family


def value_label(value: str, lang: str = "en", variant: str | None = None) -> str:
    """A fact's value in ``lang``: seats (``席2``), places (``席2の手札``), the hidden
    models' words, the ids of ``variant``'s rules tables (roles, cards, items) and
    its sides by their Japanese names; cards joined by ``+`` one by one; anything
    else as it is."""
    if lang != "ja":
        return value
    if _is_fact(value, "seat"):
        return seat_label(value.args[0], lang)  # type: ignore[attr-defined]
    if _is_fact(value, "seat place"):
        seat, place = value.args  # type: ignore[attr-defined]
        return say(f"place {place}", lang, seat_label(seat, lang))
    if value in say.table:
        return say(value, lang)
    if "+" in value:
        return "+".join(value_label(part, lang, variant) for part in value.split("+"))
    if variant is not None:
        from ..core.registry import lookup

        for namer in _namers(variant):  # the rules tables first: nemuranai's werewolf is a card, not a side
            try:
                name = namer(value, lang)
            except KeyError:
                continue
            if name != value:
                return str(name)
        sides = lookup(variant).sides
        if value in sides:
            return sides[value][1]
    return value


def _namers(variant: str) -> list[Any]:
    """The functions ``(id, lang) -> name`` of ``variant``'s rules tables."""
    from ..core.registry import lookup

    found = []
    if lookup(variant).renderer:
        render = import_module(lookup(variant).renderer or "")
        found += [getattr(render, n) for n in _RENDER_NAMERS if hasattr(render, n)]
    return found


def _draw_grid(
    ax: Axes, grid: BeliefGrid, lang: str, variant: str | None, font: dict[str, Any], scale: float = 1.0
) -> None:
    """One family's heat map, its cells annotated, the true cells outlined; each cell
    one block of colour (no smoothing between cells), fonts ``scale`` times, the
    seats' names and the cells' numbers smaller on short rows (:func:`row_inches`)."""
    from matplotlib.patches import Rectangle

    ax.imshow(grid.probability, cmap=CMAP, vmin=0.0, vmax=1.0, aspect="auto", interpolation="nearest")
    row = 72 * row_inches(len(grid.rows), scale)  # points
    names = [value_label(v, lang, variant) for v in grid.values]
    tick = TICK_PT * scale
    ax.set_xticks(range(len(names)), names, rotation=30, ha="right", rotation_mode="anchor", fontsize=tick, **font)
    seats = [seat_label(s, lang) if s is not None else "" for s in grid.seats]
    ax.set_yticks(range(len(grid.rows)), seats, fontsize=min(tick, 0.75 * row), **font)
    cell_pt = min(7 * scale, 0.6 * row)
    for i in range(len(grid.rows)):
        for j in range(len(grid.values)):
            p = grid.probability[i, j]
            if p > 0.005:
                color = "white" if p > 0.6 else "black"
                ax.text(j, i, f"{p * 100:.0f}", ha="center", va="center", fontsize=cell_pt, color=color)
        j_true = grid.truth[i]
        if j_true is not None:
            ax.add_patch(Rectangle((j_true - 0.5, i - 0.5), 1, 1, fill=False, edgecolor=TRUTH_COLOR, lw=2.2))
    ax.set_title(say("title", lang, family_label(grid.family, lang, variant)), fontsize=9 * scale, **font)


def draw_belief(
    table: pd.DataFrame,
    truth: Mapping[str, str] | None = None,
    ax: Axes | None = None,
    lang: str = "en",
    variant: str | None = None,
    family: str | None = None,
) -> Axes:
    """The heat map of one family of ``table`` (a :func:`~jinro_lab.analysis.belief.belief`
    table): rows (seats) x values, each cell the probability in per cent; ``truth``
    (fact -> true value, the game master's) outlines the true cells. ``family``: which
    (``"role"``, ``"werewolf player"``...; default the first, see :func:`belief_grids`)."""
    grids = belief_grids(table, truth)
    if family is not None:
        chosen = [g for g in grids if g.family == family]
        if not chosen:
            known = ", ".join(g.family for g in grids) or "none"
            raise InvalidArgument(f"no fact family {describe(family)} in the table; it has: {known}")
        grids = chosen
    grid = grids[0] if grids else None
    size = (1.6 + 0.62 * len(grid.values), 1.1 + row_inches(len(grid.rows)) * len(grid.rows)) if grid else (4.0, 1.5)
    ax = axes_for(ax, size)
    with figure_language(lang) as (lang, font):
        if grid is None:
            ax.set_axis_off()
            ax.text(0.5, 0.5, say("no facts", lang), ha="center", va="center", transform=ax.transAxes, **font)
            return ax
        from .figures import chart_pt

        fig = root(ax)  # a projector's text is larger (chart_pt)
        _draw_grid(ax, grid, lang, variant, font, chart_pt(fig, TICK_PT, tick=True) / TICK_PT)
        if truth:
            ax.set_xlabel(say("truth", lang), fontsize=chart_pt(fig, 8), color=TRUTH_COLOR, **font)
        root(ax).tight_layout()
    return ax


def belief_figure(
    table: pd.DataFrame,
    truth: Mapping[str, str] | None = None,
    lang: str = "en",
    variant: str | None = None,
    families: Sequence[str] | None = None,
    title: str | None = None,
    scale: float = 1.0,
) -> Figure:
    """Every family of ``table`` as a heat map (as :func:`draw_belief`), stacked in one
    plain figure in the order of ``families`` (see :func:`belief_grids`), under
    ``title``; ``truth`` outlines the true cells. Rows are shorter for families of
    many seats (:func:`row_inches`); ``scale`` grows every cell and text (a
    projector; in projector mode it is larger by itself, for text of 18 px at 80 dpi). Show the PNG at
    its own pixel size (80 dpi: :func:`~jinro_lab.analysis.figures.figure_png`), not stretched.

    The layout is computed from the grids' sizes and labels (cells of a fixed size,
    room for the rotated value names), not by ``tight_layout``, which would render
    the figure once more: a widget redraws it at each step (measured against the
    ``tight_layout`` version, interleaved: 0.47 s instead of 0.84 s for nemuranai's four
    families, 0.73 s instead of 1.21 s for LotRO's 8 x 5 roles, on a loaded 2-core machine)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from .figures import projector_scale

    scale *= projector_scale(4.0, PNG_DPI, 7.0)  # a projector's: the numbers in the cells (7 pt) at 18 px
    grids = belief_grids(table, truth, families=families)
    with figure_language(lang) as (lang, font):
        names = [[value_label(v, lang, variant) for v in g.values] for g in grids]
        rows = [[seat_label(s, lang) if s is not None else "" for s in g.seats] for g in grids]
        k, tick, cell_w = scale, TICK_PT * scale, CELL[0] * scale
        left = max([_LEFT * k] + [_text_inches(r, tick) + 0.2 * k for g in rows for r in g])
        left = max([left] + [0.87 * _text_inches(n[0], tick) - cell_w / 2 + 0.1 * k for n in names if n])
        below = [0.5 * max((_text_inches(n, tick) for n in ns), default=0.0) + 0.25 * k for ns in names]
        tall = [row_inches(len(g.rows), k) * len(g.rows) for g in grids]
        heights = [TITLE_ROOM * k + h + b for h, b in zip(tall, below, strict=True)]
        top = TOP_ROOM * k if title else 0.1
        bottom = NOTE_ROOM * k if truth else 0.05
        width = max([left + cell_w * len(g.values) + 0.2 * k for g in grids] + [4.0 * k])
        if title:
            width = max(width, _text_inches(title, TITLE_PT * k) + 0.4 * k)
        height = top + sum(heights) + bottom if grids else 1.5 * k
        figure = Figure(figsize=(width, height))
        FigureCanvasAgg(figure)
        if not grids:
            ax = figure.add_subplot()
            ax.set_axis_off()
            ax.text(0.5, 0.5, say("no facts", lang), ha="center", va="center", transform=ax.transAxes, **font)
            return figure
        y = height - top
        for grid, room, h, b in zip(grids, heights, tall, below, strict=True):
            w = cell_w * len(grid.values)
            y -= room
            ax = figure.add_axes((left / width, (y + b) / height, w / width, h / height))
            _draw_grid(ax, grid, lang, variant, font, scale)
        if title:
            figure.suptitle(title, fontsize=TITLE_PT * k, y=1 - 0.08 / height, va="top", **font)
        if truth:
            figure.text(0.1 / width, 0.05 / height, say("truth", lang), fontsize=8 * k, color=TRUTH_COLOR, **font)
    return figure


def _text_inches(text: str, points: float) -> float:
    """About how wide ``text`` is at ``points`` (wide East Asian characters one em,
    others 0.6 em): the layout's estimate, with no rendering."""
    ems = sum(1.0 if unicodedata.east_asian_width(c) in "WF" else 0.6 for c in text)
    return ems * points / 72
