"""Checkmate of LotROで人狼 (LOT-62, LOT-63, LOT-64): the counts as exact functions, checked
exhaustively on small positions against an independent solver (``solver.py``)."""

from __future__ import annotations

import itertools

import pytest

import jinro_lab as jl
from jinro_lab.variants.lotro import Position, is_checkmated, position_of, win_check
from jinro_lab.variants.lotro.checkmate import count_position

from .helpers import new
from .solver import can_win


def small_positions(max_alive: int = 5, max_rangers: int = 5):
    """Every position with at most ``max_alive`` living players and rangers by day ``max_rangers``."""
    for wolves, village, apostles in itertools.product(range(1, 4), range(1, 4), range(2)):
        if wolves + village + apostles > max_alive:
            continue
        for waters in range(min(1, village) + 1):
            for leaves in range(min(1, village - waters) + 1):
                for rangers in range(2, max_rangers + 1):
                    for day in range(1, rangers + 1):
                        for done in (False, True):
                            if day == rangers and done:
                                continue  # the game is over: the rangers came
                            yield Position(wolves, village, apostles, waters, leaves, day, done, rangers)


def test_the_count_never_declares_lost_a_side_that_could_still_win():
    """LOT-62, LOT-63: on every small position the count declares a side checkmated, that
    side cannot win (up to 6 alive, rangers by day 5) even choosing the rooms itself, answering the other side's ballots
    and with the wolves' passes in its favour (the solver's generous model); and the
    counts declare something in both directions."""
    declared = {"sauron": 0, "village": 0}
    for position in small_positions(max_alive=6, max_rangers=5):
        verdict = is_checkmated(position)
        if verdict.checkmated is None:
            continue
        declared[verdict.checkmated] += 1
        passes = 0 if verdict.checkmated == "sauron" else 1
        assert not can_win(position, verdict.checkmated, passes), (position, verdict.reason)
    assert declared["sauron"] > 50 and declared["village"] > 5, declared


def test_the_spec_count_of_lot_63_would_take_a_win_from_the_village():
    """LOT-63 (a spec problem, decided): the spec's count W ≥ V, no water, V+L ≤ W·n
    holds with two wolves, two villagers and one night left, yet the village wins by
    sharing a room (the rangers come): the kit does not call that checkmate."""
    position = Position(wolves=2, village=2, day=4, evening_done=True, rangers_day=5)
    assert position.nights_left == 1 and 2 * position.nights_left >= 2
    assert can_win(position, "village")
    assert not is_checkmated(position)
    two_nights = Position(wolves=2, village=2, day=3, evening_done=True, rangers_day=5)
    assert not can_win(two_nights, "village")  # a real loss the kit's count does not claim (it is cautious)


def test_lot_62_count_and_numbers():
    """LOT-62: K = W·n + e; Sauron is checkmated when V > K, with the numbers shown."""
    p = Position(wolves=1, village=4, day=4, evening_done=False, rangers_day=6)
    assert (p.nights_left, p.evenings_left) == (2, 3)
    verdict = is_checkmated(p)
    assert not verdict and verdict.numbers["K"] == 5
    p = Position(wolves=1, village=4, day=4, evening_done=True, rangers_day=6)
    assert (p.nights_left, p.evenings_left) == (2, 2)
    assert not is_checkmated(p)
    p = Position(wolves=1, village=4, day=5, evening_done=True, rangers_day=6)
    verdict = is_checkmated(p)
    assert verdict.checkmated == "sauron" and verdict.winner == "village" and verdict.rule == "LOT-62"
    assert verdict.numbers == {"W": 1, "V": 4, "A": 0, "L": 0, "waters": 0, "n": 1, "e": 1, "K": 2}
    assert "V=4 > K=W·n+e=1·1+1=2" in verdict.reason
    assert Position(wolves=1, village=1, day=1, rangers_day=6).evenings_left == 5  # no vote on day 1 (LOT-13)


def test_lot_62_one_wolf_against_one_friend_with_water():
    """LOT-62: one wolf and one friend with unused water alone: Sauron is checkmated;
    not with the water spent, nor with an apostle alive."""
    assert is_checkmated(Position(1, 1, waters=1, day=2, rangers_day=9)).checkmated == "sauron"
    assert is_checkmated(Position(1, 1, waters=0, day=2, rangers_day=9)).checkmated != "sauron"
    assert not is_checkmated(Position(1, 1, apostles=1, waters=1, day=2, rangers_day=9))


