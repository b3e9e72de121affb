"""The nemuranai table as text and HTML (NEM-05, NEM-22/23, NEM-70) and its events."""

from __future__ import annotations

import re

import pytest

import jinro_lab as jl
from jinro_lab.core.events import Chance
from jinro_lab.core.texts import english_copy
from jinro_lab.variants import RENDERERS, renderer
from jinro_lab.variants.nemuranai import events as nev
from jinro_lab.variants.nemuranai import render
from jinro_lab.variants.nemuranai.cards import arrange_deck
from jinro_lab.variants.nemuranai.events import Searched


def test_renderer_registry_finds_module_by_id_and_title():
    assert renderer("nemuranai") is render
    assert renderer("人狼は眠らない") is render
    assert set(RENDERERS) <= set(jl.VARIANTS)
    with pytest.raises(jl.InvalidSetup):
        renderer("no such game")


def test_nem05_own_hand_shown_other_hands_hidden(fixed_game):
    """NEM-05: a hand is seen only by its holder; the game master sees all hands."""
    game = fixed_game()  # seat 3 holds the only madman
    gm = render.view_text(game.view(None))
    assert "madman" in gm
    assert "madman" in render.view_text(game.view(3))
    for seat in (0, 1, 2):
        text = render.view_text(game.view(seat))
        assert "madman" not in text
        assert "hand: ?" in text


def test_nem23_face_down_card_known_to_gm_and_placer_only(hidden_knight):
    """NEM-22/23: the card the villager placed is shown to the game master and
    remembered by the placer; the others see only a face-down card."""
    gm = render.view_text(hidden_knight.view(None))
    assert "▮ knight" in gm
    placer = render.view_text(hidden_knight.view(0))
    assert "▮ face-down (saw knight)" in placer
    for seat in (1, 2, 3):
        text = render.view_text(hidden_knight.view(seat))
        assert "▮ face-down" in text
        assert "knight" not in text


def test_ruins_and_deck_order_only_in_gm_view(fixed_game):
    """NEM-03: the ruins and the draw pile are face-down; only the game master sees them."""
    game = fixed_game()
    assert "ruins: attack ①" in render.view_text(game.view(None))  # attack_1 is an id: a person reads its name
    assert "deck (top first): medium, werewolf" in render.view_text(game.view(None))
    for seat in range(4):
        text = render.view_text(game.view(seat))
        assert "ruins" not in text
        assert "deck (top first)" not in text


def test_marks_viewer_active_eliminated_and_result(fixed_game, random_game):
    game = random_game(1)
    assert game.over
    view = game.view(None)
    text = render.view_text(view)
    assert f"result: {render.result_text(game.result)}" in text
    out = [s for s in range(game.players) if not view.alive[s]]
    for s in out:
        assert any(line.lstrip("> ").startswith(f"seat {s} [") and "out" in line for line in text.splitlines())
    live = fixed_game()
    lines = render.view_text(live.view(1)).splitlines()
    assert any(line.startswith("> seat 0 [active]") for line in lines)
    assert any(line.startswith("  seat 1 [you]") for line in lines)


def test_japanese_card_names_and_labels(fixed_game):
    game = fixed_game()
    text = render.view_text(game.view(None), lang="ja")
    assert "村人" in text and "騎士" in text and "遺跡：人狼の襲撃①" in text
    assert "手札" in text and "villager" not in text


def test_html_shows_what_the_view_shows(hidden_knight):
    """NEM-23 in HTML: the hidden knight only in the GM's table; the viewer's row is bold."""
    html = render.view_html(hidden_knight.view(None))
    assert html.startswith("<div class='jinro-table'>") and "▮ knight" in html
    seat2 = render.view_html(hidden_knight.view(2))
    assert "knight" not in seat2
    assert "<tr style='font-weight:bold'><td style='padding:1px 0.8em 1px 0'>seat 2 <small>[you]</small>" in seat2


