"""Where everything sits on Scotland Yard's table (1280x720 logical pixels).

    +--------------------------------------------+-----------------+
    | the London board (pan and zoom)            | round, prompt bar|
    |   news ribbon along its top edge           | travel log 4x6  |
    |                                            | Mister X's      |
    |                                            |   tickets       |
    |                                            | ticket boards   |
    |   zoom buttons bottom-left                 | action buttons  |
    +--------------------------------------------+-----------------+
"""

from __future__ import annotations

import pygame

SCREEN = (1280, 720)
BOARD = pygame.Rect(0, 0, 960, 720)
SIDE = pygame.Rect(962, 0, 318, 720)

HEADER = pygame.Rect(SIDE.x + 14, 14, SIDE.w - 28, 74)
# the shared prompt bar (game.scenes.table_frame), under the round: the board takes the full height here
PROMPT = pygame.Rect(SIDE.x + 10, HEADER.y + 34, SIDE.w - 20, 40)
LOG_TITLE_Y = 94
LOG = pygame.Rect(SIDE.x + 14, 114, SIDE.w - 28, 226)
LOG_COLS, LOG_ROWS = 4, 6
LOG_GAP = 4
X_ROW = pygame.Rect(SIDE.x + 14, 348, SIDE.w - 28, 52)
BOARDS = pygame.Rect(SIDE.x + 14, 408, SIDE.w - 28, 236)
ACTIONS = pygame.Rect(SIDE.x + 14, 652, SIDE.w - 28, 54)

RIBBON = pygame.Rect(BOARD.centerx - 300, 10, 600, 38)
ZOOM_BUTTONS = pygame.Rect(BOARD.x + 12, BOARD.bottom - 56, 150, 44)

CHIP = (56, 26)


def log_slot(i: int) -> pygame.Rect:
    """The rect of travel-log slot ``i`` (0-based): columns fill top to bottom, as on the pad."""
    col, row = divmod(i, LOG_ROWS)
    w = (LOG.w - (LOG_COLS - 1) * LOG_GAP) // LOG_COLS
    h = (LOG.h - (LOG_ROWS - 1) * LOG_GAP) // LOG_ROWS
    return pygame.Rect(LOG.x + col * (w + LOG_GAP), LOG.y + row * (h + LOG_GAP), w, h)


def board_row(i: int, rows: int) -> pygame.Rect:
    """Ticket-board row ``i`` of ``rows``, sharing the boards area."""
    h = min(52, (BOARDS.h - (rows - 1) * 4) // max(1, rows))
    return pygame.Rect(BOARDS.x, BOARDS.y + i * (h + 4), BOARDS.w, h)


__all__ = ["ACTIONS", "BOARD", "BOARDS", "CHIP", "HEADER", "LOG", "LOG_COLS", "LOG_ROWS", "LOG_TITLE_Y", "PROMPT", "RIBBON",
           "SCREEN", "SIDE", "X_ROW", "ZOOM_BUTTONS", "board_row", "log_slot"]
