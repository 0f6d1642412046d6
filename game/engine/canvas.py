"""A drawing surface in logical units whose pixels are ``k`` times finer.

Scenes lay things out on a 1280x720 logical screen; the window may be any
size.  A Canvas keeps the layout in those logical units while its pixels
(``canvas.surface``, a pygame.Surface) are ``k`` times as many along each
side, so a 2560x1440 window gets text and art drawn at its own resolution
instead of a stretched 1280x720 picture.  At ``k == 1`` every call goes
straight to pygame with the very same arguments: the picture is identical.

    canvas = Canvas(pygame.Surface((2560, 1440)), 2.0)   # logical 1280x720
    canvas.blit(img, (10, 20))        positions, rects and sizes are logical
    canvas.fill(color, rect) / subsurface(rect) / set_clip(rect) / get_at(pos) ...
    canvas.surface, canvas.k          the real pixels and their scale

A plain pygame.Surface handed where a Canvas is expected counts as a canvas
at scale 1 (``as_canvas``).  A picture made at one scale and shown on a
canvas of another (a loaded image at its own pixels, art made before the
window changed size) is resampled once and the copy kept until the picture
is drawn on again (``resampled``).  Drawing helpers are in game.engine.gfx.
"""

from __future__ import annotations

import math
import weakref

import pygame

_EPS = 1e-6


def _round(v: float) -> int:
    return int(math.floor(v + 0.5))


def logical_extent(pixels: int, k: float) -> int:
    """The logical length ``pixels`` real pixels cover at scale ``k`` (rounded up)."""
    return int(math.ceil(pixels / k - 0.01)) if k != 1 else pixels


class Canvas:
    """A pygame.Surface seen in logical units (see the module's docstring)."""

    __slots__ = ("surface", "k", "size", "version", "_clip", "__weakref__")

    def __init__(self, surface: pygame.Surface, k: float = 1.0, size: tuple[int, int] | None = None):
        self.surface = surface
        self.k = float(k)
        if size is None:
            pw, ph = surface.get_size()
            size = (logical_extent(pw, self.k), logical_extent(ph, self.k))
        self.size = (int(size[0]), int(size[1]))
        self.version = 0
        self._clip = None   # (the logical clip last set, its real pixels): get_clip hands it back as set

    def __repr__(self) -> str:
        return f"<Canvas {self.size[0]}x{self.size[1]} at {self.k:g}x>"

    # --- scale ---------------------------------------------------------------
    def px(self, v: float) -> int:
        """A logical length in real pixels."""
        return _round(v * self.k)

    def ppos(self, pos) -> tuple[int, int]:
        k = self.k
        return _round(pos[0] * k), _round(pos[1] * k)

    def prect(self, rect) -> pygame.Rect:
        """A logical rect in real pixels; neighbouring rects stay edge to edge."""
        r = rect if isinstance(rect, pygame.Rect) else pygame.FRect(rect)
        k = self.k
        x0, y0 = _round(r.x * k), _round(r.y * k)
        return pygame.Rect(x0, y0, _round((r.x + r.w) * k) - x0, _round((r.y + r.h) * k) - y0)

    def lrect(self, rect) -> pygame.Rect:
        """A rect of real pixels in logical units (grown to whole logical pixels)."""
        r = pygame.Rect(rect)
        if self.k == 1:
            return r
        k = self.k
        x0, y0 = math.floor(r.x / k + _EPS), math.floor(r.y / k + _EPS)
        x1, y1 = math.ceil(r.right / k - _EPS), math.ceil(r.bottom / k - _EPS)
        return pygame.Rect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))

    # --- pygame.Surface's questions ------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **kw) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.size)
        for name, value in kw.items():
            setattr(r, name, value)
        return r

    def get_flags(self) -> int:
        return self.surface.get_flags()

    def get_alpha(self):
        return self.surface.get_alpha()

    def get_colorkey(self):
        return self.surface.get_colorkey()

    def get_at(self, pos):
        return self.surface.get_at(self.ppos(pos) if self.k != 1 else pos)

    def get_clip(self) -> pygame.Rect:
        # the rect set_clip was given, while it holds: at a fractional scale the real pixels, read
        # back as logical ones, would grow it, and a clip put back after a nested one would too
        raw = self.surface.get_clip()
        if self._clip is not None and self._clip[1] == raw:
            return self._clip[0].clip(self.get_rect())
        return self.lrect(raw)

    def get_bounding_rect(self, min_alpha: int = 1) -> pygame.Rect:
        return self.lrect(self.surface.get_bounding_rect(min_alpha))

    # --- changes -----------------------------------------------------------------
    def touch(self) -> None:
        """The pixels changed (resampled copies of this picture are stale)."""
        self.version += 1

    def set_alpha(self, value, flags: int = 0) -> None:
        self.surface.set_alpha(value, flags)

    def set_colorkey(self, color, flags: int = 0) -> None:
        self.surface.set_colorkey(color, flags)

    def set_clip(self, rect) -> None:
        if rect is None or self.k == 1:
            self.surface.set_clip(rect)
            self._clip = None
        else:
            self.surface.set_clip(self.prect(rect))
            self._clip = (pygame.Rect(rect), self.surface.get_clip())

    def set_at(self, pos, color) -> None:
        self.version += 1
        if self.k == 1:
            self.surface.set_at(pos, color)
        else:
            self.surface.fill(color, self.prect((pos[0], pos[1], 1, 1)))

    def fill(self, color, rect=None, special_flags: int = 0) -> pygame.Rect:
        self.version += 1
        if self.k == 1:
            return self.surface.fill(color, rect, special_flags)
        return self.lrect(self.surface.fill(color, None if rect is None else self.prect(rect), special_flags))

    def scroll(self, dx: int = 0, dy: int = 0) -> None:
        self.version += 1
        self.surface.scroll(self.px(dx), self.px(dy))

    def blit(self, source, dest=(0, 0), area=None, special_flags: int = 0) -> pygame.Rect:
        self.version += 1
        src = resampled(source, self.k)
        if self.k == 1:
            return self.surface.blit(src, dest, area, special_flags)
        if len(dest) == 4:
            dest = dest[:2] if not isinstance(dest, pygame.Rect) else dest.topleft
        at = self.ppos(dest)
        done = self.surface.blit(src, at, None if area is None else self.prect(area), special_flags)
        return self.lrect(done)

    def blits(self, blit_sequence, doreturn: bool = True):
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    # --- new pictures -----------------------------------------------------------
    def subsurface(self, rect) -> "Canvas":
        r = pygame.Rect(rect)
        if self.k == 1:
            return Canvas(self.surface.subsurface(r), 1.0, r.size)
        return Canvas(self.surface.subsurface(self.prect(r).clip(self.surface.get_rect())), self.k, r.size)

    def copy(self) -> "Canvas":
        return Canvas(self.surface.copy(), self.k, self.size)

    def convert(self, *args) -> "Canvas":
        return Canvas(self.surface.convert(*[pixels_of(a) for a in args]), self.k, self.size)

    def convert_alpha(self, *args) -> "Canvas":
        return Canvas(self.surface.convert_alpha(*[pixels_of(a) for a in args]), self.k, self.size)


