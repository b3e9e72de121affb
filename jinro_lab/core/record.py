"""GameRecord: setup + seed + actions, as JSON; and replay.

A record is everything needed to play a game again event for event: the variant,
its setup (options and any fixed arrangement), the seed of the game's RNG and the
actions in the order they were taken, each written as its readable string. The
record also keeps a digest of all of these and of the event log (``record_digest``
in ``core.engine``), so a record edited into a different (still legal) game, or
whose replay plays another log, is caught on replay; a ``None`` digest is accepted
and checks nothing (a record written by hand). A live table's record also names its
students (``names``: seat -> nickname, issue 37), for the replay to show beside their
seats; the names are no part of the game, so the digest does not cover them. Records
are JSON, never pickle; anything malformed raises :class:`InvalidRecord`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .errors import InvalidChance, InvalidRecord, JinroError, describe
from .registry import load, lookup, new_game, option_table

if TYPE_CHECKING:
    from .engine import Game

__all__ = ["FORMAT", "GameRecord", "replay", "with_names"]

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
        return _checked(record)


def _checked(record: GameRecord) -> GameRecord:
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
        renamed = option_table(variant).former_names
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


def replay(record: GameRecord | str) -> Game:
    """Play ``record`` again and return the game, event for event the same.

    Raises :class:`InvalidRecord` if the record is malformed, names an unknown
    variant or an invalid setup (a ``setup`` key that is not one of the variant's
    registered options, such as ``variant`` or ``seed``, included), names a seat
    the game does not have, contains an action that is illegal at its point, or whose digest is not that of the replayed
    game's record (an edited variant, setup, seed, action, pending choice or chance
    script, or another log); a ``None`` digest is not checked.
    """
    from .engine import scripted_game

    given: Any = record  # only type() of it is trusted, which mypy does not narrow on
    if type(given) in (str, bytes):
        record = GameRecord.from_json(given)
    elif issubclass(type(given), GameRecord):
        record = _checked(given)
    else:
        raise InvalidRecord(f"replay() takes a GameRecord or its JSON, got {describe(type(given).__name__)}")
    if "seed" in record.setup:
        raise InvalidRecord("the seed belongs at the top level of a record, not in its 'setup'")
    try:
        info = lookup(record.variant)
        info.check_setup(record.setup, seed=False)  # the variant's own options only: no 'variant'
        if record.chance is None:
            game = new_game(info.id, seed=record.seed, **record.setup)
        else:
            game = scripted_game(load(info.game), record.seed, record.setup, record.chance)
    except InvalidChance as exc:  # a draw of the deal out of range (core.chance)
        raise InvalidRecord(f"the record's chance script is invalid: {exc}") from None
    except JinroError as exc:
        raise InvalidRecord(f"the record's setup is invalid: {exc}") from None
    outside = [seat for seat in record.names or () if seat >= game.players]
    if outside:
        raise InvalidRecord(f"'names' names seat {outside[0]}; the seats are 0 to {game.players - 1}")
    for i, (seat, text) in enumerate(record.actions):
        try:
            game.act(seat, text)
        except JinroError as exc:
            raise InvalidRecord(f"action {i} ({seat}, {describe(text)}) cannot be replayed: {exc}") from None
    if record.digest is not None and record.digest != game.record().digest:
        raise InvalidRecord(
            "the replayed game does not match the record's digest: the record was altered, or saved by a "
            "version of the kit whose rules play it differently (a 'digest' of null replays it unchecked)"
        )
    return game
