"""Wagon Robbers' emblem for the menus (shown by game.scenes.emblems): a wagon
wheel with a money bag leaning on it."""

from __future__ import annotations

import math

import pygame

from game.engine import text, theme
from game.engine import gfx


def draw_emblem(s: pygame.Surface) -> None:
    w, h = s.get_size()
    cx, cy = int(w * 0.42), int(h * 0.52)
    r = int(min(w, h) * 0.4)
    for a in range(12):
        ang = a * math.pi / 6
        gfx.line(s, (96, 60, 30), (cx, cy), (cx + r * math.cos(ang), cy + r * math.sin(ang)), 6)
    gfx.circle(s, (70, 42, 20), (cx, cy), r, 10)
    gfx.circle(s, (46, 40, 36), (cx, cy), r + 2, 4)
    gfx.circle(s, (70, 42, 20), (cx, cy), r // 5)
    gfx.circle(s, theme.BRASS, (cx, cy), r // 9)
    # a money bag leaning on the wheel
    bx, by, bs = int(w * 0.7), int(h * 0.62), int(min(w, h) * 0.5)
    body = pygame.Rect(0, 0, bs, int(bs * 0.85))
    body.center = (bx, by)
    gfx.ellipse(s, (36, 24, 14), body.move(4, 6))
    gfx.ellipse(s, (168, 132, 86), body)
    gfx.ellipse(s, (190, 156, 106), body.inflate(-bs * 0.35, -bs * 0.35).move(-bs * 0.08, -bs * 0.1))
    neck = [(bx - bs * 0.15, body.top + 6), (bx + bs * 0.15, body.top + 6), (bx + bs * 0.26, body.top - bs * 0.2),
            (bx - bs * 0.26, body.top - bs * 0.2)]
    gfx.polygon(s, (168, 132, 86), neck)
    gfx.line(s, theme.RED, (bx - bs * 0.18, body.top + 4), (bx + bs * 0.18, body.top + 4), 4)
    text.draw(s, "$", (bx, by + 4), "display", int(bs * 0.45), (80, 52, 28), anchor="center")


__all__ = ["draw_emblem"]
