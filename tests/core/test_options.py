"""core/options.py: options declared once, as a dataclass's fields, and what comes of it."""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest
from games import GAMES

from jinro_lab.core import options as opt
from jinro_lab.core.errors import InvalidSetup


@dataclass(frozen=True, slots=True)
class Point(opt.Position):
    dead: tuple[int, ...] = ()
    day: int = 1


def _even(value: Any) -> int:
    if value.__class__ is not int or value % 2:
        raise opt.OptionValueError
    return value


@dataclass(frozen=True, slots=True)
class Options:
    players: int = opt.players_option(4, range(3, 7), "TOY-01", derived="the number of names")
    fast: bool = opt.flag(False, "TOY-02", "play fast")
    style: str = opt.choice("a", ("a", "b"), "TOY-03", "the style")
    limit: int | None = opt.integer(None, "TOY-04", "a limit", minimum=1, maximum=9, optional=True)
    names: tuple[str, ...] | None = opt.id_list(None, lambda: ("x", "y"), "TOY-05", "names", what="name ids")
    even: int = opt.custom(2, "TOY-06", "an even number", allowed="an even int", check=_even)
    position: Mapping[str, Any] | None = opt.position_option(Point, "TOY-07", "a start")
    shuffle: bool | None = opt.custom(
        None, "TOY-08", "shuffle", allowed="none, true or false", check=lambda v: v, former_defaults=(True,)
    )


TABLE = opt.OptionTable(Options)


def test_the_table_reads_the_declaration_in_order() -> None:
    assert TABLE.names == ("players", "fast", "style", "limit", "names", "even", "position", "shuffle")
    assert TABLE.keywords == ("players", "seed", *TABLE.names[1:])
    assert TABLE.defaults["style"] == "a" and TABLE["limit"].rule == "TOY-04"
    assert TABLE["fast"].name == "fast" and "fast" in TABLE and "seed" not in TABLE


def test_resolve_checks_given_values_and_fills_defaults() -> None:
    values, record = TABLE.resolve({"fast": True, "names": ["y", "x"], "limit": 3})
    assert values["fast"] is True and values["names"] == ("y", "x") and values["limit"] == 3
    assert values["style"] == "a" and values["players"] == 4
    assert record["names"] == ["y", "x"]  # as given: the record keeps the caller's form
    assert list(values) == list(record) == list(TABLE.names)
    assert TABLE.build(values) == Options(**values)


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"players": 7}, "players must be an int from 3 to 6 (TOY-01), got 7"),
        ({"players": True}, "players must be an int from 3 to 6 (TOY-01), got True"),
        ({"fast": 1}, "fast must be true or false (TOY-02), got 1"),
        ({"style": "c"}, "style must be one of a, b (TOY-03), got 'c'"),
        ({"limit": 0}, "limit must be none or an int from 1 to 9 (TOY-04), got 0"),
        ({"limit": 10}, "limit must be none or an int from 1 to 9 (TOY-04), got 10"),
        ({"limit": 2.0}, "limit must be none or an int from 1 to 9 (TOY-04), got 2.0"),
        ({"names": "xy"}, "names must be a list of name ids or none (TOY-05), got 'xy'"),
        ({"names": ["x", "z"]}, "unknown name ids 'z'; allowed: x, y"),
        ({"even": 3}, "even must be an even int (TOY-06), got 3"),
        ({"position": 3}, "position must be none, a"),
        ({"speed": 1}, "unknown option(s) 'speed'; allowed: players, fast"),
        ({"seed": 1}, "unknown option(s) 'seed'"),
    ],
)
def test_a_bad_value_names_the_option_what_is_allowed_and_the_rule(given: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidSetup, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        TABLE.resolve(given)


def test_a_typed_position_is_kept_as_its_json_form() -> None:
    point = Point(dead=(2, 0), day=3)
    values, record = TABLE.resolve({"position": point})
    assert values["position"] == record["position"] == {"dead": [2, 0], "day": 3}
    assert Point.from_json(point.to_json()) == Point(dead=[2, 0], day=3)  # type: ignore[arg-type]
    as_mapping = {"day": 2}
    values, record = TABLE.resolve({"position": as_mapping})
    assert record["position"] is as_mapping  # a mapping is recorded as given
    with pytest.raises(InvalidSetup, match="unknown position key"):
        Point.from_json({"night": 1})
    with pytest.raises(InvalidSetup, match="position must be a mapping"):
        Point.from_json([1])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("fast", "true", True),
        ("fast", "Off", False),
        ("fast", "maybe", "maybe"),  # refused by the check, which says what is allowed
        ("style", " b ", "b"),
        ("limit", "3", 3),
        ("limit", "none", None),
        ("names", "x,y", ["x", "y"]),
        ("names", "x", ["x"]),
        ("names", "", []),
        ("names", '["y"]', ["y"]),
        ("even", "4", 4),
        ("position", '{"day": 2}', {"day": 2}),
    ],
)
def test_command_line_text_parses_by_kind(name: str, text: str, value: Any) -> None:
    assert TABLE.parse(name, text) == value