def test_lot_63_village_checkmated_only_where_the_wolves_must_meet_it():
    """LOT-63: W ≥ V, no unused water, and the presentations suffice where the wolves
    cannot be avoided: everyone in one room (3 alive at most), or one village-side
    player among wolves only; never together with LOT-62."""
    assert is_checkmated(Position(1, 1, apostles=1, day=3, evening_done=True, rangers_day=6)).checkmated == "village"
    assert is_checkmated(Position(1, 1, leaves=1, day=4, rangers_day=6)).checkmated == "village"  # 2 nights
    assert not is_checkmated(Position(1, 1, leaves=1, day=5, rangers_day=6))  # 1 night: the leaf saves
    assert is_checkmated(Position(3, 1, day=5, evening_done=True, rangers_day=6)).checkmated == "village"
    assert not is_checkmated(Position(3, 1, apostles=1, day=5, evening_done=True, rangers_day=6))
    assert not is_checkmated(Position(2, 2, day=2, rangers_day=6))  # rooms of 2: the village can hide
    for position in small_positions(max_alive=6, max_rangers=6):
        w, v, n, e = position.wolves, position.village, position.nights_left, position.evenings_left
        lot62 = v > w * n + e
        verdict = is_checkmated(position)
        if verdict.checkmated == "village":
            assert not lot62 and w >= v and position.waters == 0


def test_lot_63_before_a_vote_the_wolves_need_more_than_half_of_its_votes():
    """LOT-63: one wolf, one apostle and one villager before an evening vote is not
    checkmate (the apostle does not know the wolves and may vote one out: the village
    can win); the same three with the night next (after the vote, or on day 1 with no
    vote, LOT-13) are; so are two wolves and one villager before a vote (W > V + A),
    and one wolf and one villager alone (the only village-side player among wolves)."""
    before_vote = Position(1, 1, apostles=1, day=3, rangers_day=6)
    assert not is_checkmated(before_vote) and before_vote.vote_next
    assert can_win(before_vote, "village")
    for night_next in (before_vote._replace(evening_done=True), before_vote._replace(day=1)):
        assert not night_next.vote_next
        assert is_checkmated(night_next).checkmated == "village", night_next
    majority = is_checkmated(Position(2, 1, day=3, rangers_day=6))
    assert majority.checkmated == "village" and "W=2 > V+A=1+0 in the vote before the night" in majority.reason
    alone = is_checkmated(Position(1, 1, day=3, rangers_day=6))
    assert alone.checkmated == "village" and "among wolves only" in alone.reason
    assert not is_checkmated(Position(1, 1, apostles=1, leaves=1, day=3, rangers_day=6))


def test_lot_63_a_game_goes_on_to_the_vote_with_one_wolf_one_apostle_one_villager():
    """LOT-63, LOT-64: a game at the evening vote of day 3 with one wolf, the apostle
    and one villager alive is not refused as checkmated; the apostle and the villager
    vote the wolf out and the Village wins (LOT-60)."""
    from .helpers import BASIC9, vote

    game = new(BASIC9, position={"dead": [1, 3, 4, 5, 6, 7], "day": 3, "phase": "evening"})
    assert not game.over and position_of(game) == Position(1, 1, 1, 0, 0, 3, False, 6)
    vote(game, {0: 8, 2: 0, 8: 0})
    assert game.over and game.result.reason == "LOT-60: every wolf is dead"


