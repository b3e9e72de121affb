"""Japanese throughout: with ``lang="ja"`` no word of the kit's English shows.

For seeded games of every registered variant, every event of the log, every legal
action met during the game, the result and the views are written in Japanese and
searched for the kit's English vocabulary (its card, role and side ids, its action
verbs and the words of its events). Rule ids (``NEM-54``, ``MAH-40``) and numbers
may stay. English stays exactly as it was: ``str()`` of actions and events.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import jinro_lab as jl
from jinro_lab.agents import RandomAgent
from jinro_lab.cli import main
from jinro_lab.core.engine import Game
from jinro_lab.core.events import Chance, GameEnded, RuleChanged
from jinro_lab.core.i18n import side_name
from jinro_lab.core.phrases import counted
from jinro_lab.core.registry import renderer, variants
from jinro_lab.variants.mahou_toshi.roles import ROLES
from jinro_lab.variants.nemuranai import events as nev
from jinro_lab.variants.nemuranai.actions import Place, Play, Search, Sleep, Vote
from jinro_lab.variants.nemuranai.cards import CARDS

#: the kit's English words, besides its ids: action verbs, the words of its events,
#: chance draws, causes and the reasons a game ends
WORDS = [
    "play",
    "vote",
    "votes",
    "search",
    "attack",
    "divine",
    "guard",
    "seat",
    "sleep",
    "place",
    "nobody",
    "win",
    "wins",
    "won",
    "shuffle",
    "first",
    "player",
    "random",
    "white",
    "hand",
    "discard",
    "ruins",
    "deck",
    "face",
    "down",
    "look",
    "turn",
    "keep",
    "swap",
    "card",
    "day",
    "night",
    "phase",
    "dead",
    "alive",
    "human",
    "werewolf",
    "werewolves",
    "executed",
    "execution",
    "found",
    "eliminated",
    "chance",
    "game",
    "over",
    "totals",
    "runoff",
    "learns",
    "proposes",
    "every",
    "living",
    "only",
    "left",
    "roles",
    "dealt",
    "villager",
    "villagers",
    "other",
    "protected",
    "knight",
    "tonight",
    "today",
    "lot",
    "tied",
    "voter",
    "order",
    "open",
    "eyes",
    "closed",
]


def vocabulary() -> set[str]:
    """Every English word of the kit a Japanese text must not show."""
    words = set(WORDS)
    ids = list(CARDS) + list(ROLES) + [side for info in variants() for side in info.sides]
    for word in ids:
        words.update(part for part in word.split("_") if not part.isdigit())
    return words


VOCABULARY = vocabulary()
_ENGLISH = re.compile(r"(?<![A-Za-z])(" + "|".join(sorted(VOCABULARY, key=len, reverse=True)) + r")(?![A-Za-z])", re.I)
_RULE_ID = re.compile(r"\b[A-Z]{3}-[RE]?\d+(?!\d)")  # MAH-R01 roles, MAH-E01 event cards


def english_in(text: str) -> list[str]:
    """The English words of the kit in ``text`` (rule ids allowed)."""
    return _ENGLISH.findall(_RULE_ID.sub("", text))


def mahou_options(seed: int) -> dict[str, Any]:
    return {
        "vote_style": ("simultaneous", "in_turn", "free")[seed % 3],
        "first_day_seer": ("random_white", "free", "none")[seed // 3 % 3],
        "knight_self": seed % 2 == 0,
    }


#: 魔法都市の人狼 with all sixteen roles at one table (its events and actions beyond the default setups)
MAHOU_EVERY_ROLE = [
    *("werewolf", "werewolf", "evil_eye", "chimera", "madman", "seer", "medium", "knight"),
    *("dragon", "spirit_user", "moneylender", "hunter", "golem", "demon", "fox", "mason"),
]


def seeded_games(variant: str, n: int) -> Iterator[Game]:
    info = jl.lookup(variant)
    for seed in range(n):
        options = mahou_options(seed) if variant == "mahou_toshi" else {}
        if variant == "mahou_toshi" and seed % 3 == 2:  # every role, seated by the seed
            roles = list(MAHOU_EVERY_ROLE)
            random.Random(seed).shuffle(roles)
            options["roles"] = roles
        yield jl.new_game(
            variant,
            players=len(options.get("roles", ())) or info.players[seed % len(info.players)],
            seed=seed,
            **options,
        )


def japanese_of_a_game(game: Game) -> tuple[list[str], set[Any]]:
    """Play ``game`` to the end with random agents; the Japanese texts of it (events,
    legal actions, result, views as text and HTML) and the legal actions met."""
    draw = renderer(game.variant)
    agents = [RandomAgent(game.seed * 16 + seat) for seat in range(game.players)]
    texts: list[str] = []
    actions: set[Any] = set()

    def views() -> None:
        for seat in (None, *range(game.players)):
            view = game.view(seat)
            texts.append(draw.view_text(view, "ja"))
            texts.append(html.unescape(re.sub(r"<[^>]+>", " ", draw.view_html(view, "ja"))))

    step = 0
    while not game.over:
        for seat in range(game.players):
            actions.update(game.legal_actions(seat))
        if step % 7 == 0:
            views()
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
        step += 1
    views()
    texts += [draw.event_text(e, "ja") for e in game.log]
    texts += [draw.action_text(a, "ja") for a in actions]
    assert game.result is not None
    texts.append(draw.result_text(game.result, "ja"))
    return texts, actions


@pytest.mark.parametrize("variant", [info.id for info in variants()])
def test_japanese_shows_no_english_word_of_the_kit(variant: str) -> None:
    kinds: set[str] = set()
    reasons: set[str] = set()
    for game in seeded_games(variant, 24):
        texts, actions = japanese_of_a_game(game)
        kinds.update(a.kind for a in actions)
        assert game.result is not None
        reasons.add(game.result.reason)
        for text in texts:
            assert not english_in(text), (english_in(text), text)
            assert set(re.findall(r"[A-Za-z]+", _RULE_ID.sub("", text))) <= {"GM"}, text  # ［GMのみ］
    assert "vote" in kinds and len(kinds) > 1  # the games met the variant's own actions
    assert len(reasons) > 1


def test_english_stays_str() -> None:
    """English is ``str()`` of actions and events (but a 魔法都市 rule change, written as a
    sentence: ``tests/variants/mahou_toshi/test_texts.py``), and the result as recorded,
    but with each id a person reads named: ``play attack_1`` (``str()``, what ``act``
    accepts and a record keeps) reads ``play attack ①`` (issue 36)."""
    snake = re.compile(r"[a-z]+_[a-z0-9_]+")

    def same_or_named(shown: str, recorded: str) -> bool:
        return shown == recorded or (bool(snake.search(recorded)) and not snake.search(shown))

    for info in variants():
        draw = renderer(info.id)
        for game in seeded_games(info.id, 4):
            _, actions = japanese_of_a_game(game)
            for a in actions:
                assert draw.action_text(a) == draw.action_text(a, "en"), a
                assert same_or_named(draw.action_text(a), str(a)), (str(a), draw.action_text(a))
            for e in game.log:
                if type(e) is GameEnded:  # the side by its name, the reason as a player reads it
                    assert named_side(draw.event_text(e), e.side, info.id), (str(e), draw.event_text(e))
                    continue
                if "(s)" in str(e):  # a recorded "3 round(s)": a person reads "3 rounds"
                    assert draw.event_text(e) == re.sub(r"(\d+) (\w+)\(s\)", lambda m: counted(int(m[1]), m[2]), str(e))
                    continue
                assert same_or_named(draw.event_text(e), str(e)) or type(e) is RuleChanged, (str(e), draw.event_text(e))
            assert game.result is not None
            assert named_side(draw.result_text(game.result), game.result.side, info.id)
            if game.result.side is not None:
                assert f"({game.result.side})" in str(game.result)  # str(result) keeps the id


def named_side(shown: str, side: str | None, variant: str) -> bool:
    """A result's English names its side by the registration's name (``Sauron``, not ``sauron``)."""
    return side is None or f"({side_name(side, 'en', variant)})" in shown


def test_nemuranai_actions_and_chance_in_japanese() -> None:
    draw = renderer("nemuranai")
    assert str(Play("seer", 1)) == "play seer -> seat 1"
    assert str(Play("attack_1")) == "play attack_1" and draw.action_text(Play("attack_1")) == "play attack ①"
    assert draw.action_text(Play("seer", 1), "ja") == "占い師をプレイ → 席1"
    assert draw.action_text(Play("knight"), "ja") == "騎士をプレイ"
    assert draw.action_text(Play("villager", 2, placed="attack_1"), "ja") == (
        "村人をプレイし、人狼の襲撃①を席2の捨て札にウラ向きで置く"
    )
    assert draw.action_text(Play("medium", 0, 1, turn=True), "ja") == "霊媒師をプレイし、席0の捨て札1番をウラ向きにする"
    assert draw.action_text(Play("medium"), "ja") == "霊媒師をプレイ（対象なし）"
    assert draw.action_text(Sleep(), "ja") == "就寝：手札をそのまま持つ"
    assert draw.action_text(Sleep(2), "ja") == "就寝：手札と自分の捨て札2番を交換"
    assert draw.action_text(Place("vote", 3), "ja") == "投票を席3の捨て札にウラ向きで置く"
    assert draw.action_text(Search("ruins"), "ja") == "探索：遺跡"
    assert draw.action_text(Search("hand", 2), "ja") == "探索：席2の手札"
    assert draw.action_text(Search("discard", 1, 0), "ja") == "探索：席1の捨て札0番"
    assert draw.action_text(Vote(3), "ja") == "席3に投票"
    assert draw.event_text(Chance(nev.SAY("first player"), 2), "ja") == "抽選：最初のターンを行うプレイヤー → 席2"
    shuffle = Chance(nev.SAY("shuffle"), ("seer", "vote"))
    assert draw.event_text(shuffle, "ja").startswith("抽選：山札のシャッフル → 占い師、")
    ended = GameEnded((), None, nev.SAY("nobody found"))
    assert (
        draw.event_text(ended, "ja")
        == "ゲーム終了：勝者なし。NEM-54/NEM-63：誰も《失われた遺産：人狼》を探索できなかった（全員が敗北）"
    )
    assert str(ended) == draw.event_text(ended) == "game over: nobody wins - NEM-54/NEM-63: nobody found the werewolf"


def test_mahou_actions_and_reasons_in_japanese() -> None:
    from jinro_lab.variants.mahou_toshi.actions import Ability
    from jinro_lab.variants.mahou_toshi.phrases import SAY

    draw = renderer("mahou_toshi")
    assert draw.action_text(Ability("divine", 2), "ja") == "席2の占い"
    assert draw.action_text(Ability("attack", 3), "ja") == "席3への襲撃"
    assert draw.action_text(Ability("guard", 5), "ja") == "席5の護衛"
    ended = GameEnded((0, 1), "werewolves", SAY("fewer humans", 2, 2))
    assert draw.event_text(ended, "ja") == (
        "ゲーム終了：席0・席1の勝ち（人狼陣営）。MAH-40：生存している人間（2人）が生存している人狼（2人）以下になった"
    )


def shown_actions(player: Any) -> list[str]:
    """The texts of the widget's action buttons, or of its dropdown's entries."""
    menus = player.parts("jinro-action-menu")
    if menus:
        return [text for text, _ in menus[0].options]
    return [button.description for button in player.parts("jinro-action")]


def widget_texts(player: Any) -> list[str]:
    """Everything the widget shows a person: its HTML as text, its buttons' labels and
    tooltips, its dropdowns' entries."""
    texts, todo = [], [player]
    while todo:
        w = todo.pop()
        todo += getattr(w, "children", ())
        value = getattr(w, "value", None)
        if isinstance(value, str):
            shown = re.sub(r"<style>.*?</style>", " ", value, flags=re.S)  # CSS is not read by anyone
            texts.append(html.unescape(re.sub(r"<[^>]+>", " ", shown)))
        texts += [getattr(w, "description", ""), getattr(w, "tooltip", None) or ""]
        texts += [text for text, _ in getattr(w, "options", ())]
    return [t for t in texts if t]


