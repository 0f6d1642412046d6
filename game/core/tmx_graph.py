"""Read a board graph out of a Tiled (.tmx) map with the standard library alone.

The rules core needs the board's nodes and links but must never import
pygame, and pytmx imports pygame when it can; so this module parses the XML
itself.  The engine's loader (game.engine.tiled) uses it for the graph and
keeps pytmx for the art.

Map convention (the Scotland Yard and The Few and Cursed maps follow it)
----------------------------------------------------------------------
* An orthogonal map; its pixel size (width x tilewidth, height x
  tileheight) is the world size.
* An object layer named ``nodes``: one object per node (a point, an
  ellipse, a rectangle or a tile object; its centre is the node's position).
  The object's **name** is the node id: all digits become an int ("42" ->
  42), anything else stays a string.  ``kind`` comes from a ``kind``
  property, else from the object's class/type.  Every custom property is
  copied to the node's attributes, next to ``x``, ``y`` and ``radius``
  (half the object's larger side, 0 for points).
* An object layer named ``links``: one object per link.  Either a polyline
  whose first and last points lie on nodes (within the map's ``snap``
  property in pixels, default 24, or within the node's radius if larger;
  the nearest node wins), or any object with ``from`` and ``to``
  properties naming the two nodes (a polyline with ``from``/``to`` uses
  those names and keeps its points as drawing geometry).  ``kind`` comes
  from a ``kind`` property, else from the object's class/type; other custom
  properties become link attributes.
* Layer names are matched without regard to case.  Layer offsets (the
  layer's own and those of the groups holding it) are applied to positions.
* Custom properties keep their Tiled types (int, float, bool, string,
  color, file, object ids as ints, class properties as dicts).  A custom
  property may not be named like one of Tiled's own object fields (``id``,
  ``name``, ``x``...): pytmx refuses such maps, and the engine draws the art
  with pytmx.

Public API
----------
``read_tmx(path, expected_nodes=None, expected_links=None) -> TmxGraph``
    ``TmxGraph``: ``path``, ``graph`` (validated ``game.core.graph.Graph``),
    ``link_paths`` (link index -> points to draw, from the link's ``a`` centre
    to its ``b`` centre), ``size`` (world pixels), ``tile_size``,
    ``properties`` (the map's custom properties).
``load_graph(path, expected_nodes=None, expected_links=None) -> Graph``
    The graph alone.
Both raise ``MapError`` naming the file and every problem found (no file,
broken XML, not a Tiled map, missing layers, a link to a missing node, a
link end on no node, duplicate ids, counts other than expected...).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from game.core.graph import Graph, GraphError, NodeId

DEFAULT_SNAP = 24.0
NODES_LAYER = "nodes"
LINKS_LAYER = "links"
MAX_PROBLEMS_SHOWN = 12

# Tiled's own object fields: a custom property by one of these names clashes.
RESERVED_PROPERTY_NAMES = frozenset({
    "id", "name", "type", "class", "x", "y", "width", "height", "rotation", "gid", "visible",
    "template", "closed", "points", "properties", "image", "parent",
})


class MapError(Exception):
    """A board map that cannot be used; the message names the file and the problems."""


@dataclass
class TmxGraph:
    path: Path
    graph: Graph
    link_paths: dict[int, list[tuple[float, float]]] = field(default_factory=dict)
    size: tuple[int, int] = (0, 0)
    tile_size: tuple[int, int] = (0, 0)
    properties: dict[str, Any] = field(default_factory=dict)


@dataclass
class _Object:
    """One <object> of a layer, in world coordinates (layer offsets applied)."""
    id: int
    name: str
    x: float
    y: float
    width: float
    height: float
    kind: str | None
    properties: dict[str, Any]
    points: list[tuple[float, float]] | None  # an open polyline's points, else None

    def describe(self) -> str:
        return f"object {self.id}" + (f" ({self.name!r})" if self.name else "")


# --- XML helpers -------------------------------------------------------------------

def _to_bool(text: str) -> bool:
    # The spellings pytmx accepts, so both readers agree on a map.
    value = str(text).strip().lower()
    if not value:
        return False
    if value[0] in ("1", "y", "t"):
        return True
    if value[0] in ("-", "0", "n", "f"):
        return False
    raise ValueError(f"cannot read {text!r} as true or false")


_CASTS = {"bool": _to_bool, "int": int, "object": int, "float": float,
          "string": str, "color": str, "file": str, "enum": str}


def _properties(element: ElementTree.Element) -> dict[str, Any]:
    """The custom properties of an element, cast to their Tiled types."""
    out: dict[str, Any] = {}
    block = element.find("properties")
    if block is None:
        return out
    for prop in block.findall("property"):
        name = prop.get("name")
        if not name:
            raise ValueError("a property has no name")
        kind = prop.get("type", "string")
        if kind == "class":
            out[name] = _properties(prop)
            continue
        raw = prop.get("value")
        if raw is None:
            raw = prop.text or ""  # multi-line strings are stored as text
        cast = _CASTS.get(kind, str)
        try:
            out[name] = cast(raw)
        except ValueError:
            raise ValueError(f"property {name!r} is not a valid {kind}: {raw!r}") from None
    return out


def _number(element: ElementTree.Element, attr: str, default: float = 0.0) -> float:
    raw = element.get(attr)
    if raw is None:
        return default
    try:
        return float(raw)
    except ValueError:
        raise ValueError(f"<{element.tag}> has a {attr} that is not a number: {raw!r}") from None


def _node_id(raw: Any) -> NodeId | None:
    if raw is None or isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw
    if isinstance(raw, float) and raw.is_integer():
        return int(raw)
    text = str(raw).strip()
    if not text:
        return None
    return int(text) if text.isdigit() else text


def _find_layer(root: ElementTree.Element, name: str) -> tuple[ElementTree.Element | None, float, float]:
    """The first object layer called ``name`` (any case), with its total offset."""
    def walk(parent: ElementTree.Element, ox: float, oy: float):
        for child in parent:
            if child.tag not in ("objectgroup", "group"):
                continue
            cx, cy = ox + _number(child, "offsetx"), oy + _number(child, "offsety")
            if child.tag == "objectgroup" and (child.get("name") or "").lower() == name:
                return child, cx, cy
            if child.tag == "group":
                hit = walk(child, cx, cy)
                if hit[0] is not None:
                    return hit
        return None, 0.0, 0.0
    return walk(root, 0.0, 0.0)


def _points(text: str | None) -> list[tuple[float, float]]:
    out = []
    for pair in (text or "").split():
        x, _, y = pair.partition(",")
        out.append((float(x), float(y)))
    return out


def _objects(layer: ElementTree.Element, ox: float, oy: float, problems: list[str]) -> list[_Object]:
    result = []
    for element in layer.findall("object"):
        label = f"object {element.get('id', '?')}"
        try:
            props = _properties(element)
            clash = sorted(RESERVED_PROPERTY_NAMES & props.keys())
            if clash:
                names = ", ".join(repr(c) for c in clash)
                problems.append(f"not a usable Tiled map: {label} has a custom property named {names}, "
                                f"which is one of Tiled's own object fields")
                continue
            x, y = _number(element, "x") + ox, _number(element, "y") + oy
            w, h = _number(element, "width"), _number(element, "height")
            if element.get("gid") is not None:
                y -= h  # Tiled anchors tile objects by their bottom-left corner
            polyline = element.find("polyline")
            points = [(x + px, y + py) for px, py in _points(polyline.get("points"))] if polyline is not None else None
            polygon = element.find("polygon")
            if polygon is not None and not (w or h):
                # A polygon node sits at the centre of its bounding box.
                pts = [(x + px, y + py) for px, py in _points(polygon.get("points"))]
                if pts:
                    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
                    x, y, w, h = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
        except ValueError as exc:
            problems.append(f"{label}: {exc}")
            continue
        kind = props.get("kind")
        if kind is None:
            kind = element.get("type") or element.get("class")
        result.append(_Object(
            id=int(element.get("id", "0")) if (element.get("id") or "").isdigit() else 0,
            name=element.get("name") or "", x=x, y=y, width=w, height=h,
            kind=str(kind) if kind not in (None, "") else None,
            properties=props, points=points))
    return result


# --- reading -------------------------------------------------------------------------

def _fail(where: str, problems: list[str]) -> MapError:
    shown = problems[:MAX_PROBLEMS_SHOWN]
    more = f"; and {len(problems) - len(shown)} more" if len(problems) > len(shown) else ""
    return MapError(f"{where}: " + "; ".join(shown) + more)


def _parse_map(path: Path, where: str) -> ElementTree.Element:
    if not path.is_file():
        raise MapError(f"{where}: no such map file")
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as exc:
        raise MapError(f"{where}: not a readable Tiled map (broken XML: {exc})") from None
    except OSError as exc:
        raise MapError(f"{where}: the map file cannot be read ({exc.strerror or exc})") from None
    if root.tag != "map":
        raise MapError(f"{where}: not a readable Tiled map (its root element is <{root.tag}>, not <map>)")
    orientation = root.get("orientation", "orthogonal")
    if orientation != "orthogonal":
        raise MapError(f"{where}: the map must be orthogonal, not {orientation}")
    return root


def read_tmx(path: str | os.PathLike[str], expected_nodes: int | None = None,
             expected_links: int | None = None) -> TmxGraph:
    path = Path(path)
    where = str(path)
    root = _parse_map(path, where)
    try:
        size_cells = int(root.get("width", "")), int(root.get("height", ""))
        tile_size = int(root.get("tilewidth", "")), int(root.get("tileheight", ""))
        properties = _properties(root)
    except ValueError as exc:
        raise MapError(f"{where}: not a usable Tiled map (bad map size or properties: {exc})") from None

    nodes_layer, nox, noy = _find_layer(root, NODES_LAYER)
    links_layer, lox, loy = _find_layer(root, LINKS_LAYER)
    missing = [n for n, layer in ((NODES_LAYER, nodes_layer), (LINKS_LAYER, links_layer)) if layer is None]
    if missing:
        raise MapError(f"{where}: the map has no object layer named " + " and ".join(repr(m) for m in missing))
    try:
        snap = float(properties.get("snap", DEFAULT_SNAP))
    except (TypeError, ValueError):
        raise MapError(f"{where}: the map's 'snap' property must be a number of pixels") from None

    problems: list[str] = []
    graph = Graph()
    owners, radii = _read_nodes(graph, nodes_layer, nox, noy, problems)
    link_paths = _read_links(graph, links_layer, lox, loy, owners, radii, snap, problems)

    # Duplicates and dangling ends were reported above, in the map's own terms.
    problems.extend(p for p in graph.validate(expected_nodes, expected_links)
                    if "is used" not in p and "does not exist" not in p)
    if problems:
        raise _fail(where, problems)
    return TmxGraph(path=path, graph=graph, link_paths=link_paths,
                    size=(size_cells[0] * tile_size[0], size_cells[1] * tile_size[1]),
                    tile_size=tile_size, properties=properties)


def _read_nodes(graph: Graph, layer: Any, ox: float, oy: float, problems: list[str]) -> tuple[dict, dict]:
    """Add the nodes layer's objects to ``graph``: (object of each node id, node radii)."""
    owners: dict[NodeId, _Object] = {}
    radii: dict[NodeId, float] = {}
    for obj in _objects(layer, ox, oy, problems):
        nid = _node_id(obj.name)
        if nid is None:
            problems.append(f"node {obj.describe()} at ({obj.x:g}, {obj.y:g}) has no name to use as its id")
            continue
        if nid in owners:
            problems.append(f"node id {nid!r} is used twice (objects {owners[nid].id} and {obj.id})")
            continue
        owners[nid] = obj
        radius = max(obj.width, obj.height) / 2
        attrs = dict(obj.properties)
        attrs.update(x=obj.x + obj.width / 2, y=obj.y + obj.height / 2, radius=radius)
        if obj.kind is not None:
            attrs["kind"] = obj.kind
        radii[nid] = radius
        try:
            graph.add_node(nid, **attrs)
        except GraphError as exc:
            problems.append(f"node {obj.describe()}: {exc}")
    return owners, radii


