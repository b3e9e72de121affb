"""The take-a-seat player: legal choices, refused illegal ones, agents, whole games."""

from __future__ import annotations

import importlib.util

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.widgets import PlayerSeat, Stepper
from jinro_lab.widgets.player import MAX_BUTTONS
from jinro_lab.widgets.stepper import decision_bounds


def _buttons(player: PlayerSeat) -> list:
    return list(player._actions.children)


def test_legal_choice_is_taken_and_agents_play_on(fixed_game):
    """Seat 0 hides the knight (NEM-23); the agents then play until seat 0 must choose again."""
    player = PlayerSeat(seat=0, agents="random", seed=1, deck=fixed_game().setup["deck"], first_player=0)
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
    player = PlayerSeat(seat=0, agents="random", seed=1, deck=fixed_game().setup["deck"], first_player=0)
    before = (player.record(), player.game.log, player.text())
    with pytest.raises(jl.IllegalAction, match="illegal action for seat 0 in phase 'play': vote seat 1"):
        player.choose("vote seat 1")
    assert (player.record(), player.game.log) == before[:2]
    assert "illegal action for seat 0" in player._feedback.value
    assert "Legal now: play villager" in player.text()
    player.choose(player.legal()[-1])
    assert player._feedback.value == ""


def test_many_options_use_a_dropdown_and_play_button(fixed_game):
    """Seat 0 holds villager and knight: 8 villager placements + the knight (NEM-23)."""
    player = PlayerSeat(seat=0, agents="random", seed=1, deck=fixed_game().setup["deck"], first_player=0)
    assert len(player.legal()) > MAX_BUTTONS
    menu, play = _buttons(player)
    hide = "play villager, place knight face-down in discard of seat 2"
    menu.value = [str(a) for a in player.legal()].index(hide)
    play.click()
    assert player.record().actions[0] == (0, hide)


def test_a_whole_game_by_clicking_buttons(random_game):
    """Every prompt offers exactly the legal actions; the agents play until this seat
    must choose or the game ends; the result is shown and the stepper opens."""
    player = PlayerSeat(seat=2, agents="random", seed=4)
    clicks = 0
    while not player.game.over:
        legal = player.legal()
        assert legal, "the widget waits only for this seat"
        controls = _buttons(player)
        if len(legal) <= MAX_BUTTONS:
            assert [b.description for b in controls] == [str(a) for a in legal]
            controls[-1].click()
        else:
            controls[0].value = len(legal) - 1
            controls[1].click()
        clicks += 1
    assert clicks and _buttons(player) == []
    assert f"result: {player.game.result}" in player.text()
    assert not player._stepper_button.disabled
    player._stepper_button.click()
    (stepper,) = player._stepper_box.children
    assert isinstance(stepper, Stepper) and stepper.steps == len(decision_bounds(player.record()))


def test_whole_game_via_api_is_replayable_and_deterministic():
    def play(seed: int) -> PlayerSeat:
        player = PlayerSeat(seat=1, agents="random", seed=seed, players=3)
        while not player.game.over:
            player.choose(str(player.legal()[0]))
        return player

    first, again = play(7), play(7)
    assert first.record() == again.record()
    assert jl.replay(first.record().to_json()).log == first.game.log
    stepper = first.stepper(graphs=False, seat=1)
    stepper.last()
    assert stepper.game.log == first.game.log
    with pytest.raises(jl.IllegalAction, match="the game is over"):
        first.choose("vote seat 0")


def test_person_sees_only_their_seat(fixed_game):
    """NEM-05: seat 1 does not see seat 3's madman; the game master would."""
    player = PlayerSeat(seat=1, agents="random", seed=2, deck=fixed_game().setup["deck"], first_player=0)
    assert "madman" in jl.variants.renderer("nemuranai").view_text(player.game.view(None))
    assert "madman" not in player.text() and "madman" not in player._table.value
    assert "hand: seer, medium" in player.text()


def test_agents_list_and_bad_arguments():
    agents = [RandomAgent(s) for s in range(4)]
    player = PlayerSeat(seat=3, agents=[*agents[:3], None], seed=0)
    assert player.game.over or player.legal()
    with pytest.raises(ValueError, match="agents must be"):
        PlayerSeat(agents="clever")
    with pytest.raises(ValueError, match="agents must be"):
        PlayerSeat(agents=agents[:2])
    with pytest.raises(jl.JinroError, match="no seat 4"):
        PlayerSeat(seat=4, agents="random")


def test_japanese_labels():
    player = PlayerSeat(seat=0, agents="random", seed=3, lang="ja")
    text = player.text()
    assert text.startswith("席0: あなたの番です") and "視点: 席0" in text


@pytest.mark.skipif(
    importlib.util.find_spec("jinro_lab.variants.nemuranai.agents") is None, reason="heuristic agent not written yet"
)
def test_default_agents_are_heuristic():
    player = PlayerSeat(seat=0, seed=5)
    while not player.game.over:
        player.choose(player.legal()[0])
    assert player.game.result is not None


def test_widget_symbols_exist_in_the_installed_fonts():
    """The buttons' and logs' symbols are glyphs of DejaVu Sans (matplotlib's own font,
    always there) and of IPA Gothic where installed: no tofu boxes in the browser."""
    from pathlib import Path

    from matplotlib import font_manager, ft2font

    from jinro_lab.widgets.common import PRIVATE_MARK, label

    texts = [PRIVATE_MARK] + [label(key, lang) for key in ("first", "back", "next", "last") for lang in ("en", "ja")]
    symbols = {ch for text in texts for ch in text if not ch.isalnum() and not ch.isspace() and ord(ch) > 127}
    fonts = [font_manager.findfont("DejaVu Sans")]
    fonts += [str(p) for p in Path("/usr/share/fonts").rglob("ipag*.ttf")]
    for path in fonts:
        face = ft2font.FT2Font(path)
        missing = sorted(ch for ch in symbols if not face.get_char_index(ord(ch)))
        assert not missing, f"{path} lacks {missing}"
