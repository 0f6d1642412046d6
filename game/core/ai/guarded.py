"""A search that keeps a heuristic's plan unless it clearly finds better.

Short searches are noisy: a few hundred playouts often cannot tell close
moves apart, and a heuristic that plays the game sensibly is then the better
guide.  ``GuardedSearch`` runs ``ISMCTS`` and plays the plan's move unless
the search rates another move's mean reward at least ``margin`` higher (or
the search never tried the plan).  Most Wanted and Wagon Robbers play their
Hard level this way, each with its own plan, playouts and scoring.
"""

from __future__ import annotations

from typing import Any, Callable

from ..model import Action, Seat
from ..rng import Rng
from .ismcts import ISMCTS, PlayoutPolicy, RolloutEvaluator

PlanPolicy = Callable[[Any, Any, Seat, Any], Action]


def _same(action: Action) -> Any:
    return action


class GuardedSearch:
    """ISMCTS whose pick replaces ``plan``'s move only when clearly better.

    - ``plan(rules, state, seat, rng)``: the heuristic's move, asked after the search;
    - ``playout`` / ``evaluator`` / ``depth``: as ``ISMCTS``'s playout policy,
      rollout evaluator and playout depth;
    - ``options(rules, state, seat)``: when given, the moves worth weighing; a
      single one is played without searching;
    - ``view(rules, state, seat)``: when given, the rules as the search sees
      them (a narrower game, say);
    - ``key(action)``: what makes two actions the same move (twin cards).
    """

    def __init__(self, name: str, seed: int, iterations: int | None, time_budget: float | None, *,
                 plan: PlanPolicy, playout: PlayoutPolicy, evaluator: RolloutEvaluator, depth: int,
                 margin: float, exploration: float = 0.7,
                 options: Callable[[Any, Any, Seat], list] | None = None,
                 view: Callable[[Any, Any, Seat], Any] | None = None,
                 key: Callable[[Action], Any] = _same):
        self.name = name
        self._rng = Rng(seed)
        self.search = ISMCTS(iterations=iterations, time_budget=time_budget, exploration=exploration,
                             playout=playout, max_playout_depth=depth, rollout_evaluator=evaluator, name=name)
        self.plan, self.margin = plan, margin
        self.options, self.view, self.key = options, view, key

    @property
    def last_stats(self):
        return self.search.last_stats

    def choose(self, rules: Any, state: Any, seat: Seat, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        if self.options is not None:
            options = self.options(rules, state, seat)
            if len(options) == 1:
                return options[0]
        searched = rules if self.view is None else self.view(rules, state, seat)
        found = self.search.choose(searched, state, seat, rng)
        plan = self.plan(rules, state, seat, rng)
        key = self.key
        stats = {key(c.action): c for c in self.search.last_stats.root}
        mine, best = stats.get(key(plan)), stats.get(key(found))
        if mine is None or best is None or best.mean_reward >= mine.mean_reward + self.margin:
            return found
        return mine.action
