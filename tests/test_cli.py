"""The ``jinro-lab`` command: demo, play (scripted stdin) and replay."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import subprocess
import sys
import tempfile

import pandas as pd
import pytest
from games import GAMES, a_game, fewest_players

import jinro_lab as jl
from jinro_lab.cli import MAX_RECORD_BYTES, main
from jinro_lab.core.registry import lookup, option_table
from jinro_lab.rules import rule_ids
from jinro_lab.variants import renderer


def default_game() -> str:
    """The game the commands play when not told: ``--variant``'s default, as the help says."""
    shown = io.StringIO()
    with contextlib.redirect_stdout(shown), contextlib.suppress(SystemExit):
        main(["demo", "--help"])
    return re.search(r"--variant VARIANT\s+the game, by id or title \(default:\s+(\w+)\)", shown.getvalue()).group(1)


#: the game of a demo or a play not told which: its players unless told, its title, its rules' prefix, its seat words
DEFAULT = default_game()
PLAYERS = option_table(DEFAULT)["players"].default
ALLOWED = lookup(DEFAULT).players
TITLE = lookup(DEFAULT).title_ja
PREFIX = rule_ids(DEFAULT)[0].split("-")[0] + "-"
#: the game simulated: one of 4 players unless told, its sides
SIM = a_game(where=lambda info: option_table(info.id)["players"].default == 4)
SIM_SIDES = tuple(lookup(SIM).sides)


def run_cli(capsys, *argv: str, stdin: str | None = None, monkeypatch=None) -> tuple[int, str, str]:
    """Run ``jinro-lab argv`` in-process; returns (status, stdout, stderr)."""
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_demo_prints_the_whole_game_and_its_result(capsys):
    """A demo ends with the final table and the result line (the reason cites a rule of
    the game, such as NEM-60 ... NEM-63)."""
    status, out, _ = run_cli(capsys, "demo", "--seed", "7")
    game = jl.new_game(DEFAULT, players=PLAYERS, seed=7)
    assert status == 0
    assert out.splitlines()[0].startswith(f"{DEFAULT}: {PLAYERS} players, seed 7")
    assert f"{renderer(DEFAULT).WORDS.unit} 1: seat" in out and "game over:" in out
    result_line = out.splitlines()[-1]
    assert result_line.startswith("result: ") and PREFIX in result_line
    assert renderer(DEFAULT).event_text(game.log[0]) in out  # the game master sees the first event


def test_demo_is_the_same_for_the_same_seed_and_differs_for_another(capsys):
    fewest = str(min(ALLOWED))
    first = run_cli(capsys, "demo", "--seed", "11", "--players", fewest)[1]
    again = run_cli(capsys, "demo", "--seed", "11", "--players", fewest)[1]
    other = run_cli(capsys, "demo", "--seed", "12", "--players", fewest)[1]
    assert first == again and first != other
    assert f"{fewest} players" in first


def test_demo_as_a_seat_shows_only_what_that_seat_saw(capsys):
    """NEM-05: from seat 2, no private event of another seat and no GM-only event."""
    out = run_cli(capsys, "demo", "--seed", "7", "--seat", "2")[1]
    assert "as seat 2 saw it" in out and "viewer: seat 2" in out
    assert "[GM only]" not in out
    for other in set(range(PLAYERS)) - {2}:
        assert f"[seen by seat {other}]" not in out
    assert "[seen by seat 2]" in out


def test_demo_in_japanese_with_random_agents(capsys):
    status, out, _ = run_cli(capsys, "demo", "--seed", "7", "--lang", "ja", "--agents", "random", "--gm")
    assert status == 0
    assert out.splitlines()[0].startswith(f"{TITLE}：{PLAYERS}人")
    assert "結果：" in out and "ゲーム終了" in out


def test_bad_arguments_are_refused_clearly(capsys):
    with pytest.raises(SystemExit):
        main(["demo", "--players", str(max(ALLOWED) + 1)])  # NEM-02: argparse names the allowed counts
    assert f"choose from {', '.join(map(str, ALLOWED))}" in capsys.readouterr().err
    status, _, err = run_cli(capsys, "demo", "--seat", str(PLAYERS))
    assert status == 2 and f"0..{PLAYERS - 1}" in err
    status, _, err = run_cli(capsys, "demo", "--variant", "chess")
    assert status == 2 and "unknown variant" in err


