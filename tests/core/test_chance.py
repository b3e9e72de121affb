"""Announced chance (``core.chance``): ordinary games keep their seeds' draws, a
chance script sets the announced outcomes and replays from the record, a hook
chooses new outcomes and can read back the outcome an event shows."""

from __future__ import annotations

import json
import random
from math import perm
from typing import Any

import pytest
from games import GAMES, a_game, each_game
from hypothesis import given
from hypothesis import strategies as st

import jinro_lab as jl
from jinro_lab.core.chance import outcome_at, outcome_index
from jinro_lab.core.engine import scripted_game
from jinro_lab.core.errors import InvalidChance, InvalidRecord
from jinro_lab.core.events import Ballot, Chance
from jinro_lab.core.voting import TieRule, VoteStyle

from .toy import VoteGame, snapshot


@given(st.integers(1, 7).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n))), st.data())
def test_outcome_index_numbers_every_ordered_draw(nk: tuple[int, int], data: Any) -> None:
    n, k = nk
    items = [f"x{i}" for i in range(n)]
    index = data.draw(st.integers(0, perm(n, k) - 1))
    drawn = outcome_at(items, k, index)
    assert len(set(drawn)) == k and set(drawn) <= set(items)
    assert outcome_index(items, drawn) == index


def test_outcome_index_refuses_what_is_not_a_draw() -> None:
    assert outcome_index(["a", "b"], ["c"]) is None
    assert outcome_index(["a", "b"], ["a", "a"]) is None


@pytest.mark.parametrize("seed", range(5))
def test_ordinary_games_draw_as_before_and_their_records_have_no_chance_key(seed: int) -> None:
    """MAH-11: an in-turn vote's first voter is drawn with ``randrange``, as before scripts existed."""
    game = VoteGame(players=4, seed=seed, style=VoteStyle.IN_TURN)
    assert game.log == (Chance("day 1: first voter", random.Random(seed).randrange(4)),)
    assert game.record().chance is None
    for variant in GAMES:  # the registered games' records too
        assert "chance" not in json.loads(jl.new_game(variant, seed=seed).record().to_json())


def test_a_script_past_its_end_draws_from_the_rng() -> None:
    game = scripted_game(VoteGame, 3, {"players": 4, "style": VoteStyle.IN_TURN}, [])
    plain = VoteGame(players=4, seed=3, style=VoteStyle.IN_TURN)
    assert game.log == plain.log


def test_a_free_vote_order_is_scripted_as_one_draw() -> None:
    """MAH-11: a free vote's order is drawn at random and announced."""
    order = (2, 0, 3, 1)
    index = outcome_index((0, 1, 2, 3), order)
    game = scripted_game(VoteGame, 1, {"players": 4, "style": VoteStyle.FREE}, [index])
    assert Chance("day 1: order of the open vote", order) in game.log
    for voter in order:
        assert game.to_act() == (voter,)
        game.act(voter, game.legal_actions(voter)[0])
    assert [e.voter for e in game.log if isinstance(e, Ballot)] == list(order)


def test_a_hook_chooses_and_can_read_the_outcome_back() -> None:
    """SEI-24: the third tie is settled by a lot, announced; the hook sees who will see it."""
    seen: list[Any] = []

    def hook(game: Any, n: int, visible: Any, infer: Any) -> int:
        seen.append((n, visible, infer(Chance("day 1: lot among the tied", 1)), infer(Chance("other", 1))))
        return n - 1

    game = scripted_game(VoteGame, 0, {"players": 2, "tie_rule": TieRule.RUNOFF_RUNOFF_LOTTERY}, [], hook)
    for _ in range(3):
        game.act_together({0: game.legal_actions(0)[-1], 1: game.legal_actions(1)[0]})  # 0 votes 1, 1 votes 0
    assert seen == [(2, None, 1, None)]
    assert game.chosen == 1 and game.record().chance == (1,)
    assert game.clone().log == game.log and game.clone().record() == game.record()


def test_a_clone_takes_a_chance_hook_for_the_draws_past_its_script():
    """``clone(chance_hook=)``: the copy replays the draws made so far, then asks the hook
    (the belief sampler forces what a seat saw this way); the original keeps its own."""
    asked: list[int] = []

    def last(game: Any, n: int, visible: Any, infer: Any) -> int:
        asked.append(n)
        return n - 1

    def first(game: Any, n: int, visible: Any, infer: Any) -> int:
        return 0

    game = scripted_game(VoteGame, 0, {"players": 2, "tie_rule": TieRule.RUNOFF_RUNOFF_LOTTERY}, [], first)
    for _ in range(2):  # two ties: no lot yet
        game.act_together({0: game.legal_actions(0)[-1], 1: game.legal_actions(1)[0]})
    copy = game.clone(chance_hook=last)
    assert copy.chance_hook is last and game.chance_hook is first and copy.log == game.log
    for g in (game, copy):
        g.act_together({0: g.legal_actions(0)[-1], 1: g.legal_actions(1)[0]})  # the third tie: the lot
    assert asked == [2] and copy.record().chance == (1,) and game.record().chance == (0,)


