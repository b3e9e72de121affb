"""Texts as data in 魔法都市の人狼 (issue 18 item 6): causes, reasons and rule changes are
phrases (``mahou_toshi/phrases.py``) written in either language from their key and
arguments; every text a seeded game writes reads as a sentence, in both languages.
"""

from __future__ import annotations

import pickle
import random

import pytest
from texts_support import assert_bilingual, assert_readable, texts_of_a_game, unreadable

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.events import Chance, Eliminated, GameEnded, Knowledge, Proposal, RuleChanged
from jinro_lab.core.phrases import Phrase
from jinro_lab.variants.mahou_toshi import render
from jinro_lab.variants.mahou_toshi.actions import ability, pair, side
from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent
from jinro_lab.variants.mahou_toshi.cards import EVENT_CARDS
from jinro_lab.variants.mahou_toshi.events import Announcement, NightDeath
from jinro_lab.variants.mahou_toshi.phrases import ANNOUNCE, CAUSE, CHANCE, FACT, RULES, SAY, seat_list, shift

from .helpers import EVERY_ROLE, new

#: the game's own chance draws (the core's are read by tests/conformance)
OWN_CHANCES = set(CHANCE.templates)


def game_of(seed: int) -> jl.Game:
    """A seeded game with the default event deck: 5 to 16 players, claims on every
    other game, a choice of two cards or a day limit now and then, all sixteen roles
    every fourth game."""
    options: dict = {"claims": seed % 2 == 0, "vote_style": ("simultaneous", "in_turn", "free")[seed % 3]}
    if seed % 5 == 1:
        options["event_selection"] = "choice_of_two"
    if seed % 7 == 3:
        options["day_limit"] = 3
    if seed % 4 == 3:
        roles = list(EVERY_ROLE)
        random.Random(seed).shuffle(roles)
        return jl.new_game("mahou_toshi", players=16, roles=roles, seed=seed, **options)
    return jl.new_game("mahou_toshi", players=(5, 7, 9, 12, 16)[seed % 5], seed=seed, **options)


@pytest.mark.parametrize("heuristic", [True, False])
def test_every_text_of_seeded_games_reads_as_a_sentence(heuristic: bool) -> None:
    """Every event, legal action, result and view (GM, public, seats) of 20 seeded
    games, in both languages: no Python tuple, None, bool or ``key = value``; in
    Japanese no Latin word but rule ids and GM. The games meet the rule changes,
    causes and reasons this relies on."""
    names, causes, reasons = set(), set(), set()
    for seed in range(20):
        game = game_of(seed)
        make = HeuristicAgent if heuristic else RandomAgent
        texts = texts_of_a_game(game, [make(seed * 16 + s) for s in range(game.players)])
        assert_readable(texts, OWN_CHANCES)
        names |= {e.name for e in game.log if type(e) is RuleChanged}
        causes |= {e.cause.key for e in game.log if type(e) in (Eliminated, NightDeath)}
        reasons.add(game.result.reason.key)
    assert len(names) >= 10 and {"execution", "attack", "night"} <= causes and len(reasons) >= 2


def rule_change(name: str, value: object = True, subject: object = None, active: bool = True) -> RuleChanged:
    """A rule change as ``core.modifiers`` logs it: a card's with its timing's scope
    and rule id, or ``double_vote``/``no_vote`` for a day."""
    if name in EVENT_CARDS:
        card = EVENT_CARDS[name]
        scope = {"same_day": "tonight", "next_day": "the next day", "permanent": "permanent"}.get(
            card.timing, "tonight"
        )
        return RuleChanged(name, subject, value, scope, card.rule, active)
    return RuleChanged(name, subject, value, "today", "MAH-E16" if name == "double_vote" else "MAH-E22", active)


