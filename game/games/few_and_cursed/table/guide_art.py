"""Pictures for The Few and Cursed's player's guide: its own desert board and emblem."""

from __future__ import annotations

import pygame

from game import paths
from game.engine.widgets import picture_row

from .emblem import draw_emblem

BOARD = ("maps", "few_and_cursed_board.png")


def _board(width: int) -> pygame.Surface | None:
    path = paths.resource(*BOARD)
    if not path.is_file():
        return None
    img = pygame.image.load(str(path))
    k = min(1.0, width / img.get_width(), 420 / img.get_height())
    return pygame.transform.smoothscale(img, (int(img.get_width() * k), int(img.get_height() * k)))


def picture(name: str, width: int):
    if name == "board":
        board = _board(width)
        return picture_row([(board, "the desert board: San Andreas in the middle, the four artifact towns "
                                    "in the corners")], width) if board is not None else None
    if name == "emblem":
        s = pygame.Surface((220, 150))
        draw_emblem(s)
        return picture_row([(s, "The Few and Cursed")], width)
    return None
