"""Helpers of the take-a-seat player's tests (``tests/widgets/test_player.py`` and the
games' own player tests): the player's parts by CSS class, and a fragment's text."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

#: the CSS class of every part of a PlayerSeat, one widget each
CLASSES = (
    "jinro-player",
    "jinro-status",
    "jinro-outcome",
    "jinro-table",
    "jinro-actions",
    "jinro-feedback",
    "jinro-log",
    "jinro-reveal",
    "jinro-new-game",
    "jinro-show-seat",
    "jinro-controls",
)


def text_of(html: str) -> str:
    """The text a person reads in ``html``: its tags taken out (a cited rule ID's
    expansion, ``jinro_lab.rules.annotate_html``), unescaped."""
    return unescape(re.sub(r"<[^>]*>", "", html))


def part(player: Any, css_class: str) -> Any:
    """The one widget of ``player`` (a PlayerSeat) with ``css_class``."""
    (widget,) = player.parts(css_class)
    return widget
