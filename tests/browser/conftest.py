"""Fixtures for the browser tests: Debian's Chromium driven by Playwright, and a real
JupyterLab serving a temporary copy of ``notebooks/``.

Chromium is ``/usr/bin/chromium`` (``apt-get install chromium``, done by
``scripts/setup.sh`` as root on Debian; ``$JINRO_CHROMIUM`` points elsewhere).
Without it, or without Playwright, the browser tests are skipped with the reason,
except in CI (the environment variable ``CI`` is set): there they fail, so CI cannot
pass by skipping them.

The JupyterLab server gets its own token, port, and Jupyter config, data, runtime,
settings and workspace directories, all temporary: the notebooks it serves are
copies (the suite never writes to the repository's notebooks). The suite trusts
nothing itself: its data directory starts with a copy of the trust ``scripts/setup.sh``
gave the clone (the notary's signature database and secret in the Jupyter data
directory of the user running the tests, where setup's ``jupyter trust`` signed
``notebooks/*.ipynb`` and ``notebooks/ja/*.ipynb``), and a copy of a notebook, unchanged,
carries the same signature, so a lesson's saved widgets render when it opens exactly
as they do for a teacher who set the clone up. A lesson not signed there (pytest run
without ``scripts/setup.sh``, or a lesson edited since) is skipped with the reason, and
fails in CI, as a missing Chromium is. The extension manager is read-only and news and
update checks are off (the machine may have no network).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

import pytest
from jupyter_core.paths import jupyter_data_dir

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
#: each notebook as JupyterLab saved it after Run All (its outputs compared by ``outputs.py``)
EXECUTED = ARTIFACTS / "executed"
#: the saved copies are not notebooks for nbval to collect
collect_ignore = ["artifacts"]
CHROMIUM = os.environ.get("JINRO_CHROMIUM", "/usr/bin/chromium")
#: the network is closed: without the background-networking flags chromium keeps
#: trying (and failing) to reach Google's services
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TOKEN = "jinro-lab-browser-tests"
VIEWPORT = {"width": 1400, "height": 1000}

#: JupyterLab user settings for the test server (files under $JUPYTERLAB_SETTINGS_DIR)
LAB_SETTINGS = {
    # every cell attached to the DOM: the tests count cells and read every output
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    # no "get news?" toast, no request to the news feed or for updates
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false", "checkForUpdates": False},
}
#: and the announcements plugin off altogether ($JUPYTER_CONFIG_DIR/labconfig/page_config.json)
PAGE_CONFIG = {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}


def unavailable(reason: str) -> NoReturn:
    """Skip with ``reason``; in CI (``$CI`` set) fail instead, so CI cannot skip."""
    if os.environ.get("CI"):
        pytest.fail(f"browser tests cannot run in CI: {reason}", pytrace=False)
    pytest.skip(reason)


#: the Japanese editions the browser suite opens too (notebooks/ja/): all of them, so that every lesson is
#: checked at a projector's size in both editions (issue 36, item 3); nbval does not run them again
JAPANESE_EDITIONS = tuple(sorted(p.name for p in (NOTEBOOKS / "ja").glob("*.ipynb")))


def notebook_names(edition: str | None = None) -> list[str]:
    """The tutorial notebooks, by path under ``notebooks/`` (the parameters of the
    notebook tests): every English tutorial, and the Japanese editions named in
    :data:`JAPANESE_EDITIONS` (``ja/01_nemuranai.ipynb``); ``edition`` ``"en"`` or
    ``"ja"``: those of one edition only (``test_notebooks.py`` runs the English ones,
    ``test_notebooks_ja.py`` the Japanese ones, each file on a worker of its own)."""
    english = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    japanese = [f"ja/{name}" for name in JAPANESE_EDITIONS if (NOTEBOOKS / "ja" / name).exists()]
    return {"en": english, "ja": japanese}.get(edition or "", english + japanese)


# ----- the trust scripts/setup.sh gives the clone -----------------------------------------
#: the notary's files in a Jupyter data directory: the signatures of trusted notebooks, and
#: the secret they are made with (nbformat.sign.NotebookNotary's db_file and secret_file)
TRUST_FILES = ("nbsignatures.db", "notebook_secret")
#: setup's trust line (scripts/setup.sh), for the messages
SETUP = "bash scripts/setup.sh"


def setup_trust() -> Path:
    """The Jupyter data directory ``scripts/setup.sh``'s ``jupyter trust`` signed into: the
    user's (``$JUPYTER_DATA_DIR``, else ``~/.local/share/jupyter`` on Linux), read in the
    environment pytest runs in, before the ``lab`` fixture gives its server its own."""
    return Path(jupyter_data_dir())


def copy_trust(into: Path) -> None:
    """Copy the notary's files of :func:`setup_trust` (those there) into the data directory
    ``into``: read-only use of setup's trust, nothing written where setup signed."""
    into.mkdir(parents=True, exist_ok=True)
    for name in TRUST_FILES:
        if (setup_trust() / name).is_file():
            shutil.copy2(setup_trust() / name, into / name)


