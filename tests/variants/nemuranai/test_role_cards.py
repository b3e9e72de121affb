"""人狼は眠らない's role cards (issue 19, part 6; the cards of every game:
``tests/analysis/test_report.py``): each card of the starting hand reminded in Japanese."""

from __future__ import annotations

from analysis.test_report import cards_of, start_of, text_of

import jinro_lab as jl
from jinro_lab.analysis import role_cards
from jinro_lab.core.registry import role_name, role_rule


def test_nemuranai_cards_remind_each_hand_card_in_japanese() -> None:
    """人狼は眠らない: the rule of each card in the starting hand (NEM-01, NEM-03), as its
    rulebook's card list words it: the first player has drawn a second card."""
    game = jl.new_game("nemuranai", players=4, seed=1)
    cards = cards_of(role_cards(game, lang="ja").html)
    hands = {seat: start_of(game).view(seat).hand for seat in cards}
    two = [seat for seat, hand in hands.items() if len(hand) == 2]
    assert two, "the first player holds two cards before their first choice"
    page = text_of(cards[two[0]])
    for card in hands[two[0]]:
        assert f"{role_name('nemuranai', card, 'ja')}：{role_rule('nemuranai', card, 'ja')}" in page
