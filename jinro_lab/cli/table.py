"""The command ``jinro-lab table``: live tables, served until Ctrl-C.

``table`` serves live tables (``jinro_lab.table``): each student opens their seat's
link in a browser, the projector the table's, the teacher the game master's. It prints
one line per link (``seat N: URL``, ``table: URL``, ``gm: URL``; with ``--tables K``
a heading per table) and serves until Ctrl-C. Every step is kept in ``--db``
(default ``jinro_lab_tables.db``): started again on a file that holds tables, it
resumes them all, with the same links, and creates none (an argument that would
make other tables, ``--players`` or ``--option``, is then refused, not ignored). It
binds to 127.0.0.1 unless ``--host`` names another address (``--url``: the address
students use, if not that one). It needs ``pip install 'jinro_lab[table]'``, said
in one line before any file is made.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from ..core.phrases import counted
from ..core.registry import lookup, new_game
from .common import (
    Commands,
    Refused,
    given_options,
    lang_argument,
    option_argument,
    players_argument,
    refuse_players,
    try_setup,
    variant_argument,
)

#: the modules the live table's server needs: the ``[table]`` extra
TABLE_MODULES = ("starlette", "uvicorn", "websockets", "segno")
#: what ``jinro-lab table`` takes to make tables (the others say where to serve them)
TABLE_MAKING = ("players", "humans", "tables", "agents", "absent", "discussion", "lang", "seed", "option")


def add(commands: Commands) -> None:
    """The ``table`` command and its arguments."""
    p = commands.add_parser("table", help="serve live tables: students play from their own browsers")
    variant_argument(p)
    players_argument(p)
    p.add_argument("--humans", default="all", help="the seats students play: 0,1,2 or all (default: all)")
    p.add_argument("--port", type=int, default=8000, help="the port to listen on (default: 8000; 0: a free one)")
    p.add_argument("--db", default="jinro_lab_tables.db", help="the SQLite file of the tables (default: %(default)s)")
    p.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1, this machine)")
    p.add_argument("--url", help="the address students use, if not http://HOST:PORT (a proxy, the class network)")
    p.add_argument("--tables", type=int, default=1, help="how many tables of this game (default: 1)")
    p.add_argument("--agents", choices=("heuristic", "random"), default="heuristic", help="who plays the other seats")
    p.add_argument(
        "--absent", choices=("wait", "agent"), default="wait", help="a human seat nobody joined: wait, or an agent"
    )
    p.add_argument(
        "--discussion",
        choices=("guide", "hold"),
        default="guide",
        help="a timed discussion (MAH-10, LOT-12): a guide, or hold the vote until it ends",
    )
    lang_argument(p, help="the pages' language (default: en)")
    p.add_argument("--seed", type=int, help="seed of the first table (the next get the next seeds; default: drawn)")
    option_argument(p)


def _tables(n: int) -> str:
    return counted(n, "table")


def run_table(args: argparse.Namespace) -> int:
    """Serve live tables until interrupted (``jinro_lab.table``). A missing ``[table]``
    extra is said before anything is created; tables resumed from ``--db`` are
    served as they were, and arguments that would have made other tables are refused."""
    _need_table_extra()
    from ..table.server import TableServer, check_address, parse_humans

    info = lookup(args.variant)
    refuse_players(info, args.players)
    if args.tables < 1:
        raise Refused(f"error: --tables must be 1 or more, got {args.tables}")
    options = given_options(info.id, args.option)
    if args.players is not None:
        options["players"] = args.players
    check_address(args.host, args.port)
    try_setup(info.id, options, args)
    humans = parse_humans(args.humans, new_game(info.id, seed=0, **options).players)
    server = TableServer(db=args.db, host=args.host, port=args.port, url=args.url)
    if server.tables:
        check_resumed(args, server.tables)
        print(f"resumed {_tables(len(server.tables))} from {args.db}")
    else:
        for i in range(args.tables):
            seed = None if args.seed is None else args.seed + i
            server.add(
                info.id,
                humans=humans,
                agents=args.agents,
                absent=args.absent,
                discussion=args.discussion,
                lang=args.lang,
                seed=seed,
                name=f"{info.id} {i + 1}" if args.tables > 1 else None,
                **options,
            )

    def ready() -> None:
        for table in server.tables:
            if len(server.tables) > 1:
                print(f"# {table.name}")
            for name, url in server.links(table).items():
                print(f"{name}: {url}")
        note = server.address_note(args.lang)
        if note is not None:
            print(note)
        count = _tables(len(server.tables))
        print(f"serving {count} at {server.url} (Ctrl-C stops; the same --db resumes)", flush=True)

    server.serve(ready=ready)
    server.close()
    return 0


def _need_table_extra() -> None:
    """Refuse ``jinro-lab table`` in one line, before any file is made, when the
    ``[table]`` extra is not installed."""
    import importlib.util

    missing = [m for m in TABLE_MODULES if importlib.util.find_spec(m) is None]
    if missing:
        raise Refused(
            f"error: jinro-lab table needs the table extra ({', '.join(missing)} missing): "
            "pip install 'jinro_lab[table]'"
        )


def _given(argv: Sequence[str], name: str) -> bool:
    """Whether the command line names ``--name`` (``--name V`` or ``--name=V``)."""
    return any(a == f"--{name}" or a.startswith(f"--{name}=") for a in argv)


def _disagrees(name: str, args: argparse.Namespace, tables: Sequence[Any]) -> bool:
    """Whether ``--name`` as given differs from how the resumed ``tables`` were made."""
    from ..table.server import parse_humans

    configs = [table.config for table in tables]
    if name == "tables":
        return bool(args.tables != len(tables))
    if name == "players":
        return any(table.players != args.players for table in tables)
    if name == "humans":
        return any(list(parse_humans(args.humans, t.players)) != list(t.config["humans"]) for t in tables)
    if name == "seed":
        return [c["seed"] for c in configs] != [args.seed + i for i in range(len(configs))]
    if name == "option":
        given = given_options(tables[0].variant, args.option)
        return any(c["setup"].get(key) != value for c in configs for key, value in given.items())
    return any(c[name] != getattr(args, name) for c in configs)


def check_resumed(args: argparse.Namespace, tables: Sequence[Any]) -> None:
    """Refuse arguments given on the command line that disagree with the tables ``--db``
    holds: those resume as they were made, so another game, player count or option
    could not apply and is never silently dropped. The same command line, run again,
    resumes."""
    stored = sorted({table.variant for table in tables})
    wrong = [] if stored == [lookup(args.variant).id] else [f"the game {args.variant}"]
    wrong += [f"--{n}" for n in TABLE_MAKING if _given(args.argv, n) and _disagrees(n, args, tables)]
    if wrong:
        raise Refused(
            f"error: {args.db} holds {_tables(len(tables))} of {', '.join(stored)}, made otherwise, which resume "
            f"as they were: {', '.join(wrong)} cannot apply; leave them out to resume, or give another --db"
        )
