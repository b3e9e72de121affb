"""The table of 政治家人狼 as an SVG picture (issue 18): seats around the table, the
seats held (当選) and the recalled, the race and who sits out today, each seat's
role card face up where the viewer knows it (face down otherwise), the announced
manifestos and the viewer's own, the latest vote as arrows. Everything drawn comes
from a :class:`SeijikaView`.

>>> import jinro_lab as jl
>>> g = jl.new_game("seijika", players=6, seed=1)
>>> svg = table_svg(g.view(jl.PUBLIC), "ja")
>>> svg.overlaps(), svg.crossings()
([], [])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...core.i18n import Labels, seat_label
from ...core.picture import (
    COLORS,
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
from . import render
from .roles import ROLES
from .view import SeijikaView

__all__ = ["table_svg"]

_t = Labels(
    {
        "title": ("政治家人狼: the table", "政治家人狼：テーブル"),
        "held": ("seats held (elected, in order)", "議席（当選順）"),
        "none yet": ("none yet", "まだなし"),
        "recalled": ("{} (recalled)", "{}（リコール）"),
        "race": ("in the race: {}", "選挙中：{}"),
        "sitting out": ("sits out today: {}", "本日欠席：{}"),
        "role": ("role", "役職"),
        "manifesto": ("your manifesto", "あなたのマニュフェスト"),
        "elected mark": ("elected: holds a seat (当選)", "当選（議席を持つ）"),
        "dim mark": ("not in today's race (sits out, recalled or out)", "本日の選挙に不参加（欠席・リコール・除外）"),
        "up": ("a role card you know (face up)", "わかっている役職（オモテ向き）"),
        "back": ("a role card you do not know (face down)", "わからない役職（ウラ向き）"),
        "card": ("a manifesto card", "マニュフェストカード"),
    }
)


#: the role cards' parties as chips (SEI-02): the Human Party, the Wolf Party
SIDES: Sides = {"human": ("good", "H", "人"), "wolf": ("bad", "W", "狼")}


def _seat(
    view: SeijikaView,
    row: tuple[int, str, str, str],
    lang: str,
    acting: frozenset[int],
    names: Mapping[int, str] | None,
) -> SeatSpec:
    seat, status, _role, note = row
    lines = [seat_title(seat, view.seat, lang, names), status]
    if note:
        lines.append(note)
    role = view.roles[seat]
    cards: list[tuple[str | None, tuple[Card, ...]]] = [
        (
            None,
            (
                side_card(render.role_name(role, lang), ROLES[role].party, SIDES, lang)
                if role is not None
                else Card(None, False),
            ),
        )
    ]
    if seat == view.seat and view.manifesto is not None:
        cards.append((_t("manifesto", lang), (Card(render.card_name(view.manifesto, lang)),)))
    elected = seat in view.elected and seat not in view.recalled
    playing = view.in_race[seat] and not view.sitting_out[seat]
    return SeatSpec(
        seat,
        tuple(lines),
        tuple(cards),
        dim=not playing and not elected,
        you=seat == view.seat,
        acting=seat in acting,
        fill=COLORS["held"] if elected else None,
    )


def table_svg(
    view: SeijikaView,
    lang: str = "en",
    *,
    scale: float = 1.0,
    acting: Iterable[int] = (),
    names: Mapping[int, str] | None = None,
) -> Svg:
    """The table as ``view`` shows it, as an SVG picture.

    ``acting``: the seats to mark as choosing now; pass only seats the viewer may
    know to be choosing (a night choice is a secret: none for the public).
    ``names``: the students' nicknames by seat (a live table's), shown beside the seats.
    """
    chosen = frozenset(acting)
    seats = tuple(_seat(view, row, lang, chosen, names) for row in render.seat_rows(view, lang))
    sep = "、" if lang == "ja" else ", "
    held = [
        _t("recalled", lang, seat_label(s, lang)) if s in view.recalled else seat_label(s, lang) for s in view.elected
    ]
    race = list(view.race())
    out = [s for s in race if view.sitting_out[s]]
    lines: list[str | tuple[str, str]] = [
        ("fill:" + COLORS["held"], sep.join(held)) if held else _t("none yet", lang),
        _t("race", lang, sep.join(seat_label(s, lang) for s in race) or "-"),
    ]
    if out:
        lines.append(_t("sitting out", lang, sep.join(seat_label(s, lang) for s in out)))
    # each seat box's status line and colour say again who holds a seat (recalled), who is in the race and who
    # sits out: not on the room's projector page, which keeps its height for the seats (the order of the
    # elections is the notebooks' and the phones')
    sections = [Section(_t("held", lang), tuple(lines), repeats=True)]
    votes, runoff, vote_section, vote_marks = vote_part(view.events, lang)
    if vote_section is not None:
        sections.append(vote_section)
    legend = list(seat_marks(lang, seats))
    legend.append(("fill:" + COLORS["held"], _t("elected mark", lang)))
    if any(s.dim for s in seats):
        legend.append(("fill:" + COLORS["dim"], _t("dim mark", lang)))
    legend += side_marks(seats, SIDES, lang, lookup("seijika").side_name)
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
