"""The record of a game: :class:`GameRecord` (setup + seed + actions), its JSON and its digest.

A record is everything needed to play a game again event for event: the variant,
its setup (options and any fixed arrangement), the seed of the game's RNG and the
actions in the order they were taken, each written as its readable string. The
record also keeps a digest of all of these and of the event log (:func:`record_digest`),
so a record edited into a different (still legal) game, or whose replay plays another
log, is caught on replay; a ``None`` digest is accepted and checks nothing (a record
written by hand). A live table's record also names its students (``names``: seat ->
nickname, issue 37), for the replay to show beside their seats; the names are no part
of the game, so the digest does not cover them. Records are JSON, never pickle;
anything malformed raises :class:`InvalidRecord`.

The engine writes a game's record (``Game.record``) with this module, which sits under
it; playing a record again (:func:`jinro_lab.core.record.replay`) sits above the engine
and the registry. The options' defaults and former names that a record leaves out or
reads are asked of the registry through :mod:`jinro_lab.core.games`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from .errors import InvalidRecord, JinroError, describe
from .events import Chance, HandsRaised
from .games import registry
from .texts import hands_announcement

__all__ = [
    "FORMAT",
    "FORMER_FORMS",
    "MAX_NAME",
    "GameRecord",
    "checked_record",
    "chosen_options",
    "record_digest",
    "with_names",
]

FORMAT = "jinro_lab.record/1"


@dataclass(frozen=True)
class GameRecord:
    variant: str
    setup: Mapping[str, Any]
    seed: int
    actions: tuple[tuple[int, str], ...]
    digest: str | None = field(default=None)
    #: the outcomes of the game's announced draws when they were scripted (``core.chance``)
    chance: tuple[int, ...] | None = field(default=None)
    #: the players' nicknames by seat (a live table's students), or ``None``
    names: Mapping[int, str] | None = field(default=None)

    def to_json(self, indent: int | None = None) -> str:
        data = {
            "format": FORMAT,
            "variant": self.variant,
            "setup": dict(self.setup),
            "seed": self.seed,
            "actions": [[seat, text] for seat, text in self.actions],
            "digest": self.digest,
        }
        if self.chance is not None:  # only scripted games have the key: other records stay as they were
            data["chance"] = list(self.chance)
        if self.names is not None:  # a live table's record: its students' nicknames
            data["names"] = {str(seat): name for seat, name in self.names.items()}
        return json.dumps(data, ensure_ascii=False, indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameRecord:
        """Parse a record, checking its shape; raises :class:`InvalidRecord`."""
        raw: Any = text
        if type(raw) not in (str, bytes):  # a subclass as its plain text or bytes: its own methods are not trusted
            if issubclass(type(raw), str):
                text = str.__str__(raw)
            elif issubclass(type(raw), bytes | bytearray):
                text = bytes(memoryview(raw))
            else:
                raise InvalidRecord(f"a game record must be JSON text (str or bytes), got {type(raw).__name__}")
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as exc:  # RecursionError: absurdly nested JSON
            raise InvalidRecord(f"a game record must be JSON text: {exc}") from None
        if not isinstance(data, dict):
            raise InvalidRecord(f"a game record must be a JSON object, got {type(data).__name__}")
        expected = {"format", "variant", "setup", "seed", "actions", "digest"}
        if not expected <= set(data) <= expected | {"chance", "names"}:
            raise InvalidRecord(
                f"a game record has the keys {sorted(expected)} and optionally 'chance' and 'names'; "
                f"got {describe(sorted(data))}"
            )
        if data["format"] != FORMAT:
            raise InvalidRecord(f"unknown record format {describe(data['format'])}; this version reads {FORMAT!r}")
        chance = data.get("chance")
        record = cls(
            data["variant"], data["setup"], data["seed"], data["actions"], data["digest"], chance, data.get("names")
        )
        return checked_record(record)


def checked_record(record: GameRecord) -> GameRecord:
    """``record`` with every field checked (and its actions as a tuple of pairs), read
    from JSON or built in Python: anything malformed raises :class:`InvalidRecord`.
    Only ``type()`` of a field is trusted (never its ``__class__``, ``==`` or hash)."""
    variant, setup, seed, digest = record.variant, record.setup, record.seed, record.digest
    if not issubclass(type(variant), str):
        raise InvalidRecord(f"'variant' must be a string, got {describe(variant)}")
    if not issubclass(type(setup), Mapping):
        raise InvalidRecord(f"'setup' must be a mapping of options, got {describe(setup)}")
    try:
        setup = dict(setup.items())
    except Exception:  # a mapping that cannot be read
        raise InvalidRecord(f"'setup' must be a mapping of options, got {describe(setup)}") from None
    for key in setup:
        if type(key) is not str:
            raise InvalidRecord(f"'setup' has the key {describe(key)}: option names are strings")
    setup = _current_names(str.__str__(variant), setup)
    if type(seed) is not int:
        raise InvalidRecord(f"'seed' must be an integer, got {describe(seed)}")
    if digest is not None and not issubclass(type(digest), str):
        raise InvalidRecord(f"'digest' must be a string or null, got {describe(digest)}")
    return GameRecord(
        str.__str__(variant),
        setup,
        seed,
        _pairs(record.actions),
        None if digest is None else str.__str__(digest),
        None if record.chance is None else _chance_values(record.chance),
        None if record.names is None else _names(record.names),
    )


def _current_names(variant: str, setup: dict[str, Any]) -> dict[str, Any]:
    """``setup`` with the options a record saved by an earlier kit names by their former
    names under their names, in place (``core.options.Option.former_name``: the digest
    still uses the former ones); as it is for a variant the registry does not know."""
    try:
        renamed = registry().option_table(variant).former_names
    except JinroError:  # an unknown variant: replay() says so
        return setup
    both = [f"{old} and {renamed[old]}" for old in setup if old in renamed and renamed[old] in setup]
    if both:
        raise InvalidRecord(f"'setup' has both {', '.join(both)}: the first is the second's former name; keep one")
    return {renamed.get(k, k): v for k, v in setup.items()}


def _pairs(actions: Any) -> tuple[tuple[int, str], ...]:
    """A record's actions, checked: [seat (int), action (string)] pairs."""
    if type(actions) not in (list, tuple):
        raise InvalidRecord(f"'actions' must be a list of [seat, action] pairs, got {describe(actions)}")
    parsed: list[tuple[int, str]] = []
    for i, pair in enumerate(actions):
        if (
            type(pair) not in (list, tuple)
            or len(pair) != 2
            or type(pair[0]) is not int
            or not issubclass(type(pair[1]), str)
        ):
            raise InvalidRecord(f"action {i} must be [seat (int), action (string)], got {describe(pair)}")
        parsed.append((pair[0], str.__str__(pair[1])))
    return tuple(parsed)


