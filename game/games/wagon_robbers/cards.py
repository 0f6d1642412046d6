"""The card lists, read from ``cards.json`` by the core content loader (a
broken file stops with a sentence naming the file, the card and the field):
every physical card gets an id (its index in WAGONS, PASSENGERS or CARGO);
copies share a key."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from game.core.content import Fields, items, read_document

CARDS_FILE = Path(__file__).parent / "content" / "cards.json"
CARGO_KINDS = ("weapon", "item")
NUMBERS = ("target_wagons", "starting_cargo", "cargo_per_wagon", "knives_for_assassin", "badge_power",
           "bandana_power")


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


def _wagon(f: Fields) -> Wagon:
    f.only("key", "name", "power", "rounds", "cargo", "passengers", "count")
    return Wagon(f.ident, f.text("name", max_len=30), f.int("power", 0, 9), f.int("rounds", 1, 5),
                 f.int("cargo", 0, 9), f.int("passengers", 0, 9))


def _passenger(f: Fields) -> Passenger:
    f.only("key", "name", "power", "count")
    return Passenger(f.ident, f.text("name", max_len=30), f.int("power", 0, 9))


def _cargo(f: Fields) -> Cargo:
    f.only("key", "name", "kind", "power", "count", "text")
    return Cargo(f.ident, f.text("name", max_len=30), f.choice("kind", CARGO_KINDS), f.int("power", 0, 9),
                 f.text("text", max_len=120))


def _cards(doc: dict, source: str, key: str, label: str, make: Callable[[Fields], Any]) -> tuple[list, tuple]:
    """(the keys in file order, every physical card: ``count`` copies of each)."""
    keys, cards = [], []
    for f in items(doc, source, key, label, id_field="key", min_count=1):
        card = make(f)
        keys.append(card.key)
        cards.extend(card for _ in range(f.int("count", 1, 60)))
    return keys, tuple(cards)


def load_cards(path: str | Path = CARDS_FILE) -> dict:
    """The decks and numbers of ``cards.json``; ContentError on any fault."""
    path = Path(path)
    doc = read_document(path, format=1)
    source = path.name
    top = Fields(doc, source)
    top.only("format", "wagons", "passengers", "cargo", *NUMBERS)
    out = {name: top.int(name, 0, 20) for name in NUMBERS}
    _, out["wagons"] = _cards(doc, source, "wagons", "wagon", _wagon)
    _, out["passengers"] = _cards(doc, source, "passengers", "passenger", _passenger)
    out["cargo_keys"], out["cargo"] = _cards(doc, source, "cargo", "cargo card", _cargo)
    return out


_DATA = load_cards()
WAGONS: tuple[Wagon, ...] = _DATA["wagons"]
PASSENGERS: tuple[Passenger, ...] = _DATA["passengers"]
CARGO: tuple[Cargo, ...] = _DATA["cargo"]

CARGO_BY_KEY: dict[str, Cargo] = {c.key: c for c in CARGO}
CARGO_KEYS: tuple[str, ...] = tuple(_DATA["cargo_keys"])

TARGET_WAGONS: int = _DATA["target_wagons"]
STARTING_CARGO: int = _DATA["starting_cargo"]
CARGO_PER_WAGON: int = _DATA["cargo_per_wagon"]
KNIVES_FOR_ASSASSIN: int = _DATA["knives_for_assassin"]
BADGE_POWER: int = _DATA["badge_power"]
BANDANA_POWER: int = _DATA["bandana_power"]
