"""魔法都市の人狼's role cards (issue 19, part 6; the cards of every game:
``tests/analysis/test_report.py``): each card reminds its role's rule in its language."""

from __future__ import annotations

import pytest
from analysis.test_report import cards_of, text_of

import jinro_lab as jl
from jinro_lab.analysis import role_cards
from jinro_lab.core.registry import role_rule


@pytest.mark.parametrize(
    ("lang", "seer", "citizen"),
    [
        ("en", "seer: each night: is one other player a werewolf?", "citizen: no special ability"),
        ("ja", "予言者：毎晩、自分以外の一名を指定し、人狼かどうかを知る", "市民：特別な力は持たない。"),
    ],
)
def test_cards_remind_the_role_rule_in_their_language(lang: str, seer: str, citizen: str) -> None:
    """A card says its role's one-line rule in the cards' language (MAH-R02, MAH-R01),
    under "Your rule" / "あなたのルール"; a card in Japanese has no English rule."""
    game = jl.new_game("mahou_toshi", players=5, seed=1, roles=["seer", "werewolf", "citizen", "citizen", "knight"])
    cards = cards_of(role_cards(game, lang=lang).html)
    assert seer in text_of(cards[0])
    assert citizen in text_of(cards[2])
    heading = "Your rule" if lang == "en" else "あなたのルール"
    assert all(heading in text_of(card) for card in cards.values())
    other = "ja" if lang == "en" else "en"
    for seat, role in enumerate(["seer", "werewolf", "citizen", "citizen", "knight"]):
        assert role_rule("mahou_toshi", role, other) not in text_of(cards[seat])
