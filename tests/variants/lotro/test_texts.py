"""Texts as data in LotROで人狼 (issue 18 item 6): reasons and learned facts are phrases
(``lotro/phrases.py``) written in either language from their key and arguments;
every text a seeded game writes reads as a sentence, in both languages.
"""

from __future__ import annotations

import pickle

import pytest
from texts_support import assert_bilingual, assert_readable, texts_of_a_game

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.engine import Result
from jinro_lab.core.events import Chance, Eliminated, Knowledge
from jinro_lab.core.phrases import Phrase
from jinro_lab.variants.lotro import render
from jinro_lab.variants.lotro.agents import HeuristicAgent
from jinro_lab.variants.lotro.checkmate import Position, is_checkmated
from jinro_lab.variants.lotro.events import NightDeath
from jinro_lab.variants.lotro.phrases import CAUSE, CHANCE, ROOMS, SAY, answered, checkmate_reason, room_phrase
from jinro_lab.variants.lotro.rooms import room_name

from .helpers import BASIC9, new


@pytest.mark.parametrize("heuristic", [True, False])
def test_every_text_of_seeded_games_reads_as_a_sentence(heuristic: bool) -> None:
    """Every event, legal action, result and view (GM, public, seats) of 12 seeded
    games of 9 to 16 players, checkmate on in every other one, in both languages: no
    Python tuple, None, bool or ``key = value``; in Japanese no Latin word but rule ids
    and GM. The games end for at least two reasons and teach facts of three kinds."""
    reasons, facts, causes = set(), set(), set()
    for seed in range(12):
        game = jl.new_game("lotro", players=9 + seed % 8, seed=seed, checkmate=seed % 2 == 0)
        make = HeuristicAgent if heuristic else RandomAgent
        assert_readable(
            texts_of_a_game(game, [make(seed * 16 + s) for s in range(game.players)]), set(CHANCE.templates)
        )
        reasons.add(game.result.reason.key)
        facts |= {e.fact.key for e in game.log if type(e) is Knowledge}
        causes |= {e.cause.key for e in game.log if type(e) in (Eliminated, NightDeath)}
    assert len(reasons) >= 2 and {"is a", "presented", "died in"} <= facts and {"night", "tooth"} <= causes


def test_the_phrases_have_both_templates_with_the_same_fields() -> None:
    """Every phrase (and every room's name, LOT-33) has English and Japanese templates
    with as many fields; the Japanese has no Latin word but rule ids."""
    for book in (SAY, CAUSE, CHANCE, ROOMS):
        assert_bilingual(book)
    assert [room_phrase(i) for i in range(6)] == [room_name(i) for i in range(6)]
    assert [room_phrase(i).text("ja") for i in range(6)] == [room_name(i, "ja") for i in range(6)]


@pytest.mark.parametrize(
    ("reason", "en", "ja", "read"),
    [
        (SAY("every wolf dead"), "LOT-60: every wolf is dead", "LOT-60：狼人が全員死亡した", None),
        (SAY("village dead"), "LOT-61: every village-side player is dead", "LOT-61：村人側が全員死亡した", None),
        (
            SAY("rangers", 6),
            "LOT-23: the rangers arrive at the end of the evening of day 6",
            "LOT-23：6日目の夕の終わりに野伏が到着した",
            None,
        ),
        (
            checkmate_reason("LOT-62", is_checkmated(Position(wolves=1, village=5, day=5, rangers_day=6)).numbers),
            "LOT-62: Sauron is checkmated (V=5 > W*n+e=1*1+2=3)",
            "LOT-62：サウロン側の詰み。狼人1人が残りの夜1回に毎晩1人ずつ死亡させ、残りの夕2回に毎回村人側が処刑されても"
            "死亡するのは3人までで、村人側5人のうち誰かが野伏の到着まで生き残る",
            "LOT-62: Sauron is checkmated: even if the 1 wolf kills every night for the 1 night left and the Village "
            "loses each of the 2 evening votes left, at most 3 village-side players die, so one of the 5 village-side "
            "players lives to see the rangers",
        ),
        (
            checkmate_reason("LOT-62", is_checkmated(Position(wolves=1, village=1, waters=1, day=2)).numbers),
            "LOT-62: Sauron is checkmated (one wolf against one friend with unused water)",
            "LOT-62：サウロン側の詰み（狼人1人と、未使用のケレブラント水を持つシンダールの友1人だけが生存）",
            None,
        ),
        (
            checkmate_reason("LOT-63", {"W": 2, "V": 1, "L": 0, "n": 2}),
            "LOT-63: the Village is checkmated (W=2 >= V=1, no water, L=0, n=2)",
            "LOT-63：村人側の詰み。生存している狼人（2人）が村人側（1人）以上で、未使用のケレブラント水はない。"
            "未使用のアセラスの葉（0枚）では、野伏の到着までの残りの夜2回をしのげない",
            "LOT-63: the Village is checkmated: 2 wolves are alive, no fewer than the 1 village-side player; no "
            "friend holds unused water, and the unused athelas leaves (0) cannot last the 2 nights before the "
            "rangers arrive",
        ),
    ],
)
def test_each_reason_in_both_languages(reason: Phrase, en: str, ja: str, read: str | None) -> None:
    """LOT-23, LOT-60 ... LOT-63: a reason is its English (the record's: a checkmate's
    counts as a formula, W=2 >= V=1) and is written in Japanese from its numbers; a
    player reads the counts as a sentence in English too (``read``), in a result with
    the side's name."""
    assert (reason, reason.text("ja")) == (en, ja)
    assert reason.text("en") == (read or en)
    result = Result(frozenset((0, 4)), "village", reason, 5)
    assert render.result_text(result, "ja") == f"席0・席4の勝ち（村人側）：{ja}（5日目）"
    assert render.result_text(result, "en") == f"seat 0, seat 4 win (the Village): {read or en} (day 5)"
    assert str(result) == f"seat 0, seat 4 win (village): {en} (day 5)"  # as recorded


