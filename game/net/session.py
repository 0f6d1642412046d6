"""The app's side of a networked table: hosting one on this computer, taking
seats at one, and keeping them through a dropped connection.

    hosted = HostedTable(games, data_dir)           # a table server on a thread, advertised on the network
    seating = hosted.open("fugitive", bots=[None, None], here=[0], names=["Ada", ""])
    seating = Seating.claim(url, code, seat, name)  # a friend takes a free seat by the room code
    seating.poll()                                  # each frame: new messages, reconnecting as needed

A ``Seating`` holds one connection and the seats it plays.  When the
connection drops it says so (``link`` is "reconnecting") and tries again on a
thread with the seats' tokens, asking only for the events it has not had;
when the host closes the table or stays away it ends with a sentence
(``ended``).  Every failure a person can meet becomes one sentence
(``explain``): never a traceback.  Nothing here imports pygame.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from pathlib import Path
from typing import Iterable

from .client import Disconnected, TableClient
from .discovery import Advertiser, local_addresses
from .hosting import Games, ServerThread
from .protocol import VERSION, ProtocolError, ProtocolMismatch

DEFAULT_PORT = 47474        # a hosted table listens here when it is free, so an address is easy to type
RETRY_SECONDS = 45.0        # how long a dropped seat keeps trying before the host counts as gone
CHAT_KEPT = 40
INBOX_KEPT = 5000           # messages held for a table that has not read them yet


class TableError(Exception):
    """Something a person should read: ``str()`` is the sentence."""


# What the server's refusal codes mean to a player ({where}: the table's address).
_REFUSALS = {
    "no_room": "There is no table with that room code at {where}. Check the code with the host.",
    "room_full": "That table is full: every seat has been taken.",
    "seat_taken": "Someone took that seat a moment ago. Choose another one.",
    "bad_token": "This seat no longer opens with the key this computer kept.",
}


def explain(exc: BaseException, url: str = "") -> str:
    """A failure as one sentence a player understands."""
    where = address_of(url) if url else "that address"
    if isinstance(exc, ProtocolMismatch):
        theirs = exc.server_version or "another version"
        return (f"The host runs Bounty Table {theirs}, you run {VERSION}: "
                "both machines need the same version to play together.")
    if isinstance(exc, ProtocolError):
        words = _REFUSALS.get(exc.code, "The table refused: {message}.")
        return words.format(where=where, message=exc.message)
    if isinstance(exc, TimeoutError):
        return f"The table at {where} did not answer in time. Check the address and try again."
    if isinstance(exc, (Disconnected, OSError)):
        return (f"No table answers at {where}. Check the address, and that the host's table is still open "
                "(and that their firewall lets friends in).")
    return f"Something went wrong talking to the table: {exc}"


def table_url(text: str, port: int = DEFAULT_PORT) -> str:
    """What a person types (an address, with or without a port or ws://) as a table's URL."""
    text = text.strip()
    if not text:
        raise TableError("Type the host's address first, as their screen shows it (like 192.168.1.20:47474).")
    if "://" in text:
        return text
    host, _, given = text.rpartition(":") if text.count(":") == 1 else (text, "", "")
    if given and not given.isdigit():
        raise TableError(f"{text!r} is not an address: it looks like 192.168.1.20:47474.")
    return f"ws://{host}:{given or port}"


def address_of(url: str) -> str:
    return url.split("://", 1)[-1].rstrip("/")


class Seating:
    """One connection to a table and the seats this computer plays there."""

    def __init__(self, url: str, code: str, seats: dict[int, str], host: str | None = None,
                 keep: Path | None = None, retry_for: float = RETRY_SECONDS):
        self.url, self.code = url, code
        self.seats = dict(seats)          # seat -> token
        self.host = host                  # the host's secret, on the host's computer only
        self.keep = keep                  # the file in the data folder that keeps the tokens
        self.retry_for = retry_for
        self.client: TableClient | None = None
        self.states: dict[int, dict] = {}
        self.events: dict[int, int] = {k: 0 for k in seats}
        self.steps: dict[int, list] = {k: [] for k in seats}
        self.chat: deque[tuple[str, str]] = deque(maxlen=CHAT_KEPT)
        # every message, for a table reading through a SeatingLink (others may poll too: it keeps them)
        self.inbox: deque[dict] = deque(maxlen=INBOX_KEPT)
        self.link = "connected"           # connected, reconnecting
        self.ended: str | None = None     # why the table is gone for this computer
        self.rematches = 0
        self.watching = False             # also told the public view (a table that may show it)
        self._retry: threading.Thread | None = None
        self._fresh: TableClient | None = None
        self._lock = threading.Lock()

    # -- coming in ----------------------------------------------------------------
    @staticmethod
    def peek(url: str, code: str, timeout: float = 5.0) -> dict:
        """A room's lobby (game, seats, which are free) before sitting down; TableError on failure."""
        try:
            with TableClient(url, timeout=timeout) as client:
                client.connect()
                client.send({"kind": "peek", "code": code})
                return client.wait_for(("lobby",))
        except (Disconnected, ProtocolError, TimeoutError, OSError) as exc:
            raise TableError(explain(exc, url)) from None

    @classmethod
    def claim(cls, url: str, code: str, seat: int, name: str, keep_dir: Path | None = None,
              timeout: float = 5.0, retry_for: float = RETRY_SECONDS) -> "Seating":
        """Take a free seat by the room code; TableError with a sentence on failure."""
        client = TableClient(url, timeout=timeout)
        try:
            client.connect()
            client.send({"kind": "claim", "code": code, "seat": seat, "name": name})
            claimed = client.wait_for(("claimed",))
            client.wait_for(("joined",))
        except (Disconnected, ProtocolError, TimeoutError, OSError) as exc:
            client.close()
            raise TableError(explain(exc, url)) from None
        seating = cls(url, claimed["code"], {seat: claimed["token"]}, keep=_keep_file(keep_dir, claimed["code"], [seat]),
                      retry_for=retry_for)
        seating.client = client
        seating.save()
        return seating

    def connect(self) -> None:
        """Connect and take this computer's seats (the host's own, or seats from a kept file)."""
        try:
            self.client = self._sit(self.url)
        except ProtocolError as exc:
            if exc.code in ("no_room", "bad_token"):   # that table is over for these seats: forget them
                self._forget()
                raise TableError("That table has closed since: ask the host for a new room code.") from None
            raise TableError(explain(exc, self.url)) from None
        except (Disconnected, TimeoutError, OSError) as exc:
            raise TableError(explain(exc, self.url)) from None

    def _sit(self, url: str) -> TableClient:
        client = TableClient(url)
        try:
            client.connect()
            for seat, token in sorted(self.seats.items()):
                client.join(self.code, seat, token, since=self.events.get(seat, 0))
            if self.watching:
                client.send({"kind": "watch", "code": self.code})
        except BaseException:
            client.close()
            raise
        return client

    def save(self) -> None:
        if self.keep is None:
            return
        try:
            self.keep.parent.mkdir(parents=True, exist_ok=True)
            self.keep.write_text(json.dumps({"url": self.url, "code": self.code, "host": self.host,
                                             "seats": {str(k): t for k, t in self.seats.items()}}), "utf-8")
        except OSError:   # the seats still play; only a restart of the app could not take them back
            pass

    # -- each frame -----------------------------------------------------------------
    def poll(self) -> list[dict]:
        """Messages that have come since the last call; the connection is looked after here."""
        with self._lock:
            if self._fresh is not None:
                self.client, self._fresh = self._fresh, None
                self.link = "connected"
        if self.ended is not None or self.client is None or self.link != "connected":
            return []
        messages: list[dict] = []
        lost = False
        try:
            while True:   # one at a time: what came before a close is kept (the host's "closed", say)
                messages.append(self.client.next(timeout=0))
        except TimeoutError:
            pass
        except Disconnected:
            lost = True
        except ProtocolError as exc:
            messages.append({"kind": "error", "code": exc.code, "message": str(exc)})
        for message in messages:
            self._note(message)
        self.inbox.extend(messages)
        if lost and self.ended is None:
            self._lost()
        return messages

    def _note(self, message: dict) -> None:
        kind = message.get("kind")
        seat = message.get("seat")
        if kind == "state" and seat in self.seats:
            self.states[seat] = message
        elif kind == "events" and seat in self.seats:
            self.steps[seat] = self.steps[seat][:message["since"]] + message["steps"]
            self.events[seat] = len(self.steps[seat])
        elif kind == "undone" and message.get("code") == self.code:
            for k in self.steps:
                self.steps[k] = self.steps[k][:message["move"]]
                self.events[k] = len(self.steps[k])
        elif kind == "rematch":
            self.rematches += 1
            self.steps = {k: [] for k in self.seats}
            self.events = {k: 0 for k in self.seats}
        elif kind == "chat":
            self.chat.append((str(message.get("name", "")), str(message.get("text", ""))))
        elif kind == "closed":
            self.ended = "The host closed the table."
            self._forget()
            self.close()

    def _lost(self) -> None:
        """The connection dropped: say so and try again with the tokens, on a thread."""
        if self.link == "reconnecting" or self.ended is not None:
            return
        self.link = "reconnecting"
        old, self.client = self.client, None
        if old is not None:
            old.close()
        self._retry = threading.Thread(target=self._reconnect, name="table-reconnect", daemon=True)
        self._retry.start()

    def _reconnect(self) -> None:
        end = time.monotonic() + self.retry_for
        while time.monotonic() < end and self.link == "reconnecting":
            try:
                client = self._sit(self.url)
            except ProtocolError as exc:
                self.ended = ("The host closed the table." if exc.code == "no_room"
                              else explain(exc, self.url))
                return
            except (Disconnected, TimeoutError, OSError):
                time.sleep(0.5)
                continue
            with self._lock:
                self._fresh = client
            return
        if self.link == "reconnecting":
            self.ended = "The host has left: their table no longer answers."

    # -- what a player does -----------------------------------------------------------
    def send(self, message: dict) -> bool:
        """Send if connected; False while reconnecting (the player is told by ``link``)."""
        if self.client is None or self.link != "connected":
            return False
        try:
            self.client.send(dict(message, code=self.code))
            return True
        except Disconnected:
            self._lost()
            return False

    def say(self, seat: int, text: str) -> bool:
        return self.send({"kind": "chat", "seat": seat, "text": text})

    def act(self, seat: int, action_json: list, move: int | None = None) -> bool:
        return self.send({"kind": "act", "seat": seat, "action": action_json, "move": move})

    def give_to_bot(self, seat: int, level: str) -> bool:
        return self.host is not None and self.send({"kind": "bot", "host": self.host, "seat": seat, "level": level})

    def rematch(self) -> bool:
        return self.host is not None and self.send({"kind": "rematch", "host": self.host})

    def start(self) -> bool:
        """The host deals the match (every seat filled)."""
        return self.host is not None and self.send({"kind": "start", "host": self.host})

    def close_room(self, wait: float = 2.0) -> None:
        """The host closes the room: everyone is told (this connection waits, up to ``wait``
        seconds, until the server says it has been done); the seats here are let go."""
        if self.host is not None and self.send({"kind": "close", "host": self.host}):
            try:
                self.client.wait_for(("closed",), timeout=wait)
            except (Disconnected, ProtocolError, TimeoutError):
                pass   # the server is gone already: the guests will find that out
        self._forget()

    def state(self) -> dict | None:
        """The newest table state any of this computer's seats has been sent."""
        if not self.states:
            return None
        return max(self.states.values(), key=lambda s: (s.get("round", 0), s.get("move", 0)))

    def close(self) -> None:
        self.link = "closed"
        if self._retry is not None and self._retry is not threading.current_thread():
            self._retry.join(timeout=2)
        for client in (self.client, self._fresh):
            if client is not None:
                client.close()
        self.client = self._fresh = None

    def forget(self) -> None:
        """Drop the kept tokens (this computer is done with the table)."""
        self._forget()

    def _forget(self) -> None:
        if self.keep is not None:
            try:
                self.keep.unlink()
            except OSError:
                pass


def _keep_file(folder: Path | None, code: str, seats: list[int]) -> Path | None:
    """One file per room and computer (named by its first seat: two players' files never meet)."""
    return None if folder is None else Path(folder) / f"{code}-{min(seats, default=0)}.json"


def kept_seatings(folder: Path) -> list[dict]:
    """Tables this computer has seats at (from the data folder), newest first."""
    found = []
    for path in sorted(Path(folder).glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            data = json.loads(path.read_text("utf-8"))
            found.append({"url": str(data["url"]), "code": str(data["code"]), "host": data.get("host"),
                          "seats": {int(k): str(t) for k, t in data["seats"].items()}, "file": path})
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
    return found


class HostedTable:
    """A table server on a thread of this app, its room advertised on the local network."""

    def __init__(self, games: Games, data: Path, bind: str = "0.0.0.0", port: int = DEFAULT_PORT,
                 advertise: bool = True, host_name: str = "", history: Path | None = None):
        """``history``: where finished matches are kept (the host's own history; by default the
        data folder's)."""
        self.bind = bind
        self.host_name = host_name
        try:
            self.server = ServerThread(games, data, host=bind, port=port, history=history).start()
        except OSError:
            if port == 0:
                raise
            # that port is taken (another table, another program): any port will do
            self.server = ServerThread(games, data, host=bind, port=0, history=history).start()
        self.port = int(self.server.url.rsplit(":", 1)[1])
        self.url = f"ws://127.0.0.1:{self.port}"   # this computer reaches its own server on loopback
        loopback = bind.startswith("127.")
        self.addresses = ["127.0.0.1"] if loopback else local_addresses()
        self.advertiser = Advertiser(self.port, self.addresses) if advertise else None
        self.seating: Seating | None = None
        self.game = ""

    def open(self, game: str, bots: list[str | None], here: Iterable[int], names: list[str],
             variants: Iterable[str] = (), keep_dir: Path | None = None, seed: int | None = None) -> Seating:
        """Open the room and take this computer's seats; TableError with a sentence on failure."""
        here = sorted(here)
        try:
            with TableClient(self.url) as opener:
                opener.connect()
                room = opener.open_room(game, bots, seed=seed, variants=variants, names=names, host_starts=True)
        except (Disconnected, ProtocolError, TimeoutError, OSError) as exc:
            raise TableError(explain(exc, self.url)) from None
        tokens = {s["seat"]: s["token"] for s in room["seats"] if s["token"]}
        seating = Seating(self.url, room["code"], {k: tokens[k] for k in here}, host=room["host"],
                          keep=_keep_file(keep_dir, room["code"], here))
        seating.connect()
        seating.save()
        self.seating, self.game = seating, game
        return seating

    def shown_addresses(self) -> list[str]:
        """Where friends reach this table, as they would type it."""
        return [f"{a}:{self.port}" for a in self.addresses]

    def advertise(self, state: dict | None) -> None:
        """Keep the advertisement's free seats in step with the room (withdrawn once it plays)."""
        if self.advertiser is None or self.seating is None or state is None:
            return
        if state.get("status") != "waiting":
            self.advertiser.withdraw(self.seating.code)
            return
        free = sum(1 for s in state.get("seats", ()) if s.get("state") == "waiting")
        self.advertiser.publish(self.seating.code, self.game, free, self.host_name, VERSION)

    def close(self) -> None:
        if self.seating is not None:
            self.seating.close_room()
            self.seating.close()
        if self.advertiser is not None:
            self.advertiser.close()
        self.server.stop()


class SeatingLink:
    """The connection a networked table reads through: this Seating's, which comes back by
    itself after a drop.  It offers what a table's client is asked for (join, send, poll,
    next); the seats are already taken, so ``join`` tells the table what the seat was last
    told instead of asking the server again."""

    def __init__(self, seating: Seating):
        self.seating = seating
        self._queued: deque[dict] = deque()
        seating.inbox.clear()   # what came before is in the seats' states and steps, replayed by join

    def join(self, code: str, seat: int, token: str, since: int = 0) -> dict:
        steps = self.seating.steps.get(seat, [])
        if len(steps) > since:
            self._queued.append({"kind": "events", "code": code, "seat": seat, "since": since,
                                 "steps": steps[since:]})
        if seat in self.seating.states:
            self._queued.append(self.seating.states[seat])
        return {"kind": "joined", "code": code, "seat": seat}

    def send(self, message: dict) -> None:
        if message.get("kind") == "watch":
            self.seating.watching = True   # asked again after a reconnect
        kind = message.get("kind")
        if not self.seating.send(message) and kind in ("act", "undo", "hint", "ahead"):
            # not sent (the connection is coming back): the table hears a refusal, the player acts again
            seat = message.get("seat")
            refusal = {"kind": "refused", "code": self.seating.code, "seat": seat,
                       "reason": "the connection to the table dropped: reconnecting..."}
            if kind in ("hint", "ahead"):   # a question, not a move: asked again once back
                refusal.update(about=kind, move=self.seating.states.get(seat, {}).get("move"),
                               pending=message.get("pending") or [])
            self._queued.append(refusal)

    def _drain(self) -> None:
        self.seating.poll()
        self._queued.extend(self.seating.inbox)
        self.seating.inbox.clear()

    def poll(self) -> list[dict]:
        self._drain()
        out = list(self._queued)
        self._queued.clear()
        return out

    def next(self, timeout: float | None = None) -> dict:
        end = time.monotonic() + (5.0 if timeout is None else timeout)
        while True:
            if not self._queued:
                self._drain()
            if self._queued:
                return self._queued.popleft()
            if time.monotonic() >= end or self.seating.ended is not None:
                raise TimeoutError("no message from the table server in time")
            time.sleep(0.01)
