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
- Normal: heuristics.  Mister X scores each move by the distance to the
  nearest hunter and by how many stations the detectives will have to
  consider afterwards, plays a black ticket where it blurs the trail (after
  surfacing, or off a station with several modes) and a double move when
  every single move is in reach of a hunter.  Detectives minimise, over the
  possible stations, the distance from the nearest hunter (so they spread to
  cover the set instead of crowding), step onto a possible station when the
  odds are good, and spend underground and bus tickets sparingly.
- Hard: Monte-Carlo tree search after Nijssen and Winands ("Monte-Carlo Tree
  Search for the Hide-and-Seek Game Scotland Yard", IEEE TCIAIG 4(4), 2012),
  on ``game.core.ai.ISMCTS``: one tree over determinizations; for the
  detectives, Mister X's location is sampled by *location categorization*
  (weights by the distance to the nearest hunter, see ``CATEGORY_WEIGHTS``),
  his moves below the root are represented by the ticket he shows (as the
  detectives see them) with the station picked by the playout policy, and
  *coalition reduction* gives a detective who catches him 1 and the others
  ``1 - COALITION_REDUCTION``; playouts are epsilon-greedy with the Normal
  heuristics' cheap core (Mister X runs from the hunters, hunters close on a
  possible station).  Bounded by iterations and wall-clock time.

``make_bot(level, seed)`` returns a bot for any seat: it plays Mister X or a
detective by the seat it is asked to move.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.ai import ISMCTS, RandomBot
from game.core.model import Action, Outcome

from .knowledge import BLACK, advance
from .rules import (
    DOUBLE,
    HUNTERS,
    MISTER_X,
    OVER,
    SURFACE_MOVES,
    X_DOUBLE_1,
    X_DOUBLE_2,
    X_MOVE,
    X_WINS,
    ScotlandYardState,
    move_action,
)

LEVELS = ("random", "easy", "normal", "hard")
_SURFACE = frozenset(SURFACE_MOVES)
FAR = 6  # distances beyond this count as this: the hunters cannot reach in time anyway
TICKET_COST = (0.0, 0.1, 0.3)  # taxi, bus, underground: the faster the ride, the dearer the ticket

# Location categorization: how likely a publicly possible station is to be
# Mister X's real one, by its distance to the nearest detective or Bobby
# (index 1, 2, 3, 4, 5 or more links; 0 cannot happen).  Mister X avoids the
# hunters, so stations next to one are weighed down; the values are set by
# hand and are the place to put frequencies measured from played games.
CATEGORY_WEIGHTS = (0.0, 0.45, 0.75, 1.0, 1.0, 1.0)
COALITION_REDUCTION = 0.25
HARD_ITERATIONS = 1200
HARD_SECONDS = 0.5
PLAYOUT_EPSILON = 0.15


# -- shared measurements ---------------------------------------------------------

def hunter_stations(state: ScotlandYardState) -> list[int]:
    pos = state.pos
    return [pos[p] for p in state.layout.hunters]


def reach_of_hunters(state: ScotlandYardState) -> set:
    """Stations some detective or Bobby could move to next, with its tickets."""
    layout = state.layout
    table = state.tables.hunter_moves
    out = set()
    for p in layout.hunters:
        a = layout.account[p]
        tickets = state.acct[a] if a >= 0 else None
        for m, d in table[state.pos[p]]:
            if tickets is None or tickets[m] > 0:
                out.add(d)
    return out


def nearest_hunter(dist, station: int, hunters) -> int:
    row = dist[station]
    best = FAR
    for h in hunters:
        d = row[h]
        if d < best:
            best = d
    return best


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
        opts = rules._x_options(s)
        if not self.careful:
            safe = [(t, d) for t, d in opts if d not in danger and t != BLACK]
            if not safe:
                safe = [(t, d) for t, d in opts if d not in danger] or opts
            t, d = rng.choice(safe)
            if s.phase == X_MOVE and DOUBLE in legal and all(dd in danger for _, dd in opts):
                return DOUBLE
            return move_action(MISTER_X, t, d)
        scored = []
        for t, d in opts:
            sc = x_move_score(rules, s, t, d, dist, hunters, danger)
            if s.phase == X_DOUBLE_1:
                sc = max(sc, self._second_step_best(rules, s, t, d, dist, hunters, danger))
            scored.append((sc + 0.01 * rng.random(), t, d))
        scored.sort(reverse=True)
        best, t, d = scored[0]
        if s.phase == X_MOVE and DOUBLE in legal:
            # Double when every single move is within a hunter's reach, or to
            # slip away right after surfacing with hunters close by.
            surfaced_last = bool(s.log) and s.log[-1][4]
            close = nearest_hunter(dist, s.pos[MISTER_X], hunters) <= 2
            if best < -10.0 or (surfaced_last and close and s.x_double >= 1 and best < 9.0):
                return DOUBLE
        return move_action(MISTER_X, t, d)

    def _second_step_best(self, rules, s, t, d, dist, hunters, danger) -> float:
        nxt = s.clone()
        rules.step(nxt, move_action(MISTER_X, t, d))
        best = -1e9
        for t2, d2 in rules._x_options(nxt):
            best = max(best, x_move_score(rules, nxt, t2, d2, dist, hunters, danger))
        return best


