"""The command ``jinro-lab season``: the class's season kept in a table server's ``--db``.

``season`` prints the class's season (``jinro_lab.table.season``): every finished game
of its tables and of the tournaments added to it, and each player's rating per side
with its interval; with ``--csv OUT`` it also writes one row per player per game
(``-``: to stdout, the board to stderr).
"""

from __future__ import annotations

import argparse
import sys

from .common import STDIO, Commands, Refused, check_save, lang_argument, write_table


def add(commands: Commands) -> None:
    """The ``season`` command and its arguments."""
    season = commands.add_parser("season", help="the class's season: its games and each player's rating per side")
    season.add_argument("--db", required=True, help="the SQLite file of a table server (jinro-lab table --db)")
    lang_argument(season, help="language of the board (default: en)")
    season.add_argument("--csv", metavar="OUT", help="also write one row per player per game as CSV (-: to stdout)")


def run_season(args: argparse.Namespace) -> int:
    """Print the season's board of ``--db`` (``jinro_lab.table.season``), and write its
    games to ``--csv``. A missing or foreign file is refused in one line."""
    import importlib.util

    if importlib.util.find_spec("openskill") is None:
        raise Refused("error: jinro-lab season needs openskill (the table extra): pip install 'jinro_lab[table]'")
    from ..table.season import Season

    check_save(args.csv, "--csv")
    season = Season(args.db)
    try:  # with --csv -, the CSV goes to stdout and the board a person reads to stderr
        print(season.board(args.lang), file=sys.stderr if args.csv == STDIO else sys.stdout)
        if args.csv is not None:
            return write_table(season.games(), args.csv, "csv", args.data)
    finally:
        season.close()
    return 0
