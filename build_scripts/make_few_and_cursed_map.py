"""Build The Few and Cursed's desert board as a Tiled map from its data file.

    .venv/bin/python build_scripts/make_few_and_cursed_map.py [--map-only]

Reads build_scripts/data/few_and_cursed_board.json (the board's design: its
spaces with names, kinds, towns, artifact colours, Last Seen numbers and
positions on a 2400x1800 board, and its roads with their movement, curse and
damage symbols) and writes into maps/:

* few_and_cursed.tmx: an orthogonal Tiled 1.10 map, 48x36 cells of 50 px.
  An image layer "board" shows the art; the object layer "nodes" holds one
  ellipse per space (name = space id, type = its kind, properties kind,
  label (the space's name: "name" is Tiled's own field, it carries the id),
  town, artifact, last_seen); the object layer "links" holds one polyline
  per road (properties kind = "road", move, curse, damage) running as the
  trail is drawn, from the centre of one space to the centre of the other.
* few_and_cursed_board.png: the board art (2400x1800), drawn by
  build_scripts/few_and_cursed_art.py (with few_and_cursed_terrain.py and
  few_and_cursed_panels.py).

The map convention is the one in game/core/tmx_graph.py.  The script
refuses a data file whose roads cross one another or run under a space, so
the board stays readable.  --map-only skips the art (pygame is needed only
for the art).  The output depends on nothing but the data file: running it
twice writes the same files.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
DATA_FILE = ROOT / "build_scripts" / "data" / "few_and_cursed_board.json"
MAPS = ROOT / "maps"
TMX_NAME = "few_and_cursed.tmx"
ART_NAME = "few_and_cursed_board.png"

WIDTH, HEIGHT = 2400, 1800
TILE = 50
KINDS = ("san_andreas", "desert", "canyons", "ruins", "cursed")
COLOURS = ("red", "blue", "green", "gold")
# The radius of a space's disc on the board (also the node ellipse's).
RADIUS = {"san_andreas": 84, "town": 58, "space": 38}
ROAD_CLEARANCE = 14   # how far a trail keeps from the disc of a space it does not serve
TRAIL_SEED = 1910

Point = tuple[float, float]


class BoardDataError(ValueError):
    """The board's data file cannot make a sound board."""


# --- the data -----------------------------------------------------------------------

def read_board(path: Path = DATA_FILE) -> dict:
    """The board data, checked: ids 1..N, known kinds, roads between known spaces."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BoardDataError(f"{path}: cannot read the board data ({exc})") from None
    problems = []
    spaces, roads = data.get("spaces", []), data.get("roads", [])
    ids = [s.get("id") for s in spaces]
    if ids != list(range(1, len(spaces) + 1)):
        problems.append("space ids must run 1..N in order")
    for s in spaces:
        if s.get("kind") not in KINDS:
            problems.append(f"space {s.get('id')}: unknown kind {s.get('kind')!r}")
        if s.get("artifact") and s["artifact"] not in COLOURS:
            problems.append(f"space {s.get('id')}: unknown artifact colour {s['artifact']!r}")
    known = set(ids)
    for r in roads:
        if r.get("a") not in known or r.get("b") not in known or r.get("a") == r.get("b"):
            problems.append(f"road {r.get('a')}-{r.get('b')}: not between two spaces")
    if problems:
        raise BoardDataError(f"{path}: " + "; ".join(problems))
    return data


def space_radius(space: dict) -> int:
    if space["kind"] == "san_andreas":
        return RADIUS["san_andreas"]
    return RADIUS["town"] if space.get("town") else RADIUS["space"]


# --- geometry --------------------------------------------------------------------------

def bowed(a: Point, b: Point, bow: float, twist: float = 0.0, steps: int = 10) -> list[Point]:
    """A cubic curve from a to b, ``bow`` px left of the chord at its middle;
    ``twist`` makes it an S-bend."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = dy / length, -dx / length
    o1, o2 = 4 / 3 * (bow + twist), 4 / 3 * (bow - twist)
    c1 = (a[0] + dx / 3 + o1 * nx, a[1] + dy / 3 + o1 * ny)
    c2 = (a[0] + 2 * dx / 3 + o2 * nx, a[1] + 2 * dy / 3 + o2 * ny)
    out = []
    for k in range(steps + 1):
        t = k / steps
        u = 1 - t
        w0, w1, w2, w3 = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append((round(w0 * a[0] + w1 * c1[0] + w2 * c2[0] + w3 * b[0], 1),
                    round(w0 * a[1] + w1 * c1[1] + w2 * c2[1] + w3 * b[1], 1)))
    out[0], out[-1] = a, b
    return out


