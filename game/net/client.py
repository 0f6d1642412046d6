"""A threaded client for the table server (the pygame loop polls it each frame).

``TableClient`` holds one connection: ``connect`` says hello (a protocol
mismatch raises ``ProtocolMismatch`` with the server's sentence), a thread
reads every message into a queue, ``poll`` hands over what has come without
waiting and ``wait_for`` waits for a kind of message.  ``record`` keeps every
message received, one JSON per line, as it came.
"""

from __future__ import annotations

import queue
import threading
from collections import deque
from contextlib import ExitStack
from pathlib import Path
from typing import Iterable

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import connect

from .protocol import MAX_OUTGOING, PROTOCOL, VERSION, ProtocolError, ProtocolMismatch, decode, encode

_CLOSED = object()


class Disconnected(ConnectionError):
    """The connection to the table server is gone (or never came up)."""


class TableClient:
    def __init__(self, url: str, record: Path | None = None, timeout: float = 5.0):
        self.url = url
        self.timeout = timeout
        self.record = record
        self._ws = None
        self._scope = ExitStack()   # the connection is a context; close() leaves it
        self._inbox: queue.Queue = queue.Queue()
        self._backlog: deque[dict] = deque()
        self._reader: threading.Thread | None = None
        self.closed_reason: str | None = None

    # -- the connection ----------------------------------------------------------
    def connect(self) -> dict:
        """Open the connection and say hello; the server's welcome."""
        try:
            self._ws = self._scope.enter_context(
                connect(self.url, max_size=MAX_OUTGOING, open_timeout=self.timeout, close_timeout=1))
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            raise Disconnected(f"cannot reach the table server at {self.url}: {exc}") from None
        self._reader = threading.Thread(target=self._read, name="table-client", daemon=True)
        self._reader.start()
        self.send({"kind": "hello", "protocol": PROTOCOL, "client": "Bounty Table", "version": VERSION})
        reply = self.wait_for(("welcome",))
        return reply

    def _read(self) -> None:
        sink = self.record.open("a", encoding="utf-8") if self.record else None
        try:
            for text in self._ws:
                if sink is not None:
                    sink.write(text if isinstance(text, str) else text.decode("utf-8", "replace"))
                    sink.write("\n")
                    sink.flush()
                try:
                    self._inbox.put(decode(text, limit=MAX_OUTGOING))
                except ProtocolError as exc:
                    self._inbox.put({"kind": "error", "code": exc.code, "message": f"from the server: {exc}"})
        except ConnectionClosed:
            pass
        finally:
            if sink is not None:
                sink.close()
            rcvd = getattr(self._ws, "close_rcvd", None)
            self.closed_reason = rcvd.reason if rcvd is not None else None
            self._inbox.put(_CLOSED)

    def send(self, message: dict) -> None:
        if self._ws is None:
            raise Disconnected("not connected")
        try:
            self._ws.send(encode(message))
        except ConnectionClosed:
            raise Disconnected("the table server closed the connection") from None

    def close(self) -> None:
        self._scope.close()
        if self._reader is not None:
            self._reader.join(timeout=2)

    def __enter__(self) -> "TableClient":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- receiving -----------------------------------------------------------------
    def _take(self, timeout: float | None) -> dict:
        if self._backlog:
            return self._backlog.popleft()
        try:
            item = self._inbox.get(timeout=timeout) if timeout is None or timeout > 0 else self._inbox.get_nowait()
        except queue.Empty:
            raise TimeoutError("no message from the table server in time") from None
        if item is _CLOSED:
            self._inbox.put(_CLOSED)   # every later read sees the close too
            raise Disconnected("the table server closed the connection"
                               + (f": {self.closed_reason}" if self.closed_reason else ""))
        if item.get("kind") == "error" and item.get("code") == "protocol":
            raise ProtocolMismatch(item.get("message", "protocol mismatch"), item.get("version"))
        return item

    def next(self, timeout: float | None = None) -> dict:
        return self._take(self.timeout if timeout is None else timeout)

    def poll(self) -> list[dict]:
        """Every message that has come, without waiting (for a frame loop)."""
        out = []
        while True:
            try:
                out.append(self._take(0))
            except TimeoutError:
                return out

    def wait_for(self, kinds: Iterable[str], timeout: float | None = None) -> dict:
        """The next message of one of ``kinds``; an error reply raises ProtocolError.
        Other messages stay queued, in order, for ``next``."""
        kinds = tuple(kinds)
        skipped: list[dict] = []
        try:
            while True:
                message = self._take(self.timeout if timeout is None else timeout)
                if message.get("kind") in kinds:
                    return message
                if message.get("kind") == "error":
                    raise ProtocolError(message.get("code", "error"), message.get("message", ""))
                skipped.append(message)
        finally:
            self._backlog.extendleft(reversed(skipped))

    # -- requests --------------------------------------------------------------------
    def open_room(self, game: str, bots: list[str | None], seed: int | None = None,
                  variants: Iterable[str] = (), names: Iterable[str] = (), host_starts: bool = False) -> dict:
        """``host_starts``: the host deals with ``start`` once the seats are filled."""
        self.send({"kind": "open", "game": game, "bots": list(bots), "seed": seed, "variants": list(variants),
                   "names": list(names), "start": "host" if host_starts else None})
        return self.wait_for(("room",))

    def join(self, code: str, seat: int, token: str, since: int = 0) -> dict:
        self.send({"kind": "join", "code": code, "seat": seat, "token": token, "since": since})
        return self.wait_for(("joined",))

