"""Measurements the Scotland Yard bots share.  Pure Python; public facts only
(the hunters' stations and tickets), except where a function says it reads
Mister X's own station (for his bots)."""

from __future__ import annotations

from ..rules import ScotlandYardState

FAR = 6  # distances beyond this count as this: nobody gets there in time


def hunter_stations(state: ScotlandYardState) -> list[int]:
    pos = state.pos
    return [pos[p] for p in state.layout.hunters]


def nearest_hunter(dist, station: int, hunters) -> int:
    """Links from ``station`` to the nearest of ``hunters`` (at most FAR)."""
    row = dist[station]
    best = FAR
    for h in hunters:
        d = row[h]
        if d < best:
            best = d
    return best


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
