"""A map board seen through a camera: the board art, nodes and links found
under the cursor, the route a figure takes along a link, and marks laid over
nodes.  Scotland Yard's London and The Few and Cursed's desert both stand on
it; each game adds only its own drawing.

    BoardView(board, viewport, max_zoom=1.25, background=None, node_art=None, link_art=None)
        board: a game.engine.tiled.BoardMap (its graph, link polylines and art)
      .camera                                  a game.engine.camera.Camera (wheel, drag, keys)
      .handle_event(event) -> bool             camera controls
      .update(dt)                              eases the camera; keeps a followed point in view
      .fit(smooth=True)                        the whole board
      .follow(point_fn, margin=80)             keep the world point point_fn() returns at least margin
                                                pixels inside the view (None stops; so does a hand pan)
      .keep_in_view(point, margin=-60)         glide to a world point that is off screen
      .draw(surface)                           the board art, clipped to the viewport
      .still_key() -> key | None               what draw shows now (for a game.engine.still_layer)
      .positions[node] -> (x, y)               node centres in world units
      .node_radius                             a node's drawn radius, world units
      .node_screen(node) -> (x, y)
      .node_at(screen_point) -> node | None    the node under the cursor (generous at low zoom)
      .link_at(screen_point, kinds=None) -> Link | None   the link under the cursor (roads, lines)
      .link_points(link) -> [points]           the link's drawn polyline, world units
      .visible(node, margin=40) -> bool
      .route(a, b, kind=None) -> [points]      the polyline of a link from a to b, ending on b
      .marker_radius(scale=1.0) -> int         a node's radius on screen, never tiny
      .draw_highlights(surface, nodes, color, t, scale=1.35)   pulsing rings: legal destinations
      .draw_at_nodes(surface, nodes, image)    one image centred on each visible node
      .draw_marker(surface, node, image) -> Rect
      .draw_nodes(surface, paint, nodes=None)  per-frame hook: paint(surface, node, (x, y), zoom)
      .draw_links(surface, paint, links=None)  per-frame hook: paint(surface, link, [screen points], zoom)

Drawing hooks: ``node_art(surface, node, (x, y), radius)`` and
``link_art(surface, link, points)`` are called once per node and link while
the board picture is composed, in world units (the art then scales with the
board, for free); ``draw_nodes``/``draw_links`` call a painter every frame
for what changes during play.  A game whose map image already shows its
stations (Scotland Yard) passes neither.

Speed: at rest, the whole board scaled to the current zoom is kept (while it
is small enough), so panning is a plain blit; while the zoom eases, the
camera's own fast path draws it.
"""

from __future__ import annotations

import math
from typing import Callable, Iterable

import pygame

from game.engine.camera import Camera
from game.engine.card_art import supersampled
from game.engine import display, gfx

# A fully scaled board is kept only up to this many pixels (about 48 MB).
MAX_CACHED_PIXELS = 12_000_000
# Legs of a route shorter than this (world pixels) are merged, so hops read as steps.
ROUTE_LEG = 90.0
# Screen pixels around a node or link that still count as a hit when the board is small.
NODE_REACH_PX = 11.0
LINK_REACH_PX = 7.0

Point = tuple[float, float]
NodeArt = Callable[[pygame.Surface, object, Point, float], None]
LinkArt = Callable[[pygame.Surface, object, list[Point]], None]


