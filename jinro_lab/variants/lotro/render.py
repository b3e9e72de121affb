"""Text and HTML pictures of a LotROで人狼 table, and its events in English and Japanese.

Presentation only: everything shown comes from a :class:`LotroView` (what one seat,
or the game master, sees). The widgets and the CLI find this module through
``jinro_lab.core.registry.renderer("lotro")``. The shared events (votes, deaths,
chance, knowledge, the end) are written by ``jinro_lab.core.texts``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core import texts
from ...core.engine import Result
from ...core.events import Knowledge
from ...core.i18n import Labels, seat_label
from ...core.phrases import Phrase, counted
from ...core.render import day_phase, fields_line, life, seat_role, table_html, table_name, table_text
from . import events as ev
from .actions import Answer, Hold, Point, Present, Suicide
from .roles import ITEMS, ROLES
from .rooms import room_name
from .view import LotroView

__all__ = [
    "WORDS",
    "action_text",
    "event_text",
    "head_lines",
    "item_name",
    "noon_text",
    "result_line",
    "result_text",
    "role_name",
    "seat_rows",
    "view_html",
    "view_text",
]

_t = Labels(
    {
        "rangers": ("rangers arrive: end of evening of day {}", "野伏の到着：{}日目の夕終了時"),
        "noon": (("noon discussion: {} minute", "noon discussion: {} minutes"), "昼の会議：{}分"),
        "used": ("item used", "アイテム使用済み"),
        "unused": ("item unused", "アイテム未使用"),
        "passes": ("passes: {}", "パス：{}回"),
    }
)

_PHASES_JA = {
    "night: room assignment": "夜（部屋割り）",
    "night: in the rooms": "夜（部屋の中）",
    "evening: vote": "夕（処刑投票）",
    "point": "部屋割りの指差し",
    "night": "夜の行動",
    "answer": "ワーグの歯への応答",
    "vote": "処刑投票",
    "over": "終了",
    "setup": "準備",
}
_DAY_PHASES_JA = {"morning": "朝", "noon": "昼", "evening": "夕", "night": "夜"}
_ANSWERS_JA = {
    "death": "死亡",
    "wolf": "狼人なので何も起きない",
    "athelas_leaf": "アセラスの葉を提示して生き延びる",
    "celebrant_water": "ケレブラント水を提示：狼人が死亡",
}


def role_name(role: str | None, lang: str = "en") -> str:
    """A role's name: its id in English, its name in Japanese (LOT-02)."""
    return table_name(ROLES, role, lang)


def item_name(item: str, lang: str = "en") -> str:
    """An item's name (LOT-02) in English (``warg tooth``) or Japanese (``ワーグの歯``)."""
    if lang != "ja" and item in ITEMS:
        return ITEMS[item].en
    return table_name(ITEMS, item, lang)


def _s(seat: int | None) -> str:
    return seat_label(seat, "ja")


def result_text(result: Result, lang: str = "en") -> str:
    """A result in ``lang`` (side names from the registration; in Japanese the reason too)."""
    return texts.result_text(result, lang, WORDS)


def seat_rows(view: LotroView, lang: str) -> list[tuple[int, str, str, str]]:
    """(seat, status, role, room) per seat."""
    rows = []
    for seat in range(view.players):
        status = life(view.alive[seat], lang)
        role = seat_role(role_name(view.roles[seat], lang), seat == view.seat, lang)
        room = view.room_of(seat)
        rows.append((seat, status, role, room_name(room, lang) if room is not None else ""))
    return rows


def head_lines(view: LotroView, lang: str) -> list[str]:
    """The heading lines in ``lang`` (day and phase first), as the text view and the picture show them."""
    lines = [day_phase(view.day, view.phase, lang, _PHASES_JA)]
    extra = [_t("rangers", lang, view.rangers_day)]
    noon = noon_text(view, lang)
    if noon:
        extra.append(noon)
    if view.item_used is not None:
        extra.append(_t("used" if view.item_used else "unused", lang))
    if view.role == "wolf":
        extra.append(_t("passes", lang, view.passes))
    lines.append(fields_line(extra, lang))
    return lines


def noon_text(view: LotroView, lang: str) -> str | None:
    """The noon discussion's time (LOT-12) as the heading says it, or ``None`` if it has none."""
    return _t("noon", lang, view.minutes) if view.minutes else None


def result_line(view: LotroView, lang: str) -> str | None:
    """The result as one line in ``lang``, or ``None`` while the game goes on."""
    return result_text(view.result, lang) if view.result is not None else None


def view_text(view: LotroView, lang: str = "en") -> str:
    """The table as ``view``'s seat sees it, as plain text (one line per seat)."""
    return table_text(head_lines(view, lang), seat_rows(view, lang), (6, 22), result_line(view, lang), lang)


def view_html(view: LotroView, lang: str = "en") -> str:
    """The table as an HTML table (for the widgets)."""
    return table_html(
        head_lines(view, lang), seat_rows(view, lang), lambda seat: not view.alive[seat], result_line(view, lang), lang
    )


def _term(word: str, lang: str) -> str:
    """This game's words in the shared texts: its phrases (reasons, causes, the deal:
    ``phrases``) and role ids."""
    if isinstance(word, Phrase):
        return word.text(lang, _term)
    if word in ITEMS:
        return item_name(word, lang)
    return role_name(word, lang) if lang == "ja" and word in ROLES else word


