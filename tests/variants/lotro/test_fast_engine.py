"""The fast engine of LotROで人狼 (``fast.py``) checked game for game against the readable
one (issue 41): each seeded game is played in both engines with random agents seeded
as ``simulate`` seeds them, and must offer the same seats the same actions at every
step (pointings, the tooth, holds, the apostle's choice, the answers, the votes), end
with the same winners, side, reason and day, and have the same players die of the
same cause on the same days; the same game played to its end by ``FastGame.play`` (its
loop for random choosers) must end the same way; a copy taken mid-game, and the
readable game taken into the fast engine there (``FastGame.from_game``), must play on
exactly as the original did. ``simulate``'s table is the same row for row on either
engine. A rule changed in one engine alone fails it (the tests near the end).

The quick tier plays 150 games per setup (every role and option value is
in one of them); the ``slow`` tier 800 a setup (12,800 in all).
"""

from __future__ import annotations

import random
from typing import Any

import pandas as pd
import pytest
from fast_support import (
    Ears,
    assert_a_copy_hears_on_its_own,
    assert_copies_play_on_alike,
    assert_stops_at_the_first_event_not_to_hear,
    assert_watch_refuses_what_is_not_a_seat,
    heard_kinds,
)
from search_support import assert_the_script_followed

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis.simulate import _Player, agent_seed, finished_row, game_seed, play_one, simulate
from jinro_lab.core.day_night import NightDeath
from jinro_lab.core.errors import IllegalAction, InvalidArgument
from jinro_lab.core.events import Eliminated
from jinro_lab.variants.lotro import events as ev
from jinro_lab.variants.lotro import fast
from jinro_lab.variants.lotro import game as readable
from jinro_lab.variants.lotro.agents import HeuristicAgent
from jinro_lab.variants.lotro.fast import ENGINE, FastGame, FastSetup, supports
from jinro_lab.variants.lotro.phrases import CAUSE
from jinro_lab.variants.lotro.rooms import room_sizes

#: the covered setups: the default at every player count, then the options one by one
SETUPS: dict[str, dict[str, Any]] = {
    **{f"default{n}": {"players": n} for n in range(9, 17)},
    "seat nominee": {"players": 10, "nominate": "seat"},
    "no checkmate": {"players": 9, "checkmate": False},
    "rangers day 2": {"players": 12, "rangers_day": 2, "checkmate": False},
    "rangers day 9": {"players": 11, "rangers_day": 9},
    "many items": {"players": 11, "role_counts": {"wolf": 2, "apostle": 2, "friend": 2, "healer": 2, "villager": 3}},
    "fixed roles": {
        "roles": ["villager", "wolf", "healer", "villager", "apostle", "wolf", "friend", "villager", "villager"],
        "nominate": "seat",
    },
    "position evening": {
        "roles": ["wolf", "wolf", "apostle", "friend", "healer", *["villager"] * 5],
        "position": {"dead": [8], "day": 3, "phase": "evening", "used": [4], "passes": [0]},
    },
    "position night": {
        "roles": ["wolf", "wolf", "apostle", "friend", "healer", *["villager"] * 4],
        "position": {"day": 2, "phase": "night", "last_rooms": [[0, 5], [1, 2], [3, 4], [6, 7, 8]]},
        "nominate": "seat",
    },
}
QUICK, SLOW = 150, 800


def deaths(game: Any) -> list[tuple[int, int, Any]]:
    """The readable game's deaths as ``(seat, day, cause)``, in order, from its log: a
    night's deaths (their cause, the GM's) on the day of the night, an execution."""
    out: list[tuple[int, int, Any]] = []
    day = 1
    for e in game.log:
        kind = type(e)
        if kind is ev.PhaseBegan:
            day = e.day
        elif kind is NightDeath or (kind is Eliminated and e.cause == CAUSE("execution")):
            out.append((e.seat, day, e.cause))
    return out


def fast_deaths(game: FastGame) -> list[tuple[int, int, Any]]:
    return [(seat, day, CAUSE(cause)) for seat, day, cause in game.deaths]


