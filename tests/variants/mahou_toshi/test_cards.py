"""The event cards as data (MAH-30, MAH-31, MAH-E01 ... MAH-E25, MAH-32, MAH-36), the
default deck (the option ``events``) and deck validation (MAH-30: one card of each)."""

from __future__ import annotations

import re

import pytest

import jinro_lab.variants.mahou_toshi as mahou
from jinro_lab.core.errors import InvalidSetup
from jinro_lab.variants.mahou_toshi.cards import (
    EVENT_CARDS,
    TIMING_JA,
    EventCard,
    check_deck,
    check_roles,
    default_deck,
)

#: MAH-31's table as the spec writes it: rule, id, 名前, timing, golem-effective
TABLE = [
    ("MAH-E01", "magic_school", "魔法学園", "next_day", False),
    ("MAH-E02", "illusionist_garden", "幻術師の庭", "same_day", False),
    ("MAH-E03", "graveyard", "墓地", "immediate", True),
    ("MAH-E04", "mages_guild", "魔術師組合", "immediate", False),
    ("MAH-E05", "library", "図書館", "next_day", False),
    ("MAH-E06", "soul_vortex", "魂の渦", "immediate", False),
    ("MAH-E07", "legend_tree", "伝説の木", "permanent", False),
    ("MAH-E08", "altar", "祭壇", "permanent", False),
    ("MAH-E09", "magic_mirror", "魔鏡屋", "same_day", False),
    ("MAH-E10", "bath", "共同風呂", "next_day", False),
    ("MAH-E11", "guild", "ギルド", "same_day", False),
    ("MAH-E12", "airship", "飛空艇", "immediate", False),
    ("MAH-E13", "church", "教会", "next_day", False),
    ("MAH-E14", "clock_tower", "時計塔", "next_day", False),
    ("MAH-E15", "courthouse", "裁判所", "immediate", False),
    ("MAH-E16", "bank", "銀行", "next_day", False),
    ("MAH-E17", "parliament", "議事堂", "next_day", False),
    ("MAH-E18", "prison", "監獄", "immediate", False),
    ("MAH-E19", "slum", "スラム", "same_day", True),
    ("MAH-E20", "babel", "バベルの魔塔", "next_day", False),
    ("MAH-E21", "beast_forest", "魔獣の森", "same_day", True),
    ("MAH-E22", "thieves", "盗賊団", "next_day", False),
    ("MAH-E23", "evil_cult", "邪心教団", "same_day", False),
    ("MAH-E24", "casino", "カジノ", "same_day", True),
    ("MAH-E25", "arena", "闘技場", "same_day", False),
]

#: Latin letters left once the rule ids and the rulebook's own GM (as in ［GMのみ］) are
#: taken out: none may stay in a Japanese text, so no English word of the kit shows
LATIN = re.compile(r"[A-Za-z]")
ALLOWED = re.compile(r"\bMAH-[A-Z]?\d+\b|GM")


def latin_in(text: str) -> list[str]:
    return LATIN.findall(ALLOWED.sub("", text))


# ----- MAH-31: the table ----------------------------------------------------------------------
def test_every_card_as_in_the_table():
    """MAH-31, MAH-E01 ... MAH-E25: 25 cards in the spec's order, each with its rule id,
    Japanese name, timing and golem flag exactly as the table gives them."""
    assert [(c.rule, c.id, c.ja, c.timing, c.golem) for c in EVENT_CARDS.values()] == TABLE
    assert all(key == card.id for key, card in EVENT_CARDS.items())


def test_timings_and_their_japanese_names():
    """MAH-31: four timings, named as the rulebook's タイミング column (即時 当日 翌日 永続)."""
    assert TIMING_JA == {"immediate": "即時", "same_day": "当日", "next_day": "翌日", "permanent": "永続"}
    assert {c.timing for c in EVENT_CARDS.values()} == set(TIMING_JA)


def test_death_adding_cards_are_the_list_of_mah36():
    """MAH-36: the events that add deaths are the spec's list, no more, no fewer."""
    assert {c.id for c in EVENT_CARDS.values() if c.adds_deaths} == {
        "graveyard",
        "mages_guild",
        "courthouse",
        "beast_forest",
        "casino",
        "arena",
        "legend_tree",
        "illusionist_garden",
    }


def test_speech_cards_are_those_of_mah32():
    """MAH-32, MAH-10: the speech events are magic_school's chant, library, bath, babel and
    the discussion time (clock_tower); the other cards change what the engine judges."""
    assert {c.id for c in EVENT_CARDS.values() if c.speech} == {
        "magic_school",
        "library",
        "bath",
        "babel",
        "clock_tower",
    }


def test_cards_are_frozen():
    """MAH-31: the table is data; a card cannot be changed by accident."""
    with pytest.raises(AttributeError):
        EVENT_CARDS["prison"].golem = True  # type: ignore[misc]
    assert isinstance(EVENT_CARDS["prison"], EventCard)


