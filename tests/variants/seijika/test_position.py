"""Positions for lessons (``position=`` with ``roles=``, ``seijika.position``): a valid
position starts where it says, with the elected seats holding their party's seats
(SEI-25, SEI-26), at that day's vote or the night after it (SEI-20, SEI-30) and the
smeared sitting out (SEI-21, SEI-33, SEI-34), and plays on by the rules; a typed
position and its JSON form play the same game with the same record; an impossible or
decided one is refused naming the key, what is allowed and the rule (SEI-40, SEI-41,
SEI-42, SEI-55) before anything changes."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from texts_support import assert_bilingual, assert_readable, texts_of_a_game

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import Knowledge
from jinro_lab.core.hidden import sample_worlds
from jinro_lab.core.registry import renderer
from jinro_lab.testing.hostile import ODD, EqRaises
from jinro_lab.variants.seijika import events as ev
from jinro_lab.variants.seijika.options import Position
from jinro_lab.variants.seijika.roles import ROLES
from jinro_lab.variants.seijika.setup import default_roles
from tests.core.test_hostile_inputs import kit_error

from .helpers import EVERY, R8, elect, events, new, night

#: the kit's 9-player setup, seated: 0-1 wolves, 2 spy, 3 reporter, 4 prosecutor, 5 guard, 6-8 humans
R9 = ("wolf", "wolf", "spy", "reporter", "prosecutor", "guard", "human", "human", "human")
#: one wolf: 0 wolf, 1 spy, 2 reporter, 3-5 humans
R6 = ("wolf", "spy", "reporter", "human", "human", "human")


def announced(game: Any) -> list[tuple[str, tuple[object, ...]]]:
    return [(e.key, e.args) for e in events(game, ev.Announcement)]


# ----- where a position starts ------------------------------------------------------------
def test_a_day_position_starts_at_that_days_vote_with_the_smeared_sitting_out():
    """SEI-20, SEI-21, SEI-25, SEI-26, SEI-33: day 3 with seats 5 (human) and 2 (spy)
    elected and seat 6 smeared last night: the table is told so, the elected hold their
    party's seats and are out of the race, seat 6 neither votes nor can be voted for;
    after the election it returns (SEI-27)."""
    game = new(R8, seed=1, position={"elected": [5, 2], "day": 3, "phase": "day", "smeared": [6]})
    assert [str(e) for e in events(game, ev.Dawn, ev.Announcement)] == [
        "day 3: morning",
        "the game starts at day 3's campaign and vote; elected seats: 5, 2; sitting out: 6",
        "seat 6 was smeared and sits out today (SEI-33)",
        "campaign: 3 round(s) of discussion (SEI-20)",
    ]
    assert game.day == 3 and game.phase == "vote" and game.to_act() == (0, 1, 3, 4, 7)
    view = game.view(7)
    assert view.elected == (5, 2) and view.race() == (0, 1, 3, 4, 6, 7) and view.voters() == (0, 1, 3, 4, 7)
    assert game.seats == [5, 2] and game._counts() == {"human": 1, "wolf": 1}
    assert {str(a) for a in game.legal_actions(0)} == {"vote seat 1", "vote seat 3", "vote seat 4", "vote seat 7"}
    elect(game, {0: 1, 1: 0, 3: 4, 4: 3, 7: 3})
    assert announced(game)[-2:] == [("final speech", (3,)), ("returns", (6,))]
    assert game.phase == "night" and game.day == 3


def test_a_night_position_starts_at_that_night_and_the_prosecutor_learns_its_winner():
    """SEI-30, SEI-02: night 2 after seats 6 and 2 were elected: no day is played first;
    the wolves, the guard and the reporter choose; the prosecutor learns the party of the
    last elected seat (the spy: Wolf Party); the morning of day 3 follows (SEI-33)."""
    game = new(R9, seed=1, position=Position(elected=(6, 2), day=2, phase="night"))
    assert announced(game) == [("position", ((6, 2), 2, "night", ()))]
    assert str(events(game, ev.Announcement)[0]) == (
        "the game starts at night 2 (back-room time); elected seats: 6, 2; sitting out: none"
    )
    assert events(game, ev.Dusk) == [ev.Dusk(0), ev.Dusk(2)] and not events(game, ev.Dawn)
    assert game.day == 2 and game.phase == "night" and game.to_act() == (0, 1, 3, 5)
    night(game, {0: "smear seat 7", 1: "smear seat 7", 3: "investigate seat 0", 5: "protect seat 8"})
    fact = ("party", 2, "wolf")
    assert [e.key for e in events(game, Knowledge) if e.observer == 4] == [fact]
    assert events(game, ev.Dawn) == [ev.Dawn(3)] and game.day == 3 and game.view(0).sitting_out[7]


def test_day_one_is_the_usual_game_with_the_position_announced():
    """SEI-10 ... SEI-15, SEI-20: ``{}`` (day 1, nothing elected) plays night 0 as usual
    (the lover's favourite, the reporter's hint, the meetings) and then the same game as
    no position, the one announcement aside; ``position=None`` leaves the game as it was."""
    plain = jl.new_game("seijika", roles=list(EVERY), seed=7)
    at = jl.new_game("seijika", roles=list(EVERY), seed=7, position={})
    for game in (plain, at):
        game.act(3, "favourite seat 0")
    assert at.setup["position"] == {} and plain.setup["position"] is None
    assert [e for e in at.log if not (type(e) is ev.Announcement and e.key == "position")] == list(plain.log)
    assert at.to_act() == plain.to_act() and at.phase == plain.phase == "vote"
    assert (
        jl.new_game("seijika", roles=list(EVERY), seed=7, position=None).log
        == jl.new_game("seijika", roles=list(EVERY), seed=7).log
    )


def test_a_smeared_lover_sits_out_and_never_returns():
    """SEI-33, SEI-34: a lover smeared last night sits out day 2 and stays out for good."""
    game = new(EVERY, seed=3, position={"day": 2, "smeared": [3]})
    game.act(3, "favourite seat 0")
    assert game.view(None).sitting_out[3] and 3 not in game.to_act()
    elect(game, dict.fromkeys(game.to_act(), 9) | {9: 10})
    assert ("lover out", (3,)) in announced(game) and not game.in_race[3]
    assert game.view(5).roles[3] == "lover"  # SEI-60: staying out reveals the role


def test_manifesto_rules_announce_at_the_position_and_carry_nothing_over():
    """SEI-50, SEI-51, SEI-55 (kit decisions of ``position.py``): the manifestos are dealt
    as usual and every seat announces one at the position's start; the elected players'
    manifestos were not carried out (no rule change, the promise deck whole); a party at
    its quota does not decide a manifesto game (a recall may take a seat back)."""
    game = new(R8, seed=2, manifestos=True, position={"elected": [0, 2], "day": 3})
    assert game.label == "day: policy speeches" and game.to_act() == (0,)
    assert len(game.promises) == 10 and not events(game, ev.ManifestoExecuted)
    for seat in range(8):
        game.act(seat, game.legal_actions(seat)[0])
    assert len(events(game, ev.ManifestoAnnounced)) == 8 and game.phase == "vote" and game.day == 3
    assert game._counts() == {"human": 0, "wolf": 2} and not game.over


# ----- the same game from a Position and from its mapping; records ------------------------------
def test_a_typed_position_plays_as_its_mapping_and_its_record_replays():
    """A ``Position`` and its JSON form: the same game, the same setup, the same record;
    the record replays (from JSON) and clones event for event."""
    start = Position(elected=(4, 6), day=3, phase="day", smeared=(7,))
    assert Position.from_json(start.to_json()) == start
    assert start.to_json() == {"elected": [4, 6], "day": 3, "phase": "day", "smeared": [7]}
    typed = jl.new_game("seijika", roles=list(R9), seed=5, position=start)
    plain = jl.new_game("seijika", roles=list(R9), seed=5, position=json.loads(json.dumps(start.to_json())))
    for game in (typed, plain):
        play_game(game, [RandomAgent(s) for s in range(9)])
    assert typed.log == plain.log and typed.record() == plain.record()
    assert typed.setup["position"] == start.to_json()
    again = jl.replay(typed.record().to_json())
    assert again.log == typed.log and again.record() == typed.record() and again.result == typed.result
    twin = typed.clone()
    assert twin.log == typed.log and twin.record() == typed.record()


def test_a_position_game_writes_its_announcement_in_japanese():
    """The position's announcement is a phrase (``events.SAY``), written from its own
    Japanese template, never from the English."""
    game = new(R8, seed=1, position={"elected": [5], "day": 2, "smeared": [6]})
    (start,) = [e for e in events(game, ev.Announcement) if e.key == "position"]
    assert renderer("seijika").event_text(start, "ja") == "2日目の選挙活動と投票から開始。当選者：席5。欠席：席6"
    night_start = new(R8, seed=1, position={"day": 1, "phase": "night"})
    (start,) = [e for e in events(night_start, ev.Announcement) if e.key == "position"]
    assert renderer("seijika").event_text(start, "ja") == "1日目の夜（裏工作タイム）から開始。当選者：なし。欠席：なし"


@pytest.mark.parametrize("manifestos", [False, True])
def test_every_text_of_a_position_game_reads_as_a_sentence(manifestos):
    """Every event, action and view of a game from a position, in both languages: no
    Python tuple, None or bool; in Japanese no Latin word but rule ids (SEI-60's public
    announcement included); the position's phrases match field for field."""
    assert_bilingual(ev.SAY)
    for seed in range(3):
        game = new(EVERY, seed=seed, manifestos=manifestos, position={"elected": [9, 2], "day": 3, "smeared": [3]})
        assert_readable(texts_of_a_game(game, [RandomAgent(seed * 16 + s) for s in range(12)]), set())


