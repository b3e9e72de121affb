"""The checks of lesson 04, 魔法都市の人狼 (``notebooks/04_mahou_toshi.ipynb``).

Each right answer is computed here from the kit, as the lesson's hidden tests compute it;
the hints name the likely slips: judged against team (MAH-R10), night 0 and the fox
(MAH-05, MAH-23), the fox's stolen win (MAH-42), the second tie (MAH-12), the medium's
nights (MAH-R03), a simulated rate, the deck tips (MAH-35 … MAH-37), the claims' options
(MAH-10) and the seer's living targets (MAH-R02).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ... import new_game
from ...agents import play_game
from ...core.events import Eliminated
from ...variants import heuristic_agent
from ..exercises import Exercise, mistake, unsorted, wrong

#: the nine seats of the lesson's section 4 (0-1 werewolves, 2 seer, 3 knight, 4 medium, 5-6 masons, 7-8 citizens)
BASIC9 = ("werewolf", "werewolf", "seer", "knight", "medium", "mason", "mason", "citizen", "citizen")
#: section 3's ten seats with the demon (4) and the fox (5)
THIRD = ("werewolf", "werewolf", "seer", "knight", "demon", "fox", "citizen", "citizen", "citizen", "citizen")
#: section 5's arrangement, played by heuristic agents
ROLES9 = ("citizen", "werewolf", "seer", "citizen", "moneylender", "werewolf", "medium", "knight", "citizen")
#: exercise 6: the default 9-player setup with a fifth citizen for the knight
NO_KNIGHT = ("werewolf", "werewolf", "seer", "citizen", "medium", "citizen", "citizen", "citizen", "citizen")
NO_EVENTS: dict[str, Any] = {"events": []}
VERDICTS = ("human", "werewolf")


def _new(roles: tuple[str, ...] | list[str], seed: int = 0, **options: Any) -> Any:
    """The lesson's ``new``: one role per seat, in seat order, without event cards."""
    return new_game("mahou_toshi", roles=list(roles), seed=seed, **NO_EVENTS, **options)


def _execute(game: Any, target: int, fallback: int) -> None:
    """The lesson's ``execute``: everybody votes for ``target`` (and ``target`` for ``fallback``)."""
    game.act_together({v: f"vote seat {fallback if v == target else target}" for v in game.to_act()})


def _is_int(answer: Any) -> bool:
    return isinstance(answer, int) and not isinstance(answer, bool)


def _is_number(answer: Any) -> bool:
    return isinstance(answer, int | float) and not isinstance(answer, bool)


# ----- exercise 1: the golem (MAH-R10) ---------------------------------------------------------
def _golem_verdict() -> str:
    game = _new(["werewolf", "seer", "golem", "citizen", "citizen"])
    _execute(game, 4, 0)
    game.act_together({0: "attack seat 3", 1: "divine seat 2"})
    return str(game.view(1).judged()[2])


# ----- exercise 2: free divination on night 0 (MAH-05, MAH-23) --------------------------------
def _alive_on_day_1() -> int:
    game = _new(["werewolf", "seer", "fox", "citizen", "citizen", "citizen"], first_day_seer="free")
    game.act(1, "divine seat 2")
    assert game.view(None).day == 1
    return sum(game.view(None).alive)


# ----- exercise 3: the fox steals the win (MAH-42) ---------------------------------------------
def _stolen_win() -> str:
    game = _new(THIRD)
    _execute(game, 0, 1)
    game.act_together({1: "attack seat 6", 2: "divine seat 7", 3: "guard seat 2"})
    _execute(game, 1, 2)
    return str(game.result.side)


# ----- exercise 4: a second tie (MAH-12) --------------------------------------------------------
def _twice_tied() -> int | None:
    game = _new(["werewolf", "werewolf", "seer", "knight", "medium", "citizen", "citizen", "citizen"])
    ballots = {v: f"vote seat {6 if v in (0, 1, 2, 5) else 5}" for v in range(8)}
    game.act_together(ballots)
    game.act_together(ballots)
    dead = [seat for seat, alive in enumerate(game.view(None).alive) if not alive]
    return dead[0] if dead else None


# ----- exercise 5: what the medium learns (MAH-R03) --------------------------------------------
def _whole_game(seed: int) -> Any:
    game = _new(ROLES9, seed=seed)
    play_game(game, [heuristic_agent("mahou_toshi", seed=seed * 10 + s) for s in range(9)])
    return game


