"""Wagon Robbers: a state as a seat might believe it, its unseen cards dealt anew."""

from __future__ import annotations

from typing import Any

from game.core.rng import redeal

from .state import HUNTER, OUTLAW, WRState


def determinize(s: WRState, viewer: int | None, rng: Any) -> WRState:
    """Deal every cargo card ``viewer`` cannot see anew (same counts), pick
    unrevealed roles at random and shuffle the passenger and wagon decks."""
    d = s.clone()
    others = [seat for seat in range(s.n) if seat != viewer]
    pool = list(d.cargo_deck.cards)
    for seat in others:
        pool += d.hands[seat] + d.placed[seat]
    redeal(rng, pool)
    for seat in others:
        k, m = len(d.hands[seat]), len(d.placed[seat])
        d.hands[seat], d.placed[seat], pool = pool[:k], pool[k:k + m], pool[k + m:]
        if not d.roles_shown and d.roles[seat] is not None:
            d.roles[seat] = OUTLAW if rng.random() < 0.5 else HUNTER
    d.cargo_deck.cards = pool
    redeal(rng, d.passenger_deck.cards)
    redeal(rng, d.wagon_deck.cards)
    return d
