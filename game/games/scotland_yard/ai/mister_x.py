"""Mister X's heuristic play (Easy and Normal; the Hard search prunes with it).

Pure Python.  Mister X knows where he is (``rules.determinize`` gives him the
true state).  A move is scored by the distance to the nearest hunter, the
number of stations the detectives will have to consider afterwards, and
whether it is in a hunter's reach; black tickets are kept for where they blur
the trail (just surfaced, a station with several modes, the ferry) and a
double move for escaping hunters close by.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.model import Action

from ..knowledge import BLACK, advance
from ..rules import DOUBLE, MISTER_X, SURFACE_MOVES, X_DOUBLE_1, X_MOVE, ScotlandYardState, move_action
from ..rules.turn import x_options
from .common import hunter_stations, nearest_hunter, reach_of_hunters

_SURFACE = frozenset(SURFACE_MOVES)
EXIT_WEIGHT = 0.7  # per exit (up to 4) the hunters cannot reach next turn


def _x_view(rules: Any, state: Any, rng: Any) -> ScotlandYardState:
    return rules.determinize(state, MISTER_X, rng)


# -- Mister X -------------------------------------------------------------------------

def x_move_score(rules: Any, s: ScotlandYardState, t: int, d: int, dist, hunters, danger: set,
                 careless: bool = False) -> float:
    """How good is Mister X's step on ticket ``t`` to ``d`` (bigger is better)."""
    near = nearest_hunter(dist, d, hunters)
    score = 3.0 * min(near, 4) + 0.3 * len(s.tables.hunter_moves[d]) ** 0.5
    if d in danger:
        score -= 40.0
    if careless:
        return score
    # Room to run on the next turn: exits the hunters cannot reach even
    # after closing in by one link (a dead end is a trap).
    safe = sum(1 for _, y in s.tables.x_moves[d] if nearest_hunter(dist, y, hunters) >= 3)
    score += EXIT_WEIGHT * min(safe, 4)
    n = len(s.log) + 1
    if n not in _SURFACE:
        blur = advance(s.tables.moves, s.possible, t, set(hunters))
        score += 1.6 * math.log(1 + len(blur))
    if t == BLACK:
        surfaced_last = bool(s.log) and s.log[-1][4]
        modes = s.tables.modes_mask[s.pos[MISTER_X]]
        ferry = d not in {dd for _, dd in s.tables.hunter_moves[s.pos[MISTER_X]]}
        useful = surfaced_last or ferry or (modes & 0b110 and len(s.possible) <= 3)
        score -= 1.0 if useful else 6.0
        if s.x_black > black_needed(s):
            score += 0.8
    return score


def black_needed(s: ScotlandYardState) -> int:
    """Black tickets beyond this are spare: roughly one per surfacing still ahead."""
    return sum(1 for m in SURFACE_MOVES if m > len(s.log))


class MisterXHeuristic:
    """Normal Mister X (and Easy, with ``careful=False``)."""

    def __init__(self, careful: bool = True):
        self.careful = careful

    def choose(self, rules: Any, state: Any, rng: Any) -> Action:
        s = _x_view(rules, state, rng)
        legal = rules.legal_actions(s, MISTER_X)
        dist = s.tables.distances()
        hunters = hunter_stations(s)
        danger = reach_of_hunters(s)
        opts = x_options(s)
        if not self.careful:
            safe = [(t, d) for t, d in opts if d not in danger and t != BLACK]
            if not safe:
                safe = [(t, d) for t, d in opts if d not in danger] or opts
            t, d = rng.choice(safe)
            if s.phase == X_MOVE and DOUBLE in legal and all(dd in danger for _, dd in opts):
                return DOUBLE
            return move_action(MISTER_X, t, d)
        scored = rank_x_moves(rules, s, rng)
        best, t, d = scored[0]
        if s.phase == X_MOVE and DOUBLE in legal:
            # Double when every single move is within a hunter's reach, or to
            # slip away right after surfacing with hunters close by.
            surfaced_last = bool(s.log) and s.log[-1][4]
            close = nearest_hunter(dist, s.pos[MISTER_X], hunters) <= 2
            if best < -10.0 or (surfaced_last and close and s.x_double >= 1 and best < 9.0):
                return DOUBLE
        return move_action(MISTER_X, t, d)



def rank_x_moves(rules: Any, s: ScotlandYardState, rng: Any) -> list[tuple[float, int, int]]:
    """(score, ticket, station) of Mister X's single steps now, best first
    (``s``: his own view, the true state)."""
    dist = s.tables.distances()
    hunters = hunter_stations(s)
    danger = reach_of_hunters(s)
    scored = []
    for t, d in x_options(s):
        sc = x_move_score(rules, s, t, d, dist, hunters, danger)
        if s.phase == X_DOUBLE_1:
            sc = max(sc, _second_step_best(rules, s, t, d, dist, hunters, danger))
        scored.append((sc + 0.01 * rng.random(), t, d))
    scored.sort(reverse=True)
    return scored


def _second_step_best(rules, s, t, d, dist, hunters, danger) -> float:
    nxt = s.clone()
    rules.step(nxt, move_action(MISTER_X, t, d))
    best = -1e9
    for t2, d2 in x_options(nxt):
        best = max(best, x_move_score(rules, nxt, t2, d2, dist, hunters, danger))
    return best
