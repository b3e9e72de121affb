"""A drawing is readable when, as rendered, no two texts overlap and no arrow
crosses a text (issue 18, item 3): checked from the figure's artists."""

from __future__ import annotations

import itertools
import warnings
from typing import Any

import numpy as np
from matplotlib.patches import FancyArrowPatch
from matplotlib.text import Text

#: pixels a text may touch another, or an arrow graze a text's edge (smoothing)
SLACK = 1.5


def rendered(fig) -> Any:
    """Draw ``fig`` (any warning, e.g. "Glyph missing", fails) and return its renderer."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        fig.canvas.draw()
    return fig.canvas.get_renderer()


def _texts(fig) -> list[Text]:
    """The texts ``fig`` draws: each axes' texts and titles (its tick labels if its
    axis is on), the legends' texts, the figure's own texts and title."""
    found: list[Text] = []
    for ax in fig.axes:
        if not ax.get_visible():
            continue
        found += [*ax.texts, ax.title, ax._left_title, ax._right_title]
        if ax.axison:
            found += [*ax.get_xticklabels(), *ax.get_yticklabels(), ax.xaxis.label, ax.yaxis.label]
        if ax.get_legend() is not None:
            found += ax.get_legend().get_texts()
    for legend in fig.legends:
        found += legend.get_texts()
    found += fig.texts
    if getattr(fig, "_suptitle", None) is not None:
        found.append(fig._suptitle)
    return found


def text_boxes(fig, renderer) -> list[tuple[Text, Any]]:
    """Every visible, non-empty text ``fig`` draws (:func:`_texts`) with its window
    extent (its box patch if it has one)."""
    found = []
    for t in _texts(fig):
        if not t.get_visible() or not t.get_text().strip():
            continue
        patch = t.get_bbox_patch()
        box = patch.get_window_extent(renderer) if patch is not None else t.get_window_extent(renderer)
        found.append((t, box))
    return found


def arrow_lines(fig, renderer) -> list[tuple[Any, np.ndarray]]:
    """Every arrow of ``fig`` (patches and annotation arrows) as polylines (pixels)."""
    found = []
    for ax in fig.axes:
        patches = [p for p in ax.patches if isinstance(p, FancyArrowPatch)] + [
            t.arrow_patch for t in ax.texts if getattr(t, "arrow_patch", None) is not None
        ]
        patches += [a for a in ax.artists if isinstance(a, FancyArrowPatch)]
        for patch in patches:
            if not patch.get_visible():
                continue
            path = patch.get_transform().transform_path(patch.get_path())  # pixels
            for poly in path.to_polygons(closed_only=False):
                found.append((patch, poly))
    return found


def _inside(points: np.ndarray, box, slack: float) -> bool:
    x0, y0, x1, y1 = box.x0 + slack, box.y0 + slack, box.x1 - slack, box.y1 - slack
    if x1 <= x0 or y1 <= y0:
        return False
    # densify: the segments' points every 2 pixels
    dense = [points[:1]]
    for a, b in itertools.pairwise(points):
        n = max(int(np.hypot(*(b - a)) / 2), 1)
        dense.append(a + (b - a) * (np.arange(1, n + 1)[:, None] / n))
    p = np.concatenate(dense)
    return bool(np.any((p[:, 0] > x0) & (p[:, 0] < x1) & (p[:, 1] > y0) & (p[:, 1] < y1)))


def problems(fig) -> list[str]:
    """What makes ``fig`` hard to read: pairs of overlapping texts, arrows across a
    text (an arrow may run under its own label: the same ``gid``)."""
    renderer = rendered(fig)
    texts = text_boxes(fig, renderer)
    found = []
    for i, (a, ba) in enumerate(texts):
        for b, bb in texts[i + 1 :]:
            if a is b:
                continue
            w = min(ba.x1, bb.x1) - max(ba.x0, bb.x0)
            h = min(ba.y1, bb.y1) - max(ba.y0, bb.y0)
            if w > SLACK and h > SLACK:
                found.append(f"texts overlap: {a.get_text()!r} and {b.get_text()!r}")
    for patch, line in arrow_lines(fig, renderer):
        gid = patch.get_gid()
        for t, box in texts:
            if gid is not None and t.get_gid() == gid:
                continue
            if _inside(line, box, SLACK):
                found.append(f"arrow {gid} crosses {t.get_text()!r}")
    return found
