"""Options as data: each game declares its options once, as its ``Options`` dataclass.

Every field of a game's ``Options`` is declared with one of this module's makers,
which give its default, what is allowed, the rule it comes from and a line of doc::

    @dataclass(frozen=True, slots=True)
    class Options:
        players: int = players_option(9, range(5, 17), "MAH-06")
        knight_self: bool = flag(False, "MAH-04", "the knight may guard itself")
        vote_style: str = choice("simultaneous", ("simultaneous", "in_turn", "free"), "MAH-11", "...")
        day_limit: int | None = integer(None, "MAH-04", "...", minimum=1, optional=True)
        roles: tuple[str, ...] | None = custom(None, "MAH-01", "...", allowed="...", check=...)

and :class:`OptionTable` (``OptionTable(Options)``, in the game's module) reads them
back. From that one declaration come:

* the keyword arguments of the game (``new_game`` and the class), in field order
  (``players``, ``seed``, then the others), and the signature that ``help()`` and
  Jupyter show (:meth:`OptionTable.signature`);
* the checks of each value, with a message naming the option, what is allowed and the
  rule (:meth:`OptionTable.resolve`); the game adds only the checks between options
  (``roles`` against ``players``, a ``position`` against the ``roles``);
* the setup a record holds (:meth:`OptionTable.resolve`'s second value: each option as
  given, lists for tuples, so a record replays and its digest does not change);
* the option table of the docs (:meth:`OptionTable.markdown`);
* the command line's ``--option NAME=VALUE`` (:meth:`OptionTable.parse`).

A list given for a fixed arrangement (a deck, a promise pile, the event cards) is taken
in the order given, top first, in every game.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from .errors import InvalidSetup, describe

__all__ = [
    "Option",
    "OptionTable",
    "OptionValueError",
    "Position",
    "choice",
    "custom",
    "flag",
    "flag_text",
    "id_list",
    "integer",
    "players_follow_roles",
    "players_option",
    "position_option",
]

T = TypeVar("T")
#: the keyword of a game's seed, which is not an option (it is the game's, and records keep it apart)
SEED = "seed"


class OptionValueError(ValueError):
    """Raised by an option's check to say only that a value is not allowed: the table
    writes the message (the option, what is allowed, the rule and the value)."""


@dataclasses.dataclass(frozen=True, slots=True)
class Option:
    """One option: ``default``, ``allowed`` (what may be given, in words), ``rule`` (the
    spec rule it comes from), ``doc`` (one line), ``check`` (the value as given -> the
    value the game keeps; raises :class:`OptionValueError`, or an :class:`InvalidSetup`
    of its own), ``parse`` (the text of ``--option NAME=TEXT`` -> a value to check) and
    ``kind`` (``flag``, ``choice``, ``integer``, ``list`` or ``value``, for the docs).
    ``name`` is the field's, filled by :class:`OptionTable`."""

    default: Any
    allowed: str
    rule: str
    doc: str
    check: Callable[[Any], Any]
    parse: Callable[[str], Any]
    kind: str
    #: whether a record keeps the value as checked (a typed position's JSON form), not as given
    record_checked: bool = False
    #: values that were this option's default in earlier kits and play as the default
    #: does wherever they are allowed: a record's digest leaves them out as it leaves out
    #: the default, so records saved then keep their digests
    former_defaults: tuple[Any, ...] = ()
    #: whether a record's digest keeps this option even at its default: an option that
    #: an earlier kit's digest covered at its default (it was not among the game's
    #: ``Options`` then), so that records saved then keep their digests
    digest_keeps_default: bool = False
    #: the option's name in earlier kits (``""``: none): a record saved then holds it and
    #: is read under the new name (``core.record``), the digest keeps it so such records
    #: keep their digests (``core.engine``), and a game given it is refused naming the new one
    former_name: str = ""
    name: str = ""

    def checked(self, value: Any) -> Any:
        """``value`` as the game keeps it, or :class:`InvalidSetup` naming the option,
        what is allowed and the rule."""
        try:
            return self.check(value)
        except OptionValueError:
            raise InvalidSetup(f"{self.name} must be {self.allowed} ({self.rule}), got {describe(value)}") from None


def _field(option: Option) -> Any:
    return dataclasses.field(default=option.default, metadata={"option": option})


# ----- the makers ------------------------------------------------------------------
def flag(default: bool, rule: str, doc: str) -> Any:
    """An option that is ``True`` or ``False`` (a ``bool``: not 0 or 1)."""
    return _field(Option(default, "true or false", rule, doc, _check_flag, flag_text, "flag"))


