"""Printed-card art drawn at any size: paper faces, western backs, corner indices.

Everything is drawn with pygame at run time and cached by its parameters.
Functions that return a card surface return a fresh copy of the cached one,
so callers may draw on it.  Fonts are passed in as ``pygame.font.Font``.

Public API
----------
``card_base(size, paper=PAPER, ink=INK, radius=None, border=True, seed=0) -> Surface``
    A blank card face: anti-aliased rounded corners, a paper texture (soft
    mottling, grain, fibres, an aged edge) and an inked double-rule border.
``card_back(size, palette="oxblood", motif="star", radius=None) -> Surface``
    A decorative back: a cream margin, a lattice field, a rope frame, corner
    stars and a centre medallion.  ``palette`` is a name from ``PALETTES`` or
    a ``(field, pattern, trim)`` / ``(field, pattern, trim, margin)`` tuple of
    RGB colours; ``motif`` is one of ``MOTIFS`` ("star", "horseshoe",
    "wheel", "skull", "eye").
``draw_corner_index(surface, text, font, color, sub=None, margin=None) -> Rect``
    Prints ``text`` (and an optional small ``sub`` surface, e.g. a suit pip,
    beneath it) in the top-left corner and, turned half round, in the
    bottom-right corner.
``draw_banner(surface, rect, text, font, fill, ink, text_color=None) -> None``
    A ribbon banner with notched tails for a card's title.
``draw_centered_text(surface, text, font, color, center) -> Rect``
``number_face(size, number, big_font, index_font, paper=PAPER, ink=INK, accent=None, caption=None, caption_font=None, motif=None) -> Surface``
    A complete face for numbered cards: big centre numeral in an oval
    cartouche, corner indices, an optional caption banner and motif.
``draw_motif(surface, motif, center, radius, color, background) -> None``
    The motifs, for reuse on tokens and icons.
``draw_star(surface, center, radius, color, points=5, inner=0.45, ball_tips=False) -> None``
``supersampled(size, draw, scale=4, clear=(0, 0, 0)) -> Surface``
    Draws with ``draw(surface, scale)`` on a canvas ``scale`` times larger
    and smooth-scales it down: anti-aliased shapes from plain gfx drawing.
    Keep ``scale`` a power of two: pygame's smooth scale is exact for those,
    so opaque areas stay fully opaque.
    ``clear`` is the RGB of the transparent background; pass the colour of
    the outermost edges to avoid a dark fringe.
``content_rect(size) -> Rect``
    The area inside card_base's border, for laying out a face.
``rounded_mask(size, radius) -> Surface``
    White with anti-aliased alpha, for ``BLEND_RGBA_MULT``.
``default_radius(size) -> int``
``shade(color, factor) -> Color``
    Darker (factor < 1) or lighter (factor > 1, towards white) RGB.
"""

from __future__ import annotations

import math
import random
from typing import Callable, Sequence

import pygame

from game.engine import text as text_module  # "text" is a parameter name here
from game.engine import gfx

Color = tuple[int, int, int]
Size = tuple[int, int]

PAPER: Color = (241, 231, 206)
INK: Color = (54, 38, 28)

#: field, pattern, trim, margin
PALETTES: dict[str, tuple[Color, Color, Color, Color]] = {
    "oxblood": ((122, 30, 28), (150, 52, 44), (226, 190, 120), (246, 236, 210)),
    "navy": ((28, 44, 82), (46, 66, 112), (214, 186, 120), (244, 238, 218)),
    "forest": ((34, 70, 48), (52, 94, 66), (220, 192, 124), (246, 238, 212)),
    "tobacco": ((96, 60, 32), (122, 82, 48), (236, 206, 142), (248, 236, 210)),
    "charcoal": ((40, 38, 40), (62, 58, 60), (196, 164, 104), (240, 232, 214)),
}

MOTIFS = ("star", "horseshoe", "wheel", "skull", "eye")


def default_radius(size: Size) -> int:
    return max(3, round(min(size) * 0.075))


