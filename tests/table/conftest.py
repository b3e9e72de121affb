"""The fixtures of the API and hostile-client tests: one live table server on loopback
per test module, and an HTTP client of it (``served.py``)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from jinro_lab.table import TableServer

from .served import client_of, serving


@pytest.fixture(scope="module")
def server() -> Iterator[TableServer]:
    with serving() as running:
        yield running


@pytest.fixture(scope="module")
def client(server: TableServer) -> Iterator[httpx.Client]:
    with client_of(server) as http:
        yield http