# -- detectives -------------------------------------------------------------------------

def hunter_move_score(s: ScotlandYardState, piece: int, m: int, d: int, targets, dist, others) -> float:
    """How good is moving ``piece`` by mode ``m`` to ``d`` (bigger is better):
    the mean over ``targets`` (possible stations) of the distance from the
    nearest hunter, this one standing on ``d``; a chance to catch him; the
    ticket spent."""
    row = dist[d]
    total = 0.0
    for x in targets:
        best = row[x]
        for h in others:
            v = dist[h][x]
            if v < best:
                best = v
        total += best if best < FAR else FAR
    score = -total / len(targets)
    if d in s.possible:
        score += 6.0 / len(s.possible)
    a = s.layout.account[piece]
    if a >= 0:
        tickets = s.acct[a]
        rounds_left = 22 - s.round
        score -= TICKET_COST[m] + 1.5 * rounds_left / (22.0 * tickets[m])
        mask = s.tables.modes_mask[d]
        if not any((mask >> k) & 1 and tickets[k] - (k == m) > 0 for k in range(3)) and rounds_left:
            score -= 50.0  # he would be stuck there for good
    score += 0.05 * len(s.tables.hunter_moves[d]) ** 0.5
    return score


def _targets(s: ScotlandYardState, rng: Any, cap: int = 60) -> list[int]:
    possible = sorted(s.possible)
    if len(possible) > cap:
        possible = rng.sample(possible, cap)
    return possible


class DetectiveHeuristic:
    """Normal detectives (and Easy, with ``greedy_share`` < 1)."""

    def __init__(self, greedy_share: float = 1.0):
        self.greedy_share = greedy_share

    def choose(self, rules: Any, state: Any, seat: int, rng: Any) -> Action:
        legal = rules.legal_actions(state, seat)
        if self.greedy_share < 1.0 and rng.random() >= self.greedy_share:
            return rng.choice(legal)
        s = rules.determinize(state, seat, rng)  # only its public fields are read
        dist = s.tables.distances()
        targets = _targets(s, rng)
        if self.greedy_share < 1.0:
            # Easy: straight at the nearest possible station, nothing more.
            def simple(a):
                return -min(dist[a.args[2]][x] for x in targets) + 0.01 * rng.random()
            return max(legal, key=simple)
        pos = s.pos
        best, best_score = legal[0], -1e18
        for a in legal:
            piece, ticket, d = a.args
            m = ("taxi", "bus", "underground").index(ticket)
            others = [pos[p] for p in s.layout.hunters if p != piece]
            sc = hunter_move_score(s, piece, m, d, targets, dist, others) + 0.001 * rng.random()
            if sc > best_score:
                best, best_score = a, sc
        return best


# -- Hard: Monte-Carlo tree search ------------------------------------------------------------

X_TICKET = tuple(Action("x_ticket", (t,)) for t in range(4))


class SearchRules:
    """The rules as the Hard bot's search sees them (the hooks ISMCTS offers
    are the rules object it is handed and its playout policy):

    - ``determinize`` samples Mister X's station by location categorization;
    - in a detective's search, Mister X's moves are his visible choice (the
      ticket, or a double move); the station is drawn by the playout policy;
    - ``outcome`` applies coalition reduction;
    - ``apply`` skips the events (nobody animates a search).
    """

    def __init__(self, rules: Any, observer: int):
        self.rules = rules
        self.observer = observer
        self.hide_x = observer != MISTER_X

    def to_act(self, state):
        return self.rules.to_act(state)

    def legal_actions(self, state, seat):
        rules = self.rules
        if seat == MISTER_X and state.phase < HUNTERS:
            if self.hide_x:
                opts = rules._x_options(state)
                out = [X_TICKET[t] for t in sorted({t for t, _ in opts})]
                if state.phase == X_MOVE and rules.can_double(state):
                    out.append(DOUBLE)
                return out
            return filter_x_actions(rules, state, rules.legal_actions(state, seat))
        return rules.legal_actions(state, seat)

    def apply(self, state, seat, action, rng):
        if action.kind == "x_ticket":
            t = action.args[0]
            opts = [o for o in self.rules._x_options(state) if o[0] == t]
            action = x_playout_pick(state, opts, rng)
        self.rules.step(state, action, None)
        return ()

    def outcome(self, state):
        out = self.rules.outcome(state)
        if out is None or state.winner == X_WINS or state.catcher < 0:
            return out
        catcher_seat = state.layout.owner[state.catcher]
        rewards = tuple(0.0 if i == MISTER_X else 1.0 if i == catcher_seat else 1.0 - COALITION_REDUCTION
                        for i in range(len(out.rewards)))
        return Outcome(out.winners, rewards, out.reason)

    def determinize(self, state, viewer, rng):
        rules = self.rules
        if viewer == MISTER_X or state.phase == OVER:
            return rules.determinize(state, viewer, rng)
        return rules.with_mister_x_at(state, categorized_sample(state, rng), viewer)


