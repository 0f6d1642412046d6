"""Where everything sits on Scotland Yard's table (1280x720 logical pixels).

    +--------+------------------------------------+-------------+
    | + - Fit|  the shared prompt bar (Menu)      | Round n of m|
    +--------+--------------------------+---------+-------------+
    | the London board (pan and zoom)   | travel log 4x6            |
    |   news ribbon along its top edge  | Mister X's tickets        |
    |                                   | ticket boards             |
    |                                   | action buttons            |
    |                                   | recent moves (shared log) |
    +-----------------------------------+---------------------------+

The strip along the top is the shared frame's (game.scenes.table_frame): the
prompt bar where every table has it, the zoom buttons left of it and the
round right of it, so no button ever lies over a station.  The board is as
wide as the whole map is at the zoom that fits its height (the fit shows
London edge to edge, no margins).
"""

from __future__ import annotations

import pygame

from game.scenes.table_frame import PROMPT_RECT

SCREEN = (1280, 720)
STRIP = pygame.Rect(0, 0, SCREEN[0], PROMPT_RECT.bottom + 6)
PROMPT = PROMPT_RECT
MAP_SIZE = (2600, 1950)   # the board picture's size (maps/scotland_yard.tmx)
_BOARD_H = SCREEN[1] - STRIP.bottom
BOARD = pygame.Rect(0, STRIP.bottom, round(MAP_SIZE[0] * _BOARD_H / MAP_SIZE[1]), _BOARD_H)
SIDE = pygame.Rect(BOARD.right + 2, STRIP.bottom, SCREEN[0] - BOARD.right - 2, _BOARD_H)

ZOOM_BUTTONS = pygame.Rect(10, PROMPT.y, 150, PROMPT.h)
HEADER = pygame.Rect(PROMPT.right + 8, PROMPT.y, SCREEN[0] - PROMPT.right - 16, PROMPT.h)

_X = SIDE.x + 14
_W = SIDE.w - 28
LOG = pygame.Rect(_X, SIDE.y + 34, _W, 145)
# The parchment's corner flourishes (theme.panel) reach CORNER pixels in from its edges: the
# travel log's heading lies between them, over the log, clear of the frame's inner rule.
CORNER = 38
LOG_TITLE = pygame.Rect(SIDE.x + CORNER, SIDE.y + 15, SIDE.w - 2 * CORNER, LOG.y - 1 - (SIDE.y + 15))
LOG_COLS, LOG_ROWS = 4, 6
LOG_GAP = 3
X_ROW = pygame.Rect(_X, LOG.bottom + 6, _W, 50)
BOARDS = pygame.Rect(_X, X_ROW.bottom + 6, _W, 214)  # five rows tall enough for a name and a status line
ACTIONS = pygame.Rect(_X, BOARDS.bottom + 6, _W, 44)
# the shared recent-moves log (game.scenes.table_frame.MovesLog) fills the rest of the column
MOVES_LOG = pygame.Rect(_X, ACTIONS.bottom + 6, _W, SCREEN[1] - 6 - ACTIONS.bottom - 6)

RIBBON = pygame.Rect(BOARD.centerx - 300, BOARD.y + 8, 600, 38)
# all the screen but the strip and the column: the board and the seam beside it
OVER_BOARD = pygame.Rect(0, STRIP.bottom, SIDE.x, SCREEN[1] - STRIP.bottom)

CHIP = (56, 26)


def log_slot(i: int) -> pygame.Rect:
    """The rect of travel-log slot ``i`` (0-based): columns fill top to bottom, as on the pad."""
    col, row = divmod(i, LOG_ROWS)
    w = (LOG.w - (LOG_COLS - 1) * LOG_GAP) // LOG_COLS
    h = (LOG.h - (LOG_ROWS - 1) * LOG_GAP) // LOG_ROWS
    return pygame.Rect(LOG.x + col * (w + LOG_GAP), LOG.y + row * (h + LOG_GAP), w, h)


def board_row(i: int, rows: int) -> pygame.Rect:
    """Ticket-board row ``i`` of ``rows``, sharing the boards area."""
    h = min(46, (BOARDS.h - (rows - 1) * 4) // max(1, rows))
    return pygame.Rect(BOARDS.x, BOARDS.y + i * (h + 4), BOARDS.w, h)


__all__ = ["ACTIONS", "BOARD", "BOARDS", "CHIP", "HEADER", "LOG", "LOG_COLS", "LOG_ROWS", "LOG_TITLE", "MAP_SIZE",
           "MOVES_LOG", "PROMPT", "RIBBON", "SCREEN", "SIDE", "STRIP", "X_ROW", "ZOOM_BUTTONS", "board_row",
           "log_slot"]
