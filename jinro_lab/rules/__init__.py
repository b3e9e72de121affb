"""The games' rules, in the kit's own words, in English and Japanese (issue 38).

Every text, test and lesson of the kit cites a rule by its ID (``NEM-01``,
``SEI-24``, ``LOT-40``, ``MAH-31``, and the role and event rows ``MAH-R05``,
``MAH-E12``); this is where a person reads it. The rules are package data, one
TOML file per game, named by its registration (``VariantInfo.rules``,
``"package:file.toml"``: the kit's four beside this module, ``nemuranai.toml`` …,
a plug-in game's in its own package), read on first use: each ID's title and text
in both languages, and whether the rule holds a *decision* of the kit (the
rulebook is silent or ambiguous there and the kit chose). The spec the rules
restate (``shared/rules/<game>.md``) is the reference the tests check this against::

    >>> from jinro_lab.rules import rule
    >>> r = rule("NEM-02")
    >>> r.game, r.title
    ('nemuranai', 'Number of players')
    >>> rule("NEM-02", "ja").title
    'プレイヤー人数'

:func:`annotate_html` is the one place a cited ID is expanded where a person
reads it (the live table's pages, the widgets' logs, the replay page): in HTML
already escaped, each known ID becomes an ``<abbr class="jinro-rule">`` whose
tooltip is the rule, optionally a link to a page of the rules.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from importlib import resources

from ..core.errors import InvalidArgument, describe
from ..core.registry import lookup, variants

__all__ = [
    "LANGS",
    "RULE_ID",
    "Rule",
    "anchor",
    "annotate_html",
    "decision_note",
    "game_of",
    "games",
    "rule",
    "rule_ids",
    "rules",
    "rules_page",
]

LANGS = ("en", "ja")

#: what a rule ID looks like: a game's prefix (three capitals), a hyphen, two digits, or R/E and
#: two digits (魔法都市の人狼's role and event rows), not inside a longer ASCII word (Japanese may
#: touch it); only a prefix one of the games' files uses makes it a rule (:func:`game_of`)
RULE_ID = re.compile(r"(?<![A-Za-z0-9_-])([A-Z]{3})-([RE]?\d{2})(?![A-Za-z0-9_-])")

#: how a decision of the kit is marked where a rule is shown
_DECISION = {"en": "the kit's decision", "ja": "キット独自の裁定"}


@dataclass(frozen=True)
class Rule:
    """One rule in one language: ``id`` (``MAH-10``), ``game`` (``mahou_toshi``),
    ``title`` and ``text`` in ``lang``, and ``decision``: whether the rule holds a
    decision of the kit where the rulebook is silent (the text says which part)."""

    id: str
    game: str
    lang: str
    title: str
    text: str
    decision: bool

    @property
    def anchor(self) -> str:
        """The rule's anchor on a rules page (``mah-10``): :func:`anchor`."""
        return anchor(self.id)


def anchor(rule_id: str) -> str:
    """The HTML anchor of a rule on its game's rules page: the ID in lower case
    (``MAH-10`` -> ``mah-10``; the docs site's ``games/mahou_toshi.html#mah-10``)."""
    return rule_id.lower()


def decision_note(lang: str = "en") -> str:
    """How a rule holding a decision of the kit is marked (``the kit's decision``)."""
    _check_lang(lang)
    return _DECISION[lang]


def _check_lang(lang: object) -> None:
    if type(lang) is not str or lang not in LANGS:
        raise InvalidArgument(f"lang must be one of {', '.join(LANGS)}, got {describe(lang)}")


def games() -> tuple[str, ...]:
    """The registered games that have a rules reference (``VariantInfo.rules``), by id."""
    return tuple(sorted(info.id for info in variants() if info.rules is not None))


def _check_game(game: object) -> str:
    if type(game) is not str or game not in games():
        raise InvalidArgument(f"no rules for game {describe(game)}; games with rules: {', '.join(games())}")
    return game


#: a file's first rule: its ID's prefix is the game's (every ID of the file is checked when read)
_FIRST = re.compile(r'^\["([A-Z]{3})-', re.MULTILINE)


def _prefixes() -> dict[str, str]:
    """Each rule-ID prefix (``NEM``) and its game, for the games registered now."""
    return _prefixes_of(tuple((game, lookup(game).rules or "") for game in games()))


