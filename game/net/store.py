"""Where the server keeps its rooms: a small interface and its SQLite form.

A room's record is its game, config, seed, seats, seat tokens and the log of
applied actions: the whole truth, since a match is its seed plus its log.
The server writes an action here before it acknowledges it, and a server
started again rebuilds every open room by replaying its log.

The server touches only ``RoomStore``; one process per room keeps the live
match and the store keeps the record, so more server processes behind a
proxy that routes by room code can share one store (PostgreSQL behind the
same interface; see the README's plan).

SQLite runs in WAL mode with ``synchronous=NORMAL``: a committed action
survives the server process being killed at any moment (the kill -9 case);
``durable=True`` makes every commit wait for the disk too (a power cut).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol


@dataclass
class RoomRecord:
    code: str
    game: str
    config: dict                     # MatchConfig.to_json() (with the rules version)
    seed: int
    seats: list[dict]                # SeatInfo.to_json() per seat
    tokens: list[str]                # one secret per seat
    host: str                        # the host's secret
    round: int = 0                   # rematches played in this room
    status: str = "waiting"          # waiting, held (for the host's start), playing, over
    log: list[list] = field(default_factory=list)   # [seat, action json] in order


class RoomStore(Protocol):
    def create(self, record: RoomRecord) -> None: ...

    def append(self, code: str, round_: int, index: int, seat: int, action: list) -> None:
        """Record the ``index``-th action of the room's current round (durable on return)."""

    def drop_last(self, code: str, round_: int, index: int) -> None:
        """Forget action ``index`` (an undo)."""

    def set_seats(self, code: str, seats: list[dict]) -> None: ...

    def set_status(self, code: str, status: str) -> None: ...

    def new_round(self, code: str, round_: int, seed: int) -> None:
        """A rematch: a new seed and an empty log for the same seats."""

    def open_rooms(self) -> list[RoomRecord]:
        """Every room still in use, with its log, for a restart: open ones, and finished ones
        for a day (a rematch keeps the room)."""

    def close(self) -> None: ...


KEEP_FINISHED_DAYS = 1.0   # a finished room is restored for a rematch this long after its match ended

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, seed INTEGER NOT NULL,
    seats TEXT NOT NULL, tokens TEXT NOT NULL, host TEXT NOT NULL,
    round INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, created REAL NOT NULL DEFAULT (julianday('now')),
    updated REAL NOT NULL DEFAULT (julianday('now')));
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL, round INTEGER NOT NULL, idx INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL,
    PRIMARY KEY (code, round, idx));
"""


class SqliteStore:
    """``RoomStore`` in one SQLite file (``rooms.sqlite3`` in the data folder)."""

    FILE = "rooms.sqlite3"

    def __init__(self, folder: Path, durable: bool = False):
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / self.FILE
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self._db.executescript(SCHEMA)

    def _write(self, sql: str, args: tuple) -> None:
        with self._lock:
            self._db.execute(sql, args)   # autocommit: the row is in the log when this returns

    def create(self, record: RoomRecord) -> None:
        self._write("INSERT INTO rooms (code, game, config, seed, seats, tokens, host, round, status)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (record.code, record.game, json.dumps(record.config), record.seed, json.dumps(record.seats),
                     json.dumps(record.tokens), record.host, record.round, record.status))

    def append(self, code: str, round_: int, index: int, seat: int, action: list) -> None:
        self._write("INSERT INTO actions (code, round, idx, seat, action) VALUES (?, ?, ?, ?, ?)",
                    (code, round_, index, seat, json.dumps(action, separators=(",", ":"))))

    def drop_last(self, code: str, round_: int, index: int) -> None:
        self._write("DELETE FROM actions WHERE code = ? AND round = ? AND idx = ?", (code, round_, index))

    def set_seats(self, code: str, seats: list[dict]) -> None:
        self._write("UPDATE rooms SET seats = ? WHERE code = ?", (json.dumps(seats), code))

    def set_status(self, code: str, status: str) -> None:
        self._write("UPDATE rooms SET status = ?, updated = julianday('now') WHERE code = ?", (status, code))

    def new_round(self, code: str, round_: int, seed: int) -> None:
        self._write("UPDATE rooms SET round = ?, seed = ?, status = 'playing' WHERE code = ?", (round_, seed, code))

    def open_rooms(self) -> list[RoomRecord]:
        with self._lock:
            rows = self._db.execute("SELECT code, game, config, seed, seats, tokens, host, round, status FROM rooms"
                                    " WHERE status NOT IN ('over', 'closed')"
                                    " OR (status = 'over' AND updated > julianday('now') - ?)"
                                    " ORDER BY created", (KEEP_FINISHED_DAYS,)).fetchall()
            records = []
            for code, game, config, seed, seats, tokens, host, round_, status in rows:
                log = [[seat, json.loads(action)] for seat, action in self._db.execute(
                    "SELECT seat, action FROM actions WHERE code = ? AND round = ? ORDER BY idx", (code, round_))]
                records.append(RoomRecord(code, game, json.loads(config), seed, json.loads(seats),
                                          json.loads(tokens), host, round_, status, log))
        return records

    def log_of(self, code: str) -> list[list]:
        """The current round's log of a room, open or over (for checks and reports)."""
        with self._lock:
            row = self._db.execute("SELECT round FROM rooms WHERE code = ?", (code,)).fetchone()
            if row is None:
                return []
            return [[seat, json.loads(action)] for seat, action in self._db.execute(
                "SELECT seat, action FROM actions WHERE code = ? AND round = ? ORDER BY idx", (code, row[0]))]

    def close(self) -> None:
        with self._lock:
            self._db.close()