def test_the_hidden_worlds_of_a_position_leave_out_decided_deals():
    """SEI-60, SEI-40: a seat's worlds deal the roles it does not know; a deal that would
    make the position decided (both elected seats of the Wolf Party) is refused like any
    impossible setup, so no world holds one."""
    game = new(R8, seed=4, position={"elected": [5, 6], "day": 3})
    worlds = sample_worlds(game, 7, n=30, seed=1)
    assert len(worlds) == 30 and worlds.attempts > 30  # some deals were refused
    for world in worlds:
        assert world.view(None).elected == (5, 6)
        assert sum(ROLES[world.roles[s]].party == "wolf" for s in (5, 6)) < 2


# ----- refusals ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("roles", "position", "message"),
    [
        (R8, {"elected": [8]}, "position['elected'] must be a list of seats 0..7, got [8]"),
        (R8, {"elected": [True]}, "position['elected'] must be a list of seats 0..7, got [True]"),
        (R8, {"elected": "5"}, "position['elected'] must be a list of seats 0..7, got '5'"),
        (R8, {"elected": [5, 5], "day": 3}, "position['elected'] names a seat twice: [5, 5]"),
        (R8, {"smeared": [-1], "day": 2}, "position['smeared'] must be a list of seats 0..7, got [-1]"),
        (R8, {"day": 0}, "position['day'] must be an int from 1 to 4 (SEI-20, SEI-42), got 0"),
        (R8, {"day": 5}, "position['day'] must be an int from 1 to 4 (SEI-20, SEI-42), got 5"),
        (R8, {"day": "2"}, "position['day'] must be an int from 1 to 4 (SEI-20, SEI-42), got '2'"),
        (R8, {"day": True}, "position['day'] must be an int from 1 to 4 (SEI-20, SEI-42), got True"),
        (R8, {"phase": "evening"}, "position['phase'] must be day or night (SEI-20, SEI-30), got 'evening'"),
        (R8, {"dead": [1]}, "unknown position key(s) 'dead'; allowed: elected, day, phase, smeared"),
        (R8, {"day": 4, "phase": "night"}, "plain rules do not play night 4"),
        (R8, {"elected": [5]}, "position['elected'] names 1 seat(s), but by day 1 (day) at most 0 election(s)"),
        (R8, {"elected": [5, 6, 7], "day": 2, "phase": "night"}, "at most 2 election(s) were held (SEI-20"),
        (
            R8,
            {"elected": [5, 6, 7], "day": 4},
            "that position is already decided (SEI-40, SEI-41): the elected seats give the Human Party 3 seats "
            "and the Wolf Party 0; allowed: at most 2 and 1",
        ),
        (
            R8,
            {"elected": [0, 2], "day": 3},
            "already decided (SEI-40, SEI-41): the elected seats give the Human Party 0",
        ),
        (EVERY, {"elected": [0, 2], "day": 3}, "already decided (SEI-40, SEI-41)"),  # a lawyer in the race, SEI-44
        (R8, {"smeared": [6]}, "position['smeared'] is for a day position after day 1 (SEI-33"),
        (R8, {"smeared": [6], "day": 2, "phase": "night"}, "got day 2 (night) with smeared [6]"),
        (
            R8,
            {"elected": [5], "day": 2, "smeared": [5]},
            "names elected seats [5]: an elected player has left the race",
        ),
        (
            R8,
            {"day": 2, "smeared": [5, 6]},
            "position['smeared'] names 2 seats; allowed: at most 1, the players one smear hits (SEI-31)",
        ),
        (R6, {"elected": [0], "day": 2, "smeared": [3]}, "no wolf is in the race to have smeared them (SEI-31)"),
    ],
    ids=lambda v: str(v)[:48],
)
def test_a_bad_or_decided_position_is_refused_saying_what_is_wrong(roles, position, message):
    """SEI-20, SEI-25, SEI-31, SEI-33, SEI-40, SEI-41, SEI-42: each refusal names the
    key, what is allowed and the rule; the mapping given is left as it was."""
    before = json.dumps(position)
    with pytest.raises(jl.InvalidSetup) as err:
        new(roles, position=position)
    assert message in str(err.value)
    assert json.dumps(position) == before


