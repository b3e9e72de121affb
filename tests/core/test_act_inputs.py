"""What ``act`` and ``act_together`` accept, and that whatever they refuse raises
IllegalAction and leaves the game exactly as it was: joint checks, open choices,
odd seats, odd actions; and records that do not share their setup."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from games import a_game, a_game_at

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.engine import Game
from jinro_lab.core.errors import IllegalAction, JinroError
from jinro_lab.core.events import Ballot
from jinro_lab.core.voting import Vote
from jinro_lab.testing.hostile import Pairs

from .toy import COLOURS, WORD, Say, ToyGame, pick, snapshot

RED, BLUE, GREEN, WHITE, BLACK = COLOURS[:5]


def refused(game: Game, seat: Any, action: Any, *words: str) -> IllegalAction:
    """``game.act(seat, action)`` raises IllegalAction naming ``words`` and changes nothing."""
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.act(seat, action)
    assert snapshot(game) == before
    for word in words:
        assert word in str(info.value)
    return info.value


def refused_together(game: Game, choices: Any, *words: str) -> IllegalAction:
    before = snapshot(game)
    with pytest.raises(IllegalAction) as info:
        game.act_together(choices)
    assert snapshot(game) == before
    for word in words:
        assert word in str(info.value)
    return info.value


def at_words(seed: int = 1) -> ToyGame:
    """A toy game at its last decision: every seat says a word at once (open, no two alike)."""
    game = ToyGame(seed=seed)
    game.act_together({s: COLOURS[s] for s in range(4)})
    game.act(0, pick("left"))
    game.act(1, pick("go"))
    game.act_together({0: "attack seat 2", 1: "attack seat 2"})
    game.act_together({s: f"vote seat {(s + 1) % 4}" for s in range(4)})
    game.act(game.first, Say("hi"))
    assert game.phase == "words"
    return game


def at_word(seed: int = 1) -> ToyGame:
    """A toy game at the first speaker's open choice of a word."""
    game = ToyGame(seed=seed)
    game.act_together({s: COLOURS[s] for s in range(4)})
    game.act(0, pick("left"))
    game.act(1, pick("go"))
    game.act_together({0: "attack seat 2", 1: "attack seat 2"})
    game.act_together({s: f"vote seat {(s + 1) % 4}" for s in range(4)})
    assert game.phase == "word"
    return game


# ----- joint validation ---------------------------------------------------------------------------
def test_a_check_refuses_the_completing_choice_and_changes_nothing() -> None:
    game = ToyGame(seed=1)
    game.act(0, RED)
    game.act(1, BLUE)
    game.act(2, GREEN)
    err = refused(game, 3, BLUE, "seat 1 and seat 3 both chose pick blue")
    assert (err.seat, err.phase, err.action) == (3, "colour", BLUE)
    refused(game, 3, "pick red", "seat 0 and seat 3 both chose pick red")
    assert game.to_act() == (3,) and game._decision is not None and game._decision.chosen == {0: RED, 1: BLUE, 2: GREEN}
    assert [a for _, a in game._actions] == [RED, BLUE, GREEN]
    game.act(3, BLACK)  # another choice completes it
    assert game.colours == {0: RED, 1: BLUE, 2: GREEN, 3: BLACK} and game.phase == "draw"


def test_a_check_sees_every_partial_set_so_a_decision_cannot_lock() -> None:
    """The check runs on every choice with the choices so far: the second blue is
    refused at once (not when the set completes, when no last choice could pass)."""
    game = ToyGame(seed=1)
    game.act(0, RED)
    game.act(1, BLUE)
    refused(game, 2, BLUE, "seat 1 and seat 2 both chose pick blue")
    assert game.to_act() == (2, 3)
    game.act(2, GREEN)
    game.act(3, BLACK)
    assert game.colours == {0: RED, 1: BLUE, 2: GREEN, 3: BLACK}


def test_act_together_refuses_a_set_the_check_refuses_and_takes_none_of_it() -> None:
    game = ToyGame(seed=1)
    err = refused_together(game, {0: RED, 1: BLUE, 2: RED, 3: GREEN}, "seat 0 and seat 2 both chose pick red")
    assert err.seat == (0, 1, 2, 3) and err.phase == "colour"
    assert game.to_act() == (0, 1, 2, 3) and game._actions == []
    game.act(0, RED)
    refused_together(game, {1: BLUE, 2: "pick red", 3: GREEN}, "seat 0 and seat 2 both chose pick red")
    assert game.to_act() == (1, 2, 3)
    game.act_together({3: GREEN, 1: BLUE, 2: WHITE})
    assert game.colours == {0: RED, 1: BLUE, 2: WHITE, 3: GREEN}
    assert game._actions == [(0, RED), (3, GREEN), (1, BLUE), (2, WHITE)]  # in the order given


