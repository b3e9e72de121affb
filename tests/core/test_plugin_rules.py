"""A game's rules file is named by its registration (``VariantInfo.rules``, issue 40):
a plug-in game's rules, in its own package, are read like the kit's own: by
``jinro_lab.rules``, ``jinro-lab rules``, the live table's rules page and the rule
IDs' tooltips; a malformed or missing file is refused saying what is wrong."""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from games import a_game

from jinro_lab.cli import main
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.registry import lookup, register, unregister
from jinro_lab.rules import annotate_html, game_of, games, rule, rule_ids, rules, rules_page

RULES = """
    ["ZZQ-01"]
    en.title = "The cards"
    en.text = "Two cards; see ZZQ-02."
    ja.title = "カード"
    ja.text = "カードは2枚です（ZZQ-02）。"

    ["ZZQ-02"]
    decision = true
    en.title = "The end"
    en.text = "The game ends."
    ja.title = "終わり"
    ja.text = "ゲームは終わります。"
"""


def made_up(tmp_path: Path, text: str, name: str = "made_up_rules") -> str:
    """A package ``name`` in ``tmp_path`` holding ``rules/made_up.toml`` of ``text``;
    the ``VariantInfo.rules`` that names it."""
    package = tmp_path / name
    (package / "rules").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "rules" / "made_up.toml").write_text(textwrap.dedent(text), encoding="utf-8")
    return f"{name}:rules/made_up.toml"


@pytest.fixture
def registered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A made-up game (a kit game's rules under another id) whose rules file is in a
    package of its own; unregistered afterwards."""
    monkeypatch.syspath_prepend(str(tmp_path))
    register(replace(lookup(a_game("rules")), id="made_up", title_ja="作り話", rules=made_up(tmp_path, RULES)))
    yield "made_up"
    unregister("made_up")
    sys.modules.pop("made_up_rules", None)


def test_a_plugin_games_rules_are_read_from_its_package(registered: str) -> None:
    assert registered in games() and rule_ids(registered) == ("ZZQ-01", "ZZQ-02")
    assert game_of("ZZQ-02") == registered and rule("ZZQ-02", "ja").title == "終わり"
    assert [r.decision for r in rules(registered)] == [False, True]
    tip = annotate_html("see ZZQ-01", "ja")
    assert '<abbr class="jinro-rule" title="ZZQ-01 カード：カードは2枚です（ZZQ-02）。">ZZQ-01</abbr>' in tip
    page = rules_page(registered, "en", "作り話")
    assert "id='zzq-02'" in page and "The rules of 作り話" in page and "the kit&#x27;s decision" in page


def test_the_rules_command_prints_a_plugin_games_rules(registered: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", registered, "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "ZZQ-01　カード" in out and "ZZQ-02　終わり　（キット独自の裁定）" in out
    assert main(["variants"]) == 0
    assert f"rules: jinro-lab rules {registered}" in capsys.readouterr().out


def test_a_game_without_rules_has_none_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    info = replace(lookup(a_game("rules")), id="unruled", title_ja="無規則", rules=None)
    register(info)
    try:
        assert "unruled" not in games()
        with pytest.raises(InvalidArgument, match="no rules for game 'unruled'; games with rules: "):
            rules("unruled")
        assert main(["variants"]) == 0
        line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("unruled"))
        assert line.endswith(f"rules: {info.spec}")  # its spec's file instead
    finally:
        unregister("unruled")


@pytest.mark.parametrize(
    "ref",
    ["rules.toml", "pkg:rules.txt", "pkg:", "no such:rules.toml", "pkg:../rules.toml", 3],
)
def test_a_malformed_rules_reference_is_refused_at_registration(ref: object) -> None:
    with pytest.raises(InvalidArgument, match=r"rules must be 'package:file.toml', a TOML file of a package, got"):
        replace(lookup(a_game("rules")), id="bad_rules", rules=ref)


@pytest.mark.parametrize(
    ("number", "text", "said"),
    [
        (1, '["ZZQ-01"]\nen.title = "x"\nen.text = "y"\nja.title = "題"\n', "ZZQ-01 has no ja.text"),
        (
            2,
            '["ZZQ-01"]\nen.title = "x"\nen.text = "y"\nja.title = "題"\nja.text = "文"\n["ZZR-02"]\n',
            "'ZZR-02' is not",
        ),
        (3, '["ZZQ-01"\nen.title = ', "is not TOML"),
        (4, "# nothing\n", "has no rule"),
    ],
)
def test_a_malformed_rules_file_is_refused_when_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, number: int, text: str, said: str
) -> None:
    """(Each file in a package of its own: a rules file is read once, as a package's data is.)"""
    monkeypatch.syspath_prepend(str(tmp_path))
    ref = made_up(tmp_path, text, name=f"broken_rules_{number}")
    register(replace(lookup(a_game("rules")), id="broken", title_ja="壊れ", rules=ref))
    try:
        with pytest.raises(InvalidArgument, match=said):
            rules("broken")
    finally:
        unregister("broken")
        sys.modules.pop(f"broken_rules_{number}", None)


def test_a_rules_file_that_cannot_be_found_is_refused_saying_which() -> None:
    register(replace(lookup(a_game("rules")), id="lost", title_ja="迷子", rules="no_such_package_here:rules.toml"))
    try:
        with pytest.raises(InvalidArgument, match=r"the rules file no_such_package_here:rules.toml cannot be read"):
            rules("lost")
    finally:
        unregister("lost")