def choice(default: str, values: Iterable[str], rule: str, doc: str) -> Any:
    """An option that is one of ``values`` (strings)."""
    allowed = tuple(values)
    if default not in allowed:
        raise ValueError(f"the default {default!r} is not one of {allowed}")

    def check(value: Any) -> str:
        if value.__class__ is not str or value not in allowed:
            raise OptionValueError
        return value

    return _field(Option(default, f"one of {', '.join(allowed)}", rule, doc, check, str.strip, "choice"))


def integer(
    default: int | None,
    rule: str,
    doc: str,
    minimum: int | None = None,
    maximum: int | None = None,
    optional: bool = False,
) -> Any:
    """An ``int`` (not a ``bool``) from ``minimum`` to ``maximum`` (either may be open);
    with ``optional``, ``None`` too."""
    allowed = _range_words(minimum, maximum)
    if optional:
        allowed = f"none or {allowed}"

    def check(value: Any) -> int | None:
        if value is None and optional:
            return None
        if value.__class__ is not int:
            raise OptionValueError
        if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
            raise OptionValueError
        return value

    return _field(Option(default, allowed, rule, doc, check, _parse_json_or_text, "integer"))


def players_option(default: int, counts: Iterable[int], rule: str, derived: str = "") -> Any:
    """The player count: an ``int`` among ``counts``. ``derived`` says, when the game
    takes ``players=None`` (its signature's default) to mean "from the other options",
    from which (``"the number of roles"``)."""
    allowed_counts = tuple(counts)
    consecutive = allowed_counts == tuple(range(allowed_counts[0], allowed_counts[-1] + 1))
    words = (
        f"an int from {allowed_counts[0]} to {allowed_counts[-1]}"
        if consecutive and len(allowed_counts) > 2
        else f"{' or '.join(map(str, allowed_counts))}"
    )
    doc = "the number of players" + (f" (none: {derived}, else {default})" if derived else "")

    def check(value: Any) -> int:
        if value.__class__ is not int or value not in allowed_counts:
            raise OptionValueError
        return value

    return _field(Option(default, words, rule, doc, check, _parse_json_or_text, "integer"))


def id_list(
    default: Any,
    ids: Callable[[], Iterable[str]],
    rule: str,
    doc: str,
    check: Callable[[tuple[str, ...]], Any] | None = None,
    optional: bool = True,
    what: str = "ids",
) -> Any:
    """A list of ids (each one of ``ids()``), taken in the order given; kept as a tuple,
    then through ``check`` (the game's own checks of the list as a whole, which raise
    :class:`InvalidSetup`); with ``optional``, ``None`` too (the game's default)."""
    allowed = f"a list of {what}" + (" or none" if optional else "")

    def checked(value: Any) -> Any:
        if value is None and optional:
            return None
        if isinstance(value, str | bytes) or not isinstance(value, Sequence):
            raise OptionValueError
        known = frozenset(ids())
        unknown = sorted({describe(v) for v in value if v.__class__ is not str or v not in known})
        if unknown:
            raise InvalidSetup(f"unknown {what} {', '.join(unknown)}; allowed: {', '.join(ids())}")
        items = tuple(value)
        return items if check is None else check(items)

    return _field(Option(default, allowed, rule, doc, checked, _parse_list, "list"))


def custom(
    default: Any,
    rule: str,
    doc: str,
    allowed: str,
    check: Callable[[Any], Any],
    parse: Callable[[str], Any] | None = None,
    kind: str = "value",
    former_defaults: tuple[Any, ...] = (),
    digest_keeps_default: bool = False,
    former_name: str = "",
) -> Any:
    """Any other option: ``check`` turns the value as given into the value the game
    keeps, raising :class:`OptionValueError` (the table's message) or an
    :class:`InvalidSetup` of its own; ``parse`` reads ``--option`` text (default: JSON,
    a list as ``a,b,c``, or the text itself). ``former_defaults``,
    ``digest_keeps_default`` and ``former_name``: see :class:`Option`."""
    parse = parse or (_parse_list if kind == "list" else _parse_list_or_json)
    return _field(
        Option(
            default,
            allowed,
            rule,
            doc,
            check,
            parse,
            kind,
            former_defaults=former_defaults,
            digest_keeps_default=digest_keeps_default,
            former_name=former_name,
        )
    )


