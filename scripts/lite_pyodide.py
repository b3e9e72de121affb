"""The JupyterLite site's own Pyodide (``scripts/lite.sh``): the npm package's core and
the pure-Python wheels a lesson needs, served from the site, so that the kernel starts and
a lesson's engine, table pictures and Stepper run with no request off the site.

Writes ``FOLDER`` (the Pyodide addon of ``jupyterlite-pyodide-kernel`` copies
``site/static/pyodide/`` into the site and points the kernel's ``pyodideUrl`` at it):

- the core of the npm ``pyodide`` package (``pyodide.mjs``, the wasm, the standard library);
- the wheels of :data:`SERVED` and what they depend on in Pyodide's lock file, downloaded
  from PyPI (once, into ``CACHE``) at the versions the lock names;
- ``pyodide-lock.json``: the npm package's lock with those packages' entries pointing at
  the site's copies (their sha256 recomputed), and every other package of the full
  Pyodide distribution (pandas, matplotlib, numpy, ...) at its absolute URL on the CDN:
  online, ``%pip install matplotlib`` loads it from there; offline it cannot be loaded.

The wheels that are not in Pyodide's lock (ipywidgets, comm) go to
the site's package index instead (``piplite``): their paths are printed, one a line, for
``jupyter lite build --piplite-wheels``.

Usage: ``python scripts/lite_pyodide.py NPM_PYODIDE FOLDER CACHE``.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

#: the npm package's files the browser needs (the rest are Node's, docs and types)
CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: where the full distribution lives (the packages the site does not carry)
CDN = "https://cdn.jsdelivr.net/pyodide/v{version}/full/"
#: the packages the site serves from Pyodide's lock, with what they depend on there: the
#: kernel's (micropip to install, ipython and jedi for the kernel) and the kit's pure Python
SERVED = ("micropip", "ipython", "jedi", "networkx", "tqdm")
#: what the lock says a served package depends on but a lesson does not need: networkx
#: draws with matplotlib and computes with numpy only in functions the kit does not call
OPTIONAL = {"networkx": {"matplotlib", "numpy", "setuptools"}}
#: the site's package index (piplite): the kit's and the kernel's pure-Python packages not in the lock
#: (openskill: lesson 08's class season; widgetsnbextension comes with the kernel's own index;
#: jupyterlab_widgets only carries the JupyterLab extension, which the site has already)
INDEX = ("ipywidgets==8.1.9", "comm==0.2.3", "openskill==6.2.0")


def canonical(name: str) -> str:
    """A package's name as the lock's keys write it (PEP 503: ``prompt_toolkit`` -> ``prompt-toolkit``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def closure(packages: dict[str, dict], roots: tuple[str, ...]) -> list[str]:
    """The names of ``roots`` and of everything they depend on in the lock's ``packages``."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in packages:
            sys.exit(f"lite pyodide: {name} is not in Pyodide's lock file")
        seen.append(name)
        todo += [canonical(d) for d in packages[name]["depends"] if canonical(d) not in OPTIONAL.get(name, set())]
    return sorted(seen)


def download(spec: str, cache: Path) -> Path:
    """The pure-Python wheel of ``spec`` (``name==version``) from PyPI, kept in ``cache``."""
    name, version = spec.split("==")
    stem = name.replace("-", "_").lower()

    def cached() -> list[Path]:
        return [p for p in cache.glob("*.whl") if p.name.lower().startswith(f"{stem}-{version}-")]

    if not cached():
        cache.mkdir(parents=True, exist_ok=True)
        args = ["--no-deps", "--only-binary=:all:", "--python-version", "3.14", "--quiet", "-d", str(cache)]
        subprocess.run([sys.executable, "-m", "pip", "download", *args, spec], check=True)
    found = [p for p in cached() if p.name.endswith("-none-any.whl")]
    if not found:
        sys.exit(f"lite pyodide: no pure-Python wheel of {spec} on PyPI")
    return found[0]


def main(npm: str, folder: str, cache: str) -> int:
    source, out, wheels = Path(npm), Path(folder), Path(cache)
    lock = json.loads((source / "pyodide-lock.json").read_text(encoding="utf-8"))
    version = json.loads((source / "package.json").read_text(encoding="utf-8"))["version"]
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for name in CORE:
        shutil.copy2(source / name, out / name)
    packages = lock["packages"]
    served = closure(packages, SERVED)
    for name, entry in packages.items():
        if name in served:
            wheel = download(f"{entry['name']}=={entry['version']}", wheels)
            shutil.copy2(wheel, out / wheel.name)
            entry["file_name"] = wheel.name
            entry["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
            entry["depends"] = [d for d in entry["depends"] if canonical(d) not in OPTIONAL.get(name, set())]
        else:
            entry["file_name"] = CDN.format(version=version) + entry["file_name"]
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    for spec in INDEX:
        print(download(spec, wheels))
    print(f"{len(served)} packages served with Pyodide {version}: {', '.join(served)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
