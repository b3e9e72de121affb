"""Each role's one-line rule, in English and Japanese, from the registry's ``role_rule``
(a game's roles, or its cards where it deals cards). The Japanese is Japanese text,
written from the rulebooks, not English. (Each game's own lines, word for word, are
tested in its own folder.)"""

from __future__ import annotations

import re

from jinro_lab.core.i18n import LANGS
from jinro_lab.core.registry import load, lookup, role_ids, role_rule
from jinro_lab.core.roles import RoleBook
from jinro_lab.testing import Conformance

__all__ = ["test_every_role_has_a_rule_in_both_languages", "test_the_registry_asks_the_variants_role_book"]

#: a rule id a line may cite (a game's prefix, a dash, a number, ``R`` before a role's rule): the
#: same in both languages
RULE_ID = re.compile(r"\b[A-Z]{3}-R?\d+\b")
#: hiragana, katakana (with ー and the halfwidth forms) and the CJK ideographs (漢字, 々)
KANA_KANJI = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f\u4e00-\u9fff\u3005]")


def japanese_share(text: str) -> float:
    """The share of kana and kanji among a text's letters and digits, its rule ids left out."""
    letters = [c for c in RULE_ID.sub("", text) if c.isalnum()]
    return sum(bool(KANA_KANJI.match(c)) for c in letters) / len(letters)


def test_every_role_has_a_rule_in_both_languages(spec: Conformance) -> None:
    variant = spec.variant
    for role in role_ids(variant):
        en, ja = role_rule(variant, role, "en"), role_rule(variant, role, "ja")
        assert en.strip() and ja.strip(), role
        assert role_rule(variant, role) == en  # English unless asked
        assert not KANA_KANJI.search(en), (role, en)
        assert not re.search(r"[A-Za-z]", RULE_ID.sub("", ja)), (role, ja)  # no English word in the Japanese
        assert japanese_share(ja) > 0.8, (role, ja)
        assert sorted(RULE_ID.findall(ja)) == sorted(RULE_ID.findall(en)), role  # both cite the same rules


def test_the_registry_asks_the_variants_role_book(spec: Conformance) -> None:
    """The rules are the variant's own table's, read through the RoleBook its
    registration names (its roles, in the rulebook's order)."""
    variant = spec.variant
    ref = lookup(variant).roles
    assert ref is not None, f"{variant} registers no role book (VariantInfo.roles)"
    book = load(ref)
    assert isinstance(book, RoleBook) and role_ids(variant) == tuple(book.table)
    for role in role_ids(variant):
        for lang in LANGS:
            field = book.rules[lang == "ja"]
            assert getattr(book.table[role], field) == role_rule(variant, role, lang)