def test_checkmate_ends_a_game_with_its_reason_and_the_option_turns_it_off():
    """LOT-62, LOT-64: checkmate is checked at the morning and after the vote; with
    ``checkmate=False`` the same play goes on; a position can be read from any game."""
    from .helpers import ROOMS1, form_rooms, night

    game = new(rangers_day=4)
    form_rooms(game, ROOMS1)
    night(game)  # quiet night: V=6, W=2, morning of day 2: n=2, e=3 -> K=7
    assert not game.over and position_of(game) == Position(2, 6, 1, 1, 1, 2, False, 4)
    game.act_together({v: f"vote seat {(8 if v != 8 else 7)}" for v in game.to_act()})
    # after the vote of day 2: V=5, n=2, e=2: K=6, not checkmated
    assert not game.over
    off = new(rangers_day=4, checkmate=False)
    for g in (game, off):
        if g is off:
            form_rooms(off, ROOMS1)
            night(off)
            off.act_together({v: f"vote seat {(8 if v != 8 else 7)}" for v in off.to_act()})
        while g.phase == "point":
            (seat,) = g.to_act()
            g.act(seat, g.legal_actions(seat)[0])
        night(g)  # another quiet night: morning of day 3: V=5, W=2 (if no pass death), n=1, e=2 -> K=4
    assert game.over and game.result.reason.startswith("LOT-62: Sauron is checkmated") and game.day == 3
    assert not off.over and off.day == 3
    with pytest.raises(jl.InvalidArgument, match="position_of takes a LotRO game"):
        position_of("a game")


def test_checkmate_is_checked_at_setup():
    """LOT-64, LOT-03: the setup is checked too (refused when it starts checkmated)."""
    with pytest.raises(jl.InvalidSetup, match="LOT-62"):
        jl.new_game("lotro", roles=["wolf", *["villager"] * 15], rangers_day=2)


@pytest.mark.parametrize(
    ("position", "match"),
    [
        (Position(-1, 2), "non-negative ints"),
        (Position(1, 1, waters=1, leaves=1), "at most village"),
        (Position(1, 2, day=7, rangers_day=6), "day from 1 to rangers_day"),
        (Position(1, 2, rangers_day=1), "LOT-04"),
        (Position(1, 2, evening_done="yes"), "evening_done"),
        ((1, 2), "takes a Position"),
    ],
)
def test_impossible_positions_are_refused(position, match):
    """LOT-62, LOT-63: the count and the win check read only positions that could occur;
    others raise InvalidSetup saying what is wrong."""
    with pytest.raises(jl.InvalidSetup, match=match):
        is_checkmated(position)
    for checkmate in (True, False):
        with pytest.raises(jl.InvalidSetup, match=match):
            win_check(position, checkmate)


def test_the_win_check_takes_the_option_as_true_or_false():
    """LOT-62: ``checkmate`` is the option's value."""
    with pytest.raises(jl.InvalidSetup, match="checkmate is the option's value, true or false; got 'yes'"):
        win_check(Position(1, 2), "yes")


def test_a_win_check_gives_each_ending_in_its_order():
    """LOT-60, LOT-61, LOT-62, LOT-63, LOT-64, LOT-23: the one win decision the rules, the
    fast engine and a seat's model share (``win_check``): every wolf dead, the Village;
    every village-side player dead, Sauron; checkmate only with the option and play left;
    the rangers only once the evening of their day is over."""
    assert win_check(Position(0, 3, day=3), True)[0] == "village"
    assert str(win_check(Position(0, 3, day=3), True)[1]).startswith("LOT-60")
    assert win_check(Position(2, 0, apostles=1, day=3), True)[0] == "sauron"
    mated = Position(1, 5, day=5, rangers_day=6)  # LOT-62: V=5 > K=W·n+e=1·1+1
    assert is_checkmated(mated).winner == "village"
    assert win_check(mated, True)[0] == "village" and "LOT-62" in str(win_check(mated, True)[1])
    assert win_check(mated, False) is None  # the option off: the game goes on
    last = Position(1, 5, day=6, evening_done=True, rangers_day=6)  # nothing left to play: the rangers
    assert win_check(last, True)[0] == "village" and "LOT-23" in str(win_check(last, True)[1])
    assert win_check(last._replace(evening_done=False), False) is None  # day N's vote still to come
    assert win_check(Position(2, 2, day=2), True) is None


def test_the_count_reads_the_living_and_the_unused_items():
    """LOT-62, LOT-63: the count of a deal: the living wolves, village-side players and
    apostles, the living friends' unused water and healers' unused leaves (LOT-05: every
    role but the wolf and the apostle is village-side)."""
    roles = ["wolf", "wolf", "apostle", "friend", "healer", "villager", "friend", "healer", "villager"]
    alive = [True, False, True, True, True, True, False, True, True]
    used = [False, False, False, True, False, False, False, True, False]
    assert count_position(roles, alive, used, 3, True, 6) == Position(1, 5, 1, 0, 1, 3, True, 6)
