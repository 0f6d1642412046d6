"""What every sprite shares: the Sprite base (position, depth, transform,
its tweener, simple motion), the shared cache of transformed images, and the
drawing helpers the kinds of sprite use (see game.engine.sprites)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import OrderedDict
from typing import Any, Callable, Sequence

import pygame

from game.engine.tween import Ease, Timeline, Tween, Tweener
from game.engine import gfx

Point = tuple[float, float]

GLOW_LEGAL = (255, 214, 92)
GLOW_SELECTED = (120, 230, 255)
_GLOWS = {"legal": GLOW_LEGAL, "selected": GLOW_SELECTED}

# Shadows fall down and to the right: the table lamp hangs up and to the left.
_SHADOW_DIR = (0.35, 0.75)


def _xy(p: Sequence[float]) -> Point:
    return (float(p[0]), float(p[1]))


def _silhouette(shape: pygame.Surface, blur: int, color: Sequence[int] = (0, 0, 0), grow: int = 0) -> pygame.Surface:
    """A blurred, single-colour copy of ``shape``'s alpha, grown by ``grow`` and
    padded so the blur is not cut off."""
    pad = blur * 2 + grow
    w, h = shape.get_size()
    solid = shape.copy()
    solid.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
    solid.fill((*color[:3], 0), special_flags=pygame.BLEND_RGB_ADD)
    if grow:
        solid = gfx.smoothscale(solid, (w + 2 * grow, h + 2 * grow))
    canvas = gfx.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    canvas.fill((*color[:3], 0))
    canvas.blit(solid, (pad - grow, pad - grow))
    if blur > 0:
        canvas = gfx.gaussian_blur(canvas, blur)
    return canvas


class Sprite(ABC):
    """The common base: position, depth, transform and a tweener."""

    def __init__(self, pos: Sequence[float], z: float = 0.0, tweener: Tweener | None = None):
        self.pos: Point = _xy(pos)
        self.z = float(z)
        self.scale = 1.0
        self.angle = 0.0
        self.alpha = 255.0
        self.visible = True
        self.lift = 0.0
        self.hovered = False
        #: whether SpriteGroup.hover may mark this sprite as hovered
        self.hoverable = False
        #: free for the scene: what this sprite stands for (a card id, a seat...)
        self.tag: Any = None
        self._tweener = tweener
        self._owns_tweener = tweener is None
        self._cache: dict[tuple, Any] = {}

    # --- the tweener ---------------------------------------------------
    @property
    def tweener(self) -> Tweener:
        if self._tweener is None:
            self._tweener = Tweener()
            self._owns_tweener = True
        return self._tweener

    @tweener.setter
    def tweener(self, value: Tweener) -> None:
        old = self._tweener
        self._tweener = value
        self._owns_tweener = False
        if old is not None and old is not value:
            # Bring running motion along, so nothing freezes half-way.
            for anim in old.running:
                if anim.targets(self):
                    value.add(anim)

    def _play(self, anim: Any, play: bool) -> Any:
        if play:
            self.tweener.add(anim)
        return anim

    def update(self, dt: float) -> None:
        if self._owns_tweener and self._tweener is not None:
            self._tweener.update(dt)

    # --- motion -----------------------------------------------------------
    def move_to(self, pos: Sequence[float], duration: float = 0.35, ease: Ease = "easeInOutQuad",
                angle: float | None = None, delay: float = 0.0, play: bool = True,
                on_done: Callable[[], Any] | None = None) -> Timeline:
        tl = Timeline(on_done=on_done)
        tl.then(Tween(self, "pos", _xy(pos), duration, ease, delay))
        if angle is not None:
            tl.with_(Tween(self, "angle", float(angle), duration, ease, delay))
        if play:
            self.tweener.cancel(self, "pos")
            if angle is not None:
                self.tweener.cancel(self, "angle")
        return self._play(tl, play)

    def rotate_to(self, angle: float, duration: float = 0.3, ease: Ease = "easeInOutQuad",
                  play: bool = True) -> Tween:
        return self._play(Tween(self, "angle", float(angle), duration, ease), play)

    def fade_to(self, alpha: float, duration: float = 0.25, play: bool = True) -> Tween:
        return self._play(Tween(self, "alpha", float(alpha), duration, "easeInOutSine"), play)

    # --- drawing helpers ----------------------------------------------------
    @staticmethod
    def _screen(pos: Point, camera: Any) -> tuple[Point, float]:
        if camera is None:
            return pos, 1.0
        return _xy(camera.world_to_screen(pos)), float(camera.zoom)

    def _cached(self, key: tuple, make: Callable[[], Any]) -> Any:
        key = (*key, gfx.key())  # pictures made for one scale are not shown at another
        value = self._cache.get(key)
        if value is None:
            value = make()
            if len(self._cache) >= 12:
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = value
        return value

    @abstractmethod
    def draw(self, surface: pygame.Surface, camera: Any = None) -> None:
        """Draw at the sprite's pose (through ``camera`` when given)."""

    @abstractmethod
    def hit(self, point: Sequence[float]) -> bool:
        """Whether a screen point falls on the sprite's visible shape."""

    @property
    @abstractmethod
    def rect(self) -> pygame.Rect:
        """The screen box the sprite covers now."""


