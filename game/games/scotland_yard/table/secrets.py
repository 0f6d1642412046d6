"""Scotland Yard in a replay: Mister X's eyes show where he is and every
station of his travel log; beside the board, the same in words."""

from __future__ import annotations

from ..rules.state import MISTER_X

REPLAY_VIEWER = MISTER_X  # his seat: seat 0 owns his piece in every layout


def secret_lines(match, seat: int) -> list[str]:
    if seat != MISTER_X:
        return []  # the detectives hide nothing
    obs = match.observe(MISTER_X)
    lines = []
    station = obs["mister_x"]["station"]
    if station is not None:
        lines.append(f"Mister X is at station {station}.")
    hidden = [f"{e['move']}: {e['station']} by {e['ticket']}" for e in obs["travel_log"] if not e["surfaced"]]
    if hidden:
        lines.append("Hidden moves: " + "; ".join(hidden[-8:]))
    return lines
