"""A table server on a thread for each test, on a port the system chooses,
and a check that a test leaves no thread of the server or its clients behind."""

from __future__ import annotations

import threading
import time

import pytest

from game.net.client import TableClient
from game.net.hosting import ServerThread
from net.play import GAMES


def _extra_threads(before: set) -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t not in before and t.is_alive()]


@pytest.fixture
def server(tmp_path):
    before = set(threading.enumerate())
    with ServerThread(GAMES, tmp_path / "data") as srv:
        yield srv
    deadline = time.monotonic() + 5
    while _extra_threads(before) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _extra_threads(before), f"threads left behind: {_extra_threads(before)}"


@pytest.fixture
def connect(server):
    """connect() -> a greeted TableClient on the test's server; all closed at the end."""
    clients = []

    def make(record=None) -> TableClient:
        client = TableClient(server.url, record)
        client.connect()
        clients.append(client)
        return client
    yield make
    for client in clients:
        client.close()
