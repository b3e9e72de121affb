"""NEM-20 ... NEM-27: discards and the card effects in detail."""

from __future__ import annotations

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Eliminated, Knowledge, VoteResult
from jinro_lab.variants.nemuranai.events import AttackResolved, PlacedFaceDown, Played, Swapped, TurnedFaceDown

from .helpers import deal, events, hand, pile, run, strings


def test_discard_is_an_ordered_pile_of_face_up_and_face_down_cards():
    """NEM-20: cards keep their place in the pile; each is face-up or face-down."""
    g = deal(["seer", "vote", "sleep"], ruins="werewolf", draws=["knight", "madman", "medium", "sleep"])
    run(g, (0, "play knight"), (1, "play madman"), (2, "play sleep"), (0, "play sleep"))
    assert pile(g, 0) == (("knight", True), ("sleep", False))
    assert g.view(1).discards[0] == (("knight", True), (None, False))
    assert g.view(1).face_down(0) == 1


def test_face_down_knight_does_not_protect():
    """NEM-20/NEM-31: once turned face-down, a knight no longer protects against an attack."""
    g = deal(["villager", "seer", "sleep"], ruins="werewolf", draws=["knight", "medium", "attack_1"])
    run(g, (0, "play knight"), (1, "play medium, turn face-down discard of seat 0, card 0"))
    assert pile(g, 0) == (("knight", False),)
    run(g, (2, "play attack_1"))
    assert events(g, AttackResolved)[-1] == AttackResolved(2, "attack_1", 1, 0, False)
    assert not g.view(None).alive[0]


def test_cards_can_be_placed_in_an_eliminated_players_discard():
    """NEM-21: the villager and the attacker may place face-down into an eliminated player's discard."""
    g = deal(["seer", "medium", "knight", "vote"], ruins="werewolf", draws=["attack_2", "villager"])
    run(g, (0, "play attack_2"))
    assert not g.view(None).alive[1] and pile(g, 1) == (("medium", True),)
    assert "place attack_2 face-down in discard of seat 1" in strings(g.legal_actions(0))
    run(g, (0, "place attack_2 face-down in discard of seat 1"))
    assert "play villager, place knight face-down in discard of seat 1" in strings(g.legal_actions(2))
    run(g, (2, "play villager, place knight face-down in discard of seat 1"))
    assert pile(g, 1) == (("medium", True), ("attack_2", False), ("knight", False))
    assert g.view(3).discards[1] == (("medium", True), (None, False), (None, False))


def test_villager_placement_is_seen_as_a_card_moving_not_which():
    """NEM-22: others see that a card went face-down into a discard, and where, not which card."""
    g = deal(["seer", "vote", "knight"], ruins="werewolf", draws=["villager"])
    run(g, (0, "play villager, place seer face-down in discard of seat 1"))
    (placed,) = events(g, PlacedFaceDown)
    assert placed == PlacedFaceDown(0, 1, 0, None) and placed.visible_to is None
    for seat in (1, 2):
        assert g.view(seat).discards[1] == ((None, False),)
        assert all("seer" not in str(e) for e in g.events_seen_by(seat))
    assert pile(g, 1) == (("seer", False),)
    assert g.view(0).last_seen() == {(1, 0): "seer"}


def test_villager_options_werewolf_only_in_own_discard():
    """NEM-23: the villager may place itself or the other hand card anywhere, but werewolf only in its own discard."""
    g = deal(["werewolf", "vote", "knight"], ruins="seer", draws=["villager"])
    assert strings(g.legal_actions(0)) == [
        "play villager, place villager face-down in discard of seat 0",
        "play villager, place villager face-down in discard of seat 1",
        "play villager, place villager face-down in discard of seat 2",
        "play villager, place werewolf face-down in discard of seat 0",
    ]
    for target in (1, 2):
        with pytest.raises(jl.IllegalAction):
            g.act(0, f"play villager, place werewolf face-down in discard of seat {target}")
    run(g, (0, "play villager, place villager face-down in discard of seat 2"))
    assert hand(g, 0) == ("werewolf",) and pile(g, 2) == (("villager", False),)


