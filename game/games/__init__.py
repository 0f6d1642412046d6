"""The registry of games: ids, titles and where each game's parts live.

Modules are imported on first use so the rules core never pulls in pygame.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from dataclasses import dataclass
from functools import lru_cache

from game.core.ai.levels import BotLevels, check_levels, make_bot
from game.core.model import GameInfo, GameRules


@dataclass(frozen=True)
class GameEntry:
    """Where a game lives.  Its facts (title, seats, pitch) are its rules'
    ``GameInfo``, read on first use: the rules never import pygame, so listing
    the games stays free of it.  A game not registered yet has no package and
    states its facts here (``coming``) until its rules exist."""

    id: str
    package: str | None  # None while the game is not playable yet
    coming: GameInfo | None = None

    @property
    def playable(self) -> bool:
        """Its rules are registered (bots, simulations and saves work)."""
        return self.package is not None

    @property
    def at_table(self) -> bool:
        """People can play it: registered rules and a table scene to play them at."""
        if self.package is None:
            return False
        try:
            return importlib.util.find_spec(f"{self.package}.table.scene") is not None
        except ModuleNotFoundError:  # not even a table package yet
            return False

    @property
    def table_package(self) -> str | None:
        """The package of the game's pygame modules (table scene, emblem, guide pictures)."""
        return None if self.package is None else self.package + ".table"

    @property
    def info(self) -> GameInfo:
        if self.package is None:
            if self.coming is None:
                raise KeyError(self.id)
            return self.coming
        return _info_of(self.id, self.package)

    @property
    def title(self) -> str:
        return self.info.title

    @property
    def pitch(self) -> str:
        return self.info.pitch

    @property
    def players(self) -> str:
        """The seats as a menu says them: "2-8 players", "2 players"."""
        lo, hi = self.info.min_seats, self.info.max_seats
        return f"{lo} player{'s' if lo != 1 else ''}" if lo == hi else f"{lo}-{hi} players"


@lru_cache(maxsize=None)
def _info_of(game_id: str, package: str) -> GameInfo:
    """A registered game's GameInfo.  When its rules cannot be loaded (a broken
    content file, say) the menus still list it, by id, with the reason as its
    pitch; the reason goes to stderr once, and starting it fails with it."""
    try:
        return importlib.import_module(package + ".rules").RULES.info
    except Exception as exc:  # whatever broke, the menus must still open
        reason = f"{type(exc).__name__}: {exc}" if not isinstance(exc, ValueError) else str(exc)
        print(f"{game_id}: its rules cannot be loaded: {reason}", file=sys.stderr)
        return GameInfo(game_id, game_id.replace("-", " ").title(), 1, 1, pitch=f"Cannot be loaded: {reason}")


GAMES: tuple[GameEntry, ...] = (
    GameEntry("most-wanted", "game.games.most_wanted"),
    GameEntry("wagon-robbers", "game.games.wagon_robbers"),
    GameEntry("scotland-yard", "game.games.scotland_yard"),
    GameEntry("fugitive", "game.games.fugitive"),
    GameEntry("few-and-cursed", "game.games.few_and_cursed"),
)

GAME_IDS = tuple(g.id for g in GAMES)


def entry(game_id: str) -> GameEntry:
    for g in GAMES:
        if g.id == game_id:
            return g
    raise KeyError(game_id)


def rules_for(game_id: str) -> GameRules:
    """The rules object of a playable game; KeyError for unknown or unplayable ids."""
    e = entry(game_id)
    if e.package is None:
        raise KeyError(game_id)
    return importlib.import_module(e.package + ".rules").RULES


def bot_levels(game_id: str) -> BotLevels:
    """A playable game's one table of bot levels (its ``ai.LEVELS``, see ``game.core.ai.levels``)."""
    e = entry(game_id)
    if e.package is None:
        raise KeyError(game_id)
    levels = importlib.import_module(e.package + ".ai").LEVELS
    check_levels(game_id, levels)
    return levels


def bot_for(game_id: str, level: str, seed: int = 0, *, table: bool = False):
    """A bot of the given level (random, easy, normal, hard) for that game; with
    ``table`` a searching level thinks for its table budget, not its simulation count."""
    return make_bot(bot_levels(game_id), level, seed, table=table)
