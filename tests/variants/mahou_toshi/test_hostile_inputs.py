"""Issue 17 (3): bad input of any kind raises a kit error (a JinroError), with a short
message that names what was wrong: 魔法都市の人狼's open choices (what every game refuses
alike: ``tests/core/test_hostile_inputs.py``)."""

from __future__ import annotations

import numpy as np
import pytest
from core.toy import snapshot

import jinro_lab as jl
from jinro_lab.core.errors import IllegalAction


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
