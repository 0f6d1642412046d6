"""Things on the table: cards, figures, money bags and tokens that move like
real pieces, drawn in z-order with soft shadows.

How motion works (one way, everywhere)
--------------------------------------
Discrete motion (moving, flipping, hopping, flying) is made of tweens run by
a ``Tweener``.  Each sprite has a ``tweener``: the one of the ``SpriteGroup``
it was added to, one passed to its constructor, or else a private one that
the sprite's own ``update(dt)`` drives.  A ``SpriteGroup`` either owns its
tweener (made for it, updated by ``group.update(dt)``) or is given the
scene's tweener, which the scene then updates itself: whoever creates the
tweener updates it.  ``update(dt)`` on a sprite only runs ambient effects
(hover lift easing in and out, the highlight glow's pulse).

Motion methods add their animation to the sprite's tweener and return it;
pass ``play=False`` to get the animation without starting it, to compose it
into a ``Timeline``.  Skipping animations is ``tweener.finish_all()``.

Coordinates: ``pos`` is the card's or token's centre and the point a figure
or money bag stands on, in world units.  ``draw(surface, camera=None)``
maps world to screen with a camera (anything with ``world_to_screen`` and
``zoom``); without one, world is screen.  ``angle`` is in degrees,
counter-clockwise, as in ``pygame.transform.rotate``.

Public API
----------
``Sprite(pos, z=0.0, tweener=None)``: ``pos, z, scale, angle, alpha, visible,
lift, tweener, tag``; ``update(dt)``, ``draw(surface, camera=None)``,
``hit(point) -> bool``, ``rect`` (world-space bounds),
``move_to(pos, duration=0.35, ease="easeInOutQuad", angle=None, delay=0.0, play=True, on_done=None) -> Timeline``,
``rotate_to(angle, duration=0.3, ease="easeInOutQuad", play=True) -> Tween``,
``fade_to(alpha, duration=0.25, play=True) -> Tween``.

``CardSprite(face, back, pos, face_up=False, z=0.0, tweener=None)``:
``face_up, flip_x, hovered, hover_lift, highlight (None, "legal",
"selected" or an RGB), dimmed``; ``flip(duration=0.32, face_up=None,
play=True, on_done=None) -> Timeline`` (a scale-x flip that swaps the face
exactly at its midpoint, the card rising a little as it turns);
``set_images(face=None, back=None)``; ``showing`` (the visible surface).

``fan_layout(n, center, width, max_angle=9.0, max_spacing=None) -> list[Placement]``
    positions and angles for a hand, symmetric about ``center``.
``deal(cards, from_pos, to_layout, stagger=0.08, duration=0.4, ease="easeOutCubic", reveal=False, z=None, play=True, on_done=None) -> Timeline``

``FigureSprite(image, pos, z=0.0, tweener=None)``: stands on ``pos`` with a
soft shadow; ``hop``, ``squash``, ``highlight``;
``move_along(points, seconds_per_leg=0.35, hop=None, play=True, on_done=None, on_point=None) -> Timeline``
(a small hop on each leg, a settle on arrival; ``on_point(i)`` as it lands on point ``i``).

``MoneyBagSprite(pos, image=None, size=48, label="$", font=None, z=0.0, tweener=None)``:
``fly_to(pos, duration=0.6, arc=None, stack_index=None, play=True, on_done=None) -> Timeline``
(an arc with a tumble, landing with a squash); ``MoneyBagSprite.stack_offset(i, size=48) -> (dx, dy)``
positions bag ``i`` of a pile (draw later bags above: give them higher z).

``TokenSprite(pos, radius=22, color=..., label=None, font=None, icon=None, z=0.0, tweener=None, image=None)``:
a round chip with a rim, bevel and a label or icon (or your own round
``image``); ``highlight``.

``SpriteGroup(tweener=None, camera=None)``: ``add(*sprites)``,
``remove(*sprites)``, ``clear()``, ``update(dt)``, ``draw(surface)``,
``top_at(screen_point, where=None) -> Sprite | None``,
``hover(screen_point, where=None) -> Sprite | None`` (sets ``hovered`` on the
top hoverable sprite, clears the rest), ``sprites()`` in draw order.

Card transforms are shared: ``TRANSFORMS`` (a ``TransformCache(max_items,
max_pixels)`` with ``get(source, key, make)``, ``invalidate(source)``,
``clear()``) holds every turned, scaled or squashed copy of a face, back,
shadow or glow, least recently used out first.  While a card's pose changes
from frame to frame it is drawn from poses rounded to ``MOTION_ANGLE_STEP``
degrees (and ``MOTION_SCALE_STEP``, ``MOTION_SQUASH_STEP``) with an unfiltered
rotation; the first frame it lies still is drawn exactly, with smoothing, so
at rest it looks as it always has.  After drawing on a face that sprites
already show, call ``forget_image(surface)`` (or ``set_images`` with it).

Art helpers: ``pawn_image(color, height=64)``, ``money_bag_image(size=48,
color=..., label="$", font=None)``, ``token_image(radius, color, label=None,
font=None, icon=None, rim=None)``; glow colours ``GLOW_LEGAL`` and
``GLOW_SELECTED``.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections import OrderedDict
from functools import lru_cache
from typing import Any, Callable, Iterable, NamedTuple, Sequence

import pygame

from game.engine.card_art import shade, default_radius, rounded_mask, supersampled
from game.engine.tween import Ease, Timeline, Tween, Tweener

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
        solid = pygame.transform.smoothscale(solid, (w + 2 * grow, h + 2 * grow))
    canvas = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    canvas.fill((*color[:3], 0))
    canvas.blit(solid, (pad - grow, pad - grow))
    if blur > 0:
        canvas = pygame.transform.gaussian_blur(canvas, blur)
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
        img = pygame.transform.smoothscale(image, (tw, th))
    if shade < 0.999:
        img = img.copy() if img is image else img
        v = max(0, min(255, round(255 * shade)))
        img.fill((v, v, v), special_flags=pygame.BLEND_RGB_MULT)
    if abs(angle) > 0.05:
        img = pygame.transform.rotozoom(img, angle, 1.0) if smooth else pygame.transform.rotate(img, angle)
    return img


# --- cards -------------------------------------------------------------------

class CardSprite(Sprite):
    #: how far a hovered card rises, in pixels
    HOVER_LIFT = 18.0
    SHADOW_BLUR = 5
    GLOW_SIZE = 9

    def __init__(self, face: pygame.Surface, back: pygame.Surface, pos: Sequence[float],
                 face_up: bool = False, z: float = 0.0, tweener: Tweener | None = None):
        super().__init__(pos, z, tweener)
        self.face = face
        self.back = back
        self.face_up = bool(face_up)
        #: horizontal squash during a flip: 1 flat on the table, 0 edge-on
        self.flip_x = 1.0
        self.hover_lift = self.HOVER_LIFT
        self.hoverable = True
        self.highlight: str | tuple[int, int, int] | None = None
        self.dimmed = False
        self._hover = 0.0
        self._time = 0.0
        self._flip_anim: Timeline | None = None
        self._last_pose: tuple | None = None
        self._shadow_made: tuple | None = None

    @property
    def size(self) -> tuple[int, int]:
        return self.face.get_size()

    @property
    def showing(self) -> pygame.Surface:
        return self.face if self.face_up else self.back

    def set_images(self, face: pygame.Surface | None = None, back: pygame.Surface | None = None) -> None:
        # Handing back the very surface already shown means it was drawn on:
        # its cached transforms are stale.
        if face is not None:
            if face is self.face:
                TRANSFORMS.invalidate(face)
            self.face = face
        if back is not None:
            if back is self.back:
                TRANSFORMS.invalidate(back)
            self.back = back
        self._cache.clear()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._time += dt
        # Hover eases in and out on its own: it follows the mouse, not the game.
        target = 1.0 if (self.hovered and not self.dimmed) else 0.0
        self._hover += (target - self._hover) * min(1.0, dt * 14.0)
        if abs(target - self._hover) < 0.002:
            self._hover = target

    # --- motion ---------------------------------------------------------
    def flip(self, duration: float = 0.32, face_up: bool | None = None, play: bool = True,
             on_done: Callable[[], Any] | None = None) -> Timeline:
        if play and self._flip_anim is not None and not self._flip_anim.done:
            # Land the running flip first, so "turn over" means from the side it is going to.
            self._flip_anim.finish()
        target = (not self.face_up) if face_up is None else bool(face_up)
        half = duration / 2.0
        rise = max(6.0, self.size[1] * 0.08)

        def swap() -> None:
            self.face_up = target

        tl = Timeline(on_done=on_done)
        tl.then(Tween(self, "flip_x", 0.0, half, "easeInSine"))
        tl.with_(_RelativeTween(self, "lift", rise, half, "easeOutQuad"))
        tl.call(swap)
        tl.then(Tween(self, "flip_x", 1.0, half, "easeOutSine"))
        tl.with_(_RelativeTween(self, "lift", -rise, half, "easeInQuad"))
        if play:
            self._flip_anim = tl
        return self._play(tl, play)

    # --- geometry ---------------------------------------------------------
    def _lift_total(self) -> float:
        return self.lift + self._hover * self.hover_lift

    def _scale_total(self) -> float:
        return self.scale * (1.0 + 0.05 * self._hover)

    def _lifted_pos(self) -> Point:
        a = math.radians(self.angle)
        up = (-math.sin(a), -math.cos(a))
        lt = self._lift_total()
        return (self.pos[0] + up[0] * lt, self.pos[1] + up[1] * lt)

    def hit(self, point: Sequence[float]) -> bool:
        if not self.visible:
            return False
        cx, cy = self._lifted_pos()
        dx, dy = point[0] - cx, point[1] - cy
        a = math.radians(self.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        w, h = self.size
        s = self._scale_total()
        return abs(lx) <= w * s * max(self.flip_x, 0.05) / 2 and abs(ly) <= h * s / 2

    @property
    def rect(self) -> pygame.Rect:
        w, h = self.size
        s = self._scale_total()
        a = math.radians(self.angle)
        hw, hh = w * s * max(self.flip_x, 0.0) / 2, h * s / 2
        ex = abs(hw * math.cos(a)) + abs(hh * math.sin(a))
        ey = abs(hw * math.sin(a)) + abs(hh * math.cos(a))
        cx, cy = self._lifted_pos()
        return pygame.Rect(round(cx - ex), round(cy - ey), max(1, round(2 * ex)), max(1, round(2 * ey)))

    # --- drawing ------------------------------------------------------------
    def _rounded(self) -> bool:
        # Cards with transparent corners cast rounded shadows and glows.
        return self.back.get_at((0, 0))[3] < 128

    def _base_shadow(self) -> pygame.Surface:
        # Looked up every frame: remembered for the back and size it was made for.
        made = self._shadow_made
        if made is None or made[0] is not self.back or made[1] != self.size or made[2] != self.SHADOW_BLUR:
            made = (self.back, self.size, self.SHADOW_BLUR, _card_shadow(self.size, self._rounded(), self.SHADOW_BLUR))
            self._shadow_made = made
        return made[3]

    def _glow(self, color: tuple[int, int, int]) -> pygame.Surface:
        return _card_glow(self.size, self._rounded(), color, self.GLOW_SIZE)

    def draw(self, surface: pygame.Surface, camera: Any = None) -> None:
        if not self.visible or self.alpha <= 0:
            return
        sx = max(0.0, min(1.0, self.flip_x))
        table_pos, zoom = self._screen(self.pos, camera)
        lifted, _ = self._screen(self._lifted_pos(), camera)
        scale = self._scale_total() * zoom
        lt = self._lift_total() * zoom
        alpha = max(0, min(255, round(self.alpha)))
        # Turning away from the lamp darkens the card a little as it goes edge-on.
        shade = (1.0 - 0.4 * (1.0 - sx)) * (0.62 if self.dimmed else 1.0)
        # A card seen for the first time counts as lying still: it is drawn in full.
        pose = (sx, scale, self.angle, shade)
        moving = self._last_pose is not None and pose != self._last_pose
        self._last_pose = pose
        angle = round(self.angle, 1)
        if moving:
            angle = _step(self.angle, MOTION_ANGLE_STEP)
            sx = sx_k = _step(sx, MOTION_SQUASH_STEP)
            scale = scale_k = _step(scale, MOTION_SCALE_STEP)
            shade = shade_k = _step(shade, MOTION_SHADE_STEP)
        else:
            sx_k, scale_k, shade_k = round(sx, 2), round(scale, 3), round(shade, 2)
        smooth = not moving

        # Shadow: on the table, offset and softened by the card's height.
        base_shadow = self._base_shadow()
        shadow_sx = max(sx, 0.04)
        shadow = TRANSFORMS.get(base_shadow, ("shadow", round(shadow_sx, 2), scale_k, angle),
                                lambda: _transform(base_shadow, shadow_sx, scale, angle, smooth=False))
        off = 2.5 * zoom + lt * 0.45
        sa = round(150 * (1.0 - min(0.55, lt / (160.0 * max(zoom, 0.01)))) * alpha / 255)
        shadow.set_alpha(sa)
        surface.blit(shadow, shadow.get_rect(center=(round(table_pos[0] + _SHADOW_DIR[0] * off),
                                                     round(table_pos[1] + _SHADOW_DIR[1] * off))))
        if sx < 0.02:
            return
        center = (round(lifted[0]), round(lifted[1]))
        color = _GLOWS.get(self.highlight, self.highlight) if isinstance(self.highlight, str) else self.highlight
        if color is not None:
            base_glow = self._glow(tuple(color))
            glow = TRANSFORMS.get(base_glow, ("glow", sx_k, scale_k, angle),
                                  lambda: _transform(base_glow, sx, scale, angle, smooth=False))
            pulse = 0.78 + 0.22 * math.sin(self._time * 4.0)
            glow.set_alpha(round(255 * pulse * alpha / 255))
            surface.blit(glow, glow.get_rect(center=center))
        showing = self.showing
        img = TRANSFORMS.get(showing, ("card", sx_k, scale_k, angle, shade_k, smooth),
                             lambda: _transform(showing, sx, scale, angle, shade, smooth=smooth))
        _blit_alpha(surface, img, img.get_rect(center=center), alpha)


class _RelativeTween(Tween):
    """A tween by an amount rather than to a value (so lifts add up)."""

    def __init__(self, obj: Any, attr: str, delta: float, duration: float, ease: Ease = "linear"):
        super().__init__(obj, attr, 0.0, duration, ease)
        self.delta = float(delta)

    def _begin(self) -> None:
        super()._begin()
        self.end = float(self._from) + self.delta


@lru_cache(maxsize=16)
def _card_shape(size: tuple[int, int], rounded: bool) -> pygame.Surface:
    if rounded:
        return rounded_mask(size, default_radius(size))
    solid = pygame.Surface(size, pygame.SRCALPHA)
    solid.fill((255, 255, 255, 255))
    return solid


@lru_cache(maxsize=16)
def _card_shadow(size: tuple[int, int], rounded: bool, blur: int) -> pygame.Surface:
    return _silhouette(_card_shape(size, rounded), blur)


@lru_cache(maxsize=32)
def _card_glow(size: tuple[int, int], rounded: bool, color: tuple[int, int, int], grow: int) -> pygame.Surface:
    glow = _silhouette(_card_shape(size, rounded), max(2, grow // 2), color, grow)
    # Doubled so the soft halo reads on any table colour.
    glow.blit(glow.copy(), (0, 0))
    return glow


class Placement(NamedTuple):
    pos: Point
    angle: float


def fan_layout(n: int, center: Sequence[float], width: float, max_angle: float = 9.0,
               max_spacing: float | None = None) -> list[Placement]:
    """Where ``n`` cards of a hand go: spread over at most ``width`` (centre to
    centre), tilted up to ``max_angle`` degrees at the ends, on a gentle arc.

    A hand of few cards is not stretched: ``max_spacing`` caps the gap, and the
    tilt shrinks with the spread, so two cards sit nearly straight."""
    if n <= 0:
        return []
    cx, cy = _xy(center)
    if n == 1:
        return [Placement((cx, cy), 0.0)]
    spacing = width / (n - 1)
    if max_spacing is not None:
        spacing = min(spacing, max_spacing)
    span = spacing * (n - 1)
    theta = math.radians(max_angle) * min(1.0, span / max(width, 1e-9))
    # A parabola whose slope at the ends matches the end tilt: y = a x^2.
    a = math.tan(theta) / span if span > 0 else 0.0
    out = []
    for i in range(n):
        x = (i - (n - 1) / 2) * spacing
        t = x / (span / 2)
        out.append(Placement((cx + x, cy + a * x * x), -t * math.degrees(theta)))
    return out


def deal(cards: Sequence[CardSprite], from_pos: Sequence[float], to_layout: Sequence[Any],
         stagger: float = 0.08, duration: float = 0.4, ease: Ease = "easeOutCubic", reveal: bool = False,
         z: float | None = None, play: bool = True, on_done: Callable[[], Any] | None = None) -> Timeline:
    """Send ``cards`` from ``from_pos`` (a deck) to their places one after
    another; ``to_layout`` items are Placements, ``(pos, angle)`` pairs or
    plain positions.  ``reveal`` flips each card face up as it lands.  With
    ``z``, card i gets depth ``z + i`` so later cards land on top."""
    if len(to_layout) < len(cards):
        raise ValueError(f"deal: {len(cards)} cards but only {len(to_layout)} places")
    tl = Timeline(on_done=on_done)
    step: list[Timeline] = []
    for i, card in enumerate(cards):
        place = to_layout[i]
        if isinstance(place, Placement) or (len(place) == 2 and isinstance(place[0], (tuple, list))):
            pos, angle = _xy(place[0]), float(place[1])
        else:
            pos, angle = _xy(place), 0.0
        card.pos = _xy(from_pos)
        if z is not None:
            card.z = z + i
        one = Timeline()
        if i:
            one.wait(i * stagger)
        one.then(card.move_to(pos, duration, ease, angle=angle, play=False))
        if reveal and not card.face_up:
            one.then(card.flip(play=False))
        step.append(one)
    tl.then(*step)
    if play and cards:
        cards[0].tweener.add(tl)
    return tl


# --- figures ----------------------------------------------------------------

class FigureSprite(Sprite):
    """A standing piece: its image's bottom centre rests on ``pos``."""

    def __init__(self, image: pygame.Surface, pos: Sequence[float], z: float = 0.0,
                 tweener: Tweener | None = None):
        super().__init__(pos, z, tweener)
        self.image = image
        self.hop = 0.0
        self.squash = 0.0
        self.highlight: str | tuple[int, int, int] | None = None
        self._time = 0.0
        self._mask: pygame.mask.Mask | None = None

    def update(self, dt: float) -> None:
        super().update(dt)
        self._time += dt

    def move_along(self, points: Iterable[Sequence[float]], seconds_per_leg: float = 0.35,
                   hop: float | None = None, play: bool = True,
                   on_done: Callable[[], Any] | None = None,
                   on_point: Callable[[int], Any] | None = None) -> Timeline:
        hop_h = self.image.get_height() * 0.28 if hop is None else float(hop)
        half = seconds_per_leg / 2.0
        tl = Timeline(on_done=on_done)
        leg = seconds_per_leg
        count = 0
        for i, p in enumerate(points):
            if on_point is not None and i:
                tl.call(lambda landed=i - 1: on_point(landed))
            count = i + 1
            tl.then(Tween(self, "pos", _xy(p), leg, "easeInOutSine"))
            tl.with_(Timeline().then(Tween(self, "hop", hop_h, half, "easeOutQuad"))
                     .then(Tween(self, "hop", 0.0, half, "easeInQuad")))
            # Stretch back up on take-off, squash a little as it comes down:
            # all inside the leg, so legs keep their length.
            tl.with_(Timeline().then(Tween(self, "squash", 0.0, leg * 0.15, "easeOutQuad"))
                     .wait(leg * 0.65)
                     .then(Tween(self, "squash", 0.12, leg * 0.2, "easeInQuad")))
        if on_point is not None and count:
            tl.call(lambda landed=count - 1: on_point(landed))
        # Settle: the last landing squashes and springs back.
        tl.then(Tween(self, "squash", 0.0, 0.22, "easeOutBack"))
        if play:
            self.tweener.cancel(self, "pos")
        return self._play(tl, play)

    def _geometry(self, camera: Any = None) -> tuple[Point, float, pygame.Rect]:
        base, zoom = self._screen(self.pos, camera)
        w, h = self.image.get_size()
        s = self.scale * zoom
        sy = 1.0 - self.squash
        sx = 1.0 + self.squash * 0.6
        rw, rh = max(1, round(w * sx * s)), max(1, round(h * sy * s))
        rect = pygame.Rect(0, 0, rw, rh)
        # Feet sit a touch below the anchor so the figure looks planted on its spot.
        rect.midbottom = (round(base[0]), round(base[1] + h * 0.04 * s - (self.hop + self.lift) * zoom))
        return base, zoom, rect

    @property
    def rect(self) -> pygame.Rect:
        return self._geometry(None)[2]

    def hit(self, point: Sequence[float]) -> bool:
        if not self.visible:
            return False
        r = self.rect
        if not r.collidepoint(point[0], point[1]):
            return False
        if self._mask is None:
            self._mask = pygame.mask.from_surface(self.image, 60)
        w, h = self.image.get_size()
        mx = int((point[0] - r.x) * w / r.w)
        my = int((point[1] - r.y) * h / r.h)
        return 0 <= mx < w and 0 <= my < h and bool(self._mask.get_at((mx, my)))

    def draw(self, surface: pygame.Surface, camera: Any = None) -> None:
        if not self.visible or self.alpha <= 0:
            return
        base, zoom, rect = self._geometry(camera)
        w = self.image.get_width() * self.scale * zoom
        height = (self.hop + self.lift) * zoom
        alpha = max(0, min(255, round(self.alpha)))
        # The shadow shrinks and fades as the figure leaves the table.
        shrink = max(0.45, 1.0 - height / (w * 2.2 + 1))
        sw = max(2, round(w * 0.95 * shrink * (1 + self.squash * 0.6)))
        shadow = self._cached(("shadow", sw), lambda: _ellipse_shadow(sw))
        shadow.set_alpha(round(170 * shrink * alpha / 255))
        off = (w * 0.1, w * 0.05)
        surface.blit(shadow, shadow.get_rect(center=(round(base[0] + off[0]), round(base[1] + off[1]))))
        color = _GLOWS.get(self.highlight, self.highlight) if isinstance(self.highlight, str) else self.highlight
        if color is not None:
            rw = max(4, round(w * 1.35))
            ring = self._cached(("ring", tuple(color), rw), lambda: _floor_ring(rw, tuple(color)))
            pulse = 0.75 + 0.25 * math.sin(self._time * 4.0)
            ring.set_alpha(round(255 * pulse * alpha / 255))
            surface.blit(ring, ring.get_rect(center=(round(base[0]), round(base[1]))))
        img = self._cached(("img", id(self.image), rect.size, round(self.angle, 1)), lambda: (
            _transform(pygame.transform.smoothscale(self.image, rect.size) if rect.size != self.image.get_size()
                       else self.image, 1.0, 1.0, round(self.angle, 1))))
        _blit_alpha(surface, img, img.get_rect(midbottom=rect.midbottom), alpha)


