"""The options of 魔法都市の人狼 as data (``options.py``, MAH-04): one declaration gives
the keywords, the checks, the record's setup, the docs' table and the command line."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.core.errors import InvalidSetup
from jinro_lab.core.events import Chance
from jinro_lab.variants.mahou_toshi.game import MahouToshiGame
from jinro_lab.variants.mahou_toshi.options import OPTIONS, Options, Position

from .helpers import BASIC9


def test_the_registration_reads_its_keywords_from_options() -> None:
    info = jl.lookup("mahou_toshi")
    assert info.keywords == ("players", "seed", *OPTIONS.names[1:])
    assert list(inspect.signature(MahouToshiGame).parameters) == list(info.keywords)
    assert OPTIONS.options_class is Options


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"players": 17}, "players must be an int from 5 to 16 (MAH-06)"),
        ({"first_day_seer": "all"}, "first_day_seer must be one of random_white, free, none (MAH-04)"),
        ({"knight_self": "yes"}, "knight_self must be true or false (MAH-04)"),
        ({"knight_repeat": None}, "knight_repeat must be true or false (MAH-04)"),
        ({"vote_style": "volunteer"}, "vote_style must be one of simultaneous, in_turn, free (MAH-11)"),
        ({"fox_steals_win": 0}, "fox_steals_win must be true or false (MAH-42)"),
        ({"day_limit": -1}, "day_limit must be none or an int of 1 or more (MAH-04)"),
        ({"event_selection": "two"}, "event_selection must be one of random, choice_of_two (MAH-30)"),
        ({"claims": "on"}, "claims must be true or false (MAH-10)"),
        ({"position": "night"}, "position must be none, a mahou_toshi Position or a mapping"),
        ({"roles": list(BASIC9), "players": 8}, "players=8 but roles names 9 seats"),
        ({"roles": list(BASIC9), "position": {"dead": [9]}}, r"position\['dead'\] must be a list of seats 0..8"),
        ({"roles": list(BASIC9), "position": {"day": 3}, "day_limit": 2}, "after day_limit=2 is over"),
    ],
)
def test_bad_options_are_refused_naming_what_is_allowed(given: dict[str, Any], message: str) -> None:
    """MAH-04, MAH-06, MAH-11, MAH-30, MAH-42: each option's check, and the checks between them."""
    with pytest.raises(InvalidSetup, match=message.replace("(", r"\(").replace(")", r"\)")):
        jl.new_game("mahou_toshi", seed=0, **given)


def test_the_players_follow_the_roles_and_the_record_holds_the_options_as_given() -> None:
    game = jl.new_game("mahou_toshi", roles=(*BASIC9[:7], "citizen"), seed=1, vote_style="free")
    assert game.players == 8 and game.options.players == 8
    assert game.setup["players"] == 8 and game.setup["vote_style"] == "free"
    assert list(game.setup) == list(OPTIONS.names)
    again = jl.replay(game.record().to_json())
    assert again.setup == game.setup and again.log == game.log


def test_a_typed_position_plays_as_its_mapping() -> None:
    """A described position, typed or as JSON: the same game, the same record."""
    roles = ["werewolf", "werewolf", "seer", "knight", "citizen", "citizen", "citizen", "medium"]
    typed = jl.new_game("mahou_toshi", roles=roles, seed=1, position=Position(dead=(7, 2), day=3, phase="night"))
    plain = jl.new_game("mahou_toshi", roles=roles, seed=1, position={"dead": [7, 2], "day": 3, "phase": "night"})
    assert typed.log == plain.log and typed.setup == plain.setup
    assert typed.record().digest == plain.record().digest
    assert Position.from_json(Position(dead=(1,), day=2).to_json()) == Position(dead=[1], day=2)  # type: ignore[arg-type]
    with pytest.raises(InvalidSetup, match=r"position\['phase'\] must be 'day' or 'night'"):
        jl.new_game("mahou_toshi", roles=roles, seed=1, position=Position(phase="dusk"))


def test_a_given_deck_is_taken_in_order_unless_asked_to_shuffle() -> None:
    """MAH-30 and the kit's one arrangement contract: a list is the deck top first;
    ``shuffle_events=True`` shuffles it; the default deck is shuffled."""
    deck = ["prison", "altar", "library", "bath"]
    fixed = jl.new_game("mahou_toshi", roles=BASIC9, seed=4, events=deck)
    assert fixed.deck == deck
    assert not [e for e in fixed.log if isinstance(e, Chance) and e.what == "event deck shuffled"]
    shuffled = [jl.new_game("mahou_toshi", roles=BASIC9, seed=s, events=deck, shuffle_events=True) for s in range(8)]
    assert {tuple(g.deck) for g in shuffled} != {tuple(deck)}
    assert all(sorted(g.deck) == sorted(deck) for g in shuffled)
    default = jl.new_game("mahou_toshi", roles=BASIC9, seed=4, shuffle_events=None)
    assert [e for e in default.log if isinstance(e, Chance) and e.what == "event deck shuffled"]


def test_every_option_is_in_the_docs_table_and_parses_from_the_command_line() -> None:
    table = OPTIONS.markdown()
    for name in OPTIONS.names:
        assert f"| `{name}` |" in table
    assert OPTIONS.parse("events", "prison,altar") == ["prison", "altar"]
    assert OPTIONS.parse("events", "") == []
    assert OPTIONS.parse("knight_self", "true") is True
    assert OPTIONS.parse("day_limit", "5") == 5
    assert OPTIONS.parse("shuffle_events", "none") is None
    assert OPTIONS.parse("position", '{"day": 2}') == {"day": 2}


def test_a_former_default_is_left_out_of_a_digest_as_the_default_is() -> None:
    """shuffle_events: True was its default before a given deck was taken in order."""
    from jinro_lab.core.record_format import chosen_options

    chosen = chosen_options("mahou_toshi", {"players": 9, "shuffle_events": True, "claims": True})
    assert chosen == {"claims": True}  # players 9 is the default too
    assert chosen_options("mahou_toshi", {"shuffle_events": False}) == {"shuffle_events": False}