def test_villager_placement_is_known_to_the_placer_only():
    """NEM-23: everyone sees a villager played and which discard got a card; only the player knows which."""
    for placed, kept in (("villager", "knight"), ("knight", "villager")):
        g = deal(["knight", "vote", "sleep"], ruins="werewolf", draws=["villager"])
        run(g, (0, f"play villager, place {placed} face-down in discard of seat 0"))
        assert hand(g, 0) == (kept,)
        (know,) = events(g, Knowledge)
        assert know.key == ("discard", 0, 0, placed) and know.visible_to == frozenset({0})
        public = [e for e in g.log if e.visible_to is None]
        assert [str(e) for e in public][-3:-1] == [
            "seat 0 plays villager (face-down)",
            "seat 0 places a card face-down in seat 0's discard (card 0)",
        ]


def test_medium_targets_only_other_players_discards():
    """NEM-24: the medium looks at a face-down card or turns a face-up one, in another player's discard only."""
    g = deal(["vote", "madman", "seer"], ruins="werewolf", draws=["knight", "sleep", "seer", "medium"], first=2)
    run(g, (2, "play knight"), (0, "play sleep"), (1, "play seer -> seat 0"))
    assert [a for a in strings(g.legal_actions(2)) if a.startswith("play medium")] == [
        "play medium, look at discard of seat 0, card 0",
        "play medium, turn face-down discard of seat 1, card 0",
    ]
    for illegal in (
        "play medium, turn face-down discard of seat 2, card 0",  # its own discard
        "play medium, look at discard of seat 1, card 0",  # face-up: can only be turned
        "play medium, turn face-down discard of seat 0, card 0",  # already face-down
    ):
        with pytest.raises(jl.IllegalAction):
            g.act(2, illegal)


def test_medium_look_is_private_but_the_target_public():
    """NEM-24: looking reveals the card to the medium only; everyone sees which card was looked at."""
    g = deal(["seer", "vote", "knight"], ruins="werewolf", draws=["sleep", "medium"])
    run(g, (0, "play sleep"), (1, "play medium, look at discard of seat 0, card 0"))
    (look,) = events(g, Knowledge)
    assert (look.observer, look.subject, look.key, look.visible_to) == (
        1,
        0,
        ("discard", 0, 0, "sleep"),
        frozenset({1}),
    )
    played = events(g, Played)[-1]
    assert played == Played(1, "medium", 0, 0, False) and played.visible_to is None
    assert str(played) == "seat 1 plays medium and looks at card 0 of seat 0's discard"
    assert look not in g.events_seen_by(2) and played in g.events_seen_by(2)
    assert pile(g, 0) == (("sleep", False),)  # looking does not turn it


def test_medium_turning_face_down_is_public_and_adds_a_vote():
    """NEM-24/NEM-30: turning a face-up card face-down is public and adds one vote against its owner."""
    g = deal(["vote", "sleep", "madman"], ruins="werewolf", draws=["seer", "medium"])
    run(g, (0, "play seer -> seat 1"))
    assert g.view(2).face_down(0) == 0
    run(g, (1, "play medium, turn face-down discard of seat 0, card 0"))
    (turned,) = events(g, TurnedFaceDown)
    assert turned == TurnedFaceDown(1, 0, 0, "seer") and turned.visible_to is None
    assert g.view(2).discards[0] == ((None, False),) and g.view(2).face_down(0) == 1
    run(g, (2, "play madman"), (0, "play vote"), (0, "vote seat 2"), (1, "vote seat 2"), (2, "vote seat 0"))
    assert events(g, VoteResult)[-1].totals == ((0, 2), (1, 0), (2, 2))  # seat 0: 1 name + 1 face-down
    assert all(g.view(None).alive)


