"""Positions for lessons (``position=``): a game that starts at the beginning of a
described turn plays on by the rules, records, replays and clones exactly, refuses
impossible positions with a message naming the problem, and tells each seat its
own hand only."""

from __future__ import annotations

import copy
import doctest
import json
import pickle
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.events import Eliminated, Knowledge, VoteResult, only
from jinro_lab.variants.nemuranai import position as pos
from jinro_lab.variants.nemuranai.events import Dealt, Drew, MadmanRevealed, SearchPhase, Swapped, TurnBegan
from jinro_lab.variants.nemuranai.position import KNIGHT_LESSON, PositionSet, check_position, position_of

from .helpers import events, hand, pile, run, strings

# A search lesson: the pile is empty, so the search phase begins at once (NEM-50).
# Orders: seat 0 villager 1, seat 3 madman 3 (reveals), seat 2 werewolf 5, seat 1 seer 6.
SEARCH_LESSON: dict[str, Any] = {
    "hands": [["villager"], ["seer"], ["werewolf"], ["madman"]],
    "discards": [
        [["knight", True], ["vote", False], ["sleep", False]],
        [["seer", True], ["vote", False], ["attack_1", False]],
        [["medium", True], ["sleep", False]],
        [["vote", False], ["sleep", False], ["attack_2", False]],
    ],
    "ruins": "attack_3",
    "pile": [],
}


def lesson(base: dict[str, Any] = KNIGHT_LESSON, **changes: Any) -> dict[str, Any]:
    """A deep copy of ``base`` with top-level keys replaced (``None`` deletes a key)."""
    p = copy.deepcopy(base)
    for key, value in changes.items():
        if value is None:
            p.pop(key, None)
        else:
            p[key] = value
    return p


def eliminate(p: dict[str, Any], seat: int) -> dict[str, Any]:
    """``p`` with ``seat`` eliminated as NEM-40 leaves it: hand to discard, all face-up."""
    p = copy.deepcopy(p)
    p["discards"][seat] = [[card, True] for card, _ in p["discards"][seat]] + [[c, True] for c in p["hands"][seat]]
    p["hands"][seat] = []
    p["eliminated"] = sorted({*p.get("eliminated", []), seat})
    return p


def start(p: dict[str, Any], players: int | None = None, seed: int = 0) -> Any:
    return jl.new_game("nemuranai", players=players or len(p["hands"]), seed=seed, position=p)


