"""Where things sit on The Few and Cursed's table (logical 1280x720).

The desert board takes the middle; the player plates run down the left edge
(the acting seat's plate is the large one); the choices panel and the
Recent moves log take the right edge; the hand fans out along the bottom with
the play area and this phase's pool of movement and attack beside it.
"""

from __future__ import annotations

import pygame

from game.engine import gfx, text
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
PLATE_BIG_MAX = 330
HEAD_H = 46                   # a plate's head (its name and character line) at the designed text size
NAME_SIZE, LINE_SIZE = 17, 12  # the head's name and line (the shared plate look, seat_plate.table_look)
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
    """One plate per seat top to bottom; the active seat's is the large one.  At the player's
    text size each plate is taller by its head's growth (``head_growth``), the large one by what
    its board's words take (``board_extra``), then the small ones by what their figures take
    (``small_extra``), as far as the column has room."""
    rects = []
    y = PLATES.y
    grow = head_growth(n)
    big = PLATE_BIG_H if n > 1 else PLATES.h
    small = PLATE_SMALL_H + grow if n > 1 else 0
    if n > 1:
        big_cap = PLATE_BIG_MAX + grow + board_extra(text.reading_size(SMALLEST))
        left = PLATES.h - big_cap - (n - 1) * (small + 6)   # the column's room under a big plate at its tallest
        small += max(0, min(small_extra(text.reading_size(SMALLEST)), left // (n - 1)))
        spare = PLATES.h - big - small * (n - 1) - 6 * (n - 1)
        big += max(0, spare)
        big = min(big, big_cap)
    for seat in range(n):
        h = big if seat == active or (active is None and seat == 0) else small
        rects.append(pygame.Rect(PLATES.x, y, PLATES.w, h))
        y += h + 6
    return rects


TRACK_ROW_H = 12      # a track's row of spaces, under its words


def board_rows(size: int) -> tuple[int, int, int, int]:
    """A big board's rows with its words at ``size``: (a track's words' band, a track's height
    (its words and its spaces), the water row's height, the footer's height)."""
    line = text.line_height("ui_bold", size)
    band = line - 1
    return band, band + TRACK_ROW_H, max(20, line + 3), max(17, line)


def board_extra(size: int) -> int:
    """How much taller a big board is with its words at ``size`` than at SMALLEST: the tracks
    beside the character card (90 tall), the water row and the footer."""
    def height(s: int) -> int:
        _band, track_h, water_h, foot_h = board_rows(s)
        return max(90, 2 + 2 * (track_h + 2) + track_h) + water_h + foot_h
    return height(size) - height(SMALLEST)


def small_extra(size: int) -> int:
    """How much taller a small plate's two rows of figures are at ``size`` than at SMALLEST."""
    return 2 * (text.line_height("ui_bold", size) - text.line_height("ui_bold", SMALLEST))


def is_big(plate: pygame.Rect) -> bool:
    """The acting seat's plate (or a solo game's), which shows the whole board."""
    return plate.h >= PLATE_BIG_H


def head_words_h(name_size: int) -> int:
    """How tall a plate's name and line are with the name at ``name_size`` (the line in step)."""
    line = round(LINE_SIZE * name_size / NAME_SIZE)
    return 4 + text.line_height("display", name_size) + text.line_height("ui", line) - 1


def head_growth(n: int) -> int:
    """How much taller each of ``n`` plates' heads is at the player's text size: as much as
    its words want, as far as the plates' column has room for every plate to grow as much
    (the board under a head keeps its room)."""
    want = head_words_h(text.reading_size(NAME_SIZE)) - head_words_h(NAME_SIZE)
    if want <= 0 or n <= 1:
        return max(0, want)
    spare = PLATES.h - PLATE_BIG_MAX - (n - 1) * (PLATE_SMALL_H + 6)
    return max(0, min(want, spare // n))


def board_rect(plate: pygame.Rect, n: int) -> pygame.Rect:
    """The part of a plate (one of ``n``) its board is laid out in: under its grown head, as
    tall as a plate at the designed text size."""
    grow = head_growth(n)
    return pygame.Rect(plate.x, plate.y + grow, plate.w, plate.h - grow)


def board_rects(n: int, active: int | None) -> list[pygame.Rect]:
    return [board_rect(r, n) for r in plate_rects(n, active)]


def button_h(designed: int = BUTTON_H) -> int:
    """A panel's or dialog's button, taller at the player's text size (half again as much as the
    words grow): room for its label to grow, fewer to a page."""
    return max(designed, round(designed * (1 + (gfx.text_scale() - 1) / 2)))


def panel_buttons(n: int, top: int) -> list[pygame.Rect]:
    """Rects for ``n`` stacked choice buttons in the panel, starting at ``top``."""
    h = button_h()
    return [pygame.Rect(PANEL.x + 8, top + i * (h + BUTTON_GAP), PANEL.w - 16, h) for i in range(n)]


def panel_room(top: int) -> int:
    """How many buttons fit in the panel below ``top`` (one row kept for paging)."""
    return max(1, (PANEL.bottom - 8 - top) // (button_h() + BUTTON_GAP))


def panel_foot(row: int) -> pygame.Rect:
    """The panel's fixed rows, counted up from its foot: 0 the phase's end (or Back), 1 "More choices"."""
    h = button_h()
    return pygame.Rect(PANEL.x + 8, PANEL.bottom - 8 - (row + 1) * h - row * BUTTON_GAP, PANEL.w - 16, h)
