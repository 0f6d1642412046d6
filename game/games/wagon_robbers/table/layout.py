"""Where things lie on Wagon Robbers' table (1280 x 720).

The seat holding the screen sits at the bottom with its hand fanned; the
others sit along the top, each with its role card and placed cargo below its
plate.  The wagon, its riders and the decks fill the middle; the Recent moves
board and the buttons take the right edge.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.scenes.table_frame import PROMPT_RECT

from . import art

SCREEN = (1280, 720)
PROMPT = PROMPT_RECT            # the shared frame's prompt bar, where every table has it
LOG = pygame.Rect(1004, 56, 262, 420)
BUTTONS = pygame.Rect(1004, 496, 262, 210)
TOP = 52                        # the others' plates start below the prompt bar
WAGON_DECK = (92, 314)
WAGON_POS = (230, 314)
RIDERS = pygame.Rect(330, 258, 420, 112)
CARGO_DECK = (820, 294)
DISCARD = (920, 294)
REVEAL = pygame.Rect(170, 136, 820, 356)
HAND_Y = 640
HAND_LEFT, HAND_RIGHT = 300, 980


@dataclass(frozen=True)
class SeatPlace:
    plate: pygame.Rect
    table: pygame.Rect    # where its role card and placed cargo lie

    def role_pos(self) -> tuple[int, int]:
        return (self.table.x + art.MINI[0] // 2 + 2, self.table.centery)

    def cargo_pos(self, i: int) -> tuple[int, int]:
        return (self.table.x + art.MINI[0] * 3 // 2 + 14 + i * (art.MINI[0] + 6), self.table.centery)


def places(n: int, view: int) -> dict[int, SeatPlace]:
    """Each seat's place, the viewer (or seat 0 for a spectator) at the bottom."""
    out = {view: SeatPlace(pygame.Rect(16, 636, 268, 72), pygame.Rect(16, 566, 268, 62))}
    others = [(view + i) % n for i in range(1, n)]
    width = min(236, (LOG.x - 24 - 8 * (len(others) - 1)) // max(1, len(others)))
    total = width * len(others) + 8 * (len(others) - 1)
    x = 12 + (LOG.x - 12 - total) // 2
    for seat in others:
        out[seat] = SeatPlace(pygame.Rect(x, TOP, width, 70), pygame.Rect(x, TOP + 74, width, 62))
        x += width + 8
    return out


def hand_slots(count: int) -> list[tuple[int, int]]:
    if count == 0:
        return []
    step = min(art.CARD[0] + 10, (HAND_RIGHT - HAND_LEFT - art.CARD[0]) / max(1, count - 1))
    width = step * (count - 1)
    x0 = (HAND_LEFT + HAND_RIGHT) / 2 - width / 2
    return [(round(x0 + i * step), HAND_Y) for i in range(count)]


def rider_pos(i: int, total: int) -> tuple[int, int]:
    step = min(art.PASSENGER[0] + 10, (RIDERS.w - art.PASSENGER[0]) / max(1, total - 1)) if total > 1 else 0
    return (round(RIDERS.x + art.PASSENGER[0] / 2 + i * step), RIDERS.centery)


def button_rects(count: int) -> list[pygame.Rect]:
    h, gap = 46, 8
    return [pygame.Rect(BUTTONS.x, BUTTONS.bottom - (count - i) * (h + gap) + gap, BUTTONS.w, h)
            for i in range(count)]