@pytest.mark.parametrize("key", ["elected", "day", "phase", "smeared", EqRaises("turn"), None, 1])
@pytest.mark.parametrize("name", ODD)
def test_a_hostile_position_value_or_key_is_an_invalid_setup(key, name):
    """Odd objects (raising ``==``, ``hash``, ``repr``, ``__class__``...) as a position's
    value or key: a short kit error, never a crash."""
    value = ODD[name]()
    position = {"elected": [5], "day": 3, "phase": "day", "smeared": [6]}
    kit_error(lambda: new(R8, position={**position, key: value}), jl.InvalidSetup)
    kit_error(lambda: new(R8, position=value), jl.InvalidSetup)


def test_manifesto_rules_refuse_two_seated_wolves_and_allow_two_smeared():
    """SEI-55: two seated ``wolf`` players have already won a manifesto game; SEI-56: a
    manifesto may make the smear hit two, so two may sit out."""
    with pytest.raises(jl.InvalidSetup, match=r"already decided \(SEI-55\): 2 wolves and 2 players hold seats"):
        new(R8, manifestos=True, position={"elected": [0, 1], "day": 3})
    with pytest.raises(jl.InvalidSetup, match=r"allowed: at most 2, the players one smear hits \(SEI-31, SEI-56\)"):
        new(R8, manifestos=True, position={"day": 2, "smeared": [5, 6, 7]})
    game = new(R8, manifestos=True, position={"day": 4, "phase": "night"})  # SEI-55: night 4 is played
    assert game.label == "day: policy speeches"
    assert new(R8, manifestos=True, position={"day": 2, "smeared": [5, 6]}).sitting_out == frozenset({5, 6})