#: the longest nickname a record holds (a live table keeps 16 characters)
MAX_NAME = 64


def _names(names: Any) -> dict[int, str]:
    """A record's nicknames, checked: seat (a whole number, or its digits as JSON's keys
    are) -> a name of 1 to :data:`MAX_NAME` characters; in seat order."""
    if not issubclass(type(names), Mapping):
        raise InvalidRecord(f'\'names\' must map seats to nicknames, like {{"0": "Aiko"}}, got {describe(names)}')
    checked: dict[int, str] = {}
    for seat, name in dict(names.items()).items():
        if type(seat) is str and seat.isascii() and seat.isdigit() and len(seat) < 4:
            seat = int(seat)
        if type(seat) is not int or seat < 0:
            raise InvalidRecord(f"'names' has the key {describe(seat)}: a seat's number is a whole number, 0 or more")
        if not issubclass(type(name), str) or not 0 < len(name) <= MAX_NAME:
            raise InvalidRecord(
                f"'names' gives seat {seat} {describe(name)}: a name is text of 1 to {MAX_NAME} characters"
            )
        checked[seat] = str.__str__(name)
    return dict(sorted(checked.items()))


def with_names(record: GameRecord, names: Mapping[int, str] | None) -> GameRecord:
    """``record`` with the players' nicknames ``names`` (seat -> name; ``None`` or
    empty: none), checked as a read record's are (:class:`InvalidRecord`)."""
    return replace(record, names=_names(names) if names else None)


