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
from games import each_games_own
from japanese_support import RULE_ID, english_in, japanese_of_a_game

import jinro_lab as jl
from jinro_lab.cli import main
from jinro_lab.core.engine import Game
from jinro_lab.core.events import GameEnded, RuleChanged
from jinro_lab.core.i18n import side_name
from jinro_lab.core.phrases import counted
from jinro_lab.core.registry import renderer, variants

#: each game's options for its ``seed``-th game, where its folder declares them (``japanese_options``)
OPTIONS = each_games_own("japanese_options")
#: a game's table with every role at once, where its folder declares one (``EVERY_ROLE``)
EVERY_ROLE = each_games_own("EVERY_ROLE")


def seeded_games(variant: str, n: int) -> Iterator[Game]:
    """``n`` seeded games of ``variant``: its player counts in turn, with its own options
    (:data:`OPTIONS`) and every third game at its :data:`EVERY_ROLE` table, if it has them."""
    info = jl.lookup(variant)
    for seed in range(n):
        options = OPTIONS[variant](seed) if variant in OPTIONS else {}
        if variant in EVERY_ROLE and seed % 3 == 2:  # every role, seated by the seed
            roles = list(EVERY_ROLE[variant])
            random.Random(seed).shuffle(roles)
            options["roles"] = roles
        yield jl.new_game(
            variant,
            players=len(options.get("roles", ())) or info.players[seed % len(info.players)],
            seed=seed,
            **options,
        )


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
            assert set(re.findall(r"[A-Za-z]+", RULE_ID.sub("", text))) <= {"GM"}, text  # ［GMのみ］
    assert "vote" in kinds and len(kinds) > 1  # the games met the variant's own actions
    assert len(reasons) > 1


def test_english_stays_str() -> None:
    """English is ``str()`` of actions and events (but a rule change, written as a
    sentence: ``tests/variants/<game>/test_texts.py``), and the result as recorded,
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


#: the Latin words a Japanese text may show: ［GMのみ］, and those of the games' titles
LATIN_ALLOWED = {"GM"} | {word for info in variants() for word in re.findall(r"[A-Za-z]+", info.title_ja)}


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

    for seed in range(4):
        player = PlayerSeat(seat=0, agents="random", seed=seed, lang="ja", show_seat=True)  # the default game
        english = PlayerSeat(seat=0, agents="random", seed=seed, show_seat=True)
        draw = renderer(player.game.variant)
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
            assert set(re.findall(r"[A-Za-z]+", RULE_ID.sub("", text))) <= LATIN_ALLOWED, text


def test_cli_play_lists_actions_in_japanese(capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    answers = iter(["q"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert main(["play", "--seed", "7", "--lang", "ja", "--agents", "random"]) == 0
    out = capsys.readouterr().out
    listed = [line for line in out.splitlines() if re.match(r"\s+\d+\) ", line)]
    assert listed and not any(english_in(line) for line in listed), listed
    assert "ランダムエージェント" in out.splitlines()[0]
