"""The Few and Cursed's bots (``make_bot(level, seed)``): random, easy, normal and hard.

- Random plays uniformly among the legal actions, save a robbery that would
  only curse it: one of a player with no bullets (it gains nothing) or one
  that would turn it cursed.
- Easy follows simple habits: keep the cheapest jobs, take the strongest
  upgrade, play its cards when they help, fight whatever it can beat where it
  stands, otherwise ride toward the nearest bounty or artifact it could take,
  shop for bullets and guns in town, camp when hurt (``ai.heuristic``).
- Normal (``ai.normal``) plans routes with road costs, hunts what it can
  beat, and manages curse, health and its deck.
- Hard (``ai.hard``) compares Normal's whole-phase plans by rollouts over
  determinizations.

Bots learn only through ``observe``, ``legal_actions``, ``determinize`` and
the public content and map.
"""

from __future__ import annotations

from game.core.ai.levels import Budget, Level, makers

from .hard import APP_SAMPLES, APP_SECONDS, SIM_SAMPLES, HardBot
from .heuristic import EasyBot, RandomPlay
from .normal import NormalBot

# The levels (``game.core.ai.levels``): Hard samples a fixed number of
# determinizations in simulations, so they repeat; at the table it samples
# until its time is up (the count is then only a ceiling).
LEVELS = {
    "random": Level(RandomPlay),
    "easy": Level(EasyBot),
    "normal": Level(NormalBot),
    "hard": Level(lambda seed, budget: HardBot(seed, budget.iterations, budget.seconds),
                  sim=Budget(SIM_SAMPLES), table=Budget(APP_SAMPLES, APP_SECONDS)),
}
make_bot, table_bot = makers(LEVELS)
