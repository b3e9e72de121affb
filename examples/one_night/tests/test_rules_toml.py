"""The rules of ワンナイト人狼 as the game ships them (``jinro_one_night/rules.toml``, issue 40):
every rule of the spec ``rules.md``, in its order and the kit's format (``jinro_lab.rules``),
English and Japanese, its decisions marked where the spec marks them.

The file is read from the package as it is imported: the distribution
``scripts/example_game.sh`` installs, so a ``rules.toml`` left out of its package data fails here."""

from __future__ import annotations

import re
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import jinro_lab as jl
import pytest
from jinro_lab.core.glossary import ascii_marks, japanese
from jinro_lab.rules import LANGS, RULE_ID, decision_note

from jinro_one_night.options import OPTIONS
from jinro_one_night.roles import ROLES

SPEC = Path(__file__).resolve().parents[1] / "rules.md"
#: a rule where ``rules.md`` defines it: its ID at the start of a line, then a dash
_DEFINED = re.compile(r"^(ONE-\d\d) —", re.MULTILINE)
#: a name in backquotes (what a reader types: an option, in English also a card's id)
_CODE = re.compile(r"`([^`]*)`")
#: ASCII punctuation a Japanese text writes full-width (「、」「。」「（」「：」…)
_ASCII_PUNCTUATION = re.compile(r"[,.;:!?()\[\]\"'%&/|]")


def spec() -> dict[str, str]:
    """Each rule ID of ``rules.md`` -> its text (up to the next rule or section), in order."""
    text = SPEC.read_text(encoding="utf-8")
    marks = list(_DEFINED.finditer(text))
    found = {}
    for mark, after in zip(marks, [*marks[1:], None], strict=True):
        found[mark.group(1)] = text[mark.start() : after.start() if after else len(text)].split("\n## ")[0]
    return found


@pytest.fixture(scope="module")
def shipped() -> dict[str, Any]:
    """The package's ``rules.toml``, parsed."""
    return tomllib.loads(resources.files("jinro_one_night").joinpath("rules.toml").read_text(encoding="utf-8"))


def texts(shipped: dict[str, Any], lang: str) -> list[tuple[str, str]]:
    """Each rule's ID with its title, then with its text, in ``lang``."""
    return [(rule_id, entry[lang][part]) for rule_id, entry in shipped.items() for part in ("title", "text")]


def test_every_rule_of_the_spec_in_its_order_and_nothing_else(shipped: dict[str, Any]) -> None:
    assert len(spec()) > 20  # the spec was read
    assert list(shipped) == list(spec())


def test_every_rule_has_a_title_and_a_text_in_both_languages(shipped: dict[str, Any]) -> None:
    for rule_id, entry in shipped.items():
        assert set(entry) <= {*LANGS, "decision"}, (rule_id, sorted(entry))
        for lang in LANGS:
            assert set(entry[lang]) == {"title", "text"}, (rule_id, lang)
            assert all(type(v) is str and v.strip() == v and v for v in entry[lang].values()), (rule_id, lang)


def test_the_decisions_are_the_specs_and_say_so(shipped: dict[str, Any]) -> None:
    """``decision = true`` exactly where ``rules.md`` marks a decision, and such a rule's
    texts say so in the words the kit marks a decision with."""
    marked = {rule_id: "(decision" in text for rule_id, text in spec().items()}
    assert any(marked.values()) and not all(marked.values())
    assert {rule_id: entry.get("decision", False) for rule_id, entry in shipped.items()} == marked
    for rule_id, entry in shipped.items():
        assert entry.get("decision", True) is True, rule_id  # written only as true
        for lang in LANGS:
            assert (decision_note(lang) in entry[lang]["text"]) == marked[rule_id], (rule_id, lang)


def test_a_cited_rule_is_a_rule_of_the_file_in_both_languages(shipped: dict[str, Any]) -> None:
    for rule_id, entry in shipped.items():
        cited = {lang: sorted(m.group(0) for m in RULE_ID.finditer(entry[lang]["text"])) for lang in LANGS}
        assert set(cited["en"]) <= set(shipped), (rule_id, cited["en"])
        assert cited["ja"] == cited["en"], rule_id
    assert RULE_ID.search(shipped["ONE-40"]["en"]["text"])  # a rule that cites others


def test_a_name_in_backquotes_is_one_a_reader_types(shipped: dict[str, Any]) -> None:
    """Japanese names an option only; English an option or a card's id. An option is
    named in the rule it comes from (its ``Option.rule``)."""
    for lang, allowed in (("ja", set(OPTIONS.names)), ("en", {*OPTIONS.names, *ROLES})):
        named = {(rule_id, name) for rule_id, text in texts(shipped, lang) for name in _CODE.findall(text)}
        assert named and {name for _, name in named} <= allowed, (lang, sorted(named))
        assert [(rule_id, name) for rule_id, name in named if name in OPTIONS and OPTIONS[name].rule != rule_id] == []


def test_the_japanese_is_japanese_in_the_rulebooks_terms(shipped: dict[str, Any]) -> None:
    """No ASCII letter outside an option's name and a rule ID, full-width punctuation, and
    the game's glossary's terms (no word it avoids, no space between Japanese)."""
    glossary = jl.glossary("one_night")
    for rule_id, text in texts(shipped, "ja"):
        plain = RULE_ID.sub("", _CODE.sub("", text))
        assert japanese(text), (rule_id, text)
        assert not re.search(r"[A-Za-z]", plain), (rule_id, text)
        assert _ASCII_PUNCTUATION.findall(plain) == [], (rule_id, text)
        assert glossary.problems(text) == [] and ascii_marks(text) == [], (rule_id, glossary.problems(text))
    every = "".join(text for _, text in texts(shipped, "ja"))
    missing = [term for term in glossary.words if term not in every]
    assert missing == [], f"the rules never use {missing}"


def test_the_english_has_no_japanese_sentence(shipped: dict[str, Any]) -> None:
    """A quoted Japanese name would be fine; a sentence is not (the kit's own check)."""
    for rule_id, text in texts(shipped, "en"):
        assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]{12,}", text), (rule_id, text)
