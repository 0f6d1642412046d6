"""Typed undirected board graphs: stations and spaces joined by links of a kind.

Pure Python (the rules core).  A node has an id (an int or a str) and free
attributes (``x``, ``y``, ``kind``, ...).  A link joins two nodes, has a
``kind`` ("taxi", "bus", "underground", "ferry", "trail", ...) and free
attributes (``cost``, ``curse``, ``damage``, ...).  Two nodes may be joined by
several links of different kinds.

The graph accepts faulty data while it is being built (a link to a node that
does not exist yet, a repeated id) so that a loader can report every problem
at once: call ``validate()`` before using it.

Public API
----------
``Graph()``
``add_node(id, **attrs) -> Node``; ``add_link(a, b, kind, **attrs) -> Link``
(attribute names are free, except "id" for nodes and "a", "b", "kind" for
links: those are the fields of the JSON form, where attributes sit flat)
``node(id) -> Node`` (KeyError if missing), ``nodes`` (tuple, insertion
order), ``links`` (tuple), ``node_ids``, ``kinds`` (the link kinds present),
``len(graph)``, ``id in graph``
``neighbors(node, kinds=None) -> tuple[id, ...]`` (each neighbour once, in link order)
``links_of(node, kinds=None) -> tuple[Link, ...]``
``links_between(a, b, kinds=None) -> tuple[Link, ...]``
``distances_from(node, kinds=None) -> dict[id, int]`` (BFS, in links)
``distance(a, b, kinds=None) -> int | None`` and ``all_distances(kinds=None)``:
all-pairs distances computed lazily, one BFS per source, cached per kinds
``shortest_path(a, b, kinds=None, weight=None) -> list[id] | None``:
fewest links, or least total ``weight`` (an attribute name or a function
of a Link) with Dijkstra; ties break by insertion order, so the same graph
always gives the same path.
``nearest_node(x, y, max_distance=None) -> id | None``
``validate(expected_nodes=None, expected_links=None) -> list[str]``:
problems in plain words: a link to a missing node, a repeated node id, a
self loop, the same link twice, counts other than expected.  Empty if sound.
``to_dict() -> dict`` / ``Graph.from_dict(data)``; ``to_json() -> str`` /
``Graph.from_json(text_or_dict)``; bad data raises ``GraphError``.

``kinds`` everywhere is None (every kind), a kind, or an iterable of kinds.
"""

from __future__ import annotations

import heapq
import json
import math
from collections import deque
from typing import Any, Callable, Iterable, Union

NodeId = Union[int, str]
Kinds = Union[None, str, Iterable[str]]

FORMAT = "bounty-table-graph"
VERSION = 1



def weighted_distances(start: NodeId, roads: Callable[[NodeId], Iterable[tuple[NodeId, Any]]],
                       weight: Callable[[Any], float]) -> dict[NodeId, float]:
    """Least total weight from ``start`` to every node it reaches (Dijkstra).

    ``roads(node)`` gives ``(neighbour, road)`` pairs and ``weight(road)`` a
    non-negative cost: for boards whose costs depend on who travels (a bot
    weighing curse against its threshold), where ``Graph.shortest_path``'s
    per-link weight is not enough."""
    dist: dict[NodeId, float] = {start: 0.0}
    todo: list[tuple[float, int, NodeId]] = [(0.0, 0, start)]
    pushed = 0
    while todo:
        d, _, here = heapq.heappop(todo)
        if d > dist.get(here, math.inf):
            continue
        for there, road in roads(here):
            nd = d + weight(road)
            if nd < dist.get(there, math.inf):
                dist[there] = nd
                pushed += 1
                heapq.heappush(todo, (nd, pushed, there))
    return dist

class GraphError(ValueError):
    """Graph data that cannot be read."""


class Node:
    __slots__ = ("id", "attrs")

    def __init__(self, id: NodeId, attrs: dict[str, Any] | None = None):
        self.id = id
        self.attrs = dict(attrs or {})

    @property
    def x(self) -> float:
        return float(self.attrs.get("x", 0.0))

    @property
    def y(self) -> float:
        return float(self.attrs.get("y", 0.0))

    @property
    def kind(self) -> str | None:
        return self.attrs.get("kind")

    def get(self, key: str, default: Any = None) -> Any:
        return self.attrs.get(key, default)

    def __repr__(self) -> str:
        return f"Node({self.id!r}, {self.attrs!r})"


class Link:
    __slots__ = ("index", "a", "b", "kind", "attrs")

    def __init__(self, index: int, a: NodeId, b: NodeId, kind: str, attrs: dict[str, Any] | None = None):
        self.index = index
        self.a = a
        self.b = b
        self.kind = kind
        self.attrs = dict(attrs or {})

    def other(self, node: NodeId) -> NodeId:
        """The end that is not ``node``."""
        if node == self.a:
            return self.b
        if node == self.b:
            return self.a
        raise KeyError(f"link {self.index} ({self.a!r}-{self.b!r}) does not touch {node!r}")

    def get(self, key: str, default: Any = None) -> Any:
        return self.attrs.get(key, default)

    def __repr__(self) -> str:
        return f"Link({self.a!r}-{self.b!r}, {self.kind!r}, {self.attrs!r})"


