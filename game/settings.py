"""The player's settings, kept as JSON in game.paths.settings_file().

    settings, problem = Settings.load()      problem: a sentence for the player, or None
    settings.anim_speed = 1.5; settings.save()

Fields: fullscreen (bool), window_size ([w, h] of the window when not
fullscreen, or null for the default), anim_speed (0.5..3.0, multiplies animation speed),
music_volume and effects_volume (0..1), hints (bool: the Hint button at the
table, off by default), text_size (100, 125 or 150: per cent of the words'
designed size), table_setups ({game id: the last
table setup used for it, as plain JSON: players, seats [{name, bot}], variants}).

A file that cannot be read as settings is never deleted: it is renamed to
settings.json.broken (or .broken.2, .broken.3, ... if that name is taken),
defaults are used for what could not be read, and ``problem`` says so.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game import paths
from game.core.match import atomic_write_text
from game.core.model import LEVELS

ANIM_SPEED_RANGE = (0.5, 3.0)
TEXT_SIZES = (100, 125, 150)   # per cent of the words' designed size
MAX_NAME = 20


def _number(value: Any, lo: float, hi: float) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"{value!r} is not a number")
    if not lo <= value <= hi:
        raise ValueError(f"{value!r} is outside {lo}..{hi}")
    return float(value)


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{value!r} is not true or false")
    return value


WINDOW_RANGE = ((320, 180), (7680, 4320))


def _window_size(value: Any) -> list[int] | None:
    if value is None:
        return None
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise ValueError(f"{value!r} is not [width, height]")
    (lo_w, lo_h), (hi_w, hi_h) = WINDOW_RANGE
    if not (lo_w <= value[0] <= hi_w and lo_h <= value[1] <= hi_h):
        raise ValueError(f"{value[0]}x{value[1]} is outside {lo_w}x{lo_h}..{hi_w}x{hi_h}")
    return [value[0], value[1]]


def _text_size(value: Any) -> int:
    if isinstance(value, bool) or value not in TEXT_SIZES:
        raise ValueError(f"{value!r} is not one of {', '.join(map(str, TEXT_SIZES))}")
    return int(value)


def _table_setup(value: Any) -> dict:
    """A remembered table setup, checked field by field."""
    if not isinstance(value, dict):
        raise ValueError("a table setup must be an object")
    players = value.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 12:
        raise ValueError("players must be a whole number from 1 to 12")
    seats = value.get("seats", [])
    if not isinstance(seats, list) or len(seats) > 12:
        raise ValueError("seats must be a list")
    clean_seats = []
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            raise ValueError("each seat needs a name")
        bot = seat.get("bot")
        if bot is not None and bot not in LEVELS:
            raise ValueError(f"unknown bot level {bot!r}")
        clean_seats.append({"name": seat["name"][:MAX_NAME], "bot": bot})
    variants = value.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise ValueError("variants must be a list of names")
    return {"players": players, "seats": clean_seats, "variants": sorted(set(variants))}


@dataclass
class Settings:
    fullscreen: bool = False
    window_size: list[int] | None = None
    anim_speed: float = 1.0
    music_volume: float = 0.5
    effects_volume: float = 0.8
    hints: bool = False
    text_size: int = 100
    table_setups: dict[str, dict] = field(default_factory=dict)

    # -- reading -----------------------------------------------------------------
    @classmethod
    def from_json(cls, data: Any) -> tuple["Settings", list[str]]:
        """Settings from parsed JSON and the list of fields that were unusable."""
        s = cls()
        if not isinstance(data, dict):
            return s, ["the file does not hold a settings object"]
        bad: list[str] = []
        checks = {
            "fullscreen": _flag,
            "hints": _flag,
            "window_size": _window_size,
            "anim_speed": lambda v: _number(v, *ANIM_SPEED_RANGE),
            "music_volume": lambda v: _number(v, 0.0, 1.0),
            "effects_volume": lambda v: _number(v, 0.0, 1.0),
            "text_size": _text_size,
        }
        for key, check in checks.items():
            if key in data:
                try:
                    setattr(s, key, check(data[key]))
                except ValueError as exc:
                    bad.append(f"{key} ({exc})")
        setups = data.get("table_setups", {})
        if not isinstance(setups, dict):
            bad.append("table_setups (not an object)")
        else:
            for game_id, setup in setups.items():
                try:
                    s.table_setups[str(game_id)] = _table_setup(setup)
                except ValueError as exc:
                    bad.append(f"table_setups.{game_id} ({exc})")
        return s, bad

    @classmethod
    def load(cls, path: Path | None = None) -> tuple["Settings", str | None]:
        path = Path(path) if path is not None else paths.settings_file()
        try:
            raw = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return cls(), None
        except (OSError, UnicodeDecodeError) as exc:
            return cls(), _keep_broken(path, f"the settings file could not be read ({exc})")
        try:
            data = json.loads(raw)
        except (json.JSONDecodeError, RecursionError) as exc:
            return cls(), _keep_broken(path, f"the settings file is not valid JSON ({exc.__class__.__name__})")
        settings, bad = cls.from_json(data)
        if bad:
            return settings, _keep_broken(path, "some settings were unusable: " + "; ".join(bad[:3]))
        return settings, None

    # -- writing -----------------------------------------------------------------
    def to_json(self) -> dict:
        return asdict(self)

    def save(self, path: Path | None = None) -> None:
        path = Path(path) if path is not None else paths.settings_file()
        atomic_write_text(path, json.dumps(self.to_json(), indent=2, sort_keys=True))

    def clamp(self) -> None:
        lo, hi = ANIM_SPEED_RANGE
        self.anim_speed = min(hi, max(lo, float(self.anim_speed)))
        self.music_volume = min(1.0, max(0.0, float(self.music_volume)))
        self.effects_volume = min(1.0, max(0.0, float(self.effects_volume)))
        if self.text_size not in TEXT_SIZES:
            self.text_size = min(TEXT_SIZES, key=lambda size: abs(size - float(self.text_size)))

    def remember_setup(self, game_id: str, players: int, seats: list[dict], variants) -> None:
        self.table_setups[game_id] = _table_setup({"players": players, "seats": seats, "variants": list(variants)})


def _keep_broken(path: Path, reason: str) -> str:
    """Move an unusable settings file aside (never delete it) and say what happened."""
    try:
        kept = f"kept as {paths.set_aside(path).name}"
    except OSError as exc:
        kept = f"left in place ({exc})"
    return f"Settings reset to defaults: {reason}. The old file was {kept}."
