#!/usr/bin/env bash
# Set up .venv and open JupyterLab on the tutorials in notebooks/.
set -euo pipefail
cd "$(dirname "$0")/.."
unset PYTHONDONTWRITEBYTECODE  # each module compiled once, at its first import (scripts/test.sh)
bash scripts/setup.sh
extra=()
if [ "$(id -u)" = 0 ]; then
  extra+=(--allow-root)  # JupyterLab refuses to run as root without it (containers, CI machines)
fi
exec .venv/bin/jupyter lab notebooks/ "${extra[@]}" "$@"