def test_player_seat_buttons_in_japanese() -> None:
    from jinro_lab.widgets import PlayerSeat

    draw = renderer("nemuranai")
    for seed in range(4):
        player = PlayerSeat(seat=0, agents="random", seed=seed, lang="ja", show_seat=True)
        english = PlayerSeat(seat=0, agents="random", seed=seed, show_seat=True)
        legal = player.legal()
        assert shown_actions(player) == [draw.action_text(a, "ja") for a in legal]
        assert shown_actions(english) == [draw.action_text(a) for a in legal]  # str(a), its ids named
        assert not any(english_in(text) for text in shown_actions(player))
        assert not english_in(player.text())
        if legal:
            player.choose(draw.action_text(legal[0], "ja"))  # the text shown chooses too
            english.choose(str(legal[0]))
            assert player.game.log == english.game.log


@pytest.mark.parametrize("variant", [info.id for info in variants()])
def test_a_whole_game_in_the_player_seat_is_japanese(variant: str) -> None:
    """Buttons, dropdown entries, explanations, tooltips, the outcome, the reveal and
    the text of whole games played by clicking: no English word of the kit."""
    from jinro_lab.variants import explain_action
    from jinro_lab.widgets import PlayerSeat

    info = jl.lookup(variant)
    for seed in range(3):
        player = PlayerSeat(variant, seat=seed, agents="random", seed=seed, lang="ja", players=info.players[0])
        table_texts = widget_texts(player)  # it opens on the table: what everyone sees
        player.showing_seat = True
        texts = []
        while True:
            texts += [*widget_texts(player), player.text()]
            view = player.game.view(player.seat)
            texts += [explain_action(variant, view, a, "ja") for a in player.legal()]
            if player.game.over:
                break
            player.choose(player.legal()[-1])
        assert player.outcome().startswith(("あなたの勝ち。理由：", "あなたの負け。理由："))
        for text in [*table_texts, *texts]:
            assert not english_in(text), (english_in(text), text)
            assert set(re.findall(r"[A-Za-z]+", _RULE_ID.sub("", text))) <= {"GM", "LotRO"}, text  # LotROで人狼


