"""The shared events' texts, once in core (``jinro_lab.core.texts``): English is
``str(event)`` with each id a person reads named (``str(event)`` keeps the ids as
recorded); Japanese uses the variant's words and side names."""

from __future__ import annotations

import doctest
import re
from typing import Any

import pytest
from games import a_game, random_events

from jinro_lab.core import texts
from jinro_lab.core.engine import Result
from jinro_lab.core.events import (
    GM_ONLY,
    Ballot,
    Chance,
    Eliminated,
    GameEnded,
    HandsRaised,
    Knowledge,
    Proposal,
    RuleChanged,
    VoteResult,
    only,
)
from jinro_lab.core.modifiers import SAY as SCOPES
from jinro_lab.core.registry import lookup, renderer
from jinro_lab.core.texts import RECORDED, SHARED_EVENTS, Words, audience_text, english_copy, event_text, result_text
from jinro_lab.core.voting import SAY, cite, vote_id

TWO = frozenset({1, 3})

#: one event of each shared type per branch of its text, with its Japanese line (plain words)
EXAMPLES: list[tuple[Any, str]] = [
    (Ballot(1, 2, 1, 1, "day 1", 0), "席1が席2に投票"),
    (Ballot(1, 2, 2, 1, "day 1", 0, TWO), "席1が席2に投票（×2）［席1・席3のみ］"),
    (VoteResult(((0, 2), (1, 1)), 0, 1, "day 1", 0), "投票結果（席0：2票、席1：1票）→ 席0"),
    (
        VoteResult(((0, 1), (1, 1)), None, 1, "day 1", 0, SAY("no votes")),
        "投票結果（席0：1票、席1：1票）→ なし（票なし）",
    ),
    (
        VoteResult(((0, 1), (1, 1)), None, 2, "day 2", 0, SAY("runoff", cite("MAH-12")), (0, 1)),
        "投票結果（席0：1票、席1：1票）→ 決選投票：席0・席1（同数：同数の者で決選投票（MAH-12））",
    ),
    (
        VoteResult(((0, 1), (1, 2)), 1, 2, "day 2", 1, "", (), "election", GM_ONLY),
        "決選投票1回目の投票結果（席0：1票、席1：2票）→ 席1［GMのみ］",
    ),
    (VoteResult((), None, 3, "day 3", 0, "a rule of its own"), "投票結果（なし）→ なし（a rule of its own）"),
    (Eliminated(2, "vote"), "席2が脱落（vote）"),
    (Eliminated(2, "attack", ("werewolf", "seer")), "席2が脱落（attack）、公開：werewolf、seer"),
    (Chance("first player", 2), "抽選：first player → 2"),
    (Chance("shuffle", ("a", "b"), GM_ONLY), "抽選：shuffle → a、b［GMのみ］"),
    (Chance("lot", "seat 2", only(0)), "抽選：lot → seat 2［席0のみ］"),
    (Chance(SAY("first voter", vote_id(2)), 4), "抽選：2日目：最初の投票者 → 席4"),
    (Chance(SAY("open order", vote_id(1)), (1, 0)), "抽選：1日目：自由投票の順番 → 席1、席0"),
    (HandsRaised(vote_id(1), 0, (1, 2), 2), "抽選：1日目：席1・席2が挙手（挙手した者から1人を抽選） → 席2"),
    (HandsRaised(vote_id(2), 1, (), 4), "抽選：2日目：挙手なし、席順で次の者 → 席4"),
    (GameEnded((), None, "NEM-62"), "ゲーム終了：勝者なし。NEM-62"),
    (GameEnded((2,), None, "R-1"), "ゲーム終了：席2の勝ち。R-1"),
    (GameEnded((0, 1), "lovers", "R-2"), "ゲーム終了：席0・席1の勝ち（lovers）。R-2"),
    (
        Knowledge(0, 2, "seat 2's hand is seer", ("hand", 2, "seer"), only(0)),
        "席0が知る：seat 2's hand is seer［席0のみ］",
    ),
    (Proposal(1, "attack", "attack seat 3", TWO), "席1がattack seat 3を提案（attack）［席1・席3のみ］"),
    (
        RuleChanged("double_vote", 2, 2, SCOPES("the next day"), "moneylender", True),
        "ルール変更：席2のdouble_vote → 2（翌日、moneylenderによる）",
    ),
    (
        RuleChanged("no_protection", None, True, SCOPES("tonight"), "E01", True),
        "ルール変更：no_protection（今夜、E01による）",
    ),
    (RuleChanged("votes", 4, 1, SCOPES("today"), "R", True), "ルール変更：席4のvotes → 1（今日、Rによる）"),
    (
        RuleChanged("silenced", "the ruins", None, SCOPES("permanent"), "X", True, GM_ONLY),
        "ルール変更：the ruinsのsilenced（永続、Xによる）［GMのみ］",
    ),
    (
        RuleChanged("double_vote", 2, 2, SCOPES("the next day"), "moneylender", False),
        "ルール変更の終了：席2のdouble_vote（moneylender）",
    ),
]


