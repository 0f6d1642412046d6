"""Draw the pictures printed on The Few and Cursed's cards into one sheet.

    .venv/bin/python build_scripts/few_and_cursed_cards.py

Writes assets/few_and_cursed/card_pictures.png (a grid of CELL-sized
pictures) and card_pictures.json (``{"cell": [w, h], "columns": n,
"families": [names in sheet order]}``).  The table reads the sheet
(game/games/few_and_cursed/table/pictures.py) and picks a card's picture by
its family: what the card mostly gives or asks (a boot for movement, a
revolver for attack, a water drop for water, a crow for curse...), the
ground of an encounter, the face of a bounty.

Everything is drawn in the board's manner, with the board's own pieces
(few_and_cursed_terrain.py): the sea floor's sand with faint depth contours,
ink outlines and the board's palette (rock, stone, curse purple, bone).
Pictures are drawn at S times their size and scaled down; everything is
seeded, so running it twice writes the same files.
"""

from __future__ import annotations

import json
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402

from few_and_cursed_card_motifs import MOTIFS  # noqa: E402
from few_and_cursed_terrain import (  # noqa: E402
    BONE, CONTOUR, CURSE_DARK, S, SAND, draw_arch, draw_bone, draw_cactus,
    draw_dune, draw_mesa, draw_ravine, draw_ribcage, draw_skull, draw_wall, draw_wreck, radial, sp)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "few_and_cursed"
CELL = (240, 120)
COLUMNS = 8
SEED = 1911

# The ground each picture stands on: open sand, or one of the board's four kinds of country.
GROUND = {"desert": "desert", "canyons": "canyons", "ruins": "ruins", "cursed": "cursed", "crow": "cursed",
          "hex": "cursed", "monster": "cursed", "demon": "cursed", "zombie": "ruins", "grave": "ruins",
          "horse": "desert", "trail": "desert", "wagon": "desert", "mirage": "desert", "tool": "canyons",
          "rifle": "canyons", "outlaw": "canyons"}


def sand(rng: random.Random, tint=SAND) -> pygame.Surface:
    """The sea floor's sand: mottled, grained, with a few depth contours as on the board."""
    w, h = CELL
    surf = pygame.Surface((w * S, h * S), pygame.SRCALPHA)
    surf.fill((*tint, 255))
    for cells, lo in (((6, 3), 214), ((30, 15), 236)):
        small = pygame.Surface(cells)
        for y in range(cells[1]):
            for x in range(cells[0]):
                v = rng.randint(lo, 255)
                small.set_at((x, y), (v, v, v))
        surf.blit(pygame.transform.smoothscale(small, surf.get_size()), (0, 0), special_flags=pygame.BLEND_MULT)
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    phase, tilt = rng.uniform(0, math.tau), rng.uniform(-0.3, 0.3)
    for k in range(5):
        base = 14 + k * 24
        pts = [(x, base + tilt * (x - w / 2) + 7 * math.sin(x / 31 + phase + k)) for x in range(-4, w + 8, 6)]
        pygame.draw.lines(layer, (*CONTOUR, 90), False, [sp(p) for p in pts], S)
    surf.blit(layer, (0, 0))
    return surf


def country(surf: pygame.Surface, rng: random.Random, kind: str, full: bool) -> None:
    """The board's terrain of ``kind``: the whole picture (``full``) or a fringe at the sides."""
    w, h = CELL
    stains = {"canyons": ((168, 86, 48), 110), "cursed": ((118, 52, 150), 150), "ruins": ((120, 110, 96), 70)}
    if kind in stains:
        colour, alpha = stains[kind]
        for x in ((w * 0.5,) if full else (0, w)):
            stain = radial(w * 0.55, colour, alpha)
            surf.blit(stain, stain.get_rect(center=sp((x, h * 0.55))))
    sides = [(0.5, 0.55)] if full else [(0.08, 0.75), (0.92, 0.7)]
    for fx, fy in sides:
        c = (w * fx, h * fy)
        if kind == "desert":
            draw_dune(surf, rng, (c[0] - 34, c[1] + 14), 50 if full else 24)
            if full:
                draw_dune(surf, rng, (c[0] + 62, c[1] - 10), 44)
                draw_cactus(surf, (c[0] + 4, c[1] - 8), 50)
                pygame.draw.circle(surf, (214, 150, 60), sp((w * 0.86, h * 0.22)), 12 * S)   # the sun
        elif kind == "canyons":
            draw_mesa(surf, rng, (c[0] - (30 if full else 0), c[1] - 8), 26 if full else 16)
            if full:
                draw_mesa(surf, rng, (c[0] + 58, c[1] - 22), 20)
                draw_ravine(surf, rng, (c[0] + 10, c[1] + 30), 150)
        elif kind == "ruins":
            draw_wall(surf, rng, (c[0] - (10 if full else 0), c[1] + (24 if full else 0)), 90 if full else 30)
            if full:
                draw_arch(surf, (c[0] - 62, c[1] - 14), 48)
                draw_wreck(surf, rng, (c[0] + 54, c[1] - 12), 50)
        elif kind == "cursed":
            for _ in range(3 if full else 1):
                draw_bone(surf, rng, (c[0] + rng.uniform(-40, 40), c[1] + rng.uniform(-14, 24)), 18)
            if full:
                draw_ribcage(surf, rng, (c[0] + 36, c[1] + 6), 48)
                draw_skull(surf, (c[0] - 52, c[1] - 4), 34, colour=BONE, socket=CURSE_DARK)


def picture(name: str, rng: random.Random) -> pygame.Surface:
    ground = GROUND.get(name)
    tint = {"cursed": (226, 206, 214), "canyons": (236, 206, 170), "ruins": (226, 216, 196)}.get(ground or "", SAND)
    surf = sand(rng, tint)
    if name in ("desert", "canyons", "ruins", "cursed"):
        country(surf, rng, name, full=True)
    else:
        if ground:
            country(surf, rng, ground, full=False)
        motif = MOTIFS[name]
        c, r = (CELL[0] / 2, CELL[1] / 2 + 2), CELL[1] * 0.4
        glow = radial(r * 1.5, (252, 244, 222), 210)   # a pale halo lifts the motif off the ground
        surf.blit(glow, glow.get_rect(center=sp(c)))
        motif(surf, c, r)
    return pygame.transform.smoothscale(surf, CELL)


FAMILIES = ("desert", "canyons", "ruins", "cursed") + tuple(MOTIFS)


def main() -> int:
    pygame.init()
    rows = -(-len(FAMILIES) // COLUMNS)
    sheet = pygame.Surface((CELL[0] * COLUMNS, CELL[1] * rows), pygame.SRCALPHA)
    for i, name in enumerate(FAMILIES):
        rng = random.Random(SEED * 31 + i)
        sheet.blit(picture(name, rng), ((i % COLUMNS) * CELL[0], (i // COLUMNS) * CELL[1]))
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(OUT / "card_pictures.png"))
    index = {"cell": list(CELL), "columns": COLUMNS, "families": list(FAMILIES)}
    (OUT / "card_pictures.json").write_text(json.dumps(index, indent=1) + "\n")
    print(f"wrote {OUT / 'card_pictures.png'} ({len(FAMILIES)} pictures) and card_pictures.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
