"""Writes the small Tiled map the loader tests use: test_board.tmx with an
external tileset (test_tiles.tsx, test_tiles.png) and a board picture
(test_board.png).  The files open in Tiled.

Run from the project root:  .venv/bin/python tests/data/make_test_map.py

The board follows the convention in game/engine/tiled.py: six nodes (points,
ellipses; ids from object names, one of them a word) and eight links
(polylines snapped by their ends, two objects with from/to properties, one
of them a polyline drawn backwards; two kinds between nodes 1 and 2).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

HERE = Path(__file__).resolve().parent
TILE = 32
COLS, ROWS = 10, 8

# id, kind of object, x, y (top-left for shapes, the point itself for points), w, h, properties
NODES = [
    ("1", "point", 48, 48, 0, 0, [("kind", "string", "town"), ("gold", "int", "3")]),
    ("2", "ellipse", 148, 28, 24, 24, [("kind", "string", "station")]),
    ("3", "point", 272, 56, 0, 0, [("kind", "string", "town")]),
    ("4", "point", 64, 200, 0, 0, [("kind", "string", "station"), ("haunted", "bool", "true")]),
    ("Deadwood", "ellipse", 160, 152, 32, 32, [("kind", "string", "town"), ("gold", "int", "5")]),
    ("6", "point", 280, 208, 0, 0, [("kind", "string", "camp")]),
]

# kind, absolute polyline points (or None for a box with from/to), properties
LINKS = [
    ("taxi", [(48, 48), (100, 30), (158, 42)], [("cost", "int", "1")]),
    ("bus", [(272, 56), (216, 60), (160, 40)], [("cost", "int", "2")]),
    ("trail", [(50, 52), (40, 120), (64, 200)], [("curse", "bool", "true"), ("damage", "float", "1.5")]),
    ("taxi", [(64, 200), (120, 190), (176, 168)], []),
    ("underground", [(176, 168), (230, 110), (272, 56)], []),
    ("ferry", None, [("from", "string", "Deadwood"), ("to", "int", "6")]),
    ("bus", [(48, 48), (104, 64), (160, 40)], [("cost", "int", "2")]),
    # drawn from node 6 to node 3, but its from/to say 3 -> 6
    ("trail", [(280, 208), (300, 130), (272, 56)], [("from", "int", "3"), ("to", "int", "6")]),
]


def _props(props: list[tuple[str, str, str]], indent: str) -> list[str]:
    if not props:
        return []
    out = [f"{indent}<properties>"]
    for name, typ, value in props:
        t = "" if typ == "string" else f" type={quoteattr(typ)}"
        out.append(f"{indent} <property name={quoteattr(name)}{t} value={quoteattr(value)}/>")
    out.append(f"{indent}</properties>")
    return out


def tsx_text() -> str:
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tileset version="1.10" tiledversion="1.10.2" name="test_tiles" tilewidth="32" tileheight="32" '
        'tilecount="4" columns="2">',
        ' <image source="test_tiles.png" width="64" height="64"/>',
        '</tileset>',
        "",
    ])


def tmx_text() -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="5" nextobjectid="{1 + len(NODES) + len(LINKS)}">',
        *_props([("title", "string", "Test Gulch"), ("snap", "int", "12")], " "),
        ' <tileset firstgid="1" source="test_tiles.tsx"/>',
        f' <layer id="1" name="ground" width="{COLS}" height="{ROWS}">',
        '  <data encoding="csv">',
    ]
    rows = []
    for y in range(ROWS):
        rows.append(",".join(str(1 + (x + y) % 2 + 2 * ((x // 3 + y // 3) % 2)) for x in range(COLS)))
    lines.append(",\n".join(rows))
    lines += [
        '</data>',
        ' </layer>',
        ' <imagelayer id="2" name="board" opacity="0.9">',
        f'  <image source="test_board.png" width="{COLS * TILE}" height="{ROWS * TILE}"/>',
        ' </imagelayer>',
        ' <objectgroup id="3" name="links">',
    ]
    oid = 1
    for kind, points, props in LINKS:
        allprops = [("kind", "string", kind)] + props
        if points is None:
            lines.append(f'  <object id="{oid}" x="180" y="200" width="16" height="16">')
            lines += _props(allprops, "   ")
        else:
            x0, y0 = points[0]
            rel = " ".join(f"{x - x0:g},{y - y0:g}" for x, y in points)
            lines.append(f'  <object id="{oid}" x="{x0:g}" y="{y0:g}">')
            lines += _props(allprops, "   ")
            lines.append(f'   <polyline points="{rel}"/>')
        lines.append("  </object>")
        oid += 1
    lines.append(" </objectgroup>")
    lines.append(' <objectgroup id="4" name="nodes">')
    for name, shape, x, y, w, h, props in NODES:
        size = f' width="{w}" height="{h}"' if w or h else ""
        lines.append(f'  <object id="{oid}" name={quoteattr(name)} x="{x}" y="{y}"{size}>')
        lines += _props(props, "   ")
        lines.append(f"   <{shape}/>")
        lines.append("  </object>")
        oid += 1
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def draw_images(folder: Path) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    tiles = pygame.Surface((64, 64))
    for i, colour in enumerate([(214, 190, 140), (206, 180, 128), (190, 168, 120), (222, 204, 160)]):
        r = pygame.Rect((i % 2) * TILE, (i // 2) * TILE, TILE, TILE)
        tiles.fill(colour, r)
        pygame.draw.line(tiles, (176, 150, 104), r.topleft, (r.right - 1, r.top), 1)
    pygame.image.save(tiles, str(folder / "test_tiles.png"))

    board = pygame.Surface((COLS * TILE, ROWS * TILE), pygame.SRCALPHA)
    board.fill((0, 0, 0, 0))
    pygame.draw.rect(board, (120, 84, 52, 255), board.get_rect(), 4)
    for kind, points, _props_ in LINKS:
        if points:
            pygame.draw.lines(board, (90, 60, 40, 200), False, points, 3)
    for name, shape, x, y, w, h, _props_ in NODES:
        cx, cy = x + w / 2, y + h / 2
        pygame.draw.circle(board, (60, 40, 30, 255), (cx, cy), 9)
        pygame.draw.circle(board, (240, 226, 196, 255), (cx, cy), 6)
    pygame.image.save(board, str(folder / "test_board.png"))


def write_all(folder: Path = HERE) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "test_tiles.tsx").write_text(tsx_text(), encoding="utf-8")
    (folder / "test_board.tmx").write_text(tmx_text(), encoding="utf-8")
    draw_images(folder)


if __name__ == "__main__":
    write_all(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
    print(f"wrote the test map to {HERE if len(sys.argv) < 2 else sys.argv[1]}")