def _read_links(graph: Graph, layer: Any, ox: float, oy: float, owners: dict, radii: dict, snap: float,
                problems: list[str]) -> dict[int, list[tuple[float, float]]]:
    """Add the links layer's objects to ``graph``: the path drawn for each link index."""
    # (id, x, y, squared reach) once: snapping runs twice per link over every node
    targets = [(n.id, n.x, n.y, max(snap, radii.get(n.id, 0.0)) ** 2) for n in graph.nodes]

    def snap_to(px: float, py: float) -> NodeId | None:
        best, best_d = None, math.inf
        for nid, nx, ny, reach2 in targets:
            d = (nx - px) ** 2 + (ny - py) ** 2
            if d <= reach2 and d < best_d:
                best, best_d = nid, d
        return best

    link_paths: dict[int, list[tuple[float, float]]] = {}
    for obj in _objects(layer, ox, oy, problems):
        if obj.kind is None:
            problems.append(f"link {obj.describe()} has no kind (give it a 'kind' property)")
            continue
        points = list(obj.points or [])
        ends = _link_ends(graph, obj, points, owners, snap_to, problems)
        if ends is None or len(ends) != 2:
            continue
        attrs = {k: v for k, v in obj.properties.items() if k not in ("kind", "from", "to")}
        try:
            link = graph.add_link(ends[0], ends[1], obj.kind, **attrs)
        except GraphError as exc:
            problems.append(f"link {obj.describe()}: {exc}")
            continue
        a, b = graph.node(ends[0]), graph.node(ends[1])
        if len(points) >= 2:
            if math.dist(points[0], (a.x, a.y)) > math.dist(points[0], (b.x, b.y)):
                points.reverse()  # drawn from 'to' to 'from': orient it like the link
            # Draw from centre to centre even when the author's line stopped near the node.
            geometry = [(a.x, a.y)] + points[1:-1] + [(b.x, b.y)]
        else:
            geometry = [(a.x, a.y), (b.x, b.y)]
        link_paths[link.index] = geometry
    return link_paths


