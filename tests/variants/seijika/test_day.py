"""The day: speeches and campaign (SEI-20), the race and sitting out (SEI-21), the
vote (SEI-22 ... SEI-24), the elected player (SEI-25, SEI-26) and the return (SEI-27)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Ballot, Chance, HandsRaised, VoteResult
from jinro_lab.core.voting import WAIT
from jinro_lab.variants.seijika import events as ev

from .helpers import R8, elect, events, everyone_for, new, night, strings


def keys(game, since=0):
    return [e.key for e in game.log[since:] if type(e) is ev.Announcement]


def test_day_one_has_policy_speeches_then_campaign_vote_and_night():
    """SEI-20: day 1: policy speeches, campaign, vote, back-room night; day 2 no speeches."""
    game = new()
    assert keys(game)[:2] == ["policy speeches", "campaign"]
    everyone_for(game, 5, 6)
    assert events(game, ev.Dusk)[-1].night == 1 and game.label == "night: back-room time"
    mark = len(game.log)
    night(game, {0: "smear seat 6", 1: "smear seat 6", 3: "investigate seat 0", 4: "protect seat 7"})
    assert keys(game, mark)[-1] == "campaign" and "policy speeches" not in keys(game, mark)
    assert game.day == 2 and game.phase == "vote"


def smeared_day_two():
    """R8: seat 5 elected on day 1; seat 6 smeared on night 1 (the guard protects 7)."""
    game = new()
    everyone_for(game, 5, 6)
    night(game, {0: "smear seat 6", 1: "smear seat 6", 3: "investigate seat 0", 4: "protect seat 7"})
    return game


def test_a_smeared_player_sits_out_but_watches():
    """SEI-21, SEI-33: the smeared player neither votes nor can be voted for the next
    day, and still sees every ballot; the morning tells everyone who sits out."""
    game = smeared_day_two()
    assert 6 not in game.to_act() and 5 not in game.to_act()
    assert all("vote seat 6" not in strings(game.legal_actions(v)) for v in game.to_act())
    (out,) = [e for e in events(game, ev.Announcement) if e.key == "sits out"]
    assert out.args == (6,) and out.visible_to is None
    assert game.view(0).sitting_out[6] and game.view(0).race() == (0, 1, 2, 3, 4, 6, 7)
    elect(game, {0: 7, 1: 7, 2: 7, 3: 7, 4: 0, 7: 0})
    assert len([e for e in game.events_seen_by(6) if type(e) is Ballot and e.day == 2]) == 6


def test_no_self_vote_and_no_abstention():
    """SEI-22: each voter votes for one other voter; voting for oneself is refused."""
    game = new()
    for v in range(8):
        assert strings(game.legal_actions(v)) == [f"vote seat {t}" for t in range(8) if t != v]
    with pytest.raises(jl.IllegalAction):
        game.act(2, "vote seat 2")


def test_one_candidate_is_elected_unopposed_and_none_means_no_election():
    """SEI-22: with one player to vote for, they are elected unopposed; with none, no
    election that day (two lovers who stay out, SEI-34, and a wolf smearing itself)."""
    game = new(("wolf", "lover", "lover", "reporter", "guard", "human"))
    game.act(1, "favourite seat 0")
    game.act(2, "favourite seat 0")
    everyone_for(game, 3, 4)  # the reporter: no seat (SEI-26)
    night(game, {0: "smear seat 1", 4: "protect seat 5"})
    everyone_for(game, 4, 5)  # the guard: no seat
    assert not game.view(None).in_race[1]  # the lover stays out (SEI-34)
    night(game, {0: "smear seat 2"})
    elect(game, {0: 5, 5: 0})
    game.act_together({0: "vote seat 5", 5: "vote seat 0"})  # runoff 1
    game.act_together({0: "vote seat 5", 5: "vote seat 0"})  # runoff 2, then the lot
    assert events(game, ev.Elected)[-1].how == "lot" and game.view(None).race() == (0,)  # seed 0 draws seat 5
    assert strings(game.legal_actions(0)) == ["smear seat 0"]  # SEI-31: the wolf itself, the only one left
    night(game, {0: "smear seat 0"})
    assert "no election" in keys(game) and not events(game, ev.Elected)[3:]
    assert game.over and game.result.reason.startswith("SEI-42")


def test_unopposed_election():
    """SEI-22: a lone voter in the race is elected unopposed (no ballot)."""
    game = new(("wolf", "lover", "reporter", "guard", "prosecutor", "human"))
    game.act(1, "favourite seat 0")
    everyone_for(game, 2, 3)
    night(game, {0: "smear seat 1", 3: "protect seat 5"})
    everyone_for(game, 3, 4)
    night(game, {0: "smear seat 5"})  # the prosecutor learns seat 3's party
    elect(game, {0: 4, 4: 0})
    game.act_together({0: "vote seat 4", 4: "vote seat 0"})
    game.act_together({0: "vote seat 4", 4: "vote seat 0"})
    winner = events(game, ev.Elected)[-1].seat
    night(game, {0: "smear seat 5" if winner == 4 else "smear seat 0"})
    assert events(game, ev.Elected)[-1].how == "unopposed"
    assert not [b for b in events(game, Ballot) if b.day == 4]


def test_plain_default_styles_open_then_simultaneous():
    """SEI-23: plain rules vote openly on days 1-2 (volunteers: a voter may wait) and
    simultaneously from day 3; with manifestos every day is simultaneous."""
    game = jl.new_game("seijika", roles=list(R8), seed=4)
    assert all(WAIT in game.legal_actions(v) for v in game.to_act())
    assert events(game, Chance)[-1].what == "day 1: first voter"
    manifesto = jl.new_game("seijika", roles=list(R8), seed=4, manifestos=True)
    for seat in range(8):
        manifesto.act(seat, manifesto.legal_actions(seat)[0])
    assert manifesto.phase == "vote" and WAIT not in manifesto.legal_actions(0) and len(manifesto.to_act()) == 8


def test_volunteer_vote_draws_a_raised_hand_and_nobody_means_seat_order():
    """SEI-23: at each step every voter who has not voted may raise a hand; one raised
    hand is drawn (public) and cast, seen by the later voters; with no hand up the next
    voter in seat order from the day's random starting seat must vote."""
    game = jl.new_game("seijika", roles=list(R8), seed=4)
    start = events(game, Chance)[-1].outcome
    game.act_together({v: "wait" for v in range(8)})
    (forced,) = game.to_act()
    assert forced == start and "wait" not in strings(game.legal_actions(forced))
    assert events(game, HandsRaised)[-1] == HandsRaised("day 1", 0, (), forced)  # no hand up: seat order
    game.act(forced, f"vote seat {(forced + 1) % 8}")
    assert events(game, Ballot)[-1].voter == forced
    left = game.to_act()
    a, b = left[0], left[1]
    game.act_together({v: (f"vote seat {forced}" if v in (a, b) else "wait") for v in left})
    hands = events(game, HandsRaised)[-1]
    assert hands.hands == (a, b) and hands.voter in (a, b) and hands.visible_to is None and hands.round == 0
    assert str(hands) == f"chance: day 1: hands raised {a}, {b} -> {hands.voter}"
    assert events(game, Ballot)[-1].voter == hands.voter
    assert len(game.to_act()) == 6  # the hand not drawn votes later, after seeing the new ballot


