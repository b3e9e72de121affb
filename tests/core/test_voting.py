"""The shared voting mechanism: weighted tallies, leaders and the four tie rules.

Rule IDs: NEM-30, SEI-24, LOT-22, MAH-12 (the four games' votes).
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jinro_lab.core import voting
from jinro_lab.core.voting import Outcome, TieRule, Vote, leaders, tally

SEATS = range(8)
NOBODY = Outcome()


def decide(*args: object) -> Outcome:
    """The decision without its note (the notes are checked in test_tie_rule_notes)."""
    return voting.decide(*args)._replace(note="")  # type: ignore[arg-type]


def test_tie_rule_notes() -> None:
    """NEM-30, MAH-12, SEI-24, LOT-22: each tie rule says in words what it did."""
    tie, voters = {0: 2, 1: 2}, [0, 1, 2, 3]
    assert voting.decide(tie, TieRule.UNIQUE_OR_NONE, 0, voters, None, "NEM-30").note == "tie at the top (NEM-30)"
    assert voting.decide(tie, TieRule.RUNOFF_THEN_NONE, 0, voters, None, "MAH-12").note == (
        "tie: runoff among the tied (MAH-12)"
    )
    assert voting.decide(tie, TieRule.RUNOFF_THEN_NONE, 1, voters, None, "MAH-12").note == (
        "second tie: no execution (MAH-12)"
    )
    third = voting.decide(tie, TieRule.RUNOFF_RUNOFF_LOTTERY, 2, voters, random.Random(1), "SEI-24")
    assert third.note == "third tie: chosen by lot (SEI-24)"
    assert voting.decide(tie, TieRule.REVOTE_BY_UNTIED_THEN_NONE, 0, voters, None, "LOT-22").note == (
        "tie: the untied vote again among the tied (LOT-22)"
    )
    assert voting.decide(tie, TieRule.REVOTE_BY_UNTIED_THEN_NONE, 1, voters, None, "LOT-22").note == (
        "tie: nobody is chosen (LOT-22)"
    )


def test_tie_rules_are_generic_and_cite_the_games_rule() -> None:
    """The shared tie rules name no game: the note cites the rule the game gives, in
    either language, and nothing when it gives none."""
    tie, voters = {0: 2, 1: 2}, [0, 1, 2, 3]
    for rule in TieRule:
        assert not re.search(r"(NEM|SEI|LOT|MAH)-", rule.value), rule
        plain = voting.decide(tie, rule, 0, voters, random.Random(0))
        cited = voting.decide(tie, rule, 0, voters, random.Random(0), "XYZ-9")
        assert "(" not in plain.note and cited.note == f"{plain.note} (XYZ-9)", rule
        assert cited.note.text("ja").endswith("（XYZ-9）"), rule


# ----- tally and leaders ---------------------------------------------------------------------------
def test_tally_counts_one_per_ballot_by_default() -> None:
    assert tally({0: 1, 1: 2, 2: 1, 3: 1}) == {1: 3, 2: 1}


def test_tally_double_vote_counts_twice() -> None:
    """A voter with weight 2 (a double vote) outweighs one ordinary ballot."""
    assert tally({0: 1, 1: 2, 2: 1}, weights={1: 2}) == {1: 2, 2: 2}
    assert tally({0: 1, 1: 2}, weights={1: 2}) == {1: 1, 2: 2}


def test_tally_zero_weight_voter_counts_nothing() -> None:
    """A silenced voter (weight 0) casts a ballot that adds nothing, and a target
    that only a silenced voter named has no total at all."""
    assert tally({0: 1, 1: 2, 2: 1}, weights={1: 0}) == {1: 2}
    assert tally({0: 3}, weights={0: 0}) == {}


def test_tally_adds_extra_votes_even_without_ballots() -> None:
    """NEM-30: one extra vote per face-down discard card, whether or not anyone
    named that seat; seats with a zero total are left out."""
    assert tally({0: 1, 1: 0}, extra={0: 2, 2: 1, 3: 0}) == {0: 3, 1: 1, 2: 1}


def test_tally_does_not_mutate_its_inputs() -> None:
    ballots, weights, extra = {0: 1, 1: 0}, {0: 2}, {0: 1}
    tally(ballots, weights, extra)
    assert (ballots, weights, extra) == ({0: 1, 1: 0}, {0: 2}, {0: 1})


def test_leaders_are_all_tied_seats_in_seat_order() -> None:
    assert leaders({3: 2, 0: 2, 1: 1}) == (0, 3)
    assert leaders({2: 1}) == (2,)
    assert leaders({}) == ()


def test_vote_action_reads_like_the_rules() -> None:
    assert str(Vote(3)) == "vote seat 3"
    assert Vote(3) != Vote(2)
    assert Vote(3) != (3, "something else")


ballots_st = st.dictionaries(st.sampled_from(SEATS), st.sampled_from(SEATS), max_size=8)
counts_st = st.dictionaries(st.sampled_from(SEATS), st.integers(0, 5), max_size=8)


@given(ballots_st, counts_st, counts_st)
def test_tally_total_is_sum_of_weights_and_extras(ballots: dict, weights: dict, extra: dict) -> None:
    """Every ballot adds its voter's weight (default 1), every extra vote adds one."""
    totals = tally(ballots, weights, extra)
    expected = sum(weights.get(voter, 1) for voter in ballots) + sum(extra.values())
    assert sum(totals.values()) == expected
    assert all(n > 0 for n in totals.values())


