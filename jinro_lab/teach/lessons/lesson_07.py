"""The checks of lesson 07, the class game of 魔法都市の人狼 (``notebooks/07_class_game.ipynb``).

The right answers come from the kit as the lesson's hidden tests get them: the discussion
timer (MAH-10) from the game's public events, the server's answers from the live table
itself (the notebook passes a seat's address: ``url=``), and the class's game from its
record (``record=table.record()``), so that a class that plays its own game is checked on
its own game. The hints name the likely slips: the timer's + 1 and its rounding, seconds
for minutes, the dead at the church (MAH-E13), the other refusals (409, 404), a runoff's
ballot for the first round's.
"""

from __future__ import annotations

import atexit
import json
import random
import urllib.error
import urllib.request
from functools import lru_cache
from typing import Any

from ... import new_game
from ...core.discussion import discussion
from ...core.events import Eliminated
from ...core.viewers import PUBLIC
from ..exercises import Exercise, mistake, wrong

#: the lesson's game: 8 players, seeded; every seat played by a seeded random bot
GAME_SEED = 10
PLAYERS = 8
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _is_int(answer: Any) -> bool:
    return isinstance(answer, int) and not isinstance(answer, bool)


def _is_number(answer: Any) -> bool:
    return isinstance(answer, int | float) and not isinstance(answer, bool)


def _status(answer: Any) -> bool:
    return _is_int(answer) and 100 <= answer <= 599


# ----- the class's game, as the lesson's bots play it ------------------------------------------
def _timers(events: list[Any]) -> list[Any]:
    """The lesson's ``timers``: every discussion the projector timed after the public ``events``."""
    found = [discussion("mahou_toshi", events[: n + 1]) for n in range(len(events))]
    return list(dict.fromkeys(d for d in found if d is not None))


def class_record(seed: int = GAME_SEED) -> Any:
    """The record of the lesson's game as its bots play it through the bot API, without a
    server: seat by seat, each seat to act chooses one of its legal actions with its own
    seeded ``random.Random(seed * 10 + seat)`` (the notebook's ``bot_move``)."""
    game = new_game("mahou_toshi", players=PLAYERS, seed=seed)
    bots = {seat: random.Random(seed * 10 + seat) for seat in range(PLAYERS)}
    while not game.over:
        moved = False
        for seat in range(PLAYERS):
            legal = game.legal_actions(seat)
            if legal:
                game.act(seat, bots[seat].choice([str(action) for action in legal]))
                moved = True
        assert moved, "nobody could act"
    return game.record()


def _replayed(record: Any) -> Any:
    from ...core.record import replay

    return replay(record)


# ----- the live table, for the checks of the server's answers ---------------------------------
def _api(link: str) -> str:
    scheme, rest = link.split("://")
    host, path = rest.split("/", 1)
    return f"{scheme}://{host}/api/{path}"


def _get_status(url: str) -> int:
    try:
        with _OPENER.open(url, timeout=10) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as refused:
        return int(refused.code)


def _post_status(url: str, body: dict[str, Any]) -> int:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    try:
        with _OPENER.open(request, timeout=10) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as refused:
        return int(refused.code)


@lru_cache(maxsize=4)  # a lesson checks a few seeds; bounded (tests/core/test_memo.py)
def _served_seats() -> dict[int, str]:
    """The bot API's address of every seat of a lesson's table served on this machine,
    every seat joined (the game has begun): what the tests give the checks."""
    from ...table import TableServer

    server = TableServer(port=0)  # 127.0.0.1, a free port; stopped when the process ends
    atexit.register(server.stop)
    table = server.add("mahou_toshi", players=PLAYERS, humans=range(PLAYERS), seed=GAME_SEED, name="checks")
    server.start()
    seats = {int(name.split()[1]): _api(link) for name, link in table.links().items() if name.startswith("seat ")}
    for url in seats.values():
        _get_status(url)  # reading a seat joins it; the last one begins the game
    return seats


# ----- exercise 1: the day-1 timer (MAH-10) ----------------------------------------------------
def _first_timer(seed: int) -> float:
    game = new_game("mahou_toshi", players=PLAYERS, seed=seed)
    found = discussion("mahou_toshi", game.events_seen_by(PUBLIC))
    assert found is not None
    return found.minutes


# ----- exercise 2: a vote for oneself, sent to the server --------------------------------------
def _self_vote(url: str) -> int:
    """What the server answers seat 5's vote for itself (``url``: seat 5's bot API address)."""
    return _post_status(url + "/act", {"action": "vote seat 5"})


# ----- exercise 3: the day-3 timer -------------------------------------------------------------
def _day3_timer(record: Any) -> dict[str, Any]:
    """Day 3's minutes (the answer), how many were alive then, and the other days' timers."""
    events = _replayed(record).events_seen_by(PUBLIC)
    timers = _timers(events)
    third = timers[2]
    dead = sum(1 for e in events[: third.opened] if isinstance(e, Eliminated))
    return {
        "minutes": third.minutes,
        "living": PLAYERS - dead,
        "others": [t.minutes for i, t in enumerate(timers) if i != 2],
    }


