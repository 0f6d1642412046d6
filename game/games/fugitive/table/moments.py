"""Moments of a Fugitive match the screenshot command can stop at (``--until
NAME``), each seen through the eyes of the seat about to act unless
``--viewer`` says otherwise:

    hideout   the Fugitive picks his next hideout from his hand
    sprint    he tucks sprint cards under the hideout he picked
    draw      the Marshal draws
    guess     the Marshal names numbers on her notepad

    MOMENTS: {name: test(match, seat) -> bool}
"""

from __future__ import annotations

from ..rules.state import FUGITIVE, MARSHAL


def _phase(seat_wanted: int, phase: str, pending: bool | None = None):
    def test(match, seat) -> bool:
        if seat != seat_wanted:
            return False
        obs = match.observe(seat)
        return obs["phase"] == phase and (pending is None or (obs.get("pending") is not None) == pending)
    return test


MOMENTS = {
    "hideout": _phase(FUGITIVE, "fugitive_place", pending=False),
    "sprint": _phase(FUGITIVE, "fugitive_place", pending=True),
    "draw": _phase(MARSHAL, "marshal_draw"),
    "guess": _phase(MARSHAL, "marshal_guess"),
}
