"""The ground of The Few and Cursed's board: sand, the old sea floor and its terrain.

Drawing pieces for few_and_cursed_art.py, which composes the board: the
scale and palette, line and text helpers, the sand, the vanished sea's depth
contours, and the terrain features (dunes, salt flats, mesas, gorges,
broken walls, arches, wrecked ships, bones, skulls, ribs, cacti).  Points
are in board pixels; everything is drawn at S times that size.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
WIDTH, HEIGHT = 2400, 1800
S = 2          # drawing scale: the board is drawn at S times its size, then scaled down
SEED = 1840

SAND = (238, 216, 172)
SAND_LIGHT = (246, 231, 196)
SAND_DARK = (196, 160, 108)
INK = (58, 38, 24)
INK_SOFT = (104, 74, 48)
CONTOUR = (150, 148, 140)
SALT = (244, 240, 228)
SALT_CRACK = (176, 152, 116)
ROCK = (172, 92, 54)
ROCK_TOP = (206, 130, 82)
ROCK_DARK = (112, 54, 34)
STONE = (168, 156, 136)
STONE_DARK = (104, 94, 80)
WOOD = (110, 78, 50)
WOOD_DARK = (66, 44, 28)
CURSE = (112, 56, 140)
CURSE_LIGHT = (186, 140, 210)
CURSE_DARK = (60, 24, 78)
BONE = (240, 232, 214)
BLOOD = (150, 28, 24)
TRAIL = (238, 222, 186)
TRAIL_EDGE = (132, 100, 66)
TOKEN = (250, 241, 216)
ARTIFACT_RGB = {"red": (184, 36, 30), "blue": (40, 84, 168), "green": (46, 128, 64), "gold": (214, 164, 30)}
DISC = {  # fill, rim, for each kind of space
    "desert": ((236, 210, 150), (120, 84, 40)),
    "canyons": ((200, 112, 66), (98, 44, 24)),
    "ruins": ((186, 176, 158), (78, 70, 60)),
    "cursed": ((136, 82, 164), (52, 18, 70)),
    "san_andreas": ((238, 216, 160), (70, 44, 20)),
}
SYMBOL = 40           # a road symbol's size, board px: readable on a map zoomed to a few spaces
SYMBOL_STEP = 44      # spacing of symbols along a road

Point = tuple[float, float]


def sp(p: Point) -> tuple[float, float]:
    return (p[0] * S, p[1] * S)


def font(name: str, size: float) -> pygame.font.Font:
    return pygame.font.Font(str(FONTS / name), round(size * S))


# --- drawing helpers -----------------------------------------------------------------

def thick(target: pygame.Surface, colour, line: list[Point], width: float) -> None:
    """A polyline with round joins and ends (board coordinates)."""
    w = width * S
    pts = [sp(p) for p in line]
    for p, q in zip(pts, pts[1:]):
        dx, dy = q[0] - p[0], q[1] - p[1]
        length = math.hypot(dx, dy)
        if length == 0:
            continue
        nx, ny = -dy / length * w / 2, dx / length * w / 2
        pygame.draw.polygon(target, colour, [(p[0] + nx, p[1] + ny), (q[0] + nx, q[1] + ny),
                                             (q[0] - nx, q[1] - ny), (p[0] - nx, p[1] - ny)])
    for p in pts:
        pygame.draw.circle(target, colour, p, w / 2)


def blob(rng: random.Random, centre: Point, radius: float, points: int = 11, rough: float = 0.25) -> list[Point]:
    """An irregular closed outline round a centre."""
    out = []
    phase = rng.uniform(0, math.tau)
    for k in range(points):
        a = phase + math.tau * k / points
        r = radius * rng.uniform(1 - rough, 1 + rough * 0.5)
        out.append((centre[0] + math.cos(a) * r, centre[1] + math.sin(a) * r))
    return smooth_ring(out)


def smooth_ring(ring: list[Point], steps: int = 6) -> list[Point]:
    n = len(ring)
    out: list[Point] = []
    for i in range(n):
        p0, p1, p2, p3 = ring[i - 1], ring[i], ring[(i + 1) % n], ring[(i + 2) % n]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    return out


def noise_surface(rng: random.Random, cells: tuple[int, int], lo: int, hi: int) -> pygame.Surface:
    """Random grey values lo..hi on a small grid, smoothly scaled to the whole drawing."""
    w, h = cells
    table = bytes(lo + (v * (hi - lo + 1)) // 256 for v in range(256))
    raw = rng.randbytes(w * h).translate(table)
    small = pygame.image.frombuffer(bytes(b for v in raw for b in (v, v, v)), (w, h), "RGB")
    return pygame.transform.smoothscale(small, (WIDTH * S, HEIGHT * S))


def radial(radius: float, colour, alpha: int) -> pygame.Surface:
    """A soft round stain: full ``alpha`` at the centre fading to nothing at ``radius``."""
    size = 64
    small = pygame.Surface((size, size), pygame.SRCALPHA)
    for r in range(size // 2, 0, -1):
        a = alpha * (1 - (r / (size / 2)) ** 2)
        pygame.draw.circle(small, (*colour, round(a)), (size / 2, size / 2), r)
    d = round(2 * radius * S)
    return pygame.transform.smoothscale(small, (d, d))


def halo_text(target: pygame.Surface, fnt: pygame.font.Font, text: str, centre: Point, colour,
              halo=(250, 240, 214), spread: float = 2.5) -> pygame.Rect:
    ink = fnt.render(text, True, colour)
    glow = fnt.render(text, True, halo)
    rect = ink.get_rect(center=sp(centre))
    r = spread * S
    for k in range(12):
        a = math.tau * k / 12
        target.blit(glow, rect.move(round(math.cos(a) * r), round(math.sin(a) * r)))
    target.blit(ink, rect)
    return rect


# --- the ground ------------------------------------------------------------------------

def draw_sand(surf: pygame.Surface, rng: random.Random) -> None:
    surf.fill(SAND)
    for cells, lo, hi in (((10, 8), 214, 255), ((40, 30), 232, 255), ((160, 120), 242, 255)):
        surf.blit(noise_surface(rng, cells, lo, hi), (0, 0), special_flags=pygame.BLEND_MULT)
    light = noise_surface(rng, (24, 18), 0, 40)
    surf.blit(light, (0, 0), special_flags=pygame.BLEND_ADD)
    # Fine grain: sand, not paint.
    grain = noise_surface(rng, (WIDTH // 2, HEIGHT // 2), 232, 255)
    surf.blit(grain, (0, 0), special_flags=pygame.BLEND_MULT)


def heightfield(rng: random.Random) -> tuple[list[list[float]], int]:
    """The old sea floor's depth on a coarse grid: deep trenches and seamounts."""
    step = 25
    cols, rows = WIDTH // step + 1, HEIGHT // step + 1
    bumps = [(rng.uniform(0, WIDTH), rng.uniform(0, HEIGHT), rng.uniform(160, 420), rng.uniform(-1.0, 1.0))
             for _ in range(26)]
    grid = []
    for r in range(rows):
        row = []
        for c in range(cols):
            x, y = c * step, r * step
            v = 0.25 * math.sin(x / 310 + 1.3) * math.cos(y / 270 - 0.4)
            for bx, by, br, bh in bumps:
                d2 = ((x - bx) ** 2 + (y - by) ** 2) / (br * br)
                if d2 < 9:
                    v += bh * math.exp(-d2)
            row.append(v)
        grid.append(row)
    return grid, step


