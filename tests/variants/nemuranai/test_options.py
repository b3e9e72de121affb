"""The options of 人狼は眠らない, declared once (``options.py``, issue 20): each is
checked with a message naming it, what is allowed and its rule (NEM-02 players,
NEM-03 deck and position, NEM-04 first_player); the signature, the docs' table and
the command line's ``--option`` come from the declaration; a typed ``Position``
plays as its JSON form; records keep their setups and digests."""

from __future__ import annotations

import copy
import inspect
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.core.registry import options_class
from jinro_lab.variants.nemuranai.cards import DECK
from jinro_lab.variants.nemuranai.game import NemuranaiGame
from jinro_lab.variants.nemuranai.options import OPTIONS, Options, Position
from jinro_lab.variants.nemuranai.position import KNIGHT_LESSON

NAMES = ("players", "deck", "first_player", "position")


def refused(**options: Any) -> str:
    with pytest.raises(jl.InvalidSetup) as info:
        jl.new_game("nemuranai", seed=0, **options)
    return str(info.value)


# ----- each option's bad values --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "value", "words"),
    [
        *[("players", v, "players must be 3 or 4 (NEM-02), got") for v in (2, 5, True, "4", 3.0, None)],
        *[("deck", v, "deck must be a list of 16 card ids or none (NEM-03), got") for v in ("vote", 42, {"a": 1})],
        ("deck", [*DECK[:-1], "ghost"], "deck has unknown card ids 'ghost'; allowed: villager, medium"),
        ("deck", [*DECK[:-1], "vote"], "deck must hold exactly the 16 cards of NEM-01; wrong counts: vote x4"),
        ("deck", [], "deck must hold exactly the 16 cards of NEM-01; wrong counts: villager x0 (needs 1)"),
        *[("first_player", v, "first_player must be a seat 0..3 or none (NEM-04), got") for v in (-1, 4, True, "0")],
        *[
            ("position", v, "position must be none, a nemuranai Position or a mapping of its fields (NEM-03)")
            for v in ("KNIGHT_LESSON", 3, ["hands"])
        ],
    ],
)
def test_a_bad_value_is_refused_naming_the_option_what_is_allowed_and_the_rule(name, value, words):
    assert words in refused(**{name: value})


def test_the_first_player_is_a_seat_of_the_table():
    """NEM-04 with NEM-02: a 3-player table has no seat 3."""
    message = refused(players=3, first_player=3)
    assert "first_player must be a seat 0..2 or none for players=3 (NEM-04), got 3" in message
    assert jl.new_game("nemuranai", players=3, seed=0, first_player=2).to_act() == (2,)


def test_bad_input_changes_nothing():
    """A refused or accepted value given by the caller is not changed, and the next game is as before."""
    deck, position = [*DECK[:-1], "ghost"], copy.deepcopy(KNIGHT_LESSON)
    refused(deck=deck)
    refused(position=position, first_player=1)
    jl.new_game("nemuranai", seed=0, position=position)
    assert deck == [*DECK[:-1], "ghost"] and position == KNIGHT_LESSON
    assert jl.new_game("nemuranai", seed=5).log == jl.new_game("nemuranai", seed=5).log


# ----- one declaration: keywords, signature, table, --option ------------------------------------------
def test_the_signature_and_the_keywords_come_from_the_declaration():
    params = inspect.signature(NemuranaiGame).parameters
    assert tuple(params) == ("players", "seed", *NAMES[1:]) == jl.lookup("nemuranai").keywords
    assert params["players"].default == 4 and all(params[n].default is None for n in NAMES[1:])
    assert OPTIONS.names == NAMES and OPTIONS.options_class is Options
    assert options_class("nemuranai") is Options


def test_the_markdown_table_has_a_row_per_option_with_its_rule():
    rows = OPTIONS.markdown().splitlines()[2:]
    assert [row.split("`")[1] for row in rows] == list(NAMES)
    for row, rule in zip(rows, ("NEM-02", "NEM-03", "NEM-04", "NEM-03"), strict=True):
        assert f"| {rule} |" in row


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("players", "3", 3),
        ("deck", ",".join(DECK), list(DECK)),
        ("deck", "none", None),
        ("first_player", "2", 2),
        ("first_player", "none", None),
        ("position", '{"hands": [], "pile": []}', {"hands": [], "pile": []}),
    ],
)
def test_option_text_is_parsed_for_each_kind(name, text, value):
    assert OPTIONS.parse(name, text) == value