@pytest.mark.parametrize(
    ("fact", "en", "ja"),
    [
        (SAY("is a", 3, "wolf"), "seat 3 is a wolf", "席3は狼人"),
        (SAY("presented", 1), "seat 1 presented the warg tooth: a wolf", "席1がワーグの歯を提示した：狼人"),
        (answered(5, "death"), "seat 5 answered the tooth: death", "席5はワーグの歯を提示されて死亡した"),
        (answered(5, "wolf"), "seat 5 answered the tooth: wolf", "席5は狼人：歯を提示しても何も起きない"),
        (
            answered(4, "athelas_leaf"),
            "seat 4 answered the tooth: athelas leaf",
            "席4はアセラスの葉を提示して生き延びた（癒しの手）",
        ),
        (
            answered(3, "celebrant_water"),
            "seat 3 answered the tooth: celebrant water",
            "席3はケレブラント水を提示した（シンダールの友）：歯を提示した狼人が死亡する",
        ),
        (SAY("died in", 6, room_phrase(2)), "seat 6 died in the basement", "席6が地階で死亡した"),
    ],
)
def test_each_learned_fact_in_both_languages(fact: Phrase, en: str, ja: str) -> None:
    """LOT-05, LOT-41, LOT-46, LOT-47: what a seat learns, in the log's English and in
    Japanese from the same phrase."""
    event = Knowledge(0, 1, fact, ("role", 1, "wolf"), frozenset((0,)))
    assert (render.event_text(event, "en"), render.event_text(event, "ja")) == (
        f"seat 0 learns: {en}  [seen by seat 0]",
        f"席0が知る：{ja}［席0のみ］",
    )


def test_a_played_game_keeps_its_phrases_through_a_pickle() -> None:
    """A result's reason and a learned fact stay phrases in another process (a
    simulation's workers send results back pickled) and keep their Japanese."""
    from jinro_lab.agents import play_game

    game = play_game(new(BASIC9, seed=5), [RandomAgent(s) for s in range(9)])
    result, log = pickle.loads(pickle.dumps((game.result, game.log)))
    assert isinstance(result.reason, Phrase) and render.result_text(result, "ja") == render.result_text(
        game.result, "ja"
    )
    assert [render.event_text(e, "ja") for e in log] == [render.event_text(e, "ja") for e in game.log]


def test_causes_and_the_deal_in_japanese() -> None:
    """LOT-11, LOT-40 ... LOT-45: a death's cause and the deal, from their phrases."""
    assert render.event_text(Eliminated(2, CAUSE("night")), "ja") == "席2が脱落（夜のうちに死亡）"
    assert render.event_text(NightDeath(2, CAUSE("second pass"), frozenset()), "ja") == (
        "席2が今夜死亡（二度目のパス）［GMのみ］"
    )
    dealt = Chance(CHANCE("roles dealt"), ("wolf", "friend"), frozenset())
    assert render.event_text(dealt, "ja") == "抽選：役割の配布 → 狼人、シンダールの友［GMのみ］"
    assert str(dealt) == "chance: roles dealt -> wolf, friend  [GM only]"
