"""The ``jinro-lab`` command: demo, play (scripted stdin) and replay."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

import jinro_lab as jl
from jinro_lab.cli import main


def run_cli(capsys, *argv: str, stdin: str | None = None, monkeypatch=None) -> tuple[int, str, str]:
    """Run ``jinro-lab argv`` in-process; returns (status, stdout, stderr)."""
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_demo_prints_the_whole_game_and_its_result(capsys):
    """A demo ends with the final table and the result line (NEM-60 ... NEM-63 reasons)."""
    status, out, _ = run_cli(capsys, "demo", "--seed", "7")
    game = jl.new_game("nemuranai", players=4, seed=7)
    assert status == 0
    assert out.splitlines()[0].startswith("nemuranai: 4 players, seed 7")
    assert "turn 1: seat" in out and "game over:" in out
    result_line = out.splitlines()[-1]
    assert result_line.startswith("result: ") and "NEM-" in result_line
    assert str(game.log[0]) in out  # the game master sees the shuffle


def test_demo_is_the_same_for_the_same_seed_and_differs_for_another(capsys):
    first = run_cli(capsys, "demo", "--seed", "11", "--players", "3")[1]
    again = run_cli(capsys, "demo", "--seed", "11", "--players", "3")[1]
    other = run_cli(capsys, "demo", "--seed", "12", "--players", "3")[1]
    assert first == again and first != other
    assert "3 players" in first


def test_demo_as_a_seat_shows_only_what_that_seat_saw(capsys):
    """NEM-05: from seat 2, no private event of another seat and no GM-only event."""
    out = run_cli(capsys, "demo", "--seed", "7", "--seat", "2")[1]
    assert "as seat 2 saw it" in out and "viewer: seat 2" in out
    assert "[GM only]" not in out
    for other in (0, 1, 3):
        assert f"[seen by seat {other}]" not in out
    assert "[seen by seat 2]" in out


def test_demo_in_japanese_with_random_agents(capsys):
    status, out, _ = run_cli(capsys, "demo", "--seed", "7", "--lang", "ja", "--agents", "random", "--gm")
    assert status == 0
    assert out.splitlines()[0].startswith("人狼は眠らない: 4人")
    assert "結果:" in out and "ゲーム終了" in out


def test_bad_arguments_are_refused_clearly(capsys):
    with pytest.raises(SystemExit):
        main(["demo", "--players", "5"])  # NEM-02: argparse names the allowed 3, 4
    assert "choose from 3, 4" in capsys.readouterr().err
    status, _, err = run_cli(capsys, "demo", "--seat", "4")
    assert status == 2 and "0..3" in err
    status, _, err = run_cli(capsys, "demo", "--variant", "chess")
    assert status == 2 and "unknown variant" in err


def test_play_to_the_end_with_scripted_input(capsys, monkeypatch):
    """A person choosing option 1 every time plays seat 0 to the end of the game."""
    status, out, _ = run_cli(capsys, "play", "--seed", "5", stdin="1\n" * 200, monkeypatch=monkeypatch)
    assert status == 0
    assert "you play seat 0" in out and "seat 0 (you), your choice:" in out
    assert "   1) " in out  # numbered legal actions
    assert out.rstrip().splitlines()[-1] in ("you (seat 0) won", "you (seat 0) lost")
    assert "result: " in out


def test_play_is_reproducible_and_matches_the_scripted_game(capsys, monkeypatch, tmp_path):
    """The same seed and the same answers give the same game; its saved record
    replays to the same result (the record is the game)."""
    path = tmp_path / "game.json"
    answers = "2\n" * 200
    argv = ("play", "--seat", "1", "--seed", "9", "--players", "3")
    out1 = run_cli(capsys, *argv, "--save", str(path), stdin=answers, monkeypatch=monkeypatch)[1]
    out2 = run_cli(capsys, *argv, stdin=answers, monkeypatch=monkeypatch)[1]
    assert out1.replace(f"record saved to {path}\n", "") == out2
    game = jl.replay(path.read_text(encoding="utf-8"))
    assert game.over and f"result: {game.result}" in out1


def test_play_reports_bad_input_and_asks_again(capsys, monkeypatch):
    status, out, _ = run_cli(
        capsys, "play", "--seed", "5", stdin="banana\n0\n999\n\n" + "1\n" * 200, monkeypatch=monkeypatch
    )
    assert status == 0
    assert "error: 'banana' is neither a number" in out
    assert "error: 0 is not between 1 and" in out and "error: 999 is not between 1 and" in out
    assert "error: '' is neither" in out
    assert "result: " in out  # and the game still went on to its end


def test_play_accepts_the_text_of_an_action(capsys, monkeypatch):
    """Typing an action's text chooses it, like typing its number."""
    out = run_cli(capsys, "play", "--seed", "5", stdin="q\n", monkeypatch=monkeypatch)[1]
    options = [line for line in out.splitlines() if line.startswith("   ") and ") " in line]
    number, text = options[-1].strip().split(") ", 1)
    by_number = run_cli(capsys, "play", "--seed", "5", stdin=f"{number}\nq\n", monkeypatch=monkeypatch)[1]
    by_text = run_cli(capsys, "play", "--seed", "5", stdin=f"{text}\nq\n", monkeypatch=monkeypatch)[1]
    assert by_text == by_number and "error:" not in by_text and f"seat 0 plays {text.split()[1].rstrip(',')}" in by_text


