"""Scotland Yard: what a seat may see, and words for moves."""

from __future__ import annotations

from game.core.model import Action, Event

from ..knowledge import TICKETS
from .state import (
    BOBBY_PIECES, HUNTERS, MISTER_X, OVER, PHASE_NAMES, PIECE_COUNT, PIECE_NAMES, ROUNDS, SURFACE_MOVES,
    X_DOUBLE_1, X_DOUBLE_2, X_WINS, ScotlandYardState, piece_kind, role_of,
)
from .turn import to_act


def mister_x_visible(state: ScotlandYardState) -> bool:
    """Is his piece on the board for all to see (just surfaced, or game over)?"""
    if state.phase == OVER:
        return True
    return bool(state.log) and state.log[-1][4]


def observe(state: ScotlandYardState, viewer: int | None) -> dict:
    layout = state.layout
    secret = viewer == MISTER_X
    shown = mister_x_visible(state)
    x_station = state.pos[MISTER_X] if (secret or shown) else None
    last_seen = last_seen_move = None
    for i, entry in enumerate(state.log):
        if entry[4]:
            last_seen, last_seen_move = entry[1], i + 1
    pieces = []
    for p in layout.pieces:
        pieces.append({
            "piece": p, "kind": piece_kind(p), "name": PIECE_NAMES[p], "seat": layout.owner[p],
            "station": x_station if p == MISTER_X else state.pos[p],
            "moved": bool((state.moved >> p) & 1) and state.phase == HUNTERS,
            "sat_out": bool((state.sat_out >> p) & 1) and state.phase == HUNTERS,
        })
    log = []
    for i, (t, station, blocked, rnd, surfaced, step) in enumerate(state.log):
        log.append({
            "move": i + 1, "round": rnd, "ticket": TICKETS[t],
            "station": station if (surfaced or secret or state.phase == OVER) else None,
            "surfaced": surfaced, "double_step": step, "blocked": list(blocked),
        })
    acting = to_act(state)
    n = len(state.log)
    upcoming = [m for m in SURFACE_MOVES if m > n]
    return {
        "game": "scotland-yard",
        "viewer": viewer,
        "role": None if viewer is None else role_of(viewer),
        "players": layout.players,
        "round": state.round,
        "rounds": ROUNDS,
        "phase": PHASE_NAMES[state.phase],
        "double_step": 1 if state.phase == X_DOUBLE_1 else 2 if state.phase == X_DOUBLE_2 else 0,
        "to_act": acting[0] if acting else None,
        "acting": list(acting),
        "pieces": pieces,
        "detective_tickets": [
            {"pieces": list(layout.account_pieces[a]), "taxi": state.acct[a][0], "bus": state.acct[a][1],
             "underground": state.acct[a][2]}
            for a in range(layout.accounts)
        ],
        "mister_x": {
            "station": x_station, "visible": shown, "last_seen": last_seen, "last_seen_move": last_seen_move,
            "black": state.x_black, "double": state.x_double,
        },
        "supply": {"taxi": state.supply[0], "bus": state.supply[1], "underground": state.supply[2]},
        "travel_log": log,
        "surface_moves": list(SURFACE_MOVES),
        "next_surface": upcoming[0] if upcoming else None,
        "possible_stations": sorted(state.possible),
        "last_events": [_event_dict(e.for_viewer(viewer)) for e in state.last],
        "outcome": None if state.winner < 0 else {
            "winner": "mister_x" if state.winner == X_WINS else "detectives",
            "reason": state.reason,
            "station": state.pos[MISTER_X],
            "catcher": state.catcher if state.catcher >= 0 else None,
        },
    }


def describe(action: Action, viewer: int | None) -> str:
    if action.kind == "double":
        return "Mister X plays a double-move ticket"
    if action.kind != "move" or len(action.args) != 3:
        return action.kind.replace("_", " ")
    piece, ticket, station = action.args
    name = PIECE_NAMES[piece] if 0 <= piece < PIECE_COUNT else f"Piece {piece}"
    if piece == MISTER_X:
        if viewer != MISTER_X:
            return "Mister X uses a black ticket" if ticket == "black" else f"Mister X takes {_a(ticket)}"
        how = "a black ticket" if ticket == "black" else _a(ticket)
        return f"Mister X takes {how} to {station}"
    if piece in BOBBY_PIECES:
        return f"{name} rides the {ticket} to {station} (free)"
    return f"{name} takes the {ticket} to {station}"


def _a(ticket: str) -> str:
    return "an underground" if ticket == "underground" else f"a {ticket}"


def _event_dict(e: Event) -> dict:
    d = {"kind": e.kind}
    d.update(e.public)
    return d