def categorized_sample(state: ScotlandYardState, rng: Any) -> int:
    """Mister X's station drawn from the possible ones, each weighted by
    ``CATEGORY_WEIGHTS`` of its distance to the nearest hunter."""
    options = sorted(state.possible)
    if len(options) == 1:
        return options[0]
    dist = state.tables.distances()
    hunters = hunter_stations(state)
    weights = [CATEGORY_WEIGHTS[min(nearest_hunter(dist, x, hunters), 5)] for x in options]
    total = sum(weights)
    if total <= 0:
        return rng.choice(options)
    r = rng.random() * total
    for x, w in zip(options, weights):
        r -= w
        if r < 0:
            return x
    return options[-1]


def filter_x_actions(rules: Any, state: ScotlandYardState, legal: list) -> list:
    """Move filtering for Mister X's search: black tickets only where they
    blur the trail (after surfacing, on the ferry, or when few stations are
    possible), double moves only when a hunter is within two links."""
    if state.phase != X_MOVE and state.phase != X_DOUBLE_1 and state.phase != X_DOUBLE_2:
        return legal
    here = state.pos[MISTER_X]
    surfaced_last = bool(state.log) and state.log[-1][4]
    plain = {d for _, d in state.tables.hunter_moves[here]}
    keep_black = surfaced_last or len(state.possible) <= 3
    dist = state.tables.distances()
    close = nearest_hunter(dist, here, hunter_stations(state)) <= 2
    out = []
    for a in legal:
        if a is DOUBLE or a.kind == "double":
            if close:
                out.append(a)
        elif a.args[1] == "black":
            if keep_black or a.args[2] not in plain:
                out.append(a)
        else:
            out.append(a)
    return out or legal


def x_playout_pick(state: ScotlandYardState, opts, rng) -> Action:
    """Epsilon-greedy: away from the nearest hunter, preferring plain tickets."""
    if not opts:
        raise ValueError("Mister X has no move here")
    if rng.random() < PLAYOUT_EPSILON:
        t, d = opts[rng.randrange(len(opts))]
        return move_action(MISTER_X, t, d)
    dist = state.tables.distances()
    hunters = hunter_stations(state)
    best, best_score = opts[0], -1e9
    for t, d in opts:
        sc = nearest_hunter(dist, d, hunters) - (0.5 if t == BLACK else 0.0) + 0.1 * rng.random()
        if sc > best_score:
            best, best_score = (t, d), sc
    return move_action(MISTER_X, best[0], best[1])


def playout_policy(rules: Any, state: ScotlandYardState, seat: int, rng: Any) -> Action:
    """The playout policy of the Hard search (``rules`` is ``SearchRules``)."""
    base = rules.rules if isinstance(rules, SearchRules) else rules
    if state.phase < HUNTERS:
        if state.phase == X_MOVE and state.x_double > 0:
            opts = base._x_options(state)
            danger = reach_of_hunters(state)
            if opts and all(d in danger for _, d in opts) and base.can_double(state):
                return DOUBLE
        else:
            opts = base._x_options(state)
        return x_playout_pick(state, opts, rng)
    legal = base._hunter_options(state, seat)
    if rng.random() < PLAYOUT_EPSILON:
        return legal[rng.randrange(len(legal))]
    possible = state.possible
    pool = tuple(possible)
    dist = state.tables.distances()
    best, best_score = legal[0], 1e9
    for a in legal:
        d = a.args[2]
        if d in possible and len(pool) <= 3:
            return a
        row = dist[d]
        sc = min(row[x] for x in (pool if len(pool) <= 4 else rng.sample(pool, 4))) + 0.1 * rng.random()
        if sc < best_score:
            best, best_score = a, sc
    return best


class HardBot:
    """ISMCTS over ``SearchRules`` for whichever seat it is asked to move."""

    def __init__(self, seed: int = 0, iterations: int = HARD_ITERATIONS, seconds: float = HARD_SECONDS):
        self.name = "Hard"
        self.search = ISMCTS(iterations=iterations, time_budget=seconds, exploration=0.7,
                             playout=playout_policy, max_playout_depth=None, name="Hard")
        self.think_seconds: list[float] = []

    @property
    def last_stats(self):
        return self.search.last_stats

    def choose(self, rules: Any, state: Any, seat: int, rng: Any) -> Action:
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        action = self.search.choose(SearchRules(rules, seat), state, seat, rng)
        stats = self.search.last_stats
        if stats is not None:
            self.think_seconds.append(stats.seconds)
        return action if action in legal else legal[0]


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


def make_bot(level: str, seed: int = 0):
    """A bot of ``level`` ("random", "easy", "normal" or "hard")."""
    if level == "random":
        return RandomBot(seed)
    if level in ("easy", "normal"):
        return LevelBot(level, seed)
    if level == "hard":
        return HardBot(seed)
    raise ValueError(f"unknown level {level!r}; use one of {', '.join(LEVELS)}")
