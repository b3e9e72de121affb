"""The checks of lesson 03, LotROで人狼 (``notebooks/03_lotro.ipynb``).

Each right answer is computed here from the kit, as the lesson's hidden tests compute it;
the hints name the likely slips (LOT-03 the kit's setups, LOT-30 the room sizes, LOT-41
and LOT-42 the leaf and the pass, LOT-22 the revote, LOT-46 who sees a death, LOT-23 the
rangers' day, LOT-62 the count of checkmate, LOT-02 and LOT-46 who knows a wolf).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ... import new_game
from ..exercises import Exercise, mistake, unsorted, wrong

#: the lesson's nine players: seats 0-1 wolves, 2 the apostle, 3 the friend, 4 the healer, 5-8 villagers
BASIC9 = ["wolf", "wolf", "apostle", "friend", "healer", "villager", "villager", "villager", "villager"]
GAME_SEED, GAME_PLAYERS = 11, 12  # section 5's game
SEED = 2026  # section 6's master seed


def _new(roles: list[str], seed: int = 0, **options: Any) -> Any:
    """The notebook's ``new``: a fixed arrangement, nominations in seat order, no checkmate."""
    options.setdefault("nominate", "seat")
    options.setdefault("checkmate", False)
    return new_game("lotro", roles=list(roles), seed=seed, **options)


def _point_rooms(game: Any, groups: tuple[list[int], ...]) -> None:
    """The notebook's ``point_rooms``: tonight's rooms are ``groups`` (LOT-31)."""
    from ...variants.lotro import events as ev

    while game.phase == "point":
        (seat,) = game.to_act()
        here = []
        for e in reversed(game.log):
            if isinstance(e, ev.RoomFormed | ev.PhaseBegan):
                break
            here.append(e.seat if isinstance(e, ev.Nominated) else e.target)
        group = next(g for g in groups if seat in g)
        target = next(s for s in group if s != seat and s not in here)
        game.act(seat, f"point at seat {target}")


def _play_night(game: Any, script: dict[int, list[str]] | None = None) -> None:
    """The notebook's ``play_night``: scripted actions, otherwise hold; an item is presented."""
    queues = {s: list(a) for s, a in (script or {}).items()}
    while game.phase in ("night", "answer"):
        (seat,) = game.to_act()
        if queues.get(seat):
            action = queues[seat].pop(0)
        elif game.phase == "answer":
            action = str(game.legal_actions(seat)[0])
        else:
            action = "hold"
        game.act(seat, action)


def _dead(game: Any) -> list[int]:
    return [s for s, alive in enumerate(game.view(None).alive) if not alive]


def _is_int(answer: Any) -> bool:
    return isinstance(answer, int) and not isinstance(answer, bool)


def _seats(answer: Any) -> bool:
    return isinstance(answer, list) and all(_is_int(seat) for seat in answer)


def _villagers_13() -> int:
    """LOT-03: the kit's setup for 13 players (3 wolves from 12; one apostle, friend, healer)."""
    from ...variants.lotro import default_setup

    return int(default_setup(13)["villager"])


def _in_rooms_of_two() -> int:
    """LOT-30, LOT-33: 16 alive sleep in four rooms of 3 and two of 2."""
    from ...variants.lotro.rooms import ROOM_SIZES

    return sum(size for size in ROOM_SIZES[16] if size == 2)


def _leaf_and_pass() -> list[int]:
    """LOT-41, LOT-42: the healer presents her leaf; wolf 1 spends its first pass."""
    game = _new(BASIC9)
    _point_rooms(game, ([0, 4], [1, 3], [2, 5], [6, 7, 8]))
    _play_night(game, {0: ["present warg_tooth to seat 4"]})
    return _dead(game)


REVOTE = {0: 5, 1: 5, 2: 6, 3: 6, 4: 7, 5: 8, 6: 8, 7: 0, 8: 0}  # exercise 4's day-2 ballots


def _revoters() -> list[int]:
    """LOT-22: the untied vote again among the tied."""
    game = _new(BASIC9)
    _point_rooms(game, ([0, 5], [1, 3], [2, 4], [6, 7, 8]))
    _play_night(game)
    game.act_together({voter: f"vote seat {target}" for voter, target in REVOTE.items()})
    return sorted(game.to_act())


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _whole() -> Any:
    """Section 5's game (played once: the checks and the hints read it)."""
    from ...agents import play_game
    from ...variants import heuristic_agent

    game = new_game("lotro", players=GAME_PLAYERS, seed=GAME_SEED)
    return play_game(game, [heuristic_agent("lotro", seed=110 + s) for s in range(GAME_PLAYERS)])


