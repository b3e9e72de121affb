"""The checks of lesson 01, 人狼は眠らない (``notebooks/01_nemuranai.ipynb``).

Each right answer is computed here from the kit, as the lesson's hidden tests compute it;
the hints name the likely slips (NEM-02 … NEM-05 the deal, NEM-12 the werewolf card,
NEM-30/NEM-31 the vote and the knight, NEM-53/NEM-60 the search, NEM-70 what a seat learns).
"""

from __future__ import annotations

from typing import Any

from ... import PUBLIC, new_game
from ...agents import play_game
from ...core.events import Eliminated
from ...variants import heuristic_agent
from ...variants.nemuranai.cards import arrange_deck
from ...variants.nemuranai.position import KNIGHT_LESSON
from ..exercises import Exercise, mistake, same_rate, wrong


def _is_int(answer: Any) -> bool:
    return isinstance(answer, int) and not isinstance(answer, bool)


def _seats(answer: Any) -> bool:
    return isinstance(answer, list) and all(_is_int(seat) for seat in answer)


def _cards_left() -> int:
    """NEM-02 … NEM-05: the deck after a three-player deal and the first draw."""
    return new_game("nemuranai", players=3, seed=1).view(None).deck_size


def _seer_choices() -> int:
    """NEM-12: the werewolf card cannot be played, so the seer is played, at one of three seats."""
    deck = arrange_deck(4, hands=["werewolf", "vote", "knight", "sleep"], ruins="madman", draws=["seer"])
    return len(new_game("nemuranai", deck=deck, first_player=0).legal_actions(0))


def _knight_vote() -> int | None:
    """NEM-30, NEM-31: the vote of ``KNIGHT_LESSON``; a face-up knight protects seat 0."""
    game = new_game("nemuranai", players=4, seed=0, position=KNIGHT_LESSON)
    start = len(game.log)
    game.act(1, "play vote")
    for voter, target in {0: 1, 1: 0, 2: 0, 3: 0}.items():
        game.act(voter, f"vote seat {target}")
    out = [event.seat for event in game.log[start:] if isinstance(event, Eliminated)]
    return out[0] if out else None


def _heuristic_game(seed: int) -> Any:
    game = new_game("nemuranai", players=4, seed=seed)
    play_game(game, [heuristic_agent("nemuranai", seed=seed * 10 + s) for s in range(4)])
    return game


def _other_search(seed: int) -> str:
    """NEM-53, NEM-60: seat 3 searches card 1 of seat 1's discard instead."""
    game = _heuristic_game(seed)
    again = new_game("nemuranai", players=4, seed=seed)
    for seat, action in game.record().actions[:-2]:
        again.act(seat, action)
    again.act(3, "search discard of seat 1, card 1")
    assert again.result is not None  # the search ends the game (NEM-53)
    return str(again.result.side)


def _learned(seed: int, seat: int = 1) -> list[int]:
    """NEM-70: the seats whose cards ``seat`` learned privately."""
    from ...analysis import info_flow_graph

    graph = info_flow_graph(_heuristic_game(seed).log, seat=seat)
    return sorted(subject for subject, observer in graph.edges() if subject != "public" and observer == seat)


def _villagers_rate(seed: int) -> Any:
    """The three-player villagers' simulated rate and its 95% interval."""
    from ...analysis import simulate, win_rates

    rates = win_rates(
        simulate("nemuranai", n=300, seed=seed, agents="heuristic", options={"players": 3}, progress=False)
    )
    return rates[rates["side"] == "villagers"].iloc[0]


#: the viewers of exercise 7, in the order the answer lists them: the table, seat 1, the game master
_VIEWERS: tuple[Any, ...] = (PUBLIC, 1, None)


def _who_knows() -> list[int | None]:
    """NEM-70: where each viewer of game seed 3 knows the werewolf card to be (None: it does not know)."""
    game = new_game("nemuranai", players=4, seed=3)
    seats = [game.view(viewer).werewolf for viewer in _VIEWERS]
    return [None if seat is None else int(seat) for seat in seats]


def _three_views(answer: Any) -> bool:
    return isinstance(answer, list) and len(answer) == 3 and all(seat is None or _is_int(seat) for seat in answer)


