"""Texts as data: a phrase keeps its key and arguments, so it is written in either
language from its templates, never parsed back from English.

A :class:`Phrase` *is* its English text (a ``str``: it compares, hashes, prints and
goes to JSON as the English), and it also carries the key and arguments it was
made from and the :class:`PhraseBook` that holds its English and Japanese
templates side by side. A rule makes the phrase; a renderer writes it::

    SAY = PhraseBook(__name__, "SAY", {
        "fewer humans": ("MAH-40: living humans ({}) are no more than living werewolves ({})",
                         "MAH-40: 生き残った人間（{}人）が人狼（{}人）以下になった"),
    })
    reason = SAY("fewer humans", 3, 3)       # str(reason) is the English sentence
    reason.text("ja")                        # the Japanese sentence, from the same data

An argument that is itself a phrase is written in the same language; a plain
string argument is a word of the game (a role or card id) and is written by the
``term`` a renderer passes (its names for its ids); numbers are written as they are.
In English, ``str(phrase)`` keeps the ids as recorded (the record's text, what code
compares: ``cause == "mages_guild"``), and :meth:`Phrase.text` writes each id by the
renderer's ``term`` or, failing that, by :func:`english_name` (``evil_eye`` -> ``evil
eye``), an id written in the template itself too: no raw id reaches a person.
An English template may be a pair, ``("{} card", "{} cards")``: the first when the
first argument is 1, so a count agrees with its noun (Japanese has no plural); inside
a template, ``{0|wolf is|wolves are}`` agrees with the argument 0 (for a sentence with
several counts).

A phrase's ``str`` is in the records (a record's digest hashes the log, reasons and
notes included), so a recorded English that reads as a formula (``W=2 >= V=1``)
keeps its text there, and the book's ``read`` gives the English a person reads
instead (:meth:`Phrase.text`), a sentence from the same arguments.

>>> SAY = PhraseBook(__name__, "SAY", {"first voter": ("{}: first voter", "{}: 最初の投票者"),
...                                   "day": ("day {}", "{}日目")})
>>> what = SAY("first voter", SAY("day", 2))
>>> what, what.text("ja"), what == "day 2: first voter"
('day 2: first voter', '2日目: 最初の投票者', True)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from importlib import import_module
from typing import Any

__all__ = ["Phrase", "PhraseBook", "counted", "english", "english_name", "phrase_text"]

#: how a plain word of a game is written in a language (a renderer's names for its ids)
Term = Callable[[str, str], str]

#: an English template, or a pair of them: (when the first argument is 1, otherwise)
English = str | tuple[str, str]

_SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
#: an id inside a template: ``illusionist_garden die``, ``answered the tooth: athelas_leaf``
_SNAKE_WORD = re.compile(r"(?<![\w{])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w}])")


def english_name(word: str) -> str:
    """An id as a person reads it in English: its words without the underscores
    (``evil_eye`` -> ``evil eye``, ``in_turn`` -> ``in turn``); any other word as it is.

    >>> english_name("spirit_user"), english_name("seer"), english_name("day 2")
    ('spirit user', 'seer', 'day 2')
    """
    return word.replace("_", " ") if _SNAKE.fullmatch(word) else word


def _named(template: English) -> English:
    """An English template (or pair) with the ids written in it named (``mages_guild``
    -> ``mages guild``): a phrase's ``str`` keeps them, what a person reads does not."""
    if isinstance(template, str):
        return _SNAKE_WORD.sub(lambda m: english_name(m.group()), template)
    return (_named(template[0]), _named(template[1]))  # type: ignore[return-value]


#: a count's agreement inside a template: ``{0|wolf is|wolves are}`` (argument 0 is one, or not)
_AGREES = re.compile(r"\{(\d+)\|([^|{}]*)\|([^|{}]*)\}")


def english(template: English, args: Sequence[Any]) -> str:
    """The English ``template`` (or the pair ``(one, many)``, chosen by whether the
    first argument is 1, or the text ``"1"``) filled in with ``args``; each
    ``{i|one|many}`` in it is ``one`` when argument ``i`` is 1, ``many`` otherwise.

    >>> english(("{} ballot seen", "{} ballots seen"), (1,)), english(("{} ballot", "{} ballots"), (3,))
    ('1 ballot seen', '3 ballots')
    >>> english("{} {0|wolf|wolves} against {} {1|player|players}", (2, 1))
    '2 wolves against 1 player'
    """
    if not isinstance(template, str):
        template = template[0] if args and _one(args[0]) else template[1]
    if "|" in template:
        template = _AGREES.sub(lambda m: m.group(2) if _one(args[int(m.group(1))]) else m.group(3), template)
    return template.format(*args) if args else template


def _one(count: Any) -> bool:
    """Whether a count reads as one: ``1``, ``1.0`` or the text ``"1"`` (not ``True``)."""
    if isinstance(count, str):
        return count.strip() == "1"
    return type(count) in (int, float) and count == 1


