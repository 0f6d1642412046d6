"""Hard: Monte-Carlo tree search for Mister X and the detectives.

Pure Python, after Nijssen and Winands ("Monte-Carlo Tree Search for the
Hide-and-Seek Game Scotland Yard", IEEE TCIAIG 4(4), 2012), on
``game.core.ai.ISMCTS`` (one tree over many determinizations; the root plays
its most visited move).  ``SearchRules`` is the game as the search sees it:

- Detectives' search: every iteration draws Mister X's station from the
  publicly possible ones, weighted by ``ai.belief.belief`` (the paper's
  *location categorization*: stations next to a hunter are unlikely); the
  true station is never read.  His moves in the tree are the ticket he shows
  (what the detectives can see), the station being picked by the playout
  policy.  *Coalition reduction*: the detective who catches him scores 1, the
  others ``1 - COALITION_REDUCTION``, so each also tries to catch him himself.
- Mister X's search: he knows where he is; the tree holds his own choices
  (moves filtered to sensible black and double-move tickets), and the
  detectives' replies between them are played on public information, as the
  real detectives cannot see him either (a tree of all-seeing detectives
  would make him flee phantoms and ignore his cover): for the first
  ``MODEL_ROUNDS`` rounds by Normal's detective play (opponent modelling:
  what careful detectives do with what they know), later by the cheap
  playout policy.  Their replies depend on public facts only, so each is
  worked out once per search and remembered (``_reply_key``).
- The root weighs only the Normal heuristic's ``ROOT_WIDTH`` best moves
  (plus a sensible double move for Mister X), so the iterations go into
  telling good moves apart; the detectives' search overrules the
  heuristic's best move only when its pick leads by ``OVERRULE_MARGIN``; below it, Mister X's black tickets and double
  moves are filtered (``filter_x_actions``).
- Playouts are epsilon-greedy heuristic play (Mister X out of reach and away
  from the hunters; hunters closing on the possible stations and stepping
  onto one when the odds are good) for ``PLAYOUT_ROUNDS`` rounds, then
  ``evaluate`` scores the position.  Rewards are per seat: Mister X's is 1
  for escaping, 0 when caught.
"""

from __future__ import annotations

import math
import time
from typing import Any

from game.core.ai import ISMCTS
from game.core.model import Action, Outcome

from ..knowledge import BLACK
from ..rules import DOUBLE, HUNTERS, MISTER_X, OVER, ROUNDS, X_MOVE, X_WINS, ScotlandYardState, move_action
from ..rules.turn import can_double, hunter_options, x_options
from .belief import belief
from .common import hunter_stations, nearest_hunter, reach_of_hunters
from .detective import DetectiveHeuristic, rank_hunter_moves
from .mister_x import rank_x_moves

COALITION_REDUCTION = 0.25
# Per decision in ``make_bot``: a fixed count, so a seed replays the same game; it is
# what the table reaches in APP_SECONDS, measured once on the development machine
# (two shared cores) with ``build_scripts/think_time.py scotland-yard --players 6
# --decisions 60 --seed 1``: 270 iterations at the median (p95 0.68 s); see docs/strength.md.
SIM_ITERATIONS = 270
APP_ITERATIONS = 1500  # at the table: at most this many ...
APP_SECONDS = 0.5  # ... and thinking stops after this long, so the table never waits
OVERRULE_MARGIN = 0.03  # mean-reward lead the detectives' search needs over the heuristic's best move
BUDGET_MARGIN = 0.03  # seconds kept back from the search for its last iteration and the reply
PLAYOUT_EPSILON = 0.1
PLAYOUT_ROUNDS = 3  # playouts stop after this many of Mister X's moves and are scored
ROOT_WIDTH = 5  # the root weighs only the heuristic's best few moves (progressive pruning)
MODEL_ROUNDS = 2  # rounds of Mister X's search in which the detectives reply as Normal ones would
SAMPLE_TARGETS = 6  # possible stations a playout hunter aims at
PLAYOUT_CATCH = 20.0  # pull toward stepping onto a possible station, over their number

X_TICKET = tuple(Action("x_ticket", (t,)) for t in range(4))


# -- playout policies ------------------------------------------------------------------

