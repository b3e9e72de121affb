"""Scenario tests: fixed deals, scripted actions, and what the log, the views and the result say.

Each test tells one story of the rules spec's tricky cases, naming the rules it checks.
"""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Eliminated

from .helpers import deal, drive, events, hand, lines, madman_game, pile, run, strings, werewolf_in_ruins_game


def test_face_up_knight_survives_a_vote_and_an_attack():
    """NEM-31/NEM-20/NEM-27: seat 0's face-up knight blocks the unique top of a vote, then an attack
    on its medium; the attack card placed face-down in its discard does not undo the protection."""
    g = deal(["medium", "seer", "villager", "werewolf"], ruins="sleep", draws=["knight", "vote", "attack_2", "vote"])
    start = len(g.log)
    run(g, (0, "play knight"), (1, "play vote"), *[(s, "vote seat 1" if s == 0 else "vote seat 0") for s in range(4)])
    run(g, (2, "play attack_2"), (2, "place attack_2 face-down in discard of seat 0"))
    assert lines(g, 3, start)[6:15] == [
        "seat 2 votes for seat 0",
        "seat 3 votes for seat 0",
        "vote totals seat 0: 3, seat 1: 1, seat 2: 0, seat 3: 0 -> nobody"
        " (seat 0 is protected by a face-up knight (NEM-31))",
        "seat 1 discards vote and turns it face-down (card 0)",
        "turn 3: seat 2 draws (8 left in the deck)",
        "seat 2 plays attack_2",
        "attack_2: seat 0 holds order 2 but a face-up knight protects them",
        "seat 2 places attack_2 face-down in seat 0's discard (card 1)",
        "turn 4: seat 3 draws (7 left in the deck)",
    ]
    assert g.view(3).discards[0] == (("knight", True), (None, False)) and g.view(None).alive[0]
    run(g, (3, "play vote"), *[(s, "vote seat 1" if s == 0 else "vote seat 0") for s in range(4)])
    assert g.view(None).alive == (True, True, True, True) and not events(g, Eliminated)
    assert g.result is None


def test_medium_turns_the_knight_face_down():
    """NEM-24/NEM-20/NEM-30: a turned knight protects no more and is one more vote: it decides the vote."""
    g = deal(["seer", "sleep", "madman", "werewolf"], draws=["knight", "medium", "vote"])
    run(g, (0, "play knight"), (1, "play medium, turn face-down discard of seat 0, card 0"))
    assert g.view(2).discards[0] == ((None, False),) and g.view(2).face_down(0) == 1
    assert g.view(2).last_seen() == {(0, 0): "knight"}  # everyone saw which card was turned
    start = len(g.log)
    run(g, (2, "play vote"), *[(s, f"vote seat {t}") for s, t in ((0, 1), (1, 0), (2, 1), (3, 0))])
    assert lines(g, 1, start)[:8] == [
        "seat 2 plays vote",
        "seat 0 votes for seat 1",
        "seat 1 votes for seat 0",
        "seat 2 votes for seat 1",
        "seat 3 votes for seat 0",
        "vote totals seat 0: 3, seat 1: 2, seat 2: 0, seat 3: 0 -> seat 0",
        "seat 0 is eliminated (vote); reveals knight, seer",
        "seat 2 discards vote and turns it face-down (card 0)",
    ]
    assert g.view(1).discards[0] == (("knight", True), ("seer", True))
    assert g.to_act() == (3,) and g.result is None


def test_attacker_eliminates_themselves():
    """NEM-41/NEM-27: the attacker's own remaining card has the order: the turn ends at once, the
    attack card stays face-up (no extra vote) and no placement is asked for."""
    g = deal(["medium", "seer", "knight", "werewolf"], ruins="vote", draws=["attack_2"])
    start = len(g.log)
    run(g, (0, "play attack_2"))
    assert lines(g, 1, start) == [
        "seat 0 plays attack_2",
        "attack_2: seat 0 holds order 2",
        "seat 0 is eliminated (attack_2); reveals medium",
        "turn 2: seat 1 draws (9 left in the deck)",
        "seat 1 draws villager  [seen by seat 1]",
    ]
    assert g.phase == "play" and g.to_act() == (1,) and g.legal_actions(0) == ()
    assert g.view(1).discards[0] == (("attack_2", True), ("medium", True)) and g.view(1).face_down(0) == 0
    assert g.view(0).hand == () and not g.view(0).alive[0]