@pytest.mark.parametrize(
    ("event", "en", "ja"),
    [
        (
            RuleChanged("double_vote", 4, 2, "today", "moneylender", True),
            "rule change, today: seat 4's vote counts double (moneylender, MAH-R08)",
            "ルール変更（今日）：席4の票は二票になる（金貸し、MAH-R08）",
        ),
        (
            rule_change("double_vote", 2, 3),
            "rule change, today: seat 3's vote counts double (bank, MAH-E16)",
            "ルール変更（今日）：席3の票は二票になる（銀行、MAH-E16）",
        ),
        (
            rule_change("no_vote", True, 6, active=False),
            "rule change ends: seat 6's loss of the vote (thieves, MAH-E22)",
            "ルール変更の終了：席6の投票不可（盗賊団、MAH-E22）",
        ),
        (
            rule_change("legend_tree", (7, 1))._replace(visible_to=frozenset()),
            "rule change, from now on: seats 7 and 1 are lovers: when one dies, the other dies at once "
            "(legend tree, MAH-E07)  [GM only]",
            "ルール変更（永続）：席7と席1は恋人：一方が死ぬと、もう一方も即座に死ぬ（伝説の木、MAH-E07）［GMのみ］",
        ),
        (
            rule_change("illusionist_garden", shift("right", 4)),
            "rule change, tonight: the attack target shifts right by 4, counting living players only "
            "(illusionist garden, MAH-E02)",
            "ルール変更（今夜）：襲撃先が生存者4人分右にずれる（幻術師の庭、MAH-E02）",
        ),
        (
            rule_change("casino", "werewolf", 2),
            "rule change, tonight: seat 2 drew the werewolf card: a werewolf means two attack targets, a citizen "
            "no attack (casino, MAH-E24)",
            "ルール変更（今夜）：席2がカジノで人狼のカードを引いた：人狼なら襲撃先は2人、市民なら襲撃なし"
            "（カジノ、MAH-E24）",
        ),
        (
            rule_change("library", "にゃ"),
            "rule change, the next day: the living end every sentence with 「にゃ」 (library, MAH-E05)",
            "ルール変更（翌日）：生存者は語尾に「にゃ」を必ずつけて話す（図書館、MAH-E05）",
        ),
        (
            rule_change("guild", True, 5),
            "rule change, tonight: the attack cannot kill seat 5 (guild, MAH-E11)",
            "ルール変更（今夜）：席5は襲撃で死なない（ギルド、MAH-E11）",
        ),
        (
            rule_change("courthouse", active=False),
            "rule change ends: courthouse (MAH-E15)",
            "ルール変更の終了：裁判所（MAH-E15）",
        ),
    ],
)
def test_a_rule_change_is_a_sentence_in_both_languages(event: RuleChanged, en: str, ja: str) -> None:
    """MAH-31, MAH-R08: a rule change reads as what it does, when and by which card or
    role, never as ``name = value``; its ``str`` (the record's line) is unchanged."""
    assert (render.event_text(event, "en"), render.event_text(event, "ja")) == (en, ja)
    if event.name == "double_vote" and event.source == "moneylender":
        assert str(event) == "rule change: double_vote on seat 4 = 2 (today, from moneylender)"


def test_every_card_s_rule_change_is_written() -> None:
    """Every event card and both day rules have a sentence (RULES), which takes the
    fields its English does and writes no Latin word in Japanese."""
    values = {"illusionist_garden": shift("left", 2), "legend_tree": (1, 2), "casino": "citizen"}
    for name in (*EVENT_CARDS, "double_vote", "no_vote"):
        if name in RULES.templates:
            value = values.get(name, 3 if "{}" in RULES.templates[name][0] else True)
            for active in (True, False):
                event = rule_change(name, value, 4 if name in ("guild", "casino", "double_vote", "no_vote") else None)
                event = event._replace(active=active)
                for lang in ("en", "ja"):
                    assert not unreadable(render.event_text(event, lang), lang), event
    cards_with_a_rule = {n for n in EVENT_CARDS if n in RULES.templates}
    assert len(cards_with_a_rule) == 20  # the cards that make a rule change (the others act at once)


def test_each_phrase_has_both_templates_with_the_same_fields() -> None:
    """Every phrase of the three books has an English and a Japanese template with
    the same number of fields; its Japanese has no Latin word but rule ids."""
    for book in (ANNOUNCE, CAUSE, CHANCE, FACT, SAY, RULES):
        assert_bilingual(book)


def test_reasons_in_japanese() -> None:
    """MAH-04, MAH-40 ... MAH-42: each reason's Japanese, nested reasons too."""
    fewer = SAY("fewer humans", 2, 2)
    cases = {
        SAY("every werewolf dead"): "MAH-40：人狼が全員死亡した",
        fewer: "MAH-40：生存している人間（2人）が生存している人狼（2人）以下になった",
        SAY(
            "fox too", fewer
        ): "MAH-42：狐人が生存しており、共に勝つ。MAH-40：生存している人間（2人）が生存している人狼（2人）以下になった",
        SAY("demon"): "MAH-41：能力の対象となった魔人が処刑された",
        SAY("demon and", SAY("citizens with demon", SAY("every werewolf dead"))): (
            "MAH-41：能力の対象となった魔人が処刑された。MAH-42：市民陣営も魔人と共に勝つ。MAH-40：人狼が全員死亡した"
        ),
        SAY("day limit", 4): "MAH-04：日数制限：4日目を終えても勝者が決まらない",
    }
    for reason, ja in cases.items():
        assert reason.text("ja") == ja
    assert SAY("demon and", SAY("werewolves with demon", fewer)) == (
        "MAH-41: the demon is executed after being targeted; MAH-42: the werewolves win with the demon; "
        "MAH-40: living humans (2) are no more than living werewolves (2)"
    )
    ended = GameEnded((3,), "fox", SAY("fox instead", SAY("every werewolf dead")))
    assert render.event_text(ended, "ja") == (
        "ゲーム終了：席3の勝ち（狐人）。MAH-42：狐人が生存しており、代わりに勝つ。MAH-40：人狼が全員死亡した"
    )


