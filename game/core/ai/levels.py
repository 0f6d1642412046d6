"""One bot registry: every game declares its levels in one table, and these
two functions are the only places that read such a table.

A game's bots module (``game.games.<game>.ai``) holds::

    LEVELS = {
        "easy":   Level(lambda seed: MyHeuristic("easy", seed)),
        "normal": Level(lambda seed: MyHeuristic("normal", seed)),
        "hard":   Level(lambda seed, budget: MySearch(seed, budget.iterations, budget.seconds),
                        sim=Budget(iterations=100), table=Budget(iterations=1500, seconds=1.0)),
    }

A level without budgets is called with the seed alone; a searching level is
called with the seed and its budget: ``sim`` in simulations (a fixed count,
so a seed replays the same games), ``table`` at the table and for hints (the
time stops it, so nobody waits long on a slow machine).  The level names are
``game.core.model.LEVELS`` (plus ``RANDOM_LEVEL`` for simulations); a game
without its own "random" entry gets ``RandomBot``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from ..model import LEVELS, RANDOM_LEVEL
from .random_bot import RandomBot


@dataclass(frozen=True)
class Budget:
    """How long a searching bot may think: a count, a time, or both (the first reached stops it)."""

    iterations: int | tuple | None = None
    seconds: float | None = None


@dataclass(frozen=True)
class Level:
    """One bot level of one game: how to make it, and for a search its two budgets."""

    make: Callable[..., Any]
    sim: Budget | None = None
    table: Budget | None = None

    def __post_init__(self):
        if (self.sim is None) != (self.table is None):
            raise ValueError("a searching level states both budgets, for simulations and for the table")


BotLevels = Mapping[str, Level]


def make_bot(levels: BotLevels, level: str, seed: int = 0, *, table: bool = False) -> Any:
    """The bot of ``level`` from a game's table; with ``table`` a search thinks
    for its table budget, otherwise for its fixed simulation count."""
    entry = levels.get(level)
    if entry is None:
        if level == RANDOM_LEVEL:
            return RandomBot(seed)
        known = ", ".join(name for name in (RANDOM_LEVEL, *LEVELS) if name in levels or name == RANDOM_LEVEL)
        raise ValueError(f"unknown bot level {level!r}; use one of {known}")
    if entry.sim is None:
        return entry.make(seed)
    return entry.make(seed, entry.table if table else entry.sim)


def table_bot(levels: BotLevels, level: str, seed: int = 0) -> Any:
    """The bot of ``level`` as the table seats it (a search on its time budget)."""
    return make_bot(levels, level, seed, table=True)


def check_levels(game_id: str, levels: BotLevels) -> None:
    """A game's table names only known levels; ValueError naming the game otherwise."""
    unknown = [name for name in levels if name not in LEVELS and name != RANDOM_LEVEL]
    if unknown:
        raise ValueError(f"{game_id}: unknown bot level(s) {', '.join(map(repr, unknown))}; "
                         f"the levels are {', '.join((RANDOM_LEVEL, *LEVELS))}")


def makers(levels: BotLevels) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """A game's ``make_bot(level, seed)`` and ``table_bot(level, seed)``, both
    reading its one table (so callers that know the game need not pass it)."""

    def make(level: str, seed: int = 0) -> Any:
        return make_bot(levels, level, seed)

    def at_table(level: str, seed: int = 0) -> Any:
        return make_bot(levels, level, seed, table=True)

    return make, at_table
