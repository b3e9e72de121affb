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
