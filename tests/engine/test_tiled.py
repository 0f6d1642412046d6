"""The Tiled loader on the small test map (tests/data/test_board.tmx), and
broken maps that must fail with a clear message."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import shutil
from pathlib import Path

import pygame
import pytest

from game.engine.tiled import MapError, load_map, null_image_loader, plain_image_loader
from script_loader import load_script

DATA = Path(__file__).resolve().parent.parent / "data"
MAP = DATA / "test_board.tmx"
FILES = ["test_board.tmx", "test_tiles.tsx", "test_tiles.png", "test_board.png"]


@pytest.fixture(scope="module")
def board():
    return load_map(MAP, image_loader=plain_image_loader, expected_nodes=6, expected_links=8)


def test_nodes_come_with_ids_positions_and_properties(board):
    g = board.graph
    assert g.node_ids == (1, 2, 3, 4, "Deadwood", 6)
    assert board.node_pos(1) == (48.0, 48.0)
    assert board.node_pos(2) == (160.0, 40.0)          # an ellipse: its centre
    assert board.node_pos("Deadwood") == (176.0, 168.0)
    assert g.node(1).attrs == {"kind": "town", "gold": 3, "x": 48.0, "y": 48.0, "radius": 0.0}
    assert g.node(4).get("haunted") is True
    assert g.node("Deadwood").get("radius") == 16.0


def test_links_snap_to_nodes_and_keep_kinds_and_properties(board):
    g = board.graph
    ends = [(frozenset((l.a, l.b)), l.kind) for l in g.links]
    assert ends == [
        (frozenset({1, 2}), "taxi"), (frozenset({2, 3}), "bus"), (frozenset({1, 4}), "trail"),
        (frozenset({4, "Deadwood"}), "taxi"), (frozenset({"Deadwood", 3}), "underground"),
        (frozenset({"Deadwood", 6}), "ferry"), (frozenset({1, 2}), "bus"), (frozenset({3, 6}), "trail"),
    ]
    trail = g.links_between(1, 4)[0]
    assert trail.attrs == {"curse": True, "damage": 1.5}
    assert g.links_between(1, 2, "taxi")[0].get("cost") == 1
    assert g.distances_from(1) == {1: 0, 2: 1, 4: 1, 3: 2, "Deadwood": 2, 6: 3}
    assert g.distances_from(1, "taxi") == {1: 0, 2: 1}


def test_link_geometry_runs_from_centre_to_centre(board):
    g = board.graph
    taxi = g.links_between(1, 2, "taxi")[0]
    assert board.link_paths[taxi.index] == [(48.0, 48.0), (100.0, 30.0), (160.0, 40.0)]  # end snapped on 2's centre
    ferry = g.links_between("Deadwood", 6)[0]
    assert board.link_paths[ferry.index] == [(176.0, 168.0), (280.0, 208.0)]     # from/to box: straight
    back = g.links_between(3, 6)[0]
    assert (back.a, back.b) == (3, 6)
    assert board.link_paths[back.index] == [(272.0, 56.0), (300.0, 130.0), (280.0, 208.0)]  # drawn 6->3, turned


def test_map_size_layers_and_composed_board(board):
    assert board.size == (320, 256) and board.tile_size == (32, 32)
    assert board.properties["title"] == "Test Gulch"
    [layer] = board.image_layers
    assert layer.name == "board" and layer.image.get_size() == (320, 256) and layer.opacity == pytest.approx(0.9)
    art = board.compose((0, 0, 0))
    assert art.get_size() == (320, 256)
    assert art.get_at((160, 40))[:3] != (0, 0, 0)                  # a node dot from the image layer
    tile = pygame.image.load(str(DATA / "test_tiles.png"))
    assert art.get_at((16, 200))[:3] == tile.get_at((16, 16))[:3]   # a tile from the ground layer


def test_graph_only_load_reads_no_images():
    board = load_map(MAP, image_loader=null_image_loader)
    assert len(board.graph) == 6 and board.image_layers[0].image is None


def test_committed_map_matches_its_generator():
    module = load_script(DATA / "make_test_map.py")
    assert (DATA / "test_board.tmx").read_text(encoding="utf-8") == module.tmx_text()
    assert (DATA / "test_tiles.tsx").read_text(encoding="utf-8") == module.tsx_text()


# --- broken maps ---------------------------------------------------------------------

def broken(tmp_path, edit=None, drop=None):
    for name in FILES:
        if name != drop:
            shutil.copy(DATA / name, tmp_path / name)
    path = tmp_path / "test_board.tmx"
    if edit:
        text = path.read_text(encoding="utf-8")
        new = edit(text)
        assert new != text, "the edit must change the map"
        path.write_text(new, encoding="utf-8")
    return path


def load_fails(path, **kw):
    with pytest.raises(MapError) as info:
        load_map(path, image_loader=plain_image_loader, **kw)
    message = str(info.value)
    assert str(path) in message  # every message names the file
    return message


def test_truncated_xml(tmp_path):
    path = broken(tmp_path, lambda t: t[: len(t) // 2])
    assert "broken XML" in load_fails(path)


def test_not_a_map_at_all(tmp_path):
    path = tmp_path / "notes.tmx"
    path.write_text("Just some words, no XML here.", encoding="utf-8")
    assert "not a readable Tiled map" in load_fails(path)


def test_missing_file(tmp_path):
    assert "no such map file" in load_fails(tmp_path / "nowhere.tmx")


def test_missing_tileset_image(tmp_path):
    path = broken(tmp_path, drop="test_tiles.png")
    assert "test_tiles.png" in load_fails(path)


def test_link_to_a_missing_node(tmp_path):
    path = broken(tmp_path, lambda t: t.replace('name="from" value="Deadwood"', 'name="from" value="Tombstone"'))
    message = load_fails(path)
    assert "'Tombstone'" in message and "does not exist" in message


def test_link_end_on_no_node(tmp_path):
    # Pull the first taxi line's start away from node 1.
    path = broken(tmp_path, lambda t: t.replace('<object id="1" x="48" y="48">', '<object id="1" x="20" y="110">', 1))
    message = load_fails(path)
    assert "object 1" in message and "first point (20, 110) is on no node" in message and "nearest node" in message


def test_duplicate_node_ids(tmp_path):
    path = broken(tmp_path, lambda t: t.replace('name="6"', 'name="4"'))
    message = load_fails(path)
    assert "node id 4 is used twice" in message and "objects 12 and 14" in message


@pytest.mark.parametrize("layer", ["nodes", "links"])
def test_missing_layer(tmp_path, layer):
    path = broken(tmp_path, lambda t: t.replace(f'name="{layer}"', 'name="scenery"'))
    assert f"no object layer named '{layer}'" in load_fails(path)


def test_link_without_a_kind(tmp_path):
    path = broken(tmp_path, lambda t: t.replace('<property name="kind" value="underground"/>', ''))
    assert "has no kind" in load_fails(path)


def test_reserved_property_name(tmp_path):
    path = broken(tmp_path, lambda t: t.replace('<property name="gold" type="int" value="3"/>',
                                                '<property name="id" type="int" value="3"/>'))
    assert "not a usable Tiled map" in load_fails(path)


def test_unexpected_counts(tmp_path):
    message = load_fails(MAP, expected_nodes=199, expected_links=8)
    assert "expected 199 nodes, found 6" in message


def test_several_problems_are_reported_together(tmp_path):
    def edit(t):
        t = t.replace('name="6"', 'name="4"')
        return t.replace('name="from" value="Deadwood"', 'name="from" value="Tombstone"')
    message = load_fails(broken(tmp_path, edit))
    assert "used twice" in message and "Tombstone" in message