def test_play_to_the_end_with_scripted_input(capsys, monkeypatch):
    """A person choosing option 0 every time plays seat 0 to the end of the game."""
    status, out, _ = run_cli(capsys, "play", "--seed", "5", stdin="0\n" * 200, monkeypatch=monkeypatch)
    assert status == 0
    assert "you play seat 0" in out and "seat 0 (you), your choice:" in out
    assert "   0) " in out and "   1) " not in out.split("   0) ")[0]  # numbered from 0, as seats are
    assert out.rstrip().splitlines()[-1] in ("you (seat 0) won", "you (seat 0) lost")
    assert "result: " in out


def test_play_is_reproducible_and_matches_the_scripted_game(capsys, monkeypatch, tmp_path):
    """The same seed and the same answers give the same game; its saved record
    replays to the same result (the record is the game)."""
    path = tmp_path / "game.json"
    answers = "1\n" * 200
    argv = ("play", "--seat", "1", "--seed", "9", "--players", str(min(ALLOWED)))
    out1 = run_cli(capsys, *argv, "--save", str(path), stdin=answers, monkeypatch=monkeypatch)[1]
    out2 = run_cli(capsys, *argv, stdin=answers, monkeypatch=monkeypatch)[1]
    assert out1.replace(f"record saved to {path}\n", "") == out2
    game = jl.replay(path.read_text(encoding="utf-8"))
    assert game.over and f"result: {renderer(DEFAULT).result_text(game.result)}" in out1


def test_play_reports_bad_input_and_asks_again(capsys, monkeypatch):
    status, out, _ = run_cli(
        capsys, "play", "--seed", "5", stdin="banana\n-1\n999\n\n" + "0\n" * 200, monkeypatch=monkeypatch
    )
    assert status == 0
    assert "error: 'banana' is neither a number" in out
    assert "error: '-1' is neither a number 0-" in out and "error: 999 is not between 0 and" in out
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
    assert out.splitlines()[0].startswith(f"{DEFAULT}: {PLAYERS} players, seed 21; replay of {path}")


def test_replay_refuses_missing_and_tampered_records(capsys, tmp_path):
    status, _, err = run_cli(capsys, "replay", str(tmp_path / "nope.json"))
    assert status == 2 and "cannot read" in err
    game = jl.new_game(DEFAULT, players=PLAYERS, seed=3)
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
    ja = run_cli(capsys, "variants", "--lang", "ja")[1]
    assert len(out.splitlines()) == len(jl.VARIANTS)
    for info in jl.variants.variants():
        counts = f"{min(info.players)}-{max(info.players)}"
        english, japanese = (", ".join(n[0] for n in info.sides.values()), "、".join(n[1] for n in info.sides.values()))
        book = f"jinro-lab rules {info.id}"
        assert f"{info.id}  {info.title_ja}  players: {counts}  sides: {english}  rules: {book}" in out.splitlines()
        assert f"{info.id}　{info.title_ja}　人数：{counts}　陣営：{japanese}　ルール：{book}" in ja.splitlines()


def test_the_variant_by_title_and_players_from_its_registration(capsys):
    """--variant takes the Japanese title; --players is checked against the game's
    registered counts, and its default is the game's own."""
    status, out, _ = run_cli(capsys, "demo", "--variant", TITLE, "--seed", "3", "--lang", "ja")
    assert status == 0 and out.startswith(f"{TITLE}：{PLAYERS}人、シード3")
    with pytest.raises(SystemExit):
        main(["play", "--players", str(min(ALLOWED) - 1)])
    assert f"invalid choice: {min(ALLOWED) - 1} (choose from {', '.join(map(str, ALLOWED))})" in capsys.readouterr().err


