#!/usr/bin/env bash
# The example game in its own distribution (examples/one_night, issue 40 items 3 and 6):
# installed as a plug-in into a throwaway folder (never into the venv: --target, --no-deps),
# then its lint, its own tests, and the kit's checks against it: the contract, new games,
# random games to the end and their replays, and the command line. Well under a minute.
#   bash scripts/example_game.sh            # CI (the clone's .venv)
#   PYTHON=/path/to/python bash scripts/example_game.sh
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-$PWD/.venv/bin/python}  # absolute: the mypy step runs in the example's folder
# setuptools builds in the source folder: no stale build/lib of an earlier build is shipped, none is left behind
built="examples/one_night/build examples/one_night/jinro_lab_one_night.egg-info"
rm -rf $built
site=$(mktemp -d)
trap 'rm -rf "$site" $built' EXIT

# its distribution, built as pip builds any (the backend it names, from the package index
# pip is set up with) and installed beside nothing: the kit itself is the environment's
"$py" -m pip install --quiet --no-deps --disable-pip-version-check --target "$site/site" examples/one_night
export PYTHONPATH="$site/site${PYTHONPATH:+:$PYTHONPATH}"

"$py" -m ruff check examples
"$py" -m ruff format --check examples
# the kit as mypy reads it: its source (an editable install is an import hook mypy does not follow)
(cd examples/one_night && MYPYPATH="$OLDPWD" "$py" -m mypy)

# its own tests: a test per rule ID, and the game in the kit's places
"$py" -m pytest -q examples/one_night/tests

# the kit's checks: found by its entry point, the contract, games at every player count
# played at random to the end and replayed from their records
"$py" - <<'PY'
import random

import jinro_lab as jl
from jinro_lab.core.contract import contract_problems
from jinro_lab.core.registry import ENTRY_POINTS, load_plugins, variants

assert "one_night" in load_plugins() or "one_night" in {v.id for v in variants()}, f"no one_night in {ENTRY_POINTS}"
problems = contract_problems("one_night")
assert not problems, problems
info = jl.lookup("ワンナイト人狼")
games = 0
for players in info.players:
    for seed in range(10):
        game = jl.new_game("one_night", players=players, seed=seed)
        rng = random.Random(seed)
        while not game.over:
            for seat in game.to_act():
                game.act(seat, rng.choice(game.legal_actions(seat)))
        again = jl.replay(game.record().to_json())
        assert again.log == game.log and again.result == game.result, (players, seed)
        games += 1
print(f"one_night: the contract is met; {games} random games played to the end and replayed")
PY

# the command line: listed, a demo in each language saved and replayed, a seat played
"$py" -m jinro_lab variants | grep -q "^one_night  ワンナイト人狼"
"$py" -m jinro_lab demo --variant one_night --players 6 --lang ja --save "$site/game.json" >/dev/null
"$py" -m jinro_lab demo --variant ワンナイト人狼 --players 3 --agents random >/dev/null
"$py" -m jinro_lab replay "$site/game.json" --lang ja | grep -q "ONE-3.*（1日目）"
printf '0\n%.0s' {1..20} | "$py" -m jinro_lab play --variant one_night --players 4 --seat 1 | grep -q "ONE-3.*(day 1)"
"$py" -m jinro_lab variants | grep -q "^one_night .*rules: jinro-lab rules one_night$"
"$py" -m jinro_lab rules one_night ONE-22 --lang ja | grep -q "^ONE-22　"
"$py" -m jinro_lab rules one_night | grep -c "^ONE-" | grep -qx 21
echo "one_night: the command line lists, demonstrates, replays and plays it, and prints its rules"

# the kit's conformance checks (jinro_lab.testing, issue 40 item 2) with what the game declares
# (its conformance.py): the one command docs/new_game.md gives
"$py" -m jinro_lab.testing one_night -- -q -p no:cacheprovider
