"""The table of LotROで人狼 as an SVG picture (issue 18): seats around the table,
alive or dead as the viewer knows, tonight's rooms (public, LOT-71) as boxes beside
the table with each seat banded in its room's colour, the day the rangers arrive
and the noon discussion time, the roles the viewer knows face up (others face
down), the latest vote as arrows. Everything drawn comes from a :class:`LotroView`.

>>> import jinro_lab as jl
>>> g = jl.new_game("lotro", players=9, seed=1)
>>> svg = table_svg(g.view(jl.PUBLIC))
>>> svg.overlaps(), svg.crossings()
([], [])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...core.i18n import Labels, seat_label
from ...core.picture import (
    GROUP_COLORS,
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
from ...core.render import line_fields
from ...core.svg import Svg
from . import render
from .roles import ROLES
from .rooms import room_name
from .view import LotroView

__all__ = ["table_svg"]

_t = Labels(
    {
        "title": ("LotROで人狼: the table", "LotROで人狼：テーブル"),
        "rooms": ("tonight's rooms (public)", "今夜の部屋割り（公開）"),
        "no rooms": ("no rooms yet tonight", "今夜の部屋はまだない"),
        "room": ("{}: {}", "{}：{}"),
        "day info": ("the day", "この日"),
        "room mark": ("a room's colour (band and box)", "部屋の色（帯と枠）"),
        "room band": ("a room's colour (a seat's band)", "部屋の色（席の帯）"),
        "up": ("a role you know (face up)", "わかっている役割（オモテ向き）"),
        "back": ("a role you do not know (face down)", "わからない役割（ウラ向き）"),
    }
)


#: the roles' sides as chips (LOT-60, LOT-61): the Village, Sauron
SIDES: Sides = {"village": ("good", "V", "村"), "sauron": ("bad", "S", "サ")}


def table_svg(
    view: LotroView,
    lang: str = "en",
    *,
    scale: float = 1.0,
    acting: Iterable[int] = (),
    names: Mapping[int, str] | None = None,
) -> Svg:
    """The table as ``view`` shows it, as an SVG picture.

    ``acting``: the seats to mark as choosing now; pass only seats the viewer may
    know to be choosing (what happens in a room at night is a secret).
    ``names``: the students' nicknames by seat (a live table's), shown beside the seats.
    """
    chosen = frozenset(acting)
    seats = []
    for seat in range(view.players):
        room = view.room_of(seat)
        lines = [seat_title(seat, view.seat, lang, names)]
        if room is not None:
            lines.append(room_name(room, lang))
        role = view.roles[seat]
        card = (
            side_card(render.role_name(role, lang), ROLES[role].side, SIDES, lang)
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
                band=GROUP_COLORS[room % len(GROUP_COLORS)] if room is not None else None,
            )
        )
    sep = "、" if lang == "ja" else ", "
    day = tuple(line_fields(render.head_lines(view, lang)[1], lang))
    # the noon discussion's time is the room's projector page's timer: there the day says when the rangers come
    noon = render.noon_text(view, lang)
    brief = Section(_t("day info", lang), tuple(line for line in day if line != noon))
    sections = [Section(_t("day info", lang), day, brief=brief)]
    # the rooms say again what each seat box shows (its room's band and name): not on the room's projector page
    if view.rooms:
        sections.append(Section(_t("rooms", lang), repeats=True))
        for i, room_seats in enumerate(view.rooms):
            members = sep.join(seat_label(s, lang) for s in room_seats)
            color = GROUP_COLORS[i % len(GROUP_COLORS)]
            sections.append(Section(room_name(i, lang), (members,), box=color, repeats=True))
    else:
        sections.append(Section(_t("rooms", lang), (_t("no rooms", lang),), repeats=True))
    votes, runoff, vote_section, vote_marks = vote_part(view.events, lang)
    if vote_section is not None:
        sections.append(vote_section)
    legend = list(seat_marks(lang, seats))
    projected = list(legend)  # the room's projector page's legend: its picture has the seats' bands, no room boxes
    if view.rooms:
        legend.append(("fill:" + GROUP_COLORS[0], _t("room mark", lang)))
        projected.append(("fill:" + GROUP_COLORS[0], _t("room band", lang)))
    cards = side_marks(seats, SIDES, lang, lookup("lotro").side_name)
    cards += card_marks(seats, _t("up", lang), _t("back", lang))
    legend += cards
    projected += cards
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
        legend_brief=projected,
    )