def untrusted(data_dir: Path, root: Path, names: list[str]) -> set[str]:
    """The notebooks among ``names`` (paths under ``root``) whose content is not signed in
    the data directory ``data_dir`` (a copy: checking a signature writes to the database)."""
    if not all((data_dir / name).is_file() for name in TRUST_FILES):
        return set(names)  # no signature at all (and the notary would make a new secret)
    import nbformat
    from nbformat.sign import NotebookNotary

    notary = NotebookNotary(data_dir=str(data_dir))
    try:
        return {name for name in names if not notary.check_signature(nbformat.read(root / name, as_version=4))}
    finally:
        notary.store.close()


def setup_untrusted(names: list[str]) -> set[str]:
    """The lessons among ``names`` (paths under ``notebooks/``) that ``scripts/setup.sh``'s
    trust does not cover as they are now (checked on a copy of it)."""
    with tempfile.TemporaryDirectory() as copy:
        copy_trust(Path(copy))
        return untrusted(Path(copy), NOTEBOOKS, names)


def not_trusted(name: str) -> str:
    """Why the lesson ``name`` cannot be opened as a teacher's clone opens it."""
    return (
        f"notebooks/{name} is not trusted in {setup_trust()} (the Jupyter data directory scripts/setup.sh "
        f"signs the lessons in), so JupyterLab would not draw its saved widgets: run {SETUP}"
    )


# ----- the browser ---------------------------------------------------------------------
def missing() -> str:
    """Why the browser tests cannot run here ("" if they can)."""
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        return f"no Chromium at {CHROMIUM} (on Debian as root, scripts/setup.sh installs the chromium package)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install -e '.[test]')"
    return ""


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Headless Chromium (a Playwright ``Browser``)."""
    if reason := missing():
        unavailable(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh page (its own context: no state shared between tests)."""
    context = browser.new_context(viewport=VIEWPORT, locale="en-US")
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        yield page
    finally:
        context.close()


