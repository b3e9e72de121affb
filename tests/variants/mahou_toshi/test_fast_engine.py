"""The fast engine against the readable one (issue 41), game for game.

The stepped game (``FastMahou``: ``to_act``, ``legal``, ``act``, ``copy``, ``from_game``) is
played in lockstep with the readable one (:func:`lockstep`): at every step the same seats
to act and each one's same legal actions, the same winner and deaths at the end; a copy
taken mid-game and the readable game taken into the fast engine there (``from_game``)
play on alike, and ``play`` with the same choosers gives the same game. Then each seed
is played in both engines by random agents seeded as ``simulate`` seeds them
(``agent_seed(game seed, seat)``); the two must offer every seat the same actions in the
same order at every step, and end with the same result (winners, side, reason, day)
and the same deaths (seat, day, cause) in the same order. The agents that record what
they are offered override ``choose``, so the fast engine asks them with readable
actions; plain ``RandomAgent``s take its shortcut (an index drawn from their generator),
which must give the same games too. Every event card the fast engine claims is forced
to the top of a deck, and seen drawn. A rule changed in one engine alone fails the
comparison. The ``slow`` tier plays 1,000 more seeds per setup (16,000 games).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pandas as pd
import pytest
from fast_support import assert_copies_play_on_alike
from search_support import assert_the_script_followed

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis.simulate import _Player, agent_seed, game_seed, simulate
from jinro_lab.core.errors import IllegalAction, InvalidArgument, InvalidSetup
from jinro_lab.core.fast import below, fast_engine, ordered_draw, shuffle, stepped_game
from jinro_lab.core.registry import heuristic_agent, lookup, register, unregister
from jinro_lab.variants.mahou_toshi import agents as agents_module
from jinro_lab.variants.mahou_toshi import fast, state
from jinro_lab.variants.mahou_toshi import game as readable_game
from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent, Observation, observe
from jinro_lab.variants.mahou_toshi.cards import EVENT_CARDS
from jinro_lab.variants.mahou_toshi.roles import ROLES

BASIC9 = ["werewolf", "werewolf", "seer", "knight"] + ["citizen"] * 5
HUNTER9 = ["werewolf", "werewolf", "seer", "knight", "hunter", "medium", "citizen", "citizen", "citizen"]
#: the third team, the protectors and the moneylender, no golem (its cards act)
THIRD12 = [
    *("werewolf", "werewolf", "seer", "knight", "dragon", "spirit_user"),
    *("moneylender", "demon", "fox", "citizen", "citizen", "medium"),
]
#: the setups the fast engine covers, each option value at least once
SETUPS: dict[str, dict[str, Any]] = {
    "basic9": {"roles": BASIC9},
    "basic9_nocards": {"roles": BASIC9, "events": []},
    "in_turn": {"roles": BASIC9, "vote_style": "in_turn"},
    "free": {"roles": BASIC9, "vote_style": "free"},
    "dealt8": {"players": 8, "first_day_seer": "free", "knight_self": True, "knight_repeat": False},
    "dealt10": {"players": 10, "event_selection": "choice_of_two", "day_limit": 3},
    "dealt12": {"players": 12, "first_day_seer": "none", "shuffle_events": False},
    "every_role": {
        "roles": ["werewolf", "werewolf", "madman", "seer", "knight", "medium", "hunter", "mason", "mason", "citizen"],
        "knight_repeat": False,
    },
    "dealt5": {"players": 5, "events": ["guild", "graveyard", "prison"], "shuffle_events": True},
    "dealt14": {"players": 14, "vote_style": "free"},
    "dealt16": {"players": 16, "first_day_seer": "free"},
    # every role the fast engine plays: the golem's deck (24 cards: casino, beast forest, graveyard)
    "all_roles": {
        "roles": [
            *("werewolf", "evil_eye", "madman", "seer", "knight", "dragon", "spirit_user", "moneylender"),
            *("hunter", "golem", "demon", "fox", "medium", "citizen", "citizen"),
        ],
        "vote_style": "in_turn",
        "knight_self": True,
        "knight_repeat": False,
    },
    "third_team": {"roles": THIRD12, "first_day_seer": "free", "event_selection": "choice_of_two"},
    "chimera": {"roles": [*HUNTER9, "chimera"], "events": ["soul_vortex", "illusionist_garden", "arena", "altar"]},
    "chimera_cards": {"roles": [*THIRD12, "chimera"]},
    "fox_too": {"roles": THIRD12, "fox_steals_win": False, "events": ["casino", "beast_forest", "arena", "prison"]},
}
#: the cards that stay under the forced card in its decks: deaths, lovers and votes to chain with
UNDER = ("legend_tree", "courthouse", "mages_guild", "arena", "slum", "altar")


class Recorder(RandomAgent):
    """A random agent that notes every question it is asked (its seat and the offered
    actions, in order) in a list shared by the table; it picks as ``RandomAgent`` does."""

    def __init__(self, seed: int, seat: int, asked: list[tuple[int, tuple[Any, ...]]]):
        super().__init__(seed)
        self.seat, self.asked = seat, asked

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        self.asked.append((self.seat, tuple(legal)))
        return super().choose(view, legal)


def readable_deaths(game: Any) -> list[tuple[int, int, str]]:
    """The deaths of a readable game as the fast engine lists them: (seat, day, cause),
    the game master's cause by night (``NightDeath``), the table's by day."""
    day, deaths = 0, []
    for event in game.log:
        kind = type(event).__name__
        if kind == "Dawn":
            day = event.day
        elif kind == "NightDeath" or (kind == "Eliminated" and str(event.cause) != "night"):
            deaths.append((event.seat, day, str(event.cause)))
    return deaths


def both(options: Mapping[str, Any], seed: int, record: bool = True) -> tuple[Any, Any, list[Any], list[Any]]:
    """Seed ``seed`` in the readable engine and on the fast one: the two games and, with
    ``record``, what each engine asked the seats (else the fast engine's shortcut plays)."""
    readable = jl.new_game("mahou_toshi", seed=seed, **options)
    players = readable.players
    asked: tuple[list[Any], list[Any]] = ([], [])

    def agents(log: list[Any]) -> list[RandomAgent]:
        if record:
            return [Recorder(agent_seed(seed, s), s, log) for s in range(players)]
        return [RandomAgent(agent_seed(seed, s)) for s in range(players)]

    play_game(readable, agents(asked[0]))
    game = fast.MahouFastSetup(options).play(seed, agents(asked[1]))
    return readable, game, asked[0], asked[1]


def differences(options: Mapping[str, Any], seeds: range, record: bool = True) -> list[str]:
    """What differs between the engines, one line per differing seed (empty: none)."""
    found = []
    for seed in seeds:
        readable, game, asked, fast_asked = both(options, seed, record)
        if asked != fast_asked:
            step = next((i for i, (a, b) in enumerate(zip(asked, fast_asked, strict=False)) if a != b), len(asked))
            found.append(f"seed {seed}: question {step} differs")
        elif readable.result != game.result or readable_deaths(readable) != game.deaths:
            found.append(
                f"seed {seed}: {readable.result} / {readable_deaths(readable)} != {game.result} / {game.deaths}"
            )
    return found


def lockstep(options: Mapping[str, Any], seed: int, copy_at: int, setup: Any = None) -> int:
    """Game ``seed`` played in both engines in lockstep by random choosers seeded as
    ``simulate`` seeds them (one seat at a time, the first of ``to_act``), raising
    ``AssertionError`` at the first difference: the seats to act and every one's legal
    actions at each step, then the result and the deaths (seat, day, cause). At step
    ``copy_at`` a copy of the fast game and the readable game taken into the fast engine
    (``from_game``) are made; both play the rest of the game's choices alike, step for
    step, and end alike, and so does another copy played on at once (``FastMahou.play``) by
    the same pickers from there (a decision pending, or begun by hand, answered inline); the
    same game played at once from the deal ends alike. Returns the number of steps."""
    setup = fast.MahouFastSetup(options) if setup is None else setup
    game = jl.new_game("mahou_toshi", seed=seed, **options)
    quick = fast.FastMahou(seed, setup)
    n = game.players
    pickers = [random.Random(agent_seed(seed, s)) for s in range(n)]
    steps: list[tuple[int, tuple[Any, ...], Any]] = []
    copy = rebuilt = None
    resumed: tuple[fast.FastMahou, list[random.Random]] | None = None
    while not game.over:
        if len(steps) == copy_at:
            copy, rebuilt = quick.copy(), fast.FastMahou.from_game(game)
            resumed = (quick.copy(), [random.Random() for _ in pickers])  # played on at once from here
            for picker, same in zip(pickers, resumed[1], strict=True):
                same.setstate(picker.getstate())
        to_act = game.to_act()
        assert quick.to_act() == to_act, (seed, len(steps), game.phase, quick.to_act(), to_act)
        for s in to_act:
            assert quick.legal(s) == game.legal_actions(s), (seed, len(steps), s, quick.legal(s))
        seat = to_act[0]
        legal = game.legal_actions(seat)
        action = legal[int(pickers[seat].random() * len(legal))]
        steps.append((seat, legal, action))
        game.act(seat, action)
        quick.act(seat, action)
    assert quick.over and quick.to_act() == () and quick.legal() == ()
    assert (quick.result, quick.deaths) == (game.result, readable_deaths(game)), (seed, quick.result, quick.deaths)
    for other, how in ((copy, "copy"), (rebuilt, "from_game")):
        if other is None:
            continue
        for i in range(copy_at, len(steps)):
            seat, legal, action = steps[i]
            assert other.to_act()[0] == seat and other.legal(seat) == legal, (seed, how, i)
            other.act(seat, action)
        assert (other.result, other.deaths) == (quick.result, quick.deaths), (seed, how)
    played = fast.FastMahou(seed, setup).play([random.Random(agent_seed(seed, s)) for s in range(n)])
    assert (played.result, played.deaths) == (quick.result, quick.deaths), (seed, "play")
    if resumed is not None:  # a decision pending (or begun) at the copy, answered inline by the same pickers
        played = resumed[0].play(resumed[1])
        assert (played.result, played.deaths) == (quick.result, quick.deaths), (seed, "played on", copy_at)
    return len(steps)


def stepped(options: Mapping[str, Any], games: int, master: int = 0) -> int:
    """``games`` seeded games of ``options`` in lockstep (:func:`lockstep`), each copied at
    another step; the number of steps played."""
    setup = fast.MahouFastSetup(options)
    return sum(lockstep(options, game_seed(master, i), i * 7 % 40, setup) for i in range(games))


@pytest.mark.parametrize("name", SETUPS)
def test_the_stepped_game_plays_the_same_games_step_for_step(name: str) -> None:
    assert stepped(SETUPS[name], 25) > 25 * 10


@pytest.mark.parametrize("card", sorted(fast.CARDS))
def test_the_stepped_game_plays_each_card_alike(card: str) -> None:
    """Each card on top (the airship's as its only choice), among the hunter, the medium,
    the third team and the protectors (the decks of the next test)."""
    under = [c for c in UNDER if c != card]
    decks = [[card, *under], ["airship", card] if card != "airship" else ["airship", "bank", *under]]
    for roles, deck in zip((HUNTER9, THIRD12), decks, strict=True):
        for style in ("simultaneous", "in_turn"):
            stepped({"roles": roles, "events": deck, "vote_style": style}, 6, master=len(card))


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_the_stepped_game_over_many_seeds(name: str) -> None:
    assert stepped(SETUPS[name], 300, master=1) > 3000


def test_a_rule_changed_in_the_stepped_game_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """MAH-R02 with the seer free to divine itself in the fast engine only, then MAH-11's
    first voter drawn one seat later: the legal actions, then the seats to act, part."""
    with pytest.raises(AssertionError):
        stepped(SETUPS["basic9_nocards"], 10)
        monkeypatch.setattr(fast.FastMahou, "_living_but", lambda game, seat, jailed: game.live)
        stepped(SETUPS["basic9_nocards"], 10)
    monkeypatch.undo()
    stepped(SETUPS["in_turn"], 5)
    real = fast.FastMahou._announced
    monkeypatch.setattr(fast.FastMahou, "_announced", lambda game, n: (real(game, n) + 1) % n)
    with pytest.raises(AssertionError):
        stepped(SETUPS["in_turn"], 10)


def test_a_rule_changed_in_the_readable_game_alone_fails_the_stepped_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """MAH-27 with the knight free to guard himself in the readable engine only."""
    real = readable_game.MahouToshiGame._guard_options
    monkeypatch.setattr(
        readable_game.MahouToshiGame, "_guard_options", lambda game, seat, jailed: real(game, seat + 1, jailed)
    )
    with pytest.raises(AssertionError):
        stepped(SETUPS["basic9_nocards"], 10)


def test_acting_by_hand_and_refusals() -> None:
    """Seats act by hand (an action or its string), in any order within a decision of seats
    at once; an action not legal now (a seat not to act, one that chose already, an
    action not offered, any after the end) is refused and changes nothing."""
    quick = fast.FastMahou(4, {"roles": BASIC9, "first_day_seer": "free"})
    assert quick.to_act() == (2,) and not quick.over  # night 0: the seer divines (MAH-05)
    with pytest.raises(IllegalAction, match="not to act"):
        quick.act(0, quick.legal(2)[0])
    quick.act(2, str(quick.legal(2)[-1]))
    voters = quick.to_act()
    assert voters == tuple(range(9)) and quick.legal(99) == ()  # the day's vote: all at once
    before = (quick.to_act(), [quick.legal(s) for s in voters], quick.copy())
    with pytest.raises(IllegalAction, match="not among the legal actions"):
        quick.act(8, "vote seat 8")  # no self-vote (MAH-11)
    with pytest.raises(IllegalAction):
        quick.act(8, quick.legal(0)[0].__class__("card", "bank"))  # not a vote
    assert (quick.to_act(), [quick.legal(s) for s in voters]) == before[:2]
    quick.act(8, quick.legal(8)[0])
    assert 8 not in quick.to_act()
    with pytest.raises(IllegalAction, match="not to act"):
        quick.act(8, quick.legal(0)[0])  # it has voted already
    copy = quick.copy()
    choosers = [random.Random(s) for s in range(9)]
    quick.play(choosers)
    assert quick.over and quick.to_act() == () and not copy.over
    with pytest.raises(IllegalAction, match="the game is over"):
        quick.act(0, "vote seat 1")
    replay = before[2]
    replay.act(8, replay.legal(8)[0])
    assert replay.to_act() == copy.to_act()
    for game in (copy, replay):
        game.play([random.Random(s) for s in range(9)])
    assert (copy.result, copy.deaths) == (replay.result, replay.deaths)


def test_choosers_that_are_not_random_play_the_same_games() -> None:
    """``play`` with a callable chooser (the last legal action) and with an agent that reads
    no view (a ``RandomAgent`` subclass choosing otherwise) is asked with the readable
    actions and ends as the readable game played with the same choices."""

    class First(RandomAgent):
        pick_draw = None

        def choose(self, view: Any, legal: Sequence[Any]) -> Any:
            return legal[0]

    options = SETUPS["third_team"]
    for seed in range(6):
        choosers: list[Any] = [(lambda legal: legal[-1]) if s % 2 else First(s) for s in range(12)]
        quick = fast.FastMahou(seed, options).play(choosers)
        game = jl.new_game("mahou_toshi", seed=seed, **options)
        while not game.over:
            seat = game.to_act()[0]
            legal = game.legal_actions(seat)
            game.act(seat, legal[-1] if seat % 2 else legal[0])
        assert (quick.result, quick.deaths) == (game.result, readable_deaths(game)), seed


def test_copies_share_the_generator_until_one_draws() -> None:
    """A copy, and a copy of the copy, each play on as the original would, whichever
    draws first (the generator is copied on write); votes in turn draw every round."""
    setup = fast.MahouFastSetup(SETUPS["in_turn"])
    assert_copies_play_on_alike(lambda seed: fast.FastMahou(seed, setup), 9)


def test_from_game_follows_a_chance_script() -> None:
    """A scripted game (``Game.scripted``, the belief sampler's worlds) is followed
    (``core.fast.Script``): the random white (MAH-05) and each vote's first voter (MAH-11)."""
    for seed in range(4):
        options = {"players": 9, "vote_style": "in_turn"}
        game = readable_game.MahouToshiGame.scripted([seed, 1, 0, 1, 0, 1], seed=seed, **options)
        assert_the_script_followed(fast.FastMahou, game)
    with pytest.raises(InvalidArgument, match="mahou_toshi"):
        fast.FastMahou.from_game(object())
    assert stepped_game("mahou_toshi", {"players": 9}) is fast.FastMahou
    assert stepped_game("mahou_toshi", {"players": 9, "claims": True}) is None


@pytest.mark.parametrize("name", SETUPS)
def test_each_covered_setup_plays_the_same_games(name: str) -> None:
    options = SETUPS[name]
    assert fast.supports(options) is None
    assert differences(options, range(100)) == []
    assert differences(options, range(100, 200), record=False) == []  # the shortcut of RandomAgent


@pytest.mark.parametrize("card", sorted(fast.CARDS))
def test_each_covered_card_plays_the_same_games_when_drawn_first(card: str) -> None:
    """The card on top (drawn at the first execution), then the only card the airship
    can choose (the airship itself: on top, with cards to choose from), among the
    third team and the protectors."""
    under = [c for c in UNDER if c != card]
    decks = [[card, *under], ["airship", card] if card != "airship" else ["airship", "bank", *under]]
    for roles, deck in zip((HUNTER9, THIRD12), decks, strict=True):
        options = {"roles": roles, "events": deck}
        drawn = 0
        for seed in range(40):
            readable, game, asked, fast_asked = both(options, seed)
            assert asked == fast_asked, seed
            assert (readable.result, readable_deaths(readable)) == (game.result, game.deaths), seed
            drawn += any(type(e).__name__ == "EventDrawn" and e.card == card for e in readable.log)
        assert drawn >= 10, f"{card} was drawn in {drawn} of 40 games of {deck}"


def test_what_the_fast_engine_does_not_cover_goes_to_the_readable_one() -> None:
    assert fast.supports({"roles": BASIC9, "claims": True}) == "the claims option (MAH-10)"
    position = {"dead": [8], "day": 2, "phase": "night"}
    assert fast.supports({"roles": BASIC9, "position": position}) == "a described position (MAH-04)"
    assert all(fast.supports({"players": n}) is None for n in range(5, 17))
    assert fast_engine("mahou_toshi") is fast.ENGINE
    with pytest.raises(InvalidSetup, match=r"does not cover the claims option \(MAH-10\); play it with new_game"):
        fast.MahouFastSetup({"players": 9, "claims": True})
    assert set(EVENT_CARDS) == fast.CARDS and set(ROLES) == fast.ROLES


def test_a_rule_changed_in_the_fast_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """MAH-40 read as "fewer humans than werewolves" in the fast engine only."""
    real = fast.team_win

    def strict(wolves: int, humans: int, *rest: Any) -> Any:
        return real(wolves, humans + 1 if wolves else humans, *rest)

    monkeypatch.setattr(fast, "team_win", strict)
    monkeypatch.setattr(fast, "_team_won", fast._team_won.__wrapped__)  # not the results cached before
    assert differences(SETUPS["basic9"], range(30))


def test_a_rule_changed_in_the_readable_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """MAH-27 with the knight guarding himself in the readable engine only."""
    monkeypatch.setattr(fast.FastMahou, "_guard_options", lambda game, seat, jailed: game.live)
    assert differences(SETUPS["basic9_nocards"], range(30))
    monkeypatch.undo()
    real = state.team_win
    monkeypatch.setattr(state, "team_win", lambda wolves, humans, *rest: real(wolves, humans + 1, *rest))
    assert differences(SETUPS["basic9_nocards"], range(30))


@pytest.mark.parametrize("name", ["basic9", "dealt10", "all_roles"])
def test_simulate_plays_on_the_fast_engine_with_the_same_table(name: str) -> None:
    options = SETUPS[name]
    fast_table = simulate("mahou_toshi", 150, seed=5, options=options, workers=1, progress=False)
    readable = simulate("mahou_toshi", 150, seed=5, options=options, workers=1, progress=False, engine="readable")
    pd.testing.assert_frame_equal(fast_table, readable)
    assert _Player(("mahou_toshi", 5, "random", options, False, "auto")).fast is not None
    assert _Player(("mahou_toshi", 5, "random", options, False, "readable")).fast is None


def test_simulate_chooses_the_readable_engine_where_the_fast_one_cannot() -> None:
    assert _Player(("mahou_toshi", 1, "heuristic", {"roles": BASIC9}, False, "auto")).fast is not None
    assert _Player(("mahou_toshi", 1, "heuristic", {"roles": BASIC9, "claims": True}, False, "auto")).fast is None
    agents = [lambda seat, seed: RandomAgent(seed)] * 9
    assert _Player(("mahou_toshi", 1, agents, {"roles": BASIC9}, False, "auto")).fast is None
    assert _Player(("mahou_toshi", 1, "random", {"claims": True}, False, "auto")).fast is None
    register(replace(lookup("mahou_toshi"), id="mahou_unhurried", title_ja="急がない魔法都市", fast=None))
    try:  # a game that declares no fast engine (every kit game has one now)
        assert _Player(("mahou_unhurried", 1, "random", {}, False, "auto")).fast is None
        with pytest.raises(InvalidArgument, match=r'engine="fast": mahou_unhurried has no fast engine'):
            simulate("mahou_unhurried", 3, seed=1, workers=1, engine="fast")
    finally:
        unregister("mahou_unhurried")
    only = "the fast engine of mahou_toshi plays only agents='random' or agents='heuristic'"
    with pytest.raises(InvalidArgument, match=f'engine="fast": {only}'):
        simulate("mahou_toshi", 3, seed=1, agents=agents, workers=1, engine="fast")
    with pytest.raises(InvalidArgument, match=r"does not cover the claims option \(MAH-10\)"):
        simulate("mahou_toshi", 3, seed=1, options={"claims": True}, workers=1, engine="fast")
    with pytest.raises(InvalidArgument, match="engine must be one of auto, readable, fast"):
        simulate("mahou_toshi", 3, seed=1, workers=1, engine="quick")


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_thousands_of_seeds_per_setup(name: str) -> None:
    """1,000 more seeds per setup (CI's full run: 16,000 games in each engine)."""
    assert differences(SETUPS[name], range(1000, 1750), record=False) == []
    assert differences(SETUPS[name], range(1750, 2000)) == []


def test_the_fast_draws_are_the_generators_own() -> None:
    """``core.fast.below``, ``shuffle`` and ``ordered_draw`` repeat ``randrange``, ``shuffle``
    and ``sample`` without their method calls: the same numbers, the same order, and the
    generator left in the same state."""
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 6, 7, 9, 21, 1000):
            assert below(ours, n) == theirs.randrange(n)
            items = list(range(n))
            expected = list(items)
            shuffle(ours, items)
            theirs.shuffle(expected)
            assert items == expected
            for k in range(1, min(n, 5)):
                assert ordered_draw(ours, items, k) == tuple(theirs.sample(items, k))
        assert ours.getstate() == theirs.getstate()


