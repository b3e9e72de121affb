"""The deck linter: the rulebook's deck-building tips as warnings (MAH-35 ... MAH-38),
never errors; bad input refused with InvalidSetup (MAH-30, MAH-01)."""

from __future__ import annotations

from fractions import Fraction

import pytest

import jinro_lab.variants.mahou_toshi as mahou
from jinro_lab.core.errors import InvalidSetup
from jinro_lab.variants.mahou_toshi.cards import default_deck
from jinro_lab.variants.mahou_toshi.lint import DeckWarning, lint_deck

from .test_cards import latin_in

#: the death-adding events of MAH-36 that are not golem-effective
DEADLY = ["illusionist_garden", "mages_guild", "legend_tree", "courthouse", "arena"]
#: events that neither add deaths (MAH-36) nor are golem-effective (MAH-37), without prison
CALM = ["magic_school", "library", "soul_vortex", "altar", "magic_mirror", "bath", "airship", "church", "clock_tower"]
#: golem-effective events (MAH-31)
GOLEM = ["slum", "graveyard", "beast_forest", "casino"]

WITH_GOLEM = ["golem", "werewolf", "seer", "citizen", "citizen"]
WITHOUT_GOLEM = ["werewolf", "werewolf", "seer", "knight", "citizen", "citizen"]


def rules(warnings: list[DeckWarning]) -> list[str]:
    return [w.rule for w in warnings]


def only(warnings: list[DeckWarning], rule: str) -> DeckWarning:
    found = [w for w in warnings if w.rule == rule]
    assert len(found) == 1, warnings
    return found[0]


# ----- MAH-35 ---------------------------------------------------------------------------------
def test_prison_and_guild_together_is_warned():
    """MAH-35: prison and guild both in the deck: a warning naming both, in both languages."""
    warnings = lint_deck(["guild", "bath", "prison"])
    assert rules(warnings) == ["MAH-35"]
    assert "prison" in warnings[0].en and "guild" in warnings[0].en
    assert "「監獄」" in warnings[0].ja and "「ギルド」" in warnings[0].ja


@pytest.mark.parametrize("deck", [["prison", "bath"], ["guild", "bath"], []])
def test_prison_or_guild_alone_passes(deck):
    """MAH-35: one of the two alone is fine."""
    assert lint_deck(deck) == []


# ----- MAH-36 ---------------------------------------------------------------------------------
def test_a_third_of_the_deck_adding_deaths_passes():
    """MAH-36: exactly a third (4 of 12) is not more than a third: no warning."""
    assert lint_deck(DEADLY[:4] + CALM[:8]) == []
    assert lint_deck(DEADLY[:1] + CALM[:2]) == []


def test_more_than_a_third_adding_deaths_is_warned():
    """MAH-36: 5 of 12 is more than a third: a warning with the numbers and the cards."""
    deck = DEADLY + CALM[:7]
    warning = only(lint_deck(deck), "MAH-36")
    assert warning.en.startswith("5 of the 12 events add deaths (illusionist_garden, mages_guild,")
    assert "more than 1/3" in warning.en and "at most 4" in warning.en
    assert "12枚中5枚" in warning.ja and "3分の1" in warning.ja and "4枚まで" in warning.ja
    assert "「幻術師の庭」、「魔術師組合」" in warning.ja
    assert rules(lint_deck(DEADLY[:2] + CALM[:1])) == ["MAH-36"]


def test_death_share_is_configurable():
    """MAH-36: the threshold is a setting: half of 12 passes, 7 of 12 is warned; a share
    of 0 warns at one death-adding card, a share of 1 never; fractions are accepted."""
    half = [*DEADLY, "graveyard", *CALM[:6]]
    assert lint_deck(half, death_share=0.5) == []
    warning = only(lint_deck([*DEADLY, "graveyard", "casino", *CALM[:5]], death_share=0.5), "MAH-36")
    assert "7 of the 12" in warning.en and "more than 1/2" in warning.en and "2分の1" in warning.ja
    assert rules(lint_deck(CALM[:8] + DEADLY[:1], death_share=0)) == ["MAH-36"]
    assert lint_deck(DEADLY, death_share=1) == []
    assert lint_deck(DEADLY[:1] + CALM[:3], death_share=Fraction(1, 4)) == []
    assert rules(lint_deck(DEADLY[:2] + CALM[:5], death_share=Fraction(1, 4))) == ["MAH-36"]


@pytest.mark.parametrize("share", [-0.1, 1.5, float("nan"), "1/3", None, True])
def test_death_share_out_of_range_is_refused(share):
    """MAH-36: the share is a number from 0 to 1."""
    with pytest.raises(InvalidSetup, match=r"death_share must be a number from 0 to 1 \(MAH-36\)"):
        lint_deck(["bath"], death_share=share)


# ----- MAH-37 ---------------------------------------------------------------------------------
def test_golem_with_two_golem_effective_events_passes():
    """MAH-37: with a golem, 2 golem-effective events are enough (4 too)."""
    assert lint_deck(GOLEM[:2] + CALM, WITH_GOLEM) == []
    assert lint_deck(GOLEM + CALM, WITH_GOLEM) == []


