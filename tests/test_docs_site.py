"""The docs site's own pages (``docs/site``): their examples run, and what they promise holds.

- every ``pycon`` example of a hand-written page (the first page's quickstart, the API
  overview) runs as a doctest, the page's examples in order in one namespace, so a page
  never shows what the kit no longer does;
- :func:`jinro_lab.new_game`'s docstring (the API reference's) runs, and names every option
  of every registered game;
- ``CITATION.cff`` (the "How to cite" page) names the package's version and licence.
"""

from __future__ import annotations

import doctest
import re
import tomllib
from pathlib import Path

import pytest

import jinro_lab
from jinro_lab.core import registry

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "docs" / "site"
#: a fenced example: ```pycon ... ```
FENCE = re.compile(r"^```pycon\n(.*?)^```", re.M | re.S)
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def examples(page: Path) -> str:
    """The page's ``pycon`` examples, every other line blanked, so a failure names the page's line."""
    text = page.read_text(encoding="utf-8")
    kept = [""] * text.count("\n")
    for match in FENCE.finditer(text):
        first = text.count("\n", 0, match.start(1))
        for offset, line in enumerate(match.group(1).splitlines()):
            kept[first + offset] = line
    return "\n".join(kept) + "\n"


def run_doctest(test: doctest.DocTest) -> str:
    """The report of the failed examples of ``test`` ("" when all pass)."""
    out: list[str] = []
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    runner.run(test, out=out.append)
    return "".join(out)


PAGES = [page for page in sorted(SITE.glob("*.md")) if FENCE.search(page.read_text(encoding="utf-8"))]


def test_the_pages_have_examples() -> None:
    assert {page.name for page in PAGES} >= {"index.md", "api_overview.md"}


@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_page_examples_run(page: Path) -> None:
    test = doctest.DocTestParser().get_doctest(examples(page), {}, page.name, str(page), 0)
    assert test.examples, f"{page.name}: no example found"
    assert not (report := run_doctest(test)), report


def test_a_wrong_example_fails(tmp_path: Path) -> None:
    page = tmp_path / "wrong.md"
    page.write_text('Text.\n\n```pycon\n>>> 1 + 1\n3\n```\n\n```python\n>>> "not run"\n```\n', encoding="utf-8")
    test = doctest.DocTestParser().get_doctest(examples(page), {}, page.name, str(page), 0)
    assert len(test.examples) == 1
    assert "line 4" in run_doctest(test)


def test_new_game_docstring_runs_and_names_every_option() -> None:
    for test in doctest.DocTestFinder().find(registry.new_game, "new_game", globs={"new_game": registry.new_game}):
        assert not (report := run_doctest(test)), report
    doc = registry.new_game.__doc__ or ""
    for info in registry.variants():
        assert f'``"{info.id}"``' in doc and info.title_ja in doc, info.id
        missing = [name for name in registry.option_table(info.id).keywords if f"``{name}``" not in doc]
        assert not missing, f"new_game's docstring does not name {info.id}'s options {missing}"


def test_citation_names_the_package_version_and_licence() -> None:
    yaml = pytest.importorskip("yaml", reason="PyYAML (a dependency of Jupyter's and of the docs extra)")
    citation = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert citation["cff-version"] == "1.2.0"
    assert {"authors", "message", "title"} <= citation.keys()
    assert citation["version"] == jinro_lab.__version__
    assert citation["license"] == project["license"]
    cite = (SITE / "cite.md").read_text(encoding="utf-8")
    assert set(re.findall(r"\b\d+\.\d+\.\d+\b", cite)) <= {jinro_lab.__version__, "1.2.0"}


def test_browser_site_links_climb_to_the_site_root_or_take_an_absolute_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(SITE))
    from site_links import lite_href, tutorial_bar

    assert lite_href("../lite/", "index") == "../lite/lab/index.html"
    assert lite_href("../lite", "tutorials/ja/01_nemuranai", "ja/01_nemuranai.ipynb") == (
        "../../../lite/lab/index.html?path=ja/01_nemuranai.ipynb"
    )
    assert lite_href("https://example.org/lite/", "tutorials/en/x", "x.ipynb") == (
        "https://example.org/lite/lab/index.html?path=x.ipynb"
    )
    bar = tutorial_bar("../lite/", "tutorials/ja/02_seijika") or ""
    assert "path=ja/02_seijika.ipynb" in bar and 'href="02_seijika.ipynb" download' in bar and "ブラウザで実行" in bar
    assert tutorial_bar("../lite/", "teaching") is None


def test_a_game_page_is_written_for_a_plugin_game_with_or_without_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 40, item 3: the site writes a page for every registered game, an installed
    plug-in's too; one that registers no rules file names its spec where the rules go."""
    from dataclasses import replace

    from games import a_game

    from jinro_lab.rules import rule_ids

    monkeypatch.syspath_prepend(str(SITE))
    from pages import game_page

    base = registry.lookup(a_game("rules"))
    registry.register(replace(base, id="made_up_docs", title_ja="作り話", rules=None))
    try:
        page = game_page("made_up_docs")
        assert page.startswith("# 作り話 (`made_up_docs`)")
        assert f"This game registers no rules file; its rules are its spec, `{base.spec}`." in page
        assert "## Default setups" in page and "## Options" in page
        ruled, first = game_page(base.id), rule_ids(base.id)[0]
        assert "registers no rules file" not in ruled and f"({first.lower()})=\n**{first}**" in ruled
    finally:
        registry.unregister("made_up_docs")
