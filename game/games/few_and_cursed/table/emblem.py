"""The Few and Cursed's emblem for the menus (shown by game.scenes.emblems): a
desert at sundown, a mesa, a saguaro and a bleached cattle skull."""

from __future__ import annotations

import pygame

from game.engine import theme
from game.engine import gfx

SAND = (214, 160, 96)


def draw_emblem(s: pygame.Surface) -> None:
    w, h = s.get_size()
    sky = theme.gradient_rect((w, h), (244, 210, 140), (226, 150, 90))
    s.blit(sky, (0, 0))
    gfx.circle(s, (250, 236, 190), (int(w * 0.66), int(h * 0.4)), int(h * 0.2))
    gfx.circle(s, (246, 200, 120), (int(w * 0.66), int(h * 0.4)), int(h * 0.2), 3)
    mesa = [(0, h * 0.62), (w * 0.1, h * 0.46), (w * 0.3, h * 0.44), (w * 0.36, h * 0.6), (w * 0.55, h * 0.62),
            (w * 0.62, h * 0.54), (w * 0.86, h * 0.53), (w, h * 0.6), (w, h), (0, h)]
    gfx.polygon(s, (178, 96, 62), mesa)
    dune = [(0, h * 0.8), (w * 0.3, h * 0.7), (w * 0.6, h * 0.78), (w, h * 0.72), (w, h), (0, h)]
    gfx.polygon(s, SAND, dune)
    # a saguaro
    cx, base = int(w * 0.24), int(h * 0.9)
    green = (60, 92, 56)
    gfx.rect(s, green, (cx - 8, base - h * 0.5, 16, h * 0.5), border_radius=8)
    gfx.rect(s, green, (cx - 30, base - h * 0.34, 12, h * 0.18), border_radius=6)
    gfx.rect(s, green, (cx - 30, base - h * 0.2, 30, 12), border_radius=6)
    gfx.rect(s, green, (cx + 18, base - h * 0.42, 12, h * 0.2), border_radius=6)
    gfx.rect(s, green, (cx, base - h * 0.26, 30, 12), border_radius=6)
    # a cattle skull bleaching on the sand
    _skull(s, int(w * 0.7), int(h * 0.74), h * 0.2)


def _skull(s: pygame.Surface, cx: int, cy: int, r: float) -> None:
    bone, shade, hole = (246, 238, 216), (196, 180, 150), (70, 40, 28)
    for side in (-1, 1):  # horns sweeping out and up
        pts = []
        for i in range(9):
            t = i / 8
            pts.append((cx + side * (r * 0.45 + r * 1.35 * t), cy - r * 0.55 - r * 0.9 * t * t))
        gfx.lines(s, shade, False, [(x + 1, y + 2) for x, y in pts], max(3, int(r * 0.28)))
        gfx.lines(s, bone, False, pts, max(3, int(r * 0.24)))
    head = [(cx - r * 0.7, cy - r * 0.75), (cx + r * 0.7, cy - r * 0.75), (cx + r * 0.5, cy + r * 0.1),
            (cx + r * 0.3, cy + r * 1.0), (cx - r * 0.3, cy + r * 1.0), (cx - r * 0.5, cy + r * 0.1)]
    gfx.polygon(s, shade, [(x + 2, y + 3) for x, y in head])
    gfx.polygon(s, bone, head)
    for side in (-1, 1):
        gfx.ellipse(s, hole, (cx + side * r * 0.32 - r * 0.18, cy - r * 0.4, r * 0.36, r * 0.3))
        gfx.circle(s, hole, (cx + side * r * 0.12, cy + r * 0.78), max(1, r * 0.07))
    gfx.line(s, shade, (cx, cy - r * 0.1), (cx, cy + r * 0.55), 2)


__all__ = ["draw_emblem"]
