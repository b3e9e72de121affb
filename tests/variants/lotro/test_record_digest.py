"""A record's digest covers a pending simultaneous choice (issue 17 item 4): LotROで人狼's
evening vote, whose ballots no event shows until all are cast (``digest_support``)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from digest_support import assert_refused, assert_replays, edited

import jinro_lab as jl
from jinro_lab import GameRecord, InvalidRecord


def pending_vote() -> jl.Game:
    """LotRO's evening vote (LOT-20, simultaneous) with two of the nine ballots cast:
    no event shows them yet."""
    roles = ["wolf", "wolf", "apostle", "friend", "healer", *["villager"] * 4]
    game = jl.new_game("lotro", roles=roles, seed=0, position={"day": 2, "phase": "evening"})
    game.act(0, "vote seat 5")
    game.act(1, "vote seat 5")
    assert len(game.to_act()) == 7
    return game


def edits() -> list[tuple[str, jl.Game, GameRecord]]:
    """Edits of a record whose replay plays the same log so far (the old, log-only digest took them)."""
    vote = pending_vote()
    actions = vote.record().actions
    return [
        ("pending choice", vote, edited(vote, actions=(actions[0], (1, "vote seat 6")))),
        ("pending choices reordered", vote, edited(vote, actions=(actions[1], actions[0]))),
    ]


EDITS = edits()


@pytest.mark.parametrize(("what", "game", "record"), EDITS, ids=[e[0] for e in EDITS])
def test_an_edited_record_is_refused(what: str, game: jl.Game, record: GameRecord) -> None:
    assert_refused(game, record)


@pytest.mark.parametrize(("what", "game", "record"), EDITS, ids=[e[0] for e in EDITS])
def test_the_unedited_record_replays(what: str, game: jl.Game, record: GameRecord) -> None:
    assert_replays(game)


def test_a_pending_choice_edited_in_the_json_is_refused() -> None:
    data = json.loads(pending_vote().record().to_json())
    data["actions"][1][1] = "vote seat 6"
    with pytest.raises(InvalidRecord, match="does not match the record's digest"):
        jl.replay(json.dumps(data))


def test_a_record_without_digest_is_not_checked() -> None:
    """A ``None`` digest (a record written by hand) checks nothing: the edited pending
    choice replays as it reads."""
    record = EDITS[0][2]
    again = jl.replay(replace(record, digest=None).to_json())
    assert again.record().actions == record.actions
