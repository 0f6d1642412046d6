"""Wagon Robbers' bots (``make_bot(level, seed)``): random, easy, normal, hard.

- Easy rides with the Outlaws when it holds a big gun, throws in its best
  card every round, and one move in five does something on a whim.
- Normal weighs the visible power (wagon, boarded passengers) against the
  likely hidden power (passengers still to board, the rivals' face-down
  cargo, each rival an Outlaw about half the time) before picking a side,
  and spends cargo only while the fight looks close enough to matter.
- Hard searches with ISMCTS over determinizations (``ai_search``).

Bots learn only through ``observe``, ``legal_actions`` and ``determinize``.
"""

from __future__ import annotations

from functools import partial

from game.core.ai.levels import Budget, Level, makers

from .ai_heuristic import HeuristicBot, choose_role  # noqa: F401  (tests import choose_role from here)
from .ai_search import APP_ITERATIONS, APP_SECONDS, SIM_ITERATIONS, HardBot


# The levels (``game.core.ai.levels``): Hard searches a fixed number of
# iterations in simulations, so they repeat; at the table it thinks for up to APP_SECONDS.
LEVELS = {
    "easy": Level(partial(HeuristicBot, "easy")),
    "normal": Level(partial(HeuristicBot, "normal")),
    "hard": Level(lambda seed, budget: HardBot(seed, budget.iterations, budget.seconds),
                  sim=Budget(SIM_ITERATIONS), table=Budget(APP_ITERATIONS, APP_SECONDS)),
}
make_bot, table_bot = makers(LEVELS)