def test_a_card_and_the_death_it_brings_are_written_apart() -> None:
    """MAH-E15, MAH-24: the courthouse is 裁判所 in the deck and 裁判所の追加の処刑 as a
    cause; the hunter is 狩人 in the deal and 狩人の道連れ as a cause."""
    deck = Chance(CHANCE("event deck shuffled"), ("courthouse", "mages_guild"), frozenset())
    assert render.event_text(deck, "ja") == "抽選：イベントカードのシャッフル → 裁判所、魔術師組合［GMのみ］"
    assert render.event_text(Eliminated(2, CAUSE("courthouse")), "ja") == "席2が脱落（裁判所の追加の処刑）"
    assert render.event_text(Eliminated(2, CAUSE("mages_guild")), "ja") == "席2が脱落（魔術師組合の指名）"
    assert render.event_text(Eliminated(2, CAUSE("night")), "ja") == "席2が脱落（夜のうちに死亡）"
    dealt = Chance(CHANCE("roles dealt"), ("hunter", "werewolf"), frozenset())
    assert render.event_text(dealt, "ja") == "抽選：役職の配布 → 狩人、人狼［GMのみ］"
    shot = NightDeath(5, CAUSE("hunter"), frozenset())
    assert render.event_text(shot, "ja") == "席5が今夜死亡（狩人の道連れ）［GMのみ］"
    assert str(Eliminated(2, CAUSE("courthouse"))) == str(Eliminated(2, "courthouse"))
    white = Chance(CHANCE("random white"), 4, frozenset((2,)))
    assert render.event_text(white, "ja").endswith("：初日白通知で選ばれた席 → 4［席2のみ］")


def test_proposals_and_pairs_are_written_from_the_action() -> None:
    """MAH-03, MAH-E21: a werewolf's proposal, of one or two targets, in Japanese from
    the action itself; the illusionist's direction (MAH-E02)."""
    one = Proposal(0, "attack", ability("attack", 3), frozenset((0, 1)))
    two = Proposal(1, "attack", pair("attack", (2, 5)), frozenset((0, 1)))
    assert render.event_text(one, "ja") == "席0が席3への襲撃を提案（襲撃）［席0・席1のみ］"
    assert render.event_text(two, "ja") == "席1が席2と席5への襲撃を提案（襲撃）［席0・席1のみ］"
    assert str(two) == "seat 1 proposes attack seats 2 and 5 (attack)  [seen by seat 0, seat 1]"
    assert render.action_text(side("left"), "ja") == "襲撃先を左にずらす（幻術師の庭）"


def test_a_played_game_keeps_its_phrases_through_a_pickle() -> None:
    """A result's reason and a cause stay phrases in another process (a simulation's
    workers send results back pickled) and keep their Japanese."""
    game = new(seed=3, events=("courthouse",))
    from jinro_lab.agents import play_game

    play_game(game, [RandomAgent(s) for s in range(game.players)])
    back = pickle.loads(pickle.dumps((game.result, game.log)))
    assert isinstance(back[0].reason, Phrase) and back[0].reason == game.result.reason
    assert render.result_text(back[0], "ja") == render.result_text(game.result, "ja")
    assert [render.event_text(e, "ja") for e in back[1]] == [render.event_text(e, "ja") for e in game.log]


