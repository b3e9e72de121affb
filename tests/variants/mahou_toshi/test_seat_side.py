"""MAH-40 … MAH-42: the third parties play for themselves (moved from
tests/conformance: 魔法都市の人狼 declares ``sides_win_whole=False`` to the kit, whose
check that a seat wins exactly when its side does runs over the other games)."""

from __future__ import annotations

import pytest

from jinro_lab.testing import finished


@pytest.mark.parametrize(
    ("extra", "side", "fox_steals_win"),
    [("fox", "fox", False), ("fox", "fox", True), ("demon", "demon", False), ("madman", "werewolves", False)],
)
def test_mahou_third_parties_play_for_themselves(extra, side, fox_steals_win):
    """MAH-40, MAH-41, MAH-42, MAH-R15, MAH-R16: the fox and the demon play for
    themselves; a fox may win beside the winning team (MAH-42; with ``fox_steals_win``
    instead of it) and the demon's win takes a team along (MAH-41); everybody else wins
    exactly when their team does (the madman with the werewolves)."""
    roles = ["werewolf", "werewolf", "seer", extra, *["citizen"] * 5]
    special = 0
    for seed in range(60):
        game = finished("mahou_toshi", 9, seed, roles=roles, fox_steals_win=fox_steals_win)
        result = game.result
        holder = game.roles.index(extra)
        assert game.seat_side(holder) == side
        if result.side == "none":  # MAH-04: the day limit, nobody wins
            assert not result.winners
            continue
        teams = {game.seat_side(seat) for seat in result.winners if seat != holder}
        if extra == "madman" or holder not in result.winners:
            assert result.side != side or extra == "madman"
            assert teams <= {result.side}
        elif result.side == "demon":  # MAH-41: the demon, and a team whose condition the execution met
            assert len(teams) <= 1 and teams <= {"citizens", "werewolves"}
            special += 1
        elif fox_steals_win:  # MAH-42: the fox instead of the team
            assert result.side == "fox" and result.winners == {holder}
            special += 1
        else:  # MAH-42: the fox beside the team
            assert result.side in {"citizens", "werewolves"} and teams == {result.side}
            special += 1
        for seat in range(9):
            if (seat != holder or extra == "madman") and result.side in {"citizens", "werewolves"}:
                assert (seat in result.winners) == (game.seat_side(seat) == result.side)
    assert special > 0 or extra == "madman"
