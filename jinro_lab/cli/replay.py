"""The command ``jinro-lab replay``: the game of a saved record, as text or as a page.

``replay`` prints the game of a record saved with ``--save`` (or
``game.record().to_json()``; ``-``: read from stdin); with ``--html OUT`` it writes the
game's replay instead (``jinro_lab.analysis.replay_html``: one self-contained HTML
file to step through offline, with the table pictures, the log and the graphs): the
table, every seat, and the game master if the game is over or ``--gm`` is given; with
``--seat N`` the table and that seat only (and the game master once the game is
over); a live table's record (``table.record().to_json()``, the game master's
``GET /api/gm/<token>``) names its students, and the replay shows each beside their
seat. Only ``--html`` imports matplotlib, to draw the graphs.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from ..core.engine import Game
from ..core.i18n import Labels
from ..core.record import GameRecord, replay
from .common import (
    STDIO,
    Commands,
    Refused,
    check_save,
    header,
    lang_argument,
    print_game,
    read_record,
    reason,
    seat_error,
    viewer_arguments,
)

#: the messages of a replay, English and Japanese
say = Labels(
    {
        "replayed": ("replay of {}, as seat {} saw it", "{}の再生、席{}の視点"),
        "replayed_gm": ("replay of {}, as the game master saw it", "{}の再生、ゲームマスターの視点"),
        "replay_saved": ("replay written to {} ({} KB)", "リプレイを{}に書き出しました（{} KB）"),
    }
)


def add(commands: Commands) -> None:
    """The ``replay`` command and its arguments."""
    again = commands.add_parser("replay", help="print the game of a saved record")
    again.add_argument("file", metavar="FILE.json", help="a record saved with --save (-: read it from stdin)")
    lang_argument(again)
    again.add_argument(
        "--html",
        metavar="OUT",
        help="write the game's replay as one HTML file to step through offline (-: to stdout)",
    )
    viewer_arguments(again)


def run_replay(args: argparse.Namespace) -> int:
    """``jinro-lab replay``: the record's game as ``--seat`` (or the game master) saw it,
    or its replay page (``--html``)."""
    check_save(args.html, "--html")  # before the work: a bad path costs nothing
    record = GameRecord.from_json(read_record(args.file))
    game = replay(record)
    if seat_error(args.seat, game.players, args.lang):
        return 2
    if args.html is not None:
        return _replay_page(game, record.names, args)
    if args.seat is None:
        header(game, args.lang, say("replayed_gm", args.lang, args.file))
    else:
        header(game, args.lang, say("replayed", args.lang, args.file, args.seat))
    print_game(game, args.seat, args.lang)
    return 0


def _replay_page(game: Game, names: Mapping[int, str] | None, args: argparse.Namespace) -> int:
    """Write the replay page of ``game`` to ``--html`` (``-``: stdout, :func:`jinro_lab.cli.main`),
    the players' ``names`` (a live table's record's) beside their seats."""
    from ..analysis.replay_page import replay_html, replay_viewers

    viewers = replay_viewers(game, seat=args.seat, gm=True if args.gm else None)
    page = replay_html(game, viewers=viewers, lang=args.lang, names=names)
    if args.html == STDIO:
        args.data.write(page)
        args.data.flush()
        return 0
    try:
        with open(args.html, "w", encoding="utf-8") as file:
            file.write(page)
    except (OSError, ValueError) as exc:
        raise Refused(f"error: cannot write {args.html!r} (--html): {reason(exc)}") from None
    print(say("replay_saved", args.lang, args.html, len(page.encode()) // 1024))
    return 0