def test_event_text_english_is_str_and_japanese_covers_every_event(random_game):
    """Every event type of 40 random games (3 and 4 players) has a Japanese line; the
    English is ``str(event)`` with its card ids named (``attack_2`` reads ``attack ②``)."""
    kinds = set()
    for seed in range(40):
        for event in random_game(seed, players=3 + seed % 2).log:
            kinds.add(type(event).__name__)
            assert render.event_text(event) == str(english_copy(event, render.WORDS))
            assert "attack_" not in render.event_text(event)
            ja = render.event_text(event, "ja")
            assert ja and ja != str(event), event
            assert ("のみ］" in ja) == (event.visible_to is not None)
    assert {"Played", "Ballot", "VoteResult", "Eliminated", "GameEnded", "Knowledge", "Searched"} <= kinds


def test_event_text_japanese_falls_back_to_english():
    class Unknown(tuple):
        visible_to = None

        def __str__(self) -> str:
            return "something new"

    assert render.event_text(Unknown(), "ja") == "something new"
    assert render.event_text(Chance("first player", 2), "ja") == "抽選：first player → 2"  # a plain word as it is
    assert render.event_text(Chance(nev.SAY("first player"), 2), "ja") == "抽選：最初のターンを行うプレイヤー → 席2"


@pytest.mark.parametrize(
    ("target", "ja"),
    [
        (nev.SAY("hand of", 2), "席2の手札"),
        (nev.SAY("ruins"), "遺跡"),
        (nev.SAY("discard of", 0, 2), "席0の捨て札2番"),
        ("discard of seat 0", "discard of seat 0"),  # a plain text is not parsed back: left as it is
    ],
)
def test_event_text_japanese_search_target(target, ja):
    """NEM-52: the searched place (a hand, the ruins, one discard card, a phrase the game
    makes) reads in Japanese; its English is as before."""
    event = Searched(1, 4, target, "seer")
    assert render.event_text(event, "ja") == f"席1（探索順4）が{ja}を探索 → 占い師"
    assert str(event) == f"seat 1 (order 4) searches {target}: seer"


def test_event_text_japanese_searches_of_real_games_have_no_english(random_game):
    """NEM-52: every search of 40 random games (hands, ruins and discards) reads in
    Japanese only: the targets the game writes are all recognised."""
    targets = set()
    for seed in range(40):
        for event in random_game(seed, players=3 + seed % 2).log:
            if type(event) is Searched:
                targets.add(event.target.split()[0])
                text = render.event_text(event, "ja")
                assert not re.search("[A-Za-z]", text), text
    assert targets == {"hand", "ruins", "discard"}


def test_a_seer_look_shows_as_a_memory_of_that_hand():
    """NEM-25, NEM-70: the seer's private look appears in its own table as a memory
    ("? (saw werewolf)"), never in anyone else's."""
    deck = arrange_deck(4, hands=["vote", "werewolf", "knight", "sleep"], ruins="madman", draws=["seer"])
    game = jl.new_game("nemuranai", deck=deck, first_player=0)
    game.act(0, "play seer -> seat 1")
    assert "? (saw werewolf)" in render.view_text(game.view(0))
    assert "?（見たカード：失われた遺産：人狼）" in render.view_text(game.view(0), "ja")
    assert "? (saw" in render.view_html(game.view(0))
    assert all("saw werewolf" not in render.view_text(game.view(s)) for s in (1, 2, 3))


def test_the_active_seat_shows_two_hidden_cards_while_choosing():
    """NEM-10: after the draw the active player holds two cards; others see how many."""
    deck = arrange_deck(4, hands=["vote", "werewolf", "knight", "sleep"], ruins="madman", draws=["seer"])
    game = jl.new_game("nemuranai", deck=deck, first_player=0)
    row = next(line for line in render.view_text(game.view(1)).splitlines() if "seat 0" in line and "hand:" in line)
    assert "hand: ?, ?" in row
    game.act(0, "play seer -> seat 1")
    row = next(line for line in render.view_text(game.view(2)).splitlines() if "seat 0" in line and "hand:" in line)
    assert "hand: ? " in row and "?, ?" not in row
