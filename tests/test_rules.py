"""The rules in the product (issue 38 item 2): every rule ID in English and Japanese,
``jinro-lab rules``, and the expansion of a cited ID where a person reads it.

The reference is the spec, ``shared/rules/*.md`` beside the clone; where that folder
is absent (a clone elsewhere), ``tests/rule_ids.txt``, the spec's IDs committed with
the kit, and every ID the kit itself cites, stand in for it.
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest
from games import GAMES

import jinro_lab.rules
from jinro_lab.cli import main
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.core.glossary import ascii_marks, japanese
from jinro_lab.core.registry import glossary, lookup
from jinro_lab.rules import RULE_ID, annotate_html, game_of, games, rule, rule_ids, rules, rules_page

ROOT = Path(__file__).resolve().parents[1]
#: each registered game has its rules in the package (``GAMES``: tests/games.py); their ID prefixes
PREFIXES = tuple(sorted({rule_ids(game)[0].split("-")[0] for game in GAMES}))
#: the games of the rules the tests below cite, each found by one of its rule IDs
LOT, NEM, MAH = game_of("LOT-01"), game_of("NEM-01"), game_of("MAH-01")
SPEC = ROOT.parent / "shared" / "rules"
COMMITTED = [
    line for line in (ROOT / "tests" / "rule_ids.txt").read_text(encoding="utf-8").splitlines() if line[:1].isalpha()
]
#: a rule ID where the spec defines it: at the start of a line, or in a table row's first cell
_DEFINED = re.compile(r"^(?:\| )?((?:NEM|SEI|LOT|MAH)-[RE]?\d{2}) (?:—|\|)", re.MULTILINE)
#: Latin words a Japanese rule may hold: the rulebooks' own (GM, the search order X, the
#: game LotRO), and an option's name in backquotes (what a reader types)
_LATIN_OK = re.compile(r"`[a-z_]+`|(?<![A-Za-z])(?:GM|X)(?![A-Za-z])|LotRO")


#: the event cards' "Event details (decisions where the card text is silent)": a bullet per card or two
_DETAIL = re.compile(r"^- ((?:E\d\d `\w+`(?:, )?)+):(.*?)(?=^- |^\n)", re.MULTILINE | re.DOTALL)


def spec_rules() -> dict[str, str]:
    """Each rule ID the spec defines -> its text (up to the next rule or section), if the
    spec is here; an event card's text with its bullet of the event details (decisions)."""
    found: dict[str, str] = {}
    for game in GAMES if SPEC.is_dir() else ():
        text = (SPEC / lookup(game).spec).read_text(encoding="utf-8")
        marks = list(_DEFINED.finditer(text))
        for mark, after in zip(marks, [*marks[1:], None], strict=True):
            chunk = text[mark.start() : after.start() if after else len(text)]
            found[mark.group(1)] = re.split(r"\n## |\nEvent details", chunk)[0]
        for detail in _DETAIL.finditer(text):
            for card in re.findall(r"E\d\d", detail.group(1)):
                found[f"MAH-{card}"] += f"\n(decision) {detail.group(2)}"
    return found


#: the files that name IDs the rules do not have on purpose (to show they stay plain)
_NOT_CITING = {Path(__file__), ROOT / "jinro_lab" / "rules" / "__init__.py"}


def cited_by_the_kit() -> set[str]:
    """Every rule ID the kit's code, tests, lessons and docs cite."""
    cited: set[str] = set()
    for folder in ("jinro_lab", "tests", "notebooks", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".md", ".ipynb", ".js") and "build" not in path.parts and path not in _NOT_CITING:
                text = path.read_text(encoding="utf-8", errors="replace")
                cited.update(m.group(0) for m in RULE_ID.finditer(text) if m.group(1) in PREFIXES)
    return cited


def test_the_committed_list_is_the_specs_ids():
    """``tests/rule_ids.txt`` holds exactly the spec's IDs (checked where the spec is here)."""
    spec = spec_rules()
    if not spec:
        pytest.skip("the spec folder (../shared/rules) is not beside this clone")
    assert sorted(spec) == sorted(COMMITTED)


def test_every_rule_of_the_spec_has_its_entry_in_both_languages():
    """Every ID of the spec (or of the committed list) and every ID the kit cites has a
    rule with a title and a text in English and Japanese; and no game has an ID the spec lacks."""
    wanted = set(spec_rules()) | set(COMMITTED) | cited_by_the_kit()
    missing = sorted(i for i in wanted if i not in set(rule_ids(game_of(i))))
    assert not missing, f"{len(missing)} rule IDs have no entry: {missing}"
    shipped = {i for game in GAMES for i in rule_ids(game)}
    assert shipped == wanted, f"entries the spec does not have: {sorted(shipped - wanted)}"
    for rule_id in sorted(wanted):
        for lang in ("en", "ja"):
            r = rule(rule_id, lang)
            assert r.id == rule_id and r.lang == lang and r.title.strip() and r.text.strip(), (rule_id, lang)


@pytest.mark.parametrize("game", GAMES)
def test_japanese_rules_are_japanese_in_the_games_words(game):
    """A Japanese rule is Japanese (no English word beyond IDs, numbers, the rulebooks'
    GM and X, an option's name), with the game's glossary's terms and Japanese marks."""
    book = glossary(game)
    for r in rules(game, "ja"):
        for part in (r.title, r.text):
            assert japanese(part), (r.id, part)
            latin = re.findall(r"[A-Za-z]{2,}", _LATIN_OK.sub("", RULE_ID.sub("", part)))
            assert not latin, (r.id, latin)
            assert not book.problems(part), (r.id, book.problems(part))
            assert not ascii_marks(part), (r.id, ascii_marks(part))


