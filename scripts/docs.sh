#!/usr/bin/env bash
# Build the documentation site (docs/site, README "Documentation") into docs/site/build/html:
# the first page (install, quickstart), the guides (the teacher's, live tables, tournaments,
# adding a game), a page per game, the eight tutorials in both editions from their committed
# outputs (each with links to run it in the browser site and to download it), the API
# overview (its examples are doctests: tests/test_docs_site.py), options, the changelog, how
# to cite, the API reference from the docstrings, a search that finds Japanese words. The
# browser site's links point at lite/ beside this site's folder, or at $JINRO_LAB_LITE_URL.
# Offline but for the package registries: the docs extra from PyPI, the widget renderer
# from npm (served from the site's own _static/widgets, never from a CDN). Warnings are
# errors; then every local link and script of the built pages is checked, and one closing
# line printed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
if ! .venv/bin/python -c "import sphinx, myst_nb, autoapi" 2>/dev/null; then
  PYTHONWARNINGS="ignore:Editable installation" .venv/bin/python -m pip install --quiet -e '.[docs]'
fi
start=$SECONDS
site=docs/site
# the saved widgets' renderer: @jupyter-widgets/html-manager 1.0 (ipywidgets 8) and RequireJS;
# MathJax for the tutorials' formulas
npm_dir=$site/node_modules
widgets=$site/_static/widgets
mathjax=$site/_static/mathjax
if [ ! -f "$widgets/embed-amd.js" ] || [ ! -f "$widgets/require.js" ] || [ ! -f "$mathjax/tex-mml-chtml.js" ]; then
  rm -rf "$npm_dir" "$widgets" "$mathjax"
  mkdir -p "$npm_dir" "$widgets" "$mathjax"
  (cd "$npm_dir" && npm pack --silent @jupyter-widgets/html-manager@1.0.15 requirejs@2.3.7 mathjax@3.2.2 >/dev/null)
  tar xzf "$npm_dir"/jupyter-widgets-html-manager-1.0.15.tgz -C "$npm_dir"
  tar xzf "$npm_dir"/requirejs-2.3.7.tgz -C "$npm_dir" package/require.js  # its MIT licence is its header
  # embed-amd.js, its bundled packages' licences and the icon fonts it loads beside itself
  # (no source maps, no other bundles)
  find "$npm_dir/package/dist" -maxdepth 1 \( -name embed-amd.js -o -name embed.js.LICENSE.txt -o -name '*.woff*' \
    -o -name '*.ttf' -o -name '*.eot' -o -name '*.svg' \) -exec cp {} "$widgets/" \;
  cp "$npm_dir/package/require.js" "$widgets/require.js"
  # MathJax's TeX-and-MathML component, its fonts and the TeX extensions it loads when a formula needs one
  tar xzf "$npm_dir"/mathjax-3.2.2.tgz -C "$npm_dir" package/LICENSE package/es5/tex-mml-chtml.js \
    package/es5/output/chtml/fonts package/es5/input/tex/extensions
  cp -r "$npm_dir"/package/es5/. "$mathjax/"
  cp "$npm_dir/package/LICENSE" "$mathjax/LICENSE"
fi
rm -rf "$site/build" && mkdir -p "$site/build"
.venv/bin/sphinx-build -b html -W --keep-going -q -d "$site/build/doctrees" "$site" "$site/build/html" 2>"$site/build/sphinx.log" \
  || { cat "$site/build/sphinx.log"; echo "docs build failed ($site/build/sphinx.log)"; exit 1; }
.venv/bin/python scripts/docs_check.py "$site/build/html" "$((SECONDS - start))"
