"""The one way to draw: pygame.draw, pygame.transform and new surfaces in
logical units, at the scale of the window (see game.engine.canvas).

    gfx.scale()                    real pixels per logical pixel for new art (the window's)
    gfx.set_scale(k) / with gfx.at_scale(k): ...   (the app sets it when the window changes)
    gfx.text_scale() / set_text_scale(t)  the player's text size (1.0, 1.25, 1.5): text.reading_size
    gfx.Surface(size, flags=0)     a new Canvas of logical ``size`` at the current scale
    gfx.pixels(size, flags=0)      a plain pygame.Surface for per-pixel work (noise fields)
    gfx.rect / line / lines / aaline / aalines / circle / ellipse / arc / polygon
                                   pygame.draw's calls, on a Canvas or a plain Surface
    gfx.smoothscale / scale / smoothscale_by / rotate / rotozoom / flip / gaussian_blur / box_blur
                                   pygame.transform's, sizes logical
    gfx.hit_mask(picture, threshold)   a mask asked in logical points
    gfx.faded(picture, alpha)      a copy that blits plainly as ``picture`` does with set_alpha(alpha)
    gfx.cached(maxsize)            functools.lru_cache that also keys on the scales
    gfx.ArtCache()                 a dict of pictures emptied when the scales change
    gfx.forget_art()               every cached picture is made afresh when next asked for
    gfx.save(picture, path)        a picture's real pixels to a PNG

Lengths (line widths, radii, corner radii) scale with the canvas; a line
at least 1 logical pixel wide stays at least 1 real pixel wide.
"""

from __future__ import annotations

import functools
import sys
from contextlib import contextmanager

import pygame

from .canvas import Canvas, Picture, as_canvas, logical_extent, pixels_of, resampled, scale_of  # noqa: F401

_state = {"scale": 1.0, "text": 1.0, "made": 0}
_listeners: list = []


def scale() -> float:
    return _state["scale"]


def text_scale() -> float:
    return _state["text"]


def key() -> tuple[float, float, int]:
    """What cached art depends on besides its own arguments."""
    return _state["scale"], _state["text"], _state["made"]


def forget_art() -> None:
    """Every picture cached so far is made afresh when next asked for (a check
    that must see all the text a scene draws starts with it)."""
    _state["made"] += 1


def set_scale(k: float) -> None:
    _state["scale"] = float(k) if k > 0 else 1.0


def set_text_scale(t: float) -> None:
    _state["text"] = float(t) if t > 0 else 1.0


@contextmanager
def at_scale(k: float):
    """New art and text made inside are made at scale ``k`` (a smaller table in a replay)."""
    before = _state["scale"]
    set_scale(k)
    try:
        yield
    finally:
        _state["scale"] = before


def cached(maxsize: int = 128):
    """lru_cache for functions that make art: a picture made at one scale is
    not handed out at another."""

    def wrap(fn):
        inner = functools.lru_cache(maxsize=maxsize)(lambda _key, *a, **kw: fn(*a, **kw))

        @functools.wraps(fn)
        def at_key(*a, **kw):
            return inner(key(), *a, **kw)

        at_key.cache_clear = inner.cache_clear
        at_key.cache_info = inner.cache_info
        return at_key

    return wrap


class ArtCache(dict):
    """A dict of pictures that empties itself when the scales change (a window
    resized, the text size set), so no picture of another scale is handed out."""

    def __init__(self):
        super().__init__()
        self.made_for = key()

    def fresh(self) -> "ArtCache":
        if self.made_for != key():
            self.clear()
            self.made_for = key()
        return self

    def get(self, k, default=None):
        return dict.get(self.fresh(), k, default)

    def __getitem__(self, k):
        return dict.__getitem__(self.fresh(), k)

    def __contains__(self, k) -> bool:
        return dict.__contains__(self.fresh(), k)

    def __setitem__(self, k, value) -> None:
        dict.__setitem__(self.fresh(), k, value)


# --- pictures -----------------------------------------------------------------
def _phys(size, k: float) -> tuple[int, int]:
    w, h = int(size[0]), int(size[1])
    if k == 1:
        return w, h
    return max(1, round(w * k)) if w else 0, max(1, round(h * k)) if h else 0


def Surface(size, flags: int = 0, *args, k: float | None = None) -> Canvas:  # noqa: N802 (pygame's name)
    k = scale() if k is None else float(k)
    return Canvas(pygame.Surface(_phys(size, k), flags, *args), k, (int(size[0]), int(size[1])))


