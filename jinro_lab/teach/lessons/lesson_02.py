"""The checks of lesson 02, 政治家人狼 (``notebooks/02_seijika.ipynb``).

Each right answer is computed here from the kit, as the lesson's hidden tests compute it;
the hints name the likely slips (SEI-14 the spies at night 0, SEI-02 party or member,
SEI-44 the lawyers, SEI-50 the promise deck drawn without replacement, SEI-61 the
crossing ballots, the guard's worth, SEI-32 whom the reporter may investigate).
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from math import comb
from typing import Any

from ... import new_game
from ...agents import play_game
from ...variants import heuristic_agent
from ..exercises import Exercise, close_to, mistake, unsorted, wrong

#: the lesson's fixed tables (the notebook's ``R8``, ``EVERY`` and the spies' table of exercise 1)
R8 = ["wolf", "wolf", "spy", "reporter", "guard", "human", "human", "human"]
EVERY = [
    "wolf", "wolf", "spy", "lover", "corrupt_lawyer", "reporter", "prosecutor", "guard", "lawyer",
    "human", "human", "human",
]  # fmt: skip
SPIES = ["wolf", "spy", "spy", "human", "human", "human", "human"]
NO_GUARD = ["wolf", "wolf", "spy", "reporter", "human", "human", "human", "human"]
GAME_SEED = 30  # section 5's game


def _new(roles: list[str], seed: int = 0, **options: Any) -> Any:
    """The notebook's ``new``: one role per seat, simultaneous votes unless said otherwise."""
    options.setdefault("vote_styles", ["simultaneous"])
    return new_game("seijika", roles=list(roles), seed=seed, **options)


def _elect(game: Any, target: int, fallback: int) -> None:
    """The notebook's ``elect``: everybody votes for ``target`` (and ``target`` for ``fallback``)."""
    game.act_together({v: f"vote seat {fallback if v == target else target}" for v in game.to_act()})


def _is_int(answer: Any) -> bool:
    return isinstance(answer, int) and not isinstance(answer, bool)


def _seats(answer: Any) -> bool:
    return isinstance(answer, list) and all(_is_int(seat) for seat in answer)


def _party(answer: Any) -> bool:
    return answer in ("human", "wolf")


def _spy_knows() -> list[int]:
    """SEI-14: with ``spy_meets_wolves=False`` the spy at seat 1 knows the spies only."""
    roles = _new(SPIES, spy_meets_wolves=False).view(1).roles
    return [seat for seat, role in enumerate(roles) if role is not None]


def _prosecutor_learns() -> str:
    """SEI-02: the prosecutor's result for the elected lover (seat 3 of ``EVERY``)."""
    game = _new(EVERY)
    game.act(3, "favourite seat 0")
    _elect(game, 3, 9)
    game.act_together({0: "smear seat 9", 1: "smear seat 9", 5: "investigate seat 3", 7: "protect seat 10"})
    return str(game.view(6).facts("party")[3])


def _three_humans(roles: list[str]) -> Any:
    """The notebook's ``three_humans``: seats 5, 6 and 7 elected on days 1 to 3."""
    game = _new(roles)
    for target in (5, 6, 7):
        _elect(game, target, 0)
        if not game.over:
            night = {0: "smear seat 2", 1: "smear seat 2", 3: "investigate seat 0", 4: "protect seat 2"}
            game.act_together({s: a for s, a in night.items() if s in game.to_act()})
    return game


def _corrupt_lawyer_game() -> str:
    """SEI-44, SEI-40: the corrupt lawyer holds the game to day 4; the spy is elected last."""
    game = _three_humans(["wolf", "corrupt_lawyer", *R8[2:]])
    _elect(game, 2, 0)
    return str(game.result.side)


def _all_successes() -> Fraction:
    """SEI-50: four draws without replacement from 8 successes and 2 failures."""
    return Fraction(comb(8, 4), comb(10, 4))


def _whole() -> Any:
    game = new_game("seijika", players=8, seed=GAME_SEED)
    return play_game(game, [heuristic_agent("seijika", seed=GAME_SEED * 10 + s) for s in range(8)])


def _most_wrongly_trusted() -> int:
    """SEI-61: the seat that received the most ballots from the other party."""
    from ...variants.seijika import crossing_votes, trust_graph

    counted = Counter(candidate for voter, candidate, data in crossing_votes(trust_graph(_whole())))
    return int(counted.most_common(1)[0][0])


