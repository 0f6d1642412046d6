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

from game.core.ai import RandomBot

from .ai_heuristic import HeuristicBot, choose_role  # noqa: F401  (tests import choose_role from here)
from .ai_search import HardBot


def make_bot(level: str, seed: int = 0):
    """A bot: "easy", "normal", "hard" or "random".  Hard searches a fixed
    number of iterations here, so simulations repeat; see ``table_bot``."""
    if level == "random":
        return RandomBot(seed)
    if level in ("easy", "normal"):
        return HeuristicBot(level, seed)
    if level == "hard":
        return HardBot(seed)
    raise ValueError(f"unknown bot level {level!r}")


def table_bot(level: str, seed: int = 0):
    """A bot for the table: as ``make_bot``, but Hard thinks for its time budget."""
    if level == "hard":
        return HardBot.for_table(seed)
    return make_bot(level, seed)
