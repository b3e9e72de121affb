"""The belief panel (issue 11, item 4): in the Stepper only when asked, a seat's own
posterior without the truth, the game master's view with it, the picture following
the step, the advice matching the legal actions, the hint of PlayerSeat for every
variant, clear messages where there is no model, Japanese labels."""

from __future__ import annotations

import io
from collections.abc import Iterator
from html import unescape

import pytest
from games import a_small_game, each_game, players_near

import jinro_lab as jl
from jinro_lab.analysis.belief import advise, belief, hidden_model
from jinro_lab.analysis.belief_plots import TRUTH_COLOR
from jinro_lab.core.registry import VARIANTS, renderer
from jinro_lab.widgets import BeliefPanel, PlayerSeat, Stepper
from jinro_lab.widgets.belief_panel import DEFAULT_N, DEFAULT_ROLLOUTS
from jinro_lab.widgets.common import action_text

#: every game with a model of hidden information, each at a small table (quick games); a game
#: without one gets a message (test_a_variant_without_a_model_is_a_message)
MODELLED = each_game("hidden")
#: the game the player's hint is asked of, at its smallest table
HINTED = a_small_game("hidden")


def small(game: str) -> dict[str, int]:
    """A small table of ``game``: its count nearest six."""
    return {"players": players_near(game, 6)}


#: the panel's options in these tests: modest samples (a LotRO world past day 1 takes about half a second)
QUICK = {"n": 16, "rollouts": 16}


def walk(widget) -> Iterator:
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def with_class(widget, css_class: str) -> list:
    return [w for w in walk(widget) if css_class in w._dom_classes]


def red_pixels(png: bytes) -> int:
    """How many pixels of the picture are in the truth's colour (its outlines and note)."""
    import numpy as np
    from matplotlib.colors import to_rgb
    from matplotlib.image import imread

    pixels = imread(io.BytesIO(png))[:, :, :3]
    return int((np.abs(pixels - np.array(to_rgb(TRUTH_COLOR))).max(axis=2) < 0.08).sum())


def played(variant: str, seed: int = 3) -> jl.Game:
    """A finished game of ``variant`` (random agents, seeded)."""
    game = jl.new_game(variant, seed=seed, **small(variant))
    return jl.agents.play_game(game, [jl.agents.RandomAgent(seed * 10 + s) for s in range(game.players)])


def shown(stepper: Stepper) -> BeliefPanel:
    """The stepper's panel once it has computed what it shows."""
    panel = stepper.belief_panel
    assert panel is not None
    panel.wait(120)
    assert not panel.computing
    return panel


def same_belief(panel: BeliefPanel, game: jl.Game, seat: int) -> None:
    """The panel shows ``belief`` of ``seat`` at ``game`` with the panel's settings."""
    import pandas as pd

    assert panel.table is not None, panel.message
    pd.testing.assert_frame_equal(panel.table, belief(game, seat, n=panel.n, seed=panel.seed))


def test_the_panel_appears_only_when_asked(voted_game):
    plain = Stepper(voted_game)
    assert plain.belief_panel is None and with_class(plain, "jinro-belief") == []
    asked = Stepper(voted_game, belief=True, graphs=False)
    assert with_class(asked, "jinro-belief") == [asked.belief_panel]
    assert (asked.belief_panel.n, asked.belief_panel.rollouts) == (DEFAULT_N, DEFAULT_ROLLOUTS)
    player = PlayerSeat(HINTED, seat=0, agents="random", players=min(VARIANTS[HINTED].players))
    assert player.hint_panel is None and player.parts("jinro-hint") == player.parts("jinro-belief") == []
    with pytest.raises(ValueError, match="hint=True"):
        player.hint()
    hinted = PlayerSeat(HINTED, seat=0, agents="random", players=min(VARIANTS[HINTED].players), hint=True)
    assert len(hinted.parts("jinro-hint")) == 1 and hinted.parts("jinro-belief") == [hinted.hint_panel]
    assert hinted.hint_panel.table is None  # nothing computed before the button
    shown(asked)


@MODELLED
def test_a_seat_sees_its_own_posterior_and_the_game_master_the_truth(game):
    variant = game
    game = played(variant)
    stepper = Stepper(game, seat=1, start=1, belief=QUICK, graphs=False)
    panel = shown(stepper)
    assert panel.view.subject == 1 and panel.truth is None
    same_belief(panel, stepper.game, 1)
    assert red_pixels(panel.view.png) == 0  # no outline, no note: nothing of the truth
    stepper.seat = None
    panel = shown(stepper)
    at = stepper.game
    subject = at.to_act()[0] if at.to_act() else 0
    assert panel.view.subject == subject
    assert panel.truth == hidden_model(variant).facts(at, subject)
    same_belief(panel, at, subject)  # the same posterior: the truth is only drawn over it
    assert red_pixels(panel.view.png) > 0


def test_the_game_master_chooses_whose_belief_in_the_menu(voted_game):
    stepper = Stepper(voted_game, start=2, belief=QUICK, graphs=False, seat=None)
    panel = shown(stepper)
    (menu,) = with_class(panel, "jinro-belief-of")
    assert menu.layout.display == "" and len(menu.options) == voted_game.players + 1
    menu.index = 3  # seat 2
    panel.wait(120)
    assert panel.view.subject == 2 and panel.truth == hidden_model(voted_game.variant).facts(stepper.game, 2)
    stepper.seat = 2
    assert menu.layout.display == "none"  # a seat sees its own belief only


