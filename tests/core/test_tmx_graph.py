"""The pure .tmx graph reader on the small test map (tests/data/test_board.tmx)
and on broken maps, which must fail naming the file and every problem."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.core.tmx_graph import MapError, load_graph, read_tmx

DATA = Path(__file__).resolve().parent.parent / "data"
MAP = DATA / "test_board.tmx"
ROOT = Path(__file__).resolve().parent.parent.parent


def variant(tmp_path: Path, edit) -> Path:
    text = MAP.read_text(encoding="utf-8")
    new = edit(text)
    assert new != text, "the edit must change the map"
    path = tmp_path / "board.tmx"
    path.write_text(new, encoding="utf-8")
    return path


def fails(path: Path, **kw) -> str:
    with pytest.raises(MapError) as info:
        read_tmx(path, **kw)
    message = str(info.value)
    assert str(path) in message  # every message names the file
    return message


# --- a good map --------------------------------------------------------------------

def test_nodes_have_ids_centres_kinds_and_typed_properties():
    g = load_graph(MAP, expected_nodes=6, expected_links=8)
    assert g.node_ids == (1, 2, 3, 4, "Deadwood", 6)
    assert g.node(1).attrs == {"kind": "town", "gold": 3, "x": 48.0, "y": 48.0, "radius": 0.0}
    assert (g.node(2).x, g.node(2).y, g.node(2).get("radius")) == (160.0, 40.0, 12.0)  # ellipse centre
    assert g.node(4).get("haunted") is True
    assert g.node("Deadwood").get("gold") == 5


def test_links_snap_by_their_ends_or_name_them_with_from_and_to():
    board = read_tmx(MAP)
    g = board.graph
    assert [(l.a, l.b, l.kind) for l in g.links] == [
        (1, 2, "taxi"), (3, 2, "bus"), (1, 4, "trail"), (4, "Deadwood", "taxi"),
        ("Deadwood", 3, "underground"), ("Deadwood", 6, "ferry"), (1, 2, "bus"), (3, 6, "trail")]
    assert g.links_between(1, 4)[0].attrs == {"curse": True, "damage": 1.5}
    assert g.links_between(1, 2, "bus")[0].get("cost") == 2
    # Geometry runs from a's centre to b's centre; a polyline drawn backwards is turned.
    assert board.link_paths[0] == [(48.0, 48.0), (100.0, 30.0), (160.0, 40.0)]
    assert board.link_paths[5] == [(176.0, 168.0), (280.0, 208.0)]
    assert board.link_paths[7] == [(272.0, 56.0), (300.0, 130.0), (280.0, 208.0)]


def test_map_size_and_properties():
    board = read_tmx(MAP)
    assert board.size == (320, 256) and board.tile_size == (32, 32)
    assert board.properties == {"title": "Test Gulch", "snap": 12}


def test_layer_and_group_offsets_move_nodes_and_link_ends(tmp_path):
    def edit(t):
        t = t.replace('<objectgroup id="4" name="nodes">', '<group id="9" name="g" offsetx="10" offsety="-5">'
                      '<objectgroup id="4" name="NODES" offsetx="2" offsety="1">')
        t = t.replace('<objectgroup id="3" name="links">', '<objectgroup id="3" name="Links" offsetx="12" offsety="-4">')
        return t.replace("</map>", "</group></map>").replace(" </objectgroup>\n</group>", " </objectgroup></group>")
    g = load_graph(variant(tmp_path, edit))
    assert (g.node(1).x, g.node(1).y) == (60.0, 44.0)
    assert len(g.links) == 8


def test_tile_objects_are_anchored_at_their_bottom_left(tmp_path):
    path = variant(tmp_path, lambda t: t.replace(
        '<object id="14" name="6" x="280" y="208">\n   <properties>\n    <property name="kind" value="camp"/>\n'
        '   </properties>\n   <point/>',
        '<object id="14" name="6" gid="1" x="264" y="224" width="32" height="32">\n   <properties>\n'
        '    <property name="kind" value="camp"/>\n   </properties>'))
    g = load_graph(path)
    assert (g.node(6).x, g.node(6).y, g.node(6).get("radius")) == (280.0, 208.0, 16.0)


def test_the_reader_never_imports_pygame():
    code = ("import sys; from game.core.tmx_graph import load_graph; "
            f"load_graph({str(MAP)!r}); print('pygame' in sys.modules, 'pytmx' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


# --- broken maps -----------------------------------------------------------------------

def test_missing_file(tmp_path):
    assert "no such map file" in fails(tmp_path / "nowhere.tmx")


def test_broken_xml(tmp_path):
    assert "broken XML" in fails(variant(tmp_path, lambda t: t[: len(t) // 2]))


def test_xml_that_is_not_a_map(tmp_path):
    path = tmp_path / "tiles.tmx"
    path.write_text('<?xml version="1.0"?><tileset name="x"/>', encoding="utf-8")
    assert "not <map>" in fails(path)


def test_not_orthogonal(tmp_path):
    path = variant(tmp_path, lambda t: t.replace('orientation="orthogonal"', 'orientation="isometric"'))
    assert "must be orthogonal, not isometric" in fails(path)


@pytest.mark.parametrize("layer", ["nodes", "links"])
def test_missing_layer(tmp_path, layer):
    path = variant(tmp_path, lambda t: t.replace(f'name="{layer}"', 'name="scenery"'))
    assert f"no object layer named '{layer}'" in fails(path)


def test_dangling_link_by_name(tmp_path):
    path = variant(tmp_path, lambda t: t.replace('name="from" value="Deadwood"', 'name="from" value="Tombstone"'))
    message = fails(path)
    assert "object 6" in message and "node 'Tombstone', which does not exist" in message


def test_dangling_link_by_position(tmp_path):
    path = variant(tmp_path, lambda t: t.replace('<object id="1" x="48" y="48">', '<object id="1" x="20" y="110">', 1))
    message = fails(path)
    assert "first point (20, 110) is on no node" in message and "the nearest node, 1, is" in message


def test_duplicate_ids(tmp_path):
    message = fails(variant(tmp_path, lambda t: t.replace('name="6"', 'name="4"')))
    assert "node id 4 is used twice (objects 12 and 14)" in message


def test_nameless_node_and_kindless_link(tmp_path):
    def edit(t):
        t = t.replace('name="3" x="272"', 'x="272"')
        return t.replace('<property name="kind" value="underground"/>', "")
    message = fails(variant(tmp_path, edit))
    assert "object 11" in message and "no name to use as its id" in message
    assert "object 5 has no kind" in message


def test_bad_property_values_and_reserved_names(tmp_path):
    def edit(t):
        t = t.replace('<property name="gold" type="int" value="3"/>', '<property name="gold" type="int" value="lots"/>')
        return t.replace('<property name="haunted" type="bool" value="true"/>', '<property name="x" value="1"/>')
    message = fails(variant(tmp_path, edit))
    assert "property 'gold' is not a valid int: 'lots'" in message
    assert "object 12 has a custom property named 'x'" in message


def test_wrong_counts():
    message = fails(MAP, expected_nodes=199, expected_links=468)
    assert "expected 199 nodes, found 6" in message and "expected 468 links, found 8" in message


def test_repeated_link_and_self_loop(tmp_path):
    def edit(t):
        t = t.replace('name="from" type="int" value="3"', 'name="from" type="int" value="6"')  # 6-6
        # Object 7, the 1-2 bus, becomes a second 1-2 taxi.
        return t.replace('<object id="7" x="48" y="48">\n   <properties>\n    <property name="kind" value="bus"/>',
                         '<object id="7" x="48" y="48">\n   <properties>\n    <property name="kind" value="taxi"/>')
    message = fails(variant(tmp_path, edit))
    assert "(6-6, trail) joins a node to itself" in message
    assert "(1-2, taxi) repeats link 0" in message


def test_every_problem_is_reported_at_once(tmp_path):
    def edit(t):
        t = t.replace('name="6"', 'name="4"')
        return t.replace('name="from" value="Deadwood"', 'name="from" value="Tombstone"')
    message = fails(variant(tmp_path, edit))
    assert "used twice" in message and "Tombstone" in message
