"""The fast engine of 政治家人狼 (``fast.py``) checked game for game against the readable
one (issue 41): each seeded game is played in both engines with random agents seeded
as ``simulate`` seeds them, and must offer the same seats the same actions at every
step, end with the same winners, side, reason and day, and have the same players
elected, smeared, kept out (a lover) and recalled on the same days; the same game
played to its end by ``FastGame.play`` (its loop for random choosers) must end the
same way; a copy taken mid-game, and the readable game taken into the fast engine
there (``FastGame.from_game``), must play on exactly as the original did. A rule changed in one engine alone
fails it (the last tests).

The quick tier plays 150 games per setup; the ``slow`` tier 600 per setup (10,200 in all).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from search_support import assert_the_script_followed

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.analysis.simulate import agent_seed, finished_row, game_seed, play_one
from jinro_lab.core.errors import IllegalAction, InvalidArgument
from jinro_lab.variants.seijika import events as ev
from jinro_lab.variants.seijika import fast
from jinro_lab.variants.seijika import game as readable
from jinro_lab.variants.seijika.agents import HeuristicAgent
from jinro_lab.variants.seijika.fast import ENGINE, FastGame, FastSetup, play_fast, supports
from jinro_lab.variants.seijika.roles import HUMAN, WOLF

#: the covered setups: the default at every player count, then the options one by one
SETUPS: dict[str, dict[str, Any]] = {
    **{f"default{n}": {"players": n} for n in range(6, 13)},
    "seat order": {"players": 9, "open_vote_order": "seat"},
    "all open": {"players": 10, "vote_styles": ["open"]},
    "all simultaneous": {"players": 8, "vote_styles": ["simultaneous"]},
    "guard": {"players": 9, "guard_self": True, "guard_repeat": False},
    "spies apart": {"players": 11, "spy_meets_wolves": False, "campaign_rounds": 1},
    "fixed roles": {"roles": ["lover", "wolf", "guard", "lawyer", "wolf", "human", "reporter", "human", "human"]},
    "manifestos": {"players": 9, "manifestos": True},
    "manifestos 12": {"players": 12, "manifestos": True, "vote_styles": ["open", "simultaneous"]},
    "manifestos own deck": {
        "players": 8,
        "manifestos": True,
        "manifesto_deck": {
            "name": "a deck of every primitive",
            "cards": [
                {
                    "id": "heavy",
                    "copies": 2,
                    "human": {"effect": "vote_weight", "value": 3},
                    "wolf": {"effect": "recall"},
                },
                {
                    "id": "press",
                    "human": {"effect": "reporter_checks", "value": 3},
                    "wolf": {"effect": "guard_protects", "value": 3},
                },
                {
                    "id": "storm",
                    "copies": 2,
                    "human": {"effect": "guard_protects", "value": 0},
                    "wolf": {"effect": "smear_targets", "value": 3},
                },
                {
                    "id": "light",
                    "reveals_side": True,
                    "human": {"effect": "announce_party", "target": "seat"},
                    "wolf": {"effect": "campaign_rounds", "value": -3},
                },
                {"id": "quiet", "human": {"effect": "nothing"}, "wolf": {"effect": "reporter_checks", "value": 0}},
                {"id": "copycat", "mimic": True, "copies": 3},
            ],
        },
    },
    "manifestos fixed": {
        "players": 6,
        "manifestos": ["mimic", "recall_petition", "grassroots", "open_books", "endorsement", "clean_politics"],
        "promises": ["failure", "success", "success"],
    },
}
QUICK, SLOW = 150, 600


def deaths(game: Any) -> list[tuple[int, int, str]]:
    """The readable game's elections, smears, lovers kept out and recalls as
    ``(seat, day, cause)`` (a smear or recall: the day whose night it happened in), from its log."""
    out: list[tuple[int, int, str]] = []
    day = 0
    for e in game.log:
        kind = type(e)
        if kind is ev.Dawn:
            day = e.day
        elif kind is ev.Elected:
            out.append((e.seat, day, "elected"))
        elif kind is ev.SmearResolved and e.outcome == "smeared":
            out.append((e.target, day, "smeared"))
        elif kind is ev.Announcement and e.key in ("lover out", "recalled"):
            out.append((e.args[0], day - (e.key == "recalled"), e.key))
    return out


def by_day(deaths: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """In order of day (within a night the readable log tells a recall in the morning,
    after the smear; the fast engine when it resolves, before)."""
    return sorted(deaths, key=lambda d: (d[1], d[2] == "recalled"))


def play_both(seed: int, options: dict[str, Any], setup: FastSetup, copy_at: int) -> None:
    """Play game ``seed`` in both engines in lockstep (raising ``AssertionError`` at
    the first difference), copy the fast game at step ``copy_at`` and play the copy on
    with the same choices."""
    game = jl.new_game("seijika", seed=seed, **options)
    quick = FastGame(seed, setup)
    agents = [random.Random(agent_seed(seed, s)) for s in range(game.players)]
    steps: list[tuple[int, tuple[Any, ...]]] = []
    copy = rebuilt = None
    copied: list[Any] = []
    while not game.over:
        if len(steps) == copy_at:
            copy, copied = quick.copy(), [a.getstate() for a in agents]
            rebuilt = FastGame.from_game(game)
        to_act = game.to_act()
        assert quick.to_act() == to_act, (seed, len(steps), game.phase, quick.to_act(), to_act)
        seat = to_act[0]
        legal = game.legal_actions(seat)
        assert quick.legal(seat) == legal, (seed, len(steps), seat, quick.legal(seat), legal)
        action = legal[int(agents[seat].random() * len(legal))]
        steps.append((seat, legal))
        game.act(seat, action)
        quick.act(seat, action)
    assert quick.over and quick.result == game.result, (seed, quick.result, game.result)
    assert by_day(quick.deaths) == by_day(deaths(game)), (seed, quick.deaths, deaths(game))
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


def check(name: str, games: int, master: int = 0) -> None:
    options = SETUPS[name]
    setup = FastSetup(options)
    picks = random.Random(master)
    for i in range(games):
        play_both(game_seed(master, i), options, setup, picks.randrange(60))


@pytest.mark.parametrize("name", SETUPS)
def test_the_same_games(name: str) -> None:
    check(name, QUICK)


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_the_same_games_many(name: str) -> None:
    check(name, SLOW, master=1)


def test_a_rule_changed_in_the_readable_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """SEI-42 read as "after day 3" by the readable flow only."""
    check("default8", 20)
    monkeypatch.setattr(readable, "LAST_PLAIN_DAY", 3)
    with pytest.raises(AssertionError):
        check("default8", 50)


def test_a_rule_changed_in_the_fast_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """SEI-44: the lawyers no longer hold off an early end, in the fast engine only."""
    check("default12", 20)
    monkeypatch.setattr(fast, "_LAWYERS", frozenset())
    with pytest.raises(AssertionError):
        check("default12", 100)


def test_play_fast_is_the_game_simulate_plays() -> None:
    """Random agents seeded as ``simulate`` seeds them: the same row, whole (a fast game
    reads as a finished game to ``finished_row``: result, players, seat_side, summary)."""
    options = {"players": 9, "manifestos": True}
    setup = FastSetup(options)
    for index in range(5):
        seed = game_seed(7, index)
        agents = [RandomAgent(agent_seed(seed, s)) for s in range(9)]
        game = ENGINE.prepare(options).play(seed, agents)
        assert finished_row(game, index, seed, False) == play_one("seijika", 7, index, "random", options)  # type: ignore[arg-type]
        done = play_fast(seed, setup, [RandomAgent(agent_seed(seed, s)) for s in range(9)])
        assert done.result == game.result and done.summary == game.summary()


def test_what_it_covers() -> None:
    assert supports({}) is None and ENGINE.supports({"manifestos": True, "players": 12}) is None
    position = {"elected": [5], "day": 2, "phase": "day", "smeared": []}
    roles = ["wolf", "wolf", "spy", "reporter", "guard", "human", "human", "human"]
    assert ENGINE.supports({"roles": roles, "position": position}) == "a game from a described position (SEI-20)"
    with pytest.raises(InvalidArgument, match="readable engine"):
        FastSetup({"roles": roles, "position": position})
    with pytest.raises(jl.InvalidSetup, match="players"):
        FastSetup({"players": 5})


def test_from_game_follows_a_chance_script() -> None:
    """A scripted game (``Game.scripted``, the belief sampler's worlds) is followed
    (``core.fast.Script``, issue 41 item 4): the hint, the first voter, the lots."""
    for seed in range(3):
        game = readable.SeijikaGame.scripted([seed, 1, 0, 1], seed=seed, players=8, vote_styles=["open"])
        assert_the_script_followed(FastGame, game)
    with pytest.raises(InvalidArgument, match="seijika"):
        FastGame.from_game(object())


class ViewReader:
    """An agent that reads its seat's view (the fast engine makes none)."""

    def choose(self, view: Any, legal: Any) -> Any:
        return legal[0]


def test_acting_by_hand_and_refusals() -> None:
    game = FastGame(3, {"players": 8, "vote_styles": ["simultaneous"]})
    voters = game.to_act()
    assert len(voters) == 8 and game.legal(99) == ()
    last = voters[-1]
    game.act(last, str(game.legal(last)[0]))  # a seat may choose before the others, by its string
    assert last not in game.to_act()
    with pytest.raises(IllegalAction):
        game.act(last, game.legal(voters[0])[0])  # it has chosen already
    with pytest.raises(IllegalAction):
        game.act(voters[0], "smear seat 1")
    copy = game.copy()
    copy.play([random.Random(s) for s in range(8)])
    assert copy.over and not game.over
    assert copy.result is not None and copy.result.side in (HUMAN, WOLF)
    with pytest.raises(InvalidArgument, match="view"):  # an agent that reads a view, and no observation
        FastGame(3, {}).play([ViewReader() for s in range(8)])
    assert FastGame(3, {}).play([HeuristicAgent(seed=s) for s in range(8)]).over  # it reads an observation
