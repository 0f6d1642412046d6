"""Wagon Robbers' bots (``make_bot(level, seed)``): random, easy, normal, hard.

- Easy rides with the Outlaws when it holds a big gun, throws in its best
  card every round, and one move in five does something on a whim.
- Normal weighs the visible power (wagon, boarded passengers) against the
  likely hidden power (passengers still to board, the rivals' face-down
  cargo, each rival an Outlaw about half the time) before picking a side,
  and spends cargo only while the fight looks close enough to matter.
- Hard plays Normal's plan reading the rivals' prep turns (a pass marks a
  Bounty Hunter, a card every turn an Outlaw), so a Hunter keeps its cards
  when the wagon is safe (``ai.hard``).

Bots learn only through ``observe``, ``legal_actions`` and ``determinize``.
"""

from __future__ import annotations

from functools import partial

from game.core.ai.levels import Level, makers

from .hard import HardBot
from .heuristic import HeuristicBot


# The levels (``game.core.ai.levels``): none of them searches, so they play
# alike in simulations and at the table.
LEVELS = {
    "easy": Level(partial(HeuristicBot, "easy")),
    "normal": Level(partial(HeuristicBot, "normal")),
    "hard": Level(HardBot),
}
make_bot, table_bot = makers(LEVELS)