# ----- exercise 4: the werewolf's ballot on day 2 ----------------------------------------------
def _wolf_ballot(record: Any) -> dict[str, Any]:
    """Seat 7's ballot in day 2's first round (the answer) and its ballot in that day's runoff."""
    from ...analysis import vote_graph

    log = _replayed(record).log

    def target(day: int, round_: int) -> int | None:
        graph = vote_graph(log, day=day, round=round_)
        found = list(graph.successors(7)) if 7 in graph else []
        return found[0] if found else None

    return {
        "vote": target(2, 0),
        "runoff": target(2, 1),
    }


# ----- exercise 5: a link with a typo ----------------------------------------------------------
def _typo(url: str) -> str:
    return url[:-1] + ("B" if url[-1] == "A" else "A")


def _mistyped(url: str) -> int:
    """What the server answers a seat's address with its last character changed."""
    return _get_status(_typo(url))


EXERCISES = (
    Exercise(
        "1",
        _first_timer,
        _is_number,
        ("answer_1 is a number of minutes, such as 3.", "answer_1は議論時間を分で表した数です（例：3）。"),
        (
            "All 8 are alive on day 1: 8 ÷ 2 + 1 (MAH-10). The timer is a guide for the room: the game "
            "judges no speech (MAH-32), and the vote opens when the students vote.",
            "1日目は8人全員が生きているので、8÷2＋1分です（MAH-10）。タイマーは教室の目安で、"
            "ゲームは発言を判定しません（MAH-32）。投票は生徒が投票したときに始まります。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer == expected - 1,
                lambda expected: expected - 1,
                "Did you add the one minute? MAH-10 gives living ÷ 2 + 1.",
                "1分を足しましたか。MAH-10の式は「生存者数÷2＋1」です。",
            ),
            mistake(
                lambda answer, expected: answer >= 60,
                lambda expected: expected * 60,
                'That is seconds ("remaining" counts down the seconds left): the question asks the minutes.',
                'それは秒です（"remaining"は残り秒数）。問題が聞いているのは分です。',
            ),
        ),
        otherwise=(
            "Count the living on day 1 (night 0 has no attack), then apply MAH-10: living ÷ 2 + 1.",
            "1日目の生存者を数え（0日目の夜に襲撃はありません）、MAH-10の「生存者数÷2＋1」に当てはめましょう。",
        ),
        given_for_tests=lambda: {"seed": GAME_SEED},
    ),
    Exercise(
        "2",
        _self_vote,
        _status,
        (
            "answer_2 is an HTTP status code (an int), such as 200.",
            "answer_2はHTTPのステータスコード（整数）です（例：200）。",
        ),
        (
            "The server refuses an action that is not among the seat's legal ones, with the engine's message "
            "(it lists what is legal now), and nothing changes. A vote for another seat with an out-of-date "
            '"at" would get a 409 instead.',
            "席の合法手にない行動は、エンジンのメッセージ（今選べる行動の一覧）つきで拒否され、何も変わりません。"
            'ほかの席への投票でも、古い"at"をつけて送ると409になります。',
        ),
        hints=(
            wrong(
                409,
                '409 is the answer before the game begins, or to an out-of-date "at". The game has begun and '
                'no "at" was sent: which code is for an action the rules do not allow?',
                '409は、ゲーム開始前か、古い"at"を送ったときの答えです。ゲームはもう始まっていて、'
                '"at"も送っていません。ルールが許さない行動にはどのコードが返るでしょう。',
            ),
            wrong(
                200,
                "The rules let nobody vote for themselves: would the server accept it?",
                "自分に投票することはルールで認められていません。サーバーはそれを受けつけるでしょうか。",
            ),
            wrong(
                404,
                "The seat's address is right (404 is for an address that opens nothing): the server read the "
                "action and refused it.",
                "席のアドレスは正しいです（404は何も開けないアドレスへの答えです）。サーバーは行動を読んだうえで拒否しました。",
            ),
        ),
        otherwise=(
            "Read section 2 again: it names the code the server gives an action the rules do not allow.",
            "2節を読み直しましょう。ルールが許さない行動にサーバーが返すコードが書いてあります。",
        ),
        given_for_tests=lambda: {"url": _served_seats()[5]},
    ),
    Exercise(
        "3",
        _day3_timer,
        _is_number,
        ("answer_3 is a number of minutes, such as 4.", "answer_3は議論時間を分で表した数です（例：4）。"),
        (
            "Only the living count: the living on day 3 ÷ 2 + 1, rounded down (MAH-10). The executed seat "
            "joins the talk through the church (MAH-E13), but it is dead, and the dead do not count.",
            "数えるのは生存者だけです。3日目の生存者数÷2＋1を切り捨てます（MAH-10）。処刑された席は教会（MAH-E13）で"
            "議論に加わりますが、死んでいるので数に入りません。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer == expected["living"] / 2 + 1 and answer != expected["minutes"],
                lambda expected: expected["living"] / 2 + 1,
                "MAH-10's minutes are rounded down to a whole number.",
                "MAH-10の議論時間は、端数を切り捨てて整数の分にします。",
            ),
            mistake(
                lambda answer, expected: answer == (expected["living"] + 1) // 2 + 1,
                lambda expected: (expected["living"] + 1) // 2 + 1,
                "Count only the living: the executed seat at the church talks, but it is dead (MAH-E13). "
                "(Or is that day 2's timer? Read the third entry.)",
                "数えるのは生きている人だけです。教会で議論に加わる処刑された席は、死んでいます（MAH-E13）。"
                "（それとも2日目のタイマーを読みましたか。3番目の項目を読みましょう。）",
            ),
            mistake(
                lambda answer, expected: answer in expected["others"],
                lambda expected: next(
                    t for t in expected["others"] if t not in ((expected["living"] + 1) // 2 + 1, expected["minutes"])
                ),
                "That is another day's timer: timers(...) lists one per day, day 1 first; read day 3's.",
                "それはほかの日のタイマーです。timers(...)は1日目から順に1日1つ並びます。3日目のものを読みましょう。",
            ),
            mistake(
                lambda answer, expected: answer == expected["living"] // 2,
                lambda expected: expected["living"] // 2,
                "Did you add the one minute? MAH-10 gives living ÷ 2 + 1.",
                "1分を足しましたか。MAH-10の式は「生存者数÷2＋1」です。",
            ),
        ),
        otherwise=(
            "Count the living on the morning of day 3 (not the dead at the church), then apply MAH-10.",
            "3日目の朝の生存者を（教会で加わる死者は除いて）数え、MAH-10に当てはめましょう。",
        ),
        is_right=lambda answer, expected: answer == expected["minutes"],
        given_for_tests=lambda: {"record": class_record()},
        right_for_tests=lambda expected: expected["minutes"],
    ),
    Exercise(
        "4",
        _wolf_ballot,
        lambda answer: _is_int(answer) and 0 <= answer < PLAYERS,
        ("answer_4 is a seat number (an int), 0 to 7.", "answer_4は席番号（0〜7の整数）です。"),
        (
            "That is the arrow leaving seat 7 in day 2's first round. A random werewolf bot does not know who "
            "the seer is, so its ballot is a blind one: a student's bot could reason instead.",
            "2日目の最初の投票で席7から出ている矢印のとおりです。ランダムな人狼ボットはだれが予言者かを知らないので、"
            "やみくもに投票します。生徒のボットなら推理して投票できるかもしれません。",
        ),
        hints=(
            wrong(
                7,
                "Nobody votes for themselves: read the arrow that leaves seat 7.",
                "自分には投票できません。席7から出ている矢印を読みましょう。",
            ),
            mistake(
                lambda answer, expected: answer == expected["runoff"],
                lambda expected: expected["runoff"],
                "That is seat 7's ballot in the runoff (round=1): the question asks the first round (round=0).",
                "それは決選投票（round=1）での席7の票です。問題は最初の投票（round=0）を聞いています。",
            ),
        ),
        otherwise=(
            "Read the edge that leaves seat 7 in vote_graph(game.log, day=2, round=0).",
            "vote_graph(game.log, day=2, round=0)で、席7から出ている辺を読みましょう。",
        ),
        is_right=lambda answer, expected: answer == expected["vote"],
        given_for_tests=lambda: {"record": class_record()},
        right_for_tests=lambda expected: expected["vote"],
    ),
    Exercise(
        "5",
        _mistyped,
        _status,
        (
            "answer_5 is an HTTP status code (an int), such as 200.",
            "answer_5はHTTPのステータスコード（整数）です（例：200）。",
        ),
        (
            "A token that opens nothing gets exactly the answer of an address that does not exist, so a guess "
            "learns nothing, not even whether a table is there; nothing joins and nothing changes.",
            "何も開けないトークンには、存在しないアドレスとまったく同じ答えが返ります。"
            "だから当てずっぽうでは、テーブルがあるかどうかさえわかりません。だれも参加せず、何も変わりません。",
        ),
        hints=(
            mistake(
                lambda answer, expected: answer in (401, 403),
                lambda expected: 403,
                'Would "forbidden" or "unauthorized" tell a guesser that something is there? The server answers '
                "a wrong token as it answers an address that does not exist.",
                "「禁止」や「認証が必要」と答えたら、当てずっぽうの人に「そこに何かある」と教えてしまいます。"
                "サーバーは、間違ったトークンに、存在しないアドレスと同じ答えを返します。",
            ),
            wrong(
                400,
                "400 is for an action or a body the server refuses: here the address itself opens nothing.",
                "400は、サーバーが行動や本文を拒否したときの答えです。ここではアドレスそのものが何も開けません。",
            ),
            wrong(
                409,
                "409 is for an action at the wrong moment: here the address itself opens nothing.",
                "409は、行動の時機が合わないときの答えです。ここではアドレスそのものが何も開けません。",
            ),
        ),
        otherwise=(
            "Read section 5's first paragraph: how does the server answer a link with one character wrong?",
            "5節の最初の段落を読みましょう。一文字違うリンクに、サーバーはどう答えるでしょう。",
        ),
        given_for_tests=lambda: {"url": _served_seats()[3]},
    ),
)
