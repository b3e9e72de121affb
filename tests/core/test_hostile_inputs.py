"""Issue 17 (3): bad input of any kind raises a kit error (a JinroError), with a short
message that names what was wrong, and leaves the game (or nothing) unchanged: odd
objects (raising ``==``, ``hash``, ``repr``, ``__class__`` or ``__index__``), deep
nesting, unhashable ids, unreadable manifesto deck files, malformed Python records."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import jinro_lab as jl
from jinro_lab.core.errors import IllegalAction, InvalidRecord, InvalidSetup, JinroError, describe
from jinro_lab.core.record import GameRecord
from jinro_lab.testing.hostile import ODD, ClassRaises, EqRaises, HashRaises, IndexReturns, Pairs, ReprRaises, deep

from .toy import snapshot

SHORT = 2_000  # an error message is at most this long


def kit_error(call: Any, cls: type[JinroError] = JinroError) -> JinroError:
    """``call()`` raises ``cls``, whose message is short and printable."""
    with pytest.raises(JinroError) as info:
        call()
    assert isinstance(info.value, cls), repr(info.value)
    text = str(info.value)
    assert 0 < len(text) < SHORT
    return info.value


# ----- the describe helper ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", ODD)
def test_describe_is_short_and_never_fails(name: str) -> None:
    value = ODD[name]()
    assert 0 < len(describe(value)) <= 200
    assert 0 < len(describe(value, readable=True)) <= 200


def test_describe_shows_plain_values_as_their_repr() -> None:
    assert describe("wolf") == "'wolf'"
    assert describe([1, "a"]) == "[1, 'a']"
    assert describe("vote seat 3", readable=True) == "vote seat 3"
    assert describe(ReprRaises()) == describe(ReprRaises(), readable=True) == "<unprintable ReprRaises>"
    assert describe(deep(10_000)) == "[[[[...]]]]"
    assert describe(10**5000) == "<an int of 16,610 bits>"


# ----- options of every variant -------------------------------------------------------------------
VARIANT_OPTIONS = {
    "nemuranai": ["players", "seed", "deck", "first_player", "position"],
    "lotro": ["players", "seed", "role_counts", "roles", "rangers_day", "nominate", "checkmate", "position"],
    "seijika": ["players", "seed", "roles", "manifestos", "manifesto_deck", "promises", "vote_styles", "position"],
    "mahou_toshi": ["players", "seed", "roles", "vote_style", "first_day_seer", "events", "position", "claims"],
}


@pytest.mark.parametrize("name", ODD)
@pytest.mark.parametrize(
    ("variant", "option"), [(v, o) for v, options in VARIANT_OPTIONS.items() for o in options], ids=str
)
def test_a_hostile_option_value_is_an_invalid_setup(variant: str, option: str, name: str) -> None:
    value = ODD[name]()
    kit_error(lambda: jl.new_game(variant, **{option: value}), InvalidSetup)


@pytest.mark.parametrize("name", ODD)
@pytest.mark.parametrize(
    ("variant", "option"),
    [
        *[("nemuranai", "deck"), ("lotro", "roles"), ("seijika", "roles"), ("seijika", "manifestos")],
        *[("mahou_toshi", "roles"), ("mahou_toshi", "events")],
    ],
    ids=str,
)
def test_a_hostile_element_of_a_list_option_is_an_invalid_setup(variant: str, option: str, name: str) -> None:
    """One bad entry among good ones (a role list with a list in it, say)."""
    value = ODD[name]()
    good = {
        "nemuranai": ["werewolf"] * 16,
        "lotro": ["wolf", "wolf", *["villager"] * 7],
        "seijika": ["wolf", "spy", "reporter", "human", "human", "human"],
        "mahou_toshi": ["werewolf", "seer", "citizen", "citizen", "citizen"],
    }[variant]
    values = [value, *good[1:]] if option != "events" else [value]
    kit_error(lambda: jl.new_game(variant, **{option: values}), InvalidSetup)


@pytest.mark.parametrize("key", ["dead", "day", "phase", "used", "last_rooms"])
@pytest.mark.parametrize("name", ODD)
def test_hostile_position_fields_are_an_invalid_setup(key: str, name: str) -> None:
    value = ODD[name]()
    roles = ["wolf", "friend", *["villager"] * 7]
    position = {"dead": [2], "day": 3, "phase": "night", key: value}
    kit_error(lambda: jl.new_game("lotro", roles=roles, position=position), InvalidSetup)
    kit_error(lambda: jl.new_game("nemuranai", position={"hands": value}), InvalidSetup)
    kit_error(lambda: jl.new_game("nemuranai", position=value), InvalidSetup)


@pytest.mark.parametrize("key", [1, None, ("dead",), EqRaises("dead")], ids=["int", "none", "tuple", "eq"])
def test_a_position_key_that_is_no_string_is_an_invalid_setup(key: Any) -> None:
    roles = ["wolf", "friend", *["villager"] * 7]
    kit_error(lambda: jl.new_game("lotro", roles=roles, position={key: [2], "day": 3}), InvalidSetup)
    kit_error(lambda: jl.new_game("nemuranai", position={key: []}), InvalidSetup)


def test_a_deeply_nested_option_gets_a_short_message() -> None:
    err = kit_error(lambda: jl.new_game("lotro", roles=deep(10_000)), InvalidSetup)
    assert "roles" in str(err)


def test_an_unhashable_manifesto_card_through_a_json_record_is_an_invalid_record() -> None:
    record = json.loads(jl.new_game("seijika", players=6, seed=1, manifestos=True).record().to_json())
    record["setup"]["manifestos"] = [["x"], "a", "b", "c", "d", "e"]
    record["digest"] = None
    kit_error(lambda: jl.replay(json.dumps(record)), InvalidRecord)
    record["setup"]["manifestos"] = False
    record["setup"]["roles"] = [["wolf"], "spy", "reporter", "human", "human", "human"]
    kit_error(lambda: jl.replay(json.dumps(record)), InvalidRecord)


def test_an_unhashable_lotro_role_through_a_json_record_is_an_invalid_record() -> None:
    record = json.loads(jl.new_game("lotro", seed=1).record().to_json())
    record["setup"]["roles"] = [["wolf"], "wolf", *["villager"] * 7]
    record["setup"]["setup"] = None
    record["setup"]["players"] = 9
    kit_error(lambda: jl.replay(json.dumps(record)), InvalidRecord)


# ----- manifesto deck files ------------------------------------------------------------------------
DECK_TOML = 'name = "d"\n[[cards]]\nid = "café"\nhuman = { effect = "nothing" }\nwolf = { effect = "nothing" }\n'


@pytest.mark.parametrize(
    ("name", "content", "words"),
    [
        ("latin1.toml", DECK_TOML.encode("latin-1"), ["UTF-8"]),
        ("utf16.json", json.dumps({"name": "d", "cards": []}).encode("utf-16"), ["UTF-8"]),
        ("big.json", b'{"name": "d", "cards": [{"id": "a", "copies": ' + b"9" * 5000 + b"}]}", ["JSON"]),
        ("big.toml", b'name = "d"\n[[cards]]\nid = "a"\ncopies = ' + b"9" * 5000 + b"\n", ["TOML"]),
        ("deep.json", b"[" * 100_000 + b"]" * 100_000, ["JSON"]),
        ("deep.toml", b"x = " + b"[" * 100_000 + b"]" * 100_000, ["TOML"]),
    ],
)
def test_an_unreadable_manifesto_deck_file_is_an_invalid_setup(
    tmp_path: Path, name: str, content: bytes, words: list[str]
) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    err = kit_error(lambda: jl.new_game("seijika", manifestos=True, manifesto_deck=str(path)), InvalidSetup)
    assert name in str(err)
    for word in words:
        assert word in str(err)


def test_a_manifesto_deck_path_with_a_nul_byte_is_an_invalid_setup() -> None:
    err = kit_error(lambda: jl.new_game("seijika", manifestos=True, manifesto_deck="deck\0.toml"), InvalidSetup)
    assert "NUL" in str(err)


# ----- seats and actions --------------------------------------------------------------------------
def nemuranai() -> Any:
    return jl.new_game("nemuranai", players=4, seed=3, first_player=2)


def made(factories: dict[str, Any]) -> Any:
    """Parameters made by their factories in the test (see ODD)."""
    return pytest.mark.parametrize("make", list(factories.values()), ids=list(factories))


@made({"eq": lambda: EqRaises("play vote"), "eq_other": lambda: EqRaises("nonsense")} | ODD)
def test_a_hostile_action_is_refused_and_changes_nothing(make: Any) -> None:
    action = make()
    game = nemuranai()
    before = snapshot(game)
    kit_error(lambda: game.act(2, action), IllegalAction)
    kit_error(lambda: game.act_together(Pairs((2, action))), IllegalAction)
    assert snapshot(game) == before


def test_a_str_subclass_action_is_taken_as_its_text() -> None:
    class Text(str):
        pass

    game = nemuranai()
    action = str(game.legal_actions(2)[0])
    game.act(2, Text(action))
    assert game.record().actions == ((2, action),)
    assert all(type(a) is not Text for _, a in game._actions)


SEATS_REFUSED: dict[str, Any] = ODD | {
    "eq_seat": lambda: EqRaises("2"),
    "index_bool": lambda: IndexReturns(True),
    "bool": lambda: True,
    "numpy_bool": lambda: np.bool_(True),
    "float": lambda: 2.0,
    "str": lambda: "2",
    "list_seat": lambda: [2],
}


@made(SEATS_REFUSED)
def test_a_seat_that_is_no_int_is_refused_everywhere(make: Any) -> None:
    seat = make()
    game = nemuranai()
    before = snapshot(game)
    kit_error(lambda: game.act(seat, game.legal_actions(2)[0]), IllegalAction)
    kit_error(lambda: game.act_together(Pairs((seat, game.legal_actions(2)[0]))), IllegalAction)
    kit_error(lambda: game.view(seat))
    kit_error(lambda: game.events_seen_by(seat))
    assert game.legal_actions(seat) == ()
    assert snapshot(game) == before


@pytest.mark.parametrize("seat", [np.int64(2), np.int8(2), IndexReturns(2)], ids=["int64", "int8", "index"])
def test_view_and_events_seen_by_take_the_seats_act_takes(seat: Any) -> None:
    game = nemuranai()
    assert game.view(seat) == game.view(2)
    assert game.events_seen_by(seat) == game.events_seen_by(2)
    assert game.legal_actions(seat) == game.legal_actions(2)
    game.act(seat, game.legal_actions(2)[0])
    assert game.record().actions[0][0].__class__ is int


# ----- records built in Python --------------------------------------------------------------------
def a_record() -> GameRecord:
    game = nemuranai()
    game.act(2, game.legal_actions(2)[0])
    return game.record()


@pytest.mark.parametrize(
    "actions",
    [
        *[(None,), ((0,),), ((0, "x", 1),), ("play vote",), ((2.0, "x"),), ((True, "x"),), ((ClassRaises(), "x"),)],
        *[((2, None),), ((2, ClassRaises()),), ((2, EqRaises("play vote")),), None, 5, ((IndexReturns("2"), "x"),)],
    ],
    ids=lambda actions: describe(actions),
)
def test_a_python_record_with_malformed_actions_is_an_invalid_record(actions: Any) -> None:
    record = a_record()
    bad = GameRecord(record.variant, record.setup, record.seed, actions, None, record.chance)
    kit_error(lambda: jl.replay(bad), InvalidRecord)


BAD_FIELDS: dict[str, tuple[str, Any]] = {
    "variant_int": ("variant", lambda: 5),
    "variant_class": ("variant", ClassRaises),
    "variant_eq": ("variant", lambda: EqRaises("no such game")),
    "variant_hash": ("variant", HashRaises),
    "seed_str": ("seed", lambda: "1"),
    "seed_none": ("seed", lambda: None),
    "seed_bool": ("seed", lambda: True),
    "seed_float": ("seed", lambda: 1.5),
    "seed_class": ("seed", ClassRaises),
    "seed_negative": ("seed", lambda: -1),
    "setup_none": ("setup", lambda: None),
    "setup_pairs": ("setup", lambda: [("players", 4)]),
    "setup_int_key": ("setup", lambda: {1: 4}),
    "setup_class": ("setup", lambda: {"players": ClassRaises()}),
    "setup_deep": ("setup", lambda: {"players": deep(10_000)}),
    "chance_int": ("chance", lambda: 5),
    "chance_str": ("chance", lambda: ["x"]),
    "chance_negative": ("chance", lambda: [-1]),
    "chance_bool": ("chance", lambda: [True]),
    "chance_class": ("chance", lambda: [ClassRaises()]),
    "digest_int": ("digest", lambda: 5),
    "digest_eq": ("digest", lambda: EqRaises("x")),
}


@pytest.mark.parametrize(("field", "make"), list(BAD_FIELDS.values()), ids=list(BAD_FIELDS))
def test_a_python_record_with_malformed_fields_is_an_invalid_record(field: str, make: Any) -> None:
    value = make()
    fields = vars(a_record()) | {field: value}
    kit_error(lambda: jl.replay(GameRecord(**fields)), InvalidRecord)


def test_a_python_record_with_str_subclasses_replays_as_their_text() -> None:
    record = a_record()
    seat, text = record.actions[0]
    odd = GameRecord(EqRaises(record.variant), record.setup, record.seed, ((seat, EqRaises(text)),), record.digest)
    assert jl.replay(odd).log == jl.replay(record).log


def _at_library_word() -> jl.Game:
    """魔法都市の人狼 with the library card first (MAH-E13): seat 8, executed, must choose
    the day's word, an open choice (any short word, not only the listed samples)."""
    game = jl.new_game("mahou_toshi", players=9, seed=0, events=["library"], shuffle_events=False)
    for seat in game.to_act():
        game.act(seat, "vote seat 8" if seat != 8 else "vote seat 0")
    assert game.to_act() == (8,)
    return game


