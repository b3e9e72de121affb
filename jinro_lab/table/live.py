"""One live table: a game, the students at its human seats, agents at the others
(issue 22, items 1, 5 and 6).

A :class:`Table` holds the game and everything around it that the engine does not
know: who plays each seat (a student or an agent), which seats have joined, whether
the game has begun, its tokens, and the listeners to tell when a viewer's view
changes. Everything that changes it is a :class:`~jinro_lab.table.store.Step`,
stored before the change is acknowledged; :meth:`Table.resume` rebuilds a table from
its steps, the agents included (each agent chooses again at the same points, and
must choose the same: its state is rebuilt, not guessed).

The game begins when every human seat has joined, or when the teacher calls
:meth:`Table.begin`. Until then nobody acts, agents included: the students read
their roles while the room settles. Once begun, a human seat nobody has joined is
played by its agent (``absent="agent"``) or waited for (``absent="wait"``, the
default); a student who joins later plays from the next choice on. The teacher can
hand any human seat to its agent and back (:meth:`Table.hand_over`).

Where the rules time the talk (MAH-10, LOT-12, LOT-22), the table times it from the
moment it first shows the discussion. With ``discussion="guide"`` (the default) the
timer is a guide and the vote is open at once; with ``discussion="hold"`` the vote
opens when the timer runs out, or when the teacher ends the discussion
(:meth:`Table.end_discussion`): until then nobody votes, agents included.

Every method takes the table's lock: the server's thread and the teacher's notebook
read and change it at the same time.
"""

from __future__ import annotations

import sqlite3
import threading
import time
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ..analysis.simulate import make_agents
from ..core.discussion import Discussion, discussion
from ..core.engine import Game, new_seed
from ..core.errors import IllegalAction, InvalidArgument, InvalidRecord, JinroError, describe
from ..core.i18n import LANGS
from ..core.record import GameRecord, with_names
from ..core.registry import lookup, new_game
from ..core.viewers import PUBLIC, Viewer
from .refusals import REFUSE
from .store import Played, PlayedSeat, Step, Store
from .tokens import Pass, new_token

__all__ = ["ABSENT", "AGENTS", "DISCUSSION", "EPOCH", "DiscussionOn", "NotBegun", "StaleAction", "Table"]

#: who plays the seats no student plays
AGENTS = ("heuristic", "random")
#: what happens at a human seat nobody has joined, once the game has begun
ABSENT = ("wait", "agent")
#: what a timed discussion does: shown as a guide, or the vote held until it ends
DISCUSSION = ("guide", "hold")
#: the stored ``agents`` of a table whose agents a program gave (not resumable)
GIVEN = "given"
#: the versions of each run of a table: a run's views count from ``run × EPOCH + 1`` (a seat
#: sees far fewer changes than this in one game)
EPOCH = 1_000_000


class NotBegun(JinroError):
    """An action before the game began (the teacher begins it, or every seat joins)."""


class DiscussionOn(JinroError):
    """A vote while the discussion before it runs (``discussion="hold"``)."""


class StaleAction(JinroError):
    """An action sent for a view that has changed since (``at`` is not the seat's version)."""


#: the longest nickname a student may give (characters, after NFKC normalisation)
MAX_NAME = 16


class BadName(InvalidArgument):
    """A nickname refused: empty, too long, with a control character, or another
    seat's already (its ``reason`` is the key of the page's phrase)."""

    def __init__(self, message: str, reason: str):
        super().__init__(message)
        self.reason = reason


#: a listener: called with the viewer's new version, from whichever thread changed the table
Listener = Callable[[int], None]
#: what makes a server for a lone table's :meth:`Table.start` (``TableServer``, given by
#: :func:`serve_with` when the server module is imported: the game's table imports no transport)
_make_server: Callable[..., Any] | None = None


def serve_with(maker: Callable[..., Any]) -> None:
    """Make :meth:`Table.start` serve a lone table with ``maker(db=, host=, port=)``
    (a :class:`~jinro_lab.table.server.TableServer`; the server module calls this)."""
    global _make_server
    _make_server = maker


T = TypeVar("T")


