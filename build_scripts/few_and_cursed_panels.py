"""The printed furniture of The Few and Cursed's board: the title cartouche,
the compass rose, the legend, the sun-faded edges and the frame.

Drawing pieces for few_and_cursed_art.py (board pixels, drawn at S times).
"""

from __future__ import annotations

import math
from typing import Callable

import pygame

from few_and_cursed_terrain import (
    BLOOD, HEIGHT, INK, INK_SOFT, SAND_LIGHT, S, WIDTH, Point, draw_skull, font, halo_text, sp)

PARCHMENT = (240, 226, 190)
PARCHMENT_DARK = (214, 192, 146)
FADED_RED = (160, 60, 44)


def _parchment(surf: pygame.Surface, rect: pygame.Rect, radius: int = 10) -> pygame.Rect:
    box = pygame.Rect(rect.x * S, rect.y * S, rect.w * S, rect.h * S)
    shadow = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (40, 24, 10, 90), shadow.get_rect(), border_radius=radius * S)
    surf.blit(shadow, box.move(6 * S, 8 * S))
    pygame.draw.rect(surf, PARCHMENT, box, border_radius=radius * S)
    pygame.draw.rect(surf, INK_SOFT, box, 3 * S, border_radius=radius * S)
    pygame.draw.rect(surf, INK_SOFT, box.inflate(-14 * S, -14 * S), S, border_radius=max(1, radius - 5) * S)
    return box


def draw_cartouche(surf: pygame.Surface, rect: pygame.Rect, title: str) -> None:
    """A scroll with rolled ends carrying the board's name."""
    for side in (-1, 1):  # the rolled ends of the scroll
        x = rect.left + 10 if side < 0 else rect.right - 10
        roll = pygame.Rect(0, 0, 36 * S, (rect.h - 24) * S)
        roll.center = sp((x, rect.centery + 6))
        pygame.draw.ellipse(surf, PARCHMENT_DARK, roll)
        pygame.draw.ellipse(surf, INK_SOFT, roll, 2 * S)
        pygame.draw.ellipse(surf, INK_SOFT, roll.inflate(-22 * S, -roll.h * 0.55), S)
    body = pygame.Rect(rect.left + 22, rect.top, rect.w - 44, rect.h)
    box = _parchment(surf, body, 4)
    words = font("Rye-Regular.ttf", 56).render(title.upper(), True, INK)
    surf.blit(words, words.get_rect(center=(box.centerx, box.top + 66 * S)))
    sub = font("EBGaramond12-Italic.ttf", 27).render(
        "being a true chart of the dry bed of the Pacific, as ridden in the year 1910", True, INK_SOFT)
    surf.blit(sub, sub.get_rect(center=(box.centerx, box.top + 124 * S)))
    for side in (-1, 1):  # a rule either side of the title, ending in a diamond
        y = box.top + 66 * S
        x0 = box.centerx + side * (words.get_width() / 2 + 16 * S)
        x1 = box.centerx + side * (box.w / 2 - 30 * S)
        pygame.draw.line(surf, INK_SOFT, (x0, y), (x1, y), 2 * S)
        pygame.draw.polygon(surf, FADED_RED, [(x1, y - 7 * S), (x1 + 7 * S, y), (x1, y + 7 * S), (x1 - 7 * S, y)])


def draw_compass(surf: pygame.Surface, centre: Point, radius: float) -> None:
    """An eight-pointed compass rose with a ring of degrees, N picked out in red."""
    cx, cy = centre
    ring = pygame.Surface((round(2.3 * radius * S), round(2.3 * radius * S)), pygame.SRCALPHA)
    pygame.draw.circle(ring, (*PARCHMENT, 150), ring.get_rect().center, radius * S)
    surf.blit(ring, ring.get_rect(center=sp(centre)))
    pygame.draw.circle(surf, INK_SOFT, sp(centre), radius * S, 2 * S)
    pygame.draw.circle(surf, INK_SOFT, sp(centre), (radius - 12) * S, S)
    for k in range(72):
        a = math.tau * k / 72
        inner = radius - (10 if k % 9 == 0 else 5)
        pygame.draw.line(surf, INK_SOFT, sp((cx + math.cos(a) * inner, cy + math.sin(a) * inner)),
                         sp((cx + math.cos(a) * radius, cy + math.sin(a) * radius)), S)
    for k in range(8):
        a = -math.pi / 2 + k * math.pi / 4
        length = (radius - 16) if k % 2 == 0 else (radius - 16) * 0.55
        width = 17 if k % 2 == 0 else 10
        tip = (cx + math.cos(a) * length, cy + math.sin(a) * length)
        left = (cx + math.cos(a - math.pi / 2) * width, cy + math.sin(a - math.pi / 2) * width)
        right = (cx + math.cos(a + math.pi / 2) * width, cy + math.sin(a + math.pi / 2) * width)
        dark = FADED_RED if k == 0 else INK
        pygame.draw.polygon(surf, dark, [sp(tip), sp(left), sp(centre)])
        pygame.draw.polygon(surf, SAND_LIGHT, [sp(tip), sp(right), sp(centre)])
        pygame.draw.polygon(surf, INK, [sp(tip), sp(left), sp(centre), sp(right)], S)
    pygame.draw.circle(surf, INK, sp(centre), 5 * S)
    for k, letter in enumerate("NESW"):
        a = -math.pi / 2 + k * math.pi / 2
        fnt = font("Rye-Regular.ttf", 30 if letter == "N" else 20)
        halo_text(surf, fnt, letter, (cx + math.cos(a) * (radius + 20), cy + math.sin(a) * (radius + 20)),
                  FADED_RED if letter == "N" else INK)


