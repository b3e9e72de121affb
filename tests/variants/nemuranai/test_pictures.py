"""人狼は眠らない's table pictures: the deck order is the game master's only, the cards
show their search order (NEM-01). Moved from tests/conformance: the kit's picture
checks, jinro_lab.testing.checks.test_pictures, run over every game."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.testing.pictures import NS, label_texts, picture, seat_group
from jinro_lab.variants.nemuranai.cards import name as card_name


def test_nemuranai_deck_order_is_the_game_masters_only() -> None:
    game = jl.new_game("nemuranai", players=4, seed=3)
    title = "山札（上から、ゲームマスターのみ）"
    assert title in label_texts(picture(game, None, "ja"))
    for viewer in (jl.PUBLIC, 0, 1):
        assert title not in label_texts(picture(game, viewer, "ja"))


def test_nemuranai_cards_show_their_search_order() -> None:
    """A card the viewer knows carries a chip with its search order (NEM-01: 1-8, X for
    an attack, × in Japanese as the rulebook prints it) in its kind's colour; an unknown
    card a plain back, nothing on it."""
    from jinro_lab.variants.nemuranai.cards import CARDS

    game = jl.new_game("nemuranai", players=4, seed=3)
    view = game.view(None)
    for seat in range(4):
        hand = view.hands[seat]
        assert hand is not None
        group = seat_group(picture(game, None, "ja"), seat)
        shown = [t.text for t in group.iter(NS + "text")]
        for card in hand:
            order = CARDS[card].order
            assert ("×" if order is None else str(order)) in shown and card_name(card, "ja") in shown
    english = [t.text for t in seat_group(picture(game, None, "en"), 0).iter(NS + "text")]
    assert ("X" if CARDS[view.hands[0][0]].order is None else str(CARDS[view.hands[0][0]].order)) in english
    public = [t.text for t in seat_group(picture(game, jl.PUBLIC), 0).iter(NS + "text")]
    assert not set(public) & {*"12345678", "X", "×"}
