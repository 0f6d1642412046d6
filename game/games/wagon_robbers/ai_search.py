"""Wagon Robbers' Hard bot: ISMCTS over ``determinize`` (the cargo it cannot
see dealt anew, unrevealed roles guessed, the decks shuffled).

Playouts follow Normal's plan for every seat (with a little noise, so the
rivals are not perfectly predictable) and stop after ``DEPTH`` moves; the
position is then scored as a soft share of the lead in wagons, cargo in hand
counting a little.  In simulations Hard runs a fixed number of iterations, so
results repeat; at the table (``ai.LEVELS``) it thinks for a second.
Normal's move stands unless the search rates another clearly higher
(``TRUST_MARGIN``).
"""

from __future__ import annotations

import math
from typing import Any

from game.core.ai.guarded import GuardedSearch
from game.core.model import Action

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


def _plan(rules: Any, state: Any, seat: int, rng: Any) -> Action:
    return normal_choice(rules.observe(state, seat), seat, rules.legal_actions(state, seat))


class HardBot(GuardedSearch):
    """ISMCTS with Normal's plan in the playouts; Normal's move stands unless
    the search rates another clearly higher (a hundred noisy playouts often
    cannot tell close moves apart)."""

    def __init__(self, seed: int = 0, iterations: int | None = SIM_ITERATIONS, time_budget: float | None = None):
        super().__init__("wagon-robbers-hard", seed, iterations, time_budget, plan=_plan, playout=policy,
                         evaluator=rollout_value, depth=DEPTH, margin=TRUST_MARGIN)
