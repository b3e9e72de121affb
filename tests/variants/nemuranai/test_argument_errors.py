"""Every bad argument to 人狼は眠らない's explainer gets a kit error: :class:`jinro_lab.InvalidArgument`
(a JinroError, so a ValueError), short, saying what was wrong and what is allowed (the
kit's own functions: ``tests/core/test_argument_errors.py``)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.errors import JinroError


def test_explain_action_of_a_string_is_an_invalid_argument() -> None:
    from jinro_lab.variants.nemuranai.explain import explain_action

    game = jl.new_game("nemuranai", players=4, seed=0)
    with pytest.raises(jl.InvalidArgument) as info:
        explain_action(game.view(0), "dance")
    assert isinstance(info.value, JinroError) and isinstance(info.value, ValueError)
    assert 0 < len(str(info.value)) < 2_000