@pytest.mark.parametrize(
    ("text", "en", "ja"),
    [
        (
            ANNOUNCE("position", 2, ANNOUNCE("day"), seat_list((6, 7, 8), "comma")),
            "the game starts at day 2 (day); dead: seat 6, seat 7, seat 8",
            "2日目（昼）から開始。死亡：席6、席7、席8",
        ),
        (
            ANNOUNCE("position", 3, ANNOUNCE("night"), ANNOUNCE("nobody")),
            "the game starts at day 3 (night); dead: nobody",
            "3日目（夜）から開始。死亡：なし",
        ),
        (
            ANNOUNCE("church", seat_list((3, 5))),
            "the church (MAH-E13): seat 3 and seat 5 join today's discussion (no ability, no vote)",
            "教会（MAH-E13）：席3・席5が今日の議論に参加する（能力・投票なし）",
        ),
        (
            ANNOUNCE("parliament", ANNOUNCE("free")),
            "the parliament (MAH-E17): today's vote is free",
            "議事堂（MAH-E17）：今日の投票形式は自由投票",
        ),
        (
            ANNOUNCE("halved discussion", "2.5"),
            "discussion: 2.5 minutes, halved (MAH-E14)",
            "議論時間：2.5分（MAH-E14：時計塔で半分）",
        ),
        (
            ANNOUNCE("silenced", 4),
            "seat 4 may not speak for the first minute (MAH-R13, MAH-32)",
            "席4は最初の1分間発言できない（MAH-R13、MAH-32）",
        ),
    ],
)
def test_announcements_in_both_languages(text, en: str, ja: str) -> None:
    """MAH-10, MAH-26, MAH-32, MAH-E13, MAH-E14, MAH-E17: what the GM announces is one
    phrase: the log's English and its Japanese."""
    event = Announcement(text.key, text.args, text)
    assert (render.event_text(event, "en"), render.event_text(event, "ja")) == (en, ja)


def test_a_position_s_announcement_in_a_game() -> None:
    """A described position (``position=``) is announced with its dead, in Japanese too."""
    game = new(seed=1, position={"dead": [7, 8], "day": 3, "phase": "night"})
    (start,) = [e for e in game.log if type(e) is Announcement and e.key == "position"]
    assert start.args == ((7, 8), 3, "night")
    assert render.event_text(start, "ja") == "3日目（夜）から開始。死亡：席7、席8"


@pytest.mark.parametrize(
    ("fact", "en", "ja"),
    [
        (FACT("is a", 3, "evil_eye"), "seat 3 is a evil eye", "席3は魔眼の人狼"),
        (FACT("judged", 5, FACT("werewolf")), "seat 5 is werewolf", "席5の判定は人狼"),
        (FACT("random white", 6), "seat 6 is human (random white, MAH-05)", "席6は人間（初日白通知、MAH-05）"),
        (FACT("medium", 2, FACT("human")), "executed seat 2 was human", "処刑された席2の判定は人間"),
        (FACT("cult", 1), "seat 1 is a werewolf (evil cult, MAH-E23)", "席1は人狼（邪心教団、MAH-E23）"),
        (
            FACT("casino", "werewolf", 2),
            "the casino card is werewolf: 2 attack targets tonight (MAH-E24)",
            "カジノのカードは人狼：今夜の襲撃先は2人（MAH-E24）",
        ),
    ],
)
def test_each_learned_fact_in_both_languages(fact, en: str, ja: str) -> None:
    """MAH-05, MAH-R02, MAH-R03, MAH-R06, MAH-E23, MAH-E24: what a seat learns, the
    log's English (as it always was, but an id named: ``evil eye``) and Japanese from
    the same phrase."""
    event = Knowledge(0, 1, fact, ("role", 1, "werewolf"), frozenset((0,)))
    assert (render.event_text(event, "en"), render.event_text(event, "ja")) == (
        f"seat 0 learns: {en}  [seen by seat 0]",
        f"席0が知る：{ja}［席0のみ］",
    )


def test_the_parity_reason_reads_as_a_sentence() -> None:
    """MAH-40: the record keeps its counts in brackets; a player reads them as a sentence,
    a count agreeing with its noun, and the side by its name."""
    from jinro_lab.core.engine import Result
    from jinro_lab.variants.mahou_toshi import render
    from jinro_lab.variants.mahou_toshi.phrases import SAY as REASONS

    reason = REASONS("fewer humans", 1, 1)
    assert reason == "MAH-40: living humans (1) are no more than living werewolves (1)"
    assert reason.text("en") == "MAH-40: 1 human is alive, no more than the 1 living werewolf"
    result = Result(frozenset((0, 3)), "werewolves", reason, 4)
    assert render.result_text(result) == (
        "seat 0, seat 3 win (werewolves): MAH-40: 1 human is alive, no more than the 1 living werewolf (day 4)"
    )
    assert render.result_text(result, "ja") == (
        "席0・席3の勝ち（人狼陣営）：MAH-40：生存している人間（1人）が生存している人狼（1人）以下になった（4日目）"
    )