Picture = Canvas | pygame.Surface


def as_canvas(surface: Picture) -> Canvas:
    return surface if isinstance(surface, Canvas) else Canvas(surface, 1.0)


def pixels_of(picture: Picture) -> pygame.Surface:
    """The real pixels of a picture (a Canvas's surface, a plain Surface itself)."""
    return picture.surface if isinstance(picture, Canvas) else picture


def scale_of(picture: Picture) -> float:
    return picture.k if isinstance(picture, Canvas) else 1.0


# Pictures shown at a scale other than their own: picture -> (version, k, pixels).
_resampled: "weakref.WeakKeyDictionary[Canvas, tuple[int, float, pygame.Surface]]" = weakref.WeakKeyDictionary()
# How many pictures were resampled because they were plain Surfaces (counted for tests: the
# screens' own art is made at the screen's scale, so this stays at 0 but for loaded images).
STATS = {"resampled": 0, "plain": 0}


def resampled(picture: Picture, k: float) -> pygame.Surface:
    """The pixels of ``picture`` for a canvas at scale ``k``: its own when the
    scales agree, else a smooth resample (kept while the picture is unchanged)."""
    if isinstance(picture, Canvas):
        if picture.k == k:
            return picture.surface
        kept = _resampled.get(picture)
        if kept is not None and kept[0] == picture.version and kept[1] == k:
            return kept[2]
        out = _resample(picture.surface, (max(1, _round(picture.size[0] * k)), max(1, _round(picture.size[1] * k))))
        _resampled[picture] = (picture.version, k, out)
        STATS["resampled"] += 1
        return out
    if k == 1:
        return picture
    STATS["plain"] += 1
    w, h = picture.get_size()
    return _resample(picture, (max(1, _round(w * k)), max(1, _round(h * k))))


def _resample(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    if surface.get_size() == size:
        return surface
    try:
        return pygame.transform.smoothscale(surface, size)
    except (ValueError, pygame.error):  # 8-bit and other palettes cannot be smoothed
        return pygame.transform.scale(surface, size)
