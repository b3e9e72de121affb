#!/usr/bin/env bash
# Create .venv (Python 3.11+) with jinro_lab and its test tools installed.
# On Debian as root it also installs the Japanese font used by lang="ja" drawings
# and Chromium for the browser tests.
# Nothing is reinstalled when pyproject.toml has not changed since the last install.
set -euo pipefail
cd "$(dirname "$0")/.."
# .ci/run sets this once setup has run, before it runs the later steps side by side
# (two setups at once would sign the tutorials into one database at the same time)
if [ "${JINRO_LAB_SET_UP:-}" = 1 ]; then exit 0; fi
# Debian's packages (as root): the Japanese font used by lang="ja" drawings, and Chromium for the
# browser tests (tests/browser: Playwright drives Debian's /usr/bin/chromium). They install in the
# background while pip installs the kit: on a fresh machine the two took turns before, and each
# mostly waits on the network.
debs=()
fc-list 2>/dev/null | grep -qi 'IPAGothic' || debs+=(fonts-ipafont-gothic)
[ -x /usr/bin/chromium ] || debs+=(chromium)
apt_pid=
if [ ${#debs[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing ${debs[*]} (Debian) beside the Python packages"
    apt_log=$(mktemp)
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${debs[@]}") >"$apt_log" 2>&1 &
    apt_pid=$!
  else
    fc-list 2>/dev/null | grep -qi 'IPAGothic' \
      || echo "note: no Japanese font found; install fonts-ipafont-gothic for lang='ja' drawings"
    [ -x /usr/bin/chromium ] \
      || echo "note: no /usr/bin/chromium; install Debian's chromium package to run the browser tests (tests/browser)"
  fi
fi
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=.venv/.jinro_lab-installed
wanted="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ] || ! .venv/bin/python -c "import jinro_lab, pytest, nbval" 2>/dev/null; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  # setuptools warns at every editable install that a folder named like the package may
  # shadow it; that is the point of an editable install here, so the notice is hidden.
  # --no-compile: Python compiles a module when it is first imported; compiling every
  # installed package up front took half the install (68 s against 36 s on 2 cores)
  PYTHONWARNINGS="ignore:Editable installation" .venv/bin/python -m pip install --quiet --no-compile -e '.[test]'
  echo "$wanted" > "$stamp"
fi
if [ -n "$apt_pid" ]; then
  wait "$apt_pid" || { echo "apt-get failed:"; tail -5 "$apt_log"; }
  rm -f "$apt_log"
  fc-list 2>/dev/null | grep -qi 'IPAGothic' \
    || echo "warning: could not install fonts-ipafont-gothic; Japanese drawings fall back to English labels"
  [ -x /usr/bin/chromium ] || echo "warning: could not install chromium; the browser tests (tests/browser) cannot run"
fi
# Trust the tutorials, both editions (they are ours): JupyterLab renders the saved
# widgets of a trusted notebook when it is opened, before any cell runs; untrusted, it
# shows their text instead. Re-signed at every setup, so a pulled change stays trusted.
# The browser tests (tests/browser) open the lessons with this trust, as a teacher would.
.venv/bin/jupyter trust notebooks/*.ipynb notebooks/ja/*.ipynb >/dev/null
