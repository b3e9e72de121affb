#!/usr/bin/env bash
# Set up .venv and run every test: lint, unit/rule/conformance tests, and the
# notebooks (pytest's addopts in pyproject.toml). CI runs exactly this.
# Each notebook is executed once: the ones tests/browser opens run in JupyterLab, and
# their saved outputs are compared with the committed ones by nbval's code there
# (tests/browser/outputs.py); the others run under nbval. `pytest notebooks` alone
# runs every notebook under nbval.
# Arguments go to pytest. The tiers (marks in pyproject.toml):
#   bash scripts/test.sh                                    # everything (CI)
#   bash scripts/test.sh tests -m "not slow and not browser" # quick: no notebooks, browser or long runs
#   bash scripts/test.sh tests -m "not browser"              # adds the long runs (slow: over ~20 s each)
#   bash scripts/test.sh tests/browser                       # JupyterLab in Chromium only
set -euo pipefail
cd "$(dirname "$0")/.."
# Each module's bytecode is written at its first import (into the venv's and the clone's
# __pycache__), even where the environment says not to: the suite starts hundreds of Python
# processes (xdist workers, notebook kernels, JupyterLab, the CLI), and without it each one
# compiled pandas, matplotlib, Jupyter and the kit from source again (about 3 s of CPU a
# kernel; nbgrader's runs took a third more CPU). pip installs with --no-compile (setup.sh).
unset PYTHONDONTWRITEBYTECODE
bash scripts/setup.sh
.venv/bin/ruff check jinro_lab tests benchmarks scripts
.venv/bin/ruff format --check jinro_lab tests benchmarks scripts
.venv/bin/lint-imports  # the package's layers ([tool.importlinter] in pyproject.toml)
# mypy (about 20 s on one core from a clean clone) checks the types while pytest starts its
# workers; its verdict is printed, and counts, after the tests
typing_log=$(mktemp)
.venv/bin/mypy >"$typing_log" 2>&1 &
typing=$!
tests=0
.venv/bin/python -m pytest "$@" || tests=$?
types=0
wait "$typing" || types=$?
cat "$typing_log"
rm -f "$typing_log"
[ "$types" = 0 ] || echo "mypy failed (exit $types)"
[ "$tests" = 0 ] && [ "$types" = 0 ]