def _chance_values(chance: Any) -> tuple[int, ...]:
    """A record's chance script, checked: outcome indices (``core.chance``)."""
    values = tuple(chance) if type(chance) in (list, tuple) else None
    if values is None or not all(type(v) is int and v >= 0 for v in values):
        raise InvalidRecord(
            f"'chance' must be a list of non-negative integers (outcome indices), got {describe(chance)}"
        )
    return values


def chosen_options(variant: str, setup: Mapping[str, Any]) -> dict[str, Any]:
    """``setup`` without the options left at their defaults (the variant's ``Options``;
    also an option's former defaults, ``core.options.Option.former_defaults``), so that
    an option added to the kit later, at a default that changes no game, does not
    change the digest of the records saved before it; a renamed option under its
    former name (``Option.former_name``), so that renaming it changes no digest."""
    defaults, names = _option_defaults(variant)
    return {names.get(k, k): v for k, v in setup.items() if k not in defaults or all(d != v for d in defaults[k])}


@lru_cache(maxsize=16)
def _option_defaults(variant: str) -> tuple[dict[str, tuple[Any, ...]], Mapping[str, str]]:
    """The default of each option of ``variant`` and its former defaults (not for an
    option whose digest keeps its default, ``Option.digest_keeps_default``), and the
    renamed options' former names (name -> former name); none for a game the registry
    does not know."""
    try:
        table = registry().option_table(variant)
    except JinroError:
        return {}, {}
    defaults = {o.name: (o.default, *o.former_defaults) for o in table if not o.digest_keeps_default}
    return defaults, {name: former for former, name in table.former_names.items()}


def record_digest(
    variant: str,
    setup: Mapping[str, Any],
    seed: int,
    actions: Sequence[tuple[int, str]],
    chance: Sequence[int] | None,
    log: Sequence[Any],
) -> str:
    """A short fingerprint of a whole record, stored in it to detect tampering: the
    variant, setup, seed, every action string (the pending choices of an unfinished
    simultaneous decision too, which no event shows yet) and the chance script, as the
    game holds them (its own variant id, and the options not left at their defaults:
    another name of the variant, or a setup leaving out default options, is the same
    game); and the event log they play,
    which catches a record whose replay diverges (a changed engine). An event of a type
    that an earlier kit logged in another form is hashed in that form
    (:data:`FORMER_FORMS`), so records saved then keep their digests."""
    h = hashlib.blake2b(digest_size=12)
    h.update(repr((variant, setup, seed, tuple(actions), None if chance is None else tuple(chance))).encode())
    h.update(b"\n")
    former = FORMER_FORMS.get
    for event in log:
        form = former(event.__class__)
        h.update(repr(event if form is None else form(event)).encode())
        h.update(b"\n")
    return h.hexdigest()


def _former_hands_raised(e: HandsRaised) -> Chance:
    """A step of an open vote as the kit logged it before it had a type of its own: a
    ``Chance`` whose ``what`` is the announcement's English (SEI-23)."""
    return Chance(hands_announcement(e, "en"), e.voter, e.visible_to)


#: event type -> the form an earlier kit logged such an event in: a record's digest
#: (:func:`record_digest`) hashes that form, so the records saved before the type
#: existed keep their digests (HandsRaised was a ``Chance``)
FORMER_FORMS: dict[type, Callable[[Any], Any]] = {HandsRaised: _former_hands_raised}
