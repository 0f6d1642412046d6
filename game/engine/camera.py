"""A camera for boards bigger than the window: pan, zoom around the cursor,
clamped to the world, eased smoothly.

The camera looks at a world (a board ``world_size`` pixels big) through a
``viewport`` (a rect of the screen).  ``zoom`` is screen pixels per world
pixel.  Zoom never goes below the zoom that fits the whole world in the
viewport, and the view never leaves the world (a world smaller than the
view sits centred).

Controls (``handle_event`` returns True when it used the event):
right or middle drag pans at once; a left drag pans after the mouse moved
``drag_threshold`` pixels, and the release that ends such a drag is consumed
so it does not count as a click; any button's release (and a motion with no
button held) ends a drag; the wheel zooms around the cursor; arrow
keys (and WASD if ``wasd``) pan while held; ``+``/``-`` zoom around the
view's centre; ``Home``/``0`` shows the whole world.

Public API
----------
``Camera(viewport, world_size, zoom=None, min_zoom=None, max_zoom=3.0)``
``world_to_screen(point) -> (x, y)``, ``screen_to_world(point) -> (x, y)``,
``world_rect_to_screen(rect) -> Rect``, ``visible_world_rect() -> Rect``,
``zoom``, ``center`` (the world point at the viewport's centre),
``fit_zoom``, ``min_zoom``, ``max_zoom``,
``set_zoom(zoom, anchor=None, smooth=False)``,
``zoom_at(factor, screen_point=None, smooth=True)``,
``pan_by(dx, dy)`` (screen pixels), ``focus_on(point, zoom=None, smooth=True)``,
``fit()``, ``resize(viewport)``, ``handle_event(event) -> bool``,
``update(dt)``, ``moving`` (an eased zoom or pan is under way),
``dragging``, ``panned_by_hand`` (a drag or a held pan key),
``draw_image(surface, image)`` (draws a world-sized image, e.g. the board,
through the camera, cached while the camera is still).
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame
from . import display
from game.engine import gfx

_PAN_KEYS = {
    pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
}
_WASD = {pygame.K_a: (-1, 0), pygame.K_d: (1, 0), pygame.K_w: (0, -1), pygame.K_s: (0, 1)}
_ZOOM_IN_KEYS = {pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS}
_ZOOM_OUT_KEYS = {pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_UNDERSCORE}
_FIT_KEYS = {pygame.K_HOME, pygame.K_0, pygame.K_KP0}


class Camera:
    #: how fast eased zoom and pan close the gap (per second, exponential)
    EASE_RATE = 12.0
    #: screen pixels per second for held arrow keys
    KEY_PAN_SPEED = 700.0
    WHEEL_STEP = 1.18
    KEY_ZOOM_STEP = 1.25

    def __init__(self, viewport: pygame.Rect | Sequence[int], world_size: Sequence[float],
                 zoom: float | None = None, min_zoom: float | None = None, max_zoom: float = 3.0,
                 wasd: bool = False):
        self.viewport = pygame.Rect(viewport)
        self.world_size = (float(world_size[0]), float(world_size[1]))
        if self.world_size[0] <= 0 or self.world_size[1] <= 0:
            raise ValueError("the world must have a positive size")
        self._min_zoom_arg = min_zoom
        self.max_zoom = float(max_zoom)
        self.drag_threshold = 5
        self.keys = dict(_PAN_KEYS)
        if wasd:
            self.keys.update(_WASD)
        self.zoom = self.min_zoom if zoom is None else self._clamp_zoom(zoom)
        self.center = (self.world_size[0] / 2, self.world_size[1] / 2)
        self._target_zoom = self.zoom
        self._zoom_anchor: tuple[float, float] | None = None
        self._target_center: tuple[float, float] | None = None
        self._held: set[int] = set()
        self._press: tuple[int, tuple[int, int]] | None = None
        self._last_mouse: tuple[int, int] | None = None
        self.dragging = False
        self._image_cache: dict[object, object] = {}
        self._clamp()

    # --- limits --------------------------------------------------------------
    @property
    def fit_zoom(self) -> float:
        """The zoom at which the whole world just fits the viewport."""
        return min(self.viewport.w / self.world_size[0], self.viewport.h / self.world_size[1])

    @property
    def min_zoom(self) -> float:
        return self.fit_zoom if self._min_zoom_arg is None else min(self._min_zoom_arg, self.max_zoom)

    def _clamp_zoom(self, z: float) -> float:
        return max(self.min_zoom, min(max(self.max_zoom, self.min_zoom), float(z)))

    def _clamp_center(self, c: Sequence[float], zoom: float | None = None) -> tuple[float, float]:
        z = self.zoom if zoom is None else zoom
        out = []
        for axis, size in ((0, self.viewport.w), (1, self.viewport.h)):
            half = size / (2 * z)
            world = self.world_size[axis]
            if 2 * half >= world:
                out.append(world / 2)
            else:
                out.append(min(max(float(c[axis]), half), world - half))
        return (out[0], out[1])

    def _clamp(self) -> None:
        self.center = self._clamp_center(self.center)

    # --- transforms ---------------------------------------------------------
    def world_to_screen(self, point: Sequence[float]) -> tuple[float, float]:
        vx, vy = self.viewport.center
        return (vx + (point[0] - self.center[0]) * self.zoom, vy + (point[1] - self.center[1]) * self.zoom)

    def screen_to_world(self, point: Sequence[float]) -> tuple[float, float]:
        vx, vy = self.viewport.center
        return (self.center[0] + (point[0] - vx) / self.zoom, self.center[1] + (point[1] - vy) / self.zoom)

    def world_rect_to_screen(self, rect: pygame.Rect | Sequence[float]) -> pygame.Rect:
        r = pygame.Rect(rect)
        x0, y0 = self.world_to_screen(r.topleft)
        x1, y1 = self.world_to_screen(r.bottomright)
        return pygame.Rect(round(x0), round(y0), max(0, round(x1 - x0)), max(0, round(y1 - y0)))

    def visible_world_rect(self) -> pygame.Rect:
        x0, y0 = self.screen_to_world(self.viewport.topleft)
        x1, y1 = self.screen_to_world(self.viewport.bottomright)
        return pygame.Rect(math.floor(x0), math.floor(y0), math.ceil(x1 - x0), math.ceil(y1 - y0))

    # --- commands ------------------------------------------------------------
    def set_zoom(self, zoom: float, anchor: Sequence[float] | None = None, smooth: bool = False) -> None:
        """Zoom so the world point under screen ``anchor`` (default: the view's centre) stays put."""
        anchor_t = (float(anchor[0]), float(anchor[1])) if anchor is not None else tuple(map(float, self.viewport.center))
        self._target_zoom = self._clamp_zoom(zoom)
        self._zoom_anchor = anchor_t  # type: ignore[assignment]
        if not smooth:
            self._apply_zoom(self._target_zoom)

    def zoom_at(self, factor: float, screen_point: Sequence[float] | None = None, smooth: bool = True) -> None:
        self.set_zoom(self._target_zoom * factor, screen_point, smooth)

    def _apply_zoom(self, zoom: float) -> None:
        anchor = self._zoom_anchor or tuple(map(float, self.viewport.center))
        fixed = self.screen_to_world(anchor)
        self.zoom = zoom
        vx, vy = self.viewport.center
        self.center = (fixed[0] - (anchor[0] - vx) / zoom, fixed[1] - (anchor[1] - vy) / zoom)
        self._clamp()
        if self._target_center is not None:
            self._target_center = self._clamp_center(self._target_center, self._target_zoom)

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the view by screen pixels (positive dx shows more of the world's right)."""
        self._target_center = None
        self.center = (self.center[0] + dx / self.zoom, self.center[1] + dy / self.zoom)
        self._clamp()

    def focus_on(self, point: Sequence[float], zoom: float | None = None, smooth: bool = True) -> None:
        """Bring world ``point`` to the view's centre (as near as the world's edges allow)."""
        if zoom is not None:
            self._target_zoom = self._clamp_zoom(zoom)
            self._zoom_anchor = None
            if not smooth:
                self.zoom = self._target_zoom
        target = self._clamp_center(point, self._target_zoom)
        if smooth:
            self._target_center = target
        else:
            self._target_center = None
            self.center = self._clamp_center(point)

    def fit(self, smooth: bool = True) -> None:
        self.focus_on((self.world_size[0] / 2, self.world_size[1] / 2), self.fit_zoom, smooth)

    def resize(self, viewport: pygame.Rect | Sequence[int]) -> None:
        """Follow a new viewport (window resize), keeping the same world point centred."""
        self.viewport = pygame.Rect(viewport)
        self.zoom = self._clamp_zoom(self.zoom)
        self._target_zoom = self._clamp_zoom(self._target_zoom)
        self._clamp()
        self._image_cache.clear()

    @property
    def panned_by_hand(self) -> bool:
        """The player is dragging the view or holding a pan key."""
        return self.dragging or bool(self._held)

    @property
    def moving(self) -> bool:
        return (abs(self.zoom - self._target_zoom) > 1e-6 or self._target_center is not None
                or bool(self._held) or self.dragging)

    # --- input -------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            if not self.viewport.collidepoint(event.pos):
                return False
            self._press = (event.button, tuple(event.pos))  # type: ignore[assignment]
            self._last_mouse = tuple(event.pos)  # type: ignore[assignment]
            if event.button in (2, 3):
                self.dragging = True
                return True
            return False
        if t == pygame.MOUSEMOTION and self._press is not None:
            if not any(getattr(event, "buttons", (1,))):
                # no button is held (its release went elsewhere): the drag is over, nothing pans
                self._press = None
                self.dragging = False
                return False
            pos = tuple(event.pos)
            if not self.dragging:
                sx, sy = self._press[1]
                if math.hypot(pos[0] - sx, pos[1] - sy) < self.drag_threshold:
                    return False
                self.dragging = True
            lx, ly = self._last_mouse or pos
            self.pan_by(lx - pos[0], ly - pos[1])
            self._last_mouse = pos  # type: ignore[assignment]
            return True
        if t == pygame.MOUSEBUTTONUP and self._press is not None and event.button in (1, 2, 3):
            # any button let go ends the drag (the wheel's 4 and 5 do not)
            was_drag = self.dragging
            self._press = None
            self.dragging = False
            return was_drag
        if t == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", None) or display.mouse_pos()
            if not self.viewport.collidepoint(pos):
                return False
            steps = getattr(event, "precise_y", event.y) or event.y
            if getattr(event, "flipped", False):
                steps = -steps
            self.zoom_at(self.WHEEL_STEP ** steps, pos)
            return True
        if t == pygame.KEYDOWN:
            if event.key in self.keys:
                self._held.add(event.key)
                self._target_center = None
                return True
            if event.key in _ZOOM_IN_KEYS:
                self.zoom_at(self.KEY_ZOOM_STEP)
                return True
            if event.key in _ZOOM_OUT_KEYS:
                self.zoom_at(1 / self.KEY_ZOOM_STEP)
                return True
            if event.key in _FIT_KEYS:
                self.fit()
                return True
            return False
        if t == pygame.KEYUP and event.key in self._held:
            self._held.discard(event.key)
            return True
        if t == pygame.WINDOWFOCUSLOST:
            self._held.clear()
        return False

    def update(self, dt: float) -> None:
        if self._held:
            dx = sum(self.keys[k][0] for k in self._held)
            dy = sum(self.keys[k][1] for k in self._held)
            self.pan_by(dx * self.KEY_PAN_SPEED * dt, dy * self.KEY_PAN_SPEED * dt)
        k = 1.0 - math.exp(-self.EASE_RATE * max(0.0, dt))
        if abs(self.zoom - self._target_zoom) > 1e-6:
            z = self.zoom + (self._target_zoom - self.zoom) * k
            if abs(z - self._target_zoom) < 1e-4 * self._target_zoom:
                z = self._target_zoom
            self._apply_zoom(z)
        if self._target_center is not None:
            tx, ty = self._target_center
            cx, cy = self.center
            nx, ny = cx + (tx - cx) * k, cy + (ty - cy) * k
            if math.hypot(tx - nx, ty - ny) * self.zoom < 0.25:
                nx, ny = tx, ty
                self._target_center = None
            self.center = self._clamp_center((nx, ny))

    # --- drawing ---------------------------------------------------------------------
    def draw_image(self, surface: pygame.Surface, image: pygame.Surface) -> None:
        """Blit a world-sized ``image`` (the board) as the camera sees it.

        While the camera moves, a fast scale from a pre-shrunk copy is used;
        once it rests, a smooth scale is made and reused until it moves again."""
        world = self.visible_world_rect().clip(image.get_rect())
        if world.w <= 0 or world.h <= 0:
            return
        dest = self.world_rect_to_screen(world)
        if dest.w <= 0 or dest.h <= 0:
            return
        smooth = not self.moving
        key = (id(image), world.topleft, world.size, dest.topleft, dest.size, smooth, gfx.scale_of(surface))
        cached = self._image_cache.get("view")
        if cached is not None and cached[0] == key:  # type: ignore[index]
            surface.blit(cached[1], dest)  # type: ignore[index]
            return
        level, factor = self._mip(image, self.zoom * gfx.scale_of(surface))
        src = pygame.Rect(int(world.x * factor), int(world.y * factor),
                          max(1, int(world.w * factor)), max(1, int(world.h * factor))).clip(level.get_rect())
        part = level.subsurface(src)
        scaled = (gfx.smoothscale(part, dest.size) if smooth
                  else gfx.scale_to(part, dest.size))
        self._image_cache["view"] = (key, scaled)
        surface.blit(scaled, dest)

    def _mip(self, image: pygame.Surface, zoom: float) -> tuple[pygame.Surface, float]:
        """The smallest halved copy of ``image`` still at least as detailed as ``zoom`` needs."""
        levels = self._image_cache.get(("mips", id(image)))
        if levels is None or levels[0][0] is not image:  # type: ignore[index]
            levels = [(image, 1.0)]
            cur, f = image, 1.0
            while min(cur.get_size()) > 64:
                f /= 2
                cur = gfx.smoothscale(cur, (max(1, cur.get_width() // 2), max(1, cur.get_height() // 2)), k=1)
                levels.append((cur, f))
            self._image_cache[("mips", id(image))] = levels
        best = levels[0]
        for level, f in levels:  # type: ignore[union-attr]
            if f >= zoom:
                best = (level, f)
        return best


__all__ = ["Camera"]
