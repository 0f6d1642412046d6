"""How strong a hand is, looked up rather than simulated: for each hand size
k, the keys of the best k cards of many random 5-card hands, sorted.  The
share of them a hand beats is its chance against one rival; against m
rivals, roughly that to the power m.  Fast enough for search playouts.

    beat_share(key, k) -> float     ties count half
    chance_vs(key, k, rivals) -> float
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from game.core.rng import Rng

from .cards import ALL_CARDS
from .hands import best_subhand, card_key

SAMPLES = 4000
_TABLES: dict[int, list] = {}


def _table(k: int) -> list:
    keys = _TABLES.get(k)
    if keys is None:
        rng = Rng(1009 + k)  # fixed: the same table in every process
        deck = list(ALL_CARDS)
        keys = []
        for _ in range(SAMPLES):
            hand = rng.sample(deck, 5)
            keys.append(card_key(best_subhand(hand, k)))
        keys.sort()
        _TABLES[k] = keys
    return keys


def beat_share(key: tuple, k: int) -> float:
    """The share of rivals' best k-card hands (out of 5 cards) that ``key`` beats, ties half."""
    keys = _table(k)
    lo, hi = bisect_left(keys, key), bisect_right(keys, key)
    return (lo + 0.5 * (hi - lo)) / len(keys)


def chance_vs(key: tuple, k: int, rivals: float) -> float:
    """A rough chance to beat ``rivals`` players (a fraction counts as likely rivals)."""
    if rivals <= 0:
        return 1.0
    return beat_share(key, k) ** rivals
