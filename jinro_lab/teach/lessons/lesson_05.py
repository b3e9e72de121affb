"""The checks of lesson 05, game theory (``notebooks/05_game_theory.ipynb``).

Each right answer is computed here from the kit, as the lesson's hidden tests compute it:
the seer's look counted (MAH-06, MAH-R02), the seer's value read from the committed table
of ``scripts/game_theory_data.py`` (passed by the notebook), a face-down card's exact
belief (NEM-01, NEM-23), the focal-vote recursion (MAH-11, MAH-40), ISMCTS's choice, a
calibration run and the hint's sum. The hints name the likely slips: the seat already
cleared still counted, one werewolf instead of two, the night without claims, a fraction
instead of points, the belief before the move, the werewolves' chance for the citizens'.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

from ... import new_game
from ...core.registry import dealt_roles
from ..exercises import Exercise, close_to, mistake

#: the nine-player deal of exercise 1 (the seer at seat 2, werewolves at seats 1 and 6)
NINE = ("citizen", "werewolf", "seer", "citizen", "knight", "medium", "werewolf", "citizen", "citizen")

#: the lesson position of section 3.1 (人狼は眠らない): seat 1 draws the werewolf card
LESSON: dict[str, Any] = {
    "hands": [["seer"], ["villager"], ["sleep"], []],
    "discards": [
        [["seer", True]],
        [["knight", True]],
        [["medium", True]],
        [["attack_1", True], ["attack_2", True], ["attack_3", True], ["vote", True], ["sleep", True], ["madman", True]],
    ],
    "ruins": "vote",
    "pile": ["werewolf", "vote", "sleep"],
    "eliminated": [3],
    "turn": 1,
}

#: the committed whole-game table of section 2 (for the tests; the notebook passes its own)
SEER_TABLE = Path(__file__).resolve().parents[3] / "notebooks" / "data" / "game_theory_seer.csv"


def _is_number(answer: Any) -> bool:
    return isinstance(answer, int | float | Fraction) and not isinstance(answer, bool)


def _is_chance(answer: Any) -> bool:
    return _is_number(answer) and 0 <= answer <= 1


def _near(value: float, within: float = 0.005) -> Any:
    def matches(answer: Any, expected: Any) -> bool:
        return abs(float(answer) - value) < within

    return matches


# ---- exercise 1: the seer's look with two werewolves


def _nine_look() -> Fraction:
    """MAH-06, MAH-R02: two werewolves among the seats that are neither the seer nor the one seen human."""
    roles = dealt_roles(new_game("mahou_toshi", roles=list(NINE), seed=1, events=[], first_day_seer="free"))
    return Fraction(roles.count("werewolf"), len(roles) - 2)


# ---- exercise 2: the seer's value with claims, nine players


def _seer_table() -> Any:
    import pandas as pd

    return pd.read_csv(SEER_TABLE, dtype={"outcomes": str})


def _differences(seer: Any) -> dict[str, float]:
    """The differences of the citizens' rate (points) that a student may read from the table."""
    rate = seer.set_index(["players", "claims", "arm"])["rate"]

    def diff(players: int, claims: bool, a: str = "seer", b: str = "no seer") -> float:
        return round(100 * (float(rate[(players, claims, a)]) - float(rate[(players, claims, b)])), 1)

    return {
        "answer": diff(9, True),
        "no claims": diff(9, False),
        "seven": diff(7, True),
        "rate": round(100 * float(rate[(9, True, "seer")]), 1),
    }


def _close(key: str, within: float = 0.15) -> Any:
    return lambda answer, expected: abs(float(answer) - expected[key]) < within


# ---- exercise 3: the face-down card


