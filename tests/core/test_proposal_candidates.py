"""``core.hidden.proposal_candidates``: a team member's options that agree with the next
proposal of that member the viewer saw; bounded by the event that begins the next team
decision (``before``), since a viewer left out of tonight's team (a werewolf in prison)
sees a later night's proposals but not tonight's."""

from __future__ import annotations

from typing import NamedTuple

from jinro_lab.core.events import Proposal
from jinro_lab.core.hidden import proposal_candidates


class NextNight(NamedTuple):
    night: int
    visible_to: None = None


LEGAL = ("attack 1", "attack 2", "attack 3")


def test_the_next_proposal_seen_names_the_option() -> None:
    memory = [NextNight(1), Proposal(4, "attack", "attack 2", frozenset({0, 4}))]
    assert proposal_candidates(memory, 1, 4, LEGAL) == [1]
    assert proposal_candidates(memory, 1, 5, LEGAL) is None  # none of that seat: any option
    assert proposal_candidates(memory, 0, 4, LEGAL) == [1]  # unbounded: past the next night


def test_a_proposal_after_the_next_decision_began_is_not_this_ones() -> None:
    memory = [NextNight(2), Proposal(4, "attack", "attack 3", frozenset({0, 4}))]
    assert proposal_candidates(memory, 0, 4, LEGAL, before=NextNight) is None
    assert proposal_candidates(memory, 1, 4, LEGAL, before=NextNight) == [2]
