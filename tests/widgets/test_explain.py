"""The one-line explanations of legal actions: every action of every variant gets
one citing a rule of its variant, in English and Japanese, written from the seat's
view alone; the variants' tables, their fallbacks and the registry hook."""

from __future__ import annotations

import dataclasses
import re
from typing import Any, NamedTuple

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.registry import explain_action, lookup, register, unregister
from jinro_lab.variants.mahou_toshi import explain as mahou
from jinro_lab.variants.mahou_toshi.actions import Ability
from jinro_lab.variants.mahou_toshi.view import MahouView
from jinro_lab.variants.nemuranai.cards import CARDS, arrange_deck

RULE = {
    "nemuranai": re.compile(r"\bNEM-\d+\b"),
    "mahou_toshi": re.compile(r"\bMAH-[RE]?\d+\b"),
    "lotro": re.compile(r"\bLOT-\d+\b"),
}
ANY_RULE = re.compile(r"\b[A-Z]{3}-[RE]?\d+\b")


def kind_of(action: Any) -> tuple[str, ...]:
    """An action's kind, with its card or ability (the rows of the explanation tables)."""
    return (action.kind, getattr(action, "card", None) or getattr(action, "ability", ""))


def random_games(variant: str, n: int):
    """``n`` games of ``variant`` over its player counts (and mahou's options), played
    by random agents: yields (game, seat) before each choice of every seat."""
    info = lookup(variant)
    for seed in range(n):
        options: dict[str, Any] = {"players": info.players[seed % len(info.players)]}
        if variant == "mahou_toshi":
            options.update(first_day_seer=("free", "random_white")[seed % 2], knight_self=seed % 3 == 0)
        game = jl.new_game(variant, seed=seed, **options)
        agents = [RandomAgent(seed * 100 + s) for s in range(game.players)]
        while not game.over:
            for seat in game.to_act():
                yield game, seat
                game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))


@pytest.mark.parametrize("variant", ["nemuranai", "mahou_toshi", "lotro"])
def test_every_offered_action_is_explained_citing_a_rule_of_its_variant(variant):
    kinds = set()
    for game, seat in random_games(variant, 100):
        view = game.view(seat)
        for action in game.legal_actions(seat):
            kinds.add(kind_of(action))
            for lang in ("en", "ja"):
                line = explain_action(variant, view, action, lang)
                assert line and RULE[variant].search(line), (lang, action, line)
                assert "\n" not in line
                if lang == "ja":  # Japanese only: no Latin letters but the rule ids
                    assert not re.search(r"[A-Za-z]", ANY_RULE.sub("", line)), line
    if variant == "nemuranai":  # every card played, and every other decision
        assert {card for kind, card in kinds if kind == "play"} == set(CARDS) - {"werewolf"}
        assert {kind for kind, _ in kinds} == {"play", "vote", "sleep", "place", "search"}
    elif variant == "lotro":  # every kind of choice (LOT-20, LOT-31, LOT-40 ... LOT-45)
        assert {kind for kind, _ in kinds} == {"vote", "point", "present", "hold", "suicide", "answer"}
    else:
        assert kinds >= {("vote", ""), ("ability", "attack"), ("ability", "divine"), ("ability", "guard")}


def test_nemuranai_explanations_use_only_what_the_seat_knows():
    """NEM-05: swapping two other seats' hidden hands changes none of seat 0's lines."""
    one = jl.new_game("nemuranai", seed=0, first_player=0, deck=arrange_deck(4, ["villager", "seer", "vote", "madman"]))
    two = jl.new_game("nemuranai", seed=0, first_player=0, deck=arrange_deck(4, ["villager", "madman", "vote", "seer"]))
    assert one.legal_actions(0) == two.legal_actions(0)
    for lang in ("en", "ja"):
        lines = [explain_action("nemuranai", one.view(0), a, lang) for a in one.legal_actions(0)]
        assert lines == [explain_action("nemuranai", two.view(0), a, lang) for a in two.legal_actions(0)]
        assert not any("madman" in line or "狂人" in line or "seer" in line for line in lines)


def test_mahou_explanations_use_only_what_the_seat_knows():
    """MAH-50: a citizen's lines do not change when two other seats' roles swap; a
    werewolf's lines name its teammate (MAH-03), never the seer."""
    roles = ["citizen", "werewolf", "seer", "knight", "werewolf", "citizen", "citizen"]
    swapped = ["citizen", "werewolf", "knight", "seer", "werewolf", "citizen", "citizen"]
    one, two = (jl.new_game("mahou_toshi", seed=3, roles=r) for r in (roles, swapped))
    for lang in ("en", "ja"):
        lines = [explain_action("mahou_toshi", one.view(0), a, lang) for a in one.legal_actions(0)]
        assert lines == [explain_action("mahou_toshi", two.view(0), a, lang) for a in two.legal_actions(0)]
    wolf = {a.target: explain_action("mahou_toshi", one.view(1), a) for a in one.legal_actions(1)}
    assert "you know seat 4's role: werewolf (MAH-11, MAH-12)" in wolf[4]
    assert not any("seer" in line or "knight" in line for line in wolf.values())
    assert "席4の役職は人狼だと知っている" in explain_action("mahou_toshi", one.view(1), one.legal_actions(1)[3], "ja")


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


