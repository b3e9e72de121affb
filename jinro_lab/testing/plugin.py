"""The conformance kit's pytest plugin: the ``--jinro-game`` option and the ``spec``
fixture the checks of :mod:`jinro_lab.testing.checks` take.

Registered in the entry-point group ``pytest11`` (so it loads wherever the kit is
installed), or named with ``-p jinro_lab.testing.plugin``. It imports only pytest when
it loads, and does nothing to a test that does not ask for ``spec`` in a check module:
pytest runs that do not collect the checks are left alone.

``--jinro-game NAME`` (an id or a Japanese title, repeatable) chooses the games the
checks run over; without it, every registered game (the kit's own and the plug-ins').
Each check runs once per game, its test id the game's id.
"""

from __future__ import annotations

from typing import Any

import pytest

#: the package of the checks: only its tests are parametrized over the games
CHECKS = "jinro_lab.testing.checks"


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--jinro-game NAME``, repeatable."""
    group = parser.getgroup("jinro_lab", "the jinro_lab conformance kit")
    group.addoption(
        "--jinro-game",
        action="append",
        default=[],
        metavar="NAME",
        help="run the conformance checks over this registered game (its id or Japanese title); "
        "repeatable; default: every registered game",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Declare the mark the long checks carry (``-m "not slow"`` leaves them out), and
    refuse an unknown ``--jinro-game`` at once (the kit is imported only then)."""
    config.addinivalue_line("markers", "slow: long-running property and conformance runs")
    if config.getoption("jinro_game"):
        chosen_games(config)


def chosen_games(config: pytest.Config) -> list[str]:
    """The ids of the games ``--jinro-game`` names, in its order (every registered game
    without it); a :class:`pytest.UsageError` naming the allowed games for an unknown one."""
    from jinro_lab.core.errors import InvalidSetup
    from jinro_lab.core.registry import lookup, variants

    names: list[str] = config.getoption("jinro_game") or [info.id for info in variants()]
    try:
        return list(dict.fromkeys(lookup(name).id for name in names))
    except InvalidSetup as exc:
        raise pytest.UsageError(f"--jinro-game: {exc}") from None


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Each check that takes ``spec`` runs once per chosen game."""
    if "spec" in metafunc.fixturenames and metafunc.function.__module__.startswith(CHECKS + "."):
        games = chosen_games(metafunc.config)
        metafunc.parametrize("spec", games, ids=games, indirect=True)


@pytest.fixture
def spec(request: pytest.FixtureRequest) -> Any:
    """What the checks need to know of one game (:func:`jinro_lab.testing.conformance`)."""
    from jinro_lab.testing import conformance

    return conformance(request.param)