def counted(n: int, one: str, many: str | None = None) -> str:
    """``n`` and a noun that agrees with it: ``counted(1, "card")`` is ``1 card``,
    ``counted(2, "card")`` ``2 cards`` (``many``: the plural, if not ``one`` + s)."""
    return f"{n} {one if n == 1 else many or one + 's'}"


def _as_is(word: str, lang: str) -> str:
    return word


class PhraseBook:
    """The templates of a family of phrases: key -> (English, Japanese), ``str.format``
    templates with positional fields. Calling the book makes a :class:`Phrase`.

    ``module`` and ``name`` say where the book lives (``__name__`` and the name it is
    bound to there), so a phrase pickled into another process finds its book again.
    A phrase without arguments is made once per key (a phrase is immutable: the
    commonest, a cause of death or a tie rule's note, is made at every use).

    ``read``: key -> the English a person reads, where it differs from the recorded
    English (the phrase's ``str``, kept as the records have it: a formula such as
    ``W=2 >= V=1`` becomes a sentence there, from the same arguments)."""

    def __init__(
        self,
        module: str,
        name: str,
        templates: Mapping[str, tuple[English, str]],
        read: Mapping[str, English] | None = None,
    ):
        self.module = module
        self.name = name
        self.templates = dict(templates)
        self.read = dict(read or {})
        assert set(self.read) <= set(self.templates), set(self.read) - set(self.templates)
        self._plain: dict[str, Phrase] = {}  # at most one per template

    def __call__(self, key: str, *args: Any) -> Phrase:
        if args:
            return Phrase(self, key, args)
        plain = self._plain.get(key)
        if plain is None:
            plain = self._plain[key] = Phrase(self, key)
        return plain

    def __repr__(self) -> str:
        return f"PhraseBook({self.module}.{self.name}, {len(self.templates)} phrases)"

    def __reduce__(self) -> tuple[Any, ...]:
        return (_book, (self.module, self.name))


def _book(module: str, name: str) -> PhraseBook:
    book = getattr(import_module(module), name)
    assert isinstance(book, PhraseBook), (module, name)
    return book


def _phrase(module: str, name: str, key: str, args: tuple[Any, ...]) -> Phrase:
    return Phrase(_book(module, name), key, args)


class Phrase(str):
    """A text made from a key and arguments (see the module's docstring); ``str`` of
    it is the English text, :meth:`text` writes it in a language."""

    key: str
    args: tuple[Any, ...]
    book: PhraseBook

    def __new__(cls, book: PhraseBook, key: str, args: tuple[Any, ...] = ()) -> Phrase:
        self = super().__new__(cls, english(book.templates[key][0], args))
        self.key, self.args, self.book = key, args, book
        return self

    def text(self, lang: str = "en", term: Term = _as_is) -> str:
        """This phrase in ``lang``: in English its English with each id a person reads
        written by ``term`` (or :func:`english_name`: ``str(phrase)`` keeps the ids);
        in Japanese its Japanese template, each argument written by :func:`phrase_text`."""
        if lang != "ja":
            shown = tuple(_english_arg(a, term) for a in self.args)
            read = self.book.read.get(self.key)
            if read is not None:  # a person's English, not the record's
                return english(_named(read), shown)
            if all(a is b for a, b in zip(shown, self.args, strict=True)) and not _SNAKE_WORD.search(self):
                return str.__str__(self)
            return english(_named(self.book.templates[self.key][0]), shown)
        ja = self.book.templates[self.key][1]
        return ja.format(*(phrase_text(a, lang, term) for a in self.args)) if self.args else ja

    def __reduce__(self) -> tuple[Any, ...]:
        return (_phrase, (self.book.module, self.book.name, self.key, self.args))

    def __copy__(self) -> Phrase:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Phrase:
        return self


def _english_arg(value: Any, term: Term) -> Any:
    """An argument of a phrase as English shows it: a phrase, a word or a list of
    words with its ids named; the same object when nothing in it is an id."""
    if isinstance(value, Phrase):
        shown = value.text("en", term)
        return value if shown == value else shown
    if isinstance(value, str):
        name = english_name(term(value, "en"))
        return value if name == value else name
    if isinstance(value, tuple | list) and any(isinstance(v, str) for v in value):
        names = [_english_arg(v, term) for v in value]
        return value if all(a is b for a, b in zip(names, value, strict=True)) else ", ".join(map(str, names))
    return value


def phrase_text(value: Any, lang: str = "en", term: Term = _as_is) -> str:
    """Any recorded text in ``lang``: a :class:`Phrase` from its templates, a plain
    word by ``term``, a number or anything else as ``str``; a tuple or list of them
    joined (``, `` / ``、``) so no Python tuple reaches a reader."""
    if isinstance(value, Phrase):
        return value.text(lang, term)
    if isinstance(value, str):
        return term(value, lang) if lang == "ja" else english_name(term(value, lang))
    if isinstance(value, tuple | list):
        return ("、" if lang == "ja" else ", ").join(phrase_text(v, lang, term) for v in value)
    return str(value)
