"""The rule-author API (core.authoring): what rule code calls on its game, when it
may call it, and the read-only views analysis and interop take of a game."""

from __future__ import annotations

import pytest

from jinro_lab.core.errors import JinroError
from jinro_lab.core.events import Chance
from jinro_lab.core.voting import VoteStyle

from .toy import COLOURS, ToyGame, VoteGame


def test_emit_and_finish_are_refused_outside_the_flow_and_change_nothing() -> None:
    game = ToyGame(seed=1)
    log = game.log
    with pytest.raises(JinroError, match=r"emit\(\) is for rule code while the game's flow runs"):
        game.emit(Chance("forged", 0))
    with pytest.raises(JinroError, match=r"finish\(\) is for rule code .* act\(\) and act_together\(\)"):
        game.finish(frozenset({0}), "red", "forged")
    assert game.log == log and not game.over and game.result is None
    game.act_together({s: COLOURS[s] for s in range(4)})  # the flow still runs and emits
    assert len(game.log) > len(log)


def test_history_decision_and_memory_are_the_games_read_only_state() -> None:
    game = ToyGame(seed=2)
    assert game.history == () and game.decision is not None and game.decision.kind == game.phase
    game.act(0, COLOURS[0])
    assert game.history == ((0, COLOURS[0]),) and game.decision.chosen == {0: COLOURS[0]}
    assert isinstance(game.history, tuple)  # a copy: editing it changes no game
    assert tuple(game.memory(1)) == game.events_seen_by(1)
    with pytest.raises(Exception, match="seat"):
        game.memory(9)


def test_scripted_without_a_script_is_the_plain_game() -> None:
    """``scripted`` is the public constructor of a chance script (a game's own draws:
    its folder's ``test_scripted.py``); with no script, the game as constructed."""
    plain = VoteGame(players=4, seed=3, style=VoteStyle.IN_TURN)
    assert plain.chance_script is None
    assert VoteGame.scripted(seed=3, players=4, style=VoteStyle.IN_TURN).log == plain.log
