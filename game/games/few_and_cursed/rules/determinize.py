"""Determinizing: a copy of the state whose hidden parts are resampled from what
one seat knows (other hands and decks, every deck's order, the upgrades other
players kept and have not played yet, other players' unscored jobs and the
jobs they dropped in the opening draft, face-down Most Wanted cards, which
artifacts the tokens are), so searching bots never read a secret.  What the
seat has seen stays: its own cards and jobs, every card that reached a table
face up (``Player.known``), the public tracks."""

from __future__ import annotations

from typing import Any

from game.core.rng import redeal

from .state import State


def _redeal(rng: Any, groups: list[list]) -> None:
    """Shuffle the cards of ``groups`` together and deal them back, sizes kept."""
    pool = [c for grp in groups for c in grp]
    redeal(rng, pool)
    k = 0
    for grp in groups:
        grp[:] = pool[k:k + len(grp)]
        k += len(grp)


def _redeal_upgrades(rng: Any, cat: Any, s: State, viewer: int, hidden_shown: list) -> None:
    """The upgrade deck, the cards a rival is being shown, and the upgrades rivals
    kept unseen (picked, not yet played) are dealt anew among those places."""
    slots = [(zone, k) for p in s.players if p.seat != viewer for zone in (p.zones.hand, p.zones.deck)
             for k, c in enumerate(zone) if cat.cards[c].kind == "upgrade" and c not in p.known]
    pool = [zone[k] for zone, k in slots]
    _redeal(rng, [pool, hidden_shown, s.upgrades.cards])
    for (zone, k), c in zip(slots, pool):
        zone[k] = c


def determinize(rules: Any, s: State, viewer: int, rng: Any) -> None:
    """Resample, in place on a copy, everything ``viewer`` cannot see."""
    cat = rules.catalog
    for p in s.players:
        if p.seat == viewer:
            redeal(rng, p.zones.deck)
        else:
            _redeal(rng, [p.zones.hand, p.zones.deck])
    # Jebediah's ACTION: while he picks a job to swap, he is looking at the target's jobs
    swap_target = s.pending.get("target") if s.pending.get("kind") == "swap_pick" else None
    seen_target = swap_target if s.seat == viewer else None
    others = [p.jobs for p in s.players if p.seat not in (viewer, seen_target) and not s.tracks]
    # the opening draft: the viewer saw only the jobs it dropped itself
    unseen_drops = [jobs for seat, jobs in sorted(s.dropped.items()) if seat != viewer]
    _redeal(rng, others + unseen_drops + [s.jobs.cards])
    if swap_target is not None:
        s.shown = list(s.players[swap_target].jobs)
    hidden_shown = s.shown if (s.seat != viewer and s.pending.get("kind") == "improvise") else []
    _redeal_upgrades(rng, cat, s, viewer, hidden_shown)
    for pile in (s.store, s.encounters, s.cursed_encounters):
        redeal(rng, pile.cards)
    monster_slots, outlaw_slots = [], []
    for i, cards in enumerate(s.piles):
        for k in range(len(cards) - (1 if s.face_up[i] else 0)):
            (monster_slots if k == 0 and cat.most_wanted[cards[k]].monster else outlaw_slots).append((i, k))
    for slots in (monster_slots, outlaw_slots):
        cards = [s.piles[i][k] for i, k in slots]
        redeal(rng, cards)
        for (i, k), c in zip(slots, cards):
            s.piles[i][k] = c
    looking = s.pending.get("colour") if s.pending.get("kind") == "artifact" else None
    for colour, ids in s.tokens.items():
        if colour == looking and s.seat == viewer:
            continue  # the viewer is looking at these very cards
        pool = sorted(c for c in s.artifact_supply if cat.cards[c].colour == colour)
        s.tokens[colour] = sorted(rng.sample(pool, len(ids))) if len(pool) >= len(ids) else ids
        if colour == looking:
            s.shown = list(s.tokens[colour])