def _lesson_table() -> Any:
    return new_game("nemuranai", players=4, seed=0, position=LESSON)


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _own_discard() -> dict[str, float]:
    """NEM-01, NEM-23: seat 0's exact belief after seat 1's card goes face-down into its own discard."""
    from ...analysis.belief import belief

    game = _lesson_table()
    before = belief(game, 0)
    game.act(1, "play villager, place werewolf face-down in discard of seat 1")
    seen = belief(game, 0)

    def p(table: Any, fact: str, value: str) -> float:
        return float(table[(table["fact"] == fact) & (table["value"] == value)]["probability"].iloc[0])

    return {
        "answer": p(seen, "werewolf card", "seat 1 discard"),
        "holds": p(seen, "werewolf player", "seat 1"),
        "before": p(before, "werewolf player", "seat 1"),
    }


def _card_in_own_discard() -> float:
    return _own_discard()["answer"]


# ---- exercise 4: the focal vote


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def village(w: int, h: int) -> Fraction:
    """V(w, h): the citizens' chance at dawn with ``w`` werewolves and ``h`` humans, one random
    execution a day (the focal vote) and one human killed a night (MAH-40 ends it)."""
    return Fraction(w, w + h) * _after_day(w - 1, h) + Fraction(h, w + h) * _after_day(w, h - 1)


def _after_day(w: int, h: int) -> Fraction:
    if w == 0:
        return Fraction(1)
    if h <= w:
        return Fraction(0)
    return village(w, h - 1)


def _seven_focal() -> Fraction:
    return village(1, 6)


# ---- exercise 5: ISMCTS with four times the budget


def _legal_moves() -> list[str]:
    return [str(action) for action in _lesson_table().legal_actions(1)]


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _search_choice() -> str:
    from ...agents.ismcts import ISMCTSAgent

    table = _lesson_table()
    agent = ISMCTSAgent(seed=0, iterations=400, worlds=20)
    agent.bind(table, 1)
    return str(agent.choose(table.view(1), table.legal_actions(1)))


def _is_move(answer: Any) -> bool:
    return isinstance(answer, str) and answer in _legal_moves()


# ---- exercise 6: calibration with three players


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _calibration_three() -> dict[str, float]:
    from ...analysis.calibration import calibration

    three = calibration("nemuranai", (3,), points=40, steps=12, facts="werewolf player", worlds=40)
    return {"brier": three.brier(), "uniform": three.uniform_brier()}


def _brier_gain() -> float:
    scores = _calibration_three()
    return round(scores["uniform"] - scores["brier"], 3)


# ---- exercise 7: the hint's sum


def _werewolves_of_nine() -> int:
    return dealt_roles(new_game("mahou_toshi", seed=0)).count("werewolf")