def test_villager_hides_the_werewolf_in_their_own_discard():
    """NEM-23/NEM-01/NEM-06/NEM-22: the Werewolf player's villager hides the werewolf card in their own
    discard; placing it elsewhere is refused; others see only that a card went there."""
    g = deal(["werewolf", "seer", "knight"], ruins="madman", draws=["villager", "vote", "sleep", "vote"])
    before = (g.log, g.view(None), g.view(0))
    for target in (1, 2):
        with pytest.raises(jl.IllegalAction, match=r"Legal now: .*place werewolf face-down in discard of seat 0"):
            g.act(0, f"play villager, place werewolf face-down in discard of seat {target}")
    assert (g.log, g.view(None), g.view(0)) == before
    start = len(g.log)
    run(g, (0, "play villager, place werewolf face-down in discard of seat 0"), (1, "play seer -> seat 0"))
    assert lines(g, 0, start)[:3] == [
        "seat 0 plays villager (face-down)",
        "seat 0 places a card face-down in seat 0's discard (card 0)",
        "seat 0 learns: card 0 of seat 0's discard is werewolf (placed it)  [seen by seat 0]",
    ]
    assert "seat 1 learns: seat 0's hand is villager  [seen by seat 1]" in lines(g, 1, start)
    assert not any("werewolf" in line for s in (1, 2) for line in lines(g, s))
    assert g.view(0).werewolf == 0 and g.view(0).hand == ("villager",)
    assert g.view(1).discards[0] == ((None, False),) and g.view(1).werewolf is None
    run(g, (2, "play sleep"), (0, "sleep: keep hand"), (0, "play vote"))
    run(g, (0, "vote seat 1"), (1, "vote seat 0"), (2, "vote seat 0"))  # 2 names + the hidden werewolf
    assert lines(g, 2)[-3:] == [
        "vote totals seat 0: 3, seat 1: 1, seat 2: 1 -> seat 0",
        "seat 0 is eliminated (vote); reveals werewolf, villager",
        "game over: seat 1, seat 2 win (villagers) - NEM-40/NEM-60: the Werewolf player was eliminated",
    ]


def test_sleep_swaps_are_private_to_the_werewolf():
    """NEM-26/NEM-70: the Werewolf swaps their hand with a face-down discard card; the sleep card being
    played cannot be swapped; nobody else can tell a swap from no swap."""
    draws = ["vote", "sleep", "knight", "seer", "sleep"]

    def story(first_swap: str) -> jl.Game:
        g = deal(["werewolf", "seer", "madman", "medium"], ruins="attack_3", draws=draws)
        run(g, (0, "play vote"), *[(s, f"vote seat {(s + 1) % 4}") for s in range(4)])  # a tie
        run(g, (1, "play sleep"), pause=True)
        assert g.to_act() == (0, 1, 2, 3) and strings(g.legal_actions(0)) == [
            "sleep: keep hand",
            "sleep: swap hand with own discard card 0",
        ]
        return run(g, (0, first_swap), (2, "play knight"), (3, "play seer -> seat 0"))

    kept, swapped = story("sleep: keep hand"), story("sleep: swap hand with own discard card 0")
    assert hand(swapped, 0) == ("vote", "sleep") and pile(swapped, 0) == (("werewolf", False),)
    assert hand(kept, 0) == ("werewolf", "sleep") and pile(kept, 0) == (("vote", False),)
    assert "seat 0 swaps hand werewolf with discard card 0 (vote)  [seen by seat 0]" in lines(swapped, 0)
    assert [lines(kept, s) for s in (1, 2)] == [lines(swapped, s) for s in (1, 2)]
    assert [kept.view(s) for s in (1, 2)] == [swapped.view(s) for s in (1, 2)]
    assert swapped.view(3).hands_seen() == {0: "vote"} and kept.view(3).hands_seen() == {0: "werewolf"}
    # the Werewolf now plays sleep itself: only the card already in the discard can be swapped
    run(swapped, (0, "play sleep"), pause=True)
    assert strings(swapped.legal_actions(0)) == ["sleep: keep hand", "sleep: swap hand with own discard card 0"]
    run(swapped, (0, "sleep: swap hand with own discard card 0"))
    assert hand(swapped, 0) == ("werewolf",) and pile(swapped, 0) == (("vote", False), ("sleep", False))
    assert swapped.view(1).discards[0] == ((None, False), (None, False))


def test_duplicate_search_orders_are_blocked():
    """NEM-51/NEM-54: the two seer holders share order 6: neither searches; nobody finds the werewolf."""
    hands = ["seer", "seer", "knight", "werewolf"]
    g = drive(deal(hands, ruins="attack_3"), dict(enumerate(hands)))
    start = len(g.log) - 1
    assert g.to_act() == (2,) and g.legal_actions(0) == g.legal_actions(1) == ()
    run(g, (2, "search ruins"), (3, "search discard of seat 2, card 0"))
    assert lines(g, 0, start) == [
        "the deck is empty: search phase",
        "seat 2 (order 4) searches ruins: attack_3",
        "seat 3 (order 5) searches discard of seat 2, card 0: madman",
        "seat 0, seat 1 share search order 6 and cannot search",
        "game over: nobody wins - NEM-54/NEM-63: nobody found the werewolf",
    ]
    assert g.result.winners == frozenset()


