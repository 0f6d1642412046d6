"""The archive of finished matches: every match that ends at a table is kept
as a save file (the same format as any save: readable header, seed and log
behind a checksum) in one folder, newest first, capped with the oldest dropped.

The list the Match history shows (date, game, players and levels, winner,
length) comes from a small index beside the files, so listing a hundred
matches never replays a hundred logs; a file the index does not know (or an
index that cannot be read) is summarised once by replaying that file.  The
saves are the truth: the index is only a cache of them.

    key_of(plain) -> str                          one finished match, whatever its file is called
    keep(folder, match, date=None, cap=CAP) -> Path | None   None: already kept
    entries(folder, rules_for) -> [Entry]         newest first; a damaged file is listed with its error
    summary_of(match) -> dict                     what a history row shows of a finished match

Pure Python: the scenes hand in the folder (``game.paths.history_dir()``).
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .match import Match, atomic_write_text
from .savefile import SaveError, encode

CAP = 100
INDEX = "index.json"
INDEX_FORMAT = "bounty-table-history-index"


@dataclass(frozen=True)
class Entry:
    path: Path
    game: str
    date: str
    players: tuple[tuple[str, str | None], ...]   # (name, bot level or None)
    winners: tuple[str, ...]                      # names; () when nobody won
    reason: str
    moves: int
    error: str | None = None                      # why the file cannot be replayed


def key_of(plain: dict) -> str:
    """A short fingerprint of a match (game, config, seed, seats, log): the
    same match kept twice, or counted twice, is found by it."""
    fields = {k: plain[k] for k in ("game", "config", "seed", "seats", "log")}
    canonical = json.dumps(fields, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


def summary_of(match: Match) -> dict:
    outcome = match.outcome()
    winners = [match.seats[s].name for s in outcome.winners] if outcome else []
    return {
        "game": match.rules.info.id,
        "players": [[s.name, s.bot] for s in match.seats],
        "winners": winners,
        "reason": (outcome.reason if outcome else "") or "",
        "moves": len(match.history),
    }


def _files(folder: Path) -> list[Path]:
    return [p for p in folder.glob("*.json") if p.name != INDEX]


def keep(folder: Path, match: Match, date: str | None = None, cap: int = CAP) -> Path | None:
    """Write a finished match into the archive (atomically) unless it is there
    already; then drop the oldest files past ``cap``.  Raises OSError."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    plain = match.to_json()
    key = key_of(plain)
    if any(p.stem.endswith(key) for p in _files(folder)):
        return None
    date = date or time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    path = folder / f"{stamp}-{match.rules.info.id}-{key}.json"
    atomic_write_text(path, encode(plain, date))
    index = _read_index(folder)
    index[path.name] = dict(summary_of(match), date=date)
    for old in _oldest_first(folder)[:-cap] if cap > 0 else []:
        try:
            old.unlink()
        except OSError:
            continue
        index.pop(old.name, None)
    _write_index(folder, index)
    return path


def _oldest_first(folder: Path) -> list[Path]:
    # The file name starts with the time it was kept; the modification time breaks no ties it makes.
    return sorted(_files(folder), key=lambda p: (p.name[:15], p.stat().st_mtime))


def entries(folder: Path, rules_for: Callable[[str], Any]) -> list[Entry]:
    """Every kept match, newest first.  Summaries the index lacks are worked
    out from the file (and the index mended); a file that cannot be replayed
    is listed with its error, never dropped."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    index = _read_index(folder)
    mended = False
    out = []
    for path in reversed(_oldest_first(folder)):
        summary = index.get(path.name)
        if not _valid_summary(summary):
            try:
                match = Match.load(path, rules_for)
            except SaveError as exc:
                out.append(Entry(path, "", "", (), (), "", 0, str(exc)))
                continue
            summary = dict(summary_of(match), date=_header_date(path))
            index[path.name] = summary
            mended = True
        out.append(Entry(path, summary["game"], summary["date"],
                         tuple((p[0], p[1]) for p in summary["players"]), tuple(summary["winners"]),
                         summary["reason"], summary["moves"]))
    known = {p.name for p in _files(folder)}
    if mended or any(name not in known for name in index):
        try:
            _write_index(folder, {k: v for k, v in index.items() if k in known})
        except OSError:
            pass  # the list is right; the cache is mended next time
    return out


def _header_date(path: Path) -> str:
    try:
        date = json.loads(path.read_text(encoding="utf-8")).get("date")
    except (OSError, ValueError, AttributeError):
        date = None
    return date if isinstance(date, str) else time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(path.stat().st_mtime))


def _valid_summary(s: Any) -> bool:
    return (isinstance(s, dict) and isinstance(s.get("game"), str) and isinstance(s.get("date"), str)
            and isinstance(s.get("players"), list)
            and all(isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) for p in s["players"])
            and isinstance(s.get("winners"), list) and all(isinstance(w, str) for w in s["winners"])
            and isinstance(s.get("reason"), str) and isinstance(s.get("moves"), int))


def _read_index(folder: Path) -> dict:
    try:
        data = json.loads((folder / INDEX).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT or not isinstance(data.get("matches"), dict):
        return {}
    return dict(data["matches"])


def _write_index(folder: Path, index: dict) -> None:
    atomic_write_text(folder / INDEX, json.dumps({"format": INDEX_FORMAT, "version": 1, "matches": index},
                                                 indent=1, ensure_ascii=False))

