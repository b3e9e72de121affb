"""The Stepper widget: decision steps, moving both ways, seat views, text, graphs."""

from __future__ import annotations

import base64
from itertools import pairwise

import pytest

import jinro_lab as jl
from jinro_lab.widgets import Stepper
from jinro_lab.widgets.stepper import decision_bounds


def test_a_simultaneous_vote_is_one_step(voted_game):
    """NEM-30: every survivor votes at once; the stepper shows the whole vote as one step."""
    record = voted_game.record()
    bounds = decision_bounds(record)
    assert bounds[0] == 0 and bounds[-1] == len(record.actions)
    stepper = Stepper(record, graphs=False)
    assert stepper.steps == len(bounds) < len(record.actions) + 1
    sizes = [b - a for a, b in pairwise(bounds)]
    for step, size in enumerate(sizes):
        stepper.step = step
        assert len(stepper.game.to_act()) == size
        assert stepper.game.phase != "vote" or size > 1


def test_buttons_move_both_ways_and_stop_at_the_ends(voted_game):
    stepper = Stepper(voted_game, graphs=False)
    buttons = stepper._buttons
    assert stepper.step == 0 and buttons["back"].disabled and not buttons["next"].disabled
    buttons["next"].click()
    buttons["next"].click()
    assert stepper.step == 2
    buttons["back"].click()
    assert stepper.step == 1
    buttons["last"].click()
    assert stepper.step == stepper.steps - 1 and buttons["next"].disabled
    stepper.next()
    assert stepper.step == stepper.steps - 1
    buttons["first"].click()
    assert stepper.step == 0
    stepper.back()
    assert stepper.step == 0


def test_slider_and_start_set_the_step(voted_game):
    stepper = Stepper(voted_game, graphs=False, start=3)
    assert stepper.step == 3 and stepper._slider.value == 3
    stepper._slider.value = 5  # what the Play widget does through jslink
    assert stepper.step == 5
    assert stepper._play.max == stepper.steps - 1


def test_stepping_back_replays_and_never_mutates_history(voted_game):
    record = voted_game.record()
    stepper = Stepper(record.to_json(), graphs=False)
    stepper.last()
    assert stepper.game.log == voted_game.log
    stepper.first()
    assert len(stepper.game.log) < len(voted_game.log)
    stepper.last()
    stepper.back()
    earlier = stepper.game
    stepper.next()
    assert stepper.game.log[: len(earlier.log)] == earlier.log
    assert stepper.game is not earlier
    assert voted_game.record() == record and stepper.record == record


def test_seat_selector_shows_hidden_card_only_to_gm_and_owner(hidden_knight):
    """NEM-23: the knight seat 0 hid face-down is seen by the GM and seat 0 only."""
    stepper = Stepper(hidden_knight, graphs=False, start=1)
    assert stepper.steps == 2
    shown = {}
    for index, seat in enumerate([None, 0, 1, 2, 3]):
        stepper._seats.index = index  # the dropdown
        assert stepper.seat == seat
        shown[seat] = stepper._table.value
    assert "▮ knight" in shown[None]
    assert "saw knight" in shown[0]
    for seat in (1, 2, 3):
        assert "knight" not in shown[seat] and "▮ face-down" in shown[seat]
    assert len(set(shown.values())) == 5


def test_event_log_is_the_seats_log_with_private_events_marked(hidden_knight):
    stepper = Stepper(hidden_knight, graphs=False, start=1, seat=0)
    assert "🔒 seat 0 learns: card 0 of seat 2&#x27;s discard is knight" in stepper._log.value
    stepper.seat = 1
    assert "learns" not in stepper._log.value
    assert "seat 0 places a card face-down in seat 2&#x27;s discard (card 0)" in stepper._log.value


def test_text_shows_table_and_new_events_of_the_step(hidden_knight):
    stepper = Stepper(hidden_knight, graphs=False)
    first = stepper.text()
    assert first.startswith("step 0 / 1 — game master")
    assert "🔒 seat 0 is dealt villager  [seen by seat 0]" in first
    stepper.next()
    stepper.seat = 2
    text = stepper.text()
    assert text.startswith("step 1 / 1 — seat 2")
    assert "seat 0 plays villager (face-down)" in text
    assert "dealt" not in text  # events of earlier steps are not new
    assert "knight" not in text
    jp = Stepper(hidden_knight, lang="ja", graphs=False, start=1, seat=0).text()
    assert jp.startswith("ステップ 1 / 1 — 席0") and "騎士" in jp


def test_bad_step_or_seat_is_refused(hidden_knight):
    stepper = Stepper(hidden_knight, graphs=False)
    with pytest.raises(ValueError, match=r"steps are 0\.\.1"):
        stepper.step = 2
    with pytest.raises(ValueError, match=r"choose None \(game master\) or 0\.\.3"):
        stepper.seat = 4
    assert (stepper.step, stepper.seat) == (0, None)
    with pytest.raises(TypeError):
        Stepper(42)


def test_tampered_record_is_refused(hidden_knight):
    text = hidden_knight.record().to_json().replace("seat 2", "seat 3")
    with pytest.raises(jl.InvalidRecord):
        Stepper(text, graphs=False)


def test_graph_output_gets_a_figure_per_step(hidden_knight):
    """The vote graph and the information-flow graph of the shown step, as a PNG."""
    pytest.importorskip("jinro_lab.analysis.plots")
    stepper = Stepper(hidden_knight, start=0)
    first = stepper._figures.outputs
    assert len(first) == 1
    png = base64.b64decode(first[0]["data"]["image/png"])
    assert png.startswith(b"\x89PNG")
    stepper.next()
    stepper.seat = 0
    assert stepper._figures.outputs[0]["data"]["image/png"] != first[0]["data"]["image/png"]