@given(counts_st)
def test_leaders_are_exactly_the_maximal_seats(totals: dict) -> None:
    top = leaders(totals)
    assert list(top) == sorted(top)
    if not totals:
        assert top == ()
        return
    best = max(totals.values())
    assert set(top) == {s for s, n in totals.items() if n == best}
    assert all(totals[s] < best for s in totals if s not in top)


@given(counts_st, st.sampled_from(list(TieRule)), st.integers(0, 3), st.integers(0, 2**32))
def test_decide_outcome_is_one_of_chosen_revote_or_nobody(
    totals: dict, rule: TieRule, round_no: int, seed: int
) -> None:
    """Whatever the rule: a unique leader is chosen; otherwise a revote is among the
    leaders only, or a lottery picks one of them, or nobody is chosen."""
    totals = {s: n for s, n in totals.items() if n > 0}
    out = decide(totals, rule, round_no, sorted(totals), random.Random(seed))
    top = leaders(totals)
    assert not (out.chosen is not None and out.revote is not None)
    if len(top) == 1:
        assert out == Outcome(chosen=top[0])
    elif out.chosen is not None:
        assert out.by_lot and out.chosen in top
    elif out.revote is not None:
        assert out.revote == top
        assert out.voters is not None and set(out.voters) <= set(totals)


# ----- NEM-30: unique top or nobody --------------------------------------------------------------
@pytest.mark.parametrize("round_no", [0, 1, 2])
def test_nem30_unique_top_is_chosen(round_no: int) -> None:
    """NEM-30: the unique highest total is chosen."""
    assert decide({0: 1, 1: 3, 2: 2}, TieRule.UNIQUE_OR_NONE, round_no, [0, 1, 2]) == Outcome(chosen=1)


@pytest.mark.parametrize("round_no", [0, 1, 2])
def test_nem30_tie_at_top_chooses_nobody(round_no: int) -> None:
    """NEM-30: a tie at the top eliminates nobody; there is never a runoff."""
    assert decide({0: 2, 1: 2, 2: 1}, TieRule.UNIQUE_OR_NONE, round_no, [0, 1, 2, 3]) == NOBODY


def test_no_votes_at_all_chooses_nobody_under_every_rule() -> None:
    for rule in TieRule:
        assert decide({}, rule, 0, [0, 1, 2], random.Random(0)) == NOBODY


# ----- SEI-24: runoff, runoff, then lottery --------------------------------------------------------
def test_sei24_first_and_second_ties_call_a_runoff_by_everyone() -> None:
    """SEI-24: a tie triggers a runoff among the tied, all voters voting; a second tie another."""
    voters = [0, 1, 2, 3, 4]
    for round_no in (0, 1):
        out = decide({1: 2, 3: 2, 4: 1}, TieRule.RUNOFF_RUNOFF_LOTTERY, round_no, voters, random.Random(0))
        assert out == Outcome(revote=(1, 3), voters=(0, 1, 2, 3, 4))