def _kinds_key(kinds: Kinds) -> frozenset[str] | None:
    if kinds is None:
        return None
    if isinstance(kinds, str):
        return frozenset((kinds,))
    return frozenset(kinds)


class Graph:
    def __init__(self) -> None:
        self._nodes: dict[NodeId, Node] = {}
        self._order: list[NodeId] = []
        self._duplicates: list[NodeId] = []
        self._links: list[Link] = []
        self._adj: dict[NodeId, list[Link]] = {}
        self._cache: dict[Any, Any] = {}

    # --- building ------------------------------------------------------------
    def add_node(self, id: NodeId, /, **attrs: Any) -> Node:
        if not isinstance(id, (int, str)) or isinstance(id, bool):
            raise GraphError(f"a node id is an int or a str, not {id!r}")
        if "id" in attrs:
            raise GraphError(f"node {id!r}: 'id' is the node's id, not an attribute")
        self._cache.clear()
        if id in self._nodes:
            # Kept for validate() to report; the first node with the id wins.
            self._duplicates.append(id)
            return self._nodes[id]
        node = Node(id, attrs)
        self._nodes[id] = node
        self._order.append(id)
        self._adj.setdefault(id, [])
        return node

    def add_link(self, a: NodeId, b: NodeId, kind: str, /, **attrs: Any) -> Link:
        if not isinstance(kind, str) or not kind:
            raise GraphError(f"a link kind is a non-empty string, not {kind!r}")
        clash = sorted(set(attrs) & {"a", "b", "kind"})
        if clash:
            raise GraphError(f"link {a!r}-{b!r}: {', '.join(clash)} cannot be attribute names")
        self._cache.clear()
        link = Link(len(self._links), a, b, kind, attrs)
        self._links.append(link)
        self._adj.setdefault(a, []).append(link)
        if b != a:
            self._adj.setdefault(b, []).append(link)
        return link

    # --- reading -------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._order)

    def __contains__(self, id: object) -> bool:
        return id in self._nodes

    def node(self, id: NodeId) -> Node:
        try:
            return self._nodes[id]
        except KeyError:
            raise KeyError(f"no node {id!r} on this board") from None

    @property
    def nodes(self) -> tuple[Node, ...]:
        return tuple(self._nodes[i] for i in self._order)

    @property
    def node_ids(self) -> tuple[NodeId, ...]:
        return tuple(self._order)

    @property
    def links(self) -> tuple[Link, ...]:
        return tuple(self._links)

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(link.kind for link in self._links)

    def links_of(self, node: NodeId, kinds: Kinds = None) -> tuple[Link, ...]:
        key = ("links_of", node, _kinds_key(kinds))
        hit = self._cache.get(key)
        if hit is None:
            allowed = _kinds_key(kinds)
            hit = tuple(l for l in self._adj.get(node, ()) if allowed is None or l.kind in allowed)
            self._cache[key] = hit
        return hit

    def neighbors(self, node: NodeId, kinds: Kinds = None) -> tuple[NodeId, ...]:
        key = ("neighbors", node, _kinds_key(kinds))
        hit = self._cache.get(key)
        if hit is None:
            seen: dict[NodeId, None] = {}
            for link in self.links_of(node, kinds):
                seen.setdefault(link.other(node), None)
            hit = tuple(seen)
            self._cache[key] = hit
        return hit

    def links_between(self, a: NodeId, b: NodeId, kinds: Kinds = None) -> tuple[Link, ...]:
        return tuple(l for l in self.links_of(a, kinds) if l.other(a) == b)

    # --- distances -------------------------------------------------------------
    def distances_from(self, node: NodeId, kinds: Kinds = None) -> dict[NodeId, int]:
        """Fewest links from ``node`` to every node it can reach (itself at 0)."""
        kk = _kinds_key(kinds)
        key = ("dist", node, kk)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        if node not in self._nodes:
            raise KeyError(f"no node {node!r} on this board")
        dist = {node: 0}
        queue = deque([node])
        while queue:
            cur = queue.popleft()
            d = dist[cur] + 1
            for nxt in self.neighbors(cur, kk):
                if nxt not in dist:
                    dist[nxt] = d
                    queue.append(nxt)
        self._cache[key] = dist
        return dist

    def distance(self, a: NodeId, b: NodeId, kinds: Kinds = None) -> int | None:
        """Fewest links from ``a`` to ``b``; None when ``b`` cannot be reached."""
        return self.distances_from(a, kinds).get(b)

    def all_distances(self, kinds: Kinds = None) -> dict[NodeId, dict[NodeId, int]]:
        return {n: self.distances_from(n, kinds) for n in self._order}

    def shortest_path(self, a: NodeId, b: NodeId, kinds: Kinds = None,
                      weight: str | Callable[[Link], float] | None = None) -> list[NodeId] | None:
        for end in (a, b):
            if end not in self._nodes:
                raise KeyError(f"no node {end!r} on this board")
        kk = _kinds_key(kinds)
        if weight is None:
            parent: dict[NodeId, NodeId | None] = {a: None}
            queue = deque([a])
            while queue:
                cur = queue.popleft()
                if cur == b:
                    break
                for nxt in self.neighbors(cur, kk):
                    if nxt not in parent:
                        parent[nxt] = cur
                        queue.append(nxt)
            if b not in parent:
                return None
        else:
            cost_of = (lambda link: float(link.attrs.get(weight, 1))) if isinstance(weight, str) else weight
            order = {n: i for i, n in enumerate(self._order)}
            best: dict[NodeId, float] = {a: 0.0}
            parent = {a: None}
            heap = [(0.0, order[a], a)]
            done: set[NodeId] = set()
            while heap:
                d, _, cur = heapq.heappop(heap)
                if cur in done:
                    continue
                done.add(cur)
                if cur == b:
                    break
                for link in self.links_of(cur, kk):
                    nxt = link.other(cur)
                    if nxt not in order:
                        continue
                    c = cost_of(link)
                    if c < 0 or math.isnan(c):
                        raise GraphError(f"link {link.a!r}-{link.b!r} has a negative or missing weight {c!r}")
                    nd = d + c
                    if nxt not in best or nd < best[nxt]:
                        best[nxt] = nd
                        parent[nxt] = cur
                        heapq.heappush(heap, (nd, order[nxt], nxt))
            if b not in done:
                return None
        path = [b]
        while path[-1] != a:
            path.append(parent[path[-1]])  # type: ignore[arg-type]
        path.reverse()
        return path

    def nearest_node(self, x: float, y: float, max_distance: float | None = None) -> NodeId | None:
        best, best_d = None, math.inf
        for nid in self._order:
            n = self._nodes[nid]
            d = math.hypot(n.x - x, n.y - y)
            if d < best_d:
                best, best_d = nid, d
        if max_distance is not None and best_d > max_distance:
            return None
        return best

    # --- checking -----------------------------------------------------------------
    def validate(self, expected_nodes: int | None = None, expected_links: int | None = None) -> list[str]:
        problems: list[str] = []
        for dup in dict.fromkeys(self._duplicates):
            count = 1 + self._duplicates.count(dup)
            problems.append(f"node id {dup!r} is used {count} times")
        seen: dict[tuple, int] = {}
        for link in self._links:
            where = f"link {link.index} ({link.a!r}-{link.b!r}, {link.kind})"
            for end in (link.a, link.b):
                if end not in self._nodes:
                    problems.append(f"{where} joins node {end!r}, which does not exist")
            if link.a == link.b:
                problems.append(f"{where} joins a node to itself")
            key = (frozenset((link.a, link.b)), link.kind)
            if key in seen:
                problems.append(f"{where} repeats link {seen[key]}")
            else:
                seen[key] = link.index
        if expected_nodes is not None and len(self._order) != expected_nodes:
            problems.append(f"expected {expected_nodes} nodes, found {len(self._order)}")
        if expected_links is not None and len(self._links) != expected_links:
            problems.append(f"expected {expected_links} links, found {len(self._links)}")
        return problems

    # --- files -----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "nodes": [{"id": n.id, **n.attrs} for n in self.nodes],
            "links": [{"a": l.a, "b": l.b, "kind": l.kind, **l.attrs} for l in self._links],
        }

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), indent=indent, sort_keys=False)

    @classmethod
    def from_dict(cls, data: Any) -> "Graph":
        if not isinstance(data, dict):
            raise GraphError("graph data must be a JSON object")
        if data.get("format", FORMAT) != FORMAT:
            raise GraphError(f"not a board graph (format {data.get('format')!r})")
        if data.get("version", VERSION) != VERSION:
            raise GraphError(f"unsupported graph version {data.get('version')!r}")
        nodes, links = data.get("nodes"), data.get("links")
        if not isinstance(nodes, list) or not isinstance(links, list):
            raise GraphError("graph data needs a 'nodes' list and a 'links' list")
        g = cls()
        for i, raw in enumerate(nodes):
            if not isinstance(raw, dict) or "id" not in raw:
                raise GraphError(f"node #{i} has no id")
            attrs = {k: v for k, v in raw.items() if k != "id"}
            g.add_node(raw["id"], **attrs)
        for i, raw in enumerate(links):
            if not isinstance(raw, dict) or not {"a", "b", "kind"} <= raw.keys():
                raise GraphError(f"link #{i} needs 'a', 'b' and 'kind'")
            attrs = {k: v for k, v in raw.items() if k not in ("a", "b", "kind")}
            g.add_link(raw["a"], raw["b"], raw["kind"], **attrs)
        return g

    @classmethod
    def from_json(cls, data: str | bytes | dict[str, Any]) -> "Graph":
        if isinstance(data, (str, bytes)):
            try:
                data = json.loads(data)
            except json.JSONDecodeError as exc:
                raise GraphError(f"graph file is not valid JSON: {exc}") from None
        return cls.from_dict(data)


__all__ = ["Graph", "GraphError", "Kinds", "Link", "Node", "NodeId"]
