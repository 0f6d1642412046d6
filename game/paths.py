"""Where things live: bundled resources (from source or a frozen executable)
and the player's own files (settings, saves, autosaves) in the user's data
folder, never beside the executable."""

from __future__ import annotations

import os
import sys
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


def autosave_file(game_id: str | None = None) -> Path:
    """The autosave of one game (one per game, so a match of another game
    never overwrites it); without a game, the single autosave older versions
    kept, still read."""
    if game_id is None:
        return saves_dir() / f"{AUTOSAVE_STEM}.json"
    safe = "".join(c for c in game_id if c.isalnum() or c == "-")
    return saves_dir() / f"{AUTOSAVE_STEM}-{safe}.json"


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
