"""Hand ranking: Double Crosser > Four > Three > Two Pair > Pair > High Card.

There are no straights or flushes; only ranks count.  ``hand_key`` gives a
tuple that compares like the hands do (category first, then the grouped ranks
and the kickers, highest first), so the larger key wins.  A Double Crosser is
not a property of one hand: it needs someone else's all-Ace hand in the same
showdown, so ``showdown`` decides it for the whole table.
"""

from __future__ import annotations

from itertools import combinations
from typing import Hashable, Mapping, Sequence

from .cards import ACE, RANK_OF, RANK_PLURALS, RANK_NAMES, SIX

HIGH_CARD, PAIR, TWO_PAIR, THREE, FOUR, DOUBLE_CROSSER = range(6)
CATEGORY_NAMES = ("High Card", "Pair", "Two Pair", "Three of a Kind", "Four of a Kind", "Double Crosser")
DOUBLE_CROSS_KEY = (DOUBLE_CROSSER,)

_key_cache: dict[tuple, tuple] = {}


def hand_key(ranks: Sequence[int]) -> tuple:
    """The strength of a hand of ranks (6..14), Double Crossing aside.

    (category, rank of the biggest group, ..., kickers high to low): two
    pairs compare the higher pair, then the lower, then the kicker; a three of
    a kind in a larger hand is followed by its leftover card."""
    sig = tuple(sorted(ranks, reverse=True))
    key = _key_cache.get(sig)
    if key is not None:
        return key
    counts: dict[int, int] = {}
    for r in sig:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(counts.items(), key=lambda rc: (-rc[1], -rc[0]))
    shape = [c for _, c in groups]
    if shape[0] >= 4:
        cat = FOUR
    elif shape[0] == 3:
        cat = THREE
    elif shape[0] == 2 and len(shape) > 1 and shape[1] == 2:
        cat = TWO_PAIR
    elif shape[0] == 2:
        cat = PAIR
    else:
        cat = HIGH_CARD
    key = (cat,) + tuple(r for r, _ in groups)
    _key_cache[sig] = key
    return key


def card_key(cards: Sequence[int]) -> tuple:
    return hand_key([RANK_OF[c] for c in cards])


def all_of(ranks: Sequence[int], rank: int) -> bool:
    return bool(ranks) and all(r == rank for r in ranks)


def showdown(hands: Mapping[Hashable, Sequence[int]]) -> tuple[list, dict]:
    """Rank revealed hands of ranks; returns (the best players, key of each).

    Every hand made only of 6s is a Double Crosser when some other hand is
    made only of Aces; it then beats every hand.  Several best hands are a
    tie, settled by the caller with 1-card hands."""
    keys = {who: hand_key(rs) for who, rs in hands.items()}
    aces = [who for who, rs in hands.items() if all_of(rs, ACE)]
    if aces:
        for who, rs in hands.items():
            if all_of(rs, SIX) and any(a != who for a in aces):
                keys[who] = DOUBLE_CROSS_KEY
    best = max(keys.values())
    return [who for who, k in keys.items() if k == best], keys


def best_subhand(cards: Sequence[int], k: int) -> tuple:
    """The strongest k of these cards by ``hand_key`` (the Sheriff's choice:
    he never aims for a Double Crosser, he plays all 6s only when that is
    simply his best hand).  Ties go to the earlier combination."""
    return tuple(cards[i] for i in _best(tuple(map(_RANK, cards)), k)[0])


def best_key(cards: Sequence[int], k: int) -> tuple:
    """``card_key(best_subhand(cards, k))``, for at least k cards."""
    return _best(tuple(map(_RANK, cards)), k)[1]


_best_cache: dict[tuple, tuple] = {}
_RANK = RANK_OF.__getitem__


def _best(ranks: tuple, k: int) -> tuple:
    """(the places of the best k cards, their key): both depend only on the ranks in
    their order, and searches ask again and again for the same few hands."""
    found = _best_cache.get((ranks, k))
    if found is None:
        places, best_key_ = (), None
        for combo in combinations(range(len(ranks)), k):
            key = hand_key([ranks[i] for i in combo])
            if best_key_ is None or key > best_key_:
                places, best_key_ = combo, key
        if len(_best_cache) > 100_000:   # bounded: a long run meets many hands
            _best_cache.clear()
        found = _best_cache[(ranks, k)] = (places, best_key_)
    return found


def describe_key(key: tuple) -> str:
    """Words for a hand's key, such as "Pair of Queens" or "Two Pair, Kings and 7s"."""
    cat = key[0]
    if cat == DOUBLE_CROSSER:
        return "Double Crosser"
    if cat == FOUR:
        return f"Four {RANK_PLURALS[key[1]]}"
    if cat == THREE:
        return f"Three {RANK_PLURALS[key[1]]}"
    if cat == TWO_PAIR:
        return f"Two Pair, {RANK_PLURALS[key[1]]} and {RANK_PLURALS[key[2]]}"
    if cat == PAIR:
        return f"Pair of {RANK_PLURALS[key[1]]}"
    return f"{RANK_NAMES[key[1]]} high"