def draw_contours(surf: pygame.Surface, rng: random.Random) -> list[tuple[Point, float]]:
    """Depth contours of the vanished sea, drawn faint as on an old chart;
    returns sample points and depths for the soundings."""
    grid, step = heightfield(rng)
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    colour = (*CONTOUR, 95)
    for level in [i * 0.22 for i in range(-6, 7)]:
        for r in range(len(grid) - 1):
            for c in range(len(grid[0]) - 1):
                corners = [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)]
                vals = [grid[y][x] for x, y in corners]
                cuts = []
                for i in range(4):
                    (x1, y1), (x2, y2) = corners[i], corners[(i + 1) % 4]
                    v1, v2 = vals[i], vals[(i + 1) % 4]
                    if (v1 < level) != (v2 < level):
                        t = (level - v1) / (v2 - v1)
                        cuts.append(((x1 + (x2 - x1) * t) * step, (y1 + (y2 - y1) * t) * step))
                for a, b in zip(cuts[0::2], cuts[1::2]):
                    pygame.draw.line(layer, colour, sp(a), sp(b), 2 if abs(level) > 0.01 else 3)
    surf.blit(layer, (0, 0))
    samples = []
    for _ in range(120):
        x, y = rng.uniform(80, WIDTH - 80), rng.uniform(80, HEIGHT - 80)
        v = grid[round(y / step)][round(x / step)]
        samples.append(((x, y), v))
    return samples


