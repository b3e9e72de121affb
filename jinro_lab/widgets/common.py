"""Pieces shared by the widgets: UI labels and the event log.

Nothing here knows a variant: tables and events are drawn by the variant's
renderer (``jinro_lab.variants.renderer(variant)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from types import ModuleType
from typing import Any

import ipywidgets as widgets

from ..core.display import Display, current, using
from ..core.i18n import Labels
from ..core.render import PRIVATE_MARK, events_text
from ..core.texts import renderer_action_text as action_text
from ..core.viewers import PUBLIC, Viewer, check_viewer, viewer_name
from ..rules import annotate_html

__all__ = [
    "PRIVATE_MARK",
    "SavedText",
    "action_text",
    "check_viewer",
    "close_tree",
    "events_html",
    "events_text",
    "label",
    "offline_note",
    "picture_html",
    "projector_class",
    "viewer_at",
    "viewer_index",
    "viewer_labels",
]

#: UI label -> (English, Japanese)
label = Labels(
    {
        "first": ("|◀ first", "|◀ 最初"),
        "back": ("◀ back", "◀ 戻る"),
        "next": ("next ▶", "次へ ▶"),
        "last": ("last ▶|", "最後 ▶|"),
        "view": ("view", "視点"),
        "vote": ("vote", "投票"),
        "latest vote": ("latest", "最新"),
        "step": ("step {} / {}", "ステップ{}／{}"),
        "status": ("{} — {}", "{}：{}"),
        "labelled": ("{}: {}", "{}：{}"),
        "new events": ("new events:", "新しい出来事："),
        "no new events": ("(no new events)", "（新しい出来事なし）"),
        "log": ("event log (newest last, {} private)", "ログ（新しいものが下、非公開{}件）"),
        "play": ("Play", "実行"),
        "your turn": ("{}: your turn, choose an action", "{}：あなたの番です。行動を選んでください"),
        "waiting": ("{}: nothing to do now", "{}：今はすることがありません"),
        "game over": ("game over", "ゲーム終了"),
        "show stepper": ("show in stepper", "ステッパーで見る"),
        "stepper after": ("available when the game is over", "ゲーム終了後に使えます"),
        "you are": ("you play {}", "あなたは{}"),
        "kind Stepper": ("Stepper", "ステッパー"),
        "kind PlayerSeat": ("Take a seat", "席について遊ぶ"),
        "kind EventExplorer": ("Event-card explorer", "イベントカード・エクスプローラー"),
        "kind BeliefPanel": ("Belief panel", "推測パネル"),
        "offline": (
            "Saved picture: run the notebook (Run All) to step through the game and play.",
            "保存された図です。ノートブックのセルをすべて実行すると、ゲームを進めたり遊んだりできます。",
        ),
    }
)


def viewer_labels(players: int, lang: str) -> list[str]:
    """The choices of a viewer selector, by index: the table (what everyone sees),
    the game master, then seat 0, 1, ... (:func:`viewer_at`)."""
    return [viewer_name(PUBLIC, lang), viewer_name(None, lang)] + [viewer_name(s, lang) for s in range(players)]


def viewer_at(index: int | None) -> Viewer:
    """The viewer at ``index`` of :func:`viewer_labels` (``None``: no choice, the table)."""
    if index is None or index == 0:
        return PUBLIC
    return None if index == 1 else index - 2


def viewer_index(viewer: Viewer) -> int:
    """The index of ``viewer`` in :func:`viewer_labels`."""
    if viewer is PUBLIC:
        return 0
    return 1 if viewer is None else viewer + 2


def picture_html(
    render: ModuleType, view: Any, lang: str, scale: float, acting: Sequence[int], settings: Display | None = None
) -> str:
    """The table picture of ``view`` (the renderer's ``table_svg``, drawn with the
    display ``settings``: a widget's own, by default those in force) as an HTML
    fragment. The picture is laid out to fit the settings' width at its own size; in
    a narrower page it shrinks to the page's width (never cut, never a sideways
    scroll: :func:`offline_note`'s CSS)."""
    with using(settings if settings is not None else current()):
        svg = render.table_svg(view, lang, scale=scale, acting=tuple(acting))
    return f"<div class='jinro-picture' style='line-height:0'>{svg}</div>"


def projector_class(widget: widgets.DOMWidget, settings: Display) -> Display:
    """Mark ``widget`` (a kit's widget, made with the display ``settings``) for the
    projector when they say so: CSS class ``jinro-projector``, whose text (buttons,
    menus, status, log) is :data:`~jinro_lab.core.display.PROJECTOR_TEXT` px
    (:func:`offline_note`'s CSS). Returns ``settings``."""
    if settings.projector:
        widget.add_class("jinro-projector")
    return settings


#: CSS shown with every widget of the kit: before a kernel runs (JupyterLab marks a
#: widget whose kernel is gone ``jupyter-widgets-disconnected``) the controls are
#: hidden, the broken-link icons too, and the note says how to bring the widget to life
_OFFLINE_CSS = """
.jinro-widget .jupyter-widgets-disconnected::before,
.jinro-widget.jupyter-widgets-disconnected::before {display:none !important; content:none !important}
.jinro-widget .jinro-offline {display:none}
.jinro-widget.jupyter-widgets-disconnected .jinro-offline {display:block}
.jinro-widget.jupyter-widgets-disconnected .jinro-controls {display:none !important}
.jinro-widget .jinro-picture svg {max-width:100%; height:auto}
.jinro-projector {--jp-widgets-font-size: 18px; --jp-widgets-inline-height: 36px;
  --jp-widgets-inline-label-width: 110px; font-size: 18px}
.jinro-projector .jinro-log div, .jinro-projector summary, .jinro-projector .widget-html-content,
.jinro-projector .widget-readout, .jinro-projector .widget-label {font-size: 18px !important; line-height: 1.4}
.jinro-projector .jinro-picture {line-height: 0 !important}
.jinro-projector .widget-button, .jinro-projector .widget-toggle-button {width: auto !important;
  max-width: 100%; padding: 0 14px; align-self: flex-start}
.jinro-projector .widget-play .jupyter-button {width: 44px}
.jinro-projector .widget-dropdown {width: auto !important; max-width: 100%}
.jinro-projector .widget-dropdown > select {width: auto !important; flex: 0 1 auto; padding-right: 28px}
"""


class SavedText:
    """A widget's text where it cannot be drawn (``text/plain`` beside its view in a saved
    notebook, shown by viewers without widgets): what it is and how to bring it to life,
    in its language, never the Python repr of its parts (``Stepper(children=(HTML(…``)."""

    def __repr__(self) -> str:
        lang = getattr(self, "lang", "en")
        # the kit's widget it is (a subclass of a Stepper is a Stepper)
        kind = next(f"kind {c.__name__}" for c in type(self).__mro__ if f"kind {c.__name__}" in label.table)
        return label("labelled", lang, label(kind, lang), label("offline", lang))


def offline_note(lang: str) -> widgets.HTML:
    """The note a saved widget shows before the kernel runs ("run the notebook to
    play"), with the CSS that shows it only then (CSS class ``jinro-offline``; the
    widget that holds it carries ``jinro-widget``, its controls ``jinro-controls``)."""
    note = escape(label("offline", lang))
    style = "padding:4px 8px;margin:2px 0;background:#eef4fb;border-left:4px solid #3b6ea5;color:#1d3b5c"
    return widgets.HTML(f"<style>{_OFFLINE_CSS}</style><div class='jinro-offline' style='{style}'>{note}</div>")


def events_html(events: Sequence[Any], render: ModuleType, lang: str, new_from: int) -> str:
    """The log as HTML, newest last, private events marked and shaded; events from
    index ``new_from`` on are bold (new at this step); each cited rule ID shows its
    rule on hover (:func:`jinro_lab.rules.annotate_html`).

    When long it scrolls, and it opens scrolled to the end (a column-reverse flex
    box), so the newest events are in view. The line height is set because the HTML
    widget's own (one widget row, 28px) would double-space the log."""
    lines = []
    for i, (e, text) in enumerate(zip(events, events_text(events, render, lang), strict=True)):
        style = []
        if e.visible_to is not None:
            style.append("color:#7a4a00;background:#fdf4e3")
        if i >= new_from:
            style.append("font-weight:bold")
        lines.append(f"<div style='{';'.join(style)}'>{annotate_html(escape(text), lang)}</div>")
    private = sum(1 for e in events if e.visible_to is not None)
    title = escape(label("log", lang, private))
    body = "".join(lines)
    return (
        f"<details open><summary>{title}</summary>"
        "<div style='display:flex;flex-direction:column-reverse;max-height:18em;overflow-y:auto;"
        f"font-family:monospace;font-size:90%;line-height:1.4'><div>{body}</div></div></details>"
    )


def _held_widgets(value: Any) -> list[widgets.Widget]:
    # the widgets a value holds: itself, or those in a list, tuple, set or dict of them
    if isinstance(value, widgets.Widget):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list | tuple | set | frozenset):
        return [item for item in value if isinstance(item, widgets.Widget)]
    return []


def close_tree(widget: widgets.Widget) -> None:
    """Close ``widget`` and every widget it made or holds (children, layouts, styles,
    and widgets kept in attributes, such as a menu not shown yet or an explorer's
    Stepper), so that a notebook saves no model of it. ``Widget.close()`` closes one
    model only: a closed box would leave its parts' models in the saved widget state."""
    seen: set[int] = set()
    todo = [widget]
    while todo:
        current = todo.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        for value in [*current._trait_values.values(), *vars(current).values()]:
            todo.extend(_held_widgets(value))
        widgets.Widget.close(current)
