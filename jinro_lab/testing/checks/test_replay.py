"""Records replay exactly: a record (and its JSON) gives the same game event for event."""

from __future__ import annotations

import jinro_lab as jl
from jinro_lab import GameRecord
from jinro_lab.testing import Conformance, agents_for, games, step

__all__ = ["test_replay_reproduces_finished_and_unfinished_games"]

GAMES = 300


def test_replay_reproduces_finished_and_unfinished_games(spec: Conformance) -> None:
    """Replaying record() and its JSON gives the same log, result and pending decision,
    both for finished games and for games stopped midway; the JSON round trip is exact."""
    for game in games(spec, GAMES, start=20_000):
        agents = agents_for(game)
        stop = None if game.seed % 2 else game.seed % 17  # half the games are recorded midway
        taken = 0
        while not game.over and taken != stop:
            step(game, agents)
            taken += 1
        record = game.record()
        text = record.to_json()
        assert GameRecord.from_json(text) == record
        assert GameRecord.from_json(text).to_json() == text
        for source in (record, text):
            again = jl.replay(source)
            assert again.log == game.log
            assert again.result == game.result and again.to_act() == game.to_act()
            assert all(again.legal_actions(s) == game.legal_actions(s) for s in range(game.players))
            assert again.record() == record