def x_playout_pick(state: ScotlandYardState, opts, rng) -> Action:
    """Epsilon-greedy Mister X: out of the hunters' reach, away from them,
    onto busy stations, plain tickets before black ones."""
    if not opts:
        raise ValueError("Mister X has no move here")
    if rng.random() < PLAYOUT_EPSILON:
        t, d = opts[rng.randrange(len(opts))]
        return move_action(MISTER_X, t, d)
    tables = state.tables
    dist = tables.distances()
    hunters = hunter_stations(state)
    danger = reach_of_hunters(state)
    best, best_score = opts[0], -1e9
    for t, d in opts:
        sc = min(nearest_hunter(dist, d, hunters), 4) + 0.1 * len(tables.hunter_moves[d]) ** 0.5
        if d in danger:
            sc -= 10.0
        if t == BLACK:
            sc -= 0.5
        sc += 0.1 * rng.random()
        if sc > best_score:
            best, best_score = (t, d), sc
    return move_action(MISTER_X, best[0], best[1])


def x_playout_action(state: ScotlandYardState, rng: Any) -> Action:
    opts = x_options(state)
    if state.phase == X_MOVE and state.x_double > 0 and opts:
        danger = reach_of_hunters(state)
        if all(d in danger for _, d in opts) and can_double(state):
            return DOUBLE
    return x_playout_pick(state, opts, rng)


def hunter_playout_action(state: ScotlandYardState, seat: int, rng: Any) -> Action:
    """Epsilon-greedy hunter on public facts: step onto a possible station when
    few remain, else close the expected distance to a few sampled ones."""
    legal = hunter_options(state, seat)
    if rng.random() < PLAYOUT_EPSILON:
        return legal[rng.randrange(len(legal))]
    possible = state.possible
    pool = tuple(possible)
    if len(pool) > SAMPLE_TARGETS:
        pool = rng.sample(pool, SAMPLE_TARGETS)
    dist = state.tables.distances()
    pos = state.pos
    hunters = state.layout.hunters
    acct = state.acct
    account = state.layout.account
    small = len(possible) <= 3
    # Per moving piece, the other hunters' distance to each target: computed once, not per move.
    others: dict[int, list] = {}
    best, best_score = legal[0], -1e9
    for a in legal:
        piece, ticket, d = a.args
        if small and d in possible:
            return a
        rest = others.get(piece)
        if rest is None:
            rows = [dist[pos[p]] for p in hunters if p != piece]
            rest = others[piece] = [min([r[x] for r in rows], default=99) for x in pool]
        row = dist[d]
        total = 0
        near = 99
        for x, w in zip(pool, rest):
            v = row[x]
            if v < near:
                near = v
            total += v if v < w else w
        sc = -total / len(pool) - near + 0.05 * rng.random()
        if d in possible:
            sc += PLAYOUT_CATCH / len(possible)  # a guess at where he is
        acc = account[piece]
        if acc >= 0:
            m = 0 if ticket == "taxi" else 1 if ticket == "bus" else 2
            sc -= (0.0, 0.1, 0.3)[m] + 2.0 / (1 + acct[acc][m])
        if sc > best_score:
            best, best_score = a, sc
    return best


def playout_policy(rules: Any, state: ScotlandYardState, seat: int, rng: Any) -> Action:
    """The playout policy of the Hard search (``rules`` is ``SearchRules``; the
    moves are read from the state alone)."""
    if state.phase < HUNTERS:
        return x_playout_action(state, rng)
    return hunter_playout_action(state, seat, rng)


def evaluate(rules: Any, state: ScotlandYardState, observer: int) -> tuple:
    """Rewards of a playout cut short: Mister X's chances grow with his
    distance from the hunters, the stations he may be on, and the rounds
    already survived."""
    dist = state.tables.distances()
    near = nearest_hunter(dist, state.pos[MISTER_X], hunter_stations(state))
    spread = math.log(1 + len(state.possible))
    survived = state.round / ROUNDS
    z = 0.9 * (min(near, 4) - 2) + 0.5 * (spread - 1.5) + 1.5 * survived
    x = 1.0 / (1.0 + math.exp(-z))
    n = state.layout.players
    return (x,) + (1.0 - x,) * (n - 1)


