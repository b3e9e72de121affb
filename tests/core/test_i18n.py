"""The bilingual label tables shared by renderers, widgets and the CLI."""

import doctest

from jinro_lab.core import i18n
from jinro_lab.core.i18n import Labels


def test_labels_pick_the_language_and_fill_in():
    say = Labels({"win": ("seat {} wins", "席{}の勝ち")})
    assert say("win", "en", 2) == "seat 2 wins"
    assert say("win", "ja", 2) == "席2の勝ち"


def test_docstring_example():
    assert doctest.testmod(i18n).failed == 0


def test_shared_words_for_seats_and_sides():
    """One vocabulary for renderers, widgets, plots: seats, the game master, sides."""
    from jinro_lab.core.i18n import seat_label, side_name

    assert (seat_label(2), seat_label(2, "ja")) == ("seat 2", "席2")
    assert (seat_label(None), seat_label(None, "ja")) == ("game master", "ゲームマスター")
    assert (side_name("villagers", "ja"), side_name("werewolf", "ja"), side_name("nobody", "ja")) == (
        "村人陣営",
        "人狼陣営",
        "勝者なし",
    )
    assert side_name("villagers") == "villagers" and side_name("party_x", "ja") == "party_x"
