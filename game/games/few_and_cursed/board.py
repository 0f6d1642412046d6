"""The desert board of The Few and Cursed: its spaces and the roads between them.

Pure Python: the graph is read from maps/few_and_cursed.tmx with
game.core.tmx_graph (never pytmx, which pulls in pygame), found through
game.paths so it works from a frozen executable too.  The map is generated
by build_scripts/make_few_and_cursed_map.py from
build_scripts/data/few_and_cursed_board.json.

Public API
----------
``desert_graph() -> Graph`` (cached) and ``load_desert_graph(path) -> Graph``.
Node ids are the space numbers 1..SPACES.  Each node has ``name`` (the
space's name; the map file keeps it in a ``label`` property, as Tiled's own
"name" field carries the id), ``kind`` (one of ``KINDS``), ``town`` (the
town's name, "" if none), ``artifact`` (a colour of ``ARTIFACT_COLOURS`` at
the four corner towns, else ""), ``last_seen`` (1..4 at the Most Wanted Last
Seen locations, else 0), ``x``, ``y`` (board pixels on the 2400x1800 board)
and ``radius`` (of the space's disc).  Each link's ``kind`` is "road", with
``move`` (movement symbols to pay, >= 1), ``curse`` (curse symbols, +1 curse
each) and ``damage`` (damage symbols: pay 1 movement or take 1 damage each).
Loading raises ``MapError`` naming the file and every problem found.
``san_andreas(graph=None) -> id``; ``corner_towns(graph=None) -> {colour: id}``;
``last_seen_locations(graph=None) -> {1..4: id}``: the special spaces.
``MAP_FILE``; ``map_path()``; ``SPACES``, ``ROADS``, ``KINDS``,
``ARTIFACT_COLOURS``, ``CORNER_TOWNS`` (town name -> colour).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game import paths
from game.core.graph import Graph, NodeId
from game.core.tmx_graph import MapError, read_tmx

MAP_FILE = ("maps", "few_and_cursed.tmx")

SPACES = 52
ROADS = 89
SAN_ANDREAS = "san_andreas"
KINDS = (SAN_ANDREAS, "desert", "canyons", "ruins", "cursed")
ARTIFACT_COLOURS = ("red", "blue", "green", "gold")
CORNER_TOWNS = {"Santana De Aguasucia": "red", "Expedition": "blue", "Mountain View": "green", "Mana O'lana": "gold"}
LAST_SEEN = (1, 2, 3, 4)
ROAD = "road"
MAX_PROBLEMS = 12


def map_path() -> Path:
    return paths.resource(*MAP_FILE)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _space_problems(graph: Graph) -> list[str]:
    problems = []
    for node in graph.nodes:
        where = f"space {node.id}"
        label = node.get("label")
        if not isinstance(label, str) or not label.strip():
            problems.append(f"{where} has no name (its 'label' property)")
        if node.kind not in KINDS:
            problems.append(f"{where} has kind {node.kind!r}; it must be one of {', '.join(KINDS)}")
        for key in ("town", "artifact"):
            if not isinstance(node.get(key, ""), str):
                problems.append(f"{where}: '{key}' must be a string")
        colour = node.get("artifact", "")
        if colour and colour not in ARTIFACT_COLOURS:
            problems.append(f"{where} holds artifact colour {colour!r}; it must be one of {', '.join(ARTIFACT_COLOURS)}")
        seen = node.get("last_seen", 0)
        if not _is_int(seen) or not 0 <= seen <= len(LAST_SEEN):
            problems.append(f"{where}: 'last_seen' must be an int from 0 to {len(LAST_SEEN)}, not {seen!r}")
    return problems


def _special_problems(graph: Graph) -> list[str]:
    problems = []
    centres = [n.id for n in graph.nodes if n.kind == SAN_ANDREAS]
    if len(centres) != 1:
        problems.append(f"there must be exactly one {SAN_ANDREAS} space, found {len(centres)}")
    by_name = {n.get("label"): n for n in graph.nodes}
    for town, colour in CORNER_TOWNS.items():
        node = by_name.get(town)
        if node is None:
            problems.append(f"the corner town {town} is missing")
        elif node.get("artifact") != colour or node.get("town") != town:
            problems.append(f"the corner town {town} (space {node.id}) must be a town holding the {colour} "
                            f"artifacts, not {node.get('artifact')!r}")
    holders = [n for n in graph.nodes if n.get("artifact")]
    if len(holders) != len(CORNER_TOWNS):
        others = sorted(str(n.id) for n in holders if n.get("label") not in CORNER_TOWNS)
        problems.append(f"only the {len(CORNER_TOWNS)} corner towns hold artifacts; also found at: {', '.join(others)}")
    for number in LAST_SEEN:
        found = [n.id for n in graph.nodes if n.get("last_seen") == number]
        if len(found) != 1:
            problems.append(f"Last Seen location {number} must be exactly one space, found {len(found)}")
    return problems


def _road_problems(graph: Graph) -> list[str]:
    problems = []
    for link in graph.links:
        where = f"road {link.a}-{link.b}"
        if link.kind != ROAD:
            problems.append(f"{where} has kind {link.kind!r}, not {ROAD!r}")
        move = link.get("move")
        if not _is_int(move) or move < 1:
            problems.append(f"{where}: 'move' must be an int of at least 1, not {move!r}")
        for key in ("curse", "damage"):
            value = link.get(key)
            if not _is_int(value) or value < 0:
                problems.append(f"{where}: '{key}' must be an int of at least 0, not {value!r}")
    return problems


def _reach_problems(graph: Graph) -> list[str]:
    centres = [n.id for n in graph.nodes if n.kind == SAN_ANDREAS]
    if not centres:
        return []
    reached = graph.distances_from(centres[0])
    lost = sorted((n.id for n in graph.nodes if n.id not in reached), key=str)
    return [f"no road leads to space {', '.join(map(str, lost))} from San Andreas"] if lost else []


def load_desert_graph(path: str | Path) -> Graph:
    """Reads and checks a desert board map; raises MapError naming the file and the problems."""
    # Counts are checked here rather than by read_tmx, so a map with a missing
    # space also hears about the spaces it leaves stranded.
    graph = read_tmx(path).graph
    problems = []
    if len(graph) != SPACES:
        problems.append(f"expected {SPACES} spaces, found {len(graph)}")
    if len(graph.links) != ROADS:
        problems.append(f"expected {ROADS} roads, found {len(graph.links)}")
    ids = set(graph.node_ids)
    if ids != set(range(1, SPACES + 1)):
        strays = sorted(map(str, ids - set(range(1, SPACES + 1))))
        problems.append(f"space ids must be 1..{SPACES}; unexpected: {', '.join(strays)}")
    problems += _space_problems(graph) + _special_problems(graph) + _road_problems(graph) + _reach_problems(graph)
    if problems:
        more = f"; and {len(problems) - MAX_PROBLEMS} more" if len(problems) > MAX_PROBLEMS else ""
        raise MapError(f"{path}: " + "; ".join(problems[:MAX_PROBLEMS]) + more)
    for node in graph.nodes:
        node.attrs["name"] = node.attrs.pop("label")
    return graph


@lru_cache(maxsize=1)
def desert_graph() -> Graph:
    return load_desert_graph(map_path())


def san_andreas(graph: Graph | None = None) -> NodeId:
    graph = graph or desert_graph()
    return next(n.id for n in graph.nodes if n.kind == SAN_ANDREAS)


def corner_towns(graph: Graph | None = None) -> dict[str, NodeId]:
    """Artifact colour -> the corner town holding that colour."""
    graph = graph or desert_graph()
    return {n.get("artifact"): n.id for n in graph.nodes if n.get("artifact")}


def last_seen_locations(graph: Graph | None = None) -> dict[int, NodeId]:
    """Last Seen number (1..4) -> its space."""
    graph = graph or desert_graph()
    return {n.get("last_seen"): n.id for n in graph.nodes if n.get("last_seen")}


__all__ = ["ARTIFACT_COLOURS", "CORNER_TOWNS", "KINDS", "LAST_SEEN", "MAP_FILE", "MapError", "ROAD", "ROADS",
           "SAN_ANDREAS", "SPACES", "corner_towns", "desert_graph", "last_seen_locations", "load_desert_graph",
           "map_path", "san_andreas"]