@pytest.mark.parametrize(
    ("searches", "winners", "side"),
    [
        ([(1, "search ruins"), (3, "search hand of seat 3")], {0, 3}, "werewolf"),
        ([(1, "search hand of seat 3")], {1, 2}, "villagers"),
        ([(1, "search ruins"), (3, "search ruins"), (2, "search hand of seat 0")], set(), None),
    ],
)
def test_madman_reveals_and_wins_only_with_the_werewolf(searches, winners, side):
    """NEM-07/NEM-51/NEM-53/NEM-62: the Madman (seat 0) reveals and cannot search; it wins with a
    Werewolf search win and loses with a villager find or no find."""
    g = madman_game()
    assert lines(g, 1)[-2:] == ["the deck is empty: search phase", "seat 0 reveals madman and cannot search"]
    assert g.legal_actions(0) == () and g.to_act() == (1,)
    run(g, *searches)
    assert g.result.winners == frozenset(winners) and g.result.side == side
    assert (0 in g.result.winners) == (side == "werewolf")


@pytest.mark.parametrize(
    ("searches", "winners"),
    [
        ([(2, "search ruins")], {1, 2, 3}),
        ([(2, "search hand of seat 1"), (1, "search hand of seat 0"), (3, "search hand of seat 2")], set()),
    ],
)
def test_werewolf_card_in_the_ruins(searches, winners):
    """NEM-55/NEM-06/NEM-26: nobody is the Werewolf player, a sleep is only the pause with eyes closed
    (nobody may swap), and the Madman can never win: a find in the ruins is a villager win without it."""
    g = werewolf_in_ruins_game()
    assert g.view(None).werewolf is None and all(g.view(s).werewolf is None for s in range(4))
    assert {a for _, a in g.record().actions if a.startswith("sleep:")} == {"sleep: keep hand"}
    assert "seat 0 reveals madman and cannot search" in lines(g, 3)
    run(g, *searches)
    assert g.result.winners == frozenset(winners) and 0 not in g.result.winners


def test_last_player_standing_is_the_werewolf():
    """NEM-43/NEM-61/NEM-41: two attacks leave the Werewolf player alone: the Werewolf wins at once."""
    g = deal(["werewolf", "villager", "medium"], ruins="knight", draws=["attack_1", "attack_2"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 1"), (2, "play attack_2"))
    assert lines(g, 0)[-3:] == [
        "attack_2: seat 2 holds order 2",
        "seat 2 is eliminated (attack_2); reveals medium",
        "game over: seat 0 wins (werewolf) - NEM-43/NEM-61: every other player was eliminated",
    ]
    assert g.result.winners == frozenset({0}) and g.view(None).deck_size == 10


def test_last_player_standing_is_a_villager():
    """NEM-43/NEM-63: the lone survivor is not the Werewolf player (the werewolf card is in the ruins): all lose."""
    g = deal(["seer", "villager", "medium"], ruins="werewolf", draws=["attack_1", "attack_2"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 0"), (2, "play attack_2"))
    assert lines(g, 0)[-1] == "game over: nobody wins - NEM-43/NEM-63: only one villager player is left"
    assert g.result.winners == frozenset() and g.view(None).alive == (True, False, False)


def test_eliminating_the_werewolf_ends_the_game_for_all_villagers():
    """NEM-40/NEM-60/NEM-42: voting out the Werewolf player ends the game at once; the villager players
    win, the one eliminated earlier included; nothing more can be played."""
    g = deal(["seer", "villager", "knight", "werewolf"], ruins="madman", draws=["attack_1", "sleep", "vote"])
    run(g, (0, "play attack_1"), (0, "place attack_1 face-down in discard of seat 1"))
    run(g, (2, "play sleep"), (3, "play vote"), (0, "vote seat 3"), (2, "vote seat 3"), (3, "vote seat 0"))
    assert lines(g, 2)[-3:] == [
        "vote totals seat 0: 1, seat 2: 1, seat 3: 2 -> seat 3",  # seat 2: its face-down sleep
        "seat 3 is eliminated (vote); reveals werewolf",
        "game over: seat 0, seat 1, seat 2 win (villagers) - NEM-40/NEM-60: the Werewolf player was eliminated",
    ]
    assert g.result.winners == frozenset({0, 1, 2}) and g.over and g.to_act() == ()
    assert all(g.legal_actions(s) == () for s in range(4))