def human_rate(games: int, seed: int, **options: Any) -> dict[str, Any]:
    """The notebook's ``human_rate``: the Human Party's wins in ``games`` seeded games of
    heuristic agents, with the 95% Wilson interval."""
    from ...analysis.stats import wilson_interval

    wins = 0
    for g in range(games):
        setup = dict(options)
        roles = options.get("roles")
        if roles is not None:
            setup["roles"] = random.Random(seed + g).sample(roles, len(roles))
        game = new_game("seijika", seed=seed + g, **setup)
        agents = [heuristic_agent("seijika", seed=(seed + g) * 16 + s) for s in range(game.players)]
        result = play_game(game, agents).result
        wins += result is not None and result.side == "human"
    lo, hi = wilson_interval(wins, games)
    return {"games": games, "human wins": wins, "rate": round(wins / games, 3), "lo": round(lo, 3), "hi": round(hi, 3)}


def _without_guard() -> dict[str, Any]:
    return human_rate(200, 500_000, roles=NO_GUARD)


def _rate_dict(answer: Any) -> bool:
    return isinstance(answer, dict) and {"games", "human wins", "rate", "lo", "hi"} <= set(answer)


def _rate_in(answer: Any, expected: Any) -> bool:
    return bool(expected["lo"] <= float(answer["rate"]) <= expected["hi"])


def _reporter_may() -> list[int]:
    """SEI-32: on night 1 the reporter (seat 3 of ``R8``) investigates any player but itself."""
    game = _new(R8)
    _elect(game, 5, 6)
    return sorted(action.targets[0] for action in game.legal_actions(3))


def _probability(answer: Any) -> bool:
    return isinstance(answer, int | float | Fraction) and not isinstance(answer, bool)


