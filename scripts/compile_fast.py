"""Build an optional compiled copy of the fast engines with mypyc (issue 41, item 5).

The kit is pure Python and stays so: ``pip install`` and CI never compile anything, and
Pyodide runs the same files. This script is for a user who has a C compiler and wants
the simulations (``simulate``, ``win_rates``, the event explorer), ISMCTS's rollouts and
the belief sampler's worlds faster (README.md, "Speed"): it copies the package into a
build folder (default ``build/mypyc``, ignored by git) and compiles there, with mypyc,
what the fast engines share (``core/fast.py``), every game's fast engine and the heuristic
agent it asks (:data:`MODULES`, which also says what is left out and why); the sources
stay untouched. Put the folder first on ``PYTHONPATH`` to use it::

    python scripts/compile_fast.py      # a minute or two; needs gcc, Python's headers and mypy
    PYTHONPATH=$PWD/build/mypyc jinro-lab simulate mahou_toshi --players 9 --agents heuristic ...

The compiled modules then load in place of the ``.py`` files, in a script, a notebook or the
``jinro-lab`` command, but not under ``python -m`` or ``python -c`` started in the source
folder itself, whose own ``jinro_lab`` comes first on the path there.

``--wheel DIR`` also writes the kit's wheel with the compiled modules in it (an optional binary
wheel for this Python and platform, e.g. ``jinro_lab-0.1.0-cp311-cp311-linux_x86_64.whl``;
the pure wheel stays the one ``pip install`` builds, the fallback everywhere else, Pyodide
included), checked to load its compiled modules once installed::

    python scripts/compile_fast.py --wheel dist
    pip install dist/jinro_lab-*-cp311-*.whl   # no PYTHONPATH: the modules load from the install

``--test`` then runs the compiled games' differential tests (:data:`TESTS`: the same games
as the readable engine, seed for seed, but the few of :data:`MUTATING`) against the
compiled build; ``benchmarks/mypyc_speed.py`` prints the speed-up. A compiled build
belongs to the Python that built it (same version) and to one copy of the sources: build
it again after changing them.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import importlib
import importlib.util
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the modules compiled, one group (compiled classes call each other natively): what every fast
#: engine shares (``core/fast.py``: ``Pending``, the team's lot, the draws; ``core/tally.py``: a vote's
#: count, which the readable votes share), each game's fast engine
#: and the heuristic agent it asks at each decision, and ``core/viewers.py``, whose ``SeatReading``
#: the agents' readers of 人狼は眠らない and LotROで人狼 subclass (a compiled class cannot have
#: an interpreted base with ``__slots__``). Left out (what would have to change first, with mypy
#: 2.4): ``mahou_toshi/state.py``, whose ``MahouState`` the readable game's class subclasses (an
#: interpreted class cannot inherit from a compiled one); the readable engines, which the fast
#: ones do not call while they play.
MODULES = (
    "jinro_lab/core/fast.py",
    "jinro_lab/core/tally.py",
    "jinro_lab/core/viewers.py",
    "jinro_lab/variants/mahou_toshi/fast.py",
    "jinro_lab/variants/mahou_toshi/agents.py",
    "jinro_lab/variants/seijika/fast.py",
    "jinro_lab/variants/seijika/agents.py",
    "jinro_lab/variants/lotro/fast.py",
    "jinro_lab/variants/lotro/agents.py",
    "jinro_lab/variants/nemuranai/fast.py",
    "jinro_lab/variants/nemuranai/agents.py",
)
#: classes that stay open to subclasses written in Python (each game's ``HeuristicAgent``: a user's
#: agent, the tests' noters), marked so in the build's copy only (``mypy_extensions.mypyc_attr``,
#: which the kit does not import): path -> the class statement
OPEN_CLASSES = {
    f"jinro_lab/variants/{game}/agents.py": "class HeuristicAgent:"
    for game in ("mahou_toshi", "seijika", "lotro", "nemuranai")
}
MYPYC_ATTR = "from mypy_extensions import mypyc_attr\n"
#: the differential tests run by ``--test``: every compiled game's (the same games as the readable
#: engine, seed for seed, random and heuristic agents)
TESTS = (
    "tests/variants/mahou_toshi/test_fast_engine.py",
    "tests/variants/mahou_toshi/test_fast_heuristic.py",
    "tests/variants/mahou_toshi/test_fast_heard.py",
    "tests/variants/seijika/test_fast_engine.py",
    "tests/variants/seijika/test_fast_heuristic.py",
    "tests/variants/lotro/test_fast_engine.py",
    "tests/variants/lotro/test_fast_heuristic.py",
    "tests/variants/nemuranai/test_fast_engine.py",
    "tests/variants/nemuranai/test_fast_heuristic.py",
    # the heuristics' choices pinned game by game (``choices_support``), played by a Python subclass of
    # the compiled agent: the differential tests cannot see a build that changes the agent itself,
    # as one did when a compiled method's default argument did not reach such a subclass
    "tests/variants/mahou_toshi/test_agents.py::test_the_heuristic_chooses_as_it_did",
    "tests/variants/mahou_toshi/test_agents.py::test_the_heuristic_chooses_as_it_did_over_many_fast_games",
    "tests/variants/seijika/test_agents.py::test_the_heuristic_chooses_as_it_did",
    "tests/variants/lotro/test_agents.py::test_the_heuristic_chooses_as_it_did",
)
#: the tests left out: each breaks a rule or an observation in one engine by replacing (monkeypatch)
#: a method of a compiled class or a function of a compiled module, which compiled code calls
#: directly, bound at compile time, so the break does not reach the compiled games and the test's
#: expected failure does not come (the pure kit runs them). A break of a module's global constant
#: (``fast._LAWYERS = ...``) does reach them: those tests run here too.
MUTATING = (
    # FastMahou._guard_options (the readable engine's break is the second half of the test)
    "tests/variants/mahou_toshi/test_fast_engine.py::test_a_rule_changed_in_the_readable_engine_alone_fails",
    # FastMahou._results, Sight.learn
    "tests/variants/mahou_toshi/test_fast_engine.py::test_what_a_seat_sees_changed_in_the_fast_engine_alone_fails",
    # FastMahou._living_but, FastMahou._announced
    "tests/variants/mahou_toshi/test_fast_engine.py::test_a_rule_changed_in_the_stepped_game_alone_fails",
    # FastMahou._hear (core.fast.Hearing's)
    "tests/variants/mahou_toshi/test_fast_heard.py::test_an_event_left_out_by_the_fast_engine_alone_fails",
    # Sight.ballot
    "tests/variants/mahou_toshi/test_fast_heuristic.py::test_an_observation_changed_in_the_stepped_game_alone_fails",
    # agents.observe, which the compiled HeuristicAgent calls
    "tests/variants/mahou_toshi/test_fast_engine.py::test_what_a_seat_sees_changed_in_the_readable_view_alone_fails",
    # FastGame._answered
    "tests/variants/lotro/test_fast_heuristic.py::test_the_tooth_untold_in_the_fast_engine_alone_fails",
    # FastGame._learn
    "tests/variants/nemuranai/test_fast_heuristic.py::test_a_fact_forgotten_in_the_fast_observation_alone_fails",
)
#: mypy's settings for the build (pyproject.toml's [tool.mypy]; setuptools must not read that file)
MYPY_INI = "[mypy]\npython_version = 3.11\nignore_missing_imports = True\n"


def module_name(path: str) -> str:
    return path.removesuffix(".py").replace("/", ".")


def build(out: Path) -> None:
    """Copy the package to ``out`` and compile :data:`MODULES` there in place."""
    if shutil.which("gcc") is None and shutil.which("cc") is None:
        raise SystemExit("compile_fast.py needs a C compiler (gcc or cc) and Python's headers; none found")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    shutil.copytree(ROOT / "jinro_lab", out / "jinro_lab", ignore=shutil.ignore_patterns("__pycache__"))
    (out / "mypy.ini").write_text(MYPY_INI)
    for path, statement in OPEN_CLASSES.items():
        source = (out / path).read_text()
        if source.count(f"\n{statement}") != 1:
            raise SystemExit(f"{path} has no single line {statement!r}: update OPEN_CLASSES in {__file__}")
        opened = f"\n@mypyc_attr(allow_interpreted_subclasses=True)\n{statement}"
        future = "from __future__ import annotations\n"
        source = source.replace(f"\n{statement}", opened).replace(future, f"{future}\n{MYPYC_ATTR}", 1)
        (out / path).write_text(source)
    done = subprocess.run([sys.executable, "-m", "mypyc", *MODULES], cwd=out, capture_output=True, text=True)
    if done.returncode:
        sys.stderr.write(done.stdout[-4000:] + done.stderr[-4000:])
        raise SystemExit(f"mypyc failed (exit {done.returncode}); the sources are untouched, nothing to use in {out}")
    shutil.rmtree(out / "build")  # the generated C and object files


def check(out: Path) -> None:
    """Import the compiled modules from ``out`` in a fresh interpreter and say so."""
    names = [module_name(m) for m in MODULES]
    probe = f"import importlib; print(all(importlib.import_module(m).__file__.endswith('.so') for m in {names!r}))"
    done = subprocess.run([sys.executable, "-c", probe], cwd=out, capture_output=True, text=True)
    if done.stdout.strip() != "True":
        raise SystemExit(f"the compiled modules do not load from {out}:\n{done.stderr[-2000:]}")


def wheel_tag() -> str:
    """This Python's and platform's wheel tag (e.g. ``cp311-cp311-linux_x86_64``): a mypyc
    build runs only on the Python that built it."""
    python = sys.implementation.cache_tag.replace("cpython-", "cp")
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{python}-{python}-{platform}"


def _record_row(name: str, data: bytes) -> str:
    """A wheel's RECORD line for ``name`` (PEP 376/427: urlsafe base64 sha256 without padding, size)."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compiled_wheel(pure: Path, out: Path, dest: Path, tag: str) -> Path:
    """The pure wheel ``pure`` with every compiled module of the build folder ``out`` added
    (each ``.so`` at its path: Python imports an extension module before the ``.py`` beside
    it), tagged ``tag`` and not pure (``Root-Is-Purelib: false``), its RECORD made again;
    written into ``dest``."""
    compiled = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.so"))
    if not compiled:
        raise SystemExit(f"no compiled modules in {out}: build it first (without --no-build)")
    dest.mkdir(parents=True, exist_ok=True)
    target = dest / pure.name.replace("py3-none-any", tag)
    rows = []
    with zipfile.ZipFile(pure) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as dst:
        record = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
        for info in src.infolist():
            if info.filename == record:
                continue
            data = src.read(info)
            if info.filename.endswith(".dist-info/WHEEL"):
                text = data.decode().replace("Root-Is-Purelib: true", "Root-Is-Purelib: false")
                data = text.replace("Tag: py3-none-any", f"Tag: {tag}").encode()
            dst.writestr(info, data)
            rows.append(_record_row(info.filename, data))
        for name in compiled:
            data = (out / name).read_bytes()
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o755 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(info, data)
            rows.append(_record_row(name, data))
        dst.writestr(record, "\n".join([*rows, f"{record},,"]) + "\n")
    return target


