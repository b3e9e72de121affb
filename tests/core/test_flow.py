"""The rule flow: a generator that pauses at each decision, however deep in a chain
of sub-steps, resumes with the choices, and ends from anywhere with ``finish``.

Played on the toy game of ``toy.py``; the public ``label`` against the private
``kind`` (``phase``) also on every registered game."""

from __future__ import annotations

from typing import Any

import pytest
from games import a_game, each_game, fewest_players

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.engine import Flow, Game
from jinro_lab.core.errors import IllegalAction
from jinro_lab.core.events import Ballot, Chance, GameEnded, Knowledge, Proposal, VoteResult, only

from .toy import COLOURS, WORD, Attack, Say, Shown, ToyGame, pick

RED, BLUE, GREEN, WHITE, BLACK = COLOURS[:5]


def to_chain(seed: int = 1) -> ToyGame:
    """A toy game at its chain: every seat picked a colour (seat s the s-th)."""
    game = ToyGame(seed=seed)
    game.act_together({s: COLOURS[s] for s in range(4)})
    return game


def to_attack(seed: int = 1, **opts: Any) -> ToyGame:
    game = ToyGame(seed=seed, **opts)
    game.act_together({s: COLOURS[s] for s in range(game.players)})
    game.act(0, pick("left"))
    game.act(1, pick("go"))
    return game


def test_the_first_decision_is_the_simultaneous_colour_choice() -> None:
    game = ToyGame(seed=1)
    assert (game.phase, game.label, game.to_act()) == ("colour", "day: colours", (0, 1, 2, 3))
    assert all(game.legal_actions(s) == COLOURS for s in range(4))
    assert game.log == (Chance("first speaker", game.first),)
    assert not game.over and game.result is None and game.day == 1


def test_a_simultaneous_decision_waits_for_every_seat() -> None:
    """Nothing happens until the last seat has chosen; a seat that chose has
    nothing more to do; the order of the choices does not matter."""
    game = ToyGame(seed=1)
    log = game.log
    game.act(2, GREEN)
    assert game.to_act() == (0, 1, 3) and game.legal_actions(2) == ()
    assert game.legal_actions(0) == COLOURS and game.phase == "colour" and game.log == log
    game.act(0, RED)
    game.act(3, "pick white")
    assert game.to_act() == (1,) and game.log == log
    game.act(1, BLUE)
    assert game.colours == {0: RED, 1: BLUE, 2: GREEN, 3: WHITE}
    assert game.log[1:] == (Shown(0, "red"), Shown(1, "blue"), Shown(2, "green"), Shown(3, "white"))
    assert (game.phase, game.label, game.to_act()) == ("draw", "day: chain", (0,))


def test_the_chain_pauses_at_each_nested_sub_step() -> None:
    """draw (chain) -> react (a sub-step) -> confirm (a sub-step of the sub-step):
    each waits for its seat, and the flow resumes where it paused."""
    game = to_chain()
    assert (game.phase, game.to_act(), game.legal_actions(0)) == ("draw", (0,), (pick("left"), pick("right")))
    assert all(game.legal_actions(s) == () for s in (1, 2, 3))
    game.act(0, pick("right"))
    assert game.log[-1] == Knowledge(0, 0, "drew right", ("drew", "right"), only(0))
    assert (game.phase, game.label, game.to_act()) == ("react", "day: chain", (1,))
    assert game.legal_actions(1) == (pick("go"), pick("stop")) and game.legal_actions(0) == ()
    assert game.steps == ["drew right"]
    game.act(1, pick("stop"))
    assert (game.phase, game.label, game.to_act()) == ("confirm", "day: chain", (2,))
    assert game.legal_actions(2) == (pick("yes"), pick("no"))
    assert game.steps == ["drew right", "reacted stop"]
    game.act(2, pick("no"))  # the deepest step returns: the flow goes on after the whole chain
    assert game.steps == ["drew right", "reacted stop", "confirmed no", "chain done"]
    assert (game.phase, game.label, game.to_act()) == ("attack", "night: eyes closed", (0, 1))


