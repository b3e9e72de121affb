"""What rule code may call on its game: the rule-author API.

A variant's flow (``Game._flow``, ``core.engine``) and the mechanisms it shares
with other games (``core.voting``, ``core.chance``, ``core.team``,
``core.day_night``) and its own card or step modules are written against
:class:`RuleHost`, not against the engine's private members. A variant whose
modules share more of its own toolbox (魔法都市's deaths and holders) extends the
protocol with it in its own folder. What a flow yields is here too, under the
engine (which takes them and names them as its own): a :class:`Decision`, which may
hold an :class:`OpenChoice`, and :data:`Flow`, the type of a flow.

When each may be called:

- ``emit(event)`` appends an event to the log. Only while the flow runs (the deal,
  a step of the game resumed by ``act``): between steps it raises
  :class:`~jinro_lab.core.errors.JinroError`, so no one outside the rules can
  write into a game's log. It is the hottest call in the engine, so the check costs
  nothing per event: the engine makes ``emit`` the log's own ``append`` when it
  resumes the flow and a refusal when the flow pauses (two assignments a step),
  rather than testing a flag in every call or handing the flow a separate host
  object (which every variant's flow and every shared helper would have to carry).
- ``ask(...)`` and ``ask_one(...)`` build a :class:`Decision`
  for the flow to ``yield``; they change nothing, so they may be called any time,
  but only a yielded decision waits for the seats.
- ``finish(winners, side, reason)`` ends the game and unwinds the flow
  (``NoReturn``); outside the flow it raises ``JinroError``.
- ``rng`` is the game's seeded generator: the only source of chance a rule may use
  (the same seed and actions give the same game). Chance the table sees goes
  through ``core.chance`` (``announce``, ``draw``, ``arrange``), which reads
  ``chance_script``, the script set by ``Game.scripted`` (``None``: from the seed).
- ``memory(seat)`` is what ``seat`` saw so far (the chance hooks of the belief
  sampler read it); any time, read only.
- ``players`` and ``day`` are read by the shared mechanisms (who votes, the day a
  vote is recorded for); the flow keeps ``day``.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any, NoReturn, Protocol

if TYPE_CHECKING:
    from .chance import ChanceScript

__all__ = ["Decision", "Flow", "OpenChoice", "RuleHost"]


@dataclass(frozen=True)
class OpenChoice:
    """A choice too large to list (a word, a number in a range), validated by a predicate.

    ``accepts(action)`` says whether an action is allowed; ``parse(text)`` turns
    its string form into the action (or raises ``ValueError``); ``samples`` are a
    few legal actions that ``legal_actions`` lists, so random agents can pick
    one; ``allowed`` says in words what is allowed, for error messages.
    """

    accepts: Callable[[Any], bool]
    parse: Callable[[str], Any]
    samples: tuple[Any, ...]
    allowed: str


class Decision:
    """A point where the game waits for choices.

    ``legal`` maps each seat that must choose to its listed legal actions; with
    several seats the choice is simultaneous: nothing happens until every seat has
    chosen. ``kind`` is private (the game master's word for the choice), ``label``
    public (what every seat sees). ``check(choices)`` may refuse a set of choices
    (it returns why, or ``None``): it sees the choices made so far with the new one,
    on every choice, so a refused choice is never taken and a decision cannot lock; ``open`` maps seats to an
    :class:`OpenChoice` that accepts actions beyond the listed ones.
    """

    __slots__ = ("check", "chosen", "kind", "label", "legal", "one", "open", "seats")

    def __init__(
        self,
        kind: str,
        legal: dict[int, tuple[Any, ...]],
        label: str,
        one: bool = False,
        check: Callable[[dict[int, Any]], str | None] | None = None,
        open: dict[int, OpenChoice] | None = None,
        seats: tuple[int, ...] | None = None,
    ):
        self.kind = kind
        self.label = label
        self.legal = legal
        self.one = one  # resume the flow with the single seat's action, not a dict
        self.check = check
        self.open = open
        self.chosen: dict[int, Any] = {}
        self.seats: tuple[int, ...] = tuple(legal) if seats is None else seats


#: the type of a rule flow: yields decisions, receives choices
Flow = Generator[Decision, Any, None]


class RuleHost(Protocol):
    """The game as rule code sees it (implemented by :class:`~jinro_lab.core.engine.Game`)."""

    players: int
    day: int
    rng: Random
    #: log an event (only while the flow runs; see the module docstring)
    emit: Callable[[Any], None]

    @property
    def chance_script(self) -> ChanceScript | None:
        """The script of announced chance, or ``None`` (draws come from ``rng``)."""
        ...

    def memory(self, seat: int) -> Sequence[Any]:
        """The events ``seat`` saw so far, in order (read it only)."""
        ...

    def ask(
        self,
        kind: str,
        legal: dict[int, tuple[Any, ...]],
        label: str | None = None,
        check: Callable[[dict[int, Any]], str | None] | None = None,
        open: dict[int, OpenChoice] | None = None,
    ) -> Decision:
        """A decision of several seats at once (yield it; it resumes with ``{seat: action}``)."""
        ...

    def ask_one(
        self,
        seat: int,
        kind: str,
        options: tuple[Any, ...],
        label: str | None = None,
        open: OpenChoice | None = None,
    ) -> Decision:
        """A decision of one seat (yield it; it resumes with that seat's action)."""
        ...

    def finish(self, winners: frozenset[int], side: str | None, reason: str) -> NoReturn:
        """End the game with its result (only while the flow runs); unwinds the flow."""
        ...