def pixels(size, flags: int = 0, *args) -> pygame.Surface:
    """A plain surface of exactly ``size`` pixels, for per-pixel work that is
    then scaled (gfx.smoothscale) to the size it is shown at."""
    return pygame.Surface((int(size[0]), int(size[1])), flags, *args)


def wrap(surface: pygame.Surface, k: float | None = None, size=None) -> Canvas:
    """Pixels made elsewhere (a font, a loaded image) as a Canvas at scale ``k``."""
    return Canvas(surface, scale() if k is None else k, size)


def save(picture: Picture, path) -> None:
    pygame.image.save(pixels_of(picture), str(path))


# --- pygame.draw ----------------------------------------------------------------
def _target(surface):
    if isinstance(surface, Canvas):
        surface.version += 1
        return surface.surface, surface.k, surface
    return surface, 1.0, None


def _w(width: float, k: float) -> int:
    return max(1, round(width * k)) if width > 0 else 0


def _back(done: pygame.Rect, c: Canvas | None) -> pygame.Rect:
    return c.lrect(done) if c is not None and c.k != 1 else done


def _pts(points, k: float):
    return [(p[0] * k, p[1] * k) for p in points]


def rect(surface, color, rect, width: int = 0, border_radius: int = 0, border_top_left_radius: int = -1,
         border_top_right_radius: int = -1, border_bottom_left_radius: int = -1,
         border_bottom_right_radius: int = -1) -> pygame.Rect:
    s, k, c = _target(surface)
    radii = (border_top_left_radius, border_top_right_radius, border_bottom_left_radius, border_bottom_right_radius)
    if k == 1:
        return pygame.draw.rect(s, color, rect, width, border_radius, *radii)
    r = c.prect(rect)
    radii = tuple(round(v * k) if v > 0 else v for v in radii)
    return _back(pygame.draw.rect(s, color, r, _w(width, k), round(border_radius * k), *radii), c)


def line(surface, color, start_pos, end_pos, width: int = 1) -> pygame.Rect:
    s, k, c = _target(surface)
    if k == 1:
        return pygame.draw.line(s, color, start_pos, end_pos, width)
    return _back(pygame.draw.line(s, color, c.ppos(start_pos), c.ppos(end_pos), _w(width, k)), c)


def lines(surface, color, closed: bool, points, width: int = 1) -> pygame.Rect:
    s, k, c = _target(surface)
    if k == 1:
        return pygame.draw.lines(s, color, closed, points, width)
    return _back(pygame.draw.lines(s, color, closed, [c.ppos(p) for p in points], _w(width, k)), c)


def aaline(surface, color, start_pos, end_pos, *args) -> pygame.Rect:
    s, k, c = _target(surface)
    if k == 1:
        return pygame.draw.aaline(s, color, start_pos, end_pos, *args)
    a, b = _pts((start_pos, end_pos), k)
    return _back(pygame.draw.aaline(s, color, a, b, *args), c)


def aalines(surface, color, closed: bool, points, *args) -> pygame.Rect:
    s, k, c = _target(surface)
    if k == 1:
        return pygame.draw.aalines(s, color, closed, points, *args)
    return _back(pygame.draw.aalines(s, color, closed, _pts(points, k), *args), c)


def circle(surface, color, center, radius: float, width: int = 0, *quarters, **quarter_kw) -> pygame.Rect:
    s, k, c = _target(surface)
    if k == 1:
        return pygame.draw.circle(s, color, center, radius, width, *quarters, **quarter_kw)
    return _back(pygame.draw.circle(s, color, (center[0] * k, center[1] * k), radius * k, _w(width, k),
                                    *quarters, **quarter_kw), c)


def ellipse(surface, color, rect, width: int = 0) -> pygame.Rect:
    s, k, c = _target(surface)
    if k == 1:
        return pygame.draw.ellipse(s, color, rect, width)
    return _back(pygame.draw.ellipse(s, color, c.prect(rect), _w(width, k)), c)


def arc(surface, color, rect, start_angle: float, stop_angle: float, width: int = 1) -> pygame.Rect:
    s, k, c = _target(surface)
    if k == 1:
        return pygame.draw.arc(s, color, rect, start_angle, stop_angle, width)
    return _back(pygame.draw.arc(s, color, c.prect(rect), start_angle, stop_angle, _w(width, k)), c)


def polygon(surface, color, points, width: int = 0) -> pygame.Rect:
    s, k, c = _target(surface)
    if k == 1:
        return pygame.draw.polygon(s, color, points, width)
    return _back(pygame.draw.polygon(s, color, _pts(points, k), _w(width, k)), c)


