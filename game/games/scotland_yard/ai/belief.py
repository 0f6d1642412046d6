"""How likely each publicly possible station is to be Mister X's, for the bots.

Pure Python.  ``state.possible`` says where he *may* be; this module says how
*likely* each of those stations is, from the same public facts: the travel
log (tickets, surfaced stations, and where the hunters stood at each of his
moves).  Starting from his last surfaced station (or the X start cards), the
weight of every station is spread over the stations the logged ticket leads
to, more of it to stations away from the hunters (a fugitive does not stop
next to a detective), and the result is restricted to ``state.possible``.

Only public fields are read: a log entry's station only when it surfaced.
"""

from __future__ import annotations

from typing import Any

# Share of weight a step hands to a destination by its distance to the
# nearest hunter (index 1, 2, 3, 4 or more links; 0 cannot happen): he avoids
# stopping where a hunter can reach him.
STEP_PREFERENCE = (0.0, 0.05, 0.4, 0.8, 1.0)


def _step_weight(dist, d: int, hunters) -> float:
    row = dist[d]
    near = len(STEP_PREFERENCE) - 1
    for h in hunters:
        v = row[h]
        if v < near:
            near = v
    return STEP_PREFERENCE[near]


def belief(state: Any) -> dict[int, float]:
    """{station: probability} over ``state.possible`` (sums to 1)."""
    possible = state.possible
    if not possible:
        return {}
    if len(possible) == 1:
        return {next(iter(possible)): 1.0}
    log = state.log
    start = 0
    weights: dict[int, float] = {}
    for i in range(len(log) - 1, -1, -1):
        if log[i][4]:
            weights = {log[i][1]: 1.0}
            start = i + 1
            break
    else:
        weights = {x: 1.0 for x in state.tables.x_starts}
    by_ticket = state.tables.moves.by_ticket
    dist = state.tables.distances()
    for entry in log[start:]:
        table = by_ticket[entry[0]]
        blocked = entry[2]
        nxt: dict[int, float] = {}
        for x, w in weights.items():
            if x in blocked:
                continue
            dests = [d for d in table[x] if d not in blocked]
            if not dests:
                continue
            shares = [_step_weight(dist, d, blocked) + 0.02 for d in dests]
            total = sum(shares)
            for d, sh in zip(dests, shares):
                nxt[d] = nxt.get(d, 0.0) + w * sh / total
        weights = nxt
    out = {x: weights.get(x, 0.0) for x in possible}
    total = sum(out.values())
    if total <= 0:
        return {x: 1.0 / len(possible) for x in possible}
    # A floor keeps every possible station in play: the model of his
    # preferences is only a model.
    floor = 0.05 / len(possible)
    out = {x: w / total + floor for x, w in out.items()}
    total = sum(out.values())
    return {x: w / total for x, w in out.items()}
