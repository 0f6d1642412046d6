"""The Few and Cursed in a replay: the table is seen by the player about to
act; each player's hand and unscored jobs are drawn face up beside the table
(the game's own cards, smaller, standing in columns so every name reads),
and what their deck holds is named in words."""

from __future__ import annotations

from collections import Counter

import pygame

from . import art
from game.engine import gfx

REPLAY_VIEWER = None        # follow the seat to act
REPLAY_CARD_COLUMNS = True  # the side panel stacks these cards in columns, each name showing
SIDE_CARD = (64, 90)        # a card beside the replay: the table's card, a little over half its size


def _counted(names) -> str:
    return ", ".join(f"{name} x{n}" if n > 1 else name for name, n in Counter(names).items())


def _hidden(match, seat: int) -> tuple[list, list, list]:
    """(hand cards, deck cards, held jobs) of ``seat``, as the catalog's records."""
    cat = match.rules.catalog
    cards = {c.key: c for c in cat.cards}
    me = match.observe(seat)["players"][seat]
    hand = [cards[k] for k in me.get("hand") or () if k in cards]
    deck = [cards[k] for k in me.get("deck") or () if k in cards]
    jobs = [cat.jobs[j] for j, _key in me.get("jobs") or () if 0 <= j < len(cat.jobs)]
    return hand, deck, jobs


def secret_lines(match, seat: int) -> list[str]:
    hand, deck, jobs = _hidden(match, seat)
    lines = []
    if hand:
        lines.append("Hand: " + _counted(c.name for c in hand))
    if deck:
        lines.append("Deck: " + _counted(c.name for c in deck))
    if jobs:
        lines.append("Jobs: " + ", ".join(j.name for j in jobs))
    return lines


@gfx.cached(maxsize=128)
def _smaller(face: pygame.Surface) -> pygame.Surface:
    return gfx.smoothscale(face, SIDE_CARD)


def secret_cards(match, seat: int) -> list:
    """(what, [face-up card images]) for the replay's side panel: the hand and the jobs held;
    the deck stays in words (a list of fifteen cards would not fit beside the table)."""
    hand, _deck, jobs = _hidden(match, seat)
    out = []
    if hand:
        out.append(("Hand", [_smaller(art.deck_card(c)) for c in hand]))
    if jobs:
        out.append(("Jobs", [_smaller(art.job_card(j)) for j in jobs]))
    return out
