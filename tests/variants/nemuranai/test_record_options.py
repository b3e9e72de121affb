"""人狼は眠らない's own options in its records (the kit's record tests,
``tests/core/test_record.py``, play every game): a fixed deck (NEM-01, NEM-03) and a
first player (NEM-04) are part of the game a record describes. With a fixed deck the
seed only draws the first player, so another seed that draws the same one plays the
same game; the digest, which covers the seed, still tells the records apart."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

import jinro_lab as jl
from jinro_lab import GameRecord, InvalidRecord
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.engine import Game
from jinro_lab.variants.nemuranai.cards import DECK

#: 人狼は眠らない's default options: a setup that leaves them out plays the same game
DEFAULT_SETUP = {"players": 4, "deck": None, "first_player": None}


def random_game(players: int, seed: int, steps: int | None = None, **setup: Any) -> Game:
    """A game of random agents: to the end, or for ``steps`` decisions."""
    game = jl.new_game("nemuranai", players=players, seed=seed, **setup)
    agents = [RandomAgent(seed * 10 + s) for s in range(players)]
    if steps is None:
        return play_game(game, agents)
    for _ in range(steps):
        for seat in game.to_act():
            game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    return game


GAMES: list[Game] = [
    random_game(4, 1),
    random_game(3, 2),
    random_game(4, 3, first_player=2),
    random_game(4, 4, steps=5),
    random_game(3, 5, steps=3),
    random_game(4, 6, deck=list(reversed(DECK))),
]
RECORDS: list[dict[str, Any]] = [json.loads(g.record().to_json()) for g in GAMES]
records = st.sampled_from(range(len(RECORDS))).map(lambda i: json.loads(json.dumps(RECORDS[i])))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


def assert_invalid(record: Any) -> None:
    """replay() must raise InvalidRecord itself: any other exception fails the test."""
    with pytest.raises(InvalidRecord) as info:
        jl.replay(record)
    assert type(info.value) is InvalidRecord


def same(a: Any, b: Any) -> bool:
    """Equal as JSON would keep them (1 and True, 1 and 1.0 differ)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@given(records, st.sampled_from(["players", "deck", "first_player", "seed", "colour"]), json_values)
def test_bad_or_changed_setup_makes_an_invalid_record(record: dict, key: str, value: Any) -> None:
    """Any other value of a setup option (or an unknown option, or a seed inside the
    setup) either is not a valid setup or plays a different game."""
    assume(key not in record["setup"] or not same(value, record["setup"][key]))
    record["setup"][key] = value
    assert_invalid(json.dumps(record))


@given(records, st.sampled_from(["players", "deck", "first_player"]), st.data())
def test_valid_but_different_setup_makes_an_invalid_record(record: dict, key: str, data: st.DataObject) -> None:
    """A setup that is valid on its own (NEM-02's counts, any order of NEM-01's 16
    cards, any first player) still fails: the actions or the digest no longer fit."""
    choices = {
        "players": st.sampled_from([3, 4]),
        "first_player": st.integers(0, record["setup"]["players"] - 1),
        "deck": st.permutations(DECK),
    }
    value = data.draw(choices[key])
    assume(not same(value, record["setup"][key]))
    record["setup"][key] = value
    assert_invalid(json.dumps(record))


@given(records, st.integers())
def test_tampered_seed_makes_an_invalid_record(record: dict, seed: int) -> None:
    """The seed decides the shuffle, so another seed plays another game; with a fixed
    deck it draws only the first player, and the digest still refuses it."""
    assume(seed != record["seed"])
    record["seed"] = seed
    assert_invalid(json.dumps(record))


def test_a_fixed_deck_leaves_the_seed_only_the_first_player() -> None:
    """NEM-03/NEM-04: with a fixed deck, a record without its digest replays under
    another seed exactly when that seed draws the same first player (the same game);
    with the digest, no other seed replays."""
    game, deck = GAMES[-1], list(reversed(DECK))
    unchecked = {**RECORDS[-1], "digest": None}
    first = jl.new_game("nemuranai", players=4, seed=game.seed, deck=deck).to_act()
    same_first = []
    for seed in range(12):
        moved = {**unchecked, "seed": seed}
        if jl.new_game("nemuranai", players=4, seed=seed, deck=deck).to_act() == first:
            assert jl.replay(json.dumps(moved)).log == game.log
            same_first.append(seed)
            if seed != game.seed:
                assert_invalid(json.dumps({**RECORDS[-1], "seed": seed}))
        else:
            assert_invalid(json.dumps(moved))
    assert len(same_first) > 1 and len(same_first) < 12, same_first


def test_a_setup_that_leaves_out_default_options_is_the_same_game() -> None:
    """A record's setup may leave out options at their defaults (the digest covers
    only those not at their defaults)."""
    for record in RECORDS:
        if record["setup"]["players"] == DEFAULT_SETUP["players"]:
            short = {k: v for k, v in record["setup"].items() if not same(v, DEFAULT_SETUP[k])}
            assert jl.replay(json.dumps({**record, "setup": short})).log == jl.replay(json.dumps(record)).log


def test_the_error_names_the_options_a_record_may_hold() -> None:
    record = GAMES[0].record()
    bad = GameRecord(record.variant, {**record.setup, "variant": "nemuranai"}, record.seed, record.actions)
    with pytest.raises(InvalidRecord, match=r"unknown option\(s\) 'variant' for nemuranai; allowed: players, deck, "):
        jl.replay(bad)
