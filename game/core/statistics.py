"""Statistics of finished matches, kept in one JSON file in the player's folder.

The file holds one small record per finished match (date, game, length and,
per seat, the name, bot level, role and whether it won); the tables of the
Statistics scene are worked out from the records when asked, so nothing
derived can go stale.  Records are never capped by the history's cap: the
history keeps whole matches, this keeps only the facts.

A damaged file loses as little as possible: a record that does not check out
is dropped and counted (the rest are kept); a file that cannot be read at all
is renamed aside (never deleted) and a new one is started.  Either way
``Book.problem`` says what happened, in a sentence for the player.

    book = load(path)                   Book(records, problem)
    book.add(record) -> bool            False: that match is counted already
    save(path, book)
    record_of(match, roles, key, date) -> dict
    table(records, game) -> GameTable   played, won, shares, streaks, lengths
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .match import atomic_write_text
from .model import LEVELS

FORMAT = "bounty-table-statistics"
VERSION = 1
MAX_RECORDS = 20000


@dataclass
class Book:
    records: list[dict] = field(default_factory=list)
    problem: str | None = None   # what was wrong with the file as read, for the player

    def has(self, key: str) -> bool:
        return any(r["key"] == key for r in self.records)

    def add(self, record: dict) -> bool:
        if self.has(record["key"]):
            return False
        self.records.append(record)
        del self.records[:-MAX_RECORDS]
        return True


def record_of(match: Any, roles: list[str], key: str, date: str) -> dict:
    """The facts kept of a finished match; ``roles``: each seat's role as the
    menus show it ("" when a role tells nothing)."""
    outcome = match.outcome()
    winners = set(outcome.winners) if outcome else set()
    return {
        "key": key, "date": date, "game": match.rules.info.id, "moves": len(match.history),
        "seats": [{"name": s.name, "bot": s.bot, "role": roles[i] if i < len(roles) else "", "won": i in winners}
                  for i, s in enumerate(match.seats)],
    }


def _valid(r: Any) -> bool:
    if not isinstance(r, dict) or not all(isinstance(r.get(k), str) for k in ("key", "date", "game")):
        return False
    if not isinstance(r.get("moves"), int) or isinstance(r["moves"], bool) or r["moves"] < 0:
        return False
    seats = r.get("seats")
    return isinstance(seats, list) and len(seats) > 0 and all(
        isinstance(s, dict) and isinstance(s.get("name"), str) and s.get("bot") in (None,) + LEVELS
        and isinstance(s.get("role"), str) and isinstance(s.get("won"), bool) for s in seats)


def load(path: Path) -> Book:
    path = Path(path)
    if not path.exists():
        return Book()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        return Book(problem=f"The statistics file could not be read ({_short(exc)}). {_set_aside(path)}")
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("records"), list):
        return Book(problem=f"The statistics file is not one of ours. {_set_aside(path)}")
    if data.get("version") != VERSION:
        return Book(problem=f"The statistics file has version {data.get('version')!r}, which this version "
                            f"cannot read. {_set_aside(path)}")
    book = Book()
    bad = 0
    for r in data["records"]:
        if _valid(r) and not book.has(r["key"]):
            book.records.append(r)
        else:
            bad += 1
    if bad:
        book.problem = (f"{bad} damaged record{'s were' if bad != 1 else ' was'} dropped from the statistics "
                        f"file; the other {len(book.records)} {'are' if len(book.records) != 1 else 'is'} kept.")
    return book


def save(path: Path, book: Book) -> None:
    atomic_write_text(Path(path), json.dumps({"format": FORMAT, "version": VERSION, "records": book.records},
                                             indent=0, ensure_ascii=False))


def _short(exc: Exception) -> str:
    return str(exc).split("\n")[0][:80] or type(exc).__name__


def _set_aside(path: Path) -> str:
    target = path.with_name(path.name + ".broken")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.broken.{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError as exc:
        return f"It was left in place ({_short(exc)}); new statistics start now."
    return f"It was kept as {target.name}; new statistics start now."


# -- the tables the scene shows ------------------------------------------------------------------

@dataclass
class Line:
    """One player name, or one bot level, at one game."""
    label: str
    played: int = 0
    won: int = 0
    streak: int = 0        # the longest run of wins
    run: int = 0           # the run going on now
    moves: int = 0         # summed over the matches played

    def count(self, won: bool, moves: int) -> None:
        self.played += 1
        self.moves += moves
        if won:
            self.won += 1
            self.run += 1
            self.streak = max(self.streak, self.run)
        else:
            self.run = 0

    @property
    def share(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def average_length(self) -> float:
        return self.moves / self.played if self.played else 0.0


@dataclass
class GameTable:
    game: str
    matches: int = 0
    moves: int = 0
    people: list[Line] = field(default_factory=list)   # by name, most played first
    bots: list[Line] = field(default_factory=list)     # by level, Easy to Hard
    sides: list[Line] = field(default_factory=list)    # by role, or by seat when the roles tell nothing
    by_role: bool = False

    @property
    def average_length(self) -> float:
        return self.moves / self.matches if self.matches else 0.0


def table(records: list[dict], game: str) -> GameTable:
    """The statistics of one game, records taken in the order they were kept."""
    out = GameTable(game)
    people: dict[str, Line] = {}
    bots: dict[str, Line] = {}
    sides: dict[str, Line] = {}
    mine = [r for r in records if r["game"] == game]
    out.by_role = any(s["role"] for r in mine for s in r["seats"])
    for r in mine:
        out.matches += 1
        out.moves += r["moves"]
        for i, s in enumerate(r["seats"]):
            if s["bot"] is None:
                people.setdefault(s["name"], Line(s["name"])).count(s["won"], r["moves"])
            else:
                level = s["bot"]
                bots.setdefault(level, Line(f"{level.capitalize()} bot")).count(s["won"], r["moves"])
            side = (s["role"] or "No role") if out.by_role else f"Seat {i + 1}"
            sides.setdefault(side, Line(side)).count(s["won"], r["moves"])
    out.people = sorted(people.values(), key=lambda line: (-line.played, line.label.lower()))
    out.bots = [bots[level] for level in LEVELS if level in bots]
    out.sides = sorted(sides.values(), key=lambda line: line.label)
    return out
