"""Where things live: bundled resources (from source or a frozen executable)
and the player's own files (settings, saves, autosaves) in the user's data
folder, never beside the executable."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from platformdirs import user_data_path

APP_NAME = "BountyTable"


def resource_root() -> Path:
    """The folder holding assets/ and maps/: PyInstaller's unpack folder when
    frozen, else the project's root."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def user_dir() -> Path:
    """The player's data folder; BOUNTY_TABLE_HOME overrides it (tests, portable installs)."""
    override = os.environ.get("BOUNTY_TABLE_HOME")
    path = Path(override) if override else user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_file() -> Path:
    return user_dir() / "settings.json"


def saves_dir() -> Path:
    path = user_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def history_dir() -> Path:
    """Every finished match, kept for the Match history (see game.core.archive)."""
    path = user_dir() / "history"
    path.mkdir(parents=True, exist_ok=True)
    return path


def statistics_file() -> Path:
    return user_dir() / "statistics.json"


AUTOSAVE_STEM = "autosave"


def autosave_file(game_id: str | None = None, match_id: str | None = None) -> Path:
    """The autosave of one match of ``game_id`` (``match_id``: which; see ``new_autosave_file``);
    without a match, the one autosave per game earlier versions kept; without a game, the
    single autosave older versions still kept.  Both are still read."""
    if game_id is None:
        return saves_dir() / f"{AUTOSAVE_STEM}.json"
    safe = "".join(c for c in game_id if c.isalnum() or c == "-")
    tail = "-" + "".join(c for c in match_id if c.isalnum() or c == "-") if match_id else ""
    return saves_dir() / f"{AUTOSAVE_STEM}-{safe}{tail}.json"


_GIVEN: set = set()   # autosaves handed out in this run, not yet written


def new_autosave_file(game_id: str) -> Path:
    """A fresh autosave for a new match of ``game_id``: a file of its own, named by when the
    match began, so no other match (of this game or another) ever writes over it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path, n = autosave_file(game_id, stamp), 1
    while path.exists() or path in _GIVEN:
        n += 1
        path = autosave_file(game_id, f"{stamp}-{n}")
    _GIVEN.add(path)
    return path


def is_autosave(path: Path) -> bool:
    stem = Path(path).stem.lower()
    return Path(path).suffix == ".json" and (stem == AUTOSAVE_STEM or stem.startswith(AUTOSAVE_STEM + "-"))


def autosave_files() -> list[Path]:
    """Every autosave on disk (each game's, and an older single one), newest first."""
    found = [p for p in saves_dir().glob(f"{AUTOSAVE_STEM}*.json") if is_autosave(p)]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def set_aside(path: Path) -> Path:
    """Rename an unusable file to NAME.broken (or .broken.2, .broken.3, ... if
    that name is taken) so nothing overwrites it; returns the new path.
    Raises OSError when it cannot be moved."""
    target = path.with_name(path.name + ".broken")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.broken.{n}")
        n += 1
    os.replace(path, target)
    return target
