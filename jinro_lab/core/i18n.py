"""Bilingual message tables: every user-facing label in English and Japanese."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["LANGS", "Labels", "seat_label", "side_name"]

LANGS = ("en", "ja")


class Labels:
    """A table ``key -> (English, Japanese)`` of ``str.format`` templates.

    >>> say = Labels({"seat": ("seat {}", "席{}")})
    >>> say("seat", "ja", 2)
    '席2'
    """

    def __init__(self, table: Mapping[str, tuple[str, str]]):
        self.table = table

    def __call__(self, key: str, lang: str, *args: Any) -> str:
        en, ja = self.table[key]
        return (ja if lang == "ja" else en).format(*args)


#: the words every game's texts share: seats, the game master, the winning sides
_COMMON = Labels(
    {
        "seat": ("seat {}", "席{}"),
        "game master": ("game master", "ゲームマスター"),
        "villagers": ("villagers", "村人陣営"),
        "werewolf": ("werewolf", "人狼陣営"),
        "nobody": ("nobody", "勝者なし"),
    }
)


def seat_label(seat: int | None, lang: str = "en") -> str:
    """``seat 2`` / ``席2``; ``None`` is the game master."""
    return _COMMON("game master", lang) if seat is None else _COMMON("seat", lang, seat)


def side_name(side: str, lang: str = "en") -> str:
    """A winning side's name (``villagers`` / ``村人陣営``); unknown sides as given."""
    return _COMMON(side, lang) if side in _COMMON.table else side