# -- the search's view of the game ----------------------------------------------------------

class SearchRules:
    """The rules as the Hard bot's search sees them (see the module text)."""

    def __init__(self, rules: Any, observer: int):
        self.rules = rules
        self.observer = observer
        self.hide_x = observer != MISTER_X
        self._belief: tuple | None = None
        self._root_key: tuple | None = None
        self._root_moves: list | None = None
        self._replies: dict = {}  # Mister X's search: a modelled detective's move by the public facts
        self._model_until = -1  # ... in rounds up to this one
        self._model = DetectiveHeuristic()

    def prune_root(self, state: ScotlandYardState, rng: Any) -> None:
        """Keep only the heuristic's ``ROOT_WIDTH`` best moves at the root
        (and never one that strands a detective): the search then spends its
        iterations telling good moves apart rather than refuting bad ones."""
        rules = self.rules
        seat = self.observer
        self._root_key = _decision_key(state)
        if seat == MISTER_X:
            self._model_until = state.round + MODEL_ROUNDS - 1
            legal = rules.legal_actions(state, seat)
            ranked = rank_x_moves(rules, state, rng)
            keep = [move_action(MISTER_X, t, d) for _, t, d in ranked[:ROOT_WIDTH]]
            for a in filter_x_actions(rules, state, legal):
                if a.kind == "double" and a not in keep:
                    keep.append(a)
        else:
            public = rules.with_mister_x_at(state, min(state.possible), seat)
            ranked = rank_hunter_moves(public, rules.legal_actions(state, seat), rng)
            top = ranked[0][0]
            keep = [a for sc, a in ranked[:ROOT_WIDTH] if sc > top - 20.0]
        self._root_moves = keep

    @property
    def root_moves(self) -> list | None:
        """The moves kept at the root, the heuristic's best first."""
        return self._root_moves

    def to_act(self, state):
        return self.rules.to_act(state)

    def legal_actions(self, state, seat):
        rules = self.rules
        if self._root_moves is not None and seat == self.observer and _decision_key(state) == self._root_key:
            return self._root_moves
        if seat == MISTER_X and state.phase < HUNTERS:
            if self.hide_x:
                opts = x_options(state)
                out = [X_TICKET[t] for t in sorted({t for t, _ in opts})]
                if state.phase == X_MOVE and can_double(state):
                    out.append(DOUBLE)
                return out
            return filter_x_actions(rules, state, rules.legal_actions(state, seat))
        return rules.legal_actions(state, seat)

    def apply(self, state, seat, action, rng):
        rules = self.rules
        if action.kind == "x_ticket":
            t = action.args[0]
            opts = [o for o in x_options(state) if o[0] == t]
            action = x_playout_pick(state, opts, rng)
        rules.step(state, action, None)
        if not self.hide_x:
            # Mister X's own search: the detectives reply by the public policy.
            while state.phase == HUNTERS:
                rules.step(state, self._detective_reply(state, rng), None)
        return ()

    def _detective_reply(self, state, rng) -> Action:
        """A detective's move in Mister X's search: Normal's, remembered by
        the public facts it rests on, in the first rounds; the playout's later."""
        seat = state.ready[0]
        if state.round > self._model_until:
            return hunter_playout_action(state, seat, rng)
        key = _reply_key(state, seat)
        action = self._replies.get(key)
        if action is None:
            action = self._replies[key] = self._model.choose(self.rules, state, seat, rng)
        return action

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
        if self._belief is None:
            bel = belief(state)  # public facts only
            options = sorted(bel)
            acc, cum = 0.0, []
            for x in options:
                acc += bel[x]
                cum.append(acc)
            self._belief = (options, cum)
        return rules.with_mister_x_at(state, _draw(self._belief, rng), viewer)


def _keep_heuristic_unless_beaten(stats: Any, ranked: list | None, action: Action) -> Action:
    """The detectives' search overrules the heuristic's best move only when its
    own pick scored clearly better: with a few hundred noisy playouts over
    several hunters, a small lead is chance more often than insight."""
    if stats is None or not ranked or action == ranked[0]:
        return action
    mean = {c.action: c.mean_reward for c in stats.root if c.visits}
    top = ranked[0]
    if top in mean and action in mean and mean[action] - mean[top] < OVERRULE_MARGIN:
        return top
    return action


