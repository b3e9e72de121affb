"""The links' address (issue 37, item 1): served on every address (``0.0.0.0``), the
links use this machine's address on its network, never a loopback one such as the
127.0.1.1 a typical Ubuntu laptop's host name resolves to; the teacher is told which
address was chosen and how to give another, and warned when the links would point at
this machine only. Nothing here opens a connection: the probe socket is a fake."""

from __future__ import annotations

import socket

import pytest

from jinro_lab.table import server as served
from jinro_lab.table.server import TableServer, is_loopback, lan_address

pytest.importorskip("starlette")


class Probe:
    """A UDP socket whose "connection" reports ``address`` as its own (or fails)."""

    def __init__(self, address: str | None):
        self.address = address

    def __call__(self, *args: object) -> Probe:
        return self

    def __enter__(self) -> Probe:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def connect(self, where: object) -> None:
        if self.address is None:
            raise OSError("Network is unreachable")

    def getsockname(self) -> tuple[str, int]:
        assert self.address is not None
        return (self.address, 40000)


def names(*addresses: str):
    return lambda *a, **k: [(socket.AF_INET, socket.SOCK_DGRAM, 0, "", (a, 0)) for a in addresses]


def test_the_network_address_is_the_one_facing_the_network(monkeypatch) -> None:
    monkeypatch.setattr(served.socket, "socket", Probe("10.4.2.17"))
    assert lan_address() == "10.4.2.17"


def test_without_a_route_a_non_loopback_address_of_the_host_name_is_taken(monkeypatch) -> None:
    monkeypatch.setattr(served.socket, "socket", Probe(None))
    monkeypatch.setattr(served.socket, "getaddrinfo", names("127.0.1.1", "192.168.1.23"))
    assert lan_address() == "192.168.1.23"
    monkeypatch.setattr(served.socket, "getaddrinfo", names("127.0.1.1"))
    assert lan_address() == "127.0.0.1"


def test_loopback_addresses() -> None:
    assert all(map(is_loopback, ["127.0.0.1", "127.0.1.1", "::1", "localhost"]))
    assert not any(map(is_loopback, ["192.168.1.23", "10.0.0.2", "0.0.0.0", "class.example"]))


def test_the_teacher_is_told_which_address_the_links_use(monkeypatch) -> None:
    monkeypatch.setattr(served, "lan_address", lambda: "192.168.1.23")
    everywhere = TableServer(host="0.0.0.0", port=8000)
    assert everywhere.url == "http://192.168.1.23:8000"
    note = everywhere.address_note()
    assert note is not None and "192.168.1.23" in note and "url=" in note
    assert "192.168.1.23" in (everywhere.address_note("ja") or "") and "スマートフォン" in (
        everywhere.address_note("ja") or ""
    )
    assert TableServer(host="0.0.0.0", port=8000, url="http://class.example:80").address_note() is None


def test_links_that_only_this_machine_opens_are_warned_about(monkeypatch) -> None:
    here = TableServer(port=8000)  # the default: 127.0.0.1
    note = here.address_note()
    assert note is not None and "only this machine" in note and "0.0.0.0" in note
    monkeypatch.setattr(served, "lan_address", lambda: "127.0.0.1")
    lost = TableServer(host="0.0.0.0", port=8000).address_note()
    assert lost is not None and lost.startswith("Warning: no network address")
    assert (TableServer(host="0.0.0.0", port=8000).address_note("ja") or "").startswith("注意：")