class _OddText:
    """Not a str, yet it passes a word's checks; its repr raises and it formats as a long word."""

    def __len__(self) -> int:
        return 2

    def strip(self) -> _OddText:
        return self

    def isprintable(self) -> bool:
        return True

    def __format__(self, spec: str) -> str:
        return "toolongword"

    def __repr__(self) -> str:
        raise RuntimeError("repr")


def test_an_open_choice_given_as_an_object_is_kept_as_the_game_parses_it() -> None:
    """An open choice (the library's word) given as an action object is kept as the game's
    own instance parsed from its text: plain data, so the record replays (a numpy string
    as the word), and an object whose text does not parse back to an allowed word (it
    formats as a word too long) is refused, leaving the game as it was."""
    word = type(_at_library_word().legal_actions(8)[0])
    game = _at_library_word()
    game.act(8, word("library", np.str_("ab")))
    assert type(game.record().actions[-1][1]) is str
    assert jl.replay(game.record().to_json()).log == game.log
    odd = _at_library_word()
    before = snapshot(odd)
    with pytest.raises(IllegalAction):
        odd.act(8, word("library", _OddText()))
    assert snapshot(odd) == before


class _ItemsRaise(dict):  # type: ignore[type-arg]
    def items(self) -> Any:
        raise RuntimeError("items")