def draw_legend(surf: pygame.Surface, rect: pygame.Rect, sprites: dict[str, pygame.Surface],
                sample_space: Callable[[pygame.Surface, dict], None]) -> None:
    """What the symbols and the spaces mean."""
    box = _parchment(surf, rect)
    head = font("Rye-Regular.ttf", 24)
    text = font("EBGaramond12-Regular.ttf", 21)
    bold = font("EBGaramond12-Bold.ttf", 21)
    left, top = rect.left + 28, rect.top + 22
    surf.blit(head.render("ROADS", True, INK), sp((left, top)))
    small = font("EBGaramond12-Regular.ttf", 19)
    rows = [("move", "Movement", "pay 1 movement each"),
            ("curse", "Curse", "gain 1 curse each"),
            ("damage", "Peril", "pay 1 movement or take 1 damage each")]
    for k, (key, name, what) in enumerate(rows):
        y = top + 46 + k * 34
        sprite = sprites[key]
        surf.blit(sprite, sprite.get_rect(center=sp((left + 16, y))))
        label = bold.render(name, True, INK)
        surf.blit(label, label.get_rect(midleft=sp((left + 40, y - 1))))
        words = small.render(what, True, INK_SOFT)
        surf.blit(words, words.get_rect(midleft=(label.get_rect(midleft=sp((left + 40, y))).right + 8 * S, y * S)))
    y = top + 46 + 3 * 34  # the artifact tokens waiting at the corner towns
    for k in range(3):
        t = (left + 13 + k * 3, y + 3 - k * 5)
        hexagon = [sp((t[0] + math.cos(a) * 11, t[1] + math.sin(a) * 11)) for a in [math.pi / 6 + i * math.pi / 3 for i in range(6)]]
        pygame.draw.polygon(surf, (214, 164, 30), hexagon)
        pygame.draw.polygon(surf, INK, hexagon, max(1, S))
    label = bold.render("Artifacts", True, INK)
    surf.blit(label, label.get_rect(midleft=sp((left + 40, y - 1))))
    words = small.render("at the four corner towns", True, INK_SOFT)
    surf.blit(words, words.get_rect(midleft=(label.get_rect(midleft=sp((left + 40, y))).right + 8 * S, y * S)))
    col = rect.left + 420
    surf.blit(head.render("SPACES", True, INK), sp((col, top)))
    kinds = [("desert", "Desert"), ("canyons", "Canyons"), ("ruins", "Ruins"), ("cursed", "Cursed")]
    for k, (kind, name) in enumerate(kinds):
        x, y = col + 20 + (k % 2) * 140, top + 52 + (k // 2) * 48
        sample_space(surf, {"id": 0, "kind": kind, "x": x, "y": y, "radius": 19, "name": name})
        surf.blit(bold.render(name, True, INK), bold.render(name, True, INK).get_rect(midleft=sp((x + 26, y))))
    y = top + 152
    pygame.draw.circle(surf, BLOOD, sp((col + 20, y)), 12 * S, 2 * S)
    draw_skull(surf, (col + 20, y), 14)
    words = small.render("Last Seen: a Most Wanted pile", True, INK_SOFT)
    surf.blit(words, words.get_rect(midleft=sp((col + 40, y))))
    del box


def draw_frame(surf: pygame.Surface) -> None:
    """Sun-faded edges and a printer's double rule round the sheet."""
    size = 48
    small = pygame.Surface((size, size * 3 // 4))
    w, h = small.get_size()
    for y in range(h):
        for x in range(w):
            dx, dy = (x + 0.5) / w * 2 - 1, (y + 0.5) / h * 2 - 1
            d = max(0.0, math.hypot(dx * 0.9, dy) - 0.55)
            v = round(255 - min(1.0, d * 1.6) * 60)
            small.set_at((x, y), (v, round(v * 0.98), round(v * 0.95)))
    surf.blit(pygame.transform.smoothscale(small, surf.get_size()), (0, 0), special_flags=pygame.BLEND_MULT)
    for inset, width in ((6, 6), (18, 2)):
        pygame.draw.rect(surf, (76, 50, 30), (inset * S, inset * S, (WIDTH - 2 * inset) * S, (HEIGHT - 2 * inset) * S),
                         width * S)
