"""Shared helpers for the Most Wanted tests: named cards and rigged deals."""

from __future__ import annotations

from game.core.model import MatchConfig
from game.core.rng import Rng
import rules_helpers
from game.games.most_wanted.cards import ALL_CARDS
from game.games.most_wanted.rules import RULES

A, K, Q, J = 14, 13, 12, 11


def card(rank: int, suit: int = 0, copy: int = 0) -> int:
    return (rank - 6) * 8 + suit * 2 + copy


def new_state(players: int = 3, variants=(), seed: int = 7):
    return RULES.setup(MatchConfig(players, frozenset(variants)), Rng(seed))


def rig(state, hands: dict, deck_top=()) -> None:
    """Deal these exact hands (seats not named get leftovers) and put
    ``deck_top`` on top of the deck, the first listed drawn first."""
    wanted = [c for h in hands.values() for c in h] + list(deck_top)
    assert len(set(wanted)) == len(wanted), "a card is asked for twice"
    pool = [c for c in ALL_CARDS if c not in set(wanted)]
    for seat in range(state.n):
        if seat in hands:
            state.hands[seat] = sorted(hands[seat])
        else:
            state.hands[seat] = sorted(pool[:5])
            del pool[:5]
    state.pile.cards = pool + list(reversed(deck_top))
    state.pile.discards = []
    assert RULES.invariants(state) == []


def act(state, seat: int, kind: str, *args, rng: Rng | None = None):
    return rules_helpers.act(RULES, state, seat, kind, *args, rng=rng)


def kinds(events) -> list[str]:
    return [e.kind for e in events]
