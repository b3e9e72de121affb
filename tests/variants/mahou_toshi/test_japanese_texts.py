"""魔法都市の人狼's abilities, the reasons a game ends and the night-side event cards in
Japanese (the kit's check of every game's Japanese: ``tests/test_japanese.py``)."""

from __future__ import annotations

import random
import re

from japanese_support import RULE_ID, english_in, japanese_of_a_game

import jinro_lab as jl
from jinro_lab.core.events import GameEnded
from jinro_lab.core.registry import renderer

from .kit import EVERY_ROLE


def test_mahou_actions_and_reasons_in_japanese() -> None:
    from jinro_lab.variants.mahou_toshi.actions import Ability
    from jinro_lab.variants.mahou_toshi.phrases import SAY

    draw = renderer("mahou_toshi")
    assert draw.action_text(Ability("divine", 2), "ja") == "席2の占い"
    assert draw.action_text(Ability("attack", 3), "ja") == "席3への襲撃"
    assert draw.action_text(Ability("guard", 5), "ja") == "席5の護衛"
    ended = GameEnded((0, 1), "werewolves", SAY("fewer humans", 2, 2))
    assert draw.event_text(ended, "ja") == (
        "ゲーム終了：席0・席1の勝ち（人狼陣営）。MAH-40：生存している人間（2人）が生存している人狼（2人）以下になった"
    )


def test_mahou_night_cards_in_japanese() -> None:
    """MAH-E02, MAH-E09, MAH-E11, MAH-E16, MAH-E19, MAH-E21 ... MAH-E25: whole games drawing
    only the night-side event cards, with no golem (every card acts), read in Japanese."""
    cards = ["illusionist_garden", "magic_mirror", "guild", "bank", "slum", "beast_forest"]
    cards += ["thieves", "evil_cult", "casino", "arena"]
    roles = ["citizen" if r == "golem" else r for r in EVERY_ROLE]
    for seed in range(16):
        random.Random(seed).shuffle(roles)
        selection = ("random", "choice_of_two")[seed % 2]
        game = jl.new_game("mahou_toshi", roles=list(roles), seed=seed, events=cards, event_selection=selection)
        texts, _ = japanese_of_a_game(game)
        for text in texts:
            assert not english_in(text), (english_in(text), text)
            assert set(re.findall(r"[A-Za-z]+", RULE_ID.sub("", text))) <= {"GM"}, text
