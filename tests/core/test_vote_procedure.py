"""``run_vote``: the vote procedure of every variant, in its three styles (MAH-11),
with weights, extra votes, self-votes, runoff rounds, vetoes and tie rules given
as functions; every Ballot and VoteResult carries the vote id and its round.

Played on :class:`toy.VoteGame` (one vote, then the end)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from jinro_lab.core.events import Ballot, Chance, VoteResult
from jinro_lab.core.voting import Outcome, TieRule, VoteRecord, VoteStyle, leaders, vote

from .toy import VoteGame

SIMULTANEOUS, IN_TURN, FREE = VoteStyle.SIMULTANEOUS, VoteStyle.IN_TURN, VoteStyle.FREE


def cast(game: VoteGame, ballots: dict[int, int]) -> None:
    """One round: each voter of ``ballots`` votes as told, whenever it is asked."""
    pending = dict(ballots)
    while pending:
        seats = [s for s in game.to_act() if s in pending]
        assert seats, (game.to_act(), pending)
        for seat in seats:
            game.act(seat, vote(pending.pop(seat)))


def ballots_of(game: VoteGame) -> list[Ballot]:
    return [e for e in game.log if isinstance(e, Ballot)]


def results_of(game: VoteGame) -> list[VoteResult]:
    return [e for e in game.log if isinstance(e, VoteResult)]


# ----- simultaneous ---------------------------------------------------------------------------------
def test_a_simultaneous_vote_logs_no_ballot_until_all_voted() -> None:
    game = VoteGame(seed=1)
    assert (game.phase, game.label, game.to_act()) == ("vote", "day: vote", (0, 1, 2, 3, 4))
    assert game.legal_actions(2) == (vote(0), vote(1), vote(3), vote(4))  # no self-vote
    for seat, target in ((4, 3), (0, 3), (2, 4), (1, 3)):
        game.act(seat, vote(target))
        assert game.log == ()
    assert game.to_act() == (3,)
    game.act(3, "vote seat 4")
    assert game.log == (
        Ballot(0, 3, 1, 1, "day 1", 0),
        Ballot(1, 3, 1, 1, "day 1", 0),
        Ballot(2, 4, 1, 1, "day 1", 0),
        Ballot(3, 4, 1, 1, "day 1", 0),
        Ballot(4, 3, 1, 1, "day 1", 0),
        VoteResult(((0, 0), (1, 0), (2, 0), (3, 3), (4, 2)), 3, 1, "day 1", 0, "", (), "execution"),
        *game.log[6:],
    )
    assert game.chosen == 3 and game.result is not None and game.result.winners == frozenset({3})


def test_a_tie_under_unique_or_none_chooses_nobody() -> None:
    game = VoteGame(players=4, seed=1)
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    assert results_of(game) == [
        VoteResult(((0, 2), (1, 2), (2, 0), (3, 0)), None, 1, "day 1", 0, "tie at the top (NEM-30)")
    ]
    assert game.chosen is None and game.result is not None and game.result.winners == frozenset()


def test_self_vote_allowed() -> None:
    game = VoteGame(players=4, seed=1, self_vote=True)
    assert game.legal_actions(2) == (vote(0), vote(1), vote(2), vote(3))
    cast(game, {0: 2, 1: 2, 2: 2, 3: 0})
    assert game.chosen == 2


def test_a_voter_with_nobody_to_vote_for_is_not_asked() -> None:
    game = VoteGame(seed=1, candidates=(2,))
    assert game.to_act() == (0, 1, 3, 4) and game.legal_actions(2) == ()
    cast(game, {0: 2, 1: 2, 3: 2, 4: 2})
    assert results_of(game)[0].totals == ((2, 4),) and game.chosen == 2


def test_weights_double_and_silence_votes() -> None:
    """Seat 1 votes twice (2), seat 4 not at all (0): seat 3 is chosen, where plain
    ballots would choose seat 2."""
    ballots = {0: 2, 1: 3, 2: 3, 3: 2, 4: 2}
    plain = VoteGame(seed=1)
    cast(plain, ballots)
    assert plain.chosen == 2
    game = VoteGame(seed=1, weights={1: 2, 4: 0})
    cast(game, ballots)
    assert ballots_of(game) == [
        Ballot(0, 2, 1, 1, "day 1", 0),
        Ballot(1, 3, 2, 1, "day 1", 0),
        Ballot(2, 3, 1, 1, "day 1", 0),
        Ballot(3, 2, 1, 1, "day 1", 0),
        Ballot(4, 2, 0, 1, "day 1", 0),
    ]
    assert results_of(game)[0].totals == ((0, 0), (1, 0), (2, 2), (3, 3), (4, 0)) and game.chosen == 3


def test_extra_votes_count_without_ballots() -> None:
    game = VoteGame(seed=1, extra={4: 5, 0: 1})
    cast(game, {0: 1, 1: 0, 2: 1, 3: 1, 4: 1})
    assert results_of(game)[0].totals == ((0, 2), (1, 4), (2, 0), (3, 0), (4, 5)) and game.chosen == 4


def test_vote_id_purpose_and_label_are_the_specs() -> None:
    game = VoteGame(players=3, seed=1, vote="day 3 prison", purpose="prison", label="day: prison vote")
    assert game.label == "day: prison vote" and game.phase == "vote"
    cast(game, {0: 1, 1: 0, 2: 1})
    assert {(b.vote, b.round, b.day) for b in ballots_of(game)} == {("day 3 prison", 0, 1)}
    assert results_of(game) == [VoteResult(((0, 1), (1, 2), (2, 0)), 1, 1, "day 3 prison", 0, "", (), "prison")]


# ----- in turn --------------------------------------------------------------------------------------
def test_in_turn_asks_one_voter_at_a_time_from_the_start_seat() -> None:
    """Seat order from seat 2; each ballot is logged before the next voter is
    asked, so that voter saw every earlier ballot."""
    game = VoteGame(seed=1, style=IN_TURN, start=2)
    order = []
    while not game.over:
        (seat,) = game.to_act()
        assert (game.phase, game.label) == ("vote", "day: vote")
        earlier = ballots_of(game)
        assert [b for b in game.events_seen_by(seat) if isinstance(b, Ballot)] == earlier
        assert all(game.legal_actions(s) == () for s in range(5) if s != seat)
        order.append(seat)
        game.act(seat, vote((seat + 1) % 5))
        if not game.over:
            assert game.log[-1] == Ballot(seat, (seat + 1) % 5, 1, 1, "day 1", 0)
    assert order == [2, 3, 4, 0, 1]
    assert not any(isinstance(e, Chance) for e in game.log)
    assert [b.voter for b in ballots_of(game)] == [2, 3, 4, 0, 1]
    assert results_of(game)[0].note == "tie at the top (NEM-30)"


@pytest.mark.parametrize("seed", range(6))
def test_in_turn_without_a_start_draws_the_first_voter(seed: int) -> None:
    game = VoteGame(seed=seed, style=IN_TURN)
    first = random.Random(seed).randrange(5)
    assert game.log == (Chance("day 1: first voter", first),)
    assert game.to_act() == (first,)
    order = []
    while not game.over:
        (seat,) = game.to_act()
        order.append(seat)
        game.act(seat, vote(0 if seat else 1))
    assert order == [(first + i) % 5 for i in range(5)]


def test_in_turn_with_a_start_that_does_not_vote_draws_it() -> None:
    game = VoteGame(seed=3, style=IN_TURN, start=4, voters=(0, 1, 2))
    first = (0, 1, 2)[random.Random(3).randrange(3)]
    assert game.log == (Chance("day 1: first voter", first),) and game.to_act() == (first,)


def test_in_turn_weights_are_on_the_ballots() -> None:
    game = VoteGame(players=3, seed=1, style=IN_TURN, start=0, weights={2: 2})
    cast(game, {0: 1, 1: 0, 2: 0})
    assert ballots_of(game) == [
        Ballot(0, 1, 1, 1, "day 1", 0),
        Ballot(1, 0, 1, 1, "day 1", 0),
        Ballot(2, 0, 2, 1, "day 1", 0),
    ]
    assert game.chosen == 0


# ----- free ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(6))
def test_free_votes_in_an_announced_random_order(seed: int) -> None:
    game = VoteGame(seed=seed, style=FREE)
    order = [0, 1, 2, 3, 4]
    random.Random(seed).shuffle(order)
    assert game.log == (Chance("day 1: order of the open vote", tuple(order)),)
    assert game.log[0].visible_to is None
    asked = []
    while not game.over:
        (seat,) = game.to_act()
        asked.append(seat)
        game.act(seat, vote(0 if seat else 1))
        if not game.over:
            assert game.log[-1].__class__ is Ballot and game.log[-1].voter == seat
    assert asked == order


def test_free_orders_differ_between_games() -> None:
    orders = {VoteGame(seed=seed, style=FREE).log[0].outcome for seed in range(20)}
    assert len(orders) > 10 and all(sorted(o) == [0, 1, 2, 3, 4] for o in orders)


# ----- runoffs ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("style", [SIMULTANEOUS, IN_TURN, FREE])
def test_a_runoff_carries_round_numbers_and_the_same_vote_id(style: VoteStyle) -> None:
    game = VoteGame(players=4, seed=2, style=style, start=0, tie_rule=TieRule.RUNOFF_THEN_NONE, vote="day 2")
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    assert results_of(game) == [
        VoteResult(((0, 2), (1, 2), (2, 0), (3, 0)), None, 1, "day 2", 0, "tie: runoff among the tied (MAH-12)", (0, 1))
    ]
    assert not game.over and game.phase == "vote"
    if style is SIMULTANEOUS:
        assert game.to_act() == (0, 1, 2, 3)
        assert game.legal_actions(2) == (vote(0), vote(1)) and game.legal_actions(0) == (vote(1),)
    cast(game, {0: 1, 1: 0, 2: 1, 3: 1})
    second = ballots_of(game)[4:]
    assert sorted(second) == [
        Ballot(0, 1, 1, 1, "day 2", 1),
        Ballot(1, 0, 1, 1, "day 2", 1),
        Ballot(2, 1, 1, 1, "day 2", 1),
        Ballot(3, 1, 1, 1, "day 2", 1),
    ]
    if style is not FREE:  # seat order (in turn: from seat 0)
        assert [b.voter for b in second] == [0, 1, 2, 3]
    assert results_of(game)[1] == VoteResult(((0, 1), (1, 3)), 1, 1, "day 2", 1)
    assert game.chosen == 1


def test_a_second_tie_chooses_nobody_under_runoff_then_none() -> None:
    game = VoteGame(players=4, seed=2, tie_rule=TieRule.RUNOFF_THEN_NONE)
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    assert [(r.round, r.chosen, r.note) for r in results_of(game)] == [
        (0, None, "tie: runoff among the tied (MAH-12)"),
        (1, None, "second tie: no execution (MAH-12)"),
    ]
    assert game.chosen is None


@pytest.mark.parametrize("seed", range(4))
def test_a_third_tie_is_settled_by_lot(seed: int) -> None:
    game = VoteGame(players=4, seed=seed, tie_rule=TieRule.RUNOFF_RUNOFF_LOTTERY)
    for _ in range(3):
        cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    drawn = random.Random(seed).choice((0, 1))
    assert [(r.round, r.chosen, r.revote) for r in results_of(game)] == [
        (0, None, (0, 1)),
        (1, None, (0, 1)),
        (2, drawn, ()),
    ]
    lot = game.log.index(Chance("day 1: lot among the tied", drawn))
    assert game.log[lot + 1] == results_of(game)[2]
    assert results_of(game)[2].note == "third tie: chosen by lot (SEI-24)" and game.chosen == drawn
    assert game.vote_record == VoteRecord(drawn, True, tuple(results_of(game)))


def test_the_vote_record_holds_every_round_and_the_hook_sees_each_before_the_next() -> None:
    """run_vote returns (chosen, by lot, rounds); its round hook runs after each round's
    result is logged and before the next round is asked (LOT-22's speeches)."""
    game = VoteGame(players=4, seed=2, tie_rule=TieRule.RUNOFF_THEN_NONE)
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    assert game.hooked == results_of(game) and not game.over  # the runoff is being asked
    cast(game, {0: 1, 1: 0, 2: 1, 3: 1})
    assert game.vote_record == VoteRecord(1, False, tuple(results_of(game))) and len(game.vote_record.rounds) == 2
    assert game.hooked == list(game.vote_record.rounds)


def test_a_vetoed_seat_is_not_chosen_and_not_by_lot() -> None:
    game = VoteGame(players=4, seed=0, veto=lambda seat: "protected", tie_rule=TieRule.UNIQUE_OR_NONE)
    cast(game, {0: 1, 1: 0, 2: 1, 3: 1})
    assert game.vote_record == VoteRecord(None, False, tuple(results_of(game)))
    assert results_of(game)[0].note == "protected"


def test_only_the_untied_revote_under_lot_22() -> None:
    game = VoteGame(players=4, seed=2, tie_rule=TieRule.REVOTE_BY_UNTIED_THEN_NONE)
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    assert game.to_act() == (2, 3) and game.legal_actions(2) == (vote(0), vote(1)) and game.legal_actions(0) == ()
    cast(game, {2: 0, 3: 0})
    assert [(b.voter, b.round) for b in ballots_of(game)][4:] == [(2, 1), (3, 1)]
    assert results_of(game)[1] == VoteResult(((0, 2), (1, 0)), 0, 1, "day 1", 1)


# ----- veto ---------------------------------------------------------------------------------------
def protect_3(seat: int) -> str | None:
    return "seat 3 is protected by a knight" if seat == 3 else None


def protect_all(seat: int) -> str | None:
    return f"seat {seat} is protected"


def test_a_veto_turns_the_chosen_seat_into_nobody() -> None:
    game = VoteGame(seed=1, veto=protect_3)
    cast(game, {0: 3, 1: 3, 2: 3, 3: 0, 4: 1})
    assert results_of(game) == [
        VoteResult(((0, 1), (1, 1), (2, 0), (3, 3), (4, 0)), None, 1, "day 1", 0, "seat 3 is protected by a knight")
    ]
    assert game.chosen is None


def test_a_veto_leaves_other_seats_chosen() -> None:
    game = VoteGame(seed=1, veto=protect_3)
    cast(game, {0: 2, 1: 2, 2: 3, 3: 0, 4: 1})
    assert game.chosen == 2 and results_of(game)[0].note == ""


@pytest.mark.parametrize("seed", range(4))
def test_a_vetoed_lot_still_logs_the_seat_drawn(seed: int) -> None:
    """The lot's Chance says which seat the lot drew; the VoteResult that the
    veto stopped it."""
    game = VoteGame(players=4, seed=seed, tie_rule=TieRule.RUNOFF_RUNOFF_LOTTERY, veto=protect_all)
    for _ in range(3):
        cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    drawn = random.Random(seed).choice((0, 1))
    assert Chance("day 1: lot among the tied", drawn) in game.log
    last = results_of(game)[-1]
    assert (last.round, last.chosen, last.note) == (2, None, f"seat {drawn} is protected")
    assert game.chosen is None


# ----- tie rules given as functions -------------------------------------------------------------------
calls: list[tuple[Any, ...]] = []


def highest_seat(totals: dict[int, int], round_no: int, voters: Any, rng: random.Random | None) -> Outcome:
    """A tie rule of a house: the highest tied seat."""
    calls.append((dict(totals), round_no, tuple(voters), rng))
    return Outcome(chosen=max(leaders(totals)), note="highest seat")


def runoff_then_coin(totals: dict[int, int], round_no: int, voters: Any, rng: random.Random | None) -> Outcome:
    """A runoff among the tied by every voter, then a coin; records what it saw."""
    calls.append((dict(totals), round_no, tuple(voters), rng))
    top = leaders(totals)
    if len(top) == 1:
        return Outcome(chosen=top[0])
    if round_no == 0:
        return Outcome(revote=top, voters=tuple(voters), note="runoff")
    assert rng is not None
    return Outcome(chosen=rng.choice(top), by_lot=True, note="coin")


def test_a_callable_tie_rule_decides() -> None:
    calls.clear()
    game = VoteGame(players=4, seed=1, tie_rule=highest_seat)
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    assert [call[:3] for call in calls] == [({0: 2, 1: 2}, 0, (0, 1, 2, 3))]
    assert callable(calls[0][3].choice)  # the lottery: its draws are announced chance (core.chance)
    assert results_of(game) == [VoteResult(((0, 2), (1, 2), (2, 0), (3, 0)), 1, 1, "day 1", 0, "highest seat")]
    assert game.chosen == 1


@pytest.mark.parametrize("seed", range(3))
def test_a_callable_tie_rule_with_a_runoff_and_a_lot(seed: int) -> None:
    """Extra votes count in the runoff only for its candidates."""
    calls.clear()
    game = VoteGame(players=5, seed=seed, tie_rule=runoff_then_coin, extra={4: 1, 0: 1})
    cast(game, {0: 1, 1: 0, 2: 1, 3: 2, 4: 2})
    assert calls[-1][:3] == ({0: 2, 1: 2, 2: 2, 4: 1}, 0, (0, 1, 2, 3, 4))
    assert game.to_act() == (0, 1, 2, 3, 4) and game.legal_actions(3) == (vote(0), vote(1), vote(2))
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1, 4: 2})
    assert calls[-1][:3] == ({0: 3, 1: 2, 2: 1}, 1, (0, 1, 2, 3, 4))
    assert game.chosen == 0 and results_of(game)[-1] == VoteResult(((0, 3), (1, 2), (2, 1)), 0, 1, "day 1", 1)
    game = VoteGame(players=4, seed=seed, tie_rule=runoff_then_coin)
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    cast(game, {0: 1, 1: 0, 2: 0, 3: 1})
    drawn = random.Random(seed).choice((0, 1))
    assert game.log[-3:-1] == (
        Chance("day 1: lot among the tied", drawn),
        VoteResult(((0, 2), (1, 2)), drawn, 1, "day 1", 1, "coin"),
    )
