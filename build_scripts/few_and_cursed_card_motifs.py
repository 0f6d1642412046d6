"""The things drawn on The Few and Cursed's cards, one a family, in the board's ink and palette.

Drawing pieces for few_and_cursed_cards.py.  Each motif is ``draw(surf, centre, r)``
with the centre and the half-height ``r`` in picture pixels, drawn at S times
(few_and_cursed_terrain's scale).  Shapes are given on a unit grid (-1..1 times r)
so each reads as one bold silhouette at a card's size: the board's road symbols
(a boot, a purple gem, a skull) are the models.
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from few_and_cursed_terrain import (
    ARTIFACT_RGB, BLOOD, BONE, CURSE, CURSE_DARK, CURSE_LIGHT, INK, S, STONE, STONE_DARK, WOOD,
    WOOD_DARK, draw_skull, sp, thick)

Point = tuple[float, float]
BRASS, BRASS_DARK, STEEL, STEEL_DARK = (206, 160, 64), (120, 86, 30), (150, 150, 156), (70, 70, 78)
LEATHER, LEATHER_DARK, WATER, WATER_DARK = (150, 92, 50), (86, 50, 24), (70, 140, 200), (30, 70, 120)
LINE = 1.6   # the ink outline's width, picture px


def at(c: Point, r: float, p: Point) -> tuple[float, float]:
    return sp((c[0] + p[0] * r, c[1] + p[1] * r))


def shape(surf, c, r, points, fill, ink=INK, line: float = LINE) -> None:
    """A filled outline on the unit grid, inked round."""
    pts = [at(c, r, p) for p in points]
    pygame.draw.polygon(surf, fill, pts)
    if ink is not None:
        pygame.draw.polygon(surf, ink, pts, max(1, round(line * S)))


def disc(surf, c, r, p: Point, radius: float, fill, ink=INK, line: float = LINE) -> None:
    pygame.draw.circle(surf, fill, at(c, r, p), radius * r * S)
    if ink is not None:
        pygame.draw.circle(surf, ink, at(c, r, p), radius * r * S, max(1, round(line * S)))


def stroke(surf, c, r, points, colour, width: float) -> None:
    thick(surf, colour, [(c[0] + x * r, c[1] + y * r) for x, y in points], width * r)


def boot(surf, c, r) -> None:
    shape(surf, c, r, [(-0.35, -0.9), (0.15, -0.9), (0.17, 0.15), (0.75, 0.32), (0.85, 0.7), (-0.4, 0.7),
                       (-0.42, 0.45), (-0.3, 0.05)], LEATHER)
    shape(surf, c, r, [(-0.4, 0.7), (-0.05, 0.7), (-0.05, 0.86), (-0.4, 0.86)], LEATHER_DARK)   # the heel
    stroke(surf, c, r, [(-0.3, -0.62), (0.13, -0.62)], LEATHER_DARK, 0.06)
    disc(surf, c, r, (0.58, 0.8), 0.1, STEEL)                                                    # a spur
    for k in range(3):                                                                            # dust behind
        disc(surf, c, r, (-0.85 - k * 0.28, 0.72 - k * 0.12), 0.1 - k * 0.02, (214, 190, 150), None)


def horse(surf, c, r) -> None:
    head = [(-0.35, -0.95), (-0.2, -0.6), (0.15, -0.55), (0.75, 0.05), (0.9, 0.35), (0.75, 0.5), (0.45, 0.42),
            (0.05, 0.2), (-0.05, 0.95), (-0.75, 0.95), (-0.6, 0.1), (-0.5, -0.6)]
    shape(surf, c, r, head, (150, 96, 60))
    mane = [(-0.5, -0.6), (-0.35, -0.95), (-0.3, -0.55), (-0.62, 0.2), (-0.9, 0.9), (-0.75, 0.95), (-0.6, 0.1)]
    shape(surf, c, r, mane, (70, 44, 26))
    disc(surf, c, r, (0.12, -0.25), 0.08, INK, None)
    disc(surf, c, r, (0.74, 0.3), 0.05, INK, None)
    stroke(surf, c, r, [(0.2, 0.33), (0.55, 0.42)], BRASS_DARK, 0.05)                            # the bridle
    stroke(surf, c, r, [(0.1, -0.5), (0.3, 0.3)], BRASS_DARK, 0.05)


def revolver(surf, c, r) -> None:
    shape(surf, c, r, [(-0.2, -0.42), (1.1, -0.42), (1.1, -0.2), (-0.2, -0.2)], STEEL)          # barrel
    shape(surf, c, r, [(-0.55, -0.5), (-0.15, -0.5), (-0.1, 0.05), (-0.55, 0.05)], STEEL_DARK)   # frame
    shape(surf, c, r, [(-0.42, -0.4), (-0.02, -0.4), (-0.02, -0.02), (-0.42, -0.02)], STEEL)     # cylinder
    for y in (-0.28, -0.14):
        stroke(surf, c, r, [(-0.38, y), (-0.06, y)], STEEL_DARK, 0.03)
    shape(surf, c, r, [(-0.55, -0.05), (-0.25, 0.0), (-0.45, 0.55), (-0.85, 0.85), (-1.05, 0.7), (-0.8, 0.05)],
          WOOD)                                                                                   # grip
    shape(surf, c, r, [(-0.55, -0.5), (-0.72, -0.72), (-0.62, -0.78), (-0.45, -0.52)], STEEL_DARK)  # hammer
    pygame.draw.arc(surf, INK, pygame.Rect(*at(c, r, (-0.45, -0.15)), 0.35 * r * S, 0.45 * r * S), math.pi,
                    2 * math.pi, max(1, round(LINE * S)))                                         # trigger guard


def gem(surf, c, r, fill=CURSE, light=CURSE_LIGHT, dark=CURSE_DARK, scale: float = 1.0) -> None:
    g = [(-0.5, -0.7), (0.5, -0.7), (0.9, -0.2), (0.0, 0.85), (-0.9, -0.2)]
    g = [(x * scale, y * scale) for x, y in g]
    shape(surf, c, r, g, fill, dark)
    shape(surf, c, r, [(g[0][0], g[0][1]), (g[1][0], g[1][1]), (0.3 * scale, -0.2 * scale),
                       (-0.3 * scale, -0.2 * scale)], light, dark)
    shape(surf, c, r, [(0.3 * scale, -0.2 * scale), (g[2][0], g[2][1]), (g[3][0], g[3][1])], dark, dark)
    disc(surf, c, r, (-0.3 * scale, -0.5 * scale), 0.08 * scale, (250, 236, 255), None)


def hex_bolt(surf, c, r) -> None:
    gem(surf, (c[0] - r * 0.55, c[1]), r, scale=0.8)
    shape(surf, c, r, [(0.2, -0.95), (0.75, -0.95), (0.5, -0.25), (0.9, -0.25), (0.15, 0.95), (0.35, 0.1),
                       (0.0, 0.1)], (240, 200, 255), CURSE_DARK)


def cartridge(surf, c, r, x: float, tall: float = 1.0) -> None:
    shape(surf, c, r, [(x - 0.18, -0.2 * tall), (x + 0.18, -0.2 * tall), (x + 0.18, 0.85), (x - 0.18, 0.85)],
          BRASS, BRASS_DARK)
    shape(surf, c, r, [(x - 0.18, -0.2 * tall), (x - 0.12, -0.6 * tall), (x, -0.8 * tall), (x + 0.12, -0.6 * tall),
                       (x + 0.18, -0.2 * tall)], (130, 120, 116), STEEL_DARK)
    stroke(surf, c, r, [(x - 0.18, 0.72), (x + 0.18, 0.72)], BRASS_DARK, 0.05)


def ammo(surf, c, r) -> None:
    for x, tall in ((-0.5, 0.9), (0.0, 1.1), (0.5, 0.9)):
        cartridge(surf, c, r, x, tall)


def drop(surf, c, r, fill=WATER, dark=WATER_DARK) -> None:
    pts = [(0.0, -0.95)] + [(math.sin(a) * 0.6, 0.25 - math.cos(a) * 0.6)
                            for a in [math.pi * (0.22 + 1.56 * k / 24) for k in range(25)]]
    shape(surf, c, r, pts, fill, dark)
    stroke(surf, c, r, [(-0.3, 0.05), (-0.32, 0.35), (-0.2, 0.55)], (230, 240, 250), 0.07)


def water(surf, c, r) -> None:
    drop(surf, (c[0] - r * 0.2, c[1]), r)
    for k in (1, 2):
        rect = pygame.Rect(0, 0, 0.7 * k * r * S, 0.2 * k * r * S)
        rect.center = at(c, r, (0.6, 0.78))
        pygame.draw.ellipse(surf, WATER_DARK, rect, max(1, S))


def blood(surf, c, r) -> None:
    drop(surf, c, r, BLOOD, (80, 10, 8))


def heart(surf, c, r, fill=(196, 52, 60)) -> None:
    pts = []
    for k in range(40):
        t = math.tau * k / 40
        pts.append((16 * math.sin(t) ** 3 / 17, -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t)
                                                   - math.cos(4 * t)) / 17 - 0.05))
    shape(surf, c, r, pts, fill, (90, 20, 24))
    shape(surf, c, r, [(-0.12, -0.4), (0.12, -0.4), (0.12, -0.15), (0.37, -0.15), (0.37, 0.09), (0.12, 0.09),
                       (0.12, 0.34), (-0.12, 0.34), (-0.12, 0.09), (-0.37, 0.09), (-0.37, -0.15), (-0.12, -0.15)],
          BONE, None)


def rays(surf, c, r, colour, n: int = 12, inner: float = 0.55, outer: float = 1.0) -> None:
    for k in range(n):
        a = math.tau * k / n
        stroke(surf, c, r, [(math.cos(a) * inner, math.sin(a) * inner), (math.cos(a) * outer, math.sin(a) * outer)],
               colour, 0.06)


def blessing(surf, c, r) -> None:
    rays(surf, c, r, (226, 186, 90))
    shape(surf, c, r, [(-0.1, -0.9), (0.1, -0.9), (0.1, -0.45), (0.42, -0.45), (0.42, -0.25), (0.1, -0.25),
                       (0.1, 0.9), (-0.1, 0.9), (-0.1, -0.25), (-0.42, -0.25), (-0.42, -0.45), (-0.1, -0.45)], WOOD)


def crow(surf, c, r) -> None:
    dark, eye = (34, 28, 38), (200, 120, 240)
    shape(surf, c, r, [(-0.9, 0.55), (-0.45, 0.25), (-0.1, 0.3), (0.4, 0.05), (0.6, -0.3), (0.45, -0.55),
                       (0.75, -0.5), (0.95, -0.42), (0.72, -0.35), (0.7, 0.05), (0.35, 0.55), (-0.2, 0.62),
                       (-0.6, 0.75), (-1.0, 0.8)], dark, (12, 8, 16))
    shape(surf, c, r, [(-0.35, 0.3), (-0.6, -0.45), (-0.2, -0.85), (0.05, -0.4), (0.2, 0.1)], (56, 46, 62),
          (12, 8, 16))                                                                             # the raised wing
    disc(surf, c, r, (0.6, -0.42), 0.07, eye, None)
    stroke(surf, c, r, [(0.05, 0.58), (0.0, 0.92)], (60, 50, 40), 0.05)
    stroke(surf, c, r, [(0.25, 0.5), (0.22, 0.92)], (60, 50, 40), 0.05)


def cards(surf, c, r) -> None:
    for k, angle in enumerate((-18, 0, 18)):
        card = pygame.Surface((0.75 * r * S, 1.1 * r * S), pygame.SRCALPHA)
        pygame.draw.rect(card, (122, 30, 28), card.get_rect(), border_radius=round(0.08 * r * S))
        pygame.draw.rect(card, (226, 190, 120), card.get_rect().inflate(-0.12 * r * S, -0.12 * r * S),
                         max(1, S), border_radius=round(0.05 * r * S))
        pygame.draw.rect(card, INK, card.get_rect(), max(1, round(LINE * S)), border_radius=round(0.08 * r * S))
        turned = pygame.transform.rotate(card, -angle)
        surf.blit(turned, turned.get_rect(center=at(c, r, ((k - 1) * 0.45, 0.05 + abs(k - 1) * 0.1))))
    disc(surf, c, r, (0.9, -0.6), 0.2, (236, 220, 180))
    stroke(surf, c, r, [(0.9, -0.72), (0.9, -0.48)], INK, 0.05)
    stroke(surf, c, r, [(0.78, -0.6), (1.02, -0.6)], INK, 0.05)


def mirage(surf, c, r) -> None:
    disc(surf, c, r, (0.0, -0.35), 0.42, (236, 170, 70), (150, 90, 30))
    for k in range(3):
        y = 0.3 + k * 0.22
        stroke(surf, c, r, [(-0.9 + t * 0.15, y + 0.06 * math.sin(t * 1.6)) for t in range(13)], (120, 150, 170), 0.05)


def relic(colour: str) -> Callable:
    def draw(surf, c, r) -> None:
        shape(surf, c, r, [(-0.6, 0.55), (0.6, 0.55), (0.75, 0.9), (-0.75, 0.9)], STONE, STONE_DARK)
        shape(surf, c, r, [(-0.35, 0.3), (0.35, 0.3), (0.45, 0.55), (-0.45, 0.55)], STONE, STONE_DARK)
        rays(surf, (c[0], c[1] - r * 0.25), r, (236, 214, 150), 10, 0.6, 0.85)
        fill = ARTIFACT_RGB[colour]
        gem(surf, (c[0], c[1] - r * 0.3), r, fill, tuple(min(255, v + 80) for v in fill),
            tuple(v // 2 for v in fill), 0.62)
    return draw


def rifle(surf, c, r) -> None:
    shape(surf, c, r, [(-0.1, -0.08), (1.15, -0.5), (1.18, -0.4), (0.0, 0.08)], STEEL, STEEL_DARK)     # barrel
    shape(surf, c, r, [(-0.3, -0.05), (0.1, -0.15), (0.15, 0.05), (-0.25, 0.15)], STEEL_DARK)           # action
    shape(surf, c, r, [(-0.3, -0.05), (-0.25, 0.15), (-1.15, 0.62), (-1.2, 0.35), (-0.6, 0.02)], WOOD)  # stock
    pygame.draw.arc(surf, INK, pygame.Rect(*at(c, r, (-0.3, 0.05)), 0.3 * r * S, 0.3 * r * S), math.pi,
                    2 * math.pi, max(1, round(LINE * S)))


def blade(surf, c, r) -> None:
    shape(surf, c, r, [(-0.25, -0.12), (0.85, -0.2), (1.1, -0.02), (0.8, 0.12), (-0.25, 0.12)], (210, 210, 216),
          STEEL_DARK)
    shape(surf, c, r, [(-0.3, -0.35), (-0.2, -0.35), (-0.2, 0.35), (-0.3, 0.35)], BRASS, BRASS_DARK)
    shape(surf, c, r, [(-0.3, -0.12), (-1.05, -0.15), (-1.1, 0.15), (-0.3, 0.12)], LEATHER_DARK)
    for x in (-0.55, -0.8):
        disc(surf, c, r, (x, 0.0), 0.05, BRASS, None)


def horseshoe(surf, c, r) -> None:
    steps = [math.pi * (-0.18 + 1.36 * k / 30) for k in range(31)]
    outer = [(math.cos(a) * 0.85, -math.sin(a) * 0.85 + 0.1) for a in steps]
    inner = [(math.cos(a) * 0.5, -math.sin(a) * 0.5 + 0.1) for a in reversed(steps)]
    shape(surf, c, r, outer + inner, STEEL, STEEL_DARK)
    for a in steps[3:-3:4]:
        disc(surf, c, r, (math.cos(a) * 0.68, -math.sin(a) * 0.68 + 0.1), 0.05, STEEL_DARK, None)


def pick(surf, c, r) -> None:
    stroke(surf, c, r, [(-0.7, 0.85), (0.5, -0.6)], WOOD_DARK, 0.2)
    stroke(surf, c, r, [(-0.7, 0.85), (0.5, -0.6)], WOOD, 0.12)
    shape(surf, c, r, [(-0.25, -0.75), (0.3, -0.82), (0.9, -0.55), (1.05, -0.2), (0.65, -0.45), (0.4, -0.5),
                       (0.02, -0.45), (-0.4, -0.5)], STEEL, STEEL_DARK)
    disc(surf, c, r, (-0.75, 0.55), 0.16, (214, 164, 30), BRASS_DARK)     # a nugget the pick turned up


def charm(surf, c, r) -> None:
    beads = [(math.cos(a) * 0.7, math.sin(a) * 0.5 - 0.25) for a in [math.tau * k / 14 for k in range(14)]]
    for p in beads:
        disc(surf, c, r, p, 0.08, (150, 80, 60), (70, 30, 20), 1.0)
    stroke(surf, c, r, [(0.0, 0.25), (0.0, 0.95)], BRASS, 0.1)
    stroke(surf, c, r, [(-0.2, 0.5), (0.2, 0.5)], BRASS, 0.1)


def saddlebag(surf, c, r) -> None:
    shape(surf, c, r, [(-0.85, -0.45), (0.85, -0.45), (0.8, 0.75), (0.55, 0.9), (-0.55, 0.9), (-0.8, 0.75)], LEATHER,
          LEATHER_DARK)
    shape(surf, c, r, [(-0.85, -0.45), (0.85, -0.45), (0.75, 0.2), (0.0, 0.32), (-0.75, 0.2)], (120, 70, 36),
          LEATHER_DARK)
    stroke(surf, c, r, [(0.0, 0.0), (0.0, 0.6)], LEATHER_DARK, 0.14)
    shape(surf, c, r, [(-0.12, 0.35), (0.12, 0.35), (0.12, 0.55), (-0.12, 0.55)], BRASS, BRASS_DARK)
    stroke(surf, c, r, [(-0.5, -0.45), (-0.3, -0.85), (0.3, -0.85), (0.5, -0.45)], LEATHER_DARK, 0.1)


def torch(surf, c, r) -> None:
    stroke(surf, c, r, [(-0.1, 0.95), (0.15, -0.1)], WOOD_DARK, 0.2)
    flame = [(0.15, -0.95), (0.45, -0.5), (0.5, -0.1), (0.15, 0.05), (-0.2, -0.1), (-0.15, -0.45)]
    shape(surf, c, r, flame, (236, 140, 40), (150, 60, 20))
    shape(surf, c, r, [(0.15, -0.55), (0.3, -0.25), (0.15, -0.05), (0.0, -0.25)], (255, 224, 120), None)


def wheel(surf, c, r) -> None:
    disc(surf, c, r, (0, 0), 0.92, WOOD, WOOD_DARK, 2.0)
    disc(surf, c, r, (0, 0), 0.72, (236, 220, 180), WOOD_DARK)
    for k in range(8):
        a = math.tau * k / 8
        stroke(surf, c, r, [(0, 0), (math.cos(a) * 0.75, math.sin(a) * 0.75)], WOOD, 0.1)
    disc(surf, c, r, (0, 0), 0.2, WOOD_DARK, INK)


def eye(surf, c, r) -> None:
    lid = [(math.cos(a) * 0.95, math.sin(a) * 0.45) for a in [math.tau * k / 40 for k in range(40)]]
    shape(surf, c, r, [(x, y * (1 if y > 0 else 1.1)) for x, y in lid], BONE, CURSE_DARK, 2.0)
    disc(surf, c, r, (0, 0), 0.38, CURSE, CURSE_DARK)
    disc(surf, c, r, (0, 0), 0.15, (20, 8, 28), None)
    disc(surf, c, r, (-0.12, -0.12), 0.06, (250, 236, 255), None)
    rays(surf, c, r, CURSE_LIGHT, 10, 1.0, 1.15)


def hourglass(surf, c, r) -> None:
    for y in (-0.85, 0.85):
        shape(surf, c, r, [(-0.6, y - 0.1), (0.6, y - 0.1), (0.6, y + 0.1), (-0.6, y + 0.1)], WOOD, WOOD_DARK)
    shape(surf, c, r, [(-0.45, -0.75), (0.45, -0.75), (0.08, 0.0), (0.45, 0.75), (-0.45, 0.75), (-0.08, 0.0)],
          (236, 236, 226), INK)
    shape(surf, c, r, [(-0.2, -0.35), (0.2, -0.35), (0.05, -0.05), (-0.05, -0.05)], (214, 180, 110), None)
    shape(surf, c, r, [(0.0, 0.35), (0.38, 0.72), (-0.38, 0.72)], (214, 180, 110), None)


def grave(surf, c, r) -> None:
    shape(surf, c, r, [(-0.95, 0.95), (-0.6, 0.62), (0.6, 0.62), (0.95, 0.95)], (160, 120, 80))
    pts = [(-0.45, 0.7), (-0.45, -0.4)] + [(math.cos(a) * 0.45, -0.4 - math.sin(a) * 0.45)
                                          for a in [math.pi * (1 - k / 12) for k in range(13)]] + [(0.45, 0.7)]
    shape(surf, c, r, pts, STONE, STONE_DARK)
    stroke(surf, c, r, [(0.0, -0.55), (0.0, 0.15)], STONE_DARK, 0.08)
    stroke(surf, c, r, [(-0.22, -0.3), (0.22, -0.3)], STONE_DARK, 0.08)


def outlaw(surf, c, r) -> None:
    skin, hat = (214, 170, 130), (70, 48, 32)
    shape(surf, c, r, [(-0.45, -0.3), (0.45, -0.3), (0.42, 0.4), (0.0, 0.7), (-0.42, 0.4)], skin)
    shape(surf, c, r, [(-0.5, 0.05), (0.5, 0.05), (0.3, 0.6), (0.0, 0.95), (-0.3, 0.6)], BLOOD, (80, 10, 8))   # bandana
    for x in (-0.2, 0.2):
        disc(surf, c, r, (x, -0.12), 0.06, INK, None)
    shape(surf, c, r, [(-0.95, -0.3), (-0.5, -0.45), (-0.38, -0.95), (0.38, -0.95), (0.5, -0.45), (0.95, -0.3),
                       (0.5, -0.25), (-0.5, -0.25)], hat)
    stroke(surf, c, r, [(-0.42, -0.5), (0.42, -0.5)], BRASS_DARK, 0.08)


def beast(surf, c, r) -> None:
    body, eye = (60, 28, 70), (255, 190, 90)
    for side in (-1, 1):
        shape(surf, c, r, [(side * 0.3, -0.35), (side * 0.75, -0.7), (side * 0.85, -1.0), (side * 0.95, -0.55),
                           (side * 0.5, -0.1)], BONE, (70, 52, 40))
    shape(surf, c, r, [(-0.55, -0.4), (0.55, -0.4), (0.65, 0.1), (0.35, 0.75), (0.0, 0.95), (-0.35, 0.75),
                       (-0.65, 0.1)], body, (30, 10, 36))
    for side in (-1, 1):
        disc(surf, c, r, (side * 0.25, -0.05), 0.13, eye, None)
        disc(surf, c, r, (side * 0.25, -0.05), 0.05, (255, 250, 220), None)
    for k in range(4):
        x = -0.24 + k * 0.16
        shape(surf, c, r, [(x - 0.06, 0.45), (x + 0.06, 0.45), (x, 0.62)], BONE, None)


def zombie(surf, c, r) -> None:
    shape(surf, c, r, [(-1.0, 0.95), (-0.7, 0.55), (0.7, 0.55), (1.0, 0.95)], (128, 96, 66))
    flesh = (138, 160, 120)
    shape(surf, c, r, [(-0.25, 0.6), (-0.2, -0.05), (-0.45, -0.35), (-0.35, -0.45), (-0.15, -0.25), (-0.15, -0.85),
                       (-0.02, -0.85), (0.0, -0.4), (0.05, -0.95), (0.18, -0.95), (0.18, -0.4), (0.28, -0.85),
                       (0.4, -0.82), (0.32, -0.3), (0.45, -0.55), (0.55, -0.5), (0.35, 0.05), (0.3, 0.6)], flesh,
          (50, 64, 40))
    draw_skull(surf, (c[0] + r * 0.75, c[1] + r * 0.72), r * 0.4)


def demon(surf, c, r) -> None:
    for k, x in enumerate((-0.6, 0.0, 0.6)):
        h = 0.8 if k == 1 else 0.6
        shape(surf, c, r, [(x - 0.35, 0.95), (x - 0.2, 0.3), (x - 0.05, 0.55), (x, 0.95 - h * 2), (x + 0.12, 0.45),
                           (x + 0.25, 0.2), (x + 0.35, 0.95)], (220, 110, 40), (130, 40, 16))
    for side in (-1, 1):
        shape(surf, c, r, [(side * 0.15, -0.1), (side * 0.5, -0.55), (side * 0.55, -0.95), (side * 0.7, -0.45),
                           (side * 0.35, 0.05)], (40, 20, 24), INK)
    for side in (-1, 1):
        disc(surf, c, r, (side * 0.14, 0.2), 0.08, (255, 230, 120), None)


MOTIFS: dict[str, Callable] = {
    "trail": boot, "horse": horse, "gun": revolver, "hex": hex_bolt, "ammo": ammo, "water": water,
    "blood": blood, "mend": heart, "blessing": blessing, "crow": crow, "draw": cards, "mirage": mirage,
    "relic_red": relic("red"), "relic_blue": relic("blue"), "relic_green": relic("green"),
    "relic_gold": relic("gold"), "rifle": rifle, "blade": blade, "mount": horseshoe, "tool": pick,
    "charm": charm, "pack": saddlebag, "torch": torch, "wagon": wheel, "eye": eye, "hourglass": hourglass,
    "grave": grave, "outlaw": outlaw, "monster": beast, "zombie": zombie, "demon": demon,
}