def test_a_chance_hook_needs_a_scripted_game():
    game = jl.new_game(a_game(), seed=1)
    with pytest.raises(jl.InvalidArgument, match="chance is scripted"):
        game.clone(chance_hook=lambda *args: 0)
    assert game.chance_hook is None and game.clone().log == game.log


# ----- a script with entries that are no outcome (issue 36): loud and harmless -------------------------------------
def game_class(variant: str) -> Any:
    return type(jl.new_game(variant, seed=1))


@each_game()
@pytest.mark.parametrize(
    ("chance", "why"),
    [
        pytest.param([0, -1], "entry 1 is -1", id="negative"),
        pytest.param([True], "entry 0 is True", id="bool"),
        pytest.param([0, 1.0], "entry 1 is 1.0", id="float"),
        pytest.param([None], "entry 0 is None", id="None"),
        pytest.param(["0"], "entry 0 is '0'", id="text entry"),
        pytest.param("01", "a list of outcome indices", id="text"),
        pytest.param(5, "a list of outcome indices", id="int"),
        pytest.param({0: 1}, "a list of outcome indices", id="dict"),
    ],
)
def test_a_script_of_anything_but_outcome_indices_is_refused_when_given(game: str, chance: Any, why: str) -> None:
    """An announced draw's outcome is an index, a non-negative int (``core.chance``): any
    other entry is refused by ``Game.scripted`` itself, before a game is made, with
    :class:`InvalidChance` (a bad argument and a bad record's chance both)."""
    with pytest.raises(InvalidChance, match=why) as info:
        game_class(game).scripted(chance, seed=1)
    assert isinstance(info.value, jl.InvalidArgument) and isinstance(info.value, InvalidRecord)
    with pytest.raises(jl.InvalidArgument, match="hook must be None or a callable"):
        game_class(game).scripted([0], "not a hook", seed=1)  # type: ignore[arg-type]


def tie_vote(players: int = 3) -> Any:
    """SEI-24: a vote of three, each for the next seat: a tie, two runoffs, then a lot."""
    return {v: f"vote seat {(v + 1) % players}" for v in range(players)}


def test_a_refused_lot_leaves_no_vote_of_the_round_taken_and_a_vote_without_the_lot_plays_on() -> None:
    """SEI-24 (the toy vote's tie rule): three ties go to a lot; a script whose lot is out
    of range refuses the last runoff's votes all together (``act_together``: none of them
    is taken, and taken one by one the last is refused alone); votes that break the
    tie need no lot, and the game plays on to its end."""
    game = scripted_game(VoteGame, 0, {"players": 3, "tie_rule": TieRule.RUNOFF_RUNOFF_LOTTERY}, [5])
    game.act_together(tie_vote())
    game.act_together(tie_vote())
    before = snapshot(game)
    with pytest.raises(InvalidChance, match=r"entry 0 is 5, which is not in 0\.\.2"):
        game.act_together(tie_vote())
    assert snapshot(game) == before and game.to_act() == (0, 1, 2)
    game.act(0, "vote seat 1")
    game.act(1, "vote seat 2")
    partial = snapshot(game)
    with pytest.raises(InvalidChance):
        game.act(2, "vote seat 0")
    assert snapshot(game) == partial and game.to_act() == (2,)
    game.act(2, "vote seat 1")  # seat 1: two votes, no lot
    assert game.over and game.chosen == 1 and game.record().chance == (5,) and game.clone().log == game.log


def test_a_hook_outcome_out_of_range_is_refused_and_the_outcomes_it_chose_in_that_act_are_dropped() -> None:
    """SEI-24 (the toy vote's tie rule): a hook's outcome must be in range too; an act whose
    draws the hook chose, the last out of range, leaves the script as it was before it."""
    bad = [False]

    def hook(game: Any, n: int, visible: Any, infer: Any) -> int:
        return n if bad[0] else 0

    game = scripted_game(VoteGame, 0, {"players": 3, "tie_rule": TieRule.RUNOFF_RUNOFF_LOTTERY}, [], hook)
    game.act_together(tie_vote())
    game.act_together(tie_vote())
    before, used = snapshot(game), game.chance_script.used
    bad[0] = True
    with pytest.raises(InvalidChance, match=r"the chance hook chose 3 for announced draw 0 .* an int in 0\.\.2"):
        game.act_together(tie_vote())
    assert snapshot(game) == before and game.chance_script.used == used and game.chance_hook is hook
    bad[0] = False
    game.act_together(tie_vote())
    assert game.over and game.record().chance == (0,)
