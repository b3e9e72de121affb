"""The renderer, the explanations and the widgets for 政治家人狼：every event and action
written in English (``str()``) and Japanese (no English word of the kit, SEI-01's
printed names), explanations citing SEI rules, the Stepper and the PlayerSeat."""

from __future__ import annotations

import html
import random
import re

import pytest
from japanese_support import RULE_ID, english_in

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.core.events import GameEnded, RuleChanged
from jinro_lab.core.texts import english_copy
from jinro_lab.variants import explain_action, renderer
from jinro_lab.variants.seijika import render
from jinro_lab.variants.seijika.actions import Ability

from .helpers import EVERY

DRAW = renderer("seijika")


def japanese_game(seed: int, manifestos: bool):
    """A random game with every role (SEI-01) in ``seed``'s seating; its Japanese texts."""
    roles = list(EVERY)
    random.Random(seed).shuffle(roles)
    styles = (None, ["open"], ["simultaneous"])[seed % 3]
    game = jl.new_game("seijika", roles=roles, seed=seed, manifestos=manifestos, vote_styles=styles)
    agents = [RandomAgent(seed * 16 + s) for s in range(12)]
    texts, actions = [], set()
    while not game.over:
        for seat in game.to_act():
            actions.update(game.legal_actions(seat))
        for seat in (None, game.to_act()[0]):
            view = game.view(seat)
            texts.append(DRAW.view_text(view, "ja"))
            texts.append(html.unescape(re.sub(r"<[^>]+>", " ", DRAW.view_html(view, "ja"))))
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    texts += [DRAW.event_text(e, "ja") for e in game.log]
    texts += [DRAW.action_text(a, "ja") for a in actions]
    texts.append(DRAW.result_text(game.result, "ja"))
    return game, texts, actions


@pytest.mark.parametrize("manifestos", [False, True])
def test_whole_games_read_in_japanese(manifestos):
    """SEI-01, SEI-56: every event, action, view and result of games with every role,
    plain and manifesto, in Japanese: no English word of the kit (rule ids stay)."""
    kinds = set()
    for seed in range(12):
        game, texts, actions = japanese_game(seed, manifestos)
        kinds |= {type(e) for e in game.log}
        for text in texts:
            assert not english_in(text), (english_in(text), text)
            assert set(re.findall(r"[A-Za-z]+", RULE_ID.sub("", text))) <= {"GM"}, text
        assert all(DRAW.action_text(a) == str(english_copy(a, DRAW.WORDS)) for a in actions)
        # English is str(event) with its ids named (a card by its name: ``press_pass`` reads
        # ``Press pass``), but a manifesto's rule change, written as a sentence
        for e in game.log:
            shown = DRAW.event_text(e)
            assert not re.search(r"[a-z]+_[a-z0-9_]+", shown), shown
            named = getattr(e, "key", None) == "named"  # an announcement whose text names a card: written anew
            if type(e) is GameEnded:  # the side by its name (Wolf Party), not its id (wolf)
                side = {"wolf": "Wolf Party", "human": "Human Party"}[e.side]
                assert shown == str(english_copy(e, DRAW.WORDS)).replace(f"({e.side})", f"({side})"), shown
            elif "(s)" in str(e):  # a recorded "3 round(s)" (SEI-20): a person reads "3 rounds"
                assert shown == str(e).replace(" round(s)", " rounds" if e.args[0] != 1 else " round"), shown
            elif type(e) is not RuleChanged and not named:
                assert shown == str(english_copy(e, DRAW.WORDS)), (shown, str(e))
    assert len(kinds) > 15


def test_names_in_japanese():
    """SEI-01: the printed role names; the illustrative cards' Japanese names (SEI-56)."""
    assert render.role_name("reporter", "ja") == "番記者" and render.role_name("reporter") == "reporter"
    assert render.card_name("mimic", "ja") == "真似フェスト"
    assert DRAW.action_text(Ability("smear", (3, 5)), "ja") == "席3・席5へのネガティブキャンペーン"


def test_explanations_cite_the_rules():
    """Every legal action met in games has a one-line explanation citing SEI rule ids,
    in English and Japanese, from the seat's view."""
    for seed in range(6):
        game = jl.new_game("seijika", players=6 + seed, seed=seed, manifestos=seed % 2 == 1)
        agents = [RandomAgent(seed * 16 + s) for s in range(game.players)]
        while not game.over:
            seat = game.to_act()[0]
            view = game.view(seat)
            for action in game.legal_actions(seat)[:5]:
                assert "(SEI-" in explain_action("seijika", view, action)
                ja = explain_action("seijika", view, action, "ja")
                assert "（SEI-" in ja and not english_in(RULE_ID.sub("", ja))
            game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))


