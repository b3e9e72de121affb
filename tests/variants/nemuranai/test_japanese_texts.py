"""人狼は眠らない's actions, chance draws and the end of a game in Japanese, as a player
reads them (the kit's check of every game's Japanese: ``tests/test_japanese.py``)."""

from __future__ import annotations

from jinro_lab.core.events import Chance, GameEnded
from jinro_lab.core.registry import renderer
from jinro_lab.variants.nemuranai import events as nev
from jinro_lab.variants.nemuranai.actions import Place, Play, Search, Sleep, Vote


def test_nemuranai_actions_and_chance_in_japanese() -> None:
    draw = renderer("nemuranai")
    assert str(Play("seer", 1)) == "play seer -> seat 1"
    assert str(Play("attack_1")) == "play attack_1" and draw.action_text(Play("attack_1")) == "play attack ①"
    assert draw.action_text(Play("seer", 1), "ja") == "占い師をプレイ → 席1"
    assert draw.action_text(Play("knight"), "ja") == "騎士をプレイ"
    assert draw.action_text(Play("villager", 2, placed="attack_1"), "ja") == (
        "村人をプレイし、人狼の襲撃①を席2の捨て札にウラ向きで置く"
    )
    assert draw.action_text(Play("medium", 0, 1, turn=True), "ja") == "霊媒師をプレイし、席0の捨て札1番をウラ向きにする"
    assert draw.action_text(Play("medium"), "ja") == "霊媒師をプレイ（対象なし）"
    assert draw.action_text(Sleep(), "ja") == "就寝：手札をそのまま持つ"
    assert draw.action_text(Sleep(2), "ja") == "就寝：手札と自分の捨て札2番を交換"
    assert draw.action_text(Place("vote", 3), "ja") == "投票を席3の捨て札にウラ向きで置く"
    assert draw.action_text(Search("ruins"), "ja") == "探索：遺跡"
    assert draw.action_text(Search("hand", 2), "ja") == "探索：席2の手札"
    assert draw.action_text(Search("discard", 1, 0), "ja") == "探索：席1の捨て札0番"
    assert draw.action_text(Vote(3), "ja") == "席3に投票"
    assert draw.event_text(Chance(nev.SAY("first player"), 2), "ja") == "抽選：最初のターンを行うプレイヤー → 席2"
    shuffle = Chance(nev.SAY("shuffle"), ("seer", "vote"))
    assert draw.event_text(shuffle, "ja").startswith("抽選：山札のシャッフル → 占い師、")
    ended = GameEnded((), None, nev.SAY("nobody found"))
    assert (
        draw.event_text(ended, "ja")
        == "ゲーム終了：勝者なし。NEM-54/NEM-63：誰も《失われた遺産：人狼》を探索できなかった（全員が敗北）"
    )
    assert str(ended) == draw.event_text(ended) == "game over: nobody wins - NEM-54/NEM-63: nobody found the werewolf"
