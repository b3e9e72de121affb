"""The three viewers: a seat, the game master (``None``) and the table (``PUBLIC``):
what each sees, who each may know is to act, and the table picture of each."""

from __future__ import annotations

import pickle
import random

import pytest
from games import a_game, each_game, fewest_players

import jinro_lab as jl
from jinro_lab.core.viewers import PUBLIC, Public, is_public, viewer_name


def played(variant: str, steps: int, seed: int = 1) -> jl.Game:
    """A game at its fewest players after ``steps`` random actions (or over)."""
    game = jl.new_game(variant, players=fewest_players(variant), seed=seed)
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


@each_game()
def test_the_table_sees_the_public_events_and_no_secret(game):
    """What everyone sees: the events visible to all, in order; no own role or hand."""
    game = played(game, 30)
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


@each_game()
def test_a_secret_choice_is_known_to_its_seat_and_the_game_master_only(game):
    """Whose night choice is pending is a secret (MAH-50, LOT-46, SEI-02): the table and
    the other seats are not told; the choosing seat and the game master are."""
    game = jl.new_game(game, players=fewest_players(game), seed=2)
    rng = random.Random(2)
    # until a choice the table is not told of, that some seats do not make
    while not game.over and (game.acting(PUBLIC) or len(game.to_act()) == game.players):
        seat = game.to_act()[0]
        game.act(seat, rng.choice(game.legal_actions(seat)))
    assert not game.over, "the seeded game reaches a secret choice (a night's)"
    to_act = game.to_act()
    assert game.acting(None) == to_act and game.acting(PUBLIC) == ()
    chooser = to_act[0]
    assert game.acting(chooser) == (chooser,)
    others = [s for s in range(game.players) if s not in to_act]
    assert others and all(game.acting(s) == () for s in others)


def test_acting_and_picture_refuse_a_bad_viewer_and_end_with_the_game():
    game = played(a_game(), 5000)
    last = game.players - 1
    assert game.over and game.acting(None) == () and game.acting(PUBLIC) == ()
    every = rf"a viewer is a seat 0\.\.{last}, None \(the game master\) or jinro_lab\.PUBLIC \(the public table\)"
    with pytest.raises(jl.JinroError, match=rf"no seat {last + 1} in this game; {every}"):
        game.acting(last + 1)
    with pytest.raises(jl.JinroError, match=f"no seat 'x' in this game; {every}"):
        game.picture("x")
    with pytest.raises(jl.JinroError, match=f"no seat 'gm' in this game; {every}"):
        game.view("gm")


@each_game()
def test_a_game_draws_its_table_for_each_viewer(game):
    """``game.picture(viewer)`` is the renderer's table picture of that view: SVG that
    Jupyter shows; the table's by default; the game master's differs from it."""
    game = played(game, 12)
    table = game.picture()
    assert str(table).startswith("<svg") and table._repr_svg_() == str(table)
    assert table == game.picture(PUBLIC, "en")
    assert str(game.picture(None)) != str(table) and str(game.picture(0, "ja")) != str(game.picture(0))
    assert str(game.picture(scale=2)) != str(table)
