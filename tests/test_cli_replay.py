"""``jinro-lab replay RECORD --html OUT`` (issue 37, item 7): the replay page from the
command line, to a file or to stdout, and a bad path refused before any work."""

from __future__ import annotations

import pytest
from games import a_game

import jinro_lab as jl
from jinro_lab.agents import RandomAgent, play_game
from jinro_lab.analysis import replay_html, replay_viewers
from jinro_lab.core.viewers import viewer_name
from tests.test_cli import assert_one_error_line, run_cli

#: the game whose record is replayed: one for 3 players
GAME = a_game(players=3)


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> str:
    game = play_game(jl.new_game(GAME, players=3, seed=4), [RandomAgent(s) for s in range(3)])
    path = tmp_path_factory.mktemp("record") / "game.json"
    path.write_text(game.record().to_json(), encoding="utf-8")
    return str(path)


def names_in(page: str, players: int, lang: str = "en") -> list[str]:
    viewers = (jl.PUBLIC, *range(players), None)
    return [viewer_name(v, lang) for v in viewers if f'"name":"{viewer_name(v, lang)}"' in page]


def test_html_writes_the_replay_of_every_viewer(capsys, tmp_path, record_file):
    out = tmp_path / "replay.html"
    status, text, err = run_cli(capsys, "replay", record_file, "--html", str(out), "--lang", "ja")
    assert status == 0 and err == ""
    page = out.read_text(encoding="utf-8")
    assert text.startswith(f"リプレイを{out}に書き出しました（")
    with open(record_file, encoding="utf-8") as file:
        game = jl.replay(file.read())
    assert page == replay_html(game, viewers=replay_viewers(game), lang="ja")  # the same file as the function's
    assert names_in(page, 3, "ja") == [viewer_name(v, "ja") for v in (jl.PUBLIC, 0, 1, 2, None)]


def test_html_of_a_seat_and_to_stdout(capsys, record_file):
    status, text, err = run_cli(capsys, "replay", record_file, "--html", "-", "--seat", "1")
    assert status == 0 and text.startswith("<!DOCTYPE html>") and text.rstrip().endswith("</html>")
    assert err.strip() == ""  # nothing but the page on stdout
    assert names_in(text, 3) == [viewer_name(v) for v in (jl.PUBLIC, 1, None)]  # the game is over: the reveal too


def test_html_of_a_running_game_for_a_seat_has_no_game_master(capsys, tmp_path):
    game = jl.new_game(GAME, players=3, seed=4)
    agents = [RandomAgent(s) for s in range(3)]
    for _ in range(4):
        seat = game.to_act()[0]
        game.act(seat, agents[seat].choose(None, game.legal_actions(seat)))
    record = tmp_path / "running.json"
    record.write_text(game.record().to_json(), encoding="utf-8")
    status, text, _ = run_cli(capsys, "replay", str(record), "--html", "-", "--seat", "2")
    assert status == 0 and names_in(text, 3) == [viewer_name(v) for v in (jl.PUBLIC, 2)]
    status, text, _ = run_cli(capsys, "replay", str(record), "--html", "-")
    assert status == 0 and names_in(text, 3) == [viewer_name(v) for v in (jl.PUBLIC, 0, 1, 2)]
    status, text, _ = run_cli(capsys, "replay", str(record), "--html", "-", "--gm")
    assert status == 0 and names_in(text, 3) == [viewer_name(v) for v in (jl.PUBLIC, 0, 1, 2, None)]


@pytest.mark.parametrize(("where", "reason"), [("missing/replay.html", "No such file"), (".", "Is a directory")])
def test_a_bad_html_path_is_refused_in_one_line_before_the_record_is_read(capsys, tmp_path, where, reason):
    path = str(tmp_path / where)
    status, out, err = run_cli(capsys, "replay", str(tmp_path / "no-such-record.json"), "--html", path)
    assert status == 2 and out == ""
    assert_one_error_line(err, "cannot write", repr(path), "--html", reason)  # not the missing record


def test_a_bad_seat_is_refused(capsys, tmp_path, record_file):
    status, _, err = run_cli(capsys, "replay", record_file, "--html", str(tmp_path / "r.html"), "--seat", "7")
    assert status == 2 and "--seat" in err and not (tmp_path / "r.html").exists()


def test_html_of_a_live_tables_record_names_its_students(capsys, tmp_path):
    """A live table's saved record (``table.record()``: the game master's) names its
    students: the replay written from it shows each beside their seat (issue 37)."""
    from jinro_lab.table import Table

    table = Table(GAME, players=3, humans=[0, 1], seed=4, agents="random")
    table.set_name(0, "Aiko & <Ren>")
    table.set_name(1, "はると")
    path = tmp_path / "table.json"
    path.write_text(table.record().to_json(), encoding="utf-8")
    status, text, err = run_cli(capsys, "replay", str(path), "--html", "-", "--lang", "ja")
    assert status == 0 and err.strip() == ""
    assert '<p class="jinro-names">プレイヤー：席0（Aiko &amp; &lt;Ren&gt;）、席1（はると）</p>' in text
    assert '"name":"席1（はると）"' in text and "<Ren>" not in text
