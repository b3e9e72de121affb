"""Typed errors: every message says what was wrong and what is allowed.

All errors derive from :class:`JinroError`, itself a :class:`ValueError`, so a
caller can catch one family of mistakes without catching bugs.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = ["IllegalAction", "InvalidRecord", "InvalidSetup", "JinroError"]

_MAX_LISTED = 12


def _text(obj: Any) -> str:
    """``str(obj)``, or a stand-in for an object whose ``str`` raises (errors must not)."""
    try:
        return str(obj)
    except Exception:
        return f"<unprintable {type(obj).__name__}>"


def _listing(options: Iterable[Any]) -> str:
    items = [_text(option) for option in options]
    if not items:
        return "none (this seat has nothing to do now)"
    shown = "; ".join(items[:_MAX_LISTED])
    more = len(items) - _MAX_LISTED
    return shown + (f"; ... and {more} more" if more > 0 else "")


class JinroError(ValueError):
    """Base class of every error raised for bad input to jinro_lab."""


class IllegalAction(JinroError):
    """An action that the rules do not allow now. The game is left unchanged."""

    def __init__(self, seat: Any, phase: str, action: Any, legal: Iterable[Any], why: str = ""):
        self.seat = seat
        self.phase = phase
        self.action = action
        self.legal = tuple(legal)
        reason = f" ({why})" if why else ""
        super().__init__(
            f"illegal action for seat {_text(seat)} in phase {phase!r}: {_text(action)}{reason}. "
            f"Legal now: {_listing(self.legal)}"
        )


class InvalidSetup(JinroError):
    """A game set-up (players, arrangement, options) that the rules do not allow."""


class InvalidRecord(JinroError):
    """A saved game record that is malformed, tampered with or inconsistent."""
