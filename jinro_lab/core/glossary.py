"""One glossary per game: the Japanese words a person reads, as the game's rulebook has them.

A game's :class:`Glossary` lists its terms (role and card names, read from its own
tables of roles and cards, its phases, the words of its table) and the words *not*
to use with it, each with the term to use instead and where that term comes from
(an :class:`Avoid`). The kit's texts (tables, phrase books, widgets, pictures, the
live table's pages) and the Japanese lessons draw from it, and the tests check every
Japanese text of a game against its glossary (``tests/test_glossary.py``)::

    >>> from jinro_lab.core.registry import glossary
    >>> [(a.word, a.use) for a in glossary("mahou_toshi").avoided("占い師が夜0に占う")]
    [('占い師', '予言者'), ('夜0', '0日目の夜')]

Two spellings hold in every game (:data:`COMMON`): a card or role face down is
*ウラ向き*, face up *オモテ向き*, as 人狼は眠らない's rulebook writes them (never
裏向き/表向き). And no Japanese text of the kit puts an ASCII space between two
Japanese characters (:func:`spaced`): Japanese is written without spaces. Nor does
a line of Japanese use the ASCII separators ``": "``, ``" | "``, ``" — "`` or
``" / "`` (:func:`ascii_marks`): it writes 「：」, a full-width space, 「・」, 「／」.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

__all__ = ["COMMON", "Avoid", "Glossary", "ascii_brackets", "ascii_marks", "japanese", "spaced"]


@dataclass(frozen=True)
class Avoid:
    """A word not to use in a game's Japanese, and ``use``, the term to use instead.

    ``source`` says where ``use`` comes from (a line of the rulebook, in its words).
    ``unless``: longer words that contain ``word`` and are right (``LotROで人狼``, the
    game's title, contains ``人狼``; ``人狼ゲーム`` names the genre)."""

    word: str
    use: str
    source: str
    unless: tuple[str, ...] = ()

    def found_in(self, text: str) -> bool:
        """Whether ``text`` uses the word (outside the words of ``unless``)."""
        for right in self.unless:
            text = text.replace(right, "\0" * len(right))
        return self.word in text


#: the words every game's glossary avoids: the spellings the kit holds to everywhere
COMMON: tuple[Avoid, ...] = (
    Avoid(
        "裏向き", "ウラ向き", "人狼は眠らない: 「カード16枚全てをウラ向きにして」; the kit's one spelling in every game"
    ),
    Avoid(
        "表向き", "オモテ向き", "人狼は眠らない: 「もう1枚を自分の手元にオモテ向きで出します」; the kit's one spelling"
    ),
)


@dataclass(frozen=True)
class Glossary:
    """The Japanese terms of one game (``game``: its variant id; ``title``: its
    Japanese title; ``source``: the rulebook they come from) and the words to avoid.

    ``terms``: what the terms name (``"roles"``, ``"phases"`` …) -> the terms, in the
    rulebook's order; ``avoid``: the game's own words to avoid, :data:`COMMON` added;
    ``role``: the game's word for a role, for the kit's shared texts (``役職``; LotROで人狼
    says ``役割``)."""

    game: str
    title: str
    source: str
    terms: Mapping[str, tuple[str, ...]]
    avoid: tuple[Avoid, ...] = ()
    role: str = "役職"
    common: tuple[Avoid, ...] = field(default=COMMON, repr=False)

    @property
    def avoids(self) -> tuple[Avoid, ...]:
        """Every word this game avoids: its own, then the kit's common ones."""
        return self.avoid + self.common

    @property
    def words(self) -> tuple[str, ...]:
        """Every term, in order (each once)."""
        return tuple(dict.fromkeys(t for group in self.terms.values() for t in group))

    def avoided(self, text: str) -> list[Avoid]:
        """The avoided words ``text`` uses, in the order of :attr:`avoids` (a word
        inside a longer avoided word found too is not reported twice:
        ``占い師`` is reported, not also ``占い``). A quotation in 「…」 may quote other
        words (政治家人狼's rulebook contrasts itself with 「信じられない人に投票して処刑する」)."""
        text = _QUOTED.sub(lambda m: "\0" * len(m.group()), text)
        found = [a for a in self.avoids if a.found_in(text)]
        return [a for a in found if not any(a.word != b.word and a.word in b.word for b in found)]

    def problems(self, text: str) -> list[str]:
        """What is wrong with a Japanese ``text`` for this game, one line each: an
        avoided word (``占い師 → 予言者``), an ASCII space between two Japanese
        characters (``space: 予言者 か``)."""
        lines = [f"{a.word} → {a.use}" for a in self.avoided(text)]
        return lines + [f"space: {s}" for s in spaced(text)]


#: a Japanese character: kana, the long-vowel mark, kanji, and Japanese punctuation
#: and brackets (full-width forms included)
_JA = (
    "\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
    "\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65"
)
_JAPANESE = re.compile(f"[{_JA}]")
_QUOTED = re.compile(r"「[^「」]*」")
_SPACED = re.compile(f"(?=([{_JA}][ \t]+[{_JA}]))")


def japanese(text: str) -> bool:
    """Whether ``text`` has a Japanese character (kana, kanji, Japanese punctuation)."""
    return _JAPANESE.search(text) is not None


def spaced(text: str) -> list[str]:
    """Each place in ``text`` where an ASCII space (or a tab) stands between two
    Japanese characters, as those characters and the space (``予言者 か`` has one:
    ``者 か``). A line break is not a space here (a text's lines are its own); in
    Markdown, where a line break inside a paragraph shows as a space, join the
    paragraph's lines with a space before asking."""
    return [m.group(1) for m in _SPACED.finditer(text)]


#: the ASCII separators a Japanese line does not use (write 「：」, 「　」 or 「・」, 「／」, 「：」),
#: and an ASCII bracket opened after Japanese (write 「（」: ``投票 (2日目)`` is ``投票（2日目）``)
_ASCII_BRACKET = f"(?<=[{_JA}]) ?\\("
_ASCII_MARKS = re.compile(f": | \\| | — | / |:$|{_ASCII_BRACKET}")


def ascii_brackets(text: str) -> list[str]:
    """Each ASCII ``"("`` opened right after a Japanese character (a space between
    allowed), with the character before it: Japanese text brackets with 「（」.

    >>> ascii_brackets("投票 (2日目)"), ascii_brackets("view(1)を読む（席1）")
    (['票 ('], [])
    """
    return [text[max(0, m.start() - 1) : m.end()] for m in re.finditer(_ASCII_BRACKET, text)]


def ascii_marks(text: str) -> list[str]:
    """Each ASCII separator (``": "``, ``" | "``, ``" — "``, ``" / "``, a closing
    ``":"``, an ASCII ``"("`` right after Japanese) on a line of ``text`` that has
    Japanese on it, with the characters around it (``フェイズ: プレイ`` has one:
    ``ズ: プ``). A line without Japanese is not looked at (an English line quoting
    「…」 is English); code in a Japanese sentence (``game.view(1)を読む``) is not
    flagged, its bracket follows Latin letters.

    >>> ascii_marks("フェイズ: プレイ | 手番: 席1")
    ['ズ: プ', 'イ | 手', '番: 席']
    >>> ascii_marks("投票 (2日目)"), ascii_marks("確率(%)")
    (['票 (2'], ['率(%'])
    >>> ascii_marks("フェイズ：プレイ　手番：席1"), ascii_marks("day 2 | seat 1"), ascii_marks("view(1)を読む")
    ([], [], [])
    """
    found = []
    for line in text.splitlines():
        if japanese(line):
            found += [line[max(0, m.start() - 1) : m.end() + 1] for m in _ASCII_MARKS.finditer(line)]
    return found
