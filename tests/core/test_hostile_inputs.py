"""Issue 17 (3): bad input of any kind raises a kit error (a JinroError), with a short
message that names what was wrong, and leaves the game (or nothing) unchanged: odd
objects (raising ``==``, ``hash``, ``repr``, ``__class__`` or ``__index__``) as every
game's options, seats and actions, malformed Python records (a game's own options,
positions and files: its folder's ``test_hostile_inputs.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
import pytest
from games import GAMES, a_game, a_game_at, each_game, fewest_players
from kit_errors import kit_error

import jinro_lab as jl
from jinro_lab.core.errors import IllegalAction, InvalidRecord, InvalidSetup, JinroError, describe
from jinro_lab.core.record import GameRecord
from jinro_lab.core.registry import default_setup, option_table
from jinro_lab.testing.hostile import ODD, ClassRaises, EqRaises, HashRaises, IndexReturns, Pairs, ReprRaises, deep

from .toy import snapshot


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
def _role_list(game: str) -> list[str]:
    """A good list of one role (or card) per copy: ``game``'s default setup at its fewest players."""
    counts = default_setup(game, fewest_players(game))
    return [role for role, n in counts.items() for _ in range(n)]


def _list_options() -> list[tuple[str, str, bool]]:
    """(game, option, takes the role list) for each option of a registered game that
    takes a list: its role (or card) list, found by giving it the good one, and the
    options declared as lists."""
    found = []
    for game in GAMES:
        good = _role_list(game)
        for option in option_table(game):
            if option.name in ("players", "position"):
                continue
            try:
                jl.new_game(game, **{option.name: good})
                takes_roles = True
            except JinroError:
                takes_roles = False
            if takes_roles or option.kind == "list":
                found.append((game, option.name, takes_roles))
    return found


@pytest.mark.parametrize("name", ODD)
@pytest.mark.parametrize(("variant", "option"), [(g, o) for g in GAMES for o in jl.lookup(g).keywords], ids=str)
def test_a_hostile_option_value_is_an_invalid_setup(variant: str, option: str, name: str) -> None:
    value = ODD[name]()
    kit_error(lambda: jl.new_game(variant, **{option: value}), InvalidSetup)


@pytest.mark.parametrize("name", ODD)
@pytest.mark.parametrize(("variant", "option", "roles"), _list_options(), ids=str)
def test_a_hostile_element_of_a_list_option_is_an_invalid_setup(
    variant: str, option: str, roles: bool, name: str
) -> None:
    """One bad entry among good ones (a role list with a list in it, say)."""
    value = ODD[name]()
    values = [value, *_role_list(variant)[1:]] if roles else [value]
    kit_error(lambda: jl.new_game(variant, **{option: values}), InvalidSetup)


@pytest.mark.parametrize(("variant", "option"), [(g, o) for g, o, roles in _list_options() if roles], ids=str)
def test_a_deeply_nested_role_list_gets_a_short_message(variant: str, option: str) -> None:
    err = kit_error(lambda: jl.new_game(variant, **{option: deep(10_000)}), InvalidSetup)
    assert option in str(err)


def test_every_game_has_a_role_list_option() -> None:
    """The list options above include each game's role (or card) list."""
    assert {game for game, _, roles in _list_options() if roles} == set(GAMES)


@each_game()
@pytest.mark.parametrize("key", [1, None, ("dead",), EqRaises("dead")], ids=["int", "none", "tuple", "eq"])
def test_a_position_key_that_is_no_string_is_an_invalid_setup(game: str, key: Any) -> None:
    kit_error(lambda: jl.new_game(game, position={key: []}), InvalidSetup)


# ----- seats and actions --------------------------------------------------------------------------
def made(factories: dict[str, Any]) -> Any:
    """Parameters made by their factories in the test (see ODD)."""
    return pytest.mark.parametrize("make", list(factories.values()), ids=list(factories))


@made({"eq": lambda: EqRaises("play vote"), "eq_other": lambda: EqRaises("nonsense")} | ODD)
def test_a_hostile_action_is_refused_and_changes_nothing(make: Any) -> None:
    action = make()
    game = a_game_at(2)
    before = snapshot(game)
    kit_error(lambda: game.act(2, action), IllegalAction)
    kit_error(lambda: game.act_together(Pairs((2, action))), IllegalAction)
    assert snapshot(game) == before


def test_a_str_subclass_action_is_taken_as_its_text() -> None:
    class Text(str):
        pass

    game = a_game_at(2)
    action = str(game.legal_actions(2)[0])
    game.act(2, Text(action))
    assert game.record().actions[-1] == (2, action)
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
    game = a_game_at(2)
    before = snapshot(game)
    kit_error(lambda: game.act(seat, game.legal_actions(2)[0]), IllegalAction)
    kit_error(lambda: game.act_together(Pairs((seat, game.legal_actions(2)[0]))), IllegalAction)
    kit_error(lambda: game.view(seat))
    kit_error(lambda: game.events_seen_by(seat))
    assert game.legal_actions(seat) == ()
    assert snapshot(game) == before


@pytest.mark.parametrize("seat", [np.int64(2), np.int8(2), IndexReturns(2)], ids=["int64", "int8", "index"])
def test_view_and_events_seen_by_take_the_seats_act_takes(seat: Any) -> None:
    game = a_game_at(2)
    assert game.view(seat) == game.view(2)
    assert game.events_seen_by(seat) == game.events_seen_by(2)
    assert game.legal_actions(seat) == game.legal_actions(2)
    game.act(seat, game.legal_actions(2)[0])
    assert game.record().actions[-1][0].__class__ is int


# ----- records built in Python --------------------------------------------------------------------
def a_record() -> GameRecord:
    game = a_game_at(2)
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
    actions = tuple((seat, EqRaises(text)) for seat, text in record.actions)
    odd = GameRecord(EqRaises(record.variant), record.setup, record.seed, actions, record.digest)
    assert jl.replay(odd).log == jl.replay(record).log


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
    game = jl.new_game(a_game(), seed=0)
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
    text = jl.new_game(a_game(players=4), players=4, seed=1).record().to_json()
    assert GameRecord.from_json(_StartsRaise(text)) == GameRecord.from_json(text)
    assert GameRecord.from_json(bytearray(text.encode())) == GameRecord.from_json(text)
    with pytest.raises(InvalidRecord, match="str or bytes"):
        GameRecord.from_json(12)  # type: ignore[arg-type]
