"""Where things sit on The Few and Cursed's table (logical 1280x720).

The desert board takes the middle; the player plates run down the left edge
(the acting seat's plate is the large one); the choices panel and the
Recent moves log take the right edge; the hand fans out along the bottom with
the play area and this phase's pool of movement and attack beside it.
"""

from __future__ import annotations

import pygame

from game.scenes.table_frame import PROMPT_RECT

SCREEN = (1280, 720)
# The smallest text on the table, in logical pixels: 11 real pixels in a 1024x600 window (scale
# 0.8), where anything smaller cannot be read.  A small card shows what a player needs at a
# glance at this size or larger; its whole text is in its hover card.
SMALLEST = 14
PROMPT = PROMPT_RECT
BOARD = pygame.Rect(236, 52, 806, 448)
GRIT_BAND = 20                               # the Grit track runs round the board's edge
TRAY_W = 92                                  # beside the map: Wanted bounties (left), San Andreas (right)
_INNER = BOARD.inflate(-2 * GRIT_BAND, -2 * GRIT_BAND)
WANTED_TRAY = pygame.Rect(_INNER.x, _INNER.y, TRAY_W, _INNER.h)
TOWN_TRAY = pygame.Rect(_INNER.right - TRAY_W, _INNER.y, TRAY_W, _INNER.h)
MAP_VIEW = pygame.Rect(WANTED_TRAY.right + 2, _INNER.y, _INNER.w - 2 * TRAY_W - 4, _INNER.h)
ZOOM_BUTTONS = pygame.Rect(WANTED_TRAY.x, WANTED_TRAY.bottom - 28, TRAY_W, 28)
PLATES = pygame.Rect(6, 52, 224, 662)
PLATES_AREA = pygame.Rect(0, 40, BOARD.x, SCREEN[1] - 40)   # the plates with their shadows
PLATE_SMALL_H = 96
PLATE_BIG_H = 250
PANEL = pygame.Rect(1048, 52, 226, 420)
LOG = pygame.Rect(1048, 478, 226, 236)
HAND = pygame.Rect(366, 506, 510, 208)       # the fan of the viewer's hand
POOL = pygame.Rect(236, 506, 126, 208)       # move / attack / water / bullets counters
PLAY_AREA = pygame.Rect(880, 506, 162, 208)  # cards played this phase
CARD = (112, 156)
MINI = (56, 78)
DIALOG = BOARD.inflate(-30, -24)             # choice dialogs lie over the board
BUTTON_H = 30
BUTTON_GAP = 5
HAND_CENTER = (HAND.centerx, HAND.y + 18 + CARD[1] // 2)


def plate_rects(n: int, active: int | None) -> list[pygame.Rect]:
    """One plate per seat top to bottom; the active seat's is the large one."""
    rects = []
    y = PLATES.y
    big = PLATE_BIG_H if n > 1 else PLATES.h
    small = PLATE_SMALL_H if n > 1 else 0
    if n > 1:
        spare = PLATES.h - big - small * (n - 1) - 6 * (n - 1)
        big += max(0, spare)
        big = min(big, 330)
    for seat in range(n):
        h = big if seat == active or (active is None and seat == 0) else small
        rects.append(pygame.Rect(PLATES.x, y, PLATES.w, h))
        y += h + 6
    return rects


def panel_buttons(n: int, top: int) -> list[pygame.Rect]:
    """Rects for ``n`` stacked choice buttons in the panel, starting at ``top``."""
    return [pygame.Rect(PANEL.x + 8, top + i * (BUTTON_H + BUTTON_GAP), PANEL.w - 16, BUTTON_H) for i in range(n)]


def panel_room(top: int) -> int:
    """How many buttons fit in the panel below ``top`` (one row kept for paging)."""
    return max(1, (PANEL.bottom - 8 - top) // (BUTTON_H + BUTTON_GAP))


def panel_foot(row: int) -> pygame.Rect:
    """The panel's fixed rows, counted up from its foot: 0 the phase's end (or Back), 1 "More choices"."""
    return pygame.Rect(PANEL.x + 8, PANEL.bottom - 8 - (row + 1) * BUTTON_H - row * BUTTON_GAP, PANEL.w - 16, BUTTON_H)
