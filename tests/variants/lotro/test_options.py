"""The options of LotROで人狼 as data (``options.py``, issue 20): each one declared once,
checked with a message naming it, what is allowed and the rule (LOT-01 ... LOT-04,
LOT-10, LOT-31, LOT-62); the typed ``Position``; and ``role_counts``, which was
``setup`` (LOT-03): records saved under the old name load, replay and keep their digests."""

from __future__ import annotations

import dataclasses
import inspect
import json

import pytest

import jinro_lab as jl
from jinro_lab.core.errors import InvalidRecord
from jinro_lab.core.record import GameRecord
from jinro_lab.variants.lotro.game import LotroGame
from jinro_lab.variants.lotro.options import OPTIONS, Options, Position

from .helpers import BASIC9

NAMES = ("players", "role_counts", "roles", "rangers_day", "nominate", "checkmate", "position")

#: saved by the kit before the rename (main at 82e9dfc): the role counts under "setup"
OLD_RECORD = (
    '{"format": "jinro_lab.record/1", "variant": "lotro", "setup": {"players": 9, "setup": {"wolf": 2, '
    '"healer": 1, "villager": 6}, "roles": null, "rangers_day": 4, "nominate": "random", "checkmate": true, '
    '"position": null}, "seed": 5, "actions": [[0, "point at seat 3"], [2, "point at seat 7"], '
    '[1, "point at seat 4"]], "digest": "631e69d257b40ad479ec1657"}'
)


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"players": 8}, r"players must be an int from 9 to 16 \(LOT-01\), got 8"),
        ({"players": True}, r"players must be an int from 9 to 16 \(LOT-01\), got True"),
        ({"role_counts": "wolf"}, r"role_counts must be none or a mapping of role id -> count.* \(LOT-03\)"),
        ({"role_counts": {"wolf": 1, "seer": 8}}, r"unknown role 'seer' in role_counts \(LOT-02\); allowed: wolf"),
        ({"role_counts": {"wolf": -1, "villager": 10}}, r"role_counts\['wolf'\] must be a non-negative int \(LOT-03\)"),
        ({"role_counts": {"villager": 12}}, r"at least one wolf \(LOT-03\)"),
        ({"role_counts": {"wolf": 2, "villager": 9}}, r"role_counts must sum to the 12 players \(LOT-03\)"),
        ({"roles": "wolf"}, r"roles must be none or a list of role ids, one per seat \(9 to 16\) \(LOT-02\)"),
        ({"roles": ["wolf", "mage", *["villager"] * 7]}, r"unknown role id\(s\) 'mage' \(LOT-02\); allowed: wolf"),
        ({"roles": ["wolf", *["villager"] * 7]}, r"roles must name one role per seat, 9 to 16 seats \(LOT-01\), got 8"),
        ({"roles": list(BASIC9), "players": 10}, r"players=10 but roles names 9 seats \(LOT-01\)"),
        ({"roles": list(BASIC9), "role_counts": {"wolf": 2, "villager": 7}}, r"not both \(LOT-03\)"),
        ({"rangers_day": 1}, r"rangers_day must be an int of 2 or more \(LOT-04\), got 1"),
        ({"rangers_day": "6"}, r"rangers_day must be an int of 2 or more \(LOT-04\), got '6'"),
        ({"nominate": "vote"}, r"nominate must be one of random, seat \(LOT-31\), got 'vote'"),
        ({"checkmate": 1}, r"checkmate must be true or false \(LOT-62\), got 1"),
        ({"position": [2]}, r"position must be none, a lotro Position or a mapping of its fields \(LOT-10\)"),
        ({"position": {"day": 2}}, r"a position needs roles="),
    ],
)
def test_bad_values_are_refused_naming_the_option_what_is_allowed_and_the_rule(options, match):
    with pytest.raises(jl.InvalidSetup, match=match):
        jl.new_game("lotro", seed=1, **options)


def test_the_signature_lists_the_options_with_their_defaults():
    params = inspect.signature(LotroGame).parameters
    assert tuple(params) == ("players", "seed", *NAMES[1:])
    assert params["players"].default is None and params["rangers_day"].default == 6
    assert params["nominate"].default == "random" and params["checkmate"].default is True
    assert OPTIONS.names == NAMES == tuple(f.name for f in dataclasses.fields(Options))
    assert jl.core.registry.lookup("lotro").keywords == ("players", "seed", *NAMES[1:])


def test_the_markdown_table_has_a_row_per_option_with_its_rule():
    rows = OPTIONS.markdown().splitlines()[2:]
    assert [row.split("`")[1] for row in rows] == list(NAMES)
    rules = {"players": "LOT-01", "role_counts": "LOT-03", "roles": "LOT-02", "rangers_day": "LOT-04"}
    rules |= {"nominate": "LOT-31", "checkmate": "LOT-62", "position": "LOT-10"}
    for row, name in zip(rows, NAMES, strict=True):
        assert f"| {rules[name]} |" in row, row


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("players", "9", 9),
        ("role_counts", '{"wolf": 2, "villager": 7}', {"wolf": 2, "villager": 7}),
        ("role_counts", "none", None),
        ("roles", "wolf, wolf, villager", ["wolf", "wolf", "villager"]),
        ("rangers_day", "4", 4),
        ("nominate", " seat ", "seat"),
        ("checkmate", "off", False),
        ("position", '{"day": 2, "dead": [8]}', {"day": 2, "dead": [8]}),
    ],
)
def test_option_text_parses_for_each_kind(name, text, value):
    assert OPTIONS.parse(name, text) == value


