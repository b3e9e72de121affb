"""The take-a-seat player on 人狼は眠らない's fixed deal (moved from
``tests/widgets/test_player.py``, issue 40 item 2): a legal choice taken and the
agents playing on, an illegal one refused, every button and the dropdown explained
with the rule (NEM-23, NEM-25), every part's CSS class, what a seat sees (NEM-05) and
the projector-safe opening on the table."""

from __future__ import annotations

import pytest
from widget_parts import CLASSES, part, text_of

import jinro_lab as jl
from jinro_lab.core.registry import explain_action
from jinro_lab.widgets import PlayerSeat
from jinro_lab.widgets.player import MAX_BUTTONS


def test_legal_choice_is_taken_and_agents_play_on(fixed_game):
    """Seat 0 hides the knight (NEM-23); the agents then play until seat 0 must choose again."""
    player = PlayerSeat(
        show_seat=True, seat=0, agents="random", seed=1, deck=fixed_game().setup["deck"], first_player=0
    )
    assert player.legal() == fixed_game().legal_actions(0)
    player.choose("play villager, place knight face-down in discard of seat 2")
    actions = player.record().actions
    assert actions[0] == (0, "play villager, place knight face-down in discard of seat 2")
    assert len(actions) > 1 and {seat for seat, _ in actions[1:]} - {0}
    assert player.game.over or player.legal()
    learned = "◆ seat 0 learns: card 0 of seat 2's discard is knight (placed it)"
    assert learned in player.text()  # new since the choice: its outcome and the agents' moves
    assert "▮ face-down (saw knight)" in player.text()
    if not player.game.over:
        player.choose(player.legal()[0])
        assert learned not in player.text()


def test_illegal_choice_is_refused_with_message_and_no_change(fixed_game):
    player = PlayerSeat(
        show_seat=True, seat=0, agents="random", seed=1, deck=fixed_game().setup["deck"], first_player=0
    )
    before = (player.record(), player.game.log, player.text())
    with pytest.raises(jl.IllegalAction, match="illegal action for seat 0 in phase 'play': vote seat 1"):
        player.choose("vote seat 1")
    assert (player.record(), player.game.log) == before[:2]
    assert "illegal action for seat 0" in part(player, "jinro-feedback").value
    assert "Legal now: play villager" in player.text()
    player.choose(player.legal()[-1])
    assert part(player, "jinro-feedback").value == ""


def test_each_button_explains_its_action_with_the_rule(fixed_game):
    """The fixed deal with seat 1 first: seer in hand, knight drawn (seer on 3 seats, or knight)."""
    player = PlayerSeat(
        show_seat=True, seat=1, agents="random", seed=1, deck=fixed_game().setup["deck"], first_player=1
    )
    legal = player.legal()  # seat 1 holds seer and draws medium: 2 seer targets + medium looks
    buttons, lines = player.parts("jinro-action"), player.parts("jinro-explain")
    assert len(legal) <= MAX_BUTTONS and len(buttons) == len(lines) == len(legal)
    for action, button, line in zip(legal, buttons, lines, strict=True):
        expected = explain_action("nemuranai", player.game.view(1), action)
        assert button.description == str(action) and button.tooltip == expected == player.explain(action)
        assert text_of(line.value) == expected and "(NEM-" in expected
        assert f"      {expected}" in player.text()
    seer = next(i for i, a in enumerate(legal) if a.card == "seer")
    assert "(NEM-25)" in player.explain(legal[seer])


def test_many_options_use_a_dropdown_explained_for_the_selected_action(fixed_game):
    """Seat 0 holds villager and knight: 8 villager placements + the knight (NEM-23)."""
    player = PlayerSeat(
        show_seat=True, seat=0, agents="random", seed=1, deck=fixed_game().setup["deck"], first_player=0
    )
    legal = player.legal()
    assert len(legal) > MAX_BUTTONS and player.parts("jinro-action") == []
    menu, play, (line,) = part(player, "jinro-action-menu"), part(player, "jinro-play"), player.parts("jinro-explain")
    assert [text for text, _ in menu.options] == [str(a) for a in legal]
    hide = [str(a) for a in legal].index("play villager, place knight face-down in discard of seat 2")
    menu.value = hide
    assert text_of(line.value) == play.tooltip == player.explain(legal[hide]) and "(NEM-23" in text_of(line.value)
    play.click()
    assert player.record().actions[0] == (0, str(legal[hide]))


def test_every_part_has_its_css_class(fixed_game):
    player = PlayerSeat(
        show_seat=True, seat=0, agents="random", seed=1, deck=fixed_game().setup["deck"], first_player=0
    )
    assert "jinro-player" in player._dom_classes
    for css_class in CLASSES:
        assert len(player.parts(css_class)) == 1, css_class
    assert len(player.parts("jinro-action-menu")) == len(player.parts("jinro-play")) == 1
    player.choose("play knight")
    while not player.game.over and len(player.legal()) > MAX_BUTTONS:
        player.choose(player.legal()[0])
    if not player.game.over:
        assert len(player.parts("jinro-action")) == len(player.legal()) == len(player.parts("jinro-explain"))


def test_person_sees_only_their_seat(fixed_game):
    """NEM-05: seat 1 does not see seat 3's madman, nor do its explanations; the game master would."""
    player = PlayerSeat(
        show_seat=True, seat=1, agents="random", seed=2, deck=fixed_game().setup["deck"], first_player=0
    )
    assert "madman" in jl.variants.renderer("nemuranai").view_text(player.game.view(None))
    assert "madman" not in player.text() and "madman" not in part(player, "jinro-table").value
    assert "hand: seer, medium" in player.text()


def test_it_opens_on_the_table_and_shows_the_seat_when_asked(fixed_game):
    """Projector-safe by default: the table's picture, its public log and no choices;
    "Show my seat" brings the seat's picture, its private events and its choices."""
    player = PlayerSeat(seat=1, agents="random", seed=2, deck=fixed_game().setup["deck"], first_player=1)
    assert not player.showing_seat and player.viewer is jl.PUBLIC
    table, log = part(player, "jinro-table").value, part(player, "jinro-log").value
    assert "<svg" in table and "seer" not in table and "◆" not in log
    assert player.parts("jinro-action") == [] and player.parts("jinro-action-menu") == []
    assert "Show my seat" in part(player, "jinro-status").value
    assert player.legal()  # the game waits for the seat all the same
    part(player, "jinro-show-seat").value = True
    assert player.viewer == 1 and "seer" in part(player, "jinro-table").value
    assert "◆" in part(player, "jinro-log").value and player.parts("jinro-action")
    player.showing_seat = False
    assert part(player, "jinro-table").value == table
