"""Standing pieces: FigureSprite (a pawn that walks a path with hops and a
settle, with a floor ring when highlighted) and the pawn art."""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable, Sequence

import pygame

from game.engine.card_art import shade, supersampled
from game.engine.tween import Timeline, Tween, Tweener

from .base import Point, Sprite, _blit_alpha, _blit_faded, _transform, _xy, glow_color
from game.engine import gfx

class StandingSprite(Sprite):
    """A piece whose image's bottom centre rests on ``pos``, that can hop
    (rise off the table) and squash (flatten as it lands): figures, money bags."""

    #: how far below the anchor the bottom sits, as a share of the image's height
    SINK = 0.0
    #: how far above ``pos`` the piece stands, in world units (a pawn on the top edge of a
    #: printed station plate, so the plate's number stays in sight); its shadow and ring follow
    rise = 0.0

    def __init__(self, image: pygame.Surface, pos: Sequence[float], z: float = 0.0,
                 tweener: Tweener | None = None):
        super().__init__(pos, z, tweener)
        self.image = image
        self.hop = 0.0
        self.squash = 0.0

    def _stretch(self) -> tuple[float, float]:
        """The horizontal and vertical scale the squash gives."""
        return (1.0 + self.squash * 0.6, 1.0 - self.squash)

    def _geometry(self, camera: Any = None) -> tuple[Point, float, pygame.Rect]:
        base, zoom = self._screen(self.pos, camera)
        if self.rise:
            base = (base[0], base[1] - self.rise * zoom)
        w, h = self.image.get_size()
        s = self.scale * zoom
        sx, sy = self._stretch()
        rw, rh = max(1, round(w * sx * s)), max(1, round(h * sy * s))
        rect = pygame.Rect(0, 0, rw, rh)
        rect.midbottom = (round(base[0]), round(base[1] + h * self.SINK * s - (self.hop + self.lift) * zoom))
        return base, zoom, rect

    @property
    def rect(self) -> pygame.Rect:
        return self._geometry(None)[2]

    def _pose(self, camera: Any) -> tuple[Point, float, pygame.Rect, float, float, int]:
        """Where to draw: anchor on screen, zoom, image box, drawn width, height off the table, opacity."""
        base, zoom, rect = self._geometry(camera)
        w = self.image.get_width() * self.scale * zoom
        return base, zoom, rect, w, (self.hop + self.lift) * zoom, max(0, min(255, round(self.alpha)))


class FigureSprite(StandingSprite):
    """A standing piece: its image's bottom centre rests on ``pos``."""

    # Feet sit a touch below the anchor so the figure looks planted on its spot.
    SINK = 0.04

    def __init__(self, image: pygame.Surface, pos: Sequence[float], z: float = 0.0,
                 tweener: Tweener | None = None):
        super().__init__(image, pos, z, tweener)
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

    def hit(self, point: Sequence[float]) -> bool:
        if not self.visible:
            return False
        r = self.rect
        if not r.collidepoint(point[0], point[1]):
            return False
        if self._mask is None:
            self._mask = gfx.hit_mask(self.image, 60)
        w, h = self.image.get_size()
        mx = int((point[0] - r.x) * w / r.w)
        my = int((point[1] - r.y) * h / r.h)
        return 0 <= mx < w and 0 <= my < h and bool(self._mask.get_at((mx, my)))

    def draw(self, surface: pygame.Surface, camera: Any = None) -> None:
        if not self.visible or self.alpha <= 0:
            return
        base, zoom, rect, w, height, alpha = self._pose(camera)
        # The shadow shrinks and fades as the figure leaves the table.
        shrink = max(0.45, 1.0 - height / (w * 2.2 + 1))
        sw = max(2, round(w * 0.95 * shrink * (1 + self.squash * 0.6)))
        shadow = self._cached(("shadow", sw), lambda: _ellipse_shadow(sw))
        off = (w * 0.1, w * 0.05)
        _blit_faded(surface, shadow, shadow.get_rect(center=(round(base[0] + off[0]), round(base[1] + off[1]))),
                    round(170 * shrink * alpha / 255))
        color = glow_color(self.highlight)
        if color is not None:
            rw = max(4, round(w * 1.35))
            ring = self._cached(("ring", tuple(color), rw), lambda: _floor_ring(rw, tuple(color)))
            pulse = 0.75 + 0.25 * math.sin(self._time * 4.0)
            ring.set_alpha(round(255 * pulse * alpha / 255))
            surface.blit(ring, ring.get_rect(center=(round(base[0]), round(base[1]))))
        img = self._cached(("img", id(self.image), rect.size, round(self.angle, 1)), lambda: (
            _transform(gfx.smoothscale(self.image, rect.size) if rect.size != self.image.get_size()
                       else self.image, 1.0, 1.0, round(self.angle, 1))))
        _blit_alpha(surface, img, img.get_rect(midbottom=rect.midbottom), alpha)


