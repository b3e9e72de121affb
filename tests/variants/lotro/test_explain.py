"""LotROで人狼's one-line explanations of legal actions (moved from
``tests/widgets/test_explain.py``, issue 40 item 2)."""

from __future__ import annotations

from explained import explained_kinds


def test_every_kind_of_choice_is_offered_and_explained():
    """Every kind of choice (LOT-20, LOT-31, LOT-40 ... LOT-45) in 100 random games,
    each line citing a rule of the game (``explained_kinds``)."""
    kinds = explained_kinds("lotro", 100)
    assert {kind for kind, _ in kinds} == {"vote", "point", "present", "hold", "suicide", "answer"}