def night_deaths(log: Any, night: int) -> tuple[list[int], list[int]]:
    """LOT-46: the seats that died in the rooms on ``night`` and the living seats that saw
    a death as it happened (every living roommate, the attacker included)."""
    from ...variants.lotro import events as ev
    from ...variants.lotro.graphs import night_ends

    ends = night_ends(log)
    events = getattr(log, "log", log)[ends.get(night - 1, 0) : ends[night]]
    deaths = [e for e in events if isinstance(e, ev.RoomDeath)]
    died = sorted({e.seat for e in deaths})
    saw = sorted({s for e in deaths for s in e.visible_to or ()} - set(died))
    return died, saw


def _saw_night_2() -> list[int]:
    return night_deaths(_whole().log, 2)[1]


def _died_night_2() -> set[int]:
    return set(night_deaths(_whole().log, 2)[0])


def _rooms_without_death(night: int = 2) -> set[int]:
    """The living seats of night ``night``'s rooms where nobody died."""
    from ...variants.lotro import events as ev
    from ...variants.lotro.graphs import night_ends

    log = _whole().log
    ends = night_ends(log)
    rooms = [e for e in log[ends[night - 1] : ends[night]] if isinstance(e, ev.RoomFormed)]
    return {s for room in rooms if not set(room.seats) & _died_night_2() for s in room.seats}


def _rangers_day_5() -> list[float]:
    """LOT-23: the Village's rate with the rangers on day 5, 200 games of random agents."""
    from ...analysis import simulate, win_rates

    df = simulate(
        "lotro", n=200, seed=SEED, agents="random", options={"players": 12, "rangers_day": 5}, progress=False, workers=1
    )
    village = win_rates(df).set_index("side").loc["village"]
    return [round(float(village[key]), 3) for key in ("rate", "lo", "hi")]


def _three_rates(answer: Any) -> bool:
    return (
        isinstance(answer, list | tuple)
        and len(answer) == 3
        and all(isinstance(x, int | float) and not isinstance(x, bool) for x in answer)
    )


def _close(answer: Any, expected: Any) -> bool:
    return all(abs(float(a) - b) < 0.001 for a, b in zip(answer, expected, strict=True))


def _checkmated() -> str | None:
    """LOT-62: two wolves, five village-side players, noon of day 5, rangers after day 6."""
    from ...variants.lotro import Position, is_checkmated

    return is_checkmated(Position(wolves=2, village=5, day=5, rangers_day=6)).checkmated


def _know_wolf_1() -> list[int]:
    """LOT-02, LOT-41, LOT-46: who knows that seat 1 is a wolf after the healer's leaf."""
    from ...analysis import info_flow_graph

    game = _new(BASIC9)
    _point_rooms(game, ([0, 5], [1, 4], [2, 3], [6, 7, 8]))
    _play_night(game, {1: ["present warg_tooth to seat 4"]})
    return sorted(v for v in info_flow_graph(game.log, players=9).successors(1) if isinstance(v, int))


