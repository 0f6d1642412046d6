"""Fugitive bots: Random, Easy, Normal and Hard, for either seat.

A bot sees which seat it plays and learns about the match only through
``rules.observe`` for that seat, ``rules.legal_actions`` and
``rules.determinize`` (see ``game.core.ai.bot``).

- Marshal: exact public deduction (``knowledge``); Normal names every
  hideout at once when all are certain, otherwise the likeliest number with
  the certain ones tucked in, and draws from the pile that narrows the
  options most (``ai_marshal``).  Easy guesses the likeliest number, now and
  then a hunch, and draws at random.
- Fugitive: Normal runs the Marshal's deduction on every placement it could
  make and prefers hideouts she cannot pin down, bluffs with spare sprint
  cards, passes when every move exposes him, and plays 42 when the Manhunt
  looks survivable (``ai_fugitive``).  Easy takes the nearest hideout.
- Hard: ISMCTS over whole moves on determinizations, with Normal-like
  playouts and, for the Fugitive, the Normal's best placements at the root;
  the Hard Marshal draws as the Normal one does (``ai_search``).
"""

from __future__ import annotations

from game.core.ai import RandomBot

from .ai_heuristic import FugitiveBot
from .ai_search import APP_ITERATIONS, APP_SECONDS, HardBot

LEVELS = ("random", "easy", "normal", "hard")


def table_bot(game_id: str, level: str, seed: int = 0):
    """A bot for the table (``games.bot_for``'s signature): as ``make_bot``,
    but Hard thinks longer, up to ``APP_SECONDS`` (on a slow machine it stops
    there, so the table never waits long).  ``make_bot`` counts a smaller
    number of iterations only, which keeps simulations quick and reproducible."""
    if level == "hard":
        return HardBot(seed, iterations=APP_ITERATIONS, time_budget=APP_SECONDS)
    return make_bot(level, seed)


def make_bot(level: str, seed: int = 0):
    """A bot of this level ("random", "easy", "normal" or "hard") for either seat."""
    if level == "random":
        return RandomBot(seed, name="fugitive-random")
    if level in ("easy", "normal"):
        return FugitiveBot(level, seed)
    if level == "hard":
        return HardBot(seed)
    raise ValueError(f"unknown bot level {level!r}; use one of {', '.join(LEVELS)}")
