"""Decks and piles of plain card values, with draw-and-reshuffle."""

from __future__ import annotations

from typing import Generic, Iterable, TypeVar

from .rng import Rng

C = TypeVar("C")


class Pile(Generic[C]):
    """A face-down draw pile (top is the end of ``cards``) and its discards.

    When the draw pile runs out and ``reshuffle`` is on, the discards are
    shuffled into a new draw pile.
    """

    __slots__ = ("cards", "discards", "reshuffle")

    def __init__(self, cards: Iterable[C] = (), discards: Iterable[C] = (), reshuffle: bool = False):
        self.cards: list[C] = list(cards)
        self.discards: list[C] = list(discards)
        self.reshuffle = reshuffle

    def __len__(self) -> int:
        return len(self.cards)

    def can_draw(self) -> bool:
        return bool(self.cards) or (self.reshuffle and bool(self.discards))

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.cards)

    def draw(self, rng: Rng | None = None) -> C:
        """Take the top card; reshuffles the discards in first if needed."""
        if not self.cards:
            if not (self.reshuffle and self.discards):
                raise IndexError("the pile is empty")
            if rng is None:
                raise ValueError("reshuffling the discards needs an rng")
            self.cards, self.discards = self.discards, []
            rng.shuffle(self.cards)
        return self.cards.pop()

    def draw_many(self, n: int, rng: Rng | None = None) -> list[C]:
        return [self.draw(rng) for _ in range(n)]

    def discard(self, card: C) -> None:
        self.discards.append(card)

    def peek(self) -> C | None:
        return self.cards[-1] if self.cards else None

    def clone(self) -> "Pile[C]":
        return Pile(self.cards, self.discards, self.reshuffle)

    def to_json(self) -> dict:
        return {"cards": list(self.cards), "discards": list(self.discards), "reshuffle": self.reshuffle}

    @staticmethod
    def from_json(data: dict) -> "Pile":
        return Pile(data["cards"], data["discards"], bool(data["reshuffle"]))

    def __repr__(self) -> str:
        return f"Pile({len(self.cards)} cards, {len(self.discards)} discarded)"