def test_the_chain_without_its_deepest_step() -> None:
    game = to_chain()
    game.act(0, "pick left")
    game.act(1, "pick go")
    assert game.steps == ["drew left", "reacted go", "chain done"]
    assert game.phase == "attack"


def test_finish_from_deep_inside_the_chain_ends_the_game() -> None:
    game = to_chain(seed=5)
    game.act(0, pick("left"))
    game.act(1, pick("stop"))
    before = len(game.log)
    game.act(2, pick("yes"))
    assert game.over and game.result is not None
    assert (game.result.winners, game.result.side, game.result.reason) == (
        frozenset({2}),
        "stoppers",
        "stopped deep in the chain",
    )
    assert game.result.day == 1 and str(game.result) == "seat 2 wins (stoppers): stopped deep in the chain (day 1)"
    assert game.log[before:] == (GameEnded((2,), "stoppers", "stopped deep in the chain"),)
    assert game.steps == ["drew left", "reacted stop", "confirmed yes"]  # nothing after finish ran
    assert (game.phase, game.label, game.to_act()) == ("over", "over", ())
    assert all(game.legal_actions(s) == () for s in range(4))
    with pytest.raises(IllegalAction, match="the game is over"):
        game.act(2, pick("yes"))
    with pytest.raises(IllegalAction):
        game.act_together({2: pick("yes")})


def test_a_whole_toy_game() -> None:
    """Every step with exact events, to the end of the flow."""
    game = to_attack(seed=1)
    first = game.first
    assert first == game.log[0].outcome
    game.act(0, Attack((2,)))
    game.act(1, Attack((2,)))
    assert game.targets == (2,)
    assert game.log[-2:] == (
        Proposal(0, "attack", Attack((2,)), frozenset({0, 1})),
        Proposal(1, "attack", Attack((2,)), frozenset({0, 1})),
    )
    assert (game.phase, game.label, game.to_act(), game.day) == ("vote", "day: vote", (0, 1, 2, 3), 2)
    for seat, target in ((0, 3), (1, 3), (2, 3), (3, 0)):
        game.act(seat, f"vote seat {target}")
    assert game.executed == 3
    assert game.log[-5:] == (
        Ballot(0, 3, 1, 2, "day 2", 0),
        Ballot(1, 3, 1, 2, "day 2", 0),
        Ballot(2, 3, 1, 2, "day 2", 0),
        Ballot(3, 0, 1, 2, "day 2", 0),
        VoteResult(((0, 1), (1, 0), (2, 0), (3, 3)), 3, 2, "day 2", 0),
    )
    assert (game.phase, game.label, game.to_act()) == ("word", "day: speak", (first,))
    assert game.legal_actions(first) == WORD.samples
    game.act(first, "say hello")
    assert game.word == Say("hello") and game.log[-1] == Shown(first, "hello")
    assert (game.phase, game.label, game.to_act()) == ("words", "day: speak", (0, 1, 2, 3))
    game.act_together({0: Say("a"), 1: Say("b"), 2: "say c", 3: Say("yes")})
    assert game.words == {0: Say("a"), 1: Say("b"), 2: Say("c"), 3: Say("yes")}
    assert game.result == jl.Result(frozenset({2, 3}), "village", "the toy flow ran to its end", 2)
    assert game.log[-1] == GameEnded((2, 3), "village", "the toy flow ran to its end")


def test_view_shows_the_public_label_and_hides_the_private_kind() -> None:
    """The chain's three steps have one label: a seat's view (and an error for a
    seat that is not to act) never says which of them is pending."""
    game = to_chain()
    game.act(0, pick("left"))
    assert (game.phase, game.label) == ("react", "day: chain")
    for seat in range(4):
        assert game.view(seat).phase == "day: chain"
    assert game.view(None).phase == "react"
    with pytest.raises(IllegalAction) as info:
        game.act(3, pick("go"))
    assert "'day: chain'" in str(info.value) and "react" not in str(info.value)
    assert info.value.phase == "day: chain" and info.value.legal == ()


