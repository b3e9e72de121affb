"""``jinro-lab table``: bad input is refused in one line with exit status 2, before a
server starts or a file is written (issue 22, item 1)."""

from __future__ import annotations

import pytest
from games import GAMES, a_game

from jinro_lab.cli import main
from jinro_lab.core.options import Option
from jinro_lab.core.registry import VARIANTS, option_table


def an_option(game: str, kind: str) -> Option:
    """The first option of ``game`` of ``kind`` (``choice``: one of a few words; ``flag``)."""
    return next(o for o in option_table(game) if o.kind == kind)


#: a game played by more than one count of players, with an option that is one of a few words and a flag
GAME = a_game(
    where=lambda info: len(info.players) > 1 and {"choice", "flag"} <= {o.kind for o in option_table(info.id)}
)
#: a seat number no count of players of :data:`GAME` has
NO_SEAT = max(VARIANTS[GAME].players)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ([GAME, "--players", "40"], f"{GAME} is played by"),
        ([GAME, "--tables", "0"], "--tables must be 1 or more"),
        ([GAME, "--humans", "0,x"], "--humans takes seat numbers"),
        ([GAME, "--humans", f"0,{NO_SEAT}"], f"{NO_SEAT} is not a seat"),
        ([GAME, "--option", f"{an_option(GAME, 'choice').name}=not-one-of-them"], "bad --option"),
        ([GAME, "--option", "colour=red"], "unknown option 'colour'"),
        (["chess"], "chess"),
        ([GAME, "--port", "70000"], "port must be a whole number from 0 to 65535"),
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
    status = main(["table", a_game(), "--db", str(db)])
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
    players, other_players = VARIANTS[GAME].players[:2]
    other = next(game for game in GAMES if game != GAME)
    flag = an_option(GAME, "flag")
    changed = f"{flag.name}={str(not flag.default).lower()}"  # allowed, and not as the table was made
    server = TableServer(db=str(db), port=0)
    server.add(GAME, seed=1, players=players, lang="ja")
    server.close()
    for args, words in [
        ([GAME, "--players", str(other_players)], "--players cannot apply"),
        ([other], f"the game {other} cannot apply"),
        ([GAME, "--option", changed, "--lang=en"], "--lang, --option cannot apply"),
        ([GAME, "--tables", "2"], "--tables cannot apply"),
    ]:
        status = main(["table", *args, "--db", str(db), "--port", "0"])
        err = capsys.readouterr().err
        assert status == 2 and len(err.strip().splitlines()) == 1, err
        assert f"{db} holds 1 table of {GAME}" in err and words in err and "another --db" in err
    from jinro_lab.cli import _parser
    from jinro_lab.cli.table import check_resumed

    again = ["table", GAME, "--players", str(players), "--lang", "ja", "--seed", "1", "--db", str(db)]
    args = _parser().parse_args(again)
    args.argv = again
    server = TableServer(db=str(db), port=0)
    try:
        check_resumed(args, server.tables)  # the command that made it: nothing refused
    finally:
        server.close()
