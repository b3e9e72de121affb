"""The check the hostile-input tests share (``from kit_errors import kit_error``: ``tests/``
is on the path): bad input raises a kit error with a short, printable message (issue 17 (3))."""

from __future__ import annotations

from typing import Any

import pytest

from jinro_lab.core.errors import JinroError

__all__ = ["SHORT", "kit_error"]

SHORT = 2_000  # an error message is at most this long


def kit_error(call: Any, cls: type[JinroError] = JinroError) -> JinroError:
    """``call()`` raises ``cls``, whose message is short and printable."""
    with pytest.raises(JinroError) as info:
        call()
    assert isinstance(info.value, cls), repr(info.value)
    text = str(info.value)
    assert 0 < len(text) < SHORT
    return info.value