def _link_ends(graph: Graph, obj: _Object, points: list, owners: dict, snap_to: Any,
               problems: list[str]) -> list[NodeId] | None:
    """The node ids a link joins (its 'from'/'to' properties, else the nodes
    under its first and last points); None when it is neither kind of link."""
    ends: list[NodeId] = []
    if "from" in obj.properties or "to" in obj.properties:
        for key in ("from", "to"):
            nid = _node_id(obj.properties.get(key))
            if nid is None:
                problems.append(f"link {obj.describe()} has no '{key}' node")
            elif nid not in owners:
                problems.append(f"link {obj.describe()} goes {key} node {nid!r}, which does not exist")
            else:
                ends.append(nid)
    elif len(points) >= 2:
        for label, (px, py) in (("first", points[0]), ("last", points[-1])):
            nid = snap_to(px, py)
            if nid is None:
                near = graph.nearest_node(px, py)
                hint = ""
                if near is not None:
                    n = graph.node(near)
                    hint = f"; the nearest node, {near!r}, is {math.hypot(n.x - px, n.y - py):.0f}px away"
                problems.append(f"link {obj.describe()}: its {label} point ({px:g}, {py:g}) is on no node{hint}")
            else:
                ends.append(nid)
    else:
        problems.append(f"link {obj.describe()} is neither a polyline between two nodes "
                        f"nor has 'from'/'to' properties")
        return None
    return ends


def load_graph(path: str | os.PathLike[str], expected_nodes: int | None = None,
               expected_links: int | None = None) -> Graph:
    return read_tmx(path, expected_nodes, expected_links).graph


__all__ = ["DEFAULT_SNAP", "LINKS_LAYER", "MapError", "NODES_LAYER", "TmxGraph", "load_graph", "read_tmx"]
