"""Remote entrants of a tournament (issue 23, item 3): agents that are programs
elsewhere — a student's own bot on their own machine — playing their seats through
the live table's bot API.

The teacher's notebook runs a :class:`~jinro_lab.table.server.TableServer` and makes
one :class:`RemoteEntrant` per remote program (:meth:`TableServer.entrant`). Each has
a lobby link, ``http://host:port/api/lobby/<token>``, secret like a seat's link; the
student's program polls it (a JSON answer: the seat links it is to play now, and
whether the lobby is closed) and plays each seat with a
:class:`~jinro_lab.table.bots.SeatClient` — :class:`~jinro_lab.table.bots.LobbyClient`
does both. A tournament with a remote entrant plays its games in this process: each
game is a live table whose remote entrants' seats are human seats and whose other
seats are played by the local entrants' agents, seeded as in any other tournament
game (:func:`play_hosted`). So a remote program that plays like a local agent gets
the very same games, event for event.

Example (the teacher's notebook; the student runs the last line elsewhere)::

    server = TableServer(port=8000).start()           # host="0.0.0.0" for the class network
    alice = server.entrant("alice")
    print(alice.link)                                 # give it to alice, like a seat's link
    result = jl.tournament("mahou_toshi", {"alice": alice, "kit": "heuristic"}, games=40)

    # alice's program:
    asyncio.run(LobbyClient(link).play(lambda state: my_choice(state)))
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ..analysis.tournament import HostedGame
from ..core.errors import InvalidArgument, JinroError, describe
from ..core.phrases import counted
from .live import Table
from .tokens import Pass, new_token

if TYPE_CHECKING:
    from ..core.engine import Game
    from .server import TableServer

__all__ = ["GRACE", "PARALLEL", "TIMEOUT", "RemoteEntrant", "RemoteTimeout", "play_hosted"]

#: seconds a hosted game may wait for a remote entrant's move before the tournament stops
TIMEOUT = 60.0
#: hosted games played at once (a remote program plays its seats of all of them side by side)
PARALLEL = 8
#: how often the host looks at its games while it waits for a push (seconds)
TICK = 0.25
#: how long a finished game's table stays on the server (seconds): its seats read the end
GRACE = 10.0


class RemoteTimeout(JinroError):
    """A remote entrant did not play: no move at a hosted game for the timeout."""


class RemoteEntrant:
    """A tournament entrant named ``name`` whose seats a program plays from elsewhere,
    over ``server``'s bot API. Give it to :func:`jinro_lab.tournament` like any
    entrant; give its :attr:`link` to the program. It is made by
    :meth:`TableServer.entrant`."""

    def __init__(self, server: TableServer, name: str, timeout: float = TIMEOUT):
        if not isinstance(name, str) or not name.strip():
            raise InvalidArgument(f"a remote entrant's name must be a non-empty string, got {describe(name)}")
        if isinstance(timeout, bool) or not isinstance(timeout, int | float) or not timeout > 0:
            raise InvalidArgument(f"timeout must be a number of seconds above 0, got {describe(timeout)}")
        self.server = server
        self.name = name
        self.timeout = float(timeout)  # seconds its games may wait for its move
        self.token = new_token()
        self._lock = threading.Lock()
        self._seats: dict[tuple[str, int], str] = {}  # (table id, seat) -> the seat's link, while its game runs
        self.closed = False
        self.played = 0  # seats of finished games

    @property
    def link(self) -> str:
        """The lobby's address for the program (secret: it opens this entrant's seats)."""
        return f"{self.server.url}/api/lobby/{self.token}"

    @property
    def host(self) -> TableServer:
        """The server that plays this entrant's games (what :func:`jinro_lab.tournament` asks)."""
        return self.server

    def passes(self) -> list[Pass]:
        return [Pass(self.token, "", "lobby")]

    def offer(self, table: Table, seat: int) -> None:
        """Seat ``seat`` of ``table`` is this entrant's to play: the lobby lists it."""
        link = self.server.links(table)[f"seat {seat}"]
        with self._lock:
            self._seats[(table.id, seat)] = link

    def withdraw(self, table: Table) -> None:
        """``table``'s game is over (counted in :attr:`played`) or stopped: its seats leave the lobby."""
        with self._lock:
            gone = [key for key in self._seats if key[0] == table.id]
            for key in gone:
                del self._seats[key]
            if table.over:
                self.played += len(gone)

    def state(self) -> dict[str, Any]:
        """What ``GET /api/lobby/<token>`` answers: the entrant's name, the links of
        the seats it is to play now (each game's own links: they open nothing else),
        how many seats of finished games it played, and whether the lobby is closed."""
        with self._lock:
            return {"entrant": self.name, "seats": list(self._seats.values()), "played": self.played,
                    "over": self.closed}  # fmt: skip

    def close(self) -> None:
        """No more games: the program's :class:`~jinro_lab.table.bots.LobbyClient` stops."""
        self.closed = True

    def __repr__(self) -> str:
        return f"RemoteEntrant {self.name!r}: {counted(len(self._seats), 'seat')} to play now, {self.played} played"


