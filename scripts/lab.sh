#!/usr/bin/env bash
# Set up .venv and open JupyterLab on the tutorials in notebooks/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/jupyter lab notebooks/ "$@"
