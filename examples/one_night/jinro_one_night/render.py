"""The table of ワンナイト人狼 as text and HTML, its events and actions in English and
Japanese, and its picture (``picture.py``): the game's renderer (``VariantInfo.renderer``,
a ``jinro_lab.core.contract.Renderer``).

Presentation only: everything shown comes from a :class:`OneNightView` or an event.
The shared events (ballots, the vote's result, executions, what a seat learns, the
end) are written by ``jinro_lab.core.texts`` with this game's :data:`WORDS`.

>>> import jinro_lab as jl
>>> game = jl.new_game("one_night", players=3, seed=1)
>>> view_text(game.view(jl.PUBLIC), "ja").splitlines()[0]
'フェイズ：夜（全員が目を閉じる）\\u3000中央のカード：？、？'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jinro_lab.core import texts
from jinro_lab.core.engine import Result
from jinro_lab.core.events import Knowledge
from jinro_lab.core.i18n import Labels, seat_label
from jinro_lab.core.render import Row, fields_line, life, phase_text, seat_role, table_html, table_name, table_text

from . import events as ev
from .actions import Look, LookCentre, Pass, Rob, Swap
from .roles import ROLES
from .view import OneNightView

__all__ = [
    "WORDS",
    "action_text",
    "card_text",
    "event_text",
    "head_lines",
    "result_line",
    "result_text",
    "role_name",
    "seat_rows",
    "table_svg",
    "view_html",
    "view_text",
]

#: this game's phrase book of the table: label -> (English, Japanese)
_t = Labels(
    {
        "phase": ("phase: {}", "フェイズ：{}"),
        "centre": ("centre: {}", "中央のカード：{}"),
        "unknown": ("?", "？"),
        "cards": (", ", "、"),
        "executed": ("executed", "処刑"),
        "dealt": ("dealt: {}", "配られたカード：{}"),
        "memory": ("as last seen", "最後に見たカード"),
        "centre card": ("centre card {}", "中央のカード{}"),
    }
)

#: the phases (the decisions' kinds and the table's labels) in Japanese
_PHASES_JA = {
    "setup": "準備",
    "night: eyes closed": "夜（全員が目を閉じる）",
    "day: vote": "投票",
    "werewolf": "人狼",
    "seer": "占い師",
    "robber": "怪盗",
    "troublemaker": "ならず者",
    "vote": "投票",
    "over": "終了",
}
#: this game's words in the shared texts (a cause, a subject)
_WORDS_JA = {"executed": "処刑", "centre": "中央のカード"}


def role_name(role: str | None, lang: str = "en") -> str:
    """A card's name: its id's words in English, the rulebooks' name in Japanese (ONE-01)."""
    return table_name(ROLES, role, lang)


def card_text(role: str | None, lang: str) -> str:
    """A card as the viewer knows it: its name, or ``?`` / ``？``."""
    return _t("unknown", lang) if role is None else role_name(role, lang)


def result_text(result: Result, lang: str = "en") -> str:
    """Who won, for which side, by which rule (the rule IDs as they are)."""
    return texts.result_text(result, lang, WORDS)


def result_line(view: OneNightView, lang: str) -> str | None:
    """The result as one line in ``lang``, or ``None`` while the game goes on."""
    return result_text(view.result, lang) if view.result is not None else None


# ----- the table ------------------------------------------------------------------------
def head_lines(view: OneNightView, lang: str) -> list[str]:
    """The heading line in ``lang``: the phase and the centre cards as the viewer knows them."""
    centre = _t("cards", lang).join(card_text(c, lang) for c in view.centre)
    phase = _t("phase", lang, phase_text(view.phase, lang, _PHASES_JA))
    return [fields_line((phase, _t("centre", lang, centre)), lang)]


def seat_rows(view: OneNightView, lang: str) -> list[Row]:
    """Each seat's row in ``lang``: executed or alive, its card as the viewer knows it
    (a seat's memory marked so), the viewer's own dealt card."""
    rows = []
    for seat in range(view.players):
        status = _t("executed", lang) if view.executed[seat] else life(True, lang)
        card = view.roles[seat]
        role = seat_role(card_text(card, lang), seat == view.seat, lang)
        notes = []
        if seat == view.seat and view.dealt is not None:
            notes.append(_t("dealt", lang, role_name(view.dealt, lang)))
        if card is not None and not view.certain():
            notes.append(_t("memory", lang))
        rows.append((seat, status, role, ("; " if lang != "ja" else "。").join(notes)))
    return rows