def test_an_agent_that_reads_views_is_refused_and_an_illegal_action_too() -> None:
    setup = fast.MahouFastSetup({"roles": BASIC9})

    class Viewer(RandomAgent):
        needs_view = True

        def choose(self, view: Any, legal: Sequence[Any]) -> Any:
            return legal[0]

    with pytest.raises(InvalidArgument, match=r"Viewer reads its seat.s view, which the fast engine does not build"):
        setup.play(1, [Viewer(1)] + [RandomAgent(s) for s in range(8)])
    setup.play(1, [heuristic_agent("mahou_toshi", seed=1)] + [RandomAgent(s) for s in range(8)])  # it observes

    class Stubborn(RandomAgent):
        def choose(self, view: Any, legal: Sequence[Any]) -> Any:
            return "vote seat 99"

    with pytest.raises(IllegalAction, match="vote seat 99"):
        setup.play(1, [Stubborn(s) for s in range(9)])


# ----- the heuristic agent on both engines (issue 41, item 3) ------------------------------------
def snapshot(obs: Observation) -> tuple[Any, ...]:
    """An observation as plain values, taken at once (the fast engine's lists live on)."""
    return (
        *obs[:4],
        tuple(obs.alive),
        tuple(obs.roles),
        dict(obs.judged),
        frozenset(obs.wolves),
        tuple(map(tuple, obs.votes)),
        frozenset(obs.night_dead),
        tuple(obs.proposals),
        tuple(obs.claims),
    )