def test_act_together_validates_every_choice_before_taking_any() -> None:
    game = ToyGame(seed=1)
    refused_together(game, {0: RED, 1: BLUE, 2: pick("purple")}, "seat 2", "purple")
    refused_together(game, {0: RED, 1: "pick purple"}, "pick purple")
    refused_together(game, {0: RED, 1: BLUE, 7: GREEN}, "seat 7", "not to act now")
    refused_together(game, {0: RED, 1.0: BLUE}, "a seat is an int")
    refused_together(game, Pairs((0, RED), (np.int64(0), BLUE)), "seat 0 is not to act now")  # one seat twice
    game.act(1, BLUE)
    refused_together(game, {0: RED, 1: GREEN}, "seat 1 is not to act now")  # 1 already chose
    assert game.to_act() == (0, 2, 3)


@pytest.mark.parametrize("choices", [{}, [(0, RED)], None, "0: pick red", 5])
def test_act_together_wants_a_non_empty_mapping(choices: Any) -> None:
    refused_together(ToyGame(seed=1), choices, "non-empty {seat: action} mapping")


@pytest.mark.parametrize("choices", [{0: RED}, {}, None, [(0, RED)], 5, "x"])
def test_act_together_after_the_end_is_refused(choices: Any) -> None:
    game = ToyGame(seed=1)
    game.act_together({s: COLOURS[s] for s in range(4)})
    game.act(0, pick("left"))
    game.act(1, pick("stop"))
    game.act(2, pick("yes"))
    assert game.over
    refused_together(game, choices, "no decision is pending")


# ----- open choices -------------------------------------------------------------------------------
def test_an_open_choice_lists_its_samples() -> None:
    game = at_word()
    assert game.legal_actions(game.first) == WORD.samples == (Say("yes"), Say("no"))
    assert game.to_act() == (game.first,)


@pytest.mark.parametrize(
    ("action", "taken"),
    [(Say("no"), Say("no")), ("say yes", Say("yes")), (Say("hello"), Say("hello")), ("say abc", Say("abc"))],
)
def test_an_open_choice_takes_samples_and_other_accepted_values(action: Any, taken: Say) -> None:
    game = at_word()
    game.act(game.first, action)
    assert game.word == taken and game._actions[-1] == (game.first, taken)
    assert game.record().actions[-1] == (game.first, str(taken))
    twin = game.clone()
    assert isinstance(twin, ToyGame) and twin.word == taken


@pytest.mark.parametrize(
    "action",
    [
        Say("toolong"),
        Say(""),
        Say("ab1"),
        "say toolong",
        "say ",
        "say 12",
        ("hello", "say"),  # a plain tuple equal to Say("hello")
        ["say", "hi"],
        {"word": "hi"},
        None,
        42,
    ],
)
def test_an_open_choice_refuses_what_it_does_not_accept(action: Any) -> None:
    game = at_word()
    err = refused(game, game.first, action, "allowed: a word of 1 to 5 letters")
    assert err.legal == WORD.samples and err.phase == "word"


def test_an_open_choice_says_why_a_string_does_not_parse() -> None:
    game = at_word()
    refused(game, game.first, "shout hi", "'shout hi' does not read 'say <word>'", "allowed: a word of 1 to 5 letters")


def test_open_choices_of_several_seats_with_a_joint_check() -> None:
    game = at_words()
    assert all(game.legal_actions(s) == WORD.samples for s in range(4))
    refused_together(game, {0: Say("a"), 1: "say b", 2: Say("c"), 3: "say a"}, "seat 0 and seat 3 both chose say a")
    refused_together(game, {0: Say("a"), 1: Say("abcdef")}, "allowed: a word of 1 to 5 letters")
    game.act(0, "say dog")
    game.act(1, Say("cat"))
    game.act(2, "say no")
    refused(game, 3, Say("dog"), "both chose say dog")
    game.act(3, "say yes")
    assert game.words == {0: Say("dog"), 1: Say("cat"), 2: Say("no"), 3: Say("yes")}
    assert game.over


# ----- odd seats ----------------------------------------------------------------------------------
ODD_SEATS = [2.0, True, "2", [2], None, (2,), 2.5, -1, 4, 99]


@pytest.mark.parametrize("seat", ODD_SEATS)
def test_odd_seats_are_refused_by_the_toy_game(seat: Any) -> None:
    """Every seat is to act (the colours); seat 2 and seat 1 (True) given oddly are refused."""
    game = ToyGame(seed=1)
    err = refused(game, seat, BLUE)
    assert isinstance(err, JinroError)
    refused(game, seat, "pick blue")


@pytest.mark.parametrize("seat", ODD_SEATS)
def test_odd_seats_are_refused_by_a_real_game(seat: Any) -> None:
    game = a_game_at(1 if seat is True else 2)
    action = game.legal_actions(game.to_act()[0])[0]
    refused(game, seat, action)
    refused(game, seat, str(action))


