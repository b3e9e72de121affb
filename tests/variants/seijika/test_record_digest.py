"""A record's digest covers the setup and the event log (issue 17 item 4): 政治家人狼's
options not used yet, and its records saved before raised hands had their own event
(``digest_support``)."""

from __future__ import annotations

import pytest
from digest_support import assert_refused, assert_replays, edited

import jinro_lab as jl
from jinro_lab import GameRecord
from jinro_lab.core.record_format import record_digest


def edits() -> list[tuple[str, jl.Game, GameRecord]]:
    """Edits of a record whose replay plays the same log so far (the old, log-only digest took them)."""
    guards = jl.new_game("seijika", players=8, seed=3)
    # SEI-32: the guard's options play no part before its first night
    return [("setup", guards, edited(guards, setup={**guards.record().setup, "guard_self": True}))]


EDITS = edits()


@pytest.mark.parametrize(("what", "game", "record"), EDITS, ids=[e[0] for e in EDITS])
def test_an_edited_record_is_refused(what: str, game: jl.Game, record: GameRecord) -> None:
    assert_refused(game, record)


@pytest.mark.parametrize(("what", "game", "record"), EDITS, ids=[e[0] for e in EDITS])
def test_the_unedited_record_replays(what: str, game: jl.Game, record: GameRecord) -> None:
    assert_replays(game)


def test_a_record_saved_before_raised_hands_had_their_own_event_keeps_its_digest():
    """SEI-23: the steps of an open vote were logged as ``Chance`` events before
    ``HandsRaised`` (issue 20); a record saved then (this file, written by that kit)
    replays with its digest accepted, because the digest hashes a HandsRaised in its
    former form (``record_format.FORMER_FORMS``)."""
    from pathlib import Path

    from jinro_lab.core.events import Chance, HandsRaised
    from jinro_lab.core.voting import vote_id

    text = (Path(__file__).parent / "data" / "seijika_record_before_hands_raised.json").read_text()
    saved = GameRecord.from_json(text)
    game = jl.replay(saved)
    steps = [e for e in game.log if type(e) is HandsRaised]
    assert len(steps) == 18 and not any(type(e) is Chance and "hands raised" in e.what for e in game.log)
    assert game.record().digest == saved.digest
    step = HandsRaised(vote_id(1), 0, (0, 2), 2)
    before = Chance("day 1: hands raised 0, 2", 2)
    assert record_digest("seijika", {}, 0, (), None, [step]) == record_digest("seijika", {}, 0, (), None, [before])
    assert record_digest("seijika", {}, 0, (), None, [step]) != record_digest(
        "seijika", {}, 0, (), None, [step._replace(voter=0)]
    )
