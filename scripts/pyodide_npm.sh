#!/usr/bin/env bash
# The npm `pyodide` package (the core of the browser's Python: pyodide.mjs, the wasm,
# the standard library and pyodide-lock.json), installed once into a cache outside the
# repo (only npm is reached, no CDN); prints its folder. Shared by scripts/lite.sh (the
# JupyterLite site serves it) and scripts/pyodide_check.sh (the kit's games under Node).
# JINRO_PYODIDE_CACHE: where the npm package goes (default ~/.cache/jinro_lab/...).
set -euo pipefail
version=314.0.6  # the Pyodide of jupyterlite-pyodide-kernel 0.8.6 (its default pyodideUrl)
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Node.js and npm (Debian nodejs, npm) for Pyodide" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm) >/dev/null
  else
    echo "pyodide: needs Node.js 18+ and npm (not found); install them (e.g. apt-get install nodejs npm)" >&2
    exit 3
  fi
fi
cache=${JINRO_PYODIDE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/jinro_lab/pyodide-$version}
pyodide=$cache/node_modules/pyodide
if ! grep -q "\"version\": \"$version\"" "$pyodide/package.json" 2>/dev/null; then
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-audit --no-fund --no-save --loglevel=error "pyodide@$version" >/dev/null
fi
echo "$pyodide"
