"""Bilingual message tables: every user-facing label in English and Japanese.

A game's sides and its word for a role are its registration's: they are asked of the
registry through :mod:`jinro_lab.core.games` (the registry sits above this module)."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Mapping
from typing import Any

from .errors import InvalidArgument, InvalidSetup, describe
from .games import registry
from .phrases import English, english

__all__ = ["LANGS", "Labels", "named", "role_word", "rules_entry", "seat_label", "side_name"]

LANGS = ("en", "ja")


class Labels:
    """A table ``key -> (English, Japanese)`` of ``str.format`` templates. An English
    template may be a pair ``(one, many)``, chosen by whether the first argument is
    1, so a count agrees with its noun (:func:`~jinro_lab.core.phrases.english`).

    >>> say = Labels({"seat": ("seat {}", "席{}"), "deck": (("deck: {} card", "deck: {} cards"), "山札: {}枚")})
    >>> say("seat", "ja", 2), say("deck", "en", 1), say("deck", "en", 2)
    ('席2', 'deck: 1 card', 'deck: 2 cards')
    """

    def __init__(self, table: Mapping[str, tuple[English, str]]):
        self.table = table

    def __call__(self, key: str, lang: str, *args: Any) -> str:
        en, ja = self.table[key]
        return ja.format(*args) if lang == "ja" else english(en, args)


#: the words every game's texts share: seats, the game master, no winner (the
#: sides belong to the variants: their registrations name them)
_COMMON = Labels(
    {
        "seat": ("seat {}", "席{}"),
        "game master": ("game master", "ゲームマスター"),
        "nobody": ("nobody", "勝者なし"),
    }
)


def seat_label(seat: int | None, lang: str = "en") -> str:
    """``seat 2`` / ``席2``; ``None`` is the game master."""
    return _COMMON("game master", lang) if seat is None else _COMMON("seat", lang, seat)


#: a seat as the kit's texts write it: ``seat 3`` / ``席3``
_SEAT = re.compile(r"(?<![A-Za-z0-9_-])(seat |席)(\d+)(?!\d)")


def named(text: str, names: Mapping[int, str] | None) -> str:
    """``text`` with each seat it names followed by its player's nickname (issue 37: a
    live table's students, on its pages and in the game's replay): ``seat 3 (Aiko)``,
    ``席3（あいこ）``; a seat with no nickname as it is. Plain text in, plain text out
    (escape it after)."""
    if not names:
        return text

    def add(m: re.Match[str]) -> str:
        name = names.get(int(m.group(2)))
        if name is None:
            return m.group(0)
        return f"{m.group(0)}（{name}）" if m.group(1) == "席" else f"{m.group(0)} ({name})"

    return _SEAT.sub(add, text)


def side_name(side: str, lang: str = "en", variant: str | None = None) -> str:
    """A winning side's name as ``variant``'s registration gives it
    (``side_name("villagers", "ja", "nemuranai")`` is ``村人陣営``); ``nobody`` is
    ``勝者なし``; an unknown side as given. Without ``variant``, the first registered
    variant that has the side names it (pass ``variant`` where it is known)."""
    games = registry()  # the registrations, as the registry gives them (core.games)
    for info in games.variants() if variant is None else (games.lookup(variant),):
        if side in info.sides:
            return info.side_name(side, lang)
    return _COMMON(side, lang) if side == "nobody" else side


def role_word(variant: str | None, lang: str = "en") -> str:
    """The word for a role in ``variant`` (``role``; in Japanese its glossary's:
    ``役職``, LotROで人狼's ``役割``; ``役職`` for a game with no glossary)."""
    if lang != "ja":
        return "role"
    if variant is not None:
        with contextlib.suppress(InvalidSetup):
            return registry().glossary(variant).role
    return "役職"


def check_lang(lang: Any) -> None:
    """Refuse a ``lang`` that is not one of :data:`LANGS` with :class:`InvalidArgument`
    naming the allowed values."""
    if type(lang) is not str or lang not in LANGS:
        raise InvalidArgument(f"lang must be one of {', '.join(LANGS)}, got {describe(lang)}")


def rules_entry(table: Mapping[str, Any], key: Any, lang: Any, what: str = "role") -> Any:
    """The entry of ``key`` in a rules table (``ROLES``, 人狼は眠らない's ``CARDS``), once
    ``lang`` is one of :data:`LANGS`: for a variant's ``role_rule(role, lang)``.
    :class:`InvalidArgument` naming the allowed values otherwise."""
    check_lang(lang)
    if type(key) is not str or key not in table:
        raise InvalidArgument(f"unknown {what} {describe(key)}; allowed: {', '.join(table)}")
    return table[key]
