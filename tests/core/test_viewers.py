"""The three viewers: a seat, the game master (``None``) and the table (``PUBLIC``):
what each sees, who each may know is to act, and the table picture of each."""

from __future__ import annotations

import pickle
import random

import pytest

import jinro_lab as jl
from jinro_lab.core.viewers import PUBLIC, Public, is_public, viewer_name

VARIANTS = {"nemuranai": {"players": 4}, "seijika": {"players": 8}, "lotro": {"players": 9}, "mahou_toshi": {}}


def played(variant: str, steps: int, seed: int = 1) -> jl.Game:
    game = jl.new_game(variant, seed=seed, **VARIANTS[variant])
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        seat = game.to_act()[0]
        game.act(seat, rng.choice(game.legal_actions(seat)))
    return game


def test_public_is_one_named_value():
    assert jl.PUBLIC is PUBLIC is Public("PUBLIC") and is_public(PUBLIC) and not is_public(None)
    assert pickle.loads(pickle.dumps(PUBLIC)) is PUBLIC
    assert repr(PUBLIC) == "PUBLIC" and viewer_name(PUBLIC) == "the table: what everyone sees"
    assert viewer_name(PUBLIC, "ja") == "テーブル（全員に見えるもの）" and viewer_name(3, "ja") == "席3"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_table_sees_the_public_events_and_no_secret(variant):
    """What everyone sees: the events visible to all, in order; no own role or hand."""
    game = played(variant, 30)
    view = game.view(PUBLIC)
    public = tuple(e for e in game.log if e.visible_to is None)
    assert view.seat is PUBLIC and view.events == public == game.events_seen_by(PUBLIC)
    assert view.phase == game.label  # the public label, never the pending secret kind
    if hasattr(view, "role"):
        assert view.role is None
    if hasattr(view, "hand"):
        assert view.hand == () and all(h is None for h in view.hands)
    for seat in range(game.players):  # each seat sees at least what the table sees
        seen = game.events_seen_by(seat)
        assert all(e in seen for e in public)


@pytest.mark.parametrize("variant", ["mahou_toshi", "lotro", "seijika"])
def test_a_secret_choice_is_known_to_its_seat_and_the_game_master_only(variant):
    """Whose night choice is pending is a secret (MAH-50, LOT-46, SEI-02): the table and
    the other seats are not told; the choosing seat and the game master are."""
    game = jl.new_game(variant, seed=2, **VARIANTS[variant])
    rng = random.Random(2)
    while not game.over and "night" not in game.label:
        seat = game.to_act()[0]
        game.act(seat, rng.choice(game.legal_actions(seat)))
    assert not game.over, "the seeded game reaches a night"
    to_act = game.to_act()
    assert game.acting(None) == to_act and game.acting(PUBLIC) == ()
    chooser = to_act[0]
    assert game.acting(chooser) == (chooser,)
    others = [s for s in range(game.players) if s not in to_act]
    assert others and all(game.acting(s) == () for s in others)


def test_acting_and_picture_refuse_a_bad_viewer_and_end_with_the_game():
    game = played("nemuranai", 500)
    assert game.over and game.acting(None) == () and game.acting(PUBLIC) == ()
    with pytest.raises(jl.JinroError, match=r"no seat 9 in this game; seats are 0\.\.3"):
        game.acting(9)
    with pytest.raises(jl.JinroError, match="no seat 'x'"):
        game.picture("x")


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_game_draws_its_table_for_each_viewer(variant):
    """``game.picture(viewer)`` is the renderer's table picture of that view: SVG that
    Jupyter shows; the table's by default; the game master's differs from it."""
    game = played(variant, 12)
    table = game.picture()
    assert str(table).startswith("<svg") and table._repr_svg_() == str(table)
    assert table == game.picture(PUBLIC, "en")
    assert str(game.picture(None)) != str(table) and str(game.picture(0, "ja")) != str(game.picture(0))
    assert str(game.picture(scale=2)) != str(table)
