"""NEM-05, NEM-22, NEM-23, NEM-70, NEM-71: who sees which event; views never show hidden cards."""

from __future__ import annotations

from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.events import GM_ONLY, Ballot, Chance, Eliminated, GameEnded, Knowledge, VoteResult, only
from jinro_lab.variants.nemuranai import events as ev
from jinro_lab.variants.nemuranai.cards import ATTACKS

from .helpers import deal, events, run

PRIVATE = (ev.Dealt, ev.Drew, ev.Swapped)  # seen by their ``seat`` only
EVERYONE = (
    ev.TurnBegan,
    ev.Played,
    ev.PlacedFaceDown,
    ev.Discarded,
    ev.TurnedFaceDown,
    ev.AttackResolved,
    ev.SearchPhase,
    ev.MadmanRevealed,
    ev.SearchBlocked,
    ev.Searched,
    Ballot,
    VoteResult,
    Eliminated,
    GameEnded,
)


def check_view(g: Any, seat: int) -> None:
    """NEM-05/NEM-70: what ``seat`` sees is its own hand, the face-up table and its own events."""
    gm, v = g.view(None), g.view(seat)
    assert v.seat == seat and v.hand == gm.hands[seat]
    assert v.hands == tuple(gm.hands[s] if s == seat else None for s in range(g.players))
    assert v.deck is None and v.ruins is None and v.deck_size == gm.deck_size
    assert v.werewolf == (seat if gm.werewolf == seat else None)
    for mine, truth in zip(v.discards, gm.discards, strict=True):
        assert [up for _, up in mine] == [up for _, up in truth]
        assert [c for c, up in mine] == [c if up else None for c, up in truth]
    assert v.events == g.events_seen_by(seat)
    assert all(e.visible_to is None or seat in e.visible_to for e in v.events)


def check_event(e: Any) -> None:
    """NEM-70: the audience of each kind of event."""
    if isinstance(e, PRIVATE):
        assert e.visible_to == only(e.seat), e
    elif isinstance(e, Knowledge):
        assert e.visible_to == only(e.observer), e
    elif isinstance(e, Chance):
        assert e.visible_to == (GM_ONLY if e.what == "shuffle" else None), e
    else:
        assert isinstance(e, EVERYONE) and e.visible_to is None, e
    if isinstance(e, ev.PlacedFaceDown):  # NEM-22: a card from a hand is not named; an attack is
        assert e.card is None or e.card in ATTACKS, e


@pytest.mark.parametrize("players", [3, 4])
def test_views_and_audiences_in_random_games(players):
    """NEM-05/NEM-70/NEM-22: at every decision of 40 random games, every seat's view hides all it
    should, and every event has the audience the rules give it."""
    kinds = set()
    for seed in range(40):
        g = jl.new_game("nemuranai", players=players, seed=seed)
        agents = [RandomAgent(seed * 7 + s) for s in range(players)]
        while not g.over:
            for seat in range(players):
                check_view(g, seat)
            for seat in g.to_act():
                g.act(seat, agents[seat].choose(None, g.legal_actions(seat)))
        for e in g.log:
            check_event(e)
            kinds.add(type(e))
    assert kinds >= {*PRIVATE, *EVERYONE, Knowledge}  # every kind was checked


def _game(hands: list[str]) -> Any:
    return deal(hands, ruins="attack_3", draws=["sleep", "vote", "seer", "vote"])


SCRIPT = [
    (0, "play sleep"),
    (1, "play vote"),
    *[(s, f"vote seat {t}") for s, t in ((0, 1), (1, 2), (2, 1), (3, 2))],
    (2, "play seer -> seat 0"),
    (3, "play vote"),
    *[(s, f"vote seat {t}") for s, t in ((0, 1), (1, 0), (2, 3), (3, 2))],
]


def test_a_view_does_not_depend_on_hidden_cards():
    """NEM-05: shuffling the cards seat 0 cannot see (others' hands, the Werewolf's seat) leaves its view unchanged."""
    a = _game(["seer", "madman", "werewolf", "knight"])
    b = _game(["seer", "knight", "madman", "werewolf"])
    assert a.view(0) == b.view(0) and a.view(None) != b.view(None)
    for seat, action in SCRIPT:
        run(a, (seat, action))
        run(b, (seat, action))
        assert a.view(0) == b.view(0)
    assert a.view(1) != b.view(1) and len(events(a, Knowledge)) == 1


