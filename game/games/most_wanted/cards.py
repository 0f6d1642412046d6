"""The 72-card deck: ranks 6 to Ace, eight of each, two of each rank in each of
four suits.  A card is an int 0-71::

    card = rank_index * 8 + suit * 2 + copy      rank_index 0..8 (6..Ace), suit 0..3, copy 0..1

Two cards with the same ``face`` (rank and suit) are interchangeable.  The
suits differ by colour and by symbol, so nobody needs to tell colours apart.
"""

from __future__ import annotations

from dataclasses import dataclass

DECK_SIZE = 72
RANK_LABELS = {6: "6", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_NAMES = {6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}
RANK_PLURALS = {6: "6s", 7: "7s", 8: "8s", 9: "9s", 10: "10s", 11: "Jacks", 12: "Queens", 13: "Kings", 14: "Aces"}
SIX, ACE = 6, 14


@dataclass(frozen=True, slots=True)
class Suit:
    index: int
    key: str       # stable id for code and art
    name: str      # the suit's name, said aloud
    colour: str    # colour name
    rgb: tuple     # a suggested ink colour (r, g, b)
    symbol: str    # the shape printed on the card: the table draws it


SUITS = (
    Suit(0, "badges", "Badges", "red", (178, 34, 34), "star"),
    Suit(1, "horseshoes", "Horseshoes", "blue", (36, 84, 160), "horseshoe"),
    Suit(2, "cacti", "Cacti", "green", (40, 120, 56), "cactus"),
    Suit(3, "nuggets", "Nuggets", "gold", (196, 148, 20), "diamond"),
)

ALL_CARDS = tuple(range(DECK_SIZE))
RANK_OF = tuple(6 + c // 8 for c in ALL_CARDS)
SUIT_OF = tuple((c // 2) % 4 for c in ALL_CARDS)
FACE_OF = tuple(c // 2 for c in ALL_CARDS)


def card_label(card: int) -> str:
    """Short text such as "Q of Cacti"."""
    return f"{RANK_LABELS[RANK_OF[card]]} of {SUITS[SUIT_OF[card]].name}"


def cards_text(cards) -> str:
    return ", ".join(card_label(c) for c in cards) if cards else "nothing"
