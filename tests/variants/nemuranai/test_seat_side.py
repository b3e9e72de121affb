"""NEM-06: the Werewolf player's side follows the werewolf card (moved from
tests/conformance; the kit's check that a seat wins exactly when its side does runs
over every game, jinro_lab.testing.checks.test_seat_side)."""

from __future__ import annotations

from jinro_lab.testing import finished


def test_nemuranai_werewolf_side_is_the_card_holder_at_the_end():
    """NEM-06: the Werewolf player is whoever holds the werewolf card at the end (the
    card can be drawn during play): seat_side follows the summary's werewolf seat."""
    sides = set()
    for seed in range(40):
        game = finished("nemuranai", 4, seed)
        wolf = game.summary()["werewolf_seat"]
        for seat in range(4):
            expected = "werewolf" if seat == wolf else "villagers"
            if game.seat_side(seat) != expected:  # only the Madman (NEM-55, NEM-62) differs
                assert game.seat_side(seat) == "werewolf" and game.result.side == "werewolf"
            sides.add(game.seat_side(seat))
    assert sides == {"werewolf", "villagers"}