class TransformCache:
    """Transformed copies of images, shared by every sprite that shows them.

    Entries are keyed by the source surface's identity plus the caller's key
    (squash, scale, angle...), and hold the source itself, so a surface that
    was freed can never be mistaken for a new one at the same address.  The
    least recently used go first once either bound is passed: ``max_items``
    entries or ``max_pixels`` pixels in all (4 bytes each).  A card moving
    across the table is drawn from here as often as it is at rest, so a
    hand of the same faces costs one transform per distinct pose, not one
    per card per frame."""

    def __init__(self, max_items: int = 1500, max_pixels: int = 12_000_000):
        self.max_items = int(max_items)
        self.max_pixels = int(max_pixels)
        self._entries: OrderedDict[tuple, tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
        self._by_source: dict[int, set[tuple]] = {}
        self.pixels = 0
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, source: pygame.Surface, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        full = (id(source), *key)
        entry = self._entries.get(full)
        if entry is not None and entry[0] is source:
            self._entries.move_to_end(full)
            self.hits += 1
            return entry[1]
        self.misses += 1
        if entry is not None:
            self._drop(full)
        image = make()
        self._entries[full] = (source, image)
        self._by_source.setdefault(full[0], set()).add(full)
        self.pixels += image.get_width() * image.get_height()
        while len(self._entries) > 1 and (len(self._entries) > self.max_items or self.pixels > self.max_pixels):
            self._drop(next(iter(self._entries)))
        return image

    def _drop(self, full: tuple) -> None:
        _source, image = self._entries.pop(full)
        self.pixels -= image.get_width() * image.get_height()
        keys = self._by_source.get(full[0])
        if keys is not None:
            keys.discard(full)
            if not keys:
                del self._by_source[full[0]]

    def invalidate(self, source: pygame.Surface) -> None:
        """Forget every transform of ``source`` (call after drawing on it)."""
        for full in list(self._by_source.get(id(source), ())):
            if self._entries[full][0] is source:
                self._drop(full)

    def clear(self) -> None:
        self._entries.clear()
        self._by_source.clear()
        self.pixels = 0


#: the transforms of card faces, backs, shadows and glows
TRANSFORMS = TransformCache()


def forget_image(surface: pygame.Surface) -> None:
    """Drop cached transforms of an image that has been drawn on since it was shown."""
    TRANSFORMS.invalidate(surface)


def _blit_alpha(surface: pygame.Surface, image: pygame.Surface, dest: Any, alpha: int) -> None:
    """Blit with an overall opacity without copying: the (possibly shared)
    image's own alpha is put back afterwards."""
    if alpha >= 255:
        surface.blit(image, dest)
        return
    before = image.get_alpha()
    image.set_alpha(alpha)
    surface.blit(image, dest)
    image.set_alpha(before)


def _blit_faded(surface: pygame.Surface, image: pygame.Surface, dest: Any, alpha: int, still: bool = True) -> None:
    """Blit at an overall opacity.  ``still``: the opacity is likely the same next frame, so it is
    drawn from a copy with the opacity baked in (gfx.faded, kept in TRANSFORMS): the same pixels,
    without the slow path of a surface alpha over per-pixel alpha."""
    if still and alpha < 255:
        baked = TRANSFORMS.get(image, ("faded", alpha), lambda: gfx.faded(image, alpha) or image)
        if baked is not image:
            surface.blit(baked, dest)
            return
    _blit_alpha(surface, image, dest, alpha)


# While a card moves, turns, flips or grows, its pose changes every frame:
# those frames are drawn from poses rounded to these steps (degrees, scale,
# squash, shade), rotated without filtering, and shared through TRANSFORMS.
# The first frame at rest draws the exact pose with smooth filtering, so a
# card lying still looks exactly as it always has.
MOTION_ANGLE_STEP = 0.5
MOTION_SCALE_STEP = 0.005
MOTION_SQUASH_STEP = 0.02
MOTION_SHADE_STEP = 0.02


def _step(value: float, step: float) -> float:
    return round(round(value / step) * step, 4)


def _transform(image: pygame.Surface, sx: float, scale: float, angle: float, shade: float = 1.0,
               sy: float | None = None, smooth: bool = True) -> pygame.Surface:
    """Squash horizontally by ``sx`` (and vertically by ``sy``), scale, rotate, darken.

    ``smooth=False`` rotates without filtering: four times faster, and as good
    for soft things like shadows."""
    w, h = image.get_size()
    sy = 1.0 if sy is None else sy
    tw, th = max(1, round(w * sx * scale)), max(1, round(h * sy * scale))
    img = image
    if (tw, th) != (w, h):
        img = gfx.smoothscale(image, (tw, th))
    if shade < 0.999:
        img = img.copy() if img is image else img
        v = max(0, min(255, round(255 * shade)))
        img.fill((v, v, v), special_flags=pygame.BLEND_RGB_MULT)
    if abs(angle) > 0.05:
        img = gfx.rotozoom(img, angle, 1.0) if smooth else gfx.rotate(img, angle)
    return img


def glow_color(highlight: str | Sequence[int] | None) -> tuple[int, int, int] | None:
    """The colour a highlight glows in: "legal", "selected" or an RGB (None: no glow)."""
    if isinstance(highlight, str):
        return _GLOWS.get(highlight)
    return None if highlight is None else tuple(highlight)