def shade(color: Sequence[int], factor: float) -> Color:
    """Darker (<1) or lighter (>1) version of an RGB colour."""
    if factor <= 1:
        return tuple(max(0, min(255, round(c * factor))) for c in color[:3])  # type: ignore[return-value]
    return tuple(max(0, min(255, round(c + (255 - c) * (factor - 1)))) for c in color[:3])  # type: ignore[return-value]


def supersampled(size: Size, draw: Callable[[pygame.Surface, int], None], scale: int = 4,
                 clear: Sequence[int] = (0, 0, 0)) -> pygame.Surface:
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    # ``draw`` works in units ``scale`` times the logical ones; on a finer screen
    # fewer extra samples per real pixel are needed (at least 2), which keeps the
    # scratch picture about as big as at scale 1.
    k = gfx.scale()
    per_pixel = scale if k <= 1 else max(2, math.ceil(scale / k))
    big = gfx.Surface((w * scale, h * scale), pygame.SRCALPHA, k=k * per_pixel / scale)
    big.fill((*clear[:3], 0))
    with gfx.at_scale(big.k):  # layers ``draw`` makes match the big picture
        draw(big, scale)
    return gfx.smoothscale(big, (w, h))


@gfx.cached(maxsize=64)
def _rounded_mask(size: Size, radius: int) -> pygame.Surface:
    def draw(s: pygame.Surface, k: int) -> None:
        gfx.rect(s, (255, 255, 255, 255), s.get_rect(), border_radius=radius * k)
    return supersampled(size, draw, 4, clear=(255, 255, 255))


def rounded_mask(size: Size, radius: int) -> pygame.Surface:
    return _rounded_mask((int(size[0]), int(size[1])), int(radius))


