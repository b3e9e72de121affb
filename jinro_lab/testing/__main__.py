"""``python -m jinro_lab.testing NAME [NAME ...] [-- PYTEST ARGS]``: the conformance
checks over the games named (ids or Japanese titles; none: every registered game).
Arguments after ``--`` go to pytest (``-- -m "not slow" -x``). The checks need no
``conftest.py``, and none is read (``--noconftest``): run from a project's folder, pytest
would otherwise read that project's ``tests/conftest.py`` (pytest looks into the
``test*`` folders of the folder it starts in), which may set up its own suite; the kit's
own sets ``JINRO_LAB_DISABLE_PLUGINS``, which would hide an installed game."""

from __future__ import annotations

import sys

import pytest


def main(argv: list[str]) -> int:
    """Run the checks of :mod:`jinro_lab.testing.checks` over the games in ``argv``."""
    games, rest = (argv[: argv.index("--")], argv[argv.index("--") + 1 :]) if "--" in argv else (argv, [])
    chosen = [arg for name in games for arg in ("--jinro-game", name)]
    # python -m imported the kit before pytest could rewrite its asserts: said once per
    # module, about nothing the checks need (their own asserts are in jinro_lab.testing.checks)
    quiet = ["-W", "ignore::pytest.PytestAssertRewriteWarning"]
    plugin = ["-p", "jinro_lab.testing.plugin", "--noconftest", *quiet]
    return int(pytest.main([*plugin, "--pyargs", "jinro_lab.testing.checks", *chosen, *rest]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
