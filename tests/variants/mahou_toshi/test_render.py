"""The renderer: ``view_text``, ``view_html`` and ``event_text`` in English and Japanese
write every event type of seeded games without raising; Japanese role events use the
printed role names (MAH-01), never the English ids; the tables show only what the
view holds (MAH-50)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.core.events import (
    Ballot,
    Chance,
    Eliminated,
    GameEnded,
    Knowledge,
    Proposal,
    RuleChanged,
    VoteResult,
)
from jinro_lab.core.texts import english_copy
from jinro_lab.variants import renderer
from jinro_lab.variants.mahou_toshi import events as ev
from jinro_lab.variants.mahou_toshi import render
from jinro_lab.variants.mahou_toshi.roles import ROLES

from .helpers import BASIC9, EVERY_ROLE, execute, new, night

ROLE_IDS = re.compile(r"\b(" + "|".join(ROLES) + r")\b")
ALL_TYPES = {
    ev.SetupAnnounced,
    ev.RoleDealt,
    ev.Dusk,
    ev.Dawn,
    ev.Announcement,
    ev.Guarded,
    ev.AttackResolved,
    ev.Named,
    ev.NightDeath,
    ev.AbilityLost,
    ev.DemonTargeted,
    ev.ChimeraMatched,
    ev.ChimeraTurned,
    RuleChanged,
    Knowledge,
    Chance,
    Proposal,
    Ballot,
    VoteResult,
    Eliminated,
    GameEnded,
}


def _games() -> list[Any]:
    """Seeded random games of every option, a position game, and a scripted game with a
    guard, a lot and a runoff."""
    games = []
    for seed in range(9):
        n = (5, 9, 16)[seed % 3]
        game = jl.new_game(
            "mahou_toshi",
            players=n,
            seed=seed,
            vote_style=("simultaneous", "in_turn", "free")[seed % 3],
            first_day_seer=("random_white", "free", "none")[seed // 3],
        )
        games.append(play_game(game, [RandomAgent(seed * 50 + s) for s in range(n)]))
    for seed in range(16):  # every role (MAH-R01 ... MAH-R16), seated by the seed
        roles = list(EVERY_ROLE)
        random.Random(seed).shuffle(roles)
        game = jl.new_game("mahou_toshi", roles=roles, seed=seed, first_day_seer=("random_white", "free")[seed % 2])
        games.append(play_game(game, [RandomAgent(seed * 70 + s) for s in range(16)]))
    games.append(new(BASIC9, seed=1, position={"dead": [7], "day": 2, "phase": "night"}))
    game = execute(new(BASIC9), 7, 0)
    night(game, s0="attack seat 5", s1="attack seat 8", s2="divine seat 0", s3="guard seat 8")
    game.act_together({v: f"vote seat {t}" for v, t in {0: 1, 1: 0, 2: 0, 3: 1, 4: 2, 5: 3, 6: 4, 8: 5}.items()})
    games.append(game)
    return games


@pytest.fixture(scope="module")
def games() -> list[Any]:
    return _games()


def test_renderer_is_registered():
    """The registry finds this module as mahou_toshi's renderer."""
    assert renderer("mahou_toshi") is render


def test_every_event_type_is_written_in_both_languages(games):
    """event_text in ``en`` is the event's own string with its ids named (a rule change's is a sentence:
    ``test_texts.py``); in ``ja`` a non-empty line, for every event of the games, and
    every event type occurs."""
    seen = set()
    for game in games:
        for e in game.log:
            seen.add(type(e))
            assert render.event_text(e, "en") == str(english_copy(e, render.WORDS)) or type(e) is RuleChanged
            text = render.event_text(e, "ja")
            assert isinstance(text, str) and text and text != str(e)
    assert seen >= ALL_TYPES  # the event cards' own types: test_events_day.py


