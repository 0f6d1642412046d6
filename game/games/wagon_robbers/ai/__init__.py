"""Wagon Robbers' bots (``make_bot(level, seed)``): random, easy, normal, hard.

- Easy rides with the Outlaws when it holds a big gun, throws in its best
  card every round, and one move in five does something on a whim.
- Normal weighs the visible power (wagon, boarded passengers) against the
  likely hidden power (passengers still to board, the rivals' face-down
  cargo, each rival an Outlaw about half the time) before picking a side,
  and spends cargo only while the fight looks close enough to matter.
- Hard plays every move out to the end of the match on worlds whose rivals'
  hands would have played as it saw them play, by Normal's plan (``ai.hard``,
  ``ai.worlds``), and picks the move that wins most.

Bots learn only through ``observe``, ``legal_actions`` and ``determinize``.
"""

from __future__ import annotations

from functools import partial

from game.core.ai.levels import Budget, Level, makers

from .hard import APP_SAMPLES, APP_SECONDS, SIM_SAMPLES, HardBot
from .heuristic import HeuristicBot


# The levels (``game.core.ai.levels``): Hard samples a fixed number of worlds in
# simulations and as many as its time allows at the table.
LEVELS = {
    "easy": Level(partial(HeuristicBot, "easy")),
    "normal": Level(partial(HeuristicBot, "normal")),
    "hard": Level(lambda seed, budget: HardBot(seed, budget.iterations, budget.seconds),
                  sim=Budget(SIM_SAMPLES), table=Budget(APP_SAMPLES, APP_SECONDS)),
}
make_bot, table_bot = makers(LEVELS)
