"""The London board (maps/scotland_yard.tmx) against the board facts kept in
tests/data/scotland_yard/ (stations.csv, edges.csv, start_positions.json)."""

from __future__ import annotations

import csv
import json
import math
import struct
import subprocess
import sys
from collections import Counter
from pathlib import Path
from xml.etree import ElementTree

import pytest

from game.core.tmx_graph import MapError, read_tmx
from game.games.scotland_yard import board
from script_loader import load_script

ROOT = Path(__file__).resolve().parent.parent.parent
FACTS = ROOT / "tests" / "data" / "scotland_yard"
MAP = ROOT / "maps" / "scotland_yard.tmx"


def csv_rows(name):
    with open(FACTS / name, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


STATIONS_CSV = {int(r["id"]): (float(r["x"]), float(r["y"])) for r in csv_rows("stations.csv")}
EDGES_CSV = [(int(r["a"]), int(r["b"]), r["mode"]) for r in csv_rows("edges.csv")]


@pytest.fixture(scope="module")
def graph():
    return board.station_graph()


def generator():
    return load_script(ROOT / "build_scripts" / "make_scotland_yard_map.py")


# --- the graph ------------------------------------------------------------------------

def test_counts_per_mode(graph):
    assert len(graph) == board.STATIONS == 199
    assert len(graph.links) == board.LINKS == 468
    assert Counter(l.kind for l in graph.links) == board.LINKS_BY_MODE == {
        "taxi": 346, "bus": 99, "underground": 20, "ferry": 3}
    assert graph.node_ids == tuple(range(1, 200))


def test_links_and_positions_match_the_facts(graph):
    assert [(l.a, l.b, l.kind) for l in graph.links] == EDGES_CSV
    assert {n.id: (n.x, n.y) for n in graph.nodes} == STATIONS_CSV


def test_every_station_is_reachable(graph):
    assert len(graph.distances_from(1)) == 199
    assert len(graph.distances_from(1, "taxi")) == 199   # taxi alone reaches everywhere
    assert max(graph.distances_from(1).values()) < 12


def test_ferry_links_only_between_the_river_stations(graph):
    ferries = {frozenset((l.a, l.b)) for l in graph.links if l.kind == "ferry"}
    assert ferries == {frozenset(p) for p in ((108, 115), (115, 157), (157, 194))}
    assert ferries == {frozenset((a, b)) for a, b, m in EDGES_CSV if m == "ferry"}
    assert {n.id for n in graph.nodes if n.get("ferry")} == {108, 115, 157, 194}


def test_station_modes_follow_the_links(graph):
    underground = {n.id for n in graph.nodes if n.get("underground")}
    assert underground == {1, 13, 46, 67, 74, 79, 89, 93, 111, 128, 140, 153, 163, 185}
    assert sum(1 for n in graph.nodes if n.get("bus")) == 62
    assert all(n.get("taxi") is True for n in graph.nodes)
    assert board.station_modes(1) == {"taxi", "bus", "underground"}
    assert board.station_modes(108) == {"taxi", "bus", "ferry"}
    for node in graph.nodes:
        assert board.station_modes(node.id) == {l.kind for l in graph.links_of(node.id)}


def test_graph_is_cached(graph):
    assert board.station_graph() is graph


def test_start_cards_match_the_facts():
    facts = json.loads((FACTS / "start_positions.json").read_text(encoding="utf-8"))
    cards = board.start_cards()
    assert {k: list(v) for k, v in cards.items()} == {k: facts[k] for k in board.START_DECKS}
    assert len(cards["detectives"]) == 16 and len(cards["mister_x"]) == 13
    assert not set(cards["detectives"]) & set(cards["mister_x"])
    cards["mister_x"] = ()
    assert len(board.start_cards()["mister_x"]) == 13   # callers get their own dict


def test_board_module_is_pure():
    code = ("import sys; from game.games.scotland_yard import board; board.station_graph(); board.start_cards(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx') or "
            "m.startswith('game.engine')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --- the map file -------------------------------------------------------------------------

def test_map_is_a_tiled_map_of_the_board_size():
    root = ElementTree.parse(MAP).getroot()
    meta = json.loads((FACTS / "meta.json").read_text(encoding="utf-8"))
    assert root.tag == "map" and root.get("version") == "1.10" and root.get("orientation") == "orthogonal"
    assert int(root.get("width")) * int(root.get("tilewidth")) == meta["canvas_width"] == 2600
    assert int(root.get("height")) * int(root.get("tileheight")) == meta["canvas_height"] == 1950
    [layer] = root.findall("imagelayer")
    image = layer.find("image")
    assert layer.get("name") == "board" and image.get("source") == "scotland_yard_board.png"
    assert (MAP.parent / image.get("source")).is_file()
    ids = [int(o.get("id")) for o in root.iter("object")]
    assert len(ids) == len(set(ids)) == 199 + 468 and int(root.get("nextobjectid")) == max(ids) + 1


def test_board_art_is_a_board_sized_png():
    with open(MAP.parent / "scotland_yard_board.png", "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", head[16:24]) == (2600, 1950)


def test_committed_map_matches_its_generator():
    gen = generator()
    stations, edges, starts = gen.read_facts(FACTS)
    assert MAP.read_text(encoding="utf-8") == gen.tmx_text(stations, edges)
    assert (MAP.parent / "scotland_yard_start_positions.json").read_text(encoding="utf-8") == gen.starts_text(starts)


def test_map_round_trip_through_both_readers():
    """The pure reader and the engine's pytmx-based loader give the same board."""
    from game.engine.tiled import load_map, null_image_loader
    engine = load_map(MAP, image_loader=null_image_loader)
    pure = read_tmx(MAP)
    assert engine.graph.to_dict() == pure.graph.to_dict() == board.station_graph().to_dict()
    assert engine.link_paths == pure.link_paths and engine.size == (2600, 1950)


def test_link_drawings_run_centre_to_centre_and_keep_off_other_stations():
    board_map = read_tmx(MAP)
    g = board_map.graph
    for link in g.links:
        path = board_map.link_paths[link.index]
        a, b = g.node(link.a), g.node(link.b)
        assert path[0] == (a.x, a.y) and path[-1] == (b.x, b.y)
        xs, ys = [p[0] for p in path], [p[1] for p in path]
        others = [n for n in g.nodes if n.id not in (link.a, link.b)
                  and min(xs) - 60 < n.x < max(xs) + 60 and min(ys) - 60 < n.y < max(ys) + 60]
        for p, q in zip(path, path[1:]):
            for n in others:
                # No route runs under a station it does not serve: a clear margin past its disc.
                assert segment_distance((n.x, n.y), p, q) > n.get("radius") + 5, (link, n.id)


def test_parallel_routes_are_drawn_apart():
    board_map = read_tmx(MAP)
    g = board_map.graph
    pairs = Counter(frozenset((l.a, l.b)) for l in g.links)
    shared = [p for p, n in pairs.items() if n > 1]
    assert len(shared) == sum(1 for n in Counter(frozenset((a, b)) for a, b, _m in EDGES_CSV).values() if n > 1)
    for pair in shared:
        a, b = sorted(pair)
        mids = [midpoint(board_map.link_paths[l.index]) for l in g.links_between(a, b)]
        for i in range(len(mids)):
            for j in range(i + 1, len(mids)):
                assert math.dist(mids[i], mids[j]) >= 15, (a, b)


def segment_distance(p, a, b):
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def midpoint(path):
    """The point halfway along a polyline."""
    lengths = [math.dist(p, q) for p, q in zip(path, path[1:])]
    half = sum(lengths) / 2
    for (p, q), d in zip(zip(path, path[1:]), lengths):
        if half <= d:
            t = half / d if d else 0
            return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))
        half -= d
    return path[-1]


