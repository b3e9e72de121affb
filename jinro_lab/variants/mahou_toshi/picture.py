"""The table of 魔法都市の人狼 as an SVG picture (issue 18): seats around the table,
alive or dead as the viewer was told, role cards face up where the viewer knows
them (face down otherwise), the event card drawn today and the rule changes in
force beside the table, the latest vote as arrows. Everything drawn comes from a
:class:`MahouView` (its events: ``EventDrawn``, ``EventNullified``, ``RuleChanged``).

>>> import jinro_lab as jl
>>> g = jl.new_game("mahou_toshi", players=5, seed=1)
>>> svg = table_svg(g.view(jl.PUBLIC))
>>> svg.overlaps(), svg.crossings()
([], [])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ...core.day_night import Dawn
from ...core.events import RuleChanged
from ...core.i18n import Labels
from ...core.picture import (
    Card,
    SeatSpec,
    Section,
    Sides,
    card_marks,
    seat_marks,
    seat_title,
    side_card,
    side_marks,
    table_picture,
    vote_part,
)
from ...core.registry import lookup
from ...core.svg import Svg
from . import events as ev
from . import render
from .roles import CITIZENS, ROLES, THIRD, WEREWOLVES
from .view import MahouView

__all__ = ["table_svg"]

_t = Labels(
    {
        "title": ("魔法都市の人狼: the table", "魔法都市の人狼：テーブル"),
        "event": ("event card drawn", "引かれたイベントカード"),
        "no event": ("no event card drawn yet", "イベントカードはまだ引かれていない"),
        "drawn": ("day {}: {}", "{}日目：{}"),
        "nullified": ("nullified: a golem is alive (MAH-31)", "無効：ゴーレムが生存している（MAH-31）"),
        "rules": ("rule changes in force", "有効なルール変更"),
        "no rules": ("none", "なし"),
        "up": ("a role you know (face up)", "わかっている役職（オモテ向き）"),
        "back": ("a role you do not know (face down)", "わからない役職（ウラ向き）"),
        "event mark": ("the event card in force", "有効なイベントカード"),
    }
)


#: the role cards' sides as chips (MAH-01): the citizens, the werewolves, the third side
SIDES: Sides = {CITIZENS: ("good", "C", "市"), WEREWOLVES: ("bad", "W", "狼"), THIRD: ("third", "3", "三")}


def _day_of(events: Iterable[Any]) -> list[tuple[int, Any]]:
    """Each event with the day it happened on (from the dawns and dusks the viewer saw)."""
    day = 1
    out = []
    for e in events:
        if type(e) is Dawn:
            day = e.day
        elif type(e) is ev.Dusk:
            day = e.night
        out.append((day, e))
    return out


def _event_part(view: MahouView, lang: str) -> list[Section]:
    drawn: tuple[int, ev.EventDrawn] | None = None
    nullified = False
    rules: dict[tuple[str, Any], RuleChanged] = {}
    for day, e in _day_of(view.events):
        t = type(e)
        if t is ev.EventDrawn:
            drawn, nullified = (day, e), False
        elif t is ev.EventNullified and drawn is not None and e.card == drawn[1].card:
            nullified = True
        elif t is RuleChanged:
            key = (e.name, e.subject if isinstance(e.subject, int | str) or e.subject is None else repr(e.subject))
            if e.active:
                rules[key] = e
            else:
                rules.pop(key, None)
    sections = []
    if drawn is None:
        sections.append(Section(_t("event", lang), (_t("no event", lang),)))
    else:
        day, e = drawn
        lines: list[str | tuple[str, str]] = [_t("drawn", lang, day, render.event_text(e, lang))]
        if nullified:
            lines.append(_t("nullified", lang))
        card = (Card(render.card_name(e.card, lang)),)
        # on the room's projector page without its card, which says again what its first line says
        sections.append(Section(_t("event", lang), tuple(lines), card, brief=Section(_t("event", lang), tuple(lines))))
    rule_lines = tuple(render.event_text(e, lang) for e in rules.values()) or (_t("no rules", lang),)
    # on the room's projector page without "rule change" before each line, which the heading says
    brief = tuple(render.rule_in_force(e, lang) for e in rules.values()) or rule_lines
    sections.append(Section(_t("rules", lang), rule_lines, brief=Section(_t("rules", lang), brief)))
    return sections


def table_svg(
    view: MahouView,
    lang: str = "en",
    *,
    scale: float = 1.0,
    acting: Iterable[int] = (),
    names: Mapping[int, str] | None = None,
) -> Svg:
    """The table as ``view`` shows it, as an SVG picture.

    ``acting``: the seats to mark as choosing now; pass only seats the viewer may
    know to be choosing (a night ability is a secret: none for the public).
    ``names``: the students' nicknames by seat (a live table's), shown beside the seats.
    """
    chosen = frozenset(acting)
    rows = render.seat_rows(view, lang)
    seats = []
    for seat, _status, _role, note in rows:
        lines = [seat_title(seat, view.seat, lang, names)]
        if note:
            lines.append(note)
        role = view.roles[seat]
        card = (
            side_card(render.role_name(role, lang), ROLES[role].team, SIDES, lang)
            if role is not None
            else Card(None, False)
        )
        seats.append(
            SeatSpec(
                seat,
                tuple(lines),
                ((None, (card,)),),
                dead=not view.alive[seat],
                you=seat == view.seat,
                acting=seat in chosen,
            )
        )
    sections = _event_part(view, lang)
    votes, runoff, vote_section, vote_marks = vote_part(view.events, lang)
    if vote_section is not None:
        sections.append(vote_section)
    legend = list(seat_marks(lang, seats))
    legend += side_marks(seats, SIDES, lang, lookup("mahou_toshi").side_name)
    legend += card_marks(seats, _t("up", lang), _t("back", lang))
    return table_picture(
        view.seat,
        lang,
        title=_t("title", lang),
        head=render.head_lines(view, lang)[0],
        seats=seats,
        sections=sections,
        votes=(votes, runoff, vote_marks),
        legend=legend,
        result=render.result_line(view, lang),
        scale=scale,
    )