def _medium(seed: int) -> dict[str, Any]:
    """The medium's results (the answer), the seer's, and the last executed seat."""
    game = _whole_game(seed)
    executed = [e.seat for e in game.log if isinstance(e, Eliminated) and e.cause == "execution"]
    return {
        "medium": dict(game.view(6).judged()),
        "seer": dict(game.view(2).judged()),
        "last": executed[-1],
    }


def _verdicts(answer: Any) -> bool:
    return isinstance(answer, Mapping) and all(_is_int(k) and v in VERDICTS for k, v in answer.items())


def _flipped(results: Mapping[int, str]) -> dict[int, str]:
    return {seat: "human" if verdict == "werewolf" else "werewolf" for seat, verdict in results.items()}


# ----- exercise 6: the knight's worth ----------------------------------------------------------
def _knight_worth(seed: int) -> dict[str, Any]:
    """The citizens' [rate, lo, hi] without the knight (the answer), and with it: section 6's
    9-player line (N = 500, that section's seed for 9 players)."""
    from ...analysis import simulate, win_rates

    def citizens(rates: Any) -> list[float]:
        row = rates[rates["side"] == "citizens"].iloc[0]
        return [float(row["rate"]), float(row["lo"]), float(row["hi"])]

    without = win_rates(
        simulate(
            "mahou_toshi", n=300, seed=seed, agents="heuristic", options={"roles": list(NO_KNIGHT), **NO_EVENTS},
            progress=False,
        )
    )  # fmt: skip
    with_knight = win_rates(
        simulate("mahou_toshi", n=500, seed=seed + 9, agents="heuristic", options={"players": 9, **NO_EVENTS},
                 progress=False)
    )  # fmt: skip
    return {"row": citizens(without), "with_knight": citizens(with_knight)}


def _three_numbers(answer: Any) -> bool:
    return isinstance(answer, list | tuple) and len(answer) == 3 and all(_is_number(x) for x in answer)


def _close(answer: Any, row: list[float], within: float = 0.0005) -> bool:
    return all(abs(float(a) - b) <= within for a, b in zip(answer, row, strict=True))


# ----- exercise 7: the deck linter (MAH-35 … MAH-37) -------------------------------------------
def _linted() -> list[str]:
    from ...variants.mahou_toshi import lint_deck
    from ...variants.mahou_toshi.setup import default_roles

    return sorted(w.rule for w in lint_deck(["prison", "guild", "graveyard", "mages_guild"], default_roles(9)))


def _rule_ids(answer: Any) -> bool:
    return isinstance(answer, list) and all(isinstance(rule, str) for rule in answer)


# ----- exercise 8: the claims' options (MAH-10) ------------------------------------------------
def _claim_options() -> int:
    return len(_new(BASIC9, claims=True).legal_actions(7))


# ----- exercise 9: the seer's choices on night 1 (MAH-R02) -------------------------------------
def _seer_options() -> int:
    game = _new(BASIC9)
    _execute(game, 7, 0)
    return len(game.legal_actions(2))


