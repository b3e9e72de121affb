"""Links from the documentation site to the browser site and to the tutorials' files.

The JupyterLite site (``bash scripts/lite.sh`` builds it into ``site/build/output``) is
published beside this one: by default as a folder ``lite/`` next to the docs folder
(``…/docs/`` and ``…/lite/`` on one host), so every link to it is relative and works on
any host and from a laptop's folders alike. ``JINRO_LAB_LITE_URL`` (read by ``conf.py``
into ``jinro_lite_url``) names another place: an absolute URL
(``https://example.org/jinro-lite/``) or a path relative to this site's root.

- The role ``{lite}`text <NOTEBOOK>``` links to the browser site's JupyterLab opening
  ``NOTEBOOK`` (a path in ``notebooks/``, e.g. ``ja/01_nemuranai.ipynb``);
  ``{lite}`text``` to the browser site itself.
- Every tutorial page (``tutorials/<edition>/<name>``) gets, under its title and in its
  edition's language, a link to run it in the browser site and one to download its
  ``.ipynb``, which the build copies beside the page.

The links to the browser site carry the class ``jinro-lite``: ``scripts/docs_check.py``
checks that each names a notebook the browser site holds (they point outside this build).
"""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import ReferenceRole

#: the class of every link to the browser site (scripts/docs_check.py looks for it)
LITE_CLASS = "jinro-lite"
#: a tutorial page's name: its edition and notebook
TUTORIAL = re.compile(r"tutorials/(en|ja)/([^/]+)$")
#: the two links under a tutorial's title, in its edition's language, and where to get every
#: lesson ({pip} and {lab}: the commands, as code)
LABELS = {
    "en": {
        "run": "▶ Run it in the browser (JupyterLite: nothing to install)",
        "download": "⬇ Download the notebook (.ipynb)",
        "all": "every lesson with its data: {pip}, then {lab}",
    },
    "ja": {
        "run": "▶ ブラウザで実行する（JupyterLite：インストール不要）",
        "download": "⬇ ノートブックをダウンロードする（.ipynb）",
        "all": "データ付きの全レッスン：{pip} のあと {lab}",
    },
}
#: the commands that copy every lesson with its data (``jinro-lab lab``)
COMMANDS = {"pip": "pip install 'jinro_lab[lab]'", "lab": "jinro-lab lab"}


def lite_href(base: str, docname: str, notebook: str | None = None) -> str:
    """The address of the browser site (``notebook`` open in its JupyterLab) from page ``docname``.

    ``base`` is the browser site's address: absolute, or relative to this site's root (then
    climbed up from the page's folder).
    """
    base = base if base.endswith("/") else base + "/"
    if not (urlsplit(base).scheme or base.startswith("/")):
        base = "../" * docname.count("/") + base
    return base + "lab/index.html" + (f"?path={quote(notebook)}" if notebook else "")


class LiteRole(ReferenceRole):
    """``{lite}`text <NOTEBOOK>```: a link to the browser site, opening ``NOTEBOOK`` if named."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        notebook = self.target if self.has_explicit_title else None
        href = lite_href(self.config.jinro_lite_url, self.env.docname, notebook)
        return [nodes.reference(self.rawtext, self.title, refuri=href, classes=[LITE_CLASS])], []


def tutorial_bar(base: str, pagename: str) -> str | None:
    """The HTML of a tutorial page's links (run it, download it), or ``None`` for another page."""
    match = TUTORIAL.match(pagename)
    if not match:
        return None
    edition, name = match.groups()
    labels = LABELS[edition]
    notebook = f"{name}.ipynb" if edition == "en" else f"ja/{name}.ipynb"
    run = html.escape(lite_href(base, pagename, notebook))
    commands = {name: f"<code>{html.escape(command)}</code>" for name, command in COMMANDS.items()}
    return (
        f'<p class="tutorial-links">'
        f'<a class="{LITE_CLASS}" href="{run}">{html.escape(labels["run"])}</a>'
        f'<a class="tutorial-download" href="{quote(name)}.ipynb" download>{html.escape(labels["download"])}</a>'
        f'<span class="tutorial-all">{html.escape(labels["all"]).format(**commands)}</span></p>'
    )


def add_tutorial_bar(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """Put a tutorial page's links under its title."""
    bar = tutorial_bar(app.config.jinro_lite_url, pagename)
    if bar and "body" in context:
        body: str = context["body"]
        end = body.find("</h1>")
        at = end + len("</h1>") if end >= 0 else 0
        context["body"] = body[:at] + bar + body[at:]


def copy_notebooks(app: Sphinx, exception: Exception | None) -> None:
    """Copy each tutorial's ``.ipynb`` beside its page, for its download link."""
    if exception is not None or app.builder.format != "html":
        return
    for docname in app.env.found_docs:
        if TUTORIAL.match(docname):
            target = Path(app.outdir) / f"{docname}.ipynb"
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(Path(app.srcdir) / f"{docname}.ipynb", target)


def setup(app: Sphinx) -> dict[str, bool]:
    """The Sphinx extension: the ``lite`` role, the tutorials' links and their files."""
    app.add_config_value("jinro_lite_url", "../lite/", "html", str)
    app.add_role("lite", LiteRole())
    app.connect("html-page-context", add_tutorial_bar)
    app.connect("build-finished", copy_notebooks)
    return {"parallel_read_safe": True}
