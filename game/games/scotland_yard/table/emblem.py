"""Scotland Yard's emblem for the menus (shown by game.scenes.emblems): a scrap
of street map with lines and stations under a magnifying glass."""

from __future__ import annotations

import pygame

from game.engine import text, theme
from game.engine import gfx


def draw_emblem(s: pygame.Surface) -> None:
    w, h = s.get_size()
    # a scrap of street map with a few stations and routes
    paper = pygame.Rect(int(w * 0.08), int(h * 0.08), int(w * 0.84), int(h * 0.84))
    gfx.rect(s, (232, 226, 206), paper, border_radius=4)
    routes = [((0.1, 0.3), (0.5, 0.25), (0.9, 0.4)), ((0.2, 0.9), (0.35, 0.5), (0.5, 0.25)),
              ((0.5, 0.25), (0.7, 0.7), (0.95, 0.8)), ((0.05, 0.65), (0.35, 0.5), (0.7, 0.7))]
    colors = [(196, 150, 40), (40, 110, 90), (176, 50, 40), (196, 150, 40)]
    for pts, col in zip(routes, colors):
        ps = [(paper.left + x * paper.w, paper.top + y * paper.h) for x, y in pts]
        gfx.lines(s, col, False, ps, 4)
    for x, y in ((0.5, 0.25), (0.35, 0.5), (0.7, 0.7)):
        p = (paper.left + x * paper.w, paper.top + y * paper.h)
        gfx.circle(s, (250, 250, 250), p, 9)
        gfx.circle(s, theme.INK, p, 9, 2)
    # a magnifying glass
    gx, gy, gr = int(w * 0.58), int(h * 0.45), int(min(w, h) * 0.26)
    handle_end = (gx + gr * 1.6, gy + gr * 1.5)
    gfx.line(s, (40, 26, 16), (gx + gr * 0.7, gy + gr * 0.7), handle_end, 12)
    lens = gfx.Surface((gr * 2, gr * 2), pygame.SRCALPHA)
    gfx.circle(lens, (200, 226, 240, 90), (gr, gr), gr)
    s.blit(lens, (gx - gr, gy - gr))
    gfx.circle(s, theme.BRASS_DARK, (gx, gy), gr, 7)
    gfx.circle(s, theme.BRASS_LIGHT, (gx, gy), gr - 3, 2)
    gfx.arc(s, (255, 255, 255), (gx - gr * 0.6, gy - gr * 0.6, gr * 1.2, gr * 1.2), 1.8, 2.8, 3)
    text.draw(s, "X", (gx, gy), "display", int(gr * 0.9), theme.INK, anchor="center")


__all__ = ["draw_emblem"]
