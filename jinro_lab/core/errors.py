"""Typed errors: every message says what was wrong and what is allowed.

All errors derive from :class:`JinroError`, itself a :class:`ValueError`, so a
caller can catch one family of mistakes without catching bugs.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice
from typing import Any

__all__ = [
    "IllegalAction",
    "InvalidArgument",
    "InvalidChance",
    "InvalidRecord",
    "InvalidSetup",
    "JinroError",
    "describe",
]

_MAX_LISTED = 12
#: the longest description of one value, and of a whole message (a message names a few values)
MAX_DESCRIBED, MAX_MESSAGE = 160, 1_800
_SHOWN_ITEMS, _SHOWN_DEPTH = 6, 3  # of a list or dict: the first items, three levels deep
_MAX_INT_BITS = 3_000  # ints longer than ~900 digits are described by their size (str() may refuse them)
_CONTAINERS: dict[type, tuple[str, str]] = {
    list: ("[", "]"),
    tuple: ("(", ")"),
    set: ("{", "}"),
    frozenset: ("frozenset({", "})"),
    dict: ("{", "}"),
}


def describe(value: Any, readable: bool = False) -> str:
    """A short description of ``value`` for an error message: its ``repr``, or with
    ``readable`` its ``str`` (a string as itself, an action as it reads, ``vote seat 3``).

    It never raises and is at most :data:`MAX_DESCRIBED` characters, whatever
    ``value`` is: lists and dicts are shown three levels deep and six items long,
    huge ints by their size, an object whose ``repr`` or ``str`` raises by its type's
    name. Only ``type(value)`` is trusted: never ``value.__class__``, ``==`` or ``hash``.
    """
    kind = type(value)
    if not readable or kind in _CONTAINERS or kind is int:
        return _repr(value, _SHOWN_DEPTH)
    try:
        return _cut(value if kind is str else str.__str__(str(value)))
    except Exception:  # its str raised: say what it is
        return _stand_in(value)


def _repr(value: Any, depth: int) -> str:
    """A bounded repr: built-in containers item by item (so their depth and length are
    bounded here, not by the recursion limit), other objects by their own repr."""
    kind = type(value)
    brackets = _CONTAINERS.get(kind)
    if brackets is None:
        if kind is int and value.bit_length() > _MAX_INT_BITS:
            return f"<an int of {value.bit_length():,} bits>"
        try:
            return _cut(str.__str__(repr(value)))
        except Exception:  # its repr raised: say what it is
            return _stand_in(value)
    if not value:
        return repr(value)
    opening, closing = brackets
    if depth == 0:
        return f"{opening}...{closing}"
    first = islice(dict.items(value) if kind is dict else value, _SHOWN_ITEMS)
    if kind is dict:
        shown = [f"{_repr(k, depth - 1)}: {_repr(v, depth - 1)}" for k, v in first]
    else:
        shown = [_repr(item, depth - 1) for item in first]
    more = ", ..." if len(value) > _SHOWN_ITEMS else ("," if kind is tuple and len(value) == 1 else "")
    return _cut(f"{opening}{', '.join(shown)}{more}{closing}")


def _cut(text: str) -> str:
    return text if len(text) <= MAX_DESCRIBED else text[: MAX_DESCRIBED - 3] + "..."


def _stand_in(value: Any) -> str:
    try:
        return f"<unprintable {type(value).__name__}>"
    except Exception:  # a metaclass whose __name__ raises
        return "<unprintable object>"


def _listing(options: Iterable[Any]) -> str:
    """The first :data:`_MAX_LISTED` options as they read, and how many more (only those
    shown are described: a seat may have hundreds, e.g. every claim it could make)."""
    listed = tuple(options)
    if not listed:
        return "none (this seat has nothing to do now)"
    shown = "; ".join(describe(option, readable=True) for option in listed[:_MAX_LISTED])
    more = len(listed) - _MAX_LISTED
    return shown + (f"; ... and {more} more" if more > 0 else "")


class JinroError(ValueError):
    """Base class of every error raised for bad input to jinro_lab. Its message is at
    most :data:`MAX_MESSAGE` characters (a longer one is cut), so printing it is cheap."""

    def __init__(self, message: str = "", *args: Any):
        if len(message) > MAX_MESSAGE:  # a message names a few described values: this is a backstop
            message = message[: MAX_MESSAGE - 3] + "..."
        super().__init__(message, *args)


class IllegalAction(JinroError):
    """An action that the rules do not allow now. The game is left unchanged."""

    def __init__(self, seat: Any, phase: str, action: Any, legal: Iterable[Any], why: str = ""):
        self.seat = seat
        self.phase = phase
        self.action = action
        self.legal = tuple(legal)
        reason = f" ({why})" if why else ""
        super().__init__(
            f"illegal action for seat {describe(seat, readable=True)} in phase {describe(phase)}: "
            f"{describe(action, readable=True)}{reason}. "
            f"Legal now: {_listing(self.legal)}"
        )


class InvalidSetup(JinroError):
    """A game set-up (players, arrangement, options) that the rules do not allow."""


class InvalidRecord(JinroError):
    """A saved game record that is malformed, tampered with or inconsistent."""


class InvalidArgument(JinroError):
    """A bad argument to a kit function outside a game's rules (a simulation's number
    of games, an agent name, a plot's side): what was wrong and what is allowed."""


class InvalidChance(InvalidRecord, InvalidArgument):
    """A script of announced chance (``Game.scripted``, a record's ``chance``,
    ``core.chance``) with an entry that is no outcome: not a non-negative int (refused
    when the script is given), or out of range for the draw that reaches it (refused by
    the ``act`` that reaches that draw, which leaves the game as it was). Both a bad
    record and a bad argument, so either family catches it.

    ``index``: the entry's place in the script (the draw's number, from 0); ``value``:
    the entry; ``outcomes``: how many outcomes the draw has (``None``: not known, the
    script was refused when given); ``what``: the draw (a ``Chance`` event's ``what``,
    or the type of the event the draw logs), or ``None``."""

    def __init__(
        self,
        message: str,
        index: int | None = None,
        value: Any = None,
        outcomes: int | None = None,
        what: str | None = None,
    ):
        self.index = index
        self.value = value
        self.outcomes = outcomes
        self.what = what
        super().__init__(message)