def test_seer_looks_at_another_surviving_players_hand():
    """NEM-25: the target is another surviving player; only the seer learns the card; the target is public."""
    g = deal(["villager", "vote", "knight", "madman"], ruins="werewolf", draws=["attack_1", "seer"])
    run(g, (0, "play attack_1"))  # seat 0 keeps the villager: it hits itself (NEM-41)
    assert not g.view(None).alive[0]
    assert sorted(strings(g.legal_actions(1))) == ["play seer -> seat 2", "play seer -> seat 3", "play vote"]
    run(g, (1, "play seer -> seat 3"))
    (look,) = events(g, Knowledge)
    assert (look.observer, look.subject, look.key, look.visible_to) == (1, 3, ("hand", 3, "madman"), frozenset({1}))
    assert g.view(1).hands_seen() == {3: "madman"} and g.view(3).hands_seen() == {}
    assert str(events(g, Played)[-1]) == "seat 1 plays seer and looks at seat 3's hand"


def _sleep_deal() -> jl.Game:
    """Seat 0 (the Werewolf) plays a vote (face-down in its discard), then seat 1 plays sleep."""
    g = deal(["werewolf", "seer", "madman"], ruins="knight", draws=["vote", "sleep", "medium"])
    run(g, (0, "play vote"), (0, "vote seat 1"), (1, "vote seat 2"), (2, "vote seat 0"), (1, "play sleep"), pause=True)
    return g


def test_sleep_werewolf_may_swap_with_a_face_down_card():
    """NEM-26: every survivor pauses; the Werewolf alone has a choice; the hand card takes the
    swapped card's place, face-down."""
    g = _sleep_deal()
    assert g.phase == "sleep" and g.to_act() == (0, 1, 2)
    assert strings(g.legal_actions(0)) == ["sleep: keep hand", "sleep: swap hand with own discard card 0"]
    assert strings(g.legal_actions(1)) == strings(g.legal_actions(2)) == ["sleep: keep hand"]
    run(g, (0, "sleep: swap hand with own discard card 0"))
    assert hand(g, 0) == ("vote",) and pile(g, 0) == (("werewolf", False),)
    (swap,) = events(g, Swapped)
    assert swap == Swapped(0, 0, "vote", "werewolf", frozenset({0}))
    assert pile(g, 1) == (("sleep", False),) and g.to_act() == (2,)
    assert g.view(0).werewolf == 0  # NEM-06: the card in the discard still makes them the Werewolf


def test_sleep_swap_is_secret():
    """NEM-26: no other player learns whether a swap happened: their views are identical either way."""
    kept, swapped = _sleep_deal(), _sleep_deal()
    for seat in (1, 2):
        assert kept.view(seat).phase == "sleep: eyes closed"  # the public label, not the private kind
    run(kept, (0, "sleep: keep hand"))
    run(swapped, (0, "sleep: swap hand with own discard card 0"))
    for seat in (1, 2):
        assert kept.view(seat) == swapped.view(seat)
    assert kept.view(0) != swapped.view(0)


def _views_through_a_sleep(hands: list[str], ruins: str, draws: list[str], script: list[tuple[int, str]]) -> list:
    """Every seat's view at each step of ``script`` then through the sleep pause that follows."""
    g = deal(hands, ruins=ruins, draws=draws)
    seen = []
    for seat, action in script:
        g.act(seat, action)
        seen.append([(g.view(s), g.legal_actions(s) if s != 0 else ()) for s in (1, 2)])
    while g.phase == "sleep":
        g.act(g.to_act()[0], "sleep: keep hand")
        seen.append([(g.view(s), g.legal_actions(s)) for s in (1, 2)])
    return seen


def test_sleep_pause_does_not_tell_whether_the_werewolf_can_swap():
    """NEM-26 (decision): every sleep is the same pause for every survivor. Seat 0 holds the werewolf in one
    game and the madman in the other (the werewolf then lies in the ruins); in the first it has a face-down
    card it could swap. Seats 1 and 2 see exactly the same views and options at every step."""
    draws = ["vote", "sleep", "medium"]
    script = [(0, "play vote"), (0, "vote seat 1"), (1, "vote seat 2"), (2, "vote seat 0"), (1, "play sleep")]
    can_swap = _views_through_a_sleep(["werewolf", "seer", "madman"], "knight", draws, script)
    no_wolf = _views_through_a_sleep(["knight", "seer", "madman"], "werewolf", draws, script)
    assert len(can_swap) == len(no_wolf) == len(script) + 3  # the pause: three seats close their eyes
    for a, b in zip(can_swap, no_wolf, strict=True):
        for (view_a, legal_a), (view_b, legal_b) in zip(a, b, strict=True):
            assert view_a._replace(events=()) == view_b._replace(events=())
            assert [str(e) for e in view_a.events] == [str(e) for e in view_b.events]
            assert legal_a == legal_b


