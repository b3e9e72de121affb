"""Sphinx configuration of the documentation site (``bash scripts/docs.sh``; README "Documentation").

The tutorials are rendered from their committed outputs (myst-nb, ``nb_execution_mode =
"off"``: nbval checks them), their saved widgets as frozen snapshots drawn by the
widget renderer served from the site itself (``_static/widgets``, the npm packages
``@jupyter-widgets/html-manager`` and ``requirejs`` that ``scripts/docs.sh`` installs
in ``docs/site/node_modules``); the API reference is generated from the docstrings
(sphinx-autoapi, which reads the source without importing it); a page per game is
written by ``pages.py``; the links to the browser site (the JupyterLite site,
published beside this one; ``JINRO_LAB_LITE_URL`` names another address) and each
tutorial's run and download links come from ``site_links.py``; the hand-written pages'
examples are doctests (``tests/test_docs_site.py``). The search index is
Japanese-aware (``html_search_language = "ja"``, Sphinx's built-in TinySegmenter splitter), so 人狼 or 投票 finds the
Japanese editions as English words find the English ones.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SITE = Path(__file__).resolve().parent
ROOT = SITE.parents[1]
sys.path[:0] = [str(ROOT), str(SITE)]

import pages  # noqa: E402

import jinro_lab  # noqa: E402

pages.write_games()
pages.copy_tutorials()

project = "jinro_lab"
author = "the jinro_lab developers"
copyright = "the jinro_lab developers, MIT License"
release = version = jinro_lab.__version__

extensions = ["myst_nb", "autoapi.extension", "xrefs", "site_links"]
# the JupyterLite site (scripts/lite.sh): an absolute URL, or a path from this site's root
# (the default: its folder lite/ published beside this site's folder)
jinro_lite_url = os.environ.get("JINRO_LAB_LITE_URL", "../lite/")
# the built-in theme: furo computes every page's full navigation tree (the API reference's
# hundreds of pages), which doubled the build time
exclude_patterns = ["build", "node_modules", "README.md"]
html_theme = "alabaster"
html_theme_options = {"sidebar_collapse": True, "page_width": "1200px"}
html_title = f"jinro_lab {release}"
html_search_language = "ja"
# no copies of the sources (the tutorials are in the repository and the wheel): 7 MB less
html_copy_source = False

# the tutorials: their committed outputs, never run here
nb_execution_mode = "off"
nb_merge_streams = True
myst_enable_extensions = ["colon_fence", "dollarmath"]
# anchors as Jupyter makes them ("#1.-The-cards-and-the-deal"), so the tutorials' own
# table-of-contents links resolve
myst_heading_anchors = 3
myst_heading_slug_func = "pages.jupyter_slug"

# the widget renderer from the site itself, never from a CDN (the files are copied
# into _static/widgets by html_static_path); every model the tutorials save is one of
# @jupyter-widgets/base and /controls, which embed-amd.js carries, so it loads no module
nb_ipywidgets_js = {"widgets/require.js": {}, "widgets/embed-amd.js": {}}
html_static_path = ["_static"]
html_css_files = ["site.css"]
# MathJax for the tutorials' formulas, from the site too (_static/mathjax, scripts/docs.sh)
mathjax_path = "mathjax/tex-mml-chtml.js"

# the API reference from the docstrings
autoapi_dirs = [str(ROOT / "jinro_lab")]
autoapi_root = "api"
autoapi_keep_files = False
autoapi_add_toctree_entry = False
autoapi_options = ["members", "undoc-members", "show-inheritance"]
# autoapi cannot follow a name bound by tuple assignment (``HUMAN, WOLF = "human", "wolf"``) when
# another module imports it; the name is documented where it is bound, only that link is lost
suppress_warnings = ["autoapi.python_import_resolution"]
