"""The example game in the kit's places, like the built-in games (issue 40, item 3):
found through its entry point, the contract met, random and heuristic games played to
the end, replayed and cloned, its pictures at every player count in both languages,
its Japanese texts in the rulebooks' terms, the simulator, the CLI, a Stepper and a
live table."""

from __future__ import annotations

import random
import re
from importlib.metadata import entry_points

import jinro_lab as jl
import pytest
from jinro_lab.core.contract import capabilities, contract_problems
from jinro_lab.core.glossary import ascii_marks
from jinro_lab.core.registry import ENTRY_POINTS, heuristic_agent, lookup, renderer
from one_night_play import LONE, one_night

PLAYERS = (3, 4, 5, 6)
#: a rule ID a Japanese text may cite, and the kit's ［GMのみ］: nothing else of it is in Latin letters
RULE_ID = re.compile(r"ONE-\d\d|GM")


def played(players: int, seed: int, heuristic: bool = False) -> jl.Game:
    """A game of random (or heuristic) seats, to the end."""
    game = jl.new_game("one_night", players=players, seed=seed)
    rng = random.Random(seed)
    agents = [heuristic_agent("one_night", seed + s) for s in range(players)] if heuristic else None
    while not game.over:
        for seat in game.to_act():
            legal = game.legal_actions(seat)
            game.act(seat, agents[seat].choose(game.view(seat), legal) if agents else rng.choice(legal))
    return game


def test_the_kit_finds_the_game_through_its_entry_point() -> None:
    """Needs the distribution installed (``scripts/example_game.sh`` installs it)."""
    (point,) = [p for p in entry_points(group=ENTRY_POINTS) if p.name == "one_night"]
    assert point.value == "jinro_one_night" and point.dist is not None
    assert point.dist.name == "jinro-lab-one-night"
    assert lookup("ワンナイト人狼").id == "one_night" and lookup("one_night").centre_cards == 2


def test_the_contract_is_met_and_the_capabilities_declared() -> None:
    assert contract_problems("one_night") == []
    has = capabilities("one_night")
    assert all(has[name] for name in ("renderer", "roles", "glossary", "heuristic", "conformance"))
    assert not any(has[name] for name in ("explain", "hidden", "catalogue", "discussion"))


@pytest.mark.parametrize("players", PLAYERS)
def test_random_games_end_replay_and_clone(players: int) -> None:
    for seed in range(8):
        game = played(players, seed)
        assert game.result is not None and game.result.day == 1
        again = jl.replay(game.record())
        assert again.log == game.log and again.result == game.result
        assert game.clone().log == game.log
        assert game.record().setup["players"] == players


def test_heuristic_games_end_and_the_wolves_do_not_vote_for_themselves() -> None:
    for seed in range(10):
        game = played(5, seed, heuristic=True)
        assert game.over
        dealt_wolves = {s for s, c in enumerate(game.dealt) if c == "werewolf"}
        ballots = {e.voter: e.target for e in game.log if type(e).__name__ == "Ballot"}
        assert all(ballots[w] not in dealt_wolves for w in dealt_wolves if len(dealt_wolves) == 2)


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_table_picture_at_the_end_and_at_the_vote(players: int, lang: str) -> None:
    done = played(players, 1)
    voting = jl.new_game("one_night", players=players, seed=1)
    while voting.phase != "vote":
        (seat,) = voting.to_act()
        voting.act(seat, voting.legal_actions(seat)[0])
    for game in (done, voting):
        for viewer in (jl.PUBLIC, 0, None):
            svg = game.picture(viewer, lang)
            assert svg.overlaps() == [] and svg.crossings() == []
            text = str(svg)
            assert text.count("<rect") > players  # the seats' boxes and cards, the centre cards
    assert ("中央のカード" if lang == "ja" else "the centre") in str(done.picture(jl.PUBLIC, lang))


