"""The desert board (maps/few_and_cursed.tmx, generated from
build_scripts/data/few_and_cursed_board.json): its spaces and roads keep the
board's rules, the map is a real Tiled map both readers load with its art,
the generator is deterministic, and a broken map is refused with a message
naming the file and the problem."""

from __future__ import annotations

import json
import math
import struct
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.core.tmx_graph import MapError, read_tmx
from game.games.few_and_cursed import board
from script_loader import load_script

ROOT = Path(__file__).resolve().parent.parent.parent
MAP = ROOT / "maps" / "few_and_cursed.tmx"
ART = ROOT / "maps" / "few_and_cursed_board.png"
DATA = ROOT / "build_scripts" / "data" / "few_and_cursed_board.json"


@pytest.fixture(scope="module")
def graph():
    return board.desert_graph()


@pytest.fixture(scope="module")
def gen():
    return load_script(ROOT / "build_scripts" / "make_few_and_cursed_map.py")


# --- the board's rules -------------------------------------------------------------------

def test_spaces_and_roads_are_counted(graph):
    assert len(graph) == board.SPACES == 52 >= 45
    assert graph.node_ids == tuple(range(1, 53))
    assert len(graph.links) == board.ROADS == 89
    assert {link.kind for link in graph.links} == {"road"}


def test_a_sensible_mix_of_country(graph):
    kinds = Counter(n.kind for n in graph.nodes)
    assert kinds == {"san_andreas": 1, "desert": 22, "canyons": 10, "ruins": 11, "cursed": 8}
    others = len(graph) - 1
    assert 0.35 <= kinds["desert"] / others <= 0.45
    assert 0.15 <= kinds["canyons"] / others <= 0.25 and 0.15 <= kinds["ruins"] / others <= 0.25
    assert 0.12 <= kinds["cursed"] / others <= 0.2


def test_every_space_has_its_own_name(graph):
    names = [n.get("name") for n in graph.nodes]
    assert all(isinstance(name, str) and name.strip() for name in names)
    assert len(set(names)) == len(names)
    assert all("label" not in n.attrs for n in graph.nodes)


def test_san_andreas_is_in_the_middle(graph):
    centre = board.san_andreas(graph)
    node = graph.node(centre)
    assert [n.id for n in graph.nodes if n.kind == "san_andreas"] == [centre] == [1]
    assert node.get("name") == node.get("town") == "San Andreas"
    assert (node.x, node.y) == (1200, 900)   # the middle of the 2400x1800 board


def test_the_corner_towns_hold_the_artifacts_by_colour(graph):
    towns = board.corner_towns(graph)
    assert set(towns) == {"red", "blue", "green", "gold"}
    named = {graph.node(space).get("name"): colour for colour, space in towns.items()}
    assert named == board.CORNER_TOWNS == {"Santana De Aguasucia": "red", "Expedition": "blue",
                                          "Mountain View": "green", "Mana O'lana": "gold"}
    corners = {(round(graph.node(s).x / 2400), round(graph.node(s).y / 1800)) for s in towns.values()}
    assert corners == {(0, 0), (1, 0), (0, 1), (1, 1)}   # one town at each corner
    for space in towns.values():
        node = graph.node(space)
        assert node.kind == "desert" and node.get("town") == node.get("name") and node.get("last_seen") == 0
    assert sum(1 for n in graph.nodes if n.get("artifact")) == 4


def test_monsters_take_a_few_rounds_from_a_last_seen_location(graph):
    places = board.last_seen_locations(graph)
    assert sorted(places) == [1, 2, 3, 4]
    hops = graph.distances_from(board.san_andreas(graph))
    assert all(4 <= hops[space] <= 6 for space in places.values()), {n: hops[s] for n, s in places.items()}
    assert all(hops[space] >= 4 for space in board.corner_towns(graph).values())
    assert len(set(places.values()) | set(board.corner_towns(graph).values())) == 8


def test_every_space_is_reachable_from_san_andreas(graph):
    assert len(graph.distances_from(board.san_andreas(graph))) == len(graph)
    assert all(len(graph.links_of(n.id)) >= 2 for n in graph.nodes)   # no dead ends


def test_roads_carry_their_symbols(graph):
    for link in graph.links:
        move, curse, damage = link.get("move"), link.get("curse"), link.get("damage")
        assert all(type(v) is int for v in (move, curse, damage)), link
        assert 1 <= move <= 3 and 0 <= curse <= 2 and 0 <= damage <= 2, link
    assert Counter(link.get("move") for link in graph.links) == {1: 47, 2: 39, 3: 3}
    assert sum(1 for link in graph.links if link.get("curse")) == 24
    assert sum(1 for link in graph.links if link.get("damage")) == 15


