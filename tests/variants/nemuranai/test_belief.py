"""Worlds consistent with a seat's view, belief and advice (issue 11, items 1-3) in
人狼は眠らない: a tiny position enumerated exactly and against brute force, its sampler's
conditioning, its calibration, the winning search advised (what every game with a
model of hidden information is checked for: ``tests/analysis/test_belief.py``)."""

from __future__ import annotations

import itertools

import pytest
from analysis.test_belief import assert_calibrated, check_worlds

import jinro_lab as jl
from jinro_lab.analysis import advise, belief, sample_worlds
from jinro_lab.analysis.calibration import calibration, random_point

from .helpers import SEARCH_POSITION

#: 3 players, seat 2 out, one card in the pile: seat 1 draws it and plays. Seat 0
#: holds sleep; villager, werewolf and sleep are unseen (seat 1's hand, the ruins, the pile)
TINY_POSITION = {
    "hands": [["sleep"], ["werewolf"], []],
    "discards": [
        [["seer", True], ["knight", True]],
        [["seer", True], ["medium", True]],
        [[c, True] for c in ("vote", "vote", "vote", "sleep", "attack_1", "attack_2", "attack_3", "madman")],
    ],
    "ruins": "villager",
    "pile": ["sleep"],
    "eliminated": [2],
    "turn": 1,
}


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (4, {}),
        (3, {}),
    ],
)
def test_every_world_reproduces_the_seat_view(players, options):
    """At random points of random games of its options, every sampled world shows the seat
    the same view as the game (``check_worlds``)."""
    check_worlds("nemuranai", players, options)


def _brute_force(game: jl.Game, seat: int) -> dict[str, float]:
    """P(werewolf player) by enumerating every arrangement of the unseen cards of
    TINY_POSITION, replaying the game's actions and weighing by the random model."""
    setup = game.setup["position"]
    unseen = [setup["hands"][1][0], setup["ruins"], setup["pile"][0]]
    totals: dict[str, float] = {}
    for hand1, ruins, pile in set(itertools.permutations(unseen)):
        position = {**TINY_POSITION, "hands": [["sleep"], [hand1], []], "ruins": ruins, "pile": [pile]}
        world = jl.new_game("nemuranai", players=3, seed=0, position=position)
        weight = 1.0
        try:
            for s, action in game.record().actions:
                if s != seat:
                    weight /= len(world.legal_actions(s))
                world.act(s, action)
        except jl.IllegalAction:
            continue  # this arrangement does not allow what was seen
        if world.view(seat) != game.view(seat):
            continue
        wolf = world.view(None).werewolf
        who = "nobody yet" if wolf is None else f"seat {wolf}"
        totals[who] = totals.get(who, 0.0) + weight
    z = sum(totals.values())
    return {k: v / z for k, v in totals.items()}


def test_tiny_position_is_exact_and_matches_brute_force():
    game = jl.new_game("nemuranai", players=3, seed=0, position=TINY_POSITION)
    game.act(1, "play sleep")  # seat 1 held werewolf, drew sleep
    worlds = sample_worlds(game, 0, n=50)
    assert worlds.exact
    table = belief(game, 0, worlds=worlds)
    assert table.attrs["exact"] and (table["se"] == 0).all()
    got = {r.value: r.probability for r in table[table.fact == "werewolf player"].itertuples()}
    want = _brute_force(game, 0)
    assert got.keys() == want.keys()
    for k in want:
        assert got[k] == pytest.approx(want[k], abs=1e-12)
    # seat 1 played sleep: with villager and sleep it had 7 plays, with werewolf and sleep one
    assert want["seat 1"] == pytest.approx(1 / (1 + 1 / 7))


def test_sampling_agrees_with_enumeration():
    """Sampling the same position (exact=False) estimates the exact probabilities."""
    game = jl.new_game("nemuranai", players=3, seed=0, position=TINY_POSITION)
    game.act(1, "play sleep")
    exact = belief(game, 0, exact=True)
    sampled = belief(game, 0, n=400, exact=False, seed=3)
    assert not sampled.attrs["exact"] and sampled.attrs["ess"] > 100
    e = exact.set_index(["fact", "value"])["probability"]
    s = sampled.set_index(["fact", "value"])
    for key, p in e.items():
        q, se = s.loc[key, "probability"], s.loc[key, "se"]
        assert abs(p - q) < 4 * se + 0.02


def test_conditioning_agrees_with_plain_rejection(monkeypatch):
    """The nemuranai sampler conditions draws, first hands, seer looks and attacks on
    what the seat sees next; without that (plain rejection of the deal) the estimates
    must be the same within sampling error: the conditioning adds no bias."""
    from jinro_lab.variants.nemuranai.hidden import NemuranaiHidden

    for seed, steps, seat in ((3001, 6, 2), (3005, 3, 3)):
        game = random_point("nemuranai", seed, 4, steps=steps)
        conditioned = belief(game, seat, n=500, seed=1)
        with monkeypatch.context() as m:
            m.setattr(NemuranaiHidden, "condition", lambda self, *args: None)
            plain = belief(game, seat, n=500, seed=2, exact=False)
        both = conditioned.merge(plain, on=["fact", "value"], how="outer", suffixes=("_c", "_r")).fillna(0.0)
        z = (both.probability_c - both.probability_r) / ((both.se_c**2 + both.se_r**2) ** 0.5 + 1e-9)
        assert z.abs().max() < 4.0, both.assign(z=z).sort_values("probability_c").to_string()


@pytest.mark.slow
def test_belief_is_calibrated_nemuranai():
    """Who is the Werewolf player, from a seat's view: the Brier score is clearly
    better than the uniform prior's, and in each well-filled bin the mean predicted
    probability is close to the observed frequency."""
    found = calibration("nemuranai", (4,), points=60, steps=16, facts="werewolf player", worlds=100)
    assert_calibrated(found, least=120, ratio=0.87)


def test_advice_finds_the_winning_search():
    """The Werewolf player holds the werewolf card at the search phase and searches
    first: searching its own hand wins at once (NEM-53, NEM-61); anything else lets
    the others search. The winning search is marked best, with separated intervals."""
    game = jl.new_game("nemuranai", players=4, seed=0, position=SEARCH_POSITION)
    assert game.to_act() == (0,)
    table = advise(game, 0, n=20, rollouts=120, seed=1)
    best = table[table.best]
    assert list(best.action) == ["search hand of seat 0"]
    assert best.win_rate.iloc[0] == 1.0
    assert table.attrs["exact"]
    assert (table[~table.best].high < best.low.iloc[0]).all()
