"""Text and HTML pictures of a 魔法都市の人狼 table, and its events in English and Japanese.

Presentation only: everything shown comes from a :class:`MahouView` (what one
seat, or the game master, sees). The widgets and the CLI find this module through
``jinro_lab.core.registry.renderer("mahou_toshi")``. The shared events (votes,
deaths, chance, knowledge, the end) are written by ``jinro_lab.core.texts``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from ...core import texts
from ...core.engine import Result
from ...core.events import Knowledge
from ...core.i18n import Labels, seat_label
from . import events as ev
from .actions import Ability
from .roles import ROLES
from .view import MahouView

__all__ = ["WORDS", "action_text", "event_text", "result_text", "role_name", "view_html", "view_text"]

_t = Labels(
    {
        "day": ("day {}", "{}日目"),
        "phase": ("phase: {}", "フェイズ: {}"),
        "alive": ("alive", "生存"),
        "dead": ("dead", "死亡"),
        "you": ("you", "あなた"),
        "unknown": ("?", "?"),
        "judged": ("judged {}", "判定: {}"),
        "human": ("human", "人間"),
        "werewolf": ("werewolf", "人狼"),
    }
)

_PHASES_JA = {
    "night": "夜",
    "night: eyes closed": "夜（全員目を閉じる）",
    "vote": "投票",
    "day: vote": "昼（投票）",
    "day: a dead player chooses": "昼（死者の選択）",
    "silence": "沈黙の指名",
    "hunter": "狩人の道連れ",
    "over": "終了",
    "setup": "準備",
}

_CAUSES_JA = {
    "execution": "処刑",
    "attack": "襲撃",
    "night": "夜の死",
    "hunter": "狩人の道連れ",
    "spirit link": "精霊使いの道連れ",
    "fox curse": "呪殺",
    "roles dealt": "役職の配布",
    "random white": "ランダム白通知",
    "double_vote": "二票",
}
#: each ability's action (a proposal's too)
_ABILITIES_JA = {
    "attack": "{}への襲撃",
    "divine": "{}の占い",
    "guard": "{}の護衛",
    "lend": "{}に金を貸す（二票）",
    "silence": "{}を沈黙させる",
    "predict": "{}を襲撃先と予想",
    "shoot": "{}を道連れにする",
}
#: the namings of the night (``Named``)
_NAMINGS_JA = {"lend": "金貸しの二票", "silence": "魔眼の沈黙", "predict": "キメラの予想"}


#: the reasons a game ends (``MahouToshiGame._check_win``) in Japanese, part by part; the rule ids stay
_REASONS_JA = {
    "MAH-40: every werewolf is dead": "MAH-40: 人狼が全員死亡した",
    "MAH-42: the fox is alive and wins instead": "MAH-42: 狐人が生存しており、代わりに勝つ",
    "MAH-42: the fox is alive and wins too": "MAH-42: 狐人が生存しており、共に勝つ",
    "MAH-41: the demon is executed after being targeted": "MAH-41: 能力の対象となった魔人が処刑された",
}
_FEWER_HUMANS = re.compile(r"MAH-40: living humans \((\d+)\) are no more than living werewolves \((\d+)\)")


def role_name(role: str | None, lang: str = "en") -> str:
    """A role's name: its id in English, its printed name in Japanese (MAH-01)."""
    if role is None:
        return "?"
    return ROLES[role].ja if lang == "ja" and role in ROLES else role


def _phase(phase: str, lang: str) -> str:
    return _PHASES_JA.get(phase, phase) if lang == "ja" else phase


def _s(seat: int | None) -> str:
    return seat_label(seat, "ja")


def result_text(result: Result, lang: str = "en") -> str:
    """A result in ``lang`` (side names from the registration; in Japanese the reason
    too, its rule id as it is)."""
    return texts.result_text(result, lang, WORDS)


def _rows(view: MahouView, lang: str) -> list[tuple[int, str, str, str]]:
    """(seat, status, role, what the viewer learned of its judgement) per seat."""
    judged = view.judged()
    rows = []
    for seat in range(view.players):
        status = _t("alive" if view.alive[seat] else "dead", lang)
        role = role_name(view.roles[seat], lang)
        if seat == view.seat:
            role += f" ({_t('you', lang)})"
        note = _t("judged", lang, _t(judged[seat], lang)) if seat in judged else ""
        rows.append((seat, status, role, note))
    return rows


def view_text(view: MahouView, lang: str = "en") -> str:
    """The table as ``view``'s seat sees it, as plain text (one line per seat)."""
    head = f"{_t('day', lang, view.day)} | {_t('phase', lang, _phase(view.phase, lang))}"
    lines = [head]
    for seat, status, role, note in _rows(view, lang):
        lines.append(f"{seat_label(seat, lang):>6}  {status:<6} {role:<22} {note}".rstrip())
    if view.result is not None:
        lines.append(result_text(view.result, lang))
    return "\n".join(lines)


_CELL = " style='padding:1px 0.8em 1px 0'"


def view_html(view: MahouView, lang: str = "en") -> str:
    """The table as an HTML table (for the widgets)."""
    head = html.escape(f"{_t('day', lang, view.day)} | {_t('phase', lang, _phase(view.phase, lang))}")
    rows = []
    for seat, status, role, note in _rows(view, lang):
        style = "" if view.alive[seat] else " style='color:#888'"
        cells = "".join(f"<td{_CELL}>{html.escape(x)}</td>" for x in (seat_label(seat, lang), status, role, note))
        rows.append(f"<tr{style}>{cells}</tr>")
    tail = f"<div><b>{html.escape(result_text(view.result, lang))}</b></div>" if view.result is not None else ""
    return f"<div><div>{head}</div><table>{''.join(rows)}</table>{tail}</div>"


