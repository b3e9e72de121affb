"""Every bad argument to 魔法都市の人狼's morning effects gets a kit error: :class:`jinro_lab.InvalidArgument`
(a JinroError, so a ValueError), short, saying what was wrong and what is allowed (the
kit's own functions: ``tests/core/test_argument_errors.py``)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.errors import JinroError


def test_morning_of_an_unknown_card_is_an_invalid_argument() -> None:
    from jinro_lab.variants.mahou_toshi.effects import morning

    with pytest.raises(jl.InvalidArgument) as info:
        morning("jail")
    assert isinstance(info.value, JinroError) and isinstance(info.value, ValueError)
    assert 0 < len(str(info.value)) < 2_000
