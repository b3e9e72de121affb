"""Bilingual message tables: every user-facing label in English and Japanese."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["LANGS", "Labels"]

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
