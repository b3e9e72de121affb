"""Issue 17 (7): a bounded fuzz of every variant's public API with bad input.

Setups (valid options with hostile values mixed in), records (mutated JSON and
Python ``GameRecord`` s), and odd seats and actions given to a game in play: only a
JinroError may escape, its message is short and printable, and a game given bad
input is unchanged (its log, record and every view). Hypothesis is derandomized with
a fixed number of examples, so CI runs the same cases every time.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import jinro_lab as jl
from jinro_lab.core.engine import Game
from jinro_lab.core.errors import JinroError
from jinro_lab.core.record import GameRecord
from jinro_lab.core.registry import lookup
from jinro_lab.testing import ODD, Conformance, EqRaises, IndexReturns, Pairs, agents_for, deep, snapshot, step

__all__ = [
    "test_mutated_json_records_raise_only_invalid_record",
    "test_odd_seats_and_actions_change_nothing",
    "test_python_records_with_hostile_fields_raise_only_invalid_record",
    "test_setups_with_hostile_options_raise_only_kit_errors",
]

SHORT = 2_000
FUZZ = settings(
    derandomize=True,
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

#: plain JSON-like values, shallow and small
PLAIN = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.sampled_from(["", "wolf", "seat", "x" * 50]) | st.floats(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["dead", "day", "a"]), inner),
    max_leaves=8,
)
#: factories of values: odd objects, deep nesting, str subclasses, int look-alikes, lists
#: of them and plain values (hypothesis draws the factory: isinstance() on some values raises)
ODDITIES = st.sampled_from(list(ODD.values())) | st.builds(
    lambda kind, n: lambda: kind(n),
    st.sampled_from([EqRaises, IndexReturns, lambda n: deep(n * 100)]),
    st.integers(0, 30),
)
MAKERS = (
    PLAIN.map(lambda v: lambda: v)
    | ODDITIES
    | st.lists(ODDITIES, min_size=1, max_size=3).map(lambda makers: lambda: [make() for make in makers])
)

PAIRS = st.tuples(MAKERS, MAKERS).map(lambda makers: lambda: (makers[0](), makers[1]()))


def value(data: st.DataObject, makers: st.SearchStrategy[Callable[[], Any]] = MAKERS) -> Any:
    """A value made by a drawn factory."""
    return data.draw(makers)()


def kit_error_only(call: Callable[[], Any]) -> Any:
    """``call()``'s value, or ``None`` if it raised a JinroError (short and printable);
    any other exception fails the test."""
    try:
        return call()
    except JinroError as exc:
        text = str(exc)
        assert 0 < len(text) < SHORT, text[:300]
        return None


def a_setup(spec: Conformance, seed: int) -> tuple[int, dict[str, Any]]:
    players = spec.players[seed % len(spec.players)]
    return players, {"players": players, **spec.setup(seed, players)}


def played(spec: Conformance, seed: int, steps: int) -> Game:
    """A game of ``spec`` after up to ``steps`` random actions."""
    _, setup = a_setup(spec, seed)
    game = jl.new_game(spec.variant, seed=seed, **setup)
    agents = agents_for(game)
    for _ in range(steps):
        if game.over:
            break
        step(game, agents)
    return game


@FUZZ
@given(data=st.data(), seed=st.integers(0, 50))
def test_setups_with_hostile_options_raise_only_kit_errors(spec: Conformance, data: st.DataObject, seed: int) -> None:
    """A valid setup with one to three options replaced (by plain or odd values, or by
    names that are no option): a game, or a JinroError."""
    _, setup = a_setup(spec, seed)
    names = [*lookup(spec.variant).keywords, "no_such_option"]
    for name in data.draw(st.lists(st.sampled_from(names), min_size=1, max_size=3, unique=True)):
        setup[name] = value(data)
    game = kit_error_only(lambda: jl.new_game(spec.variant, **setup))
    if game is not None:  # a valid game: its views and record work
        game.view(None)
        jl.replay(game.record().to_json())


def mutate(data: st.DataObject, value: Any, depth: int = 0) -> Any:
    """``value`` (a record's JSON data) with one part replaced by a drawn value."""
    if isinstance(value, dict) and value and depth < 4:
        key = data.draw(st.sampled_from(sorted(value)))
        return {**value, key: mutate(data, value[key], depth + 1)}
    if isinstance(value, list) and value and depth < 4 and data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(value) - 1))
        return [*value[:i], mutate(data, value[i], depth + 1), *value[i + 1 :]]
    return data.draw(PLAIN)


@FUZZ
@given(data=st.data(), seed=st.integers(0, 20))
def test_mutated_json_records_raise_only_invalid_record(spec: Conformance, data: st.DataObject, seed: int) -> None:
    record = json.loads(played(spec, seed, 6).record().to_json())
    kit_error_only(lambda: jl.replay(json.dumps(mutate(data, record))))


@FUZZ
@given(data=st.data(), seed=st.integers(0, 20))
def test_python_records_with_hostile_fields_raise_only_invalid_record(
    spec: Conformance, data: st.DataObject, seed: int
) -> None:
    fields = vars(played(spec, seed, 4).record())
    field = data.draw(st.sampled_from(sorted(fields)))
    if field == "actions" and data.draw(st.booleans()):  # one action replaced
        actions = list(fields["actions"]) or [(0, "x")]
        actions[data.draw(st.integers(0, len(actions) - 1))] = value(data, MAKERS | PAIRS)
        fields["actions"] = tuple(actions)
    elif field == "setup":  # one option replaced
        fields["setup"] = {**fields["setup"], data.draw(st.sampled_from(sorted(fields["setup"]))): value(data)}
    else:
        fields[field] = value(data)
    kit_error_only(lambda: jl.replay(GameRecord(**fields)))


SEATS = MAKERS | st.sampled_from([-2, -1, 0, 1, 2, 3, 8, 15, 16, 17, True, 2.0, "0"]).map(lambda v: lambda: v)


@FUZZ
@given(data=st.data(), seed=st.integers(0, 20), steps=st.integers(0, 12))
def test_odd_seats_and_actions_change_nothing(spec: Conformance, data: st.DataObject, seed: int, steps: int) -> None:
    """Odd seats and actions given to act, act_together, legal_actions, view and
    events_seen_by: JinroError or a plain answer, and the game is as it was."""
    game = played(spec, seed, steps)
    for _ in range(3):
        seat, action = value(data, SEATS), value(data)
        to_act = game.to_act()
        if to_act and bool(data.draw(st.booleans())):  # a seat that is to act, with an odd action
            seat = to_act[0]
        before = snapshot(game)

        def act() -> bool:
            game.act(seat, action)  # noqa: B023 (called at once)
            return True

        def act_together() -> bool:
            game.act_together(Pairs((seat, action)))  # noqa: B023 (called at once)
            return True

        taken = kit_error_only(act)
        taken = kit_error_only(act_together) or taken
        kit_error_only(lambda: game.view(seat))  # noqa: B023
        kit_error_only(lambda: game.events_seen_by(seat))  # noqa: B023
        assert isinstance(game.legal_actions(seat), tuple)
        if not taken:  # a plain value may be a legal choice (an open choice's number): then it was taken
            assert snapshot(game) == before
