"""The fast engine of 人狼は眠らない (``fast.py``) checked game for game against the readable
one (issue 41): each seeded game is played in both engines with random agents seeded
as ``simulate`` seeds them (a lone ``sleep`` pause draws nothing, NEM-26, as
``RandomAgent.choose`` takes it), and must offer the same seats the same actions at
every step, end with the same winners, side, reason and turn, the same summary and
sides, and have the same players eliminated, by the same cause, on the same turns; the
same game played to its end by ``FastGame.play`` must end the same way, each seat's
generator having drawn as often (a pause draws nothing); a copy taken
mid-game, and the readable game taken into the fast engine there
(``FastGame.from_game``), must play on exactly as the original did; from there two seats
are watched on copies of the fast game (``core.fast.Hearing``, ``fast_support.Ears``):
each hears, event for event, what the readable game shows the seat (``memory(seat)``). A
rule changed in one engine alone fails it, and so does an event told otherwise in one
engine alone (the last tests).

The quick tier plays 300 games per setup; the ``slow`` tier 1,200 (13,200 in all).
"""

from __future__ import annotations

import random
from typing import Any

import pandas as pd
import pytest
from fast_support import (
    Ears,
    assert_a_copy_hears_on_its_own,
    assert_stops_at_the_first_event_not_to_hear,
    assert_watch_refuses_what_is_not_a_seat,
    heard_kinds,
)
from search_support import assert_the_script_followed

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis.simulate import _Player, agent_seed, finished_row, game_seed, play_one, simulate
from jinro_lab.core.errors import IllegalAction, InvalidArgument
from jinro_lab.core.events import Eliminated, Knowledge, VoteResult
from jinro_lab.variants.nemuranai import events as ev
from jinro_lab.variants.nemuranai import fast
from jinro_lab.variants.nemuranai import game as readable
from jinro_lab.variants.nemuranai.agents import HeuristicAgent
from jinro_lab.variants.nemuranai.cards import DECK
from jinro_lab.variants.nemuranai.fast import ENGINE, FastGame, FastSetup, supports


def _deck(seed: int, wolf_at: int) -> list[str]:
    """The 16 cards in a seeded order, with the werewolf card moved to ``wolf_at``."""
    cards = [c for c in DECK if c != "werewolf"]
    random.Random(seed).shuffle(cards)
    cards.insert(wolf_at, "werewolf")
    return cards


#: the covered setups: the default at each player count, then the options' values
SETUPS: dict[str, dict[str, Any]] = {
    "default3": {"players": 3},
    "default4": {"players": 4},
    **{f"first{s}": {"players": 4, "first_player": s} for s in range(4)},
    "first2 of 3": {"players": 3, "first_player": 2},
    "wolf dealt": {"players": 4, "deck": _deck(1, 1)},
    "wolf in ruins": {"players": 3, "deck": _deck(2, 3)},
    "wolf at the bottom": {"players": 4, "deck": _deck(3, 15), "first_player": 3},
    "wolf drawn first": {"players": 3, "deck": _deck(4, 4), "first_player": 0},
}
QUICK, SLOW = 300, 1200


def pick(rng: random.Random, legal: tuple[Any, ...]) -> Any:
    """``RandomAgent.choose`` with ``rng``: a lone pause draws nothing."""
    if len(legal) == 1 and getattr(legal[0], "pause", False):
        return legal[0]
    return legal[int(rng.random() * len(legal))]


def deaths(game: Any) -> list[tuple[int, int, str]]:
    """The readable game's eliminations as ``(seat, turn, cause)``, from its log."""
    out: list[tuple[int, int, str]] = []
    turn = 0
    for e in game.log:
        if type(e) is ev.TurnBegan:
            turn = e.turn
        elif type(e) is Eliminated:
            out.append((e.seat, turn, e.cause))
    return out


