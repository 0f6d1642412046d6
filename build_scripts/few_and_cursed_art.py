"""The art of The Few and Cursed's board: the dry bed of the Pacific, sun-bleached.

Used by make_few_and_cursed_map.py: ``draw_board(data, trails) -> Surface``
(2400x1800), where ``data`` is the board data (each space with its
``radius``) and ``trails`` the road polylines of the Tiled map.  Drawn at
twice the size and scaled down so every edge is smooth; everything is
seeded, so the same data always gives the same picture.

Layers, bottom to top: sand with grain and mottling; the old sea floor's
depth contours and soundings; the ground of each space's kind (dunes and
salt flats, eroded mesas and gorges, broken walls and wrecked ships, a
sickly purple blight with bones); the trails with their symbols (boots for
movement, purple gems for curse, skulls for damage); the spaces and their
names; the title cartouche, the compass rose, the legend and the frame.
"""

from __future__ import annotations

import math
import random

import pygame

from few_and_cursed_terrain import (
    ARTIFACT_RGB, BLOOD, BONE, CURSE, CURSE_DARK, CURSE_LIGHT, DISC, HEIGHT, INK, INK_SOFT, ROCK, ROCK_DARK, ROCK_TOP,
    S, SAND_LIGHT, SEED, STONE, STONE_DARK, SYMBOL, SYMBOL_STEP, TOKEN, TRAIL, TRAIL_EDGE, WIDTH, Point, densify,
    draw_arch, draw_bone, draw_cactus, draw_contours, draw_dune, draw_foundation, draw_ravine, draw_mesa, draw_ribcage, draw_salt_flat,
    draw_sand, draw_skull, draw_wall, draw_wreck, font, halo_text, radial, sp, thick)

CARTOUCHE = pygame.Rect(780, 24, 840, 170)
LEGEND = pygame.Rect(850, 1580, 700, 196)
COMPASS = (380, 930)
COMPASS_R = 100
CELL = 10  # the room grid's cell, board px


