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
