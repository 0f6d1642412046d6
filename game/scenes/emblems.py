"""A drawn emblem for each game, for the game select tiles and the table setup.

    emblem(game_id, size) -> Surface   (cached; unknown ids get the sheriff's star)
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.engine import text, theme

SKY = (232, 196, 132)
SAND = (214, 160, 96)


def _wanted(s: pygame.Surface) -> None:
    w, h = s.get_size()
    poster = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.92))
    poster.center = (w // 2, h // 2)
    pygame.draw.rect(s, (60, 40, 22), poster.move(4, 5))
    pygame.draw.rect(s, (240, 226, 190), poster)
    pygame.draw.rect(s, theme.INK, poster.inflate(-8, -8), 1)
    # the poster's width depends on the emblem's shape: the lettering must fit inside its frame
    size = text.fit_size("WANTED", "display", int(poster.w * 0.2), poster.w - 20, 8)
    text.draw(s, "WANTED", (poster.centerx, poster.top + 8), "display", size, theme.INK, anchor="midtop")
    # an outlaw's silhouette: hat, head, shoulders
    cx, cy = poster.centerx, poster.top + int(poster.h * 0.52)
    r = poster.w * 0.16
    pygame.draw.ellipse(s, theme.INK, (cx - r * 1.3, cy + r * 0.9, r * 2.6, r * 2.2))
    pygame.draw.circle(s, theme.INK, (cx, cy + r * 0.2), r * 0.75)
    pygame.draw.ellipse(s, theme.INK, (cx - r * 1.55, cy - r * 0.55, r * 3.1, r * 0.6))
    pygame.draw.rect(s, theme.INK, (cx - r * 0.75, cy - r * 1.35, r * 1.5, r * 1.0), border_top_left_radius=int(r * 0.5),
                     border_top_right_radius=int(r * 0.5))
    band = pygame.Rect(poster.left + 6, poster.bottom - int(poster.h * 0.24), poster.w - 12, int(poster.h * 0.2))
    pygame.draw.rect(s, (240, 226, 190), band)
    size = text.fit_size("$5000", "display", int(poster.w * 0.17), band.w - 12, 8)
    text.draw(s, "$5000", band.center, "display", size, theme.RED, anchor="center")
    for x, y in ((poster.left + 10, poster.top + int(poster.h * 0.3)), (poster.right - 16, poster.top + int(poster.h * 0.6))):
        pygame.draw.circle(s, (30, 20, 10), (x, y), 4)
        pygame.draw.circle(s, (120, 100, 80), (x, y), 4, 1)
    pygame.draw.circle(s, (120, 110, 100), (poster.centerx, poster.top + 4), 4)


def _wagon(s: pygame.Surface) -> None:
    w, h = s.get_size()
    cx, cy = int(w * 0.42), int(h * 0.52)
    r = int(min(w, h) * 0.4)
    for a in range(12):
        ang = a * math.pi / 6
        pygame.draw.line(s, (96, 60, 30), (cx, cy), (cx + r * math.cos(ang), cy + r * math.sin(ang)), 6)
    pygame.draw.circle(s, (70, 42, 20), (cx, cy), r, 10)
    pygame.draw.circle(s, (46, 40, 36), (cx, cy), r + 2, 4)
    pygame.draw.circle(s, (70, 42, 20), (cx, cy), r // 5)
    pygame.draw.circle(s, theme.BRASS, (cx, cy), r // 9)
    # a money bag leaning on the wheel
    bx, by, bs = int(w * 0.7), int(h * 0.62), int(min(w, h) * 0.5)
    body = pygame.Rect(0, 0, bs, int(bs * 0.85))
    body.center = (bx, by)
    pygame.draw.ellipse(s, (36, 24, 14), body.move(4, 6))
    pygame.draw.ellipse(s, (168, 132, 86), body)
    pygame.draw.ellipse(s, (190, 156, 106), body.inflate(-bs * 0.35, -bs * 0.35).move(-bs * 0.08, -bs * 0.1))
    neck = [(bx - bs * 0.15, body.top + 6), (bx + bs * 0.15, body.top + 6), (bx + bs * 0.26, body.top - bs * 0.2),
            (bx - bs * 0.26, body.top - bs * 0.2)]
    pygame.draw.polygon(s, (168, 132, 86), neck)
    pygame.draw.line(s, theme.RED, (bx - bs * 0.18, body.top + 4), (bx + bs * 0.18, body.top + 4), 4)
    text.draw(s, "$", (bx, by + 4), "display", int(bs * 0.45), (80, 52, 28), anchor="center")


def _yard(s: pygame.Surface) -> None:
    w, h = s.get_size()
    # a scrap of street map with a few stations and routes
    paper = pygame.Rect(int(w * 0.08), int(h * 0.08), int(w * 0.84), int(h * 0.84))
    pygame.draw.rect(s, (232, 226, 206), paper, border_radius=4)
    routes = [((0.1, 0.3), (0.5, 0.25), (0.9, 0.4)), ((0.2, 0.9), (0.35, 0.5), (0.5, 0.25)),
              ((0.5, 0.25), (0.7, 0.7), (0.95, 0.8)), ((0.05, 0.65), (0.35, 0.5), (0.7, 0.7))]
    colors = [(196, 150, 40), (40, 110, 90), (176, 50, 40), (196, 150, 40)]
    for pts, col in zip(routes, colors):
        ps = [(paper.left + x * paper.w, paper.top + y * paper.h) for x, y in pts]
        pygame.draw.lines(s, col, False, ps, 4)
    for x, y in ((0.5, 0.25), (0.35, 0.5), (0.7, 0.7)):
        p = (paper.left + x * paper.w, paper.top + y * paper.h)
        pygame.draw.circle(s, (250, 250, 250), p, 9)
        pygame.draw.circle(s, theme.INK, p, 9, 2)
    # a magnifying glass
    gx, gy, gr = int(w * 0.58), int(h * 0.45), int(min(w, h) * 0.26)
    handle_end = (gx + gr * 1.6, gy + gr * 1.5)
    pygame.draw.line(s, (40, 26, 16), (gx + gr * 0.7, gy + gr * 0.7), handle_end, 12)
    lens = pygame.Surface((gr * 2, gr * 2), pygame.SRCALPHA)
    pygame.draw.circle(lens, (200, 226, 240, 90), (gr, gr), gr)
    s.blit(lens, (gx - gr, gy - gr))
    pygame.draw.circle(s, theme.BRASS_DARK, (gx, gy), gr, 7)
    pygame.draw.circle(s, theme.BRASS_LIGHT, (gx, gy), gr - 3, 2)
    pygame.draw.arc(s, (255, 255, 255), (gx - gr * 0.6, gy - gr * 0.6, gr * 1.2, gr * 1.2), 1.8, 2.8, 3)
    text.draw(s, "X", (gx, gy), "display", int(gr * 0.9), theme.INK, anchor="center")


def _fugitive(s: pygame.Surface) -> None:
    w, h = s.get_size()
    cw, ch = int(h * 0.5), int(h * 0.7)
    from game.scenes.common import card_image

    for i, (dx, ang) in enumerate(((-0.22, 14), (-0.07, 5), (0.08, -4))):
        img = pygame.transform.rotozoom(card_image((cw, ch)), ang, 1.0)
        s.blit(img, img.get_rect(center=(w * (0.5 + dx), h * 0.52)))
    face = pygame.transform.rotozoom(card_image((cw, ch), "42", red=True), -12, 1.0)
    s.blit(face, face.get_rect(center=(w * 0.7, h * 0.5)))
    # boot prints heading off the edge
    for i in range(4):
        x = w * 0.08 + i * w * 0.05
        y = h * 0.9 - (i % 2) * 10
        pygame.draw.ellipse(s, (60, 40, 24), (x, y - 6, 12, 7))


def _cursed(s: pygame.Surface) -> None:
    w, h = s.get_size()
    sky = theme.gradient_rect((w, h), (244, 210, 140), (226, 150, 90))
    s.blit(sky, (0, 0))
    pygame.draw.circle(s, (250, 236, 190), (int(w * 0.66), int(h * 0.4)), int(h * 0.2))
    pygame.draw.circle(s, (246, 200, 120), (int(w * 0.66), int(h * 0.4)), int(h * 0.2), 3)
    mesa = [(0, h * 0.62), (w * 0.1, h * 0.46), (w * 0.3, h * 0.44), (w * 0.36, h * 0.6), (w * 0.55, h * 0.62),
            (w * 0.62, h * 0.54), (w * 0.86, h * 0.53), (w, h * 0.6), (w, h), (0, h)]
    pygame.draw.polygon(s, (178, 96, 62), mesa)
    dune = [(0, h * 0.8), (w * 0.3, h * 0.7), (w * 0.6, h * 0.78), (w, h * 0.72), (w, h), (0, h)]
    pygame.draw.polygon(s, SAND, dune)
    # a saguaro
    cx, base = int(w * 0.24), int(h * 0.9)
    green = (60, 92, 56)
    pygame.draw.rect(s, green, (cx - 8, base - h * 0.5, 16, h * 0.5), border_radius=8)
    pygame.draw.rect(s, green, (cx - 30, base - h * 0.34, 12, h * 0.18), border_radius=6)
    pygame.draw.rect(s, green, (cx - 30, base - h * 0.2, 30, 12), border_radius=6)
    pygame.draw.rect(s, green, (cx + 18, base - h * 0.42, 12, h * 0.2), border_radius=6)
    pygame.draw.rect(s, green, (cx, base - h * 0.26, 30, 12), border_radius=6)
    # a cattle skull bleaching on the sand
    _skull(s, int(w * 0.7), int(h * 0.74), h * 0.2)


def _skull(s: pygame.Surface, cx: int, cy: int, r: float) -> None:
    bone, shade, hole = (246, 238, 216), (196, 180, 150), (70, 40, 28)
    for side in (-1, 1):  # horns sweeping out and up
        pts = []
        for i in range(9):
            t = i / 8
            pts.append((cx + side * (r * 0.45 + r * 1.35 * t), cy - r * 0.55 - r * 0.9 * t * t))
        pygame.draw.lines(s, shade, False, [(x + 1, y + 2) for x, y in pts], max(3, int(r * 0.28)))
        pygame.draw.lines(s, bone, False, pts, max(3, int(r * 0.24)))
    head = [(cx - r * 0.7, cy - r * 0.75), (cx + r * 0.7, cy - r * 0.75), (cx + r * 0.5, cy + r * 0.1),
            (cx + r * 0.3, cy + r * 1.0), (cx - r * 0.3, cy + r * 1.0), (cx - r * 0.5, cy + r * 0.1)]
    pygame.draw.polygon(s, shade, [(x + 2, y + 3) for x, y in head])
    pygame.draw.polygon(s, bone, head)
    for side in (-1, 1):
        pygame.draw.ellipse(s, hole, (cx + side * r * 0.32 - r * 0.18, cy - r * 0.4, r * 0.36, r * 0.3))
        pygame.draw.circle(s, hole, (cx + side * r * 0.12, cy + r * 0.78), max(1, r * 0.07))
    pygame.draw.line(s, shade, (cx, cy - r * 0.1), (cx, cy + r * 0.55), 2)


def _badge(s: pygame.Surface) -> None:
    w, h = s.get_size()
    theme.draw_sheriff_badge(s, (w // 2, h // 2), min(w, h) * 0.4)


_DRAWERS = {
    "most-wanted": _wanted,
    "wagon-robbers": _wagon,
    "scotland-yard": _yard,
    "fugitive": _fugitive,
    "few-and-cursed": _cursed,
}


@lru_cache(maxsize=32)
def emblem(game_id: str, size: tuple[int, int] = (200, 140)) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    _DRAWERS.get(game_id, _badge)(surf)
    return surf