# ----- the table -------------------------------------------------------------------
class OptionTable(Generic[T]):
    """The options of one game, read from its ``Options`` dataclass (see the module doc).

    ``names`` are the options in order (``players`` first); ``keywords`` what the game
    takes (``players``, ``seed``, the others); ``defaults`` each option's default.
    """

    def __init__(self, options: type[T]):
        self.options_class = options
        table: dict[str, Option] = {}
        for f in dataclasses.fields(options):  # type: ignore[arg-type]
            option = f.metadata.get("option")
            if not isinstance(option, Option):
                raise TypeError(f"{options.__name__}.{f.name} is not declared with a maker of jinro_lab.core.options")
            table[f.name] = dataclasses.replace(option, name=f.name)
        if next(iter(table), None) != "players":
            raise TypeError(f"{options.__name__}'s first option must be players")
        self._table = table
        self.names: tuple[str, ...] = tuple(table)
        self.keywords: tuple[str, ...] = ("players", SEED, *self.names[1:])
        self.defaults: dict[str, Any] = {name: option.default for name, option in table.items()}
        #: an option's former name -> its name (:attr:`Option.former_name`)
        self.former_names: Mapping[str, str] = {o.former_name: name for name, o in table.items() if o.former_name}
        if self.former_names.keys() & table.keys():
            raise TypeError(f"{options.__name__}: a former name is another option's name")

    def __getitem__(self, name: str) -> Option:
        return self._table[name]

    def __iter__(self) -> Any:
        return iter(self._table.values())

    def __contains__(self, name: object) -> bool:
        return name in self._table

    def refuse_unknown(self, given: Iterable[Any], what: str = "option") -> None:
        """:class:`InvalidSetup` for names in ``given`` that are not options, listing them
        (and naming the new name of an option's former name)."""
        given = list(given)
        renamed = [
            f"the option {k} is now called {new} ({self._table[new].rule})"
            for k in given
            if k.__class__ is str and (new := self.former_names.get(k))
        ]
        if renamed:
            raise InvalidSetup(f"{'; '.join(renamed)}; allowed: {', '.join(self.names)}")
        unknown = sorted(describe(k) for k in given if k.__class__ is not str or k not in self._table)
        if unknown:
            raise InvalidSetup(f"unknown {what}(s) {', '.join(unknown)}; allowed: {', '.join(self.names)}")

    def resolve(self, given: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        """Each option's value as the game keeps it (checked; the default where not
        given) and as its record's setup holds it (as given, the default where not
        given), both in the table's order. ``given`` may not name ``seed``."""
        table = self._table
        if not given.keys() <= table.keys():
            self.refuse_unknown(given)
        values = self.defaults.copy()  # in the table's order, which the given ones keep
        record = self.defaults.copy()
        for name, value in given.items():
            option = table[name]
            values[name] = checked = option.checked(value)
            record[name] = checked if option.record_checked else value
        return values, record

    def build(self, values: Mapping[str, Any]) -> T:
        """The ``Options`` of checked ``values`` (all of them, by name)."""
        return self.options_class(**values)

    def parse(self, name: str, text: str) -> Any:
        """The value of ``--option NAME=TEXT`` (to be checked as any value is)."""
        self.refuse_unknown([name])
        return self._table[name].parse(text)

    def signature(self, players_default: Any = None) -> inspect.Signature:
        """The game's signature: ``players`` (``players_default``, the class's default),
        ``seed`` and the options as keywords with their defaults, annotated by the
        ``Options`` fields' types, for ``help()`` and Jupyter's tooltips."""
        kinds = {f.name: f.type for f in dataclasses.fields(self.options_class)}  # type: ignore[arg-type]
        keyword = inspect.Parameter.POSITIONAL_OR_KEYWORD
        params = [
            inspect.Parameter("self", keyword),
            inspect.Parameter(
                "players",
                keyword,
                default=players_default,
                annotation=kinds["players"] if players_default is not None else f"{kinds['players']} | None",
            ),
            inspect.Parameter(SEED, keyword, default=None, annotation="int | None"),
        ]
        params += [
            inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=o.default, annotation=kinds[name])
            for name, o in self._table.items()
            if name != "players"
        ]
        return inspect.Signature(params)

    def markdown(self) -> str:
        """The options as a Markdown table: option, default, allowed, rule, meaning."""
        rows = ["| option | default | allowed | rule | meaning |", "| --- | --- | --- | --- | --- |"]
        for o in self._table.values():
            default = json.dumps(_plain(o.default), ensure_ascii=False)
            rows.append(f"| `{o.name}` | `{default}` | {o.allowed} | {o.rule} | {o.doc} |")
        return "\n".join(rows)


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _range_words(minimum: int | None, maximum: int | None) -> str:
    if minimum is not None and maximum is not None:
        return f"an int from {minimum} to {maximum}"
    if minimum is not None:
        return f"an int of {minimum} or more"
    if maximum is not None:
        return f"an int of {maximum} or less"
    return "an int"