def play_both(seed: int, options: dict[str, Any], setup: FastSetup, copy_at: int) -> None:
    """Play game ``seed`` in both engines in lockstep (raising ``AssertionError`` at
    the first difference), copy the fast game at step ``copy_at`` and play the copy on
    with the same choices; from there two seats are watched on copies of the fast game
    (``fast_support.Ears``): each hears what the readable game shows the seat, checked
    when the seat is to act and at the end."""
    game = jl.new_game("nemuranai", seed=seed, **options)
    quick = FastGame(seed, setup)
    agents = [random.Random(agent_seed(seed, s)) for s in range(game.players)]
    steps: list[tuple[int, tuple[Any, ...]]] = []
    copy = rebuilt = ears = None
    copied: list[Any] = []
    while not game.over:
        if len(steps) == copy_at:
            copy, copied = quick.copy(), [a.getstate() for a in agents]
            rebuilt = FastGame.from_game(game)
            ears = Ears(quick, game, sorted({copy_at % game.players, (copy_at + 1) % game.players}))
        to_act = game.to_act()
        assert quick.to_act() == to_act, (seed, len(steps), game.phase, quick.to_act(), to_act)
        seat = to_act[0]
        legal = game.legal_actions(seat)
        assert quick.legal(seat) == legal, (seed, len(steps), seat, quick.legal(seat), legal)
        if ears is not None:
            ears.check(game, (seed, len(steps)), (seat,))
        action = pick(agents[seat], legal)
        steps.append((seat, legal))
        game.act(seat, action)
        quick.act(seat, action)
        if ears is not None:
            ears.act(seat, action)
    if ears is not None:
        ears.check(game, (seed, "end"))
    assert quick.over and quick.result == game.result, (seed, quick.result, game.result)
    assert quick.deaths == deaths(game), (seed, quick.deaths, deaths(game))
    assert quick.summary() == game.summary(), (seed, quick.summary(), game.summary())
    sides = [game._seat_side(s) for s in range(game.players)]
    assert [quick.seat_side(s) for s in range(game.players)] == sides, (seed, "sides")
    rngs = [random.Random(agent_seed(seed, s)) for s in range(game.players)]
    played = FastGame(seed, setup).play(rngs)
    assert played.result == game.result and played.deaths == quick.deaths, (seed, "play")
    # every seat drew as often as in the lockstep game: a pause draws nothing (NEM-26)
    assert [r.getstate() for r in rngs] == [a.getstate() for a in agents], (seed, "draws")
    if copy is not None and rebuilt is not None:  # the copy plays on as the original did
        for agent, state in zip(agents, copied, strict=True):
            agent.setstate(state)
        for i in range(copy_at, len(steps)):
            seat, legal = steps[i]
            assert copy.to_act()[0] == seat and copy.legal(seat) == legal, (seed, "copy", i)
            assert rebuilt.to_act()[0] == seat and rebuilt.legal(seat) == legal, (seed, "from_game", i)
            action = pick(agents[seat], legal)
            copy.act(seat, action)
            rebuilt.act(seat, action)
        assert copy.result == rebuilt.result == game.result, (seed, "copy", copy.result, game.result)
        assert copy.deaths == quick.deaths, (seed, "copy deaths")


def check(name: str, games: int, master: int = 0) -> None:
    options = SETUPS[name]
    setup = FastSetup(options)
    picks = random.Random(master)
    for i in range(games):
        play_both(game_seed(master, i), options, setup, picks.randrange(25))


@pytest.mark.parametrize("name", SETUPS)
def test_the_same_games(name: str) -> None:
    check(name, QUICK)


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_the_same_games_many(name: str) -> None:
    check(name, SLOW, master=1)


def test_every_card_is_played_and_every_ending_reached() -> None:
    """The quick tier's games reach every card's play, the sleep swap, the medium's
    turn, a protecting knight and every way a game ends (so the tiers above check them)."""
    played: set[str] = set()
    reasons: set[str] = set()
    swapped = turned = protected = False
    for i in range(QUICK):
        seed = game_seed(0, i)
        game = jl.new_game("nemuranai", seed=seed, players=3 + i % 2)
        agents = [RandomAgent(agent_seed(seed, s)) for s in range(game.players)]
        play_game(game, agents)
        for e in game.log:
            kind = type(e)
            if kind is ev.Played:
                played.add(e.card)
            swapped |= kind is ev.Swapped
            turned |= kind is ev.TurnedFaceDown
            protected |= kind is ev.AttackResolved and e.protected
        reasons.add(str(game.result.reason))  # type: ignore[union-attr]
    assert played == set(DECK) - {"werewolf"}
    assert swapped and turned and protected
    assert len(reasons) == 6, reasons


def test_a_rule_changed_in_the_readable_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """NEM-27 read with the first two attacks' orders exchanged, by the readable flow only."""
    check("default4", 20)
    monkeypatch.setattr(readable, "ATTACKS", {"attack_1": 2, "attack_2": 1, "attack_3": 3})
    with pytest.raises(AssertionError):
        check("default4", 100)