EXERCISES = (
    Exercise(
        "1",
        _villagers_13,
        _is_int,
        ("answer_1 is a number of players (an int).", "answer_1 は人数（整数）です。"),
        (
            "13 players: 3 wolves (three from 12 players on), one apostle, one friend and one healer, "
            "so 13 − 6 = 7 plain villagers (LOT-03, the kit's own setup).",
            "13人なら、狼人3人（12人からは3人）、サウロンの使徒・シンダールの友・癒しの手が1人ずつなので、"
            "村人は13 − 6 = 7人です（LOT-03、キット独自の配役）。",
        ),
        hints=(
            wrong(
                8,
                "That counts two wolves. How many wolves does the kit deal from 12 players on?",
                "それは狼人を2人で数えた人数です。12人以上では、キットは狼人を何人配るでしょう。",
            ),
            wrong(
                10,
                "You took away the wolves only: the apostle, the friend and the healer are not plain villagers.",
                "狼人しか引いていません。サウロンの使徒、シンダールの友、癒しの手もただの村人ではありません。",
            ),
            wrong(
                13,
                "13 is every player: take away the roles that are not plain villagers.",
                "13人は全員の数です。ただの村人ではない役割を引きましょう。",
            ),
            wrong(
                6,
                "One too few: count again the roles that are not plain villagers. How many wolves at 13 players?",
                "1人少なすぎます。ただの村人ではない役割を数え直しましょう。13人のとき、狼人は何人でしょう。",
            ),
        ),
        otherwise=(
            "Count the roles that are not plain villagers (wolves, apostle, friend, healer) and take them from 13.",
            "ただの村人ではない役割（狼人、サウロンの使徒、シンダールの友、癒しの手）を数え、13から引きましょう。",
        ),
    ),
    Exercise(
        "2",
        _in_rooms_of_two,
        _is_int,
        ("answer_2 is a number of players (an int).", "answer_2 は人数（整数）です。"),
        (
            "16 alive: four rooms of 3 (12 players) and two rooms of 2, the stable and the annex (LOT-30, LOT-33): "
            "16 is not a multiple of 3 and no room holds one player.",
            "16人なら、3人部屋が四つ（12人）と2人部屋が二つ（馬屋と離れ）です（LOT-30、LOT-33）。"
            "16は3で割り切れず、1人部屋は作らないからです。",
        ),
        hints=(
            wrong(
                2,
                "That is the number of rooms of 2. The question asks how many players sleep in them.",
                "それは2人部屋の数です。問われているのは、そこで眠るプレイヤーの人数です。",
            ),
            wrong(
                0,
                "16 is not a multiple of 3, and the rules never make a room of one (LOT-30).",
                "16は3で割り切れません。そしてルールは1人部屋を作りません（LOT-30）。",
            ),
            wrong(
                1,
                "Never a room of 1 (LOT-30): how else can 16 players fill six rooms of 2 or 3?",
                "1人部屋は作りません（LOT-30）。16人で2人部屋か3人部屋を六つ埋めるには、ほかにどう分けるでしょう。",
            ),
            wrong(
                12,
                "That is how many sleep in rooms of 3; the question asks about the rooms of 2.",
                "それは3人部屋で眠る人数です。問われているのは2人部屋です。",
            ),
        ),
        otherwise=(
            "With 16 alive the inn opens its sixth room, the annex: split 16 into six rooms of 3 or 2 and count "
            "the players in rooms of 2.",
            "16人のときは6番目の部屋（離れ）が開きます。16人を3人部屋か2人部屋の六つに分け、2人部屋にいる人数を数えましょう。",
        ),
    ),
    Exercise(
        "3",
        _leaf_and_pass,
        _seats,
        (
            "answer_3 is a list of seat numbers, e.g. [0, 5], or [] if nobody died.",
            "answer_3 は席番号のリストです（例：[0, 5]）。誰も死亡していなければ [] です。",
        ),
        (
            "Nobody: the healer presents the leaf and survives (LOT-41), and wolf 1's hold is its first "
            "pass, allowed once per game (LOT-42).",
            "誰も死亡しません。癒しの手はアセラスの葉を提示して生き残り（LOT-41）、狼人の席1が何もしないのは、"
            "1ゲームに1回だけ許される最初のパスだからです（LOT-42）。",
        ),
        hints=(
            mistake(
                lambda answer, expected: 4 in answer,
                lambda expected: [4],
                "The healer is shown the tooth, but she holds the athelas leaf (LOT-41).",
                "癒しの手はワーグの歯を提示されますが、アセラスの葉を持っています（LOT-41）。",
            ),
            mistake(
                lambda answer, expected: 1 in answer,
                lambda expected: [1],
                "A wolf's first pass is allowed; only a second pass kills it (LOT-42).",
                "狼人の最初のパスは許されます。死亡するのは2回目のパスです（LOT-42）。",
            ),
            mistake(
                lambda answer, expected: 0 in answer,
                lambda expected: [0],
                "The leaf saves its holder only; it is the water that kills the wolf (LOT-41).",
                "アセラスの葉は持ち主を救うだけです。狼人を死亡させるのはケレブラント水です（LOT-41）。",
            ),
        ),
        otherwise=(
            "Play the night with point_rooms and play_night, then read dead(game).",
            "point_rooms と play_night で夜を進め、dead(game) を読みましょう。",
        ),
        is_right=lambda answer, expected: sorted(answer) == expected,
    ),
    Exercise(
        "4",
        _revoters,
        _seats,
        (
            "answer_4 is a list of seat numbers, e.g. [1, 2, 3].",
            "answer_4 は席番号のリストです（例：[1, 2, 3]）。",
        ),
        (
            "Seats 0, 5, 6 and 8 tie with 2 votes each: they speak and do not vote; the five others vote "
            "again among the four (LOT-22).",
            "席0・5・6・8が2票ずつで並びます。この4人は発言しますが投票しません。"
            "残りの5人が、この4人の中から再投票します（LOT-22）。",
        ),
        hints=(
            mistake(
                lambda answer, expected: sorted(answer) == [0, 5, 6, 8],
                lambda expected: [0, 5, 6, 8],
                "Those are the tied players: they speak for a minute. Who votes again (LOT-22)?",
                "それは同数の人たちです。1分間発言します。では、再投票するのは誰でしょう（LOT-22）。",
            ),
            mistake(
                lambda answer, expected: len(answer) == 9,
                lambda expected: list(range(9)),
                "Not everybody revotes: the tied players do not (LOT-22).",
                "全員が再投票するわけではありません。同数の人たちは投票しません（LOT-22）。",
            ),
            mistake(
                lambda answer, expected: set(expected) < set(answer),
                lambda expected: sorted([*expected, 8]),
                "Count each seat's votes again: every seat with the most votes is tied.",
                "各席の票を数え直しましょう。最多の票を得た席はすべて同数です。",
            ),
            mistake(
                lambda answer, expected: set(answer) < set(expected),
                lambda expected: expected[1:],
                "Count each seat's votes again: fewer seats are tied than you think.",
                "各席の票を数え直しましょう。同数の席は思ったより少ないはずです。",
            ),
        ),
        otherwise=(
            "Count the votes: the seats with the most are tied; everyone else living votes again.",
            "票を数えましょう。最多の席が同数になり、生きているそれ以外の全員が再投票します。",
        ),
        is_right=lambda answer, expected: sorted(answer) == expected,
    ),
    Exercise(
        "5",
        _saw_night_2,
        _seats,
        (
            "answer_5 is a list of seat numbers, smallest first, e.g. [1, 2].",
            "answer_5 は席番号のリストで、小さい順に並べます（例：[1, 2]）。",
        ),
        (
            "Every living roommate of a victim saw the death as it happened (LOT-46): in the upstairs and "
            "the ground floor the wolf and the third roommate, in the training hall the wolf alone; nobody "
            "died in the basement.",
            "死亡者の同室者は、生きていれば全員その場で死亡を見ます（LOT-46）。2階と1階では狼人ともう1人、"
            "トレーニング館では狼人だけです。地階では誰も死亡していません。",
        ),
        hints=(
            mistake(
                lambda answer, expected: bool(set(answer) & _died_night_2()),
                lambda expected: sorted([*expected, min(_died_night_2())]),
                "Leave out the seats that died: the question asks who saw a death and lived.",
                "死亡した席は除きます。問われているのは、死亡を見て生き残った席です。",
            ),
            mistake(
                lambda answer, expected: bool(set(answer) & _rooms_without_death()),
                lambda expected: sorted([*expected, min(_rooms_without_death())]),
                "Did somebody die in the basement? Only a victim's roommates see the death.",
                "地階で誰か死亡したでしょうか。死亡を見るのは、死亡者の同室者だけです。",
            ),
            mistake(
                lambda answer, expected: set(answer) < set(expected) and set(answer) == {1, 10},
                lambda expected: [1, 10],
                "The roommate who presented the tooth saw the death too (LOT-46).",
                "ワーグの歯を提示した同室者も、その死亡を見ています（LOT-46）。",
            ),
            mistake(
                lambda answer, expected: set(answer) < set(expected),
                lambda expected: [s for s in expected if s != 6],
                "Look at every room where somebody died, the rooms of 2 as well.",
                "誰かが死亡した部屋をすべて見ましょう。2人部屋も忘れずに。",
            ),
            unsorted("The right seats, but put them smallest first.", "席は合っています。小さい順に並べましょう。"),
        ),
        otherwise=(
            "Step to night 2 on the table: read each room, and who is dead in the morning of day 3.",
            "ステッパーで2日目の夜まで進め、各部屋の顔ぶれと、3日目の朝に誰が死亡しているかを読みましょう。",
        ),
    ),
    Exercise(
        "6",
        _rangers_day_5,
        _three_rates,
        (
            "answer_6 is [rate, low, high]: three numbers between 0 and 1.",
            "answer_6 は [勝率, 下限, 上限] で、0から1の数が三つです。",
        ),
        (
            "Between day 4 and day 6, and clear of both: each day the rangers wait gives the wolves another "
            "night and the Village another vote that can go wrong.",
            "4日目と6日目の間で、どちらの区間とも重なりません。野伏の到着が1日遅れるごとに、狼人には夜が1回、"
            "村人側には誤りうる投票が1回増えるからです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: max(float(x) for x in answer) > 1,
                lambda expected: [round(100 * x, 1) for x in expected],
                "Give rates between 0 and 1, not percentages.",
                "百分率ではなく、0から1の間の数で答えましょう。",
            ),
            mistake(
                lambda answer, expected: abs(float(answer[0]) - (1 - expected[0])) < 0.01,
                lambda expected: [round(1 - expected[0], 3), round(1 - expected[2], 3), round(1 - expected[1], 3)],
                "That is Sauron's side: read the row of the Village.",
                "それはサウロン側の値です。村人側の行を読みましょう。",
            ),
            mistake(
                lambda answer, expected: float(answer[0]) > 0.85 or float(answer[0]) < 0.5,
                lambda expected: [0.907, 0.868, 0.935],
                "That is the day-4 or day-6 row of the table: simulate with rangers_day=5.",
                "それは表の4日目か6日目の行です。rangers_day=5 でシミュレーションしましょう。",
            ),
        ),
        otherwise=(
            'Simulate 200 games with seed=SEED, agents="random" and options={"players": 12, "rangers_day": 5}, '
            "then round the Village's rate, lo and hi to 3 places.",
            'seed=SEED、agents="random"、options={"players": 12, "rangers_day": 5} で200ゲームをシミュレーションし、'
            "村人側の rate、lo、hi を小数第3位に丸めましょう。",
        ),
        is_right=_close,
    ),
    Exercise(
        "7",
        _checkmated,
        lambda answer: answer in ("sauron", "village", None),
        (
            'answer_7 is "sauron", "village" or None.',
            'answer_7 は "sauron"、"village"、None のどれかです。',
        ),
        (
            "One night (n = 1) and two votes (e = 2) are left, so at most K = W·n + e = 2·1 + 2 = 4 "
            "village-side players can die before the rangers, and there are V = 5 (LOT-62): Sauron is checkmated.",
            "残りは夜1回（n = 1）と投票2回（e = 2）なので、野伏の到着までに死亡しうる村人側は多くても"
            "K = W·n + e = 2·1 + 2 = 4人です。村人側はV = 5人いるので、サウロン側の詰みです（LOT-62）。",
        ),
        hints=(
            wrong(
                "village",
                "Two wolves look strong, but count: how many village-side players can still die before the "
                "rangers arrive (K = W·n + e, LOT-62)?",
                "狼人2人は強そうに見えますが、数えてみましょう。野伏の到着までに死亡しうる村人側は何人でしょう"
                "（K = W·n + e、LOT-62）。",
            ),
            wrong(
                None,
                "Compare V = 5 with K = W·n + e: count the nights n and the voting evenings e left, day 5 included.",
                "V = 5 と K = W·n + e を比べましょう。5日目も含めて、残りの夜 n と投票のある夕 e を数えます。",
            ),
        ),
        otherwise=(
            'Read is_checkmated(Position(...)).checkmated: "sauron", "village" or None.',
            'is_checkmated(Position(...)).checkmated を読みましょう。"sauron"、"village"、None のどれかです。',
        ),
    ),
    Exercise(
        "8",
        _know_wolf_1,
        _seats,
        (
            "answer_8 is a list of seat numbers, e.g. [2, 3].",
            "answer_8 は席番号のリストです（例：[2, 3]）。",
        ),
        (
            "Seat 0, the other wolf, knows from the start (LOT-02); seat 4, the healer, saw the tooth and "
            "lives to say so (LOT-41, LOT-46): present the tooth where the survivor will not be believed.",
            "もう1人の狼人である席0は最初から知っています（LOT-02）。癒しの手の席4はワーグの歯を見て、"
            "生きてそれを話せます（LOT-41、LOT-46）。歯は、生き残っても信じてもらえない相手に提示したいところです。",
        ),
        hints=(
            mistake(
                lambda answer, expected: 1 in answer,
                lambda expected: sorted([*expected, 1]),
                "Leave seat 1 itself out: the question asks who else knows.",
                "席1自身は除きます。問われているのは、ほかに誰が知っているかです。",
            ),
            mistake(
                lambda answer, expected: 0 not in answer and 4 in answer,
                lambda expected: [4],
                "Someone knew before the night began: the wolves know each other (LOT-02).",
                "夜が始まる前から知っている人がいます。狼人どうしはお互いを知っています（LOT-02）。",
            ),
            mistake(
                lambda answer, expected: 4 not in answer,
                lambda expected: [0],
                "The healer presented her leaf and survived: what did she see (LOT-41, LOT-46)?",
                "癒しの手はアセラスの葉を提示して生き残りました。彼女は何を見たでしょう（LOT-41、LOT-46）。",
            ),
        ),
        otherwise=(
            "Read the successors of seat 1 in info_flow_graph(game.log, players=9), seats only.",
            "info_flow_graph(game.log, players=9) で席1から出る矢印の先（席だけ）を読みましょう。",
        ),
        is_right=lambda answer, expected: sorted(answer) == expected,
    ),
)