def test_mahou_night_abilities_cite_their_roles():
    game = jl.new_game(
        "mahou_toshi",
        seed=0,
        roles=["werewolf", "seer", "knight", "citizen", "citizen", "citizen"],
        position={"dead": [], "day": 1, "phase": "night"},
    )
    lines = {seat: explain_action("mahou_toshi", game.view(seat), game.legal_actions(seat)[0]) for seat in (0, 1, 2)}
    assert "(MAH-03, MAH-R11)" in lines[0] and "(MAH-R02)" in lines[1] and "(MAH-R04, MAH-21)" in lines[2]


class Fake(NamedTuple):
    """An action of a kind no table knows yet (an event card's choice, say)."""

    card: str
    kind: str = "event choice"

    def __str__(self) -> str:
        return f"choose {self.card}"


def _view(role: str, phase: str) -> MahouView:
    """Seat 0's view of a fresh game, as if it held ``role`` in ``phase``."""
    view = jl.new_game("mahou_toshi", seed=0, players=5).view(0)
    return view._replace(role=role, phase=phase, roles=(role, None, None, None, None))


def test_mahou_fallbacks_cite_the_deciding_rule():
    """A new role's ability cites the role's rule; an unknown kind of action the phase's."""
    dragon = mahou.explain_action(_view("dragon", "night: eyes closed"), Ability("fly", 2))
    assert dragon == "Use your ability as dragon on seat 2 (MAH-R05)"
    assert mahou.explain_action(_view("dragon", "night: eyes closed"), Ability("fly", 2), "ja") == (
        "竜の能力を席2に使う（MAH-R05）"
    )
    guard = mahou.explain_action(_view("dragon", "night: eyes closed"), Ability("guard", 2))
    assert guard.endswith("(MAH-R05, MAH-21)"), "one guard row, cited with the guarding role's rule"
    assert mahou.explain_action(_view("citizen", "night: eyes closed"), Fake("bank")).endswith("(MAH-20)")
    assert mahou.explain_action(_view("citizen", "day: event"), Fake("bank")) == (
        "choose bank: a choice the rules give you now (MAH-13)"
    )


def test_mahou_tables_are_extended_by_a_row(monkeypatch):
    row = mahou.Line("{role}, MAH-27", "Fly over {target}", "{target}の上を飛ぶ")
    monkeypatch.setitem(mahou.ABILITIES, "fly", row)
    view = _view("dragon", "night: eyes closed")
    assert mahou.explain_action(view, Ability("fly", 0)) == "Fly over yourself (MAH-R05, MAH-27)"
    assert mahou.explain_action(view, Ability("fly", 3), "ja") == "席3の上を飛ぶ（MAH-R05、MAH-27）"
    monkeypatch.setitem(mahou.KINDS, "event choice", lambda view, action, lang: f"draw {action.card} (MAH-30)")
    assert mahou.explain_action(view, Fake("bank")) == "draw bank (MAH-30)"


def test_the_registry_hook():
    info = lookup("nemuranai")
    assert info.explain == "jinro_lab.variants.nemuranai.explain:explain_action"
    with pytest.raises(ValueError, match="explain must be 'module:attr'"):
        dataclasses.replace(info, explain="no colon")
    plain = register(dataclasses.replace(info, id="no_explanations", title_ja="説明なし", explain=None))
    try:
        game = jl.new_game("nemuranai", seed=0)
        with pytest.raises(jl.InvalidSetup, match=r"\(no_explanations\) does not declare explanations of its actions"):
            explain_action(plain.id, game.view(0), game.legal_actions(game.to_act()[0])[0])
    finally:
        unregister(plain.id)
    with pytest.raises(ValueError, match="not an action a seat of"):
        explain_action("nemuranai", jl.new_game("nemuranai", seed=0).view(0), "dance")


def test_the_widget_without_explanations_shows_none():
    """A variant that registers no explanations still plays, its buttons without lines."""
    from jinro_lab.widgets import PlayerSeat

    bare = register(dataclasses.replace(lookup("nemuranai"), id="bare", title_ja="説明のない版", explain=None))
    try:
        player = PlayerSeat("bare", seat=0, agents="random", seed=3)
        assert player.legal() and player.explain(player.legal()[0]) == ""
        assert all(line.value == "" for line in player.parts("jinro-explain"))
    finally:
        unregister(bare.id)
