"""How strong a hand is, looked up rather than simulated: for each hand size
k, the keys of the best k cards of many random 5-card hands, sorted.  The
share of them a hand beats is its chance against one rival; against m
rivals, roughly that to the power m.  Fast enough for search playouts.

    beat_share(key, k) -> float     ties count half
    chance_vs(key, k, rivals) -> float

The tables are dealt on a fixed seed, so they are the same in every process;
dealing them takes seconds, which a bot's first decision at the table would
spend over its budget, so they ship ready in ``odds.json`` (each key once,
with its count; ``write_tables`` makes the file, and a test keeps it equal
to ``deal_table``).  A missing or damaged file only means they are dealt.
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from pathlib import Path

from game.core.rng import Rng

from ..cards import ALL_CARDS
from ..hands import best_subhand, card_key

SAMPLES = 4000
SIZES = (1, 2, 3, 4, 5)
TABLES_FILE = Path(__file__).parent.parent / "content" / "odds.json"
_TABLES: dict[int, list] = {}


def deal_table(k: int) -> list:
    """The sorted keys of the best ``k`` cards of ``SAMPLES`` 5-card hands dealt on a fixed seed."""
    rng = Rng(1009 + k)  # fixed: the same table in every process
    deck = list(ALL_CARDS)
    keys = []
    for _ in range(SAMPLES):
        hand = rng.sample(deck, 5)
        keys.append(card_key(best_subhand(hand, k)))
    keys.sort()
    return keys


def _load_tables(path: Path = TABLES_FILE) -> dict[int, list]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        tables = {}
        for k in SIZES:
            keys = []
            for *key, count in data[str(k)]:
                keys.extend([tuple(key)] * count)
            if len(keys) != SAMPLES:
                return {}
            tables[k] = sorted(keys)
        return tables
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def write_tables(path: Path = TABLES_FILE) -> None:
    """Deal every table and write them to ``path`` (each key once, with its count)."""
    out = {}
    for k in SIZES:
        counts: dict[tuple, int] = {}
        for key in deal_table(k):
            counts[key] = counts.get(key, 0) + 1
        out[str(k)] = [[*key, n] for key, n in sorted(counts.items())]
    path.write_text(json.dumps(out, separators=(",", ":")) + "\n", encoding="utf-8")


def _table(k: int) -> list:
    keys = _TABLES.get(k)
    if keys is None:
        if not _TABLES:
            _TABLES.update(_load_tables())
        keys = _TABLES.get(k)
        if keys is None:
            keys = _TABLES[k] = deal_table(k)
    return keys


if __name__ == "__main__":
    write_tables()


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