@gfx.cached(maxsize=64)
def _ellipse_shadow(width: int) -> pygame.Surface:
    h = max(2, round(width * 0.34))
    blur = max(1, width // 10)
    s = gfx.Surface((width + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
    gfx.ellipse(s, (0, 0, 0, 255), (2 * blur, 2 * blur, width, h))
    return gfx.gaussian_blur(s, blur)


@gfx.cached(maxsize=32)
def _floor_ring(width: int, color: tuple[int, int, int]) -> pygame.Surface:
    h = max(4, round(width * 0.42))
    blur = max(1, width // 16)

    def draw(s: pygame.Surface, k: int) -> None:
        r = pygame.Rect(2 * blur * k, 2 * blur * k, width * k, h * k)
        gfx.ellipse(s, (*color, 255), r, max(2, round(width * 0.06)) * k)
    ring = supersampled((width + 4 * blur, h + 4 * blur), draw, 2, clear=color)
    halo = gfx.gaussian_blur(ring, blur)
    halo.blit(ring, (0, 0))
    return halo


@gfx.cached(maxsize=32)
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
            gfx.ellipse(s, fill, base.inflate(-inset * 2, -inset * 2))
            # The skirt, narrowed by ``inset`` on both sides for the inner fill.
            body = [(cx - W * 0.36 + inset, H * 0.86), (cx - W * 0.13 + inset, H * 0.44),
                    (cx + W * 0.13 - inset, H * 0.44), (cx + W * 0.36 - inset, H * 0.86)]
            gfx.polygon(s, fill, body)
            collar = pygame.Rect(0, 0, W * 0.5 - 2 * inset, H * 0.1 - inset)
            collar.center = (cx, H * 0.44)
            gfx.ellipse(s, fill, collar)
            gfx.circle(s, fill, (cx, H * 0.25), W * 0.25 - inset)

        shape((*dark, 255))
        shape((*color, 255), inset=out)
        # Light from the top left: a soft highlight on the head and the skirt.
        hl = gfx.Surface(s.get_size(), pygame.SRCALPHA)
        gfx.circle(hl, (*light, 150), (cx - W * 0.08, H * 0.21), W * 0.13)
        gfx.polygon(hl, (*light, 90), [(cx - W * 0.26, H * 0.84), (cx - W * 0.09, H * 0.48),
                                               (cx - W * 0.03, H * 0.48), (cx - W * 0.14, H * 0.84)])
        gfx.circle(hl, (255, 255, 255, 170), (cx - W * 0.1, H * 0.19), W * 0.05)
        s.blit(hl, (0, 0))
        # Shade the right side.
        sh = gfx.Surface(s.get_size(), pygame.SRCALPHA)
        gfx.polygon(sh, (*dark, 80), [(cx + W * 0.12, H * 0.86), (cx + W * 0.08, H * 0.48),
                                              (cx + W * 0.12, H * 0.47), (cx + W * 0.33, H * 0.86)])
        s.blit(sh, (0, 0))
        rim = pygame.Rect(0, 0, W - 4 * out, H * 0.2 - 2 * out)
        rim.midbottom = (cx, H - 2 * out)
        gfx.arc(s, (*dark, 200), rim, math.pi * 1.05, math.pi * 1.95, max(1, out // 2))

    return supersampled((w, height), draw, 4, clear=dark)
