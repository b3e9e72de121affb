"""Several live tables on one server (issue 22, items 1 and 5): uvicorn serving the
Starlette application of :mod:`jinro_lab.table.app`, from a notebook (in the
background: :meth:`TableServer.start`, :meth:`TableServer.stop`) or from the CLI (in
the foreground: :meth:`TableServer.serve`).

It binds to 127.0.0.1 unless the teacher names a host. Its tables live in a SQLite
file (``db``); a server started on a file that holds tables resumes them, every one
at the step it had reached, with the same links.

Example (in a notebook)::

    from jinro_lab.table import TableServer
    server = TableServer(db="class.db")
    a = server.add("mahou_toshi", players=8, humans=[0, 1, 2, 3, 4, 5])
    b = server.add("lotro", players=9, humans=range(9), absent="agent")
    server.start()
    server.links(a)            # {"seat 0": "http://127.0.0.1:…/seat/…", …, "table": …, "gm": …}
    server.summary()           # one row per table (pandas)
    server.stop()
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import threading
import time
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from ..core.errors import InvalidArgument, describe
from ..core.i18n import Labels
from ..core.phrases import counted
from .live import Table, serve_with
from .store import Store
from .tokens import Pass, find

if TYPE_CHECKING:
    from .lobby import RemoteEntrant
    from .season import Season

__all__ = ["TableServer", "check_address", "is_loopback", "lan_address", "parse_humans"]

#: what the server tells the teacher about its links' address
_say = Labels(
    {
        "chosen": (
            "The links use {}, this machine's address on its network. If the phones cannot open them, "
            'give the address they reach: url="http://ADDRESS:PORT" (jinro-lab table --url).',
            "リンクはこのパソコンのネットワーク上のアドレス {} を使います。スマートフォンから開けないときは、"
            '届くアドレスを url="http://アドレス:ポート"（jinro-lab table --url）で指定してください。',
        ),
        "loopback": (
            "The links point at {}: only this machine opens them, no phone does. For a class on its "
            'phones, serve on the class network: host="0.0.0.0" (jinro-lab table --host 0.0.0.0).',
            "リンクは {} を指しているため、このパソコンでしか開けず、スマートフォンからは開けません。"
            'クラスのスマートフォンで遊ぶには、host="0.0.0.0"（jinro-lab table --host 0.0.0.0）で'
            "教室のネットワークに公開してください。",
        ),
        "no network": (
            "Warning: no network address was found for this machine, so the links point at 127.0.0.1 "
            "and no phone opens them. Connect to the class network, or give the address the phones "
            'reach: url="http://ADDRESS:PORT" (jinro-lab table --url).',
            "注意：このパソコンのネットワーク上のアドレスが見つからないため、リンクは 127.0.0.1 を指し、"
            "スマートフォンからは開けません。教室のネットワークにつなぐか、届くアドレスを "
            'url="http://アドレス:ポート"（jinro-lab table --url）で指定してください。',
        ),
    }
)

#: how long start() waits for uvicorn to listen (seconds)
START_TIMEOUT = 20.0


class TableServer:
    """A server for live tables: their database ``db`` (a file path or ``":memory:"``),
    the address it listens on (``host``, ``port``; port 0: a free one) and, if the
    students reach it by another name (a proxy, the machine's address on the class
    network), ``url``, the address to print in the links."""

    def __init__(self, db: str = ":memory:", host: str = "127.0.0.1", port: int = 8000, url: str | None = None):
        check_address(host, port)
        self.host, self.port, self._url = host, port, url
        self.store = Store(db)
        self.tables: list[Table] = [Table.resume(r.id, r.config, r.steps, self.store) for r in self.store.tables()]
        for t in self.tables:
            t.server = self
        self._passes: list[tuple[Pass, Table]] = [(p, t) for t in self.tables for p in t.passes()]
        self.entrants: dict[str, RemoteEntrant] = {}
        self._server: Any = None
        self._thread: threading.Thread | None = None

    # ----- tables ---------------------------------------------------------------------------------
    def add(self, table: Table | str, /, **options: Any) -> Table:
        """Add a table: a :class:`Table`, or a variant and the :class:`Table`'s
        arguments (``humans=``, ``players=``…). It is stored at once."""
        if isinstance(table, str):
            table = Table(table, **options)
        elif options:
            raise InvalidArgument("add() takes a Table, or a variant and its options, not both")
        if not isinstance(table, Table):
            raise InvalidArgument(f"add() takes a Table or a variant name, got {describe(table)}")
        if table.server is not None:
            raise InvalidArgument(f"table {table.name} is already on a server")
        table.attach(self.store)
        table.server = self
        self.tables.append(table)
        self._passes += [(p, table) for p in table.passes()]
        return table

    def remove(self, table: Table) -> None:
        """Take ``table`` off the server: its links open nothing any more (a
        tournament's hosted game, once over). Its stored steps stay in the database."""
        if table not in self.tables:
            raise InvalidArgument(f"table {describe(getattr(table, 'name', table))} is not on this server")
        self.tables.remove(table)
        self._passes = [(p, t) for p, t in self._passes if t is not table]

    @property
    def season(self) -> Season:
        """The class's season kept in this server's database: its tables' finished
        games and the tournaments added to it, with ratings (:mod:`jinro_lab.table.season`)."""
        from .season import Season

        return Season(self.store)

    # ----- remote entrants (a tournament's programs elsewhere) -----------------------------
    def entrant(self, name: str, timeout: float | None = None) -> RemoteEntrant:
        """A tournament entrant named ``name`` that a program plays from elsewhere,
        through this server's bot API: give it to :func:`jinro_lab.tournament`, and its
        ``link`` to the program (:class:`~jinro_lab.table.bots.LobbyClient`). A game
        that waits ``timeout`` seconds for its move (default
        :data:`~jinro_lab.table.lobby.TIMEOUT`) stops the tournament."""
        from .lobby import TIMEOUT, RemoteEntrant

        if name in self.entrants:
            raise InvalidArgument(f"this server has an entrant named {name!r} already; give each its own name")
        entrant = RemoteEntrant(self, name, TIMEOUT if timeout is None else timeout)
        self.entrants[name] = entrant
        return entrant

    def find_entrant(self, token: str) -> RemoteEntrant | None:
        """The remote entrant whose lobby ``token`` opens, or ``None`` (constant-time comparisons)."""
        found = find(token, [p for e in self.entrants.values() for p in e.passes()])
        if found is None:
            return None
        return next(e for e in self.entrants.values() if e.token == found.token)

    def play_hosted(self, games: Sequence[Any]) -> Iterator[tuple[Any, Any]]:
        """Play a tournament's hosted games here (:func:`jinro_lab.table.lobby.play_hosted`)."""
        from .lobby import play_hosted

        return play_hosted(self, games)

    def find(self, token: str) -> tuple[Table, Pass] | None:
        """The table and pass a token opens, or ``None`` (constant-time comparisons)."""
        found = find(token, [p for p, _ in self._passes])
        if found is None:
            return None
        return next(t for p, t in self._passes if p is found), found

    def __iter__(self) -> Iterator[Table]:
        return iter(self.tables)

    # ----- links ------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        """The address the links start with."""
        if self._url is not None:
            return self._url.rstrip("/")
        host = self.host
        if host in ("0.0.0.0", "::"):
            host = lan_address()
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.port}"

    def address_note(self, lang: str = "en") -> str | None:
        """What a teacher should know about the links' address, in ``lang``: which
        address the links use when serving on every address (and how to give another),
        or a warning that they point at this machine only, which no phone opens;
        ``None`` when the teacher gave ``url``."""
        if self._url is not None:
            return None
        host = urlsplit(self.url).hostname or ""
        if is_loopback(host) and self.host in ("0.0.0.0", "::"):
            return _say("no network", lang)
        if is_loopback(host):
            return _say("loopback", lang, host)
        return _say("chosen", lang, host)

    def links(self, table: Table) -> dict[str, str]:
        """``{"seat N": url, …, "table": url, "gm": url}`` for ``table``."""
        base = self.url
        out = {f"seat {p.seat}": f"{base}/seat/{p.token}" for p in table.passes() if p.kind == "seat"}
        out["table"] = f"{base}/table/{table.config['tokens']['table']}"
        out["gm"] = f"{base}/gm/{table.config['tokens']['gm']}"
        return out

    def summary(self, lang: str | None = None) -> Any:
        """Every table's result so far, one row each (a pandas ``DataFrame``): the
        columns of :meth:`Table.status` (ids and the record's reason, for programs)
        and ``result``, who won, for which side and why as a person reads it, in
        ``lang`` (by default each table's own language; ``None`` before the end)."""
        import pandas as pd

        from ..core.i18n import check_lang
        from ..core.registry import renderer
        from ..core.texts import renderer_result_text

        if lang is not None:
            check_lang(lang)
        rows = []
        for t in self.tables:
            row = t.status()
            result = t.read(lambda g: g.result)
            shown = lang or t.lang
            row["result"] = (
                None if result is None else renderer_result_text(renderer(t.variant), t.variant, result, shown)
            )
            rows.append(row)
        return pd.DataFrame(rows)

    # ----- running ----------------------------------------------------------------------------------
    def _config(self, log_level: str) -> Any:
        import uvicorn

        from .app import MAX_BODY, make_app

        return uvicorn.Config(
            make_app(self),
            host=self.host,
            port=self.port,
            log_level=log_level,
            lifespan="off",
            ws="websockets-sansio",
            ws_max_size=MAX_BODY,  # the sockets only push: a client's message is a few bytes at most
            ws_per_message_deflate=False,  # a push is '{"version": n}': compressing it costs more than it saves
            access_log=False,
        )

    def start(self, log_level: str = "warning") -> TableServer:
        """Serve in a background thread (a notebook goes on); returns at once when
        the server listens (``port=0`` then holds the port it took)."""
        import uvicorn

        if self._thread is not None:
            return self
        server = uvicorn.Server(self._config(log_level))
        thread = threading.Thread(target=server.run, name="jinro_lab table server", daemon=True)
        thread.start()
        deadline = time.monotonic() + START_TIMEOUT
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                server.should_exit = True
                raise OSError(f"the table server could not listen on {self.host}:{self.port} (see the log above)")
            time.sleep(0.02)
        self.port = server.servers[0].sockets[0].getsockname()[1]
        self._server, self._thread = server, thread
        return self

    def stop(self) -> None:
        """Stop serving (the tables stay, and so does the database: start again to go on)."""
        if self._thread is None:
            return
        self._server.should_exit = True
        self._thread.join(timeout=10)
        self._server, self._thread = None, None

    def serve(self, log_level: str = "warning", ready: Any = None) -> None:
        """Serve in the foreground until interrupted (the CLI); ``ready()`` is called
        once it listens."""
        import asyncio

        import uvicorn

        server = uvicorn.Server(self._config(log_level))

        async def run() -> None:
            task = asyncio.create_task(server.serve())
            while not server.started:
                if task.done():
                    break
                await asyncio.sleep(0.02)
            if server.started:
                self.port = server.servers[0].sockets[0].getsockname()[1]
                if ready is not None:
                    ready()
            await task

        with asyncio.Runner(loop_factory=server.config.get_loop_factory()) as runner:  # uvloop where installed
            runner.run(run())

    @property
    def running(self) -> bool:
        return self._thread is not None

    def close(self) -> None:
        """Stop serving and close the database."""
        self.stop()
        self.store.close()

    def __repr__(self) -> str:
        state = f"serving at {self.url}" if self.running else "not serving"
        return f"TableServer: {counted(len(self.tables), 'table')}, {state}"


