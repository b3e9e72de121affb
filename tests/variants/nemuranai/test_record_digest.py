"""A record's digest covers the seed and the chance script (issue 17 item 4): 人狼は眠らない
games whose edited record plays the same log so far, a draw not used yet (``digest_support``)."""

from __future__ import annotations

from itertools import count

import pytest
from digest_support import assert_refused, assert_replays, edited

import jinro_lab as jl
from jinro_lab import GameRecord
from jinro_lab.core.engine import scripted_game
from jinro_lab.variants.nemuranai.cards import DECK
from jinro_lab.variants.nemuranai.game import NemuranaiGame


def same_deck_other_seed() -> tuple[jl.Game, int]:
    """A nemuranai game on a fixed deck, and another seed that draws the same first
    player: the seed's only draw so far, so the two logs are the same."""
    game = jl.new_game("nemuranai", players=4, seed=1, deck=list(DECK))
    first = game.to_act()
    other = next(s for s in count(2) if jl.new_game("nemuranai", players=4, seed=s, deck=list(DECK)).to_act() == first)
    return game, other


def edits() -> list[tuple[str, jl.Game, GameRecord]]:
    """Edits of a record whose replay plays the same log so far (the old, log-only digest took them)."""
    seeded, other_seed = same_deck_other_seed()
    scripted = scripted_game(NemuranaiGame, 5, {"players": 4}, [1, 0, 2])  # one draw used (the first player)
    return [
        ("seed", seeded, edited(seeded, seed=other_seed)),
        ("chance script", scripted, edited(scripted, chance=(1, 0, 1))),
        ("chance script cut", scripted, edited(scripted, chance=(1,))),
    ]


EDITS = edits()


@pytest.mark.parametrize(("what", "game", "record"), EDITS, ids=[e[0] for e in EDITS])
def test_an_edited_record_is_refused(what: str, game: jl.Game, record: GameRecord) -> None:
    assert_refused(game, record)


@pytest.mark.parametrize(("what", "game", "record"), EDITS, ids=[e[0] for e in EDITS])
def test_the_unedited_record_replays(what: str, game: jl.Game, record: GameRecord) -> None:
    assert_replays(game)