class ReadableNoter(HeuristicAgent):
    """The heuristic on the readable engine, noting each question: (seat, the actions
    offered, the one chosen, the seat's observation from its view)."""

    def __init__(self, seed: int, seat: int, asked: list[Any]):
        super().__init__(seed)
        self.seat, self.asked = seat, asked

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        choice = super().choose(view, legal)
        self.asked.append((self.seat, tuple(legal), choice, snapshot(observe(view))))
        return choice


class FastNoter(HeuristicAgent):
    """The heuristic on the fast engine (its choose is the agent's own: it is asked with
    the observation the engine keeps), noting each question as :class:`ReadableNoter` does."""

    def __init__(self, seed: int, seat: int, asked: list[Any]):
        super().__init__(seed)
        self.seat, self.asked = seat, asked

    def choose_observed(self, observation: Observation, options: Sequence[Any], readable: Any) -> Any:
        choice = super().choose_observed(observation, options, readable)
        offered = readable(options)
        self.asked.append((self.seat, offered, offered[options.index(choice)], snapshot(observation)))
        return choice


def noted(noter: type[ReadableNoter | FastNoter], seed: int, players: int, log: list[Any], mixed: bool) -> list[Any]:
    """The seats' agents of game ``seed``, seeded as ``simulate`` seeds them: ``noter``s
    noting in ``log`` (``mixed``: random agents at the odd seats)."""
    return [
        RandomAgent(agent_seed(seed, s)) if mixed and s % 2 else noter(agent_seed(seed, s), s, log)
        for s in range(players)
    ]


