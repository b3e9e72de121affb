"""Errors are loud and say what is allowed: the JinroError family, IllegalAction messages."""

from __future__ import annotations

import pytest
from games import a_game, each_game

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.errors import IllegalAction, InvalidArgument, InvalidRecord, InvalidSetup, JinroError

#: the game these tests play: one for 4 players
GAME = a_game(players=4)


@pytest.mark.parametrize("cls", [JinroError, IllegalAction, InvalidSetup, InvalidRecord, InvalidArgument])
def test_every_error_is_a_value_error(cls: type[Exception]) -> None:
    assert issubclass(cls, JinroError) and issubclass(cls, ValueError)


def test_errors_are_caught_as_value_errors() -> None:
    with pytest.raises(ValueError):
        jl.new_game(GAME, players=99, seed=0)
    with pytest.raises(ValueError):
        jl.replay("not json")
    with pytest.raises(ValueError):
        game = jl.new_game(GAME, players=4, seed=0)
        game.act(game.to_act()[0], "dance")


def test_illegal_action_names_seat_phase_action_and_every_legal_option() -> None:
    game = jl.new_game(GAME, players=4, seed=3)
    seat, phase = game.to_act()[0], game.phase
    legal = game.legal_actions(seat)
    with pytest.raises(IllegalAction) as info:
        game.act(seat, "dance a jig")
    err, msg = info.value, str(info.value)
    assert (err.seat, err.phase, err.action, err.legal) == (seat, phase, "dance a jig", legal)
    assert f"seat {seat}" in msg and f"'{phase}'" in msg and "dance a jig" in msg
    for option in legal:
        assert str(option) in msg


def test_illegal_action_by_a_seat_not_to_act_says_so() -> None:
    game = jl.new_game(GAME, players=4, seed=3)
    active = game.to_act()[0]
    idle = next(s for s in range(game.players) if s not in game.to_act())
    with pytest.raises(IllegalAction) as info:
        game.act(idle, game.legal_actions(active)[0])
    msg = str(info.value)
    assert f"seat {idle}" in msg and "not to act now" in msg and f"'{game.phase}'" in msg
    assert "nothing to do now" in msg and info.value.legal == ()


def test_illegal_action_after_the_game_is_over_says_so() -> None:
    game = play_game(jl.new_game(a_game(players=3), players=3, seed=5), [RandomAgent(s) for s in range(3)])
    with pytest.raises(IllegalAction) as info:
        game.act(0, "vote seat 1")
    msg = str(info.value)
    assert "the game is over" in msg and "'over'" in msg and "vote seat 1" in msg


def test_long_lists_of_legal_options_are_shortened() -> None:
    """An error with many legal options lists the first twelve and counts the rest."""
    options = [f"option {i}" for i in range(20)]
    msg = str(IllegalAction(2, "search", "x", options))
    assert "option 11" in msg and "option 12" not in msg and "and 8 more" in msg


@each_game()
@pytest.mark.parametrize("setup", ["too many players", "an unknown option", "a seed in words"])
def test_every_games_invalid_setup_says_what_is_wrong_and_what_is_allowed(game: str, setup: str) -> None:
    """Each game's own setups are tested in its folder (``test_invalid_setup.py`` ...);
    what every game refuses alike: the value given, and what is allowed."""
    info = jl.lookup(game)
    given, words = {
        "too many players": ({"players": max(info.players) + 1}, [f"got {max(info.players) + 1}", "players"]),
        "an unknown option": ({"colour": "red"}, ["'colour'", *(k for k in info.keywords if k != "seed")]),
        "a seed in words": ({"seed": "seven"}, ["seed", "'seven'"]),
    }[setup]
    with pytest.raises(InvalidSetup) as error:
        jl.new_game(game, **given)
    for word in words:
        assert word in str(error.value)


def test_unknown_variant_lists_the_known_ones() -> None:
    with pytest.raises(InvalidSetup) as info:
        jl.new_game("mafia", players=4)
    assert "mafia" in str(info.value)
    for known in jl.variants.variants():
        assert known.id in str(info.value) and known.title_ja in str(info.value)


@pytest.mark.parametrize("seed", [-1, -7, 1.5, "7", True])
def test_seed_must_be_a_non_negative_integer(seed: object) -> None:
    """Random(-s) is Random(s): negative seeds would make two records of one game."""
    with pytest.raises(InvalidSetup, match="non-negative integer"):
        jl.new_game(GAME, seed=seed)
