"""人狼は眠らない's one-line explanations of legal actions (moved from
``tests/widgets/test_explain.py``, issue 40 item 2): written from the seat's view
alone (NEM-05), every kind of decision and card offered and explained, and the lines
of an attack, a sleep, a search and a vote."""

from __future__ import annotations

import pytest
from explained import explained_kinds

import jinro_lab as jl
from jinro_lab.core.registry import explain_action, lookup
from jinro_lab.variants.nemuranai.cards import CARDS, arrange_deck


def test_every_card_and_decision_is_offered_and_explained():
    """Every card played, and every other decision, in 100 random games (each line
    citing a rule of the game: ``explained_kinds``)."""
    kinds = explained_kinds("nemuranai", 100)
    assert {card for kind, card in kinds if kind == "play"} == set(CARDS) - {"werewolf"}
    assert {kind for kind, _ in kinds} == {"play", "vote", "sleep", "place", "search"}


def test_nemuranai_explanations_use_only_what_the_seat_knows():
    """NEM-05: swapping two other seats' hidden hands changes none of seat 0's lines."""
    one = jl.new_game("nemuranai", seed=0, first_player=0, deck=arrange_deck(4, ["villager", "seer", "vote", "madman"]))
    two = jl.new_game("nemuranai", seed=0, first_player=0, deck=arrange_deck(4, ["villager", "madman", "vote", "seer"]))
    assert one.legal_actions(0) == two.legal_actions(0)
    for lang in ("en", "ja"):
        lines = [explain_action("nemuranai", one.view(0), a, lang) for a in one.legal_actions(0)]
        assert lines == [explain_action("nemuranai", two.view(0), a, lang) for a in two.legal_actions(0)]
        assert not any("madman" in line or "狂人" in line or "seer" in line for line in lines)


def test_an_attack_warns_when_your_own_card_has_its_order():
    """NEM-13, NEM-27: seat 0 keeps the villager (order 1) and must play attack_1."""
    game = jl.new_game(
        "nemuranai",
        seed=0,
        first_player=0,
        deck=arrange_deck(4, ["villager", "seer", "vote", "madman"], draws=["attack_1"]),
    )
    (attack,) = game.legal_actions(0)
    line = explain_action("nemuranai", game.view(0), attack)
    assert line.endswith("search order 1 is eliminated — your own villager has that order (NEM-27)")
    assert "(NEM-13)" in line
    assert "あなたの村人がその探索順" in explain_action("nemuranai", game.view(0), attack, "ja")


#: the 16 cards at a sleep: seat 0 is the Werewolf player with a face-down vote in its discard
SLEEP = {
    "hands": [["werewolf"], ["seer"], ["knight"], ["madman"]],
    "discards": [[["vote", False]], [], [], []],
    "ruins": "attack_1",
    "pile": ["sleep", "villager", "medium", "seer", "vote", "vote", "sleep", "sleep", "attack_2", "attack_3"],
    "turn": 1,
}


def test_sleep_offers_the_werewolf_a_swap_and_the_others_a_pause():
    game = jl.new_game("nemuranai", seed=0, position=SLEEP)
    game.act(1, "play sleep")
    keep, swap = game.legal_actions(0)
    wolf = game.view(0)
    assert (
        explain_action("nemuranai", wolf, keep)
        == "Keep your werewolf in hand; nobody learns whether you swapped (NEM-26)"
    )
    assert explain_action("nemuranai", wolf, swap).startswith(
        "Swap your werewolf with face-down card 0 of your discard"
    )
    (pause,) = game.legal_actions(2)
    assert explain_action("nemuranai", game.view(2), pause).startswith("Close your eyes")


#: the search phase at once (an empty pile): seat 3 (villager, order 1) searches first, seat 0 holds the werewolf
SEARCH = {
    "hands": [["werewolf"], ["seer"], ["knight"], ["villager"]],
    "discards": [
        [["medium", True], ["vote", False], ["vote", False]],
        [["madman", True], ["vote", False], ["sleep", False]],
        [["seer", True], ["sleep", False], ["sleep", False]],
        [["attack_2", False], ["attack_3", False]],
    ],
    "ruins": "attack_1",
    "pile": [],
}


def test_search_says_whose_side_a_found_werewolf_wins():
    """NEM-53: a villager player's find wins for the villagers; the Werewolf player's for itself and the Madman."""
    game = jl.new_game("nemuranai", seed=0, position=SEARCH)
    villager = explain_action("nemuranai", game.view(3), game.legal_actions(3)[0])
    assert villager.endswith("if it is the werewolf, the villager players win (NEM-52, NEM-53)")
    game.act(3, "search ruins")
    game.act(2, "search hand of seat 1")
    lines = {str(a): explain_action("nemuranai", game.view(0), a) for a in game.legal_actions(0)}
    assert lines["search hand of seat 0"].startswith("Search your own hand (werewolf)")
    assert lines["search discard of seat 1, card 0"].startswith("Search card 0 of seat 1's discard (face-up madman)")
    assert all(line.endswith("you and the Madman win (NEM-52, NEM-53)") for line in lines.values())


#: seat 1 draws a vote; seat 2 has a face-up knight, seat 0 a face-down card
KNIGHT_VOTE = {
    "hands": [["werewolf"], ["seer"], ["madman"], ["medium"]],
    "discards": [[["vote", False]], [], [["knight", True]], []],
    "ruins": "attack_1",
    "pile": ["vote", "villager", "sleep", "seer", "vote", "sleep", "sleep", "attack_2", "attack_3"],
    "turn": 1,
}


def test_a_vote_for_a_seat_with_a_face_up_knight_cites_the_knight():
    """NEM-31: the knight protects; NEM-30: face-down cards are extra votes."""
    game = jl.new_game("nemuranai", seed=0, position=KNIGHT_VOTE)
    game.act(1, "play vote")
    lines = {a.target: explain_action("nemuranai", game.view(1), a) for a in game.legal_actions(1)}
    assert lines[2].endswith("a face-up knight in their discard keeps them from being eliminated (NEM-31)")
    assert "besides the 1 extra vote of their face-down discard card;" in lines[0] and lines[0].endswith("(NEM-30)")


def test_the_registry_hook_and_a_string_that_is_no_action():
    """The registration names this game's explanations; a string that is no action of
    the game is refused saying so."""
    assert lookup("nemuranai").explain == "jinro_lab.variants.nemuranai.explain:explain_action"
    with pytest.raises(ValueError, match="not an action a seat of"):
        explain_action("nemuranai", jl.new_game("nemuranai", seed=0).view(0), "dance")
