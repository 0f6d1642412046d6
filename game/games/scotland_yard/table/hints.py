"""Why a hint's move is good, in Scotland Yard's own terms (``game.scenes.hint``).

    why(match, seat, action) -> str | None

Read from what ``seat`` may know only (``match.observe(seat)``): where Mister X
may be, where the pieces stand, the map.  None: the move has no words here.
"""

from __future__ import annotations

from game.core.words import count

from ..board import station_graph
from ..rules import MISTER_X

LAND = ("taxi", "bus", "underground")   # the lines a detective may ride


def why(match, seat, action) -> str | None:
    obs = match.observe(seat)
    if action.kind == "double":
        return "Two rides this round put more of London between you and the detectives before they move."
    if action.kind != "move":
        return None
    piece, ticket, station = action.args
    graph = station_graph()
    hunters = [p["station"] for p in obs["pieces"] if p["piece"] != MISTER_X and p["station"]]
    if piece == MISTER_X:
        dist = graph.distances_from(station, LAND)
        near = min((dist.get(h, 99) for h in hunters), default=99)
        line = f"At {station} the nearest detective is {count(near, 'ride')} away"
        if ticket == "black":
            line += ", and the black ticket hides which line you took"
        return line + "."
    possible = set(obs.get("possible_stations") or ())
    if not possible:
        return None
    n = count(len(possible), "station")
    if station in possible:
        return f"Mister X may be on {n}, and {station} is one of them: landing there may catch him."
    reach = possible.intersection(graph.neighbors(station, LAND))
    if reach:
        return (f"Mister X may be on {n}; from {station} this piece could ride to "
                f"{len(reach)} of them next round.")
    dist = graph.distances_from(station, LAND)
    near = min((dist.get(s, 99) for s in possible), default=99)
    return f"Mister X may be on {n}; {station} brings this piece within {count(near, 'ride')} of the nearest."