def test_private_facts_reach_only_their_observer():
    """NEM-70: the seer's look, the medium's look and the villager's placement are private; targets are public."""
    g = deal(["seer", "vote", "knight"], ruins="werewolf", draws=["villager", "medium", "seer"])
    run(
        g,
        (0, "play villager, place seer face-down in discard of seat 2"),
        (1, "play medium, look at discard of seat 2, card 0"),
        (2, "play seer -> seat 1"),
    )
    facts = [(e.observer, e.key) for e in events(g, Knowledge)]
    assert facts == [(0, ("discard", 2, 0, "seer")), (1, ("discard", 2, 0, "seer")), (2, ("hand", 1, "vote"))]
    for e in events(g, Knowledge):
        assert [s for s in range(3) if e in g.events_seen_by(s)] == [e.observer]
    played = [str(e) for e in events(g, ev.Played)]
    assert played == [
        "seat 0 plays villager (face-down)",
        "seat 1 plays medium and looks at card 0 of seat 2's discard",
        "seat 2 plays seer and looks at seat 1's hand",
    ]
    assert all(all(e in g.events_seen_by(s) for s in range(3)) for e in events(g, ev.Played))


def test_villager_play_shows_where_not_what():
    """NEM-23/NEM-22: a villager play shows the villager and the receiving discard; the placed
    card is the player's secret."""
    seen = {}
    for placed in ("villager", "knight"):
        g = deal(["knight", "vote", "sleep"], ruins="werewolf", draws=["villager"])
        run(g, (0, f"play villager, place {placed} face-down in discard of seat 1"))
        seen[placed] = [g.view(s) for s in (1, 2)]
        assert g.view(0).last_seen() == {(1, 0): placed}
        assert g.view(1).last_seen() == {} and g.view(1).discards[1] == ((None, False),)
    assert seen["villager"] == seen["knight"]


def test_public_facts_are_seen_by_everyone():
    """NEM-70: ballots, totals, eliminations with their revealed cards, searches and their results are public."""
    g = deal(["seer", "madman", "knight"], ruins="werewolf", draws=["vote"])
    run(g, (0, "play vote"), (0, "vote seat 1"), (1, "vote seat 2"), (2, "vote seat 1"))
    public = [e for e in g.log if isinstance(e, Ballot | VoteResult | Eliminated)]
    assert [str(e) for e in public] == [
        "seat 0 votes for seat 1",
        "seat 1 votes for seat 2",
        "seat 2 votes for seat 1",
        "vote totals seat 0: 0, seat 1: 2, seat 2: 1 -> seat 1",
        "seat 1 is eliminated (vote); reveals madman",
    ]
    assert all(e in g.events_seen_by(s) for e in public for s in range(3))


def test_knowledge_events_are_the_information_flow_edges():
    """NEM-71: one Knowledge edge observer <- subject per private fact (seer look, medium look, own
    placement), true when learned; public plays make no edge."""
    for seed in range(60):
        g = jl.new_game("nemuranai", players=4, seed=seed)
        agents = [RandomAgent(seed + s) for s in range(4)]
        while not g.over:
            for seat in g.to_act():
                before = len(g.log)
                g.act(seat, agents[seat].choose(None, g.legal_actions(seat)))
                gm = g.view(None)
                for e in g.log[before:]:
                    if isinstance(e, Knowledge) and e.key[0] == "hand":
                        assert e.subject == e.key[1] != e.observer and e.key[2] in gm.hands[e.subject]
                    elif isinstance(e, Knowledge):
                        owner, index, card = e.key[1:]
                        assert e.subject == owner and gm.discards[owner][index][0] == card
        played = events(g, ev.Played)
        looks = [
            p
            for p in played
            if p.card in ("seer", "villager") or (p.card == "medium" and p.target is not None and not p.turn)
        ]
        assert [(k.observer, k.subject) for k in events(g, Knowledge)] == [(p.seat, p.target) for p in looks]