def densify(line: list[Point], step: float) -> list[Point]:
    out = [line[0]]
    for p, q in zip(line, line[1:]):
        n = max(1, int(math.dist(p, q) // step))
        out += [(p[0] + (q[0] - p[0]) * k / n, p[1] + (q[1] - p[1]) * k / n) for k in range(1, n + 1)]
    return out


def draw_dune(surf: pygame.Surface, rng: random.Random, c: Point, size: float) -> None:
    """A crescent dune: a sunlit face and a shadowed slip face under one crest."""
    tilt = rng.uniform(-0.35, 0.35)
    crest = []
    for k in range(13):
        t = -1 + 2 * k / 12
        crest.append((c[0] + t * size, c[1] - (1 - t * t) * size * 0.34 + t * size * tilt))
    lee = [(x + size * 0.08, y + size * 0.3 * (1 - ((i - 6) / 6) ** 2) + size * 0.04) for i, (x, y) in enumerate(crest)]
    sun = [(x - size * 0.05, y - size * 0.22 * (1 - ((i - 6) / 6) ** 2)) for i, (x, y) in enumerate(crest)]
    pygame.draw.polygon(surf, (*SAND_DARK, 150), [sp(p) for p in crest + lee[::-1]])
    pygame.draw.polygon(surf, (*SAND_LIGHT, 150), [sp(p) for p in sun + crest[::-1]])
    pygame.draw.lines(surf, (*INK_SOFT, 150), False, [sp(p) for p in crest], round(1.5 * S))
    for k in range(1, 4):  # wind ripples on the sunlit face
        rip = [(x - size * 0.06 * k, y - size * 0.07 * k) for x, y in crest[2:-2]]
        pygame.draw.lines(surf, (*SAND_DARK, 90), False, [sp(p) for p in rip], S)


def draw_salt_flat(surf: pygame.Surface, rng: random.Random, c: Point, radius: float) -> None:
    """A pale pan of salt crust broken into cracked plates with upturned, shadowed rims."""
    outline = blob(rng, c, radius, 9, 0.2)
    pygame.draw.polygon(surf, (*SALT, 120), [sp(p) for p in outline])
    inner = [(c[0] + (x - c[0]) * 0.7, c[1] + (y - c[1]) * 0.7) for x, y in outline]
    pygame.draw.polygon(surf, (*SALT, 150), [sp(p) for p in inner])
    cell = 17
    pts = {}
    span = int(radius // cell) + 2
    for gy in range(-span, span + 1):
        for gx in range(-span, span + 1):
            pts[gx, gy] = (c[0] + gx * cell + rng.uniform(-6, 6) + (gy % 2) * cell / 2,
                           c[1] + gy * cell * 0.87 + rng.uniform(-5, 5))
    inside = _inside_test(outline)
    for (gx, gy), p in pts.items():
        for q_key in ((gx + 1, gy), (gx - 1 + (gy % 2), gy + 1), (gx + (gy % 2), gy + 1)):
            q = pts.get(q_key)
            if q and inside(p) and inside(q) and rng.random() < 0.9:
                pygame.draw.line(surf, (*SALT_CRACK, 200), sp(p), sp(q), max(1, S))
    pygame.draw.lines(surf, (*SAND_DARK, 160), True, [sp(p) for p in outline], S)


def _inside_test(poly: list[Point]):
    def inside(p: Point) -> bool:
        x, y = p
        hit = False
        for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                hit = not hit
        return hit
    return inside


def draw_mesa(surf: pygame.Surface, rng: random.Random, c: Point, radius: float) -> None:
    """An eroded rock mesa: a banded cliff with gullies under an angular sunlit top."""
    top = []
    points = rng.randint(6, 8)
    phase = rng.uniform(0, math.tau)
    for k in range(points):
        a = phase + math.tau * k / points + rng.uniform(-0.25, 0.25)
        r = radius * rng.uniform(0.7, 1.1)
        top.append((c[0] + math.cos(a) * r * 1.15, c[1] + math.sin(a) * r * 0.8))
    height = radius * rng.uniform(0.6, 0.9)
    base = [(x, y + height) for x, y in top]
    pygame.draw.polygon(surf, (60, 30, 16, 70), [sp((x + 12, y + 8)) for x, y in base])  # its shadow
    for k in range(len(top)):  # the cliff: each edge of the top dropped to the foot
        p, q = top[k], top[(k + 1) % len(top)]
        face = [p, q, (q[0], q[1] + height), (p[0], p[1] + height)]
        facing = (q[0] - p[0]) / (math.dist(p, q) or 1)  # edges facing the viewer, lit from the left
        shade = tuple(round(v * (0.72 + 0.2 * facing)) for v in ROCK)
        pygame.draw.polygon(surf, shade, [sp(v) for v in face])
    for f in (0.33, 0.66):  # strata
        band = [(x, y + height * f) for x, y in top]
        for p, q in zip(band, band[1:] + band[:1]):
            if q[0] > p[0]:
                pygame.draw.line(surf, ROCK_DARK, sp(p), sp(q), max(1, S))
    for p, q in zip(top, top[1:] + top[:1]):  # gullies cut down the faces
        if q[0] > p[0]:
            for t in (0.3, 0.7):
                x, y = p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t
                pygame.draw.line(surf, ROCK_DARK, sp((x, y + 2)), sp((x + rng.uniform(-3, 3), y + height * rng.uniform(0.5, 0.95))), S)
    pygame.draw.polygon(surf, ROCK_TOP, [sp(p) for p in top])
    inner = [(c[0] + (x - c[0]) * 0.6, c[1] + (y - c[1]) * 0.6 - 2) for x, y in top]
    pygame.draw.polygon(surf, tuple(min(255, v + 16) for v in ROCK_TOP), [sp(p) for p in inner])
    pygame.draw.polygon(surf, ROCK_DARK, [sp(p) for p in top], round(1.5 * S))
    pygame.draw.polygon(surf, ROCK_DARK, [sp(p) for p in base], S)


def draw_ravine(surf: pygame.Surface, rng: random.Random, c: Point, length: float) -> None:
    """A dry ravine seen from above: a winding cleft with a lit rim, rock walls and a dark floor."""
    angle = rng.uniform(-0.7, 0.7)
    ux, uy = math.cos(angle), math.sin(angle)
    bend, phase = rng.uniform(8, 14), rng.uniform(0, math.tau)
    widest = rng.uniform(9, 12)
    centre, halves = [], []
    for k in range(31):
        t = k / 30
        off = math.sin(t * math.tau * 0.9 + phase) * bend
        centre.append((c[0] + ux * (t - 0.5) * length - uy * off, c[1] + uy * (t - 0.5) * length + ux * off))
        halves.append(widest / 2 * min(1.0, 0.35 + 2.2 * min(t, 1 - t)) * rng.uniform(0.85, 1.1))

    def band(scale: float, shift: float = 0.0) -> list[tuple[float, float]]:
        left = [(x - uy * h * scale + ux * 0, y + ux * h * scale + shift) for (x, y), h in zip(centre, halves)]
        right = [(x + uy * h * scale, y - ux * h * scale + shift) for (x, y), h in zip(centre, halves)]
        return [sp(p) for p in left + right[::-1]]

    pygame.draw.polygon(surf, (*ROCK_TOP, 200), band(1.4, -1.5))
    pygame.draw.polygon(surf, (*ROCK, 245), band(1.0))
    pygame.draw.polygon(surf, (*ROCK_DARK, 250), band(0.5, 1.0))
    pygame.draw.polygon(surf, (54, 24, 12, 250), band(0.18, 1.5))


def draw_wall(surf: pygame.Surface, rng: random.Random, c: Point, length: float) -> None:
    """A broken stone wall: courses of blocks with gaps where it has fallen."""
    angle = rng.choice([0.0, math.pi / 2]) + rng.uniform(-0.3, 0.3)
    ux, uy = math.cos(angle), math.sin(angle)
    pos = -length / 2
    while pos < length / 2:
        block = rng.uniform(7, 12)
        if rng.random() < 0.82:
            h = rng.uniform(6, 10)
            x0, y0 = c[0] + ux * pos, c[1] + uy * pos
            corners = [(x0, y0), (x0 + ux * block, y0 + uy * block),
                       (x0 + ux * block - uy * h, y0 + uy * block + ux * h), (x0 - uy * h, y0 + ux * h)]
            pygame.draw.polygon(surf, STONE, [sp(p) for p in corners])
            pygame.draw.polygon(surf, STONE_DARK, [sp(p) for p in corners], S)
        pos += block + 1.5
    for _ in range(4):  # rubble
        d = rng.uniform(-length / 2, length / 2)
        p = (c[0] + ux * d + uy * rng.uniform(8, 18), c[1] + uy * d - ux * rng.uniform(-18, -8))
        pygame.draw.circle(surf, STONE_DARK, sp(p), rng.uniform(1.5, 3.5) * S)


def draw_foundation(surf: pygame.Surface, rng: random.Random, c: Point, size: float) -> None:
    """The footing of a fallen building: its walls' lowest courses, broken in places."""
    angle = rng.uniform(-0.4, 0.4)
    w, h = size, size * rng.uniform(0.55, 0.8)
    ca, sa = math.cos(angle), math.sin(angle)
    corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
    pts = [(c[0] + x * ca - y * sa, c[1] + x * sa + y * ca) for x, y in corners]
    floor = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for k in range(4):
        p, q = pts[k], pts[(k + 1) % 4]
        steps = max(2, int(math.dist(p, q) // 9))
        for i in range(steps):
            if rng.random() < 0.22:
                continue  # a gap where the wall has fallen
            a = (p[0] + (q[0] - p[0]) * i / steps, p[1] + (q[1] - p[1]) * i / steps)
            b = (p[0] + (q[0] - p[0]) * (i + 0.85) / steps, p[1] + (q[1] - p[1]) * (i + 0.85) / steps)
            thick(surf, STONE_DARK, [a, b], 7)
            thick(surf, STONE, [a, b], 4.5)
    for _ in range(5):  # stones tumbled inside and out
        p = (c[0] + rng.uniform(-w * 0.7, w * 0.7), c[1] + rng.uniform(-h * 0.7, h * 0.7))
        pygame.draw.circle(surf, STONE_DARK, sp(p), rng.uniform(1.5, 3.2) * S)
    del floor


def draw_arch(surf: pygame.Surface, c: Point, size: float) -> None:
    """A broken adobe arch, one pier standing."""
    w, h = size, size * 1.1
    left = pygame.Rect(0, 0, w * 0.28 * S, h * S)
    left.bottomleft = sp((c[0] - w / 2, c[1] + h / 2))
    right = pygame.Rect(0, 0, w * 0.28 * S, h * 0.55 * S)
    right.bottomright = sp((c[0] + w / 2, c[1] + h / 2))
    pygame.draw.rect(surf, STONE, left)
    pygame.draw.rect(surf, STONE, right)
    arc = pygame.Rect(0, 0, w * S, w * S)
    arc.midtop = sp((c[0], c[1] - h / 2))
    pygame.draw.arc(surf, STONE, arc, math.pi / 2, math.pi, round(w * 0.28 * S))
    for r in (left, right):
        pygame.draw.rect(surf, STONE_DARK, r, S)


def draw_wreck(surf: pygame.Surface, rng: random.Random, c: Point, size: float) -> None:
    """A ship aground on the dry sea floor: a tilted hull with bare ribs and a broken mast."""
    angle = rng.uniform(-0.35, 0.35)
    ca, sa = math.cos(angle), math.sin(angle)

    flip = rng.choice((-1, 1))

    def at(x: float, y: float) -> tuple[float, float]:
        x *= flip
        return sp((c[0] + (x * ca - y * sa) * size, c[1] + (x * sa + y * ca) * size))

    pygame.draw.ellipse(surf, (70, 46, 24, 70), pygame.Rect(*sp((c[0] - size * 1.05, c[1] - size * 0.1)), 2.2 * size * S, 0.5 * size * S))
    hull = [(-1.0, 0.0), (-0.7, 0.22), (0.6, 0.24), (1.0, -0.05), (0.92, -0.12), (-0.9, -0.12)]
    pygame.draw.polygon(surf, WOOD, [at(*p) for p in hull])
    deck = [(-0.9, -0.12), (0.92, -0.12), (0.85, -0.2), (-0.82, -0.2)]
    pygame.draw.polygon(surf, WOOD_DARK, [at(*p) for p in deck])
    for k in range(9):  # ribs where the planks have gone
        x = -0.55 + k * 0.13
        pygame.draw.line(surf, BONE if k % 3 == 0 else (150, 116, 80), at(x, -0.18), at(x + 0.03, 0.2), round(1.6 * S))
    for k in range(3):  # planking seams
        y = -0.05 + k * 0.08
        pygame.draw.line(surf, WOOD_DARK, at(-0.85 + k * 0.1, y), at(0.8 - k * 0.05, y), S)
    pygame.draw.polygon(surf, WOOD_DARK, [at(*p) for p in hull], round(1.5 * S))
    pygame.draw.line(surf, WOOD_DARK, at(0.1, -0.2), at(0.3, -0.95), round(3 * S))        # the broken mast
    pygame.draw.line(surf, WOOD_DARK, at(0.18, -0.55), at(0.52, -0.5), round(2 * S))      # a yard
    pygame.draw.line(surf, WOOD_DARK, at(-0.5, -0.2), at(-0.45, -0.55), round(2 * S))     # a stump
    tatter = [at(0.24, -0.52), at(0.5, -0.48), at(0.42, -0.3), at(0.3, -0.36)]
    pygame.draw.polygon(surf, (228, 214, 184), tatter)                                    # a rag of sail


def draw_bone(surf: pygame.Surface, rng: random.Random, c: Point, length: float) -> None:
    angle = rng.uniform(0, math.pi)
    dx, dy = math.cos(angle) * length / 2, math.sin(angle) * length / 2
    a, b = (c[0] - dx, c[1] - dy), (c[0] + dx, c[1] + dy)
    thick(surf, BONE, [a, b], length * 0.16)
    for end in (a, b):
        for side in (-1, 1):
            pygame.draw.circle(surf, BONE, sp((end[0] - dy / length * 4 * side, end[1] + dx / length * 4 * side)),
                               length * 0.11 * S)
    pygame.draw.line(surf, (150, 136, 116), sp(a), sp(b), 1)


def draw_skull(surf: pygame.Surface, c: Point, size: float, colour=BONE, socket=(40, 20, 30)) -> None:
    x, y = c
    pygame.draw.circle(surf, colour, sp((x, y - size * 0.12)), size * 0.42 * S)
    jaw = pygame.Rect(0, 0, size * 0.5 * S, size * 0.34 * S)
    jaw.midtop = sp((x, y + size * 0.05))
    pygame.draw.rect(surf, colour, jaw, border_radius=round(size * 0.08 * S))
    for side in (-1, 1):
        pygame.draw.circle(surf, socket, sp((x + side * size * 0.17, y - size * 0.1)), size * 0.12 * S)
    pygame.draw.polygon(surf, socket, [sp((x, y + size * 0.02)), sp((x - size * 0.05, y + size * 0.11)),
                                       sp((x + size * 0.05, y + size * 0.11))])
    for k in (-1, 0, 1):
        pygame.draw.line(surf, socket, sp((x + k * size * 0.1, y + size * 0.22)),
                         sp((x + k * size * 0.1, y + size * 0.36)), max(1, round(size * 0.03 * S)))


def draw_ribcage(surf: pygame.Surface, rng: random.Random, c: Point, size: float) -> None:
    """A leviathan's ribs arching out of the sand."""
    spine = [(c[0] - size + k * size / 5, c[1] + math.sin(k * 0.6) * 4) for k in range(11)]
    thick(surf, BONE, spine, size * 0.07)
    for k, (x, y) in enumerate(spine[1:-1]):
        span = size * (0.55 - abs(k - 4) * 0.06)
        for side in (-1, 1):
            rib = [(x, y), (x + size * 0.1, y + side * span * 0.6), (x + size * 0.05, y + side * span)]
            thick(surf, BONE, rib, size * 0.035)
    for x, y in spine:
        pygame.draw.circle(surf, (150, 136, 116), sp((x, y)), size * 0.04 * S, 1)


def draw_cactus(surf: pygame.Surface, c: Point, size: float) -> None:
    green, dark = (108, 126, 70), (60, 74, 38)
    x, y = c
    for colour, grow in ((dark, 1.5), (green, 0.0)):
        thick(surf, colour, [(x, y + size * 0.5), (x, y - size * 0.5)], size * 0.22 + grow)
        thick(surf, colour, [(x, y), (x - size * 0.3, y), (x - size * 0.3, y - size * 0.3)], size * 0.14 + grow)
        thick(surf, colour, [(x, y + size * 0.12), (x + size * 0.28, y + size * 0.12), (x + size * 0.28, y - size * 0.18)],
              size * 0.14 + grow)