def japanese_texts(game: jl.Game) -> tuple[list[str], list[str]]:
    """Everything a person reads of ``game`` in Japanese: its lines (events, the result)
    and its tables (the views' text, laid out in columns with spaces, and HTML)."""
    draw = renderer("one_night")
    lines = [draw.event_text(e, "ja") for e in game.log]
    assert game.result is not None
    lines.append(draw.result_text(game.result, "ja"))
    tables = [draw.view_text(game.view(v), "ja") for v in (jl.PUBLIC, None, *range(game.players))]
    tables.append(draw.view_html(game.view(0), "ja"))
    return lines, tables


def test_the_japanese_texts_use_the_rulebooks_terms_and_no_id_or_english() -> None:
    glossary = jl.glossary("one_night")
    draw = renderer("one_night")
    game = one_night(LONE)
    lines: list[str] = []
    while not game.over:
        for seat in game.to_act():
            legal = game.legal_actions(seat)
            lines += [draw.action_text(a, "ja") for a in legal]
            game.act(seat, legal[-2] if len(legal) > 1 else legal[0])
    tables: list[str] = []
    for each in (game, played(6, 4)):
        more_lines, more_tables = japanese_texts(each)
        lines += more_lines
        tables += more_tables
    lines += [jl.lookup("one_night").side_name(s, "ja") for s in ("village", "werewolf")]
    for text in lines + tables:
        plain = re.sub(r"<[^>]+>", "", RULE_ID.sub("", text))
        assert not re.search(r"[A-Za-z_]", plain), text
        assert glossary.avoided(text) == [], text
    for text in lines:
        assert glossary.problems(text) == [] and ascii_marks(text) == [], text


def test_the_simulator_counts_its_sides() -> None:
    from jinro_lab.analysis.simulate import simulate
    from jinro_lab.analysis.stats import win_rates

    table = simulate("one_night", 40, seed=3, agents="heuristic", options={"players": 5}, workers=1, progress=False)
    assert len(table) == 40 and {"werewolf_players", "executed", "werewolf_executed"} <= set(table.columns)
    rates = win_rates(table)
    assert set(rates["side"]) <= {"village", "werewolf", "nobody"} and rates["games"].max() == 40


def test_the_command_line_plays_it(capsys: pytest.CaptureFixture[str]) -> None:
    from jinro_lab.cli import main

    assert main(["variants"]) == 0 and "ワンナイト人狼" in capsys.readouterr().out
    assert main(["demo", "--variant", "one_night", "--players", "4", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "中央のカード" in out and "ゲーム終了" in out


def test_the_widgets_draw_and_play_it() -> None:
    """A Stepper shows its picture; a person plays the robber in the player widget."""
    from jinro_lab.widgets import PlayerSeat, Stepper

    game = played(4, 2)
    stepper = Stepper(game, lang="ja")
    stepper.step = stepper.steps - 1
    picture = stepper.picture()
    assert "中央のカード" in picture and "オモテ向きにした" in picture
    seat = PlayerSeat("one_night", seat=0, role="robber", lang="ja", players=5, min_choices=1)
    assert seat.game.dealt[0] == "robber" and any(
        "交換する" in renderer("one_night").action_text(a, "ja") for a in seat.legal()
    )
    while not seat.game.over:
        seat.choose(seat.legal()[0])
    assert "ONE-3" in seat.outcome() and "中央のカード" in seat.text()


def test_a_live_table_starts_and_plays_it() -> None:
    from jinro_lab.table import Table
    from jinro_lab.table.views import seat_state

    table = Table("one_night", humans=[0], players=4, seed=5, lang="ja")
    table.join(0)
    table.begin()
    while not table.over:
        state = seat_state(table, 0, "ja", pages=True)
        legal = state["legal"]
        table.act(0, legal[0]["action"] if isinstance(legal[0], dict) else legal[0])
    assert "中央のカード" in seat_state(table, 0, "ja", pages=True)["html"]["picture"]


@pytest.mark.parametrize("module", ["render", "picture"])
def test_the_docstrings_examples_run(module: str) -> None:
    import doctest
    from importlib import import_module

    failed, tried = doctest.testmod(import_module(f"jinro_one_night.{module}"))
    assert tried and not failed