def wheel(out: Path, dest: Path) -> Path:
    """The kit's wheel (``pip wheel``, as ``pip install`` builds it) with the compiled modules
    of ``out``; installed into a scratch folder, its compiled modules must load from there."""
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        pip = [sys.executable, "-m", "pip"]
        subprocess.run([*pip, "wheel", "--no-deps", "--quiet", "-w", str(work / "pure"), str(ROOT)], check=True)
        (pure,) = (work / "pure").glob("jinro_lab-*-py3-none-any.whl")
        target = compiled_wheel(pure, out, dest, wheel_tag())
        site = work / "site"
        subprocess.run([*pip, "install", "--no-deps", "--quiet", "--target", str(site), str(target)], check=True)
        check(site)
    return target


def test(out: Path, workers: str) -> int:
    """The fast engines' differential tests against the compiled modules (run from ``out``,
    so that its package is the one imported; the main process checks it first)."""
    names = [module_name(m) for m in MODULES]
    deselect = [arg for test in MUTATING for arg in ("--deselect", test)]  # node ids from ROOT, the rootdir
    args = [str(ROOT / t) for t in TESTS] + ["-q", "-n", workers, *deselect, "-c", str(ROOT / "pyproject.toml")]
    run = (
        "import importlib, sys, pytest\n"
        f"assert all(importlib.import_module(m).__file__.endswith('.so') for m in {names!r}), 'not compiled'\n"
        f"sys.exit(pytest.main({args!r}))\n"
    )
    return subprocess.run([sys.executable, "-c", run], cwd=out).returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "mypyc", help="the build folder (replaced)")
    parser.add_argument("--test", action="store_true", help="then run the differential tests against the build")
    parser.add_argument("--no-build", action="store_true", help="use the build already in --out")
    parser.add_argument("--workers", default="2", help="pytest -n for --test")
    parser.add_argument("--wheel", type=Path, help="also write the kit's wheel with the compiled modules here")
    args = parser.parse_args()
    out = args.out.resolve()
    if not args.no_build:
        if importlib.util.find_spec("mypyc") is None:
            raise SystemExit("compile_fast.py needs mypyc, which comes with mypy: pip install mypy")
        build(out)
    check(out)
    print(f"compiled {len(MODULES)} modules into {out}: run with PYTHONPATH={out}")
    if args.wheel:
        print(f"wrote {wheel(out, args.wheel.resolve())}: pip install it (this Python and platform only)")
    if args.test:
        sys.exit(test(out, args.workers))


if __name__ == "__main__":
    main()
