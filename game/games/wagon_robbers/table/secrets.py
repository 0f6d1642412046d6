"""Wagon Robbers in a replay: the table is seen by the player about to act;
each player's hand, secret role and face-down cargo are named here and drawn
face up beside the table."""

from __future__ import annotations

from ..cards import CARGO
from ..rules import HUNTER, OUTLAW
from . import art

REPLAY_VIEWER = None  # follow the seat to act
NAMES = {c.key: c.name for c in CARGO}
SIDE_CARD = (34, 48)   # a cargo card beside the replay: the table's card, smaller


def _names(keys) -> str:
    return ", ".join(NAMES.get(k, k) for k in keys)


def _hidden(match, seat: int) -> tuple[str | None, list, list]:
    """(the role others cannot see yet, the hand, the cargo placed face down) of ``seat``."""
    obs, public = match.observe(seat), match.observe(None)
    role = obs["roles"][seat]
    role = role if role is not None and public["roles"][seat] is None else None
    return role, list(obs.get("hand") or ()), list(obs["placed"][seat] or ())


def secret_lines(match, seat: int) -> list[str]:
    role, hand, placed = _hidden(match, seat)
    lines = []
    if role is not None:
        lines.append("Role: " + ("Bounty Hunter" if role == HUNTER else "Outlaw"))
    if hand:
        lines.append("Hand: " + _names(hand))
    if placed:
        lines.append("Placed face down: " + _names(placed))
    return lines


def secret_cards(match, seat: int) -> list:
    """(what, [face-up card images]) for the replay's side panel."""
    role, hand, placed = _hidden(match, seat)
    out = []
    if role is not None:
        out.append(("Role", [art.role_face(OUTLAW if role == OUTLAW else HUNTER, SIDE_CARD)]))
    if hand:
        out.append(("Hand", [art.cargo_face(k, SIDE_CARD) for k in hand]))
    if placed:
        out.append(("Placed face down", [art.cargo_face(k, SIDE_CARD) for k in placed]))
    return out