def test_sleep_without_face_down_cards_or_werewolf_does_nothing():
    """NEM-26: no face-down card in the Werewolf's discard, or no Werewolf player: the pause has only
    "keep hand" for everyone, and nothing changes."""
    g = deal(["werewolf", "seer", "madman"], ruins="knight", draws=["medium", "sleep"])
    run(g, (0, "play medium (no target)"), (1, "play sleep"), pause=True)
    assert g.phase == "sleep" and all(strings(g.legal_actions(s)) == ["sleep: keep hand"] for s in range(3))
    run(g)
    assert g.phase == "play" and g.to_act() == (2,) and not events(g, Swapped)
    g = deal(["vote", "seer", "madman"], ruins="werewolf", draws=["sleep"])
    run(g, (0, "play sleep"))
    assert g.to_act() == (1,) and pile(g, 0) == (("sleep", False),)


def test_sleep_card_being_played_cannot_be_swapped():
    """NEM-26: the Werewolf playing sleep may swap only cards already in the discard, not the sleep itself."""
    g = deal(["werewolf", "seer", "madman"], ruins="knight", draws=["vote", "medium", "seer", "sleep"])
    run(g, (0, "play vote"), (0, "vote seat 1"), (1, "vote seat 2"), (2, "vote seat 0"))
    run(
        g,
        (1, "play medium, look at discard of seat 0, card 0"),
        (2, "play seer -> seat 0"),
        (0, "play sleep"),
        pause=True,
    )
    assert strings(g.legal_actions(0)) == ["sleep: keep hand", "sleep: swap hand with own discard card 0"]
    with pytest.raises(jl.IllegalAction):
        g.act(0, "sleep: swap hand with own discard card 1")
    run(g, (0, "sleep: swap hand with own discard card 0"))
    assert pile(g, 0) == (("werewolf", False), ("sleep", False)) and hand(g, 0) == ("vote",)


def test_attack_checks_hands_at_the_time_of_the_effect():
    """NEM-27: the holder of the order when the attack resolves is eliminated, the attacker's own hand included."""
    g = deal(["medium", "villager", "vote"], ruins="werewolf", draws=["knight", "attack_1"])
    run(g, (0, "play knight"), (1, "play attack_1"))  # seat 1 keeps villager (order 1): it hits itself
    assert events(g, AttackResolved)[-1] == AttackResolved(1, "attack_1", 1, 1, False)
    assert not g.view(None).alive[1]
    g = deal(["medium", "seer", "vote"], ruins="werewolf", draws=["attack_2"])  # medium still in seat 0's hand
    run(g, (0, "play attack_2"))
    assert events(g, AttackResolved)[-1].victim == 0
    g = deal(["knight", "seer", "vote"], ruins="werewolf", draws=["medium", "attack_2"])
    run(g, (0, "play medium (no target)"), (1, "play attack_2"))  # the medium has left seat 0's hand
    assert events(g, AttackResolved)[-1] == AttackResolved(1, "attack_2", 2, None)


def test_attack_then_placed_face_down_in_any_discard():
    """NEM-27/NEM-21: after the effect the attacker places the attack card face-down in any player's discard."""
    g = deal(["seer", "villager", "vote", "knight"], ruins="werewolf", draws=["attack_3"])
    run(g, (0, "play attack_3"))
    assert events(g, AttackResolved)[-1] == AttackResolved(0, "attack_3", 3, None)
    assert g.phase == "place"
    assert strings(g.legal_actions(0)) == [f"place attack_3 face-down in discard of seat {s}" for s in range(4)]
    run(g, (0, "place attack_3 face-down in discard of seat 2"))
    assert pile(g, 2) == (("attack_3", False),) and g.view(1).discards[2] == ((None, False),)
    assert events(g, PlacedFaceDown)[-1] == PlacedFaceDown(0, 2, 0, "attack_3")
    assert not events(g, Eliminated)
