"""Team decisions (MAH-03 style): every member proposes at once, each proposal is
shown to the team only, the most proposed choices win and ties are drawn by lot
(announced to the team); and :func:`most_proposed` itself."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jinro_lab.core.engine import Flow, Game
from jinro_lab.core.errors import IllegalAction
from jinro_lab.core.events import Chance, Proposal
from jinro_lab.core.team import most_proposed, team_choice

from .toy import COLOURS, Attack, ToyGame, pick, snapshot


def at_attack(seed: int = 1, players: int = 4, **opts: Any) -> ToyGame:
    """A toy game at the team's attack decision."""
    game = ToyGame(players=players, seed=seed, **opts)
    game.act_together({s: COLOURS[s] for s in range(players)})
    game.act(0, pick("left"))
    game.act(1, pick("go"))
    assert game.phase == "attack"
    return game


def after(game: ToyGame, choices: dict[int, Any]) -> tuple[Any, ...]:
    """The events the team decision ``choices`` logged."""
    n = len(game.log)
    game.act_together(choices)
    assert game.phase == "vote"
    return game.log[n:]


def test_the_team_chooses_at_once_behind_a_public_label() -> None:
    game = at_attack()
    assert (game.phase, game.label, game.to_act()) == ("attack", "night: eyes closed", (0, 1))
    assert game.legal_actions(0) == game.legal_actions(1) == (Attack((2,)), Attack((3,)))
    assert game.legal_actions(2) == game.legal_actions(3) == ()
    assert game.view(2).phase == "night: eyes closed"


def test_an_agreed_proposal_wins_and_each_is_shown_to_the_team_only() -> None:
    game = at_attack()
    team = frozenset({0, 1})
    logged = after(game, {1: Attack((3,)), 0: "attack seat 3"})
    assert logged == (Proposal(0, "attack", Attack((3,)), team), Proposal(1, "attack", Attack((3,)), team))
    assert game.targets == (3,)
    for seat in (0, 1):
        assert set(logged) <= set(game.events_seen_by(seat))
    for seat in (2, 3):
        assert not set(logged) & set(game.events_seen_by(seat))
    assert str(logged[0]) == "seat 0 proposes attack seat 3 (attack)  [seen by seat 0, seat 1]"


def test_a_tie_is_drawn_by_lot_announced_to_the_team() -> None:
    outcomes = set()
    for seed in range(20):
        game = at_attack(seed=seed)
        state = game.rng.getstate()
        logged = after(game, {0: Attack((2,)), 1: Attack((3,))})
        rng = random.Random()
        rng.setstate(state)
        expected, lot = most_proposed({0: (2,), 1: (3,)}, 1, rng)
        assert lot == (2, 3) and game.targets == expected
        assert logged[2:] == (Chance("attack: lot among the tied proposals (2, 3)", expected, frozenset({0, 1})),)
        assert [e.visible_to for e in logged] == [frozenset({0, 1})] * 3
        assert all(logged[2] not in game.events_seen_by(s) for s in (2, 3))
        outcomes.add(game.targets)
    assert outcomes == {(2,), (3,)}


def test_the_majority_of_a_team_of_three_wins_without_a_lot() -> None:
    game = at_attack(players=5, team=(0, 1, 2))
    team = frozenset({0, 1, 2})
    logged = after(game, {0: Attack((4,)), 1: Attack((3,)), 2: Attack((4,))})
    assert game.targets == (4,)
    assert logged == tuple(Proposal(s, "attack", Attack((t,)), team) for s, t in ((0, 4), (1, 3), (2, 4)))


def test_a_team_of_three_all_different_draws_among_all_three() -> None:
    game = at_attack(players=6, team=(0, 1, 2), seed=7)
    logged = after(game, {0: Attack((5,)), 1: Attack((3,)), 2: Attack((4,))})
    assert logged[3] == Chance("attack: lot among the tied proposals (5, 3, 4)", game.targets, frozenset({0, 1, 2}))
    assert game.targets in {(3,), (4,), (5,)}


def test_two_picks_each() -> None:
    """k=2: each wolf names two victims; the twice named one is sure, the
    last place is drawn among the once named."""
    game = at_attack(players=6, k=2)
    assert game.legal_actions(0) == tuple(Attack(p) for p in ((2, 3), (2, 4), (2, 5), (3, 4), (3, 5), (4, 5)))
    logged = after(game, {0: Attack((2, 3)), 1: Attack((2, 4))})
    assert len(game.targets) == 2 and game.targets[0] == 2 and game.targets[1] in (3, 4)
    assert logged[2] == Chance("attack: lot among the tied proposals (3, 4)", game.targets, frozenset({0, 1}))


def test_two_picks_agreed_need_no_lot() -> None:
    game = at_attack(players=6, k=2)
    logged = after(game, {0: Attack((3, 5)), 1: Attack((3, 5))})
    assert game.targets == (3, 5) and len(logged) == 2