@lru_cache(maxsize=64)
def _ellipse_shadow(width: int) -> pygame.Surface:
    h = max(2, round(width * 0.34))
    blur = max(1, width // 10)
    s = pygame.Surface((width + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, 255), (2 * blur, 2 * blur, width, h))
    return pygame.transform.gaussian_blur(s, blur)


@lru_cache(maxsize=32)
def _floor_ring(width: int, color: tuple[int, int, int]) -> pygame.Surface:
    h = max(4, round(width * 0.42))
    blur = max(1, width // 16)

    def draw(s: pygame.Surface, k: int) -> None:
        r = pygame.Rect(2 * blur * k, 2 * blur * k, width * k, h * k)
        pygame.draw.ellipse(s, (*color, 255), r, max(2, round(width * 0.06)) * k)
    ring = supersampled((width + 4 * blur, h + 4 * blur), draw, 2, clear=color)
    halo = pygame.transform.gaussian_blur(ring, blur)
    halo.blit(ring, (0, 0))
    return halo


# --- money bags -----------------------------------------------------------------

class MoneyBagSprite(Sprite):
    """A sack of money that flies on an arc and lands with a squash; ``pos`` is where it rests."""

    def __init__(self, pos: Sequence[float], image: pygame.Surface | None = None, size: int = 48,
                 label: str = "$", font: pygame.font.Font | None = None, z: float = 0.0,
                 tweener: Tweener | None = None):
        super().__init__(pos, z, tweener)
        self.image = image if image is not None else money_bag_image(size, label=label, font=font)
        self.hop = 0.0
        self.squash = 0.0

    @staticmethod
    def stack_offset(i: int, size: int = 48) -> Point:
        """Where bag ``i`` of a pile rests relative to the pile's spot: rows of
        three, two, one, then a new pyramid a little higher and to the side."""
        pyramid, k = divmod(i, 6)
        row, col = ((0, 0), (0, -1), (0, 1), (1, -0.5), (1, 0.5), (2, 0))[k]
        dx = col * size * 0.62 + pyramid * size * 0.18 * (1 if pyramid % 2 else -1)
        dy = -row * size * 0.42 - pyramid * size * 0.16
        return (dx, dy)

    def fly_to(self, pos: Sequence[float], duration: float = 0.6, arc: float | None = None,
               stack_index: int | None = None, play: bool = True,
               on_done: Callable[[], Any] | None = None) -> Timeline:
        target = _xy(pos)
        if stack_index is not None:
            off = self.stack_offset(stack_index, self.image.get_height())
            target = (target[0] + off[0], target[1] + off[1])
        dist = math.dist(self.pos, target)
        height = min(220.0, 40.0 + dist * 0.35) if arc is None else float(arc)
        half = duration / 2.0
        spin = 14.0 if target[0] >= self.pos[0] else -14.0
        tl = Timeline(on_done=on_done)
        tl.then(Tween(self, "pos", target, duration, "easeInOutSine"))
        tl.with_(Timeline().then(Tween(self, "hop", height, half, "easeOutQuad"))
                 .then(Tween(self, "hop", 0.0, half, "easeInQuad")))
        tl.with_(Timeline().then(Tween(self, "angle", -spin, half, "easeOutSine"))
                 .then(Tween(self, "angle", 0.0, half, "easeInSine")))
        # Thump: squash on landing, then spring back with a little wobble.
        tl.then(Tween(self, "squash", 0.32, 0.06, "easeOutQuad"))
        tl.then(Tween(self, "squash", 0.0, 0.3, "easeOutElastic"))
        if play:
            self.tweener.cancel(self, "pos")
        return self._play(tl, play)

    def _geometry(self, camera: Any = None) -> tuple[Point, float, pygame.Rect]:
        base, zoom = self._screen(self.pos, camera)
        w, h = self.image.get_size()
        s = self.scale * zoom
        sq = max(-0.3, min(0.6, self.squash))
        rw, rh = max(1, round(w * (1 + sq * 0.7) * s)), max(1, round(h * (1 - sq) * s))
        rect = pygame.Rect(0, 0, rw, rh)
        rect.midbottom = (round(base[0]), round(base[1] - (self.hop + self.lift) * zoom))
        return base, zoom, rect

    @property
    def rect(self) -> pygame.Rect:
        return self._geometry(None)[2]

    def hit(self, point: Sequence[float]) -> bool:
        if not self.visible:
            return False
        r = self.rect
        # The sack is round-ish: test an ellipse a bit inside its box.
        dx = (point[0] - r.centerx) / (r.w * 0.48)
        dy = (point[1] - r.centery) / (r.h * 0.5)
        return dx * dx + dy * dy <= 1.0

    def draw(self, surface: pygame.Surface, camera: Any = None) -> None:
        if not self.visible or self.alpha <= 0:
            return
        base, zoom, rect = self._geometry(camera)
        w = self.image.get_width() * self.scale * zoom
        height = (self.hop + self.lift) * zoom
        alpha = max(0, min(255, round(self.alpha)))
        shrink = max(0.5, 1.0 - height / (w * 4.0 + 1))
        sw = max(2, round(w * 0.9 * shrink * (1 + max(0.0, self.squash) * 0.7)))
        shadow = self._cached(("shadow", sw), lambda: _ellipse_shadow(sw))
        shadow.set_alpha(round(160 * shrink * alpha / 255))
        surface.blit(shadow, shadow.get_rect(center=(round(base[0] + w * 0.08), round(base[1] + w * 0.02))))
        angle = round(self.angle, 1)
        img = self._cached(("img", rect.size, angle), lambda: _transform(
            pygame.transform.smoothscale(self.image, rect.size) if rect.size != self.image.get_size()
            else self.image, 1.0, 1.0, angle))
        # Rotate about the sack's middle, but keep its bottom on the anchor when upright.
        _blit_alpha(surface, img, img.get_rect(center=rect.center), alpha)


# --- tokens ---------------------------------------------------------------------

class TokenSprite(Sprite):
    """A round chip; ``pos`` is its centre."""

    def __init__(self, pos: Sequence[float], radius: int = 22, color: Sequence[int] = (178, 52, 40),
                 label: str | None = None, font: pygame.font.Font | None = None,
                 icon: pygame.Surface | None = None, z: float = 0.0, tweener: Tweener | None = None,
                 image: pygame.Surface | None = None):
        super().__init__(pos, z, tweener)
        self.radius = int(radius)
        self.image = image if image is not None else token_image(self.radius, tuple(color[:3]), label, font, icon)
        self.highlight: str | tuple[int, int, int] | None = None
        self._time = 0.0

    def update(self, dt: float) -> None:
        super().update(dt)
        self._time += dt

    def _center(self) -> Point:
        return (self.pos[0], self.pos[1] - self.lift)

    def hit(self, point: Sequence[float]) -> bool:
        if not self.visible:
            return False
        cx, cy = self._center()
        return math.dist((cx, cy), point) <= self.radius * self.scale

    @property
    def rect(self) -> pygame.Rect:
        r = self.radius * self.scale
        cx, cy = self._center()
        return pygame.Rect(round(cx - r), round(cy - r), max(1, round(2 * r)), max(1, round(2 * r)))

    def draw(self, surface: pygame.Surface, camera: Any = None) -> None:
        if not self.visible or self.alpha <= 0:
            return
        base, zoom = self._screen(self.pos, camera)
        s = self.scale * zoom
        d = max(2, round(self.radius * 2 * s))
        lift = self.lift * zoom
        alpha = max(0, min(255, round(self.alpha)))
        shadow = self._cached(("shadow", d), lambda: _round_shadow(d))
        shadow.set_alpha(round(150 * max(0.4, 1 - lift / (d * 2 + 1)) * alpha / 255))
        off = 2 * s + lift * 0.45
        surface.blit(shadow, shadow.get_rect(center=(round(base[0] + _SHADOW_DIR[0] * off),
                                                     round(base[1] + _SHADOW_DIR[1] * off))))
        center = (round(base[0]), round(base[1] - lift))
        color = _GLOWS.get(self.highlight, self.highlight) if isinstance(self.highlight, str) else self.highlight
        if color is not None:
            glow = self._cached(("glow", tuple(color), d), lambda: _round_glow(d, tuple(color)))
            glow.set_alpha(round(255 * (0.78 + 0.22 * math.sin(self._time * 4.0)) * alpha / 255))
            surface.blit(glow, glow.get_rect(center=center))
        img = self._cached(("img", d, round(self.angle, 1)), lambda: _transform(
            pygame.transform.smoothscale(self.image, (d, d)) if d != self.image.get_width() else self.image,
            1.0, 1.0, round(self.angle, 1)))
        _blit_alpha(surface, img, img.get_rect(center=center), alpha)


@lru_cache(maxsize=64)
def _round_shadow(d: int) -> pygame.Surface:
    blur = max(1, d // 10)
    s = pygame.Surface((d + 4 * blur, d + 4 * blur), pygame.SRCALPHA)
    pygame.draw.circle(s, (0, 0, 0, 255), (s.get_width() / 2, s.get_height() / 2), d / 2)
    return pygame.transform.gaussian_blur(s, blur)


@lru_cache(maxsize=32)
def _round_glow(d: int, color: tuple[int, int, int]) -> pygame.Surface:
    grow = max(4, d // 6)
    blur = max(2, grow // 2)
    size = d + 2 * grow + 4 * blur
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    s.fill((*color, 0))
    pygame.draw.circle(s, (*color, 255), (size / 2, size / 2), d / 2 + grow * 0.6)
    s = pygame.transform.gaussian_blur(s, blur)
    s.blit(s.copy(), (0, 0))
    return s


# --- art for pieces ------------------------------------------------------------------

@lru_cache(maxsize=32)
def pawn_image(color: tuple[int, int, int], height: int = 64) -> pygame.Surface:
    """A chunky turned-wood pawn: base disc, skirt, collar and a round head, lit from the top left."""
    color = tuple(color[:3])
    w = round(height * 0.62)
    dark = shade(color, 0.55)
    light = shade(color, 1.35)

    def draw(s: pygame.Surface, k: int) -> None:
        W, H = w * k, height * k
        cx = W / 2
        out = max(2, round(height / 40)) * k

        def shape(fill, inset=0):
            base = pygame.Rect(0, 0, W - 2 * out, H * 0.2)
            base.midbottom = (cx, H - out)
            pygame.draw.ellipse(s, fill, base.inflate(-inset * 2, -inset * 2))
            # The skirt, narrowed by ``inset`` on both sides for the inner fill.
            body = [(cx - W * 0.36 + inset, H * 0.86), (cx - W * 0.13 + inset, H * 0.44),
                    (cx + W * 0.13 - inset, H * 0.44), (cx + W * 0.36 - inset, H * 0.86)]
            pygame.draw.polygon(s, fill, body)
            collar = pygame.Rect(0, 0, W * 0.5 - 2 * inset, H * 0.1 - inset)
            collar.center = (cx, H * 0.44)
            pygame.draw.ellipse(s, fill, collar)
            pygame.draw.circle(s, fill, (cx, H * 0.25), W * 0.25 - inset)

        shape((*dark, 255))
        shape((*color, 255), inset=out)
        # Light from the top left: a soft highlight on the head and the skirt.
        hl = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(hl, (*light, 150), (cx - W * 0.08, H * 0.21), W * 0.13)
        pygame.draw.polygon(hl, (*light, 90), [(cx - W * 0.26, H * 0.84), (cx - W * 0.09, H * 0.48),
                                               (cx - W * 0.03, H * 0.48), (cx - W * 0.14, H * 0.84)])
        pygame.draw.circle(hl, (255, 255, 255, 170), (cx - W * 0.1, H * 0.19), W * 0.05)
        s.blit(hl, (0, 0))
        # Shade the right side.
        sh = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(sh, (*dark, 80), [(cx + W * 0.12, H * 0.86), (cx + W * 0.08, H * 0.48),
                                              (cx + W * 0.12, H * 0.47), (cx + W * 0.33, H * 0.86)])
        s.blit(sh, (0, 0))
        rim = pygame.Rect(0, 0, W - 4 * out, H * 0.2 - 2 * out)
        rim.midbottom = (cx, H - 2 * out)
        pygame.draw.arc(s, (*dark, 200), rim, math.pi * 1.05, math.pi * 1.95, max(1, out // 2))

    return supersampled((w, height), draw, 4, clear=dark)


@lru_cache(maxsize=32)
def money_bag_image(size: int = 48, color: tuple[int, int, int] = (202, 152, 82), label: str = "$",
                    font: pygame.font.Font | None = None) -> pygame.Surface:
    """A burlap sack tied at the neck, with a printed label (``font`` may be None for pygame's default)."""
    h = int(size)
    w = round(h * 0.92)
    dark = shade(color, 0.42)
    light = shade(color, 1.35)
    rope = (92, 56, 28)

    def draw(s: pygame.Surface, k: int) -> None:
        W, H = w * k, h * k
        cx = W / 2
        out = max(2, round(h / 28)) * k

        def sack(fill, inset=0):
            body = pygame.Rect(0, 0, W * 0.9 - 2 * inset, H * 0.66 - 2 * inset)
            body.midbottom = (cx, H - out - inset)
            pygame.draw.ellipse(s, fill, body)
            neck = [(cx - W * 0.13 + inset, H * 0.3), (cx + W * 0.13 - inset, H * 0.3),
                    (cx + W * 0.3 - inset, H * 0.48), (cx - W * 0.3 + inset, H * 0.48)]
            pygame.draw.polygon(s, fill, neck)
            # The gathered cloth above the tie: three soft lobes.
            for dx, r in ((-0.13, 0.11), (0.13, 0.11), (0.0, 0.13)):
                pygame.draw.circle(s, fill, (cx + W * dx, H * 0.16 + (0 if dx == 0 else H * 0.04)), W * r - inset)

        sack((*dark, 255))
        sack((*color, 255), inset=out)
        hl = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(hl, (*light, 120), pygame.Rect(cx - W * 0.32, H * 0.46, W * 0.3, H * 0.26))
        pygame.draw.ellipse(hl, (*dark, 70), pygame.Rect(cx + W * 0.02, H * 0.62, W * 0.36, H * 0.3))
        # Burlap weave: faint criss-cross lines.
        for i in range(-6, 10):
            x0 = cx - W * 0.45 + i * W * 0.1
            pygame.draw.line(hl, (*dark, 34), (x0, H * 0.36), (x0 + W * 0.4, H * 0.98), max(1, k))
            pygame.draw.line(hl, (*dark, 34), (x0 + W * 0.4, H * 0.36), (x0, H * 0.98), max(1, k))
        mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        mask.blit(s, (0, 0))
        mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        hl.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        s.blit(hl, (0, 0))
        # The tie: a rope band with a knot and two loose ends.
        band = pygame.Rect(0, 0, W * 0.38, H * 0.075)
        band.center = (cx, H * 0.3)
        pygame.draw.ellipse(s, (*rope, 255), band)
        pygame.draw.ellipse(s, (*shade(rope, 1.4), 255), band.inflate(-band.w * 0.3, -band.h * 0.6))
        pygame.draw.line(s, (*rope, 255), (cx + W * 0.06, H * 0.31), (cx + W * 0.2, H * 0.42), max(2, round(out * 0.9)))
        pygame.draw.line(s, (*rope, 255), (cx + W * 0.03, H * 0.31), (cx + W * 0.1, H * 0.45), max(2, round(out * 0.9)))
        pygame.draw.circle(s, (*shade(rope, 0.8), 255), (cx + W * 0.05, H * 0.3), out * 1.6)

    img = supersampled((w, h), draw, 4, clear=dark)
    if label:
        f = font or pygame.font.Font(None, max(10, round(h * 0.42)))
        text = f.render(label, True, shade(color, 0.32))
        if text.get_width() > w * 0.6:
            scale = w * 0.6 / text.get_width()
            text = pygame.transform.smoothscale(text, (max(1, round(text.get_width() * scale)),
                                                       max(1, round(text.get_height() * scale))))
        text.set_alpha(235)
        img.blit(text, text.get_rect(center=(w / 2, h * 0.7)))
    return img


@lru_cache(maxsize=64)
def _token_image_cached(radius: int, color: tuple[int, int, int], label: str | None,
                        font: pygame.font.Font | None, icon_key: int | None,
                        icon: pygame.Surface | None, rim: tuple[int, int, int] | None) -> pygame.Surface:
    d = radius * 2
    rim = rim or shade(color, 0.6)
    light = shade(color, 1.3)

    def draw(s: pygame.Surface, k: int) -> None:
        c = (radius * k, radius * k)
        R = radius * k
        pygame.draw.circle(s, (*shade(rim, 0.7), 255), c, R)
        pygame.draw.circle(s, (*rim, 255), c, R * 0.94)
        # Edge notches, like a poker chip's inlays.
        for i in range(8):
            a = i * math.pi / 4 + math.pi / 8
            p = (c[0] + math.cos(a) * R * 0.84, c[1] + math.sin(a) * R * 0.84)
            pygame.draw.circle(s, (*light, 255), p, R * 0.08)
        pygame.draw.circle(s, (*color, 255), c, R * 0.72)
        # Bevel: light upper-left, dark lower-right.
        bevel = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(bevel, (255, 255, 255, 60), (c[0] - R * 0.06, c[1] - R * 0.06), R * 0.66)
        pygame.draw.circle(bevel, (0, 0, 0, 0), (c[0] + R * 0.04, c[1] + R * 0.04), R * 0.64)
        s.blit(bevel, (0, 0))
        pygame.draw.circle(s, (*shade(rim, 0.8), 255), c, R * 0.72, max(1, round(k * radius / 18)))

    img = supersampled((d, d), draw, 4, clear=shade(rim, 0.7))
    if icon is not None:
        iw = round(radius * 1.05)
        ic = pygame.transform.smoothscale(icon, (iw, round(iw * icon.get_height() / max(1, icon.get_width()))))
        img.blit(ic, ic.get_rect(center=(radius, radius)))
    if label:
        lum = 0.299 * color[0] + 0.587 * color[1] + 0.114 * color[2]
        ink = (30, 22, 16) if lum > 150 else (250, 244, 230)
        f = font or pygame.font.Font(None, max(10, round(radius * (1.0 if len(label) <= 2 else 0.75))))
        text = f.render(label, True, ink)
        if text.get_width() > radius * 1.3:
            scale = radius * 1.3 / text.get_width()
            text = pygame.transform.smoothscale(text, (max(1, round(text.get_width() * scale)),
                                                       max(1, round(text.get_height() * scale))))
        img.blit(text, text.get_rect(center=(radius, radius + 1)))
    return img


def token_image(radius: int, color: Sequence[int], label: str | None = None, font: pygame.font.Font | None = None,
                icon: pygame.Surface | None = None, rim: Sequence[int] | None = None) -> pygame.Surface:
    return _token_image_cached(int(radius), tuple(int(c) for c in color[:3]), label, font,
                               id(icon) if icon is not None else None, icon,
                               tuple(int(c) for c in rim[:3]) if rim is not None else None)


# --- groups -----------------------------------------------------------------------

class SpriteGroup:
    """A layer of sprites drawn in z-order (ties: the order they were added)."""

    def __init__(self, tweener: Tweener | None = None, camera: Any = None):
        self.owns_tweener = tweener is None
        self.tweener = tweener if tweener is not None else Tweener()
        self.camera = camera
        self._sprites: dict[Sprite, int] = {}
        self._counter = 0

    def __len__(self) -> int:
        return len(self._sprites)

    def __contains__(self, sprite: object) -> bool:
        return sprite in self._sprites

    def __iter__(self):
        return iter(self.sprites())

    def add(self, *sprites: Sprite) -> None:
        for sprite in sprites:
            if sprite in self._sprites:
                continue
            if sprite._owns_tweener or sprite._tweener is None:
                sprite.tweener = self.tweener
            self._counter += 1
            self._sprites[sprite] = self._counter

    def remove(self, *sprites: Sprite) -> None:
        for sprite in sprites:
            self._sprites.pop(sprite, None)

    def clear(self) -> None:
        self._sprites.clear()

    def sprites(self) -> list[Sprite]:
        return sorted(self._sprites, key=lambda s: (s.z, self._sprites[s]))

    def update(self, dt: float) -> None:
        if self.owns_tweener:
            self.tweener.update(dt)
        for sprite in list(self._sprites):
            sprite.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for sprite in self.sprites():
            sprite.draw(surface, self.camera)

    def _world(self, screen_point: Sequence[float]) -> Point:
        if self.camera is None:
            return _xy(screen_point)
        return _xy(self.camera.screen_to_world(screen_point))

    def top_at(self, screen_point: Sequence[float], where: Callable[[Sprite], bool] | None = None) -> Sprite | None:
        p = self._world(screen_point)
        for sprite in reversed(self.sprites()):
            if sprite.visible and (where is None or where(sprite)) and sprite.hit(p):
                return sprite
        return None

    def hover(self, screen_point: Sequence[float] | None,
              where: Callable[[Sprite], bool] | None = None) -> Sprite | None:
        top = None
        if screen_point is not None:
            top = self.top_at(screen_point, lambda s: s.hoverable and (where is None or where(s)))
        for sprite in self._sprites:
            sprite.hovered = sprite is top
        return top


__all__ = [
    "CardSprite", "FigureSprite", "GLOW_LEGAL", "GLOW_SELECTED", "MoneyBagSprite", "Placement", "Sprite",
    "SpriteGroup", "TRANSFORMS", "TokenSprite", "TransformCache", "deal", "fan_layout", "forget_image",
    "money_bag_image", "pawn_image", "token_image",
]
