"""Events compare by type as well as by fields (``event_type``): two event types
with equal fields are never equal, nor equal to a plain tuple."""

from __future__ import annotations

import pickle
from operator import eq, ne
from typing import Any, NamedTuple

import pytest

from jinro_lab.core.events import (
    Ballot,
    Chance,
    Eliminated,
    GameEnded,
    Proposal,
    RuleChanged,
    VoteResult,
    event_type,
    only,
)

from .toy import Shown


@event_type
class Twin(NamedTuple):
    """An event type with Chance's very fields (and its name, in another module would do)."""

    what: str
    outcome: Any
    visible_to: Any = None


# pairs of events of two types whose fields are equal
PAIRS = [
    (Eliminated(1, "vote", (), None), GameEnded(1, "vote", (), None)),  # type: ignore[arg-type]
    (Proposal(1, "attack", 2, only(1)), Eliminated(1, "attack", 2, only(1))),  # type: ignore[arg-type]
    (Ballot(1, 2, 3, 4, "v", 5, None), RuleChanged(1, 2, 3, 4, "v", 5, None)),  # type: ignore[arg-type]
    (Chance("x", 1), Twin("x", 1)),
    (Chance("x", 1), Shown("x", 1)),  # type: ignore[arg-type]
    (GameEnded((1,), "side", "why"), Proposal((1,), "side", "why", None)),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_events_of_two_types_with_equal_fields_are_unequal(a: Any, b: Any) -> None:
    assert tuple(a) == tuple(b)  # the same fields...
    assert a != b and b != a and ne(a, b) and ne(b, a) and not eq(a, b) and not eq(b, a)  # ...but not the same event
    assert hash(a) != hash(b)
    assert len({a, b}) == 2 and a not in {b} and a not in [b]


@pytest.mark.parametrize("event", [e for pair in PAIRS for e in pair])
def test_an_event_is_not_a_plain_tuple(event: Any) -> None:
    plain = tuple(event)
    assert event != plain and plain != event and not eq(event, plain) and not eq(plain, event)
    assert event not in [plain] and plain not in [event] and event not in {plain}
    assert event != list(event) and event != None  # noqa: E711


@pytest.mark.parametrize("event", [e for pair in PAIRS for e in pair])
def test_events_of_one_type_with_equal_fields_are_equal(event: Any) -> None:
    same = event.__class__(*tuple(event))
    assert same is not event and same == event and not ne(same, event) and hash(same) == hash(event)
    assert len({event, same}) == 1
    assert event._replace() == event and event._replace().__class__ is event.__class__
    back = pickle.loads(pickle.dumps(event))
    assert back == event and hash(back) == hash(event)


def test_events_differing_in_one_field_are_unequal() -> None:
    assert Ballot(1, 2, 1, 1, "day 1", 0) != Ballot(1, 2, 1, 1, "day 1", 1)
    assert Chance("x", 1) != Chance("x", 1, only(1))
    assert VoteResult((), None, 1, "v", 0) != VoteResult((), None, 1, "v", 0, purpose="election")
