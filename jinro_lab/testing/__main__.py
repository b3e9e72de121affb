"""``python -m jinro_lab.testing NAME [NAME ...] [-- PYTEST ARGS]``: the conformance
checks over the games named (ids or Japanese titles; none: every registered game).
Arguments after ``--`` go to pytest (``-- -m "not slow" -x``)."""

from __future__ import annotations

import sys

import pytest


def main(argv: list[str]) -> int:
    """Run the checks of :mod:`jinro_lab.testing.checks` over the games in ``argv``."""
    games, rest = (argv[: argv.index("--")], argv[argv.index("--") + 1 :]) if "--" in argv else (argv, [])
    chosen = [arg for name in games for arg in ("--jinro-game", name)]
    return int(pytest.main(["-p", "jinro_lab.testing.plugin", "--pyargs", "jinro_lab.testing.checks", *chosen, *rest]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
