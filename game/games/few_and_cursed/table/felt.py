"""The table's still art, drawn once a game and kept: the wooden table top, the choices
panel's paper and heading, and the chrome (the pool's, play area's and panel's boards and the
Grit track on the table top).

    chrome(pieces) -> Surface      (KEPT["chrome_key"]: what it was drawn for)
    draw_heading(surface, heading)   inside PANEL_HEADING
    draw_note(surface, note)         inside PANEL_NOTE, under the heading: where the choices are
    banner(phase) -> Surface         a phase's name large, on its dark strip (kept: its first
                                     drawing costs a few milliseconds, too much for a frame)
"""

from __future__ import annotations


import pygame

from game.engine import text, theme

from . import art, hud
from . import layout as L
from game.engine import gfx

KEPT = gfx.ArtCache()
# below the frame's top rules and between its corner ornaments, above the first button
PANEL_HEADING = pygame.Rect(L.PANEL.x + 24, L.PANEL.y + 14, L.PANEL.w - 48, 24)
# where the first button would be: the panel points to a dialog that holds the choices
PANEL_NOTE = pygame.Rect(L.PANEL.x + 16, L.PANEL.y + 44, L.PANEL.w - 32, 64)


def draw_heading(surface, heading: str) -> None:
    """The panel's heading in the poster face, or the narrower serif when a long one would not fit
    at the table's smallest size."""
    role = "display" if text.measure(heading, "display", L.SMALLEST)[0] <= PANEL_HEADING.w else "serif_bold"
    size = art.grown(heading, role, 17, PANEL_HEADING.w, PANEL_HEADING.h + 2)
    text.draw(surface, heading, PANEL_HEADING.center, role, size, theme.INK, anchor="center", box=PANEL_HEADING)


def draw_note(surface, note: str) -> None:
    """A short line pointing to the choices laid over the board, in the panel's place for them."""
    if note:
        art.fitted_text(surface, note, PANEL_NOTE, "serif_italic", text.reading_size(16), theme.INK_SOFT,
                        L.SMALLEST, middle=True)


def chrome(pieces) -> pygame.Surface:
    """The table top with the pool's, play area's and panel's boards and the Grit track on
    it: drawn once a game (the track's summons space depends on the variants)."""
    key = pieces.trigger()
    if KEPT.get("chrome_key") != key or "chrome" not in KEPT:
        surf = theme.table_top(L.SCREEN, "wood", seed=11).copy()
        hud.draw_chrome(surf)
        pieces.draw_track(surf)
        theme.draw_shadowed(surf, _panel_bg(), L.PANEL, (2, 4))
        KEPT["chrome"], KEPT["chrome_key"] = surf, key
    return KEPT["chrome"]


def _panel_bg():
    if "panel" not in KEPT:
        KEPT["panel"] = theme.panel(L.PANEL.size, "parchment")
    return KEPT["panel"]


@gfx.cached(maxsize=16)
def banner(phase: str) -> pygame.Surface:
    words = text.render(phase + " phase", "display", 34, theme.GOLD, shadow=(0, 0, 0, 200))
    surf = gfx.Surface(words.get_rect().inflate(40, 14).size, pygame.SRCALPHA)
    surf.fill((20, 14, 10, 190))
    text.blit(surf, words, (20, 7), phase + " phase")
    return surf


def banner_rect(size, figures: list) -> pygame.Rect:
    """Where a phase's banner lies: at the board's top, or at its foot while a figure (a monster
    walking at cleanup, a rider) stands where the top one would cover it."""
    top = pygame.Rect((0, 0), size)
    top.center = (L.BOARD.centerx, L.BOARD.y + 40)
    foot = top.copy()
    foot.center = (L.BOARD.centerx, L.BOARD.bottom - 40)
    return min((top, foot), key=lambda r: sum(1 for f in figures if r.colliderect(f)))
