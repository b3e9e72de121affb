"""The package as ``pip install`` gives it (issue 21 item 1): the wheel carries the
tutorials, their Japanese editions and data, the LICENSE and ``py.typed``, one version,
JupyterLab only as the ``[lab]`` extra; installed into a fresh virtual environment,
``jinro-lab lab`` copies the tutorials and a tutorial's first cells run from the copy
with the committed outputs. The copy's keep-the-teacher's-edits rules are tested
without a wheel, on the clone's tutorials."""

from __future__ import annotations

import base64
import contextlib
import email
import hashlib
import importlib.util
import io
import json
import re
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest
from games import a_game

import jinro_lab
from jinro_lab.core.errors import InvalidArgument
from jinro_lab.rules import games, rule, rule_ids
from jinro_lab.tutorials import MANIFEST, copy_tutorials, tutorial_files, tutorials_source

ROOT = Path(__file__).resolve().parents[1]
#: the tutorials, as the repository's notebooks/ holds them (numbered, in order: the first is lesson 01)
TUTORIALS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
#: files a copy writes: each shipped file, and each data file twice (beside each edition)
COPIED = sum(2 if name.startswith("data/") else 1 for name in tutorial_files())


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(ROOT)],
        check=True,
        timeout=600,
    )
    (found,) = out.glob("jinro_lab-*.whl")
    return found


def metadata(wheel: Path) -> email.message.Message:
    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        return email.message_from_bytes(z.read(name))


def test_the_wheel_carries_the_tutorials_their_data_the_license_and_py_typed(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
    shipped = {f"jinro_lab/_tutorials/{name}" for name in tutorial_files(ROOT / "notebooks")}
    assert shipped <= names
    for tutorial in TUTORIALS:
        assert f"jinro_lab/_tutorials/{tutorial}" in names and f"jinro_lab/_tutorials/ja/{tutorial}" in names
    assert any(n.startswith("jinro_lab/_tutorials/data/") and n.endswith(".csv") for n in names)
    assert "jinro_lab/py.typed" in names
    assert {f"jinro_lab/table/static/{f}" for f in ("page.html", "page.js", "page.css")} <= names  # the live table
    assert {f"jinro_lab/rules/{game}.toml" for game in games()} <= names  # the rules (jinro-lab rules)
    from jinro_lab.table.contract import SCHEMAS

    assert {f"jinro_lab/table/schemas/{name}.json" for name in SCHEMAS} <= names  # the bot API's contract
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert not any("/text/" in n or n.endswith(".md") for n in names if n.startswith("jinro_lab/_tutorials/"))


def test_the_wheels_metadata_one_version_classifiers_and_jupyterlab_as_an_extra(wheel: Path) -> None:
    meta = metadata(wheel)
    assert meta["Version"] == jinro_lab.__version__ and f"jinro_lab-{jinro_lab.__version__}-" in wheel.name
    assert meta["License-Expression"] == "MIT"
    classifiers = meta.get_all("Classifier") or []
    assert "Typing :: Typed" in classifiers and "Framework :: Jupyter :: JupyterLab" in classifiers
    requires = meta.get_all("Requires-Dist") or []
    lab = [r for r in requires if re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0] == "jupyterlab"]
    assert lab and all('extra == "lab"' in r for r in lab)
    core = [re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0] for r in requires if "extra ==" not in r]
    assert sorted(core) == [
        "ipywidgets",
        "matplotlib",
        "matplotlib-fontja",
        "networkx",
        "numpy",
        "pandas",
        "pillow",
        "tqdm",
    ]


