"""The rule-author API (core.authoring) on 魔法都市の人狼: its toolbox refuses to change
a game from outside its flow (the toy games' API: ``tests/core/test_authoring.py``)."""

from __future__ import annotations

import pytest

from jinro_lab.core.errors import JinroError


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
