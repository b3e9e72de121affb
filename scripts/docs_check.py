"""Check the built documentation site (``scripts/docs.sh``) and print its closing line.

Every local ``href``/``src`` of every page points at a file of the build; no script is
loaded from another site (the widget renderer is the site's own ``_static/widgets``);
every saved widget is a model of the packages the renderer carries (a model of any other
would be fetched from a CDN); every link to the browser site (class ``jinro-lite``, which
points outside this build, ``docs/site/site_links.py``) opens a tutorial it holds, and
every tutorial page has one and a link to download its notebook; the
search index finds Japanese words (人狼, 投票) in the Japanese editions.

    python scripts/docs_check.py docs/site/build/html SECONDS
"""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

ROOT = Path(__file__).resolve().parents[1]
JAPANESE_WORDS = ("人狼", "投票")
# the widget packages @jupyter-widgets/html-manager's embed-amd.js carries
#: the class of a link to the browser site (docs/site/site_links.py)
LITE_CLASS = "jinro-lite"
BUNDLED_WIDGETS = {"@jupyter-widgets/base", "@jupyter-widgets/controls", "@jupyter-widgets/output"}
WIDGET_STATE = re.compile(r'<script type="application/vnd\.jupyter\.widget-state\+json">(.*?)</script>', re.S)


class Links(HTMLParser):
    """The ``href`` and ``src`` values of a page, its scripts' ``src`` and its links to the browser site."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.scripts: list[str] = []
        self.lite: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a" and LITE_CLASS in (dict(attrs).get("class") or "").split():
            self.lite.append(dict(attrs).get("href") or "")
            return
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)
                if tag == "script" and name == "src":
                    self.scripts.append(value)


def broken_links(out: Path, page: Path, links: list[str]) -> list[str]:
    """The local links of ``page`` that name no file of the build."""
    broken = []
    for link in links:
        parts = urlsplit(link)
        if parts.scheme or parts.netloc or not parts.path:  # another site, mailto:, data:, or "#anchor"
            continue
        target = (page.parent / unquote(parts.path)).resolve()
        if target.is_dir():
            target = target / "index.html"
        if not target.is_file() or out.resolve() not in target.parents:
            broken.append(f"{page.relative_to(out)}: {link}")
    return broken


def lite_problems(out: Path, page: Path, links: list[str]) -> list[str]:
    """The links of ``page`` to the browser site that open no tutorial it holds (a copy of ``notebooks/``)."""
    problems = []
    for link in links:
        parts = urlsplit(link)
        notebooks = parse_qs(parts.query).get("path", [])
        if not parts.path.endswith("lab/index.html") or any(
            not (ROOT / "notebooks" / name).is_file() for name in notebooks
        ):
            problems.append(f"{page.relative_to(out)}: a browser-site link that opens no tutorial: {link}")
    return problems


def foreign_widgets(out: Path, page: Path, html: str) -> list[str]:
    """The saved widget models of ``page`` from a package the site's renderer does not carry."""
    modules = set()
    for state in WIDGET_STATE.findall(html):
        modules |= {model["model_module"] for model in json.loads(state)["state"].values()}
    return [
        f"{page.relative_to(out)}: a widget of {module}, which the renderer would fetch from a CDN"
        for module in sorted(modules - BUNDLED_WIDGETS)
    ]


def search_problems(out: Path) -> list[str]:
    """The Japanese words the search index does not find in a Japanese edition."""
    text = (out / "searchindex.js").read_text(encoding="utf-8")
    index = json.loads(text[text.index("(") + 1 : text.rindex(")")])
    names = index["docnames"]
    problems = []
    for word in JAPANESE_WORDS:
        found = index["terms"].get(word, [])
        found = [found] if isinstance(found, int) else found
        if not any(names[i].startswith("tutorials/ja/") for i in found):
            problems.append(f"the search does not find {word} in the Japanese tutorials")
    return problems


def main(argv: list[str]) -> int:
    out, seconds = Path(argv[0]), argv[1]
    pages = sorted(out.rglob("*.html"))
    problems: list[str] = []
    lite = 0
    for page in pages:
        html = page.read_text(encoding="utf-8")
        parser = Links()
        parser.feed(html)
        problems += foreign_widgets(out, page, html)
        problems += broken_links(out, page, parser.links)
        problems += lite_problems(out, page, parser.lite)
        lite += len(parser.lite)
        if page.relative_to(out).parts[0] == "tutorials" and not (parser.lite and f"{page.stem}.ipynb" in parser.links):
            problems.append(f"{page.relative_to(out)}: a tutorial page without its run and download links")
        problems += [
            f"{page.relative_to(out)}: a script from another site: {src}"
            for src in parser.scripts
            if urlsplit(src).scheme or src.startswith("//")
        ]
    problems += search_problems(out)
    if problems:
        print(f"docs site: {len(problems)} problems:\n  " + "\n  ".join(problems[:50]), file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file()) / 1e6
    widgets = sum(p.stat().st_size for p in (out / "_static" / "widgets").iterdir()) / 1e6
    print(
        f"docs site: {out}, {len(pages)} pages, {size:.0f} MB (the widget renderer {widgets:.1f} MB, served from "
        f"the site), local links and scripts checked, {lite} links to the browser site open a tutorial it holds, "
        f"{' and '.join(JAPANESE_WORDS)} found by the search, "
        f"built in {seconds} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
