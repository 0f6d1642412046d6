"""The London board seen through a camera: the map art, station look-ups, the
route a piece took, and the marks laid over stations.

    BoardView(board, viewport)                board: a game.engine.tiled.BoardMap
      .camera                                  a game.engine.camera.Camera (wheel, drag, keys)
      .handle_event(event) -> bool             camera controls
      .update(dt)
      .draw(surface)                           the board art, clipped to the viewport
      .station_at(screen_point) -> id | None   the station under the cursor (generous at low zoom)
      .station_screen(id) -> (x, y)
      .route(a, b, kind=None) -> [points]      the polyline of a link from a to b, in world units
      .draw_rings(surface, stations, color, t) pulsing rings on stations (legal destinations)
      .draw_dots(surface, stations, color)     discs on stations (possible hide-outs)
      .draw_marker(surface, station, image)    an image centred on a station, scaled mildly with zoom

Speed: at rest, the whole board scaled to the current zoom is kept (while it
is small enough), so panning is a plain blit; while the zoom eases, the
camera's own fast path draws it.
"""

from __future__ import annotations

import math

import pygame

from game.engine.camera import Camera

from . import art as table_art

# A fully scaled board is kept only up to this many pixels (about 48 MB).
MAX_CACHED_PIXELS = 12_000_000
PAPER = (226, 214, 184)


class BoardView:
    def __init__(self, board, viewport: pygame.Rect, max_zoom: float = 1.25):
        self.board = board
        self.size = tuple(int(v) for v in board.size)
        self.camera = Camera(viewport, self.size, max_zoom=max_zoom, wasd=True)
        image = board.compose(PAPER)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            image = image.convert()
        self.image = image
        self.graph = board.graph
        self.positions = {n.id: (n.x, n.y) for n in self.graph.nodes}
        radii = [float(n.get("radius", 0) or 0) for n in self.graph.nodes]
        radii = [r for r in radii if r > 0]
        # A station's drawn radius in world pixels (from the map, else a share of the board).
        self.station_radius = (sorted(radii)[len(radii) // 2] if radii
                               else max(12.0, min(self.size) / 90.0))
        self._scaled: tuple[float, pygame.Surface] | None = None
        self._mips: list[tuple[pygame.Surface, float]] | None = None
        self._last_zoom = self.camera.zoom
        self._board_at_zoom()  # scale the board now, not in the first frame

    # --- camera plumbing ---------------------------------------------------------
    @property
    def viewport(self) -> pygame.Rect:
        return self.camera.viewport

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.camera.handle_event(event)

    def update(self, dt: float) -> None:
        self.camera.update(dt)

    def fit(self, smooth: bool = True) -> None:
        self.camera.fit(smooth)

    # --- drawing the board ----------------------------------------------------------
    def _board_at_zoom(self) -> pygame.Surface | None:
        z = self.camera.zoom
        if self._scaled is not None and abs(self._scaled[0] - z) < 1e-9:
            return self._scaled[1]
        w, h = round(self.size[0] * z), round(self.size[1] * z)
        if w * h > MAX_CACHED_PIXELS or w < 1 or h < 1:
            return None
        level = self._mip(z)
        scaled = pygame.transform.smoothscale(level, (w, h))
        self._scaled = (z, scaled)
        return scaled

    def _mip(self, zoom: float) -> pygame.Surface:
        """The smallest halved copy of the board still as detailed as ``zoom`` needs."""
        if self._mips is None:
            self._mips = [(self.image, 1.0)]
            cur, f = self.image, 1.0
            while min(cur.get_size()) > 256:
                f /= 2
                cur = pygame.transform.smoothscale(cur, (cur.get_width() // 2, cur.get_height() // 2))
                self._mips.append((cur, f))
        best = self._mips[0][0]
        for level, f in self._mips:
            if f >= zoom:
                best = level
        return best

    def draw(self, surface: pygame.Surface) -> None:
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

    # --- stations --------------------------------------------------------------------
    def station_screen(self, station) -> tuple[float, float]:
        return self.camera.world_to_screen(self.positions[station])

    def marker_radius(self, scale: float = 1.0) -> int:
        """A station's radius on screen, never so small that a mark gets lost."""
        return max(7, round(self.station_radius * self.camera.zoom * scale))

    def station_at(self, screen_point) -> object | None:
        if not self.viewport.collidepoint(screen_point):
            return None
        wx, wy = self.camera.screen_to_world(screen_point)
        # At low zoom a station is tiny on screen: accept clicks a few screen pixels around it.
        reach = max(self.station_radius * 1.15, 11.0 / self.camera.zoom)
        best, best_d = None, reach
        for node, (x, y) in self.positions.items():
            d = math.hypot(x - wx, y - wy)
            if d <= best_d:
                best, best_d = node, d
        return best

    def visible(self, station, margin: float = 40.0) -> bool:
        x, y = self.station_screen(station)
        return self.viewport.inflate(margin * 2, margin * 2).collidepoint(x, y)

    # --- routes ----------------------------------------------------------------------
    def route(self, a, b, kind: str | None = None) -> list[tuple[float, float]]:
        """The drawn polyline from ``a`` to ``b`` along a link of ``kind`` (any kind if
        None or a black ticket), in world units, ending on ``b``."""
        kinds = None if kind in (None, "black", "hidden") else kind
        links = self.graph.links_between(a, b, kinds) or self.graph.links_between(a, b)
        if not links:
            return [self.positions.get(b, (0.0, 0.0))]
        link = links[0]
        points = list(self.board.link_paths.get(link.index) or [self.positions[link.a], self.positions[link.b]])
        if link.a != a:
            points.reverse()
        # The figure already stands on the first point.
        points = points[1:] or [self.positions[b]]
        return self._resample(points, self.positions[a])

    @staticmethod
    def _resample(points, start, leg: float = 90.0):
        """Merge short wiggles into legs of about ``leg`` world pixels so the hops read as steps."""
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

    # --- marks over stations ---------------------------------------------------------
    def draw_rings(self, surface: pygame.Surface, stations, color, t: float = 0.0, scale: float = 1.35) -> None:
        if not stations:
            return
        r = self.marker_radius(scale)
        pulse = 0.5 + 0.5 * math.sin(t * 5.0)
        ring = table_art.station_ring(r + round(pulse * 2), tuple(color), max(3, r // 4))
        old = surface.get_clip()
        surface.set_clip(self.viewport)
        for s in stations:
            if s in self.positions and self.visible(s):
                x, y = self.station_screen(s)
                surface.blit(ring, ring.get_rect(center=(round(x), round(y))))
        surface.set_clip(old)

    def draw_dots(self, surface: pygame.Surface, stations, color, alpha: int = 120, scale: float = 1.1) -> None:
        if not stations:
            return
        dot = table_art.station_dot(self.marker_radius(scale), tuple(color), alpha)
        old = surface.get_clip()
        surface.set_clip(self.viewport)
        for s in stations:
            if s in self.positions and self.visible(s):
                x, y = self.station_screen(s)
                surface.blit(dot, dot.get_rect(center=(round(x), round(y))))
        surface.set_clip(old)

    def draw_marker(self, surface: pygame.Surface, station, image: pygame.Surface) -> pygame.Rect:
        x, y = self.station_screen(station)
        old = surface.get_clip()
        surface.set_clip(self.viewport)
        rect = surface.blit(image, image.get_rect(center=(round(x), round(y))))
        surface.set_clip(old)
        return rect


__all__ = ["BoardView", "MAX_CACHED_PIXELS"]
