"""Money and chips: MoneyBagSprite (flies on an arc, lands with a thump),
TokenSprite (a round chip with rim and bevel) and their art."""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import pygame

from game.engine import text as text_module  # "text" names a rendered label here
from game.engine.card_art import shade, supersampled
from game.engine.tween import Timeline, Tween, Tweener

from .base import _SHADOW_DIR, Point, Sprite, _blit_alpha, _blit_faded, _transform, _xy, glow_color
from .figures import StandingSprite, _ellipse_shadow
from game.engine import gfx

# --- money bags -----------------------------------------------------------------

class MoneyBagSprite(StandingSprite):
    """A sack of money that flies on an arc and lands with a squash; ``pos`` is where it rests."""

    def __init__(self, pos: Sequence[float], image: pygame.Surface | None = None, size: int = 48,
                 label: str = "$", font: pygame.font.Font | None = None, z: float = 0.0,
                 tweener: Tweener | None = None):
        super().__init__(image if image is not None else money_bag_image(size, label=label, font=font),
                         pos, z, tweener)

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

    def _stretch(self) -> tuple[float, float]:
        # A sack spreads more than a pawn, within limits (the landing's elastic overshoots).
        sq = max(-0.3, min(0.6, self.squash))
        return (1 + sq * 0.7, 1 - sq)

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
        base, zoom, rect, w, height, alpha = self._pose(camera)
        shrink = max(0.5, 1.0 - height / (w * 4.0 + 1))
        sw = max(2, round(w * 0.9 * shrink * (1 + max(0.0, self.squash) * 0.7)))
        shadow = self._cached(("shadow", sw), lambda: _ellipse_shadow(sw))
        _blit_faded(surface, shadow, shadow.get_rect(center=(round(base[0] + w * 0.08), round(base[1] + w * 0.02))),
                    round(160 * shrink * alpha / 255))
        angle = round(self.angle, 1)
        img = self._cached(("img", rect.size, angle), lambda: _transform(
            gfx.smoothscale(self.image, rect.size) if rect.size != self.image.get_size()
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
        off = 2 * s + lift * 0.45
        _blit_faded(surface, shadow, shadow.get_rect(center=(round(base[0] + _SHADOW_DIR[0] * off),
                                                             round(base[1] + _SHADOW_DIR[1] * off))),
                    round(150 * max(0.4, 1 - lift / (d * 2 + 1)) * alpha / 255))
        center = (round(base[0]), round(base[1] - lift))
        color = glow_color(self.highlight)
        if color is not None:
            glow = self._cached(("glow", tuple(color), d), lambda: _round_glow(d, tuple(color)))
            glow.set_alpha(round(255 * (0.78 + 0.22 * math.sin(self._time * 4.0)) * alpha / 255))
            surface.blit(glow, glow.get_rect(center=center))
        img = self._cached(("img", d, round(self.angle, 1)), lambda: _transform(
            gfx.smoothscale(self.image, (d, d)) if d != self.image.get_width() else self.image,
            1.0, 1.0, round(self.angle, 1)))
        _blit_alpha(surface, img, img.get_rect(center=center), alpha)


@gfx.cached(maxsize=64)
def _round_shadow(d: int) -> pygame.Surface:
    blur = max(1, d // 10)
    s = gfx.Surface((d + 4 * blur, d + 4 * blur), pygame.SRCALPHA)
    gfx.circle(s, (0, 0, 0, 255), (s.get_width() / 2, s.get_height() / 2), d / 2)
    return gfx.gaussian_blur(s, blur)


@gfx.cached(maxsize=32)
def _round_glow(d: int, color: tuple[int, int, int]) -> pygame.Surface:
    grow = max(4, d // 6)
    blur = max(2, grow // 2)
    size = d + 2 * grow + 4 * blur
    s = gfx.Surface((size, size), pygame.SRCALPHA)
    s.fill((*color, 0))
    gfx.circle(s, (*color, 255), (size / 2, size / 2), d / 2 + grow * 0.6)
    s = gfx.gaussian_blur(s, blur)
    s.blit(s.copy(), (0, 0))
    return s


@gfx.cached(maxsize=32)
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
            gfx.ellipse(s, fill, body)
            neck = [(cx - W * 0.13 + inset, H * 0.3), (cx + W * 0.13 - inset, H * 0.3),
                    (cx + W * 0.3 - inset, H * 0.48), (cx - W * 0.3 + inset, H * 0.48)]
            gfx.polygon(s, fill, neck)
            # The gathered cloth above the tie: three soft lobes.
            for dx, r in ((-0.13, 0.11), (0.13, 0.11), (0.0, 0.13)):
                gfx.circle(s, fill, (cx + W * dx, H * 0.16 + (0 if dx == 0 else H * 0.04)), W * r - inset)

        sack((*dark, 255))
        sack((*color, 255), inset=out)
        hl = gfx.Surface(s.get_size(), pygame.SRCALPHA)
        gfx.ellipse(hl, (*light, 120), pygame.Rect(cx - W * 0.32, H * 0.46, W * 0.3, H * 0.26))
        gfx.ellipse(hl, (*dark, 70), pygame.Rect(cx + W * 0.02, H * 0.62, W * 0.36, H * 0.3))
        # Burlap weave: faint criss-cross lines.
        for i in range(-6, 10):
            x0 = cx - W * 0.45 + i * W * 0.1
            gfx.line(hl, (*dark, 34), (x0, H * 0.36), (x0 + W * 0.4, H * 0.98), max(1, k))
            gfx.line(hl, (*dark, 34), (x0 + W * 0.4, H * 0.36), (x0, H * 0.98), max(1, k))
        mask = gfx.Surface(s.get_size(), pygame.SRCALPHA)
        mask.blit(s, (0, 0))
        mask.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        hl.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        s.blit(hl, (0, 0))
        # The tie: a rope band with a knot and two loose ends.
        band = pygame.Rect(0, 0, W * 0.38, H * 0.075)
        band.center = (cx, H * 0.3)
        gfx.ellipse(s, (*rope, 255), band)
        gfx.ellipse(s, (*shade(rope, 1.4), 255), band.inflate(-band.w * 0.3, -band.h * 0.6))
        gfx.line(s, (*rope, 255), (cx + W * 0.06, H * 0.31), (cx + W * 0.2, H * 0.42), max(2, round(out * 0.9)))
        gfx.line(s, (*rope, 255), (cx + W * 0.03, H * 0.31), (cx + W * 0.1, H * 0.45), max(2, round(out * 0.9)))
        gfx.circle(s, (*shade(rope, 0.8), 255), (cx + W * 0.05, H * 0.3), out * 1.6)

    img = supersampled((w, h), draw, 4, clear=dark)
    if label:
        f = font or text_module.default_font(max(10, round(h * 0.42)))
        text = f.render(label, True, shade(color, 0.32))
        if text.get_width() > w * 0.6:
            scale = w * 0.6 / text.get_width()
            text = text_module.scaled(text, (round(text.get_width() * scale), round(text.get_height() * scale)))
        text.set_alpha(235)
        text_module.blit(img, text, text.get_rect(center=(w / 2, h * 0.7)), label)
    return img


@gfx.cached(maxsize=64)
def _token_image_cached(radius: int, color: tuple[int, int, int], label: str | None,
                        font: pygame.font.Font | None, icon_key: int | None,
                        icon: pygame.Surface | None, rim: tuple[int, int, int] | None) -> pygame.Surface:
    d = radius * 2
    rim = rim or shade(color, 0.6)
    light = shade(color, 1.3)

    def draw(s: pygame.Surface, k: int) -> None:
        c = (radius * k, radius * k)
        R = radius * k
        gfx.circle(s, (*shade(rim, 0.7), 255), c, R)
        gfx.circle(s, (*rim, 255), c, R * 0.94)
        # Edge notches, like a poker chip's inlays.
        for i in range(8):
            a = i * math.pi / 4 + math.pi / 8
            p = (c[0] + math.cos(a) * R * 0.84, c[1] + math.sin(a) * R * 0.84)
            gfx.circle(s, (*light, 255), p, R * 0.08)
        gfx.circle(s, (*color, 255), c, R * 0.72)
        # Bevel: light upper-left, dark lower-right.
        bevel = gfx.Surface(s.get_size(), pygame.SRCALPHA)
        gfx.circle(bevel, (255, 255, 255, 60), (c[0] - R * 0.06, c[1] - R * 0.06), R * 0.66)
        gfx.circle(bevel, (0, 0, 0, 0), (c[0] + R * 0.04, c[1] + R * 0.04), R * 0.64)
        s.blit(bevel, (0, 0))
        gfx.circle(s, (*shade(rim, 0.8), 255), c, R * 0.72, max(1, round(k * radius / 18)))

    img = supersampled((d, d), draw, 4, clear=shade(rim, 0.7))
    if icon is not None:
        iw = round(radius * 1.05)
        ic = gfx.smoothscale(icon, (iw, round(iw * icon.get_height() / max(1, icon.get_width()))))
        img.blit(ic, ic.get_rect(center=(radius, radius)))
    if label:
        lum = 0.299 * color[0] + 0.587 * color[1] + 0.114 * color[2]
        ink = (30, 22, 16) if lum > 150 else (250, 244, 230)
        f = font or text_module.default_font(max(10, round(radius * (1.0 if len(label) <= 2 else 0.75))))
        text = f.render(label, True, ink)
        if text.get_width() > radius * 1.4:  # two letters at the smallest size fit the face
            scale = radius * 1.4 / text.get_width()
            text = text_module.scaled(text, (round(text.get_width() * scale), round(text.get_height() * scale)))
        text_module.blit(img, text, text.get_rect(center=(radius, radius + 1)), label)
    return img


def token_image(radius: int, color: Sequence[int], label: str | None = None, font: pygame.font.Font | None = None,
                icon: pygame.Surface | None = None, rim: Sequence[int] | None = None) -> pygame.Surface:
    return _token_image_cached(int(radius), tuple(int(c) for c in color[:3]), label, font,
                               id(icon) if icon is not None else None, icon,
                               tuple(int(c) for c in rim[:3]) if rim is not None else None)