def check_address(host: str, port: int) -> None:
    """Refuse a port outside 0 … 65535 or an empty host, saying what is allowed."""
    if type(port) is not int or not 0 <= port <= 65535:
        raise InvalidArgument(f"port must be a whole number from 0 to 65535, got {describe(port)}")
    if not isinstance(host, str) or not host:
        raise InvalidArgument(f"host must be an address such as 127.0.0.1, got {describe(host)}")


#: an address of the documentation range (RFC 5737): "connecting" a UDP socket to it
#: sends nothing, but tells which of this machine's addresses faces the network
_PROBE = ("192.0.2.1", 9)


def lan_address() -> str:
    """This machine's address on its network, for links when serving on every address
    (``host="0.0.0.0"``): the address of the interface a packet to the network would
    leave by (a UDP socket "connected" to a documentation address: nothing is sent),
    else a non-loopback address of the host's name, else ``127.0.0.1``. The host
    name's address alone is not enough: on a typical Ubuntu laptop it is 127.0.1.1,
    which no phone reaches (issue 37)."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(_PROBE)
        found = str(probe.getsockname()[0])
        if not is_loopback(found) and found != "0.0.0.0":
            return found
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            if not is_loopback(str(info[4][0])):
                return str(info[4][0])
    return "127.0.0.1"


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this machine only (127.x.y.z, ``::1``, ``localhost``)."""
    if host in ("localhost", "::1"):
        return True
    with contextlib.suppress(ValueError):
        return ipaddress.ip_address(host).is_loopback
    return False


def parse_humans(text: str, players: int) -> Sequence[int]:
    """``"0,1,2"`` or ``"all"`` or ``""`` as seats (the CLI's ``--humans``)."""
    if text.strip() == "all":
        return list(range(players))
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not all(p.isdigit() for p in parts):
        raise InvalidArgument(f"--humans takes seat numbers separated by commas (0,1,2) or 'all', got {text!r}")
    seats = [int(p) for p in parts]
    for seat in seats:
        if seat >= players:
            raise InvalidArgument(f"--humans: {seat} is not a seat; the seats are 0 to {players - 1}")
    return seats


serve_with(TableServer)  # Table.start() serves a lone table on a TableServer
