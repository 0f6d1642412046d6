"""Build the Scotland Yard board as a Tiled map from the board facts.

    .venv/bin/python build_scripts/make_scotland_yard_map.py [--map-only]

Reads tests/data/scotland_yard/ (stations.csv: id,x,y on a 2600x1950
canvas; edges.csv: a,b,mode; start_positions.json) and writes into maps/:

* scotland_yard.tmx: an orthogonal Tiled 1.10 map, 52x39 cells of 50 px.
  An image layer "board" shows the art; the object layer "nodes" holds one
  ellipse per station (name = station number, type "station", bool
  properties taxi/bus/underground/ferry); the object layer "links" holds one
  polyline per link (property kind = taxi/bus/underground/ferry) running
  from the centre of station a to the centre of station b.  Links of
  different modes between the same two stations are bowed apart so all show,
  a link that would cross a third station bends around it, and ferry links
  follow the river.
* scotland_yard_board.png: the board art (2600x1950), our own drawing of a
  printed street map: paper, the river, parks, minor streets, the routes in
  each mode's colour and the numbered stations.
* scotland_yard_start_positions.json: the start cards the game deals from.

The map convention is the one in game/core/tmx_graph.py.  --map-only skips
the art (pygame is needed only for the art).
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import os
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "scotland_yard"
MAPS = ROOT / "maps"
TMX_NAME = "scotland_yard.tmx"
ART_NAME = "scotland_yard_board.png"
STARTS_NAME = "scotland_yard_start_positions.json"

WIDTH, HEIGHT = 2600, 1950
TILE = 50
STATION_W, STATION_H = 54, 44  # the node ellipse: where a click finds the station
# The drawn plate is larger than the node, so its number reads at the fit zoom in a
# 1024x600 window (digits NUMBER_HEIGHT tall); routes keep CLEARANCE off its centre.
PLATE_W, PLATE_H = 64, 52
CLEARANCE = STATION_W // 2 + 6  # how close a route may pass a station it does not serve
MODES = ("taxi", "bus", "underground", "ferry")
PARALLEL_GAP = 22            # apex distance between parallel routes of one pair

# The river's centre line (a Catmull-Rom spline through these points), laid
# so the four ferry stations sit on its banks and no other station is in it.
RIVER_POINTS = [
    (2630, 1005), (2470, 1005), (2330, 975), (2220, 975), (2050, 950), (1850, 896), (1690, 905),
    (1585, 925), (1530, 1060), (1470, 1220), (1448, 1400), (1438, 1545), (1378, 1700), (1250, 1800),
    (1140, 1865), (960, 1855), (860, 1815), (760, 1880), (700, 1970),
]
RIVER_HALF_WIDTH = 22

Point = tuple[float, float]


# --- the facts ----------------------------------------------------------------------

def read_facts(folder: Path = DATA) -> tuple[dict[int, Point], list[tuple[int, int, str]], dict]:
    with open(folder / "stations.csv", newline="", encoding="utf-8") as f:
        stations = {int(r["id"]): (float(r["x"]), float(r["y"])) for r in csv.DictReader(f)}
    with open(folder / "edges.csv", newline="", encoding="utf-8") as f:
        edges = [(int(r["a"]), int(r["b"]), r["mode"]) for r in csv.DictReader(f)]
    starts = json.loads((folder / "start_positions.json").read_text(encoding="utf-8"))
    for a, b, mode in edges:
        if mode not in MODES or a not in stations or b not in stations:
            raise ValueError(f"edges.csv: bad link {a}-{b} {mode}")
    return stations, edges, starts


def station_modes(edges: list[tuple[int, int, str]]) -> dict[int, set[str]]:
    modes: dict[int, set[str]] = {}
    for a, b, mode in edges:
        modes.setdefault(a, set()).add(mode)
        modes.setdefault(b, set()).add(mode)
    return modes


# --- geometry --------------------------------------------------------------------------

def catmull_rom(points: list[Point], steps: int = 16) -> list[Point]:
    padded = [points[0]] + list(points) + [points[-1]]
    out: list[Point] = []
    for i in range(1, len(padded) - 2):
        p0, p1, p2, p3 = padded[i - 1], padded[i], padded[i + 1], padded[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3) for j in (0, 1)))
    out.append(points[-1])
    return out


def river_line() -> list[Point]:
    return catmull_rom(RIVER_POINTS)


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def bowed(a: Point, b: Point, bow: float, twist: float = 0.0, steps: int = 12) -> list[Point]:
    """A cubic curve from a to b, ``bow`` px left of the chord at its middle;
    ``twist`` pushes its first third left and its last third right (an S-bend)."""
    if bow == 0 and twist == 0:
        return [a, b]
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = dy / length, -dx / length
    # Control points sit 4/3 as far out as the curve itself reaches.
    o1, o2 = 4 / 3 * (bow + twist), 4 / 3 * (bow - twist)
    c1 = (a[0] + dx / 3 + o1 * nx, a[1] + dy / 3 + o1 * ny)
    c2 = (a[0] + 2 * dx / 3 + o2 * nx, a[1] + 2 * dy / 3 + o2 * ny)
    out = []
    for k in range(steps + 1):
        t = k / steps
        u = 1 - t
        w0, w1, w2, w3 = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append((w0 * a[0] + w1 * c1[0] + w2 * c2[0] + w3 * b[0], w0 * a[1] + w1 * c1[1] + w2 * c2[1] + w3 * b[1]))
    return out


def _clearance(path: list[Point], others: list[Point]) -> float:
    """How close the path comes to any of the other stations."""
    best = math.inf
    for p in others:
        for i in range(len(path) - 1):
            d = _segment_distance(p, path[i], path[i + 1])
            if d < best:
                best = d
    return best


def _along_river(river: list[Point], a: Point, b: Point) -> list[Point]:
    """The river's centre line between the points nearest a and b, from a's side."""
    def nearest(p: Point) -> int:
        return min(range(len(river)), key=lambda i: math.dist(river[i], p))
    i, j = nearest(a), nearest(b)
    part = river[min(i, j):max(i, j) + 1]
    if i > j:
        part = part[::-1]
    return [a] + part + [b]


def link_paths(stations: dict[int, Point], edges: list[tuple[int, int, str]]) -> list[list[Point]]:
    """One polyline per edge (same order), from a's centre to b's centre."""
    groups: dict[frozenset, list[int]] = {}
    for i, (a, b, _mode) in enumerate(edges):
        groups.setdefault(frozenset((a, b)), []).append(i)
    river = river_line()
    paths: list[list[Point]] = [[] for _ in edges]
    for members in groups.values():
        members.sort(key=lambda i: MODES.index(edges[i][2]))
        lo, hi = sorted((edges[members[0]][0], edges[members[0]][1]))
        pa, pb = stations[lo], stations[hi]
        others = [p for sid, p in stations.items() if sid not in (lo, hi)
                  and _segment_distance(p, pa, pb) < math.dist(pa, pb) / 2 + CLEARANCE]
        land = [i for i in members if edges[i][2] != "ferry"]
        spread = [(k - (len(land) - 1) / 2) * PARALLEL_GAP for k in range(len(land))]
        # The gentlest bend that keeps every route of the pair off other stations:
        # plain arcs first, then S-bends; failing all, the one that stays furthest off.
        limit = max(36.0, math.dist(pa, pb) * 0.3)
        offsets = [0.0]
        step = 12.0
        while step <= limit:
            offsets += [step, -step]
            step += 12.0
        shapes = [(bow, 0.0) for bow in offsets] + sorted(
            ((bow, twist) for bow in offsets for twist in offsets if twist),
            key=lambda bt: abs(bt[0]) + abs(bt[1]))
        best, best_gap = (0.0, 0.0), -math.inf
        for bow, twist in shapes:
            gap = min((_clearance(bowed(pa, pb, bow + s, twist), others) for s in spread), default=math.inf)
            if gap >= CLEARANCE:
                best = (bow, twist)
                break
            if gap > best_gap:
                best, best_gap = (bow, twist), gap
        for i, s in zip(land, spread):
            curve = bowed(pa, pb, best[0] + s, best[1])
            paths[i] = curve if edges[i][0] == lo else curve[::-1]
        for i in members:
            if edges[i][2] == "ferry":
                a, b = edges[i][0], edges[i][1]
                paths[i] = _along_river(river, stations[a], stations[b])
    return paths


# --- the Tiled map ---------------------------------------------------------------------

def _num(v: float) -> str:
    text = f"{round(v, 1):.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _props(props: list[tuple[str, str, str]], indent: str) -> list[str]:
    out = [f"{indent}<properties>"]
    for name, typ, value in props:
        t = "" if typ == "string" else f" type={quoteattr(typ)}"
        out.append(f"{indent} <property name={quoteattr(name)}{t} value={quoteattr(value)}/>")
    out.append(f"{indent}</properties>")
    return out


def tmx_text(stations: dict[int, Point], edges: list[tuple[int, int, str]]) -> str:
    paths = link_paths(stations, edges)
    modes = station_modes(edges)
    cols, rows = WIDTH // TILE, HEIGHT // TILE
    next_id = 1 + len(stations) + len(edges)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{cols}" height="{rows}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="4" nextobjectid="{next_id}">',
        *_props([("title", "string", "London")], " "),
        ' <imagelayer id="1" name="board">',
        f'  <image source="{ART_NAME}" width="{WIDTH}" height="{HEIGHT}"/>',
        ' </imagelayer>',
        ' <objectgroup id="2" name="links">',
    ]
    oid = 1
    for (a, b, mode), path in zip(edges, paths):
        x0, y0 = path[0]
        rel = " ".join(f"{_num(x - x0)},{_num(y - y0)}" for x, y in path)
        lines.append(f'  <object id="{oid}" x="{_num(x0)}" y="{_num(y0)}">')
        lines += _props([("kind", "string", mode)], "   ")
        lines.append(f'   <polyline points="{rel}"/>')
        lines.append("  </object>")
        oid += 1
    lines.append(" </objectgroup>")
    lines.append(' <objectgroup id="3" name="nodes">')
    for sid in sorted(stations):
        x, y = stations[sid]
        lines.append(f'  <object id="{oid}" name="{sid}" type="station" x="{_num(x - STATION_W / 2)}" '
                     f'y="{_num(y - STATION_H / 2)}" width="{STATION_W}" height="{STATION_H}">')
        lines += _props([(m, "bool", "true" if m in modes.get(sid, ()) else "false") for m in MODES], "   ")
        lines.append("   <ellipse/>")
        lines.append("  </object>")
        oid += 1
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def starts_text(starts: dict) -> str:
    keep = {k: starts[k] for k in ("detectives", "mister_x", "classic_shared_18")}
    keep["notes"] = [
        "detectives and mister_x: the 29 start cards of the current edition, 16 for detectives and 13 for "
        "Mister X; the two lists share no station.",
        "classic_shared_18: the 18 start cards of the classic edition, one deck every player draws from.",
    ]
    return json.dumps(keep, indent=1) + "\n"


# --- the art ----------------------------------------------------------------------------
# Drawn at ART_SCALE times the board size, then scaled down: every edge comes out smooth.

ART_SCALE = 2
ART_SEED = 1829
PAPER = (236, 226, 200)
BUILT = (233, 222, 195)
STREET = (252, 249, 240)
STREET_EDGE = (204, 189, 156)
MAIN_ROAD = (255, 246, 220)
MAIN_ROAD_EDGE = (186, 166, 128)
PARK = (198, 218, 160)
PARK_EDGE = (136, 166, 104)
TREE = (160, 192, 124)
PARK_PATH = (226, 230, 196)
WATER = (164, 198, 218)
WATER_LIGHT = (196, 220, 234)
BANK = (92, 132, 158)
INK = (34, 30, 28)
FRAME = (92, 74, 52)
ROUTE_STYLE = {  # fill, edge, width in board pixels; drawn in this order
    "underground": ((204, 40, 46), (112, 18, 22), 12),
    "bus": ((30, 152, 126), (12, 82, 68), 8),
    "taxi": ((238, 186, 30), (120, 86, 10), 5),
}
TUBE_DASH = (255, 196, 196)
FERRY = (20, 20, 20)
PLATE = (252, 250, 243)
TAXI_FILL = (246, 208, 66)
BUS_BAND = (30, 152, 126)
TUBE_BAND = (204, 40, 46)
NUMBER_HEIGHT = 35  # digit height in board pixels (10 screen pixels at the fit zoom in a 1024x600 window)


def _closed_spline(ring: list[Point], steps: int = 10) -> list[Point]:
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


def _offset_line(line: list[Point], half: float) -> tuple[list[Point], list[Point]]:
    """The two edges of a band ``half`` wide either side of a polyline."""
    left, right = [], []
    for i, p in enumerate(line):
        a, b = line[max(0, i - 1)], line[min(len(line) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        left.append((p[0] + nx * half, p[1] + ny * half))
        right.append((p[0] - nx * half, p[1] - ny * half))
    return left, right


def _dashes(line: list[Point], dash: float, gap: float, phase: float = 0.0) -> list[list[Point]]:
    """The pieces of a polyline that make it dashed."""
    pieces: list[list[Point]] = []
    pos, on, left = 0.0, True, dash - phase
    current = [line[0]]
    for p, q in zip(line, line[1:]):
        seg = math.dist(p, q)
        start = 0.0
        while seg - start > left:
            start += left
            t = start / seg
            cut = (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
            if on:
                current.append(cut)
                pieces.append(current)
            current = [cut]
            on = not on
            left = gap if not on else dash
        left -= seg - start
        current.append(q)
    if on and len(current) > 1:
        pieces.append(current)
    return pieces


def _open_places(stations: dict[int, Point], river: list[Point], count: int) -> list[tuple[Point, float]]:
    """Centres and radii of the roomiest spots away from stations and the river: for parks."""
    def room(p: Point) -> float:
        near = min(math.dist(p, q) for q in stations.values())
        wet = min(math.dist(p, q) for q in river[::4]) - RIVER_HALF_WIDTH
        edge = min(p[0], p[1], WIDTH - p[0], HEIGHT - p[1])
        return min(near - STATION_W / 2 - 8, wet - 10, edge - 20)
    grid = [(float(x), float(y)) for x in range(40, WIDTH, 20) for y in range(40, HEIGHT, 20)]
    scored = sorted(((room(p), p) for p in grid), reverse=True)
    chosen: list[tuple[Point, float]] = []
    for r, p in scored:
        if r < 42 or len(chosen) == count:
            break
        if all(math.dist(p, q) > r + qr + 80 for q, qr in chosen):
            chosen.append((p, r))
    return chosen


def _cell_planes(seeds: list[Point], k: int) -> list[tuple[float, float, float]]:
    """Half-planes (nx, ny, c), meaning nx*x + ny*y <= c, whose meet is seed k's Voronoi cell."""
    sx, sy = seeds[k]
    planes = []
    for j, (tx, ty) in enumerate(seeds):
        if j != k:
            planes.append((tx - sx, ty - sy, (tx * tx + ty * ty - sx * sx - sy * sy) / 2))
    return planes