@gfx.cached(maxsize=64)
def node_ring(radius: int, color: tuple[int, int, int], width: int = 3) -> pygame.Surface:
    """A bright ring with a soft halo, centred on the surface (a legal destination)."""
    pad = max(4, radius // 2)
    size = (radius + pad) * 2

    def draw(s: pygame.Surface, k: int) -> None:
        c = (size * k // 2, size * k // 2)
        gfx.circle(s, (*color, 60), c, radius * k)
        gfx.circle(s, (*color, 110), c, (radius + pad // 2) * k, pad * k)
        gfx.circle(s, (40, 30, 20, 200), c, (radius + 1) * k, (width + 2) * k)
        gfx.circle(s, (*color, 255), c, radius * k, width * k)
    return supersampled((size, size), draw, 3, clear=color)


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy))


def resample(points: list[Point], start: Point, leg: float = ROUTE_LEG) -> list[Point]:
    """Merge short wiggles into legs of about ``leg`` world pixels; the last point is kept."""
    out = []
    acc = 0.0
    prev = start
    for i, p in enumerate(points):
        acc += math.hypot(p[0] - prev[0], p[1] - prev[1])
        prev = p
        if acc >= leg or i == len(points) - 1:
            out.append((float(p[0]), float(p[1])))
            acc = 0.0
    return out


class BoardView:
    def __init__(self, board, viewport: pygame.Rect, max_zoom: float = 1.25, background=None,
                 node_art: NodeArt | None = None, link_art: LinkArt | None = None):
        self.board = board
        self.size = tuple(int(v) for v in board.size)
        self.camera = Camera(viewport, self.size, max_zoom=max_zoom, wasd=True)
        self.graph = board.graph
        self.positions = {n.id: (n.x, n.y) for n in self.graph.nodes}
        radii = [float(n.get("radius", 0) or 0) for n in self.graph.nodes]
        radii = [r for r in radii if r > 0]
        # A node's drawn radius in world pixels (from the map, else a share of the board).
        self.node_radius = (sorted(radii)[len(radii) // 2] if radii
                            else max(12.0, min(self.size) / 90.0))
        self._link_boxes = {link.index: self._bounds(self.link_points(link)) for link in self.graph.links}
        image = board.compose(background)
        self._paint_art(image, node_art, link_art)
        if display.window_open():
            image = image.convert()
        self.image = image
        self._scaled: tuple[float, pygame.Surface] | None = None
        self._mips: list[tuple[pygame.Surface, float]] | None = None
        self._last_zoom = self.camera.zoom
        self._follow: tuple[Callable[[], Point | None], float] | None = None
        self._board_at_zoom()  # scale the board now, not in the first frame

    def _paint_art(self, image: pygame.Surface, node_art: NodeArt | None, link_art: LinkArt | None) -> None:
        """The game's own drawing of links (first) and nodes, into the board picture."""
        if link_art is not None:
            for link in self.graph.links:
                link_art(image, link, self.link_points(link))
        if node_art is not None:
            for node, pos in self.positions.items():
                node_art(image, self.graph.node(node), pos, self.node_radius)

    @staticmethod
    def _bounds(points: list[Point]) -> tuple[float, float, float, float]:
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        return (min(xs), min(ys), max(xs), max(ys))

    # --- camera -----------------------------------------------------------------------
    @property
    def viewport(self) -> pygame.Rect:
        return self.camera.viewport

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.camera.handle_event(event)

    def update(self, dt: float) -> None:
        self.camera.update(dt)
        if self._follow is not None and self.camera.panned_by_hand:
            self._follow = None  # the player took the camera

    def _keep_followed_in_view(self) -> None:
        """Run as the board is drawn, after this frame's figures have moved."""
        if self._follow is None:
            return
        point_fn, margin = self._follow
        point = point_fn()
        if point is None:
            return
        # A dead zone: the view moves only as far as needed to keep the point inside it.
        x, y = self.camera.world_to_screen(point)
        inner = self.viewport.inflate(-2 * margin, -2 * margin)
        dx = x - inner.right if x > inner.right else x - inner.left if x < inner.left else 0.0
        dy = y - inner.bottom if y > inner.bottom else y - inner.top if y < inner.top else 0.0
        if dx or dy:
            self.camera.pan_by(dx, dy)

    def fit(self, smooth: bool = True) -> None:
        self.camera.fit(smooth)

    def follow(self, point_fn: Callable[[], Point | None] | None, margin: float = 80.0) -> None:
        """Keep the world point ``point_fn()`` at least ``margin`` screen pixels inside the view."""
        self._follow = None if point_fn is None else (point_fn, float(margin))

    @property
    def following(self) -> bool:
        return self._follow is not None

    def keep_in_view(self, point: Point, margin: float = -60.0) -> None:
        """Glide so world ``point`` is on screen (``margin``: pixels the view is grown by; negative shrinks)."""
        x, y = self.camera.world_to_screen(point)
        if not self.viewport.inflate(margin * 2, margin * 2).collidepoint(x, y):
            self.camera.focus_on(point)

    # --- drawing the board -------------------------------------------------------------
    def _board_at_zoom(self) -> pygame.Surface | None:
        z = self.camera.zoom
        if self._scaled is not None and abs(self._scaled[0] - z) < 1e-9 and self._scaled[1].k == gfx.scale():
            return self._scaled[1]
        w, h = round(self.size[0] * z), round(self.size[1] * z)
        k = gfx.scale()
        if w * h * k * k > MAX_CACHED_PIXELS or w < 1 or h < 1:
            return None
        level = self._mip(z * k)
        scaled = gfx.smoothscale(level, (w, h))
        self._scaled = (z, scaled)
        return scaled

    def _mip(self, zoom: float) -> pygame.Surface:
        """The smallest halved copy of the board still as detailed as ``zoom`` needs."""
        if self._mips is None:
            self._mips = [(self.image, 1.0)]
            cur, f = self.image, 1.0
            while min(cur.get_size()) > 256:
                f /= 2
                cur = gfx.smoothscale(cur, (cur.get_width() // 2, cur.get_height() // 2), k=1)
                self._mips.append((cur, f))
        best = self._mips[0][0]
        for level, f in self._mips:
            if f >= zoom:
                best = level
        return best

    def still_key(self) -> tuple | None:
        """What ``draw`` will show this frame (equal keys, equal pixels), or None while the zoom
        eases.  Asked just before ``draw``: like it, it first moves the view after a followed point."""
        self._keep_followed_in_view()
        cam = self.camera
        if abs(cam.zoom - self._last_zoom) > 1e-9:
            return None
        return (id(self.image), cam.zoom, cam.center, cam.moving, tuple(cam.viewport), gfx.scale())

    def draw(self, surface: pygame.Surface) -> None:
        self._keep_followed_in_view()
        vp = self.viewport
        old_clip = surface.get_clip()
        surface.set_clip(vp)
        # While the zoom changes from frame to frame, scaling the whole board would stall:
        # the camera's fast path draws just the visible part.
        zooming = abs(self.camera.zoom - self._last_zoom) > 1e-9
        self._last_zoom = self.camera.zoom
        scaled = None if zooming else self._board_at_zoom()
        if scaled is None:
            self.camera.draw_image(surface, self.image)
        else:
            x0, y0 = self.camera.world_to_screen((0, 0))
            surface.blit(scaled, (round(x0), round(y0)))
        surface.set_clip(old_clip)

    # --- nodes -------------------------------------------------------------------------
    def node_screen(self, node) -> Point:
        return self.camera.world_to_screen(self.positions[node])

    def marker_radius(self, scale: float = 1.0) -> int:
        """A node's radius on screen, never so small that a mark gets lost."""
        return max(7, round(self.node_radius * self.camera.zoom * scale))

    def node_at(self, screen_point) -> object | None:
        if not self.viewport.collidepoint(screen_point):
            return None
        wx, wy = self.camera.screen_to_world(screen_point)
        # At low zoom a node is tiny on screen: accept clicks a few screen pixels around it.
        reach = max(self.node_radius * 1.15, NODE_REACH_PX / self.camera.zoom)
        best, best_d = None, reach
        for node, (x, y) in self.positions.items():
            d = math.hypot(x - wx, y - wy)
            if d <= best_d:
                best, best_d = node, d
        return best

    def visible(self, node, margin: float = 40.0) -> bool:
        x, y = self.node_screen(node)
        return self.viewport.inflate(margin * 2, margin * 2).collidepoint(x, y)

    # --- links -------------------------------------------------------------------------
    def link_points(self, link) -> list[Point]:
        """The polyline the map draws for ``link`` (its two node centres if it has none)."""
        points = self.board.link_paths.get(link.index)
        return list(points) if points else [self.positions[link.a], self.positions[link.b]]

    def link_at(self, screen_point, kinds: Iterable[str] | None = None):
        """The link whose drawn line passes under ``screen_point`` (nodes win: a click on a
        node is not a click on a road), or None."""
        if not self.viewport.collidepoint(screen_point) or self.node_at(screen_point) is not None:
            return None
        wanted = None if kinds is None else set(kinds)
        p = self.camera.screen_to_world(screen_point)
        reach = max(self.node_radius * 0.3, LINK_REACH_PX / self.camera.zoom)
        best, best_d = None, reach
        for link in self.graph.links:
            if wanted is not None and link.kind not in wanted:
                continue
            x0, y0, x1, y1 = self._link_boxes[link.index]
            if not (x0 - best_d <= p[0] <= x1 + best_d and y0 - best_d <= p[1] <= y1 + best_d):
                continue
            points = self.link_points(link)
            d = min(_segment_distance(p, a, b) for a, b in zip(points, points[1:]))
            if d <= best_d:
                best, best_d = link, d
        return best

    def route(self, a, b, kind: str | None = None) -> list[Point]:
        """The drawn polyline from ``a`` to ``b`` along a link of ``kind`` (any kind if None
        or "black"/"hidden", a ticket that hides the mode), in world units, ending on ``b``."""
        kinds = None if kind in (None, "black", "hidden") else kind
        links = self.graph.links_between(a, b, kinds) or self.graph.links_between(a, b)
        if not links:
            return [self.positions.get(b, (0.0, 0.0))]
        link = links[0]
        points = self.link_points(link)
        if link.a != a:
            points.reverse()
        # The figure already stands on the first point.
        points = points[1:] or [self.positions[b]]
        return resample(points, self.positions[a])

    # --- marks over nodes -----------------------------------------------------------------
    def draw_at_nodes(self, surface: pygame.Surface, nodes, image: pygame.Surface) -> None:
        old = surface.get_clip()
        surface.set_clip(self.viewport)
        for node in nodes:
            if node in self.positions and self.visible(node):
                x, y = self.node_screen(node)
                surface.blit(image, image.get_rect(center=(round(x), round(y))))
        surface.set_clip(old)

    def draw_highlights(self, surface: pygame.Surface, nodes, color, t: float = 0.0, scale: float = 1.35) -> None:
        """Pulsing rings on ``nodes`` (where the selected figure may go)."""
        if not nodes:
            return
        r = self.marker_radius(scale)
        pulse = 0.5 + 0.5 * math.sin(t * 5.0)
        ring = node_ring(r + round(pulse * 2), tuple(color), max(3, r // 4))
        self.draw_at_nodes(surface, nodes, ring)

    def draw_marker(self, surface: pygame.Surface, node, image: pygame.Surface) -> pygame.Rect:
        x, y = self.node_screen(node)
        old = surface.get_clip()
        surface.set_clip(self.viewport)
        rect = surface.blit(image, image.get_rect(center=(round(x), round(y))))
        surface.set_clip(old)
        return rect

    def draw_nodes(self, surface: pygame.Surface, paint: Callable[[pygame.Surface, object, Point, float], None],
                   nodes=None) -> None:
        """Call ``paint(surface, node, screen_xy, zoom)`` for each visible node (all by default)."""
        zoom = self.camera.zoom
        old = surface.get_clip()
        surface.set_clip(self.viewport)
        for node in self.positions if nodes is None else nodes:
            if node in self.positions and self.visible(node):
                paint(surface, self.graph.node(node), self.node_screen(node), zoom)
        surface.set_clip(old)

    def draw_links(self, surface: pygame.Surface, paint: Callable[[pygame.Surface, object, list[Point], float], None],
                   links=None) -> None:
        """Call ``paint(surface, link, screen_points, zoom)`` for each link that crosses the view."""
        seen = self.camera.visible_world_rect()
        to_screen = self.camera.world_to_screen
        old = surface.get_clip()
        surface.set_clip(self.viewport)
        for link in self.graph.links if links is None else links:
            x0, y0, x1, y1 = self._link_boxes[link.index]
            if x1 < seen.left or x0 > seen.right or y1 < seen.top or y0 > seen.bottom:
                continue
            paint(surface, link, [to_screen(p) for p in self.link_points(link)], self.camera.zoom)
        surface.set_clip(old)


__all__ = ["BoardView", "MAX_CACHED_PIXELS", "node_ring", "resample"]
