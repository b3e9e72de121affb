"""Chance the table sees, and chance that can be scripted.

Rules draw announced chance through :func:`announce` (a uniform pick from options,
logged as a ``Chance`` event: a first voter, a lot among the tied, a die),
:func:`draw` (the same with the rule's own event, such as a random nomination)
and :func:`arrange` (an ordered draw of ``k`` of the items, logged as a ``Chance``
whose outcome is the drawn tuple: an open vote's order, a team's lot). In an
ordinary game each makes exactly the RNG call the rule made before it existed
(``randrange``, ``shuffle``, ``sample``), so seeds keep their games.

A game may instead carry a :class:`ChanceScript`: the outcome of each announced
draw, in order, as an integer index (:func:`outcome_index`). A script is part of a
game's record (``GameRecord.chance``), so a game whose announced chance was set by
hand, or chosen by the belief sampler, replays event for event. Draws past the end
of the script come from the game's RNG, as in an ordinary game; scripted draws
never touch the RNG, so the unannounced chance (a deal, a hidden shuffle) is the
seed's either way.

A script may also have a **hook** that chooses each new outcome
(``hook(game, n, visible, infer) -> index``): ``n`` equally likely outcomes,
``visible`` who will see the announcement (``None``: everyone), and
``infer(event)`` the outcome index that would produce ``event`` (``None``: no
outcome does). The belief sampler's hook forces the outcome a seat saw, which is
how a world can agree with the chance a seat saw after the start (issue 11).

A script is checked where it can be: when it is given, every entry must be a
non-negative int (:func:`script_values`); how many outcomes a draw has is known only
when the game reaches it, so an entry (or a hook's outcome) out of range raises
:class:`~jinro_lab.core.errors.InvalidChance` there, naming the draw, the entry's
index and the outcomes allowed, and the engine puts the game back as it was before
the ``act`` that reached it (``Game._restore``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from math import perm
from typing import TYPE_CHECKING, Any, TypeVar

from .errors import InvalidChance, describe
from .events import EVERYONE, Chance, Visibility

if TYPE_CHECKING:
    from .authoring import RuleHost

__all__ = [
    "ChanceHook",
    "ChanceScript",
    "announce",
    "arrange",
    "draw",
    "outcome_at",
    "outcome_index",
    "script_values",
    "scripted",
]

T = TypeVar("T")

#: ``hook(game, n, visible, infer) -> index`` (see the module docstring)
ChanceHook = Callable[["RuleHost", int, Visibility, Callable[[Any], "int | None"]], int]


@dataclass
class ChanceScript:
    """The outcomes of a game's announced draws, in order (``values``), how many
    have been used, and an optional hook choosing the outcomes past the end.

    ``given``: how many outcomes the script had when it was made (the hook adds the
    others, one per draw past them), so that ``values[:max(given, used)]`` are the
    outcomes of the draws made so far and the given ones (``Game._restore``)."""

    values: list[int] = field(default_factory=list)
    hook: ChanceHook | None = None
    used: int = 0
    given: int = -1  # -1: len(values)

    def __post_init__(self) -> None:
        if self.given < 0:
            self.given = len(self.values)

    def next(
        self, game: RuleHost, n: int, visible: Visibility, infer: Callable[[Any], int | None], sample: Any = None
    ) -> int | None:
        """The next draw's outcome index among ``n``, or ``None``: the RNG draws.
        Raises :class:`InvalidChance` if the script's entry for it, or the hook's
        outcome, is not in ``0..n - 1`` (``sample``: an event the draw could log,
        which names the draw in the message)."""
        i = self.used
        self.used = i + 1
        if i < len(self.values):
            return scripted(self.values, i, n, sample)
        if self.hook is None:
            return None
        value = self.hook(game, n, visible, infer)
        index = _as_index(value)
        if index is None or not 0 <= index < n:
            what = _what(sample)
            raise InvalidChance(
                f"the chance hook chose {describe(value)} for announced draw {i} ({describe(what)}), "
                f"which has {n} outcome{'s' if n != 1 else ''}: an int in 0..{n - 1} is allowed",
                i,
                value,
                n,
                what,
            )
        self.values.append(index)
        return index


def script_values(chance: Iterable[int]) -> list[int]:
    """The entries of a chance script as given to ``Game.scripted``: each an outcome
    index, a non-negative int (an int-like number such as numpy's, not a bool, is taken
    as its int); anything else raises :class:`InvalidChance` before any game is made.
    Whether an entry is in range is known only at its draw (:meth:`ChanceScript.next`)."""
    kind = type(chance)
    if kind in (str, bytes) or issubclass(kind, dict) or not hasattr(kind, "__iter__"):
        raise InvalidChance(f"a chance script is a list of outcome indices (non-negative ints), got {describe(chance)}")
    try:
        given = list(chance)
    except Exception as exc:  # an iterable that fails part-way
        raise InvalidChance(f"the chance script {describe(chance)} cannot be read: {describe(exc)}") from None
    values = []
    for i, entry in enumerate(given):
        index = _as_index(entry)
        if index is None or index < 0:
            raise InvalidChance(
                f"the chance script's entry {i} is {describe(entry)}: an entry is an outcome index, a non-negative int",
                i,
                entry,
            )
        values.append(index)
    return values


def _as_index(value: Any) -> int | None:
    """``value`` as an int the way ``operator.index`` takes it (numpy's ints too), or
    ``None``: a bool, a float, a string, anything whose ``__index__`` fails."""
    kind = type(value)
    if kind is int:
        return int(value)
    if kind is bool or not hasattr(kind, "__index__"):
        return None
    try:
        index = kind.__index__(value)
    except Exception:
        return None
    return index if type(index) is int else None


def outcome_at(items: Sequence[T], k: int, index: int) -> tuple[T, ...]:
    """The ordered draw of ``k`` of ``items`` numbered ``index`` (``0 <= index <
    perm(len(items), k)``): mixed radix, the first item drawn most significant."""
    pool = list(items)
    drawn = []
    for i in range(k):
        radix = perm(len(pool) - 1, k - i - 1)
        j, index = divmod(index, radix)
        drawn.append(pool.pop(j))
    return tuple(drawn)


def outcome_index(items: Sequence[Any], outcome: Sequence[Any]) -> int | None:
    """The index of ``outcome`` (an ordered draw of distinct items of ``items``) for
    :func:`outcome_at`, or ``None`` if it is not one."""
    pool = list(items)
    k = len(outcome)
    index = 0
    for i, item in enumerate(outcome):
        if item not in pool:
            return None
        index += pool.index(item) * perm(len(pool) - 1, k - i - 1)
        pool.remove(item)
    return index


def draw(game: RuleHost, options: Sequence[T], event: Callable[[T], Any]) -> T:
    """One of ``options``, uniformly (``rng.randrange``), logged as ``event(outcome)``."""
    script = game.chance_script
    index = None
    if script is not None:

        def infer(seen: Any) -> int | None:
            for i, o in enumerate(options):
                if event(o) == seen:
                    return i
            return None

        sample = event(options[0])
        index = script.next(game, len(options), sample.visible_to, infer, sample)
    if index is None:
        index = game.rng.randrange(len(options))
    outcome = options[index]
    game.emit(event(outcome))
    return outcome


def announce(game: RuleHost, what: str, options: Sequence[T], visible: Visibility = EVERYONE) -> T:
    """One of ``options``, uniformly, logged as ``Chance(what, outcome, visible)``."""
    return draw(game, options, lambda outcome: Chance(what, outcome, visible))


def arrange(
    game: RuleHost,
    items: Sequence[T],
    k: int,
    what: Callable[[tuple[T, ...]], Chance],
    read: Callable[[Any], Sequence[Any]] = lambda seen: seen.outcome,
) -> tuple[T, ...]:
    """An ordered draw of ``k`` of ``items`` (all of them: a shuffle, ``rng.shuffle``;
    fewer: ``rng.sample``), logged as ``what(drawn)``; ``read(event)`` gives the drawn
    tuple back from an event."""
    script = game.chance_script
    index = None
    if script is not None:

        def infer(seen: Any) -> int | None:
            try:
                drawn = tuple(read(seen))
            except (AttributeError, TypeError, IndexError):
                return None
            found = outcome_index(items, drawn) if len(drawn) == k else None
            return found if found is not None and what(drawn) == seen else None

        sample = what(tuple(items[:k]))
        index = script.next(game, perm(len(items), k), sample.visible_to, infer, sample)
    if index is not None:
        drawn = outcome_at(items, k, index)
    elif k == len(items):
        order = list(items)
        game.rng.shuffle(order)
        drawn = tuple(order)
    else:
        drawn = tuple(game.rng.sample(list(items), k))
    game.emit(what(drawn))
    return drawn


def scripted(values: Sequence[int], i: int, n: int, sample: Any = None) -> int:
    """A chance script's entry ``i`` (``values[i]``) as the outcome of announced draw ``i``
    among ``n``; :class:`InvalidChance` if it is not in ``0..n - 1`` (``sample``: an event
    the draw could log, which names the draw in the message). The readable game's
    :class:`ChanceScript` and a fast game's script (``core.fast.Script``) read it alike."""
    value = values[i]
    if not 0 <= value < n:
        what = _what(sample)
        raise InvalidChance(
            f"the chance script's entry {i} is {describe(value)}, which is not in 0..{n - 1}: "
            f"announced draw {i} ({describe(what)}) has {n} outcome{'s' if n != 1 else ''}",
            i,
            value,
            n,
            what,
        )
    return value


def _what(event: Any) -> str:
    """A draw as an error message names it: a ``Chance`` event's ``what``, or the name
    of the type of event it logs (a rule's own event, such as a random nomination)."""
    if event is None:
        return "a draw"
    return str(event.what) if type(event) is Chance else type(event).__name__
