"""Running a table server: in the foreground for ``python -m game serve``, or on
a thread of its own (tests, and an app that hosts a table while it plays).

The data folder holds the room store (``rooms.sqlite3``); finished matches are
kept like any other (``game.core.archive``) in ``history`` (by default the
data folder's ``history/``; ``serve`` without ``--data`` uses the player's own).
"""

from __future__ import annotations

import asyncio
import signal
import ssl
import threading
from pathlib import Path
from dataclasses import dataclass
from typing import Any, Callable

from .server import TableServer
from .store import SqliteStore


@dataclass(frozen=True)
class Games:
    """Where a server finds the games: ``rules_for(game_id)`` and ``bot_for(game_id, level, seed)``
    (the registry's, handed in: the network layer knows no game)."""

    rules_for: Callable[[str], Any]
    bot_for: Callable[..., Any]


def make_server(games: Games, data: Path, history: Path | None = None) -> TableServer:
    data = Path(data)
    return TableServer(SqliteStore(data), games.rules_for, games.bot_for, history_dir=history or data / "history")


def tls_context(certfile: str | None, keyfile: str | None) -> ssl.SSLContext | None:
    if not certfile:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certfile, keyfile)
    return context


async def serve_until_stopped(games: Games, data: Path, host: str, port: int, ready: Callable[[str], None],
                              tls: ssl.SSLContext | None = None, history: Path | None = None) -> None:
    """Serve until SIGINT or SIGTERM; ``ready(url)`` once listening."""
    server = make_server(games, data, history)
    bound = await server.start(host, port, tls=tls)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):   # Windows: Ctrl+C raises KeyboardInterrupt instead
            pass
    shown = f"[{host}]" if ":" in host else host
    ready(f"{'wss' if tls else 'ws'}://{shown}:{bound}")
    try:
        await stop.wait()
    finally:
        await server.stop()
        server.store.close()


class ServerThread:
    """A table server on a thread with its own event loop; ``url`` once started.
    ``stop()`` closes every connection and joins the thread and the bot workers."""

    def __init__(self, games: Games, data: Path, host: str = "127.0.0.1", port: int = 0,
                 history: Path | None = None):
        self.games, self.data, self.host, self.port = games, Path(data), host, port
        self.history = history
        self.server: TableServer | None = None
        self.url: str | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._started = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="table-server", daemon=True)

    def start(self) -> "ServerThread":
        self._thread.start()
        self._started.wait(timeout=30)
        if self._error is not None:
            raise self._error
        return self

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            self.server = make_server(self.games, self.data, self.history)
            bound = loop.run_until_complete(self.server.start(self.host, self.port))
            self.url = f"ws://{self.host}:{bound}"
        except BaseException as exc:
            self._error = exc
            self._started.set()
            loop.close()
            return
        self._started.set()
        loop.run_forever()
        loop.run_until_complete(self.server.stop())
        loop.run_until_complete(loop.shutdown_asyncgens())
        self.server.store.close()
        loop.close()

    def call(self, fn: Callable[[TableServer], object]) -> object:
        """Run ``fn(server)`` on the server's loop and return its result (for tests)."""
        future = asyncio.run_coroutine_threadsafe(_call(fn, self.server), self._loop)
        return future.result(timeout=10)

    def stop(self) -> None:
        if self._loop is not None and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)

    def __enter__(self) -> "ServerThread":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


async def _call(fn, server):
    return fn(server)
