"""What the scripted-chance tests of the games share (``from chance_support import ...``:
pytest puts ``tests/variants`` on the path for the variants' test packages): an act that
reaches an announced draw out of its script's range (issue 36), as each game reproduces it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from core.toy import snapshot

import jinro_lab as jl
from jinro_lab.core.errors import InvalidChance, InvalidRecord

__all__ = ["assert_refused_out_of_range", "played"]


def played(variant: str, options: dict[str, Any], script: list[int], acts: int) -> Any:
    """A scripted game after ``acts`` acts, each seat to act taking its first legal action."""
    game = type(jl.new_game(variant, seed=1)).scripted(script, seed=1, **options)
    for _ in range(acts):
        seat = game.to_act()[0]
        game.act(seat, game.legal_actions(seat)[0])
    return game


def assert_refused_out_of_range(
    variant: str, options: dict[str, Any], script: list[int], step: int, what: str, outcomes: int
) -> None:
    """LOT-31, MAH-E25, SEI-23 (issue 36): how many outcomes a draw has is known only when
    the game reaches it, after the act has begun changing the game; the act is refused
    with :class:`InvalidChance` naming the draw, the script's entry and the outcomes
    allowed, and the game is left exactly as it was (log, record, who acts and their
    options, each seat's memory, the script's place); it is refused again the same way,
    clones, replays from its record, and plays on from its clone. The record of the
    refused act is refused by ``replay`` with :class:`InvalidRecord`."""
    game = played(variant, options, script, step - 1)
    before, used = snapshot(game), game.chance_script.used
    seat = game.to_act()[0]
    action = game.legal_actions(seat)[0]
    entry = len(script) - 1
    for _ in range(2):
        with pytest.raises(InvalidChance) as info:
            game.act(seat, action)
        err = info.value
        assert (err.index, err.value, err.outcomes) == (entry, 99, outcomes) and repr(err.what) == what
        message = str(err)
        assert f"entry {entry} is 99" in message and f"0..{outcomes - 1}" in message and what in message
        assert snapshot(game) == before and game.chance_script.used == used and not game.over
    copy = game.clone()
    assert snapshot(copy) == before
    assert jl.replay(game.record().to_json()).log == game.log
    data = json.loads(game.record().to_json())
    data["actions"].append([seat, str(action)])
    data["digest"] = None
    with pytest.raises(InvalidRecord, match=f"action {step - 1} .* entry {entry} is 99") as replayed:
        jl.replay(json.dumps(data))
    assert type(replayed.value) is InvalidRecord
    for g in (game, copy):  # a game refused once plays on: here up to the same draw, refused again
        with pytest.raises(InvalidChance):
            g.act(seat, action)
        assert snapshot(g) == before
