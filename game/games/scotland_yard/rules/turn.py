"""Scotland Yard: whose turn it is, what they may do, and applying a move."""

from __future__ import annotations

from typing import Any

from game.core.model import Action, Event, Outcome

from ..knowledge import BLACK, TICKETS, advance
from .state import (
    _SURFACE, _TICKET_INDEX, DETECTIVES_WIN, DOUBLE, HUNTERS, MISTER_X, OVER, PIECE_NAMES, ROUNDS,
    X_DOUBLE_1, X_DOUBLE_2, X_MOVE, X_WINS, ScotlandYardState, _can_continue, _occupied, move_action, piece_kind,
)


# -- asking -----------------------------------------------------------------


def to_act(state: ScotlandYardState) -> tuple:
    """(0,) on Mister X's turn; then every detective seat with a piece that
    can move now ("the detectives and Bobbies take their turns in any order")."""
    return () if state.phase == OVER else state.ready


def outcome(state: ScotlandYardState) -> Outcome | None:
    if state.winner < 0:
        return None
    n = state.layout.players
    if state.winner == X_WINS:
        return Outcome((MISTER_X,), (1.0,) + (0.0,) * (n - 1), state.reason)
    return Outcome(tuple(range(1, n)), (0.0,) + (1.0,) * (n - 1), state.reason)


def x_options(state: ScotlandYardState) -> list[tuple[int, int]]:
    """Mister X's (ticket, station) choices now, on a single step."""
    tables = state.tables
    occ = _occupied(state)
    supply = state.supply
    black = state.x_black
    out = []
    for t, d in tables.x_moves[state.pos[MISTER_X]]:
        if d in occ:
            continue
        if t == BLACK:
            if black <= 0:
                continue
        elif supply[t] <= 0:
            continue
        out.append((t, d))
    if state.phase == X_DOUBLE_1:
        out = [(t, d) for t, d in out if _can_continue(tables, d, t, occ, supply, black)]
    return out


def can_double(state: ScotlandYardState) -> bool:
    """May Mister X play a double-move ticket now?"""
    if state.phase != X_MOVE or state.x_double <= 0:
        return False
    occ = _occupied(state)
    tables = state.tables
    for t, d in x_options(state):
        if _can_continue(tables, d, t, occ, state.supply, state.x_black):
            return True
    return False


def hunter_options(state: ScotlandYardState, seat: int) -> list[Action]:
    layout = state.layout
    pos = state.pos
    occ = _occupied(state)
    acct = state.acct
    moved = state.moved
    acts = state.tables.hunter_acts
    out = []
    for p in layout.seat_pieces[seat]:
        if (moved >> p) & 1:
            continue
        a = layout.account[p]
        if a < 0:
            for m, d, act in acts[p][pos[p]]:
                if d not in occ:
                    out.append(act)
        else:
            tickets = acct[a]
            for m, d, act in acts[p][pos[p]]:
                if d not in occ and tickets[m] > 0:
                    out.append(act)
    return out


def legal_actions(state: ScotlandYardState, seat: int) -> list[Action]:
    phase = state.phase
    if phase == OVER:
        return []
    if phase < HUNTERS:
        if seat != MISTER_X:
            return []
        if phase == X_DOUBLE_1:
            out = [move_action(MISTER_X, t, d) for t, d in x_options(state)]
        else:
            occ = _occupied(state)
            supply = state.supply
            black = state.x_black
            out = [act for t, d, act in state.tables.x_acts[state.pos[MISTER_X]]
                   if d not in occ and (black > 0 if t == BLACK else supply[t] > 0)]
        if phase == X_MOVE and state.x_double > 0 and can_double(state):
            out.append(DOUBLE)
        return out
    if seat not in state.ready:
        return []
    return hunter_options(state, seat)


def detective_can_ever_move(state: ScotlandYardState, piece: int) -> bool:
    """Has this detective a ticket for some line at his station?  (Tickets
    never come back to detectives, so a False stays False.)"""
    a = state.layout.account[piece]
    if a < 0:
        return True
    mask = state.tables.modes_mask[state.pos[piece]]
    tickets = state.acct[a]
    return any((mask >> m) & 1 and tickets[m] > 0 for m in range(3))


# -- applying -----------------------------------------------------------------


def apply_action(state: ScotlandYardState, seat: int, action: Action, rng: Any) -> list[Event]:
    """Apply a legal action (``Match`` checks ``refusal`` first)."""
    ev: list[Event] = []
    step(state, action, ev)
    state.last = tuple(ev)
    return ev


def step(state: ScotlandYardState, action: Action, ev: list | None = None) -> None:
    """``apply`` without the paperwork: events go to ``ev`` when it is a
    list, nowhere when None (fast playouts), and ``state.last`` is left alone."""
    if action.kind == "double":
        state.x_double -= 1
        state.phase = X_DOUBLE_1
        if ev is not None:
            ev.append(Event("double_move", {"seat": MISTER_X, "round": state.round, "double_left": state.x_double}))
        return
    piece, ticket, station = action.args
    t = _TICKET_INDEX[ticket]
    if piece == MISTER_X:
        _x_move(state, t, station, ev)
    else:
        _hunter_move(state, piece, t, station, ev)


