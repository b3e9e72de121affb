"""Announced chance (``core.chance``): ordinary games keep their seeds' draws, a
chance script sets the announced outcomes and replays from the record, a hook
chooses new outcomes and can read back the outcome an event shows."""

from __future__ import annotations

import json
import random
from math import perm
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import jinro_lab as jl
from jinro_lab.core.chance import outcome_at, outcome_index
from jinro_lab.core.engine import scripted_game
from jinro_lab.core.errors import InvalidRecord
from jinro_lab.core.events import Ballot, Chance
from jinro_lab.core.voting import TieRule, VoteStyle
from jinro_lab.variants.nemuranai.game import NemuranaiGame

from .toy import VoteGame


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
    assert "chance" not in json.loads(jl.new_game("nemuranai", seed=seed).record().to_json())


def test_a_script_sets_the_announced_outcomes_and_replays_from_the_record() -> None:
    """NEM-04: the first player drawn by lot, here set by the script."""
    for first in range(4):
        game = scripted_game(NemuranaiGame, 5, {"players": 4}, [first])
        assert game.first_player == first
        record = game.record()
        assert record.chance == (first,)
        text = record.to_json()
        assert json.loads(text)["chance"] == [first]
        again = jl.replay(text)
        assert again.log == game.log and again.record() == record
        assert game.clone().log == game.log


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


@pytest.mark.parametrize(
    "chance, why",
    [([-1], "non-negative"), ([True], "non-negative"), ("0", "non-negative"), ([9], "not in 0..3")],
)
def test_a_malformed_script_is_refused(chance: Any, why: str) -> None:
    data = json.loads(jl.new_game("nemuranai", seed=5).record().to_json())
    data["chance"] = chance
    with pytest.raises(InvalidRecord, match=why):
        jl.replay(json.dumps(data))


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
    game = jl.new_game("nemuranai", seed=1)
    with pytest.raises(jl.InvalidArgument, match="chance is scripted"):
        game.clone(chance_hook=lambda *args: 0)
    assert game.chance_hook is None and game.clone().log == game.log