EXERCISES = (
    Exercise(
        "1",
        _spy_knows,
        _seats,
        (
            "answer_1 is a list of seat numbers, smallest first, e.g. [1, 4].",
            "answer_1 は席番号のリストで、小さい順に並べます（例：[1, 4]）。",
        ),
        (
            "The spy knows itself and the other spy (they meet, SEI-14), but not the wolf at seat 0: "
            "with spy_meets_wolves=False the wolves learn who the spies are, the spies never learn the wolves.",
            "スパイは自分ともう1人のスパイを知っています（スパイどうしは顔を合わせます。SEI-14）。"
            "しかし席0のおおかみの党党員は知りません。"
            "spy_meets_wolves=False では、おおかみの党党員はスパイを知りますが、"
            "スパイはおおかみの党党員を知りません。",
        ),
        hints=(
            mistake(
                lambda answer, expected: 0 in answer,
                lambda expected: sorted([0, *expected]),
                "Read SEI-14 again: with the option false, who learns whom? The spies raise a thumb; "
                "their eyes stay closed.",
                "SEI-14を読み直しましょう。この設定では、誰が誰を知るのでしょう。スパイは親指を立てるだけで、目は閉じたままです。",
            ),
            unsorted("The right seats, but put them smallest first.", "席は合っています。小さい順に並べましょう。"),
            mistake(
                lambda answer, expected: 1 not in answer,
                lambda expected: [s for s in expected if s != 1],
                "Seat 1 knows its own role too: include it.",
                "席1は自分の役職も知っています。席1も入れましょう。",
            ),
            mistake(
                lambda answer, expected: len(answer) < len(expected),
                lambda expected: expected[:1],
                "The spies meet each other at night 0 (SEI-14), whatever the option says.",
                "設定にかかわらず、スパイどうしは役職確認で顔を合わせます（SEI-14）。",
            ),
        ),
        otherwise=(
            "Make the game with new([...], spy_meets_wolves=False) and list the seats where "
            "game.view(1).roles is not None.",
            "new([...], spy_meets_wolves=False) でゲームを作り、"
            "game.view(1).roles が None でない席を書き出しましょう。",
        ),
    ),
    Exercise(
        "2",
        _prosecutor_learns,
        _party,
        ('answer_2 is a party id: "human" or "wolf".', 'answer_2 は政党のidで、"human" か "wolf" です。'),
        (
            'The lover belongs to the Wolf Party, so the prosecutor, who learns a party, learns "wolf"; '
            'but the lover is not a Wolf Party member, so the reporter learns "not a member" of the same '
            "player (SEI-02).",
            '政治家の愛人はおおかみの党の陣営なので、陣営を知る検察官には "wolf" と出ます。'
            "けれども愛人はおおかみの党党員ではないので、番記者が同じ人を調べると「党員ではない」と出ます（SEI-02）。",
        ),
        hints=(
            wrong(
                "human",
                "That answers the reporter's question, whether the lover is a Wolf Party member. The "
                "prosecutor learns the party (SEI-02): which party does the lover win with?",
                "それは番記者の問い（おおかみの党党員かどうか）への答えです。検察官が知るのは陣営です（SEI-02）。"
                "政治家の愛人はどちらの党と一緒に勝つでしょう。",
            ),
        ),
        otherwise=(
            'Read game.view(6).facts("party") for seat 3 after night 1.',
            '1日目の夜のあとで、席3について game.view(6).facts("party") を読みましょう。',
        ),
    ),
    Exercise(
        "3",
        _corrupt_lawyer_game,
        _party,
        ('answer_3 is a party id: "human" or "wolf".', 'answer_3 は政党のidで、"human" か "wolf" です。'),
        (
            "The corrupt lawyer only keeps the game going (SEI-44, SEI-05): on day 4 the fourth seat is "
            "filled, the Human Party still holds 3 seats, and it wins (SEI-40).",
            "悪徳弁護士はゲームを続けさせるだけです（SEI-44、SEI-05）。4日目に4つ目の議席が埋まっても、"
            "にんげんの党は3議席を持っているので勝ちます（SEI-40）。",
        ),
        hints=(
            wrong(
                "wolf",
                "The corrupt lawyer holds off the early end, but does it take a seat away? Count each "
                "party's seats when the fourth seat is filled (SEI-40, SEI-44).",
                "悪徳弁護士はゲームが早く終わるのを止めますが、議席を奪うでしょうか。"
                "4つ目の議席が埋まったときの、それぞれの党の議席を数えましょう（SEI-40、SEI-44）。",
            ),
        ),
        otherwise=(
            "Play it with three_humans([...]) and elect(game, 2, 0), then read game.result.side.",
            "three_humans([...]) と elect(game, 2, 0) で進め、game.result.side を読みましょう。",
        ),
    ),
    Exercise(
        "4",
        _all_successes,
        _probability,
        (
            "answer_4 is a probability: a number (a float or a Fraction).",
            "answer_4 は確率です。数（float か Fraction）を入れましょう。",
        ),
        (
            "70 of the 210 ways to draw four of the ten cards are all successes: 1/3, less than "
            "0.8 ** 4 ≈ 0.41, because each success drawn leaves the two failures more likely for the next "
            "winner (the deck is not refilled, SEI-50).",
            "10枚から4枚を引く210通りのうち、4枚とも成功になるのは70通りで、1/3です。0.8 ** 4 ≈ 0.41 より小さいのは、"
            "成功カードを1枚引くごとに、次の当選者が失敗カード2枚を引きやすくなるからです（引いたカードは戻しません。SEI-50）。",
        ),
        hints=(
            mistake(
                lambda answer, expected: abs(float(answer) - 0.8**4) < 0.005,
                lambda expected: 0.8**4,
                "That is four draws with replacement. Here a card drawn is not put back (SEI-50): "
                "after each success, what share of the deck is still a success?",
                "それは引いたカードを戻す場合の確率です。公約実行カードは戻しません（SEI-50）。"
                "成功カードを1枚引くたびに、山札に残る成功カードの割合はどうなるでしょう。",
            ),
            mistake(
                lambda answer, expected: abs(float(answer) - (1 - float(expected))) < 0.01,
                lambda expected: 1 - expected,
                "That is the chance that at least one winner draws a failure: the question asks for all "
                "four successes.",
                "それは、少なくとも1人が失敗カードを引く確率です。問われているのは4人とも成功する確率です。",
            ),
            mistake(
                lambda answer, expected: float(answer) > 1,
                lambda expected: round(100 * float(expected), 1),
                "A probability lies between 0 and 1: is that a percentage?",
                "確率は0から1の間の数です。百分率になっていませんか。",
            ),
        ),
        otherwise=(
            "Count the ways: math.comb(8, 4) draws of four successes among math.comb(10, 4) draws of four.",
            "数え上げましょう。4枚の引き方 math.comb(10, 4) 通りのうち、"
            "4枚とも成功になるのは math.comb(8, 4) 通りです。",
        ),
        is_right=close_to(0.01),
    ),
    Exercise(
        "5",
        _most_wrongly_trusted,
        _is_int,
        ("answer_5 is a seat number, 0 to 7.", "answer_5 は席番号（0〜7）です。"),
        (
            "Seat 0, the spy: on day 1 three humans voted for it only because it was the lowest seat "
            "(the day-1 convention), and it was elected. A convention trusts a seat, not a player.",
            "席0のスパイです。1日目、にんげんの党党員3人は、一番小さい席だというだけで（1日目の約束事）"
            "席0に投票し、スパイが当選しました。約束事が信頼するのは席であって、人ではありません。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer != expected and 0 <= answer <= 7,
                lambda expected: (expected + 4) % 8,
                "Count the red arrows that point at each seat (the ballots it received from the other "
                "party), not the ones it sends; which seat did the day-1 convention send the humans to?",
                "各席に向かう赤い矢印（もう一方の党から受けた票）を数えましょう。出ていく矢印ではありません。"
                "1日目の約束事で、にんげんの党の票はどの席に集まったでしょう。",
            ),
        ),
        otherwise=(
            "Count the candidates of crossing_votes(trust_graph(whole)) with collections.Counter.",
            "crossing_votes(trust_graph(whole)) の候補者を collections.Counter で数えましょう。",
        ),
    ),
    Exercise(
        "6",
        _without_guard,
        _rate_dict,
        (
            'answer_6 is the dict human_rate returns (with "games", "human wins", "rate", "lo" and "hi").',
            'answer_6 は human_rate が返す辞書です（"games"、"human wins"、"rate"、"lo"、"hi" を持ちます）。',
        ),
        (
            "Without the guard the Human Party almost never wins (a few games in a hundred), against "
            "about half with it: the heuristic wolves smear the player the humans trust most, and only "
            "the guard stops them.",
            "警備員がいないと、にんげんの党はほとんど勝てません（100ゲームに数回）。警備員がいればほぼ半分勝ちます。"
            "ヒューリスティックなおおかみの党は、にんげんの党が最も信頼する人を狙い、それを止められるのは警備員だけです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: float(answer["rate"]) > 0.65,
                lambda expected: {"games": 200, "human wins": 151, "rate": 0.755, "lo": 0.691, "hi": 0.809},
                "Too high: that is near the rate without the spy. Replace the guard (the fifth role "
                "of the list), not the spy, by a human.",
                "高すぎます。スパイをなくしたときの勝率に近い値です。スパイではなく警備員（構成の5番目）をにんげんの党党員に替えましょう。",
            ),
            mistake(
                lambda answer, expected: float(answer["rate"]) > float(expected["hi"]),
                lambda expected: {"games": 200, "human wins": 108, "rate": 0.54, "lo": 0.471, "hi": 0.608},
                "That is about the rate with the guard. Did you pass the roles without the guard "
                '(roles=["wolf", "wolf", "spy", "reporter", "human", …])?',
                "それは警備員がいるときの勝率くらいです。警備員を除いた構成"
                '（roles=["wolf", "wolf", "spy", "reporter", "human", …]）を渡しましたか。',
            ),
        ),
        otherwise=(
            "Run human_rate(200, 500_000, roles=[...]) with the guard replaced by a human, "
            "and keep the dict it returns.",
            "警備員をにんげんの党党員に替えて human_rate(200, 500_000, roles=[...]) を実行し、"
            "返ってきた辞書をそのまま入れましょう。",
        ),
        is_right=_rate_in,
    ),
    Exercise(
        "7",
        _reporter_may,
        _seats,
        (
            "answer_7 is a list of seat numbers, smallest first.",
            "answer_7 は席番号のリストで、小さい順に並べます。",
        ),
        (
            'Everyone but the reporter itself, the elected seat 5 included (SEI-32: "any player but '
            'themself"): a result about an elected player tells the table which party took the seat.',
            "番記者自身を除く全員で、当選した席5も含みます（SEI-32：「誰か1人」）。"
            "当選者を調べた結果から、その議席をどちらの党が取ったかが卓にわかります。",
        ),
        hints=(
            mistake(
                lambda answer, expected: 3 in answer,
                lambda expected: sorted([*expected, 3]),
                "Can the reporter investigate itself? Read SEI-32 again.",
                "番記者は自分自身を調査できるでしょうか。SEI-32を読み直しましょう。",
            ),
            mistake(
                lambda answer, expected: 5 not in answer and set(answer) < set(expected),
                lambda expected: [s for s in expected if s != 5],
                "An elected player leaves the race, but can still be investigated at night (SEI-32).",
                "当選者は選挙から抜けますが、夜の調査の対象にはなります（SEI-32）。",
            ),
            unsorted("The right seats, but put them smallest first.", "席は合っています。小さい順に並べましょう。"),
        ),
        otherwise=(
            "Elect seat 5 with elect(game, 5, 6), then read the targets of game.legal_actions(3).",
            "elect(game, 5, 6) で席5を当選させてから、game.legal_actions(3) の対象を読みましょう。",
        ),
    ),
)
