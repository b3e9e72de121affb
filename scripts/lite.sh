#!/usr/bin/env bash
# Build the JupyterLite site (site/README.md): the tutorials, the kit's wheel and the
# widgets extension, in site/build/output/, to publish on any static host. Offline: the
# site's runtime (Pyodide) is loaded from the public CDN when the site is served, not now.
# Checks the build (the tutorials, the wheel in the site's package index, the widgets
# extension) and prints one closing line.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
start=$SECONDS
build=site/build
rm -rf "$build"
mkdir -p "$build/wheels"
.venv/bin/python -m pip wheel --no-deps --quiet -w "$build/wheels" . 2>&1 | grep -v "^WARNING: Location" || true
wheel=$(ls "$build"/wheels/jinro_lab-*.whl)
.venv/bin/python scripts/lite_content.py "$build/content"
(cd site && ../.venv/bin/jupyter lite build --piplite-wheels "../$wheel" >build/lite.log 2>&1) \
  || { tail -40 site/build/lite.log; echo "lite build failed (site/build/lite.log)"; exit 1; }
.venv/bin/python - "$build/output" "$(basename "$wheel")" <<'PY'
import json, sys
from pathlib import Path
out, wheel = Path(sys.argv[1]), sys.argv[2]
missing = [p for p in ("index.html", "lab/index.html", "jupyter-lite.json", f"pypi/{wheel}", "files/01_nemuranai.ipynb",
                       "files/ja/08_tournament.ipynb", "files/data", "files/ja/data") if not (out / p).exists()]
index = json.loads((out / "pypi" / "all.json").read_text()) if (out / "pypi" / "all.json").exists() else {}
if "jinro-lab" not in index and "jinro_lab" not in index:
    missing.append("jinro_lab in pypi/all.json")
extensions = {p.name for p in (out / "extensions").glob("*")} | {p.parent.name + "/" + p.name for p in (out / "extensions").glob("*/*")}
if not any("jupyterlab-manager" in e for e in extensions):
    missing.append("the widgets extension (@jupyter-widgets/jupyterlab-manager)")
if missing:
    sys.exit("lite site incomplete: " + "; ".join(missing))
PY
files=$(find "$build/output" -type f | wc -l)
size=$(du -sm "$build/output" | cut -f1)
tutorials=$(find "$build/output/files" -name "*.ipynb" | wc -l)
echo "lite site: $build/output, $files files, ${size} MB, the kit's wheel and $tutorials tutorials, built in $((SECONDS - start)) s"
