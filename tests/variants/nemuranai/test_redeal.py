"""The sampler's worlds re-dealt in place (issue 41): where the conditioning at a turn's
play gives a world a new deal order (``NemuranaiHidden.condition``), the world is made the
game of that order in place (``NemuranaiHidden.redeal``, ``NemuranaiGame._redeal``)
instead of being replayed from it. Each world so made must be the replayed game itself:
the same state, log, memories of every seat, pending decision, chance script and record
(digest included), and, played on to its end, the same game. A card left where it was,
or the Werewolf player not moved with the werewolf card, fails the check
(``test_a_card_left_in_place_is_caught``, ``test_a_werewolf_player_left_in_place_is_caught``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.analysis import sample_worlds
from jinro_lab.analysis.calibration import random_point
from jinro_lab.core.engine import scripted_game
from jinro_lab.core.hidden import Particle, seat_context
from jinro_lab.variants.nemuranai import events as ev
from jinro_lab.variants.nemuranai import game as rules
from jinro_lab.variants.nemuranai import hidden
from jinro_lab.variants.nemuranai.cards import DECK

#: (players, game seeds, actions played, model) of the positions sampled: late and middle
#: points of random games, the others modelled at random and by an agent (whose ballots
#: touch hands); about 5,400 worlds re-dealt in place
POINTS = [
    (4, range(0, 12), 14, "random"),
    (4, range(12, 24), 22, "random"),
    (3, range(24, 32), 12, "random"),
    (4, range(32, 38), 18, "agent"),
]

#: never compared as they are: the paused flow, the bound ``emit``; the decision, the chance
#: script, the RNG and the memories (compared by what they hold); the public image of the
#: discards (a cache of ``_public``, made when a view asks)
_NOT_STATE = {"_flow_gen", "emit", "_decision", "_chance", "rng", "_seat_logs", "_seat_read", "_table"}


def _state(world: jl.Game) -> dict[str, Any]:
    """Everything a game holds that can differ between two games of one variant: its
    attributes, its pending decision, its chance script, its RNG, every seat's memory (read
    through), its record with its digest."""
    state = {k: v for k, v in vars(world).items() if k not in _NOT_STATE}
    d = world.decision
    state["decision"] = None if d is None else (d.kind, d.label, d.legal, d.one, d.seats, d.chosen, d.open)
    script = world.chance_script
    state["chance"] = None if script is None else (script.values, script.used, script.given, script.hook is not None)
    state["rng"] = world.rng.getstate()
    state["memories"] = [list(world.memory(s)) for s in range(world.players)]
    state["record"] = world.record()
    return state


def _differences(world: jl.Game, replayed: jl.Game) -> list[str]:
    mine, theirs = _state(world), _state(replayed)
    return [k for k in mine.keys() | theirs.keys() if mine.get(k) != theirs.get(k)]


@contextmanager
def _checked_redeals() -> Iterator[tuple[list[str], list[int]]]:
    """Every world the sampler re-deals in place compared with the game replayed from its
    new setup (the same seed, chance so far and actions, as ``core.hidden`` replays it):
    the differences found, and the number of worlds re-dealt in place and replayed."""
    found: list[str] = []
    counts = [0, 0]
    real = hidden.NemuranaiHidden.redeal

    def redeal(self: Any, ctx: Any, particle: Any, setup: dict[str, Any]) -> bool:
        world = particle.world
        replayed = scripted_game(type(world), particle.seed, setup, particle.chance, world.chance_hook)
        for seat, action in particle.actions:
            replayed.act(seat, action)
        done = real(self, ctx, particle, setup)
        counts[not done] += 1
        if done:
            found.extend(f"{k} after {len(particle.actions)} actions" for k in _differences(world, replayed))
        return done

    with pytest.MonkeyPatch.context() as m:
        m.setattr(hidden.NemuranaiHidden, "redeal", redeal)
        yield found, counts


def _played_on(world: jl.Game, seed: int) -> tuple[Any, ...]:
    """``world`` played on to its end by random choices (``seed``): its log and result."""
    rng = random.Random(seed)
    while not world.over:
        seat = world.to_act()[0]
        legal = world.legal_actions(seat)
        world.act(seat, legal[rng.randrange(len(legal))])
    return tuple(world.log), world.result


def _sample_all(points: list[tuple[int, range, int, str]]) -> list[jl.Game]:
    """The worlds sampled at every position of ``points`` (seat: the game's seed mod players)."""
    worlds: list[jl.Game] = []
    for players, seeds, steps, model in points:
        for seed in seeds:
            game = random_point("nemuranai", seed, players, steps)
            if game.over:
                continue
            agent = "random" if model == "random" else RandomAgent(seed=seed)
            worlds.extend(sample_worlds(game, seed % players, n=20, seed=seed, max_attempts=200, model=agent))
    return worlds


def test_a_world_redealt_in_place_is_the_world_replayed():
    """At every conditioning of about 5,400 in random games of 3 and 4 players, with the
    others modelled at random and by an agent, the world re-dealt in place is the world
    replayed (``_state``); and every world sampled, played on to its end, is the game its
    record replays (the paused flow holds nothing of the old deal)."""
    with _checked_redeals() as (found, counts):
        worlds = _sample_all(POINTS)
    assert not found, found[:10]
    assert counts[0] > 5000, counts
    for k, world in enumerate(worlds):
        replayed = jl.replay(world.record())
        assert _played_on(world, k) == _played_on(replayed, k), k


def _broken(monkeypatch: pytest.MonkeyPatch, name: str) -> list[str]:
    """The differences the check finds when each re-deal in place leaves the game's
    attribute ``name`` as it was before."""
    real = rules.NemuranaiGame._redeal

    def redeal(self: Any, order: list[str], seats: Any) -> None:
        kept = getattr(self, name)
        real(self, order, seats)
        setattr(self, name, kept)

    monkeypatch.setattr(rules.NemuranaiGame, "_redeal", redeal)
    with _checked_redeals() as (found, _):
        _sample_all(POINTS[:1])
    return found


def test_a_card_left_in_place_is_caught(monkeypatch):
    """The check fails when one card is not moved: the ruins left as they were."""
    assert _broken(monkeypatch, "ruins")


def test_a_werewolf_player_left_in_place_is_caught(monkeypatch):
    """The check fails when the Werewolf player stays who it was before the re-deal."""
    assert _broken(monkeypatch, "wolf")


def _dealt_at_play(turns: int) -> jl.Game:
    """A dealt game (the deck fixed, as in a world) of random choices, stopped at the play of
    turn ``turns``."""
    deck = random.Random(turns).sample(DECK, len(DECK))
    game = jl.new_game("nemuranai", players=4, seed=turns, deck=deck, first_player=0)
    rng = random.Random(turns)
    while not (game.phase == "play" and game.day == turns):
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        game.act(seat, legal[rng.randrange(len(legal))])
    return game


def _swapped(game: jl.Game, i: int, j: int) -> dict[str, Any]:
    setup = game.setup
    deck = setup["deck"]
    deck[i], deck[j] = deck[j], deck[i]
    return setup


@pytest.mark.parametrize("turns", [3, 4, 5])
def test_what_cannot_be_redealt_in_place_is_refused(turns):
    """``redeal`` takes in place only an order that differs in cards no rule has read (the
    ruins, the pile from this turn's draw on, untouched hands): one that moves a card drawn
    on an earlier turn, or the dealt card of a seat that played, is refused and the game
    left as it was (the sampler replays it); the ruins exchanged with the last card of the
    pile are taken, and the game is the one replayed."""
    game = _dealt_at_play(turns)
    viewer = (game.active + 1) % 4
    ctx = seat_context(game, viewer, "random")
    before = _state(game)
    particle = Particle(game.setup, game.seed, list(game.history), game)
    played = next(e.seat for e in game.log if type(e) is ev.Played)
    n = game.players
    for i, j in ((n + 1, n + turns + 1), (played, n)):  # a card drawn on turn 1; a dealt card that was played
        assert not hidden.HIDDEN.redeal(ctx, particle, _swapped(game, i, j)), (i, j)
        assert _state(game) == before
    setup = _swapped(game, n, 15)
    assert hidden.HIDDEN.redeal(ctx, particle, setup)
    replayed = jl.new_game("nemuranai", players=4, seed=game.seed, **{k: v for k, v in setup.items() if k != "players"})
    for seat, action in game.history:
        replayed.act(seat, action)
    assert not _differences(game, replayed)


#: a position of four seats at the start of seat 1's turn (the knight's lesson, ``game.py``)
POSITION = {
    "hands": [["madman"], ["seer"], ["werewolf"], ["villager"]],
    "discards": [[["knight", True], ["sleep", False], ["attack_1", False]], [["vote", False]], [["seer", True]], []],
    "ruins": "attack_3",
    "pile": ["vote", "sleep", "attack_2", "vote", "sleep", "medium"],
    "turn": 1,
}


def test_a_position_is_replayed():
    """A game from a position is never re-dealt in place (its hidden cards are no deal
    order): every world the sampler gives a new setup there is replayed."""
    game = jl.new_game("nemuranai", players=4, seed=1, position=POSITION)
    rng = random.Random(1)
    for _ in range(6):
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        game.act(seat, legal[rng.randrange(len(legal))])
    with _checked_redeals() as (_, counts):
        sample_worlds(game, 0, n=20, seed=1, exact=False, max_attempts=200)
    assert counts[0] == 0 and counts[1] > 0, counts
