"""A record's digest covers the whole record (issue 17 item 4): the variant, setup,
seed, every action string, the chance script and the event log. An edit that plays
another game is refused on replay with InvalidRecord, even where the log so far is
the same (a pending simultaneous choice, an option not used yet, a seed or chance
draw not used yet); a record without a digest is not checked."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from itertools import count
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab import GameRecord, InvalidRecord
from jinro_lab.core.engine import scripted_game
from jinro_lab.core.record_format import record_digest
from jinro_lab.core.registry import options_class
from jinro_lab.variants.nemuranai.cards import DECK
from jinro_lab.variants.nemuranai.game import NemuranaiGame


def pending_vote() -> jl.Game:
    """LotRO's evening vote (LOT-20, simultaneous) with two of the nine ballots cast:
    no event shows them yet."""
    roles = ["wolf", "wolf", "apostle", "friend", "healer", *["villager"] * 4]
    game = jl.new_game("lotro", roles=roles, seed=0, position={"day": 2, "phase": "evening"})
    game.act(0, "vote seat 5")
    game.act(1, "vote seat 5")
    assert len(game.to_act()) == 7
    return game


def same_deck_other_seed() -> tuple[jl.Game, int]:
    """A nemuranai game on a fixed deck, and another seed that draws the same first
    player: the seed's only draw so far, so the two logs are the same."""
    game = jl.new_game("nemuranai", players=4, seed=1, deck=list(DECK))
    first = game.to_act()
    other = next(s for s in count(2) if jl.new_game("nemuranai", players=4, seed=s, deck=list(DECK)).to_act() == first)
    return game, other


def edited(game: jl.Game, **changes: Any) -> GameRecord:
    """``game``'s record with ``changes``, its digest kept."""
    return replace(game.record(), **changes)


def edits() -> list[tuple[str, jl.Game, GameRecord]]:
    """Edits of a record whose replay plays the same log so far (the old, log-only digest took them)."""
    vote = pending_vote()
    actions = vote.record().actions
    seeded, other_seed = same_deck_other_seed()
    guards = jl.new_game("seijika", players=8, seed=3)
    scripted = scripted_game(NemuranaiGame, 5, {"players": 4}, [1, 0, 2])  # one draw used (the first player)
    return [
        ("pending choice", vote, edited(vote, actions=(actions[0], (1, "vote seat 6")))),
        ("pending choices reordered", vote, edited(vote, actions=(actions[1], actions[0]))),
        ("seed", seeded, edited(seeded, seed=other_seed)),
        # SEI-32: the guard's options play no part before its first night
        ("setup", guards, edited(guards, setup={**guards.record().setup, "guard_self": True})),
        ("chance script", scripted, edited(scripted, chance=(1, 0, 1))),
        ("chance script cut", scripted, edited(scripted, chance=(1,))),
    ]


EDITS = edits()


@pytest.mark.parametrize(("what", "game", "record"), EDITS, ids=[e[0] for e in EDITS])
def test_an_edited_record_is_refused(what: str, game: jl.Game, record: GameRecord) -> None:
    """The edited record plays the same log so far, but another game: refused, as a
    GameRecord and as JSON."""
    assert replace(record, digest=None) != replace(game.record(), digest=None)
    assert jl.replay(replace(record, digest=None)).log == game.log  # the log alone cannot tell
    for source in (record, record.to_json()):
        with pytest.raises(InvalidRecord, match="does not match the record's digest"):
            jl.replay(source)


@pytest.mark.parametrize(("what", "game", "record"), EDITS, ids=[e[0] for e in EDITS])
def test_the_unedited_record_replays(what: str, game: jl.Game, record: GameRecord) -> None:
    for source in (game.record(), game.record().to_json()):
        again = jl.replay(source)
        assert again.log == game.log and again.record() == game.record()


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


def test_the_same_game_written_otherwise_replays() -> None:
    """Another name of the variant, or a setup leaving out default options, is the same
    game (the digest covers the game's own variant id and setup)."""
    game = jl.new_game("nemuranai", players=4, seed=7)
    record = game.record()
    assert jl.replay(replace(record, variant="人狼は眠らない")).log == game.log
    assert jl.replay(replace(record, setup={"players": 4})).log == game.log


def test_an_option_left_at_its_default_is_not_in_the_digest() -> None:
    """A record saved before the kit had an option (MAH-04's ``day_limit``, say) still
    replays after it is added: the digest leaves out the options at their defaults, so
    it is the digest of the setup as an older kit held it. An option not at its
    default is in the digest (``fox_steals_win``, MAH-42: no event shows it yet)."""
    game = jl.new_game("mahou_toshi", players=6, seed=3, events=[])
    game.act_together({s: game.legal_actions(s)[0] for s in game.to_act()})
    record = game.record()
    assert record.setup["day_limit"] is None
    defaults = {f.name: f.default for f in fields(options_class("mahou_toshi"))}
    older = {k: v for k, v in record.setup.items() if k != "day_limit" and v != defaults[k]}
    assert record.digest == record_digest("mahou_toshi", older, 3, record.actions, None, game.log)
    other = replace(record, setup={**record.setup, "fox_steals_win": False})
    with pytest.raises(InvalidRecord, match="does not match the record's digest"):
        jl.replay(other)


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
