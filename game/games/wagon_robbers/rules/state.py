"""Wagon Robbers: the state of a match and the plain facts about cargo (pure Python)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core.cards import Pile
from game.core.game_file import read_game_info
from game.core.state import copied_by_fields

from ..cards import BADGE_POWER, BANDANA_POWER, CARGO, CARGO_KEYS, PASSENGERS

GAME_FILE = Path(__file__).parents[1] / "content" / "game.json"   # its title, seats, roles, variants
INFO = read_game_info(GAME_FILE)
OUTLAW, HUNTER = "outlaw", "hunter"
ROLE, PREP, ASSASSIN, OVER = "role", "prep", "assassin", "over"
STANDOFF_LIMIT = 40  # a standoff redraws at most this often before turn order settles it



@copied_by_fields(
    shared="n dealer phase turn round wagon roles_shown wagons_played",
    cloned="wagon_deck passenger_deck cargo_deck",
    lists="passengers roles out assassins wagon_discards",
    nested="hands placed won",
    dicts="last_battle",
)
@dataclass
class WRState:
    n: int
    dealer: int
    wagon_deck: Pile
    passenger_deck: Pile
    cargo_deck: Pile
    hands: list[list[int]]
    phase: str = ROLE
    turn: int = 0              # index into ``order`` of the seat to act
    round: int = 0             # prep round, 0-based
    wagon: int | None = None
    passengers: list[int] = field(default_factory=list)
    roles: list[str | None] = field(default_factory=list)
    placed: list[list[int]] = field(default_factory=list)
    roles_shown: bool = False
    out: list[bool] = field(default_factory=list)
    assassins: list[int] = field(default_factory=list)
    won: list[list[int]] = field(default_factory=list)
    wagon_discards: list[int] = field(default_factory=list)
    last_battle: dict | None = None
    wagons_played: int = 0

    @property
    def order(self) -> list[int]:
        """Seats from the left of the dealer round to the dealer."""
        return [(self.dealer + 1 + i) % self.n for i in range(self.n)]

    def seat_to_play(self) -> int:
        """``order[turn]``, without building the order."""
        return (self.dealer + 1 + self.turn) % self.n


# Each cargo card's key and its kind's place in the card list, looked up once
# (searches ask for hands in key order on nearly every move).
CARD_KEY: tuple[str, ...] = tuple(c.key for c in CARGO)
_KIND_RANK: tuple[int, ...] = tuple(CARGO_KEYS.index(c.key) for c in CARGO)


def cargo_key(card: int) -> str:
    return CARD_KEY[card]


def hand_keys(cards) -> list[str]:
    """The keys of ``cards`` in card-list order."""
    return [CARD_KEY[c] for c in sorted(cards, key=_KIND_RANK.__getitem__)]


def seat_power(cards, role: str) -> int:
    """What a seat's placed cargo is worth in the battle for its side."""
    total = 0
    for c in cards:
        card = CARGO[c]
        total += card.power
        if card.key == "badge" and role == HUNTER:
            total += BADGE_POWER
        elif card.key == "bandana" and role == OUTLAW:
            total += BANDANA_POWER
    return total


def knives(cards) -> int:
    return sum(1 for c in cards if CARGO[c].key == "knife")


def fighting_passengers(passengers, lassos: int) -> list[int]:
    """The passengers still fighting once each Lasso has tied up the strongest one."""
    ranked = sorted(passengers, key=lambda p: (-PASSENGERS[p].power, p))
    return sorted(ranked[lassos:])