def test_the_heat_map_follows_the_step_when_the_belief_changes(random_game):
    game = random_game(5)
    stepper = Stepper(game, seat=0, belief={**QUICK, "advice": False}, graphs=False)
    pictures, tables = [], []
    for step in range(min(stepper.steps, 6)):
        stepper.step = step
        panel = shown(stepper)
        same_belief(panel, stepper.game, 0)
        pictures.append(panel.view.png)
        tables.append(panel.table)
    changed = [k for k in range(1, len(tables)) if not tables[k].equals(tables[k - 1])]
    assert changed, "the seat's belief should change within the first steps"
    assert all(pictures[k] != pictures[k - 1] for k in changed)
    computed = len(panel._cache)
    stepper.step = 1  # back: from the cache, at once
    assert panel.view.png == pictures[1] and len(panel._cache) == computed


def test_stepping_fast_shows_the_last_step_asked_for(random_game):
    game = random_game(6)
    stepper = Stepper(game, seat=1, belief={**QUICK, "advice": False}, graphs=False)
    for _ in range(3):
        stepper.next()
    panel = shown(stepper)
    assert stepper.step == 3
    same_belief(panel, stepper.game, 1)


def _choosing_step(stepper: Stepper, seat: int) -> int:
    """The first step at which ``seat`` has two actions or more."""
    for step in range(stepper.steps):
        stepper.step = step
        if len(stepper.game.legal_actions(seat)) > 1:
            return step
    raise AssertionError(f"seat {seat} never chooses")


def test_advice_rows_match_the_legal_actions(random_game):
    game = random_game(7)
    stepper = Stepper(game, seat=0, graphs=False)
    step = _choosing_step(stepper, 0)
    stepper = Stepper(game, seat=0, start=step, belief=QUICK, graphs=False)
    panel = shown(stepper)
    at, legal = stepper.game, stepper.game.legal_actions(0)
    assert list(panel.advice["action"]) == [str(a) for a in legal]
    expected = advise(at, 0, n=panel.n, rollouts=panel.rollouts, seed=panel.seed)
    assert list(panel.advice["win_rate"]) == list(expected["win_rate"])
    (box,) = with_class(panel, "jinro-belief-advice")
    html = unescape(box.value)
    for action in legal:
        assert action_text(renderer(game.variant), action, "en") in html
    assert html.count("★") == int(panel.advice["best"].sum())
    if not panel.advice["best"].any():
        assert "no action is clearly best" in html
    waiting = next(s for s in range(stepper.steps) if not stepper._game_at(s).legal_actions(0))
    stepper.step = waiting
    panel = shown(stepper)
    assert panel.advice is None and "nothing to choose" in panel.message


def test_a_variant_without_a_model_is_a_message(without_a_hidden_model, voted_game):
    variant = voted_game.variant
    for lang, name in (("en", variant), ("ja", VARIANTS[variant].title_ja)):
        panel = shown(Stepper(voted_game, belief=QUICK, graphs=False, lang=lang, seat=None))
        assert name in panel.message and panel.table is None
        (status,) = with_class(panel, "jinro-belief-status")
        assert name in status.value
        (image,) = with_class(panel, "jinro-belief-map")
        assert image.layout.display == "none"


@MODELLED
def test_the_hint_shows_the_seats_belief_and_advice(game):
    player = PlayerSeat(game, seat=1, agents="random", seed=1, hint=QUICK, **small(game))
    while len(player.legal()) < 2 and not player.game.over:
        player.choose(player.legal()[0])
    assert not player.game.over
    panel = player.hint_panel
    assert (panel.n, panel.rollouts) == (QUICK["n"], QUICK["rollouts"])
    (button,) = player.parts("jinro-hint")
    button.click()
    panel.wait(120)
    same_belief(panel, player.game, 1)
    assert panel.truth is None and red_pixels(panel.view.png) == 0
    assert list(panel.advice["action"]) == [str(a) for a in player.legal()]
    player.choose(player.legal()[0])
    assert panel.table is None and with_class(panel, "jinro-belief-status")[0].value == ""  # stale: cleared


def test_japanese_labels(random_game):
    game = random_game(7)
    step = _choosing_step(Stepper(game, seat=0, graphs=False), 0)
    panel = shown(Stepper(game, seat=0, start=step, belief=QUICK, graphs=False, lang="ja"))
    (status,) = with_class(panel, "jinro-belief-status")
    assert "席0の推測" in status.value and "世界" in status.value
    (box,) = with_class(panel, "jinro-belief-advice")
    assert "席0への助言" in box.value and "行動" in box.value and "勝率" in box.value
    assert with_class(panel, "jinro-belief-of")[0].description == "推測する席"
    player = PlayerSeat(HINTED, seat=0, agents="random", players=min(VARIANTS[HINTED].players), hint=True, lang="ja")
    assert player.parts("jinro-hint")[0].description == "ヒント"


def test_the_table_holds_no_belief_and_says_so(voted_game):
    """The table (PUBLIC, the Stepper's default) has no secret to reason about: the
    panel computes nothing and says to choose a seat or the game master."""
    stepper = Stepper(voted_game, start=2, belief=QUICK, graphs=False)
    panel = stepper.belief_panel
    assert stepper.seat is jl.PUBLIC and panel.view is None
    (status,) = with_class(panel, "jinro-belief-status")
    assert "choose a seat" in status.value
    (image,) = with_class(panel, "jinro-belief-map")
    assert image.layout.display == "none"


def test_the_heat_map_is_shown_at_its_own_pixels(voted_game):
    """The belief heat map is laid out at the PNG's own width (not stretched by the page)."""
    from jinro_lab.widgets.belief_panel import png_width

    stepper = Stepper(voted_game, start=2, belief=QUICK, graphs=False, seat=1)
    panel = shown(stepper)
    (image,) = with_class(panel, "jinro-belief-map")
    assert image.width == str(png_width(panel.view.png)) and 100 < png_width(panel.view.png) < 1600