def _check_flag(value: Any) -> bool:
    if value.__class__ is not bool:
        raise OptionValueError
    return bool(value)


_FLAG_WORDS = {
    **dict.fromkeys(("true", "yes", "on", "1"), True),
    **dict.fromkeys(("false", "no", "off", "0"), False),
    **dict.fromkeys(("none", "null"), None),
}


def flag_text(text: str) -> Any:
    """``true``/``false`` (also yes/no, on/off, 1/0, any case), ``none``; other text as it is
    (refused by the check, which says what is allowed)."""
    return _FLAG_WORDS.get(text.strip().lower(), text)


def _parse_json_or_text(text: str) -> Any:
    """JSON (``3``, ``null``), ``none``, or the text itself."""
    text = text.strip()
    if text.lower() == "none":
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def _parse_list(text: str) -> Any:
    """A list as ``a,b,c`` (one item: ``a``; nothing: an empty list), JSON, or ``none``."""
    text = text.strip()
    if text == "":
        return []
    if text.lower() in ("none", "null"):
        return None
    if text.startswith("["):
        return _parse_json_or_text(text)
    return [item.strip() for item in text.split(",")]


def _parse_list_or_json(text: str) -> Any:
    """JSON (a number, ``true``, ``null``, a list or an object), ``none``, a list as
    ``a,b,c``, or the text itself."""
    value = _parse_json_or_text(text)
    if isinstance(value, str) and "," in value:
        return [item.strip() for item in value.split(",")]
    return {"true": True, "false": False}.get(value.lower(), value) if isinstance(value, str) else value


def players_follow_roles(values: dict[str, Any], players_given: bool, rule: str, centre: int = 0) -> None:
    """A fixed seating (``values["roles"]``, one role per seat, then the game's
    ``centre`` cards: ``VariantInfo.centre_cards``) sets the player count:
    ``values["players"]`` becomes its length less ``centre``, and a player count given
    besides must be that (else :class:`InvalidSetup` citing ``rule`` and saying how
    many to give). Nothing for ``roles=None``."""
    roles = values["roles"]
    if roles is None:
        return
    seats = len(roles) - centre
    if not centre:
        if players_given and values["players"] != seats:
            raise InvalidSetup(
                f"players={describe(values['players'])} but roles names {len(roles)} seats ({rule}):"
                " give one role per seat"
            )
    elif players_given and values["players"] != seats:
        raise InvalidSetup(
            f"players={describe(values['players'])} but roles names {len(roles)} cards ({rule}): give one role per"
            f" seat and {centre} centre cards, {values['players'] + centre} in all"
        )
    elif seats < 1:
        raise InvalidSetup(
            f"roles names {len(roles)} cards ({rule}): give one role per seat and {centre} centre cards,"
            f" at least {centre + 1} in all"
        )
    values["players"] = seats


# ----- described positions -----------------------------------------------------------
class Position:
    """Base of a game's typed ``position=`` value (a dataclass in the game's
    ``options.py``): a described moment to start from, for lessons. ``to_json()`` is
    the plain form a record keeps (and that ``position=`` also takes, as a mapping);
    ``from_json(mapping)`` its inverse. The game checks a position against the other
    options (the roles) when the game is made."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            data[f.name] = _json_form(getattr(self, f.name))
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Any:
        """The position a mapping describes (its keys are the fields; the game checks the values)."""
        names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
        if not isinstance(data, Mapping):
            raise InvalidSetup(f"position must be a mapping with keys {', '.join(names)}, got {describe(data)}")
        unknown = sorted(describe(k) for k in data if k not in names)
        if unknown:
            raise InvalidSetup(f"unknown position key(s) {', '.join(unknown)}; allowed: {', '.join(names)}")
        return cls(**data)


def _json_form(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_json_form(v) for v in value]
    return value


def position_option(kind: type[Position], rule: str, doc: str) -> Any:
    """A ``position=`` option: ``None`` (the game's start), a ``kind`` or its JSON form (a
    mapping); kept as the JSON form, which the game checks against the other options."""

    def check(value: Any) -> Any:
        if value is None:
            return None
        if type(value) is kind:
            return value.to_json()
        if not isinstance(value, Mapping):
            raise OptionValueError
        return value

    allowed = f"none, a {kind.__module__.rsplit('.', 2)[-2]} Position or a mapping of its fields"
    return _field(Option(None, allowed, rule, doc, check, _parse_json_or_text, "position", record_checked=True))
