"""The variant-agnostic game engine: decision points, validated actions, the log.

A variant subclasses :class:`Game` and implements two hooks:

* ``_start()``: deal, draw chance outcomes, then advance to the first decision;
* ``_view(seat)``: what ``seat`` (``None``: the game master) can see and remembers
  (``self._memory(seat)`` is the list of events it saw).

A variant stops at a decision with ``self._ask(kind, legal, resolve)``: when every
seat in ``legal`` has chosen, the engine calls ``resolve(choices)``, which applies
them and advances (through everything that needs no choice) to the next decision
or the end. The engine owns everything else: the seeded RNG, the append-only event log (each
seat's memory is filtered from it only when a view asks), the pending :class:`Decision` (one seat, or several that
choose simultaneously), validation before mutation, and the action record that
makes every game replayable.
"""

from __future__ import annotations

import hashlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .errors import IllegalAction, InvalidSetup, JinroError
from .events import GameEnded, Visibility, only
from .record import GameRecord

__all__ = ["Decision", "Game", "Result", "new_seed"]


def new_seed() -> int:
    """A fresh seed for a game created without one (recorded, so still replayable)."""
    return random.SystemRandom().randrange(2**63)


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: the winning seats, their side, the deciding rule, the day."""

    winners: frozenset[int]
    side: str | None
    reason: str
    day: int

    def __str__(self) -> str:
        if not self.winners:
            return f"nobody wins: {self.reason} (day {self.day})"
        who = ", ".join(f"seat {s}" for s in sorted(self.winners))
        side = f" ({self.side})" if self.side else ""
        verb = "wins" if len(self.winners) == 1 else "win"
        return f"{who} {verb}{side}: {self.reason} (day {self.day})"


class _NotAnOption:
    """The type of :data:`_NOT_AN_OPTION`, which no action can be an instance of."""


_NOT_AN_OPTION = _NotAnOption()


class Decision:
    """A point where the game waits for choices.

    ``legal`` maps each seat that must choose to its legal actions. With several
    seats the choice is simultaneous: nothing happens until every seat has chosen.
    """

    __slots__ = ("chosen", "kind", "legal", "resolve", "seats")

    def __init__(self, kind: str, legal: dict[int, tuple[Any, ...]], resolve: Callable[[dict[int, Any]], None]):
        self.kind = kind
        self.legal = legal
        self.resolve = resolve
        self.chosen: dict[int, Any] = {}
        self.seats: tuple[int, ...] = tuple(legal)


class Game(ABC):
    """Base class of every variant's game. See the module docstring for the hooks."""

    variant: ClassVar[str]

    def __init__(self, players: int, seed: int | None, setup: Mapping[str, Any]):
        if seed is None:
            seed = new_seed()
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            # negative seeds are refused: random.Random(-s) is the same generator as Random(s)
            raise InvalidSetup(f"seed must be a non-negative integer or None, got {seed!r}")
        self.players = players
        self.seed = seed
        self.setup: dict[str, Any] = dict(setup)
        self.rng = random.Random(seed)
        self._log: list[Any] = []
        # Each seat's memory is filtered from the log lazily, when a view asks for
        # it: simulations whose agents read no views never pay for it.
        self._seat_logs: list[list[Any]] = [[] for _ in range(players)]
        self._seat_read = [0] * players  # how much of the log each memory has taken in
        self._emit: Callable[[Any], None] = self._log.append  # the log is append-only
        self._private = tuple(only(s) for s in range(players))  # visible_to of each seat's own events
        self._actions: list[tuple[int, Any]] = []
        self._decision: Decision | None = None
        self._result: Result | None = None
        self.day = 0
        self._start()

    # ----- hooks ---------------------------------------------------------------
    @abstractmethod
    def _start(self) -> None: ...

    @abstractmethod
    def _view(self, seat: int | None) -> Any: ...

    # ----- public API ----------------------------------------------------------
    @property
    def over(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> Result | None:
        return self._result

    @property
    def phase(self) -> str:
        if self._result is not None:
            return "over"
        return self._decision.kind if self._decision else "setup"

    @property
    def log(self) -> tuple[Any, ...]:
        return tuple(self._log)

    def events_seen_by(self, seat: int | None) -> tuple[Any, ...]:
        """The events ``seat`` saw, in order (``None``: all of them)."""
        if seat is None:
            return tuple(self._log)
        self._check_seat(seat)
        return tuple(self._memory(seat))

    def to_act(self) -> tuple[int, ...]:
        """The seats that must choose now (several: a simultaneous choice)."""
        d = self._decision
        if d is None:
            return ()
        if not d.chosen:
            return d.seats
        return tuple(s for s in d.seats if s not in d.chosen)

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        """The actions ``seat`` may take now; empty if it has nothing to do."""
        d = self._decision
        if d is None or seat in d.chosen:
            return ()
        return d.legal.get(seat, ())

    def act(self, seat: int, action: Any) -> None:
        """Take ``action`` for ``seat``. Raises :class:`IllegalAction` and changes
        nothing if the rules do not allow it. ``action`` may be given as its string
        (``"vote seat 3"``)."""
        d = self._decision
        legal = d.legal.get(seat) if d is not None else None
        if d is None or legal is None or seat in d.chosen:
            why = "the game is over" if self._result is not None else f"{self._who(seat)} is not to act now"
            raise IllegalAction(seat, self.phase, action, (), why)
        try:
            option = legal[legal.index(action)]
        except ValueError:
            option = _NOT_AN_OPTION
        if option.__class__ is not action.__class__:  # not an option, or a look-alike (a plain tuple)
            if not isinstance(action, str):
                raise IllegalAction(seat, d.kind, action, legal)
            option = self._parse(seat, action, legal)
        # record the game's own instance (so Vote(True) is recorded as Vote(1))
        self._actions.append((seat, option))
        chosen = d.chosen
        chosen[seat] = option
        if len(chosen) == len(d.seats):
            self._decision = None
            d.resolve(chosen)

    def view(self, seat: int | None) -> Any:
        """What ``seat`` can see and remembers; ``None`` is the game master's view."""
        if seat is not None:
            self._check_seat(seat)
        return self._view(seat)

    def summary(self) -> dict[str, Any]:
        """Variant-specific facts about this game for simulation tables (one row
        per game); the base game has none."""
        return {}

    def record(self) -> GameRecord:
        """Setup, seed and actions so far: enough to replay this game exactly."""
        return GameRecord(
            variant=self.variant,
            setup=dict(self.setup),
            seed=self.seed,
            actions=tuple((seat, str(action)) for seat, action in self._actions),
            digest=log_digest(self._log),
        )

    # ----- helpers for variants -------------------------------------------------
    def _memory(self, seat: int) -> list[Any]:
        """The events ``seat`` saw so far (brought up to date from the log)."""
        memory, log = self._seat_logs[seat], self._log
        start = self._seat_read[seat]
        if start < len(log):
            for i in range(start, len(log)):
                event = log[i]
                vis: Visibility = event.visible_to
                if vis is None or seat in vis:
                    memory.append(event)
            self._seat_read[seat] = len(log)
        return memory

    def _ask(self, kind: str, legal: dict[int, tuple[Any, ...]], resolve: Callable[[dict[int, Any]], None]) -> None:
        """Stop at a decision: ``legal`` maps each choosing seat to its options;
        ``resolve(choices)`` runs once they have all chosen."""
        self._decision = Decision(kind, legal, resolve)

    def _finish(self, winners: frozenset[int], side: str | None, reason: str) -> None:
        """End the game with a result and a public ``GameEnded`` event."""
        self._decision = None
        self._result = Result(winners, side, reason, self.day)
        self._emit(GameEnded(tuple(sorted(winners)), side, reason))

    def _parse(self, seat: int, text: str, legal: tuple[Any, ...]) -> Any:
        for option in legal:
            if str(option) == text:
                return option
        d = self._decision
        raise IllegalAction(seat, d.kind if d else self.phase, text, legal)

    def _check_seat(self, seat: Any) -> None:
        if seat.__class__ is not int or not 0 <= seat < self.players:
            raise JinroError(f"no seat {seat!r} in this game; seats are 0..{self.players - 1}")

    @staticmethod
    def _who(seat: Any) -> str:
        return f"seat {seat}"


def log_digest(log: list[Any] | tuple[Any, ...]) -> str:
    """A short fingerprint of an event log, stored in records to detect tampering."""
    h = hashlib.blake2b(digest_size=12)
    for event in log:
        h.update(repr(event).encode())
        h.update(b"\n")
    return h.hexdigest()