class Room:
    """A coarse grid of what is already on the board (spaces, trails, labels,
    panels), so decoration is placed only on open ground."""

    def __init__(self) -> None:
        self.cols, self.rows = WIDTH // CELL + 1, HEIGHT // CELL + 1
        self.used = bytearray(self.cols * self.rows)

    def mark_disc(self, p: Point, r: float) -> None:
        for cy in range(max(0, int((p[1] - r) // CELL)), min(self.rows, int((p[1] + r) // CELL) + 1)):
            for cx in range(max(0, int((p[0] - r) // CELL)), min(self.cols, int((p[0] + r) // CELL) + 1)):
                if math.dist(p, ((cx + 0.5) * CELL, (cy + 0.5) * CELL)) <= r + CELL * 0.7:
                    self.used[cy * self.cols + cx] = 1

    def mark_rect(self, rect: pygame.Rect) -> None:
        for cy in range(max(0, rect.top // CELL), min(self.rows, rect.bottom // CELL + 1)):
            for cx in range(max(0, rect.left // CELL), min(self.cols, rect.right // CELL + 1)):
                self.used[cy * self.cols + cx] = 1

    def mark_line(self, line: list[Point], half: float) -> None:
        for p in densify(line, CELL / 2):
            self.mark_disc(p, half)

    def free(self, p: Point, r: float) -> bool:
        if not (r + 20 < p[0] < WIDTH - r - 20 and r + 20 < p[1] < HEIGHT - r - 20):
            return False
        for cy in range(int((p[1] - r) // CELL), int((p[1] + r) // CELL) + 1):
            for cx in range(int((p[0] - r) // CELL), int((p[0] + r) // CELL) + 1):
                if self.used[cy * self.cols + cx] and math.dist(p, ((cx + 0.5) * CELL, (cy + 0.5) * CELL)) <= r:
                    return False
        return True

    def claim_near(self, rng: random.Random, centre: Point, r: float, reach: tuple[float, float],
                   tries: int = 50) -> Point | None:
        for _ in range(tries):
            a, d = rng.uniform(0, math.tau), rng.uniform(*reach)
            p = (centre[0] + math.cos(a) * d, centre[1] + math.sin(a) * d)
            if self.free(p, r):
                self.mark_disc(p, r)
                return p
        return None


# --- labels ----------------------------------------------------------------------------------

def label_font(space: dict) -> pygame.font.Font:
    if space["kind"] == "san_andreas":
        return font("Rye-Regular.ttf", 40)
    if space.get("town"):
        return font("Rye-Regular.ttf", 29)
    return font("EBGaramond12-Bold.ttf", 26)


def label_text(space: dict) -> str:
    return space["name"].upper() if space.get("town") else space["name"]


def gap_to(rect: pygame.Rect, space: dict) -> float:
    """How far a rectangle lies from a space's disc."""
    dx = max(rect.left - space["x"], 0, space["x"] - rect.right)
    dy = max(rect.top - space["y"], 0, space["y"] - rect.bottom)
    return math.hypot(dx, dy) - space["radius"]


def place_labels(spaces: list[dict], trails: list[list[Point]]) -> dict[int, pygame.Rect]:
    """A rectangle (board px) for each space's name: the spot round the space
    that covers the fewest trails, other names and spaces."""
    trail_points = [p for line in trails for p in densify(line, 8)]
    rects: dict[int, pygame.Rect] = {}
    panels = [CARTOUCHE, LEGEND, pygame.Rect(COMPASS[0] - COMPASS_R, COMPASS[1] - COMPASS_R, 2 * COMPASS_R, 2 * COMPASS_R)]
    order = sorted(spaces, key=lambda s: (s["kind"] != "san_andreas", not s.get("town"), s["id"]))
    for s in order:
        w, h = (v / S for v in label_font(s).size(label_text(s)))
        h *= 0.8
        r = s["radius"]
        if s["kind"] == "san_andreas":  # on a ribbon across the foot of its disc
            rect = pygame.Rect(0, 0, round(w), round(h))
            rect.center = (round(s["x"]), round(s["y"] + r * 0.78))
            rects[s["id"]] = rect
            continue
        best, best_score = None, math.inf
        for k, (dx, dy) in enumerate(((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1))):
            gap = 6
            if dx and dy:  # beside a corner of the disc
                cx, cy = s["x"] + dx * (r * 0.72 + w / 2), s["y"] + dy * (r * 0.72 + h / 2 + gap)
            else:
                cx, cy = s["x"] + dx * (r + gap + w / 2), s["y"] + dy * (r + gap + h / 2)
            rect = pygame.Rect(0, 0, round(w), round(h))
            rect.center = (round(cx), round(cy))
            score = k * 0.5 + (8 if dx and dy else 0)  # beside a corner reads least clearly
            if rect.left < 24 or rect.right > WIDTH - 24 or rect.top < 24 or rect.bottom > HEIGHT - 24:
                score += 100
            score += sum(400 for o in rects.values() if rect.inflate(34, 22).colliderect(o))
            score += sum(400 for p in panels if rect.colliderect(p))
            score += sum(200 for o in spaces if o is not s and rect.inflate(6, 6).clipline(
                (o["x"] - o["radius"], o["y"]), (o["x"] + o["radius"], o["y"])))
            # A name must read as its own space's: no other space's disc as near to it.
            own = gap_to(rect, s)
            score += sum(60 for o in spaces if o is not s and gap_to(rect, o) < own + 16)
            grown = rect.inflate(8, 4)
            score += sum(3 for p in trail_points if grown.collidepoint(p))
            if score < best_score:
                best, best_score = rect, score
        rects[s["id"]] = best
    return rects


# --- the ground --------------------------------------------------------------------------------

WRECK_WORDS = ("Wreck", "Hull", "Clipper", "Ferry")
SALT_WORDS = ("Salt", "Flats", "Lagoon", "Brine", "Basin")


def draw_ground(surf: pygame.Surface, rng: random.Random, spaces: list[dict], room: Room) -> None:
    # Stains first: each kind of country has its own ground colour.
    stains = {"canyons": ((168, 86, 48), 120, 190), "cursed": ((118, 52, 150), 150, 175),
              "ruins": ((120, 110, 96), 60, 130)}
    for s in spaces:
        if s["kind"] in stains:
            colour, alpha, radius = stains[s["kind"]]
            stain = radial(radius, colour, alpha)
            surf.blit(stain, stain.get_rect(center=sp((s["x"], s["y"]))))
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for s in spaces:
        centre, kind, name = (s["x"], s["y"]), s["kind"], s["name"]
        if kind == "canyons":
            for _ in range(3):
                p = room.claim_near(rng, centre, rng.uniform(24, 36), (70, 150))
                if p:
                    draw_mesa(layer, rng, p, rng.uniform(20, 32))
            p = room.claim_near(rng, centre, 64, (90, 170))
            if p:
                draw_ravine(layer, rng, p, rng.uniform(110, 150))
        elif kind == "ruins":
            if any(w in name for w in WRECK_WORDS):
                p = room.claim_near(rng, centre, 46, (80, 140))
                if p:
                    draw_wreck(layer, rng, p, 44)
            p = room.claim_near(rng, centre, 34, (70, 140))
            if p:
                draw_foundation(layer, rng, p, 44)
            for _ in range(2):
                p = room.claim_near(rng, centre, 22, (60, 130))
                if p:
                    draw_wall(layer, rng, p, rng.uniform(30, 44))
            p = room.claim_near(rng, centre, 18, (60, 120))
            if p:
                draw_arch(layer, p, 26)
        elif kind == "cursed":
            if "Ribs" in name:
                p = room.claim_near(rng, centre, 56, (80, 240), tries=200)
                if p:
                    draw_ribcage(layer, rng, p, 60)
            for _ in range(7):
                p = room.claim_near(rng, centre, 10, (55, 140))
                if p:
                    draw_bone(layer, rng, p, rng.uniform(14, 22))
            for _ in range(2):
                p = room.claim_near(rng, centre, 13, (55, 130))
                if p:
                    draw_skull(layer, p, 22)
        elif kind == "desert" and not s.get("town"):
            if any(w in name for w in SALT_WORDS):
                p = room.claim_near(rng, centre, 70, (80, 150))
                if p:
                    draw_salt_flat(layer, rng, p, 68)
            for _ in range(2):
                p = room.claim_near(rng, centre, 36, (70, 150))
                if p:
                    draw_dune(layer, rng, p, rng.uniform(28, 40))
            p = room.claim_near(rng, centre, 14, (55, 110))
            if p:
                draw_cactus(layer, p, 24)
    # Open ground: dunes, the odd salt pan, a great wreck and scattered bones.
    fill = [("wreck", 80), ("salt", 80), ("wreck", 60)] + [("dune", 40)] * 70 + [("bone", 10)] * 20
    for what, r in fill:
        for _ in range(60):
            p = (rng.uniform(60, WIDTH - 60), rng.uniform(60, HEIGHT - 60))
            if room.free(p, r):
                room.mark_disc(p, r)
                if what == "wreck":
                    draw_wreck(layer, rng, p, r * 0.9)
                elif what == "salt":
                    draw_salt_flat(layer, rng, p, r)
                elif what == "dune":
                    draw_dune(layer, rng, p, rng.uniform(28, 44))
                else:
                    draw_bone(layer, rng, p, 16)
                break
    surf.blit(layer, (0, 0))


def draw_soundings(surf: pygame.Surface, samples: list[tuple[Point, float]], room: Room) -> None:
    """Old depth soundings in fathoms, as the chart of the sea showed them."""
    fnt = font("EBGaramond12-Italic.ttf", 17)
    shown = 0
    for (x, y), depth in samples:
        if shown >= 40 or not room.free((x, y), 18):
            continue
        fathoms = round(1400 + depth * 900)
        text = fnt.render(str(fathoms), True, (128, 120, 104))
        text.set_alpha(150)
        surf.blit(text, text.get_rect(center=sp((x, y))))
        shown += 1


# --- trails and their symbols --------------------------------------------------------------------

def boot_symbol() -> pygame.Surface:
    d = SYMBOL * S
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(s, TOKEN, (d / 2, d / 2), d / 2 - S)
    pygame.draw.circle(s, INK, (d / 2, d / 2), d / 2 - S, max(2, round(1.6 * S)))
    u = d / 20
    boot = [(7, 3), (12, 3), (12.2, 10.5), (16.5, 12), (17, 15.5), (6.5, 15.5), (6.5, 13.5), (7.2, 10)]
    pygame.draw.polygon(s, INK, [(x * u, y * u) for x, y in boot])
    pygame.draw.rect(s, INK, (6.5 * u, 15.5 * u, 3 * u, 1.5 * u))      # the heel
    pygame.draw.line(s, TOKEN, (7.3 * u, 5 * u), (11.8 * u, 5 * u), max(1, S))  # the boot's top stitch
    pygame.draw.circle(s, INK, (14.8 * u, 16.2 * u), 1.1 * u, max(1, S // 2))   # a spur
    return s


def gem_symbol() -> pygame.Surface:
    d = SYMBOL * S
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    u = d / 20
    outline = [(5, 3), (15, 3), (19, 8), (10, 19), (1, 8)]
    pygame.draw.polygon(s, CURSE, [(x * u, y * u) for x, y in outline])
    pygame.draw.polygon(s, CURSE_LIGHT, [(x * u, y * u) for x, y in ((5, 3), (15, 3), (13, 8), (7, 8))])
    pygame.draw.polygon(s, CURSE_DARK, [(x * u, y * u) for x, y in ((13, 8), (19, 8), (10, 19))])
    for a, b in (((1, 8), (19, 8)), ((7, 8), (10, 19)), ((13, 8), (10, 19)), ((5, 3), (7, 8)), ((15, 3), (13, 8))):
        pygame.draw.line(s, CURSE_DARK, (a[0] * u, a[1] * u), (b[0] * u, b[1] * u), max(1, S))
    pygame.draw.polygon(s, (34, 10, 44), [(x * u, y * u) for x, y in outline], max(2, round(1.4 * S)))
    pygame.draw.circle(s, (250, 236, 255), (6.5 * u, 5 * u), 1 * u)
    return s


def skull_symbol() -> pygame.Surface:
    d = SYMBOL * S
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(s, BLOOD, (d / 2, d / 2), d / 2 - S)
    pygame.draw.circle(s, (70, 10, 8), (d / 2, d / 2), d / 2 - S, max(2, round(1.6 * S)))
    # draw_skull works in board px on S-scaled surfaces: centre it in this token.
    draw_skull(s, (SYMBOL / 2, SYMBOL / 2 + 1), SYMBOL * 0.62, colour=BONE, socket=BLOOD)
    return s


def point_at(line: list[Point], distance: float) -> Point:
    for p, q in zip(line, line[1:]):
        seg = math.dist(p, q)
        if distance <= seg:
            t = distance / seg if seg else 0.0
            return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
        distance -= seg
    return line[-1]


def road_symbols(road: dict) -> list[str]:
    return ["move"] * road["move"] + ["curse"] * road["curse"] + ["damage"] * road["damage"]


def draw_trails(surf: pygame.Surface, data: dict, trails: list[list[Point]]) -> None:
    spaces = {s["id"]: s for s in data["spaces"]}
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for road, line in zip(data["roads"], trails):
        edge = (*CURSE_DARK, 150) if road["curse"] else (*TRAIL_EDGE, 150)
        thick(layer, edge, densify(line, 12), 15)
    surf.blit(layer, (0, 0))
    for road, line in zip(data["roads"], trails):
        bed = (214, 190, 222) if road["curse"] else TRAIL
        thick(surf, bed, densify(line, 12), 10)
        ruts = densify(line, 7)
        for k in range(0, len(ruts) - 1, 2):  # a dotted wheel track down the middle
            pygame.draw.line(surf, CURSE if road["curse"] else INK_SOFT, sp(ruts[k]), sp(ruts[k + 1]), max(1, S))
    sprites = {"move": boot_symbol(), "curse": gem_symbol(), "damage": skull_symbol()}
    for road, line in zip(data["roads"], trails):
        a, b = spaces[road["a"]], spaces[road["b"]]
        total = sum(math.dist(p, q) for p, q in zip(line, line[1:]))
        start, end = a["radius"] + 4, total - b["radius"] - 4
        symbols = road_symbols(road)
        step = min(SYMBOL_STEP, (end - start) / len(symbols))
        middle = (start + end) / 2
        for k, name in enumerate(symbols):
            p = point_at(line, middle + (k - (len(symbols) - 1) / 2) * step)
            sprite = sprites[name]
            if step < SYMBOL_STEP - 1:
                size = round(sprite.get_width() * step / SYMBOL_STEP)
                sprite = pygame.transform.smoothscale(sprite, (size, size))
            surf.blit(sprite, sprite.get_rect(center=sp(p)))


# --- the spaces ------------------------------------------------------------------------------------

def draw_town_icon(surf: pygame.Surface, c: Point, size: float, colour=INK) -> None:
    """False-fronted buildings of a frontier town, a water tower beside them."""
    x0, base = c[0] - size * 0.55, c[1] + size * 0.3
    fronts = [(0.0, 0.34, 0.5), (0.36, 0.3, 0.7), (0.68, 0.26, 0.42)]
    for left, width, height in fronts:
        rect = pygame.Rect(0, 0, width * size * S, height * size * S)
        rect.bottomleft = sp((x0 + left * size, base))
        pygame.draw.rect(surf, colour, rect)
        for k in range(2):  # windows
            win = pygame.Rect(0, 0, width * size * 0.2 * S, height * size * 0.16 * S)
            win.center = (rect.left + rect.width * (0.3 + 0.4 * k), rect.top + rect.height * 0.4)
            pygame.draw.rect(surf, SAND_LIGHT, win)
    tx = x0 + size * 1.02
    pygame.draw.line(surf, colour, sp((tx - size * 0.08, base)), sp((tx - size * 0.06, base - size * 0.45)), max(1, S))
    pygame.draw.line(surf, colour, sp((tx + size * 0.08, base)), sp((tx + size * 0.06, base - size * 0.45)), max(1, S))
    tank = pygame.Rect(0, 0, size * 0.24 * S, size * 0.22 * S)
    tank.midbottom = sp((tx, base - size * 0.42))
    pygame.draw.rect(surf, colour, tank, border_radius=round(size * 0.04 * S))
    pygame.draw.line(surf, colour, sp((c[0] - size * 0.62, base)), sp((c[0] + size * 0.62, base)), max(2, S))


def draw_kind_icon(surf: pygame.Surface, rng: random.Random, kind: str, c: Point, r: float) -> None:
    x, y = c
    if kind == "desert":
        pygame.draw.circle(surf, (214, 150, 60), sp((x + r * 0.28, y - r * 0.28)), r * 0.22 * S)  # the sun
        dune = [(x - r * 0.7, y + r * 0.35), (x - r * 0.2, y - r * 0.05), (x + r * 0.25, y + r * 0.15), (x + r * 0.7, y + r * 0.35)]
        pygame.draw.polygon(surf, (176, 128, 66), [sp(p) for p in dune])
        draw_cactus(surf, (x - r * 0.3, y + r * 0.05), r * 0.6)
    elif kind == "canyons":
        mesa = [(x - r * 0.7, y + r * 0.4), (x - r * 0.5, y - r * 0.15), (x - r * 0.05, y - r * 0.2),
                (x + r * 0.08, y + r * 0.05), (x + r * 0.3, y - r * 0.35), (x + r * 0.62, y - r * 0.3), (x + r * 0.72, y + r * 0.4)]
        pygame.draw.polygon(surf, ROCK_DARK, [sp(p) for p in mesa])
        pygame.draw.line(surf, ROCK_TOP, sp((x - r * 0.5, y - r * 0.15)), sp((x - r * 0.05, y - r * 0.2)), max(2, S * 2))
        pygame.draw.line(surf, ROCK_TOP, sp((x + r * 0.3, y - r * 0.35)), sp((x + r * 0.62, y - r * 0.3)), max(2, S * 2))
        for k in range(3):
            yy = y + r * (0.02 + k * 0.12)
            pygame.draw.line(surf, ROCK, sp((x - r * 0.55, yy)), sp((x + r * 0.6, yy)), max(1, S))
    elif kind == "ruins":  # two broken columns and a fallen drum
        for cx, top in ((x - r * 0.32, y - r * 0.55), (x + r * 0.12, y - r * 0.1)):
            shaft = pygame.Rect(0, 0, r * 0.28 * S, (y + r * 0.45 - top) * S)
            shaft.midbottom = sp((cx, y + r * 0.45))
            pygame.draw.rect(surf, STONE_DARK, shaft)
            cap = pygame.Rect(0, 0, r * 0.44 * S, r * 0.12 * S)
            cap.midbottom = shaft.midtop
            pygame.draw.rect(surf, STONE_DARK, cap)
            pygame.draw.line(surf, STONE, (shaft.centerx, shaft.top + 2 * S), (shaft.centerx, shaft.bottom - 2 * S), max(1, S))
        drum = pygame.Rect(0, 0, r * 0.42 * S, r * 0.22 * S)
        drum.center = sp((x + r * 0.45, y + r * 0.36))
        pygame.draw.ellipse(surf, STONE_DARK, drum)
        pygame.draw.line(surf, STONE_DARK, sp((x - r * 0.7, y + r * 0.48)), sp((x + r * 0.72, y + r * 0.48)), max(2, S))
    elif kind == "cursed":
        draw_skull(surf, (x, y + r * 0.02), r * 1.05, colour=BONE, socket=CURSE_DARK)


def draw_space(surf: pygame.Surface, rng: random.Random, s: dict) -> None:
    c, r, kind = (s["x"], s["y"]), s["radius"], s["kind"]
    fill, rim = DISC[kind]
    shadow = pygame.Surface((round(2.3 * r * S), round(2.3 * r * S)), pygame.SRCALPHA)
    pygame.draw.circle(shadow, (40, 24, 10, 80), shadow.get_rect().center, r * S)
    surf.blit(shadow, shadow.get_rect(center=sp((c[0] + 4, c[1] + 6))))
    if kind == "san_andreas":  # a lawman's star behind the town
        star = []
        for k in range(12):
            a = -math.pi / 2 + k * math.pi / 6
            d = r * (1.28 if k % 2 == 0 else 0.92)
            star.append(sp((c[0] + math.cos(a) * d, c[1] + math.sin(a) * d)))
        pygame.draw.polygon(surf, (196, 150, 62), star)
        pygame.draw.polygon(surf, (96, 62, 20), star, max(2, round(1.5 * S)))
        for k in range(0, 12, 2):
            a = -math.pi / 2 + k * math.pi / 6
            pygame.draw.circle(surf, (236, 206, 120), sp((c[0] + math.cos(a) * r * 1.24, c[1] + math.sin(a) * r * 1.24)), 6 * S)
    colour = s.get("artifact")
    if colour:
        pygame.draw.circle(surf, ARTIFACT_RGB[colour], sp(c), (r + 9) * S)
        pygame.draw.circle(surf, INK, sp(c), (r + 9) * S, max(2, S))
    pygame.draw.circle(surf, rim, sp(c), r * S)
    pygame.draw.circle(surf, fill, sp(c), (r - 4) * S)
    inner = pygame.Surface((round(2 * r * S), round(2 * r * S)), pygame.SRCALPHA)
    pygame.draw.circle(inner, (255, 255, 255, 50), (r * S * 0.8, r * S * 0.75), r * 0.7 * S)   # sun on the token
    surf.blit(inner, inner.get_rect(center=sp(c)))
    pygame.draw.circle(surf, rim, sp(c), (r - 8) * S, max(1, S))
    if kind == "san_andreas" or s.get("town"):
        draw_town_icon(surf, (c[0], c[1] - r * 0.05), r * 0.95)
    else:
        draw_kind_icon(surf, rng, kind, c, r - 8)
    if colour:  # the cache of artifact tokens, stacked at the rim
        for k in range(3):
            t = (c[0] + r * 0.62 + k * 3, c[1] + r * 0.6 - k * 5)
            hexagon = [sp((t[0] + math.cos(a) * 13, t[1] + math.sin(a) * 13)) for a in [math.pi / 6 + i * math.pi / 3 for i in range(6)]]
            pygame.draw.polygon(surf, ARTIFACT_RGB[colour], hexagon)
            pygame.draw.polygon(surf, INK, hexagon, max(1, S))


def draw_last_seen(surf: pygame.Surface, s: dict, label: pygame.Rect, room: Room) -> None:
    """A wanted poster pinned by the space: LAST SEEN and the pile's number."""
    c, r = (s["x"], s["y"]), s["radius"]
    pygame.draw.circle(surf, BLOOD, sp(c), (r + 7) * S, max(2, round(2.5 * S)))
    w, h = 74, 86
    spot = None
    for k in range(16):
        a = -math.pi / 4 + k * math.tau / 16
        p = (c[0] + math.cos(a) * (r + 58), c[1] + math.sin(a) * (r + 58))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(p[0]), round(p[1]))
        if room.free(p, 38) and not rect.colliderect(label) and 20 < rect.left and rect.right < WIDTH - 20:
            spot = p
            break
    if spot is None:
        spot = (c[0] + r + 50, c[1] - r - 30)
    room.mark_disc(spot, 46)
    poster = pygame.Surface((w * S, h * S), pygame.SRCALPHA)
    poster.fill((236, 220, 180))
    pygame.draw.rect(poster, INK_SOFT, poster.get_rect(), max(2, S))
    pygame.draw.rect(poster, INK_SOFT, poster.get_rect().inflate(-6 * S, -6 * S), max(1, S // 2))
    head = font("Rye-Regular.ttf", 13).render("LAST SEEN", True, INK)
    poster.blit(head, head.get_rect(midtop=(w * S / 2, 7 * S)))
    num = font("Rye-Regular.ttf", 44).render(str(s["last_seen"]), True, BLOOD)
    poster.blit(num, num.get_rect(center=(w * S / 2, h * S * 0.6)))
    turned = pygame.transform.rotozoom(poster, (s["id"] % 7 - 3) * 1.5, 1.0)
    surf.blit(turned, turned.get_rect(center=sp(spot)))
    pygame.draw.circle(surf, (120, 120, 126), sp((spot[0], spot[1] - h / 2 + 5)), 3 * S)  # the nail


def draw_ribbon(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A banner with notched, folded-back tails, behind a name."""
    box = rect.inflate(40, 18)
    tail = 30
    for side in (-1, 1):
        x_in = box.left + 12 if side < 0 else box.right - 12
        x_out = x_in + side * (tail + 12)
        y0, y1 = box.top + 12, box.bottom + 12
        back = [(x_in, y0), (x_out, y0), (x_out - side * 12, (y0 + y1) / 2), (x_out, y1), (x_in, y1)]
        pygame.draw.polygon(surf, (150, 40, 30), [sp(p) for p in back])
        pygame.draw.polygon(surf, (70, 16, 10), [sp(p) for p in back], max(1, S))
    front = pygame.Rect(box.x * S, box.y * S, box.w * S, box.h * S)
    pygame.draw.rect(surf, (196, 60, 44), front)
    pygame.draw.rect(surf, (70, 16, 10), front, max(2, S))
    pygame.draw.line(surf, (232, 190, 150), (front.left + 4 * S, front.top + 5 * S), (front.right - 4 * S, front.top + 5 * S), S)


def draw_labels(surf: pygame.Surface, spaces: list[dict], rects: dict[int, pygame.Rect]) -> None:
    for s in spaces:
        if s["kind"] == "san_andreas":
            draw_ribbon(surf, rects[s["id"]])
            halo_text(surf, label_font(s), label_text(s), rects[s["id"]].center, (252, 240, 214),
                      halo=(90, 20, 14), spread=2)
            continue
        colour = CURSE_DARK if s["kind"] == "cursed" else INK
        spread = 3.5 if s.get("town") else 2.5
        halo_text(surf, label_font(s), label_text(s), rects[s["id"]].center, colour, spread=spread)


# --- the whole board -----------------------------------------------------------------------------

def draw_board(data: dict, trails: list[list[Point]]) -> pygame.Surface:
    """The board picture, WIDTH x HEIGHT."""
    from few_and_cursed_panels import draw_cartouche, draw_compass, draw_frame, draw_legend

    pygame.font.init()
    rng = random.Random(SEED)
    spaces = data["spaces"]
    surf = pygame.Surface((WIDTH * S, HEIGHT * S))
    draw_sand(surf, rng)
    samples = draw_contours(surf, rng)

    labels = place_labels(spaces, trails)
    room = Room()
    for rect in [CARTOUCHE, LEGEND, *labels.values()]:
        room.mark_rect(rect.inflate(12, 8))
    room.mark_disc(COMPASS, COMPASS_R + 34)
    for s in spaces:
        room.mark_disc((s["x"], s["y"]), s["radius"] + 12)
    for line in trails:
        room.mark_line(line, 14)
    last_seen = [s for s in spaces if s.get("last_seen")]
    for s in last_seen:  # posters before terrain, so nothing covers them
        room.mark_disc((s["x"], s["y"]), s["radius"] + 2)
    draw_soundings(surf, samples, room)
    poster_layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for s in last_seen:
        draw_last_seen(poster_layer, s, labels[s["id"]], room)
    draw_ground(surf, rng, spaces, room)
    draw_trails(surf, data, trails)
    for s in spaces:
        draw_space(surf, rng, s)
    surf.blit(poster_layer, (0, 0))
    draw_labels(surf, spaces, labels)
    draw_compass(surf, COMPASS, COMPASS_R)
    draw_cartouche(surf, CARTOUCHE, data.get("title", "The Few and Cursed"))
    sprites = {"move": boot_symbol(), "curse": gem_symbol(), "damage": skull_symbol()}
    draw_legend(surf, LEGEND, sprites, lambda target, s: draw_space(target, rng, s))
    draw_frame(surf)
    return pygame.transform.smoothscale(surf, (WIDTH, HEIGHT))
