"""``Game.seat_side``: the side each seat plays agrees with who won, in every variant
(the tournament's standings per side count on it)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, heuristic_agent, play_game


def _finished(variant: str, players: int, seed: int, **options):
    game = jl.new_game(variant, players=players, seed=seed, **options)
    agents = [heuristic_agent(variant, seed=s) if seed % 2 else RandomAgent(seed * 97 + s) for s in range(players)]
    play_game(game, agents)
    return game


@pytest.mark.parametrize("variant", ["nemuranai", "seijika", "lotro"])
def test_a_seat_wins_exactly_when_its_side_wins(variant):
    """NEM-06, NEM-60 ... NEM-62 (the Werewolf player and a revealed Madman against the
    villager players), SEI-43 (every member of the winning party), LOT-05, LOT-60,
    LOT-61 (a side wins whole, dead or alive): a seat is among the winners exactly
    when its side is the result's."""
    info = jl.lookup(variant)
    checked = 0
    for players in info.players:
        for seed in range(12):
            game = _finished(variant, players, seed)
            result = game.result
            for seat in range(players):
                side = game.seat_side(seat)
                assert side in info.sides
                if result.side is None:  # NEM-54, NEM-63: nobody wins
                    assert seat not in result.winners
                else:
                    assert (seat in result.winners) == (side == result.side), (players, seed, seat)
                    checked += 1
    assert checked > 40


def test_nemuranai_werewolf_side_is_the_card_holder_at_the_end():
    """NEM-06: the Werewolf player is whoever holds the werewolf card at the end (the
    card can be drawn during play): seat_side follows the summary's werewolf seat."""
    sides = set()
    for seed in range(40):
        game = _finished("nemuranai", 4, seed)
        wolf = game.summary()["werewolf_seat"]
        for seat in range(4):
            expected = "werewolf" if seat == wolf else "villagers"
            if game.seat_side(seat) != expected:  # only the Madman (NEM-55, NEM-62) differs
                assert game.seat_side(seat) == "werewolf" and game.result.side == "werewolf"
            sides.add(game.seat_side(seat))
    assert sides == {"werewolf", "villagers"}


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
        game = _finished("mahou_toshi", 9, seed, roles=roles, fox_steals_win=fox_steals_win)
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


def test_a_seat_not_in_the_game_is_refused():
    game = jl.new_game("lotro", seed=1)
    with pytest.raises(jl.JinroError, match="no seat 12"):
        game.seat_side(12)