EXERCISES = (
    Exercise(
        "1",
        _nine_look,
        lambda answer: isinstance(answer, Fraction),
        (
            "answer_1 is the exact chance by counting, a Fraction such as Fraction(1, 3) (not the sampled number).",
            "answer_1 は数えて求めた正確な確率で、Fraction(1, 3) のような分数です（サンプリングの値ではありません）。",
        ),
        (
            "The two werewolves are among the seats that could still be one: not the seer itself, "
            "and not seat 4, which the look showed to be human (MAH-R02). 2 werewolves over 7 seats.",
            "人狼2人は、まだ人狼でありうる席のどこかにいます。予言者自身と、占いで人間とわかった席4は除きます"
            "（MAH-R02）。7席に人狼が2人です。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer == Fraction(expected.numerator, expected.denominator + 1),
                lambda expected: Fraction(expected.numerator, expected.denominator + 1),
                "Seat 4 was seen to be human: it can no longer be a werewolf. Leave it out of the count.",
                "席4は占いで人間とわかりました。もう人狼ではありえないので、数に入れません。",
            ),
            mistake(
                lambda answer, expected: answer == Fraction(expected.numerator, expected.denominator + 2),
                lambda expected: Fraction(expected.numerator, expected.denominator + 2),
                "Count only the seats that could still be a werewolf: not the seer's own seat, not seat 4.",
                "まだ人狼でありうる席だけを数えましょう。予言者自身の席と席4は除きます。",
            ),
            mistake(
                lambda answer, expected: answer == expected / expected.numerator,
                lambda expected: expected / expected.numerator,
                "How many werewolves does a nine-player game have (MAH-06)? Each of them could be seat 0.",
                "9人のゲームに人狼は何人いますか（MAH-06）。そのどちらも席0でありえます。",
            ),
            mistake(
                lambda answer, expected: answer == 1 - expected,
                lambda expected: 1 - expected,
                "That is the chance that seat 0 is human. The question asks for a werewolf.",
                "それは席0が人間である確率です。聞いているのは人狼である確率です。",
            ),
        ),
        otherwise=(
            "Count the werewolves, then the seats where they can still be, and divide.",
            "人狼の数と、人狼がいる可能性のある席の数を数えて、割り算しましょう。",
        ),
    ),
    Exercise(
        "2",
        lambda seer: _differences(seer),
        _is_number,
        ("answer_2 is a number of points, such as 12.5.", "answer_2 はポイント数で、12.5 のような数です。"),
        (
            "With claims the seer's result becomes the whole table's information: the citizens go from "
            "about half the games with no seer to most of them with one, and the two intervals are far apart.",
            "名乗りがあると、予言者の結果はテーブル全員の情報になります。市民の勝率は、予言者がいないと約半分、"
            "いると大部分になり、二つの区間は大きく離れています。",
        ),
        hints=(
            mistake(
                _close("no claims"),
                lambda expected: expected["no claims"],
                "Compare the seer with no seer in the nine-player games with claims.",
                "9人・名乗りありの、予言者ありと予言者なしを比べましょう。",
            ),
            mistake(
                _close("seven"),
                lambda expected: expected["seven"],
                "That is the seven-player difference: read the nine-player rows.",
                "それは7人の差です。9人の行を読みましょう。",
            ),
            mistake(
                lambda answer, expected: abs(100 * float(answer) - expected["answer"]) < 1,
                lambda expected: round(expected["answer"] / 100, 3),
                "That is a fraction of the games: give the difference in points (multiply by 100).",
                "それは割合です。差をポイントで答えましょう（100倍します）。",
            ),
            mistake(
                lambda answer, expected: abs(float(answer) + expected["answer"]) < 0.15,
                lambda expected: -expected["answer"],
                "Check the sign: the seer helps the citizens, so take the rate with no seer from the rate with it.",
                "符号を確かめましょう。予言者は市民の助けになるので、予言者ありの勝率から予言者なしの勝率を引きます。",
            ),
            mistake(
                _close("rate"),
                lambda expected: expected["rate"],
                "That is the citizens' rate with the seer. Subtract their rate with no seer.",
                "それは予言者ありの市民の勝率そのものです。予言者なしの勝率を引きましょう。",
            ),
        ),
        otherwise=(
            "Take the two rows for nine players with claims, 'seer' and 'no seer', and subtract their rates.",
            "9人・名乗りありの「seer」（予言者あり）と「no seer」（予言者なし）の2行を取り出し、"
            "勝率を引き算しましょう。",
        ),
        is_right=lambda answer, expected: abs(float(answer) - expected["answer"]) < 0.15,
        given_for_tests=lambda: {"seer": _seer_table()},
        right_for_tests=lambda expected: expected["answer"],
    ),
    Exercise(
        "3",
        _card_in_own_discard,
        _is_chance,
        ("answer_3 is a probability, a number from 0 to 1.", "answer_3 は確率で、0から1までの数です。"),
        (
            "Seat 1 holds villager + werewolf with probability 9/29; in that world its two moves into its "
            "own discard (the werewolf card or the villager) are equally likely: 9/29 × 1/2 = 9/58.",
            "席1が村人＋人狼を持つ確率は 9/29 です。その世界では、自分の捨て札へ置く2つの手（人狼カードか村人か）は"
            "同じくらい起こりやすいので、9/29 × 1/2 = 9/58 です。",
        ),
        hints=(
            mistake(
                lambda answer, expected: abs(float(answer) - _own_discard()["holds"]) < 0.005,
                lambda expected: round(_own_discard()["holds"], 4),
                "That is the chance that seat 1 holds the werewolf card at all. In that world, does every move "
                "into its own discard put the werewolf card there?",
                "それは席1がそもそも人狼カードを持っている確率です。その世界で、自分の捨て札へ置く手はいつも人狼カードでしょうか。",
            ),
            mistake(
                lambda answer, expected: abs(float(answer) - _own_discard()["before"]) < 0.005,
                lambda expected: round(_own_discard()["before"], 4),
                "That is seat 0's belief before seat 1's move: compute it after the move.",
                "それは席1が動く前の席0の信念です。動いた後で計算しましょう。",
            ),
            mistake(
                _near(0.5),
                lambda expected: 0.5,
                "One half is the share within one world only: weigh it by the chance of that world.",
                "1/2 は一つの世界の中での割合です。その世界の確率を掛けましょう。",
            ),
        ),
        otherwise=(
            "Read the fact 'werewolf card', value 'seat 1 discard', of belief(after['into its own discard'], 0).",
            "belief(after['into its own discard'], 0) の事実 'werewolf card'、値 'seat 1 discard' を読みましょう。",
        ),
        is_right=close_to(0.005),
    ),
    Exercise(
        "4",
        _seven_focal,
        lambda answer: isinstance(answer, Fraction),
        (
            "answer_4 is an exact chance, a Fraction such as Fraction(1, 3).",
            "answer_4 は正確な確率で、Fraction(1, 3) のような分数です。",
        ),
        (
            "Day 1 executes the werewolf with chance 1/7; otherwise a human dies, the night kills another, "
            "and five players are left with one werewolf: V(1, 6) = 1/7 + 6/7 × V(1, 4) = 1/7 + 6/7 × 7/15.",
            "1日目に人狼が処刑される確率は 1/7。そうでなければ人間が1人処刑され、夜にもう1人襲われて、"
            "人狼1人を含む5人が残ります。V(1, 6) = 1/7 + 6/7 × V(1, 4) = 1/7 + 6/7 × 7/15 です。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer == village(1, 4),
                lambda expected: village(1, 4),
                "That is V(1, 4), five players. Seven players with one werewolf means six humans: V(1, 6).",
                "それは5人の V(1, 4) です。7人で人狼1人なら人間は6人、V(1, 6) です。",
            ),
            mistake(
                lambda answer, expected: answer == village(2, 7),
                lambda expected: village(2, 7),
                "That is nine players with two werewolves. Here there are seven players and one werewolf.",
                "それは9人・人狼2人の場合です。ここでは7人・人狼1人です。",
            ),
            mistake(
                lambda answer, expected: answer == 1 - expected,
                lambda expected: 1 - expected,
                "That is the werewolf's chance. The question asks for the citizens'.",
                "それは人狼の勝つ確率です。聞いているのは市民の勝つ確率です。",
            ),
            mistake(
                lambda answer, expected: answer == Fraction(1, 7),
                lambda expected: Fraction(1, 7),
                "1/7 is only day 1. If day 1 misses, the game goes on: add 6/7 times the chance from there.",
                "1/7 は1日目だけの確率です。外れてもゲームは続くので、6/7 × その先の確率を足しましょう。",
            ),
        ),
        otherwise=(
            "Use the recursion: village(1, 6), or by hand V(1, 6) = 1/7 + 6/7 × V(1, 4).",
            "漸化式を使いましょう。village(1, 6)、手計算なら V(1, 6) = 1/7 + 6/7 × V(1, 4) です。",
        ),
    ),
    Exercise(
        "5",
        _search_choice,
        _is_move,
        (
            "answer_5 is one of seat 1's legal moves as str(action) writes it (the engine's English command).",
            "answer_5 は席1の合法手の一つを str(action) で書いたもの（エンジンの英語のコマンド）です。",
        ),
        (
            "The search picks its most visited move, and with 400 simulations it settles more firmly on it: "
            "its opponents, played by heuristics, do not read the move as evidence.",
            "探索は訪問回数が最も多い手を選びます。400回のシミュレーションでは、その手により強く落ち着きます。"
            "相手をヒューリスティックが演じるので、その手を証拠として読まないからです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer != expected,
                lambda expected: next(move for move in _legal_moves() if move != expected),
                "That move got fewer visits. The search chooses the move it visited most: read .last.visits "
                "beside .last.actions, or take str() of what choose returns.",
                "その手の訪問回数は少なめです。探索は最も多く訪問した手を選びます。.last.actions と .last.visits を"
                "見比べるか、choose の返す手を str() しましょう。",
            ),
        ),
        otherwise=(
            "Make ISMCTSAgent(seed=0, iterations=400, worlds=20), bind it to table and seat 1, and choose.",
            "ISMCTSAgent(seed=0, iterations=400, worlds=20) を作り、table と席1に bind してから choose しましょう。",
        ),
    ),
    Exercise(
        "6",
        _brier_gain,
        lambda answer: isinstance(answer, float),
        (
            "answer_6 is a number: the uniform guess's Brier score minus the belief's.",
            "answer_6 は数です。一様な推測のブライアスコアから信念のブライアスコアを引いた値です。",
        ),
        (
            "The belief beats the uniform guess with three players too, but by less than with four: these "
            "positions stop earlier, so the seat has seen less.",
            "3人でも信念は一様な推測に勝ちますが、4人のときより差は小さくなります。局面が早めに止まるので、"
            "席が見たことが少ないからです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: abs(answer + expected) < 0.002,
                lambda expected: -expected,
                "Check the order: a lower Brier score is better, so take the belief's score from the uniform guess's.",
                "引く順番を確かめましょう。ブライアスコアは低いほど良いので、一様な推測の値から信念の値を引きます。",
            ),
            mistake(
                lambda answer, expected: abs(answer - 0.039) < 0.0015,
                lambda expected: 0.039,
                "That is the four-player difference from the section. Run calibration for three players.",
                "それは本文の4人の差です。3人で calibration を実行しましょう。",
            ),
            mistake(
                lambda answer, expected: (
                    min(abs(answer - _calibration_three()["brier"]), abs(answer - _calibration_three()["uniform"]))
                    < 0.002
                ),
                lambda expected: round(_calibration_three()["brier"], 3),
                "That is one of the two scores: subtract them.",
                "それは二つのスコアのうちの一つです。引き算しましょう。",
            ),
        ),
        otherwise=(
            'Run calibration("nemuranai", (3,), points=40, steps=12, facts="werewolf player", worlds=40) and '
            "compare uniform_brier() with brier().",
            'calibration("nemuranai", (3,), points=40, steps=12, facts="werewolf player", worlds=40) を実行し、'
            "uniform_brier() と brier() を比べましょう。",
        ),
        is_right=close_to(0.002),
    ),
    Exercise(
        "7",
        _werewolves_of_nine,
        _is_number,
        ("answer_7 is a number: the sum of the chances.", "answer_7 は数で、確率の合計です。"),
        (
            "Every sampled world holds both werewolves among the other seats, so the shares of the worlds "
            "in which each seat is a werewolf add up to the number of werewolves.",
            "サンプリングしたどの世界にも、他の席のどこかに人狼が2人います。だから各席が人狼である世界の割合を"
            "足すと、人狼の人数になります。",
        ),
        hints=(
            mistake(
                lambda answer, expected: abs(answer - 1) < 0.01,
                lambda expected: 1,
                "Probabilities of one event add up to 1, but here each seat is its own question. How many "
                "werewolves does a nine-player game have (MAH-06)?",
                "一つの出来事の確率なら合計は1ですが、ここでは席ごとに別の問いです。9人のゲームに人狼は何人いますか（MAH-06）。",
            ),
            mistake(
                lambda answer, expected: 0 < answer < 1,
                lambda expected: 0.35,
                "That looks like one seat's chance: add up the chances of every other seat.",
                "それは一つの席の確率のようです。他のすべての席の確率を足しましょう。",
            ),
        ),
        otherwise=(
            "Add the probability column of the rows 'team of …' with the value 'werewolves'.",
            "事実が 'team of …' で値が 'werewolves' の行の確率を足しましょう。",
        ),
        is_right=close_to(0.01),
    ),
)
