"""Worlds consistent with a seat's view, belief and advice (issue 11, items 1-3) in
魔法都市の人狼: its options, its announced chance (MAH-11), small games enumerated exactly,
its calibration (what every game with a model of hidden information is checked for:
``tests/analysis/test_belief.py``)."""

from __future__ import annotations

import random

import pytest
from analysis.test_belief import assert_calibrated, check_worlds

import jinro_lab as jl
from jinro_lab.analysis import belief, sample_worlds
from jinro_lab.analysis.calibration import calibration, random_point
from jinro_lab.core.events import Chance, Eliminated, Proposal, RuleChanged
from jinro_lab.variants.mahou_toshi import hidden as mahou_hidden
from jinro_lab.variants.mahou_toshi.day_cards import SAMPLE_WORDS
from jinro_lab.variants.mahou_toshi.events import EventChoice, EventDrawn


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (6, {"events": []}),
        (7, {}),
        (6, {"events": [], "vote_style": "free"}),
    ],
)
def test_every_world_reproduces_the_seat_view(players, options):
    """At random points of random games of its options, every sampled world shows the seat
    the same view as the game (``check_worlds``)."""
    check_worlds("mahou_toshi", players, options)


@pytest.mark.parametrize("style", ["in_turn", "free"])
def test_announced_chance_is_forced_to_what_the_seat_saw(style):
    """MAH-11: the first voter (in turn) or the order (free) of an open vote is drawn
    and announced; every world draws the same, with that outcome's probability in its
    weight, and keeps it as its chance script (so it replays from its record). The
    whole small game is still enumerated exactly."""
    game = random_point("mahou_toshi", 7, 5, steps=14, events=[], vote_style=style, first_day_seer="none")
    drawn = [e for e in game.events_seen_by(1) if isinstance(e, Chance)]
    assert drawn, "the point should be past a drawn vote order"
    worlds = sample_worlds(game, 1, n=20, seed=3)
    assert worlds.exact and len(worlds) > 0
    for world in worlds:
        assert [e for e in world.events_seen_by(1) if isinstance(e, Chance)] == drawn
        assert world.record().chance is not None and len(world.record().chance) >= len(drawn)
        assert jl.replay(world.record().to_json()).log == world.log


def test_mahou_small_games_are_enumerated_exactly():
    """魔法都市の人狼 with one werewolf, no events and simultaneous votes: every deal
    and night choice is enumerated. At the start the belief is the role counts; later
    sampling agrees with it within its error."""
    game = random_point("mahou_toshi", 61, 5, steps=0, events=[], first_day_seer="none")
    table = belief(game, 1, exact=True)
    assert table.attrs["exact"]
    role = game.view(1).role
    pool = [r for r in ("werewolf", "seer", "knight", "citizen", "citizen")]
    pool.remove(role)
    for row in table[table.fact.str.startswith("role of seat")].itertuples():
        assert row.probability == pytest.approx(pool.count(row.value) / len(pool))
    game = random_point("mahou_toshi", 61, 5, steps=12, events=[], first_day_seer="none")
    exact = belief(game, 1, exact=True).set_index(["fact", "value"])
    sampled = belief(game, 1, n=600, exact=False, seed=2).set_index(["fact", "value"])
    both = exact.merge(sampled, left_index=True, right_index=True, how="outer", suffixes=("_e", "_s")).fillna(0.0)
    assert ((both.probability_e - both.probability_s).abs() < 4 * both.se_s + 0.02).all()


@pytest.mark.slow
def test_belief_is_calibrated_mahou():
    """Each other seat's team in 魔法都市の人狼 (no events, 5 to 7 players): citizens,
    werewolves or a third party."""
    found = calibration("mahou_toshi", (5, 6, 7), points=60, steps=40, facts="team of seat", events=[])
    assert_calibrated(found, least=200, ratio=0.75)


def _werewolf_point() -> tuple[object, int]:
    """A 9-player game (no events) 40 random actions in, and a werewolf seat that saw its
    partner's attack proposals (MAH-03, MAH-20 (2))."""
    game = random_point("mahou_toshi", 8, 9, steps=40, events=[])
    seat = 3
    assert any(type(e) is Proposal and e.seat != seat for e in game.events_seen_by(seat))
    return game, seat


def test_a_werewolf_sees_its_partners_proposals_so_the_worlds_take_them():
    """MAH-03, MAH-20 (2): the partner's proposal is logged for the werewolves who propose
    tonight, so a werewolf viewer's worlds take the proposal it saw
    (``core.hidden.proposal_candidates``) instead of drawing one and dropping the world when it
    differs: 20 worlds in few attempts (drawn blind: hundreds)."""
    game, seat = _werewolf_point()
    worlds = sample_worlds(game, seat, n=20, seed=1, max_attempts=400)
    assert len(worlds) == 20 and worlds.attempts <= 60, worlds.attempts
    seen = [e for e in game.events_seen_by(seat) if type(e) is Proposal]
    for world in worlds:
        assert [e for e in world.events_seen_by(seat) if type(e) is Proposal] == seen


