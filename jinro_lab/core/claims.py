"""Public claims: what a seat says at the table about its role and what it learned.

Werewolf is a game of talk, and its most consequential talk is the claim (カミングアウト,
"CO"): *I am the seer: seat 3 is a werewolf*. The engine models it as an action
and a public event: a :class:`Claim` says a role, and optionally a seat and the
verdict that role's ability gave on it; nobody checks it (a werewolf may claim to
be the seer, a madman may invent a result). A variant that offers claims asks the
living seats at the start of the day's discussion, all at once, with
:func:`claim_options`, and logs each claim made as :class:`Claimed`, in seat order.
Agents weigh them with :func:`claims_by_role`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any, NamedTuple

from .events import EVERYONE, Visibility, event_type, seat_name
from .memo import ACTIONS, STATES

__all__ = [
    "NO_CLAIM",
    "VERDICTS",
    "Claim",
    "Claimed",
    "claim_action_text",
    "claim_options",
    "claimed_text",
    "claims_by_role",
]

#: the verdicts a result claim may give (the judgement of a seer-like ability)
VERDICTS = ("human", "werewolf")


class Claim(NamedTuple):
    """A claim of ``role`` (``None``: no claim), with a result on ``subject`` if given:
    ``claim seer: seat 3 is werewolf``, ``claim medium``, ``no claim``."""

    role: str | None
    subject: int | None = None
    verdict: str | None = None
    kind: str = "claim"

    def __str__(self) -> str:
        if self.role is None:
            return "no claim"
        if self.subject is None:
            return f"claim {self.role}"
        return f"claim {self.role}: seat {self.subject} is {self.verdict}"


claim = lru_cache(maxsize=ACTIONS)(Claim)
#: staying silent (always legal where claims are asked)
NO_CLAIM = claim(None)


@lru_cache(maxsize=STATES)  # by seat, player count and claimable roles
def claim_options(seat: int, players: int, roles: tuple[str, ...]) -> tuple[Claim, ...]:
    """What ``seat`` may claim: nothing, or each of ``roles`` (roles whose ability
    judges a seat, e.g. the seer's) with a verdict (:data:`VERDICTS`) on any other
    seat. The same list for every seat of a role-less view, so that the options
    reveal nothing about the claimant."""
    return (
        NO_CLAIM,
        *(claim(role, s, v) for role in roles for s in range(players) if s != seat for v in VERDICTS),
    )


@event_type
class Claimed(NamedTuple):
    """``seat`` said ``claim`` to everyone (a claim is never checked)."""

    seat: int
    claim: Claim
    visible_to: Visibility = EVERYONE

    def __str__(self) -> str:
        return claimed_text(self)


def _writer(lang: str, term: Callable[[str, str], str] | None) -> Callable[[str | None], str]:
    """A role or verdict id in ``lang`` by ``term`` (a variant's words), as recorded without it."""
    return lambda word: (word or "") if term is None else term(word or "", lang)


def claimed_text(e: Claimed, lang: str = "en", term: Callable[[str, str], str] | None = None) -> str:
    """``seat 2 claims: seer, seat 3 is werewolf`` / ``席2が名乗る：予言者、席3は人狼``; ``term``
    writes a role or verdict id in ``lang`` (a variant's words), as recorded without it."""
    c = e.claim
    word = _writer(lang, term)
    who = seat_name(e.seat, lang)
    if lang == "ja":
        result = f"、{seat_name(c.subject, lang)}は{word(c.verdict)}" if c.subject is not None else ""
        return f"{who}が名乗る：{word(c.role)}{result}"
    result = f", seat {c.subject} is {c.verdict}" if c.subject is not None else ""
    return f"{who} claims: {c.role}{result}"


def claim_action_text(action: Claim, lang: str, term: Callable[[str, str], str] | None = None) -> str:
    """A claim as a player reads it among the options: ``claim seer: seat 3 is werewolf``
    / ``予言者を名乗る：席3は人狼``, ``no claim`` / ``名乗らない``."""
    if lang != "ja":
        return str(action)
    word = _writer(lang, term)
    if action.role is None:
        return "名乗らない"
    result = f"：{seat_name(action.subject, lang)}は{word(action.verdict)}" if action.subject is not None else ""
    return f"{word(action.role)}を名乗る{result}"


def claims_by_role(events: Iterable[Any], role: str) -> dict[int, list[tuple[int, str]]]:
    """Who claimed ``role`` (seat -> the results it claimed, ``(subject, verdict)`` in
    order), from the claims among ``events`` (a view's events)."""
    claimed: dict[int, list[tuple[int, str]]] = {}
    for e in events:
        if type(e) is Claimed and e.claim.role == role:
            results = claimed.setdefault(e.seat, [])
            if e.claim.subject is not None and e.claim.verdict is not None:
                results.append((e.claim.subject, e.claim.verdict))
    return claimed
