"""Load a Tiled (.tmx) board with pytmx and turn it into a core Graph.

Map convention (the Scotland Yard and The Few and Cursed maps follow it)
----------------------------------------------------------------------
* An orthogonal map; its pixel size (width x tilewidth, height x
  tileheight) is the world size.  Tile layers and image layers are the board
  art, drawn in file order; the board picture is usually one image layer
  named "board".
* An object layer named ``nodes``: one object per node (a point, an
  ellipse, a rectangle or a tile object; its centre is the node's position).
  The object's **name** is the node id: all digits become an int ("42" ->
  42), anything else stays a string.  (Tiled's own object "id" is an object
  counter, and pytmx refuses custom properties named like object fields, so
  the name field carries the id.)  ``kind`` comes from a ``kind`` property,
  else from the object's class/type.  Every custom property is copied to the
  node's attributes, next to ``x``, ``y`` and ``radius`` (half the object's
  larger side, 0 for points).
* An object layer named ``links``: one object per link.  Either a polyline
  whose first and last points lie on nodes (within the map's ``snap``
  property in pixels, default 24, or within the node's radius if larger;
  the nearest node wins), or any object with ``from`` and ``to``
  properties naming the two nodes (a polyline with ``from``/``to`` uses
  those names and keeps its points as drawing geometry).  ``kind`` (taxi,
  bus, underground, ferry, trail...) comes from a ``kind`` property, else
  from the object's class/type; other custom properties (cost, curse,
  damage...) become link attributes.
* Layer names are matched without regard to case.  Layer offsets are applied
  to object positions.

Public API
----------
``load_map(path, image_loader=pygame_image_loader, expected_nodes=None, expected_links=None) -> BoardMap``
    Raises ``MapError`` naming the file and every problem found (not a
    Tiled map, missing layers, a link to a missing node, a link end on no
    node, duplicate ids, counts other than expected...).
``BoardMap``: ``path``, ``graph`` (a validated ``game.core.graph.Graph``),
``size`` (world pixels), ``tile_size``, ``image_layers`` (list of
``ImageLayer(name, image, offset, opacity, visible)``), ``link_paths``
(link index -> list of points, the polyline to draw, ends on the node
centres), ``properties`` (the map's custom properties), ``tmx`` (the
pytmx map); ``node_pos(id) -> (x, y)``; ``compose(background=None) -> Surface``
draws every visible tile and image layer into one world-sized surface.
Image loaders (pytmx's protocol: ``loader(path, colorkey, **kw)`` returns
``load(rect=None, flags=None)``): ``pygame_image_loader`` (converts for the
display when there is one), ``plain_image_loader`` (never converts: needs no
window), ``null_image_loader`` (reads no image files at all: graph only).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable
from xml.etree.ElementTree import ParseError

import pygame
import pytmx

from game.core.graph import Graph, GraphError, NodeId

DEFAULT_SNAP = 24.0
NODES_LAYER = "nodes"
LINKS_LAYER = "links"


class MapError(Exception):
    """A board map that cannot be used; the message names the file and the problems."""


# --- image loaders -----------------------------------------------------------------

def _tile_loader(image: pygame.Surface, colorkey: Any) -> Callable[..., pygame.Surface]:
    if colorkey:
        image.set_colorkey(pygame.Color("#" + str(colorkey).lstrip("#")))

    def load(rect: Any = None, flags: Any = None) -> pygame.Surface:
        tile = image.subsurface(pygame.Rect(rect)).copy() if rect else image
        if flags:
            if flags.flipped_diagonally:
                tile = pygame.transform.flip(pygame.transform.rotate(tile, 270), True, False)
            if flags.flipped_horizontally or flags.flipped_vertically:
                tile = pygame.transform.flip(tile, bool(flags.flipped_horizontally), bool(flags.flipped_vertically))
        return tile

    return load


def plain_image_loader(filename: str, colorkey: Any = None, **kwargs: Any) -> Callable[..., pygame.Surface]:
    """Loads with pygame, without converting: works with no window open."""
    return _tile_loader(pygame.image.load(filename), colorkey)


def pygame_image_loader(filename: str, colorkey: Any = None, **kwargs: Any) -> Callable[..., pygame.Surface]:
    """Loads with pygame and converts for fast blitting when a display exists."""
    image = pygame.image.load(filename)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        image = image.convert_alpha() if image.get_alpha() is not None or image.get_flags() & pygame.SRCALPHA else image.convert()
    return _tile_loader(image, colorkey)


def null_image_loader(filename: str, colorkey: Any = None, **kwargs: Any) -> Callable[..., None]:
    """Reads no image files: for loading only the graph."""
    def load(rect: Any = None, flags: Any = None) -> None:
        return None
    return load


# --- the result -------------------------------------------------------------------------

@dataclass
class ImageLayer:
    name: str
    image: Any
    offset: tuple[float, float]
    opacity: float = 1.0
    visible: bool = True


@dataclass
class BoardMap:
    path: Path
    graph: Graph
    size: tuple[int, int]
    tile_size: tuple[int, int]
    image_layers: list[ImageLayer] = field(default_factory=list)
    link_paths: dict[int, list[tuple[float, float]]] = field(default_factory=dict)
    properties: dict[str, Any] = field(default_factory=dict)
    tmx: Any = None

    def node_pos(self, node: NodeId) -> tuple[float, float]:
        n = self.graph.node(node)
        return (n.x, n.y)

    def compose(self, background: Any = None) -> pygame.Surface:
        """Every visible tile and image layer, in order, on one world-sized surface."""
        surf = pygame.Surface(self.size, pygame.SRCALPHA)
        if background is not None:
            surf.fill(background)
        tw, th = self.tile_size
        for layer in self.tmx.visible_layers:
            ox, oy = float(getattr(layer, "offsetx", 0) or 0), float(getattr(layer, "offsety", 0) or 0)
            opacity = float(getattr(layer, "opacity", 1) or 1)
            if isinstance(layer, pytmx.TiledTileLayer):
                target = surf if opacity >= 1 else pygame.Surface(self.size, pygame.SRCALPHA)
                for x, y, image in layer.tiles():
                    if isinstance(image, pygame.Surface):
                        # Tiles taller than the grid stand on their cell's bottom edge.
                        target.blit(image, (x * tw + ox, y * th + th - image.get_height() + oy))
                if target is not surf:
                    target.set_alpha(round(255 * opacity))
                    surf.blit(target, (0, 0))
            elif isinstance(layer, pytmx.TiledImageLayer):
                image = getattr(layer, "image", None)
                if isinstance(image, pygame.Surface):
                    if opacity < 1:
                        image = image.copy()
                        image.set_alpha(round(255 * opacity))
                    surf.blit(image, (ox, oy))
        return surf


# --- loading ---------------------------------------------------------------------------------

def _node_id(raw: Any) -> NodeId | None:
    if raw is None:
        return None
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw
    if isinstance(raw, float) and raw.is_integer():
        return int(raw)
    text = str(raw).strip()
    if not text:
        return None
    return int(text) if text.isdigit() else text


def _kind_of(obj: Any) -> str | None:
    kind = obj.properties.get("kind")
    if kind is None:
        kind = getattr(obj, "type", None) or obj.__dict__.get("class")
    return str(kind) if kind not in (None, "") else None


def _find_layer(tmx: Any, name: str) -> Any:
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup) and str(getattr(layer, "name", "")).lower() == name:
            return layer
    return None


def _describe(obj: Any) -> str:
    label = f"object {obj.id}"
    if obj.name:
        label += f" ({obj.name!r})"
    return label


def load_map(path: str | os.PathLike[str], image_loader: Callable[..., Any] = pygame_image_loader,
             expected_nodes: int | None = None, expected_links: int | None = None) -> BoardMap:
    path = Path(path)
    where = str(path)
    if not path.is_file():
        raise MapError(f"{where}: no such map file")
    try:
        tmx = pytmx.TiledMap(str(path), image_loader=image_loader)
    except ParseError as exc:
        raise MapError(f"{where}: not a readable Tiled map (broken XML: {exc})") from None
    except FileNotFoundError as exc:
        raise MapError(f"{where}: a file the map needs is missing: {exc.filename or exc}") from None
    except pygame.error as exc:
        raise MapError(f"{where}: an image of the map cannot be loaded: {exc}") from None
    except Exception as exc:  # pytmx raises plain Exceptions too (unsupported encodings...)
        raise MapError(f"{where}: not a usable Tiled map ({type(exc).__name__}: {exc})") from None

    if getattr(tmx, "orientation", "orthogonal") != "orthogonal":
        raise MapError(f"{where}: the map must be orthogonal, not {tmx.orientation}")
    nodes_layer = _find_layer(tmx, NODES_LAYER)
    links_layer = _find_layer(tmx, LINKS_LAYER)
    missing = [n for n, layer in ((NODES_LAYER, nodes_layer), (LINKS_LAYER, links_layer)) if layer is None]
    if missing:
        names = " and ".join(repr(m) for m in missing)
        raise MapError(f"{where}: the map has no object layer named {names}")

    try:
        snap = float(tmx.properties.get("snap", DEFAULT_SNAP))
    except (TypeError, ValueError):
        raise MapError(f"{where}: the map's 'snap' property must be a number of pixels") from None
    problems: list[str] = []
    graph = Graph()
    owners: dict[NodeId, Any] = {}
    radii: dict[NodeId, float] = {}

    nox, noy = float(nodes_layer.offsetx or 0), float(nodes_layer.offsety or 0)
    for obj in nodes_layer:
        nid = _node_id(obj.name)
        if nid is None:
            problems.append(f"node {_describe(obj)} at ({obj.x:g}, {obj.y:g}) has no name to use as its id")
            continue
        if nid in owners:
            problems.append(f"node id {nid!r} is used twice (objects {owners[nid].id} and {obj.id})")
            continue
        owners[nid] = obj
        w, h = float(obj.width or 0), float(obj.height or 0)
        x, y = float(obj.x) + w / 2 + nox, float(obj.y) + h / 2 + noy
        attrs = dict(obj.properties)
        attrs.update(x=x, y=y, radius=max(w, h) / 2)
        kind = _kind_of(obj)
        if kind is not None:
            attrs["kind"] = kind
        radii[nid] = max(w, h) / 2
        try:
            graph.add_node(nid, **attrs)
        except GraphError as exc:
            problems.append(f"node {_describe(obj)}: {exc}")

    def snap_to(px: float, py: float) -> tuple[NodeId | None, float]:
        best, best_d = None, math.inf
        for n in graph.nodes:
            d = math.hypot(n.x - px, n.y - py)
            if d <= max(snap, radii.get(n.id, 0.0)) and d < best_d:
                best, best_d = n.id, d
        return best, best_d

    link_paths: dict[int, list[tuple[float, float]]] = {}
    lox, loy = float(links_layer.offsetx or 0), float(links_layer.offsety or 0)
    for obj in links_layer:
        kind = _kind_of(obj)
        if kind is None:
            problems.append(f"link {_describe(obj)} has no kind (give it a 'kind' property)")
            continue
        # Only an open polyline carries link geometry; boxes and polygons do not.
        is_polyline = hasattr(obj, "points") and not obj.closed
        points = [(float(p.x) + lox, float(p.y) + loy) for p in obj.points] if is_polyline else []
        ends: list[NodeId] = []
        if "from" in obj.properties or "to" in obj.properties:
            for key in ("from", "to"):
                nid = _node_id(obj.properties.get(key))
                if nid is None:
                    problems.append(f"link {_describe(obj)} has no '{key}' node")
                elif nid not in owners:
                    problems.append(f"link {_describe(obj)} goes {key} node {nid!r}, which does not exist")
                else:
                    ends.append(nid)
        elif len(points) >= 2:
            for label, (px, py) in (("first", points[0]), ("last", points[-1])):
                nid, _d = snap_to(px, py)
                if nid is None:
                    near = graph.nearest_node(px, py)
                    hint = ""
                    if near is not None:
                        n = graph.node(near)
                        hint = f"; the nearest node, {near!r}, is {math.hypot(n.x - px, n.y - py):.0f}px away"
                    problems.append(f"link {_describe(obj)}: its {label} point ({px:g}, {py:g}) is on no node{hint}")
                else:
                    ends.append(nid)
        else:
            problems.append(f"link {_describe(obj)} is neither a polyline between two nodes nor has 'from'/'to' properties")
            continue
        if len(ends) != 2:
            continue
        attrs = {k: v for k, v in obj.properties.items() if k not in ("kind", "from", "to")}
        try:
            link = graph.add_link(ends[0], ends[1], kind, **attrs)
        except GraphError as exc:
            problems.append(f"link {_describe(obj)}: {exc}")
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

    problems.extend(p for p in graph.validate(expected_nodes, expected_links)
                    if "is used" not in p and "does not exist" not in p)
    if problems:
        shown = problems[:12]
        more = f"; and {len(problems) - len(shown)} more" if len(problems) > len(shown) else ""
        raise MapError(f"{where}: " + "; ".join(shown) + more)

    image_layers = []
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledImageLayer):
            image_layers.append(ImageLayer(
                name=str(layer.name), image=getattr(layer, "image", None),
                offset=(float(getattr(layer, "offsetx", 0) or 0), float(getattr(layer, "offsety", 0) or 0)),
                opacity=float(getattr(layer, "opacity", 1) or 1), visible=bool(int(getattr(layer, "visible", 1)))))
    return BoardMap(
        path=path, graph=graph,
        size=(int(tmx.width) * int(tmx.tilewidth), int(tmx.height) * int(tmx.tileheight)),
        tile_size=(int(tmx.tilewidth), int(tmx.tileheight)),
        image_layers=image_layers, link_paths=link_paths, properties=dict(tmx.properties), tmx=tmx)


__all__ = ["BoardMap", "ImageLayer", "MapError", "load_map", "null_image_loader", "plain_image_loader",
           "pygame_image_loader"]
