#!/usr/bin/env bash
# Set up .venv and run every test: lint, unit/rule/conformance tests, and the
# notebooks under nbval (pytest's addopts in pyproject.toml). CI runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/ruff check jinro_lab tests benchmarks scripts
.venv/bin/ruff format --check jinro_lab tests benchmarks scripts
.venv/bin/mypy
.venv/bin/lint-imports  # the package's layers ([tool.importlinter] in pyproject.toml)
.venv/bin/python -m pytest "$@"
