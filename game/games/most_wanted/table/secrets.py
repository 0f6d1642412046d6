"""Most Wanted in a replay: the table is seen by the player about to act (their
hand fanned at the bottom); every hand and every face-down play is named here
and drawn face up beside the table."""

from __future__ import annotations

from ..cards import cards_text
from . import art

REPLAY_VIEWER = None  # follow the seat to act
SIDE_CARD = (40, 56)   # a card beside the replay: the table's card, smaller


def _hidden(match, seat: int) -> list[tuple[str, list[int]]]:
    """(what, cards) of everything ``seat`` holds unseen by the others."""
    obs = match.observe(seat)
    out = []
    if obs.get("hand"):
        out.append(("Hand", list(obs["hand"])))
    showdown = obs.get("showdown")
    for part in (showdown or {}).get("participants", ()):
        if part["seat"] == seat and part.get("cards"):
            out.append(("Face down", list(part["cards"])))
    labor = obs.get("labor")
    if labor and labor["seat"] == seat and labor.get("cards"):
        out.append(("Labor, face down", list(labor["cards"])))
    return out


def secret_lines(match, seat: int) -> list[str]:
    return [f"{what}: {cards_text(cards)}" for what, cards in _hidden(match, seat)]


def secret_cards(match, seat: int) -> list:
    """(what, [face-up card images]) for the replay's side panel."""
    return [(what, [art.face(c, SIDE_CARD) for c in cards]) for what, cards in _hidden(match, seat)]