@lru_cache(maxsize=8)  # one entry per set of registered games (a plug-in registered later adds one)
def _prefixes_of(files: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """Each rule-ID prefix and its game, from the first rule of each game's file (found
    without parsing it: a file is parsed when its rules are first asked for); two games
    may not share a prefix."""
    found: dict[str, str] = {}
    for game, ref in files:
        first = _FIRST.search(_read(ref))
        if first is None:
            raise InvalidArgument(f"{ref} (the rules of {game}) has no rule")
        prefix = first.group(1)
        if prefix in found:
            raise InvalidArgument(f"{ref}: the rule IDs of {game} use {prefix}, the prefix of {found[prefix]}'s")
        found[prefix] = game
    return found


@lru_cache(maxsize=64)  # a game's file, for every game there is (a handful)
def _read(ref: str) -> str:
    """The text of a rules file named ``package:file.toml`` (``VariantInfo.rules``)."""
    package, path = ref.split(":")
    try:
        return resources.files(package).joinpath(path).read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError) as exc:
        raise InvalidArgument(f"the rules file {ref} cannot be read: {exc}") from None


def game_of(rule_id: str) -> str:
    """The game whose rule ``rule_id`` is, by its prefix (``LOT-40`` -> ``lotro``);
    :class:`InvalidArgument` for a string that is not a rule ID."""
    match = RULE_ID.fullmatch(rule_id) if type(rule_id) is str else None
    if match is None or match.group(1) not in _prefixes():
        raise InvalidArgument(
            f"not a rule ID: {describe(rule_id)}; a rule ID is a game's prefix "
            f"({', '.join(_prefixes())}), a hyphen and its number, e.g. {', '.join(_examples())}"
        )
    return _prefixes()[match.group(1)]


def _examples() -> list[str]:
    return [f"{prefix}-01" for prefix in _prefixes()]


def _table(game: str) -> dict[str, dict[str, Rule]]:
    """``game``'s rules, read from its TOML file: ID -> language -> rule (in the file's order)."""
    return _parsed(game, lookup(game).rules or "")


@lru_cache(maxsize=64)  # a game's rules, for every game there is (a handful)
def _parsed(game: str, ref: str) -> dict[str, dict[str, Rule]]:
    """The rules of ``game`` in its file ``ref``; every ID of the file must have one prefix
    (the game's), and every rule a title and a text in both languages."""
    try:
        data = tomllib.loads(_read(ref))
    except tomllib.TOMLDecodeError as exc:
        raise InvalidArgument(f"{ref} (the rules of {game}) is not TOML: {exc}") from None
    table: dict[str, dict[str, Rule]] = {}
    prefix = next(prefix for prefix, owner in _prefixes().items() if owner == game)
    for rule_id, entry in data.items():
        match = RULE_ID.fullmatch(rule_id)
        if match is None or match.group(1) != prefix:
            raise InvalidArgument(f"{ref}: {rule_id!r} is not a rule ID of prefix {prefix}")
        missing = [
            f"{lang}.{key}"
            for lang in LANGS
            for key in ("title", "text")
            if not isinstance(entry.get(lang), dict) or not isinstance(entry[lang].get(key), str)
        ]
        if missing:
            raise InvalidArgument(f"{ref}: {rule_id} has no {', '.join(missing)} (a rule has both, in both languages)")
        decision = entry.get("decision", False)
        table[rule_id] = {
            lang: Rule(rule_id, game, lang, entry[lang]["title"], entry[lang]["text"], decision) for lang in LANGS
        }
    return table


def rule_ids(game: str) -> tuple[str, ...]:
    """Every rule ID of ``game``, in the order of its rules."""
    return tuple(_table(_check_game(game)))


def rules(game: str, lang: str = "en") -> tuple[Rule, ...]:
    """Every rule of ``game`` in ``lang``, in order (:class:`InvalidArgument` for a
    game without rules or another language, naming the allowed ones)."""
    _check_lang(lang)
    return tuple(entry[lang] for entry in _table(_check_game(game)).values())


def rule(rule_id: str, lang: str = "en") -> Rule:
    """The rule ``rule_id`` (``MAH-10``) in ``lang`` (``en`` or ``ja``);
    :class:`InvalidArgument` for an ID that is not a rule, saying what is allowed."""
    _check_lang(lang)
    game = game_of(rule_id)
    table = _table(game)
    if rule_id not in table:
        ids = tuple(table)
        raise InvalidArgument(f"{game} has no rule {rule_id}; its rules are {ids[0]} ... {ids[-1]} ({len(ids)})")
    return table[rule_id][lang]


#: the rules page's words: its title, and the link to the other language
_PAGE = {
    "en": ("The rules of {title}", "日本語"),
    "ja": ("{title}のルール", "English"),
}
_PAGE_CSS = (
    "body{font-family:'DejaVu Sans','IPAGothic','Hiragino Sans','Noto Sans CJK JP',sans-serif;max-width:48em;"
    "margin:0 auto;padding:0.5em 1em;color:#1d1d1d;line-height:1.5}"
    "section{margin:0.9em 0;padding:0.2em 0.6em}section:target{background:#fff6d5}"
    "h2{font-size:1.05em;margin:0}.decision{font-weight:normal;color:#7a4a00}p{margin:0.2em 0}"
    "abbr{white-space:nowrap;text-decoration:none}"
)