def test_parse_refuses_an_unknown_name() -> None:
    with pytest.raises(InvalidSetup, match="unknown option"):
        TABLE.parse("colour", "red")


def test_the_signature_and_the_docs_table_list_every_option() -> None:
    sig = TABLE.signature()
    assert list(sig.parameters) == ["self", *TABLE.keywords]
    assert sig.parameters["players"].default is None and "None" in str(sig.parameters["players"].annotation)
    assert sig.parameters["fast"].kind is inspect.Parameter.KEYWORD_ONLY
    rows = TABLE.markdown().splitlines()
    assert len(rows) == 2 + len(TABLE.names)
    assert "| `limit` | `null` | none or an int from 1 to 9 | TOY-04 | a limit |" in rows


def test_an_undeclared_field_or_players_not_first_is_refused() -> None:
    @dataclass(frozen=True)
    class Plain:
        players: int = 3

    with pytest.raises(TypeError, match="not declared"):
        opt.OptionTable(Plain)

    @dataclass(frozen=True)
    class Late:
        fast: bool = opt.flag(False, "TOY-02", "fast")
        players: int = opt.players_option(3, (3, 4), "TOY-01")

    with pytest.raises(TypeError, match="first option must be players"):
        opt.OptionTable(Late)
    with pytest.raises(ValueError, match="default"):
        opt.choice("z", ("a",), "TOY-03", "bad default")


def test_a_former_default_is_left_out_of_a_digest_as_the_default_is() -> None:
    from jinro_lab.core.record_format import chosen_options
    from jinro_lab.core.registry import option_table

    assert TABLE["shuffle"].former_defaults == (True,)
    # every registered game's options: a former default is left out as the default is
    former = [(game, o) for game in GAMES for o in option_table(game) if o.former_defaults]
    assert former, "no registered game has an option whose default changed"
    for game, option in former:
        for value in (option.default, *option.former_defaults):
            assert chosen_options(game, {option.name: value}) == (
                {option.name: value} if option.digest_keeps_default else {}
            )


def test_a_fixed_seating_sets_the_player_count() -> None:
    values: dict[str, Any] = {"players": 4, "roles": ("x", "y", "x")}
    opt.players_follow_roles(values, players_given=False, rule="TOY-01")
    assert values["players"] == 3
    with pytest.raises(InvalidSetup, match=r"players=4 but roles names 3 seats \(TOY-01\): give one role per seat"):
        opt.players_follow_roles({"players": 4, "roles": ("x", "y", "x")}, players_given=True, rule="TOY-01")
    untouched = {"players": 4, "roles": None}
    opt.players_follow_roles(untouched, players_given=True, rule="TOY-01")
    assert untouched == {"players": 4, "roles": None}