class Table:
    """A live table of ``variant``: ``humans`` are the seats students play, agents
    (``"heuristic"`` or ``"random"``; or a program's own agents, one per seat, ``None``
    at the human seats: a tournament's hosted game, which is not resumed from the
    database) the others; ``options`` go to
    :func:`~jinro_lab.new_game` (``players=``, ``roles=``, ``seed=``…; without a seed
    one is drawn, and stored, so the game can be replayed).

    ``absent``: ``"wait"`` (the game waits for a human seat nobody has joined) or
    ``"agent"`` (its agent plays it until a student joins). ``discussion``: ``"guide"``
    (a timed discussion is shown, the vote is open) or ``"hold"`` (the vote opens when
    the discussion's time is up or the teacher ends it). ``lang``: the pages'
    language (``"en"`` or ``"ja"``; each page can switch). ``name``: how the teacher's
    summary names it.

    Start it with :meth:`start` (a server for this table alone) or add it to a
    :class:`~jinro_lab.table.server.TableServer` with others.
    """

    def __init__(
        self,
        variant: str,
        humans: Sequence[int] = (),
        agents: str | Sequence[Any] = "heuristic",
        absent: str = "wait",
        discussion: str = "guide",
        lang: str = "en",
        name: str | None = None,
        **options: Any,
    ):
        info = lookup(variant)
        given = None if isinstance(agents, str) else agents
        if given is None and agents not in AGENTS:
            raise InvalidArgument(
                f"agents must be one of {', '.join(AGENTS)} or one agent per seat, got {describe(agents)}"
            )
        if absent not in ABSENT:
            raise InvalidArgument(f"absent must be one of {', '.join(ABSENT)}, got {describe(absent)}")
        if discussion not in DISCUSSION:
            raise InvalidArgument(f"discussion must be one of {', '.join(DISCUSSION)}, got {describe(discussion)}")
        if lang not in LANGS:
            raise InvalidArgument(f"lang must be one of {', '.join(LANGS)}, got {describe(lang)}")
        if options.get("seed") is None:
            options["seed"] = new_seed()
        game = new_game(info.id, **options)  # InvalidSetup for a bad setup, before anything is stored
        seats = _checked_humans(humans, game.players)
        if given is not None:
            _check_given(given, seats, game.players, absent)
        record = game.record()
        self.id = new_token()[:8]
        self.config: dict[str, Any] = {
            "variant": info.id,
            "setup": dict(record.setup),
            "seed": record.seed,
            "humans": seats,
            "agents": GIVEN if given is not None else agents,
            "absent": absent,
            "discussion": discussion,
            "lang": lang,
            "name": name or f"{info.id} {self.id}",
            "tokens": {"seats": {str(s): new_token() for s in seats}, "table": new_token(), "gm": new_token()},
        }
        self._build(game, given)
        self._store: Store | None = None
        self.server: Any = None  # the TableServer it belongs to, once added
        if not seats:  # no student to wait for: the agents play it out now
            self._begin()

    # ----- building, storing and resuming ---------------------------------------------------
    def _build(self, game: Game, given: Sequence[Any] | None = None) -> None:
        config = self.config
        self.variant: str = config["variant"]
        self.humans: tuple[int, ...] = tuple(config["humans"])
        self.lang: str = config["lang"]
        self.name: str = config["name"]
        self._lock = threading.RLock()
        self._game = game
        if given is not None:
            self._agents: dict[int, Any] = {s: a for s, a in enumerate(given) if a is not None}
        else:
            self._agents = make_agents(self.variant, game.players, None, config["agents"], config["seed"])
        self._steps: list[Step] = []
        self._joined: set[int] = set()
        self._handed: set[int] = set()  # human seats the teacher handed to their agents
        self._names: dict[int, str] = {}  # the students' nicknames, by seat (issue 37)
        self._begun = False
        self._versions: dict[Viewer, tuple[Any, int]] = {}
        self._epoch = 0  # how many times a server took this table up again (versions never repeat)
        self._listeners: dict[Viewer, list[Listener]] = {}
        self._opened: dict[int, float] = {}  # a discussion's public event index -> when the table first showed it
        self._ended: set[int] = set()  # the discussions the teacher ended early
        self._wake: threading.Timer | None = None  # opens a held vote when its discussion's time is up
        self._counted = False  # whether its finished game is in the class's season (issue 39)

    def attach(self, store: Store) -> None:
        """Keep this table in ``store`` (a new table: its configuration now, its steps as they come)."""
        with self._lock:
            if self._store is not None:
                raise InvalidArgument(f"table {self.name} is already stored in {self._store.path}")
            store.add_table(self.id, self.config)
            for n, step in enumerate(self._steps):
                store.append(self.id, n, step)
            self._store = store
            self._count()  # a table of agents alone has played its game already

    @classmethod
    def resume(cls, table_id: str, config: dict[str, Any], steps: Sequence[Step], store: Store) -> Table:
        """The table ``table_id`` rebuilt from its stored ``config`` and ``steps``: the
        same game at the same step, the agents in the same state. Raises
        :class:`InvalidRecord` if a step cannot be replayed (an edited file, or a kit
        whose rules or agents play differently)."""
        table = cls.__new__(cls)
        table.id, table.config, table.server = table_id, config, None
        if config.get("agents") == GIVEN:
            raise InvalidRecord(
                f"table {table_id}: its agents were objects a program gave it (a tournament's hosted game), "
                "which a database cannot hold; it cannot be resumed"
            )
        try:
            game = new_game(config["variant"], seed=config["seed"], **config["setup"])
        except (JinroError, KeyError, TypeError) as exc:
            raise InvalidRecord(f"table {table_id}: its stored setup is invalid: {exc}") from None
        table._build(game)
        table._store = None
        for n, step in enumerate(steps):
            try:
                table._redo(step)
            except JinroError as exc:
                raise InvalidRecord(f"table {table_id}: step {n} ({step.kind}) cannot be replayed: {exc}") from None
        table._store = store
        table._epoch = store.resumed(table_id)
        table._count()  # a game that ended just before a crash, if it was not kept yet
        return table

    def _redo(self, step: Step) -> None:
        """Apply a stored step again (no store attached while resuming)."""
        if step.kind == "act" and step.seat is not None and step.action is not None:
            if step.by == "agent":
                chosen = str(self._agent_choice(step.seat))
                if chosen != step.action:
                    raise InvalidRecord(
                        f"the agent of seat {step.seat} now chooses {chosen!r}, the stored game has {step.action!r}"
                    )
            self._game.act(step.seat, step.action)
        elif step.kind == "join" and step.seat is not None:
            self._joined.add(step.seat)
        elif step.kind == "begin":
            self._begun = True
        elif step.kind == "name" and step.seat is not None and step.action is not None:
            self._names[step.seat] = step.action
        elif step.kind == "hand" and step.seat is not None:
            (self._handed.add if step.by == "agent" else self._handed.discard)(step.seat)
        else:
            raise InvalidRecord(f"unknown step {describe(step)}")
        self._steps.append(step)

    def _keep(self, step: Step) -> None:
        """Store ``step`` (committed) and count it."""
        if self._store is not None:
            self._store.append(self.id, len(self._steps), step)
        self._steps.append(step)

    # ----- who plays, and the passes -----------------------------------------------------------
    def passes(self) -> list[Pass]:
        """What each of this table's tokens opens."""
        tokens = self.config["tokens"]
        seats = [Pass(t, self.id, "seat", int(s)) for s, t in tokens["seats"].items()]
        return [*seats, Pass(tokens["table"], self.id, "table"), Pass(tokens["gm"], self.id, "gm")]

    def played_by(self, seat: int) -> str:
        """``"human"`` or ``"agent"``: who plays ``seat`` now."""
        if seat not in self.humans or seat in self._handed:
            return "agent"
        if seat not in self._joined and self.config["absent"] == "agent":
            return "agent"
        return "human"

    @property
    def joined(self) -> tuple[int, ...]:
        """The human seats a student (or a bot) has opened, in seat order."""
        with self._lock:
            return tuple(sorted(self._joined))

    @property
    def handed(self) -> tuple[int, ...]:
        """The human seats the teacher handed to their agents, in seat order."""
        with self._lock:
            return tuple(sorted(self._handed))

    @property
    def begun(self) -> bool:
        """Whether the game has begun (every human seat joined, or the teacher began it)."""
        return self._begun

    def join(self, seat: int) -> None:
        """A student (or a bot) opened ``seat``'s link: stored the first time; the game
        begins when the last human seat joins."""
        with self._lock:
            if seat in self._joined:
                return
            self._keep(Step("join", seat, at=time.time()))
            self._joined.add(seat)
            if not self._begun and self._joined >= set(self.humans):
                self._begin()
            else:
                self._changed()

    @property
    def names(self) -> dict[int, str]:
        """The nicknames the students gave, by seat (in seat order)."""
        with self._lock:
            return dict(sorted(self._names.items()))

    def set_name(self, seat: int, name: Any) -> str:
        """Give ``seat``'s student the nickname ``name`` (issue 37): shown beside the
        seat's number on every page, the projector's and the replay's. It is
        normalised (NFKC, runs of spaces as one) and refused with :class:`BadName`,
        nothing changed, when empty, longer than :data:`MAX_NAME` characters, holding
        a control or format character, or another seat's nickname (compared without
        case). Returns the nickname as kept; stored, so a resumed table keeps it."""
        with self._lock:
            if seat not in self.humans:
                raise InvalidArgument(f"seat {describe(seat)} is not a student's seat at this table")
            shown = _normalised(name)
            others = {n.casefold() for s, n in self._names.items() if s != seat}
            if shown.casefold() in others:
                raise BadName(f"another seat at this table is called {shown!r} already: choose another name", "taken")
            if self._names.get(seat) == shown:
                return shown
            self._keep(Step("name", seat, shown, at=time.time()))
            self._names[seat] = shown
            self._changed()
            return shown

    def begin(self) -> None:
        """Begin the game now (the teacher's button), whoever has joined."""
        with self._lock:
            if not self._begun:
                self._begin()

    def _begin(self) -> None:
        self._keep(Step("begin", at=time.time()))
        self._begun = True
        self.timer()  # a discussion open at the start is timed from now (issue 37)
        self._advance()

    def hand_over(self, seat: int, to: str = "agent") -> None:
        """Let ``seat``'s agent play it from now (``to="agent"``: a student left), or
        give it back to its student (``to="human"``)."""
        with self._lock:
            if seat not in self.humans:
                raise InvalidArgument(
                    f"seat {describe(seat)} is not a human seat of this table; those are {self.humans}"
                )
            if to not in ("agent", "human"):
                raise InvalidArgument(f'to must be "agent" or "human", got {describe(to)}')
            if (seat in self._handed) == (to == "agent"):
                return
            if to == "agent" and seat not in self._agents:
                raise InvalidArgument(f"seat {seat} has no agent at this table (its program gave none): it stays human")
            self._keep(Step("hand", seat, by=to, at=time.time()))
            (self._handed.add if to == "agent" else self._handed.discard)(seat)
            self._advance()

    # ----- acting ---------------------------------------------------------------------------------
    def act(self, seat: int, action: Any, at: int | None = None) -> str:
        """``seat``'s student takes ``action`` (an action or its exact string); the
        agents then play until a student must choose. Returns the action as stored.

        Refused, with nothing changed: before the game began (:class:`NotBegun`); with
        ``at`` given and not the seat's :meth:`version` (:class:`StaleAction`: the
        view changed since the student saw it, e.g. a second click); an illegal action
        or a seat an agent plays (:class:`IllegalAction`, the engine's message)."""
        with self._lock:
            game = self._game
            if not self._begun:
                raise NotBegun(REFUSE("not begun", len(self._joined), len(self.humans)))
            if at is not None and at != self.version(seat):
                raise StaleAction(REFUSE("stale", seat, at, self.version(seat)))
            if self.played_by(seat) != "human":
                refused = IllegalAction((seat,), game.phase, action, (), REFUSE("agent seat", seat))
                refused.refusal = REFUSE("agent seat", seat)  # type: ignore[attr-defined]
                raise refused
            if self.held():
                left = int(self.timer()[1])  # type: ignore[index]
                raise DiscussionOn(REFUSE("held", left // 60, left % 60))
            before = len(game.history)
            game.act(seat, action)  # IllegalAction: nothing changed
            text = str(game.history[before][1])
            try:
                self._keep(Step("act", seat, text, "human", time.time()))
            except Exception:
                self._undo_to_store()
                raise
            self._advance()
            return text

    def _agent_choice(self, seat: int) -> Any:
        agent = self._agents[seat]
        game = self._game
        view = game.view(seat) if getattr(agent, "needs_view", True) else None
        return agent.choose(view, game.legal_actions(seat))

    def _advance(self) -> None:
        """Let the agents choose until a student must, or the game is over; then tell
        the listeners whose view changed."""
        game = self._game
        while self._begun and not game.over and not self.held():
            seats = [s for s in game.to_act() if self.played_by(s) == "agent"]
            if not seats:
                break
            for seat in seats:
                if seat not in game.to_act():  # an earlier choice ended the decision
                    continue
                choice = self._agent_choice(seat)
                before = len(game.history)
                game.act(seat, choice)
                try:
                    self._keep(Step("act", seat, str(game.history[before][1]), "agent", time.time()))
                except Exception:
                    self._undo_to_store()
                    raise
        self._count()
        self._changed()

    def _count(self) -> None:
        """Keep the finished game in the class's season (issue 39, item 5;
        :mod:`jinro_lab.table.season`), once: its key is the table's, so a table
        resumed after a restart is not counted again, and a game that ended just before
        a crash is counted when the table is resumed. A tournament's hosted game is not
        (the teacher adds the tournament). Should the file refuse the write, the game
        is counted when the table is next resumed; the game goes on."""
        if self._counted or self._store is None or not self._game.over or self.config["agents"] == GIVEN:
            return
        try:
            self._store.add_played([self._played()])
        except sqlite3.Error:
            return
        self._counted = True

    def _played(self) -> Played:
        """The finished game as the season keeps it: a human seat a student (or their
        bot) joined is theirs, by nickname, or ``"<table name> #<seat>"`` if they gave
        none; every other seat is the table's agents' (``heuristic`` or ``random``)."""
        game, result = self._game, self._game.result
        assert result is not None
        seats = []
        for s in range(game.players):
            if s in self.humans and s in self._joined:
                player, kind = self._names.get(s, f"{self.name} #{s}"), "student"
            else:
                player, kind = str(self.config["agents"]), "bot"
            seats.append(PlayedSeat(s, player, kind, game.seat_side(s), s in result.winners))
        at = self._steps[-1].at if self._steps else time.time()
        return Played(f"table:{self.id}", at, self.variant, "table", self.name, None, tuple(seats))

    def _undo_to_store(self) -> None:
        """A step could not be stored: go back to the stored steps (the game as the
        file has it), so memory and file agree."""
        store = self._store
        if store is None:
            return
        row = next(r for r in store.tables() if r.id == self.id)
        self.__dict__.update(Table.resume(self.id, self.config, row.steps, store).__dict__)

    # ----- versions and listeners ---------------------------------------------------------------
    def _fingerprint(self, viewer: Viewer) -> tuple[Any, ...]:
        """What changes when ``viewer``'s view changes, from what it may see alone."""
        game = self._game
        seen = len(game.events_seen_by(viewer))
        names = tuple(sorted(self._names.items()))  # every page shows them (set while joining, mostly)
        if viewer is None:
            return (seen, len(game.history), self._begun, tuple(sorted(self._joined)), names)
        if viewer is PUBLIC:
            return (seen, game.over, self._begun, tuple(sorted(self._joined)), names)
        legal = game.legal_actions(viewer)
        pending = game.decision
        chosen = str(pending.chosen.get(viewer)) if pending is not None and not game.over else ""  # what it sent
        playing = (self._begun, self.played_by(viewer), self.held())
        return (seen, len(legal), str(legal[0]) if legal else "", chosen, names, *playing)

    def version(self, viewer: Viewer) -> int:
        """A number that grows each time ``viewer``'s view changes (a seat, ``PUBLIC``
        or ``None``, the game master): what ``at`` of :meth:`act` is checked against.
        It only goes up, across restarts too: a table a server took up again for the
        k-th time counts from k × :data:`EPOCH` + 1, above any version it gave before,
        so an ``at`` read before a crash is refused as stale."""
        with self._lock:
            return self._update(viewer)

    def _update(self, viewer: Viewer) -> int:
        print_ = self._fingerprint(viewer)
        known = self._versions.get(viewer)
        if known is None:
            first = self._epoch * EPOCH + 1
            self._versions[viewer] = (print_, first)
            return first
        if known[0] != print_:
            self._versions[viewer] = (print_, known[1] + 1)
            return known[1] + 1
        return known[1]

    def listen(self, viewer: Viewer, listener: Listener) -> Callable[[], None]:
        """Call ``listener(version)`` whenever ``viewer``'s view changes; returns the
        function that stops it. It is called from the thread that changed the table."""
        with self._lock:
            self._listeners.setdefault(viewer, []).append(listener)
            self._update(viewer)

        def stop() -> None:
            with self._lock:
                found = self._listeners.get(viewer, [])
                if listener in found:
                    found.remove(listener)

        return stop

    def _changed(self) -> None:
        self._wake_when_held()
        for viewer, listeners in list(self._listeners.items()):
            if not listeners:
                continue
            before = self._versions.get(viewer, (None, 0))[1]
            now = self._update(viewer)
            if now != before:
                for listener in list(listeners):
                    listener(now)

    # ----- the discussion timer -------------------------------------------------------------------
    def timer(self) -> tuple[Discussion, float] | None:
        """The discussion the table is in and the seconds left of it, or ``None``. Its
        clock (MAH-10, LOT-12) runs from when the table first showed it, but never from
        before the game has begun (issue 37): while the class is still joining, the
        whole time is left, and a discussion open at the start is timed from the
        beginning. 0 once over or ended by the teacher."""
        with self._lock:
            found = discussion(self.variant, self._game.events_seen_by(PUBLIC))
            if found is None:
                return None
            if found.opened in self._ended:
                return found, 0.0
            if not self._begun:
                return found, found.minutes * 60.0
            opened = self._opened.setdefault(found.opened, time.time())
            return found, max(0.0, found.minutes * 60 - (time.time() - opened))

    def held(self) -> bool:
        """Whether the pending vote waits for its discussion (``discussion="hold"``)."""
        with self._lock:
            if self.config.get("discussion", "guide") != "hold":
                return False
            decision = self._game.decision
            if decision is None or decision.kind != "vote":
                return False
            timer = self.timer()
            return timer is not None and timer[1] > 0

    def end_discussion(self) -> None:
        """End the discussion now (the teacher's button): a held vote opens."""
        with self._lock:
            timer = self.timer()
            if timer is None:
                return
            self._ended.add(timer[0].opened)
            if self._wake is not None:
                self._wake.cancel()
                self._wake = None
            self._advance()

    def _wake_when_held(self) -> None:
        """While a vote is held, open it when the discussion's time is up."""
        if self._wake is not None or not self.held():
            return
        timer = self.timer()
        assert timer is not None
        self._wake = threading.Timer(timer[1] + 0.05, self._time_up)
        self._wake.daemon = True
        self._wake.start()

    def _time_up(self) -> None:
        with self._lock:
            self._wake = None
            self._advance()  # the agents vote, the listeners hear that the vote is open

    # ----- reading --------------------------------------------------------------------------------
    def now(self, fn: Callable[..., T], *args: Any) -> tuple[bool, T | None]:
        """``(True, fn(*args))`` run under the table's lock if no other thread holds it
        at this moment, else ``(False, None)`` at once, without waiting: how the server
        answers a bot's read on its event loop (a fraction of a millisecond) instead of
        handing it to a thread, which costs more than the read (issue 39), yet never
        blocks the loop behind a thread changing the table."""
        if not self._lock.acquire(blocking=False):
            return False, None
        try:
            return True, fn(*args)
        finally:
            self._lock.release()

    def read(self, fn: Callable[[Game], Any]) -> Any:
        """``fn(game)`` under the table's lock (the server changes the game in its thread)."""
        with self._lock:
            return fn(self._game)

    def record(self) -> GameRecord:
        """The game so far as a record: replay it, step through it, draw its graphs;
        with the students' nicknames (``names``), which its replay shows beside their
        seats (issue 37)."""
        with self._lock:
            return with_names(self._game.record(), self._names)

    @property
    def players(self) -> int:
        return self._game.players

    @property
    def over(self) -> bool:
        return self._game.over

    def status(self) -> dict[str, Any]:
        """A row of the teacher's summary: the table, its seats and its result."""
        with self._lock:
            game = self._game
            result = game.result
            return {
                "table": self.name,
                "variant": self.variant,
                "players": game.players,
                "humans": len(self.humans),
                "joined": len(self._joined),
                "begun": self._begun,
                "actions": len(game.history),
                "day": getattr(game.view(None), "day", None),
                "over": game.over,
                "side": None if result is None else result.side,
                "winners": None if result is None else ", ".join(map(str, sorted(result.winners))),
                "reason": None if result is None else result.reason,
            }

    # ----- a server for this table alone ------------------------------------------------------
    def start(self, host: str = "127.0.0.1", port: int = 0, db: str = ":memory:") -> Any:
        """Serve this table (a new :class:`~jinro_lab.table.server.TableServer` on
        ``host``:``port``, port 0: a free one, its steps in ``db``), in the background;
        returns the server (``links()``, ``stop()``). The table knows no transport: the
        server module gives the maker (:func:`serve_with`) when it is imported, as
        ``jinro_lab.table`` does."""
        if self.server is None:
            if _make_server is None:
                raise InvalidArgument(
                    "no table server is loaded: import jinro_lab.table (pip install 'jinro_lab[table]')"
                )
            _make_server(db=db, host=host, port=port).add(self)
        self.server.start()
        return self.server

    def stop(self) -> None:
        """Stop the server this table runs on (every table of that server)."""
        if self.server is not None:
            self.server.stop()

    def links(self) -> dict[str, str]:
        """``{"seat N": url, "table": url, "gm": url}`` of a started table (the seats'
        and the game master's are secrets: hand each to its person)."""
        if self.server is None:
            raise InvalidArgument("this table is not on a server yet: call start()")
        links: dict[str, str] = self.server.links(self)
        return links

    def _repr_html_(self) -> str:
        """The table's state for the teacher's notebook, in the table's language, and
        the projector's link once started (no seat's link: see ``join_cards``)."""
        from html import escape

        from .views import say, status_line

        link = ""
        if self.server is not None and self.server.running:
            url = escape(self.server.links(self)["table"])
            anchor = f"<a href='{url}' target='_blank' rel='noreferrer'>{escape(say('projector', self.lang))}</a>"
            link = say("link", self.lang, anchor)
        return f"<div><b>{escape(status_line(self, self.lang))}</b>{link}</div>"

    def __repr__(self) -> str:
        from .views import status_line

        return status_line(self, self.lang)


def _check_given(agents: Any, humans: Sequence[int], players: int, absent: str) -> None:
    """Agents a program gives a table: a sequence of one per seat, ``None`` exactly at
    the human seats (a student or a bot plays them), each with ``choose(view, legal)``;
    a human seat without an agent cannot be played by one, so ``absent`` must be ``"wait"``."""
    if not isinstance(agents, Sequence) or len(agents) != players:
        raise InvalidArgument(f"agents must name one agent per seat ({players}), got {describe(agents)}")
    for seat, agent in enumerate(agents):
        if seat in humans and agent is not None:
            raise InvalidArgument(f"seat {seat} is a human seat: give None as its agent")
        if seat not in humans and not callable(getattr(agent, "choose", None)):
            raise InvalidArgument(f"the agent of seat {seat} must have choose(view, legal), got {describe(agent)}")
    if absent != "wait":
        raise InvalidArgument('with agents given per seat, absent must be "wait" (a human seat has no agent)')


def _checked_humans(humans: Sequence[int], players: int) -> list[int]:
    """The human seats as a sorted list; each a seat of the game, none twice."""
    if isinstance(humans, str | bytes) or not isinstance(humans, Sequence | set | frozenset):
        raise InvalidArgument(f"humans must be a list of seats 0 to {players - 1}, got {describe(humans)}")
    seats = list(humans)
    for s in seats:
        if type(s) is not int or not 0 <= s < players:
            raise InvalidArgument(f"humans: {describe(s)} is not a seat; the seats are 0 to {players - 1}")
    if len(set(seats)) != len(seats):
        raise InvalidArgument(f"humans names a seat twice: {describe(seats)}")
    return sorted(seats)


def _normalised(name: Any) -> str:
    """A nickname as kept (NFKC, runs of white space as one space, trimmed), or
    :class:`BadName` saying what is wrong with it."""
    if not isinstance(name, str):
        raise BadName(f"a name must be text, got {describe(name)}", "empty")
    shown = " ".join(unicodedata.normalize("NFKC", name).split())
    if not shown:
        raise BadName("a name must have at least one letter", "empty")
    if len(shown) > MAX_NAME:
        raise BadName(f"a name has at most {MAX_NAME} characters, this one {len(shown)}", "long")
    if any(unicodedata.category(c).startswith("C") for c in shown):
        raise BadName("a name may hold letters, digits, spaces and signs, not control characters", "control")
    return shown