def play_both(seed: int, options: dict[str, Any], setup: FastSetup, copy_at: int) -> None:
    """Play game ``seed`` in both engines in lockstep (raising ``AssertionError`` at
    the first difference), copy the fast game at step ``copy_at`` and play the copy on
    with the same choices; from there two seats are watched on copies of the fast game
    (``fast_support.Ears``): each hears what the readable game shows the seat, checked when
    the seat is to act and at the end."""
    game = jl.new_game("lotro", seed=seed, **options)
    quick = FastGame(seed, setup)
    agents = [random.Random(agent_seed(seed, s)) for s in range(game.players)]
    steps: list[tuple[int, tuple[Any, ...]]] = []
    copy = rebuilt = ears = None
    copied: list[Any] = []
    while not game.over:
        if len(steps) == copy_at:
            copy, copied = quick.copy(), [a.getstate() for a in agents]
            rebuilt = FastGame.from_game(game)
            ears = Ears(quick, game, sorted({copy_at % game.players, (copy_at + 4) % game.players}))
        to_act = game.to_act()
        assert quick.to_act() == to_act, (seed, len(steps), game.phase, quick.to_act(), to_act)
        seat = to_act[0]
        legal = game.legal_actions(seat)
        assert quick.legal(seat) == legal, (seed, len(steps), seat, quick.legal(seat), legal)
        if ears is not None:
            ears.check(game, (seed, len(steps)), (seat,))
        action = legal[int(agents[seat].random() * len(legal))]
        steps.append((seat, legal))
        game.act(seat, action)
        quick.act(seat, action)
        if ears is not None:
            ears.act(seat, action)
    if ears is not None:
        ears.check(game, (seed, "end"))
    assert quick.over and quick.result == game.result, (seed, quick.result, game.result)
    assert fast_deaths(quick) == deaths(game), (seed, quick.deaths, deaths(game))
    played = FastGame(seed, setup).play([random.Random(agent_seed(seed, s)) for s in range(game.players)])
    assert played.result == game.result and played.deaths == quick.deaths, (seed, "play")
    if copy is not None and rebuilt is not None:  # the copy plays on as the original did
        for agent, state in zip(agents, copied, strict=True):
            agent.setstate(state)
        for i in range(copy_at, len(steps)):
            seat, legal = steps[i]
            assert copy.to_act()[0] == seat and copy.legal(seat) == legal, (seed, "copy", i)
            assert rebuilt.to_act()[0] == seat and rebuilt.legal(seat) == legal, (seed, "from_game", i)
            action = legal[int(agents[seat].random() * len(legal))]
            copy.act(seat, action)
            rebuilt.act(seat, action)
        assert copy.result == rebuilt.result == game.result, (seed, "copy", copy.result, game.result)
        assert copy.deaths == quick.deaths, (seed, "copy deaths")


def check(name: str, games: int, master: int = 0) -> None:
    options = SETUPS[name]
    setup = FastSetup(options)
    picks = random.Random(master)
    for i in range(games):
        play_both(game_seed(master, i), options, setup, picks.randrange(40))


@pytest.mark.parametrize("name", SETUPS)
def test_the_same_games(name: str) -> None:
    check(name, QUICK)


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_the_same_games_many(name: str) -> None:
    check(name, SLOW, master=1)


def test_a_game_from_a_position_plays_out_the_night_alone() -> None:
    """LOT-10, LOT-40: one wolf and the friend with water alone, checkmate off: the
    night plays out in both engines (the lesson's position)."""
    options = SETUPS["position night"] | {
        "roles": ["wolf", "friend", *["villager"] * 7],
        "position": {"dead": [2, 3, 4, 5, 6, 7, 8], "day": 3, "phase": "night"},
        "checkmate": False,
    }
    for seed in range(20):
        play_both(seed, options, FastSetup(options), seed % 4)


def test_every_role_decision_and_end_is_reached() -> None:
    """The quick tier reaches every kind of decision, death and end (else it checks less
    than it says): its first 60 games per setup already do."""
    kinds: set[str] = set()
    causes: set[str] = set()
    reasons: set[str] = set()
    for options in SETUPS.values():
        setup = FastSetup(options)
        for i in range(60):
            seed = game_seed(0, i)
            game = FastGame(seed, setup)
            agents = [random.Random(agent_seed(seed, s)) for s in range(setup.players)]
            while not game.over:
                seat = game.to_act()[0]
                legal = game.legal(seat)
                action = legal[int(agents[seat].random() * len(legal))]
                kinds.add(action.kind)
                game.act(seat, action)
            causes.update(c for _, _, c in game.deaths)
            assert game.result is not None
            reasons.add(str(game.result.reason).split()[0])
    assert kinds == {"point", "present", "hold", "suicide", "answer", "vote"}, kinds
    assert causes == {"execution", "tooth", "water", "suicide", "second pass"}
    assert len(reasons) >= 4, reasons  # every wolf dead, village dead, rangers, a checkmate