#: the game whose random games' texts are checked: one for 3 and for 4 players
GAME = a_game(where=lambda info: {3, 4} <= set(info.players))
render = renderer(GAME)


LOG = random_events(GAME, range(30), (3, 4))


def test_every_shared_event_type_has_examples():
    assert {type(e) for e, _ in EXAMPLES} == set(SHARED_EVENTS)


@pytest.mark.parametrize(("event", "ja"), EXAMPLES, ids=lambda x: type(x).__name__ if not isinstance(x, str) else "")
def test_english_is_str_and_japanese_reads_in_japanese(event: Any, ja: str):
    assert event_text(event, "en", RECORDED) == str(event)
    assert event_text(event) == event_text(event, "en") == str(english_copy(event))
    assert not re.search(r"[a-z]+_[a-z0-9_]+", event_text(event)), event_text(event)  # double_vote: double vote
    assert event_text(event, "ja") == ja


def test_english_of_real_games_is_str_exactly():
    """The golden playthroughs print ``str(event)``: the core's texts agree with it,
    the ids as recorded; a person reads them named (``attack_2`` -> ``attack ②``)."""
    shared = [e for e in LOG if type(e) in SHARED_EVENTS]
    assert {type(e).__name__ for e in shared} >= {"Ballot", "VoteResult", "Eliminated", "GameEnded", "Knowledge"}
    for event in shared:
        assert event_text(event, "en", RECORDED) == str(event)
        assert event_text(event, "en", render.WORDS) == str(english_copy(event, render.WORDS))
        assert "attack_" not in event_text(event, "en", render.WORDS)


def test_other_events_are_written_as_str_in_both_languages():
    class Unknown(tuple):
        visible_to = None

        def __str__(self) -> str:
            return "something new"

    assert event_text(Unknown(), "ja") == event_text(Unknown()) == "something new"


def test_a_variants_words_translate_its_ids_facts_and_sides():
    def term(word: str, lang: str) -> str:
        return {"werewolf": "人狼", "attack": "襲撃", "vote": "投票"}.get(word, word)

    def fact(event: Knowledge, lang: str) -> str | None:
        return f"{event.key[1]}番の手札は{term(event.key[2], lang)}" if event.key[0] == "hand" else None

    side, (_, side_ja) = next(iter(lookup(GAME).sides.items()))  # a side of the game, by its id
    words = Words(variant=GAME, term=term, fact=fact)
    assert event_text(Eliminated(2, "attack", ("werewolf",)), "ja", words) == "席2が脱落（襲撃）、公開：人狼"
    assert event_text(GameEnded((0,), side, "NEM-61"), "ja", words) == f"ゲーム終了：席0の勝ち（{side_ja}）。NEM-61"
    seen = Knowledge(0, 2, "seat 2's hand is werewolf", ("hand", 2, "werewolf"), only(0))
    assert event_text(seen, "ja", words) == "席0が知る：2番の手札は人狼［席0のみ］"
    other = Knowledge(0, 2, "a rumour", ("rumour",), only(0))
    assert event_text(other, "ja", words) == "席0が知る：a rumour［席0のみ］"
    for event in (seen, GameEnded((0,), side, "NEM-61")):
        assert event_text(event, "en", words) == str(event)  # English keeps the ids as recorded


def test_the_cores_tie_notes_and_scopes_read_in_japanese():
    """NEM-30, SEI-24, LOT-22, MAH-12: the tie rules' notes, and the scopes of rule changes."""
    tie = VoteResult(((0, 1), (1, 1)), None, 1, vote_id(1, "turn"), 0, SAY("tie at the top", cite("NEM-30")))
    assert str(tie).endswith("(tie at the top (NEM-30))")
    assert event_text(tie, "ja").endswith("（単独で最多得票のプレイヤーがいないため、脱落なし（NEM-30））")
    for book in (SAY, SCOPES):
        for key, (en, ja) in book.templates.items():
            plain = re.sub(r"\b(NEM|MAH|SEI|LOT)-\d+", "", ja)
            assert not re.search("[A-Za-z]{3}", plain), (key, ja)
            assert ja.count("{}") == en.count("{}"), key


