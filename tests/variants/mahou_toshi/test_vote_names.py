"""A second vote of a day is named by its card in the reader's language (issue 37: the
Japanese table picture read 「投票：2日目・prisonの決選投票1回目」): 魔法都市の人狼's prison
vote on its table picture (the vote ids' texts: ``tests/core/test_vote_names.py``)."""

from __future__ import annotations

import re

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game


def test_the_japanese_picture_names_the_prisons_vote_in_japanese() -> None:
    """MAH-E18's second vote, as the table picture of a seeded game shows it."""
    game = jl.new_game("mahou_toshi", players=9, seed=9, events=["courthouse", "prison", "bank"])
    play_game(game, [RandomAgent(90 + s) for s in range(9)])
    svg = str(game.picture(jl.PUBLIC, lang="ja")._repr_svg_())
    votes = re.findall(r">(投票[^<]*)<", svg)
    assert votes == ["投票：2日目・監獄の決選投票1回目"]
