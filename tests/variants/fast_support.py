"""What the differential tests of a heuristic agent on a stepped fast engine share
(issue 41, item 3; ``tests/variants/<game>/test_fast_heuristic.py``): each seeded game
played in both engines in lockstep by heuristic agents seeded as ``simulate`` seeds them
(every other game with a random chooser at every third seat), the readable one choosing
from its seat's view (``choose``), the fast one from the observation the fast engine
keeps (``FastGame.observation``, ``choose_observed``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.analysis.simulate import agent_seed, game_seed, simulate
from jinro_lab.core.engine import Game
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.fast import Disagreed


def random_pick(rng: random.Random, legal: Sequence[Any]) -> Any:
    """What ``RandomAgent.choose`` picks with ``rng``: a lone pause (an action saying
    ``pause``) without a draw, else ``legal[int(rng.random() * len(legal))]``."""
    if len(legal) == 1 and getattr(legal[0], "pause", False):
        return legal[0]
    return legal[int(rng.random() * len(legal))]


@dataclass(frozen=True)
class Lockstep:
    """A game's pieces: its ``variant`` id, its stepped ``fast_game`` and its ``fast_setup``
    class, its heuristic ``agent`` class, ``observe(view)`` (the observation read from a
    view), ``plain(observation)`` (comparable data: the fast engine keeps lists, a view
    tuples) and ``same_deaths(fast_game, game)``."""

    variant: str
    fast_game: Any
    fast_setup: Any
    agent: Any
    observe: Callable[[Any], Any]
    plain: Callable[[Any], tuple[Any, ...]]
    same_deaths: Callable[[Any, Game], bool]

    def agents_of(self, seed: int, players: int, mixed: bool) -> list[Any]:
        """Heuristic agents seeded as ``simulate`` seeds them; ``mixed``: every third seat
        (from seat 0) a random chooser instead (a ``random.Random``, picking as ``RandomAgent``:
        :func:`random_pick`)."""
        return [
            random.Random(agent_seed(seed, s)) if mixed and s % 3 == 0 else self.agent(seed=agent_seed(seed, s))
            for s in range(players)
        ]

    def play_both(
        self, seed: int, options: Mapping[str, Any], setup: Any, copy_at: int = 10, mixed: bool = False
    ) -> int:
        """Play game ``seed`` in both engines in lockstep (raising ``AssertionError`` at the
        first difference): at every decision the same seats are asked with the same actions,
        the observation the fast engine keeps equals the one read from the readable view, and
        both choose the same action; at decision ``copy_at`` a copy of the fast game and the
        readable game taken into the fast engine (``from_game``) join, each keeping its own
        observations from there. The games end with the same result and deaths, and the same
        game played by ``FastGame.play`` ends the same way. A fast game that can tell a seat
        its events (``core.fast.Hearing``) watches one from its first decision (:class:`Ears`,
        in place): it hears what the readable game shows it, checked at its turns and at the
        end. Returns the number of decisions."""
        plain = self.plain
        game = jl.new_game(self.variant, seed=seed, **options)
        quick = self.fast_game(seed, setup)
        joined: list[Any] = []
        n = game.players
        slow_agents, fast_agents = self.agents_of(seed, n, mixed), self.agents_of(seed, n, mixed)
        steps = 0
        ears = Ears.in_place(quick, game, seed % n) if getattr(quick, "HEARS", False) else None
        while not game.over:
            if steps == copy_at:
                joined = [quick.copy(), self.fast_game.from_game(game)]
            to_act = game.to_act()
            assert quick.to_act() == to_act, (seed, steps, game.phase, quick.to_act(), to_act)
            seat = to_act[0]
            legal = game.legal_actions(seat)
            assert quick.legal(seat) == legal, (seed, steps, seat, quick.legal(seat), legal)
            if ears is not None:
                ears.check(game, (seed, steps), (seat,))
            view = game.view(seat)
            seen = quick.observation(seat)
            assert plain(seen) == plain(self.observe(view)), (seed, steps, seat, plain(seen), plain(self.observe(view)))
            slow, fast_agent = slow_agents[seat], fast_agents[seat]
            if isinstance(slow, random.Random):  # the random chooser's pick, the same draw in both
                action = random_pick(slow, legal)
                assert random_pick(fast_agent, legal) == action
            else:
                action = slow.choose(view, legal)
                assert fast_agent.choose_observed(seen, legal) == action, (seed, steps, seat, action)
            for other in joined:
                assert plain(other.observation(seat)) == plain(seen), (seed, steps, seat, "copy or from_game")
                other.act(seat, action)
            game.act(seat, action)
            quick.act(seat, action)
            steps += 1
        if ears is not None:
            ears.check(game, (seed, "end"))
        assert quick.over and quick.result == game.result, (seed, quick.result, game.result)
        assert self.same_deaths(quick, game), (seed, quick.deaths)
        played = self.fast_game(seed, setup).play(self.agents_of(seed, n, mixed))
        assert played.result == game.result and played.deaths == quick.deaths, (seed, "play")
        return steps

    def check(self, options: Mapping[str, Any], games: int, master: int = 0) -> int:
        """``games`` seeded games of the setup ``options`` (:meth:`play_both`), every other one
        mixed, each copied at another decision; the number of decisions played."""
        setup = self.fast_setup(options)
        return sum(
            self.play_both(game_seed(master, i), options, setup, copy_at=i * 7 % 40, mixed=i % 2 == 1)
            for i in range(games)
        )

    def assert_same_tables(self, options: Mapping[str, Any], games: int = 30) -> None:
        """``simulate``'s table of ``games`` games of the setup ``options`` is the same on either
        engine (``engine="fast"`` plays them on the fast engine), with ``agents="heuristic"``
        and with a list mixing it with ``"random"``."""
        n = options["players"]
        mixed = ["heuristic" if s % 3 else "random" for s in range(n)]
        for agents in ("heuristic", mixed):
            rows = [
                simulate(self.variant, games, seed=5, agents=agents, options=options, engine=e, workers=1)
                for e in ("readable", "fast")
            ]
            assert rows[0].equals(rows[1]), agents


def heard_kinds(fast_game: Any, setup: Any, games: int, kind: Callable[[Any], str]) -> set[str]:
    """The kinds (``kind(event)``) of the events every seat heard, each watched on its own
    copy of the fast game (``core.fast.Hearing``) from the first decision, in the first
    ``games`` seeded games of ``setup`` played by random choosers (seeded as ``simulate``
    seeds them)."""
    kinds: set[str] = set()
    for i in range(games):
        seed = game_seed(0, i)
        game = fast_game(seed, setup)
        agents = [random.Random(agent_seed(seed, s)) for s in range(setup.players)]
        ears = [game.copy() for _ in range(setup.players)]
        for seat, ear in enumerate(ears):
            ear.watch(seat)
        while not game.over:
            seat = game.to_act()[0]
            legal = game.legal(seat)
            action = legal[int(agents[seat].random() * len(legal))]
            for g in (game, *ears):
                g.act(seat, action)
        kinds.update(kind(e) for ear in ears for e in ear.heard())
    return kinds


class Ears:
    """Copies of a stepped fast game (a ``core.fast.Hearing``), one for each of ``seats``
    watching its seat from the same decision on, beside the readable game at that decision:
    what each copy heard must be the seat's memory in the readable game since then, event
    for event. :meth:`in_place`: the fast game itself watches (no copy)."""

    def __init__(self, quick: Any, game: Game, seats: Sequence[int]):
        self.copies = {seat: quick.copy() for seat in seats}
        for seat, copy in self.copies.items():
            copy.watch(seat)
        self.since = {seat: len(game.memory(seat)) for seat in seats}
        self.checked = dict.fromkeys(seats, 0)

    @classmethod
    def in_place(cls, quick: Any, game: Game, seat: int) -> Ears:
        """``quick`` itself watching ``seat`` from now on, which the caller plays on (its
        :meth:`act` is not called: the caller acts on ``quick``)."""
        ears = cls(quick, game, ())
        quick.watch(seat)
        ears.copies, ears.since, ears.checked = {seat: quick}, {seat: len(game.memory(seat))}, {seat: 0}
        return ears

    def act(self, seat: int, action: Any) -> None:
        for copy in self.copies.values():
            copy.act(seat, action)

    def check(self, game: Game, where: Any, seats: Sequence[int] | None = None) -> None:
        """Raise ``AssertionError`` at the first of ``seats`` (default: every seat watched)
        whose copy heard other events than it saw (the seat to act: what it knows when it
        chooses; a seat not watched is skipped)."""
        for seat in self.copies if seats is None else seats:
            copy = self.copies.get(seat)
            if copy is not None:
                saw = game.memory(seat)[self.since[seat] :]
                self.checked[seat] = assert_heard(copy.heard(), saw, (where, seat), self.checked[seat])


def assert_heard(heard: Sequence[Any], saw: Sequence[Any], where: Any, checked: int = 0) -> int:
    """Raise ``AssertionError`` if a watched fast game ``heard`` other events than the seat
    ``saw`` in the readable game (equal, and of the same type: events are named tuples, equal
    to any tuple of the same fields), naming ``where``, the first event that differs and the
    two events there; the first ``checked`` were found equal by an earlier call (both only
    grow). Returns how many are equal."""
    new, seen = heard[checked:], tuple(saw[checked:])
    if len(heard) != len(saw) or new != seen or any(type(a) is not type(b) for a, b in zip(new, seen, strict=True)):
        same = min(len(heard), len(saw))
        at = next((i for i in range(same) if heard[i] != saw[i] or type(heard[i]) is not type(saw[i])), same)
        raise AssertionError((where, at, tuple(heard[at : at + 2]), tuple(saw[at : at + 2])))
    return len(heard)


def assert_watch_refuses_what_is_not_a_seat(game: Any) -> None:
    """A fast game at its deal (``core.fast.Hearing``): ``watch`` refuses what is not one of
    its seats (naming ``watch``), and a game nobody watches keeps nothing."""
    for bad in (game.players, -1, True, "2", 1.0):
        with pytest.raises(InvalidArgument, match="watch"):
            game.watch(bad)
    assert game.heard() == ()


def assert_a_copy_hears_on_its_own(game: Any) -> None:
    """``game`` watched and copied: what it hears after the copy is its own, the copy heard
    none of it; ``watch(None)`` keeps nothing."""
    game.watch(0)
    copy = game.copy()
    seat = game.to_act()[0]
    game.act(seat, game.legal(seat)[0])
    assert game.heard() and copy.heard() == ()
    game.watch(None)
    assert game.heard() == ()


def assert_stops_at_the_first_event_not_to_hear(variant: str, new: Callable[[int], Any], players: int) -> None:
    """``watch(seat, expect, start)`` (a belief sampler's probe) on the fast game ``new(seed)``:
    told exactly the events the readable game of ``variant`` showed seat 2 in a random game,
    from where the fast game begins telling them, it plays to its end; told one that differs
    (one changed), or one past them, it stops there (``core.fast.Disagreed``), having kept
    the events before it."""
    played = jl.new_game(variant, seed=5, players=players)
    choices = random.Random(5)
    while not played.over:
        seat = played.to_act()[0]
        played.act(seat, choices.choice(played.legal_actions(seat)))
    heard = new(5)
    heard.watch(2)
    for seat, action in played.history:
        heard.act(seat, action)
    seen = played.memory(2)
    start = len(seen) - len(heard.heard())
    assert start > 0  # the deal's events are not told
    assert_heard(heard.heard(), seen[start:], "whole")
    with pytest.raises(AssertionError):  # equal tuples of other types are not the events
        assert_heard(tuple(tuple(e) for e in heard.heard()), seen[start:], "as plain tuples")
    replay = new(5)
    replay.watch(2, seen, start)
    for seat, action in played.history:
        replay.act(seat, action)
    assert replay.over and replay.heard() == tuple(seen[start:])
    at = start + len(seen[start:]) // 2
    changed = [*seen[:at], "another event", *seen[at + 1 :]]
    for expect in (changed, seen[:at]):
        replay = new(5)
        replay.watch(2, expect, start)
        with pytest.raises(Disagreed):
            for seat, action in played.history:
                replay.act(seat, action)
        assert replay.heard() == tuple(seen[start:at])


def views_read_in_turn(variant: str, agent: Any, players: int) -> list[Any]:
    """The views a reader of the heuristic's seat views (``core.viewers.SeatReading``) meets
    read in turn: every view of two heuristic games of ``players`` (the same seat later,
    another seat, another game), then 80 of them again at random (earlier views)."""
    views = []
    for seed in (1, 2):
        game = jl.new_game(variant, seed=seed, players=players)
        agents = [agent(seed=s) for s in range(players)]
        while not game.over:
            seat = game.to_act()[0]
            views.append(game.view(seat))
            game.act(seat, agents[seat].choose(views[-1], game.legal_actions(seat)))
    pick = random.Random(0)
    return views + [views[pick.randrange(len(views))] for _ in range(80)]


def assert_copies_play_on_alike(new: Callable[[int], Any], players: int, seeds: Sequence[int] = range(10)) -> None:
    """A stepped fast game ``new(seed)`` played a few random steps, then a copy of it and a
    copy of the copy: each plays on with the same choosers to the end the game played whole
    reaches (its result and deaths), whichever draws first (the generator copied on write)."""
    for seed in seeds:
        whole = new(seed).play([random.Random(s) for s in range(players)])
        game = new(seed)
        choosers = [random.Random(s) for s in range(players)]
        for _ in range(seed % 7 + 1):
            seat = game.to_act()[0]
            legal = game.legal(seat)
            game.act(seat, legal[int(choosers[seat].random() * len(legal))])
        states = [c.getstate() for c in choosers]
        first = game.copy()
        second = first.copy()
        for played in (second, game, first):
            for chooser, state in zip(choosers, states, strict=True):
                chooser.setstate(state)
            played.play(choosers)
            assert (played.result, played.deaths) == (whole.result, whole.deaths), seed
