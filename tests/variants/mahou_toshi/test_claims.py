"""The discussion's public claims (option ``claims``, MAH-10, ``core.claims``): asked of
the living all at once after the discussion time is announced, told to everyone in
seat order, never checked; and how the heuristic agent claims."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.claims import Claimed
from jinro_lab.core.events import EVERYONE
from jinro_lab.variants.mahou_toshi.agents import HeuristicAgent

from .helpers import BASIC9, events, execute, lines, new, night, strings


def _no_claims(game):
    game.act_together({s: "no claim" for s in game.to_act()})
    return game


def test_claims_are_off_by_default_and_checked():
    """Without the option the day goes straight to the vote (MAH-11); the option is a bool."""
    assert new(BASIC9).to_act() == tuple(range(9)) and new(BASIC9).legal_actions(0)[0].kind == "vote"
    with pytest.raises(jl.InvalidSetup, match="claims must be true or false"):
        new(BASIC9, claims="yes")


def test_the_living_claim_at_once_after_the_discussion_time():
    """MAH-10: after the discussion time, every living seat chooses a claim at once, from
    the same list (nothing, or the seer or medium with a verdict on another seat: the
    options tell nothing of the claimant's role); the table sees "day: claims"."""
    game = new(BASIC9, claims=True)
    assert lines(game, 5)[-1] == "discussion: 5 minutes (MAH-10)"
    assert game.to_act() == tuple(range(9)) and game.view(5).phase == "day: claims"
    wolf, citizen = strings(game.legal_actions(0)), strings(game.legal_actions(7))
    assert wolf[0] == citizen[0] == "no claim" and len(wolf) == len(citizen) == 1 + 2 * 8 * 2
    assert "claim seer: seat 1 is human" in citizen and "claim seer: seat 0 is werewolf" not in wolf


def test_claims_are_public_in_seat_order_and_never_checked():
    """A claim is told to everyone, in seat order, true or not (a werewolf may claim the
    seer and call the real seer a werewolf); no claim is not logged; then the vote."""
    game = new(BASIC9, claims=True)
    start = len(game.log)
    game.act_together(
        {
            s: {2: "claim seer: seat 6 is human", 0: "claim seer: seat 2 is werewolf"}.get(s, "no claim")
            for s in range(9)
        }
    )
    claims = events(game.log[start:], Claimed)
    assert [str(c) for c in claims] == [
        "seat 0 claims: seer, seat 2 is werewolf",
        "seat 2 claims: seer, seat 6 is human",
    ]
    assert all(c.visible_to is EVERYONE for c in claims)
    assert claims == events(game.view(7), Claimed)
    assert game.legal_actions(0)[0].kind == "vote"


def test_each_day_opens_with_claims_after_the_mornings_deaths():
    """MAH-26 then MAH-10: the morning announces the night's deaths, then the discussion
    time, then the claims of the living (a dead seat is not asked)."""
    game = _no_claims(new(BASIC9, claims=True))
    execute(game, 7, 0)
    start = len(game.log)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 5")
    assert lines(game, 5, start)[-2:] == ["seat 8 is eliminated (night)", "discussion: 4 minutes (MAH-10)"]
    assert game.to_act() == (0, 1, 2, 3, 4, 5, 6)


def test_no_claims_without_a_seer_or_medium_in_play():
    """Only the roles whose ability judges a seat may be claimed with a result: with
    neither in play (MAH-51 tells which roles are), the day goes to the vote."""
    game = new(["werewolf", "citizen", "citizen", "citizen", "knight"], claims=True)
    assert game.legal_actions(0)[0].kind == "vote"


def test_claims_replay_exactly():
    """A game with claims is reproduced from its record, event for event."""
    from jinro_lab.agents import RandomAgent, play_game

    game = play_game(jl.new_game("mahou_toshi", seed=5, claims=True), [RandomAgent(s) for s in range(9)])
    assert events(game, Claimed) and jl.replay(game.record()).log == game.log


def _ask(game, seat, seed=0):
    return str(HeuristicAgent(seed).choose(game.view(seat), game.legal_actions(seat)))


def test_heuristic_seer_and_medium_claim_their_results_and_a_werewolf_claims_the_seer():
    """The seer claims its random white (MAH-05), then a werewolf it found first; the
    medium its result (MAH-R03); the lowest werewolf claims the seer with a human called
    a werewolf; a plain citizen says nothing."""
    game = new(BASIC9, claims=True)
    assert {_ask(game, 2, s) for s in range(5)} == {"claim seer: seat 6 is human"}
    assert {_ask(game, 7, s) for s in range(5)} == {"no claim"}
    fake = {_ask(game, 0, s) for s in range(10)}
    assert all(c.startswith("claim seer: seat ") and c.endswith(" is werewolf") for c in fake)
    assert not any(c in fake for c in ("claim seer: seat 0 is werewolf", "claim seer: seat 1 is werewolf"))
    assert {_ask(game, 1, s) for s in range(5)} == {"no claim"}  # one werewolf claims
    _no_claims(game)
    execute(game, 7, 0)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 1", s3="guard seat 5")
    assert _ask(game, 2) == "claim seer: seat 1 is werewolf"
    assert _ask(game, 4) == "claim medium: seat 7 is human"