def test_cli_play_lists_actions_in_japanese(capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    answers = iter(["q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert main(["play", "--seed", "7", "--lang", "ja", "--agents", "random"]) == 0
    out = capsys.readouterr().out
    listed = [line for line in out.splitlines() if re.match(r"\s+\d+\) ", line)]
    assert listed and not any(english_in(line) for line in listed), listed
    assert "ランダムエージェント" in out.splitlines()[0]


def test_mahou_night_cards_in_japanese() -> None:
    """MAH-E02, MAH-E09, MAH-E11, MAH-E16, MAH-E19, MAH-E21 ... MAH-E25: whole games drawing
    only the night-side event cards, with no golem (every card acts), read in Japanese."""
    cards = ["illusionist_garden", "magic_mirror", "guild", "bank", "slum", "beast_forest"]
    cards += ["thieves", "evil_cult", "casino", "arena"]
    roles = ["citizen" if r == "golem" else r for r in MAHOU_EVERY_ROLE]
    for seed in range(16):
        random.Random(seed).shuffle(roles)
        selection = ("random", "choice_of_two")[seed % 2]
        game = jl.new_game("mahou_toshi", roles=list(roles), seed=seed, events=cards, event_selection=selection)
        texts, _ = japanese_of_a_game(game)
        for text in texts:
            assert not english_in(text), (english_in(text), text)
            assert set(re.findall(r"[A-Za-z]+", _RULE_ID.sub("", text))) <= {"GM"}, text