@pytest.mark.parametrize("golem_cards", [0, 1])
def test_golem_with_fewer_than_two_is_warned(golem_cards):
    """MAH-37: with a golem, 1 or 0 golem-effective events is too few (an empty deck too:
    the golem has nothing to cancel)."""
    warning = only(lint_deck(GOLEM[:golem_cards] + CALM, WITH_GOLEM), "MAH-37")
    assert f"has {golem_cards} golem-effective events" in warning.en and "2 or more" in warning.en
    assert f"ゴーレム有効のイベントが{golem_cards}枚" in warning.ja
    assert ("「スラム」" in warning.ja) == (golem_cards == 1)
    assert rules(lint_deck([], WITH_GOLEM)) == ["MAH-37"]


def test_no_golem_with_at_most_one_passes():
    """MAH-37: without a golem, one golem-effective event (or none) is fine."""
    assert lint_deck(["slum", *CALM], WITHOUT_GOLEM) == []
    assert lint_deck(CALM, WITHOUT_GOLEM) == []


def test_no_golem_with_two_is_warned():
    """MAH-37: without a golem, 2 golem-effective events are too many; the cards are named."""
    warning = only(lint_deck(["slum", "casino", *CALM], WITHOUT_GOLEM), "MAH-37")
    assert "no golem" in warning.en and "2 golem-effective events (slum, casino)" in warning.en
    assert "at most 1" in warning.en
    assert "「スラム」、「カジノ」" in warning.ja and "1枚まで" in warning.ja


def test_golem_checks_need_the_roles():
    """MAH-37: without roles, the role-dependent check is skipped."""
    assert lint_deck(GOLEM[1:3] + CALM) == []
    assert lint_deck(CALM) == []


# ----- MAH-38 ---------------------------------------------------------------------------------
def test_choice_of_two_is_reminded_of_random_selection():
    """MAH-38, MAH-30: choice-of-two selection is warned (for first games, random);
    random passes; no selection given skips the check."""
    warning = only(lint_deck(CALM, selection="choice_of_two"), "MAH-38")
    assert "random" in warning.en and "ランダム方式" in warning.ja and "二者択一方式" in warning.ja
    assert lint_deck(CALM, selection="random") == []
    assert lint_deck(CALM, selection=None) == []


def test_unknown_selection_is_refused():
    """MAH-30: the selection methods are random and choice of two."""
    with pytest.raises(InvalidSetup, match=r"selection must be one of random, choice_of_two or None"):
        lint_deck(CALM, selection="choice")


# ----- the default deck, every warning together ----------------------------------------------
@pytest.mark.parametrize("roles", [WITH_GOLEM, WITHOUT_GOLEM])
def test_default_deck_passes_its_own_linter(roles):
    """Option ``events``, MAH-35, MAH-36, MAH-37, MAH-38: the default deck, with the
    default random selection, draws no warning with a golem (8 of 24 add deaths,
    exactly a third) and without one (5 of 21; slum the one golem card)."""
    assert lint_deck(default_deck(roles), roles, selection="random") == []


def test_all_rules_in_order_and_japanese_without_english():
    """MAH-35 ... MAH-38: warnings come in rule order; their Japanese texts show no Latin
    letter besides rule ids; the package exports the linter."""
    deck = ["prison", "guild", *DEADLY, *GOLEM]
    for roles in (["golem", "werewolf"], WITHOUT_GOLEM):
        warnings = mahou.lint_deck(deck, roles, selection="choice_of_two", death_share=0)
        for warning in warnings:
            assert isinstance(warning, mahou.DeckWarning)
            assert not latin_in(warning.ja), warning
        assert rules(warnings) == sorted(rules(warnings))
    assert rules(lint_deck(["prison", "guild", *GOLEM, *DEADLY], WITHOUT_GOLEM, selection="choice_of_two")) == [
        "MAH-35",
        "MAH-36",
        "MAH-37",
        "MAH-38",
    ]
    empty_golem = lint_deck([], ["golem", "werewolf"])
    assert not latin_in(empty_golem[0].ja) and "（なし）" in empty_golem[0].ja and "(none)" in empty_golem[0].en


# ----- bad input ------------------------------------------------------------------------------
def test_invalid_deck_raises_and_changes_nothing():
    """MAH-30: an invalid deck is an error, not a warning: unknown ids, a card twice,
    not a list; the error says what is wrong and what is allowed; the input is kept."""
    deck = ["prison", "prison"]
    with pytest.raises(InvalidSetup, match="names prison more than once; the box has one card of each"):
        lint_deck(deck)
    assert deck == ["prison", "prison"]
    with pytest.raises(InvalidSetup, match="unknown event card ids 'jail'; allowed: magic_school"):
        lint_deck(["jail"])
    with pytest.raises(InvalidSetup, match="must be a list or tuple of event card ids"):
        lint_deck("prison")
    with pytest.raises(InvalidSetup, match="unknown event card ids b'bath'"):
        lint_deck([b"bath"])  # type: ignore[list-item]


def test_unknown_roles_raise_and_change_nothing():
    """MAH-01: the roles are role ids of the box, one per seat; others are named with the
    allowed ids."""
    roles = ["werewolf", "wizard", "golem"]
    with pytest.raises(InvalidSetup, match=r"unknown role ids 'wizard'; allowed: citizen, seer, medium"):
        lint_deck(CALM, roles)
    assert roles == ["werewolf", "wizard", "golem"]
    with pytest.raises(InvalidSetup, match="roles must be a list or tuple of role ids"):
        lint_deck(CALM, "golem")
