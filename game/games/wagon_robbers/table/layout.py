"""Where things lie on Wagon Robbers' table (1280 x 720).

The seat holding the screen sits at the bottom with its hand fanned and its
laid cards above its plate; the others sit along the top, each with its role
card and placed cargo below its plate.  The wagon deck, the wagon, its riders
and what they defend with fill the middle; the right column holds the cargo
deck and its spent pile, the buttons, and the Recent moves log at the foot.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.scenes.table_frame import PROMPT_RECT

from . import art

SCREEN = (1280, 720)
PROMPT = PROMPT_RECT            # the shared frame's prompt bar, where every table has it
# the right column: the cargo deck and its spent pile, the buttons, the shared log at the foot
CARGO_DECK = (1070, 128)
DISCARD = (1196, 128)
BUTTONS = pygame.Rect(1004, 232, 262, 228)
LOG = pygame.Rect(1004, 470, 262, 240)   # bottom right, where every table has it
PLAY_RIGHT = 990                # the felt the seats and the wagon share ends here
TOP = 62                        # the others' plates start below the prompt bar, clear of the "TO PLAY" tab
MID_Y = 355                     # the wagon, its riders and what they defend with
WAGON_DECK = (92, MID_Y)
WAGON_POS = (240, MID_Y)
RIDERS = pygame.Rect(340, MID_Y - 59, 404, 118)
DEFENCE = pygame.Rect(766, MID_Y - 62, 222, 124)
REVEAL = pygame.Rect(170, 136, 820, 356)
# how wide the piles' labels may grow with the player's text size, each centred under its pile
# and clear of its neighbours
PILE_W = DISCARD[0] - CARGO_DECK[0] - 8
WAGON_DECK_W = 2 * (WAGON_POS[0] - art.WAGON[0] // 2 - 6 - WAGON_DECK[0])
WAGON_W = 2 * (RIDERS.x - 8 - WAGON_POS[0])
HAND_Y = 640
HAND_LEFT, HAND_RIGHT = 350, PLAY_RIGHT
MOST_LAID = 4                   # a role card and a cargo card for each of up to three prep rounds


@dataclass(frozen=True)
class SeatPlace:
    plate: pygame.Rect
    table: pygame.Rect    # where its role card and placed cargo lie

    def role_pos(self) -> tuple[int, int]:
        return (self.table.x + art.PLAYED[0] // 2 + 2, self.table.centery)

    def cargo_pos(self, i: int) -> tuple[int, int]:
        w = art.PLAYED[0]
        step = min(w + 6, (self.table.w - 2 * w - 14) // (MOST_LAID - 2))
        return (self.table.x + w * 3 // 2 + 14 + i * step, self.table.centery)


def places(n: int, view: int) -> dict[int, SeatPlace]:
    """Each seat's place, the viewer (or seat 0 for a spectator) at the bottom: its laid cards
    above its plate; the others along the top, their laid cards below their plates."""
    out = {view: SeatPlace(pygame.Rect(16, 612, 300, 96), pygame.Rect(16, 494, 318, 104))}
    others = [(view + i) % n for i in range(1, n)]
    width = min(300, (PLAY_RIGHT - 24 - 8 * (len(others) - 1)) // max(1, len(others)))
    total = width * len(others) + 8 * (len(others) - 1)
    x = 12 + (PLAY_RIGHT - 12 - total) // 2
    for seat in others:
        out[seat] = SeatPlace(pygame.Rect(x, TOP, width, 70), pygame.Rect(x, TOP + 76, width, 102))
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
    """Rider ``i`` of ``total``, the row centred in ``RIDERS``."""
    step = min(art.PASSENGER[0] + 10, (RIDERS.w - art.PASSENGER[0]) / max(1, total - 1)) if total > 1 else 0
    x0 = RIDERS.centerx - step * (total - 1) / 2
    return (round(x0 + i * step), RIDERS.centery)


def laid_slots(place: SeatPlace) -> list[pygame.Rect]:
    """Where a seat's role card and its cargo cards lie, laid or not yet."""
    spots = [place.role_pos()] + [place.cargo_pos(i) for i in range(MOST_LAID - 1)]
    return [pygame.Rect(0, 0, *art.PLAYED).move(x - art.PLAYED[0] // 2, y - art.PLAYED[1] // 2) for x, y in spots]


def button_rects(count: int) -> list[pygame.Rect]:
    h, gap = 46, 8
    return [pygame.Rect(BUTTONS.x, BUTTONS.bottom - (count - i) * (h + gap) + gap, BUTTONS.w, h)
            for i in range(count)]