@pytest.mark.slow
def test_taking_the_proposals_seen_gives_the_belief_drawing_them_blind_gives(monkeypatch):
    """The proposals seen only rule out worlds that could not agree: the belief with them
    taken equals, within its errors, the belief of worlds drawn blind and dropped."""
    game, seat = _werewolf_point()
    taken = belief(game, seat, n=200, exact=False, seed=2).set_index(["fact", "value"])
    monkeypatch.setattr(mahou_hidden, "proposal_candidates", lambda *args, **kwargs: None)
    blind = belief(game, seat, n=200, exact=False, seed=3).set_index(["fact", "value"])
    both = taken.merge(blind, left_index=True, right_index=True, how="outer", suffixes=("_t", "_b")).fillna(0.0)
    assert ((both.probability_t - both.probability_b).abs() < 4 * (both.se_t**2 + both.se_b**2) ** 0.5 + 0.02).all()


NAMING_CARDS = ["mages_guild", "guild", "bank", "thieves"]


def test_the_namings_the_table_saw_are_taken_by_the_worlds():
    """MAH-26, MAH-33: the guild's naming (MAH-E11) and the mages' guild's victim (MAH-E04)
    are seen at once, the bank's and the thieves' (MAH-E16, MAH-E22) the next morning, so
    the worlds take the seat the table saw named instead of drawing it and dropping the
    world when it differs: 20 worlds in a few hundred attempts (drawn blind: 13 in 2,000)."""
    game = random_point("mahou_toshi", 6, 9, steps=30, events=NAMING_CARDS)
    worlds = sample_worlds(game, 0, n=20, seed=1, max_attempts=400)
    assert len(worlds) == 20 and worlds.attempts <= 200, worlds.attempts
    changes = [e for e in game.events_seen_by(0) if type(e) in (RuleChanged, Eliminated)]
    assert any(type(e) is RuleChanged and e.name == "guild" for e in changes)
    for world in worlds:
        assert [e for e in world.events_seen_by(0) if type(e) in (RuleChanged, Eliminated)] == changes


@pytest.mark.slow
def test_taking_the_namings_seen_gives_the_belief_drawing_them_blind_gives(monkeypatch):
    """The namings seen only rule out worlds that could not agree: the belief with them
    taken equals, within its errors, the belief of worlds drawn blind and dropped."""
    game = random_point("mahou_toshi", 14, 9, steps=30, events=NAMING_CARDS)
    taken = belief(game, 1, n=200, exact=False, seed=2).set_index(["fact", "value"])
    monkeypatch.setattr(mahou_hidden, "_named_as_seen", lambda *args: None)
    blind = belief(game, 1, n=200, exact=False, seed=3).set_index(["fact", "value"])
    both = taken.merge(blind, left_index=True, right_index=True, how="outer", suffixes=("_t", "_b")).fillna(0.0)
    assert ((both.probability_t - both.probability_b).abs() < 4 * (both.se_t**2 + both.se_b**2) ** 0.5 + 0.02).all()


def test_a_card_the_airship_triggered_is_taken_and_the_cards_drawn_after_it_keep_their_places():
    """MAH-E12: the executed player chooses any card left in the deck, announced; the worlds
    take that card and put it anywhere below the cards drawn before it, so the card drawn
    after the airship's is still the one seen (20 worlds in under 100 attempts; before: 9 in
    400, the triggered card drawn blind and the later draws shifted)."""
    game = random_point("mahou_toshi", 48, 9, steps=25)
    drawn = [(e.card, e.how) for e in game.events_seen_by(0) if type(e) is EventDrawn]
    assert [how for _, how in drawn] == ["random", "airship", "random"]
    worlds = sample_worlds(game, 0, n=20, seed=1, max_attempts=400)
    assert len(worlds) == 20 and worlds.attempts <= 100, worlds.attempts
    for world in worlds:
        assert [(e.card, e.how) for e in world.events_seen_by(0) if type(e) is EventDrawn] == drawn


def test_a_word_of_the_players_own_is_taken_by_the_worlds():
    """MAH-E05, MAH-E20, MAH-51: the executed player may write a word of its own (not one of
    the listed samples); it is told to all, and every world takes it (before: no world could,
    so belief and search found none)."""
    game = jl.new_game("mahou_toshi", seed=0, players=7, events=["library", "babel"])
    rng = random.Random(1)
    while game.phase != "word":
        seat = game.to_act()[0]
        game.act(seat, rng.choice(game.legal_actions(seat)))
    writer = game.to_act()[0]
    card_id = game.legal_actions(writer)[0].card
    assert "にゃー" not in SAMPLE_WORDS[card_id]
    game.act(writer, f"{card_id}: にゃー")
    while len(game.legal_actions(game.to_act()[0])) == 1:
        game.act(game.to_act()[0], game.legal_actions(game.to_act()[0])[0])
    viewer = next(s for s in range(7) if s != writer and game.alive[s])
    worlds = sample_worlds(game, viewer, n=10, seed=0, max_attempts=300)
    assert len(worlds) == 10
    for world in worlds:
        assert [e for e in world.events_seen_by(viewer) if type(e) is EventChoice] == [
            e for e in game.events_seen_by(viewer) if type(e) is EventChoice
        ]
