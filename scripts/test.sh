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
bash scripts/setup.sh
.venv/bin/ruff check jinro_lab tests benchmarks scripts
.venv/bin/ruff format --check jinro_lab tests benchmarks scripts
.venv/bin/mypy
.venv/bin/lint-imports  # the package's layers ([tool.importlinter] in pyproject.toml)
.venv/bin/python -m pytest "$@"
