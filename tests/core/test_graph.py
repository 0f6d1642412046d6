"""Board graphs: neighbours by kind, BFS distances, paths, validation, JSON."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from game.core.graph import Graph, GraphError


def town() -> Graph:
    """A hand-made board:

        1 --taxi-- 2 --taxi-- 3
        |          |          |
       bus        bus       ferry
        |          |          |
        4 --taxi-- 5          6 --trail-- "camp"
        1 --underground-- 6   (a long jump)
        7 (alone)
    """
    g = Graph()
    for i in range(1, 8):
        g.add_node(i, x=i * 10.0, y=0.0, kind="station")
    g.add_node("camp", x=200.0, y=50.0, kind="camp")
    g.add_link(1, 2, "taxi", cost=1)
    g.add_link(2, 3, "taxi", cost=1)
    g.add_link(1, 4, "bus", cost=2)
    g.add_link(2, 5, "bus", cost=2)
    g.add_link(4, 5, "taxi", cost=1)
    g.add_link(3, 6, "ferry", cost=5)
    g.add_link(6, "camp", "trail", curse=True, damage=2)
    g.add_link(1, 6, "underground", cost=9)
    g.add_link(1, 2, "bus", cost=2)  # a second kind between 1 and 2
    return g


def test_neighbors_by_kind_each_once():
    g = town()
    assert g.neighbors(1) == (2, 4, 6)
    assert g.neighbors(1, "taxi") == (2,)
    assert g.neighbors(1, {"bus", "underground"}) == (4, 6, 2)
    assert g.neighbors(7) == ()
    assert {l.kind for l in g.links_between(1, 2)} == {"taxi", "bus"}
    assert [l.kind for l in g.links_of(6)] == ["ferry", "trail", "underground"]
    assert g.kinds == {"taxi", "bus", "ferry", "trail", "underground"}


def test_bfs_distances_all_kinds_and_restricted():
    g = town()
    assert g.distances_from(1) == {1: 0, 2: 1, 4: 1, 6: 1, 3: 2, 5: 2, "camp": 2}
    assert g.distances_from(1, "taxi") == {1: 0, 2: 1, 3: 2}
    assert g.distance(4, 3) == 3
    assert g.distance(4, 3, ["taxi"]) is None
    assert g.distance(1, 7) is None
    assert g.distance("camp", "camp") == 0


def test_all_pairs_is_symmetric_and_cached_lazily():
    g = town()
    table = g.all_distances()
    for a in g.node_ids:
        for b, d in table[a].items():
            assert table[b][a] == d
    assert g.distances_from(2) is g.distances_from(2)  # cached
    g.add_link(4, 7, "taxi")
    assert g.distance(1, 7) == 2  # a change clears the cache


def test_shortest_paths_fewest_links_and_least_cost():
    g = town()
    assert g.shortest_path(4, 3) == [4, 1, 2, 3]
    assert g.shortest_path(4, 3, kinds="taxi") is None
    assert g.shortest_path(3, "camp") == [3, 6, "camp"]
    # By cost the underground (9) loses to taxi+ferry (1+1+5).
    assert g.shortest_path(1, 6, weight="cost") == [1, 2, 3, 6]
    assert g.shortest_path(1, 6) == [1, 6]
    assert g.shortest_path(5, 5) == [5]
    assert g.shortest_path(1, 7, weight=lambda link: 1.0) is None
    with pytest.raises(KeyError):
        g.shortest_path(1, 99)


def test_nearest_node():
    g = town()
    assert g.nearest_node(31, 2) == 3
    assert g.nearest_node(190, 45) == "camp"
    assert g.nearest_node(500, 500, max_distance=20) is None


def test_validate_passes_a_sound_graph_with_the_right_counts():
    assert town().validate(expected_nodes=8, expected_links=9) == []


def test_validate_reports_a_link_to_a_missing_node():
    g = town()
    g.add_link(3, 42, "bus")
    problems = g.validate()
    assert len(problems) == 1 and "42" in problems[0] and "does not exist" in problems[0]


def test_validate_reports_duplicate_ids():
    g = town()
    g.add_node(3, x=0, y=0)
    assert g.validate() == ["node id 3 is used 2 times"]
    assert g.node(3).x == 30.0  # the first one stays


def test_validate_reports_self_loops_and_repeated_links():
    g = town()
    g.add_link(5, 5, "taxi")
    g.add_link(2, 1, "taxi")
    problems = g.validate()
    assert any("joins a node to itself" in p for p in problems)
    assert any("repeats link 0" in p for p in problems)
    assert len(problems) == 2


def test_validate_reports_unexpected_counts():
    problems = town().validate(expected_nodes=199, expected_links=10)
    assert problems == ["expected 199 nodes, found 8", "expected 10 links, found 9"]


def test_json_round_trip_keeps_id_types_and_attributes():
    g = town()
    text = g.to_json()
    back = Graph.from_json(text)
    assert back.node_ids == g.node_ids
    assert isinstance(back.node_ids[0], int) and "camp" in back
    assert back.node("camp").attrs == {"x": 200.0, "y": 50.0, "kind": "camp"}
    assert [(l.a, l.b, l.kind, l.attrs) for l in back.links] == [(l.a, l.b, l.kind, l.attrs) for l in g.links]
    assert back.distances_from(1) == g.distances_from(1)
    assert Graph.from_json(json.loads(text)).to_dict() == g.to_dict()


@pytest.mark.parametrize("bad, message", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ('{"format": "other", "nodes": [], "links": []}', "not a board graph"),
    ('{"nodes": [{"x": 1}], "links": []}', "node #0 has no id"),
    ('{"nodes": [], "links": [{"a": 1, "b": 2}]}', "link #0 needs"),
    ('{"nodes": {}, "links": []}', "'nodes' list"),
    ('{"nodes": [{"id": [1]}], "links": []}', "int or a str"),
])
def test_bad_json_is_refused_clearly(bad, message):
    with pytest.raises(GraphError, match=message):
        Graph.from_json(bad)


def test_odd_attribute_names_are_kept_and_field_names_refused():
    g = Graph()
    g.add_node(1, **{"self": 1, "label": "x"})
    g.add_node(2)
    g.add_link(1, 2, "trail", **{"kind of road": "dusty", "self": 5})
    back = Graph.from_json(g.to_json())
    assert back.node(1).attrs == {"self": 1, "label": "x"}
    assert back.links[0].attrs == {"kind of road": "dusty", "self": 5}
    with pytest.raises(GraphError, match="'id'"):
        g.add_node(3, **{"id": 4})
    with pytest.raises(GraphError, match="kind"):
        g.add_link(1, 2, "bus", **{"kind": "taxi"})


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 12).flatmap(lambda n: st.tuples(
    st.just(n),
    st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1), st.sampled_from(["taxi", "bus"])),
             max_size=30))))
def test_paths_agree_with_distances(data):
    n, edges = data
    g = Graph()
    for i in range(n):
        g.add_node(i)
    for a, b, kind in edges:
        if a != b:
            g.add_link(a, b, kind)
    for a in range(n):
        for b in range(n):
            d = g.distance(a, b)
            assert d == g.distance(b, a)
            path = g.shortest_path(a, b)
            if d is None:
                assert path is None
            else:
                assert len(path) - 1 == d and path[0] == a and path[-1] == b
                assert all(path[i + 1] in g.neighbors(path[i]) for i in range(d))
            taxi = g.distance(a, b, "taxi")
            assert taxi is None or d is not None and taxi >= d
