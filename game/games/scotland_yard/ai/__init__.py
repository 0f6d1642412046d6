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
- Normal: heuristics.  Mister X (``ai.mister_x``) scores each move by the
  distance to the nearest hunter, the exits he keeps out of their reach, and
  how many stations the detectives will have to consider afterwards, plays a
  black ticket where it blurs the trail (after
  surfacing, or off a station with several modes) and a double move when
  every single move is in reach of a hunter.  Detectives
  (``ai.detective``) weigh the possible stations by likelihood
  (``ai.belief``), close the expected distance to them while spreading out
  and hemming in his escape routes, stand on hubs before he surfaces, and
  keep enough tickets not to be stranded.
- Hard: Monte-Carlo tree search after Nijssen and Winands (``ai.hard``).

``make_bot(level, seed)`` returns a bot for any seat: it plays Mister X or a
detective by the seat it is asked to move.  Its Hard search counts
iterations only, so a seed replays the same game (``simulate``);
``table_bot`` is the table's: Hard there thinks for up to half a second.
"""

from __future__ import annotations

from functools import partial

from game.core.ai.levels import Budget, Level, makers

from .hard import APP_ITERATIONS, APP_SECONDS, SIM_ITERATIONS, HardBot
from .heuristic import LevelBot

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