@pytest.mark.slow
def test_installed_from_the_wheel_the_lab_command_copies_tutorials_that_run(wheel: Path, tmp_path: Path) -> None:
    """A fresh virtual environment, the wheel and its dependencies (no JupyterLab):
    ``jinro-lab lab --help``; ``jinro-lab lab DIR --no-lab`` copies the tutorials;
    ``jinro-lab lab DIR`` without JupyterLab says how to get it; ``jinro-lab rules``
    reads the rules shipped as data; and the first cells of the first tutorial, run from the
    copy, print what the committed notebook shows."""
    env = tmp_path / "venv"
    venv.create(env, with_pip=True)
    python, command = env / "bin" / "python", env / "bin" / "jinro-lab"
    subprocess.run([python, "-m", "pip", "install", "--quiet", str(wheel)], check=True, timeout=900)
    shown = subprocess.run([command, "lab", "--help"], capture_output=True, text=True, timeout=120)
    assert shown.returncode == 0 and "--no-lab" in shown.stdout
    copy = tmp_path / "class"
    done = subprocess.run([command, "lab", str(copy), "--no-lab"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and f"copied {COPIED} files into {copy}" in done.stdout, done.stdout + done.stderr
    assert {p.name for p in copy.glob("*.ipynb")} == set(TUTORIALS) and (copy / "ja" / "data").is_dir()
    refused = subprocess.run([command, "lab", str(copy)], capture_output=True, text=True, timeout=120)
    assert refused.returncode == 2 and "pip install 'jinro_lab[lab]'" in refused.stderr
    game = a_game()
    rule_id = rule_ids(game)[-1]
    book = subprocess.run([command, "rules", game, rule_id, "--lang", "ja"], capture_output=True, text=True)
    assert book.returncode == 0 and rule(rule_id, "ja").title in book.stdout, book.stderr  # the rules' data
    cells = [c for c in json.loads((copy / TUTORIALS[0]).read_text())["cells"] if c["cell_type"] == "code"][:3]
    script = "\n".join("".join(c["source"]) + "\nprint('\\x00')" for c in cells)
    ran = subprocess.run([python, "-c", script], cwd=copy, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stderr
    printed = ran.stdout.split("\x00\n")[: len(cells)]
    for cell, out in zip(cells, printed, strict=True):
        committed = "".join("".join(o["text"]) for o in cell["outputs"] if o["output_type"] == "stream")
        assert out == committed


def test_the_compiled_wheel_is_the_pure_one_with_the_compiled_modules_added(wheel: Path, tmp_path: Path) -> None:
    """Issue 41, item 5: ``scripts/compile_fast.py --wheel`` adds each compiled module of a
    build folder (stand-ins here: compiling takes minutes) to the pure wheel at its path,
    tags the wheel for this Python and platform, marks it not pure and lists every file in
    its RECORD with its digest and size (pip installs from that list)."""
    spec = importlib.util.spec_from_file_location("compile_fast", ROOT / "scripts" / "compile_fast.py")
    assert spec is not None and spec.loader is not None
    compile_fast = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(compile_fast)
    build = tmp_path / "build"
    fake = {
        "jinro_lab/core/fast.cpython-311-x86_64-linux-gnu.so": b"\x7fELF core",
        "jinro_lab/core/tally.cpython-311-x86_64-linux-gnu.so": b"\x7fELF tally",
        "0a1b__mypyc.cpython-311-x86_64-linux-gnu.so": b"\x7fELF runtime",
    }
    for name, data in fake.items():
        (build / name).parent.mkdir(parents=True, exist_ok=True)
        (build / name).write_bytes(data)
    tag = compile_fast.wheel_tag()
    assert tag.startswith(f"cp3{sys.version_info.minor}-cp3{sys.version_info.minor}-")
    made = compile_fast.compiled_wheel(wheel, build, tmp_path / "dist", tag)
    assert made.name == wheel.name.replace("py3-none-any", tag)
    with zipfile.ZipFile(wheel) as pure, zipfile.ZipFile(made) as binary:
        names = binary.namelist()
        assert set(pure.namelist()) | set(fake) == set(names) and len(names) == len(set(names))
        for name, data in fake.items():
            assert binary.read(name) == data
        info = next(n for n in names if n.endswith(".dist-info/WHEEL"))
        text = binary.read(info).decode()
        assert "Root-Is-Purelib: false" in text and f"Tag: {tag}" in text and "py3-none-any" not in text
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        rows = {row.split(",")[0]: row.split(",")[1:] for row in binary.read(record).decode().splitlines()}
        assert set(rows) == set(names) and rows[record] == ["", ""]
        for name in names:
            if name != record:
                data = binary.read(name)
                digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert rows[name] == [f"sha256={digest}", str(len(data))], name
    with pytest.raises(SystemExit, match="no compiled modules"):
        compile_fast.compiled_wheel(wheel, tmp_path / "dist", tmp_path / "empty", tag)


def test_the_clones_tutorials_are_found_and_listed() -> None:
    assert tutorials_source() == ROOT / "notebooks"
    files = tutorial_files()
    assert set(TUTORIALS) <= set(files) and {f"ja/{t}" for t in TUTORIALS} <= set(files)
    assert all(not f.startswith("ja/text") for f in files) and any(f.startswith("data/") for f in files)


def test_a_copy_keeps_a_teachers_edits_and_updates_what_the_kit_wrote(tmp_path: Path) -> None:
    first = copy_tutorials(tmp_path, trust=False)
    assert len(first.copied) == COPIED and not first.kept and (tmp_path / "ja" / "data").is_dir()
    edited, unedited = tmp_path / TUTORIALS[0], tmp_path / TUTORIALS[1]
    edited.write_text(edited.read_text() + " ")  # the teacher's edit
    manifest = json.loads((tmp_path / MANIFEST).read_text())
    unedited.write_text("an older version the kit wrote")  # as if the kit had written it, then changed
    manifest[TUTORIALS[1]] = __import__("hashlib").sha256(unedited.read_bytes()).hexdigest()
    (tmp_path / MANIFEST).write_text(json.dumps(manifest))
    again = copy_tutorials(tmp_path, trust=False)
    assert again.kept == [TUTORIALS[0]] and again.updated == [TUTORIALS[1]] and not again.copied
    assert edited.read_text().endswith(" ")
    assert unedited.read_bytes() == (tutorials_source() / TUTORIALS[1]).read_bytes()
    lines = list(again.lines())
    assert f"kept your edited copy of {TUTORIALS[0]} (the kit's version was not written over it)" in lines
    (tmp_path / "new").mkdir()
    before = tmp_path / "new" / TUTORIALS[2]
    before.write_text("a file of the teacher's, there before the kit")
    assert copy_tutorials(tmp_path / "new", trust=False).kept == [TUTORIALS[2]]
    assert before.read_text() == "a file of the teacher's, there before the kit"


def test_a_copy_into_a_file_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    target = tmp_path / "notes.txt"
    target.write_text("x")
    with pytest.raises(InvalidArgument, match="is a file; give a folder"):
        copy_tutorials(target)
    assert target.read_text() == "x" and list(tmp_path.iterdir()) == [target]


def test_the_lab_command_copies_trusts_and_reports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import nbformat
    from nbformat.sign import NotebookNotary

    from jinro_lab.cli import main

    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))  # the notary's database
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["lab", str(tmp_path / "class"), "--no-lab"]) == 0
        assert main(["lab", str(tmp_path / "class"), "--no-lab"]) == 0
    assert out.getvalue().splitlines() == [
        f"copied {COPIED} files into {tmp_path / 'class'}",
        f"the tutorials in {tmp_path / 'class'} are up to date",
    ]
    notary = NotebookNotary()
    for name in (TUTORIALS[0], f"ja/{TUTORIALS[5]}"):
        assert notary.check_signature(nbformat.read(tmp_path / "class" / name, as_version=4))