def heuristic_differences(options: Mapping[str, Any], seeds: Sequence[int], mixed: bool = False) -> list[str]:
    """What differs between the engines with heuristic agents at every seat (``mixed``:
    random agents at the odd seats), one line per differing seed (empty: none): the
    questions, the choices, the observations, the result and the deaths."""
    found = []
    for seed in seeds:
        readable = jl.new_game("mahou_toshi", seed=seed, **options)
        asked: tuple[list[Any], list[Any]] = ([], [])
        play_game(readable, noted(ReadableNoter, seed, readable.players, asked[0], mixed))
        game = fast.MahouFastSetup(options).play(seed, noted(FastNoter, seed, readable.players, asked[1], mixed))
        ended = (readable.result, readable_deaths(readable)), (game.result, game.deaths)
        if asked[0] != asked[1]:
            step = next((i for i, (a, b) in enumerate(zip(*asked, strict=False)) if a != b), len(asked[0]))
            found.append(f"seed {seed}: question {step} differs")
        elif ended[0] != ended[1]:
            found.append(f"seed {seed}: {ended[0]} != {ended[1]}")
    return found


@pytest.mark.parametrize("name", SETUPS)
def test_heuristic_games_are_the_same_in_both_engines(name: str) -> None:
    """The same questions, the same choices and the same observation at every decision of
    every seat, the same result and deaths; heuristic seats beside random ones too."""
    assert heuristic_differences(SETUPS[name], range(8)) == []
    assert heuristic_differences(SETUPS[name], range(8, 12), mixed=True) == []


