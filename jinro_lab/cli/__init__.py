"""The ``jinro-lab`` command: watch a game, play a seat, or replay a saved record.

::

    jinro-lab --version                      (also: python -m jinro_lab ...)
    jinro-lab demo [--variant ID] [--seed 7] [--players N] [--seat N | --gm] [--lang en|ja] [--agents KIND]
    jinro-lab play [--variant ID] [--seat 0] [--seed 7] [--players N] [--lang en|ja] [--agents KIND] [--save FILE]
    jinro-lab replay FILE.json|- [--seat N | --gm] [--lang en|ja] [--html OUT.html|-]
    jinro-lab variants [--lang en|ja]
    jinro-lab rules GAME [ID ...] [--lang en|ja]
    jinro-lab lab [FOLDER] [--no-lab] [--jupyter=ARG ...]
    jinro-lab simulate VARIANT [--players N] [--games N] [--seed S] [--workers W|auto|ADDRESS]
                       [--agents random|heuristic] [--option KEY=VALUE ...] [--out FILE.csv|FILE.parquet|-]
    jinro-lab table VARIANT [--players N] [--humans 0,1,2|all] [--port P] [--db FILE] [--host H] [--url URL]
                    [--tables K] [--agents heuristic|random] [--absent wait|agent] [--discussion guide|hold]
                    [--lang en|ja]
                    [--seed S] [--option KEY=VALUE ...]
    jinro-lab season --db FILE [--lang en|ja] [--csv OUT.csv|-]

This package holds the parser and :func:`main`, which dispatches; each command lives
in a module of its own, which says what it does: :mod:`~jinro_lab.cli.play` (``demo``
and ``play``), :mod:`~jinro_lab.cli.replay`, :mod:`~jinro_lab.cli.rules` (``variants``
and ``rules``), :mod:`~jinro_lab.cli.lab`, :mod:`~jinro_lab.cli.simulate`,
:mod:`~jinro_lab.cli.table` and :mod:`~jinro_lab.cli.season`; what they share (the
arguments, the files, the one-line error) is :mod:`~jinro_lab.cli.common`.

``-`` is standard input or output (issue 38): ``replay -`` reads the record from
stdin, ``--save -`` writes the record, ``--out -`` the table (CSV) and ``--html -``
the replay page to stdout,
and then everything a person reads goes to stderr, so ``jinro-lab demo --save - |
jinro-lab replay -`` is a pipe.

Exit status: 0 on success (also when the player quits with ``q`` or the end of
the input), 2 on bad input with a one-line ``error:`` message on stderr, 1 when a
simulation fails (one line too, never a traceback), 130 when interrupted
(Ctrl-C). Bad input includes a ``--save`` path that cannot be written (checked
before the game starts; if the write still fails at the end, the record is saved
to a fallback file, named on stderr, and the status is 2), a replay file that
cannot be read, is not UTF-8 text (a BOM is allowed), is larger than 16 MiB, or
is not a valid record, an ``--html`` path that cannot be written (checked before
the record is read), and for ``simulate`` an unknown variant, a player count it
does not allow, an unknown option or a value the game refuses, an ``--out`` with
another extension or that cannot be written, ``--games`` or ``--workers`` below
1: all refused before any game is played.

Only the core, the variant and its text renderer are imported (no plotting, no
tables, no widgets), except by ``simulate``, which needs pandas and tqdm, and by
``replay --html``, which draws the graphs with matplotlib.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Sequence

from .. import __version__
from ..core.errors import JinroError
from . import lab, play, replay, rules, season, simulate, table
from .common import MAX_RECORD_BYTES, STDIO, Refused

__all__ = ["MAX_RECORD_BYTES", "main"]

#: each command and what runs it, in the order ``jinro-lab --help`` lists them
COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "demo": play.run_demo,
    "play": play.run_play,
    "replay": replay.run_replay,
    "variants": rules.run_variants,
    "rules": rules.run_rules,
    "simulate": simulate.run_simulate,
    "lab": lab.run_lab,
    "table": table.run_table,
    "season": season.run_season,
}


def _parser() -> argparse.ArgumentParser:
    """The parser of ``jinro-lab``: each command's module adds its own."""
    parser = argparse.ArgumentParser(prog="jinro-lab", description="Watch, play and replay Japanese werewolf games.")
    parser.add_argument("--version", action="version", version=f"jinro-lab {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="{" + ",".join(COMMANDS) + "}")
    for module in (play, replay, rules, simulate, lab, table, season):
        module.add(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``jinro-lab`` command with ``argv`` (default: the command line);
    returns the exit status: 0 (also when the player quits), 1 (a simulation failed),
    2 (an error) or 130 (interrupted)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = _parser().parse_args(argv)
    except Refused as exc:  # simulate's arguments are refused in one line (others: argparse's usage)
        print(exc, file=sys.stderr)
        return 2
    args.argv = argv
    args.data = sys.stdout  # where ``-`` writes: the text a person reads goes to stderr then
    to_stdout = STDIO in (getattr(args, "save", None), getattr(args, "out", None), getattr(args, "html", None))
    try:
        with contextlib.redirect_stdout(sys.stderr) if to_stdout else contextlib.nullcontext():
            return COMMANDS[args.command](args)
    except JinroError as exc:  # an invalid setup or record: say what is wrong
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except Refused as exc:  # bad input found by the command: its one-line message
        print(exc, file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl-C: no traceback, the shell's status for SIGINT
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (``jinro-lab demo | head``)
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - the interpreter's final flush must not fail
        return 0