def test_parsed_options_make_a_game():
    text = {"players": "9", "role_counts": '{"wolf": 2, "healer": 1, "villager": 6}', "checkmate": "no"}
    game = jl.new_game("lotro", seed=4, **{k: OPTIONS.parse(k, v) for k, v in text.items()})
    assert game.setup["role_counts"] == {"wolf": 2, "healer": 1, "villager": 6} and game.options.checkmate is False


# ----- the typed position (LOT-10) ---------------------------------------------------------------
def test_a_position_and_its_mapping_give_the_same_game():
    start = Position(dead=(8,), day=2, phase="evening", used=(4,), passes=(0,))
    typed = jl.new_game("lotro", roles=list(BASIC9), seed=3, position=start)
    mapping = jl.new_game("lotro", roles=list(BASIC9), seed=3, position=start.to_json())
    assert typed.log == mapping.log and typed.setup == mapping.setup
    assert typed.setup["position"] == start.to_json()
    assert typed.record().digest == mapping.record().digest
    assert jl.replay(typed.record().to_json()).log == typed.log


def test_a_position_round_trips_through_its_json_form():
    start = Position(dead=(2, 5), day=3, phase="night", last_rooms=((0, 1), (2, 3)))
    assert start.to_json() == {
        "dead": [2, 5],
        "day": 3,
        "phase": "night",
        "used": [],
        "passes": [],
        "last_rooms": [[0, 1], [2, 3]],
    }
    assert Position.from_json(start.to_json()) == Position.from_json(json.loads(json.dumps(start.to_json())))
    assert Position.from_json(start.to_json()).to_json() == start.to_json()


@pytest.mark.parametrize(
    ("start", "match"),
    [
        (Position(), r"position\['day'\] for the evening must be an int from 2 to 6"),
        (Position(day=9, phase="night"), r"from 1 to 5 \(LOT-13.*LOT-23"),
        (Position(day=2, phase="noon"), r"position\['phase'\] must be one of evening, night"),
        (Position(day=2, dead=(9,)), r"seats are 0\.\.8"),
        (Position(day=2, passes=(3,)), r"only wolves pass \(LOT-42\)"),
    ],
)
def test_a_bad_position_is_refused_saying_what_is_wrong(start, match):
    with pytest.raises(jl.InvalidSetup, match=match):
        jl.new_game("lotro", roles=list(BASIC9), seed=1, position=start)


def test_a_position_mapping_with_an_unknown_key_is_refused():
    with pytest.raises(jl.InvalidSetup, match=r"unknown position key\(s\) 'seer'; allowed: dead, day, phase"):
        jl.new_game("lotro", roles=list(BASIC9), position={"day": 2, "seer": [1]})
    with pytest.raises(jl.InvalidSetup, match=r"unknown position key\(s\) 'seer'"):
        Position.from_json({"day": 2, "seer": [1]})


# ----- role_counts, formerly setup (LOT-03) --------------------------------------------------------
def test_the_former_name_setup_is_refused_naming_role_counts():
    """Not silently accepted: the game says the option's name now; ``new_game`` refuses it
    as unknown, listing role_counts among the allowed."""
    with pytest.raises(jl.InvalidSetup, match=r"the option setup is now called role_counts \(LOT-03\)"):
        LotroGame(setup={"wolf": 2, "villager": 10})
    with pytest.raises(jl.InvalidSetup, match=r"'setup'.*allowed: .*role_counts"):
        jl.new_game("lotro", setup={"wolf": 2, "villager": 10})


def test_a_record_saved_with_setup_loads_replays_and_keeps_its_digest():
    record = GameRecord.from_json(OLD_RECORD)
    assert list(record.setup) == ["players", "role_counts", "roles", "rangers_day", "nominate", "checkmate", "position"]
    assert record.setup["role_counts"] == {"wolf": 2, "healer": 1, "villager": 6}
    game = jl.replay(OLD_RECORD)  # the digest is checked
    assert game.record().digest == json.loads(OLD_RECORD)["digest"] == record.digest
    again = jl.new_game("lotro", players=9, seed=5, role_counts={"wolf": 2, "healer": 1, "villager": 6}, rangers_day=4)
    for seat, action in record.actions:
        again.act(seat, action)
    assert again.record().digest == record.digest and again.log == game.log
    assert jl.replay(game.record().to_json()).record().digest == record.digest


def test_an_old_python_record_is_read_under_the_new_name_too():
    old = json.loads(OLD_RECORD)
    record = GameRecord("lotro", old["setup"], 5, tuple(map(tuple, old["actions"])), old["digest"])
    assert jl.replay(record).record().digest == old["digest"]


def test_a_record_naming_both_names_is_refused():
    data = json.loads(OLD_RECORD)
    data["setup"]["role_counts"] = data["setup"]["setup"]
    with pytest.raises(InvalidRecord, match="both setup and role_counts"):
        GameRecord.from_json(json.dumps(data))


def test_the_record_keeps_the_options_as_given_and_the_counts_as_checked():
    """The record keeps each option as given (the counts as checked: no zero counts) and
    the player count the roles give."""
    game = jl.new_game("lotro", seed=2, roles=tuple(BASIC9), rangers_day=5)
    assert game.setup == {
        "players": 9,
        "role_counts": None,
        "roles": list(BASIC9),
        "rangers_day": 5,
        "nominate": "random",
        "checkmate": True,
        "position": None,
    }
    dealt = jl.new_game("lotro", players=9, seed=2, role_counts={"wolf": 2, "friend": 0, "villager": 7})
    assert dealt.setup["role_counts"] == {"wolf": 2, "villager": 7}
