"""Last Stone's bots: leave a multiple of four when possible."""

from __future__ import annotations

from functools import partial

from game.core.ai.levels import Level


class StoneBot:
    def __init__(self, level: str, seed: int):
        self.name = f"stones-{level}"

    def choose(self, rules, state, seat, rng):
        legal = rules.legal_actions(state, seat)
        for action in legal:
            if (state.stones - action.args[0]) % 4 == 0:
                return action
        return legal[0]


LEVELS = {level: Level(partial(StoneBot, level)) for level in ("easy", "normal", "hard")}
