"""The look of the table: palette and art drawn at run time, cached by size.

Palette constants (RGB): INK, INK_SOFT, PARCHMENT, PARCHMENT_DARK, CREAM,
WOOD_DARK, WOOD, WOOD_LIGHT, FELT, FELT_DARK, BRASS, BRASS_LIGHT, BRASS_DARK,
RED, GOLD, SHADOW, and TOAST_COLORS[kind] for info/success/warning/error.

Surfaces (cached; treat them as read-only, copy before drawing on them):
    table(size, kind="wood"|"felt"|"dark", seed=0)  the table top (full screen backgrounds)
    panel(size, style="parchment"|"paper"|"wood"|"leather", seed=0)  a framed panel
    button(size, state="normal"|"hover"|"pressed"|"disabled", style="brass"|"wood"|"danger")
    shadow(size, radius=14, alpha=120)              a soft drop shadow, blit offset by a few pixels
    vignette(size, strength=150)                    dark edges over a scene
    table_top(size, kind, seed, edge=110)           a table with its edges darkened
    dim(size, alpha=150)                            a flat veil under overlays (pause, dialogs)
    noise(size, seed, cells, lo, hi)                 smooth grey blotches (for textures)

Drawing helpers:
    draw_shadowed(surface, image, rect, offset=(0, 6))  shadow + image
    draw_focus_ring(surface, rect, t, radius=10)         animated keyboard-focus ring
    draw_star(surface, center, radius, color, points=5, inner=0.45, rotation=0)
    draw_sheriff_badge(surface, center, radius)         the brass star (window icon, title)
    draw_divider(surface, center_x, y, width, color=INK_SOFT)  an inked rule with a diamond
    gradient_rect(size, top, bottom, radius=0)           a vertical gradient
"""

from __future__ import annotations

import math
import random

import pygame
from game.engine import display, gfx

INK = (44, 30, 20)
INK_SOFT = (96, 70, 48)
PARCHMENT = (236, 221, 187)
PARCHMENT_DARK = (203, 178, 132)
CREAM = (250, 242, 222)
WOOD_DARK = (52, 31, 18)
WOOD = (98, 60, 34)
WOOD_LIGHT = (138, 90, 52)
FELT = (33, 86, 58)
FELT_DARK = (18, 52, 35)
BRASS = (196, 152, 66)
BRASS_LIGHT = (242, 214, 138)
BRASS_DARK = (118, 84, 34)
RED = (146, 34, 26)
GOLD = (250, 204, 92)
SHADOW = (0, 0, 0)
DISABLED = (150, 138, 120)

TOAST_COLORS = {
    "info": (84, 120, 150),
    "success": (70, 130, 70),
    "warning": (196, 140, 40),
    "error": (170, 48, 36),
}

Size = tuple[int, int]


def _lerp(a, b, t: float):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(len(a)))


def gradient_rect(size: Size, top, bottom, radius: int = 0) -> pygame.Surface:
    w, h = size
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        gfx.line(surf, _lerp(top, bottom, y / max(1, h - 1)), (0, y), (w, y))
    if radius:
        mask = gfx.Surface((w, h), pygame.SRCALPHA)
        gfx.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


@gfx.cached(maxsize=64)
def noise(size: Size, seed: int = 0, cells: int = 24, lo: int = 0, hi: int = 255) -> pygame.Surface:
    """Smooth grey blotches: random cells scaled up with smoothing."""
    rng = random.Random(seed)
    w, h = size
    cw = max(2, cells)
    ch = max(2, round(cells * h / max(1, w)))
    pixels = bytearray()
    for _ in range(cw * ch):
        v = rng.randint(lo, hi)
        pixels += bytes((v, v, v))
    small = gfx.pixels((cw, ch))
    small.blit(pygame.image.frombuffer(bytes(pixels), (cw, ch), "RGB"), (0, 0))
    return gfx.smoothscale(small, (w, h))


