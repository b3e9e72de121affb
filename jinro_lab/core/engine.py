"""The variant-agnostic game engine: a rule flow that pauses for decisions.

A variant subclasses :class:`Game` and writes its rules as one **flow**: a
generator method ``_flow()`` that runs the game from the deal to the end and
stops wherever the rules wait for a choice by yielding a :class:`Decision`. The
engine sends the choices back in, so a rule reads top to bottom even when it
waits, however deep in a chain it is (``yield from`` a sub-step)::

    def _flow(self):
        self._deal()                                       # chance comes from self.rng
        while True:
            self.emit(Dusk(self.day))
            target = yield self.ask_one(wolf, "attack", options, label="night")
            yield from self._kill(target)                  # may itself ask (a hunter's shot)
            ballots = yield self.ask("vote", per_seat, label="day: vote")
            ...                                            # self.finish(...) ends the game

``ask_one(seat, ...)`` resumes with that seat's action; ``ask(kind, legal)``
(several seats choosing at once) with a ``{seat: action}`` dict. ``finish()``
ends the game from anywhere in the flow (it unwinds the generator). The other
hook is ``_view(seat)``: what ``seat`` (``None``: the game master) can see and
remembers (``self.memory(seat)`` is the list of events it saw). What rule code may
call on the game (``emit``, ``ask``, ``ask_one``, ``finish``, ``rng``, ``chance_script``)
is the protocol :class:`jinro_lab.core.authoring.RuleHost`.

A decision has a private ``kind`` (what is being chosen, known to the game master
and the choosing seats) and a public ``label`` (what the table sees: "night: eyes
closed"); views show the label only. It may refuse a set of choices that are
only illegal together (``check``), accept open choices validated by a predicate
(:class:`OpenChoice`), and be taken by a team (``jinro_lab.core.team``).

The engine owns everything else: the seeded RNG, the append-only event log (each
seat's memory is filtered from it only when a view asks), validation before
mutation, and the action record that makes every game replayable, and so
clonable (:meth:`Game.clone`). What cannot be validated before the flow runs (how
many outcomes a scripted draw has) is refused part-way, and the game is replayed
from its record to where it stood before the refused act (``Game._restore``).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import PurePath
from typing import Any, ClassVar, NoReturn, Self

from .authoring import Decision, Flow, OpenChoice
from .chance import ChanceHook, ChanceScript, script_values
from .errors import IllegalAction, InvalidArgument, InvalidSetup, JinroError, describe
from .events import GameEnded, Visibility, only
from .games import registry
from .options import Position
from .record_format import GameRecord, chosen_options, record_digest
from .texts import RECORDED, result_text
from .viewers import PUBLIC, Viewer

__all__ = ["Decision", "Flow", "Game", "OpenChoice", "Result", "as_seat", "check_plain", "new_seed"]


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
        return result_text(self, "en", RECORDED)  # written once, with the Japanese, in core.texts


class _GameOver(Exception):
    """Raised by :meth:`Game.finish` to unwind the flow; caught by the engine."""


class _NotAnOption:
    """The type of :data:`_NOT_AN_OPTION`, which no action can be an instance of."""


_NOT_AN_OPTION = _NotAnOption()


class Game(ABC):
    """Base class of every variant's game. See the module docstring for the hooks."""

    variant: ClassVar[str]
    #: the script of announced chance (``core.chance``), when set by :meth:`Game.scripted`
    _chance: ChanceScript | None = None

    #: whether every option must be plain data (:func:`check_plain`), as a record's JSON
    #: holds it: true for the kit's variants; a game made in Python for tests may take objects
    plain_options: ClassVar[bool] = True

    def __new__(cls, *args: Any, **options: Any) -> Self:
        """With :attr:`plain_options`, every option is checked to be plain data before
        the variant's own checks see it, however the game is made (``new_game``, the
        class, a replay, a clone)."""
        if cls.plain_options:
            for i, value in enumerate(args):
                check_plain(f"argument {i + 1}", value)
            for name, value in options.items():
                if type(value) not in _PLAIN_LEAVES:  # a string, a flag, None, a float: plain, no call
                    check_plain(name, value)
        return super().__new__(cls)

    def __init__(self, players: int, seed: int | None, setup: Mapping[str, Any]):
        if seed is None:
            seed = new_seed()
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            # negative seeds are refused: random.Random(-s) is the same generator as Random(s)
            raise InvalidSetup(f"seed must be a non-negative integer or None, got {describe(seed)}")
        self.players = players
        self.seed = seed
        self._setup: dict[str, Any] = _copied(setup)  # the game's own: records and clones read it
        self.rng = random.Random(seed)
        self._log: list[Any] = []
        # Each seat's memory is filtered from the log lazily, when a view asks for
        # it: simulations whose agents read no views never pay for it.
        self._seat_logs: list[list[Any]] = [[] for _ in range(players)]
        self._seat_read = [0] * players  # how much of the log each memory has taken in
        self._public_log: list[Any] = []  # the events everyone saw (the public table's memory)
        self._public_read = 0
        # ``emit`` is the log's append while the flow runs (the hottest call of the
        # engine: a C method, no check) and a refusal between steps (authoring.py)
        self.emit: Callable[[Any], None] = _emit_outside_flow
        self._private = _private(players)  # visible_to of each seat's own events
        self._actions: list[tuple[int, Any]] = []
        self._logged: list[int] = []  # how long the log was when each action was taken (asked_at)
        self._decision: Decision | None = None
        self._result: Result | None = None
        self.day = 0
        self._flow_gen = self._flow()
        self._advance(None)

    # ----- hooks ---------------------------------------------------------------
    @abstractmethod
    def _flow(self) -> Flow:
        """The whole game as one generator: yields each decision, receives its choices."""

    @abstractmethod
    def _view(self, seat: Viewer) -> Any: ...

    # ----- public API ----------------------------------------------------------
    @property
    def over(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> Result | None:
        return self._result

    @property
    def phase(self) -> str:
        """The pending decision's private kind (game master's knowledge), ``over`` at the end."""
        if self._result is not None:
            return "over"
        return self._decision.kind if self._decision else "setup"

    @property
    def label(self) -> str:
        """What the whole table sees of the present moment (the pending decision's public label)."""
        if self._result is not None:
            return "over"
        return self._decision.label if self._decision else "setup"

    @property
    def setup(self) -> dict[str, Any]:
        """The options the game was created with (a copy: editing it changes no record or clone)."""
        return _copied(self._setup)

    @property
    def log(self) -> tuple[Any, ...]:
        return tuple(self._log)

    @property
    def history(self) -> tuple[tuple[int, Any], ...]:
        """The actions taken so far, ``(seat, action)`` in the order taken, as the
        record holds them (the game's own action objects; a copy)."""
        return tuple(self._actions)

    @property
    def decision(self) -> Decision | None:
        """The pending decision (``None``: setup done and game over, or between steps):
        the game master's knowledge, like :meth:`to_act`. Read it only: its ``kind``,
        ``label``, ``legal``, ``seats``, the ``chosen`` so far and its ``check``."""
        return self._decision

    def memory(self, seat: int) -> Sequence[Any]:
        """The events ``seat`` saw so far, in order: the engine's own list, kept up to
        date (read it only; :meth:`events_seen_by` gives a copy)."""
        if type(seat) is not int or not 0 <= seat < self.players:  # else a seat, as _check_seat says
            seat = self._check_seat(seat)
        return self._memory(seat)

    def asked_at(self, seat: int) -> tuple[int, ...]:
        """How many events ``seat`` had seen (its :meth:`memory`) when it took each of its
        actions, in order: what a seat knows of when it was asked, which a world must
        repeat (``core.hidden``); counted in the log up to where it stood at each action."""
        seat = self._check_seat(seat)
        at, seen, read = [], 0, 0
        log = self._log
        for (s, _), logged in zip(self._actions, self._logged, strict=True):
            if s == seat:
                for i in range(read, logged):
                    vis = log[i].visible_to
                    seen += vis is None or seat in vis
                read = logged
                at.append(seen)
        return tuple(at)

    @property
    def chance_script(self) -> ChanceScript | None:
        """The script of this game's announced chance (``core.chance``), or ``None``
        when it draws from its seed; set at construction (:meth:`scripted`)."""
        return self._chance

    def events_seen_by(self, seat: Viewer) -> tuple[Any, ...]:
        """The events ``seat`` saw, in order (``None``: all of them; :data:`PUBLIC`:
        the public ones)."""
        if seat is None:
            return tuple(self._log)
        if seat is PUBLIC:
            return tuple(self._public_memory())
        return tuple(self._memory(self._check_seat(seat)))

    def to_act(self) -> tuple[int, ...]:
        """The seats that must choose now (several: a simultaneous choice).

        The game master's knowledge, like ``view(None)``: at night it says who
        holds an ability. A seat's view never contains it."""
        d = self._decision
        if d is None:
            return ()
        chosen = d.chosen
        if not chosen:
            return d.seats
        return tuple([s for s in d.seats if s not in chosen])

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        """The actions ``seat`` may take now; empty if it has nothing to do. For an
        open choice (a word, a number) these are samples; ``act`` accepts more."""
        d = self._decision
        index = seat if type(seat) is int else as_seat(seat)
        if d is None or index is None or index in d.chosen:  # None: not a seat, as act() would refuse it
            return ()
        return d.legal.get(index, ())

    def act(self, seat: int, action: Any) -> None:
        """Take ``action`` for ``seat``. Raises :class:`IllegalAction` and changes
        nothing if the rules do not allow it; raises
        :class:`~jinro_lab.core.errors.InvalidChance` and changes nothing if it reaches
        an announced draw whose scripted outcome is out of range (:meth:`scripted`).
        ``action`` may be given as its string (``"vote seat 3"``)."""
        d = self._decision
        if type(seat) is not int:
            seat = self._seat_arg(seat, action)
        if type(action) is not str and issubclass(type(action), str):  # as _plain_text, without its call
            action = str.__str__(action)
        legal = d.legal.get(seat) if d is not None else None
        if d is None or legal is None or seat in d.chosen:
            why = "the game is over" if self._result is not None else f"{self._who(seat)} is not to act now"
            raise IllegalAction(seat, self.label, action, (), why)
        self._choose(d, seat, action, legal)

    def act_together(self, choices: Mapping[int, Any]) -> None:
        """Take the choices of several seats of one decision at once: all are
        validated (each alone, then together) before any is taken, so a refused
        set changes nothing (one refused part-way by the flow, as :meth:`act`
        refuses a scripted draw out of range, neither)."""
        d = self._decision
        if d is None:
            raise IllegalAction(None, self.label, choices, (), "no decision is pending")
        pairs = _pairs(choices)
        if not pairs:
            raise IllegalAction(None, d.kind, describe(choices), (), "give a non-empty {seat: action} mapping")
        checked: dict[int, Any] = {}
        for seat, action in pairs:
            action = _plain_text(action)
            seat = seat if type(seat) is int else self._seat_arg(seat, action)
            legal = d.legal.get(seat)
            if legal is None or seat in d.chosen or seat in checked:
                raise IllegalAction(seat, self.label, action, (), f"{self._who(seat)} is not to act now")
            checked[seat] = self._choose(d, seat, action, legal, take=False)
        if d.check is not None:
            why = d.check({**d.chosen, **checked})
            if why is not None:
                raise IllegalAction(tuple(checked), d.kind, dict(pairs), (), why)
        taken = len(self._actions)
        try:
            for seat, option in checked.items():
                self.act(seat, option)
        except JinroError:  # the flow refused the last choice part-way (_choose): none of them is taken
            if len(self._actions) != taken:
                self._restore(taken)
            raise

    def view(self, seat: Viewer) -> Any:
        """What ``seat`` can see and remembers; ``None`` is the game master's view,
        :data:`~jinro_lab.core.viewers.PUBLIC` the public table's (what everyone sees:
        the public events, no hand or role, no pending secret choice)."""
        if seat is None or seat is PUBLIC:
            return self._view(seat)
        return self._view(self._check_viewer(seat))

    def acting(self, viewer: Viewer = PUBLIC) -> tuple[int, ...]:
        """The seats to act now that ``viewer`` may know of: every one for the game
        master (``None``, as :meth:`to_act`), the seat itself if it is to act, none for
        the table (:data:`PUBLIC`): who holds a secret night choice is a secret, and a
        public turn is in the view itself (the active player of 人狼は眠らない)."""
        if viewer is not None and viewer is not PUBLIC:
            viewer = self._check_viewer(viewer)
        if self._result is not None or viewer is PUBLIC:
            return ()
        to_act = self.to_act()
        if viewer is None:
            return to_act
        return (viewer,) if viewer in to_act else ()

    def picture(
        self, viewer: Viewer = PUBLIC, lang: str = "en", scale: float = 1.0, *, names: Mapping[int, str] | None = None
    ) -> Any:
        """The table now as ``viewer`` sees it (:data:`PUBLIC` by default: what everyone
        sees), drawn as an SVG picture that Jupyter shows (``str()`` of it is the SVG),
        with the seats to act that the viewer may know marked (:meth:`acting`);
        ``names``: the players' nicknames by seat (a live table's ``Table.names``),
        shown beside their seats. The game's renderer is its registration's, asked of the
        registry through :mod:`jinro_lab.core.games` (the registry sits above the engine)."""
        view = self.view(viewer)
        return (
            registry()
            .renderer(self.variant)
            .table_svg(view, lang, scale=scale, acting=self.acting(viewer), names=names)
        )

    def summary(self) -> dict[str, Any]:
        """Variant-specific facts about this game for simulation tables (one row
        per game); the base game has none."""
        return {}

    def seat_side(self, seat: int) -> str:
        """The side ``seat`` plays now (at the end: the side it played), a side id of
        the variant's registration (``VariantInfo.sides``, as in ``Result.side``): a
        seat is among a result's winners when its side is the result's side, except
        where a variant's rules let a seat win with another side (魔法都市の人狼's fox
        and demon, MAH-41, MAH-42). The game master's knowledge: never give it to an
        agent. Raises :class:`JinroError` for a seat not in the game."""
        return self._seat_side(self._check_seat(seat))

    def _seat_side(self, seat: int) -> str:
        """The variant's own :meth:`seat_side` (every registered variant has one)."""
        raise JinroError(f"{type(self).__name__} does not say which side a seat plays (no _seat_side)")

    def record(self) -> GameRecord:
        """Setup, seed, actions so far and any chance script: enough to replay this game
        exactly; its digest covers all of them and the log
        (:func:`~jinro_lab.core.record_format.record_digest`)."""
        actions = tuple((seat, str(action)) for seat, action in self._actions)
        chance = self._chance_values()
        return GameRecord(
            variant=self.variant,
            setup=_copied(self._setup),
            seed=self.seed,
            actions=actions,
            digest=record_digest(
                self.variant, chosen_options(self.variant, self._setup), self.seed, actions, chance, self._log
            ),
            chance=chance,
        )

    @classmethod
    def scripted(
        cls, chance: Iterable[int] = (), hook: ChanceHook | None = None, *, seed: int | None = None, **options: Any
    ) -> Self:
        """A new game whose announced draws (``core.chance``) follow ``chance``, a list
        of outcome indices, then ``hook`` (``hook(game, n, visible, infer) -> index``),
        or the seed's RNG when there is none: ``Game.scripted([1, 0], seed=3, players=9)``.
        The other keywords are the variant's options, as its class takes them. The
        script is the game's from before the flow starts (the deal may draw), and the
        record keeps it, so the game replays event for event.

        Each entry must be a non-negative int, and ``hook`` a callable or ``None``
        (:class:`~jinro_lab.core.errors.InvalidChance`, :class:`InvalidArgument`
        otherwise, before the game is made); an entry out of range for its draw is
        refused by the ``act`` that reaches the draw (``InvalidChance``), which leaves
        the game as it was (a draw of the deal: the constructor raises).

        A classmethod rather than a ``chance=`` keyword: each variant's constructor
        is its options, and the base class sets the script before the variant runs."""
        values = script_values(chance)
        if hook is not None and not callable(hook):
            raise InvalidArgument(
                f"hook must be None or a callable hook(game, n, visible, infer) -> index, got {describe(hook)}"
            )
        game = cls.__new__(cls, seed=seed, **options)
        game._chance = ChanceScript(values, hook)
        game.__init__(seed=seed, **options)  # type: ignore[misc]
        return game

    def _chance_values(self) -> tuple[int, ...] | None:
        return None if self._chance is None else tuple(self._chance.values)

    def clone(self, chance_hook: ChanceHook | None = None) -> Game:
        """An independent copy of this game at this point (mid-chain too).

        A paused generator cannot be copied, so the copy is made by replaying the
        actions taken so far (the game's own action objects: no parsing) from the
        same setup and seed; its cost grows with the length of the game.

        ``chance_hook`` (a game whose announced chance is scripted, ``scripted_game``
        or a record's ``chance``): the copy's draws past those made so far are the
        hook's (``core.chance``), as the belief sampler forces what a seat saw;
        without it they are drawn as a scripted game's are past its script."""
        values = self._chance_values()
        if chance_hook is not None and values is None:
            raise InvalidArgument(
                "clone(chance_hook=...) needs a game whose announced chance is scripted "
                "(scripted_game, or a game replayed from a record with chance); this one draws from its seed"
            )
        return _rebuild(type(self), self.seed, self._setup, self._actions, values, chance_hook)

    @property
    def chance_hook(self) -> ChanceHook | None:
        """The hook choosing this game's announced draws past its script, or ``None``."""
        return None if self._chance is None else self._chance.hook

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self.clone()

    def __copy__(self) -> Game:
        return self.clone()

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self), self.seed, self._setup, tuple(self._actions), self._chance_values()))

    def drive(
        self,
        choosers: Sequence[Callable[[Any, tuple[Any, ...]], Any]],
        wants_view: Sequence[bool],
        max_steps: int,
    ) -> None:
        """Play on until the game is over, ``choosers[seat](view, legal)`` choosing for
        each seat (``view`` is ``None`` for a seat whose ``wants_view`` is false): the
        loop of :func:`jinro_lab.agents.play_game`, which hands an agent's ``choose``
        for each seat. Each choice is matched, checked and taken as ``act`` does it,
        without the per-call bookkeeping of ``to_act``/``legal_actions``/``act``: the
        seats still to choose (all of them, unless the decision was begun by hand)
        choose in order, and the last resumes the flow. :class:`InvalidArgument` for
        lists that do not hold one entry per seat; ``RuntimeError`` if the game is not
        over after ``max_steps`` decisions."""
        if len(choosers) != self.players or len(wants_view) != self.players:
            raise InvalidArgument(
                f"drive() takes a chooser and a wants_view flag for each of the {self.players} seats, "
                f"got {len(choosers)} choosers and {len(wants_view)} flags"
            )
        view = self._view if any(wants_view) else None
        for _ in range(max_steps):
            d = self._decision
            if d is None:
                return
            legal_of = d.legal
            for seat in self.to_act() if d.chosen else d.seats:
                legal = legal_of[seat]
                action = choosers[seat](view(seat) if view is not None and wants_view[seat] else None, legal)
                self._choose(d, seat, action, legal)
        if self._decision is not None:
            raise RuntimeError(f"game did not finish within {max_steps} decisions")

    # ----- helpers for variants -------------------------------------------------
    def _advance(self, value: Any) -> None:
        """Run the flow until its next decision (or the end), sending in ``value``.
        Only while it runs may rule code ``emit`` and ``finish`` (``core.authoring``)."""
        self.emit = self._log.append
        try:
            self._decision = self._flow_gen.send(value)
        except _GameOver:
            self._decision = None
        except StopIteration:
            self._decision = None
            if self._result is None:
                raise RuntimeError(f"{type(self).__name__}'s flow ended without a result") from None
        finally:
            self.emit = _emit_outside_flow

    def ask(
        self,
        kind: str,
        legal: dict[int, tuple[Any, ...]],
        label: str | None = None,
        check: Callable[[dict[int, Any]], str | None] | None = None,
        open: dict[int, OpenChoice] | None = None,
    ) -> Decision:
        """A decision of several seats at once (yield it; it resumes with ``{seat: action}``).
        ``label`` is what the table sees (default: ``kind``)."""
        return Decision(kind, legal, kind if label is None else label, False, check, open)

    def ask_one(
        self,
        seat: int,
        kind: str,
        options: tuple[Any, ...],
        label: str | None = None,
        open: OpenChoice | None = None,
    ) -> Decision:
        """A decision of one seat (yield it; it resumes with that seat's action). With
        an ``open`` choice and no ``options``, its samples are the listed options."""
        if open is None:
            return Decision(kind, {seat: options}, kind if label is None else label, True, None, None, (seat,))
        return Decision(
            kind, {seat: options or open.samples}, kind if label is None else label, True, None, {seat: open}
        )

    def finish(self, winners: frozenset[int], side: str | None, reason: str) -> NoReturn:
        """End the game with a result and a public ``GameEnded`` event; unwinds the flow.
        Raises :class:`JinroError` outside the flow (a game cannot be ended from outside)."""
        self._require_flow("finish")
        self._decision = None
        self._result = Result(winners, side, reason, self.day)
        self.emit(GameEnded(tuple(sorted(winners)), side, reason))
        raise _GameOver

    def _require_flow(self, call: str) -> None:
        """Refuse ``call``, a rule-author call that changes the game, outside the flow
        (``core.authoring``): the variant's own toolbox calls it first."""
        if self.emit is _emit_outside_flow:
            raise JinroError(_OUTSIDE_FLOW.format(call=call))

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

    def _public_memory(self) -> list[Any]:
        """The events everyone saw so far (the public table's memory, :data:`PUBLIC`)."""
        memory, log = self._public_log, self._log
        if self._public_read < len(log):
            memory.extend(e for e in log[self._public_read :] if e.visible_to is None)
            self._public_read = len(log)
        return memory

    def _choose(self, d: Decision, seat: int, action: Any, legal: tuple[Any, ...], take: bool = True) -> Any:
        """The one path of a choice (``act``, ``act_together``, the fast driver): the
        game's own instance of ``action`` among ``legal`` (so ``Vote(True)`` is recorded
        as ``Vote(1)``), found by identity of type in C, else by :meth:`_match`; raises
        :class:`IllegalAction` if there is none. With ``take``, the joint check of ``d``
        (if any) sees the choices so far with this one, then the choice is taken: the
        last choice of ``d`` completes it and resumes the flow. Returns the option."""
        try:
            option = legal[legal.index(action)]
        except Exception:  # not there, or an odd object whose == raises
            option = _NOT_AN_OPTION
        if type(option) is not type(action):
            option = self._match(d, seat, _plain_text(action), legal)
        if not take:
            return option
        chosen = d.chosen
        if d.check is not None:  # the choices so far, this one included, must pass together
            refused = d.check({**chosen, seat: option})
            if refused is not None:
                raise IllegalAction(seat, d.kind, _plain_text(action), legal, refused)
        self._actions.append((seat, option))
        self._logged.append(len(self._log))
        chosen[seat] = option
        if d.one or len(chosen) == len(d.seats):
            self._decision = None
            try:
                self._advance(option if d.one else chosen)
            except JinroError:  # refused part-way (a scripted draw out of range): as it was before
                self._restore(len(self._actions) - 1)
                raise
        return option

    def _restore(self, keep: int) -> None:
        """Put this game back as it stood after its first ``keep`` actions, when a step
        of the flow was refused part-way (:class:`JinroError` from the flow: a scripted
        draw out of range, ``core.chance``) after it had changed the game: a paused
        flow cannot be rewound, so the game is replayed into this very object, as
        :meth:`clone` replays into a new one, from the same setup, seed and chance
        script (without the outcomes the refused step had its hook add)."""
        actions = self._actions[:keep]
        old = self._chance
        script = None if old is None else ChanceScript(list(old.values), old.hook, given=old.given)
        seed, setup = self.seed, self._setup
        self.__dict__.clear()
        self._chance = script
        self.__init__(seed=seed, **setup)  # type: ignore[misc]
        for seat, action in actions:
            self.act(seat, action)
        if script is not None:
            del script.values[max(script.given, script.used) :]

    def _match(self, d: Decision, seat: int, action: Any, legal: tuple[Any, ...]) -> Any:
        """An ``action`` that is not one of ``legal`` itself (:meth:`_choose`): the
        option whose string it is, or what the seat's open choice accepts; raises
        :class:`IllegalAction` otherwise."""
        open_choice = d.open.get(seat) if d.open else None
        if type(action) is str:
            for option in legal:
                if str(option) == action:
                    return option
            if open_choice is not None:
                try:
                    parsed = open_choice.parse(action)
                except (ValueError, TypeError) as exc:
                    raise IllegalAction(seat, d.kind, action, legal, f"{exc}; allowed: {open_choice.allowed}") from None
                if _accepts(open_choice, parsed):
                    return parsed
        elif open_choice is not None and _accepts(open_choice, action):
            own = _reparsed(open_choice, action)
            if own is not None:
                return own
        why = f"allowed: {open_choice.allowed}" if open_choice is not None else ""
        raise IllegalAction(
            seat, d.kind, action if type(action) is str else describe(action, readable=True), legal, why
        )

    def _seat_arg(self, seat: Any, action: Any) -> int:
        """``seat`` as the int it is (:func:`as_seat`); anything else is refused with
        :class:`IllegalAction` before anything changes."""
        index = as_seat(seat)
        if index is None:
            raise IllegalAction(
                describe(seat),
                self.label,
                action if type(action) is str else describe(action, readable=True),
                (),
                f"a seat is an int 0..{self.players - 1}, got {describe(type(seat).__name__, readable=True)}",
            )
        return index

    def _check_seat(self, seat: Any) -> int:
        """``seat`` as the int it is, if it is a seat of this game (what ``view`` and
        ``events_seen_by`` take: the seats ``act`` takes); :class:`JinroError` otherwise."""
        index = seat if type(seat) is int else as_seat(seat)
        if index is None or not 0 <= index < self.players:
            raise JinroError(f"no seat {describe(seat)} in this game; seats are 0..{self.players - 1}")
        return index

    def _check_viewer(self, viewer: Any) -> int:
        """``viewer``, neither the game master nor the table, as the seat it is (what
        :meth:`view`, :meth:`acting` and :meth:`picture` take); :class:`JinroError` naming
        every kind of viewer otherwise."""
        index = viewer if type(viewer) is int else as_seat(viewer)
        if index is None or not 0 <= index < self.players:
            raise JinroError(
                f"no seat {describe(viewer)} in this game; a viewer is a seat 0..{self.players - 1}, "
                "None (the game master) or jinro_lab.PUBLIC (the public table)"
            )
        return index

    @staticmethod
    def _who(seat: Any) -> str:
        return f"seat {describe(seat)}"


