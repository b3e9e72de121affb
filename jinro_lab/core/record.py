"""GameRecord: setup + seed + actions, as JSON; and replay.

A record is everything needed to play a game again event for event: the variant, its
setup, the seed of the game's RNG and the actions in order, with a digest of them and
of the event log, and a live table's students' nicknames. :class:`GameRecord`, its
JSON, its digest and :func:`with_names` are :mod:`jinro_lab.core.record_format`'s: the
engine writes a game's record with it, under the registry. This module plays a record
again (:func:`replay`), with the registry and the engine, above both; the kit imports
all of it from here. Records are JSON, never pickle; anything malformed raises
:class:`InvalidRecord`.
"""

from __future__ import annotations

from typing import Any

from .engine import Game, scripted_game
from .errors import InvalidChance, InvalidRecord, JinroError, describe
from .record_format import FORMAT, GameRecord, checked_record, with_names
from .registry import load, lookup, new_game

__all__ = ["FORMAT", "GameRecord", "replay", "with_names"]


def replay(record: GameRecord | str) -> Game:
    """Play ``record`` again and return the game, event for event the same.

    Raises :class:`InvalidRecord` if the record is malformed, names an unknown
    variant or an invalid setup (a ``setup`` key that is not one of the variant's
    registered options, such as ``variant`` or ``seed``, included), names a seat
    the game does not have, contains an action that is illegal at its point, or whose digest is not that of the replayed
    game's record (an edited variant, setup, seed, action, pending choice or chance
    script, or another log); a ``None`` digest is not checked.
    """
    given: Any = record  # only type() of it is trusted, which mypy does not narrow on
    if type(given) in (str, bytes):
        record = GameRecord.from_json(given)
    elif issubclass(type(given), GameRecord):
        record = checked_record(given)
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
