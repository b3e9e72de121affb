"""Fixtures for the browser tests: Debian's Chromium driven by Playwright, and a real
JupyterLab serving a temporary copy of ``notebooks/``.

Chromium is ``/usr/bin/chromium`` (``apt-get install chromium``, done by
``scripts/setup.sh`` as root on Debian; ``$JINRO_CHROMIUM`` points elsewhere).
Without it, or without Playwright, the browser tests are skipped with the reason,
except in CI (the environment variable ``CI`` is set): there they fail, so CI cannot
pass by skipping them.

The JupyterLab server gets its own token, port, and Jupyter config, data, runtime,
settings and workspace directories, all temporary: the notebooks it serves are
copies (the suite never writes to the repository's notebooks), trusted with
``jupyter trust`` in that data directory so their saved widget state renders when
opened. The extension manager is read-only and news and update checks are off (the
machine may have no network).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

import pytest

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


#: the Japanese editions the browser suite opens too (notebooks/ja/; all are under nbval)
JAPANESE_EDITIONS = ("01_nemuranai.ipynb",)


def notebook_names() -> list[str]:
    """The tutorial notebooks, by path under ``notebooks/`` (the parameters of the
    notebook tests): every English tutorial, and the Japanese editions named in
    :data:`JAPANESE_EDITIONS` (``ja/01_nemuranai.ipynb``)."""
    english = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    return english + [f"ja/{name}" for name in JAPANESE_EDITIONS if (NOTEBOOKS / "ja" / name).exists()]


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
    """A JupyterLab server on 127.0.0.1 serving a trusted copy of ``notebooks/``.

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

    copies = sorted(str(p) for p in [*root.glob("*.ipynb"), *root.glob("ja/*.ipynb")])
    if copies:  # signed with this data directory's secret: the server below trusts them
        subprocess.run([sys.executable, "-m", "jupyter", "trust", *copies], env=env, check=True, capture_output=True)

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
    lab = Lab(url=f"http://127.0.0.1:{port}", token=TOKEN, root=root, log=log)
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
    a browser (outside CI) nbval runs it instead and ``test_outputs`` is skipped, saying so."""
    compared = {
        NOTEBOOKS / item.callspec.params["name"]
        for item in items
        if isinstance(item, pytest.Function) and item.originalname == "test_outputs" and hasattr(item, "callspec")
    }
    if not compared:
        return
    if (reason := missing()) and not os.environ.get("CI"):
        skip = pytest.mark.skip(reason=f"{reason}: nbval runs the notebook and compares its outputs instead")
        for item in items:
            if isinstance(item, pytest.Function) and item.originalname == "test_outputs":
                item.add_marker(skip)
        return
    nbval = [item for item in items if item.path in compared and item.path.suffix == ".ipynb"]
    if nbval:
        config.hook.pytest_deselected(items=nbval)
        items[:] = [item for item in items if not (item.path in compared and item.path.suffix == ".ipynb")]
