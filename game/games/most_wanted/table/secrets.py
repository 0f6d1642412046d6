"""Most Wanted in a replay: the table is seen by the player about to act (their
hand fanned at the bottom); every hand and every face-down play is named here."""

from __future__ import annotations

from ..cards import cards_text

REPLAY_VIEWER = None  # follow the seat to act


def secret_lines(match, seat: int) -> list[str]:
    obs = match.observe(seat)
    lines = []
    if obs.get("hand"):
        lines.append("Hand: " + cards_text(obs["hand"]))
    showdown = obs.get("showdown")
    for part in (showdown or {}).get("participants", ()):
        if part["seat"] == seat and part.get("cards"):
            lines.append("Face down: " + cards_text(part["cards"]))
    labor = obs.get("labor")
    if labor and labor["seat"] == seat and labor.get("cards"):
        lines.append("Labor, face down: " + cards_text(labor["cards"]))
    return lines
