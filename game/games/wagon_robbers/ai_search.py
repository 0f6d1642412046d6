"""Wagon Robbers' Hard bot: ISMCTS over ``determinize`` (the cargo it cannot
see dealt anew, unrevealed roles guessed, the decks shuffled).

Playouts follow Normal's plan for every seat (with a little noise, so the
rivals are not perfectly predictable) and stop after ``DEPTH`` moves; the
position is then scored as a soft share of the lead in wagons, cargo in hand
counting a little.  In simulations Hard runs a fixed number of iterations, so
results repeat; at the table (``HardBot.for_table``) it thinks for a second.
Normal's move stands unless the search rates another clearly higher
(``TRUST_MARGIN``).
"""

from __future__ import annotations

import math
from typing import Any

from game.core.ai import ISMCTS
from game.core.model import Action
from game.core.rng import Rng

from .ai_heuristic import normal_choice
from .rules import OVER

SIM_ITERATIONS = 120   # simulations: a fixed budget, so runs repeat
APP_ITERATIONS = 3000  # at the table the time budget stops it first
APP_SECONDS = 1.0
DEPTH = 30
CARD_VALUE = 0.12      # a cargo card in hand, in wagons
NOISE = 0.15
TRUST_MARGIN = 0.03    # how much better (mean reward) a searched move must be than Normal's plan


def policy(rules: Any, state: Any, seat: int, rng: Any) -> Action:
    legal = rules.legal_actions(state, seat)
    if rng.random() < NOISE:
        return rng.choice(legal)
    return normal_choice(rules.observe(state, seat), seat, legal)


def rollout_value(rules: Any, state: Any, observer: int) -> list[float]:
    if state.phase == OVER:
        return list(rules.outcome(state).rewards)
    vals = [len(state.won[s]) + CARD_VALUE * len(state.hands[s]) for s in range(state.n)]
    top = max(vals)
    weights = [math.exp((v - top) / 0.8) for v in vals]
    total = sum(weights)
    return [w / total for w in weights]


class HardBot:
    """ISMCTS with Normal's plan in the playouts."""

    def __init__(self, seed: int = 0, iterations: int | None = SIM_ITERATIONS, time_budget: float | None = None):
        self.name = "wagon-robbers-hard"
        self._rng = Rng(seed)
        self.search = ISMCTS(iterations=iterations, time_budget=time_budget, exploration=0.7,
                             playout=policy, max_playout_depth=DEPTH, rollout_evaluator=rollout_value,
                             name=self.name)

    @classmethod
    def for_table(cls, seed: int = 0) -> "HardBot":
        """At the table: thinks until its time is up (a second), not a fixed count."""
        return cls(seed, APP_ITERATIONS, APP_SECONDS)

    @property
    def last_stats(self):
        return self.search.last_stats

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        found = self.search.choose(rules, state, seat, rng)
        # Normal's plan stands unless the search rates another move clearly
        # higher: a hundred noisy playouts often cannot tell close moves apart.
        plan = normal_choice(rules.observe(state, seat), seat, rules.legal_actions(state, seat))
        stats = {c.action: c for c in self.search.last_stats.root}
        mine, best = stats.get(plan), stats.get(found)
        if mine is None or best is None or best.mean_reward >= mine.mean_reward + TRUST_MARGIN:
            return found
        return plan