# --- pygame.transform --------------------------------------------------------------
def _made(picture, out: pygame.Surface, size=None) -> Canvas:
    return Canvas(out, scale_of(picture), size)


def smoothscale(picture: Picture, size, k: float | None = None) -> Canvas:
    """``picture`` shown ``size`` logical pixels big, resampled from its own
    pixels to the current scale (a big image keeps its detail)."""
    k = scale() if k is None else k
    out = _phys(size, k)
    src = pixels_of(picture)
    try:
        img = src if src.get_size() == out else pygame.transform.smoothscale(src, out)
    except (ValueError, pygame.error):  # palettes cannot be smoothed
        img = pygame.transform.scale(src, out)
    return Canvas(img if img is not src else src.copy(), k, (int(size[0]), int(size[1])))


def scale_to(picture: Picture, size, k: float | None = None) -> Canvas:
    """pygame.transform.scale (nearest pixel) to a logical ``size``."""
    k = scale() if k is None else k
    return Canvas(pygame.transform.scale(pixels_of(picture), _phys(size, k)), k, (int(size[0]), int(size[1])))


def smoothscale_by(picture: Picture, factor: float) -> Canvas:
    w, h = picture.get_size()
    return smoothscale(picture, (max(1, round(w * factor)), max(1, round(h * factor))))


def rotate(picture: Picture, angle: float) -> Canvas:
    return _made(picture, pygame.transform.rotate(pixels_of(picture), angle))


def rotozoom(picture: Picture, angle: float, zoom: float) -> Canvas:
    return _made(picture, pygame.transform.rotozoom(pixels_of(picture), angle, zoom))


def flip(picture: Picture, flip_x: bool, flip_y: bool) -> Canvas:
    return _made(picture, pygame.transform.flip(pixels_of(picture), flip_x, flip_y), picture.get_size())


def gaussian_blur(picture: Picture, radius: int, repeat_edge_pixels: bool = True) -> Canvas:
    k = scale_of(picture)
    r = max(0, round(radius * k)) if radius else 0
    return _made(picture, pygame.transform.gaussian_blur(pixels_of(picture), r, repeat_edge_pixels),
                 picture.get_size())


def box_blur(picture: Picture, radius: int, repeat_edge_pixels: bool = True) -> Canvas:
    k = scale_of(picture)
    r = max(0, round(radius * k)) if radius else 0
    return _made(picture, pygame.transform.box_blur(pixels_of(picture), r, repeat_edge_pixels), picture.get_size())


# alpha -> the table of a pixel's opacity after a blit at that surface alpha (pygame's own rounding)
_FADES: dict[int, bytes] = {}


def faded(picture: Picture, alpha: int) -> Picture | None:
    """A copy of ``picture`` with its opacity multiplied by ``alpha``/255 the way a blit with
    ``set_alpha(alpha)`` multiplies it (down to the same rounding), so blitted plainly it draws the
    very same pixels, about three times faster: per-pixel alpha under a surface alpha takes
    pygame's slow path.  None for a picture without 32-bit per-pixel alpha."""
    src = pixels_of(picture)
    if src.get_bytesize() != 4 or not src.get_flags() & pygame.SRCALPHA or not src.get_masks()[3]:
        return None
    a = max(0, min(255, int(alpha)))
    out = src.copy()
    out.set_alpha(255)
    if a < 255:
        table = _FADES.get(a)
        if table is None:
            table = _FADES[a] = bytes(v * a // 255 for v in range(256))
        shift = out.get_shifts()[3] // 8
        at = shift if sys.byteorder == "little" else 3 - shift
        buffer = out.get_buffer()
        raw = bytearray(buffer.raw)
        raw[at::4] = raw[at::4].translate(table)
        buffer.write(bytes(raw), 0)
        del buffer  # the surface stays locked while its buffer lives
    return Canvas(out, picture.k, picture.size) if isinstance(picture, Canvas) else out


class HitMask:
    """pygame.mask.Mask of a picture's opaque pixels, asked at logical points."""

    def __init__(self, picture: Picture, threshold: int = 127):
        self.k = scale_of(picture)
        self.mask = pygame.mask.from_surface(pixels_of(picture), threshold)

    def get_at(self, pos) -> int:
        x, y = int(pos[0] * self.k), int(pos[1] * self.k)
        w, h = self.mask.get_size()
        return self.mask.get_at((x, y)) if 0 <= x < w and 0 <= y < h else 0


def hit_mask(picture: Picture, threshold: int = 127) -> HitMask:
    return HitMask(picture, threshold)