def _fact(e: Knowledge, lang: str) -> str | None:
    """A learned fact in Japanese, from its phrase (``phrases.SAY``; ``None``: as recorded)."""
    return e.fact.text(lang, _term) if lang == "ja" and isinstance(e.fact, Phrase) else None


def _setup(e: ev.SetupAnnounced) -> str:
    how = "ランダム" if e.nominate == "random" else "席順"
    mate = "あり" if e.checkmate else "なし"
    return f"{e.players}人。野伏の到着：{e.rangers_day}日目の夕終了時。指名：{how}。詰み：{mate}"


def _phase_began(e: ev.PhaseBegan) -> str:
    if e.phase == "noon":
        return f"{e.day}日目の昼：{e.minutes}分間の会議"
    return f"{e.day}日目の{_DAY_PHASES_JA.get(e.phase, e.phase)}"


def _pass(e: ev.PassJudged) -> str:
    if not e.counted:
        what = "パスにならない（狼人以外の生存者が同室にいない）"
    else:
        what = "パス（1回目）" if e.passes == 1 else "二度目のパス：狼人は死亡する"
    return f"{_s(e.wolf)}は狼人以外に歯を提示しなかった：{what}"


def _position_private(e: ev.PositionPrivate) -> str:
    facts = ["アイテムは使用済み"] if e.used else []
    if e.passes:
        facts.append(f"パスは{e.passes}回")
    return f"{_s(e.seat)}の開始時の状態：{'、'.join(facts)}"


def _room(e: ev.RoomFormed) -> str:
    rest = "（残りの全員）" if e.rest else ""
    rep = ""
    if e.repeats:
        rep = "。避けられない前夜の同室：" + "、".join(f"{_s(a)}と{_s(b)}" for a, b in e.repeats)
    return f"{room_name(e.room, 'ja')}：{'・'.join(_s(s) for s in e.seats)}{rest}{rep}"


#: this game's own events in Japanese
_JA: dict[type, Callable[[Any], str]] = {
    ev.SetupAnnounced: _setup,
    ev.RoleDealt: lambda e: f"{_s(e.seat)}の役割は{role_name(e.role, 'ja')}",
    ev.PhaseBegan: _phase_began,
    ev.NobodyDied: lambda e: f"{e.day}日目の朝：昨夜の死亡者はいない",
    ev.Speech: lambda e: f"{_s(e.seat)}は同数のため{e.minutes}分間発言する",
    ev.Nominated: lambda e: f"GMが{_s(e.seat)}を{room_name(e.room, 'ja')}に指名",
    ev.Pointed: lambda e: (
        f"{_s(e.seat)}が{_s(e.target)}を{room_name(e.room, 'ja')}に指差す" + ("（他に選べない）" if e.forced else "")
    ),
    ev.RoomFormed: _room,
    ev.Trade: lambda e: f"{_s(e.wolf)}が{_s(e.target)}にワーグの歯を提示：{_ANSWERS_JA.get(e.answer, e.answer)}",
    ev.RoomDeath: lambda e: f"{_s(e.seat)}が{room_name(e.room, 'ja')}で倒れる",
    ev.PassJudged: _pass,
    ev.NightDeath: lambda e: f"{_s(e.seat)}が今夜死亡（{_term(e.cause, 'ja')}）",
    ev.PositionStarted: lambda e: (
        f"{e.day}日目の{_DAY_PHASES_JA.get(e.phase, e.phase)}から開始。"
        f"死亡：{'・'.join(_s(s) for s in e.dead) or 'なし'}"
    ),
    ev.PositionPrivate: _position_private,
}

#: what this game adds to the core's texts: its words and its own events
WORDS = texts.Words(variant="lotro", term=_term, fact=_fact, events=_JA)


def action_text(action: Any, lang: str = "en") -> str:
    """An action as a player reads it: ``str(action)`` in English with its ids named
    (``present the warg tooth to seat 2``, ``present athelas leaf``); Japanese otherwise."""
    if lang != "ja":
        if isinstance(action, Present):  # its str names the item by its id: ``present warg_tooth to seat 2``
            return f"present the {item_name('warg_tooth', lang)} to seat {action.target}"
        return texts.action_text(action, lang, WORDS)
    if isinstance(action, Point):
        return f"{_s(action.target)}を指差す"
    if isinstance(action, Present):
        return f"{_s(action.target)}にワーグの歯を提示する"
    if isinstance(action, Hold):
        return "今は何もしない"
    if isinstance(action, Suicide):
        return "自殺する"
    if isinstance(action, Answer):
        return f"{item_name(action.item, lang)}を{'提示する' if action.use else '提示しない（死亡する）'}"
    return texts.action_text(action, lang)


def event_text(event: Any, lang: str = "en") -> str:
    """One event as a line of the log: ``str(event)`` in English (but a wolf's passes
    counted in words: ``passed 1 time``, where ``str`` keeps ``1 time(s)``); in Japanese
    from the table above, or from the core's texts for the shared events."""
    if lang != "ja" and type(event) is ev.PositionPrivate and event.passes:
        return str(event).replace(f"{event.passes} time(s)", counted(event.passes, "time"))
    return texts.event_text(event, lang, WORDS)


def table_svg(view: LotroView, lang: str = "en", *, scale: float = 1.0, acting: Any = (), names: Any = None) -> Any:
    """The table as ``view`` shows it, as an SVG picture (``picture.table_svg``,
    imported when first drawn); ``names``: the students' nicknames by seat."""
    from .picture import table_svg as draw

    return draw(view, lang, scale=scale, acting=acting, names=names)
