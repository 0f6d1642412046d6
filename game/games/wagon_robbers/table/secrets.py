"""Wagon Robbers in a replay: the table is seen by the player about to act;
each player's hand, secret role and face-down cargo are named here."""

from __future__ import annotations

from ..cards import CARGO
from ..rules import HUNTER

REPLAY_VIEWER = None  # follow the seat to act
NAMES = {c.key: c.name for c in CARGO}


def _names(keys) -> str:
    return ", ".join(NAMES.get(k, k) for k in keys)


def secret_lines(match, seat: int) -> list[str]:
    obs, public = match.observe(seat), match.observe(None)
    lines = []
    role = obs["roles"][seat]
    if role is not None and public["roles"][seat] is None:
        lines.append("Role: " + ("Bounty Hunter" if role == HUNTER else "Outlaw"))
    if obs.get("hand"):
        lines.append("Hand: " + _names(obs["hand"]))
    placed = obs["placed"][seat]
    if placed:
        lines.append("Placed face down: " + _names(placed))
    return lines
