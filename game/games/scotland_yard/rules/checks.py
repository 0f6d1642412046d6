"""Scotland Yard: the invariants every reachable state keeps (for tests and fuzzing)."""

from __future__ import annotations

from ..knowledge import BLACK
from .state import BOX, MISTER_X, MODES, OVER, PIECE_NAMES, ROUNDS, X_BLACK, X_DOUBLE, X_DOUBLE_1, ScotlandYardState


def invariants(state: ScotlandYardState) -> list[str]:
    out = []
    layout = state.layout
    used = [0, 0, 0, 0]
    doubles = 0
    for entry in state.log:
        used[entry[0]] += 1
        if entry[5] == 1:
            doubles += 1
    totals = state.supply[:]
    for a in state.acct:
        totals[0] += a[0]
        totals[1] += a[1]
        totals[2] += a[2]
        if a[0] < 0 or a[1] < 0 or a[2] < 0:
            out.append("a detective's ticket count is negative")
    for m in range(3):
        total = totals[m] + used[m]
        if total != BOX[m]:
            out.append(f"{MODES[m]} tickets add up to {total}, not {BOX[m]}")
        if state.supply[m] < 0:
            out.append(f"the general pile's {MODES[m]} count is negative")
    if state.x_black + used[BLACK] != X_BLACK or state.x_black < 0:
        out.append("black tickets do not add up")
    if state.x_double + doubles + (state.phase == X_DOUBLE_1) != X_DOUBLE or state.x_double < 0:
        out.append("double-move tickets do not add up")
    pos = state.pos
    stations = [pos[p] for p in layout.hunters]
    if len(set(stations)) != len(stations):
        out.append(f"two pieces share a station: {sorted(stations)}")
    is_station = state.tables.is_station
    for p in layout.pieces:
        if not 0 <= pos[p] < len(is_station) or not is_station[pos[p]]:
            out.append(f"{PIECE_NAMES[p]} is on {pos[p]}, which is no station")
    if pos[MISTER_X] in stations and not (state.phase == OVER and state.catcher >= 0):
        out.append("Mister X shares a station with a detective or Bobby and is not caught")
    if state.phase != OVER and pos[MISTER_X] not in state.possible:
        out.append("Mister X stands where the public deduction says he cannot be")
    if len(state.log) > state.round + X_DOUBLE or state.round > ROUNDS:
        out.append("more moves than rounds allow")
    if state.phase == OVER and state.winner < 0:
        out.append("the game is over without a winner")
    return out