@pytest.mark.parametrize("answers", ["q\n", "quit\n", ""])
def test_play_quits_on_q_or_end_of_input(capsys, monkeypatch, answers):
    status, out, _ = run_cli(capsys, "play", "--seed", "5", stdin=answers, monkeypatch=monkeypatch)
    assert status == 0 and out.rstrip().endswith("quit: the game was abandoned")
    assert "result: " not in out


def test_replay_prints_a_saved_game_like_the_demo(capsys, tmp_path):
    """A demo's saved record replays to the same events and final table."""
    path = tmp_path / "demo.json"
    demo = run_cli(capsys, "demo", "--seed", "21", "--seat", "1", "--save", str(path))[1]
    status, out, _ = run_cli(capsys, "replay", str(path), "--seat", "1")
    assert status == 0
    body = lambda text: text.split("\n", 1)[1].replace(f"record saved to {path}\n", "")  # noqa: E731
    assert body(out) == body(demo)
    assert out.splitlines()[0].startswith(f"nemuranai: 4 players, seed 21; replay of {path}")


def test_replay_refuses_missing_and_tampered_records(capsys, tmp_path):
    status, _, err = run_cli(capsys, "replay", str(tmp_path / "nope.json"))
    assert status == 2 and "cannot read" in err
    game = jl.new_game("nemuranai", players=4, seed=3)
    while not game.over:
        seat = game.to_act()[0]
        game.act(seat, game.legal_actions(seat)[-1])
    data = json.loads(game.record().to_json())
    data["actions"][0][1] = "play nonsense"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status, _, err = run_cli(capsys, "replay", str(path))
    assert status == 2 and err.startswith("error:") and "cannot be replayed" in err


def test_the_command_keeps_imports_light():
    """Running a demo imports no plotting, tables or widgets."""
    code = (
        "import sys, io, contextlib; from jinro_lab.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()): main(['demo', '--seed', '1'])\n"
        "heavy = {'matplotlib', 'pandas', 'ipywidgets', 'networkx', 'dask'} & set(sys.modules)\n"
        "assert not heavy, heavy\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_variants_lists_each_registration_with_its_sides(capsys):
    """The registry names the games; their sides come from their registrations."""
    status, out, _ = run_cli(capsys, "variants")
    assert status == 0
    line = next(line for line in out.splitlines() if line.startswith("nemuranai"))
    assert line == "nemuranai  人狼は眠らない  players: 3-4  sides: villagers, werewolf  rules: nemuranai.md"
    assert len(out.splitlines()) == len(jl.VARIANTS)
    ja = run_cli(capsys, "variants", "--lang", "ja")[1]
    assert "人狼は眠らない  人数: 3-4  陣営: 村人陣営、人狼陣営  ルール: nemuranai.md" in ja
    assert "魔法都市の人狼  人数: 5-16  陣営: 市民陣営、人狼陣営、第三陣営、狐人、魔人" in ja


def test_the_variant_by_title_and_players_from_its_registration(capsys):
    """--variant takes the Japanese title; --players is checked against the game's
    registered counts, and its default is the game's own."""
    status, out, _ = run_cli(capsys, "demo", "--variant", "人狼は眠らない", "--seed", "3", "--lang", "ja")
    assert status == 0 and out.startswith("人狼は眠らない: 4人, シード3")
    with pytest.raises(SystemExit):
        main(["play", "--players", "2"])
    assert "invalid choice: 2 (choose from 3, 4)" in capsys.readouterr().err


def test_listing_the_variants_imports_no_game():
    code = (
        "import sys, io, contextlib; from jinro_lab.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()): main(['variants'])\n"
        "games = [m for m in sys.modules if m.startswith('jinro_lab.variants.') and m.count('.') > 2]\n"
        "assert not games, games\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
