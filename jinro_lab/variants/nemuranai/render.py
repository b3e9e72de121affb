"""The table of 人狼は眠らない as text and HTML, and its events in English or Japanese.

Presentation only: everything shown comes from a :class:`NemuranaiView` (what one
seat sees, NEM-05/NEM-70, or the game master's omniscient view) or from an event.
The widgets find this module through ``jinro_lab.variants.renderer("nemuranai")``.

>>> import jinro_lab as jl
>>> g = jl.new_game("nemuranai", players=3, seed=1)
>>> print(view_text(g.view(0)).splitlines()[0])  # doctest: +ELLIPSIS
day 1 | phase: play | active: seat ... | deck: 11 cards | in play: -
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from ...core import texts
from ...core.engine import Result
from ...core.events import Knowledge, seat_name
from ...core.i18n import Labels, seat_label
from ...core.phrases import phrase_text
from ...core.render import CELL, display_width, fields_line, pad, phase_text
from ...core.viewers import viewer_name
from . import events as ev
from .actions import Place, Play, Search, Sleep
from .cards import CARDS, name
from .view import NemuranaiView

__all__ = [
    "WORDS",
    "action_text",
    "event_text",
    "head_lines",
    "result_text",
    "role_name",
    "seat_label",
    "seat_rows",
    "seat_tags",
    "view_html",
    "view_text",
]

FACE_DOWN = "▮"

#: label -> (English, Japanese); ``{}`` is filled in with str.format
_t = Labels(
    {
        "day": ("day {}", "{}ターン目"),
        "phase": ("phase: {}", "フェイズ：{}"),
        "active": ("active: {}", "手番：{}"),
        "deck": (("deck: {} card", "deck: {} cards"), "山札：{}枚"),
        "in_play": ("in play: {}", "場：{}"),
        "viewer_gm": ("viewer: game master (sees everything)", "視点：ゲームマスター（すべて見える）"),
        "viewer_seat": ("viewer: {}", "視点：{}"),
        "you": ("you", "あなた"),
        "out": ("out", "脱落"),
        "active_tag": ("active", "手番"),
        "wolf_tag": ("Werewolf player", "人狼プレイヤー"),
        "hand": ("hand", "手札"),
        "labelled": ("{}: {}", "{}：{}"),
        "discard": ("discard", "捨て札"),
        "empty": ("(empty)", "（なし）"),
        "face_down": (FACE_DOWN + " face-down", FACE_DOWN + " ウラ向き"),
        "saw": (" (saw {})", "（見たカード：{}）"),
        "cards": (", ", "、"),
        "tags": (" [{}]", "［{}］"),
        "tag_sep": (", ", "・"),
        "ruins": ("ruins: {}", "遺跡：{}"),
        "draw_pile": ("deck (top first): {}", "山札（上から）：{}"),
        "result": ("result: {}", "結果：{}"),
    }
)
_PHASES_JA = {
    "play": "プレイ",
    "vote": "投票",
    "sleep": "就寝",
    "sleep: eyes closed": "就寝（全員目を閉じる）",
    "place": "配置",
    "search": "探索",
    "over": "終了",
}


def _card(card_id: str, lang: str) -> str:
    return name(card_id, lang) if card_id in CARDS else card_id


def role_name(role: str, lang: str = "en") -> str:
    """The name of the card a seat plays (the registry's roles are the hand cards: NEM-03)."""
    return _card(role, lang)


def _phase(phase: str, lang: str) -> str:
    return phase_text(phase, lang, _PHASES_JA)


def result_text(result: Result, lang: str = "en") -> str:
    """Who won, for which side, by which rule (the rule ids stay as they are)."""
    return texts.result_text(result, lang, WORDS)


# ----- the table -------------------------------------------------------------------
def head_lines(view: NemuranaiView, lang: str) -> list[str]:
    """The heading lines in ``lang`` (day and phase first), as the text view and the picture show them."""
    in_play = _card(view.in_play, lang) if view.in_play else ("なし" if lang == "ja" else "-")
    first = fields_line(
        (
            _t("day", lang, view.day),
            _t("phase", lang, _phase(view.phase, lang)),
            _t("active", lang, seat_label(view.active, lang)),
            _t("deck", lang, view.deck_size),
            _t("in_play", lang, in_play),
        ),
        lang,
    )
    viewer = _t("viewer_gm", lang) if view.seat is None else _t("viewer_seat", lang, viewer_name(view.seat, lang))
    return [first, viewer]


def seat_tags(view: NemuranaiView, seat: int, lang: str) -> list[str]:
    """The short tags of ``seat`` in ``lang`` (you, active, out …), as the text view and the picture show them."""
    tags = []
    if seat == view.seat:
        tags.append(_t("you", lang))
    if seat == view.active and view.alive[seat] and view.phase != "over":
        tags.append(_t("active_tag", lang))
    if not view.alive[seat]:
        tags.append(_t("out", lang))
    if view.werewolf == seat:
        tags.append(_t("wolf_tag", lang))
    return tags


def _hand(view: NemuranaiView, seat: int, lang: str, looks: dict[int, str]) -> str:
    """A hand as the viewer sees it; a hidden hand its seer looked at shows that
    look as a memory (the hand may have changed since)."""
    cards = view.hands[seat]
    if cards is None:
        if not view.alive[seat]:
            return "-"
        hidden = _t("cards", lang).join("??") if seat == view.active and view.phase == "play" else "?"  # NEM-10: two
        return hidden + _t("saw", lang, _card(looks[seat], lang)) if seat in looks else hidden
    return _t("cards", lang).join(_card(c, lang) for c in cards) or "-"


def _discard(view: NemuranaiView, seat: int, lang: str, memory: dict[tuple[int, int], str]) -> list[str]:
    """The pile in order; a face-down card shows as ▮ with its identity only if the
    view shows it (the game master) or, as a memory, if this seat saw it."""
    shown = []
    for index, (card, face_up) in enumerate(view.discards[seat]):
        if face_up:
            shown.append(_card(card, lang))  # type: ignore[arg-type]
        elif card is not None:
            shown.append(f"{FACE_DOWN} {_card(card, lang)}")
        elif (seat, index) in memory:
            shown.append(_t("face_down", lang) + _t("saw", lang, _card(memory[seat, index], lang)))
        else:
            shown.append(_t("face_down", lang))
    return shown


def _footer(view: NemuranaiView, lang: str) -> list[str]:
    lines = []
    if view.ruins is not None:
        lines.append(_t("ruins", lang, _card(view.ruins, lang)))
    if view.deck is not None:
        lines.append(_t("draw_pile", lang, _t("cards", lang).join(_card(c, lang) for c in view.deck) or "-"))
    if view.result is not None:
        lines.append(_t("result", lang, result_text(view.result, lang)))
    return lines


def seat_rows(view: NemuranaiView, lang: str) -> list[tuple[int, list[str], str, list[str]]]:
    """Each seat's row in ``lang``, as the text view lists them and the picture draws them."""
    memory = view.last_seen() if view.seat is not None else {}
    looks = view.hands_seen() if view.seat is not None else {}
    return [
        (s, seat_tags(view, s, lang), _hand(view, s, lang, looks), _discard(view, s, lang, memory))
        for s in range(view.players)
    ]


def view_text(view: NemuranaiView, lang: str = "en") -> str:
    """The table as ``view`` shows it, as plain text (one line per seat, ``>`` marks
    the active seat)."""
    rows = [
        (
            ">" if _t("active_tag", lang) in tags else " ",
            seat_label(seat, lang) + (_t("tags", lang, _t("tag_sep", lang).join(tags)) if tags else ""),
            _t("labelled", lang, _t("hand", lang), hand),
            _t("labelled", lang, _t("discard", lang), _t("cards", lang).join(pile) or _t("empty", lang)),
        )
        for seat, tags, hand, pile in seat_rows(view, lang)
    ]
    label_w = max(display_width(r[1]) for r in rows)
    hand_w = max(display_width(r[2]) for r in rows)
    lines = head_lines(view, lang)
    lines += [f"{m} {pad(label, label_w)}  {pad(hand, hand_w)}  {pile}" for m, label, hand, pile in rows]
    return "\n".join(lines + _footer(view, lang))


def view_html(view: NemuranaiView, lang: str = "en") -> str:
    """The table as ``view`` shows it, as an HTML fragment (a table per seat row)."""
    head = "".join(f"<div>{escape(line)}</div>" for line in head_lines(view, lang))
    rows = []
    for seat, tags, hand, pile in seat_rows(view, lang):
        style = []
        if seat == view.seat:
            style.append("font-weight:bold")
        if seat == view.active and view.alive[seat] and view.phase != "over":
            style.append("background:#fff3c4")
        if not view.alive[seat]:
            style.append("color:#999;text-decoration:line-through")
        label = escape(seat_label(seat, lang)) + "".join(f" <small>[{escape(t)}]</small>" for t in tags)
        cards = " ".join(
            f"<span style='border:1px solid #888;border-radius:3px;padding:0 3px;margin:1px'>{escape(c)}</span>"
            for c in pile
        )
        rows.append(
            f"<tr style='{';'.join(style)}'><td{CELL}>{label}</td><td{CELL}>{escape(hand)}</td>"
            f"<td{CELL}>{cards or escape(_t('empty', lang))}</td></tr>"
        )
    table = (
        "<table style='border-collapse:collapse'>"
        f"<tr><th></th><th>{escape(_t('hand', lang))}</th><th>{escape(_t('discard', lang))}</th></tr>"
        + "".join(rows)
        + "</table>"
    )
    foot = "".join(f"<div>{escape(line)}</div>" for line in _footer(view, lang))
    return f"<div class='jinro-table'>{head}{table}{foot}</div>"


# ----- events in Japanese ------------------------------------------------------------
# The shared events (votes, eliminations, chance, the end, knowledge) are written
# by the core (``jinro_lab.core.texts``) with this game's words; its own events here.
def _s(seat: int | None) -> str:
    return seat_name(seat, "ja")


def _c(card_id: str | None) -> str:
    return _card(card_id, "ja") if card_id is not None else "カード"


def _term(word: str, lang: str) -> str:
    """This game's words in the shared texts: card ids (a cause of elimination, a
    revealed card) by their names in either language; anything else as it is (the texts the rules make are phrases of
    ``events.SAY``, written from their own templates)."""
    return name(word, lang) if word in CARDS else word


def _fact(e: Knowledge, lang: str) -> str | None:
    """A seen hand or discard card in Japanese (``None``: the fact as recorded)."""
    if lang != "ja":
        return None
    key = e.key
    if key[0] == "hand":
        return f"{_s(key[1])}の手札は{_c(key[2])}"
    if key[0] == "discard":
        return f"{_s(key[1])}の捨て札{key[2]}番は{_c(key[3])}"
    return None


def _played(e: ev.Played) -> str:
    s = f"{_s(e.seat)}が{_c(e.card)}をプレイ"
    if e.card == "villager":
        return s + "（ウラ向き）"
    if e.card == "medium" and e.target is not None:
        verb = "ウラ向きにする" if e.turn else "見る"
        return s + f"し、{_s(e.target)}の捨て札{e.index}番を{verb}"
    if e.target is not None:
        return s + f"し、{_s(e.target)}の手札を見る"
    return s


def _searched(target: str) -> str:
    """NEM-52: the card a search named (a phrase of ``events.SAY``)."""
    return phrase_text(target, "ja", _term)


def _attack(e: ev.AttackResolved) -> str:
    """NEM-27: the player whose hand card has the attack's search order (the rulebook's
    「手札が探索順①のプレイヤーは脱落する」)."""
    if e.victim is None:
        return f"{_c(e.card)}：手札が探索順{e.order}のプレイヤーはいない"
    saved = "（オモテ向きの騎士に守られ、脱落しない）" if e.protected else ""
    return f"{_c(e.card)}：手札が探索順{e.order}のプレイヤーは{_s(e.victim)}{saved}"


#: this game's own events in Japanese
_JA: dict[type, Callable[[Any], str]] = {
    ev.Dealt: lambda e: f"{_s(e.seat)}に{_c(e.card)}が配られる",
    ev.TurnBegan: lambda e: f"{e.turn}ターン目：{_s(e.seat)}が山札から引く（残り{e.deck_left}枚）",
    ev.Drew: lambda e: f"{_s(e.seat)}が{_c(e.card)}を引く",
    ev.Played: _played,
    ev.PlacedFaceDown: lambda e: f"{_s(e.by)}が{_c(e.card)}を{_s(e.owner)}の捨て札にウラ向きで置く（{e.index}番）",
    ev.Discarded: lambda e: (
        f"{_s(e.seat)}が{_c(e.card)}を捨て札に置く（{e.index}番、{'オモテ向き' if e.face_up else 'ウラ向きにする'}）"
    ),
    ev.TurnedFaceDown: lambda e: f"{_s(e.by)}が{_s(e.owner)}の捨て札{e.index}番（{_c(e.card)}）をウラ向きにする",
    ev.Swapped: lambda e: f"{_s(e.seat)}が手札の{_c(e.gave)}と捨て札{e.index}番の{_c(e.took)}を交換",
    ev.AttackResolved: _attack,
    ev.SearchPhase: lambda e: "山札が尽きた：探索フェイズ",
    ev.MadmanRevealed: lambda e: f"{_s(e.seat)}が狂人を公開し、探索しない",
    ev.SearchBlocked: lambda e: f"{'・'.join(_s(s) for s in e.seats)}は探索順{e.order}が重なり探索できない",
    ev.Searched: lambda e: f"{_s(e.seat)}（探索順{e.order}）が{_searched(e.target)}を探索 → {_c(e.card)}",
}

#: what this game adds to the core's texts: its words and its own events
WORDS = texts.Words(variant="nemuranai", term=_term, fact=_fact, events=_JA, unit="turn")


# ----- actions ------------------------------------------------------------------------
def _play_ja(a: Play) -> str:
    s = f"{_c(a.card)}をプレイ"
    if a.card == "villager":
        return s + f"し、{_c(a.placed)}を{_s(a.target)}の捨て札にウラ向きで置く"
    if a.card == "medium":
        if a.target is None:
            return s + "（対象なし）"
        verb = "ウラ向きにする" if a.turn else "見る"
        return s + f"し、{_s(a.target)}の捨て札{a.index}番を{verb}"
    return s + (f" → {_s(a.target)}" if a.target is not None else "")


def _search_ja(a: Search) -> str:
    if a.where == "ruins":
        return "探索：遺跡"
    if a.where == "hand":
        return f"探索：{_s(a.seat)}の手札"
    return f"探索：{_s(a.seat)}の捨て札{a.index}番"


#: this game's own actions in Japanese (the shared vote is the core's)
_JA_ACTIONS: dict[type, Callable[[Any], str]] = {
    Play: _play_ja,
    Sleep: lambda a: "就寝：手札をそのまま持つ" if a.swap is None else f"就寝：手札と自分の捨て札{a.swap}番を交換",
    Place: lambda a: f"{_c(a.card)}を{_s(a.target)}の捨て札にウラ向きで置く",
    Search: _search_ja,
}


def action_text(action: Any, lang: str = "en") -> str:
    """An action as a player reads it: ``str(action)`` in English with its card ids
    named (``play seer -> seat 1``, ``play attack ①``), in Japanese ``占い師をプレイ →
    席1``; the vote is the core's (``席2に投票``)."""
    if lang == "ja":
        fmt = _JA_ACTIONS.get(type(action))
        if fmt is not None:
            return fmt(action)
    return texts.action_text(action, lang, WORDS)


def event_text(event: Any, lang: str = "en") -> str:
    """One event as a line of the log: ``str(event)`` in English; in Japanese from
    the table above, or from the core's texts for the shared events
    (``jinro_lab.core.texts``), falling back to English for anything else."""
    return texts.event_text(event, lang, WORDS)


def table_svg(view: NemuranaiView, lang: str = "en", *, scale: float = 1.0, acting: Any = (), names: Any = None) -> Any:
    """The table as ``view`` shows it, as an SVG picture (``picture.table_svg``,
    imported when first drawn); ``names``: the students' nicknames by seat."""
    from .picture import table_svg as draw

    return draw(view, lang, scale=scale, acting=acting, names=names)
