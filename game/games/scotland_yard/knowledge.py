"""Where Mister X can be, worked out from public facts alone.

Pure Python.  The detectives (and anyone watching) know:

- the stations on the X start cards (Mister X starts on one of them);
- every entry of the travel log: the ticket he used (a black ticket hides the
  mode), the station when the entry is a surfacing move, and where every
  detective and Bobby stood when he made it (he may not move onto them);
- where the detectives and Bobbies stand now, and every station one of them
  has moved to since his last move: had he been there, the game would have
  ended with his capture.

From these the set of stations he may occupy is exact: start with the start
cards; for each log entry, drop the stations the pieces stood on (he was not
there), move every remaining station along every link the ticket allows
(taxi, bus, underground; black: any link, the ferry included) to a station
nobody stood on; a surfacing entry replaces the set by its station; finally
drop the stations the pieces stand on now.

Public API
----------
``TICKETS``: ("taxi", "bus", "underground", "black"), the ticket names; a
log entry's ticket is one of them.
``ticket_moves(graph) -> TicketMoves``: for each ticket, the stations one link
away from each station (cached per graph).
``advance(moves, possible, ticket, blocked) -> frozenset``: one log entry.
``possible_locations(travel_log, graph_or_moves, start_stations,
detective_stations=()) -> frozenset[int]``: the whole deduction; each log
entry is a mapping with ``ticket``, ``station`` (None unless surfaced) and
``blocked`` (the stations of the detectives and Bobbies when he moved), the
form of ``observe(...)["travel_log"]`` entries; tuples
``(ticket, station, blocked)`` work too.
"""

from __future__ import annotations

import weakref
from typing import Any, Iterable, Mapping, Sequence

TICKETS = ("taxi", "bus", "underground", "black")
TAXI, BUS, UNDERGROUND, BLACK = range(4)
MODES = ("taxi", "bus", "underground")  # the modes a ticket of that name rides
FERRY = "ferry"  # black tickets only


class TicketMoves:
    """``by_ticket[t][station]``: stations one link away that ticket ``t``
    (an index into ``TICKETS``) may ride to, each once, in link order."""

    __slots__ = ("by_ticket", "stations", "__weakref__")

    def __init__(self, graph: Any):
        ids = [n for n in graph.node_ids if isinstance(n, int) and not isinstance(n, bool)]
        if len(ids) != len(graph.node_ids):
            raise ValueError("Scotland Yard stations are numbered: every node id must be an int")
        size = max(ids) + 1 if ids else 1
        self.stations = tuple(sorted(ids))
        by_ticket = []
        for t, name in enumerate(TICKETS):
            kinds = (MODES + (FERRY,)) if t == BLACK else (name,)
            table: list[tuple[int, ...]] = [()] * size
            for s in ids:
                table[s] = graph.neighbors(s, kinds)
            by_ticket.append(tuple(table))
        self.by_ticket = tuple(by_ticket)


_CACHE: "weakref.WeakKeyDictionary[Any, TicketMoves]" = weakref.WeakKeyDictionary()


def ticket_moves(graph: Any) -> TicketMoves:
    """The ``TicketMoves`` of a graph (a ``TicketMoves`` is returned as is)."""
    if isinstance(graph, TicketMoves):
        return graph
    hit = _CACHE.get(graph)
    if hit is None:
        hit = _CACHE[graph] = TicketMoves(graph)
    return hit


def ticket_index(ticket: Any) -> int:
    if isinstance(ticket, int) and not isinstance(ticket, bool) and 0 <= ticket < len(TICKETS):
        return ticket
    try:
        return TICKETS.index(ticket)
    except ValueError:
        raise ValueError(f"unknown ticket {ticket!r}; use one of {', '.join(TICKETS)}") from None


def advance(moves: TicketMoves, possible: Iterable[int], ticket: Any, blocked: Iterable[int]) -> frozenset:
    """Where he may be after riding ``ticket`` from any of ``possible`` while
    the pieces stood on ``blocked`` (neither where he was nor where he went)."""
    table = moves.by_ticket[ticket_index(ticket)]
    blocked = blocked if isinstance(blocked, (set, frozenset)) else frozenset(blocked)
    out: set[int] = set()
    add = out.update
    for s in possible:
        if s not in blocked:
            add(table[s])
    return frozenset(out.difference(blocked))


def _entry(entry: Any) -> tuple[Any, Any, Sequence[int]]:
    if isinstance(entry, Mapping):
        return entry["ticket"], entry.get("station"), entry.get("blocked", ())
    ticket, station, blocked = entry
    return ticket, station, blocked


def possible_locations(
    travel_log: Iterable[Any],
    graph_or_moves: Any,
    start_stations: Iterable[int],
    detective_stations: Iterable[int] = (),
) -> frozenset:
    """Every station where Mister X may be, given only public facts (see the
    module text).  ``travel_log`` lists his moves in order; a ``station``
    that is not None marks a surfacing entry."""
    moves = ticket_moves(graph_or_moves)
    possible = frozenset(start_stations)
    for entry in travel_log:
        ticket, station, blocked = _entry(entry)
        possible = advance(moves, possible, ticket, blocked)
        if station is not None:
            possible = frozenset((station,))
    return possible.difference(detective_stations)


__all__ = [
    "BLACK", "BUS", "MODES", "TAXI", "TICKETS", "UNDERGROUND", "TicketMoves",
    "advance", "possible_locations", "ticket_index", "ticket_moves",
]
