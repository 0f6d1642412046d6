"""Comparing whole plans by rollouts over determinizations.

Where a game's choices come as long chains (a deckbuilder's phase: cards,
steps, a fight), a tree over single actions spends its iterations telling
card orders apart.  ``compare_plans`` instead scores a few whole plans, each
played out by the game's own policy (``play``) to a horizon and scored there
(``score``):

- every sample draws one determinization (``rules.determinize``; the true
  state is never read otherwise) and one seed, and plays *every* plan on its
  own copy of that determinization with an rng of that seed (common random
  numbers), so the plans are compared on the same cards and the same luck
  and small differences show after few samples;
- ``samples`` and ``time_budget`` bound the work (whichever comes first; at
  least one sample is always taken, and a sample the budget cuts short is
  dropped whole); a fixed count with no budget replays exactly for a given rng;
- a runner's stop request (``stop_requested``) ends it after the sample under
  way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..model import Seat
from ..rng import Rng
from .bot import Budget

PlayPlan = Callable[[Any, Any, Seat, Any, Any], None]   # (rules, copy, seat, plan, rng): plays to the horizon
ScoreState = Callable[[Any, Any, Seat], float]           # (rules, copy, seat) -> the seat's score


@dataclass(frozen=True, slots=True)
class PlanStats:
    """What the last comparison did, for benchmarks and the curious."""

    samples: int
    seconds: float
    stopped: str                 # "samples", "time" or "cancelled"
    means: tuple[float, ...]     # the mean score of each plan, in the order given
    chosen: int | None = None    # the plan the bot then picked (set by the bot: the comparison only scores)


def compare_plans(rules: Any, state: Any, seat: Seat, plans: Sequence[Any], rng: Any, play: PlayPlan,
                  score: ScoreState, samples: int | None = 8, time_budget: float | None = None) -> PlanStats:
    """Mean ``score`` of each plan over determinizations of ``state`` for ``seat``."""
    if samples is None and time_budget is None:
        raise ValueError("compare_plans needs a sample count, a time budget, or both")
    budget = Budget(samples, time_budget, "samples")
    totals = [0.0] * len(plans)
    done = 0
    while True:
        stopped = budget.stop(done, cancel_at_once=False)
        if stopped:
            break
        det = rules.determinize(state, seat, rng)
        seed = rng.randrange(1 << 30)
        scores = []
        for k, plan in enumerate(plans):
            if budget.late(done):
                break  # a sample left half done would favour the plans it reached: drop it
            copy = det if k == len(plans) - 1 else rules.clone(det)
            play(rules, copy, seat, plan, Rng(seed))
            scores.append(score(rules, copy, seat))
        if len(scores) < len(plans):
            stopped = "time"
            break
        totals = [t + x for t, x in zip(totals, scores)]
        done += 1
    return PlanStats(done, budget.seconds(), stopped, tuple(t / done for t in totals))
