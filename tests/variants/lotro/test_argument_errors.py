"""Every bad argument to LotRO's position reader gets a kit error: :class:`jinro_lab.InvalidArgument`
(a JinroError, so a ValueError), short, saying what was wrong and what is allowed (the
kit's own functions: ``tests/core/test_argument_errors.py``)."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.errors import JinroError


class Hostile:
    """An argument whose repr and str raise: the message must still be made."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__


def test_position_of_a_hostile_object_is_an_invalid_argument() -> None:
    from jinro_lab.variants.lotro.checkmate import position_of

    with pytest.raises(jl.InvalidArgument) as info:
        position_of(Hostile())
    assert isinstance(info.value, JinroError) and isinstance(info.value, ValueError)
    assert 0 < len(str(info.value)) < 2_000
