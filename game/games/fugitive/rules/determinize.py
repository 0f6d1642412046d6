"""Fugitive: hidden information resampled from what a seat knows."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng

from . import resample
from .state import EVENT_BASE, FUGITIVE, FugitiveState, _reshuffle_piles


# -- hidden information resampled ---------------------------------------------
def determinize(rules: Any, state: FugitiveState, viewer: int | None, rng: Rng) -> FugitiveState:
    """A copy whose hidden cards are resampled from what ``viewer`` knows
    (``rules``, the game's rules object, plays the trial placements).

    The Fugitive knows every card's place but the piles' order (and which
    events hide in them); the Marshal and a spectator know only what is
    public, so the face-down hideouts, hidden sprint cards, the Fugitive's
    hand and the piles are redrawn consistently with every public fact
    (see ``resample.resample_for_public``)."""
    d = state.clone()
    d.last = tuple(e.for_viewer(viewer) for e in state.last)
    if viewer == FUGITIVE:
        _reshuffle_piles(d, rng, [sorted(c for c in p if c < EVENT_BASE) for p in state.piles])
        return d
    resample.resample_for_public(rules, state, d, rng)
    return d
