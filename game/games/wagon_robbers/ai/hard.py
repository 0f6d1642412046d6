"""Wagon Robbers' Hard bot: every move played out on worlds weighed by how Normal plays.

Normal decides from its own hand and public facts alone, so Hard can read its
rivals by replaying Normal's plan (``ai.worlds``): the worlds it samples hold
rival hands that would have chosen the roles and laid the cards it saw, this
wagon and at earlier battles.  On each such world Hard plays every legal move
and then the rest of the match (the rivals by Normal's plan, itself by its own
plan reading the rivals' prep turns), all moves on the same world and the same
luck, and plays the move that won most often.

Searches that did not measure stronger before this one (docs/strength.md):
ISMCTS over determinizations with the rivals' roles drawn evenly or from
Normal's reasoning about a seat's own hand, flat playouts on plain
determinizations, and a search of the role alone.
"""

from __future__ import annotations

from typing import Any

from game.core.ai.bot import Budget
from game.core.ai.ismcts import RootChoice, SearchStats
from game.core.model import Action
from game.core.rng import Rng

from ..rules import turn
from .heuristic import normal_choice, plan_view
from .worlds import Book, sample_world

# Simulations play a fixed number of worlds per move, so a seed repeats; it is
# what the table reaches in APP_SECONDS (docs/strength.md says how it was measured).
SIM_SAMPLES = 267
APP_SAMPLES, APP_SECONDS = 2000, 0.8


def hard_plan(rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
    """Normal's plan from what ``seat`` sees, reading the rivals' prep turns."""
    return normal_choice(rules.observe(state, seat), seat, rules.legal_actions(state, seat), read_turns=True)


def playout(s: Any, seat: int, rng: Any) -> None:
    """Play ``s`` to the end: ``seat`` by Hard's plan, everyone else by Normal's."""
    while True:
        acting = turn.to_act(s)
        if not acting:
            return
        p = acting[0]
        action = normal_choice(plan_view(s, p), p, turn.legal_actions(s, p), read_turns=p == seat)
        turn.apply_action(s, p, action, rng)


class HardBot:
    """Hard: the legal move that wins most playouts over sampled worlds (``samples``
    worlds, or as many as ``seconds`` allow); the plan's move on a tie."""

    def __init__(self, seed: int = 0, samples: int | None = SIM_SAMPLES, seconds: float | None = None):
        self.name = "wagon-robbers-hard"
        self._rng = Rng(seed)
        self.samples, self.seconds = samples, seconds
        self.last_stats: SearchStats | None = None
        self.book: Book | None = None

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        if self.book is None or self.book.seat != seat:
            self.book = Book(seat)
        self.book.note(rules.observe(state, seat), rng)
        legal = rules.legal_actions(state, seat)
        plan = hard_plan(rules, state, seat)
        if len(legal) == 1:
            return legal[0]
        budget = Budget(self.samples, self.seconds, "samples")
        totals = [0.0] * len(legal)
        done, stopped = 0, None
        while stopped is None:
            stopped = budget.stop(done, cancel_at_once=False)
            if stopped:
                break
            world = sample_world(rules, state, seat, rng, self.book)
            seed = rng.randrange(1 << 30)
            for k, action in enumerate(legal):  # every move on the same world and the same luck
                copy = world.clone()
                luck = Rng(seed)
                turn.apply_action(copy, seat, action, luck)
                playout(copy, seat, luck)
                totals[k] += rules.outcome(copy).rewards[seat]
            done += 1
        means = [t / max(done, 1) for t in totals]
        best = max(range(len(legal)), key=lambda k: (means[k], legal[k] == plan))
        # Every move was played on every world: each world is one look-ahead game for each move.
        root = tuple(RootChoice(legal[k], done, means[k]) for k in sorted(range(len(legal)), key=lambda k: k != best))
        self.last_stats = SearchStats(done, budget.seconds(), 0, stopped, root)
        return legal[best]
