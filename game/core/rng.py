"""A seeded random number generator whose whole state is one integer.

``random.Random`` keeps 625 words of state and cannot be cloned cheaply or
written to JSON compactly; SplitMix64 is tiny, fast enough in pure Python and
plenty for shuffling cards.  Its state travels inside game states and saves.
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def randrange(self, n: int) -> int:
        if n <= 0:
            raise ValueError("randrange needs a positive bound")
        # Rejection sampling keeps every value equally likely.
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next64()
            if r < limit:
                return r % n

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.randrange(hi - lo + 1)

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randrange(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.randrange(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def fork(self) -> "Rng":
        """An independent generator derived from this one (advances this one)."""
        return Rng(self.next64())

    def clone(self) -> "Rng":
        return Rng(self.state)

    def to_json(self) -> int:
        return self.state

    @staticmethod
    def from_json(data: int) -> "Rng":
        if not isinstance(data, int) or isinstance(data, bool):
            raise ValueError("rng state must be a whole number")
        return Rng(data)


def redeal(rng, cards: MutableSequence) -> None:
    """Shuffle cards a seat cannot see (card ids) into a world it might believe in:
    sorted first, so the deal follows from the seed and the set of cards alone, never
    from their real order.  A seeded hint or a bot's sample dealt from the real order
    could otherwise be read back."""
    cards[:] = sorted(cards)
    rng.shuffle(cards)