def test_parsed_options_make_the_game_the_values_make():
    parsed = {name: OPTIONS.parse(name, text) for name, text in [("players", "3"), ("first_player", "1")]}
    parsed["deck"] = OPTIONS.parse("deck", ",".join(DECK))
    game = jl.new_game("nemuranai", seed=2, **parsed)
    assert game.log == jl.new_game("nemuranai", seed=2, players=3, first_player=1, deck=list(DECK)).log


# ----- the record's setup --------------------------------------------------------------------------
def test_the_setup_is_as_before_and_so_is_the_digest():
    """Every option but a position not given, in order; a deck as a list; the digest
    of main before options were data (deck=None is in it, as it was)."""
    game = jl.new_game("nemuranai", seed=3)
    assert list(game.setup.items()) == [("players", 4), ("deck", None), ("first_player", None)]
    assert game.record().digest == "d264cb3627345070ed497dd6"
    fixed = jl.new_game("nemuranai", seed=3, players=3, deck=tuple(DECK), first_player=2)
    assert fixed.setup == {"players": 3, "deck": list(DECK), "first_player": 2}


# ----- the typed position --------------------------------------------------------------------------
LESSON = Position.from_json(KNIGHT_LESSON)


def test_a_position_and_its_mapping_make_the_same_game():
    typed = jl.new_game("nemuranai", seed=0, position=LESSON)
    mapped = jl.new_game("nemuranai", seed=0, position=KNIGHT_LESSON)
    assert typed.log == mapped.log and typed.record() == mapped.record()
    assert typed.setup["position"] == {**KNIGHT_LESSON, "werewolf": 2}
    assert jl.replay(typed.record().to_json()).log == typed.log


def test_a_position_round_trips_through_its_json_form():
    assert Position.from_json(LESSON.to_json()) == LESSON
    assert LESSON.to_json() == {**KNIGHT_LESSON, "werewolf": None}  # werewolf left out: derived
    short = Position(hands=[["seer"]], discards=[[["knight", True]]], ruins="vote", pile=["sleep"], turn=0)
    assert short.hands == (("seer",),) and short.discards == ((("knight", True),),)
    assert Position.from_json(short.to_json()) == short
    assert LESSON.alive == (True,) * 4 and Position.from_json({**KNIGHT_LESSON, "eliminated": [3]}).alive[3] is False


def test_a_derived_position_plays_as_the_one_given():
    """The setup's position (every key filled in) is a Position that makes the same game."""
    game = jl.new_game("nemuranai", seed=0, position=LESSON)
    again = Position.from_json(game.setup["position"])
    assert again.day == 6 and again.werewolf == 2
    assert jl.new_game("nemuranai", seed=0, position=again).log == game.log


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (
            {"hands": (("madman",), ("seer", "vote"), ("werewolf",), ("villager",)), "pile": LESSON.pile[1:]},
            "seat 1 is in the game and must hold",
        ),
        ({"ruins": "ghost"}, "position: 'ruins' is 'ghost', not a card id; allowed: villager"),
        ({"turn": 7}, "position: 'turn' must be a seat 0..3, got 7"),
        ({"werewolf": 0}, "position: 'werewolf' says seat 0, but the werewolf card is in seat 2's hand"),
    ],
)
def test_a_bad_position_is_refused_saying_what_is_wrong(change, words):
    bad = Position(**{**{k: getattr(LESSON, k) for k in KNIGHT_LESSON}, **change})
    assert words in refused(position=bad)


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (["hands"], "position: must be a JSON object (a dict) with the keys hands, discards"),
        ({**KNIGHT_LESSON, "colour": "red"}, "position: unknown key(s) 'colour'; allowed: hands, discards"),
        ({"hands": []}, "position: missing key(s) discards, ruins, pile; required: hands, discards, ruins, pile"),
    ],
)
def test_from_json_refuses_what_is_not_a_position(data, words):
    with pytest.raises(jl.InvalidSetup) as info:
        Position.from_json(data)
    assert words in str(info.value)
