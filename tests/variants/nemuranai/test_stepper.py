"""The Stepper widget on 人狼は眠らない's fixed deal (moved from
``tests/widgets/test_stepper.py``, issue 40 item 2): the knight hidden face-down
(NEM-23) seen by the game master and its placer only, the deck order and deals only
in the game master's view, the step's new events, and the vote menu's turns."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab.widgets import Stepper


def test_seat_selector_shows_hidden_card_only_to_gm_and_owner(hidden_knight):
    """NEM-23: the knight seat 0 hid face-down is seen by the GM and seat 0 only; the
    menu offers the table first (what everyone sees), then the game master and the seats."""
    stepper = Stepper(hidden_knight, graphs=False, start=1)
    assert stepper.steps == 2
    assert list(stepper._seats.options)[:3] == ["the table: what everyone sees", "game master", "seat 0"]
    shown = {}
    for index, seat in enumerate([jl.PUBLIC, None, 0, 1, 2, 3]):
        stepper._seats.index = index  # the dropdown
        assert stepper.seat is seat if seat is None or seat is jl.PUBLIC else stepper.seat == seat
        shown[seat] = stepper._table.value
        assert "<svg" in shown[seat]
    assert "knight" in shown[None] and "knight" in shown[0]
    for seat in (jl.PUBLIC, 1, 2, 3):
        assert "knight" not in shown[seat]
    assert len(set(shown.values())) == 6


def test_it_opens_on_the_table_and_shows_secrets_only_when_chosen(hidden_knight):
    """Projector-safe by default: the table's picture and log hold no private event,
    no hand and not the deck order at any step; the game master's show them."""
    stepper = Stepper(hidden_knight, graphs=False)
    assert stepper.seat is jl.PUBLIC and stepper._seats.index == 0
    gm = hidden_knight.view(None)
    deck = [jl.variants.renderer("nemuranai").event_text(e) for e in gm.events if e.visible_to is not None]
    assert deck  # the deal is private
    for step in range(stepper.steps):
        stepper.step = step
        assert "◆" not in stepper._log.value and "dealt" not in stepper._log.value
        assert "deck (top first)" not in stepper.text()
    stepper.seat = None
    assert "dealt" in stepper._log.value and "deck (top first)" in stepper.text()


def test_event_log_is_the_seats_log_with_private_events_marked(hidden_knight):
    stepper = Stepper(hidden_knight, graphs=False, start=1, seat=0)
    assert "◆ seat 0 learns: card 0 of seat 2&#x27;s discard is knight" in stepper._log.value
    stepper.seat = 1
    assert "learns" not in stepper._log.value
    assert "seat 0 places a card face-down in seat 2&#x27;s discard (card 0)" in stepper._log.value


def test_text_shows_table_and_new_events_of_the_step(hidden_knight):
    stepper = Stepper(hidden_knight, graphs=False, seat=None)
    first = stepper.text()
    assert first.startswith("step 0 / 1 — game master")
    assert "◆ seat 0 is dealt villager  [seen by seat 0]" in first
    assert Stepper(hidden_knight, graphs=False).text().startswith("step 0 / 1 — the table: what everyone sees")
    stepper.next()
    stepper.seat = 2
    text = stepper.text()
    assert text.startswith("step 1 / 1 — seat 2")
    assert "seat 0 plays villager (face-down)" in text
    assert "dealt" not in text  # events of earlier steps are not new
    assert "knight" not in text
    jp = Stepper(hidden_knight, lang="ja", graphs=False, start=1, seat=0).text()
    assert jp.startswith("ステップ1／1：席0") and "騎士" in jp


def test_the_vote_menu_in_japanese(voted_game):
    stepper = Stepper(voted_game, lang="ja", graphs=False)
    stepper.last()
    expected = ["最新"] + [f"{vote.split()[1]}ターン目" for vote, _ in stepper.votes]
    assert list(stepper._votes.options) == expected and stepper._votes.description == "投票"