def test_japanese_role_events_use_printed_names(games):
    """MAH-01/MAH-51: in Japanese, the setup announcement, the dealt cards, the facts
    learned about roles and judgements and the GM's deal name no role by its English id."""
    checked = 0
    for game in games:
        for e in game.log:
            role_event = type(e) in (ev.SetupAnnounced, ev.RoleDealt) or (
                type(e) is Knowledge or (type(e) is Chance and e.what == "roles dealt")
            )
            if role_event:
                text = render.event_text(e, "ja")
                assert not ROLE_IDS.search(text), text
                checked += 1
    assert checked > 200


def test_japanese_lines():
    """Exact Japanese lines of the role events, the night and the morning."""
    game = execute(new(BASIC9), 7, 0)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 5")
    ja = [render.event_text(e, "ja") for e in game.log]
    assert ja[0] == "使用する役職：市民×2、騎士、共有者×2、霊能者、予言者、人狼×2。投票形式：一斉投票。初日白通知"
    assert ja[1] == "席0に人狼が配られる［席0のみ］"
    assert "席5が知る：席6は共有者［席5のみ］" in ja
    assert "席2が知る：席6は人間（初日白通知、MAH-05）［席2のみ］" in ja
    assert ja[-12:] == [
        "席7が脱落（処刑）",
        "1日目の夜：全員が目を閉じる",
        "席0が席8への襲撃を提案（襲撃）［席0・席1のみ］",
        "席1が席8への襲撃を提案（襲撃）［席0・席1のみ］",
        "席3が席5を守る［席3のみ］",
        "席2が知る：席0の判定は人狼［席2のみ］",
        "席4が知る：処刑された席7の判定は人間［席4のみ］",
        "席8への襲撃：死亡［GMのみ］",
        "席8が今夜死亡（襲撃）［GMのみ］",
        "2日目の朝",
        "席8が脱落（夜のうちに死亡）",
        "議論時間：4分（MAH-10）",
    ]


def test_views_render_in_both_languages(games):
    """view_text and view_html draw the GM's and every seat's view, one row per seat,
    the result at the end; a seat's table shows only roles its view holds."""
    for game in games:
        for seat in (None, *range(game.players)):
            view = game.view(seat)
            for lang in ("en", "ja"):
                text = render.view_text(view, lang)
                rows = text.splitlines()
                assert len(rows) == 1 + game.players + (game.result is not None)
                html = render.view_html(view, lang)
                assert html.startswith("<div>") and html.count("<tr") == game.players
                if seat is not None and lang == "en":  # "?" exactly where the view holds no role
                    for row, role in zip(rows[1 : 1 + game.players], view.roles, strict=True):
                        assert (role is None) == ("  ?" in row)
                    assert view.roles[seat] == game.view(None).roles[seat]


def test_text_view_lines():
    """Exact English and Japanese tables of the seer after night 1."""
    game = execute(new(BASIC9), 7, 0)
    night(game, s0="attack seat 8", s1="attack seat 8", s2="divine seat 0", s3="guard seat 5")
    assert render.view_text(game.view(2), "en").splitlines()[:4] == [
        "day 2 | phase: day: vote",
        "seat 0  alive  ?                      judged werewolf",
        "seat 1  alive  ?",
        "seat 2  alive  seer (you)",
    ]
    ja = render.view_text(game.view(2), "ja").splitlines()
    assert ja[0] == "2日目　フェイズ：昼（投票）"
    assert ja[1].split() == ["席0", "生存", "?", "判定：人狼"]
    assert ja[3].split() == ["席2", "生存", "予言者（あなた）"]
    assert render.role_name("mason", "ja") == "共有者" and render.role_name(None) == "?"


def test_result_text():
    """The result in both languages names the side (市民陣営／人狼陣営); English reads
    MAH-40's counts as a sentence, ``str(result)`` keeps the record's text."""
    game = execute(new(["werewolf", "werewolf", "seer", "citizen", "citizen"]), 3, 0)
    assert render.result_text(game.result, "en") == (
        "seat 0, seat 1 win (werewolves): MAH-40: 2 humans are alive, no more than the 2 living werewolves (day 1)"
    )
    assert str(game.result).endswith("living humans (2) are no more than living werewolves (2) (day 1)")
    assert "人狼陣営" in render.result_text(game.result, "ja")
