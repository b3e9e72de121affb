#!/usr/bin/env bash
# The kit in the browser's Python (issue 21): install the npm `pyodide` package (the
# runtime the JupyterLite site loads; into a cache outside the repo, only npm is
# reached, no CDN), build the kit's wheel, load it into Pyodide under Node, play and
# replay seeded games of all four variants there (scripts/pyodide_games.py), and
# compare every game with CPython's: record, digest, events, result and pictures.
# Prints one closing line; exits non-zero on any difference, naming the game.
# PYTHON: the CPython to compare with (default .venv/bin/python, made by setup.sh);
# the npm package: scripts/pyodide_npm.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s.%N)
python=${PYTHON:-.venv/bin/python}
[ -x "$python" ] || { bash scripts/setup.sh >/dev/null; python=.venv/bin/python; }

pyodide=$(bash scripts/pyodide_npm.sh) || {
  status=$?
  [ "$status" = 3 ] && [ -z "${CI:-}" ] && { echo "pyodide check: skipped (no Node.js)"; exit 0; }
  exit 1
}
major=$(node --version | sed 's/^v\([0-9]*\).*/\1/')
[ "$major" -ge 18 ] || { echo "pyodide check: needs Node.js 18+, found $(node --version)"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m pip wheel --no-deps --quiet -w "$work" . 2>&1 | grep -v "^WARNING: Location" || true
wheel=$(ls "$work"/jinro_lab-*.whl)
PYTHONPATH=$PWD "$python" scripts/pyodide_games.py "$work/cpython.json"
node scripts/pyodide_check.mjs "$pyodide" "$wheel" scripts/pyodide_games.py "$work/pyodide.json" >"$work/node.log" 2>&1 \
  || { cut -c1-300 "$work/node.log" | grep -v '^ *$' | tail -25; echo "pyodide check: the games failed in Pyodide"; exit 1; }

"$python" - "$work/cpython.json" "$work/pyodide.json" "$start" "$(du -sm "$pyodide" | cut -f1)" <<'PY'
import json, sys, time

cpython, pyodide = (json.load(open(path, encoding="utf-8")) for path in sys.argv[1:3])
problems = []
if pyodide["platform"] != "emscripten":
    problems.append(f"the second run was not Pyodide (platform {pyodide['platform']})")
if not pyodide["workers=2"].startswith("refused") or "Pyodide" not in pyodide["workers=2"]:
    problems.append(f"workers=2 in Pyodide: {pyodide['workers=2']} (it should be refused)")
if pyodide["heavy modules"]:
    problems.append(f"Pyodide imported {', '.join(pyodide['heavy modules'])} to play and draw")
if [g["game"] for g in cpython["games"]] != [g["game"] for g in pyodide["games"]]:
    problems.append("the two runs played different lists of games")
for ours, theirs in zip(cpython["games"], pyodide["games"]):
    for run, game in (("CPython", ours), ("Pyodide", theirs)):
        if not game["replayed"]:
            problems.append(f"{game['game']}: its record does not replay to itself in {run}")
    for key in ("record", "events", "result", "pictures"):
        if ours[key] != theirs[key]:
            where = ""
            if key == "events":
                first = next((i for i, (a, b) in enumerate(zip(ours[key], theirs[key])) if a != b), None)
                where = f" (first at event {first if first is not None else min(map(len, (ours[key], theirs[key])))})"
            verb = "differ" if key.endswith("s") else "differs"
            problems.append(f"{ours['game']}: its {key} {verb} between CPython and Pyodide{where}")
if problems:
    print("\n".join(problems))
    sys.exit(f"pyodide check failed: {len(problems)} difference(s)")
games = len(cpython["games"])
variants = len({g["game"].split()[0] for g in cpython["games"]})
print(
    f"pyodide check: {games} games of {variants} variants, records identical to CPython "
    f"(Pyodide {pyodide['python']} vs CPython {cpython['python']}; npm pyodide {sys.argv[4]} MB), {time.time() - float(sys.argv[3]):.1f} s"
)
PY