def _x_move(s: ScotlandYardState, t: int, d: int, ev: list | None) -> None:
    pos = s.pos
    occ = frozenset(_occupied(s))
    if t == BLACK:
        s.x_black -= 1
    else:
        s.supply[t] -= 1
    src = pos[MISTER_X]
    pos[MISTER_X] = d
    step = 1 if s.phase == X_DOUBLE_1 else 2 if s.phase == X_DOUBLE_2 else 0
    n = len(s.log) + 1
    surfaced = n in _SURFACE
    s.log.append((t, d, tuple(sorted(occ)), s.round, surfaced, step))
    s.possible = frozenset((d,)) if surfaced else advance(s.tables.moves, s.possible, t, occ)
    if ev is not None:
        ev.append(Event("x_moved", {
            "seat": MISTER_X, "piece": MISTER_X, "ticket": TICKETS[t], "move": n, "round": s.round,
            "surfaced": surfaced, "station": d if surfaced else None, "double_step": step,
        }, {"station": d, "from": src}, frozenset((MISTER_X,)), reveals=surfaced))
    if s.phase == X_DOUBLE_1:
        s.phase = X_DOUBLE_2
    else:
        _begin_hunters(s, ev)


def _begin_hunters(s: ScotlandYardState, ev: list | None) -> None:
    s.phase = HUNTERS
    s.moved = 1  # Mister X's bit: he is done
    s.sat_out = 0
    _settle(s, ev)


def _settle(s: ScotlandYardState, ev: list | None) -> None:
    """Every seat with a piece that can move now may act.  When none can,
    the unmoved pieces sit out (a piece blocked by another may still get
    its turn once that one has moved) and the round ends."""
    layout = s.layout
    pos = s.pos
    occ = {pos[p] for p in layout.hunters}
    moved = s.moved
    acts = s.tables.hunter_acts
    found = set()
    for p in layout.hunters:
        seat = layout.owner[p]
        if seat in found or (moved >> p) & 1:
            continue
        a = layout.account[p]
        tickets = s.acct[a] if a >= 0 else None
        for m, d, _ in acts[p][pos[p]]:
            if d not in occ and (tickets is None or tickets[m] > 0):
                found.add(seat)
                break
    ready = tuple(sorted(found))
    if ready:
        s.ready = ready
        return
    for p in layout.hunters:
        if not (s.moved >> p) & 1:
            s.moved |= 1 << p
            s.sat_out |= 1 << p
            if ev is not None:
                ev.append(Event("sat_out", {"seat": layout.owner[p], "piece": p, "name": PIECE_NAMES[p],
                                            "station": s.pos[p]}))
    _end_round(s, ev)


def _hunter_move(s: ScotlandYardState, p: int, m: int, d: int, ev: list | None) -> None:
    a = s.layout.account[p]
    if a >= 0:
        s.acct[a][m] -= 1
        s.supply[m] += 1
    src = s.pos[p]
    s.pos[p] = d
    s.moved |= 1 << p
    if ev is not None:
        ev.append(Event("piece_moved", {
            "seat": s.layout.owner[p], "piece": p, "name": PIECE_NAMES[p], "kind": piece_kind(p),
            "ticket": TICKETS[m], "from": src, "to": d, "paid": a >= 0, "round": s.round,
        }))
    if d == s.pos[MISTER_X]:
        finish(s, DETECTIVES_WIN, f"{PIECE_NAMES[p]} caught Mister X at {d}", p, ev)
        return
    if d in s.possible:
        s.possible = s.possible.difference((d,))
    _settle(s, ev)


def _end_round(s: ScotlandYardState, ev: list | None) -> None:
    if s.round >= ROUNDS:
        finish(s, X_WINS, f"Mister X stayed free for {ROUNDS} rounds", -1, ev)
        return
    if not any(detective_can_ever_move(s, p) for p in s.layout.detectives):
        finish(s, X_WINS, "No detective can move any more", -1, ev)
        return
    s.round += 1
    s.phase = X_MOVE
    s.ready = (MISTER_X,)
    s.moved = 0
    if ev is not None:
        ev.append(Event("round_started", {"round": s.round}))
    if not x_options(s):
        finish(s, DETECTIVES_WIN, "Mister X cannot move", -1, ev)


def finish(s: ScotlandYardState, winner: int, reason: str, catcher: int, ev: list | None) -> None:
    s.phase = OVER
    s.winner = winner
    s.reason = reason
    s.catcher = catcher
    if ev is not None:
        ev.append(Event("game_over", {
            "winner": "mister_x" if winner == X_WINS else "detectives", "reason": reason,
            "station": s.pos[MISTER_X], "catcher": catcher if catcher >= 0 else None,
        }, reveals=True))