class Solo(Game):
    """A team decision of a team of one, with a check, then the end."""

    variant = "solo"

    def __init__(self, players: int = 3, seed: int | None = None, team: tuple[int, ...] = (1,)):
        self.team = tuple(team)
        self.chosen: tuple[Hashable, ...] = ()
        super().__init__(players, seed, {"players": players, "team": self.team})

    def _flow(self) -> Flow:
        options = (Attack((0,)), Attack((2,)))
        self.chosen = yield from team_choice(
            self, "attack", dict.fromkeys(self.team, options), "night", lambda a: a.targets, check=_agree
        )
        self.finish(frozenset(self.team), "wolves", "done")

    def _view(self, seat: int | None) -> Any:
        return None


def _agree(choices: dict[int, Any]) -> str | None:
    return None if len(set(choices.values())) == 1 else "the team must agree"


def test_a_team_of_one_gets_its_own_proposal() -> None:
    game = Solo(seed=2)
    game.act(1, Attack((2,)))
    assert game.chosen == (2,)
    assert game.log[0] == Proposal(1, "attack", Attack((2,)), frozenset({1}))
    assert not any(isinstance(e, Chance) for e in game.log)


def test_a_team_decision_may_carry_a_joint_check() -> None:
    game = Solo(players=4, seed=2, team=(1, 3))
    game.act(1, Attack((0,)))
    before = snapshot(game)
    with pytest.raises(IllegalAction, match="the team must agree"):
        game.act(3, Attack((2,)))
    assert snapshot(game) == before
    game.act(3, Attack((0,)))
    assert game.chosen == (0,) and game.over


# ----- most_proposed --------------------------------------------------------------------------------
RNG = random.Random(0)


def test_most_proposed_examples() -> None:
    assert most_proposed({0: ("a",), 1: ("a",), 2: ("b",)}, 1, RNG) == (("a",), None)
    assert most_proposed({2: ("b",), 0: ("a",)}, 2, RNG) == (("a", "b"), None)  # seat order, then first named
    assert most_proposed({0: ("a", "b"), 1: ("a", "b"), 2: ("c",)}, 2, RNG) == (("a", "b"), None)
    assert most_proposed({0: ("c",), 1: ("a", "b"), 2: ("b", "a")}, 2, RNG) == (("a", "b"), None)
    assert most_proposed({0: ("a",)}, 3, RNG) == (("a",), None)
    assert most_proposed({}, 1, RNG) == ((), None)
    chosen, lot = most_proposed({0: ("a", "b"), 1: ("a", "c")}, 2, random.Random(1))
    assert chosen[0] == "a" and chosen[1] in ("b", "c") and lot == ("b", "c")


def test_most_proposed_draws_with_the_given_rng() -> None:
    proposals = {0: ("x",), 1: ("y",), 2: ("z",)}
    draws = {most_proposed(proposals, 1, random.Random(seed))[0] for seed in range(30)}
    assert draws == {("x",), ("y",), ("z",)}
    for seed in range(10):
        assert most_proposed(proposals, 2, random.Random(seed)) == most_proposed(proposals, 2, random.Random(seed))


def test_most_proposed_does_not_mutate_its_input() -> None:
    proposals = {1: ["a", "b"], 0: ["b"]}
    most_proposed(proposals, 1, random.Random(0))
    assert proposals == {1: ["a", "b"], 0: ["b"]}


proposals_st = st.dictionaries(
    st.integers(0, 7), st.lists(st.sampled_from("abcdef"), min_size=1, max_size=3, unique=True), max_size=8
)


@given(proposals_st, st.integers(1, 5), st.integers(0, 2**32))
def test_most_proposed_properties(proposals: dict[int, list[str]], k: int, seed: int) -> None:
    """min(k, distinct) items, all distinct and proposed; every item proposed more
    often than the k-th is included; nothing chosen is proposed less often than
    anything left out; a lot is reported exactly when the last places were drawn."""
    counts: Counter[Hashable] = Counter(item for items in proposals.values() for item in items)
    chosen, lot = most_proposed(proposals, k, random.Random(seed))
    assert len(chosen) == min(k, len(counts)) and len(set(chosen)) == len(chosen)
    assert set(chosen) <= set(counts)
    ranked = sorted(counts.values(), reverse=True)
    if len(counts) > k:
        cutoff = ranked[k - 1]
        sure = {item for item, n in counts.items() if n > cutoff}
        tied = {item for item, n in counts.items() if n == cutoff}
        assert sure <= set(chosen)
        assert set(chosen) - sure <= tied
        assert min(counts[c] for c in chosen) >= max(counts[i] for i in counts if i not in chosen)
        if len(sure) + len(tied) > k:
            assert lot is not None and set(lot) == tied
        else:
            assert lot is None
    else:
        assert lot is None and set(chosen) == set(counts)
    # chosen lists the sure items first, most proposed first
    surely = [c for c in chosen if lot is None or c not in lot]
    assert [counts[c] for c in surely] == sorted((counts[c] for c in surely), reverse=True)
    assert most_proposed(proposals, k, random.Random(seed)) == (chosen, lot)