def segment_distance(p: Point, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _cross(o: Point, a: Point, b: Point) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def segments_cross(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """Whether two segments cross at a point inside both (touching ends do not count)."""
    d1, d2 = _cross(q1, q2, p1), _cross(q1, q2, p2)
    d3, d4 = _cross(p1, p2, q1), _cross(p1, p2, q2)
    return d1 * d2 < 0 and d3 * d4 < 0


def paths_cross(p: list[Point], q: list[Point]) -> bool:
    box = (min(x for x, _ in p), min(y for _, y in p), max(x for x, _ in p), max(y for _, y in p))
    if (max(x for x, _ in q) < box[0] or min(x for x, _ in q) > box[2]
            or max(y for _, y in q) < box[1] or min(y for _, y in q) > box[3]):
        return False
    return any(segments_cross(a, b, c, d) for a, b in zip(p, p[1:]) for c, d in zip(q, q[1:]))


def _clear_of_spaces(path: list[Point], others: list[dict]) -> bool:
    return all(segment_distance((s["x"], s["y"]), a, b) > space_radius(s) + ROAD_CLEARANCE
               for s in others for a, b in zip(path, path[1:]))


def trail_paths(data: dict) -> list[list[Point]]:
    """One polyline per road (in the data's order) from the centre of a to the
    centre of b: a gently winding trail, straighter where a bend would come near
    another space or another trail.  Raises BoardDataError when even the straight
    line crosses another road or runs under a space."""
    spaces = {s["id"]: s for s in data["spaces"]}
    rng = random.Random(TRAIL_SEED)
    paths: list[list[Point]] = []
    problems = []
    for road in data["roads"]:
        a, b = spaces[road["a"]], spaces[road["b"]]
        pa, pb = (float(a["x"]), float(a["y"])), (float(b["x"]), float(b["y"]))
        length = math.dist(pa, pb)
        others = [s for s in spaces.values() if s["id"] not in (road["a"], road["b"])
                  and segment_distance((s["x"], s["y"]), pa, pb) < length / 2 + 120]
        bow, twist = rng.uniform(-0.07, 0.07) * length, rng.uniform(-0.05, 0.05) * length
        chosen = None
        for shrink in (1.0, 0.6, 0.3, 0.0):
            candidate = bowed(pa, pb, bow * shrink, twist * shrink) if shrink else [pa, pb]
            if _clear_of_spaces(candidate, others) and not any(paths_cross(candidate, p) for p in paths):
                chosen = candidate
                break
        if chosen is None:
            problems.append(f"road {road['a']}-{road['b']} crosses another road or runs under a space")
            chosen = [pa, pb]
        paths.append(chosen)
    if problems:
        raise BoardDataError("; ".join(problems))
    return paths


# --- the Tiled map -------------------------------------------------------------------------

def _num(v: float) -> str:
    text = f"{round(v, 1):.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _props(props: list[tuple[str, str, object]], indent: str) -> list[str]:
    out = [f"{indent}<properties>"]
    for name, typ, value in props:
        t = "" if typ == "string" else f" type={quoteattr(typ)}"
        out.append(f"{indent} <property name={quoteattr(name)}{t} value={quoteattr(str(value))}/>")
    out.append(f"{indent}</properties>")
    return out


def tmx_text(data: dict) -> str:
    paths = trail_paths(data)
    spaces, roads = data["spaces"], data["roads"]
    cols, rows = WIDTH // TILE, HEIGHT // TILE
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{cols}" height="{rows}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="4" nextobjectid="{1 + len(spaces) + len(roads)}">',
        *_props([("title", "string", data.get("title", "The Few and Cursed"))], " "),
        ' <imagelayer id="1" name="board">',
        f'  <image source="{ART_NAME}" width="{WIDTH}" height="{HEIGHT}"/>',
        ' </imagelayer>',
        ' <objectgroup id="2" name="links">',
    ]
    oid = 1
    for road, path in zip(roads, paths):
        x0, y0 = path[0]
        rel = " ".join(f"{_num(x - x0)},{_num(y - y0)}" for x, y in path)
        lines.append(f'  <object id="{oid}" type="road" x="{_num(x0)}" y="{_num(y0)}">')
        lines += _props([("kind", "string", "road"), ("move", "int", road["move"]),
                         ("curse", "int", road["curse"]), ("damage", "int", road["damage"])], "   ")
        lines.append(f'   <polyline points="{rel}"/>')
        lines.append("  </object>")
        oid += 1
    lines.append(" </objectgroup>")
    lines.append(' <objectgroup id="3" name="nodes">')
    for s in spaces:
        r = space_radius(s)
        lines.append(f'  <object id="{oid}" name="{s["id"]}" type="{s["kind"]}" x="{_num(s["x"] - r)}" '
                     f'y="{_num(s["y"] - r)}" width="{2 * r}" height="{2 * r}">')
        lines += _props([("kind", "string", s["kind"]), ("label", "string", s["name"]),
                         ("town", "string", s.get("town", "")), ("artifact", "string", s.get("artifact", "")),
                         ("last_seen", "int", s.get("last_seen", 0))], "   ")
        lines.append("   <ellipse/>")
        lines.append("  </object>")
        oid += 1
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


# --- main --------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map-only", action="store_true", help="write the .tmx, not the art")
    args = parser.parse_args(argv)
    try:
        data = read_board()
        text = tmx_text(data)
    except BoardDataError as exc:
        print(f"cannot build the board: {exc}", file=sys.stderr)
        return 1
    MAPS.mkdir(exist_ok=True)
    (MAPS / TMX_NAME).write_text(text, encoding="utf-8")
    print(f"wrote {MAPS / TMX_NAME}")
    if not args.map_only:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import few_and_cursed_art

        import pygame
        art_data = dict(data, spaces=[dict(s, radius=space_radius(s)) for s in data["spaces"]])
        pygame.image.save(few_and_cursed_art.draw_board(art_data, trail_paths(data)), str(MAPS / ART_NAME))
        print(f"wrote {MAPS / ART_NAME}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