@pytest.mark.parametrize("card", sorted(fast.CARDS))
def test_heuristic_games_are_the_same_when_each_card_is_drawn_first(card: str) -> None:
    under = [c for c in UNDER if c != card]
    deck = [card, *under] if card != "airship" else ["airship", "bank", *under]
    for roles in (HUNTER9, THIRD12):
        assert heuristic_differences({"roles": roles, "events": deck}, range(3)) == []


def test_simulate_plays_heuristic_games_on_the_fast_engine_with_the_same_table() -> None:
    options = SETUPS["dealt10"]
    for agents in ("heuristic", ["heuristic", "random"] * 5):
        tables = [
            simulate("mahou_toshi", 60, seed=9, agents=agents, options=options, workers=1, progress=False, engine=e)
            for e in ("fast", "readable")
        ]
        pd.testing.assert_frame_equal(*tables)
    assert _Player(("mahou_toshi", 9, "heuristic", options, False, "auto")).fast is not None


def test_what_a_seat_sees_changed_in_the_fast_engine_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """The seer's result forgotten in the fast engine's sight only (MAH-R02), then the
    night-0 meetings (MAH-05): the observations, then the choices, part."""
    options = {"roles": HUNTER9, "events": ["altar", "courthouse", "prison"]}
    assert heuristic_differences(options, range(6)) == []
    real = fast.FastMahou._results

    def forgetful(game: Any, sight: Any, seer: Any, divined: Any, mirrored: Any, jailed: Any) -> None:
        real(game, sight, seer, None, mirrored, jailed)

    monkeypatch.setattr(fast.FastMahou, "_results", forgetful)
    assert heuristic_differences(options, range(6))
    monkeypatch.undo()
    monkeypatch.setattr(fast.Sight, "learn", lambda sight, meetings: None)
    assert heuristic_differences(options, range(6))