def test_a_rule_changed_in_the_readable_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """LOT-30 read with the rooms formed in the opposite order, by the readable flow only."""
    check("default10", 5)
    monkeypatch.setattr(readable, "room_sizes", lambda alive: room_sizes(alive)[::-1])
    with pytest.raises(AssertionError):
        check("default10", 10)


def test_a_rule_changed_in_the_fast_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """LOT-41: the healer's leaf forgotten, in the fast engine only."""
    check("default9", 5)
    monkeypatch.setattr(fast, "_ITEM", {"friend": "celebrant_water"})
    with pytest.raises(AssertionError):
        check("default9", 20)


@pytest.mark.parametrize("name", ["default9", "many items", "position night"])
def test_simulate_plays_on_the_fast_engine_with_the_same_table(name: str) -> None:
    options = SETUPS[name]
    fast_table = simulate("lotro", 60, seed=5, options=options, workers=1, progress=False, engine="fast")
    readable_table = simulate("lotro", 60, seed=5, options=options, workers=1, progress=False, engine="readable")
    pd.testing.assert_frame_equal(fast_table, readable_table)
    assert _Player(("lotro", 5, "random", options, False, "auto")).fast is not None
    assert _Player(("lotro", 5, "heuristic", options, False, "auto")).fast is not None  # it reads an observation
    assert _Player(("lotro", 5, lambda seat, seed: RandomAgent(seed), options, False, "auto")).fast is None


def test_a_fast_game_is_the_row_simulate_plays() -> None:
    """Random agents seeded as ``simulate`` seeds them: the same row, whole (a fast game
    reads as a finished game to ``finished_row``: result, players, seat_side, summary)."""
    options = {"players": 12}
    for index in range(3):
        seed = game_seed(7, index)
        agents = [RandomAgent(agent_seed(seed, s)) for s in range(12)]
        game = ENGINE.prepare(options).play(seed, agents)
        row = finished_row(game, index, seed, False)  # type: ignore[arg-type]
        assert row == play_one("lotro", 7, index, "random", options)  # the auto engine: the fast one
        same = jl.new_game("lotro", seed=seed, **options)
        play_game(same, [RandomAgent(agent_seed(seed, s)) for s in range(12)])
        assert finished_row(same, index, seed, True) == finished_row(game, index, seed, True)  # type: ignore[arg-type]


def test_what_it_covers() -> None:
    assert supports({}) is None and ENGINE.supports({"players": 16, "nominate": "seat"}) is None
    roles = ["wolf", "friend", *["villager"] * 7]
    position = {"dead": [2, 3, 4, 5, 6, 7, 8], "day": 3, "phase": "night"}
    positioned = {"roles": roles, "position": position, "checkmate": False}
    assert ENGINE.supports(positioned) is None
    assert _Player(("lotro", 1, "random", positioned, False, "auto")).fast is not None
    with pytest.raises(jl.InvalidSetup, match="players"):
        FastSetup({"players": 8})
    with pytest.raises(jl.InvalidSetup, match="checkmated"):  # as the readable game refuses it
        ENGINE.supports({"roles": roles, "position": position})
    with pytest.raises(InvalidArgument, match="seed"):
        FastSetup({"players": 9, "seed": 3})


def test_from_game_follows_a_chance_script() -> None:
    """A scripted game (``Game.scripted``, the belief sampler's worlds) is followed
    (``core.fast.Script``, issue 41 item 4): its random nominations (LOT-31)."""
    for seed in range(3):
        game = readable.LotroGame.scripted([seed, 2, 1, 0, 1], seed=seed, players=9, nominate="random")
        assert_the_script_followed(FastGame, game)
    with pytest.raises(InvalidArgument, match="lotro"):
        FastGame.from_game(object())


