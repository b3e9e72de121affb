#!/usr/bin/env bash
# Build the JupyterLite site (site/README.md): the tutorials, the kit's wheel, the widgets
# extension and the browser's Python (Pyodide) with the pure-Python packages a lesson
# needs, in site/build/output/, to publish on any static host; a lesson's engine, table
# pictures and Stepper then run with no request off the site (scripts/lite_pyodide.py).
# Built from site/.venv, a venv of the [lite] extra alone (no other JupyterLab extension
# gets in). Checks the build and prints one closing line.
# PYTHON: the kit's Python, to build its wheel and copy the tutorials (default
# .venv/bin/python, made by setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-.venv/bin/python}
[ -n "${PYTHON:-}" ] || bash scripts/setup.sh >/dev/null
start=$SECONDS
# the site's build tools: the [lite] extra alone, reinstalled when the extra changes
venv=site/.venv
lite=$("$python" -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['optional-dependencies']['lite']))")
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
if [ "$(cat "$venv/lite-requirements.txt" 2>/dev/null)" != "$lite" ]; then
  echo "$lite" >"$venv/requirements.txt"
  "$venv/bin/python" -m pip install --quiet -r "$venv/requirements.txt" 2>&1 | grep -v "^WARNING: Location" || true
  # jupyter_server's nbconvert brings JupyterLab's pygments theme extension: not for the site
  "$venv/bin/python" -m pip uninstall --quiet --yes jupyterlab_pygments
  mv "$venv/requirements.txt" "$venv/lite-requirements.txt"
fi
build=site/build
rm -rf "$build" site/.jupyterlite.doit.db  # doit's record of a past build would skip merging the config
mkdir -p "$build/wheels"
"$python" -m pip wheel --no-deps --quiet -w "$build/wheels" . 2>&1 | grep -v "^WARNING: Location" || true
wheel=$(ls "$build"/wheels/jinro_lab-*.whl)
# the browser's Python, served by the site (site/static/pyodide: the kernel's addon copies it)
pyodide=$(bash scripts/pyodide_npm.sh)
mapfile -t index < <("$venv/bin/python" scripts/lite_pyodide.py "$pyodide" site/static/pyodide "${XDG_CACHE_HOME:-$HOME/.cache}/jinro_lab/lite-wheels" 2>"$build/pyodide.log") \
  || { cat "$build/pyodide.log"; echo "lite build failed: the site's Pyodide"; exit 1; }
"$python" scripts/lite_content.py "$build/content" >/dev/null
args=(--piplite-wheels "../$wheel")
for w in "${index[@]}"; do args+=(--piplite-wheels "$w"); done
(cd site && .venv/bin/jupyter lite build "${args[@]}" >build/lite.log 2>&1) \
  || { tail -40 site/build/lite.log; echo "lite build failed (site/build/lite.log)"; exit 1; }
"$python" - "$build/output" "$(basename "$wheel")" <<'PY'
import json, sys
from pathlib import Path
out, wheel = Path(sys.argv[1]), sys.argv[2]
missing = [p for p in ("index.html", "lab/index.html", "jupyter-lite.json", f"pypi/{wheel}", "files/01_nemuranai.ipynb",
                       "files/ja/08_tournament.ipynb", "files/data", "files/ja/data", "static/pyodide/pyodide.mjs",
                       "static/pyodide/pyodide-lock.json") if not (out / p).exists()]
index = json.loads((out / "pypi" / "all.json").read_text()) if (out / "pypi" / "all.json").exists() else {}
missing += [f"{name} in pypi/all.json" for name in ("jinro-lab", "ipywidgets", "comm") if name not in index]
config = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]
extensions = sorted(e["name"] for e in config.get("federated_extensions", []))
wanted = ["@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension"]
if extensions != wanted:
    missing.append(f"exactly the extensions {', '.join(wanted)} (found {', '.join(extensions)})")
kernel = config.get("litePluginSettings", {}).get("@jupyterlite/pyodide-kernel-extension:kernel", {})
if kernel.get("pyodideUrl") != "./static/pyodide/pyodide.mjs" or not kernel.get("disablePyPIFallback"):
    missing.append(f"the kernel's Pyodide from the site, no PyPI fallback (found {kernel})")
if missing:
    sys.exit("lite site incomplete: " + "; ".join(missing))
PY
files=$(find "$build/output" -type f | wc -l)
size=$(du -sm "$build/output" | cut -f1)
tutorials=$(find "$build/output/files" -name "*.ipynb" | wc -l)
echo "lite site: $build/output, $files files, ${size} MB, the kit's wheel, Pyodide and $tutorials tutorials, built in $((SECONDS - start)) s"
