"""The checks of lesson 08, a class tournament at 魔法都市の人狼 (``notebooks/08_tournament.ipynb``).

Each right answer is computed here from the kit, as the lesson's hidden tests compute it:
from the notebook's own tournament when the check is given it (``result=result``), else
from the same tournament played here with the lesson's entrants (:data:`ENTRANTS`, the
classes of the notebook's section 1). The hints name the likely slips: a werewolf voting
for a werewolf it knows (MAH-03), the top of the standings read for the bottom, a lead
read from the difference instead of its interval, the seats a bloc voted for taken for the
bloc, an agent class given where an entrant is asked.

The entrants may carry other names (the Japanese edition translates them): the kit's
entrant is the one entered as ``"heuristic"``, the focal wolf the one whose factory is
named ``focal_wolf``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ... import new_game
from ...agents import heuristic_agent
from ..exercises import Exercise, mistake

#: the notebook's choices: the demo game of section 1, the tournament of section 2, the game of section 4
DEMO_SEED, GAMES, TOURNAMENT_SEED, SHOW = 3, 2000, 8, 96


class RoleAgent:
    """Plays ``role`` its own way (its method ``mine``), and everything else as the kit's heuristic
    (the notebook's template, section 1)."""

    role: str | None = None

    def __init__(self, seed: int):
        self.kit = heuristic_agent("mahou_toshi", seed=seed)

    def reset(self, seat: int, seed: int) -> None:
        self.kit.reset(seat, seed)

    def choose(self, view: Any, legal: Any) -> Any:
        if view.role == self.role and len(legal) > 1:
            choice = self.mine(view, legal)
            if choice is not None:
                return choice
        return self.kit.choose(view, legal)

    def mine(self, view: Any, legal: Any) -> Any:
        return None


class OrderSeer(RoleAgent):
    """The seer divines the seats in order, and votes for a werewolf it found."""

    role = "seer"

    def mine(self, view: Any, legal: Any) -> Any:
        judged = view.judged()
        if legal[0].kind == "divine":
            unchecked = [a for a in legal if a.target not in judged]
            return unchecked[0] if unchecked else None
        if legal[0].kind == "vote":
            found = [a for a in legal if judged.get(a.target) == "werewolf"]
            return found[0] if found else None
        return None


class FocalWolf(RoleAgent):
    """The werewolves all vote for the lowest-numbered living human: a focal point."""

    role = "werewolf"

    def mine(self, view: Any, legal: Any) -> Any:
        if legal[0].kind != "vote":
            return None
        humans = [a for a in legal if a.target not in view.werewolves()]
        return min(humans, key=lambda a: a.target) if humans else None


def order_seer(seat: int, seed: int) -> OrderSeer:
    return OrderSeer(seed)


def focal_wolf(seat: int, seed: int) -> FocalWolf:
    return FocalWolf(seed)


#: the notebook's entrants (section 2), by their English names
ENTRANTS: dict[str, Any] = {"kit": "heuristic", "random": "random", "order seer": order_seer, "focal wolf": focal_wolf}


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _demo(seed: int) -> Any:
    """Section 1's game: the kit's agents play until the seer's day-1 vote."""
    demo: Any = new_game("mahou_toshi", seed=seed)
    seer = demo.roles.index("seer")
    while seer not in demo.to_act() or demo.day < 1:
        for seat in demo.to_act():
            agent = heuristic_agent("mahou_toshi", seed=seat)
            demo.act(seat, agent.choose(demo.view(seat), demo.legal_actions(seat)))
    return demo


@dataclass(frozen=True)
class _Focal:
    """Exercise 1: the focal wolf's vote, the werewolves, and the lowest living seat."""

    target: int
    wolves: frozenset[int]
    lowest: int


def _focal_vote(seed: int = DEMO_SEED) -> _Focal:
    demo = _demo(seed)
    wolf = demo.roles.index("werewolf")
    view, legal = demo.view(wolf), demo.legal_actions(wolf)
    target = FocalWolf(0).choose(view, legal).target
    return _Focal(int(target), frozenset(int(s) for s in view.werewolves()), int(min(view.living())))


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _tournament() -> Any:
    """Section 2's tournament, played here (about ten seconds; once per process)."""
    from ...analysis import tournament

    return tournament("mahou_toshi", ENTRANTS, games=GAMES, seed=TOURNAMENT_SEED, progress=False)


def _given() -> dict[str, Any]:
    return {"result": _tournament()}


def _named(result: Any, spec: str) -> str:
    """The name under which ``result`` entered the kit's ``"heuristic"`` agent or the ``focal_wolf`` factory."""
    for name, entered in result.specs.items():
        if entered == spec or getattr(entered, "__name__", None) == spec:
            return str(name)
    raise LookupError(f"no entrant {spec!r} in the tournament")


@dataclass(frozen=True)
class _Ranks:
    """Exercise 2: the werewolves' side, first and last, and every entrant's name."""

    last: str
    first: str
    names: tuple[str, ...]


def _werewolf_ranks(result: Any = None) -> _Ranks:
    result = _tournament() if result is None else result
    table = result.standings[result.standings["side"] == "werewolves"]
    last = table.loc[table["rate"].idxmin(), "entrant"]
    first = table.loc[table["rate"].idxmax(), "entrant"]
    return _Ranks(str(last), str(first), tuple(str(name) for name in result.entrants))


def _at_role(result: Any, role: str, a: str, b: str) -> tuple[float, float, float, int]:
    """a's and b's wins at the seats dealt ``role``, paired over the deals (the notebook's ``at_role``)."""
    from ...analysis import paired_newcombe_interval

    names = list(result.entrants)
    cells = [0, 0, 0, 0]  # both won, only a, only b, neither
    for deal in range(result.deals):
        seed = int(result.games.loc[result.games["deal"] == deal, "seed"].iloc[0])
        dealt: Any = new_game("mahou_toshi", seed=seed)
        for seat in (s for s, r in enumerate(dealt.roles) if r == role):
            won = []
            for name in (a, b):
                rotation = (names.index(name) - seat) % len(names)
                won.append(seat in result.games.iloc[deal * len(names) + rotation]["winners"])
            cells[(not won[0]) * 2 + (not won[1])] += 1
    both, only_a, only_b, neither = cells
    n = sum(cells)
    low, high = paired_newcombe_interval(both, only_a, only_b, neither)
    return (only_a - only_b) / n, low, high, n


def _focal_lead(result: Any = None) -> bool:
    """Exercise 3: whether the focal wolf's lead over the kit at the werewolves' seats is real."""
    result = _tournament() if result is None else result
    return bool(_at_role(result, "werewolf", _named(result, "focal_wolf"), _named(result, "heuristic"))[1] > 0)


def _is_bool(answer: Any) -> bool:
    return type(answer).__name__ in ("bool", "bool_")  # Python's bool or numpy's


@dataclass(frozen=True)
class _Bloc:
    """Exercise 4: the werewolves of the game shown, the seats their ballots named on each
    day's first vote, and the other seats that joined them on some day but not every day."""

    wolves: tuple[int, ...]
    targets: tuple[int, ...]
    along: tuple[int, ...]


def _bloc(result: Any = None, game: int = SHOW) -> _Bloc:
    from ...analysis import vote_graph

    result = _tournament() if result is None else result
    played = result.replay(game)
    wolves = tuple(s for s, role in enumerate(played.roles) if role == "werewolf")
    targets: list[int] = []
    joined: dict[int, int] = {}
    days = 0
    for day in range(1, played.result.day + 1):
        ballots = {voter: target for voter, target in vote_graph(played.log, day=day, round=0).edges()}
        if not ballots:
            continue
        days += 1
        named = ballots.get(wolves[0])
        if named is not None:
            targets.append(int(named))
        for voter, target in ballots.items():
            if voter not in wolves and target == named:
                joined[voter] = joined.get(voter, 0) + 1
    # the seats that voted with the bloc on some days, not every day, and never received its ballots
    along = tuple(sorted(int(s) for s, times in joined.items() if times < days and s not in targets))
    return _Bloc(tuple(int(s) for s in wolves), tuple(dict.fromkeys(targets)), along)


def _seats(answer: Any) -> bool:
    return isinstance(answer, list) and all(isinstance(s, int) and not isinstance(s, bool) for s in answer)


class _Played:
    """Exercise 5: an entrant plays when a short tournament with it runs to its end."""


def _plays(answer: Any, expected: Any) -> bool:
    from ...analysis import tournament

    short = tournament(
        "mahou_toshi", {"yours": answer, "kit": "heuristic"}, games=20, seed=1, workers=1, progress=False
    )
    return len(short.games) == 20


def _made(answer: Any) -> Any:
    """What the entrant ``answer`` makes for seat 0 of a game with seed 0."""
    return answer(0, 0)


def _chooses_illegally(answer: Any) -> bool:
    """Whether ``answer``'s agents choose, somewhere in a short tournament, what is not in ``legal``."""
    from ...core.errors import IllegalAction

    try:
        _plays(answer, None)
    except IllegalAction:
        return True
    return False


def _target_not_action(seat: int, seed: int) -> Any:
    """An entrant whose seer votes with a seat number instead of one of ``legal`` (a likely slip)."""

    class TargetSeer(RoleAgent):
        role = "seer"

        def mine(self, view: Any, legal: Any) -> Any:
            return legal[0].target if legal[0].kind == "vote" else None

    return TargetSeer(seed)


def _class_not_agent(seat: int, seed: int) -> Any:
    """An entrant that returns the agent's class instead of an agent (a likely slip)."""
    return FocalWolf


def _nothing(seat: int, seed: int) -> Any:
    """An entrant that forgot its ``return`` (a likely slip)."""
    FocalWolf(seed)


EXERCISES = (
    Exercise(
        "1",
        _focal_vote,
        lambda answer: isinstance(answer, int) and not isinstance(answer, bool),
        ("answer_1 is a seat number, 0 to 8 (an int).", "answer_1 は席番号（0〜8の整数）です。"),
        (
            "The werewolves know each other from night 0 (MAH-03), so FocalWolf leaves out every werewolf "
            "and names the lowest-numbered living seat that is left. Here the lowest living seat is a "
            "werewolf itself, so the vote goes to the next one.",
            "人狼は0日目の夜から互いを知っています（MAH-03）。FocalWolfは人狼を除き、残った生きている席のうち"
            "いちばん小さい番号に投票します。ここでは、いちばん小さい番号の生きている席がほかならぬ人狼なので、"
            "票はその次の席に入ります。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer == expected.lowest != expected.target,
                lambda expected: expected.lowest,
                "That is the lowest living seat, but is it a human? A werewolf's view lists the werewolves it knows "
                "(.werewolves()), and FocalWolf never votes for one.",
                "いちばん小さい番号の生きている席ですが、その席は人間でしょうか。人狼の視点の .werewolves() には"
                "仲間の人狼が並び、FocalWolfは人狼には投票しません。",
            ),
            mistake(
                lambda answer, expected: answer in expected.wolves,
                lambda expected: max(expected.wolves),
                "That seat is a werewolf: the werewolves know each other (MAH-03), and FocalWolf votes only for "
                "a seat it does not know to be a werewolf.",
                "その席は人狼です。人狼どうしは互いを知っていて（MAH-03）、FocalWolfは人狼と分かっている席には"
                "投票しません。",
            ),
        ),
        otherwise=(
            "List the living seats that a werewolf's view does not count as werewolves "
            "(.living() without .werewolves()): FocalWolf names the lowest of them.",
            "人狼の視点で、.living() の席から .werewolves() の席を除きましょう。FocalWolfはその中で"
            "いちばん小さい番号に投票します。",
        ),
        is_right=lambda answer, expected: answer == expected.target,
        given_for_tests=lambda: {"seed": DEMO_SEED},
        right_for_tests=lambda expected: expected.target,
    ),
    Exercise(
        "2",
        _werewolf_ranks,
        lambda answer: isinstance(answer, str),
        (
            "answer_2 is an entrant's name (a str), as the entrant column of result.standings writes it.",
            "answer_2 はエントリーの名前（文字列）で、result.standings の entrant 列に書かれているとおりです。",
        ),
        (
            "Its werewolves vote and attack with no rule at all, even for each other: their ballots scatter "
            "and rarely carry a vote, while the other entrants' werewolves vote as one. It is last on the "
            "citizens' side too: whatever the side, play without a rule loses.",
            "このエントリーの人狼は決まりなしに投票・襲撃し、仲間に投票することさえあります。票がばらけるので"
            "処刑をなかなか決められません。ほかのエントリーの人狼はそろって投票します。市民陣営でも最下位です。"
            "どちらの陣営でも、決まりのない手は負けやすいのです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer == expected.first,
                lambda expected: expected.first,
                "That entrant leads the werewolves' side: the exercise asks for the last one, the lowest rate.",
                "そのエントリーは人狼陣営の1位です。問われているのは最下位、つまり勝率がいちばん低いエントリーです。",
            ),
            mistake(
                lambda answer, expected: answer not in expected.names,
                lambda expected: expected.last.upper() + "!",
                "That is not an entrant's name: copy it from the entrant column of result.standings, spelled exactly.",
                "それはエントリーの名前ではありません。"
                "result.standings の entrant 列から、つづりどおりに写しましょう。",
            ),
            mistake(
                lambda answer, expected: answer in expected.names and answer not in (expected.first, expected.last),
                lambda expected: next(n for n in expected.names if n not in (expected.first, expected.last)),
                "Not last: that entrant's werewolves vote together (by the kit's rule or the focal point). "
                "Which entrant's werewolves never agree on whom to vote for?",
                "最下位ではありません。そのエントリーの人狼は（キットの決まりかフォーカルポイントで）そろって投票します。"
                "投票先がまったくそろわない人狼はどのエントリーでしょう。",
            ),
        ),
        otherwise=(
            "Read the werewolves' block of result.standings: the entrant with the lowest rate.",
            "result.standings の人狼陣営の行を読み、勝率がいちばん低いエントリーを探しましょう。",
        ),
        is_right=lambda answer, expected: answer == expected.last,
        given_for_tests=_given,
        right_for_tests=lambda expected: expected.last,
    ),
    Exercise(
        "3",
        _focal_lead,
        _is_bool,
        (
            "answer_3 is True or False: whether the interval's lower end is above zero.",
            "answer_3 は True か False です。区間の下端が0より上にあるかどうかです。",
        ),
        (
            "At the werewolves' seats the focal wolves did not beat the kit: the difference is below zero and "
            "its interval holds zero, so these deals cannot tell the two rules apart. A bloc that always names "
            "the lowest seat is also easy for the table to read.",
            "人狼の席で、フォーカル人狼はキットに勝っていません。差は0より小さく、その区間は0を含むので、"
            "この配りの数では二つの決まりを見分けられません。いつもいちばん小さい番号を指名する票の塊は、"
            "テーブルからも読みやすいのです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: bool(answer) != expected,
                lambda expected: not expected,
                "Look at the interval's lower end, not at the difference: the answer is True only when the "
                "whole interval lies above zero.",
                "差ではなく、区間の下端を見ましょう。区間全体が0より上にあるときだけ True です。",
            ),
        ),
        otherwise=(
            'Run at_role(result, "werewolf", …) with the focal wolf first and the kit second, and read the '
            "interval's lower end.",
            'FocalWolfのエントリーを先、キットを後にして at_role(result, "werewolf", …) を実行し、'
            "区間の下端を読みましょう。",
        ),
        is_right=lambda answer, expected: bool(answer) == expected,
        given_for_tests=_given,
    ),
    Exercise(
        "4",
        _bloc,
        _seats,
        (
            "answer_4 is a list of seats in ascending order, e.g. [2, 5].",
            "answer_4 は席番号のリストで、小さい順に並べます（例：[2, 5]）。",
        ),
        (
            "On every day's first vote the two werewolves named the same seat, the lowest-numbered living "
            "human. Other seats joined them on one day or two, but only the werewolves agreed every day. "
            "The bloc carried the votes and the werewolves won on day 3, when the living humans were no more "
            "than the living werewolves (MAH-40). We chose this game as the first one whose two werewolves, "
            "both focal wolves, won it. The focal point coordinates the werewolves, and it also shows them "
            "to a table that knows the rule.",
            "毎日の最初の投票で、二人の人狼は同じ席、つまり生きている人間のうちいちばん小さい番号の席を指名しました。"
            "ほかの席も1日か2日は同じ席に投票しましたが、毎日そろったのは人狼だけです。この票の塊が処刑を決め、"
            "3日目、生きている人間が生きている人狼の数以下になって人狼陣営が勝ちました（MAH-40）。"
            "このゲームは、二人ともフォーカル人狼で、しかも人狼が勝った最初のゲームとして選びました。"
            "フォーカルポイントは人狼の足並みをそろえますが、その決まりを知っているテーブルには人狼の正体も見せてしまいます。",
        ),
        hints=(
            mistake(
                lambda answer, expected: bool(set(answer) & set(expected.targets)),
                lambda expected: list(expected.targets[:2]),
                "You listed a seat that received the bloc's ballots. The werewolves are the voters who named "
                "the same seat every day, not the seats they named.",
                "票の塊を受けた側の席が入っています。人狼は、毎日同じ席を指名した投票者の側です。",
            ),
            mistake(
                lambda answer, expected: len(answer) != len(expected.wolves),
                lambda expected: list(expected.wolves[:1]),
                "A nine-player game has two werewolves (MAH-06): find both.",
                "9人のゲームの人狼は二人です（MAH-06）。二人とも見つけましょう。",
            ),
            mistake(
                lambda answer, expected: bool(set(answer) & set(expected.along)),
                lambda expected: sorted([expected.wolves[0], expected.along[0]]),
                "One of your seats voted with the bloc on some day but not on every day: "
                "the werewolves agreed on every day's first vote.",
                "その中に、ある日だけ塊と同じ席に投票した席があります。人狼は毎日の最初の投票でそろっていました。",
            ),
            mistake(
                lambda answer, expected: sorted(answer) == list(expected.wolves) and answer != sorted(answer),
                lambda expected: list(expected.wolves[::-1]),
                "The right seats: now put them in ascending order.",
                "席は合っています。小さい順に並べましょう。",
            ),
        ),
        otherwise=(
            "For each day's first vote, find the voters who named the same seat; the werewolves are the two "
            "who did so every day.",
            "毎日の最初の投票で、同じ席を指名した投票者を探しましょう。毎日そろっていた二人が人狼です。",
        ),
        is_right=lambda answer, expected: answer == list(expected.wolves),
        given_for_tests=_given,
        right_for_tests=lambda expected: list(expected.wolves),
    ),
    Exercise(
        "5",
        _Played,
        callable,
        (
            "answer_5 is an entrant: a function (seat, seed) -> agent, not the agent itself.",
            "answer_5 はエントリー、つまり seat と seed を受け取ってエージェントを返す関数です。"
            "エージェントそのものではありません。",
        ),
        (
            "Your entrant played a short tournament against the kit: each of its agents always returned one "
            "of legal. Now run the 400-game tournament and read the standings with their intervals.",
            "あなたのエントリーはキットと短いトーナメントを最後まで遊べました。どのエージェントも常に legal の"
            "一つを返しています。次は400ゲームのトーナメントを実行し、順位を区間つきで読みましょう。",
        ),
        hints=(
            mistake(
                lambda answer, expected: isinstance(answer, type),
                lambda expected: FocalWolf,
                "That is the agent's class. An entrant is a function that makes one: "
                "def mine(seat, seed): return MyAgent(seed), then answer_5 = mine.",
                "それはエージェントのクラスです。エントリーはエージェントを作る関数です。"
                "def mine(seat, seed): return MyAgent(seed) と書き、answer_5 = mine とします。",
            ),
            mistake(
                lambda answer, expected: isinstance(_made(answer), type),
                lambda expected: _class_not_agent,
                "Your entrant returns the agent's class: call it to make an agent, return MyAgent(seed).",
                "エントリーがエージェントのクラスを返しています。return MyAgent(seed) のように呼び出して、"
                "エージェントを作って返しましょう。",
            ),
            mistake(
                lambda answer, expected: not callable(getattr(_made(answer), "choose", None)),
                lambda expected: _nothing,
                "Your entrant must return an agent, an object with choose(view, legal): "
                "does the function end with return?",
                "エントリーは、choose(view, legal) を持つエージェントを返さなければなりません。"
                "関数の最後に return がありますか。",
            ),
            mistake(
                lambda answer, expected: _chooses_illegally(answer),
                lambda expected: _target_not_action,
                "Your agent chose something that is not one of legal: return the action itself "
                "(a vote from legal), not its target.",
                "エージェントが legal にないものを選びました。"
                "投票先の番号ではなく、legal の中の行動そのものを返しましょう。",
            ),
        ),
        otherwise=(
            "Your entrant did not play: run a short tournament with it yourself and read the error.",
            "エントリーが最後まで遊べませんでした。自分で短いトーナメントを実行し、エラーを読みましょう。",
        ),
        is_right=_plays,
        right_for_tests=lambda expected: focal_wolf,
    ),
)
