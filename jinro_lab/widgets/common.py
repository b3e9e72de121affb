"""Pieces shared by the widgets: UI labels and the event log.

Nothing here knows a variant: tables and events are drawn by the variant's
renderer (``jinro_lab.variants.renderer(variant)``).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from types import ModuleType
from typing import Any

from ..core.i18n import Labels, seat_label
from ..core.texts import renderer_action_text as action_text

__all__ = ["PRIVATE_MARK", "action_text", "events_html", "events_text", "label", "seat_labels"]

#: marks a private event in logs (a glyph DejaVu Sans and IPA Gothic both have: no tofu boxes)
PRIVATE_MARK = "◆"

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
        "step": ("step {} / {}", "ステップ {} / {}"),
        "new events": ("new events:", "新しい出来事:"),
        "no new events": ("(no new events)", "（新しい出来事なし）"),
        "log": ("event log (newest last, {} private)", "ログ（新しいものが下、{} は非公開）"),
        "play": ("Play", "実行"),
        "your turn": ("{}: your turn, choose an action", "{}: あなたの番です。行動を選んでください"),
        "waiting": ("{}: nothing to do now", "{}: 今はすることがありません"),
        "game over": ("game over", "ゲーム終了"),
        "show stepper": ("show in stepper", "ステッパーで見る"),
        "stepper after": ("available when the game is over", "ゲーム終了後に使えます"),
        "you are": ("you play {}", "あなたは{}"),
    }
)


def seat_labels(players: int, lang: str) -> list[str]:
    """The choices of a seat selector, by index: the game master, then seat 0, 1, ..."""
    return [seat_label(None, lang)] + [seat_label(s, lang) for s in range(players)]


def events_text(events: Sequence[Any], render: ModuleType, lang: str) -> list[str]:
    """One line per event, private ones (not seen by everyone) marked."""
    return [(f"{PRIVATE_MARK} " if e.visible_to is not None else "") + render.event_text(e, lang) for e in events]


def events_html(events: Sequence[Any], render: ModuleType, lang: str, new_from: int) -> str:
    """The log as HTML, newest last, private events marked and shaded; events from
    index ``new_from`` on are bold (new at this step).

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
        lines.append(f"<div style='{';'.join(style)}'>{escape(text)}</div>")
    private = sum(1 for e in events if e.visible_to is not None)
    title = escape(label("log", lang, private))
    body = "".join(lines)
    return (
        f"<details open><summary>{title}</summary>"
        "<div style='display:flex;flex-direction:column-reverse;max-height:18em;overflow-y:auto;"
        f"font-family:monospace;font-size:90%;line-height:1.4'><div>{body}</div></div></details>"
    )
