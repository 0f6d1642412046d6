"""Scotland Yard's Easy and Normal bots: Mister X's play (``ai.mister_x``) or
the detectives' (``ai.detective``), by the seat asked to move."""

from __future__ import annotations

from typing import Any

from game.core.model import Action

from ..rules import MISTER_X
from .detective import DetectiveHeuristic
from .mister_x import MisterXHeuristic


class LevelBot:
    """One bot per seat and level: Mister X's play or the detectives' by seat."""

    def __init__(self, level: str, seed: int = 0):
        self.level = level
        self.name = level.capitalize()
        if level == "easy":
            self.x, self.d = MisterXHeuristic(careful=False), DetectiveHeuristic(greedy_share=0.5)
        else:
            self.x, self.d = MisterXHeuristic(), DetectiveHeuristic()

    def choose(self, rules: Any, state: Any, seat: int, rng: Any) -> Action:
        if seat == MISTER_X:
            return self.x.choose(rules, state, rng)
        return self.d.choose(rules, state, seat, rng)
