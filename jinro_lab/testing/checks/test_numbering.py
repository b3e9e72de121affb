"""One numbering for people (issue 36, item 8): seats and the cards of a discard pile
count from 0 wherever a person reads them, as the Python API does (``game.view(0)`` is
the seat every text calls ``seat 0`` / ``席0``); ``docs/lessons.md`` says why. The CLI's
menu counts from 0 too (``tests/test_cli.py``).

Checked on the seeded games of a game that ``test_readable_texts`` plays, in
English and in Japanese: every seat a text names is a seat of the game (a text counting
from 1 would name seat ``players``), the first seat is named ``seat 0`` somewhere, and
the table picture labels exactly the seats ``0 … players - 1``.
"""

from __future__ import annotations

import re

import pytest

import jinro_lab as jl
from jinro_lab import PUBLIC
from jinro_lab.testing import Conformance
from jinro_lab.testing.checks.test_readable_texts import played
from jinro_lab.variants import renderer

__all__ = ["test_every_text_names_seats_from_0", "test_the_table_picture_labels_seats_0_to_the_last"]

#: a seat as a person reads it, in either language
SEAT = re.compile(r"(?<![\w-])(?:seat |席)(\d+)")


def named_seats(text: str) -> set[int]:
    return {int(n) for n in SEAT.findall(text)}


def test_every_text_names_seats_from_0(spec: Conformance) -> None:
    variant = spec.variant
    render = renderer(variant)
    for game, texts in played(spec):
        lines = {(what, lang): text for (what, lang), text in texts.items()}
        for i, event in enumerate(game.log):
            for lang in ("en", "ja"):
                lines[(f"event {i}", lang)] = render.event_text(event, lang)
        assert game.result is not None
        for lang in ("en", "ja"):
            lines[("result", lang)] = render.result_text(game.result, lang)
        seats = range(game.players)
        wrong = {key: text for key, text in lines.items() if not named_seats(text) <= set(seats)}
        assert not wrong, f"{variant} seed {game.seed}: a seat outside 0..{game.players - 1}: {wrong}"
        for lang in ("en", "ja"):
            named = set().union(*(named_seats(t) for (_, lg), t in lines.items() if lg == lang))
            assert 0 in named, f"{variant} seed {game.seed} {lang}: no text names seat 0"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_table_picture_labels_seats_0_to_the_last(spec: Conformance, lang: str) -> None:
    players = spec.players[0]
    game = jl.new_game(spec.variant, players=players, seed=1)
    svg = game.picture(PUBLIC, lang=lang)._repr_svg_()
    assert named_seats(svg) == set(range(players))
