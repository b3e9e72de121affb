"""Fixtures shared by every test folder."""

from __future__ import annotations

import fnmatch
import os

import pytest
from hypothesis import settings

# The kit's own suite is about the kit's games: a game another installed distribution adds
# (examples/one_night, installed while following docs/new_game.md) is run through the
# conformance kit on its own (scripts/example_game.sh), not counted here; the CLI and the
# table's subprocesses inherit this. tests/core/test_plugins.py loads plug-ins itself.
os.environ["JINRO_LAB_DISABLE_PLUGINS"] = "1"

# Hypothesis times each example and fails one slower than 200 ms (its deadline), then calls the
# test flaky when the rerun is quick: on two loaded cores a whole replay of a record can take
# longer (seen once at load 5). Speed is measured in benchmarks/, never in a test's pass or fail.
settings.register_profile("kit", deadline=None)
settings.load_profile("kit")

#: the conformance kit's plugin (--jinro-game, the checks' ``spec``): also registered as the entry point
#: pytest11 of an installed kit, under this same name, so that it is never registered twice
pytest_plugins = ["jinro_lab.testing.plugin"]


@pytest.fixture(autouse=True)
def _ordinary_display():
    """Every test starts and ends with the kit's ordinary display settings (a test that
    turns the projector mode on leaves no trace: ``jinro_lab.display``)."""
    from jinro_lab.core.display import reset

    reset()
    yield
    reset()


@pytest.fixture
def without_a_hidden_model():
    """Every registered game, for one test, without its model of hidden information
    (whichever game the test plays then lacks one); the registry's order is kept."""
    from dataclasses import replace

    from jinro_lab.core.registry import register, unregister, variants

    kept = [unregister(info.id) for info in variants()]
    for info in kept:
        register(replace(info, hidden=None))
    yield
    for info in kept:
        unregister(info.id)
    for info in kept:
        register(info)


#: the test files that take longest (seconds of a full run on 2 cores, issue 20), run first: with
#: ``--dist loadfile --no-loadscope-reorder`` (pyproject.toml) xdist hands files to the workers in
#: the order collected, so that no long file starts last while the other worker is idle
LONGEST_FIRST = (
    "tests/browser/test_notebooks.py",  # ~330 s (2026-12-04, idle machine): every tutorial run in JupyterLab
    "tests/browser/test_notebooks_ja.py",  # the Japanese editions as saved (nbval runs them), ja/01 run too
    "tests/test_nbgrader.py",  # ~180 s: the nbgrader round trip of every tutorial (nbgrader's API in-process)
    "tests/variants/*/test_belief*.py",  # ~60 s, most of it one game's slow tests; its sampler's exact checks
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The files of :data:`LONGEST_FIRST` (patterns) first, in that order; the rest as collected."""

    def rank(item: pytest.Item) -> int:
        path = item.nodeid.split("::")[0]
        return next(
            (i for i, pattern in enumerate(LONGEST_FIRST) if fnmatch.fnmatch(path, pattern)), len(LONGEST_FIRST)
        )

    items.sort(key=rank)
