"""Timed rule changes (MAH-31 style): each scope starts and ends at its boundary,
every start and end is a RuleChanged event with the change's visibility, and the
rules look changes up with get / has / values."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from games import GAMES, fewest_players
from hypothesis import given
from hypothesis import strategies as st

from jinro_lab.core.events import GM_ONLY, RuleChanged, only
from jinro_lab.core.modifiers import (
    NEXT_DAY,
    PERMANENT,
    THIS_TURN,
    TODAY,
    TONIGHT,
    UNTIL_DEATH,
    UNTIL_ELECTION,
    Modifier,
    Modifiers,
    Scope,
)

from .toy import COLOURS, ToyGame

BOUNDARIES = ("dawn", "dusk", "election", "turn", "death")


def fresh() -> tuple[Modifiers, list[Any]]:
    log: list[Any] = []
    return Modifiers(SimpleNamespace(emit=log.append)), log


def started(m: Modifier) -> RuleChanged:
    return RuleChanged(m.name, m.subject, m.value, m.scope.name, m.source, True, m.visible_to)


def ended(m: Modifier) -> RuleChanged:
    return RuleChanged(m.name, m.subject, m.value, m.scope.name, m.source, False, m.visible_to)


@pytest.mark.parametrize(
    ("scope", "end", "not_end"),
    [
        (TONIGHT, "dawn", ("dusk", "election", "turn")),
        (TODAY, "dusk", ("dawn", "election", "turn")),
        (UNTIL_ELECTION, "election", ("dawn", "dusk", "turn")),
        (THIS_TURN, "turn", ("dawn", "dusk", "election")),
    ],
)
def test_a_scope_starts_now_and_ends_at_its_boundary(scope: Scope, end: str, not_end: tuple[str, ...]) -> None:
    mods, log = fresh()
    m = Modifier("no_protection", True, scope, "card 7")
    mods.add(m)
    assert log == [started(m)] and mods.has("no_protection") and mods.get("no_protection") is True
    for boundary in not_end:
        mods.boundary(boundary)
        mods.boundary("death", None)  # nobody's death ends a scope that does not end at death
    assert log == [started(m)] and mods.has("no_protection")
    mods.boundary(end)
    assert log == [started(m), ended(m)]
    assert not mods.has("no_protection") and mods.get("no_protection") is None and mods.values("no_protection") == []
    mods.boundary(end)
    assert len(log) == 2  # an ended change ends once


def test_next_day_waits_for_dawn_and_ends_at_the_following_dusk() -> None:
    """A moneylender's double vote bought by day: not tonight, not at this dusk;
    from the next dawn to the dusk after it."""
    mods, log = fresh()
    m = Modifier("double_vote", 2, NEXT_DAY, "moneylender", subject=3)
    mods.add(m)
    assert log == [] and not mods.has("double_vote", 3) and mods.waiting() == [m]
    for boundary in ("dusk", "election", "turn"):
        mods.boundary(boundary)
    mods.boundary("death", 3)  # waiting changes do not end at death
    assert log == [] and mods.waiting() == [m]
    mods.boundary("dawn")
    assert log == [started(m)] and mods.get("double_vote", 3) == 2 and mods.waiting() == []
    for boundary in ("election", "turn"):
        mods.boundary(boundary)
    assert mods.has("double_vote", 3)
    mods.boundary("dusk")
    assert log == [started(m), ended(m)] and not mods.has("double_vote", 3)
    mods.boundary("dawn")
    assert len(log) == 2


def test_next_day_bought_at_night_starts_at_the_coming_dawn() -> None:
    mods, log = fresh()
    tonight = Modifier("silence", True, TONIGHT, "card 1")
    tomorrow = Modifier("double_vote", 2, NEXT_DAY, "card 2", subject=0)
    mods.add(tonight)
    mods.add(tomorrow)
    mods.boundary("dawn")  # tonight ends first, then tomorrow starts
    assert log == [started(tonight), ended(tonight), started(tomorrow)]
    mods.boundary("dusk")
    assert log[-1] == ended(tomorrow)


def test_until_death_ends_only_at_the_subjects_death() -> None:
    mods, log = fresh()
    m = Modifier("cursed", True, UNTIL_DEATH, "witch", subject=2)
    mods.add(m)
    for _ in range(3):
        for boundary in ("dawn", "dusk", "election", "turn"):
            mods.boundary(boundary)
    for other in (0, 1, 3, None):
        mods.boundary("death", other)
    assert log == [started(m)] and mods.has("cursed", 2)
    mods.boundary("death", 2)
    assert log == [started(m), ended(m)] and not mods.has("cursed", 2)


def test_permanent_never_ends() -> None:
    mods, log = fresh()
    m = Modifier("no_runoff", True, PERMANENT, "card 9")
    mods.add(m)
    for _ in range(5):
        for boundary in BOUNDARIES:
            mods.boundary(boundary)
        for seat in (None, 0, 1, 2):
            mods.boundary("death", seat)
    assert log == [started(m)] and mods.values("no_runoff") == [m]


def test_rule_changes_are_logged_with_their_visibility() -> None:
    mods, log = fresh()
    secret = Modifier("guarded", True, TONIGHT, "knight", subject=1, visible_to=only(1))
    hidden = Modifier("rigged", 1, TODAY, "game master", visible_to=GM_ONLY)
    mods.add(secret)
    mods.add(hidden)
    mods.boundary("dawn")
    mods.boundary("dusk")
    assert log == [
        RuleChanged("guarded", 1, True, "tonight", "knight", True, only(1)),
        RuleChanged("rigged", None, 1, "today", "game master", True, GM_ONLY),
        RuleChanged("guarded", 1, True, "tonight", "knight", False, only(1)),
        RuleChanged("rigged", None, 1, "today", "game master", False, GM_ONLY),
    ]
    assert str(log[0]) == "rule change: guarded on seat 1 (tonight, from knight)  [seen by seat 1]"
    assert str(log[1]) == "rule change: rigged = 1 (today, from game master)  [GM only]"
    assert str(log[2]) == "rule change ends: guarded on seat 1 (knight)  [seen by seat 1]"


def test_rule_changes_in_a_games_log_are_seen_by_their_audience() -> None:
    game = ToyGame(seed=1)
    mods = Modifiers(SimpleNamespace(emit=game._log.append))  # game.emit while the flow runs
    mods.add(Modifier("guarded", True, TONIGHT, "knight", subject=1, visible_to=only(1)))
    mods.add(Modifier("fog", True, TODAY, "card 3"))
    mods.boundary("dawn")
    guarded = [e for e in game.log if isinstance(e, RuleChanged) and e.name == "guarded"]
    assert [e.active for e in guarded] == [True, False]
    assert all(e in game.events_seen_by(1) for e in guarded)
    for seat in (0, 2, 3):
        assert not any(e in game.events_seen_by(seat) for e in guarded)
        assert RuleChanged("fog", None, True, "today", "card 3", True) in game.events_seen_by(seat)
    game.act_together({s: COLOURS[s] for s in range(4)})  # the game goes on
    assert game.phase == "draw"


def test_get_has_values() -> None:
    mods, _ = fresh()
    a = Modifier("double_vote", 2, TODAY, "card 1", subject=0)
    b = Modifier("double_vote", 3, PERMANENT, "card 2", subject=0)
    c = Modifier("double_vote", 2, TONIGHT, "card 3", subject=1)
    g = Modifier("fog", "thick", TODAY, "card 4")
    for m in (a, b, c, g):
        mods.add(m)
    assert mods.get("double_vote", 0) == 3  # the latest in force
    assert mods.get("double_vote", 1) == 2 and mods.get("double_vote", 2) is None
    assert mods.get("double_vote", 2, default=1) == 1 and mods.get("nothing", default="x") == "x"
    assert mods.get("double_vote") is None and not mods.has("double_vote")  # no subject-less change
    assert mods.has("double_vote", 0) and mods.has("double_vote", 1) and not mods.has("double_vote", 2)
    assert mods.get("fog") == "thick" and mods.has("fog") and not mods.has("fog", 0)
    assert mods.values("double_vote") == [a, b, c] and mods.values("fog") == [g] and mods.values("nothing") == []
    mods.boundary("dawn")  # c ends
    assert mods.values("double_vote") == [a, b] and not mods.has("double_vote", 1)
    mods.boundary("dusk")  # a and fog end; b stays
    assert mods.values("double_vote") == [b] and mods.get("double_vote", 0) == 3 and mods.values("fog") == []


def test_get_falls_back_to_an_older_change_when_the_latest_ends() -> None:
    mods, _ = fresh()
    mods.add(Modifier("vote_weight", 2, PERMANENT, "card 1", subject=4))
    mods.add(Modifier("vote_weight", 0, TONIGHT, "card 2", subject=4))
    assert mods.get("vote_weight", 4) == 0
    mods.boundary("dawn")
    assert mods.get("vote_weight", 4) == 2


def test_values_is_a_copy() -> None:
    mods, _ = fresh()
    m = Modifier("fog", True, TODAY, "card")
    mods.add(m)
    mods.values("fog").clear()
    mods.waiting().append(m)
    assert mods.values("fog") == [m] and mods.waiting() == []


@pytest.mark.parametrize("name", ["noon", "Dawn", "", "night", None])
def test_an_unknown_boundary_raises_and_changes_nothing(name: Any) -> None:
    mods, log = fresh()
    now = Modifier("fog", True, TONIGHT, "card")
    later = Modifier("double_vote", 2, NEXT_DAY, "card", subject=1)
    mods.add(now)
    mods.add(later)
    with pytest.raises(ValueError) as info:
        mods.boundary(name)
    assert "unknown boundary" in str(info.value) and "dawn, dusk, election, turn, death" in str(info.value)
    assert log == [started(now)] and mods.values("fog") == [now] and mods.waiting() == [later]


def test_an_unknown_boundary_raises_even_with_nothing_in_force() -> None:
    mods, log = fresh()
    with pytest.raises(ValueError, match="unknown boundary 'noon'"):
        mods.boundary("noon")
    assert log == []


# ----- a model: each change starts once and ends once, in that order -----------------------------------
SCOPES = (TONIGHT, TODAY, NEXT_DAY, UNTIL_DEATH, UNTIL_ELECTION, THIS_TURN, PERMANENT)
steps_st = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.sampled_from(SCOPES), st.sampled_from((None, 0, 1))),
        st.tuples(st.just("boundary"), st.sampled_from(BOUNDARIES), st.sampled_from((None, 0, 1))),
    ),
    max_size=40,
)


@given(steps_st)
def test_modifiers_follow_their_scopes(steps: list[tuple[str, Any, Any]]) -> None:
    """Against a model of the scopes: after each step, the changes in force and
    waiting are the model's, and the log holds one start and at most one end per
    change, the end after the start."""
    mods, log = fresh()
    active: list[Modifier] = []
    waiting: list[Modifier] = []
    for i, (what, arg, subject) in enumerate(steps):
        if what == "add":
            m = Modifier("rule", i, arg, f"step {i}", subject)
            mods.add(m)
            (waiting if arg.start else active).append(m)
        else:
            active = [m for m in active if not (m.scope.end == arg and (arg != "death" or m.subject == subject))]
            active += [m for m in waiting if m.scope.start == arg]
            waiting = [m for m in waiting if m.scope.start != arg]
            mods.boundary(arg, subject)
        assert mods.values("rule") == active  # in the order they started
        assert mods.waiting() == waiting
        for who in (None, 0, 1):
            mine = [m.value for m in active if m.subject == who]
            assert mods.get("rule", who) == (mine[-1] if mine else None)
            assert mods.has("rule", who) == bool(mine)
    starts = {e.value: n for n, e in enumerate(log) if e.active}
    ends = {e.value: n for n, e in enumerate(log) if not e.active}
    assert len(starts) + len(ends) == len(log)  # each change starts once and ends at most once
    assert all(starts[value] < n for value, n in ends.items())
    assert set(starts) - set(ends) == {m.value for m in active}


def test_a_games_rule_changes_cannot_be_logged_from_outside_its_flow() -> None:
    """A game's ``modifiers`` log through the game's ``emit`` as it is at each change:
    outside the flow it refuses (``core.authoring``), so a user cannot write a rule
    change into a game's log between steps."""
    import jinro_lab as jl
    from jinro_lab.core.errors import JinroError

    games = (jl.new_game(variant, players=fewest_players(variant), seed=0) for variant in GAMES)
    game = next(g for g in games if hasattr(g, "modifiers"))  # the first game whose rules change in play
    before = game.log
    with pytest.raises(JinroError):
        game.modifiers.add(Modifier("fog", True, TODAY, "card 4"))
    assert game.log == before and not game.modifiers.has("fog")
