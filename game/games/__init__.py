"""The registry of games: ids, titles and where each game's parts live.

Modules are imported on first use so the rules core never pulls in pygame.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from game.core.model import GameRules


@dataclass(frozen=True)
class GameEntry:
    id: str
    title: str
    players: str
    pitch: str
    package: str | None  # None while the game is not playable yet

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


GAMES: tuple[GameEntry, ...] = (
    GameEntry("most-wanted", "Most Wanted", "2-8 players",
              "Rob, bluff and outdraw rival outlaws for the biggest bounty.", "game.games.most_wanted"),
    GameEntry("wagon-robbers", "Wagon Robbers", "2-5 players",
              "Hold up wagons and split the loot, if your partners let you.", "game.games.wagon_robbers"),
    GameEntry("scotland-yard", "Scotland Yard", "2-6 players",
              "Detectives close in on Mister X across the streets of London.", "game.games.scotland_yard"),
    GameEntry("fugitive", "Fugitive", "2 players",
              "One runs for 42, the other deduces every hideout.", "game.games.fugitive"),
    GameEntry("few-and-cursed", "The Few and Cursed", "1-4 players",
              "Ride a cursed desert where every trail exacts its price.", "game.games.few_and_cursed"),
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


def bot_for(game_id: str, level: str, seed: int = 0):
    """A bot of the given level (easy, normal, hard, random) for that game."""
    e = entry(game_id)
    if e.package is None:
        raise KeyError(game_id)
    return importlib.import_module(e.package + ".ai").make_bot(level, seed)