def test_sei24_a_runoff_with_a_unique_top_chooses_it() -> None:
    """SEI-24: the runoff is decided by its own totals."""
    out = decide({1: 3, 3: 2}, TieRule.RUNOFF_RUNOFF_LOTTERY, 1, [0, 1, 2, 3, 4], random.Random(0))
    assert out == Outcome(chosen=1)


@pytest.mark.parametrize("seed", range(5))
def test_sei24_third_tie_is_settled_by_lot_with_the_games_rng(seed: int) -> None:
    """SEI-24: a third tie is settled by lottery drawn from the given rng, so a seeded
    random.Random makes it deterministic."""
    tied = {0: 2, 2: 2, 5: 2, 1: 1}
    first = decide(tied, TieRule.RUNOFF_RUNOFF_LOTTERY, 2, range(6), random.Random(seed))
    again = decide(tied, TieRule.RUNOFF_RUNOFF_LOTTERY, 2, range(6), random.Random(seed))
    assert first == again
    assert first.by_lot and first.chosen in (0, 2, 5) and first.revote is None


def test_sei24_lottery_can_pick_every_tied_seat_and_only_them() -> None:
    """SEI-24: the lottery is among the tied seats, each of which can be drawn."""
    tied = {0: 2, 2: 2, 5: 2, 1: 1}
    drawn = {decide(tied, TieRule.RUNOFF_RUNOFF_LOTTERY, 2, range(6), random.Random(s)).chosen for s in range(200)}
    assert drawn == {0, 2, 5}


def test_sei24_lottery_without_rng_is_refused() -> None:
    """SEI-24: the lottery needs the game's own RNG, never the global one."""
    with pytest.raises(ValueError, match="third tie is settled by lot: pass rng="):
        decide({0: 1, 1: 1}, TieRule.RUNOFF_RUNOFF_LOTTERY, 2, [0, 1])


def test_sei24_a_rounds_events_as_a_fast_engine_tells_them() -> None:
    """SEI-24, SEI-54: ``round_events`` makes a round's events as ``run_vote`` logs them:
    weighed ballots in seat order (none when they were told as cast, in turn), the lot the
    caller drew before the result; a lot the rule did not draw, or not among the tied,
    is refused, and so is a third tie with no lot."""
    rule, cite = TieRule.RUNOFF_RUNOFF_LOTTERY, "SEI-24"
    events, outcome = voting.round_events(
        {3: 0, 0: 1, 2: 1, 1: 0}, (0, 1, 2, 3), SEATS, 2, "day 2", 0, rule, cite, "election", {2: 2}
    )
    assert [(e.voter, e.target, e.weight) for e in events[:-1]] == [(0, 1, 1), (1, 0, 1), (2, 1, 2), (3, 0, 1)]
    assert events[-1].totals == ((0, 2), (1, 3), (2, 0), (3, 0)) and events[-1].chosen == 1 == outcome.chosen
    events, outcome = voting.round_events({0: 1, 1: 0}, (0, 1), SEATS, 2, "day 2", 2, rule, cite, cast=False, lot=0)
    assert [type(e).__name__ for e in events] == ["Chance", "VoteResult"] and events[0].outcome == 0
    assert outcome.by_lot and events[-1].chosen == 0 and "third tie" in events[-1].note
    for ballots, round_no, lot in (({0: 1, 1: 1}, 2, 1), ({0: 1, 1: 0}, 2, 5), ({0: 1, 1: 0}, 2, None)):
        with pytest.raises(ValueError, match="lot"):
            voting.round_events(ballots, (0, 1), SEATS, 2, "day 2", round_no, rule, cite, lot=lot)


# ----- LOT-22: revote by the untied, then nobody -------------------------------------------------
def test_lot22_tie_revoted_by_the_untied_only() -> None:
    """LOT-22: on a tie the players not tied vote again, among the tied only."""
    out = decide({1: 2, 3: 2, 0: 1}, TieRule.REVOTE_BY_UNTIED_THEN_NONE, 0, [0, 1, 2, 3, 4])
    assert out == Outcome(revote=(1, 3), voters=(0, 2, 4))


