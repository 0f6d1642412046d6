"""Fugitive in a replay: the Fugitive's eyes show every hideout and card on
the table; beside it, his face-down hideouts and his hand in words."""

from __future__ import annotations

from ..rules.state import FUGITIVE

REPLAY_VIEWER = FUGITIVE


def secret_lines(match, seat: int) -> list[str]:
    if seat != FUGITIVE:
        return []  # the Marshal's cards are on the table for all to see
    obs = match.observe(FUGITIVE)
    lines = []
    hidden = [f"{h['number']}" + (f" (sprint {'+'.join(map(str, h['sprint']))})" if h["sprint"] else "")
              for h in obs["route"] if not h["revealed"] and h["number"] is not None]
    if hidden:
        lines.append("Face-down hideouts: " + ", ".join(hidden))
    if obs["fugitive_hand"]:
        lines.append("Hand: " + ", ".join(str(c) for c in obs["fugitive_hand"]))
    return lines
