"""魔法都市の人狼's one-line explanations of legal actions (moved from
``tests/widgets/test_explain.py``, issue 40 item 2): written from the seat's view
alone (MAH-50), the abilities offered and explained under its options, the night
abilities' roles, and its tables' fallbacks and rows."""

from __future__ import annotations

from typing import NamedTuple

from explained import explained_kinds

import jinro_lab as jl
from jinro_lab.core.registry import explain_action
from jinro_lab.variants.mahou_toshi import explain as mahou
from jinro_lab.variants.mahou_toshi.actions import Ability
from jinro_lab.variants.mahou_toshi.view import MahouView


def test_every_ability_and_the_vote_are_offered_and_explained():
    """The vote and the night's attack, divination and guard, in 100 random games over
    the first-day seer and knight options (each line citing a rule of the game:
    ``explained_kinds``)."""

    def options(seed: int) -> dict[str, object]:
        return {"first_day_seer": ("free", "random_white")[seed % 2], "knight_self": seed % 3 == 0}

    kinds = explained_kinds("mahou_toshi", 100, options)
    assert kinds >= {("vote", ""), ("ability", "attack"), ("ability", "divine"), ("ability", "guard")}


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
