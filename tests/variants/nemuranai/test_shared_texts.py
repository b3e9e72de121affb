"""人狼は眠らない's texts of the shared events (``core.texts``): its renderer writes only its
own events and hands the shared ones to the core, with its words (card names, its sides)."""

from __future__ import annotations

from games import random_events

from jinro_lab.core.events import Chance, Eliminated, GameEnded, VoteResult
from jinro_lab.core.texts import SHARED_EVENTS, event_text
from jinro_lab.core.voting import vote_id
from jinro_lab.variants.nemuranai import events as nev
from jinro_lab.variants.nemuranai import render

LOG = random_events("nemuranai", range(30), (3, 4))


def test_nemuranai_writes_only_its_own_events_and_hands_the_shared_ones_to_core():
    """Its renderer's table has none of the shared events; for those, its Japanese
    text is the core's with its words (card names, its sides)."""
    assert not set(render._JA) & set(SHARED_EVENTS)
    for event in LOG:
        if type(event) in SHARED_EVENTS:
            assert render.event_text(event, "ja") == event_text(event, "ja", render.WORDS)
            assert render.event_text(event) == event_text(event, "en", render.WORDS)


def test_nemuranai_words_in_the_shared_texts():
    assert (
        render.event_text(Eliminated(1, "attack_1", ("werewolf",)), "ja")
        == "席1が脱落（人狼の襲撃①）、公開：失われた遺産：人狼"
    )
    knight = VoteResult(((2, 3),), None, 4, vote_id(4, "turn"), 0, nev.SAY("knight veto", 2))
    assert str(knight.note) == "seat 2 is protected by a face-up knight (NEM-31)"
    assert (
        render.event_text(knight, "ja")
        == "投票結果（席2：3票）→ なし（席2は捨て札のオモテ向きの騎士に守られ、脱落しない（NEM-31））"
    )
    ended = GameEnded((0, 1, 3), "villagers", "NEM-60")
    assert render.event_text(ended, "ja") == "ゲーム終了：席0・席1・席3の勝ち（村人陣営）。NEM-60"
    first = Chance(nev.SAY("first player"), 2)
    assert str(first) == "chance: first player -> 2"
    assert render.event_text(first, "ja") == "抽選：最初のターンを行うプレイヤー → 席2"
