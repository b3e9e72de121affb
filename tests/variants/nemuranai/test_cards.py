"""NEM-01/NEM-02: the card table against the seed, and ``arrange_deck``."""

from __future__ import annotations

import doctest
from collections import Counter
from pathlib import Path

import pytest

import jinro_lab as jl
from jinro_lab.variants.nemuranai.cards import ATTACKS, CARDS, DECK, WEREWOLF, arrange_deck, name

# The card list of the seed (000_38b0019ae2eaf3da.txt, "カード一覧" and the text):
# id -> (name as printed, search order ①..⑧ or × (None), rarity = copies, kind)
SEED_TABLE = {
    "villager": ("村人", 1, 1, "role"),
    "medium": ("霊媒師", 2, 1, "role"),
    "madman": ("狂人", 3, 1, "role"),
    "knight": ("騎士", 4, 1, "role"),
    "werewolf": ("失われた遺産：人狼", 5, 1, "legacy"),
    "seer": ("占い師", 6, 2, "role"),
    "vote": ("投票", 7, 3, "action"),
    "sleep": ("就寝", 8, 3, "action"),
    "attack_1": ("人狼の襲撃", None, 1, "attack"),
    "attack_2": ("人狼の襲撃", None, 1, "attack"),
    "attack_3": ("人狼の襲撃", None, 1, "attack"),
}
SEED_FILE = Path("/work/shared/seeds/000_38b0019ae2eaf3da.txt")


def test_card_table_matches_the_seed():
    """NEM-01: ids, Japanese names (exactly as printed), search orders, copies and kinds."""
    assert {cid: (c.ja, c.order, c.copies, c.kind) for cid, c in CARDS.items()} == SEED_TABLE
    assert all(c.id == cid for cid, c in CARDS.items())


def test_table_order_is_the_search_order():
    """NEM-01: the table lists the cards by search order 1-8, then the X cards."""
    orders = [CARDS[cid].order for cid in CARDS]
    assert orders == sorted(orders, key=lambda o: 9 if o is None else o)


@pytest.mark.skipif(not SEED_FILE.exists(), reason="the seed rulebook is not available here")
def test_japanese_names_appear_in_the_seed_text():
    """NEM-01: every Japanese card name is spelled as in the seed (full-width colon included)."""
    text = SEED_FILE.read_text(encoding="utf-8")
    for c in CARDS.values():
        assert c.ja in text, c.id


def test_deck_is_exactly_sixteen_cards():
    """NEM-01: 16 cards: one each of orders 1-5, two seers, three votes, three sleeps, three attacks."""
    assert len(DECK) == 16
    assert Counter(DECK) == {cid: c.copies for cid, c in CARDS.items()}
    assert list(dict.fromkeys(DECK)) == list(CARDS)  # table order, copies together


def test_attacks_and_the_legacy_card():
    """NEM-01/NEM-27: the three attacks eliminate orders 1, 2, 3 and cannot search; one werewolf card."""
    assert ATTACKS == {"attack_1": 1, "attack_2": 2, "attack_3": 3}
    assert all(CARDS[a].order is None for a in ATTACKS)
    assert WEREWOLF == "werewolf" and CARDS[WEREWOLF].kind == "legacy"


def test_display_names():
    """NEM-01: English names are the ids but the attacks' (an id is not for a person:
    ``attack ①``); the names tell the three attacks apart by the seed's circled orders."""
    assert [name(cid) for cid in CARDS if cid not in ATTACKS] == [cid for cid in CARDS if cid not in ATTACKS]
    assert [name(a) for a in ATTACKS] == ["attack ①", "attack ②", "attack ③"]
    assert name("seer", "ja") == "占い師"
    attacks = [name(a, "ja") for a in ATTACKS]
    assert len(set(attacks)) == 3
    assert attacks == ["人狼の襲撃①", "人狼の襲撃②", "人狼の襲撃③"]  # the seed's circled orders