def _randbelow_by_bits(rng: random.Random, n: int) -> int:
    """What ``rng.randrange(n)`` gives on this Python, drawn straight from
    ``getrandbits`` (several times faster in a per-pixel loop)."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


@gfx.cached(maxsize=1)
def _bits_match_randint() -> bool:
    """True when ``_randbelow_by_bits`` reproduces ``randint`` exactly, so the
    fast texture loops draw the very same speckle as the plain ones."""
    a, b = random.Random(12345), random.Random(12345)
    return all(a.randint(0, hi) == _randbelow_by_bits(b, hi + 1) for hi in (255, 26, 7, 1, 100) * 40)


@gfx.cached(maxsize=8)
def _grain_tile(seed: int = 0, tile: int = 96) -> gfx.Canvas:
    """Fine speckle that breaks up flat colours (paper fibre, felt nap): one
    speck per real pixel, so it stays as fine on a bigger screen."""
    rng = random.Random(seed)
    logical, tile = tile, max(1, round(tile * gfx.scale()))
    n = tile * tile
    grey, alpha = bytearray(n), bytearray(n)
    if _bits_match_randint():
        bits = rng.getrandbits
        for i in range(n):
            v = bits(9)
            while v > 255:
                v = bits(9)
            a = bits(5)
            while a > 26:
                a = bits(5)
            grey[i] = v
            alpha[i] = a
    else:
        for i in range(n):
            grey[i] = rng.randint(0, 255)
            alpha[i] = rng.randint(0, 26)
    pixels = bytearray(n * 4)
    pixels[0::4] = pixels[1::4] = pixels[2::4] = grey
    pixels[3::4] = alpha
    surf = gfx.pixels((tile, tile), pygame.SRCALPHA)
    surf.blit(pygame.image.frombuffer(bytes(pixels), (tile, tile), "RGBA"), (0, 0),
              special_flags=pygame.BLEND_RGBA_ADD)
    return gfx.wrap(surf, size=(logical, logical))


def _apply_grain(surf: pygame.Surface, seed: int) -> None:
    tile = _grain_tile(seed % 4)
    tw, th = tile.get_size()
    for y in range(0, surf.get_height(), th):
        for x in range(0, surf.get_width(), tw):
            surf.blit(tile, (x, y))


@gfx.cached(maxsize=16)
def vignette(size: Size, strength: int = 150, color=(0, 0, 0)) -> pygame.Surface:
    sw, sh = 48, max(2, round(48 * size[1] / max(1, size[0])))
    r, g, b = color[:3]
    pixels = bytearray()
    for y in range(sh):
        dy = (y + 0.5) / sh * 2 - 1
        for x in range(sw):
            dx = (x + 0.5) / sw * 2 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy * 0.95))
            pixels += bytes((r, g, b, int(strength * max(0.0, d - 0.45) ** 1.6 / 0.55 ** 1.6)))
    small = gfx.pixels((sw, sh), pygame.SRCALPHA)
    small.blit(pygame.image.frombuffer(bytes(pixels), (sw, sh), "RGBA"), (0, 0),
               special_flags=pygame.BLEND_RGBA_ADD)
    return gfx.smoothscale(small, size)


@gfx.cached(maxsize=16)
def dim(size: Size, alpha: int = 150) -> pygame.Surface:
    """A flat dark veil that dims whatever lies beneath an overlay."""
    surf = gfx.Surface(size, pygame.SRCALPHA)
    surf.fill((12, 7, 3, alpha))
    return surf


# -- the table top -------------------------------------------------------------

def _wood_planks(size: Size, seed: int, base=WOOD, plank_h: int = 96) -> pygame.Surface:
    rng = random.Random(seed)
    w, h = size
    surf = gfx.Surface(size)
    y = -rng.randint(0, plank_h // 2)
    while y < h:
        ph = plank_h + rng.randint(-10, 10)
        tone = rng.uniform(-0.16, 0.12)
        color = tuple(max(0, min(255, int(c * (1 + tone)))) for c in base)
        surf.fill(color, (0, y, w, ph))
        # grain: long wavy strokes, darker and lighter than the plank
        for _ in range(ph // 2):
            gy = y + rng.uniform(2, ph - 2)
            amp = rng.uniform(0.5, 3.5)
            freq = rng.uniform(0.002, 0.01)
            phase = rng.uniform(0, 6.28)
            dark = rng.random() < 0.7
            shade = tuple(max(0, min(255, int(c * (0.72 if dark else 1.16)))) for c in color)
            pts = [(x, gy + amp * math.sin(x * freq + phase) + 1.5 * math.sin(x * freq * 5.3 + phase))
                   for x in range(-20, w + 40, 40)]
            gfx.aalines(surf, shade, False, pts)
        # a knot or two
        for _ in range(rng.randint(0, 2)):
            kx, ky = rng.randint(40, max(41, w - 40)), y + rng.randint(ph // 4, max(ph // 4 + 1, 3 * ph // 4))
            for r in range(14, 2, -3):
                knot = tuple(max(0, int(c * (0.62 + r / 60))) for c in color)
                gfx.ellipse(surf, knot, (kx - r * 2.2, ky - r * 0.7, r * 4.4, r * 1.4), 2)
        # plank seam with a light edge below it
        gfx.line(surf, tuple(int(c * 0.35) for c in base), (0, y), (w, y), 3)
        gfx.line(surf, tuple(min(255, int(c * 1.25)) for c in color), (0, y + 3), (w, y + 3), 1)
        # butt joints at staggered places
        jx = rng.randint(w // 5, 4 * w // 5)
        gfx.line(surf, tuple(int(c * 0.4) for c in base), (jx, y), (jx, y + ph), 2)
        for nx in (jx - 14, jx + 14):
            for ny in (y + 16, y + ph - 16):
                gfx.circle(surf, (40, 34, 30), (nx, ny), 3)
                gfx.circle(surf, (120, 110, 98), (nx - 1, ny - 1), 1)
        y += ph
    blotch = noise(size, seed + 11, 14, 170, 255)
    surf.blit(blotch, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf


def _felt(size: Size, seed: int, base=FELT) -> pygame.Surface:
    surf = gfx.Surface(size)
    surf.fill(base)
    light = noise(size, seed + 5, 10, 200, 255)
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    _apply_grain(surf, seed)
    return surf


def felt_rim(size: Size) -> int:
    return max(18, min(size[0], size[1]) // 22)


@gfx.cached(maxsize=4)
def table_top(size: Size, kind: str = "wood", seed: int = 0, edge: int = 110) -> pygame.Surface:
    """A table top (``table``) with its edges darkened (``vignette``), as a game's table lies
    under its pieces."""
    surf = table(size, kind, seed).copy()
    surf.blit(vignette(size, edge), (0, 0))
    return surf


@gfx.cached(maxsize=12)
def table(size: Size, kind: str = "wood", seed: int = 0, rim: int | None = None) -> pygame.Surface:
    """A full table top: "wood" planks, "felt" cloth inside a wooden rim (``rim``
    pixels wide, by default in proportion to the size), or "dark" wood."""
    w, h = size
    if kind == "felt":
        surf = _wood_planks(size, seed, WOOD_DARK, 120)
        rim = felt_rim(size) if rim is None else rim
        inner = pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim)
        cloth = _felt(inner.size, seed)
        surf.blit(shadow(inner.inflate(8, 8).size, 10, 160), inner.move(-4, -1).topleft)
        surf.blit(cloth, inner)
        gfx.rect(surf, BRASS_DARK, inner, 2)
    elif kind == "dark":
        surf = _wood_planks(size, seed, WOOD_DARK, 110)
    else:
        surf = _wood_planks(size, seed, WOOD, 96)
    surf.blit(vignette(size, 170), (0, 0))
    return surf.convert() if display.window_open() else surf


# -- panels ------------------------------------------------------------------

def _corner_flourish(surf: pygame.Surface, x: int, y: int, sx: int, sy: int, color) -> None:
    """A small inked ornament in a corner; sx, sy (+1/-1) point into the panel."""
    gfx.line(surf, color, (x, y + sy * 18), (x, y), 2)
    gfx.line(surf, color, (x, y), (x + sx * 18, y), 2)
    gfx.circle(surf, color, (x + sx * 7, y + sy * 7), 3)
    gfx.polygon(surf, color, [(x + sx * 24, y), (x + sx * 20, y - 3 * sy + sy), (x + sx * 20, y + 3 * sy)])
    gfx.polygon(surf, color, [(x, y + sy * 24), (x - 3 * sx + sx, y + sy * 20), (x + 3 * sx, y + sy * 20)])


def _paper(size: Size, seed: int, base, edge_burn: int) -> pygame.Surface:
    w, h = size
    surf = gfx.Surface(size, pygame.SRCALPHA)
    surf.fill((*base, 255))
    blotch = noise(size, seed + 3, max(6, w // 60), 205, 255)
    surf.blit(blotch, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    _apply_grain(surf, seed)
    # darker, foxed edges like old paper
    burn = vignette(size, edge_burn, (96, 58, 20))
    surf.blit(burn, (0, 0))
    return surf


@gfx.cached(maxsize=96)
def panel(size: Size, style: str = "parchment", seed: int = 0) -> pygame.Surface:
    """A framed panel; the surface is cached and shared, so draw on a copy."""
    w, h = size
    if style == "wood":
        surf = gfx.Surface(size, pygame.SRCALPHA)
        wood = _wood_planks(size, seed + 7, WOOD, max(30, h // 3))
        mask = gfx.Surface(size, pygame.SRCALPHA)
        gfx.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
        surf.blit(wood, (0, 0))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        gfx.rect(surf, BRASS_DARK, surf.get_rect(), 4, border_radius=10)
        gfx.rect(surf, BRASS, surf.get_rect().inflate(-6, -6), 1, border_radius=8)
        for cx, cy in ((10, 10), (w - 11, 10), (10, h - 11), (w - 11, h - 11)):
            gfx.circle(surf, BRASS_DARK, (cx, cy), 4)
            gfx.circle(surf, BRASS_LIGHT, (cx - 1, cy - 1), 2)
        return surf
    if style == "leather":
        surf = gradient_rect(size, (70, 44, 28), (44, 27, 17), radius=10)
        surf.blit(_paper(size, seed, (255, 255, 255), 0), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        mask = gfx.Surface(size, pygame.SRCALPHA)
        gfx.rect(mask, (255, 255, 255, 240), mask.get_rect(), border_radius=10)
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        stitch = pygame.Rect(0, 0, w, h).inflate(-10, -10)
        for x in range(stitch.left + 6, stitch.right - 6, 12):
            gfx.line(surf, (196, 160, 110), (x, stitch.top), (x + 6, stitch.top))
            gfx.line(surf, (196, 160, 110), (x, stitch.bottom), (x + 6, stitch.bottom))
        for y in range(stitch.top + 6, stitch.bottom - 6, 12):
            gfx.line(surf, (196, 160, 110), (stitch.left, y), (stitch.left, y + 6))
            gfx.line(surf, (196, 160, 110), (stitch.right, y), (stitch.right, y + 6))
        return surf
    base = PARCHMENT if style == "parchment" else CREAM
    surf = _paper(size, seed, base, 110 if style == "parchment" else 60)
    if style == "parchment" and w >= 80 and h >= 80:
        outer = surf.get_rect().inflate(-14, -14)
        gfx.rect(surf, INK, outer, 3)
        gfx.rect(surf, INK_SOFT, outer.inflate(-10, -10), 1)
        for (x, y, sx, sy) in ((outer.left + 5, outer.top + 5, 1, 1), (outer.right - 6, outer.top + 5, -1, 1),
                               (outer.left + 5, outer.bottom - 6, 1, -1), (outer.right - 6, outer.bottom - 6, -1, -1)):
            _corner_flourish(surf, x, y, sx, sy, INK_SOFT)
    else:
        gfx.rect(surf, INK_SOFT, surf.get_rect(), 2)
    return surf


@gfx.cached(maxsize=64)
def shadow(size: Size, radius: int = 14, alpha: int = 120) -> pygame.Surface:
    """A soft dark rounded rectangle ``radius`` bigger than ``size`` on each side:
    nested rectangles, each a little darker, give a smooth fall-off."""
    w, h = size[0] + radius * 2, size[1] + radius * 2
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    steps = max(1, radius)
    for i in range(steps + 1):
        t = i / steps
        inset = radius - i
        a = int(alpha * t * t * (3 - 2 * t))
        gfx.rect(surf, (0, 0, 0, a), (radius - inset, radius - inset, size[0] + 2 * inset, size[1] + 2 * inset),
                         border_radius=inset + 6)
    return surf


def draw_shadowed(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect,
                  offset: tuple[int, int] = (0, 6), radius: int = 14, alpha: int = 120) -> None:
    sh = shadow(rect.size, radius, alpha)
    surface.blit(sh, (rect.x - radius + offset[0], rect.y - radius + offset[1]))
    surface.blit(image, rect)


# -- buttons -------------------------------------------------------------------

_BUTTON_TONES = {
    "brass": (BRASS_LIGHT, BRASS, BRASS_DARK, (84, 58, 22)),
    "wood": ((150, 102, 62), (104, 66, 38), (66, 40, 22), (40, 24, 12)),
    "danger": ((206, 92, 72), (150, 42, 30), (98, 24, 16), (60, 14, 10)),
}


@gfx.cached(maxsize=128)
def button(size: Size, state: str = "normal", style: str = "brass") -> pygame.Surface:
    w, h = size
    light, mid, dark, edge = _BUTTON_TONES.get(style, _BUTTON_TONES["brass"])
    if state == "disabled":
        light, mid, dark, edge = (190, 180, 164), (160, 150, 134), (124, 116, 104), (90, 84, 76)
    elif state == "hover":
        light, mid, dark = (_lerp(c, (255, 255, 255), 0.22) for c in (light, mid, dark))
    radius = min(10, h // 3)
    surf = gfx.Surface(size, pygame.SRCALPHA)
    gfx.rect(surf, edge, surf.get_rect(), border_radius=radius)
    body = surf.get_rect().inflate(-4, -4)
    if state == "pressed":
        grad = gradient_rect(body.size, dark, light, radius - 2)
    else:
        grad = gradient_rect(body.size, light, dark, radius - 2)
        # a bright band near the top like polished metal
        band = gradient_rect((body.w - 8, max(2, body.h // 3)), (*_lerp(light, (255, 255, 255), 0.5), 150),
                             (*light, 0), radius=max(1, radius - 4))
        grad.blit(band, (4, 2))
    surf.blit(grad, body)
    gfx.rect(surf, _lerp(light, (255, 255, 255), 0.3), body, 1, border_radius=radius - 2)
    if w > 90:
        for cx in (12, w - 13):
            cy = h // 2
            gfx.circle(surf, edge, (cx, cy), 4)
            gfx.circle(surf, light, (cx - 1, cy - 1), 2)
    return surf


def button_text_color(style: str, state: str) -> tuple[int, int, int]:
    if state == "disabled":
        return (96, 90, 80)
    return INK if style == "brass" else CREAM


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, t: float = 0.0, radius: int = 12) -> None:
    """A glowing gold ring around ``rect``; ``t`` (seconds) makes it breathe."""
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    ring = rect.inflate(10, 10)
    glow = gfx.Surface(ring.inflate(12, 12).size, pygame.SRCALPHA)
    gfx.rect(glow, (*GOLD, int(60 + 60 * pulse)), glow.get_rect(), 6, border_radius=radius + 6)
    surface.blit(glow, ring.inflate(12, 12))
    gfx.rect(surface, _lerp(GOLD, (255, 255, 255), 0.4 * pulse), ring, 3, border_radius=radius)


# -- emblems -------------------------------------------------------------------

def star_points(center, radius: float, points: int = 5, inner: float = 0.45, rotation: float = 0.0):
    cx, cy = center
    pts = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * inner
        a = rotation - math.pi / 2 + i * math.pi / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def draw_star(surface: pygame.Surface, center, radius: float, color, points: int = 5,
              inner: float = 0.45, rotation: float = 0.0, width: int = 0) -> None:
    pts = star_points(center, radius, points, inner, rotation)
    gfx.polygon(surface, color, pts, width)
    if width == 0:
        gfx.aalines(surface, color, True, pts)


def draw_sheriff_badge(surface: pygame.Surface, center, radius: float) -> None:
    """A six-pointed brass star with ball tips and an engraved centre."""
    cx, cy = center
    draw_star(surface, (cx + radius * 0.05, cy + radius * 0.08), radius, (40, 26, 10), 6, 0.55)
    draw_star(surface, center, radius, BRASS_DARK, 6, 0.55)
    draw_star(surface, center, radius * 0.9, BRASS, 6, 0.55)
    draw_star(surface, (cx - radius * 0.04, cy - radius * 0.05), radius * 0.78, BRASS_LIGHT, 6, 0.55)
    draw_star(surface, center, radius * 0.72, BRASS, 6, 0.55)
    for x, y in star_points(center, radius, 6, 0.55)[::2]:
        gfx.circle(surface, BRASS_DARK, (x, y), max(2, radius * 0.13))
        gfx.circle(surface, BRASS_LIGHT, (x - radius * 0.03, y - radius * 0.03), max(1, radius * 0.08))
    gfx.circle(surface, BRASS_DARK, center, radius * 0.34)
    gfx.circle(surface, BRASS_LIGHT, center, radius * 0.3)
    gfx.circle(surface, BRASS, center, radius * 0.26)
    draw_star(surface, center, radius * 0.2, BRASS_DARK, 5, 0.45)


def draw_divider(surface: pygame.Surface, center_x: int, y: int, width: int, color=INK_SOFT) -> None:
    half = width // 2
    gfx.line(surface, color, (center_x - half, y), (center_x - 10, y), 2)
    gfx.line(surface, color, (center_x + 10, y), (center_x + half, y), 2)
    gfx.polygon(surface, color, [(center_x, y - 5), (center_x + 6, y), (center_x, y + 5), (center_x - 6, y)])
    for sx in (-1, 1):
        gfx.circle(surface, color, (center_x + sx * (half + 4), y), 2)


def clear_cache() -> None:
    for fn in (noise, _grain_tile, vignette, dim, table, panel, shadow, button):
        fn.cache_clear()
