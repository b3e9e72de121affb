"""Rule changes that know when they end: timed modifiers, looked up in one place.

A :class:`Modifier` changes one rule (``name``, e.g. ``"double_vote"`` or
``"no_protection"``), optionally for one ``subject`` (a seat), to a ``value``,
for a :class:`Scope`: tonight, today, the next day, until the subject's death,
until the next election or turn, or for good. The game calls
:meth:`Modifiers.boundary` at its named boundaries (``dawn``, ``dusk``,
``election``, ``turn``, ``death``); a modifier whose scope starts at a later
boundary waits for it, and one whose scope ends there expires. Every start and
end is logged as a ``RuleChanged`` event with the visibility the rules give it.

The rules look a change up with :meth:`Modifiers.get` / :meth:`Modifiers.has`
/ :meth:`Modifiers.values`; nothing else keeps such state. With 魔法都市の人狼's
event cards (MAH-31) in view: *immediate* cards act at once, *same day* ones are
``TONIGHT``, *next day* ones ``NEXT_DAY`` (from the next dawn to the dusk after
it), *permanent* ones ``PERMANENT``; a moneylender's double vote is ``NEXT_DAY``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from .errors import InvalidArgument, describe
from .events import EVERYONE, RuleChanged, Visibility
from .phrases import PhraseBook

__all__ = [
    "NEXT_DAY",
    "PERMANENT",
    "THIS_TURN",
    "TODAY",
    "TONIGHT",
    "UNTIL_DEATH",
    "UNTIL_ELECTION",
    "Modifier",
    "Modifiers",
    "Scope",
    "rule_changed",
]

BOUNDARIES = ("dawn", "dusk", "election", "turn", "death")


@dataclass(frozen=True, slots=True)
class Scope:
    """How long a rule change lasts: from ``start`` (a boundary; ``None``: now) until
    ``end`` (a boundary; ``None``: for good). ``death`` ends at the subject's death."""

    name: str
    start: str | None
    end: str | None


#: the scopes' names, as a ``RuleChanged`` records them (MAH-31's same day, next day
#: and permanent cards; SEI-54's until the election)
SAY = PhraseBook(
    __name__,
    "SAY",
    {
        "tonight": ("tonight", "今夜"),
        "today": ("today", "今日"),
        "the next day": ("the next day", "翌日"),
        "until death": ("until death", "死ぬまで"),
        "until the election": ("until the election", "次の選挙まで"),
        "this turn": ("this turn", "このターン"),
        "permanent": ("permanent", "永続"),
    },
)

TONIGHT = Scope(SAY("tonight"), None, "dawn")
TODAY = Scope(SAY("today"), None, "dusk")
NEXT_DAY = Scope(SAY("the next day"), "dawn", "dusk")
UNTIL_DEATH = Scope(SAY("until death"), None, "death")
UNTIL_ELECTION = Scope(SAY("until the election"), None, "election")
THIS_TURN = Scope(SAY("this turn"), None, "turn")
PERMANENT = Scope(SAY("permanent"), None, None)


@dataclass(frozen=True, slots=True)
class Modifier:
    """One rule change: ``name`` (for ``subject``) becomes ``value`` for ``scope``;
    ``source`` says what caused it (a card, a role, a rule id)."""

    name: str
    value: Any
    scope: Scope
    source: str
    subject: Any = None
    visible_to: Visibility = EVERYONE


def rule_changed(modifier: Modifier, active: bool) -> RuleChanged:
    """The event logging that ``modifier`` began (``active``) or ended, with the visibility
    the rules gave it (a fast engine that tells a seat its events makes the same)."""
    m = modifier
    return RuleChanged(m.name, m.subject, m.value, m.scope.name, m.source, active, m.visible_to)


class Emits(Protocol):
    """What :class:`Modifiers` needs of its game: ``emit`` (``core.authoring.RuleHost``)."""

    def emit(self, event: Any) -> None: ...


class Modifiers:
    """The rule changes in force and those waiting to start, for one game (``host``),
    each change logged by the host's ``emit`` as a ``RuleChanged``."""

    def __init__(self, host: Emits):
        self._host = host  # its ``emit`` read at each change: outside the flow it refuses (core.authoring)
        self._active: dict[str, list[Modifier]] = {}
        self._waiting: list[Modifier] = []

    def add(self, modifier: Modifier) -> None:
        """Put ``modifier`` in force now, or at its scope's start boundary."""
        if modifier.scope.start is None:
            self._start(modifier)
        else:
            self._waiting.append(modifier)

    def boundary(self, name: str, subject: Any = None) -> None:
        """The game passes boundary ``name`` (for ``death``: ``subject`` died):
        expire what ends here, then start what waits for it."""
        if name not in BOUNDARIES:
            raise InvalidArgument(f"unknown boundary {describe(name)}; allowed: {', '.join(BOUNDARIES)}")
        if self._active:  # most boundaries of most games pass with no rule changed
            ending = [
                m
                for mods in self._active.values()
                for m in mods
                if m.scope.end == name and (name != "death" or m.subject == subject)
            ]
            for m in ending:
                self._end(m)
        if not self._waiting:
            return
        starting = [m for m in self._waiting if m.scope.start == name]
        if starting:
            self._waiting = [m for m in self._waiting if m.scope.start != name]
            for m in starting:
                self._start(m)

    def get(self, name: str, subject: Any = None, default: Any = None) -> Any:
        """The value of the latest change of ``name`` in force for ``subject``."""
        mods = self._active.get(name)
        if mods is not None:
            for m in reversed(mods):
                if m.subject == subject:
                    return m.value
        return default

    def has(self, name: str, subject: Any = None) -> bool:
        """Whether a change of ``name`` for ``subject`` is in force."""
        mods = self._active.get(name)
        return mods is not None and any(m.subject == subject for m in mods)

    def changed(self) -> bool:
        """Whether any rule change is in force or waiting to start."""
        return bool(self._active or self._waiting)

    def in_force(self, names: tuple[str, ...]) -> list[str]:
        """The ``names`` that have a change in force (for any subject), in that order."""
        active = self._active
        return [name for name in names if name in active] if active else []

    def values(self, name: str) -> list[Modifier]:
        """Every change of ``name`` in force, oldest first."""
        return list(self._active.get(name, ()))

    def waiting(self) -> list[Modifier]:
        """The changes that start at a later boundary."""
        return list(self._waiting)

    def _start(self, m: Modifier) -> None:  # logged first: a refused emit changes nothing
        self._host.emit(rule_changed(m, True))
        self._active.setdefault(m.name, []).append(m)

    def _end(self, m: Modifier) -> None:
        self._host.emit(rule_changed(m, False))
        self._active[m.name].remove(m)
        if not self._active[m.name]:
            del self._active[m.name]
