"""The detectives' heuristic play (Easy and Normal; the Hard search prunes with it).

Pure Python, public facts only: the hunters' stations and tickets, the travel
log as the detectives see it, and ``state.possible`` with the likelihoods of
``ai.belief.belief``.  A move of one piece (detective or Bobby) is scored by

- the expected distance from Mister X to the nearest hunter after it (over
  the likely stations; each hunter covers its own part of the set, so the
  pieces spread out instead of crowding), and the moving piece's own
  distance to the nearest possible station (it closes in);
- how much of his escape from each likely station the hunters' reach then
  covers (hemming him in pays more than standing near him);
- the chance of catching him on the spot (stepping onto a possible station);
- before a surfacing move, a bonus for standing on a bus or underground hub
  near the set, to pounce once he shows himself;
- the ticket spent, weighed by how scarce it is, and a heavy penalty for a
  station from which the detective could not keep moving (stranded).
"""

from __future__ import annotations

from typing import Any

from game.core.model import Action

from ..rules import ROUNDS, SURFACE_MOVES, ScotlandYardState
from .belief import belief
from .common import FAR

TARGETS = 60  # the likeliest stations a move is scored against
CATCH_VALUE = 20.0  # a capture, in links of expected distance
HUB_BONUS = 0.35  # per extra mode at the station, before a surfacing move
STRANDED = 50.0  # a station the detective could not keep moving from
COVER_WEIGHT = 15.0  # his escape routes the hunters' reach covers ...
COVER_POWER = 2.0  # ... squared, so closing the last exits counts most
CHASE_WEIGHT = 1.0  # per link from the moving piece to the nearest possible station
_SURFACE = frozenset(SURFACE_MOVES)
_MODE_INDEX = {"taxi": 0, "bus": 1, "underground": 2}


def likely_targets(s: ScotlandYardState, cap: int | None = None) -> list[tuple[int, float]]:
    """The ``cap`` likeliest stations with their probability (renormalised)."""
    bel = belief(s)
    cap = int(TARGETS) if cap is None else cap
    items = sorted(bel.items(), key=lambda kv: (-kv[1], kv[0]))[:cap]
    total = sum(w for _, w in items) or 1.0
    return [(x, w / total) for x, w in items]


def can_keep_moving(tables: Any, station: int, tickets: list, depth: int) -> bool:
    """Could a detective with ``tickets`` make ``depth`` more moves from ``station``?"""
    if depth <= 0:
        return True
    for m, d in tables.hunter_moves[station]:
        if tickets[m] > 0:
            tickets[m] -= 1
            ok = can_keep_moving(tables, d, tickets, depth - 1)
            tickets[m] += 1
            if ok:
                return True
    return False


def ticket_penalty(s: ScotlandYardState, piece: int, m: int, d: int) -> float:
    """What spending a mode-``m`` ticket to reach ``d`` costs this piece."""
    a = s.layout.account[piece]
    if a < 0:
        return 0.0  # a Bobby rides free
    tickets = s.acct[a]
    rounds_left = ROUNDS - s.round
    if rounds_left <= 0:
        return 0.0
    # Scarcity: how many of the remaining rounds each left ticket must serve.
    cost = (0.0, 0.15, 0.45)[m] + 0.6 * rounds_left / (ROUNDS * tickets[m])
    after = tickets[:]
    after[m] -= 1
    if not can_keep_moving(s.tables, d, after, min(rounds_left, 3)):
        cost += STRANDED
    elif sum(after) < rounds_left and s.tables.modes_mask[d] == 1:
        cost += 0.4  # short of tickets: keep off taxi-only corners
    return cost


def surfacing_next(s: ScotlandYardState) -> bool:
    """Will his next move show him (so hunters should stand on hubs now)?"""
    return len(s.log) + 1 in _SURFACE


def score_hunter_move(s: ScotlandYardState, piece: int, m: int, d: int, targets, dist) -> float:
    """How good moving ``piece`` by mode ``m`` to ``d`` is (bigger is better);
    ``targets`` from ``likely_targets``."""
    pos = s.pos
    others = [pos[p] for p in s.layout.hunters if p != piece]
    row = dist[d]
    expected = 0.0
    for x, w in targets:
        best = row[x]
        for h in others:
            v = dist[h][x]
            if v < best:
                best = v
        expected += w * (best if best < FAR else FAR)
    score = -expected
    if CHASE_WEIGHT:
        # Head for the nearest possible station too: a hunter that closes in
        # fast forces his hand even when the set is wide.
        score -= CHASE_WEIGHT * min((row[x] for x, _ in targets), default=FAR)
    if COVER_WEIGHT:
        reach = {dd for _, dd in s.tables.hunter_moves[d]}
        reach.add(d)
        for h in others:
            reach.add(h)
            reach.update(dd for _, dd in s.tables.hunter_moves[h])
        x_moves = s.tables.x_moves
        cover = 0.0
        for x, w in targets:
            opts = x_moves[x]
            if opts:
                hit = sum(1 for _, y in opts if y in reach)
                cover += w * (hit / len(opts)) ** COVER_POWER
        score += COVER_WEIGHT * cover
    if d in s.possible:
        p = 0.0
        for x, w in targets:
            if x == d:
                p = w
                break
        score += CATCH_VALUE * max(p, 0.5 / len(s.possible))
    if surfacing_next(s):
        mask = s.tables.modes_mask[d]
        extra = ((mask >> 1) & 1) + ((mask >> 2) & 1)
        near = min((row[x] for x, _ in targets), default=FAR)
        if near <= 3:
            score += HUB_BONUS * extra
    return score - ticket_penalty(s, piece, m, d)


class DetectiveHeuristic:
    """Normal detectives (Easy: ``greedy_share`` < 1 plays at random that
    share of the time and otherwise just heads for the likeliest station)."""

    def __init__(self, greedy_share: float = 1.0):
        self.greedy_share = greedy_share

    def choose(self, rules: Any, state: Any, seat: int, rng: Any) -> Action:
        legal = rules.legal_actions(state, seat)
        if self.greedy_share < 1.0 and rng.random() >= self.greedy_share:
            return rng.choice(legal)
        s = rules.determinize(state, seat, rng)  # only its public fields are read
        dist = s.tables.distances()
        targets = likely_targets(s)
        if self.greedy_share < 1.0:
            def simple(a):
                return -min(dist[a.args[2]][x] for x, _ in targets) + 0.01 * rng.random()
            return max(legal, key=simple)
        return rank_hunter_moves(s, legal, rng, targets)[0][1]


def rank_hunter_moves(s: ScotlandYardState, legal: list, rng: Any, targets=None) -> list[tuple[float, Action]]:
    """(score, action) of the hunters' ``legal`` moves, best first; ``s`` is
    read for public facts only."""
    dist = s.tables.distances()
    if targets is None:
        targets = likely_targets(s)
    scored = []
    for i, a in enumerate(legal):
        piece, ticket, d = a.args
        sc = score_hunter_move(s, piece, _MODE_INDEX[ticket], d, targets, dist) + 0.001 * rng.random()
        scored.append((sc, i, a))
    scored.sort(key=lambda e: (-e[0], e[1]))
    return [(sc, a) for sc, _, a in scored]