def _reply_key(state: ScotlandYardState, seat: int) -> tuple:
    """Everything public a detective's heuristic reads: the hunters' stations
    and tickets, the round, who has moved, and the travel log as shown (a
    station only where he surfaced)."""
    return (seat, state.round, state.moved, tuple(state.pos[1:]), tuple(map(tuple, state.acct)),
            tuple((e[0], e[1] if e[4] else -1, e[2]) for e in state.log), state.possible)


def _decision_key(state: ScotlandYardState) -> tuple:
    return (state.round, state.phase, state.moved, len(state.log))


def _draw(table: tuple, rng: Any) -> int:
    options, cum = table
    r = rng.random() * cum[-1]
    for x, c in zip(options, cum):
        if r < c:
            return x
    return options[-1]


def categorized_sample(state: ScotlandYardState, rng: Any) -> int:
    """Mister X's station drawn from the possible ones by their likelihood."""
    bel = belief(state)
    options = sorted(bel)
    acc, cum = 0.0, []
    for x in options:
        acc += bel[x]
        cum.append(acc)
    return _draw((options, cum), rng)


def filter_x_actions(rules: Any, state: ScotlandYardState, legal: list) -> list:
    """Move filtering for Mister X's search: black tickets only where they
    blur the trail (just surfaced, a station with several modes, the ferry,
    or few stations possible), double moves only with a hunter within two
    links (to escape) or right after surfacing."""
    if state.phase == OVER or state.phase >= HUNTERS:
        return legal
    here = state.pos[MISTER_X]
    tables = state.tables
    surfaced_last = bool(state.log) and state.log[-1][4]
    plain = {d for _, d in tables.hunter_moves[here]}
    many_modes = tables.modes_mask[here] & 0b110 != 0
    keep_black = surfaced_last or many_modes or len(state.possible) <= 3
    dist = tables.distances()
    close = nearest_hunter(dist, here, hunter_stations(state)) <= 2
    out = []
    for a in legal:
        if a.kind == "double":
            if close:
                out.append(a)
        elif a.args[1] == "black":
            if keep_black or a.args[2] not in plain:
                out.append(a)
        else:
            out.append(a)
    return out or legal


class HardBot:
    """ISMCTS over ``SearchRules`` for whichever seat it is asked to move."""

    def __init__(self, seed: int = 0, iterations: int | None = SIM_ITERATIONS, seconds: float | None = None):
        self.name = "Hard"
        self.seconds = seconds
        self.search = ISMCTS(iterations=iterations, time_budget=seconds, exploration=0.7,
                             playout=playout_policy, max_playout_depth=None, rollout_evaluator=None, name="Hard")
        self.think_seconds: list[float] = []

    @property
    def last_stats(self):
        return self.search.last_stats

    def choose(self, rules: Any, state: Any, seat: int, rng: Any) -> Action:
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        began = time.perf_counter()
        search_rules = SearchRules(rules, seat)
        view = rules.determinize(state, seat, rng) if seat == MISTER_X else state
        search_rules.prune_root(view, rng)
        if self.seconds is not None:
            # The whole move, pruning included, keeps to the budget; the margin is the
            # last iteration, which may start just before the deadline.
            self.search.time_budget = max(0.05, self.seconds - BUDGET_MARGIN - (time.perf_counter() - began))
        # Playouts stop after PLAYOUT_ROUNDS rounds: in Mister X's search a
        # step is one of his moves (the detectives' replies come with it), in
        # the detectives' a step is any piece's move.
        per_round = 1 if seat == MISTER_X else 1 + len(state.layout.hunters)
        self.search.max_playout_depth = PLAYOUT_ROUNDS * per_round
        self.search.rollout_evaluator = evaluate
        action = self.search.choose(search_rules, state, seat, rng)
        if seat != MISTER_X:
            action = _keep_heuristic_unless_beaten(self.search.last_stats, search_rules.root_moves, action)
        self.think_seconds.append(time.perf_counter() - began)
        return action if action in legal else legal[0]
