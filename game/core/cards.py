"""Decks and piles of plain card values, with draw-and-reshuffle: ``Pile`` for a
shared deck and its discards, ``CardZones`` for one player's deckbuilding zones."""

from __future__ import annotations

from typing import Generic, Iterable, TypeVar

from .model import Event
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


class CardZones(Generic[C]):
    """One player's cards in a deckbuilding game: a face-down deck (top is the
    end of ``deck``), a hand, a play area, a discard pile and the cards the
    player trashed.  Cards only ever move between zones, so every card is in
    exactly one of them.

    ``draw`` refills the deck from the discard pile when it runs out and says so
    with a "reshuffle" Event, since games hang rules on a reshuffle (The Few
    and Cursed sends the figure home).  The draw itself is an Event whose card
    values only ``owner`` sees.
    """

    __slots__ = ("owner", "deck", "hand", "play", "discard", "trash")

    ZONES = ("deck", "hand", "play", "discard", "trash")

    def __init__(self, owner: int, deck: Iterable[C] = (), hand: Iterable[C] = (), play: Iterable[C] = (),
                 discard: Iterable[C] = (), trash: Iterable[C] = ()):
        self.owner = owner
        self.deck: list[C] = list(deck)
        self.hand: list[C] = list(hand)
        self.play: list[C] = list(play)
        self.discard: list[C] = list(discard)
        self.trash: list[C] = list(trash)

    def all_cards(self) -> list[C]:
        """Every card the player owns, trashed ones included."""
        return self.deck + self.hand + self.play + self.discard + self.trash

    def owned(self) -> list[C]:
        """The cards still in the player's deck, hand, play area or discards."""
        return self.deck + self.hand + self.play + self.discard

    def can_draw(self) -> bool:
        return bool(self.deck or self.discard)

    def reshuffle(self, rng: Rng, events: list) -> None:
        """The discard pile, shuffled, becomes the deck (under what is left of it)."""
        pile = self.discard
        self.discard = []
        rng.shuffle(pile)
        self.deck[0:0] = pile
        events.append(Event("reshuffle", {"seat": self.owner, "cards": len(pile)}))

    def draw(self, n: int, rng: Rng, events: list) -> list[C]:
        """Up to ``n`` cards into the hand, reshuffling the discards in as needed;
        fewer only when deck and discards are both empty."""
        got: list[C] = []
        for _ in range(n):
            if not self.deck:
                if not self.discard:
                    break
                self.reshuffle(rng, events)
            got.append(self.deck.pop())
        self.hand.extend(got)
        if n:
            events.append(Event("draw", {"seat": self.owner, "count": len(got)}, {"cards": list(got)},
                                frozenset({self.owner}), reveals=True))
        return got

    def move(self, card: C, source: str, target: str) -> None:
        """Move one copy of ``card`` from zone ``source`` to zone ``target``."""
        zone = getattr(self, source)
        zone.remove(card)  # ValueError when the card is not there: a rules bug
        getattr(self, target).append(card)

    def gather(self, rng: Rng, zones: Iterable[str] = ("hand", "play", "discard")) -> None:
        """Shuffle ``zones`` and the deck together into a new deck (camping, a wound)."""
        for name in zones:
            self.deck.extend(getattr(self, name))
            setattr(self, name, [])
        rng.shuffle(self.deck)

    def clone(self) -> "CardZones[C]":
        return CardZones(self.owner, self.deck, self.hand, self.play, self.discard, self.trash)

    def to_json(self) -> dict:
        return {"owner": self.owner, **{z: list(getattr(self, z)) for z in self.ZONES}}

    @staticmethod
    def from_json(data: dict) -> "CardZones":
        return CardZones(data["owner"], *(data[z] for z in CardZones.ZONES))

    def __repr__(self) -> str:
        sizes = ", ".join(f"{z} {len(getattr(self, z))}" for z in self.ZONES)
        return f"CardZones(seat {self.owner}: {sizes})"
