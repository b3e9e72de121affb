"""The fast engine of 政治家人狼 (``fast.py``) checked game for game against the readable
one (issue 41): each seeded game is played in both engines with random agents seeded
as ``simulate`` seeds them, and must offer the same seats the same actions at every
step, end with the same winners, side, reason and day, and have the same players
elected, smeared, kept out (a lover) and recalled on the same days; the same game
played to its end by ``FastGame.play`` (its loop for random choosers) must end the
same way; a copy taken mid-game, and the readable game taken into the fast engine
there (``FastGame.from_game``), must play on exactly as the original did; seats watched on
copies of the fast game (``fast_support.Ears``, from the first decision and from the copy's) must
hear what the readable game shows them, event for event. A rule changed in one engine alone
fails it, and so does a told event changed in one engine alone (the last tests).

The quick tier plays 150 games per setup; the ``slow`` tier 600 per setup (10,800 in all).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fast_support import (
    Ears,
    assert_heard,
    assert_watch_refuses_what_is_not_a_seat,
    heard_kinds,
)
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
    "manifestos open": {"players": 10, "manifestos": True, "vote_styles": ["open"]},  # weighed raised hands (SEI-54)
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
    with the same choices. The fast game watches a seat from its first decision
    (``fast_support.Ears.in_place``), the copy and the readable game taken into the fast
    engine there (``from_game``) each another seat from step ``copy_at``: each hears what
    the readable game shows its seat, checked when the seat is to act and at the end."""
    game = jl.new_game("seijika", seed=seed, **options)
    quick = FastGame(seed, setup)
    n = game.players
    agents = [random.Random(agent_seed(seed, s)) for s in range(n)]
    steps: list[tuple[int, tuple[Any, ...]]] = []
    copy = rebuilt = None
    copied: list[Any] = []
    ears = Ears.in_place(quick, game, seed % n)
    later: dict[int, dict[int, int]] = {}  # a seat the copies watch -> its memory's length at each of its turns
    while not game.over:
        if len(steps) == copy_at:
            copy, copied = quick.copy(), [a.getstate() for a in agents]
            rebuilt = FastGame.from_game(game)
            copy.watch(copy_at % n)
            rebuilt.watch((copy_at + 4) % n)
            later = {s: {-1: len(game.memory(s))} for s in (copy_at % n, (copy_at + 4) % n)}
        to_act = game.to_act()
        assert quick.to_act() == to_act, (seed, len(steps), game.phase, quick.to_act(), to_act)
        seat = to_act[0]
        legal = game.legal_actions(seat)
        assert quick.legal(seat) == legal, (seed, len(steps), seat, quick.legal(seat), legal)
        ears.check(game, (seed, len(steps)), (seat,))
        if seat in later:
            later[seat][len(steps)] = len(game.memory(seat))
        action = legal[int(agents[seat].random() * len(legal))]
        steps.append((seat, legal))
        game.act(seat, action)
        quick.act(seat, action)
    ears.check(game, (seed, "end"))
    assert quick.over and quick.result == game.result, (seed, quick.result, game.result)
    assert by_day(quick.deaths) == by_day(deaths(game)), (seed, quick.deaths, deaths(game))
    played = FastGame(seed, setup).play([random.Random(agent_seed(seed, s)) for s in range(game.players)])
    assert played.result == game.result and played.deaths == quick.deaths, (seed, "play")
    if copy is not None and rebuilt is not None:  # the copy plays on as the original did
        for agent, state in zip(agents, copied, strict=True):
            agent.setstate(state)
        watched = ((copy, copy_at % n, "copy"), (rebuilt, (copy_at + 4) % n, "from_game"))
        checked = [0, 0]
        for i in range(copy_at, len(steps)):
            seat, legal = steps[i]
            for k, (fast_game, s, name) in enumerate(watched):
                assert fast_game.to_act()[0] == seat and fast_game.legal(seat) == legal, (seed, name, i)
                if s == seat:  # what it heard when it is to act
                    saw = game.memory(s)[later[s][-1] : later[s][i]]
                    checked[k] = assert_heard(fast_game.heard(), saw, (seed, name, i, s), checked[k])
            action = legal[int(agents[seat].random() * len(legal))]
            copy.act(seat, action)
            rebuilt.act(seat, action)
        assert copy.result == rebuilt.result == game.result, (seed, "copy", copy.result, game.result)
        for fast_game, s, name in watched:
            assert_heard(fast_game.heard(), game.memory(s)[later[s][-1] :], (seed, name, "end", s))


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