def test_listing_the_variants_imports_no_game():
    code = (
        "import sys, io, contextlib; from jinro_lab.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()): main(['variants'])\n"
        "games = [m for m in sys.modules if m.startswith('jinro_lab.variants.') and m.count('.') > 2]\n"
        "assert not games, games\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ----- failure cases: exit 2 (130 for Ctrl-C) with one line on stderr, never a traceback ------------
def assert_one_error_line(err: str, *fragments: str) -> None:
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in lines[0], (fragment, err)


def no_prompt(prompt: str = "") -> str:
    raise AssertionError(f"the game started (prompt {prompt!r}) although --save cannot be written")


@pytest.mark.parametrize(
    ("where", "reason"),
    [("missing/x.json", "No such file or directory"), (".", "Is a directory"), ("", "No such file or directory")],
)
@pytest.mark.parametrize("command", ["demo", "play"])
def test_save_to_a_bad_path_is_refused_before_the_game(capsys, monkeypatch, tmp_path, command, where, reason):
    """--save to a missing folder or a directory: exit 2 with one line, and no game is
    played (for ``play``: no prompt is shown, so no game is lost at its end)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("builtins.input", no_prompt)
    path = str(tmp_path / where) if "/" in where else where  # "." is the current directory; "" no path at all
    status, out, err = run_cli(capsys, command, "--seed", "5", "--save", path)
    assert status == 2 and out == ""
    assert_one_error_line(err, "cannot write", repr(path), "--save", reason)
    assert list(tmp_path.iterdir()) == []


def test_checking_the_save_path_leaves_no_file_when_the_player_quits(capsys, monkeypatch, tmp_path):
    path = tmp_path / "game.json"
    status, out, err = run_cli(capsys, "play", "--save", str(path), stdin="q\n", monkeypatch=monkeypatch)
    assert status == 0 and err == "" and out.rstrip().endswith("quit: the game was abandoned")
    assert not path.exists()


def scripted_input(monkeypatch, answers: str, before_first=lambda: None) -> None:
    """Answer the prompts with ``answers`` (then end of input), running ``before_first``
    at the first prompt: the save path was checked by then."""
    lines = iter(answers.splitlines())
    first = [True]

    def fake_input(prompt: str = "") -> str:
        if first[0]:
            first[0] = False
            before_first()
        print(prompt, end="")
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)


def test_a_save_that_fails_at_the_end_goes_to_a_fallback_file(capsys, monkeypatch, tmp_path):
    """The folder of --save goes away during the game: the record is written to a new
    file in the current directory, named on stderr (exit 2), and replays to the game."""
    folder, here = tmp_path / "out", tmp_path / "here"
    folder.mkdir()
    here.mkdir()
    monkeypatch.chdir(here)
    scripted_input(monkeypatch, "0\n" * 200, before_first=folder.rmdir)
    status, out, err = run_cli(capsys, "play", "--seed", "5", "--save", str(folder / "game.json"))
    assert status == 2 and "result: " in out and "record saved to" not in out
    assert_one_error_line(err, "cannot write", "No such file or directory", "record saved to")
    [saved] = here.iterdir()
    assert err.rstrip().endswith(f"record saved to {saved}")
    assert saved.name.startswith(f"jinro-lab-{DEFAULT}-seed5-") and saved.suffix == ".json"
    game = jl.replay(saved.read_text(encoding="utf-8"))
    assert game.over and f"result: {renderer(DEFAULT).result_text(game.result)}" in out


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_save_to_a_full_disk_goes_to_a_fallback_file(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    status, out, err = run_cli(capsys, "demo", "--seed", "4", "--save", "/dev/full")
    assert status == 2 and "result: " in out
    assert_one_error_line(err, "'/dev/full'", "No space left on device", "record saved to")
    [saved] = tmp_path.iterdir()
    assert jl.replay(saved.read_text(encoding="utf-8")).over


def test_the_fallback_is_the_temporary_directory_then_stdout(capsys, monkeypatch, tmp_path):
    """When the current directory cannot be written either, the record goes to the
    temporary directory; when that fails too, it is printed after the game."""
    folder, here, temp = tmp_path / "out", tmp_path / "here", tmp_path / "temp"
    for d in (folder, here, temp):
        d.mkdir()

    def lose_the_folders() -> None:
        folder.rmdir()
        here.rmdir()  # the current directory: nothing can be created in it

    monkeypatch.chdir(here)
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    argv = ("play", "--seed", "5", "--save", str(folder / "game.json"))
    scripted_input(monkeypatch, "0\n" * 200, before_first=lose_the_folders)
    status, _, err = run_cli(capsys, *argv)
    [saved] = temp.iterdir()
    assert status == 2 and err.rstrip().endswith(f"record saved to {saved}")
    assert_one_error_line(err)
    assert jl.replay(saved.read_text(encoding="utf-8")).over

    folder.mkdir()
    here.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "no-such-temp"))
    scripted_input(monkeypatch, "0\n" * 200, before_first=lose_the_folders)
    status, out, err = run_cli(capsys, *argv)
    assert status == 2
    assert_one_error_line(err, "the record follows")
    record = out[out.index("\n{\n") + 1 :]
    assert jl.replay(record).over


def saved_demo(capsys, path) -> str:
    assert run_cli(capsys, "demo", "--seed", "21", "--save", str(path))[0] == 0
    return path.read_text(encoding="utf-8")


def test_replay_accepts_utf8_with_a_bom(capsys, tmp_path):
    plain, bom = tmp_path / "plain.json", tmp_path / "bom.json"
    bom.write_text(saved_demo(capsys, plain), encoding="utf-8-sig")
    assert bom.read_bytes().startswith(b"\xef\xbb\xbf")
    status, out, err = run_cli(capsys, "replay", str(bom))
    assert status == 0 and err == ""
    assert out.split("\n", 1)[1] == run_cli(capsys, "replay", str(plain))[1].split("\n", 1)[1]


@pytest.mark.parametrize("data", [b"\xff\xfe{}", b'{"format": "caf\xe9"}', "{}".encode("utf-16")])
def test_replay_refuses_a_file_that_is_not_utf8(capsys, tmp_path, data):
    path = tmp_path / "latin.json"
    path.write_bytes(data)
    status, out, err = run_cli(capsys, "replay", str(path))
    assert status == 2 and out == ""
    assert_one_error_line(err, "not UTF-8 text", repr(str(path)))


def test_replay_refuses_a_file_larger_than_the_limit(capsys, tmp_path):
    """A record is a few kilobytes: a bigger file is refused after reading at most the limit."""
    path = tmp_path / "huge.json"
    with open(path, "wb") as file:
        file.truncate(MAX_RECORD_BYTES + 1)  # sparse: no disk used
    status, out, err = run_cli(capsys, "replay", str(path))
    assert status == 2 and out == ""
    assert_one_error_line(err, "larger than 16 MiB", "limit")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_replay_of_an_endless_file_is_refused_without_reading_it_all(capsys):
    status, _, err = run_cli(capsys, "replay", "/dev/zero")
    assert status == 2
    assert_one_error_line(err, "'/dev/zero'", "larger than 16 MiB")


def test_replay_refuses_a_directory_and_a_missing_file(capsys, tmp_path):
    status, _, err = run_cli(capsys, "replay", str(tmp_path))
    assert status == 2
    assert_one_error_line(err, "cannot read", "Is a directory")
    status, _, err = run_cli(capsys, "replay", str(tmp_path / "nope.json"))
    assert status == 2
    assert_one_error_line(err, "cannot read", "No such file or directory")


@pytest.mark.parametrize("typed", ["①", "²", "٣", "１", "9" * 5000, "+1", "1.0"])
def test_play_treats_unicode_digits_as_invalid_input(capsys, monkeypatch, typed):
    """``①``, ``²``, Arabic-Indic or full-width digits pass ``str.isdigit()`` but are no
    number here; neither is a number too long for ``int()``: asked again, game goes on."""
    status, out, err = run_cli(capsys, "play", "--seed", "5", stdin=f"{typed}\n" + "0\n" * 200, monkeypatch=monkeypatch)
    assert status == 0 and err == ""
    assert f"error: {typed!r} is neither a number 0-" in out
    assert "result: " in out


def test_play_after_bad_input_then_the_end_of_the_input_quits_cleanly(capsys, monkeypatch):
    status, out, err = run_cli(capsys, "play", "--seed", "5", stdin="①\n", monkeypatch=monkeypatch)
    assert status == 0 and err == "" and out.rstrip().endswith("quit: the game was abandoned")


def test_play_with_undecodable_input_asks_again(capsys, monkeypatch):
    """Bytes that are not text on a strictly decoded stdin are invalid input, not a crash."""
    raw = io.TextIOWrapper(io.BytesIO(b"\xff\n"), encoding="utf-8", errors="strict")
    monkeypatch.setattr(sys, "stdin", raw)
    status, out, err = run_cli(capsys, "play", "--seed", "5")
    assert status == 0 and err == ""
    assert "error: '?' is neither a number" in out and out.rstrip().endswith("quit: the game was abandoned")


def test_ctrl_c_at_the_prompt_exits_130_without_a_traceback(capsys, monkeypatch, tmp_path):
    def interrupt(prompt: str = "") -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupt)
    status, out, err = run_cli(capsys, "play", "--seed", "5", "--save", str(tmp_path / "game.json"))
    assert status == 130 and err == "interrupted\n"
    assert "your choice:" in out and "result: " not in out
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("argv", "stdin", "status", "message"),
    [
        (["demo", "--save", "."], "", 2, "Is a directory"),
        (["play", "--save", "/nonexistent/x.json"], "0\n", 2, "No such file or directory"),
        (["replay", "."], "", 2, "Is a directory"),
        (["play"], "①\nq\n", 0, None),
        (["play"], "", 0, None),
    ],
)
def test_the_installed_command_prints_no_traceback(argv, stdin, status, message):
    """The same cases through a real interpreter: the exit status and stderr as a shell sees them."""
    done = subprocess.run(
        [sys.executable, "-m", "jinro_lab.cli", *argv], input=stdin, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == status, done.stderr
    if message is None:
        assert done.stderr == ""
    else:
        assert_one_error_line(done.stderr, message)
        assert done.stdout == ""


# ----- simulate --------------------------------------------------------------------------
def simulate_module():
    """The module ``jinro_lab.analysis.simulate`` (the package's attribute of that name is the function)."""
    import jinro_lab.analysis.simulate  # noqa: F401

    return sys.modules["jinro_lab.analysis.simulate"]


def no_simulation(*args, **kwargs):
    raise AssertionError("a simulation started although the arguments are bad")


def test_simulate_prints_win_rates_with_intervals_and_writes_the_table(capsys, tmp_path):
    path = tmp_path / "results.csv"
    argv = ["simulate", SIM, "--games", "150", "--seed", "3", "--workers", "1", "--out", str(path)]
    status, out, err = run_cli(capsys, *argv)
    assert status == 0, err
    lines = out.splitlines()
    assert lines[0] == f"{SIM}: 4 players, 150 games, seed 3, random agents, workers 1"
    assert lines[1].split() == ["side", "wins", "rate", "95%", "interval"]
    assert any(line.startswith(SIM_SIDES) and "[" in line and "%]" in line for line in lines)
    assert lines[-2].startswith("games 150, seconds ") and "games/s" in lines[-2]
    assert lines[-1] == f"150 rows written to {path}"
    assert "150/150" in err  # the progress bar, on stderr
    import pandas as pd

    from jinro_lab.analysis.simulate import simulate

    written = pd.read_csv(path)
    expected = simulate(SIM, 150, seed=3, workers=1)
    assert written["seed"].tolist() == expected["seed"].tolist()
    assert written["reason"].tolist() == expected["reason"].tolist()
    wins = {side: int(n) for side, n in expected["side"].fillna("nobody").value_counts().items()}
    for side, n in wins.items():
        assert any(line.split()[:2] == [side, str(n)] for line in lines), (side, out)


#: a game with a heuristic, simulated by its title
HEURISTIC = a_game("heuristic")


def test_simulate_gives_the_same_file_on_one_and_two_workers(capsys, tmp_path):
    files = []
    for workers in ("1", "2"):
        path = tmp_path / f"w{workers}.csv"
        title, players = lookup(HEURISTIC).title_ja, str(fewest_players(HEURISTIC))
        argv = ["simulate", title, "--players", players, "--games", "120", "--workers", workers]
        status, _, err = run_cli(capsys, *argv, "--agents", "heuristic", "--no-progress", "--out", str(path))
        assert status == 0 and err == ""
        files.append(path.read_bytes())
    assert files[0] == files[1]


#: a game of more than 4 players (a count below its fewest is refused) and its counts
BIG = a_game(where=lambda info: min(info.players) > 4)
BIG_COUNTS = f"{min(lookup(BIG).players)}-{max(lookup(BIG).players)}"
#: the options of the simulated game one gives with --option (not players or seed)
SIM_OPTIONS = [name for name in lookup(SIM).keywords if name not in ("players", "seed")]


@pytest.mark.parametrize(
    ("argv", "fragments"),
    [
        (["chess"], ["unknown variant 'chess'", *GAMES]),
        ([BIG, "--players", str(min(lookup(BIG).players) - 1)], [f"{BIG} is played by {BIG_COUNTS} players, not"]),
        ([SIM, "--option", "speed=3"], ["unknown option 'speed'", f"allowed: {', '.join(SIM_OPTIONS)}"]),
        ([SIM, "--option", "seed=3"], ["--seed"]),
        ([SIM, "--option", "players=3"], ["--players"]),
        ([SIM, "--option", SIM_OPTIONS[0]], ["KEY=VALUE"]),
        ([SIM, "--option", f"{SIM_OPTIONS[0]}=1", "--option", f"{SIM_OPTIONS[0]}=2"], ["twice"]),
        ([SIM, "--games", "0"], ["--games must be a positive number"]),
        ([SIM, "--games", "-5"], ["--games must be a positive number"]),
        ([SIM, "--games", "many"], ["--games", "invalid int value"]),
        ([SIM, "--workers", "0"], ["--workers must be a positive number", "auto"]),
        ([SIM, "--workers", "two"], ["--workers must be a positive number"]),
        ([SIM, "--agents", "clever"], ["--agents", "random", "heuristic"]),
        ([SIM, "--out", "results.xlsx"], ["--out must end with .csv, .csv.gz, .parquet"]),
        ([SIM, "--out", "/nonexistent/results.csv"], ["cannot write", "(--out)", "No such file"]),
        ([SIM, "--out", "."], ["--out must end with"]),
        ([], ["required: VARIANT"]),
    ],
)
def test_simulate_refuses_bad_arguments_in_one_line_before_simulating(capsys, monkeypatch, argv, fragments):
    module = simulate_module()
    monkeypatch.setattr(module, "simulate", no_simulation)
    status, out, err = run_cli(capsys, "simulate", *argv)
    assert status == 2 and out == ""
    assert_one_error_line(err, *fragments)


def test_simulate_refuses_a_directory_named_like_a_table(capsys, monkeypatch, tmp_path):
    module = simulate_module()
    monkeypatch.setattr(module, "simulate", no_simulation)
    folder = tmp_path / "results.csv"
    folder.mkdir()
    status, _, err = run_cli(capsys, "simulate", SIM, "--out", str(folder))
    assert status == 2
    assert_one_error_line(err, "cannot write", "Is a directory")


def test_simulate_parquet_needs_pyarrow(capsys, monkeypatch, tmp_path):
    import importlib.util

    path = tmp_path / "results.parquet"
    argv = ["simulate", SIM, "--games", "40", "--workers", "1", "--no-progress", "--out", str(path)]
    if importlib.util.find_spec("pyarrow") or importlib.util.find_spec("fastparquet"):
        import pandas as pd

        assert run_cli(capsys, *argv)[0] == 0
        assert len(pd.read_parquet(path)) == 40
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name in ("pyarrow", "fastparquet") else real(name, *a)
    )
    path.unlink(missing_ok=True)
    status, _, err = run_cli(capsys, *argv)
    assert status == 2 and not path.exists()
    assert_one_error_line(err, "needs pyarrow", "pip install pyarrow", ".csv")


def test_a_failing_simulation_is_one_line(capsys, monkeypatch):
    module = simulate_module()

    def broken(*args, **kwargs):
        raise RuntimeError("a worker died\nwith details")

    monkeypatch.setattr(module, "simulate", broken)
    status, out, err = run_cli(capsys, "simulate", SIM, "--no-progress")
    assert status == 1 and out == ""
    assert_one_error_line(err, "the simulation failed: RuntimeError: a worker died")


#: a game with an option true or false, the first such option and the options one gives with --option
FLAGGED = a_game(where=lambda info: any(o.kind == "flag" for o in option_table(info.id)))
FLAG = next(o for o in option_table(FLAGGED) if o.kind == "flag")
FLAGGED_OPTIONS = [name for name in lookup(FLAGGED).keywords if name not in ("players", "seed")]


def test_the_simulate_command_prints_no_traceback(tmp_path):
    """Through a real interpreter: a bad option, then a small run in two processes."""
    bad = subprocess.run(
        [sys.executable, "-m", "jinro_lab.cli", "simulate", FLAGGED, "--option", f"{FLAG.name}=maybe"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and bad.stdout == ""
    assert_one_error_line(bad.stderr, f"{FLAG.name} must be true or false")
    path = tmp_path / "r.csv.gz"
    argv = ["simulate", SIM, "--games", "300", "--workers", "2", "--out", str(path)]
    done = subprocess.run([sys.executable, "-m", "jinro_lab.cli", *argv], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "300/300" in done.stderr
    assert done.stdout.splitlines()[-1] == f"300 rows written to {path}"


def test_an_interrupted_simulation_stops_its_workers_without_traceback():
    """Ctrl-C (SIGINT to the whole process group, as a terminal sends it) during a run in
    two processes: status 130, "interrupted", no traceback from the parent or the workers."""
    import signal
    import time

    argv = [sys.executable, "-m", "jinro_lab.cli", "simulate", SIM, "--games", "10000000", "--workers", "2"]
    # SIGINT as a terminal's foreground job has it: a shell without job control (a CI job started
    # in the background, `cmd &`) starts its children with SIGINT ignored, and Python then never
    # raises KeyboardInterrupt, so the run would go on to its 10 million games
    child = subprocess.Popen(
        argv,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        time.sleep(3)
        os.killpg(child.pid, signal.SIGINT)
        out, err = child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
    assert child.returncode == 130, err[-500:]
    assert err.rstrip().splitlines()[-1] == "interrupted" and "Traceback" not in err
    assert out == ""


def test_simulate_on_a_dask_scheduler_by_address(capsys, tmp_path):
    """--workers ADDRESS: the same table as in this process (an in-process cluster here)."""
    distributed = pytest.importorskip("distributed")
    argv = ["simulate", SIM, "--games", "100", "--seed", "9", "--no-progress"]
    local = tmp_path / "local.csv"
    assert run_cli(capsys, *argv, "--workers", "1", "--out", str(local))[0] == 0
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=":0"
    ) as cluster:
        remote = tmp_path / "dask.csv"
        status, out, err = run_cli(capsys, *argv, "--workers", cluster.scheduler_address, "--out", str(remote))
    assert status == 0, err
    assert f"workers {cluster.scheduler_address}" in out.splitlines()[0]
    assert remote.read_bytes() == local.read_bytes()


def test_a_table_that_cannot_be_written_at_the_end_goes_to_a_fallback_file(capsys, monkeypatch, tmp_path):
    """The disk fills up during the run: the table is saved elsewhere, named on stderr, status 2."""
    import pandas as pd

    real = pd.DataFrame.to_csv
    calls = []

    def full_disk_once(self, path, **kwargs):
        calls.append(path)
        if len(calls) == 1:
            raise OSError(28, "No space left on device")
        return real(self, path, **kwargs)

    monkeypatch.setattr(pd.DataFrame, "to_csv", full_disk_once)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    path = tmp_path / "results.csv"
    status, out, err = run_cli(capsys, "simulate", SIM, "--games", "30", "--no-progress", "--out", str(path))
    assert status == 2 and "games 30" in out
    assert_one_error_line(err, "cannot write", "No space left on device", "the table was saved to")
    saved = err.split("saved to ")[1].strip()
    assert len(pd.read_csv(saved)) == 30


def test_demo_and_play_take_the_games_options(capsys, monkeypatch, tmp_path):
    """MAH-04, SEI-32: ``--option KEY=VALUE`` sets any option of the game for demo and
    play as for simulate; the saved record holds it and replays the same game."""
    path = tmp_path / "demo.json"
    players, value = fewest_players(FLAGGED), not FLAG.default
    argv = ["demo", "--variant", FLAGGED, "--players", str(players), "--seed", "3"]
    status, out, err = run_cli(capsys, *argv, "--option", f"{FLAG.name}={str(value).lower()}", "--save", str(path))
    assert status == 0, err
    saved = jl.replay(path.read_text(encoding="utf-8"))
    assert saved.setup[FLAG.name] is value
    game = jl.new_game(FLAGGED, players=players, seed=3, **{FLAG.name: value})
    assert saved.setup == game.setup and saved.log[: len(game.log)] == game.log and saved.over
    status, out, _ = run_cli(
        capsys, "play", "--variant", FLAGGED, "--option", f"{FLAG.name}=true", stdin="q\n", monkeypatch=monkeypatch
    )
    assert status == 0 and out.startswith(FLAGGED), out


@pytest.mark.parametrize(
    ("command", "option", "message"),
    [
        ("demo", f"{FLAG.name}=3", f"error: bad --option: {FLAG.name} must be true or false ({FLAG.rule}), got '3'"),
        ("play", "nope=1", f"error: unknown option 'nope' for {FLAGGED}; allowed: {', '.join(FLAGGED_OPTIONS[:2])}"),
        ("demo", "seed=3", "error: give the seed with --seed, not --option seed=..."),
        ("play", FLAG.name, f"error: --option takes KEY=VALUE, got '{FLAG.name}'"),
    ],
)
def test_demo_and_play_refuse_a_bad_option_in_one_line(capsys, monkeypatch, command, option, message):
    status, out, err = run_cli(
        capsys, command, "--variant", FLAGGED, "--option", option, stdin="", monkeypatch=monkeypatch
    )
    assert status == 2 and out == "" and err.startswith(message) and len(err.splitlines()) == 1, err


def test_version_and_python_dash_m(capsys):
    """``jinro-lab --version`` and ``python -m jinro_lab`` (issue 38, item 4)."""
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0 and capsys.readouterr().out.strip() == f"jinro-lab {jl.__version__}"
    done = subprocess.run(
        [sys.executable, "-m", "jinro_lab", "variants"], capture_output=True, text=True, timeout=60, check=True
    )
    assert all(f"{info.id}  {info.title_ja}" in done.stdout for info in jl.variants.variants())


def test_a_dash_saves_the_record_to_stdout_and_replays_it_from_stdin(capsys, monkeypatch):
    """``--save -`` writes only the record to stdout (the game's text goes to stderr), and
    ``replay -`` reads it back from stdin: a pipe between two commands (issue 38, item 4)."""
    status, out, err = run_cli(capsys, "demo", "--seed", "4", "--save", "-")
    assert status == 0 and "result: " in err
    game = jl.replay(out)
    assert game.over
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(out.encode("utf-8"))))
    status, replayed, _ = run_cli(capsys, "replay", "-")
    assert status == 0 and replayed.rstrip().endswith(f"result: {renderer(DEFAULT).result_text(game.result)}")


def test_simulate_writes_its_table_to_stdout_with_a_dash(capsys):
    status, out, err = run_cli(capsys, "simulate", SIM, "--games", "12", "--out", "-", "--no-progress")
    assert status == 0 and "95% interval" in err
    table = pd.read_csv(io.StringIO(out))
    assert len(table) == 12 and list(table["game"]) == list(range(12))
