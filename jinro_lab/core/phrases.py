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

>>> SAY = PhraseBook(__name__, "SAY", {"first voter": ("{}: first voter", "{}: 最初の投票者"),
...                                   "day": ("day {}", "{}日目")})
>>> what = SAY("first voter", SAY("day", 2))
>>> what, what.text("ja"), what == "day 2: first voter"
('day 2: first voter', '2日目: 最初の投票者', True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any

__all__ = ["Phrase", "PhraseBook", "phrase_text"]

#: how a plain word of a game is written in a language (a renderer's names for its ids)
Term = Callable[[str, str], str]


def _as_is(word: str, lang: str) -> str:
    return word


class PhraseBook:
    """The templates of a family of phrases: key -> (English, Japanese), ``str.format``
    templates with positional fields. Calling the book makes a :class:`Phrase`.

    ``module`` and ``name`` say where the book lives (``__name__`` and the name it is
    bound to there), so a phrase pickled into another process finds its book again.
    A phrase without arguments is made once per key (a phrase is immutable: the
    commonest, a cause of death or a tie rule's note, is made at every use)."""

    def __init__(self, module: str, name: str, templates: Mapping[str, tuple[str, str]]):
        self.module = module
        self.name = name
        self.templates = dict(templates)
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
        en = book.templates[key][0]
        self = super().__new__(cls, en.format(*args) if args else en)
        self.key, self.args, self.book = key, args, book
        return self

    def text(self, lang: str = "en", term: Term = _as_is) -> str:
        """This phrase in ``lang`` (``en``: its English, as ``str``); in Japanese its
        Japanese template, each argument written by :func:`phrase_text`."""
        if lang != "ja":
            return str.__str__(self)
        ja = self.book.templates[self.key][1]
        return ja.format(*(phrase_text(a, lang, term) for a in self.args)) if self.args else ja

    def __reduce__(self) -> tuple[Any, ...]:
        return (_phrase, (self.book.module, self.book.name, self.key, self.args))

    def __copy__(self) -> Phrase:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Phrase:
        return self


def phrase_text(value: Any, lang: str = "en", term: Term = _as_is) -> str:
    """Any recorded text in ``lang``: a :class:`Phrase` from its templates, a plain
    word by ``term``, a number or anything else as ``str``; a tuple or list of them
    joined (``, `` / ``、``) so no Python tuple reaches a reader."""
    if isinstance(value, Phrase):
        return value.text(lang, term)
    if isinstance(value, str):
        return term(value, lang) if lang == "ja" else value
    if isinstance(value, tuple | list):
        return ("、" if lang == "ja" else ", ").join(phrase_text(v, lang, term) for v in value)
    return str(value)
