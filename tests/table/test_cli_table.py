"""``jinro-lab table``: bad input is refused in one line with exit status 2, before a
server starts or a file is written (issue 22, item 1)."""

from __future__ import annotations

import pytest

from jinro_lab.cli import main


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["nemuranai", "--players", "40"], "nemuranai is played by"),
        (["nemuranai", "--tables", "0"], "--tables must be 1 or more"),
        (["nemuranai", "--humans", "0,x"], "--humans takes seat numbers"),
        (["nemuranai", "--humans", "0,9"], "9 is not a seat"),
        (["nemuranai", "--option", "first_player=7"], "bad --option"),
        (["nemuranai", "--option", "colour=red"], "unknown option 'colour'"),
        (["chess"], "chess"),
        (["nemuranai", "--port", "70000"], "port must be a whole number from 0 to 65535"),
    ],
)
def test_bad_arguments_are_refused_in_one_line(args, words, tmp_path, capsys) -> None:
    db = tmp_path / "class.db"
    status = main(["table", *args, "--db", str(db)])
    err = capsys.readouterr().err
    assert status == 2, err
    assert words in err and err.startswith("error:") and len(err.strip().splitlines()) == 1
    assert not db.exists()  # refused before the database is opened


def test_a_missing_table_extra_is_said_before_any_file_is_made(tmp_path, capsys, monkeypatch) -> None:
    """Without the ``[table]`` extra (here: uvicorn hidden), one line with the pip
    command, exit 2, and no database file (issue 38, item 4)."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "uvicorn" else real(name, *a))
    db = tmp_path / "class.db"
    status = main(["table", "lotro", "--db", str(db)])
    err = capsys.readouterr().err
    assert status == 2 and len(err.strip().splitlines()) == 1
    assert "uvicorn missing" in err and "pip install 'jinro_lab[table]'" in err
    assert not db.exists()


def test_arguments_that_cannot_apply_to_resumed_tables_are_refused(tmp_path, capsys) -> None:
    """A ``--db`` that holds tables resumes them as they were made: a game, player count
    or option given otherwise is refused in one line, never silently dropped; the
    same command line again resumes (issue 38, item 4)."""
    from jinro_lab.table.server import TableServer

    db = tmp_path / "class.db"
    server = TableServer(db=str(db), port=0)
    server.add("nemuranai", seed=1, players=4, lang="ja")
    server.close()
    for args, words in [
        (["nemuranai", "--players", "3"], "--players cannot apply"),
        (["lotro"], "the game lotro cannot apply"),
        (["nemuranai", "--option", "first_player=1", "--lang=en"], "--lang, --option cannot apply"),
        (["nemuranai", "--tables", "2"], "--tables cannot apply"),
    ]:
        status = main(["table", *args, "--db", str(db), "--port", "0"])
        err = capsys.readouterr().err
        assert status == 2 and len(err.strip().splitlines()) == 1, err
        assert f"{db} holds 1 table of nemuranai" in err and words in err and "another --db" in err
    from jinro_lab.cli import _parser
    from jinro_lab.cli.table import check_resumed

    again = ["table", "nemuranai", "--players", "4", "--lang", "ja", "--seed", "1", "--db", str(db)]
    args = _parser().parse_args(again)
    args.argv = again
    server = TableServer(db=str(db), port=0)
    try:
        check_resumed(args, server.tables)  # the command that made it: nothing refused
    finally:
        server.close()