def test_a_position_needs_roles_and_a_typed_one_is_checked_as_its_mapping():
    """SEI-03: who is who must be given with ``roles=``; a typed ``Position`` is checked
    as its mapping is; another game's value is refused by the option."""
    with pytest.raises(jl.InvalidSetup, match=r"a position needs roles=\[one role id per seat\] \(SEI-03\)"):
        jl.new_game("seijika", players=8, seed=0, position={"day": 2})
    with pytest.raises(jl.InvalidSetup, match=r"position\['phase'\] must be day or night"):
        new(R8, position=Position(phase="dusk"))
    with pytest.raises(jl.InvalidSetup, match=r"unknown position key\(s\) 'turn'"):
        Position.from_json({"turn": 1})
    with pytest.raises(jl.InvalidSetup, match=r"position must be none, a seijika Position .* \(SEI-20\)"):
        new(R8, position="day 2")


# ----- fuzz: random positions played out and replayed --------------------------------------------
def _random_position(rng: random.Random) -> tuple[list[str], dict[str, Any], bool]:
    """A seating of the kit's setups, rules, and a position drawn at random (it may be refused)."""
    roles = default_roles(rng.randrange(6, 13))
    rng.shuffle(roles)
    day, phase = rng.randrange(1, 5), rng.choice(("day", "night"))
    manifestos = rng.random() < 0.3
    held = day - 1 if phase == "day" else day
    elected = rng.sample(range(len(roles)), rng.randrange(held + 1))
    race = [s for s in range(len(roles)) if s not in elected]
    smeared = rng.sample(race, 1) if phase == "day" and day > 1 and rng.random() < 0.5 else []
    return roles, {"elected": elected, "day": day, "phase": phase, "smeared": smeared}, manifestos


def test_random_positions_play_to_the_end_and_replay_identically():
    """SEI-20 ... SEI-55: 50 random valid positions (any setup, either rules) played to the
    end by random agents without error; each record replays from JSON event for event."""
    rng = random.Random(20)
    played = refused = 0
    while played < 50:
        roles, position, manifestos = _random_position(rng)
        seed = rng.randrange(10**6)
        try:
            game = jl.new_game("seijika", roles=roles, seed=seed, manifestos=manifestos, position=position)
        except jl.InvalidSetup as err:
            assert "SEI-" in str(err)
            refused += 1
            continue
        play_game(game, [RandomAgent(seed + s) for s in range(len(roles))])
        assert game.over and game.result.side in ("human", "wolf")
        assert all(not game.in_race[s] for s in position["elected"])
        again = jl.replay(game.record().to_json())
        assert again.log == game.log and again.result == game.result
        played += 1
    assert refused > 0  # decided positions were drawn and refused
