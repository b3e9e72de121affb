"""Fixtures shared by every test folder."""

from __future__ import annotations

import pytest


@pytest.fixture
def without_a_hidden_model():
    """人狼は眠らない registered, for one test, without its model of hidden information."""
    from dataclasses import replace

    from jinro_lab.core.registry import register, unregister

    info = unregister("nemuranai")
    register(replace(info, hidden=None))
    yield
    unregister("nemuranai")
    register(info)