@pytest.mark.parametrize("game", GAMES)
def test_english_rules_are_english_and_say_what_they_decide(game):
    """An English rule has no Japanese sentence (a quoted name is fine); a rule flagged as a
    decision says so in both languages, and only such a rule does."""
    for en, ja in zip(rules(game, "en"), rules(game, "ja"), strict=True):
        assert not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]{12,}", en.text), en.id
        assert en.decision == ("the kit's decision" in en.text), en.id
        assert ja.decision == ("キット独自の裁定" in ja.text), ja.id


def test_the_specs_decisions_are_marked_and_only_they():
    """A rule is flagged as a decision of the kit exactly when its spec text marks one."""
    spec = spec_rules()
    if not spec:
        pytest.skip("the spec folder (../shared/rules) is not beside this clone")
    assert [i for i, text in spec.items() if ("decision" in text) != rule(i).decision] == []


def test_unknown_games_ids_and_languages_are_refused_saying_what_is_allowed():
    assert games() == tuple(sorted(GAMES))
    with pytest.raises(InvalidArgument, match=f"games with rules: {', '.join(sorted(GAMES))}"):
        rules("chess")
    with pytest.raises(InvalidArgument, match=rf"{NEM} has no rule NEM-99; its rules are NEM-01 \.\.\. NEM-71"):
        rule("NEM-99")
    examples = ", ".join(f"{prefix}-01" for prefix in PREFIXES)
    with pytest.raises(
        InvalidArgument,
        match=rf"not a rule ID: 'nem-01'.*prefix \({', '.join(PREFIXES)}\).*e\.g\. {examples}",
    ):
        rule("nem-01")
    with pytest.raises(InvalidArgument, match="lang must be one of en, ja"):
        rule("NEM-01", "fr")


def test_the_modules_examples_run():
    assert doctest.testmod(jinro_lab.rules).failed == 0


# ----- annotate_html ---------------------------------------------------------------------------
def test_a_cited_id_expands_to_its_rule_escaped():
    out = annotate_html("tie &amp; nobody out (NEM-30)", "en")
    title = re.search(r'title="([^"]*)"', out).group(1)
    assert out.startswith('tie &amp; nobody out (<abbr class="jinro-rule" title=') and out.endswith(">NEM-30</abbr>)")
    assert title.startswith("NEM-30 Voting: When Vote is played") and "<" not in title
    assert "キット独自の裁定" in annotate_html("NEM-41", "ja")  # a decision says so, in the page's language


def test_annotate_and_the_rules_page_escape_the_rule_text():
    """A rule's text is escaped into the attribute and onto the page: LOT-62's ``V > K``
    and a quote of it never break out of their element."""
    assert "V > K" in rule("LOT-62").text and "`checkmate`" in rule("LOT-62").text
    out = annotate_html("LOT-62")
    assert out.count('"') == 4 and out.count("<") == 2 and "V &gt; K" in out  # the tag, its end
    assert annotate_html("SEI-24", "ja").count("<") == 2
    title = lookup(LOT).title_ja
    page = rules_page(LOT, "ja", title)
    assert "V＞K" in page and f"<title>{title}のルール</title>" in page
    assert "V &gt; K" in rules_page(LOT) and "V > K" not in rules_page(LOT)


def test_ids_in_attributes_links_and_unknown_ids_stay_as_they_are():
    html = '<span title="NEM-30" data-rule="MAH-10">NEM-99 and LOT-40x</span><a href="#">LOT-40</a>'
    assert annotate_html(html) == html
    once = annotate_html("<li>MAH-10</li>")
    assert annotate_html(once) == once  # idempotent
    assert "<li><abbr" in once


def test_annotate_links_to_a_rules_page_when_asked():
    out = annotate_html("LOT-40", "ja", link="/rules/{game}?lang={lang}#{anchor}")
    assert out.startswith(f'<a class="jinro-rule" href="/rules/{LOT}?lang=ja#lot-40" target="_blank"')


# ----- jinro-lab rules ---------------------------------------------------------------------------
def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_prints_a_games_rules(capsys):
    status, out, err = run_cli(capsys, "rules", NEM)
    assert status == 0 and not err
    ids = re.findall(r"^(NEM-\d\d) ", out, re.MULTILINE)
    assert ids == list(rule_ids(NEM))
    assert "NEM-41  Eliminated on one's own turn  (the kit's decision)" in out
    assert max(map(len, out.splitlines())) <= 100


def test_cli_prints_chosen_rules_in_japanese_by_title(capsys):
    status, out, _ = run_cli(capsys, "rules", lookup(MAH).title_ja, "MAH-10", "MAH-E12", "--lang", "ja")
    assert status == 0
    assert re.findall(r"^(MAH-\w+)　", out, re.MULTILINE) == ["MAH-10", "MAH-E12"]
    assert rule("MAH-E12", "ja").title in out and "the" not in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("rules", "chess"), "error: unknown variant 'chess'"),
        (("rules", LOT, "LOT-99"), f"error: {LOT} has no rule LOT-99"),
        (("rules", LOT, "NEM-01"), f"error: NEM-01 is a rule of {NEM}, not of {LOT}"),
        (("rules", LOT, "x"), "error: not a rule ID: 'x'"),
    ],
)
def test_cli_refuses_a_bad_game_or_id_in_one_line(capsys, argv, message):
    status, out, err = run_cli(capsys, *argv)
    assert status == 2 and not out
    assert err.startswith(message) and err.count("\n") == 1
