"""The tofu checker itself: it must be able to fail."""

from __future__ import annotations

from typing import Any

import pytest

from jinro_lab.core.registry import variants

from .glyphs import tofu_in_text


@pytest.mark.parametrize("family", ["sans-serif", "monospace"])
def test_known_glyphs_are_not_tofu(page: Any, family: str) -> None:
    # Latin, the widgets' symbols, and Japanese (fonts-ipafont-gothic, installed by scripts/setup.sh):
    # the words of the widgets and every registered game's title
    assert tofu_in_text(page, "Seat 0: werewolf |◀ ◀ ▶ ▶| ◆ — …", family) == []
    titles = " ".join(info.title_ja for info in variants())
    assert tofu_in_text(page, f"{titles} ステップ 次へ 最後 視点 投票 （勝者なし）", family) == [], (
        "Japanese text draws as tofu: is fonts-ipafont-gothic installed (scripts/setup.sh)?"
    )


@pytest.mark.parametrize("family", ["sans-serif", "monospace"])
def test_missing_glyphs_are_tofu(page: Any, family: str) -> None:
    # private-use characters: no installed font draws them
    found = tofu_in_text(page, "ok \uf8ff \U000f0001 ok", family)
    assert [t["codepoint"] for t in found] == ["U+F8FF", "U+F0001"]