# ----- JupyterLab ----------------------------------------------------------------------
@dataclass
class Lab:
    url: str  # http://127.0.0.1:<port>
    token: str
    root: Path  # the copy of notebooks/ it serves
    log: Path  # the server's output
    untrusted: set[str]  # the served lessons setup's trust does not cover (paths under root)

    def api(self, path: str, method: str = "GET") -> Any:
        request = urllib.request.Request(
            f"{self.url}{path}", method=method, headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
        return json.loads(body) if body else None

    def shut_down(self, path: str) -> None:
        """Shut down the kernels of the sessions of the notebook at ``path`` (best effort)."""
        try:
            for session in self.api("/api/sessions"):
                if session.get("path") == path:
                    self.api(f"/api/sessions/{session['id']}", method="DELETE")
        except OSError as exc:
            print(f"could not shut down the kernel of {path}: {exc}")

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{name}?reset&token={self.token}"

    def require_trusted(self, name: str) -> None:
        """Skip (fail in CI) unless the lesson ``name`` is trusted as ``scripts/setup.sh`` left it."""
        if name in self.untrusted:
            unavailable(not_trusted(name))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory, browser: Any) -> Iterator[Lab]:
    """A JupyterLab server on 127.0.0.1 serving a copy of ``notebooks/``, with the trust
    ``scripts/setup.sh`` gave the clone (a copy of it: see the module docstring).

    Depends on ``browser`` so that, without a browser, no server is started."""
    base = tmp_path_factory.mktemp("jupyterlab")
    root = base / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"), symlinks=True)
    env = dict(os.environ)
    for var, sub in [
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_DATA_DIR", "data"),
        ("JUPYTER_RUNTIME_DIR", "runtime"),
        ("JUPYTERLAB_SETTINGS_DIR", "settings"),
        ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"),
        ("IPYTHONDIR", "ipython"),
        ("MPLCONFIGDIR", "matplotlib"),
    ]:
        (base / sub).mkdir()
        env[var] = str(base / sub)
    env.pop("JUPYTER_TOKEN", None)
    for name, settings in LAB_SETTINGS.items():
        target = base / "settings" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(settings))
    (base / "config" / "labconfig").mkdir()
    (base / "config" / "labconfig" / "page_config.json").write_text(json.dumps(PAGE_CONFIG))

    # the server's notary reads setup's signatures and secret: the unchanged copies are trusted as the originals are
    copy_trust(base / "data")
    lessons = sorted(p.relative_to(root).as_posix() for p in [*root.glob("*.ipynb"), *root.glob("ja/*.ipynb")])
    not_signed = untrusted(base / "data", root, lessons)

    port = _free_port()
    args = [
        sys.executable,
        "-m",
        "jupyter",
        "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.extension_manager=readonly",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.notebook_starts_kernel=True",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--allow-root")
    log = base / "jupyterlab.log"
    with open(log, "wb") as out:
        server = subprocess.Popen(args, env=env, cwd=root, stdout=out, stderr=subprocess.STDOUT)
    lab = Lab(url=f"http://127.0.0.1:{port}", token=TOKEN, root=root, log=log, untrusted=not_signed)
    try:
        deadline = time.monotonic() + 90
        while True:
            if server.poll() is not None:
                pytest.fail(f"JupyterLab exited with {server.returncode}:\n{_tail(log)}", pytrace=False)
            try:
                lab.api("/api/status")
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"JupyterLab did not answer on {lab.url} in 90 s:\n{_tail(log)}", pytrace=False)
                time.sleep(0.25)
        yield lab
    finally:
        _stop(lab, server)


def _stop(lab: Lab, server: subprocess.Popen[bytes]) -> None:
    """Shut the kernels down through the API, then the server (SIGTERM, then SIGKILL)."""
    if server.poll() is None:
        try:
            for kernel in lab.api("/api/kernels"):
                lab.api(f"/api/kernels/{kernel['id']}", method="DELETE")
        except OSError:
            pass
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


# ----- the notebooks run once ----------------------------------------------------------
@pytest.hookimpl(trylast=True)  # after -m and -k have deselected
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A notebook the browser runs is not run by nbval too: where ``test_outputs`` compares
    its outputs (from the copy the browser ran), nbval's items for it are deselected. Without
    a browser, or for a lesson ``scripts/setup.sh`` has not trusted (outside CI), nbval runs
    it instead and ``test_outputs`` is skipped, saying so."""
    outputs = [
        item
        for item in items
        if isinstance(item, pytest.Function) and item.originalname == "test_outputs" and hasattr(item, "callspec")
    ]
    if not outputs:
        return
    if (reason := missing()) and not os.environ.get("CI"):
        skip = pytest.mark.skip(reason=f"{reason}: nbval runs the notebook and compares its outputs instead")
        for item in outputs:
            item.add_marker(skip)
        return
    names = {item.callspec.params["name"] for item in outputs}
    if not os.environ.get("CI"):  # in CI test_notebook fails for it, saying to run scripts/setup.sh
        unsigned = setup_untrusted(sorted(names))
        for item in outputs:
            name = item.callspec.params["name"]
            if name in unsigned:
                why = f"{not_trusted(name)}: nbval runs the notebook and compares its outputs instead"
                item.add_marker(pytest.mark.skip(reason=why))
        names -= unsigned
    compared = {NOTEBOOKS / name for name in names}
    nbval = [item for item in items if item.path in compared and item.path.suffix == ".ipynb"]
    if nbval:
        config.hook.pytest_deselected(items=nbval)
        items[:] = [item for item in items if not (item.path in compared and item.path.suffix == ".ipynb")]