def test_lot22_second_tie_chooses_nobody() -> None:
    """LOT-22: a tie in the revote chooses nobody."""
    assert decide({1: 1, 3: 1}, TieRule.REVOTE_BY_UNTIED_THEN_NONE, 1, [0, 1, 2, 3, 4]) == NOBODY


def test_lot22_nobody_left_to_revote_chooses_nobody() -> None:
    """LOT-22: if every voter is among the tied, nobody can revote: nobody is chosen."""
    assert decide({0: 1, 1: 1, 2: 1}, TieRule.REVOTE_BY_UNTIED_THEN_NONE, 0, [0, 1, 2]) == NOBODY


def test_lot22_revote_with_unique_top_chooses_it() -> None:
    """LOT-22: the revote of the untied is decided by its own totals."""
    assert decide({3: 2, 1: 1}, TieRule.REVOTE_BY_UNTIED_THEN_NONE, 1, [0, 1, 2, 3, 4]) == Outcome(chosen=3)


# ----- MAH-12: runoff (everyone), then nobody ----------------------------------------------------
def test_mah12_tie_calls_a_runoff_by_everyone() -> None:
    """MAH-12: a tie triggers a runoff among the tied in which everyone votes."""
    out = decide({0: 2, 2: 2, 1: 1}, TieRule.RUNOFF_THEN_NONE, 0, [0, 1, 2, 3])
    assert out == Outcome(revote=(0, 2), voters=(0, 1, 2, 3))


def test_mah12_second_consecutive_tie_chooses_nobody() -> None:
    """MAH-12: a tie in the runoff chooses nobody (no lottery, no third round)."""
    assert decide({0: 2, 2: 2}, TieRule.RUNOFF_THEN_NONE, 1, [0, 1, 2, 3], random.Random(0)) == NOBODY


def test_mah12_runoff_with_unique_top_chooses_it() -> None:
    """MAH-12: the runoff is decided by its own totals."""
    assert decide({0: 1, 2: 3}, TieRule.RUNOFF_THEN_NONE, 1, [0, 1, 2, 3]) == Outcome(chosen=2)


# ----- a whole vote, round by round ----------------------------------------------------------------
def run_vote(rule: TieRule, rounds: list[dict[int, int]], voters: list[int], seed: int = 0) -> tuple[Outcome, int]:
    """Hold rounds of ballots until ``decide`` stops asking; returns the outcome and
    the number of rounds held. Checks that every round's ballots come from the
    voters and name the candidates the previous round asked for."""
    rng = random.Random(seed)
    candidates, allowed = None, voters
    for round_no, ballots in enumerate(rounds):
        assert set(ballots) <= set(allowed)
        assert candidates is None or set(ballots.values()) <= set(candidates)
        out = decide(tally(ballots), rule, round_no, voters, rng)
        if out.revote is None:
            return out, round_no + 1
        candidates, allowed = out.revote, out.voters
    raise AssertionError("the vote asked for more rounds than were given")


def test_whole_votes_take_the_number_of_rounds_their_rule_says() -> None:
    """SEI-24 takes up to three rounds, MAH-12 and LOT-22 two, NEM-30 one."""
    tie = {0: 1, 1: 0}  # seats 0 and 1 name each other: one vote each
    voters = [0, 1, 2, 3]
    assert run_vote(TieRule.UNIQUE_OR_NONE, [tie], voters) == (NOBODY, 1)
    assert run_vote(TieRule.RUNOFF_THEN_NONE, [tie, tie], voters) == (NOBODY, 2)
    assert run_vote(TieRule.REVOTE_BY_UNTIED_THEN_NONE, [tie, {2: 0, 3: 0}], voters) == (Outcome(chosen=0), 2)
    out, rounds = run_vote(TieRule.RUNOFF_RUNOFF_LOTTERY, [tie, tie, tie], voters, seed=3)
    assert rounds == 3 and out.by_lot and out.chosen in (0, 1)