def test_a_seats_memory_holds_only_what_it_saw() -> None:
    game = to_chain()
    game.act(0, pick("left"))
    secret = Knowledge(0, 0, "drew left", ("drew", "left"), only(0))
    assert game.events_seen_by(0)[-1] == secret and game.view(0).events[-1] == secret
    for seat in (1, 2, 3):
        assert secret not in game.events_seen_by(seat) and secret not in game.view(seat).events
    assert game.events_seen_by(None) == game.log == game.view(None).events


@each_game()
def test_a_seats_view_shows_the_label_and_the_game_masters_the_kind(game: str) -> None:
    """At every step of random games (at the game's fewest players) a seat's view shows
    the public label, the game master's view the kind (a game's own labels: its folder)."""
    for seed in range(2):
        played = jl.new_game(game, players=fewest_players(game), seed=seed)
        agents = [RandomAgent(seed * 10 + s) for s in range(played.players)]
        while not played.over:
            assert played.view(None).phase == played.phase
            assert all(played.view(seat).phase == played.label for seat in range(played.players))
            seat = played.to_act()[0]
            played.act(seat, agents[seat].choose(None, played.legal_actions(seat)))


class Endless(Game):
    """A flow that ends without a result (a bug of the variant)."""

    variant = "endless"

    def __init__(self, players: int = 3, seed: int | None = None):
        super().__init__(players, seed, {"players": players})

    def _flow(self) -> Flow:
        yield self.ask_one(0, "only", (pick("a"),))

    def _view(self, seat: int | None) -> Any:
        return None


class OverAtOnce(Game):
    """A flow that finishes before its first decision."""

    variant = "over_at_once"

    def __init__(self, players: int = 3, seed: int | None = None):
        super().__init__(players, seed, {"players": players})

    def _flow(self) -> Flow:
        self.emit(Chance("coin", self.rng.randrange(2)))
        self.finish(frozenset({0, 1, 2}), None, "nothing to play")
        yield from ()

    def _view(self, seat: int | None) -> Any:
        return None


def test_a_flow_that_ends_without_a_result_is_a_loud_bug() -> None:
    game = Endless(seed=0)
    with pytest.raises(RuntimeError, match="Endless's flow ended without a result"):
        game.act(0, pick("a"))


def test_a_flow_may_finish_before_its_first_decision() -> None:
    game = OverAtOnce(seed=4)
    assert game.over and game.to_act() == () and game.phase == game.label == "over"
    assert game.log == (Chance("coin", game.log[0].outcome), GameEnded((0, 1, 2), None, "nothing to play"))
    assert str(game.result) == "seat 0, seat 1, seat 2 win: nothing to play (day 0)"
    assert game.clone().log == game.log


def test_drive_plays_to_the_end_as_play_game_does_and_refuses_a_chooser_list_of_another_length():
    """``Game.drive`` (``play_game``'s loop): the same game as ``play_game`` with the same
    agents; choosers and flags not one per seat are refused before anything is played."""
    from jinro_lab.agents import play_game
    from jinro_lab.core.errors import InvalidArgument

    variant = a_game(players=4)
    driven = jl.new_game(variant, players=4, seed=5)
    driven.drive([RandomAgent(s).choose for s in range(4)], [True] * 4, 10_000)
    played = play_game(jl.new_game(variant, players=4, seed=5), [RandomAgent(s) for s in range(4)])
    assert driven.over and driven.log == played.log
    fresh = jl.new_game(variant, players=4, seed=5)
    with pytest.raises(InvalidArgument, match="each of the 4 seats, got 3 choosers and 4 flags"):
        fresh.drive([RandomAgent(s).choose for s in range(3)], [True] * 4, 10_000)
    assert fresh.record() == jl.new_game(variant, players=4, seed=5).record()
