"""A record's digest covers the whole record (issue 17 item 4): the variant, setup,
seed, every action string, the chance script and the event log. An edit that plays
another game is refused on replay with InvalidRecord, even where the log so far is
the same (a pending simultaneous choice, an option not used yet, a seed or chance
draw not used yet: each game's folder, ``test_record_digest.py``, with the checks of
``tests/variants/digest_support.py``); a record without a digest is not checked."""

from __future__ import annotations

from dataclasses import replace

from games import each_game, fewest_players

import jinro_lab as jl


@each_game()
def test_the_same_game_written_otherwise_replays(game: str) -> None:
    """Another name of the variant, or a setup leaving out default options, is the same
    game (the digest covers the game's own variant id and setup)."""
    players = fewest_players(game)
    played = jl.new_game(game, players=players, seed=7)
    record = played.record()
    assert jl.replay(replace(record, variant=jl.lookup(game).title_ja)).log == played.log
    assert jl.replay(replace(record, setup={"players": players})).log == played.log
