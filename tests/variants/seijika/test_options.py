"""The options of 政治家人狼 as data (``options.py``, issue 20): each option declared
once, with its default, what is allowed and its rule (SEI-03, SEI-05, SEI-14, SEI-20,
SEI-23, SEI-32, SEI-50, SEI-56); the signature, the record's setup, the docs' table and
the command line's ``--option`` come from that declaration."""

from __future__ import annotations

import inspect
import json
from pathlib import Path
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.core import registry
from jinro_lab.variants.seijika.game import SeijikaGame
from jinro_lab.variants.seijika.manifestos import deck_data, illustrative_deck
from jinro_lab.variants.seijika.options import OPTIONS, Options

from .helpers import R8

#: option -> (a bad value, words its refusal must hold: the option, what is allowed, the rule)
BAD: dict[str, tuple[Any, list[str]]] = {
    "players": (5, ["players", "from 6 to 12", "SEI-03", "got 5"]),
    "roles": ("wolf", ["roles", "list of role ids", "SEI-03"]),
    "manifestos": (3, ["manifestos", "true, false or one card id per seat", "SEI-50", "got 3"]),
    "manifesto_deck": (3, ["manifesto_deck", "TOML or JSON file or a mapping", "SEI-56", "got 3"]),
    "promises": ([], ["promises", "non-empty list of success and failure", "SEI-50", "got []"]),
    "vote_styles": ("open", ["vote_styles", "1 to 4 styles, each open or simultaneous", "SEI-23"]),
    "spy_meets_wolves": (1, ["spy_meets_wolves", "true or false", "SEI-14", "got 1"]),
    "guard_self": ("yes", ["guard_self", "true or false", "SEI-32"]),
    "guard_repeat": (None, ["guard_repeat", "true or false", "SEI-32", "got None"]),
    "open_vote_order": ("random", ["open_vote_order", "volunteer, seat", "SEI-23", "got 'random'"]),
    "campaign_rounds": (11, ["campaign_rounds", "from 1 to 10", "SEI-56", "got 11"]),
    "lawyer_ability": ("defend", ["lawyer_ability", "one of none", "SEI-05", "got 'defend'"]),
    "position": ([2], ["position", "none, a seijika Position or a mapping of its fields", "SEI-20", "got [2]"]),
}

#: element-wise and cross-option refusals: options -> words
BAD_TOGETHER: list[tuple[dict[str, Any], list[str]]] = [
    ({"roles": ["wolf", "mayor", *["human"] * 4]}, ["roles[1]", "mayor", "SEI-01", "allowed"]),
    ({"roles": ["human"] * 6}, ["wolf", "SEI-03"]),
    ({"roles": ["wolf"] * 13}, ["13 seats", "6 to 12", "SEI-03"]),
    ({"players": 7, "roles": list(R8)}, ["players=7", "8 seats", "SEI-03"]),
    ({"campaign_rounds": True}, ["campaign_rounds", "SEI-56", "got True"]),
    ({"promises": ["success", "maybe"]}, ["promises[1]", "SEI-50", "success, failure"]),
    ({"vote_styles": ["open", "secret"]}, ["vote_styles[1]", "day 2", "SEI-23", "open, simultaneous"]),
    ({"vote_styles": ["open"] * 5}, ["vote_styles", "1 to 4", "SEI-23"]),
    ({"manifestos": ["nope", *["mimic"] * 7]}, ["manifestos[0]", "'nope'", "SEI-50", "the deck has"]),
    ({"manifestos": ["endorsement"] * 8}, ["'endorsement' 8 times", "has 2", "SEI-50"]),
    ({"manifestos": ["mimic"] * 6}, ["6 cards for 8 players", "SEI-50"]),
    ({"manifesto_deck": {"name": "x"}}, ["manifesto_deck", "SEI-56", "'cards'"]),
    ({"manifesto_deck": "nope.toml"}, ["manifesto_deck", "SEI-56", "nope.toml", "cannot read"]),
]


def test_every_option_is_declared_once_in_the_registration_order():
    """One declaration: the registration's keywords are players, seed and ``Options``' fields."""
    assert OPTIONS.options_class is registry.options_class("seijika") is Options
    names = list(OPTIONS.names)
    assert names[0] == "players" and set(names) == set(BAD)
    assert registry.lookup("seijika").keywords == ("players", "seed", *names[1:]) == OPTIONS.keywords


@pytest.mark.parametrize("option", list(BAD))
def test_a_bad_value_names_the_option_what_is_allowed_and_the_rule(option):
    value, words = BAD[option]
    with pytest.raises(jl.InvalidSetup) as err:
        jl.new_game("seijika", seed=1, **{option: value})
    for word in words:
        assert word in str(err.value), (word, str(err.value))
    assert OPTIONS[option].rule in str(err.value)


