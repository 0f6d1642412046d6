"""The card lists, read from ``cards.json``: every physical card gets an id
(its index in WAGONS, PASSENGERS or CARGO); copies share a key."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("cards.json")).read_text(encoding="utf-8"))


@dataclass(frozen=True, slots=True)
class Wagon:
    key: str
    name: str
    power: int
    rounds: int
    cargo: int
    passengers: int


@dataclass(frozen=True, slots=True)
class Passenger:
    key: str
    name: str
    power: int


@dataclass(frozen=True, slots=True)
class Cargo:
    key: str
    name: str
    kind: str  # "weapon" or "item"
    power: int
    text: str


def _expand(rows, make):
    cards = []
    for row in rows:
        fields = {k: v for k, v in row.items() if k != "count"}
        cards.extend(make(**fields) for _ in range(row["count"]))
    return tuple(cards)


WAGONS: tuple[Wagon, ...] = _expand(_DATA["wagons"], Wagon)
PASSENGERS: tuple[Passenger, ...] = _expand(_DATA["passengers"], Passenger)
CARGO: tuple[Cargo, ...] = _expand(_DATA["cargo"], Cargo)

CARGO_BY_KEY: dict[str, Cargo] = {c.key: c for c in CARGO}
CARGO_KEYS: tuple[str, ...] = tuple(row["key"] for row in _DATA["cargo"])

TARGET_WAGONS: int = _DATA["target_wagons"]
STARTING_CARGO: int = _DATA["starting_cargo"]
CARGO_PER_WAGON: int = _DATA["cargo_per_wagon"]
KNIVES_FOR_ASSASSIN: int = _DATA["knives_for_assassin"]
BADGE_POWER: int = _DATA["badge_power"]
BANDANA_POWER: int = _DATA["bandana_power"]