EXERCISES = (
    Exercise(
        "1",
        _golem_verdict,
        lambda answer: answer in VERDICTS,
        (
            'answer_1 is the seer\'s verdict: "human" or "werewolf".',
            'answer_1は予言者の判定で、"human"か"werewolf"です。',
        ),
        (
            "The golem plays for the citizens, but its card is judged a werewolf (MAH-R10): the seer "
            "learns what a card is judged, never its team.",
            "ゴーレムは市民陣営ですが、判定は人狼です（MAH-R10）。予言者にわかるのはカードの判定で、陣営ではありません。",
        ),
        hints=(
            wrong(
                "human",
                "The golem wins with the citizens, but the seer is told the card's judgement, not its team: "
                "read the judged column of the golem's row (MAH-R10).",
                "ゴーレムは市民陣営で勝ちますが、予言者に告げられるのは陣営ではなく判定です。"
                "役職表のゴーレムの行の「判定」の列を見ましょう（MAH-R10）。",
            ),
        ),
        otherwise=(
            "Play the five seats as the exercise says and read game.view(1).judged()[2].",
            "問題のとおりに5席のゲームを進め、game.view(1).judged()[2]を読みましょう。",
        ),
    ),
    Exercise(
        "2",
        _alive_on_day_1,
        _is_int,
        ("answer_2 is a number of players (an int), 0 to 6.", "answer_2は人数（0〜6の整数）です。"),
        (
            "Night 0 has no attack (MAH-05), but a divined fox dies the next morning (MAH-23): "
            "one of the six is dead on the morning of day 1.",
            "0日目の夜に襲撃はありません（MAH-05）。しかし占われた狐人は翌朝死にます（MAH-23）。"
            "1日目の朝には6人のうち1人が死んでいます。",
        ),
        hints=(
            wrong(
                6,
                "Night 0 has no attack, right. But what happens to a fox who is divined (MAH-23)?",
                "0日目の夜に襲撃がないのはそのとおりです。では、占われた狐人はどうなるでしょう（MAH-23）。",
            ),
            wrong(
                4,
                "Nobody is attacked on night 0 (MAH-05): only the divination can cost a life.",
                "0日目の夜に襲撃はありません（MAH-05）。命を落とす原因になりうるのは占いだけです。",
            ),
        ),
    ),
    Exercise(
        "3",
        _stolen_win,
        lambda answer: answer in ("citizens", "werewolves", "fox", "demon"),
        (
            'answer_3 is a side\'s id: "citizens", "werewolves", "fox" or "demon".',
            'answer_3は陣営のIDで、"citizens"、"werewolves"、"fox"、"demon"のどれかです。',
        ),
        (
            "Both werewolves are executed, so the citizens meet their condition (MAH-40); but the fox is "
            "alive at that moment, and it wins instead (MAH-42).",
            "人狼が2人とも処刑され、市民陣営は勝利条件を満たします（MAH-40）。"
            "しかしその時点で狐人が生きているので、代わりに狐人が勝ちます（MAH-42）。",
        ),
        hints=(
            wrong(
                "citizens",
                "The citizens do meet their condition (MAH-40). Now read MAH-42: who else is still alive when "
                "they meet it, and what does that seat's card say?",
                "市民陣営は確かに勝利条件を満たします（MAH-40）。ではMAH-42を読みましょう。"
                "そのとき、ほかにまだ生きているのはだれで、その役職カードには何と書いてあるでしょう。",
            ),
            wrong(
                "werewolves",
                "Both werewolves are executed: can their side still win (MAH-40)?",
                "人狼は2人とも処刑されます。それでも人狼陣営が勝てるでしょうか（MAH-40）。",
            ),
            wrong(
                "demon",
                "The demon wins only if it is executed after an ability targeted it (MAH-41): "
                "is seat 4 executed in this game?",
                "魔人が勝つのは、能力の対象になったあとで処刑されたときだけです（MAH-41）。"
                "このゲームで席4は処刑されるでしょうか。",
            ),
        ),
    ),
    Exercise(
        "4",
        _twice_tied,
        lambda answer: answer is None or _is_int(answer),
        (
            "answer_4 is a seat number, 0 to 7, or None if nobody is executed.",
            "answer_4は席番号（0〜7）か、だれも処刑されないならNoneです。",
        ),
        (
            "4 to 4 is a tie, so seats 5 and 6 go to a runoff (MAH-12); the runoff ties again, and a "
            "second tie means no execution that day.",
            "4対4の同数なので、席5と席6の決選投票になります（MAH-12）。決選投票もまた同数で、"
            "同数が2回続くとその日は処刑者なしです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer in (5, 6),
                lambda expected: 6,
                "Count the first round again: does one seat have the most votes? And what does a runoff "
                "that ties again lead to (MAH-12)?",
                "1回目の票を数え直しましょう。最多得票は1人だけでしょうか。決選投票でまた同数になったらどうなるでしょう（MAH-12）。",
            ),
        ),
        otherwise=(
            "Count each round's votes; then read MAH-12 on a runoff that ties again.",
            "それぞれの回の票を数え、決選投票が再び同数になったときのルール（MAH-12）を読みましょう。",
        ),
    ),
    Exercise(
        "5",
        _medium,
        _verdicts,
        (
            'answer_5 is a dict from seat number (an int) to verdict, e.g. {3: "human"}.',
            'answer_5は席番号（整数）から判定への辞書です（例：{3: "human"}）。',
        ),
        (
            "The medium learns each executed player's judgement the night after the execution (MAH-R03): "
            "the two executions of days 1 and 2. The game ends with day 3's execution, so no night follows it.",
            "霊能者は、処刑された人の判定をその日の夜に知ります（MAH-R03）。1日目と2日目の2回の処刑です。"
            "3日目の処刑でゲームが終わるので、そのあとの夜は来ません。",
        ),
        hints=(
            mistake(
                lambda answer, expected: dict(answer) == expected["seer"],
                lambda expected: expected["seer"],
                "Those are the seer's results (seat 2's view). Ask the medium, seat 6.",
                "それは予言者（席2）の結果です。霊能者、席6の結果を読みましょう。",
            ),
            mistake(
                lambda answer, expected: expected["last"] in answer,
                lambda expected: {**expected["medium"], expected["last"]: "werewolf"},
                "The last execution ends the game: no night follows it, so the medium never learns about that seat.",
                "最後の処刑でゲームが終わります。そのあとに夜は来ないので、霊能者はその席については知りません。",
            ),
            mistake(
                lambda answer, expected: set(answer) < set(expected["medium"]),
                lambda expected: dict(list(expected["medium"].items())[1:]),
                "An execution is missing: the medium learns about each executed player, the night after (MAH-R03).",
                "処刑された人が足りません。霊能者は、処刑された人それぞれについて、その夜に知ります（MAH-R03）。",
            ),
            mistake(
                lambda answer, expected: set(answer) == set(expected["medium"]),
                lambda expected: _flipped(expected["medium"]),
                "The right seats. Now read again what each of them was judged.",
                "席は合っています。それぞれの判定をもう一度確かめましょう。",
            ),
        ),
        otherwise=(
            "Which days ended with an execution, and which of those executions had a night after them? "
            "Read whole.view(6).judged().",
            "どの日に処刑があり、そのうちどの処刑のあとに夜が来たでしょう。whole.view(6).judged()を読みましょう。",
        ),
        is_right=lambda answer, expected: dict(answer) == expected["medium"],
        given_for_tests=lambda: {"seed": 144},
        right_for_tests=lambda expected: dict(expected["medium"]),
    ),
    Exercise(
        "6",
        _knight_worth,
        _three_numbers,
        (
            "answer_6 is a list of three numbers: [rate, lo, hi] of the citizens' row.",
            "answer_6は数3つのリストで、市民陣営の行の[rate, lo, hi]です。",
        ),
        (
            "Your numbers are the simulation's. Compare the intervals with the 9-player line with the knight: "
            "they overlap, so 300 games cannot show that these agents' knight is worth anything.",
            "シミュレーションの結果どおりです。騎士ありの9人の行と区間を比べましょう。"
            "区間が重なっているので、300ゲームでは、このエージェントの騎士に価値があるとは言えません。",
        ),
        hints=(
            mistake(
                lambda answer, expected: any(float(x) > 1 for x in answer),
                lambda expected: [round(100 * x, 1) for x in expected["row"]],
                "Rates are between 0 and 1: did you give percentages?",
                "勝率は0から1の数です。パーセントで書いていませんか。",
            ),
            mistake(
                lambda answer, expected: _close(answer, expected["with_knight"], 0.002),
                lambda expected: expected["with_knight"],
                "That is the 9-player line above, with the knight. Simulate the setup without it (NO_KNIGHT).",
                "それは上の表の9人の行、つまり騎士ありの値です。騎士を抜いた配役（NO_KNIGHT）でシミュレーションしましょう。",
            ),
            mistake(
                lambda answer, expected: abs(float(answer[0]) - (1 - expected["row"][0])) <= 0.002,
                lambda expected: [1 - x for x in (expected["row"][0], expected["row"][2], expected["row"][1])],
                "That is the werewolves' row: read the citizens'.",
                "それは人狼陣営の行です。市民陣営の行を読みましょう。",
            ),
            mistake(
                lambda answer, expected: _close(sorted(answer), sorted(expected["row"]), 0.002),
                lambda expected: sorted(expected["row"]),
                "The right numbers in another order: the list is [rate, lo, hi].",
                "数は合っていますが順番が違います。リストは[rate, lo, hi]の順です。",
            ),
        ),
        otherwise=(
            "Simulate exactly as the exercise says (n=300, seed=MASTER_SEED, NO_KNIGHT, no events) and copy the "
            "citizens' rate, lo and hi.",
            "問題のとおり（n=300、seed=MASTER_SEED、NO_KNIGHT、イベントなし）にシミュレーションし、"
            "市民陣営のrate、lo、hiを写しましょう。",
        ),
        is_right=lambda answer, expected: _close(answer, expected["row"]),
        given_for_tests=lambda: {"seed": 2026},
        right_for_tests=lambda expected: list(expected["row"]),
    ),
    Exercise(
        "7",
        _linted,
        _rule_ids,
        (
            'answer_7 is a list of rule ids (strings), e.g. ["MAH-35"].',
            'answer_7はルール番号（文字列）のリストです（例：["MAH-35"]）。',
        ),
        (
            "The prison and the guild together break MAH-35, and 2 of the 4 cards add deaths, more than a "
            "third (MAH-36). MAH-37 holds: without a golem, one golem-effective card (the graveyard) is allowed.",
            "監獄とギルドを両方入れているのでMAH-35に、4枚中2枚が脱落者を増やすカードで3分の1を超えるのでMAH-36に反します。"
            "MAH-37には反しません。ゴーレムがいなければ、ゴーレム有効のカード（墓地）は1枚まで入れてよいからです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: "MAH-37" in answer,
                lambda expected: sorted([*expected, "MAH-37"]),
                "Without a golem, MAH-37 allows up to one golem-effective card: how many are in this deck?",
                "ゴーレムがいないとき、MAH-37ではゴーレム有効のカードを1枚まで入れられます。このデッキには何枚あるでしょう。",
            ),
            mistake(
                lambda answer, expected: "MAH-36" not in answer and "MAH-36" in expected,
                lambda expected: [rule for rule in expected if rule != "MAH-36"],
                "Count the cards that add deaths: is their share of the deck more than a third (MAH-36)?",
                "脱落者が増えるカードを数えましょう。デッキの3分の1を超えていないでしょうか（MAH-36）。",
            ),
            mistake(
                lambda answer, expected: "MAH-35" not in answer and "MAH-35" in expected,
                lambda expected: [rule for rule in expected if rule != "MAH-35"],
                "Read MAH-35 again: which two cards should not be in the same deck?",
                "MAH-35を読み直しましょう。同じデッキに入れないほうがよい2枚はどれでしょう。",
            ),
            unsorted("The right rules, but sort the list.", "ルールは合っています。リストを並べ替えましょう。"),
        ),
        otherwise=(
            "Check each tip in turn: MAH-35 (two cards), MAH-36 (the share that adds deaths), MAH-37 (the golem).",
            "コツを1つずつ確かめましょう。MAH-35（2枚の組み合わせ）、MAH-36（脱落者が増えるカードの割合）、MAH-37（ゴーレム）。",
        ),
    ),
    Exercise(
        "8",
        _claim_options,
        _is_int,
        ("answer_8 is a number of options (an int).", "answer_8は選択肢の数（整数）です。"),
        (
            "1 (no claim) + 2 roles (the seer, the medium) × 8 other seats × 2 verdicts (human, werewolf).",
            "1（何も言わない）＋2つの役職（予言者、霊能者）×ほかの8席×2つの判定（人間、人狼）です。",
        ),
        hints=(
            wrong(
                17,
                "A claim also says a verdict on the seat it names: human or werewolf.",
                "名乗りでは、指名した席についての判定（人間か人狼か）も告げます。",
            ),
            wrong(
                32,
                "Saying nothing is an option too.",
                "何も言わないことも選択肢の一つです。",
            ),
            wrong(
                37,
                "A seat does not claim a verdict on itself: count the other seats only.",
                "自分自身についての判定は名乗れません。数えるのはほかの席だけです。",
            ),
            wrong(
                65,
                "Which roles can be claimed? Only the two that judge a seat: the seer and the medium.",
                "名乗れる役職はどれでしょう。席を判定する2つ、予言者と霊能者だけです。",
            ),
        ),
    ),
    Exercise(
        "9",
        _seer_options,
        _is_int,
        ("answer_9 is a number of players (an int).", "answer_9は人数（整数）です。"),
        (
            "The nine seats less the executed citizen and the seer itself: the seer divines one other "
            "living player each night (MAH-R02).",
            "9席から、処刑された市民と予言者自身を除いた数です。予言者は毎晩、自分以外の生きている一人を占います（MAH-R02）。",
        ),
        hints=(
            wrong(
                8,
                "The citizen executed on day 1 is dead: the seer divines living players only.",
                "1日目に処刑された市民はもう死んでいます。予言者が占えるのは生きている人だけです。",
            ),
            wrong(
                9,
                "Leave out the seer itself and the executed citizen.",
                "予言者自身と、処刑された市民を除きましょう。",
            ),
            wrong(
                6,
                "Did you leave out the werewolves or the masons? The seer may divine any other living player.",
                "人狼や共有者を除いていませんか。予言者は、自分以外の生きている人ならだれでも占えます。",
            ),
        ),
    ),
)
