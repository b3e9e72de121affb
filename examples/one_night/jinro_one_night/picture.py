"""The table of ワンナイト人狼 as an SVG picture: the seats around the table, each with
its card (face down, its name on the back where the viewer knows it; face up once
every card is turned, ONE-24, with its side's chip), the executed struck through,
the two centre cards in the middle column (ONE-04), the vote as arrows. Everything
drawn comes from a :class:`OneNightView`, through the kit's shared picture
(``jinro_lab.core.picture``).

>>> import jinro_lab as jl
>>> svg = table_svg(jl.new_game("one_night", players=6, seed=1).view(jl.PUBLIC), "ja")
>>> svg.overlaps(), svg.crossings()
([], [])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from jinro_lab.core.i18n import Labels
from jinro_lab.core.picture import (
    Card,
    SeatSpec,
    Section,
    Sides,
    seat_marks,
    seat_title,
    side_card,
    side_marks,
    table_picture,
    vote_part,
)
from jinro_lab.core.registry import lookup
from jinro_lab.core.svg import Svg

from . import render
from .roles import ROLES
from .view import OneNightView

__all__ = ["SIDES", "table_svg"]

_t = Labels(
    {
        "title": ("ワンナイト人狼: the table", "ワンナイト人狼：テーブル"),
        "centre": ("the centre (ONE-04)", "中央のカード（ONE-04）"),
        "face down": ("2 cards, face down", "ウラ向きのカード2枚"),
        "face up": ("turned face up (ONE-24)", "オモテ向きにした（ONE-24）"),
        "executed": ("executed (grey, struck through, ✕)", "処刑（灰色・取り消し線・×印）"),
        "up": ("a card face up", "オモテ向きのカード"),
        "back": ("a card you do not know (face down)", "わからないカード（ウラ向き）"),
        "memory": (
            "a face-down card you saw (a memory: it may have moved)",
            "見たことのあるウラ向きのカード（動いたかもしれない）",
        ),
        "known": ("a face-down card (the game master sees it)", "ウラ向きのカード（ゲームマスターには見える）"),
        "choosing": ("choosing now", "選択中"),
    }
)

#: the cards' sides as chips (ONE-30): the village's, the werewolves'
SIDES: Sides = {"village": ("good", "V", "村"), "werewolf": ("bad", "W", "狼")}


def _card(view: OneNightView, role: str | None, lang: str) -> Card:
    """A card as the viewer sees it: face up with its side once revealed; the game
    master's face down with its name; a seat's memory face down, noted; else a back."""
    if role is None:
        return Card(None, False)
    if view.revealed:
        return side_card(render.role_name(role, lang), ROLES[role].side, SIDES, lang)
    return Card(render.role_name(role, lang), False, note=view.seat is not None)


def table_svg(
    view: OneNightView,
    lang: str = "en",
    *,
    scale: float = 1.0,
    acting: Iterable[int] = (),
    names: Mapping[int, str] | None = None,
) -> Svg:
    """The table as ``view`` shows it, as an SVG picture. ``acting``: the seats to mark
    as choosing now (only seats the viewer may know of); ``names``: nicknames by seat."""
    chosen = frozenset(acting)
    seats = tuple(
        SeatSpec(
            seat,
            (seat_title(seat, view.seat, lang, names), status),
            ((None, (_card(view, view.roles[seat], lang),)),),
            dead=view.executed[seat],
            you=seat == view.seat,
            acting=seat in chosen,
        )
        for seat, status, _role, _note in render.seat_rows(view, lang)
    )
    centre = Section(
        _t("centre", lang),
        (_t("face up" if view.revealed else "face down", lang),),
        tuple(_card(view, role, lang) for role in view.centre),
    )
    votes, runoff, vote_section, vote_marks = vote_part(view.events, lang)
    legend = list(seat_marks(lang, seats, acting=_t("choosing", lang), dead=_t("executed", lang)))
    legend += side_marks(seats, SIDES, lang, lookup("one_night").side_name)
    cards = [c for s in seats for _, row in s.cards for c in row] + list(centre.cards)
    if any(c.face_up for c in cards):
        legend.append(("up", _t("up", lang)))
    if any(c.name is None for c in cards):
        legend.append(("back", _t("back", lang)))
    if any(c.name is not None and not c.face_up for c in cards):
        legend.append(("known", _t("memory" if view.seat is not None else "known", lang)))
    return table_picture(
        view.seat,
        lang,
        title=_t("title", lang),
        head=render.head_lines(view, lang)[0],
        seats=seats,
        sections=[centre] + ([vote_section] if vote_section is not None else []),
        votes=(votes, runoff, vote_marks),
        legend=legend,
        result=render.result_line(view, lang),
        scale=scale,
    )
