"""Public claims (``jinro_lab.core.claims``): the options reveal nothing about the
claimant, the texts in both languages, and reading claims back from events."""

from __future__ import annotations

from jinro_lab.core.claims import (
    NO_CLAIM,
    Claim,
    Claimed,
    claim_action_text,
    claim_options,
    claimed_text,
    claims_by_role,
)
from jinro_lab.core.events import EVERYONE, Ballot


def test_options_are_the_same_for_every_seat_but_its_own_seat():
    """Nothing, then each role with each verdict on every other seat, in a fixed order."""
    options = claim_options(1, 3, ("seer", "medium"))
    assert options[0] is NO_CLAIM
    assert [str(o) for o in options[1:5]] == [
        "claim seer: seat 0 is human",
        "claim seer: seat 0 is werewolf",
        "claim seer: seat 2 is human",
        "claim seer: seat 2 is werewolf",
    ]
    assert len(options) == 1 + 2 * 2 * 2
    assert all(o.subject != 1 for o in options)
    other = claim_options(2, 3, ("seer", "medium"))
    assert {(o.role, o.verdict) for o in options} == {(o.role, o.verdict) for o in other}


def test_texts_in_english_and_japanese():
    """A claim is public and reads the same for everyone; a variant's words translate it."""
    event = Claimed(2, Claim("seer", 3, "werewolf"))
    assert event.visible_to is EVERYONE
    assert str(event) == "seat 2 claims: seer, seat 3 is werewolf"
    words = {"seer": "予言者", "werewolf": "人狼"}
    assert claimed_text(event, "ja", lambda w, lang: words[w]) == "席2が名乗る：予言者、席3は人狼"
    assert str(NO_CLAIM) == "no claim" and claim_action_text(NO_CLAIM, "ja") == "名乗らない"
    assert (
        claim_action_text(Claim("seer", 3, "werewolf"), "ja", lambda w, lang: words[w]) == "予言者を名乗る：席3は人狼"
    )
    assert str(Claim("medium")) == "claim medium"


def test_claims_by_role_reads_every_claim_in_order():
    events = [
        Claimed(0, Claim("seer", 1, "human")),
        Ballot(2, 1, 1, 1, "day 1", 0),
        Claimed(4, Claim("medium", 3, "werewolf")),
        Claimed(0, Claim("seer", 2, "werewolf")),
        Claimed(5, Claim("seer")),
    ]
    assert claims_by_role(events, "seer") == {0: [(1, "human"), (2, "werewolf")], 5: []}
    assert claims_by_role(events, "medium") == {4: [(3, "werewolf")]}
    assert claims_by_role(events, "knight") == {}