def _werewolf(expected: list[int | None]) -> int:
    """The werewolf card's seat: what the game master sees (the last of the three)."""
    seat = expected[-1]
    assert seat is not None
    return seat


EXERCISES = (
    Exercise(
        "1",
        _cards_left,
        _is_int,
        ("answer_1 is a number of cards (an int).", "answer_1 はカードの枚数（整数）です。"),
        (
            "16 cards − 3 hands − 1 ruins − 1 card the first player draws = 11 (NEM-02 … NEM-05): "
            "one card more than with four players.",
            "16枚 − 手札3枚 − 遺跡1枚 − 最初のプレイヤーがドローする1枚 = 11枚（NEM-02〜NEM-05）。"
            "4人のときより1枚多く残ります。",
        ),
        hints=(
            wrong(
                10,
                "That is the four-player count. Here three players are dealt a hand: count again.",
                "それは4人のときの枚数です。この問題では手札を配られるのは3人です。数え直しましょう。",
            ),
            wrong(
                12,
                "Close: did you count the card the first player draws at the start of the first turn?",
                "あと少しです。最初の手番で最初のプレイヤーがドローする1枚を数えましたか。",
            ),
            wrong(
                13,
                "Did you count the ruins card and the first draw?",
                "遺跡のカードと、最初の手番でドローする1枚を数えましたか。",
            ),
            mistake(
                lambda answer, expected: answer == 16,
                lambda expected: 16,
                "16 is the whole deck: take away what the deal puts out of the deck.",
                "16枚は山札全体の枚数です。配るときに山札から出ていくカードを引きましょう。",
            ),
        ),
    ),
    Exercise(
        "2",
        _seer_choices,
        _is_int,
        ("answer_2 is a number of actions (an int).", "answer_2 は行動の数（整数）です。"),
        (
            "The werewolf card can never be played (NEM-12), so seat 0 must play the seer, "
            "and the seer looks at one other player's hand: seat 1, 2 or 3.",
            "《失われた遺産：人狼》はプレイできない（NEM-12）ので、席0は占い師をプレイするしかありません。"
            "占い師は他の誰か1人の手札を見るカードなので、対象は席1・席2・席3のどれかです。",
        ),
        hints=(
            wrong(
                4,
                "You counted the werewolf card as a fourth action: can it be played at all? Read NEM-12 again.",
                "《失われた遺産：人狼》も行動に数えていませんか。このカードはプレイできるでしょうか。NEM-12を読み直しましょう。",
            ),
            wrong(
                6,
                "Two cards times three targets? Only one of the two cards can be played (NEM-12).",
                "2枚のカード×相手3人と数えましたか。2枚のうち、プレイできるのは1枚だけです（NEM-12）。",
            ),
            wrong(
                2,
                "Which card can seat 0 play, and how many other players can it choose from?",
                "席0がプレイできるカードはどれで、その対象に選べる相手は何人いるでしょうか。",
            ),
            wrong(
                1,
                "One card can be played, but it names a target: count the targets.",
                "プレイできるカードは1枚ですが、対象を1人選びます。選べる相手を数えましょう。",
            ),
        ),
    ),
    Exercise(
        "3",
        _knight_vote,
        lambda answer: answer is None or _is_int(answer),
        (
            "answer_3 is a seat number, 0 to 3, or None if nobody is eliminated.",
            "answer_3 は席番号（0〜3）か、誰も脱落しないなら None です。",
        ),
        (
            "Nobody: seat 0 has by far the most votes (three ballots + two face-down cards = 5), "
            "but its face-up knight protects it from any elimination (NEM-31).",
            "誰も脱落しません。席0の票は最多（投票3票＋ウラ向きのカード2枚＝5票）ですが、"
            "捨て札にオモテ向きの騎士があるので、席0は脱落しません（NEM-31）。",
        ),
        hints=(
            wrong(
                0,
                "Seat 0 has the most votes, but look at the face-up card in its discard (NEM-31).",
                "席0の票が最多です。でも、席0の捨て札にあるオモテ向きのカードを見てください（NEM-31）。",
            ),
            wrong(
                1,
                "Count again: each face-down card in a discard adds a vote to its owner (NEM-30).",
                "数え直しましょう。捨て札のウラ向きのカードは1枚につき1票になります（NEM-30）。",
            ),
        ),
        otherwise=(
            "Count each seat's votes (ballots and face-down cards), then ask who can be eliminated at all.",
            "各席の票（投票とウラ向きのカード）を数え、そもそも脱落できるのは誰かを考えましょう。",
        ),
    ),
    Exercise(
        "4",
        _other_search,
        lambda answer: answer in ("villagers", "werewolf"),
        ('answer_4 is a side: "villagers" or "werewolf".', 'answer_4 は陣営で、"villagers" か "werewolf" です。'),
        (
            "A villager player found the werewolf card (NEM-53, NEM-60): the villager side wins "
            "together, the eliminated seats 0 and 2 included.",
            "村人プレイヤーが《失われた遺産：人狼》を探索したので（NEM-53、NEM-60）、村人陣営の勝ちです。"
            "脱落している席0と席2も一緒に勝ちます。",
        ),
        hints=(
            wrong(
                "werewolf",
                "Which side is the seat that searches? Finding the werewolf card wins for the finder's side (NEM-53).",
                "探索するのはどちらの陣営の席でしょう。《失われた遺産：人狼》を見つけると、"
                "探索したプレイヤーと同じ陣営の勝ちです（NEM-53）。",
            ),
        ),
        otherwise=(
            "Where did seat 1's sleep put the werewolf card? Who would find it, and on which side is the finder?",
            "席1は就寝で《失われた遺産：人狼》をどこへ移しましたか。それを見つけるのは誰で、その人はどちらの陣営でしょう。",
        ),
        given_for_tests=lambda: {"seed": 24},
    ),
    Exercise(
        "5",
        _learned,
        _seats,
        ("answer_5 is a list of seats, e.g. [2].", "answer_5 は席番号のリストです（例：[2]）。"),
        (
            "Seat 1's seer looked at seat 0's hand; nobody else's card became known to seat 1 privately (NEM-70).",
            "席1の占い師は席0の手札を見ました。ほかの席のカードを、席1がひそかに知ったことはありません（NEM-70）。",
        ),
        hints=(
            mistake(
                lambda answer, expected: 1 in answer,
                lambda expected: [*expected, 1],
                "Leave seat 1 itself out: the arrows that count end at seat 1 and start at another seat.",
                "席1自身は入れません。数えるのは、他の席から席1へ向かう矢印です。",
            ),
            mistake(
                lambda answer, expected: answer == [2] != expected,
                lambda expected: [2],
                "That is what seat 3 learned, in the story above. This exercise asks about seat 1: "
                "read the arrows that end at seat 1.",
                "それは上の話で席3が知ったことです。この演習で問うのは席1です。席1に向かう矢印を読みましょう。",
            ),
            mistake(
                lambda answer, expected: answer == [] != expected,
                lambda expected: [],
                "Seat 1 played a seer on turn 4, and a seer's look is a private fact (NEM-70): whose hand was it?",
                "席1は4ターン目に占い師をプレイしました。占い師で見たカードは、その席だけが知る事実です（NEM-70）。"
                "誰の手札だったでしょう。",
            ),
        ),
        otherwise=(
            'Read the arrows subject → 1 of info_flow_graph(whole.log, seat=1), leaving out "public".',
            'info_flow_graph(whole.log, seat=1) の「対象 → 1」の矢印を読みましょう。"public" は除きます。',
        ),
        given_for_tests=lambda: {"seed": 11},
    ),
    Exercise(
        "6",
        _villagers_rate,
        lambda answer: isinstance(answer, float) and 0 <= answer <= 1,
        ("answer_6 is a rate, a float between 0 and 1.", "answer_6 は勝率で、0から1までの小数です。"),
        (
            "Your rate lies in the simulation's 95% interval. With three players the villagers win less "
            "often than with four (about 60%): the Werewolf player wins about as often, but many more games "
            "end with nobody winning (a lone villager left, or the werewolf card never found).",
            "あなたの答えは、シミュレーションの95%区間に入っています。3人では、4人のとき（約60%）より"
            "村人陣営の勝率が下がります。人狼陣営の勝率はほとんど変わりませんが、勝者なしで終わるゲーム"
            "（村人プレイヤーが1人だけ残る、または《失われた遺産：人狼》が見つからない）がずっと増えるからです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer > float(expected["hi"]),
                lambda expected: min(1.0, float(expected["hi"]) + 0.08),
                "Too high for three players: is that the four-player rate? Simulate three players.",
                "3人にしては高すぎます。4人の勝率ではありませんか。3人でシミュレーションしましょう。",
            ),
            mistake(
                lambda answer, expected: answer < float(expected["lo"]),
                lambda expected: max(0.0, float(expected["lo"]) - 0.08),
                "Too low: is that another side's rate, or the share of games nobody wins?",
                "低すぎます。ほかの陣営の勝率か、勝者なしの割合を読んでいませんか。",
            ),
        ),
        otherwise=(
            'Simulate 300 three-player games (options={"players": 3}) with the same master seed and read '
            "the villagers' rate.",
            '同じマスターシードで3人ゲームを300回シミュレーションし（options={"players": 3}）、'
            "村人陣営の勝率を読みましょう。",
        ),
        is_right=same_rate(lambda row: (float(row["lo"]), float(row["hi"]))),
        given_for_tests=lambda: {"seed": 2026},
        right_for_tests=lambda row: float(row["rate"]),
    ),
    Exercise(
        "7",
        _who_knows,
        _three_views,
        (
            "answer_7 is a list of three: [table, seat 1, game master], each a seat number or None.",
            "answer_7 は、テーブル・席1・ゲームマスターの順に3つの値を並べたリストです。それぞれ席番号か None です。",
        ),
        (
            "Only the game master (and the seat itself) knows where the werewolf card is. The table sees only "
            "what is face-up, and seat 1 has looked at nobody's hand yet: both see None.",
            "《失われた遺産：人狼》がどこにあるかを知っているのは、ゲームマスター（とその席自身）だけです。"
            "テーブルに見えるのはオモテ向きのものだけで、席1はまだ誰の手札も見ていないので、どちらも None です。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer == [_werewolf(expected)] * 3,
                lambda expected: [_werewolf(expected)] * 3,
                "A hand is private: the table sees only what is face-up, and seat 1 has not looked at anyone yet.",
                "手札は本人にしか見えません。テーブルに見えるのはオモテ向きのものだけで、席1もまだ誰の手札も見ていません。",
            ),
            mistake(
                lambda answer, expected: answer == [None, None, None],
                lambda expected: [None, None, None],
                "The game master (None) sees every hand: what does view(None).werewolf say?",
                "ゲームマスター（None）には全員の手札が見えます。view(None).werewolf は何と言うでしょう。",
            ),
            mistake(
                lambda answer, expected: answer == [None, _werewolf(expected), _werewolf(expected)],
                lambda expected: [None, _werewolf(expected), _werewolf(expected)],
                "Seat 1 has not played a seer: how could it know another player's hand?",
                "席1はまだ占い師をプレイしていません。どうして他のプレイヤーの手札が分かるでしょう。",
            ),
            mistake(
                lambda answer, expected: answer == [_werewolf(expected), None, _werewolf(expected)],
                lambda expected: [_werewolf(expected), None, _werewolf(expected)],
                "The table (jl.PUBLIC) sees only what is face-up: is any hand face-up?",
                "テーブル（jl.PUBLIC）に見えるのはオモテ向きのものだけです。オモテ向きの手札はあるでしょうか。",
            ),
            mistake(
                lambda answer, expected: answer == expected[::-1] != expected,
                lambda expected: expected[::-1],
                "Right values, wrong order: the list is [table, seat 1, game master].",
                "値は合っていますが、順番が違います。テーブル・席1・ゲームマスターの順に並べましょう。",
            ),
        ),
        otherwise=(
            "Ask each of the three viewers: game.view(jl.PUBLIC), game.view(1) and game.view(None), then .werewolf.",
            "3つの視点それぞれに聞きましょう。game.view(jl.PUBLIC)、game.view(1)、game.view(None) の .werewolf です。",
        ),
    ),
)