def _apply_mask(surface: pygame.Surface, radius: int) -> None:
    surface.blit(rounded_mask(surface.get_size(), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


# --- paper -----------------------------------------------------------------

def _gaussians(rnd: random.Random, n: int, sigma: float) -> list[float]:
    """``n`` draws of ``rnd.gauss(0, sigma)``, the same numbers in the same
    order, computed in pairs as ``random.gauss`` does, without its per-call cost."""
    rand, log, sqrt, cos, sin, tau = rnd.random, math.log, math.sqrt, math.cos, math.sin, math.tau
    out: list[float] = []
    for _ in range((n + 1) // 2):
        x2pi = rand() * tau
        g2rad = sqrt(-2.0 * log(1.0 - rand()))
        out.append(0.0 + cos(x2pi) * g2rad * sigma)
        out.append(0.0 + sin(x2pi) * g2rad * sigma)
    return out[:n]


@gfx.cached(maxsize=1)
def _box_muller_matches() -> bool:
    """True when ``_gaussians`` reproduces this Python's ``random.gauss`` exactly."""
    a, b = random.Random(2024), random.Random(2024)
    return [a.gauss(0, 5) for _ in range(64)] == _gaussians(b, 64, 5.0)


@gfx.cached(maxsize=16)
def _grain_tile(seed: int) -> pygame.Surface:
    """A tile 64 logical pixels wide of fine grey grain around mid-grey (128 =
    no change), one grain per real pixel."""
    rnd = random.Random(seed * 7919 + 17)
    n = max(1, round(64 * gfx.scale()))
    draws = _gaussians(rnd, n * n, 5.0) if _box_muller_matches() else [rnd.gauss(0, 5) for _ in range(n * n)]
    grey = bytes([max(0, min(255, 128 + int(g))) for g in draws])
    pixels = bytearray(len(grey) * 3)
    pixels[0::3] = pixels[1::3] = pixels[2::3] = grey
    tile = gfx.pixels((n, n))
    tile.blit(pygame.image.frombuffer(bytes(pixels), (n, n), "RGB"), (0, 0))
    return gfx.wrap(tile, size=(64, 64))


@gfx.cached(maxsize=64)
def _paper(size: Size, paper: Color, seed: int) -> pygame.Surface:
    w, h = size
    rnd = random.Random(hash((size, paper, seed)) & 0xFFFFFFFF)
    surf = gfx.Surface(size)
    surf.fill(paper)
    # Soft mottling: a tiny random field blown up smoothly, applied as add and
    # subtract so the paper stays its own colour on average.
    cw, ch = max(2, w // 14), max(2, h // 14)
    for flag in (pygame.BLEND_RGB_ADD, pygame.BLEND_RGB_SUB):
        small = gfx.pixels((cw, ch))
        for y in range(ch):
            for x in range(cw):
                v = rnd.randint(0, 7)
                small.set_at((x, y), (v, v, max(0, v - 1)))
        surf.blit(gfx.smoothscale(small, size), (0, 0), special_flags=flag)
    # Fine grain, tiled: centred on mid-grey, so modulate around 1.0.
    grain = _grain_tile(seed)
    light = gfx.Surface(size)
    for ty in range(0, h, 64):
        for tx in range(0, w, 64):
            light.blit(grain, (tx, ty))
    dark = light.copy()
    light.fill((128, 128, 128), special_flags=pygame.BLEND_RGB_SUB)   # the positive half
    dark.fill((255, 255, 255), special_flags=pygame.BLEND_RGB_SUB)    # 255-v ...
    dark.fill((127, 127, 127), special_flags=pygame.BLEND_RGB_SUB)    # ... minus 127: the negative half
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(dark, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    # Fibres: short faint strokes.
    fibres = gfx.Surface(size, pygame.SRCALPHA)
    for _ in range(int(w * h / 500)):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        a = rnd.uniform(0, math.pi)
        ln = rnd.uniform(2, 7)
        col = shade(paper, rnd.choice((0.86, 0.9, 1.25)))
        gfx.aaline(fibres, (*col, rnd.randint(30, 70)), (x, y),
                           (x + math.cos(a) * ln, y + math.sin(a) * ln))
    surf.blit(fibres, (0, 0))
    # An aged edge: darker towards the borders.
    vig = gfx.pixels((9, 9))
    for y in range(9):
        for x in range(9):
            d = max(abs(x - 4), abs(y - 4)) / 4
            v = 255 - int(34 * d ** 3)
            vig.set_at((x, y), (v, v, max(0, v - 4)))
    surf.blit(gfx.smoothscale(vig, size), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return surf


def _border_metrics(size: Size) -> tuple[int, int, int]:
    """(inset of the outer rule, its thickness, gap to the inner rule) for a card size."""
    m = min(size)
    inset = max(3, round(m * 0.05))
    thick = max(2, round(m * 0.018))
    gap = thick + max(2, round(m * 0.014))
    return inset, thick, gap


def content_rect(size: Size) -> pygame.Rect:
    """The area inside a card_base border's inner rule."""
    inset, _thick, gap = _border_metrics(size)
    edge = inset + gap + 1
    return pygame.Rect(edge, edge, int(size[0]) - 2 * edge, int(size[1]) - 2 * edge)


def title_rect(size: Size, height: int) -> pygame.Rect:
    """The top band of content_rect that a title may fill: clear of the corner diamonds."""
    inner = content_rect(size)
    _inset, _thick, gap = _border_metrics(size)
    d = max(2, round(min(int(size[0]), int(size[1])) * 0.018))
    clear = gap // 2 + 2 * d + 1
    return pygame.Rect(inner.left + clear, inner.top, max(1, inner.w - 2 * clear), height)


@gfx.cached(maxsize=64)
def _card_base(size: Size, paper: Color, ink: Color, radius: int, border: bool, seed: int) -> pygame.Surface:
    w, h = size
    surf = gfx.Surface(size, pygame.SRCALPHA)
    surf.blit(_paper(size, paper, seed), (0, 0))
    inset, thick, gap = _border_metrics(size)

    def draw_ink(s: pygame.Surface, k: int) -> None:
        # The card's cut edge, a shade darker than the paper.
        gfx.rect(s, (*shade(paper, 0.72), 255), s.get_rect(), max(1, k), border_radius=radius * k)
        if not border:
            return
        r_out = max(2, radius - inset // 2)
        outer = pygame.Rect(inset * k, inset * k, (w - 2 * inset) * k, (h - 2 * inset) * k)
        gfx.rect(s, (*ink, 255), outer, thick * k, border_radius=r_out * k)
        inner = outer.inflate(-2 * gap * k, -2 * gap * k)
        gfx.rect(s, (*ink, 255), inner, max(1, k), border_radius=max(1, r_out - gap) * k)
        # Small diamonds in the corners between the rules.
        d = max(2, round(min(w, h) * 0.018)) * k
        off = (gap * k) // 2 + d
        for cx, cy in ((inner.left + off, inner.top + off), (inner.right - off, inner.top + off),
                       (inner.left + off, inner.bottom - off), (inner.right - off, inner.bottom - off)):
            gfx.polygon(s, (*ink, 255), [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])

    overlay = supersampled(size, draw_ink, 4, clear=ink)
    # Printed ink is not perfectly black on paper: let a little paper through.
    overlay.set_alpha(235)
    surf.blit(overlay, (0, 0))
    _apply_mask(surf, radius)
    return surf


def card_base(size: Size, paper: Color = PAPER, ink: Color = INK, radius: int | None = None,
              border: bool = True, seed: int = 0) -> pygame.Surface:
    size = (int(size[0]), int(size[1]))
    r = default_radius(size) if radius is None else int(radius)
    return _card_base(size, tuple(paper[:3]), tuple(ink[:3]), r, bool(border), int(seed)).copy()


# --- motifs ----------------------------------------------------------------

def _star_points(center: Sequence[float], radius: float, points: int, inner: float,
                 rotation: float = -math.pi / 2) -> list[tuple[float, float]]:
    cx, cy = center
    pts = []
    for i in range(points * 2):
        r = radius if i % 2 == 0 else radius * inner
        a = rotation + i * math.pi / points
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    return pts


def draw_star(surface: pygame.Surface, center: Sequence[float], radius: float, color: Sequence[int],
              points: int = 5, inner: float = 0.45, ball_tips: bool = False) -> None:
    pts = _star_points(center, radius * (0.86 if ball_tips else 1.0), points, inner)
    gfx.polygon(surface, color, pts)
    if ball_tips:
        for p in pts[::2]:
            gfx.circle(surface, color, p, max(1.0, radius * 0.14))


def draw_motif(surface: pygame.Surface, motif: str, center: Sequence[float], radius: float,
               color: Sequence[int], background: Sequence[int]) -> None:
    """Draws one of ``MOTIFS`` filling a circle of ``radius`` (use on a supersampled canvas)."""
    cx, cy = center
    r = radius
    lw = max(1, round(r * 0.09))
    if motif == "star":
        # A sheriff's badge: six points with ball tips, a ring and a stamped centre.
        draw_star(surface, center, r, color, 6, 0.55, ball_tips=True)
        gfx.circle(surface, background, center, r * 0.42)
        gfx.circle(surface, color, center, r * 0.36)
        gfx.circle(surface, background, center, r * 0.36, max(1, lw // 2))
        draw_star(surface, center, r * 0.24, background, 5, 0.45)
    elif motif == "horseshoe":
        rect = pygame.Rect(0, 0, r * 1.5, r * 1.7)
        rect.center = (round(cx), round(cy - r * 0.05))
        thick = max(2, round(r * 0.32))
        gfx.ellipse(surface, color, rect)
        gfx.ellipse(surface, background, rect.inflate(-2 * thick, -2 * thick))
        # Open the bottom and flare the heels.
        gap = pygame.Rect(0, 0, r * 0.62, r * 0.9)
        gap.midbottom = (round(cx), rect.bottom + 2)
        gfx.rect(surface, background, gap)
        for side in (-1, 1):
            hx = cx + side * (r * 0.31 + thick * 0.5)
            gfx.rect(surface, color, pygame.Rect(hx - thick * 0.75, rect.bottom - thick * 0.7,
                                                         thick * 1.5, thick * 0.7), border_radius=max(1, thick // 4))
        # Nail holes.
        for i in range(6):
            a = math.pi * (0.95 + i * 0.22) if i < 3 else math.pi * (0.05 - (i - 3) * 0.22)
            px = cx + math.cos(a) * (rect.w / 2 - thick / 2)
            py = rect.centery + math.sin(a) * (rect.h / 2 - thick / 2)
            gfx.circle(surface, background, (px, py), max(1, thick * 0.16))
    elif motif == "wheel":
        gfx.circle(surface, color, center, r, max(2, round(r * 0.16)))
        gfx.circle(surface, color, center, r * 0.74, max(1, round(r * 0.05)))
        for i in range(12):
            a = i * math.pi / 6
            gfx.line(surface, color, (cx + math.cos(a) * r * 0.2, cy + math.sin(a) * r * 0.2),
                             (cx + math.cos(a) * r * 0.9, cy + math.sin(a) * r * 0.9), max(2, round(r * 0.08)))
        gfx.circle(surface, color, center, r * 0.24)
        gfx.circle(surface, background, center, r * 0.09)
    elif motif == "skull":
        head = pygame.Rect(0, 0, r * 1.4, r * 1.22)
        head.center = (round(cx), round(cy - r * 0.18))
        gfx.ellipse(surface, color, head)
        jaw = pygame.Rect(0, 0, r * 0.84, r * 0.6)
        jaw.midtop = (round(cx), round(head.bottom - r * 0.3))
        gfx.rect(surface, color, jaw, border_radius=max(1, round(r * 0.16)))
        for side in (-1, 1):
            eye = pygame.Rect(0, 0, r * 0.42, r * 0.38)
            eye.center = (round(cx + side * r * 0.3), round(cy - r * 0.12))
            gfx.ellipse(surface, background, eye)
        gfx.polygon(surface, background, [(cx, cy + r * 0.1), (cx - r * 0.1, cy + r * 0.3),
                                                  (cx + r * 0.1, cy + r * 0.3)])
        for i in (-1, 0, 1):
            x = cx + i * r * 0.2
            gfx.line(surface, background, (x, jaw.top + r * 0.22), (x, jaw.bottom - r * 0.04),
                             max(1, round(r * 0.06)))
    elif motif == "eye":
        # A watchful eye in a triangle: for the detective's deck.
        tri = [(cx, cy - r * 0.95), (cx + r * 0.95, cy + r * 0.7), (cx - r * 0.95, cy + r * 0.7)]
        gfx.polygon(surface, color, tri, max(2, round(r * 0.1)))
        eye = pygame.Rect(0, 0, r * 1.0, r * 0.52)
        eye.center = (round(cx), round(cy + r * 0.18))
        gfx.ellipse(surface, color, eye)
        gfx.circle(surface, background, eye.center, r * 0.2)
        gfx.circle(surface, color, eye.center, r * 0.1)
    else:
        raise ValueError(f"unknown motif {motif!r}; choose one of {', '.join(MOTIFS)}")


# --- backs -----------------------------------------------------------------

def _palette(palette: str | Sequence[Sequence[int]]) -> tuple[Color, Color, Color, Color]:
    if isinstance(palette, str):
        if palette not in PALETTES:
            raise ValueError(f"unknown palette {palette!r}; choose one of {', '.join(PALETTES)}")
        return PALETTES[palette]
    cols = [tuple(int(c) for c in col[:3]) for col in palette]
    if len(cols) == 3:
        cols.append(PALETTES["oxblood"][3])
    if len(cols) != 4:
        raise ValueError("a palette is (field, pattern, trim) or (field, pattern, trim, margin)")
    return cols[0], cols[1], cols[2], cols[3]  # type: ignore[return-value]


@gfx.cached(maxsize=32)
def _card_back(size: Size, palette: tuple[Color, Color, Color, Color], motif: str, radius: int) -> pygame.Surface:
    field, pattern, trim, margin_col = palette
    w, h = size
    m = max(3, round(min(w, h) * 0.06))           # the cream margin
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    r_in = max(2, radius - m // 2)

    def draw(s: pygame.Surface, k: int) -> None:
        R = pygame.Rect(inner.x * k, inner.y * k, inner.w * k, inner.h * k)
        gfx.rect(s, (*field, 255), R, border_radius=r_in * k)
        _back_lattice(s, R, k, min(w, h), pattern, r_in)
        frame = _back_rope_frame(s, R, k, min(w, h), field, trim, r_in)
        _back_medallion(s, R.center, min(frame.w, frame.h) * 0.36, k, field, trim, motif)

    surf = gfx.Surface(size, pygame.SRCALPHA)
    surf.blit(_paper(size, margin_col, 3), (0, 0))
    surf.blit(supersampled(size, draw, 4, clear=field), (0, 0))
    # Print texture over the ink too: multiply a light paper grain on top.
    grain = _paper(size, (255, 255, 255), 5).copy()
    grain.fill((236, 236, 236), special_flags=pygame.BLEND_RGB_MAX)
    surf.blit(grain, (0, 0), special_flags=pygame.BLEND_RGB_MULT)

    def edge(s: pygame.Surface, k: int) -> None:
        gfx.rect(s, (*shade(margin_col, 0.7), 255), s.get_rect(), max(1, k), border_radius=radius * k)
    surf.blit(supersampled(size, edge, 4, clear=margin_col), (0, 0))
    _apply_mask(surf, radius)
    return surf


def _back_lattice(s: pygame.Surface, R: pygame.Rect, k: int, short: int, pattern: Color, r_in: int) -> None:
    """A lattice of diamonds, clipped to the field ``R`` (``short``: the card's shorter side)."""
    field_layer = gfx.Surface(s.get_size(), pygame.SRCALPHA)
    step = max(6, round(short * 0.085)) * k
    lw = max(1, round(k * max(1, short / 140)))
    span = R.w + R.h
    for i in range(-span // step - 1, span // step + 2):
        x0 = R.left + i * step
        gfx.line(field_layer, (*pattern, 255), (x0, R.top), (x0 + R.h, R.bottom), lw)
        gfx.line(field_layer, (*pattern, 255), (x0, R.bottom), (x0 + R.h, R.top), lw)
    for iy in range(0, R.h // step + 2):
        for ix in range(0, R.w // step + 2):
            cy = R.top + iy * (step // 2)
            cx = R.left + ix * step + (step // 2 if iy % 2 else 0)
            gfx.circle(field_layer, (*shade(pattern, 1.25), 255), (cx, cy), max(1, lw))
    clip = gfx.Surface(s.get_size(), pygame.SRCALPHA)
    gfx.rect(clip, (255, 255, 255, 255), R, border_radius=r_in * k)
    field_layer.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(field_layer, (0, 0))


def _back_rope_frame(s: pygame.Surface, R: pygame.Rect, k: int, short: int, field: Color, trim: Color,
                     r_in: int) -> pygame.Rect:
    """A rope frame inside the field: a band of trim with diagonal twists and
    a star at each corner.  Returns the frame's rectangle."""
    band = max(3, round(short * 0.045)) * k
    inset = max(3, round(short * 0.05)) * k
    frame = R.inflate(-2 * inset, -2 * inset)
    rr = max(1, r_in * k - inset // 2)
    gfx.rect(s, (*field, 255), frame.inflate(band, band), band, border_radius=rr + band // 2)
    gfx.rect(s, (*trim, 255), frame, max(1, band // 5), border_radius=rr)
    gfx.rect(s, (*trim, 255), frame.inflate(-band, -band), max(1, band // 5), border_radius=max(1, rr - band // 2))
    twist = band * 0.9
    edge_pts = []
    # walk the band and stamp short diagonals
    mid = frame.inflate(-band // 2, -band // 2)
    n_h = max(4, int(mid.w / twist))
    n_v = max(4, int(mid.h / twist))
    for i in range(n_h):
        x = mid.left + (i + 0.5) * mid.w / n_h
        edge_pts.append((x, mid.top))
        edge_pts.append((x, mid.bottom))
    for i in range(n_v):
        y = mid.top + (i + 0.5) * mid.h / n_v
        edge_pts.append((mid.left, y))
        edge_pts.append((mid.right, y))
    d = band * 0.3
    for x, y in edge_pts:
        if frame.inflate(-band * 2, -band * 2).collidepoint(x, y):
            continue
        near_corner = (min(abs(x - mid.left), abs(x - mid.right)) < rr * 0.8
                       and min(abs(y - mid.top), abs(y - mid.bottom)) < rr * 0.8)
        if near_corner:
            continue
        gfx.line(s, (*trim, 255), (x - d, y + d), (x + d, y - d), max(1, band // 4))
    # Corner stars.
    cs = band * 1.1
    for cx, cy in ((frame.left, frame.top), (frame.right, frame.top),
                   (frame.left, frame.bottom), (frame.right, frame.bottom)):
        gfx.circle(s, (*field, 255), (cx, cy), cs * 1.05)
        draw_star(s, (cx, cy), cs, (*trim, 255), 5, 0.45)
    return frame


def _back_medallion(s: pygame.Surface, c: tuple, rad: float, k: int, field: Color, trim: Color, motif: str) -> None:
    """The medallion at the back's centre ``c``, ringed with tick marks like a stamped seal."""
    gfx.circle(s, (*shade(field, 0.7), 255), c, rad * 1.12)
    gfx.circle(s, (*trim, 255), c, rad * 1.04)
    gfx.circle(s, (*field, 255), c, rad * 0.94)
    gfx.circle(s, (*trim, 255), c, rad * 0.88, max(1, round(k * 0.8)))
    for i in range(36):
        a = i * math.pi / 18
        gfx.line(s, (*trim, 255), (c[0] + math.cos(a) * rad * 0.94, c[1] + math.sin(a) * rad * 0.94),
                         (c[0] + math.cos(a) * rad * 1.04, c[1] + math.sin(a) * rad * 1.04), max(1, k))
    draw_motif(s, motif, c, rad * 0.68, (*trim, 255), (*field, 255))


def card_back(size: Size, palette: str | Sequence[Sequence[int]] = "oxblood", motif: str = "star",
              radius: int | None = None) -> pygame.Surface:
    if motif not in MOTIFS:
        raise ValueError(f"unknown motif {motif!r}; choose one of {', '.join(MOTIFS)}")
    size = (int(size[0]), int(size[1]))
    r = default_radius(size) if radius is None else int(radius)
    return _card_back(size, _palette(palette), motif, r).copy()


# --- printing on faces -------------------------------------------------------

def draw_centered_text(surface: pygame.Surface, text: str, font: pygame.font.Font, color: Sequence[int],
                       center: Sequence[float]) -> pygame.Rect:
    img = font.render(text, True, color)
    rect = img.get_rect(center=(round(center[0]), round(center[1])))
    return text_module.blit(surface, img, rect, text, content_rect(surface.get_size()))


def draw_corner_index(surface: pygame.Surface, text: str, font: pygame.font.Font, color: Sequence[int],
                      sub: pygame.Surface | None = None, margin: int | None = None) -> pygame.Rect:
    """Print the index top-left and, turned half round, bottom-right; returns the top-left block's rect.

    ``margin`` is the distance from the card's edge to the index; by default
    it sits just inside a card_base border."""
    w, h = surface.get_size()
    if margin is None:
        margin = content_rect((w, h)).x + max(1, round(min(w, h) * 0.015))
    label = font.render(text, True, color)
    sub_h = sub.get_height() + 1 if sub is not None else 0
    block_w = max(label.get_width(), sub.get_width() if sub is not None else 0)
    block = gfx.Surface((block_w, label.get_height() + sub_h), pygame.SRCALPHA)
    text_module.blit(block, label, ((block_w - label.get_width()) // 2, 0), text)
    if sub is not None:
        block.blit(sub, ((block_w - sub.get_width()) // 2, label.get_height() + 1))
    rect = block.get_rect(topleft=(margin, margin))
    text_module.blit(surface, block, rect, text, content_rect((w, h)))
    turned = text_module.rotated(block, 180)
    text_module.blit(surface, turned, (w - rect.right, h - rect.bottom), text, content_rect((w, h)))
    return rect


def draw_banner(surface: pygame.Surface, rect: pygame.Rect | Sequence[int], text: str, font: pygame.font.Font,
                fill: Sequence[int], ink: Sequence[int], text_color: Sequence[int] | None = None) -> None:
    rect = pygame.Rect(rect)
    notch = rect.h // 3
    tail = rect.h // 2

    def draw(s: pygame.Surface, k: int) -> None:
        R = pygame.Rect(0, 0, rect.w * k, rect.h * k)
        body = R.inflate(-2 * tail * k, -rect.h * k // 5)
        dark = (*shade(fill, 0.7), 255)
        for side in (-1, 1):
            x_in = body.left if side < 0 else body.right
            x_out = R.left if side < 0 else R.right
            y0, y1 = body.top + rect.h * k // 5, body.bottom + rect.h * k // 5
            ribbon = [(x_in - side * 0, y0), (x_out, y0), (x_out + side * -notch * k, (y0 + y1) / 2),
                      (x_out, y1), (x_in, y1)]
            gfx.polygon(s, dark, ribbon)
            gfx.polygon(s, (*ink, 255), ribbon, max(1, k))
        gfx.rect(s, (*fill, 255), body)
        gfx.rect(s, (*ink, 255), body, max(1, k))
        gfx.line(s, (*ink, 120), (body.left + 3 * k, body.top + 3 * k), (body.right - 3 * k, body.top + 3 * k), max(1, k // 2))
        gfx.line(s, (*ink, 120), (body.left + 3 * k, body.bottom - 3 * k), (body.right - 3 * k, body.bottom - 3 * k), max(1, k // 2))

    surface.blit(supersampled(rect.size, draw, 4, clear=ink), rect.topleft)
    label = font.render(text, True, text_color or ink)
    body_center = (rect.centerx, rect.centery - rect.h // 10)
    if label.get_width() > rect.w - 2 * tail - 6:
        scale = (rect.w - 2 * tail - 6) / label.get_width()
        label = text_module.scaled(label, (label.get_width() * scale, label.get_height() * scale))
    text_module.blit(surface, label, label.get_rect(center=body_center), text, rect)


def number_face(size: Size, number: int | str, big_font: pygame.font.Font, index_font: pygame.font.Font,
                paper: Color = PAPER, ink: Color = INK, accent: Color | None = None,
                caption: str | None = None, caption_font: pygame.font.Font | None = None,
                motif: str | None = None) -> pygame.Surface:
    """A numbered card face (not cached: it is built once per card by its game)."""
    accent = accent or (150, 44, 36)
    surf = card_base(size, paper, ink)
    w, h = surf.get_size()
    cy = h * (0.46 if caption else 0.5)

    def draw(s: pygame.Surface, k: int) -> None:
        oval = pygame.Rect(0, 0, w * 0.6 * k, h * 0.46 * k)
        oval.center = (round(w / 2 * k), round(cy * k))
        ring = max(2, round(w / 45)) * k
        gfx.ellipse(s, (*accent, 255), oval)
        gfx.ellipse(s, (*shade(paper, 1.15), 255), oval.inflate(-2 * ring, -2 * ring))
        gfx.ellipse(s, (*ink, 255), oval.inflate(-3 * ring, -3 * ring), max(1, k))
        gfx.ellipse(s, (*ink, 255), oval, max(1, k))
        if motif:
            mc = (oval.centerx, oval.top)
            gfx.circle(s, (*paper, 255), mc, w * 0.085 * k)
            draw_motif(s, motif, mc, w * 0.07 * k, (*accent, 255), (*paper, 255))
    surf.blit(supersampled(size, draw, 4, clear=accent), (0, 0))
    num = big_font.render(str(number), True, ink)
    text_module.blit(surf, num, num.get_rect(center=(w // 2, round(cy))), str(number), content_rect((w, h)))
    draw_corner_index(surf, str(number), index_font, accent)
    if caption:
        font = caption_font or index_font
        band = pygame.Rect(0, 0, round(w * 0.8), max(font.get_height() + 10, round(h * 0.12)))
        band.center = (w // 2, round(h * 0.765))
        draw_banner(surf, band, caption, font, accent, ink, text_color=shade(paper, 1.1))
    return surf


__all__ = [
    "INK", "MOTIFS", "PALETTES", "PAPER", "card_back", "card_base", "default_radius", "draw_banner",
    "content_rect", "title_rect", "draw_centered_text", "draw_corner_index", "draw_motif", "draw_star", "number_face", "rounded_mask",
    "shade", "supersampled",
]
