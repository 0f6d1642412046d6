"""The London board: 199 stations and their taxi, bus, underground and ferry links.

Pure Python: the graph is read from maps/scotland_yard.tmx with
game.core.tmx_graph (never pytmx, which pulls in pygame), found through
game.paths so it works from a frozen executable too.

Public API
----------
``STATIONS`` (199), ``LINKS`` (468), ``LINKS_BY_MODE``
({"taxi": 346, "bus": 99, "underground": 20, "ferry": 3}), ``MODES``.
``station_graph() -> Graph`` (cached): node ids are the station numbers
1..199, each node has ``x``, ``y`` (board pixels on the 2600x1950 board),
``radius`` and bool attributes ``taxi``, ``bus``, ``underground`` and
``ferry`` (whether any link of that mode stops there); each link's ``kind``
is its mode.  Raises ``MapError`` naming the file and the problem when the
map is missing, broken, or has other counts.
``station_modes(station) -> frozenset[str]``: the modes serving a station.
``start_cards() -> dict[str, tuple[int, ...]]``: ``detectives`` (16 cards),
``mister_x`` (13) and ``classic_shared_18`` (the classic edition's one deck),
from maps/scotland_yard_start_positions.json (cached; ``MapError`` when the
file is missing or malformed).
``MAP_FILE``, ``START_FILE``: the files' paths relative to the resource root.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from pathlib import Path

from game import paths
from game.core.graph import Graph
from game.core.tmx_graph import MapError, read_tmx

MAP_FILE = ("maps", "scotland_yard.tmx")
START_FILE = ("maps", "scotland_yard_start_positions.json")

MODES = ("taxi", "bus", "underground", "ferry")
STATIONS = 199
LINKS_BY_MODE = {"taxi": 346, "bus": 99, "underground": 20, "ferry": 3}
LINKS = sum(LINKS_BY_MODE.values())
START_DECKS = {"detectives": 16, "mister_x": 13, "classic_shared_18": 18}


def map_path() -> Path:
    return paths.resource(*MAP_FILE)


def load_station_graph(path: str | Path) -> Graph:
    """Reads and checks a board map: station ids 1..199, the link counts per mode."""
    graph = read_tmx(path, STATIONS, LINKS).graph
    problems = []
    ids = set(graph.node_ids)
    if ids != set(range(1, STATIONS + 1)):
        strays = sorted(map(str, ids - set(range(1, STATIONS + 1))))
        problems.append(f"station ids must be 1..{STATIONS}; unexpected: {', '.join(strays)}")
    found = Counter(link.kind for link in graph.links)
    for mode in sorted(set(found) | set(LINKS_BY_MODE)):
        if found.get(mode, 0) != LINKS_BY_MODE.get(mode, 0):
            problems.append(f"expected {LINKS_BY_MODE.get(mode, 0)} {mode} links, found {found.get(mode, 0)}")
    for node in graph.nodes:
        served = {link.kind for link in graph.links_of(node.id)}
        flags = {m for m in MODES if node.get(m) is True}
        if served != flags:
            problems.append(f"station {node.id} is marked {sorted(flags)} but is served by {sorted(served)}")
    if problems:
        raise MapError(f"{path}: " + "; ".join(problems[:12]))
    return graph


@lru_cache(maxsize=1)
def station_graph() -> Graph:
    return load_station_graph(map_path())


def station_modes(station: int) -> frozenset[str]:
    node = station_graph().node(station)
    return frozenset(m for m in MODES if node.get(m) is True)


def load_start_cards(path: str | Path) -> dict[str, tuple[int, ...]]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise MapError(f"{path}: the start cards cannot be read ({exc.strerror or exc})") from None
    except json.JSONDecodeError as exc:
        raise MapError(f"{path}: the start cards are not valid JSON ({exc})") from None
    cards: dict[str, tuple[int, ...]] = {}
    problems = []
    for deck, size in START_DECKS.items():
        raw = data.get(deck) if isinstance(data, dict) else None
        if (not isinstance(raw, list) or len(raw) != size or len(set(raw)) != size
                or not all(isinstance(s, int) and not isinstance(s, bool) and 1 <= s <= STATIONS for s in raw)):
            problems.append(f"'{deck}' must list {size} different stations from 1 to {STATIONS}")
        else:
            cards[deck] = tuple(raw)
    if not problems and set(cards["detectives"]) & set(cards["mister_x"]):
        problems.append("a station is both a detective and a Mister X start card")
    if problems:
        raise MapError(f"{path}: " + "; ".join(problems))
    return cards


@lru_cache(maxsize=1)
def _start_cards() -> dict[str, tuple[int, ...]]:
    return load_start_cards(paths.resource(*START_FILE))


def start_cards() -> dict[str, tuple[int, ...]]:
    # A fresh dict each time: callers cannot change the cached decks.
    return dict(_start_cards())


__all__ = ["LINKS", "LINKS_BY_MODE", "MAP_FILE", "MODES", "MapError", "START_DECKS", "START_FILE", "STATIONS",
           "load_start_cards", "load_station_graph", "map_path", "start_cards", "station_graph", "station_modes"]
