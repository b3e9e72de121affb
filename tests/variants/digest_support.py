"""What the games' record-digest tests share (``from digest_support import ...``: pytest
puts ``tests/variants`` on the path for the variants' test packages): a record's digest
covers the whole record (issue 17 item 4), so an edit that plays another game is refused
on replay even where the log so far is the same, and the unedited record replays.
Each game's folder holds the edits its rules allow (``test_record_digest.py``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab import GameRecord, InvalidRecord

__all__ = ["assert_refused", "assert_replays", "edited"]


def edited(game: jl.Game, **changes: Any) -> GameRecord:
    """``game``'s record with ``changes``, its digest kept."""
    return replace(game.record(), **changes)


def assert_refused(game: jl.Game, record: GameRecord) -> None:
    """The edited record plays the same log so far, but another game: refused, as a
    GameRecord and as JSON."""
    assert replace(record, digest=None) != replace(game.record(), digest=None)
    assert jl.replay(replace(record, digest=None)).log == game.log  # the log alone cannot tell
    for source in (record, record.to_json()):
        with pytest.raises(InvalidRecord, match="does not match the record's digest"):
            jl.replay(source)


def assert_replays(game: jl.Game) -> None:
    """The unedited record replays, as a GameRecord and as JSON."""
    for source in (game.record(), game.record().to_json()):
        again = jl.replay(source)
        assert again.log == game.log and again.record() == game.record()