# --- broken maps -------------------------------------------------------------------------

def edited_map(tmp_path, edit):
    text = MAP.read_text(encoding="utf-8")
    new = edit(text)
    assert new != text
    path = tmp_path / "scotland_yard.tmx"
    path.write_text(new, encoding="utf-8")
    return path


def test_a_missing_ferry_link_is_reported(tmp_path):
    path = edited_map(tmp_path, lambda t: t.replace('<property name="kind" value="ferry"/>',
                                                     '<property name="kind" value="taxi"/>', 1))
    with pytest.raises(MapError) as info:
        board.load_station_graph(path)
    message = str(info.value)
    assert str(path) in message and "expected 3 ferry links, found 2" in message
    assert "expected 346 taxi links, found 347" in message


def test_a_missing_station_is_reported(tmp_path):
    path = edited_map(tmp_path, lambda t: t.replace('name="199" type="station"', 'name="200" type="station"'))
    with pytest.raises(MapError) as info:
        board.load_station_graph(path)
    assert "unexpected: 200" in str(info.value)


def test_a_missing_map_is_reported(tmp_path):
    with pytest.raises(MapError, match="no such map file"):
        board.load_station_graph(tmp_path / "scotland_yard.tmx")


def test_broken_start_cards_are_reported(tmp_path):
    path = tmp_path / "starts.json"
    path.write_text(json.dumps({"detectives": [1, 2], "mister_x": list(range(1, 14)),
                                "classic_shared_18": list(range(1, 19))}), encoding="utf-8")
    with pytest.raises(MapError, match="'detectives' must list 16 different stations"):
        board.load_start_cards(path)
    path.write_text("{", encoding="utf-8")
    with pytest.raises(MapError, match="not valid JSON"):
        board.load_start_cards(path)
