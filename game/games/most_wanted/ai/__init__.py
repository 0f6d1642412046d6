"""Most Wanted's bots: Easy, Normal and Hard (``make_bot(level, seed)``).

- Easy plays by rules of thumb: it robs and joins with a pair or better,
  works when broke, and now and then does something on a whim.
- Normal weighs each choice: a hand's chance to win is estimated by dealing
  the unseen cards to the other players many times (each plays the best
  hand it holds; the Sheriff his best of twice the cards), and joining or
  robbing is worth it when chance x points beats the rest x the bail it
  would cost (a missing bag costs a space, a paid one a little less).
- Hard searches: ISMCTS over ``determinize`` (the unseen cards dealt anew);
  see ``ai.hard``.

Bots learn only through ``observe``, ``legal_actions`` and ``determinize``.
"""

from __future__ import annotations

from functools import partial

from game.core.ai.levels import Budget, Level, makers

from .hard import APP_ITERATIONS, APP_SECONDS, SIM_ITERATIONS, HardBot
from .heuristic import HeuristicBot

# The levels (``game.core.ai.levels``): Hard searches a fixed number of
# iterations in simulations, so they repeat; at the table it thinks for up to APP_SECONDS.
LEVELS = {
    "easy": Level(partial(HeuristicBot, "easy")),
    "normal": Level(partial(HeuristicBot, "normal")),
    "hard": Level(lambda seed, budget: HardBot(seed, budget.iterations, budget.seconds),
                  sim=Budget(SIM_ITERATIONS), table=Budget(APP_ITERATIONS, APP_SECONDS)),
}
make_bot, table_bot = makers(LEVELS)