def test_a_pause_that_draws_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """NEM-26: ``FastGame.play`` drawing for a lone pause, as an agent that ignores it would."""
    check("default4", 20)
    monkeypatch.setattr(fast, "_SLEEP_PAUSE", False)
    with pytest.raises(AssertionError):
        check("default4", 50)


def test_a_rule_changed_in_the_fast_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """NEM-31: a face-up knight no longer protects, in the fast engine only."""
    check("default3", 20)
    monkeypatch.setattr(fast, "_KNIGHT_UP", -1)
    with pytest.raises(AssertionError):
        check("default3", QUICK)


def test_the_fast_engine_is_the_game_simulate_plays() -> None:
    """Random agents seeded as ``simulate`` seeds them: the same row, whole, and the
    same table on either engine."""
    for index in range(5):
        seed = game_seed(7, index)
        agents = [RandomAgent(agent_seed(seed, s)) for s in range(3)]
        game = ENGINE.prepare({"players": 3}).play(seed, agents)
        assert finished_row(game, index, seed, False) == play_one("nemuranai", 7, index, "random", {"players": 3})  # type: ignore[arg-type]
    for options in ({}, {"players": 3, "first_player": 1}):
        table = simulate("nemuranai", 200, seed=5, options=options, workers=1, progress=False)
        readable_table = simulate(
            "nemuranai", 200, seed=5, options=options, workers=1, progress=False, engine="readable"
        )
        pd.testing.assert_frame_equal(table, readable_table)
        assert _Player(("nemuranai", 5, "random", options, False, "auto")).fast is not None


def test_what_it_covers() -> None:
    assert supports({}) is None and ENGINE.supports({"players": 3, "deck": _deck(0, 0), "first_player": 2}) is None
    position = {  # the position of NemuranaiGame's docstring
        "hands": [["madman"], ["seer"], ["werewolf"], ["villager"]],
        "discards": [
            [["knight", True], ["sleep", False], ["attack_1", False]],
            [["vote", False]],
            [["seer", True]],
            [["medium", True]],
        ],
        "ruins": "attack_3",
        "pile": ["vote", "sleep", "attack_2", "vote", "sleep"],
        "turn": 1,
    }
    assert ENGINE.supports({"players": 4, "position": position}) == "a game from a described position (NEM-03)"
    assert _Player(("nemuranai", 1, "random", {"players": 4, "position": position}, False, "auto")).fast is None
    with pytest.raises(InvalidArgument, match="readable engine"):
        FastSetup({"players": 4, "position": position})
    with pytest.raises(jl.InvalidSetup, match="players"):
        FastSetup({"players": 5})
    with pytest.raises(jl.InvalidSetup, match="first_player"):
        FastSetup({"players": 3, "first_player": 3})


def test_from_game_follows_a_chance_script() -> None:
    """A scripted game (``Game.scripted``, the belief sampler's worlds) is followed
    (``core.fast.Script``, issue 41 item 4): its first player (NEM-04)."""
    for first in range(3):
        game = readable.NemuranaiGame.scripted([first], seed=1, players=3)
        assert FastGame.from_game(game).first_player == first
        assert_the_script_followed(FastGame, game)
    with pytest.raises(InvalidArgument, match="nemuranai"):
        FastGame.from_game(object())


def test_acting_by_hand_and_refusals() -> None:
    """A simultaneous vote taken by hand in any order, actions by their string, refusals."""
    seed = next(s for s in range(500) if _reaches_vote(s))
    game = FastGame(seed, {"players": 4})
    while len(game.to_act()) == 1:
        game.act(game.to_act()[0], game.legal()[0])
    voters = game.to_act()
    assert len(voters) > 1 and game.legal(99) == ()
    last = voters[-1]
    game.act(last, str(game.legal(last)[0]))  # a seat may choose before the others, by its string
    assert last not in game.to_act()
    with pytest.raises(IllegalAction):
        game.act(last, game.legal(voters[0])[0])  # it has chosen already
    with pytest.raises(IllegalAction):
        game.act(voters[0], "search ruins")
    copy = game.copy()
    copy.play([random.Random(s) for s in range(4)])
    assert copy.over and not game.over and copy.result is not None
    with pytest.raises(InvalidArgument, match="view"):  # an agent that reads a view, and no observation
        FastGame(3, {}).play([ViewReader() for s in range(4)])
    assert FastGame(3, {}).play([HeuristicAgent(seed=s) for s in range(4)]).over  # it reads an observation
    with pytest.raises(InvalidArgument, match="one chooser per seat"):
        FastGame(3, {}).play([random.Random(0)])


