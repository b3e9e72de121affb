"""The live table's tokens: who may read what (issue 22, item 6).

A token is 128 random bits from :mod:`secrets`, written in URL-safe base64 (22
characters). Each human seat has one (that seat's view and choices), each table one
(the public view, for the projector) and one for the game master (everything). A
token is looked up by comparing it with every token of the server in constant time
(:func:`hmac.compare_digest`), so the time a wrong guess takes tells nothing about
the right ones, and no endpoint lists them.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["TOKEN_BYTES", "Pass", "find", "new_token"]

#: random bytes per token (128 bits: unguessable)
TOKEN_BYTES = 16


def new_token() -> str:
    """A fresh token: :data:`TOKEN_BYTES` random bytes from :mod:`secrets`, URL-safe."""
    return secrets.token_urlsafe(TOKEN_BYTES)


@dataclass(frozen=True)
class Pass:
    """What a token opens: a table (its id), and a seat (``kind == "seat"``), the
    public table (``"table"``) or the game master's view (``"gm"``)."""

    token: str
    table: str
    kind: str
    seat: int | None = None


def find(token: str, passes: Iterable[Pass]) -> Pass | None:
    """The pass whose token is ``token``, or ``None``. Every pass is compared, in
    constant time each, whether or not one matched earlier."""
    wanted = token.encode("utf-8", "replace")
    found = None
    for p in passes:
        if hmac.compare_digest(p.token.encode(), wanted):
            found = p
    return found