def play_hosted(
    server: TableServer, games: Sequence[HostedGame], parallel: int = PARALLEL
) -> Iterator[tuple[HostedGame, Game]]:
    """Play ``games`` as live tables on ``server`` (which must be serving), at most
    ``parallel`` at once, and yield each with its finished game as it ends. The remote
    entrants' seats are human seats (their programs join them through the lobby; the
    game begins when all have joined); the other seats are played by the games' own
    agents. A game without a move for its remote entrants' timeout (the least of
    theirs) stops them all with :class:`RemoteTimeout`, naming the entrants it was
    waiting for. Each table leaves the server, and its seats the lobby, when its game
    ends or stops."""
    if not server.running:
        raise InvalidArgument("the server of the remote entrants is not serving: call server.start() first")
    waiting = list(games)
    running: list[tuple[HostedGame, Table, list[Any], list[float]]] = []  # game, table, stops, [moves, since]
    changed = threading.Event()
    try:
        while waiting or running:
            while waiting and len(running) < parallel:
                hosted = waiting.pop(0)
                table = _table_of(hosted)
                server.add(table)
                stops = [table.listen(None, lambda _version: changed.set())]
                for seat, entrant in sorted(hosted.remote.items()):
                    entrant.offer(table, seat)
                running.append((hosted, table, stops, [0, time.monotonic()]))
            changed.wait(TICK)
            changed.clear()
            for item in list(running):
                hosted, table, _, progress = item
                if table.over:
                    running.remove(item)
                    _leave(server, item, GRACE)
                    yield hosted, table.read(lambda game: game)
                    continue
                moves = table.read(lambda game: len(game.history))
                if moves != progress[0]:
                    progress[:] = [moves, time.monotonic()]
                elif time.monotonic() - progress[1] > (timeout := min(e.timeout for e in hosted.remote.values())):
                    raise RemoteTimeout(_stalled(hosted, table, timeout))
    finally:
        for item in running:  # games stopped unfinished: their links close now
            _leave(server, item, 0.0)


def _table_of(hosted: HostedGame) -> Table:
    """The live table of a hosted game: its seed and options, its agents, its remote seats human."""
    return Table(
        hosted.variant,
        humans=sorted(hosted.remote),
        agents=list(hosted.agents),
        name=f"tournament game {hosted.index}",
        seed=hosted.seed,
        **hosted.options,
    )


def _leave(server: TableServer, item: tuple[HostedGame, Table, list[Any], list[float]], grace: float) -> None:
    """A hosted game is over or stopped: its seats leave the lobby now, its table the
    server after ``grace`` seconds (a finished game's seats read its end meanwhile)."""
    hosted, table, stops, _ = item
    for stop in stops:
        stop()
    for entrant in set(hosted.remote.values()):
        entrant.withdraw(table)
    if grace <= 0:
        server.remove(table)
        return

    def remove() -> None:
        if table in server.tables:
            server.remove(table)

    timer = threading.Timer(grace, remove)
    timer.daemon = True
    timer.start()


def _stalled(hosted: HostedGame, table: Table, timeout: float) -> str:
    """Which remote entrants a stalled game waits for, and what to check."""
    to_act = set(table.read(lambda game: game.to_act()))
    joined = set(table.joined)
    late = sorted({e.name for s, e in hosted.remote.items() if s in to_act or s not in joined})
    names = ", ".join(map(repr, late)) or ", ".join(sorted({repr(e.name) for e in hosted.remote.values()}))
    return (
        f"tournament game {hosted.index}: no move for {timeout:g} s, waiting for the remote entrant(s) {names}; "
        "is each program running and polling its lobby link (LobbyClient(link).play(choose))?"
    )
