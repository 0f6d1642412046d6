"""Most Wanted's emblem for the menus (shown by game.scenes.emblems): a WANTED
poster with an outlaw's silhouette and the reward."""

from __future__ import annotations

import pygame

from game.engine import text, theme
from game.engine import gfx


def draw_emblem(s: pygame.Surface) -> None:
    w, h = s.get_size()
    poster = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.92))
    poster.center = (w // 2, h // 2)
    gfx.rect(s, (60, 40, 22), poster.move(4, 5))
    gfx.rect(s, (240, 226, 190), poster)
    gfx.rect(s, theme.INK, poster.inflate(-8, -8), 1)
    # the poster's width depends on the emblem's shape: the lettering must fit inside its frame
    size = text.fit_size("WANTED", "display", int(poster.w * 0.2), poster.w - 20, 8)
    text.draw(s, "WANTED", (poster.centerx, poster.top + 8), "display", size, theme.INK, anchor="midtop")
    # an outlaw's silhouette: hat, head, shoulders
    cx, cy = poster.centerx, poster.top + int(poster.h * 0.52)
    r = poster.w * 0.16
    gfx.ellipse(s, theme.INK, (cx - r * 1.3, cy + r * 0.9, r * 2.6, r * 2.2))
    gfx.circle(s, theme.INK, (cx, cy + r * 0.2), r * 0.75)
    gfx.ellipse(s, theme.INK, (cx - r * 1.55, cy - r * 0.55, r * 3.1, r * 0.6))
    gfx.rect(s, theme.INK, (cx - r * 0.75, cy - r * 1.35, r * 1.5, r * 1.0), border_top_left_radius=int(r * 0.5),
                     border_top_right_radius=int(r * 0.5))
    band = pygame.Rect(poster.left + 6, poster.bottom - int(poster.h * 0.24), poster.w - 12, int(poster.h * 0.2))
    gfx.rect(s, (240, 226, 190), band)
    size = text.fit_size("$5000", "display", int(poster.w * 0.17), band.w - 12, 8)
    text.draw(s, "$5000", band.center, "display", size, theme.RED, anchor="center")
    for x, y in ((poster.left + 10, poster.top + int(poster.h * 0.3)), (poster.right - 16, poster.top + int(poster.h * 0.6))):
        gfx.circle(s, (30, 20, 10), (x, y), 4)
        gfx.circle(s, (120, 100, 80), (x, y), 4, 1)
    gfx.circle(s, (120, 110, 100), (poster.centerx, poster.top + 4), 4)


__all__ = ["draw_emblem"]