def test_cursed_ground_is_the_quick_way(graph):
    """Roads into cursed places cost one movement and carry a curse; the others cost more on average."""
    for link in graph.links:
        cursed_end = "cursed" in (graph.node(link.a).kind, graph.node(link.b).kind)
        assert (link.get("curse") > 0) == cursed_end, link
        if cursed_end:
            assert link.get("move") == 1, link
    clean = [link.get("move") for link in graph.links if not link.get("curse")]
    assert sum(clean) / len(clean) > 1.5


def test_trails_do_not_cross_and_keep_off_other_spaces(gen):
    drawn = read_tmx(MAP)
    g = drawn.graph
    paths = [drawn.link_paths[link.index] for link in g.links]
    for i, link in enumerate(g.links):
        a, b = g.node(link.a), g.node(link.b)
        assert paths[i][0] == (a.x, a.y) and paths[i][-1] == (b.x, b.y)
        for other in g.nodes:
            if other.id not in (link.a, link.b):
                gap = min(gen.segment_distance((other.x, other.y), p, q) for p, q in zip(paths[i], paths[i][1:]))
                assert gap > other.get("radius"), (link, other.id)
        for j in range(i):
            assert not gen.paths_cross(paths[i], paths[j]), (link, g.links[j])


def test_helpers_default_to_the_real_board():
    assert board.san_andreas() == 1
    assert board.desert_graph() is board.desert_graph()
    assert board.corner_towns() == {"red": 2, "blue": 7, "gold": 47, "green": 52}


# --- the map file ------------------------------------------------------------------------------

def test_map_matches_its_data_file(graph):
    data = json.loads(DATA.read_text(encoding="utf-8"))
    for space in data["spaces"]:
        node = graph.node(space["id"])
        for key in ("name", "kind", "town", "artifact", "last_seen", "x", "y"):
            assert node.get(key) == space[key], (space["id"], key)
    assert [(l.a, l.b, l.get("move"), l.get("curse"), l.get("damage")) for l in graph.links] == [
        (r["a"], r["b"], r["move"], r["curse"], r["damage"]) for r in data["roads"]]


def test_generator_is_deterministic(gen):
    data = gen.read_board()
    first = gen.tmx_text(data)
    assert first == gen.tmx_text(gen.read_board())
    assert MAP.read_text(encoding="utf-8") == first   # the committed map is the generator's


def test_generator_refuses_crossing_roads(gen):
    data = gen.read_board()
    data["roads"].append({"a": 2, "b": 52, "move": 1, "curse": 0, "damage": 0})   # corner to corner
    with pytest.raises(gen.BoardDataError, match="road 2-52 crosses another road or runs under a space"):
        gen.tmx_text(data)


def test_pytmx_reads_the_map_as_tiled_does():
    import pytmx
    tmx = pytmx.TiledMap(str(MAP))
    assert (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight) == (2400, 1800)
    layers = {layer.name: layer for layer in tmx.layers}
    assert isinstance(layers["board"], pytmx.TiledImageLayer)
    assert len(layers["nodes"]) == 52 and len(layers["links"]) == 89
    first = next(o for o in layers["nodes"] if o.name == "1")
    assert first.properties["label"] == "San Andreas" and first.properties["kind"] == "san_andreas"


def test_engine_loads_the_map_with_its_art(graph):
    from game.engine.tiled import load_map, plain_image_loader
    board_map = load_map(MAP, image_loader=plain_image_loader)
    assert board_map.size == (2400, 1800)
    [layer] = board_map.image_layers
    assert layer.name == "board" and layer.image.get_size() == (2400, 1800)
    assert board_map.compose().get_size() == (2400, 1800)
    pure = read_tmx(MAP)
    assert board_map.graph.to_dict() == pure.graph.to_dict()
    assert board_map.link_paths == pure.link_paths
    assert {n.id: (n.x, n.y) for n in board_map.graph.nodes} == {n.id: (n.x, n.y) for n in graph.nodes}


def test_board_art_is_a_board_sized_png():
    with open(ART, "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", head[16:24]) == (2400, 1800)
    assert ART.stat().st_size < 8_000_000


