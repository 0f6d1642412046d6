"""Cards on the table: CardSprite (flip, hover lift, glow, shadows, drawn
through the shared transform cache while it moves) and its shadow and glow art."""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import pygame

from game.engine.card_art import default_radius, rounded_mask
from game.engine.tween import Ease, Timeline, Tween, Tweener

from .base import (MOTION_ANGLE_STEP, MOTION_SCALE_STEP, MOTION_SHADE_STEP, MOTION_SQUASH_STEP, TRANSFORMS,
                   _SHADOW_DIR, Point, Sprite, _blit_alpha, _blit_faded, _silhouette, _step, _transform, glow_color)
from game.engine import gfx

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
        self.hover_grow = 0.05   # how much bigger a hovered card is drawn (0.05: five per cent)
        self.glow_size = self.GLOW_SIZE   # the highlight glow's reach past the card's edge
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
        return self.scale * (1.0 + self.hover_grow * self._hover)

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

    def corners(self) -> list[tuple[float, float]]:
        """The card's four corners on the screen, turned as it is drawn (a fanned card is no
        straight box): for an outline that follows it."""
        w, h = self.size
        s = self._scale_total()
        a = math.radians(self.angle)
        hw, hh = w * s * max(self.flip_x, 0.0) / 2, h * s / 2
        cx, cy = self._lifted_pos()
        cos, sin = math.cos(a), math.sin(a)
        return [(cx + x * cos + y * sin, cy - x * sin + y * cos) for x, y in
                ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))]

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

    @classmethod
    def prepare_shadow(cls, back: pygame.Surface) -> None:
        """Make now the shadow that cards of ``back``'s size and shape cast, not in the frame where
        the first is drawn (its blur costs milliseconds at high resolutions)."""
        _card_shadow(back.get_size(), back.get_at((0, 0))[3] < 128, cls.SHADOW_BLUR)

    def _glow(self, color: tuple[int, int, int]) -> pygame.Surface:
        return _card_glow(self.size, self._rounded(), color, self.glow_size)

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
        _blit_faded(surface, shadow, shadow.get_rect(center=(round(table_pos[0] + _SHADOW_DIR[0] * off),
                                                             round(table_pos[1] + _SHADOW_DIR[1] * off))),
                    sa, still=not moving)
        if sx < 0.02:
            return
        center = (round(lifted[0]), round(lifted[1]))
        color = glow_color(self.highlight)
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


@gfx.cached(maxsize=16)
def _card_shape(size: tuple[int, int], rounded: bool) -> pygame.Surface:
    if rounded:
        return rounded_mask(size, default_radius(size))
    solid = gfx.Surface(size, pygame.SRCALPHA)
    solid.fill((255, 255, 255, 255))
    return solid


@gfx.cached(maxsize=16)
def _card_shadow(size: tuple[int, int], rounded: bool, blur: int) -> pygame.Surface:
    return _silhouette(_card_shape(size, rounded), blur)


@gfx.cached(maxsize=32)
def _card_glow(size: tuple[int, int], rounded: bool, color: tuple[int, int, int], grow: int) -> pygame.Surface:
    glow = _silhouette(_card_shape(size, rounded), max(2, grow // 2), color, grow)
    # Doubled so the soft halo reads on any table colour.
    glow.blit(glow.copy(), (0, 0))
    return glow