def test_stepper_and_player_seat_work():
    """The Stepper steps through a seijika game with its graphs; the PlayerSeat plays a
    seat in Japanese to the end."""
    from jinro_lab.widgets import PlayerSeat, Stepper

    game = jl.new_game("seijika", players=8, seed=4, manifestos=True)
    from jinro_lab.agents import play_game

    play_game(game, [RandomAgent(s) for s in range(8)])
    stepper = Stepper(game.record(), seat=2)
    stepper.last()
    assert "席" not in stepper.text() and "seat" in stepper.text()
    stepper.first()
    stepper.next()
    player = PlayerSeat("seijika", seat=1, agents="heuristic", seed=3, lang="ja", players=8, manifestos=True)
    while not player.game.over:
        player.choose(player.legal()[0])
    assert player.outcome().startswith(("あなたの勝ち", "あなたの負け"))


def test_table_shows_what_the_seat_learned_and_nothing_else():
    """SEI-02, SEI-13, SEI-60: the reporter's table shows its results and hint; another
    seat's table does not."""
    from .helpers import R8, everyone_for, new, night

    game = new(R8)
    everyone_for(game, 5, 6)
    night(game, {0: "smear seat 6", 1: "smear seat 6", 3: "investigate seat 0", 4: "protect seat 7"})
    mine = render.view_text(game.view(3))
    assert "a Wolf Party member" in mine and "hint: neither wolf nor lover" in mine
    assert "おおかみの党の党員" in render.view_text(game.view(3), "ja")
    other = render.view_text(game.view(7))
    assert "member" not in other and "hint" not in other


def test_reasons_chance_and_proposals_are_phrases_written_in_japanese():
    """SEI-40 ... SEI-55, SEI-13, SEI-31: the rules record phrases (English as the golden
    logs hold it); the Japanese comes from their templates, not from parsing the English."""
    from jinro_lab.core.events import Chance, GameEnded, Proposal
    from jinro_lab.variants.seijika.events import SAY

    reason = SAY("then", SAY("last day", 4), SAY("no quota"))
    assert reason == "SEI-55: day 4 was the last day; SEI-42: neither quota is reached, the Wolf Party wins"
    assert DRAW.event_text(GameEnded((1, 3), "wolf", reason), "ja") == (
        "ゲーム終了：席1・席3の勝ち（おおかみの党）。SEI-55：4日目が最終日だった。"
        "SEI-42：どちらの党も必要な議席数に達していないため、おおかみの党の勝利"
    )
    hint = Chance(SAY("reporter's hint"), 4, frozenset({1}))
    assert str(hint) == "chance: reporter's hint -> 4  [seen by seat 1]"
    assert DRAW.event_text(hint, "ja") == "抽選：番記者への通知 → 席4［席1のみ］"
    proposal = Proposal(3, "smear", Ability("smear", (2,)), frozenset({3, 5}))
    assert DRAW.event_text(proposal, "ja") == "席3が席2へのネガティブキャンペーンを提案［席3・席5のみ］"


def test_a_manifestos_rule_change_reads_as_a_sentence_in_both_languages():
    """SEI-54, SEI-56: a rule change is written as what it does, when, and the manifesto
    behind it; its str() stays the record's (``vote_weight on seat 6 = 2``)."""
    from jinro_lab.core.modifiers import NEXT_DAY, UNTIL_ELECTION
    from jinro_lab.variants.seijika.render import event_text

    weight = RuleChanged("vote_weight", 6, 2, UNTIL_ELECTION.name, "open_books", True, frozenset({1}))
    assert str(weight).startswith("rule change: vote_weight on seat 6 = 2")
    assert (
        event_text(weight) == "rule change, until the election: seat 6's vote counts 2 (Open books)  [seen by seat 1]"
    )
    assert event_text(weight, "ja") == "ルール変更（次の選挙まで）：席6の票は2票になる（収支報告）［席1のみ］"
    shorter = RuleChanged("campaign_rounds", None, -1, NEXT_DAY.name, "long_debate", False, frozenset({0}))
    assert event_text(shorter) == "rule change ends: the campaign has 1 round fewer (Long debate)  [seen by seat 0]"
    assert event_text(shorter, "ja") == "ルール変更の終了：選挙活動が1回減る（討論会延長）［席0のみ］"


def test_a_shuffle_reads_as_a_list_not_a_tuple():
    """SEI-03: the deal's chance line lists the roles (its repr, in the record's digest,
    keeps the tuple)."""
    from jinro_lab.core.events import GM_ONLY, Chance
    from jinro_lab.variants.seijika.events import SAY
    from jinro_lab.variants.seijika.render import event_text

    dealt = Chance(SAY("roles dealt"), ("wolf", "human"), GM_ONLY)
    assert "('wolf', 'human')" in repr(dealt) and "(" not in str(dealt)
    assert event_text(dealt) == "chance: roles dealt -> wolf, human  [GM only]"
    assert event_text(dealt, "ja") == "抽選：役職カードの配布 → おおかみ、にんげん［GMのみ］"
