"""Scotland Yard: why a move is refused, in words a player understands."""

from __future__ import annotations

from game.core.model import Action

from ..knowledge import BLACK, BUS, TAXI, TICKETS, UNDERGROUND
from .state import (
    _TICKET_INDEX, HUNTERS, MISTER_X, OVER, PIECE_COUNT, PIECE_NAMES, X_DOUBLE_1, X_MOVE,
    ScotlandYardState, _can_continue, _occupied,
)
from .turn import can_double, to_act


def refusal(state: ScotlandYardState, seat: int, action: Action) -> str | None:
    if not isinstance(action, Action):
        return "that is not a move"
    if state.phase == OVER:
        return "the game is over"
    if is_legal(state, seat, action):
        return None
    acting = to_act(state)
    if seat not in acting:
        if acting == (MISTER_X,):
            return "it is Mister X's turn"
        if seat == MISTER_X:
            return "the detectives are moving"
        return "none of your pieces can move now"
    if action.kind == "double":
        if state.phase != X_MOVE:
            return "a double move is announced before the first of its two moves"
        if state.x_double <= 0:
            return "you have no double-move ticket left"
        return "no two moves in a row are possible from here"
    if action.kind != "move":
        return f"{action.kind!r} is not a Scotland Yard move"
    args = action.args
    if len(args) != 3 or not isinstance(args[0], int) or not isinstance(args[2], int) or args[1] not in TICKETS:
        return "a move names a piece, a ticket and a station"
    piece, ticket, station = args
    layout = state.layout
    if not 0 <= piece < PIECE_COUNT or layout.owner[piece] != seat:
        return "that piece is not yours to move"
    if (state.moved >> piece) & 1:
        return f"{PIECE_NAMES[piece]} has already moved this round"
    t = TICKETS.index(ticket)
    here = state.pos[piece]
    if piece != MISTER_X and t == BLACK:
        return "only Mister X has black tickets"
    by_ticket = state.tables.moves.by_ticket
    if station not in by_ticket[t][here]:
        if station not in by_ticket[BLACK][here]:
            return f"{station} is not next to {here} on any line"
        if not any(station in by_ticket[m][here] for m in (TAXI, BUS, UNDERGROUND)):
            return "the ferry is for Mister X alone, with a black ticket"
        return f"no {ticket} line runs from {here} to {station}"
    if station in _occupied(state):
        return f"station {station} is occupied"
    if piece == MISTER_X:
        if t == BLACK and state.x_black <= 0:
            return "you have no black ticket left"
        if t != BLACK and state.supply[t] <= 0:
            return f"the general pile has no {ticket} ticket left"
        if state.phase == X_DOUBLE_1:
            return "from there the second move of the double would be impossible"
    else:
        a = layout.account[piece]
        if a >= 0 and state.acct[a][t] <= 0:
            return f"{PIECE_NAMES[piece]} has no {ticket} ticket left"
    return "that move is not allowed now"


def is_legal(state: ScotlandYardState, seat: int, action: Action) -> bool:
    """Same answer as ``action in legal_actions(state, seat)``, without the list."""
    phase = state.phase
    kind = action.kind
    if phase == OVER:
        return False
    if phase < HUNTERS:
        if seat != MISTER_X:
            return False
        if kind == "double":
            return action.args == () and phase == X_MOVE and can_double(state)
    elif seat not in state.ready:
        return False
    if kind != "move":
        return False
    args = action.args
    if len(args) != 3:
        return False
    piece, ticket, d = args
    if type(piece) is not int or type(d) is not int or ticket not in _TICKET_INDEX:
        return False
    if not 0 <= piece < PIECE_COUNT or state.layout.owner[piece] != seat or (piece == MISTER_X) != (phase < HUNTERS):
        return False
    t = _TICKET_INDEX[ticket]
    tables = state.tables
    here = state.pos[piece]
    if d not in tables.moves.by_ticket[t][here]:
        return False
    occ = _occupied(state)
    if d in occ:
        return False
    if piece == MISTER_X:
        if (state.x_black if t == BLACK else state.supply[t]) <= 0:
            return False
        return phase != X_DOUBLE_1 or _can_continue(tables, d, t, occ, state.supply, state.x_black)
    if t == BLACK or (state.moved >> piece) & 1:
        return False
    a = state.layout.account[piece]
    return a < 0 or state.acct[a][t] > 0


