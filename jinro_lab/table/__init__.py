"""The live class table (issue 22): every student plays a seat of one game from their
own browser, the projector shows the public table, and the teacher's notebook runs it.

* :class:`Table` (``live.py``): one game, its human seats and agents, its steps.
* :class:`TableServer` (``server.py``): several tables on one uvicorn server, stored in
  SQLite (``store.py``), resumed after a restart.
* the pages and the bot API (``app.py``, ``views.py``, ``static/``); the tokens
  (``tokens.py``); join QR codes and the teacher's live view (``notebook.py``); each
  seat's and the game master's replay to download when the game ends (``replay.py``).
* :class:`Season` (``season.py``): the class's finished games (tables and
  tournaments) and each player's rating per side, with its uncertainty (openskill).
* :class:`SeatClient` (``bots.py``): a program's own agent at a seat, over the bot API
  (the load and restart tests' bots); :class:`LobbyClient`, a tournament's remote
  entrant (:class:`RemoteEntrant`, ``lobby.py``: :meth:`TableServer.entrant`).

Needs the ``table`` extra (``pip install 'jinro_lab[table]'``: Starlette, uvicorn,
websockets, segno, httpx). Nothing here is imported by ``import jinro_lab``.
"""

from ..core.lazy import lazy_exports

_WHERE = {
    "Table": "live",
    "NotBegun": "live",
    "StaleAction": "live",
    "TableServer": "server",
    "SeatClient": "bots",
    "LobbyClient": "bots",
    "Refused": "bots",
    "RemoteEntrant": "lobby",
    "RemoteTimeout": "lobby",
    "Season": "season",
    "qr_svg": "notebook",
    "join_cards": "notebook",
    "LiveStepper": "notebook",
}

__all__ = sorted(_WHERE)

__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
