"""Most Wanted: hidden cards resampled from what a seat knows."""

from __future__ import annotations

from game.core.rng import Rng, redeal

from .state import MWState


# -- hidden information resampled ---------------------------------------------
def determinize(state: MWState, viewer: int | None, rng: Rng) -> MWState:
    """A copy in which every card ``viewer`` cannot see is dealt afresh.

    Nothing but the counts is known about unseen cards (hands, face-down
    commits, the Sheriff's cards, a Dishonest labourer's cards, the deck):
    every played card ends face up in the discards, and withdrawn commits
    were never shown, so a uniform redeal keeps every public fact."""
    d = state.clone()
    d.last = tuple(e.for_viewer(viewer) for e in state.last)
    slots: list[list] = [d.pile.cards]
    for p in range(d.n):
        if p != viewer:
            slots.append(d.hands[p])
            slots.append(d.commit[p])
    slots.append(d.sheriff_cards)
    if d.active != viewer:
        slots.append(d.dl_cards)
    pool = []
    for s in slots:
        pool.extend(s)
    redeal(rng, pool)
    i = 0
    for s in slots:
        k = len(s)
        s[:] = pool[i:i + k]
        i += k
    for p in range(d.n):
        if p != viewer:
            d.hands[p].sort()
            d.commit[p].sort()
    return d