def test_board_module_is_pure():
    code = ("import sys; from game.games.few_and_cursed import board; board.desert_graph(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx') or "
            "m.startswith('game.engine')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --- broken maps --------------------------------------------------------------------------------

def broken(tmp_path, edit) -> tuple[Path, str]:
    """A copy of the map with one edit, and the message loading it gives."""
    text = MAP.read_text(encoding="utf-8")
    new = edit(text)
    assert new != text
    path = tmp_path / "few_and_cursed.tmx"
    path.write_text(new, encoding="utf-8")
    with pytest.raises(MapError) as info:
        board.load_desert_graph(path)
    message = str(info.value)
    assert message.startswith(str(path) + ": ")
    return path, message


def node_object(text: str, space: int) -> str:
    start = text.index(f'name="{space}" ')
    start = text.rindex("<object", 0, start)
    return text[start:text.index("</object>", start) + len("</object>")]


def test_a_missing_space_is_reported(tmp_path):
    _path, message = broken(tmp_path, lambda t: t.replace(node_object(t, 20), ""))
    # The roads that ran to it now end nowhere, and the message says which and where.
    assert "is on no node; the nearest node" in message


def test_a_renumbered_space_is_reported(tmp_path):
    _path, message = broken(tmp_path, lambda t: t.replace('name="52" ', 'name="53" '))
    assert "space ids must be 1..52; unexpected: 53" in message


def test_bad_space_attributes_are_reported(tmp_path):
    def edit(t):
        obj = node_object(t, 5)
        bad = (obj.replace('name="kind" value="cursed"', 'name="kind" value="swamp"')
                  .replace('name="last_seen" type="int" value="1"', 'name="last_seen" type="int" value="7"'))
        return t.replace(obj, bad)
    _path, message = broken(tmp_path, edit)
    assert "space 5 has kind 'swamp'" in message
    assert "space 5: 'last_seen' must be an int from 0 to 4, not 7" in message
    assert "Last Seen location 1 must be exactly one space, found 0" in message


def test_a_town_without_its_artifacts_is_reported(tmp_path):
    _path, message = broken(tmp_path, lambda t: t.replace('value="gold"', 'value="silver"'))
    assert "holds artifact colour 'silver'" in message and "the corner town Mana O'lana" in message


def test_a_second_san_andreas_is_reported(tmp_path):
    def edit(t):
        obj = node_object(t, 3)
        return t.replace(obj, obj.replace('name="kind" value="desert"', 'name="kind" value="san_andreas"'))
    _path, message = broken(tmp_path, edit)
    assert "there must be exactly one san_andreas space, found 2" in message


def test_bad_road_symbols_are_reported(tmp_path):
    def edit(t):
        t = t.replace('name="move" type="int" value="1"', 'name="move" type="int" value="0"', 1)
        return t.replace('name="damage" type="int" value="0"', 'name="damage" type="int" value="-1"', 1)
    _path, message = broken(tmp_path, edit)
    assert "'move' must be an int of at least 1, not 0" in message
    assert "'damage' must be an int of at least 0, not -1" in message


def test_an_unreachable_space_is_reported(tmp_path, gen):
    data = gen.read_board()
    cut = [r for r in data["roads"] if 2 in (r["a"], r["b"])]
    data["roads"] = [r for r in data["roads"] if r not in cut]
    path = tmp_path / "few_and_cursed.tmx"
    path.write_text(gen.tmx_text(data), encoding="utf-8")
    with pytest.raises(MapError) as info:
        board.load_desert_graph(path)
    message = str(info.value)
    assert str(path) in message
    assert f"expected 89 roads, found {89 - len(cut)}" in message
    assert "no road leads to space 2 from San Andreas" in message


def test_broken_xml_is_reported(tmp_path):
    _path, message = broken(tmp_path, lambda t: t[: len(t) // 2])
    assert "broken XML" in message


def test_a_missing_map_is_reported(tmp_path):
    with pytest.raises(MapError, match="no such map file"):
        board.load_desert_graph(tmp_path / "few_and_cursed.tmx")


def test_the_executable_carries_the_map_and_its_art():
    build = load_script(ROOT / "build_scripts" / "build_exe.py")
    args = build.pyinstaller_args(build.platform_key(), Path("dist"), Path("work"))
    bundled = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
    maps = [entry for entry in bundled if entry.endswith("maps")]
    assert maps, bundled
    folder = Path(maps[0][: -len("maps") - 1])
    assert (folder / MAP.name).is_file() and (folder / ART.name).is_file()
    assert board.MAP_FILE == ("maps", MAP.name)


def test_the_engine_board_view_finds_every_space_and_road_when_fitted_to_the_window():
    """Fitted to a 1280x720 window, a click on any space's centre finds that space
    and a click on the middle of any drawn road finds that road."""
    import pygame
    from game.engine.board_view import BoardView
    from game.engine.tiled import load_map, plain_image_loader
    pygame.init()
    view = BoardView(load_map(MAP, image_loader=plain_image_loader), pygame.Rect(0, 0, 1280, 720))
    view.fit(smooth=False)
    assert view.camera.zoom == pytest.approx(0.4)
    for node in view.graph.nodes:
        assert view.node_at(view.node_screen(node.id)) == node.id
    for link in view.graph.links:
        middle = halfway(view.link_points(link))
        x, y = view.camera.world_to_screen(middle)
        found = view.link_at((round(x), round(y)))
        assert found is not None and found.index == link.index, (link.a, link.b)


def halfway(path):
    lengths = [math.dist(p, q) for p, q in zip(path, path[1:])]
    half = sum(lengths) / 2
    for (p, q), d in zip(zip(path, path[1:]), lengths):
        if half <= d:
            t = half / d if d else 0.0
            return (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))
        half -= d
    return path[-1]