def rules_page(game: str, lang: str = "en", title: str | None = None) -> str:
    """A whole HTML page of ``game``'s rules in ``lang`` (what the live table serves at
    ``/rules/<game>?lang=``): each rule a section with the anchor of its ID (``#mah-10``),
    its title, decision mark and text, every text escaped; a link to the other language.
    ``title``: the game's name on the page (default: its id)."""
    _check_lang(lang)
    heading, other = _PAGE[lang]
    name = escape(heading.format(title=title or _check_game(game)))
    sections = []
    for r in rules(game, lang):
        mark = f" <span class='decision'>({escape(decision_note(lang))})</span>" if r.decision else ""
        mark = (
            f"<span class='decision'>（{escape(decision_note(lang))}）</span>" if r.decision and lang == "ja" else mark
        )
        sections.append(
            f"<section id='{r.anchor}'><h2>{r.id}{'　' if lang == 'ja' else ' '}{escape(r.title)}{mark}</h2>"
            f"<p>{annotate_html(escape(r.text), lang, '#{anchor}')}</p></section>"
        )
    switch = f"<a href='?lang={'en' if lang == 'ja' else 'ja'}' lang='{'en' if lang == 'ja' else 'ja'}'>{other}</a>"
    return (
        f"<!doctype html>\n<html lang='{lang}'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{name}</title><style>{_PAGE_CSS}</style></head>\n"
        f"<body><header><h1>{name}</h1><nav>{switch}</nav></header>\n<main>{''.join(sections)}</main></body></html>\n"
    )


#: a tag of HTML, or a run of text between tags
_TAG = re.compile(r"(<[^>]*>)")
#: elements whose text is left as it is: links and expansions already, code, scripts
_KEEP = ("a", "abbr", "script", "style", "title", "textarea", "option", "code", "pre")
_OPEN_OR_CLOSE = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)")


def _expand(match: re.Match[str], lang: str, link: str | None) -> str:
    rule_id = match.group(0)
    try:
        found = rule(rule_id, lang)
    except InvalidArgument:  # an ID the rules do not have: left as written
        return rule_id
    mark = f" ({decision_note(lang)})" if found.decision and lang == "en" else ""
    mark = f"（{decision_note(lang)}）" if found.decision and lang == "ja" else mark
    sep = "：" if lang == "ja" else ": "
    tip = escape(f"{rule_id} {found.title}{mark}{sep}{found.text}")
    inner = f'<abbr class="jinro-rule" title="{tip}">{rule_id}</abbr>'
    if link is None:
        return inner
    href = escape(link.format(game=found.game, lang=lang, anchor=found.anchor))
    beside = "" if link.startswith("#") else ' target="_blank" rel="noopener"'  # another page: opened beside
    return f'<a class="jinro-rule" href="{href}"{beside}>{inner}</a>'


def annotate_html(html: str, lang: str = "en", link: str | None = None) -> str:
    """``html`` (already escaped) with each cited rule ID of its text expanded:
    wrapped in ``<abbr class="jinro-rule" title="the rule">``, the rule in ``lang``
    (its title, text and decision mark, escaped). With ``link`` (a template with
    ``{game}``, ``{lang}`` and ``{anchor}``, e.g. ``/rules/{game}?lang={lang}#{anchor}``)
    the ID is also a link to the rule, opened beside the page (unless the link is
    ``#...``, on the same page).

    Only text is touched: an ID inside a tag (an attribute) or inside a link, an
    ``<abbr>``, code or a script stays as it is (so annotating twice changes
    nothing), and an ID the rules do not have stays plain text.

    >>> annotate_html("a tie eliminates nobody (NEM-30)")[:63]
    'a tie eliminates nobody (<abbr class="jinro-rule" title="NEM-30'
    >>> annotate_html('<span title="NEM-30">NEM-99</span>')
    '<span title="NEM-30">NEM-99</span>'
    """
    _check_lang(lang)
    parts = _TAG.split(html)
    kept = 0  # how deep inside elements whose text is kept
    for i, part in enumerate(parts):
        if i % 2:  # a tag
            tag = _OPEN_OR_CLOSE.match(part)
            if tag and tag.group(2).lower() in _KEEP and not part.endswith("/>"):
                kept = max(0, kept - 1) if tag.group(1) else kept + 1
        elif not kept and part:
            parts[i] = RULE_ID.sub(lambda m: _expand(m, lang, link), part)
    return "".join(parts)
