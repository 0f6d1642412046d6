"""Wagon Robbers' Hard bot: Normal's plan, reading the rivals' prep turns.

A rival's prep turns tell its hidden role almost surely: a pass marks a
Bounty Hunter (Outlaws bring a card that helps), a card on every turn an
Outlaw (``ai.heuristic.outlaw_share``).  With that reading a Hard Bounty
Hunter keeps its cards when the wagon is safe, where Normal, guessing each
rival an Outlaw half the time, throws one in.

Hard does not search: searches tried on top of this plan (ISMCTS over
determinizations modelling the rivals' roles and placed cargo, the rivals
moving by Normal's plan inside the tree; flat playouts on shared deals; a
search of the role alone) all measured no stronger than the plan at the
table's budget (docs/strength.md).
"""

from __future__ import annotations

from typing import Any

from game.core.model import Action

from .heuristic import normal_choice


def hard_plan(rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
    """Normal's plan from what ``seat`` sees, reading the rivals' prep turns."""
    return normal_choice(rules.observe(state, seat), seat, rules.legal_actions(state, seat), read_turns=True)


class HardBot:
    """Hard: ``hard_plan`` for every decision (it draws no chances, so the seed changes nothing)."""

    def __init__(self, seed: int = 0):
        self.name = "wagon-robbers-hard"

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        return hard_plan(rules, state, seat, rng)