def test_acting_by_hand_and_refusals() -> None:
    game = FastGame(3, {"players": 9})
    while game.to_act() and len(game.to_act()) == 1:  # the first night, one seat at a time
        game.act(game.to_act()[0], game.legal()[0])
    voters = game.to_act()
    assert len(voters) > 2 and game.legal(99) == ()
    last = voters[-1]
    game.act(last, str(game.legal(last)[0]))  # a seat may vote before the others, by its string
    assert last not in game.to_act()
    with pytest.raises(IllegalAction):
        game.act(last, game.legal(voters[0])[0])  # it has voted already
    with pytest.raises(IllegalAction):
        game.act(voters[0], "kill self")
    copy = game.copy()
    copy.play([random.Random(s) for s in range(9)])
    assert copy.over and not game.over
    assert copy.result is not None and copy.result.side in ("village", "sauron")
    with pytest.raises(InvalidArgument, match="view"):  # an agent that reads a view, and no observation
        FastGame(3, {}).play([ViewReader() for s in range(12)])
    assert FastGame(3, {}).play([HeuristicAgent(seed=s) for s in range(12)]).over  # it reads an observation


class ViewReader:
    """An agent that reads its seat's view (the fast engine makes none)."""

    def choose(self, view: Any, legal: Any) -> Any:
        return legal[0]


def test_choosers_that_are_not_random_play_the_same_games() -> None:
    """``play`` with a callable chooser (the last legal action) and with an agent that
    reads no view (a ``RandomAgent`` subclass choosing otherwise) ends as the readable
    game played with the same choices."""

    class First(RandomAgent):
        pick_draw = None

        def choose(self, view: Any, legal: Any) -> Any:
            return legal[0]

    for seed in range(8):
        options = SETUPS["default12"]
        choosers: list[Any] = [(lambda legal: legal[-1]) if s % 2 else First(s) for s in range(12)]
        quick = FastGame(seed, options).play(choosers)
        game = jl.new_game("lotro", seed=seed, **options)
        while not game.over:
            seat = game.to_act()[0]
            legal = game.legal_actions(seat)
            game.act(seat, legal[-1] if seat % 2 else legal[0])
        assert quick.result == game.result and fast_deaths(quick) == deaths(game), seed


def test_copies_share_the_generator_until_one_draws() -> None:
    """A copy, and a copy of the copy, each play on as the original would, whichever
    draws first (the generator is copied on write)."""
    setup = FastSetup({"players": 10})
    assert_copies_play_on_alike(lambda seed: FastGame(seed, setup), 10)


def test_a_told_event_changed_in_either_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """LOT-46: what a wolf learns from the answer to the tooth (``roles.ANSWER_ROLE``) changed in
    one engine's events only: the seats' rules and choices are the same, only what the wolf
    is told differs, and the watched copies (``fast_support.Ears``) catch it."""
    check("many items", 20)
    for module in (fast, readable):
        with monkeypatch.context() as m:
            m.setattr(module, "ANSWER_ROLE", {})
            with pytest.raises(AssertionError):
                check("many items", 40)


def test_the_watched_copies_hear_every_kind_of_event() -> None:
    """LOT-11 ... LOT-64: the events a seat sees, each kind told by the fast engine to a
    watching seat in the quick tier's first games (else the differential test checks less
    than it says); the GM's own (the deal's draw, a night death's cause) never."""
    kinds: set[str] = set()
    for name in ("default9", "many items", "rangers day 2", "seat nominee"):
        kinds |= heard_kinds(FastGame, FastSetup(SETUPS[name]), 40, lambda e: type(e).__name__)
    told = {"PhaseBegan", "Eliminated", "NobodyDied", "Ballot", "VoteResult", "Speech", "Nominated", "Pointed"}
    told |= {"RoomFormed", "Trade", "Knowledge", "RoomDeath", "PassJudged", "GameEnded"}
    assert kinds == told, kinds ^ told


def test_watch_refuses_what_is_not_a_seat_and_a_copy_hears_on_its_own() -> None:
    assert_watch_refuses_what_is_not_a_seat(FastGame(3, FastSetup({"players": 9})))
    assert_a_copy_hears_on_its_own(FastGame(3, FastSetup({"players": 9})))


def test_a_watched_game_stops_at_the_first_event_it_was_not_to_hear() -> None:
    assert_stops_at_the_first_event_not_to_hear("lotro", lambda seed: FastGame(seed, FastSetup({"players": 9})), 9)