class _GetRaises(Mapping):  # type: ignore[type-arg]
    def __getitem__(self, key: Any) -> Any:
        raise RuntimeError("getitem")

    def __iter__(self) -> Any:
        return iter([0])

    def __len__(self) -> int:
        return 1


@pytest.mark.parametrize("choices", [_ItemsRaise({0: "vote seat 1"}), _GetRaises()], ids=["items", "getitem"])
def test_act_together_with_a_mapping_that_cannot_be_read_is_refused(choices: Any) -> None:
    """A mapping whose reading raises is an IllegalAction, and nothing is taken."""
    game = jl.new_game("mahou_toshi", players=9, seed=0)
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="mapping"):
        game.act_together(choices)
    assert snapshot(game) == before


class _StartsRaise(str):
    def startswith(self, *args: Any) -> bool:
        raise RuntimeError("startswith")


def test_from_json_takes_a_str_subclass_as_its_plain_text() -> None:
    """``GameRecord.from_json`` (as ``replay``) reads a str subclass as its plain text and
    refuses what is neither text nor bytes with InvalidRecord."""
    text = jl.new_game("nemuranai", players=4, seed=1).record().to_json()
    assert GameRecord.from_json(_StartsRaise(text)) == GameRecord.from_json(text)
    assert GameRecord.from_json(bytearray(text.encode())) == GameRecord.from_json(text)
    with pytest.raises(InvalidRecord, match="str or bytes"):
        GameRecord.from_json(12)  # type: ignore[arg-type]