@pytest.mark.parametrize(("options", "words"), BAD_TOGETHER, ids=lambda v: str(v)[:40])
def test_bad_lists_and_options_that_disagree_are_refused_naming_the_rule(options, words):
    with pytest.raises(jl.InvalidSetup) as err:
        jl.new_game("seijika", seed=1, **options)
    for word in words:
        assert word in str(err.value), (word, str(err.value))


def test_a_refused_setup_changes_nothing_it_was_given():
    roles = ["wolf", "mayor", *["human"] * 4]
    manifestos = ["endorsement"] * 8
    for options in ({"roles": roles}, {"manifestos": manifestos}):
        before = json.dumps(options)
        with pytest.raises(jl.InvalidSetup):
            jl.new_game("seijika", seed=1, **options)
        assert json.dumps(options) == before


def test_the_signature_lists_the_options_with_their_defaults():
    """``help()`` and Jupyter show the options: players, seed, then each option by keyword."""
    params = inspect.signature(SeijikaGame).parameters
    assert tuple(params) == OPTIONS.keywords
    assert params["players"].default is None and params["seed"].default is None
    for name in OPTIONS.names[1:]:
        assert params[name].kind is inspect.Parameter.KEYWORD_ONLY
        assert params[name].default == OPTIONS.defaults[name]
    assert params["campaign_rounds"].default == 3 and params["open_vote_order"].default == "volunteer"


def test_the_markdown_table_has_a_row_per_option():
    table = OPTIONS.markdown().splitlines()
    assert table[0] == "| option | default | allowed | rule | meaning |"
    rows = table[2:]
    assert [row.split("`")[1] for row in rows] == list(OPTIONS.names)
    for row, option in zip(rows, OPTIONS, strict=True):
        assert f"| {option.rule} |" in row and option.allowed in row
    assert "| `spy_meets_wolves` | `true` | true or false | SEI-14 |" in OPTIONS.markdown()


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("players", "9", 9),
        ("guard_self", "true", True),
        ("spy_meets_wolves", "no", False),
        ("open_vote_order", " seat ", "seat"),
        ("campaign_rounds", "5", 5),
        ("lawyer_ability", "none", "none"),
        ("roles", "wolf,spy,reporter,human,human,human", ["wolf", "spy", "reporter", "human", "human", "human"]),
        ("vote_styles", "open,simultaneous", ["open", "simultaneous"]),
        ("vote_styles", "open", ["open"]),
        ("promises", "failure,success", ["failure", "success"]),
        ("promises", "none", None),
        ("manifestos", "true", True),
        ("manifestos", "false", False),
        ("manifestos", "endorsement,mimic", ["endorsement", "mimic"]),
        ("manifesto_deck", "decks/mine.toml", "decks/mine.toml"),
        ("manifesto_deck", '{"name": "x", "cards": []}', {"name": "x", "cards": []}),
        ("position", '{"elected": [5], "day": 2}', {"elected": [5], "day": 2}),
        ("position", "none", None),
    ],
)
def test_option_text_parses_for_each_kind(name, text, value):
    """``--option NAME=TEXT``: flags, choices, integers, lists (a,b,c), a path or JSON."""
    assert OPTIONS.parse(name, text) == value


def test_parsed_text_plays_as_the_value_would():
    options = {"vote_styles": "open,simultaneous", "guard_repeat": "false", "campaign_rounds": "2"}
    parsed = {k: OPTIONS.parse(k, v) for k, v in options.items()}
    game = jl.new_game("seijika", seed=4, **parsed)
    same = jl.new_game("seijika", seed=4, vote_styles=["open", "simultaneous"], guard_repeat=False, campaign_rounds=2)
    assert game.setup == same.setup and game.log == same.log
    with pytest.raises(jl.InvalidSetup, match="unknown option"):
        OPTIONS.parse("guard", "true")


def test_the_record_keeps_the_setup_as_before(tmp_path: Path):
    """SEI-03, SEI-50, SEI-56: the record's setup holds every option in the table's order,
    the player count from the roles, lists for tuples, ``False`` for no manifestos and
    the deck's cards (not the file's name), so a record replays anywhere."""
    deck = deck_data(illustrative_deck())
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    game = jl.new_game("seijika", seed=2, roles=tuple(R8), manifestos=None, manifesto_deck=path, promises=("success",))
    setup = game.setup
    assert list(setup) == list(OPTIONS.names)
    assert setup["players"] == 8 and setup["roles"] == list(R8) and setup["manifestos"] is False
    assert setup["manifesto_deck"] == deck and setup["promises"] == ["success"] and setup["vote_styles"] is None
    assert game.options.vote_styles == ("open", "open", "simultaneous", "simultaneous")  # SEI-23's default
    assert jl.replay(game.record()).setup == setup
    cards = tuple(illustrative_deck().dealt()[:8])
    dealt = jl.new_game("seijika", seed=2, manifestos=cards)
    assert dealt.options.manifestos == cards and dealt.setup["manifestos"] == list(cards)
    assert dealt.options.vote_styles == ("simultaneous",)  # SEI-23: with manifestos, simultaneous every day