def test_a_told_event_changed_in_either_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """SEI-02, SEI-35: the reporter's result (a Wolf Party member or not) told the other way
    round by one engine only: the rules, the choices and the seats' observations are the
    same, only what the reporter is told differs, and the watched copies
    (``fast_support.Ears``) catch it."""
    check("default8", 20)

    def lying(observer: int, key: tuple[Any, ...], visible: Any) -> Any:
        kind, seat, value = key
        return ev.knowledge(observer, (kind, seat, not value) if kind == "member" else key, visible)

    for module in (fast, readable):
        with monkeypatch.context() as m:
            m.setattr(module, "knowledge", lying)
            with pytest.raises(AssertionError):
                check("default8", 40)


def kind(event: Any) -> str:
    """An event's kind as :func:`test_the_watched_copies_hear_every_kind_of_event` counts
    them: its type, and an announcement's key, a fact's kind, a chance's module and key
    (a vote's lot and the wolves' lot apart), a rule change's name."""
    name = type(event).__name__
    if name == "Announcement":
        return f"{name}:{event.key}"
    if name == "Knowledge":
        return f"{name}:{event.key[0]}"
    if name == "Chance":
        return f"{name}:{event.what.book.module.rsplit('.', 1)[-1]} {event.what.key}"
    if name == "RuleChanged":
        return f"{name}:{event.name}"
    return name


def test_the_watched_copies_hear_every_kind_of_event() -> None:
    """SEI-11 ... SEI-60: the events a seat sees, each kind told by the fast engine to a
    watching seat in the quick tier's first games of four setups (else the differential
    test checks less than it says): lovers, hints, spies, volunteers, manifestos with every
    primitive, a day with no election. Never the game master's own (the deal's draws, a
    seat filled, how a smear went) nor the deal's (told before any decision); never ``no
    votes`` either, which needs every ballot to weigh 0 while a card weighs one seat's
    at most (SEI-54)."""
    kinds: set[str] = set()
    setups = (("default12", 30), ("manifestos 12", 30), ("manifestos own deck", 30), ("manifestos fixed", 41))
    for name, games in setups:
        kinds |= heard_kinds(FastGame, FastSetup(SETUPS[name]), games, kind)
    told = {"Dawn", "Dusk", "Ballot", "HandsRaised", "VoteResult", "Elected", "Proposal", "Protected"}
    told |= {"ManifestoAnnounced", "SideChosen", "PromiseDrawn", "ManifestoExecuted", "SideFired"}
    told |= {"RolesRevealed", "GameEnded"}
    told |= {f"Knowledge:{k}" for k in ("role", "favourite", "hint", "member", "party")}
    told |= {"Chance:events reporter's hint", "Chance:voting first voter", "Chance:voting lot", "Chance:team lot"}
    told |= {f"RuleChanged:{k}" for k in ("vote_weight", "reporter_checks", "guard_protects", "smear_targets")}
    told |= {"RuleChanged:campaign_rounds"}
    keys = ("policy speeches", "campaign", "no election", "final speech", "lover out", "returns", "recalled")
    told |= {f"Announcement:{k}" for k in (*keys, "named", "vote weight", "sits out", "nobody sits out")}
    assert kinds == told, kinds ^ told


def test_watch_refuses_what_is_not_a_seat_and_a_copy_hears_on_its_own() -> None:
    """SEI-23: a seat watched in the middle of a vote in turn hears the ballots cast from
    then on, not those before; a copy hears on its own; ``watch(None)`` keeps nothing."""
    game = FastGame(3, FastSetup({"players": 8, "vote_styles": ["open"], "open_vote_order": "seat"}))
    assert_watch_refuses_what_is_not_a_seat(game)
    first = game.to_act()[0]
    game.act(first, game.legal(first)[0])
    game.watch(0)
    copy = game.copy()
    second = game.to_act()[0]
    target = game.legal(second)[0]
    game.act(second, target)
    assert [(e.voter, e.target) for e in game.heard()] == [(second, target.target)] and copy.heard() == ()
    game.watch(None)
    assert game.heard() == ()
