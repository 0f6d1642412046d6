"""Load a Tiled (.tmx) board: its art with pytmx, its graph with game.core.tmx_graph.

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
``MapError`` is game.core.tmx_graph's, so one except clause serves both
readers.  Image loaders (pytmx's protocol: ``loader(path, colorkey, **kw)`` returns
``load(rect=None, flags=None)``): ``pygame_image_loader`` (converts for the
display when there is one), ``plain_image_loader`` (never converts: needs no
window), ``null_image_loader`` (reads no image files at all: graph only).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pygame
import pytmx

from game.core.graph import Graph, NodeId
from game.core.tmx_graph import MapError, read_tmx
from game.engine import display, gfx


# --- image loaders -----------------------------------------------------------------

def _tile_loader(image: pygame.Surface, colorkey: Any) -> Callable[..., pygame.Surface]:
    if colorkey:
        image.set_colorkey(pygame.Color("#" + str(colorkey).lstrip("#")))

    def load(rect: Any = None, flags: Any = None) -> pygame.Surface:
        tile = image.subsurface(pygame.Rect(rect)).copy() if rect else image
        if flags:
            if flags.flipped_diagonally:
                tile = gfx.flip(gfx.rotate(tile, 270), True, False)
            if flags.flipped_horizontally or flags.flipped_vertically:
                tile = gfx.flip(tile, bool(flags.flipped_horizontally), bool(flags.flipped_vertically))
        return tile

    return load


def plain_image_loader(filename: str, colorkey: Any = None, **kwargs: Any) -> Callable[..., pygame.Surface]:
    """Loads with pygame, without converting: works with no window open."""
    return _tile_loader(pygame.image.load(filename), colorkey)


def pygame_image_loader(filename: str, colorkey: Any = None, **kwargs: Any) -> Callable[..., pygame.Surface]:
    """Loads with pygame and converts for fast blitting when a display exists."""
    image = pygame.image.load(filename)
    if display.window_open():
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
        surf = gfx.Surface(self.size, pygame.SRCALPHA, k=1)  # the world at its own pixels; cameras scale it
        if background is not None:
            surf.fill(background)
        tw, th = self.tile_size
        for layer in self.tmx.visible_layers:
            ox, oy = float(getattr(layer, "offsetx", 0) or 0), float(getattr(layer, "offsety", 0) or 0)
            opacity = float(getattr(layer, "opacity", 1) or 1)
            if isinstance(layer, pytmx.TiledTileLayer):
                target = surf if opacity >= 1 else gfx.Surface(self.size, pygame.SRCALPHA, k=1)
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

def load_map(path: str | os.PathLike[str], image_loader: Callable[..., Any] = pygame_image_loader,
             expected_nodes: int | None = None, expected_links: int | None = None) -> BoardMap:
    # The graph comes from the pure reader the rules core uses too; pytmx reads the art.
    board = read_tmx(path, expected_nodes, expected_links)
    where = str(board.path)
    try:
        tmx = pytmx.TiledMap(str(board.path), image_loader=image_loader)
    except FileNotFoundError as exc:
        raise MapError(f"{where}: a file the map needs is missing: {exc.filename or exc}") from None
    except pygame.error as exc:
        raise MapError(f"{where}: an image of the map cannot be loaded: {exc}") from None
    except Exception as exc:  # pytmx raises plain Exceptions too (unsupported encodings...)
        raise MapError(f"{where}: not a usable Tiled map ({type(exc).__name__}: {exc})") from None

    image_layers = []
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledImageLayer):
            image_layers.append(ImageLayer(
                name=str(layer.name), image=getattr(layer, "image", None),
                offset=(float(getattr(layer, "offsetx", 0) or 0), float(getattr(layer, "offsety", 0) or 0)),
                opacity=float(getattr(layer, "opacity", 1) or 1), visible=bool(int(getattr(layer, "visible", 1)))))
    return BoardMap(
        path=board.path, graph=board.graph, size=board.size, tile_size=board.tile_size,
        image_layers=image_layers, link_paths=board.link_paths, properties=board.properties, tmx=tmx)


__all__ = ["BoardMap", "ImageLayer", "MapError", "load_map", "null_image_loader", "plain_image_loader",
           "pygame_image_loader"]
