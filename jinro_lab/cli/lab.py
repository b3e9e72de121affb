"""The command ``jinro-lab lab``: the tutorials in a folder, and JupyterLab on them.

``lab`` copies the tutorials into ``FOLDER`` (default ``jinro_lab_tutorials``), keeping
any copy a teacher edited and saying so (``jinro_lab.tutorials``), trusts them and
starts JupyterLab there (``--no-lab``: copy only; JupyterLab comes with
``pip install 'jinro_lab[lab]'``).
"""

from __future__ import annotations

import argparse
import os
import sys

from .common import Commands, Refused, reason


def add(commands: Commands) -> None:
    """The ``lab`` command and its arguments."""
    lab = commands.add_parser("lab", help="copy the tutorials into a folder and open JupyterLab there")
    lab.add_argument("folder", nargs="?", default="jinro_lab_tutorials", help="where (default: ./jinro_lab_tutorials)")
    lab.add_argument("--no-lab", action="store_true", help="copy and trust the tutorials only; start nothing")
    lab.add_argument(
        "--jupyter",
        metavar="ARG",
        action="append",
        default=[],
        help="an argument for JupyterLab, e.g. --jupyter=--no-browser (repeat for several)",
    )


def run_lab(args: argparse.Namespace) -> int:
    """Copy the tutorials (keeping edited copies), then start JupyterLab on them."""
    import importlib.util
    import subprocess

    from ..tutorials import copy_tutorials

    if not args.no_lab and importlib.util.find_spec("jupyterlab") is None:
        raise Refused("error: JupyterLab is not installed here; install it with: pip install 'jinro_lab[lab]'")
    try:
        report = copy_tutorials(args.folder)
    except OSError as exc:
        raise Refused(f"error: cannot write the tutorials into {args.folder!r}: {reason(exc)}") from None
    for line in report.lines():
        print(line)
    if args.no_lab:
        return 0
    command = [sys.executable, "-m", "jupyterlab", str(report.folder), *args.jupyter]
    if hasattr(os, "getuid") and os.getuid() == 0 and "--allow-root" not in args.jupyter:
        command.append("--allow-root")  # JupyterLab refuses root without it (containers)
    return subprocess.call(command)