def _term(word: str, lang: str) -> str:
    """This game's words in the shared texts: causes of death, role ids and the
    actions of the werewolves' proposals (``attack seat 3``)."""
    if lang != "ja":
        return word
    if word in _CAUSES_JA:
        return _CAUSES_JA[word]
    if word.startswith("MAH-4"):
        return "。".join(_reason(part) for part in word.split("; "))
    ability, _, seat = word.partition(" seat ")
    if ability in _ABILITIES_JA and seat.isdigit():
        return _ABILITIES_JA[ability].format(_s(int(seat)))
    return role_name(word, lang) if word in ROLES else word


def _reason(part: str) -> str:
    """One part of a game's end reason in Japanese (as recorded if unknown)."""
    if part in _REASONS_JA:
        return _REASONS_JA[part]
    m = _FEWER_HUMANS.fullmatch(part)
    if m is not None:
        return "MAH-40: 生存している人間（{}人）が生存している人狼（{}人）以下になった".format(*m.groups())
    return part


def _fact(e: Knowledge, lang: str) -> str | None:
    """A learned fact in Japanese (``None``: as recorded)."""
    if lang != "ja":
        return None
    kind, subject, value = e.key[0], e.key[1], e.key[2]
    if kind == "role":
        return f"{_s(subject)}は{role_name(value, lang)}"
    if kind == "judged":
        return f"{_s(subject)}の判定は{_t(value, lang)}"
    if kind == "medium":
        return f"処刑された{_s(subject)}の判定は{_t(value, lang)}"
    return None


def _announcement(e: ev.Announcement) -> str:
    if e.key == "discussion":
        return f"議論時間: {e.args[0]}分（MAH-10）"
    if e.key == "short discussion":
        return f"議論時間: {e.args[0]}分（MAH-R08: 金貸しが死亡した）"
    if e.key == "no death":
        return "昨夜の犠牲者はいない（MAH-26）"
    if e.key == "silenced":
        return f"{_s(e.args[0])}は最初の1分間発言できない（MAH-R13、MAH-32）"  # type: ignore[arg-type]
    if e.key == "position":
        dead, day, phase = e.args
        who = "・".join(_s(s) for s in dead) or "なし"  # type: ignore[attr-defined]
        return f"{day}日目（{'昼' if phase == 'day' else '夜'}）から開始。死亡: {who}"
    return e.text


def _setup(e: ev.SetupAnnounced) -> str:
    cards = "、".join(f"{role_name(r, 'ja')}×{n}" if n > 1 else role_name(r, "ja") for r, n in e.roles)
    styles = {"simultaneous": "一斉投票", "in_turn": "順番投票", "free": "自由投票"}
    seer = {"random_white": "ランダム白通知", "free": "初日占いあり", "none": "初日占いなし"}
    return (
        f"使用する役職: {cards}。投票形式: {styles.get(e.vote_style, e.vote_style)}。{seer.get(e.first_day_seer, '')}"
    )


_OUTCOMES_JA = {"killed": "死亡", "guarded": "護衛成功", "immune": "襲撃無効"}

#: this game's own events in Japanese
_JA: dict[type, Callable[[Any], str]] = {
    ev.SetupAnnounced: _setup,
    ev.RoleDealt: lambda e: f"{_s(e.seat)}に{role_name(e.role, 'ja')}が配られる",
    ev.Dusk: lambda e: f"{e.night}日目の夜: 全員が目を閉じる",
    ev.Dawn: lambda e: f"{e.day}日目の朝",
    ev.Announcement: _announcement,
    ev.Guarded: lambda e: f"{_s(e.seat)}が{_s(e.target)}を守る",
    ev.AttackResolved: lambda e: (
        "今夜は襲撃なし" if e.target is None else f"{_s(e.target)}への襲撃: {_OUTCOMES_JA[e.outcome]}"
    ),
    ev.Named: lambda e: f"{_s(e.seat)}が{_s(e.target)}を指名（{_NAMINGS_JA[e.ability]}）",
    ev.NightDeath: lambda e: f"{_s(e.seat)}が今夜死亡（{_CAUSES_JA[e.cause]}）",
    ev.AbilityLost: lambda e: f"{_s(e.seat)}は護衛の能力を失う: {_s(e.partner)}が死亡（MAH-25）",
    ev.DemonTargeted: lambda e: f"{_s(e.seat)}（魔人）が{role_name(e.by, 'ja')}の能力の対象になった（MAH-34）",
    ev.ChimeraMatched: lambda e: f"{_s(e.seat)}（キメラ）が襲撃先の{_s(e.target)}を言い当てた",
    ev.ChimeraTurned: lambda e: f"{_s(e.seat)}（キメラ）は今夜から人狼",
}

#: what this game adds to the core's texts: its words and its own events
WORDS = texts.Words(variant="mahou_toshi", term=_term, fact=_fact, events=_JA)


def action_text(action: Any, lang: str = "en") -> str:
    """An action as a player reads it: ``str(action)`` in English (``divine seat 2``),
    in Japanese ``席2の占い``; the vote is the core's (``席1に投票``)."""
    if lang == "ja" and isinstance(action, Ability) and action.ability in _ABILITIES_JA:
        return _ABILITIES_JA[action.ability].format(_s(action.target))
    return texts.action_text(action, lang)


def event_text(event: Any, lang: str = "en") -> str:
    """One event as a line of the log: ``str(event)`` in English; in Japanese from
    the table above, or from the core's texts for the shared events."""
    return texts.event_text(event, lang, WORDS)
