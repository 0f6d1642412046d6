"""Scotland Yard bots: Easy, Normal and Hard, for Mister X and the detectives.

Pure Python.  Every bot learns about the game only through the rules:
``rules.determinize(state, seat, rng)`` gives Mister X the true state and a
detective a copy with Mister X on a station drawn from the publicly possible
ones (``state.possible``, kept exactly by the rules with
``knowledge.advance``); the bots read only public fields of that copy, and
Mister X his own station.

- Easy: Mister X picks a random move that no hunter can reach next turn,
  keeping his black and double-move tickets for emergencies; detectives move
  toward the nearest possible station half the time and at random otherwise.
- Normal: heuristics.  Mister X (``ai_mister_x``) scores each move by the
  distance to the nearest hunter, the exits he keeps out of their reach, and
  how many stations the detectives will have to consider afterwards, plays a
  black ticket where it blurs the trail (after
  surfacing, or off a station with several modes) and a double move when
  every single move is in reach of a hunter.  Detectives
  (``ai_detective``) weigh the possible stations by likelihood
  (``ai_belief``), close the expected distance to them while spreading out
  and hemming in his escape routes, stand on hubs before he surfaces, and
  keep enough tickets not to be stranded.
- Hard: Monte-Carlo tree search after Nijssen and Winands (``ai_search``).

``make_bot(level, seed)`` returns a bot for any seat: it plays Mister X or a
detective by the seat it is asked to move.  Its Hard search counts
iterations only, so a seed replays the same game (``simulate``);
``table_bot`` is the table's: Hard there thinks for up to half a second.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from game.core.ai.levels import Budget, Level, makers
from game.core.model import Action

from .ai_common import hunter_stations, nearest_hunter, reach_of_hunters
from .ai_detective import DetectiveHeuristic
from .ai_mister_x import MisterXHeuristic
from .ai_search import (
    APP_ITERATIONS,
    APP_SECONDS,
    COALITION_REDUCTION,
    SIM_ITERATIONS,
    HardBot,
    SearchRules,
    categorized_sample,
    filter_x_actions,
    playout_policy,
)
from .rules import MISTER_X

__all__ = [
    "APP_ITERATIONS", "APP_SECONDS", "COALITION_REDUCTION", "LEVELS", "DetectiveHeuristic", "HardBot", "LevelBot",
    "MisterXHeuristic", "SearchRules", "categorized_sample", "filter_x_actions", "hunter_stations", "make_bot",
    "nearest_hunter", "playout_policy", "reach_of_hunters", "table_bot",
]


# -- the levels -------------------------------------------------------------------------

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


# The levels (``game.core.ai.levels``): Hard counts iterations only in
# simulations, so a seed replays the same game; at the table it searches
# until ``APP_SECONDS`` have passed (or ``APP_ITERATIONS``), whatever the machine.
LEVELS = {
    "easy": Level(partial(LevelBot, "easy")),
    "normal": Level(partial(LevelBot, "normal")),
    "hard": Level(lambda seed, budget: HardBot(seed, iterations=budget.iterations, seconds=budget.seconds),
                  sim=Budget(SIM_ITERATIONS), table=Budget(APP_ITERATIONS, APP_SECONDS)),
}
make_bot, table_bot = makers(LEVELS)