def test_a_float_seat_says_what_a_seat_is() -> None:
    refused(ToyGame(seed=1), 2.0, BLUE, "a seat is an int 0..3, got float")
    refused(ToyGame(seed=1), True, BLUE, "got bool")


def test_a_numpy_seat_is_the_int_it_is_and_records_and_replays() -> None:
    game = a_game_at(2)
    first = len(game.record().actions)
    agent = RandomAgent(1)
    for _ in range(40):
        if game.over:
            break
        for seat in game.to_act():
            numpy_seat: Any = np.int64(seat)
            game.act(numpy_seat, agent.choose(None, game.legal_actions(seat)))
    assert all(seat.__class__ is int for seat, _ in game._actions)
    text = game.record().to_json()
    assert json.loads(text)["actions"][first][0] == 2
    again = jl.replay(text)
    assert again.log == game.log and again.record() == game.record()


def test_a_numpy_seat_in_the_toy_game_and_act_together() -> None:
    game = ToyGame(seed=1)
    two: Any = np.int64(2)
    game.act(two, GREEN)
    choices: dict[Any, Any] = {np.int32(0): RED, np.int16(1): "pick blue", 3: WHITE}
    game.act_together(choices)
    assert game.colours == {0: RED, 1: BLUE, 2: GREEN, 3: WHITE}
    assert [seat.__class__ for seat, _ in game._actions] == [int] * 4
    assert game.clone().log == game.log


# ----- odd actions --------------------------------------------------------------------------------
class EqRaises:
    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparing me")

    __hash__ = object.__hash__


class StrRaises:
    def __str__(self) -> str:
        raise RuntimeError("no printing me")

    def __repr__(self) -> str:
        raise RuntimeError("no printing me either")


class BoolRaises:
    """Equal to everything, as a value whose truth cannot be told (a numpy array's ==)."""

    def __eq__(self, other: object) -> Any:
        return np.array([True, False])

    __hash__ = object.__hash__


def odd_actions(legal: tuple[Any, ...]) -> list[Any]:
    first = legal[0]
    return [
        list(first),
        [first],
        {"action": first},
        {first: 1},
        EqRaises(),
        StrRaises(),
        BoolRaises(),
        tuple(first),
        np.array(first, dtype=object),
        type(first),
        None,
    ]


def test_odd_actions_are_refused_by_the_toy_game() -> None:
    for game in (ToyGame(seed=1), at_word(), at_words()):
        seat = game.to_act()[0]
        for action in odd_actions(game.legal_actions(seat)):
            refused(game, seat, action)


def test_odd_actions_are_refused_by_a_real_game() -> None:
    game = jl.new_game(a_game(players=4), players=4, seed=3)
    agents = [RandomAgent(s) for s in range(4)]
    phases = set()
    while not game.over:
        phases.add(game.phase)
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        for action in odd_actions(legal):
            refused(game, seat, action)
        game.act(seat, agents[seat].choose(None, legal))
    assert len(phases) > 1 and any(type(e) is Ballot for e in game.log)  # a vote among its phases


def test_an_unprintable_action_is_named_in_the_error() -> None:
    game = ToyGame(seed=1)
    refused(game, 0, StrRaises(), "<unprintable StrRaises>")
    game.act(0, RED)
    refused(game, 0, StrRaises(), "<unprintable StrRaises>", "not to act now")  # 0 already chose


def test_a_look_alike_of_a_legal_action_is_refused() -> None:
    """A plain tuple equal to a legal Vote, or a Vote where a Pick is due."""
    game = at_word()
    refused(game, game.first, ("yes", "say"))
    game = ToyGame(seed=1)
    refused(game, 0, ("red", "pick"))
    refused(game, 0, Vote(1))


def test_a_bool_equal_to_a_legal_int_is_recorded_as_the_games_own_instance() -> None:
    """Vote(True) == Vote(1): the game records its own Vote(1)."""
    game = ToyGame(seed=1)
    game.act_together({s: COLOURS[s] for s in range(4)})
    game.act(0, pick("left"))
    game.act(1, pick("go"))
    game.act_together({0: "attack seat 2", 1: "attack seat 2"})
    game.act(0, Vote(True))
    taken = game._actions[-1][1]
    assert taken == Vote(1) and taken.target.__class__ is int
    assert game.record().actions[-1] == (0, "vote seat 1")


# ----- the setup is the game's own ------------------------------------------------------------------
def test_the_setup_passed_in_is_copied() -> None:
    team = [0, 1]
    game = ToyGame(seed=1, team=team)
    team.append(2)
    assert game.setup["team"] == [0, 1] and game.team == (0, 1)
    assert game.record().setup == {"players": 4, "team": [0, 1], "k": 1, "vote_style": "simultaneous"}
