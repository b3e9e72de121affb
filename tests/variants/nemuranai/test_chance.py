"""Announced chance (``core.chance``) in 人狼は眠らない: its one announced draw, the first
player at the deal (NEM-04), set by a script, replayed from the record, refused out of range."""

from __future__ import annotations

import json
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.core.engine import scripted_game
from jinro_lab.core.errors import InvalidChance, InvalidRecord
from jinro_lab.variants.nemuranai.game import NemuranaiGame


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


@pytest.mark.parametrize(
    "chance, why",
    [([-1], "non-negative"), ([True], "non-negative"), ("0", "non-negative"), ([9], "not in 0..3")],
)
def test_a_malformed_script_is_refused(chance: Any, why: str) -> None:
    data = json.loads(jl.new_game("nemuranai", seed=5).record().to_json())
    data["chance"] = chance
    with pytest.raises(InvalidRecord, match=why):
        jl.replay(json.dumps(data))


def test_a_script_takes_int_like_entries_as_ints() -> None:
    """NEM-04: an int-like entry (numpy's) is taken as the int it is, as a record keeps it."""
    np = pytest.importorskip("numpy")
    game = NemuranaiGame.scripted([np.int64(2)], seed=5, players=4)
    assert game.first_player == 2 and game.record().chance == (2,) and type(game.record().chance[0]) is int


def test_nemuranai_draws_only_at_the_deal_so_the_constructor_refuses_a_draw_out_of_range() -> None:
    """NEM-04: 人狼は眠らない's one announced draw is the first player, at the deal (no vote
    of it draws: NEM-33 ties eliminate nobody), so no act can reach a draw: an entry out of
    range is refused by ``Game.scripted`` itself, and ``replay`` refuses such a record."""
    with pytest.raises(
        InvalidChance, match=r"entry 0 is 4, which is not in 0\.\.3: announced draw 0 \('first player'\)"
    ):
        NemuranaiGame.scripted([4], seed=5, players=4)
    data = json.loads(NemuranaiGame.scripted([1], seed=5, players=4).record().to_json())
    data["chance"] = [4]
    with pytest.raises(InvalidRecord, match="chance script is invalid: the chance script's entry 0 is 4") as info:
        jl.replay(json.dumps(data))
    assert type(info.value) is InvalidRecord