def test_what_a_seat_sees_changed_in_the_readable_view_alone_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """The announced night deaths (MAH-26) left out of the readable view's observation only."""
    options = {"roles": HUNTER9, "events": []}
    real = agents_module.observe
    monkeypatch.setattr(agents_module, "observe", lambda view: real(view)._replace(night_dead=frozenset()))
    assert heuristic_differences(options, range(6))


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
def test_heuristic_games_over_many_seeds(name: str) -> None:
    """250 more seeds per setup (4,000 heuristic games in each engine), a fifth of them mixed."""
    assert heuristic_differences(SETUPS[name], range(100, 300)) == []
    assert heuristic_differences(SETUPS[name], range(300, 350), mixed=True) == []


def test_a_meeting_learned_after_a_read_is_seen_at_the_next_read() -> None:
    """MAH-05, MAH-E06: a seat's known roles and werewolves are kept between reads
    (``Sight.read``) until it meets someone; a meeting learned after a read is in the next
    read (the games' meetings come before any read, so this checks the cache directly)."""
    sight = fast.Sight(4)
    roles, wolves = sight.roles_and_wolves(0, "werewolf")
    assert roles == ("werewolf", None, None, None) and wolves == frozenset({0})
    sight.learn([(0, 2, "werewolf"), (1, 3, "mason")])
    roles, wolves = sight.roles_and_wolves(0, "werewolf")
    assert roles == ("werewolf", None, "werewolf", None) and wolves == frozenset({0, 2})
    assert sight.roles_and_wolves(1, "mason")[0] == (None, "mason", None, "mason")