def test_texts_for_tooltips():
    """MAH-E01 ... MAH-E25: every card has a one-line effect in English and in Japanese;
    the Japanese name and effect show no Latin letter (the kit's English stays out)."""
    for card in EVENT_CARDS.values():
        assert card.en and card.ja_text, card
        assert "\n" not in card.en + card.ja_text, card
        assert not latin_in(card.ja + card.ja_text), card
        assert card.en.isascii(), card


def test_japanese_effects_are_the_rulebooks_wording():
    """MAH-E03, MAH-E18, MAH-E24: spot checks of the rulebook's card texts."""
    assert EVENT_CARDS["graveyard"].ja_text == "予言者は即座に死亡する"
    assert EVENT_CARDS["prison"].ja_text == "即座に一斉投票を行い、最多得票者はその夜のみゲームから除外される"
    assert EVENT_CARDS["casino"].ja_text.startswith("処刑者は市民/人狼カードを1枚引く。")


# ----- the option `events`: the default deck ------------------------------------------------
def test_default_deck_with_a_golem():
    """Option ``events``, MAH-35: with a golem, the 25 cards minus guild, in MAH-31's order."""
    deck = default_deck(["golem", "werewolf", "seer", "citizen", "citizen"])
    assert deck == tuple(row[1] for row in TABLE if row[1] != "guild")
    assert len(deck) == 24


def test_default_deck_without_a_golem():
    """Option ``events``, MAH-35, MAH-37: without a golem also minus graveyard, beast_forest
    and casino; slum stays, the one golem-effective card left."""
    deck = default_deck(("werewolf", "seer", "citizen", "citizen", "citizen"))
    left_out = {"guild", "graveyard", "beast_forest", "casino"}
    assert deck == tuple(row[1] for row in TABLE if row[1] not in left_out)
    assert [c for c in deck if EVENT_CARDS[c].golem] == ["slum"]
    assert default_deck([]) == deck


def test_default_deck_is_exported():
    """Option ``events``, MAH-31: the variant's package exports the table and the default."""
    assert mahou.EVENT_CARDS is EVENT_CARDS
    assert mahou.default_deck is default_deck


def test_default_deck_refuses_unknown_roles():
    """MAH-01: the roles must be role ids of the box; the error lists the allowed ones."""
    roles = ["werewolf", "golum"]
    with pytest.raises(InvalidSetup, match=r"unknown role ids 'golum'; allowed: citizen, seer"):
        default_deck(roles)
    with pytest.raises(InvalidSetup, match="list or tuple of role ids"):
        default_deck("golem")  # type: ignore[arg-type]
    assert roles == ["werewolf", "golum"]


# ----- MAH-30: validating a deck --------------------------------------------------------------
def test_check_deck_keeps_the_order_given():
    """MAH-30: a deck is any selection of the box's cards, top first; empty means no
    events (MAH-13)."""
    assert check_deck(["prison", "altar", "bath"]) == ("prison", "altar", "bath")
    assert check_deck(("arena",)) == ("arena",)
    assert check_deck([]) == ()
    assert check_deck(list(EVENT_CARDS)) == tuple(EVENT_CARDS)


@pytest.mark.parametrize("deck", ["prison", {"prison"}, {"prison": 1}, None, 3, iter(["prison"])])
def test_check_deck_refuses_what_is_not_a_list(deck):
    """MAH-30: the deck must be a list or tuple of card ids; the error shows what came."""
    with pytest.raises(InvalidSetup, match=r"the event deck must be a list or tuple of event card ids, got"):
        check_deck(deck)


def test_check_deck_refuses_unknown_ids_and_lists_the_allowed():
    """MAH-30, MAH-31: unknown ids (or entries that are not ids) are named, and the 25
    allowed ids listed; the deck given is left as it was."""
    deck = ["prison", "jail", 7, "jail"]
    with pytest.raises(InvalidSetup) as caught:
        check_deck(deck)
    message = str(caught.value)
    assert message.startswith("unknown event card ids 'jail', 7; allowed: magic_school, illusionist_garden")
    assert all(card in message for card in EVENT_CARDS)
    assert deck == ["prison", "jail", 7, "jail"]


def test_check_deck_refuses_a_card_named_twice():
    """MAH-30: the box holds one card of each; a deck naming one twice is refused."""
    deck = ["prison", "bath", "prison", "arena", "bath"]
    with pytest.raises(InvalidSetup, match=r"names prison, bath more than once; the box has one card of each"):
        check_deck(deck)
    assert deck == ["prison", "bath", "prison", "arena", "bath"]


def test_check_roles():
    """MAH-01: role ids one per seat, as a tuple; anything else refused with the allowed ids."""
    assert check_roles(["golem", "werewolf"]) == ("golem", "werewolf")
    with pytest.raises(InvalidSetup, match=r"unknown role ids None; allowed: citizen"):
        check_roles(["werewolf", None])
    with pytest.raises(InvalidSetup, match="list or tuple of role ids"):
        check_roles(None)
