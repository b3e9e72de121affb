"""Each role's one-line rule, in English and Japanese, from the registry's ``role_rule``:
人狼は眠らない's cards (NEM-01), 政治家人狼's roles (SEI-01, SEI-02), LotROで人狼's
(LOT-02) and 魔法都市の人狼's (MAH-R01 … MAH-R16). The Japanese is Japanese text,
written from the rulebooks, not English."""

from __future__ import annotations

import re

import pytest

import jinro_lab as jl
from jinro_lab.core.i18n import LANGS
from jinro_lab.core.registry import load, lookup, role_ids, role_rule
from jinro_lab.core.roles import RoleBook

VARIANTS = ["nemuranai", "seijika", "lotro", "mahou_toshi"]
#: a rule id a line may cite (SEI-44, MAH-R05): the same in both languages
RULE_ID = re.compile(r"\b(?:NEM|SEI|LOT|MAH)-R?\d+\b")
#: hiragana, katakana (with ー and the halfwidth forms) and the CJK ideographs (漢字, 々)
KANA_KANJI = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f\u4e00-\u9fff\u3005]")


def japanese_share(text: str) -> float:
    """The share of kana and kanji among a text's letters and digits, its rule ids left out."""
    letters = [c for c in RULE_ID.sub("", text) if c.isalnum()]
    return sum(bool(KANA_KANJI.match(c)) for c in letters) / len(letters)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_role_has_a_rule_in_both_languages(variant: str) -> None:
    for role in role_ids(variant):
        en, ja = role_rule(variant, role, "en"), role_rule(variant, role, "ja")
        assert en.strip() and ja.strip(), role
        assert role_rule(variant, role) == en  # English unless asked
        assert not KANA_KANJI.search(en), (role, en)
        assert not re.search(r"[A-Za-z]", RULE_ID.sub("", ja)), (role, ja)  # no English word in the Japanese
        assert japanese_share(ja) > 0.8, (role, ja)
        assert sorted(RULE_ID.findall(ja)) == sorted(RULE_ID.findall(en)), role  # both cite the same rules


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_registry_asks_the_variants_role_book(variant: str) -> None:
    """The rules are the variant's own table's, read through the RoleBook its
    registration names (its roles, in the rulebook's order)."""
    book = load(lookup(variant).roles)
    assert isinstance(book, RoleBook) and role_ids(variant) == tuple(book.table)
    for role in role_ids(variant):
        for lang in LANGS:
            field = book.rules[lang == "ja"]
            assert getattr(book.table[role], field) == role_rule(variant, role, lang)


def test_the_rules_are_the_rulebooks_lines() -> None:
    """A few lines checked word for word against the rulebooks' texts (the cards'
    list of 人狼は眠らない, MAH-01's role list) and the rules' restatement."""
    assert role_rule("nemuranai", "seer", "ja") == "プレイ：他の誰か1人の手札を見る。"  # NEM-01
    assert "探索順②" in role_rule("nemuranai", "attack_2", "ja")  # NEM-27
    assert role_rule("mahou_toshi", "seer", "ja") == "毎晩、自分以外の一名を指定し、人狼かどうかを知る"  # MAH-R02
    assert role_rule("mahou_toshi", "seer") == "each night: is one other player a werewolf?"
    assert "ケレブラント水" in role_rule("lotro", "friend", "ja") and "ワーグの歯" in role_rule("lotro", "wolf", "ja")
    assert "ネガティブキャンペーン" in role_rule("seijika", "guard", "ja")  # SEI-32
    assert "本命" in role_rule("seijika", "lover", "ja")  # SEI-12
    # SEI-02: the reporter finds members, the prosecutor the party
    assert "党員" in role_rule("seijika", "reporter", "ja") and "陣営" in role_rule("seijika", "prosecutor", "ja")
    # the two lawyers share theirs; every role of 魔法都市の人狼 has its own
    assert role_rule("seijika", "lawyer", "ja") == role_rule("seijika", "corrupt_lawyer", "ja")  # SEI-05, SEI-44
    assert len({role_rule("mahou_toshi", r, "ja") for r in role_ids("mahou_toshi")}) == 16


@pytest.mark.parametrize(
    ("role", "lang", "message"),
    [
        ("wizard", "en", r"unknown role 'wizard'; allowed: wolf, apostle, friend, healer, villager"),
        ("wolf", "de", r"lang must be one of en, ja, got 'de'"),
        (None, "en", r"unknown role None; allowed: wolf"),
        ("wolf", None, r"lang must be one of en, ja, got None"),
    ],
)
def test_an_unknown_role_or_language_is_refused_with_the_allowed_values(role, lang, message) -> None:
    with pytest.raises(jl.InvalidArgument, match=message):
        role_rule("lotro", role, lang)


def test_nemuranai_names_its_cards() -> None:
    with pytest.raises(jl.InvalidArgument, match=r"unknown card 'wolf'; allowed: villager, medium, .*attack_3"):
        role_rule("nemuranai", "wolf")
    with pytest.raises(jl.InvalidSetup, match="unknown variant"):
        role_rule("chess", "king")