_OUTSIDE_FLOW = (
    "game.{call}() is for rule code while the game's flow runs (core.authoring.RuleHost); "
    "from outside, a game changes only through act() and act_together()"
)


def _emit_outside_flow(event: Any) -> None:
    """``Game.emit`` between steps of the flow: refused, so the log stays the flow's."""
    raise JinroError(_OUTSIDE_FLOW.format(call="emit"))


@lru_cache(maxsize=32)  # by player count
def _private(players: int) -> tuple[frozenset[int], ...]:
    return tuple(only(s) for s in range(players))


def _copied(value: Any) -> Any:
    """A copy of a setup (JSON-like: mappings, lists, tuples, scalars), so that no
    caller's list is shared with the game or its records; faster than deepcopy."""
    cls = value.__class__
    if cls in _SCALARS:
        return value
    if cls is dict:  # the setup itself, before the abstract test of any mapping
        return {k: v if v.__class__ in _SCALARS else _copied(v) for k, v in value.items()}
    if isinstance(value, Mapping):
        return {k: v if v.__class__ in _SCALARS else _copied(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [v if v.__class__ in _SCALARS else _copied(v) for v in value]
    return value


_SCALARS = frozenset((str, int, float, bool, type(None)))


def _plain_text(action: Any) -> Any:
    """A ``str`` subclass as its plain text (its own ``==`` and hash are not trusted);
    any other action as it is."""
    return str.__str__(action) if type(action) is not str and issubclass(type(action), str) else action


def _pairs(choices: Any) -> list[tuple[Any, Any]]:
    """The ``(seat, action)`` pairs of a mapping given to ``act_together`` (empty for
    anything that is not a mapping, or whose reading raises: nothing is taken)."""
    if not issubclass(type(choices), Mapping):
        return []
    try:
        return list(choices.items())
    except Exception:
        return []


def _reparsed(open_choice: OpenChoice, action: Any) -> Any:
    """The game's own instance of an open choice given as an object: parsed again from
    its text, so that what the game keeps is plain data and exactly what a replay of
    its record parses (``None`` if the text does not parse back to an accepted action)."""
    try:
        text = str.__str__(str(action))
        own = open_choice.parse(text)
        return own if _accepts(open_choice, own) and str(own) == text else None
    except Exception:
        return None


def _accepts(open_choice: OpenChoice, action: Any) -> bool:
    try:
        return bool(open_choice.accepts(action))
    except Exception:
        return False


def as_seat(seat: Any) -> int | None:
    """``seat`` as an int the way :func:`operator.index` takes it (numpy's ints and
    int subclasses included), or ``None`` for anything else: a bool (numpy's too), a float, a
    string, an object whose ``__index__`` raises or returns something that is not an int."""
    kind = type(seat)
    if kind is bool or not hasattr(kind, "__index__"):  # numpy's bool has no __index__
        return None
    try:
        index = kind.__index__(seat)
    except Exception:
        return None
    return index if type(index) is int else None  # operator.index refuses a non-int (and deprecates a bool)


#: the leaves of plain data (what a record's JSON holds, and a file path, which a variant reads)
_PLAIN = frozenset((str, int, float, bool, type(None)))
#: the leaves that are plain whatever their value (an int may be too large: :func:`check_plain`)
_PLAIN_LEAVES = _PLAIN - {int}
#: how deep options may nest (a position or a manifesto deck nests four deep)
MAX_NESTING = 16
#: the largest int an option may hold (written in a record's JSON, which has to print it)
_MAX_INT = 10**1000


def check_plain(name: str, value: Any) -> None:
    """Refuse with :class:`InvalidSetup` an option that is not plain data: ``None``,
    bools, ints (of at most 1,000 digits), floats, strings, file paths, and lists,
    tuples and dicts with string keys of them, at most :data:`MAX_NESTING` deep. The
    exact built-in types only: a subclass or another object may compare, hash or
    print in ways the rules cannot trust (a setup is what a record's JSON holds). A
    game's typed position (``core.options.Position``, the kit's own classes) is taken
    as its JSON form, which is checked."""
    if issubclass(type(value), Position) and type(value).__module__.startswith("jinro_lab."):
        value = value.to_json()
    why = _not_plain(value, MAX_NESTING)
    if why is not None:
        raise InvalidSetup(
            f"option {name}: {why}; allowed: plain data (None, true/false, numbers, strings, file paths, "
            f"and lists and str-keyed dicts of them, at most {MAX_NESTING} deep)"
        )


def _not_plain(value: Any, depth: int) -> str | None:
    """Why ``value`` is not plain data (``None`` if it is)."""
    kind = type(value)
    if kind in _PLAIN:
        return f"an int of {value.bit_length():,} bits is too large" if kind is int and abs(value) > _MAX_INT else None
    if issubclass(kind, PurePath) and kind.__module__ == "pathlib":
        return None
    if kind not in (list, tuple, dict):
        return f"{describe(value)} is a {describe(kind.__name__, readable=True)}, not plain data"
    if depth == 0:
        return f"it nests more than {MAX_NESTING} deep"
    if kind is dict:
        for key, item in dict.items(value):
            if type(key) is not str:
                return f"the key {describe(key)} is not a string"
            why = _not_plain(item, depth - 1)
            if why is not None:
                return why
        return None
    for item in value:
        why = _not_plain(item, depth - 1)
        if why is not None:
            return why
    return None


def scripted_game(
    cls: type[Game],
    seed: int | None,
    setup: Mapping[str, Any],
    chance: Iterable[int] = (),
    hook: ChanceHook | None = None,
) -> Game:
    """A new game of ``cls`` whose announced draws follow ``chance`` (outcome
    indices, ``core.chance``) and then ``hook``, or the RNG when there is none
    (:meth:`Game.scripted` with the options as a mapping)."""
    return cls.scripted(chance, hook, seed=seed, **setup)


def _rebuild(
    cls: type[Game],
    seed: int,
    setup: dict[str, Any],
    actions: Iterable[tuple[int, Any]],
    chance: tuple[int, ...] | None = None,
    hook: ChanceHook | None = None,
) -> Game:
    """A game replayed from its setup, seed, actions and chance script (then ``hook``):
    a clone, or an unpickled game (a paused flow can be neither copied nor pickled)."""
    game = cls(seed=seed, **setup) if chance is None else scripted_game(cls, seed, setup, chance, hook)
    for seat, action in actions:
        game.act(seat, action)
    return game
