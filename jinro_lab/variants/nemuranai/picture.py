"""The table of 人狼は眠らない as an SVG picture (issue 18): seats around the table,
each with its hand (face up for the viewer, the game master sees all, backs for
the others) and its discard row (face-up cards named, face-down ones as backs),
the ruins, the deck and the card in play beside the table, the latest vote as
arrows. Everything drawn comes from a :class:`NemuranaiView`.

>>> import jinro_lab as jl
>>> g = jl.new_game("nemuranai", players=3, seed=1)
>>> svg = table_svg(g.view(jl.PUBLIC))
>>> svg.overlaps(), svg.crossings()
([], [])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ...core.i18n import Labels
from ...core.picture import TONES, Card, SeatSpec, Section, seat_marks, seat_title, table_picture, vote_part, words
from ...core.svg import Svg
from . import render
from .cards import CARDS
from .cards import name as card_name
from .view import NemuranaiView

__all__ = ["table_svg"]

_t = Labels(
    {
        "title": ("人狼は眠らない: the table", "人狼は眠らない：テーブル"),
        "middle": ("the middle of the table", "テーブルの中央"),
        "ruins": ("ruins (遺跡)", "遺跡"),
        "deck": (("deck: {} card", "deck: {} cards"), "山札：{}枚"),
        "deck order": ("deck, top first (game master only)", "山札（上から、ゲームマスターのみ）"),
        "in play": ("card in play", "場のカード"),
        "hand": ("hand", "手札"),
        "discard": ("discard", "捨て札"),
        "saw": ("saw in hand: {}", "手札を見た：{}"),
        "turn": ("whose turn it is", "手番"),
        "turn or acting": ("whose turn it is, or choosing now", "手番・選択中"),
        "result": ("result: {}", "結果：{}"),
        "out": ("out of the game (grey, struck through, ✕)", "脱落（灰色・取り消し線・×印）"),
        "up": ("a face-up card", "オモテ向きのカード"),
        "back": ("a face-down card (unknown)", "ウラ向きのカード（不明）"),
        "known": ("a face-down card you know", "ウラ向きのカード（既知）"),
        "role chip": ("a role card: its search order (NEM-01)", "役職のカード：探索順（NEM-01）"),
        "legacy chip": (
            "the lost legacy and the attacks (X: they cannot search)",
            "失われた遺産と人狼の襲撃（×は探索できない）",
        ),
        "action chip": ("vote and sleep: their search order", "投票・就寝：探索順"),
        "memory": (
            "a face-down card you saw (italic: it may have changed)",
            "見たウラ向きのカード（斜体：変わったかも）",
        ),
    }
)


def _card(card: str, lang: str) -> str:
    return card_name(card, lang) if card in CARDS else card


#: a card's chip colour by its kind (NEM-01): the roles, the werewolf's cards (its legacy and
#: the attacks), the actions
KIND_COLORS = {"role": TONES["good"], "legacy": TONES["bad"], "attack": TONES["bad"], "action": "#5f6b7a"}


def _face(card: str, lang: str, face_up: bool = True, note: bool = False) -> Card:
    """A card the viewer knows, named, with a chip of its kind's colour holding its search
    order (NEM-01: 1-8; the cards that cannot search marked X, × as the Japanese rulebook prints it)."""
    known = CARDS.get(card)
    if known is None:
        return Card(_card(card, lang), face_up, note)
    order = ("×" if lang == "ja" else "X") if known.order is None else str(known.order)
    return Card(_card(card, lang), face_up, note, color=KIND_COLORS[known.kind], mark=order)


def _seat(
    view: NemuranaiView,
    seat: int,
    lang: str,
    acting: frozenset[int],
    memory: dict,
    looks: dict,
    names: Mapping[int, str] | None = None,
) -> SeatSpec:
    tags = [t for t in render.seat_tags(view, seat, lang) if t != words("you", lang)]
    lines = [seat_title(seat, view.seat, lang, names), *tags]
    hand = view.hands[seat]
    if hand is not None:
        hand_cards = tuple(_face(c, lang) for c in hand)
    elif view.alive[seat]:
        count = 2 if seat == view.active and view.phase == "play" else 1  # NEM-10: two after the draw
        hand_cards = (Card(None, False),) * count
        if seat in looks:
            lines.append(_t("saw", lang, _card(looks[seat], lang)))
    else:
        hand_cards = ()
    pile = []
    for index, (card, face_up) in enumerate(view.discards[seat]):
        if face_up:
            pile.append(_face(card, lang))  # type: ignore[arg-type]
        elif card is not None:
            pile.append(_face(card, lang, False))
        elif (seat, index) in memory:
            pile.append(_face(memory[seat, index], lang, False, note=True))
        else:
            pile.append(Card(None, False))
    rows = []
    if hand_cards:
        rows.append((_t("hand", lang), hand_cards))
    if pile:
        rows.append((_t("discard", lang), tuple(pile)))
    return SeatSpec(
        seat,
        tuple(lines),
        tuple(rows),
        dead=not view.alive[seat],
        you=seat == view.seat,
        acting=seat in acting and view.alive[seat],
    )


def table_svg(
    view: NemuranaiView,
    lang: str = "en",
    *,
    scale: float = 1.0,
    acting: Iterable[int] = (),
    names: Mapping[int, str] | None = None,
) -> Svg:
    """The table as ``view`` shows it, as an SVG picture.

    ``acting``: the seats to mark as choosing now; pass only seats the viewer may
    know to be choosing (``game.acting(viewer)``). The player whose turn it is is
    marked in any case: the table knows it.
    ``names``: the students' nicknames by seat (a live table's), shown beside the seats.
    """
    passed = frozenset(acting)
    chosen = passed | {view.active} if view.result is None else passed
    memory = view.last_seen() if view.seat is not None else {}
    looks = view.hands_seen() if view.seat is not None else {}
    seats = tuple(_seat(view, s, lang, chosen, memory, looks, names) for s in range(view.players))
    votes, runoff, vote_section, vote_marks = vote_part(view.events, lang)
    middle_lines: list[str | tuple[str, str]] = [_t("deck", lang, view.deck_size)]
    middle_cards = [Card(None, False)] if view.deck_size else []
    # the deck's count and the card in play say again what the header says: not on the room's projector page
    sections = [Section(_t("middle", lang), tuple(middle_lines), tuple(middle_cards), repeats=True)]
    ruins = _face(view.ruins, lang, False) if view.ruins is not None else Card(None, False)
    sections.append(Section(_t("ruins", lang), (), (ruins,)))
    if view.in_play:
        sections.append(Section(_t("in play", lang), (), (_face(view.in_play, lang),), repeats=True))
    if view.deck:  # the game master's view only
        sections.append(Section(_t("deck order", lang), (), tuple(_face(c, lang, False) for c in view.deck)))
    if vote_section is not None:
        sections.append(vote_section)
    cards = [c for s in seats for _, row in s.cards for c in row] + [c for sec in sections for c in sec.cards]
    turn = None
    if view.result is None:
        turn = _t("turn", lang) if passed <= {view.active} else _t("turn or acting", lang)
    legend = list(seat_marks(lang, seats, acting=turn, dead=_t("out", lang)))
    if any(c.face_up for c in cards):
        legend.append(("up", _t("up", lang)))
    if any(not c.face_up and c.name is None for c in cards):
        legend.append(("back", _t("back", lang)))
    if any(not c.face_up and c.name is not None and not c.note for c in cards):
        legend.append(("known", _t("known", lang)))
    if any(c.note for c in cards):
        legend.append(("known", _t("memory", lang)))
    for kind, example in (("role", "1"), ("legacy", "5"), ("action", "7")):
        color = KIND_COLORS[kind]
        if kind != "attack" and any(c.color == color for c in cards):
            legend.append((f"chip:{color}/{example}", _t(f"{kind} chip", lang)))
    return table_picture(
        view.seat,
        lang,
        title=_t("title", lang),
        head=render.head_lines(view, lang)[0],
        seats=seats,
        sections=sections,
        votes=(votes, runoff, vote_marks),
        legend=legend,
        result=_t("result", lang, render.result_text(view.result, lang)) if view.result is not None else None,
        scale=scale,
    )