def _clip_polygon(poly: list[Point], planes: list[tuple[float, float, float]]) -> list[Point]:
    for nx, ny, c in planes:
        out: list[Point] = []
        for i, p in enumerate(poly):
            q = poly[(i + 1) % len(poly)]
            dp, dq = nx * p[0] + ny * p[1] - c, nx * q[0] + ny * q[1] - c
            if dp <= 0:
                out.append(p)
            if (dp < 0 < dq) or (dq < 0 < dp):
                t = dp / (dp - dq)
                out.append((p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t))
        poly = out
        if not poly:
            break
    return poly


def _clip_segment(a: Point, b: Point, planes: list[tuple[float, float, float]]) -> tuple[Point, Point] | None:
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    for nx, ny, c in planes:
        da = nx * a[0] + ny * a[1] - c
        slope = nx * dx + ny * dy
        if slope == 0:
            if da > 0:
                return None
            continue
        t = -da / slope
        if slope > 0:
            t1 = min(t1, t)
        else:
            t0 = max(t0, t)
        if t0 >= t1:
            return None
    return (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1)


def draw_board(stations: dict[int, Point], edges: list[tuple[int, int, str]], scale: int = ART_SCALE):
    """The board picture, WIDTH x HEIGHT, as a pygame Surface."""
    import random

    import pygame

    pygame.font.init()
    S = scale
    rng = random.Random(ART_SEED)
    surf = pygame.Surface((WIDTH * S, HEIGHT * S))

    def sp(p: Point) -> tuple[float, float]:
        return (p[0] * S, p[1] * S)

    def thick(target, colour, line: list[Point], width: float) -> None:
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

    # Paper: the built-up town in a warm print colour, with soft uneven ink.
    surf.fill(BUILT)
    mottle = pygame.Surface((WIDTH // 25, HEIGHT // 25), pygame.SRCALPHA)
    for _ in range(140):
        shade = rng.choice([(255, 250, 235, 40), (190, 170, 130, 26), (210, 196, 160, 30)])
        pygame.draw.circle(mottle, shade, (rng.uniform(0, WIDTH / 25), rng.uniform(0, HEIGHT / 25)),
                           rng.uniform(2, 9))
    surf.blit(pygame.transform.smoothscale(pygame.transform.smoothscale(mottle, (WIDTH // 50, HEIGHT // 50)),
                                           surf.get_size()), (0, 0))

    # Minor streets: districts (the cells of a few scattered seeds), each a
    # skewed grid of its own, with a street along every district border.
    seeds = [(rng.uniform(0, WIDTH), rng.uniform(0, HEIGHT)) for _ in range(22)]
    segments: list[tuple[Point, Point, float]] = []
    for k, seed in enumerate(seeds):
        planes = _cell_planes(seeds, k)
        cell = _clip_polygon([(0.0, 0.0), (WIDTH, 0.0), (WIDTH, HEIGHT), (0.0, HEIGHT)], planes)
        if len(cell) < 3:
            continue
        segments += [(p, q, 7.0) for p, q in zip(cell, cell[1:] + cell[:1])]
        angle, spacing = rng.uniform(0, math.pi), rng.uniform(58, 92)
        ux, uy = math.cos(angle), math.sin(angle)
        vx, vy = -uy, ux
        us = [x * ux + y * uy for x, y in cell]
        vs = [x * vx + y * vy for x, y in cell]
        rows, v = [], min(vs) + spacing * rng.uniform(0.3, 0.9)
        while v < max(vs):
            rows.append(v)
            v += spacing * rng.uniform(0.75, 1.25)
        grid = [((min(us), v), (max(us), v), 6.0) for v in rows]
        u = min(us) + spacing * rng.uniform(0.3, 1.0)
        while u < max(us):
            for va, vb in zip([min(vs)] + rows, rows + [max(vs)]):
                if rng.random() < 0.72:
                    grid.append(((u, va), (u, vb), 5.0))
            u += spacing * rng.uniform(1.2, 2.1)
        for (au, av), (bu, bv), width in grid:
            a, b = (au * ux + av * vx, au * uy + av * vy), (bu * ux + bv * vx, bu * uy + bv * vy)
            clipped = _clip_segment(a, b, planes)
            if clipped:
                segments.append((*clipped, width))
    for colour, extra in ((STREET_EDGE, 3.0), (STREET, 0.0)):
        for a, b, width in segments:
            thick(surf, colour, [a, b], width + extra)

    # A few main roads sweeping across town.
    for _ in range(7):
        horizontal = rng.random() < 0.5
        n = 5
        if horizontal:
            y = rng.uniform(150, HEIGHT - 150)
            pts = [(-60 + i * (WIDTH + 120) / (n - 1), y + rng.uniform(-160, 160)) for i in range(n)]
        else:
            x = rng.uniform(150, WIDTH - 150)
            pts = [(x + rng.uniform(-160, 160), -60 + i * (HEIGHT + 120) / (n - 1)) for i in range(n)]
        road = catmull_rom(pts, 12)
        thick(surf, MAIN_ROAD_EDGE, road, 14)
        thick(surf, MAIN_ROAD, road, 10)

    # Parks in the roomiest open ground.
    river = river_line()
    for (cx, cy), room in _open_places(stations, river, 9):
        rx, ry = min(room, 150) * rng.uniform(0.9, 1.1), min(room, 150) * rng.uniform(0.6, 0.85)
        tilt = rng.uniform(0, math.pi)
        ring = []
        for k in range(9):
            a = 2 * math.pi * k / 9
            r = rng.uniform(0.82, 1.0)
            x, y = math.cos(a) * rx * r, math.sin(a) * ry * r
            ring.append((cx + x * math.cos(tilt) - y * math.sin(tilt), cy + x * math.sin(tilt) + y * math.cos(tilt)))
        outline = _closed_spline(ring)
        pygame.draw.polygon(surf, PARK_EDGE, [sp(p) for p in outline])
        inner = [(cx + (x - cx) * 0.97, cy + (y - cy) * 0.97) for x, y in outline]
        pygame.draw.polygon(surf, PARK, [sp(p) for p in inner])
        path = catmull_rom([inner[0], (cx + rng.uniform(-20, 20), cy + rng.uniform(-20, 20)),
                            inner[len(inner) // 2]], 10)
        thick(surf, PARK_PATH, path, 4)
        for _ in range(int(rx * ry / 260)):
            a, d = rng.uniform(0, 2 * math.pi), math.sqrt(rng.random()) * 0.78
            x, y = math.cos(a) * rx * d, math.sin(a) * ry * d
            tx, ty = cx + x * math.cos(tilt) - y * math.sin(tilt), cy + x * math.sin(tilt) + y * math.cos(tilt)
            pygame.draw.circle(surf, TREE, sp((tx, ty)), rng.uniform(4, 7) * S)

    # The river, with its embankments, a lighter channel and its name.
    for half, colour in ((RIVER_HALF_WIDTH + 3, BANK), (RIVER_HALF_WIDTH, WATER)):
        left, right = _offset_line(river, half)
        pygame.draw.polygon(surf, colour, [sp(p) for p in left + right[::-1]])
    for side in (-7, 7):
        left, _right = _offset_line(river, side)
        for piece in _dashes(left, 40, 55, phase=20 if side > 0 else 0):
            thick(surf, WATER_LIGHT, piece, 2)
    label_font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "Lato-Italic.ttf"), 20 * S)
    _text_along(surf, label_font, "R I V E R   T H A M E S", river, 0.07, BANK, S)

    # Routes: underground beneath, then bus, then taxi; the ferry on the water.
    paths = link_paths(stations, edges)
    for mode, (fill, edge, width) in ROUTE_STYLE.items():
        lines = [p for (_a, _b, m), p in zip(edges, paths) if m == mode]
        for line in lines:
            thick(surf, edge, line, width + 2)
        for line in lines:
            thick(surf, fill, line, width)
        if mode == "underground":
            for line in lines:
                for piece in _dashes(line, 14, 12):
                    thick(surf, TUBE_DASH, piece, 3)
    for (_a, _b, mode), line in zip(edges, paths):
        if mode == "ferry":
            for piece in _dashes(line, 18, 11):
                thick(surf, FERRY, piece, 6)

    # Stations: a plate with the number; yellow top for taxi, a green band
    # for bus, a red band for the underground.
    modes = station_modes(edges)
    # measured on a large size, so the digits come out NUMBER_HEIGHT tall, not a rounding off
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "Lato-Bold.ttf"), 100)
    probe = font.render("0", True, INK).get_bounding_rect().h
    font = pygame.font.Font(str(ROOT / "assets" / "fonts" / "Lato-Bold.ttf"),
                            round(100 * NUMBER_HEIGHT * S / probe))
    w, h = PLATE_W * S, PLATE_H * S
    band = 7 * S
    pill = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(pill, (255, 255, 255, 255), pill.get_rect(), border_radius=h // 2)
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (40, 30, 20, 70), shadow.get_rect(), border_radius=h // 2)
    for sid, (x, y) in stations.items():
        plate = pygame.Surface((w, h), pygame.SRCALPHA)
        plate.fill(PLATE)
        plate.fill(TAXI_FILL, (0, 0, w, h // 2))
        if "bus" in modes.get(sid, ()):
            plate.fill(BUS_BAND, (0, 0, w, band))
        if "underground" in modes.get(sid, ()):
            plate.fill(TUBE_BAND, (0, h - band, w, band))
        plate.blit(pill, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        pygame.draw.line(plate, (150, 120, 40), (0, h // 2), (w, h // 2), max(1, S // 2))
        pygame.draw.rect(plate, INK, plate.get_rect(), 2 * S, border_radius=h // 2)
        digits = font.render(str(sid), True, INK)
        box = digits.get_bounding_rect()
        digits = digits.subsurface(box)
        room = w - 9 * S
        if digits.get_width() > room:
            digits = pygame.transform.smoothscale(digits, (room, digits.get_height()))
        plate.blit(digits, digits.get_rect(center=(w / 2, h / 2)))
        cx, cy = x * S - w / 2, y * S - h / 2
        surf.blit(shadow, (cx + 2 * S, cy + 3 * S))
        surf.blit(plate, (cx, cy))

    # A double rule round the sheet, as on a printed map.
    for inset, width in ((4, 3), (11, 1)):
        pygame.draw.rect(surf, FRAME, (inset * S, inset * S, (WIDTH - 2 * inset) * S, (HEIGHT - 2 * inset) * S),
                         width * S)
    if S == 1:
        return surf
    return pygame.transform.smoothscale(surf, (WIDTH, HEIGHT))


def _text_along(surf, font, text: str, line: list[Point], start: float, colour, S: int) -> None:
    """Letters set one by one along a polyline, from ``start`` (a fraction of its length)."""
    import pygame

    lengths = [math.dist(p, q) for p, q in zip(line, line[1:])]
    total = sum(lengths)
    pos = start * total
    width = sum(font.size(ch)[0] for ch in text) / S

    def at(d: float) -> tuple[Point, float]:
        for (p, q), seg in zip(zip(line, line[1:]), lengths):
            if d <= seg:
                t = d / seg if seg else 0.0
                return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t), math.atan2(q[1] - p[1], q[0] - p[0])
            d -= seg
        return line[-1], 0.0

    if math.cos(at(pos + width / 2)[1]) < 0:
        # The line runs right to left here: set the text along it the other way.
        line, lengths = line[::-1], lengths[::-1]
        pos = total - pos - width
    for ch in text:
        glyph = font.render(ch, True, colour)
        advance = glyph.get_width() / S
        (x, y), angle = at(pos + advance / 2)
        degrees = -math.degrees(angle)
        turned = pygame.transform.rotozoom(glyph, degrees, 1.0)
        surf.blit(turned, turned.get_rect(center=(x * S, y * S)))
        pos += advance


def write_art(stations: dict[int, Point], edges: list[tuple[int, int, str]], folder: Path = MAPS) -> Path:
    import pygame

    board = draw_board(stations, edges)
    path = folder / ART_NAME
    pygame.image.save(board, str(path))
    return path


# --- main --------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map-only", action="store_true", help="write the .tmx and start cards, not the art")
    args = parser.parse_args(argv)
    stations, edges, starts = read_facts()
    MAPS.mkdir(exist_ok=True)
    (MAPS / TMX_NAME).write_text(tmx_text(stations, edges), encoding="utf-8")
    (MAPS / STARTS_NAME).write_text(starts_text(starts), encoding="utf-8")
    print(f"wrote {MAPS / TMX_NAME} and {MAPS / STARTS_NAME}")
    if not args.map_only:
        print(f"wrote {write_art(stations, edges)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