def test_every_copy_trusts_the_kits_notebooks_in_both_editions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder copied without trust (or under another Jupyter data directory) is trusted by
    the next copy, English and Japanese, though no file changed; a teacher's edited copy is
    not signed (the teacher's own JupyterLab signs it when it saves it)."""
    import nbformat
    from nbformat.sign import NotebookNotary

    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "jupyter"))  # the notary's database
    folder = tmp_path / "class"
    copy_tutorials(folder, trust=False)
    edited = folder / "ja" / TUTORIALS[0]
    nb = json.loads(edited.read_text(encoding="utf-8"))
    nb["cells"].append({"cell_type": "markdown", "id": "teacher-note", "metadata": {}, "source": ["今日のめあて"]})
    edited.write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
    notebooks = [name for name in tutorial_files() if name.endswith(".ipynb")]
    assert {f"ja/{t}" for t in TUTORIALS} <= set(notebooks)
    notary = NotebookNotary()

    def trusted(name: str) -> bool:
        return bool(notary.check_signature(nbformat.read(folder / name, as_version=4)))

    assert not any(trusted(name) for name in notebooks)
    again = copy_tutorials(folder)
    assert not again.copied and not again.updated and again.kept == [f"ja/{TUTORIALS[0]}"]
    assert [name for name in notebooks if not trusted(name)] == [f"ja/{TUTORIALS[0]}"]