class ViewReader:
    """An agent that reads its seat's view (the fast engine makes none)."""

    def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
        return legal[0]


def _reaches_vote(seed: int) -> bool:
    """Whether game ``seed`` (4 players, first options taken) reaches a vote or a sleep."""
    game = FastGame(seed, {"players": 4})
    while not game.over and len(game.to_act()) == 1:
        game.act(game.to_act()[0], game.legal()[0])
    return not game.over


def test_choosers_that_are_not_random_agents() -> None:
    """A callable chooser and an agent reading no view (``choose(None, legal)``) are asked
    with the readable actions, the pause included, as the readable game asks them."""

    class Last:
        needs_view = False

        def choose(self, view: Any, legal: tuple[Any, ...]) -> Any:
            return legal[-1]

    for seed in range(30):
        game = jl.new_game("nemuranai", seed=seed, players=4)
        play_game(game, [Last() for _ in range(4)])
        first = FastGame(seed, {"players": 4}).play([Last(), lambda legal: legal[-1], Last(), Last()])
        assert first.result == game.result and first.deaths == deaths(game), seed
    with pytest.raises(IllegalAction):
        FastGame(0, {"players": 3}).play([lambda legal: "nothing"] * 3)


def test_a_told_event_changed_in_either_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """NEM-05, NEM-25, NEM-30: what a seat is told changed in one engine's events only, the
    rules and the choices the same: a private event (the card drawn, a seer's look, a swap)
    seen by nobody, in either engine (an event dropped), or the fast engine's ballots and
    vote results naming the vote by day rather than by turn (an event altered); the watched
    copies (``fast_support.Ears``) catch each."""
    check("default4", 20)
    breaks = (
        (fast, "only", lambda seat: frozenset()),
        (readable, "only", lambda seat: frozenset()),
        (fast, "vote_id", lambda number, unit: readable.vote_id(number)),
    )
    for module, name, broken in breaks:
        with monkeypatch.context() as m:
            m.setattr(module, name, broken)
            with pytest.raises(AssertionError):
                check("default4", 40)


def _kind(event: Any) -> str:
    """An event's kind as :func:`test_the_watched_copies_hear_every_kind_of_event` counts
    it: its type, a ``Knowledge``'s fact (a hand, a discard card) and whether a vote chose."""
    name = type(event).__name__
    if type(event) is Knowledge:
        return f"{name} {event.key[0]}"
    if type(event) is VoteResult:
        return f"{name} {'nobody' if event.chosen is None else 'chosen'}"
    return name


def test_the_watched_copies_hear_every_kind_of_event() -> None:
    """NEM-05 ... NEM-63: the events a seat sees, each kind told by the fast engine to a
    watching seat in the quick tier's first games (else the differential test checks less
    than it says); the GM's own (the shuffle) and the deal's, before the first decision, never."""
    kinds: set[str] = set()
    for name in ("default3", "default4", "wolf drawn first"):
        kinds |= heard_kinds(FastGame, FastSetup(SETUPS[name]), 120, _kind)
    told = {"TurnBegan", "Drew", "Played", "Discarded", "PlacedFaceDown", "TurnedFaceDown", "Swapped"}
    told |= {"Knowledge hand", "Knowledge discard", "Ballot", "VoteResult chosen", "VoteResult nobody"}
    told |= {"AttackResolved", "Eliminated", "SearchPhase", "SearchBlocked", "MadmanRevealed", "Searched"}
    assert kinds == told | {"GameEnded"}, kinds ^ (told | {"GameEnded"})


def test_watch_refuses_what_is_not_a_seat_and_a_copy_hears_on_its_own() -> None:
    assert_watch_refuses_what_is_not_a_seat(FastGame(3, FastSetup({"players": 4})))
    assert_a_copy_hears_on_its_own(FastGame(3, FastSetup({"players": 4})))


def test_a_watched_game_stops_at_the_first_event_it_was_not_to_hear() -> None:
    assert_stops_at_the_first_event_not_to_hear("nemuranai", lambda seed: FastGame(seed, FastSetup({"players": 4})), 4)