def test_result_text():
    side, (side_en, side_ja) = next(iter(lookup(GAME).sides.items()))  # a side of the game, by its id
    win = Result(frozenset({2, 0}), side, "NEM-60: the Werewolf player is out", 5)
    assert result_text(win) == str(win)
    assert (
        result_text(win, "ja", Words(variant=GAME))
        == f"席0・席2の勝ち（{side_ja}）：NEM-60: the Werewolf player is out（5日目）"
    )
    one = Result(frozenset({1}), None, "R", 2)
    assert result_text(one) == str(one) and result_text(one, "ja") == "席1の勝ち：R（2日目）"
    nobody = Result(frozenset(), None, "NEM-62", 7)
    assert result_text(nobody) == str(nobody) and result_text(nobody, "ja") == "勝者なし：NEM-62（7日目）"
    turns = Words(variant=GAME, unit="turn")  # a game that counts turns (NEM-10): str(result) says day
    shown = result_text(win, "en", turns)
    assert shown == f"seat 0, seat 2 win ({side_en}): NEM-60: the Werewolf player is out (turn 5)"
    # a side whose English name is not its id (LOT-61's Sauron): named, not the id
    named_game = a_game(where=lambda info: any(en != sid for sid, (en, _) in info.sides.items()))
    sid, (en, _) = next((sid, names) for sid, names in lookup(named_game).sides.items() if names[0] != sid)
    other = Result(frozenset({6}), sid, "LOT-61: every village-side player is dead", 6)
    assert result_text(other, "en", Words(variant=named_game)).startswith(f"seat 6 wins ({en}): ")
    assert str(other).startswith(f"seat 6 wins ({sid}): ")  # the record's text keeps the id


def test_audience_text():
    assert audience_text(None) == audience_text(None, "ja") == ""
    assert audience_text(GM_ONLY) == "  [GM only]" and audience_text(GM_ONLY, "ja") == "［GMのみ］"
    assert audience_text(TWO) == "  [seen by seat 1, seat 3]" and audience_text(TWO, "ja") == "［席1・席3のみ］"


def test_japanese_of_real_games_has_no_english_but_ids_and_rule_texts():
    """Votes, eliminations and what a seat learns read in Japanese (reasons keep their rule ids)."""
    for event in LOG:
        if type(event) in (Ballot, VoteResult, Eliminated, Knowledge):
            text = render.event_text(event, "ja")
            assert not re.search("[a-z]{3}", re.sub(r"\b[A-Z]+-[A-Z]?\d+", "", text)), text  # but rule ids


def test_docstring_example():
    assert doctest.testmod(texts).failed == 0


def test_the_cores_own_chance_draws_read_in_japanese() -> None:
    """MAH-11, SEI-23, SEI-24: the draws the core makes (first voter, open order, lots)
    and vote ids are phrases: English as before, Japanese from their templates."""
    from jinro_lab.core.texts import vote_id_text

    assert vote_id(2) == "day 2" and vote_id_text(vote_id(2), "ja") == "2日目"
    assert vote_id(3, "turn") == "turn 3" and vote_id_text(vote_id(3, "turn"), "ja") == "3ターン目"
    prison = vote_id(3, rest="prison")
    assert (
        prison == "day 3 prison" and vote_id_text(prison, "ja", lambda w, lang: {"prison": "牢獄"}[w]) == "3日目・牢獄"
    )
    assert vote_id_text("election", "ja") == "election"  # a plain id as recorded
    first = Chance(SAY("first voter", vote_id(1)), 4)
    assert str(first) == "chance: day 1: first voter -> 4"
    hands = HandsRaised(vote_id(1), 0, (0, 2), 2)
    assert str(hands) == "chance: day 1: hands raised 0, 2 -> 2"
    assert event_text(hands, "ja") == "抽選：1日目：席0・席2が挙手（挙手した者から1人を抽選） → 席2"
    none_up = HandsRaised(vote_id(1), 0, (), 3)
    assert event_text(none_up, "ja") == "抽選：1日目：挙手なし、席順で次の者 → 席3"
    assert str(none_up) == "chance: day 1: no hand raised, next in seat order -> 3"
