"""Odd objects for the checks of bad input (issue 17): each breaks one thing that
code may take for granted of a value. None of them must ever make the kit raise
anything but a JinroError."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["ODD", "Boom", "ClassRaises", "EqRaises", "HashRaises", "IndexReturns", "Pairs", "ReprRaises", "deep"]


class Boom(Exception):
    """What the odd objects raise: it must never escape."""


class EqRaises(str):
    """A str subclass whose == and != raise (its hash is the string's)."""

    def __eq__(self, other: object) -> bool:
        raise Boom("==")

    def __ne__(self, other: object) -> bool:
        raise Boom("!=")

    __hash__ = str.__hash__


class HashRaises:
    def __hash__(self) -> int:
        raise Boom("hash")


class ReprRaises:
    def __repr__(self) -> str:
        raise Boom("repr")

    __str__ = __repr__


class ClassRaises:
    """An object whose ``__class__`` raises (so isinstance() on it may raise)."""

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        raise Boom("__class__")

    def __repr__(self) -> str:  # stable test ids (no address): the same on every xdist worker
        return "ClassRaises()"


class IndexReturns:
    """An int look-alike whose ``__index__`` returns ``value`` (a non-int: refused)."""

    def __init__(self, value: Any):
        self.value = value

    def __index__(self) -> Any:
        return self.value

    def __repr__(self) -> str:
        return f"IndexReturns({self.value!r})"


def deep(depth: int, leaf: Any = "wolf") -> Any:
    """``leaf`` in ``depth`` nested lists."""
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


class Pairs(Mapping[Any, Any]):
    """A mapping of seats to actions that takes any object as a seat (no hashing), and may
    name one seat twice (as 0 and as numpy's 0, say)."""

    def __init__(self, *pairs: tuple[Any, Any]):
        self.pairs = pairs

    def __getitem__(self, key: Any) -> Any:
        return next(v for k, v in self.pairs if k is key)

    def __iter__(self) -> Iterator[Any]:
        return iter([k for k, _ in self.pairs])

    def __len__(self) -> int:
        return len(self.pairs)


#: factories of odd values (pytest and hypothesis take the factories: some of the
#: values cannot even be parameters, as isinstance() on them raises)
ODD: dict[str, Any] = {
    "eq": lambda: EqRaises("wolf"),
    "hash": HashRaises,
    "repr": ReprRaises,
    "class": ClassRaises,
    "index_str": lambda: IndexReturns("0"),
    "index_float": lambda: IndexReturns(0.0),
    "deep": lambda: deep(10_000),
    "list": lambda: ["wolf"],
    "set": lambda: {"wolf"},
    "bigint": lambda: 10**5000,
}