# ----- documentation ------------------------------------------------------------------------------
def test_module_docstring_examples_run():
    """The lesson in position.py's docstring is executed, outputs included."""
    result = doctest.testmod(pos, extraglobs={"jl": jl}, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10 and result.failed == 0


def test_game_docstring_documents_the_option():
    doc = jl.variants.game_class("nemuranai").__doc__
    assert "position" in doc and '"knight", True' in doc and "NEM-31" in doc


# ----- starting from a position -------------------------------------------------------------------
def test_the_turn_seat_draws_the_top_card_and_the_day_goes_on():
    """NEM-10: the position is the start of seat 1's turn after 6 turns: it draws the top card."""
    g = start(KNIGHT_LESSON)
    gm = g.view(None)
    assert g.to_act() == (1,) and g.phase == "play" and gm.active == 1 and gm.day == 7
    assert gm.hands == (("madman",), ("seer", "vote"), ("werewolf",), ("villager",))
    assert gm.deck == ("sleep", "attack_2", "vote", "sleep") and gm.ruins == "attack_3"
    assert gm.discards == (
        (("knight", True), ("sleep", False), ("attack_1", False)),
        (("vote", False),),
        (("seer", True),),
        (("medium", True),),
    )
    assert gm.alive == (True,) * 4 and gm.werewolf == 2
    assert events(g, TurnBegan) == [TurnBegan(1, 7, 4)]
    assert events(g, Drew) == [Drew(1, "vote", only(1))]
    assert strings(g.legal_actions(1)) == [
        "play seer -> seat 0",
        "play seer -> seat 2",
        "play seer -> seat 3",
        "play vote",
    ]


def test_the_log_opens_with_the_public_table_then_each_own_hand():
    g = start(KNIGHT_LESSON)
    table = (
        (("knight", True), (None, False), (None, False)),
        ((None, False),),
        (("seer", True),),
        (("medium", True),),
    )
    assert g.log[:5] == (
        PositionSet(6, 1, (True,) * 4, table, 5),
        Dealt(0, "madman", only(0)),
        Dealt(1, "seer", only(1)),
        Dealt(2, "werewolf", only(2)),
        Dealt(3, "villager", only(3)),
    )
    assert g.log[0].visible_to is None
    assert str(g.log[0]) == (
        "position after turn 6 (5 cards in the deck); discards: seat 0: knight, face-down, face-down; "
        "seat 1: face-down; seat 2: seer; seat 3: medium; next: seat 1's turn"
    )


def test_the_knight_turns_away_the_vote_with_face_down_extra_votes():
    """NEM-30, NEM-31: seat 0's two face-down cards are two extra votes; with the most
    votes it stays, protected by its face-up knight; the vote card then turns face-down."""
    g = start(KNIGHT_LESSON)
    run(g, (1, "play vote"), (0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 0"), (3, "vote seat 0"))
    (result,) = events(g, VoteResult)
    assert result.totals == ((0, 5), (1, 2), (2, 0), (3, 0)) and result.chosen is None
    assert "NEM-31" in result.note
    assert not events(g, Eliminated) and g.view(None).alive == (True,) * 4
    assert pile(g, 1) == (("vote", False), ("vote", False))
    assert g.to_act() == (2,) and events(g, TurnBegan)[-1] == TurnBegan(2, 8, 3)


def test_without_the_knight_face_up_the_same_votes_eliminate():
    """NEM-20: a face-down knight protects nobody (and is one more extra vote)."""
    p = lesson()
    p["discards"][0][0] = ["knight", False]
    g = start(p)
    run(g, (1, "play vote"), (0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 0"), (3, "vote seat 0"))
    (result,) = events(g, VoteResult)
    assert result.totals == ((0, 6), (1, 2), (2, 0), (3, 0)) and result.chosen == 0
    assert events(g, Eliminated) == [Eliminated(0, "vote", ("knight", "sleep", "attack_1", "madman"))]
    assert pile(g, 0) == (("knight", True), ("sleep", True), ("attack_1", True), ("madman", True))
    assert g.view(None).alive == (False, True, True, True) and not g.over


def test_turns_pass_to_the_left_skipping_eliminated_seats():
    """NEM-04, NEM-42: after seat 2 comes seat 0, since seat 3 is out."""
    g = start(eliminate(KNIGHT_LESSON, 3))
    assert g.view(None).alive == (True, True, True, False)
    assert pile(g, 3) == (("medium", True), ("villager", True))
    run(g, (1, "play seer -> seat 0"), (2, "play sleep"))
    assert [(e.seat, e.turn) for e in events(g, TurnBegan)] == [(1, 7), (2, 8), (0, 9)]
    assert g.to_act() == (0,)


def test_an_empty_pile_starts_the_search_phase_at_once():
    """NEM-50/51: no turn is taken; the searchers go by ascending order, the Madman reveals."""
    g = start(SEARCH_LESSON)
    assert g.phase == "search" and g.to_act() == (0,) and g.view(None).day == 11
    assert not events(g, TurnBegan)
    assert g.log[0] == PositionSet(11, None, (True,) * 4, g.log[0].table, 0)
    assert str(g.log[0]).endswith("; the search phase begins")
    assert g.log.index(events(g, SearchPhase)[0]) == 5  # right after the position and the four hands
    run(g, (0, "search ruins"))
    assert events(g, MadmanRevealed) == [MadmanRevealed(3)]
    assert g.to_act() == (2,)
    run(g, (2, "search discard of seat 1, card 2"))
    assert g.to_act() == (1,)
    run(g, (1, "search hand of seat 2"))
    assert g.over and g.result.winners == frozenset({0, 1}) and g.result.side == "villagers"
    assert g.summary() == {"first_player": None, "werewolf_start": "seat 2", "werewolf_seat": 2}


def test_the_last_card_of_the_pile_then_the_search_phase():
    """NEM-13, NEM-16: seat 3 draws the last card, an attack it must play; then the search."""
    p = lesson(SEARCH_LESSON, pile=["attack_2"], turn=3)
    p["discards"][3].pop()
    g = start(p)
    assert g.view(None).day == 11 and strings(g.legal_actions(3)) == ["play attack_2"]
    run(g, (3, "play attack_2"), (3, "place attack_2 face-down in discard of seat 1"))
    assert not events(g, Eliminated)  # nobody holds order 2 (the medium is in seat 2's discard)
    assert g.phase == "search" and g.to_act() == (0,) and len(events(g, SearchPhase)) == 1


def test_the_werewolf_hidden_in_its_own_discard_can_be_swapped_back_during_sleep():
    """NEM-06, NEM-26: the werewolf face-down in seat 2's own discard makes it the Werewolf
    player; during sleep it may take the card back."""
    p = lesson(pile=["sleep", "vote", "attack_2", "vote"], day=None)
    p["hands"][2] = ["sleep"]
    p["discards"][2].append(["werewolf", False])
    g = start(p)
    assert g.setup["position"]["werewolf"] == 2 and g.setup["position"]["day"] == 7
    assert [g.view(s).werewolf for s in range(4)] == [None, None, 2, None]
    run(g, (1, "play sleep"), pause=True)
    assert strings(g.legal_actions(2)) == ["sleep: keep hand", "sleep: swap hand with own discard card 1"]
    assert strings(g.legal_actions(0)) == ["sleep: keep hand"]
    run(g, (2, "sleep: swap hand with own discard card 1"))
    assert pile(g, 2) == (("seer", True), ("sleep", False))
    assert g.to_act() == (2,) and hand(g, 2) == ("werewolf", "vote")  # its turn: it drew the vote
    assert events(g, Swapped) == [Swapped(2, 1, "werewolf", "sleep", only(2))]


@pytest.mark.parametrize(
    ("where", "wolf", "start_place"),
    [("hand", 2, "seat 2"), ("ruins", None, "ruins"), ("pile", None, "deck")],
)
def test_the_werewolf_player_is_derived_from_the_cards(where, wolf, start_place):
    """NEM-06: the holder of the werewolf card, or nobody while it is in the ruins or the pile."""
    p = lesson()
    if where == "ruins":
        p["hands"][2], p["ruins"] = ["attack_3"], "werewolf"
    elif where == "pile":
        p["hands"][2], p["pile"][2] = ["attack_2"], "werewolf"
    g = start(p)
    assert g.view(None).werewolf == wolf and g.setup["position"]["werewolf"] == wolf
    assert g.summary() == {"first_player": 1, "werewolf_start": start_place, "werewolf_seat": wolf}
    assert start(lesson(p, werewolf=wolf)).log == g.log  # saying it explicitly changes nothing
    assert start(p | {"werewolf": None}).log == g.log  # null: derived, as for day


def test_three_players():
    p = {
        "hands": [["knight"], ["werewolf"], ["seer"]],
        "discards": [[], [["villager", False]], []],
        "ruins": "madman",
        "pile": [
            "vote",
            "vote",
            "vote",
            "sleep",
            "sleep",
            "sleep",
            "attack_1",
            "attack_2",
            "attack_3",
            "medium",
            "seer",
        ],
        "turn": 2,
    }
    g = start(p, players=3)
    assert g.view(None).day == 2 and g.to_act() == (2,) and hand(g, 2) == ("seer", "vote")


# ----- the setup, records, replay, clone -----------------------------------------------------------
def test_the_setup_stores_the_position_with_every_key_and_only_when_given():
    g = start(lesson(KNIGHT_LESSON, day=None, eliminated=None))
    assert g.setup["position"] == {**KNIGHT_LESSON, "werewolf": 2}
    assert json.loads(json.dumps(g.setup)) == g.setup
    assert g.setup["deck"] is None and g.setup["first_player"] is None
    assert "position" not in jl.new_game("nemuranai", seed=1).record().setup  # other records unchanged
    assert check_position(g.setup["position"], 4).to_json() == g.setup["position"]


def test_tuples_are_stored_as_lists_and_the_input_is_not_kept():
    p = lesson()
    as_tuples = {
        **p,
        "hands": tuple(tuple(h) for h in p["hands"]),
        "discards": tuple(tuple(tuple(c) for c in d) for d in p["discards"]),
        "pile": tuple(p["pile"]),
    }
    g = start(as_tuples)
    assert g.setup["position"] == {**p, "werewolf": 2}
    p["hands"][0][0] = "seer"  # changing the caller's dict afterwards changes nothing
    assert start(KNIGHT_LESSON).log == g.log and g.clone().log == g.log


def play_randomly(game: Any, seed: int, steps: int | None = None) -> Any:
    agents = [RandomAgent(seed * 16 + s) for s in range(game.players)]
    n = 0
    while not game.over and (steps is None or n < steps):
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
        n += 1
    return game


@pytest.mark.parametrize("base", ["knight", "knight-3-out", "search"])
@pytest.mark.parametrize("steps", [0, 3, None])
def test_record_replay_and_clone_are_exact(base, steps):
    p = {"knight": KNIGHT_LESSON, "knight-3-out": eliminate(KNIGHT_LESSON, 3), "search": SEARCH_LESSON}[base]
    for seed in range(5):
        g = play_randomly(start(p, seed=seed), seed, steps)
        text = g.record().to_json()
        assert json.loads(text)["setup"]["position"] == g.setup["position"]
        for again in (
            jl.replay(text),
            jl.replay(g.record()),
            g.clone(),
            copy.deepcopy(g),
            pickle.loads(pickle.dumps(g)),
        ):
            assert again.log == g.log and [type(e) for e in again.log] == [type(e) for e in g.log]
            assert again.view(None) == g.view(None) and again.result == g.result and again.to_act() == g.to_act()
            assert again.record() == g.record()
        if not g.over:  # the clone plays on independently and identically
            twin = g.clone()
            play_randomly(twin, seed + 100)
            play_randomly(g, seed + 100)
            assert twin.log == g.log and twin.result == g.result


def test_a_record_with_a_changed_position_does_not_replay():
    g = play_randomly(start(KNIGHT_LESSON), 1, 4)
    record = json.loads(g.record().to_json())
    record["setup"]["position"]["day"] = 5
    with pytest.raises(jl.InvalidRecord, match=r"position: 'day' must be 6"):
        jl.replay(json.dumps(record))
    record["setup"]["position"]["day"] = 6
    record["setup"]["position"]["discards"][0][0][1] = False  # another valid position: the digest differs
    with pytest.raises(jl.InvalidRecord):
        jl.replay(json.dumps(record))


# ----- position_of: a position taken from a game, started again ------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_position_of_a_game_plays_on_exactly_as_the_game(players):
    """At every play decision of random games, the game started from ``position_of``
    shows the same table and choices, and the same actions play the same game on."""
    checked, out_with_face_down = 0, 0
    for seed in range(40):
        game = jl.new_game("nemuranai", players=players, seed=seed)
        agents = [RandomAgent(seed * 16 + s) for s in range(players)]
        while not game.over:
            if game.phase == "play":
                p = position_of(game)
                out_with_face_down += any(not up for s in p["eliminated"] for _, up in p["discards"][s])
                again = start(p, players=players, seed=seed)
                mine, theirs = game.view(None), again.view(None)
                assert mine._replace(events=()) == theirs._replace(events=())
                assert [game.legal_actions(s) for s in range(players)] == [
                    again.legal_actions(s) for s in range(players)
                ]
                cut = max(i for i, e in enumerate(game.log) if type(e) is TurnBegan)
                rest = game.clone()
                play_randomly(rest, seed + 7)
                for seat, action in rest.record().actions[len(game.record().actions) :]:
                    again.act(seat, action)
                assert again.log[again.log.index(events(again, TurnBegan)[0]) :] == rest.log[cut:]
                assert again.result == rest.result
                checked += 1
            seat = game.to_act()[0]
            game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    assert checked > 300 and out_with_face_down > 0


def test_position_of_needs_a_play_decision():
    g = start(KNIGHT_LESSON)
    assert position_of(g) == {**KNIGHT_LESSON, "werewolf": 2}
    run(g, (1, "play vote"), pause=True)
    with pytest.raises(jl.JinroError, match=r"start of a turn.*not in phase 'vote'"):
        position_of(g)


# ----- refused positions --------------------------------------------------------------------------
def _with(path: tuple[Any, ...], value: Any, base: dict[str, Any] = KNIGHT_LESSON) -> dict[str, Any]:
    p = copy.deepcopy(base)
    target = p
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return p


def _two_cards() -> dict[str, Any]:
    p = lesson(pile=KNIGHT_LESSON["pile"][1:])
    p["hands"][1] = ["seer", "vote"]
    return p


def _no_card() -> dict[str, Any]:
    p = lesson(pile=["villager", *KNIGHT_LESSON["pile"]])
    p["hands"][3] = []
    return p


def _out_holding_a_card() -> dict[str, Any]:
    p = eliminate(KNIGHT_LESSON, 3)
    p["discards"][3].pop()
    p["hands"][3] = ["villager"]
    return p


def _out_with_empty_discard() -> dict[str, Any]:
    p = eliminate(KNIGHT_LESSON, 3)
    p["pile"] += [c for c, _ in p["discards"][3]]
    p["discards"][3] = []
    return p


def _face_up_werewolf() -> dict[str, Any]:
    p = lesson()
    p["hands"][2] = ["seer"]
    p["discards"][2] = [["werewolf", True]]
    return p


def _alone() -> dict[str, Any]:
    return eliminate(eliminate(eliminate(KNIGHT_LESSON, 0), 1), 3)


INVALID: list[tuple[str, Any, dict[str, Any], list[str]]] = [
    ("not an object", ["hands"], {}, ["position must be none, a nemuranai Position or a mapping of its fields"]),
    (
        "unknown key",
        lesson(colour="red"),
        {},
        [
            "unknown key(s) 'colour'",
            "allowed: hands, discards, ruins, pile (required), eliminated, turn, day, werewolf",
        ],
    ),
    ("missing key", lesson(ruins=None), {}, ["missing key(s) ruins", "required: hands, discards, ruins, pile"]),
    ("hands for 3 players", KNIGHT_LESSON, {"players": 3}, ["'hands' must be a list of 3 hands for players=3"]),
    ("hand not a list", _with(("hands", 0), "madman"), {}, ["the hand of seat 0 must be a list of card ids"]),
    (
        "unknown card",
        _with(("hands", 0), ["ghost"]),
        {},
        ["a card in the hand of seat 0 is 'ghost', not a card id", "allowed: villager, medium"],
    ),
    (
        "face_up not a boolean",
        _with(("discards", 0, 0), ["knight", 1]),
        {},
        ["card 0 of seat 0's discard must be a [card, face_up] pair with face_up true or false", "got ['knight', 1]"],
    ),
    ("pile not a list", lesson(pile="vote"), {}, ["'pile' must be a list of card ids, top card first"]),
    (
        "a fourth seer",
        _with(("pile", 0), "seer"),
        {},
        ["exactly the 16 cards of NEM-01 (got 16)", "wrong counts: seer x3 (needs 2); vote x2 (needs 3)"],
    ),
    ("a missing card", lesson(pile=KNIGHT_LESSON["pile"][:-1]), {}, ["(got 15)", "wrong counts: sleep x2 (needs 3)"]),
    ("two cards in hand", _two_cards(), {}, ["seat 1 is in the game and must hold exactly 1 card", "['seer', 'vote']"]),
    ("no card in hand", _no_card(), {}, ["seat 3 is in the game and must hold exactly 1 card", "got []"]),
    ("eliminated with a hand", _out_holding_a_card(), {}, ["seat 3 is eliminated and holds no hand", "['villager']"]),
    (
        "eliminated with an empty discard",
        _out_with_empty_discard(),
        {},
        ["seat 3 is eliminated, so its discard holds at least its last hand card"],
    ),
    (
        "face-up vote",
        _with(("discards", 1, 0), ["vote", True]),
        {},
        ["card 0 of seat 1's discard is a face-up vote", "face-up only medium, madman, knight, seer (NEM-15"],
    ),
    ("face-up werewolf", _face_up_werewolf(), {}, ["card 0 of seat 2's discard is a face-up werewolf"]),
    ("eliminated listed twice", lesson(eliminated=[3, 3]), {}, ["'eliminated' names a seat twice"]),
    ("eliminated not a seat", lesson(eliminated=[4]), {}, ["every seat in 'eliminated' must be a seat 0..3, got 4"]),
    ("one survivor", _alone(), {}, ["at least 2 seats must still be in the game; only 1", "already over (NEM-43)"]),
    (
        "werewolf player eliminated",
        eliminate(KNIGHT_LESSON, 2),
        {},
        ["the werewolf card is card 1 of seat 2's discard", "seat 2 is eliminated: the game is already over"],
    ),
    (
        "wrong werewolf",
        lesson(werewolf=0),
        {},
        ["'werewolf' says seat 0, but the werewolf card is in seat 2's hand", "leave out 'werewolf'"],
    ),
    ("werewolf not a seat", lesson(werewolf="seat 2"), {}, ["'werewolf' must be a seat 0..3, got 'seat 2'"]),
    (
        "wrong day",
        lesson(day=5),
        {},
        ["'day' must be 6: each turn draws one card (NEM-10)", "5 of the 11 cards", "got 5"],
    ),
    ("negative day", lesson(day=-1), {}, ["'day' must be the number of turns already played (an integer >= 0)"]),
    ("boolean day", lesson(day=True), {}, ["'day' must be the number of turns already played", "got True"]),
    ("no turn", lesson(turn=None), {}, ["'turn' must name the seat whose turn begins", "[0, 1, 2, 3]"]),
    ("turn not a seat", lesson(turn=True), {}, ["'turn' must be a seat 0..3, got True"]),
    (
        "turn of an eliminated seat",
        lesson(eliminate(KNIGHT_LESSON, 3), turn=3),
        {},
        ["'turn' is seat 3, which is eliminated", "allowed: the seats in the game [0, 1, 2]"],
    ),
    (
        "a turn with an empty pile",
        lesson(SEARCH_LESSON, turn=0),
        {},
        ["'turn' is seat 0, but the pile is empty", "the search phase begins at once", "leave out 'turn'"],
    ),
    (
        "with first_player",
        KNIGHT_LESSON,
        {"first_player": 1},
        ["position cannot be combined with first_player", "give either position, or deck and/or first_player"],
    ),
    ("with deck", KNIGHT_LESSON, {"deck": list(jl.variants.nemuranai.cards.DECK)}, ["combined with deck"]),
]


@pytest.mark.parametrize(("case", "position", "options", "words"), INVALID, ids=[c[0] for c in INVALID])
def test_impossible_positions_are_refused_saying_why(case, position, options, words):
    setup = {"players": 4, "seed": 0, **options}
    with pytest.raises(jl.InvalidSetup) as info:
        jl.new_game("nemuranai", position=position, **setup)
    message = str(info.value)
    for word in words:
        assert word in message, f"{case}: {word!r} not in {message!r}"


def test_the_refusing_cases_are_otherwise_valid():
    """Each refused position above has one problem: the base positions themselves start."""
    for p in (KNIGHT_LESSON, eliminate(KNIGHT_LESSON, 3), SEARCH_LESSON, eliminate(eliminate(KNIGHT_LESSON, 3), 0)):
        assert not start(p).over
    assert not start(eliminate(eliminate(KNIGHT_LESSON, 3), 0)).over  # two survivors are enough


def test_an_eliminated_seat_may_hold_face_down_cards_placed_since():
    """NEM-21, NEM-24: a villager's placement, an attack card or a medium may put a card
    face-down in an eliminated seat's discard after NEM-40 turned it face-up; it is
    no extra vote (the seat does not vote or get votes, NEM-42) but can be searched."""
    p = _with(("discards", 3, 1), ["villager", False], eliminate(KNIGHT_LESSON, 3))
    g = start(p)
    assert pile(g, 3) == (("medium", True), ("villager", False)) and g.view(0).discards[3][1] == (None, False)
    run(g, (1, "play vote"), pause=True)
    assert g.to_act() == (0, 1, 2)


def test_the_option_is_listed_among_the_allowed_ones():
    with pytest.raises(jl.InvalidSetup, match=r"allowed: players, seed, deck, first_player, position"):
        jl.new_game("nemuranai", positon=KNIGHT_LESSON)


# ----- what each seat knows -----------------------------------------------------------------------
def test_a_seat_sees_its_own_hand_and_the_public_table_only():
    """NEM-05: other hands, face-down cards, the ruins and the pile stay hidden."""
    g = start(eliminate(KNIGHT_LESSON, 3))
    gm = g.view(None)
    for seat in range(4):
        v = g.view(seat)
        assert v.hands == tuple(gm.hands[s] if s == seat else None for s in range(4))
        assert v.ruins is None and v.deck is None and v.deck_size == 4
        assert v.discards == tuple(tuple((c if up else None, up) for c, up in d) for d in gm.discards)
        assert v.werewolf == (2 if seat == 2 else None)
        private = [e for e in v.events if e.visible_to is not None]
        assert all(e.visible_to == only(seat) for e in private)
        assert [e for e in private if type(e) is Dealt] == (
            [Dealt(seat, gm.hands[seat][0], only(seat))] if seat < 3 else []
        )
        assert not [e for e in v.events if type(e) is Knowledge]  # nothing else is known


def hidden_twins(p: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """Positions that differ from ``p`` only in cards hidden from ``seat``: the other
    survivors' hands, face-down discard cards, the ruins and the pile (less the top
    card when ``seat`` draws it). The werewolf card stays where it is when that tells
    ``seat`` whether it is the Werewolf player (in its own discard, or moved there).
    With an empty pile the search phase has begun, whose order is public (NEM-51):
    the hands stay."""
    players = range(len(p["hands"]))
    slots: list[tuple[Any, ...]] = [("hands", s, 0) for s in players if s != seat and p["hands"][s] and p["pile"]]
    slots += [("discards", s, i) for s, d in enumerate(p["discards"]) for i, (_, up) in enumerate(d) if not up]
    slots += [("ruins",)] + [("pile", i) for i in range(1 if p.get("turn") == seat else 0, len(p["pile"]))]

    def get(q: dict[str, Any], slot: tuple[Any, ...]) -> Any:
        if slot[0] == "ruins":
            return q["ruins"]
        if slot[0] == "pile":
            return q["pile"][slot[1]]
        if slot[0] == "hands":
            return q["hands"][slot[1]][0]
        return q["discards"][slot[1]][slot[2]][0]

    def put(q: dict[str, Any], slot: tuple[Any, ...], card: str) -> None:
        if slot[0] == "ruins":
            q["ruins"] = card
        elif slot[0] == "pile":
            q["pile"][slot[1]] = card
        elif slot[0] == "hands":
            q["hands"][slot[1]][0] = card
        else:
            q["discards"][slot[1]][slot[2]][0] = card

    movable = [s for s in slots if get(p, s) != "werewolf" and not (s[0] == "discards" and s[1] == seat)]
    own = [s for s in slots if s[0] == "discards" and s[1] == seat and get(p, s) != "werewolf"]
    twins = []
    for cards in ([*[get(p, s) for s in movable][1:], get(p, movable[0])], [get(p, s) for s in movable][::-1]):
        q = copy.deepcopy(p)
        for slot, card in zip(movable, cards, strict=True):
            put(q, slot, card)
        twins.append(q)
    if len(own) >= 2:  # seat's own face-down cards are hidden from it too
        q = copy.deepcopy(p)
        put(q, own[0], get(p, own[1]))
        put(q, own[1], get(p, own[0]))
        twins.append(q)
    wolf = next((s for s in slots if get(p, s) == "werewolf"), None)
    if wolf is not None and not (wolf[0] == "discards" and wolf[1] == seat):
        other = next(s for s in movable if get(p, s) != get(p, wolf) and s[0] != "discards")
        q = copy.deepcopy(p)
        put(q, wolf, get(p, other))
        put(q, other, "werewolf")
        twins.append(q)
    return [q for q in twins if q != p]


LESSONS = {
    "knight": KNIGHT_LESSON,
    "knight-3-out": eliminate(KNIGHT_LESSON, 3),
    "search": SEARCH_LESSON,
    "wolf-in-discard": {
        **lesson(pile=["sleep", "vote", "attack_2", "vote"], day=None),
        "hands": [["madman"], ["seer"], ["sleep"], ["villager"]],
        "discards": [
            [["knight", True], ["sleep", False], ["attack_1", False]],
            [["vote", False]],
            [["seer", True], ["werewolf", False]],
            [["medium", True]],
        ],
    },
}


@pytest.mark.parametrize("name", list(LESSONS))
def test_views_do_not_depend_on_facts_hidden_in_the_position(name):
    """Every seat's view and legal actions are the same in every twin position that
    differs only in cards hidden from that seat; the twins really differ."""
    p = LESSONS[name]
    g = start(p)
    checked = 0
    for seat in range(4):
        for q in hidden_twins(p, seat):
            twin = start(q)
            assert twin.view(None) != g.view(None)
            assert twin.view(seat) == g.view(seat)
            assert twin.legal_actions(seat) == g.legal_actions(seat)
            assert [e for e in twin.log if e.visible_to is None] == [e for e in g.log if e.visible_to is None]
            checked += 1
    assert checked >= 8
