"""Fugitive bots: Random, Easy, Normal and Hard, for either seat.

A bot sees which seat it plays and learns about the match only through
``rules.observe`` for that seat, ``rules.legal_actions`` and
``rules.determinize`` (see ``game.core.ai.bot``).

- Marshal: exact public deduction (``knowledge``); Normal names every
  hideout at once when all are certain, otherwise the likeliest number with
  the certain ones tucked in, and draws from the pile that narrows the
  options most (``ai.marshal``).  Easy guesses the likeliest number, now and
  then a hunch, and draws at random.
- Fugitive: Normal runs the Marshal's deduction on every placement it could
  make and prefers hideouts she cannot pin down, bluffs with spare sprint
  cards, passes when every move exposes him, and plays 42 when the Manhunt
  looks survivable (``ai.fugitive``).  Easy takes the nearest hideout.
- Hard: ISMCTS over whole moves on determinizations, with Normal-like
  playouts and, for the Fugitive, the Normal's best placements at the root;
  the Hard Marshal draws as the Normal one does (``ai.hard``).
"""

from __future__ import annotations

from functools import partial

from game.core.ai import RandomBot
from game.core.ai.levels import Budget, Level, makers

from .hard import APP_ITERATIONS, APP_SECONDS, ITERATIONS, HardBot
from .heuristic import FugitiveBot

# The levels (``game.core.ai.levels``): Hard counts a smaller number of
# iterations in simulations, which keeps them quick and reproducible; at the
# table it thinks longer, up to ``APP_SECONDS`` (on a slow machine it stops
# there, so the table never waits long).
LEVELS = {
    "random": Level(partial(RandomBot, name="fugitive-random")),
    "easy": Level(partial(FugitiveBot, "easy")),
    "normal": Level(partial(FugitiveBot, "normal")),
    "hard": Level(lambda seed, budget: HardBot(seed, iterations=budget.iterations, time_budget=budget.seconds),
                  sim=Budget(ITERATIONS), table=Budget(APP_ITERATIONS, APP_SECONDS)),
}
make_bot, table_bot = makers(LEVELS)