def test_seat_order_open_vote_and_days_after_the_list():
    """SEI-23: ``open_vote_order="seat"`` votes in seat order from a random seat each
    day, each voter seeing the earlier ballots; ``vote_styles`` applies by day."""
    game = new(R8, seed=2, vote_styles=["open", "simultaneous"], open_vote_order="seat")
    first = events(game, Chance)[-1]
    assert first.what == "day 1: first voter" and game.to_act() == (first.outcome,)
    order = []
    while game.phase == "vote":
        (v,) = game.to_act()
        order.append(v)
        game.act(v, game.legal_actions(v)[0])
        if game.phase == "vote" and game.day == 1 and len(order) < 8:
            assert len(events(game, Ballot)) == len(order)
    assert order[:8] == [(first.outcome + i) % 8 for i in range(8)]


def test_tie_runoff_runoff_lottery():
    """SEI-24: a tie goes to runoff 1 among the tied, everyone who voted voting again
    (tied players too, for another tied player); a second tie to runoff 2; a third is
    settled by lot, announced; the winner is elected "by lot"."""
    game = new()
    elect(game, {0: 5, 1: 5, 2: 5, 3: 5, 4: 6, 5: 6, 6: 5, 7: 6})  # 5 votes vs 3: seat 5
    assert events(game, ev.Elected)[-1].seat == 5
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 1", 4: "protect seat 7"})
    elect(game, {0: 1, 1: 0, 2: 1, 3: 0, 4: 6, 6: 4, 7: 6})  # 0: 2, 1: 2, 6: 2, 4: 1
    result = events(game, VoteResult)[-1]
    assert result.revote == (0, 1, 6) and result.note == "tie: runoff among the tied (SEI-24)"
    assert set(game.to_act()) == {0, 1, 2, 3, 4, 6, 7}
    assert strings(game.legal_actions(0)) == ["vote seat 1", "vote seat 6"]
    game.act_together(
        {0: "vote seat 1", 1: "vote seat 0", 2: "vote seat 6", 3: "vote seat 6"}
        | {4: "vote seat 0", 6: "vote seat 1", 7: "vote seat 0"}
    )  # 1: 2, 0: 3, 6: 2 -> seat 0
    assert events(game, ev.Elected)[-1].seat == 0 and events(game, VoteResult)[-1].round == 1
    night(game, {1: "smear seat 6", 3: "investigate seat 2", 4: "protect seat 3"})
    elect(game, {1: 2, 2: 1, 3: 4, 4: 3, 7: 1})  # 1: 2, 2: 1, 4: 1, 3: 1: seat 1
    assert events(game, ev.Elected)[-1].seat == 1


