"""Fugitive's emblem for the menus (shown by game.scenes.emblems): a fanned hand
with the 42 on top and boot prints running off."""

from __future__ import annotations

import pygame

from game.scenes.common import card_image
from game.engine import gfx


def draw_emblem(s: pygame.Surface) -> None:
    w, h = s.get_size()
    cw, ch = int(h * 0.5), int(h * 0.7)
    for i, (dx, ang) in enumerate(((-0.22, 14), (-0.07, 5), (0.08, -4))):
        img = gfx.rotozoom(card_image((cw, ch)), ang, 1.0)
        s.blit(img, img.get_rect(center=(w * (0.5 + dx), h * 0.52)))
    face = gfx.rotozoom(card_image((cw, ch), "42", red=True), -12, 1.0)
    s.blit(face, face.get_rect(center=(w * 0.7, h * 0.5)))
    # boot prints heading off the edge
    for i in range(4):
        x = w * 0.08 + i * w * 0.05
        y = h * 0.9 - (i % 2) * 10
        gfx.ellipse(s, (60, 40, 24), (x, y - 6, 12, 7))


__all__ = ["draw_emblem"]
