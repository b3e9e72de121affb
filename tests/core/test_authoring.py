"""The rule-author API (core.authoring): what rule code calls on its game, when it
may call it, and the read-only views analysis and interop take of a game."""

from __future__ import annotations

import pytest

from jinro_lab.core.engine import scripted_game
from jinro_lab.core.errors import JinroError
from jinro_lab.core.events import Chance
from jinro_lab.core.voting import VoteStyle
from jinro_lab.variants.nemuranai.game import NemuranaiGame

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


def test_scripted_is_the_public_constructor_of_a_chance_script() -> None:
    """NEM-04: the first player drawn by lot, set by the script given to the constructor."""
    for first in range(4):
        game = NemuranaiGame.scripted([first], seed=5, players=4)
        assert game.first_player == first and game.chance_script is not None
        assert game.record() == scripted_game(NemuranaiGame, 5, {"players": 4}, [first]).record()
    plain = VoteGame(players=4, seed=3, style=VoteStyle.IN_TURN)
    assert plain.chance_script is None
    assert VoteGame.scripted(seed=3, players=4, style=VoteStyle.IN_TURN).log == plain.log


def test_a_variants_toolbox_refuses_to_change_a_game_from_outside_its_flow() -> None:
    """魔法都市's toolbox (mahou_toshi/state.py) is public for its rule modules; what
    changes the game refuses outside the flow, before it changes anything."""
    import jinro_lab as jl
    from jinro_lab.variants.mahou_toshi.phrases import ANNOUNCE

    game = jl.new_game("mahou_toshi", seed=4)
    alive, log, flagged = game.alive, game.log, game.demon_targeted
    with pytest.raises(JinroError, match=r"kill\(\) is for rule code"):
        game.kill(0, "werewolf")
    with pytest.raises(JinroError, match=r"redeal\(\) is for rule code"):
        game.redeal(game.living(), list(game.roles))
    with pytest.raises(JinroError, match=r"emit\(\) is for rule code"):
        game.announce_public(ANNOUNCE("no death"))
    assert game.alive == alive and game.log == log and game.demon_targeted == flagged
    assert game.holder("seer") == game.roles.index("seer")  # the read-only toolbox answers any time