def test_third_tie_is_a_lot():
    """SEI-24: two voters voting for each other tie three times: a lot decides."""
    game = new(("wolf", "lover", "reporter", "guard", "prosecutor", "human"))
    game.act(1, "favourite seat 0")
    everyone_for(game, 2, 3)
    night(game, {0: "smear seat 1", 3: "protect seat 5"})
    everyone_for(game, 3, 4)
    night(game, {0: "smear seat 5"})
    for _ in range(3):
        game.act_together({0: "vote seat 4", 4: "vote seat 0"})
    results = [r for r in events(game, VoteResult) if r.day == 3]
    assert [r.round for r in results] == [0, 1, 2] and results[-1].note == "third tie: chosen by lot (SEI-24)"
    lot = [c for c in events(game, Chance) if c.what == "day 3: lot among the tied"]
    assert lot and lot[0].visible_to is None and events(game, ev.Elected)[-1].how == "lot"


def test_elected_player_speaks_and_leaves_the_race():
    """SEI-25: the winner's final speech; the winner no longer votes or can be smeared,
    and an elected guard loses its night ability."""
    game = new()
    everyone_for(game, 4, 5)  # the guard is elected
    speech = [e for e in events(game, ev.Announcement) if e.key == "final speech"]
    assert speech[0].args == (4,) and not game.view(None).in_race[4]
    assert set(game.to_act()) == {0, 1, 3}  # no guard at night
    assert "smear seat 4" not in strings(game.legal_actions(0))
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 4"})
    assert 4 not in game.to_act()


def test_elected_reporter_fills_no_seat():
    """SEI-26: the reporter, prosecutor and guard are elected but fill no seat (the
    game master's knowledge); the game goes on."""
    game = new()
    everyone_for(game, 3, 5)
    (filled,) = events(game, ev.SeatFilled)
    assert filled.party is None and filled.visible_to == frozenset()
    assert not game.over and game.seats == []


def test_smeared_return_after_the_final_speech():
    """SEI-27: after the winner's final speech the smeared players return to the race."""
    game = smeared_day_two()
    mark = len(game.log)
    elect(game, {0: 7, 1: 7, 2: 7, 3: 7, 4: 0, 7: 0})
    assert keys(game, mark) == ["final speech", "returns"]
    assert game.view(None).in_race[6] and not game.view(None).sitting_out[6]
