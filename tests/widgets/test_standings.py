"""The tournament's standings widget (issue 23): every side's block, in both languages."""

from __future__ import annotations

import re

import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.core.registry import VARIANTS
from jinro_lab.widgets import Standings

#: the tournament's game: one with a heuristic agent
GAME = a_game("heuristic")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_board_follows_a_tournament_to_its_final_standings(lang):
    board = Standings(GAME, lang=lang)
    assert "waiting" in board.title.value or "待って" in board.title.value
    titles = []

    def watch(standings, games, done):
        board.update(standings, games, done)
        titles.append(board.title.value)

    result = jl.tournament(GAME, {"H": "heuristic", "R": "random"}, games=20, workers=1, progress=False, watch=watch)
    final = "Final standings: 20 games" if lang == "en" else "最終順位：20ゲーム"
    assert final in titles[-1] and len(titles) >= 2
    html = board.table.value
    info = VARIANTS[GAME]
    names = ["every side" if lang == "en" else "全陣営", *(info.side_name(side, lang) for side in info.sides)]
    for name in names:
        assert f"<b>{name}</b>" in html
    for row in result.standings.itertuples():
        assert f"{row.wins} / {row.seats}" in html
        assert f"{row.rate:.1%} [{row.low:.1%}, {row.high:.1%}]" in html
    assert not re.search(r"<\w+ object at|Series\(|dtype", html)  # no Python repr reaches a person


def test_a_bad_language_is_refused():
    with pytest.raises(jl.InvalidArgument, match="lang must be one of en, ja"):
        Standings(GAME, lang="de")
