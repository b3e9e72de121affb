"""NEM-30, NEM-31, NEM-33: the vote card."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Ballot, Eliminated, VoteResult

from .helpers import deal, events, pile, run, strings


def _at_vote() -> jl.Game:
    """Seat 0 plays a knight (face-up), seat 1 a sleep (face-down), seat 2 a vote; the werewolf is in the ruins."""
    g = deal(["seer", "madman", "vote", "villager"], ruins="werewolf", draws=["knight", "sleep", "medium"])
    return run(g, (0, "play knight"), (1, "play sleep"), (2, "play vote"))


def test_every_survivor_votes_for_another_survivor():
    """NEM-30: all survivors (the player of the vote included) vote, each for another survivor."""
    g = _at_vote()
    assert g.phase == "vote" and g.to_act() == (0, 1, 2, 3)
    for seat in range(4):
        assert strings(g.legal_actions(seat)) == [f"vote seat {t}" for t in range(4) if t != seat]
    with pytest.raises(jl.IllegalAction):
        g.act(2, "vote seat 2")


def test_votes_are_simultaneous():
    """NEM-30: nothing is revealed until every survivor has voted; a seat votes once."""
    g = _at_vote()
    run(g, (0, "vote seat 1"), (3, "vote seat 1"))
    assert g.to_act() == (1, 2) and not events(g, Ballot)
    assert g.legal_actions(0) == ()
    with pytest.raises(jl.IllegalAction, match="not to act"):
        g.act(0, "vote seat 2")
    run(g, (1, "vote seat 0"), (2, "vote seat 1"))
    assert [(b.voter, b.target, b.weight, b.visible_to) for b in events(g, Ballot)] == [
        (0, 1, 1, None),
        (1, 0, 1, None),
        (2, 1, 1, None),
        (3, 1, 1, None),
    ]


def test_face_down_cards_add_votes_and_unique_top_is_eliminated():
    """NEM-30: totals are names received plus one per face-down card; the unique top is eliminated."""
    g = _at_vote()  # seat 1 has one face-down card (its sleep)
    run(g, (0, "vote seat 3"), (1, "vote seat 3"), (2, "vote seat 1"), (3, "vote seat 2"))
    result = events(g, VoteResult)[-1]
    assert result.totals == ((0, 0), (1, 2), (2, 1), (3, 2))
    assert result.chosen is None and "tie" in result.note  # 1 and 3 tie at 2
    assert all(g.view(None).alive)
    g = _at_vote()
    run(g, (0, "vote seat 1"), (1, "vote seat 3"), (2, "vote seat 3"), (3, "vote seat 2"))
    result = events(g, VoteResult)[-1]
    assert result.totals == ((0, 0), (1, 2), (2, 1), (3, 2))
    g = _at_vote()
    run(g, (0, "vote seat 1"), (1, "vote seat 3"), (2, "vote seat 1"), (3, "vote seat 2"))
    result = events(g, VoteResult)[-1]
    assert result.totals == ((0, 0), (1, 3), (2, 1), (3, 1)) and result.chosen == 1
    assert events(g, Eliminated)[-1] == Eliminated(1, "vote", ("sleep", "madman"))


def test_face_down_cards_alone_can_decide():
    """NEM-30: with every name on different seats, the face-down cards make the unique top."""
    g = _at_vote()
    run(g, (0, "vote seat 2"), (1, "vote seat 3"), (2, "vote seat 1"), (3, "vote seat 0"))
    result = events(g, VoteResult)[-1]
    assert result.totals == ((0, 1), (1, 2), (2, 1), (3, 1)) and result.chosen == 1
    assert not g.view(None).alive[1]


def test_face_up_knight_blocks_a_vote():
    """NEM-31: the unique top with a face-up knight in their discard is not eliminated."""
    g = _at_vote()
    run(g, (0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 0"), (3, "vote seat 0"))
    result = events(g, VoteResult)[-1]
    assert result.totals[0] == (0, 3) and result.chosen is None
    assert "protected by a face-up knight (NEM-31)" in result.note
    assert g.view(None).alive[0] and not events(g, Eliminated)


def test_eliminated_players_do_not_vote_and_are_not_candidates():
    """NEM-30/NEM-42: only survivors vote and can be voted for."""
    g = deal(["seer", "madman", "vote", "villager"], ruins="werewolf", draws=["attack_3", "sleep", "medium"])
    run(g, (0, "play attack_3"), (0, "place attack_3 face-down in discard of seat 1"))
    assert not g.view(None).alive[1]
    run(g, (2, "play vote"))
    assert g.to_act() == (0, 2, 3)
    assert strings(g.legal_actions(0)) == ["vote seat 2", "vote seat 3"]
    assert g.legal_actions(1) == ()
    run(g, (0, "vote seat 3"), (2, "vote seat 0"), (3, "vote seat 0"))
    assert events(g, VoteResult)[-1].totals == ((0, 2), (2, 0), (3, 1))


def test_vote_card_does_not_count_in_its_own_vote():
    """NEM-33: the vote card turns face-down only after its vote, so it adds nothing to its player's total."""
    g = _at_vote()
    run(g, (0, "vote seat 2"), (1, "vote seat 3"), (2, "vote seat 0"), (3, "vote seat 1"))
    result = events(g, VoteResult)[-1]
    assert result.totals == ((0, 1), (1, 2), (2, 1), (3, 1))  # seat 2: one name, its vote card not yet down
    assert not g.view(None).alive[1]  # seat 1 (1 name + 1 face-down) was eliminated...
    assert pile(g, 2) == (("vote", False),)  # ...then the vote card went face-down
    assert g.log.index(result) < g.log.index(events(g, Eliminated)[-1])


def test_vote_card_counts_in_later_votes():
    """NEM-33/NEM-30: once face-down, the vote card is one more vote against its player next time."""
    g = deal(["seer", "vote", "madman"], ruins="werewolf", draws=["vote", "knight", "sleep", "vote"])
    run(g, (0, "play vote"), (0, "vote seat 1"), (1, "vote seat 2"), (2, "vote seat 0"))
    assert events(g, VoteResult)[-1].totals == ((0, 1), (1, 1), (2, 1))
    run(g, (1, "play knight"), (2, "play sleep"), (0, "play vote"))
    run(g, (0, "vote seat 1"), (1, "vote seat 2"), (2, "vote seat 0"))
    assert events(g, VoteResult)[-1].totals == ((0, 2), (1, 1), (2, 2))  # seat 0: its first vote card