def view_text(view: OneNightView, lang: str = "en") -> str:
    """The table as ``view`` shows it, as plain text (one line per seat)."""
    return table_text(head_lines(view, lang), seat_rows(view, lang), (8, 14), result_line(view, lang), lang)


def view_html(view: OneNightView, lang: str = "en") -> str:
    """The table as ``view`` shows it, as an HTML fragment (the executed in grey)."""
    return table_html(
        head_lines(view, lang), seat_rows(view, lang), lambda seat: view.executed[seat], result_line(view, lang), lang
    )


def table_svg(view: OneNightView, lang: str = "en", *, scale: float = 1.0, acting: Any = (), names: Any = None) -> Any:
    """The table as ``view`` shows it, as an SVG picture (``picture.table_svg``, imported
    when first drawn); ``acting``: the seats to mark as choosing; ``names``: nicknames."""
    from .picture import table_svg as draw

    return draw(view, lang, scale=scale, acting=acting, names=names)


# ----- events and actions -----------------------------------------------------------------
def _s(seat: int) -> str:
    return seat_label(seat, "ja")


def _term(word: str, lang: str) -> str:
    """This game's words in the shared texts: role ids by their names, the cause of an
    execution, the centre; anything else as it is."""
    if lang != "ja":
        return word
    if word in ROLES:
        return role_name(word, lang)
    return _WORDS_JA.get(word, word)


def _fact(e: Knowledge, lang: str) -> str | None:
    """What a seat learned, in Japanese (``None``: as recorded)."""
    if lang != "ja":
        return None
    kind, where, role = e.key
    place = f"{_s(where)}のカード" if kind == "card" else _t("centre card", lang, where)
    return f"{place}は{role_name(role, lang)}"


def _revealed(e: ev.CardsRevealed) -> str:
    seats = "、".join(f"{_s(s)}は{role_name(c, 'ja')}" for s, c in enumerate(e.cards))
    centre = "、".join(role_name(c, "ja") for c in e.centre)
    return f"すべてのカードをオモテ向きにする：{seats}。中央のカード：{centre}（ONE-24）"


#: this game's own events in Japanese
_JA: dict[type, Callable[[Any], str]] = {
    ev.RoleDealt: lambda e: f"{_s(e.seat)}に{role_name(e.role, 'ja')}のカードが配られる",
    ev.NightFell: lambda e: "夜：全員が目を閉じる（ONE-10）",
    ev.Dawn: lambda e: "昼：全員が目を開けて話し合い、投票する（ONE-20）",
    ev.Swapped: lambda e: f"{role_name(e.by, 'ja')}が{_s(e.a)}と{_s(e.b)}のカードを交換",
    ev.CardsRevealed: _revealed,
}


def action_text(action: Any, lang: str = "en") -> str:
    """An action as a player reads it: ``str(action)`` in English, in Japanese
    ``席2のカードを見る``; the vote is the core's (``席1に投票``)."""
    if lang != "ja":
        return texts.action_text(action, lang, WORDS)
    if isinstance(action, Look):
        return f"{_s(action.target)}のカードを見る"
    if isinstance(action, LookCentre):
        if len(action.cards) == 1:
            return f"{_t('centre card', lang, action.cards[0])}を見る"
        return "中央のカードを2枚とも見る"
    if isinstance(action, Rob):
        return f"{_s(action.target)}と自分のカードを交換する"
    if isinstance(action, Swap):
        return f"{_s(action.a)}と{_s(action.b)}のカードを交換する"
    if isinstance(action, Pass):
        return "何もしない"
    return texts.action_text(action, lang)


#: what this game adds to the core's texts: its words, its facts, its events and actions
WORDS = texts.Words(variant="one_night", term=_term, fact=_fact, events=_JA, action=action_text)


def event_text(event: Any, lang: str = "en") -> str:
    """One event as a line of the log in ``lang`` (who saw it added)."""
    return texts.event_text(event, lang, WORDS)