# ----- arrange_deck ------------------------------------------------------------------
def test_arrange_deck_places_hands_ruins_and_draws():
    """NEM-03: the result is in dealing order: hands, ruins, draw pile top first; table order fills the rest."""
    deck = arrange_deck(4, ["seer", "vote", "knight", "werewolf"], ruins="sleep", draws=["attack_2", "seer"])
    assert deck[:7] == ["seer", "vote", "knight", "werewolf", "sleep", "attack_2", "seer"]
    rest = list(DECK)
    for c in deck[:7]:
        rest.remove(c)
    assert deck[7:] == rest
    assert Counter(deck) == Counter(DECK)


def test_arrange_deck_fills_an_unnamed_ruins_in_table_order():
    """NEM-03: without ``ruins`` the first card left in table order becomes the ruins."""
    assert arrange_deck(3, ["villager", "medium", "knight"])[3] == "madman"
    assert arrange_deck(3, ["seer", "seer", "vote"])[3] == "villager"


def test_arrange_deck_is_dealt_as_asked():
    """NEM-03/NEM-10: a game built from the arrangement deals it: hands, ruins, first draw."""
    deck = arrange_deck(3, ["madman", "werewolf", "seer"], ruins="knight", draws=["vote", "sleep"])
    g = jl.new_game("nemuranai", players=3, seed=1, deck=deck, first_player=2)
    gm = g.view(None)
    assert gm.hands == (("madman",), ("werewolf",), ("seer", "vote"))
    assert gm.ruins == "knight"
    assert gm.deck[0] == "sleep" and list(gm.deck) == deck[5:]


def test_arrange_deck_example_in_its_docstring():
    """NEM-01: the documented example (tutorials copy it) is true."""
    (test,) = doctest.DocTestFinder().find(arrange_deck, "arrange_deck", globs={"arrange_deck": arrange_deck})
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert test.examples and runner.summarize(verbose=False).failed == 0


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 4, "hands": ["vote"] * 4}, "vote x4 (the deck has 3)"),
        ({"players": 3, "hands": ["vote", "vote", "seer"], "draws": ["vote", "vote"]}, "vote x4 (the deck has 3)"),
        ({"players": 3, "hands": ["werewolf", "seer", "seer"], "ruins": "werewolf"}, "werewolf x2 (the deck has 1)"),
        ({"players": 3, "hands": ["seer", "seer", "seer"]}, "seer x3 (the deck has 2)"),
        ({"players": 4, "hands": ["seer", "vote", "sleep"]}, "one card per seat (4), got 3"),
        ({"players": 3, "hands": ["seer", "vote", "ghost"]}, "unknown card id(s) 'ghost'; allowed: villager"),
        ({"players": 3, "hands": ["seer", "vote", "sleep"], "ruins": "attack_9"}, "'attack_9'"),
        ({"players": 3, "hands": ["seer", "vote", "sleep"], "draws": "vote"}, "draws must be a list"),
        ({"players": 3, "hands": "seer"}, "hands must be a list"),
        ({"players": 5, "hands": ["seer"] * 5}, "players must be 3 or 4 (NEM-02)"),
        ({"players": 2, "hands": ["seer", "vote"]}, "players must be 3 or 4 (NEM-02)"),
    ],
)
def test_arrange_deck_rejects_impossible_requests(kwargs, message):
    """NEM-01/NEM-02: a fourth vote, a second werewolf, a wrong seat count or an unknown card is InvalidSetup."""
    with pytest.raises(jl.InvalidSetup) as err:
        arrange_deck(**kwargs)
    assert message in str(err.value)


def test_arrange_deck_can_name_every_card():
    """NEM-01: naming all 16 cards reproduces them exactly, in any order."""
    wanted = list(reversed(DECK))
    assert arrange_deck(4, wanted[:4], ruins=wanted[4], draws=wanted[5:]) == wanted
