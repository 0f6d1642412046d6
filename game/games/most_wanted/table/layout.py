"""Where everything sits on Most Wanted's table (1280x720 logical pixels),
for 2 to 8 outlaws.  Pure geometry, no drawing.

    +----------+----------------------------------------------+-----------+
    | score-   |            prompt banner                     | action    |
    | board    |     [top seats: plate + face-down cards]     | cards     |
    | 13..1,   | [left  ]                          [right ]   | (six)     |
    | start    | [seats ]   stage, deck, discard,  [seats ]   |           |
    |          |            supply of money bags              |           |
    |----------|   viewer's plate | hand fan | buttons        |           |
    | hand     |                                              |           |
    | rankings |                                              |           |
    +----------+----------------------------------------------+-----------+

The viewer always sits at the bottom; the others follow clockwise (left
side, top row, right side).  In a two-player game the Sheriff takes the
upper right place.  ``layout(n)`` gives every zone; ``zones()`` lists the
rectangles that must never overlap (the tests check it at 2 and 8 seats);
seats and the cards laid before them lie whole on the cloth (CLOTH).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.sprites import fan_layout
from game.scenes.table_frame import PROMPT_RECT

from .art import CARD
from ..rules import SHERIFF

SCREEN = (1280, 720)
CW, CH = CARD
MINI = (46, 64)           # face-down and revealed hands before a seat
MINI_STEP = 42            # gap between mini cards of one hand

# The felt: a wooden rim of FELT_RIM pixels around the cloth, where every seat sits whole.
FELT = pygame.Rect(226, 48, 828, 672)
FELT_RIM = 12
CLOTH = FELT.inflate(-2 * FELT_RIM, -2 * FELT_RIM)

SCOREBOARD = pygame.Rect(8, 8, 212, 560)
REFERENCE = pygame.Rect(8, 576, 212, 136)
# The six action cards in a column between the felt and the screen's edge, with room round it
# for a hovered card: lifted ACTION_LIFT pixels and glowing ACTION_GLOW past its edges (drawn no
# bigger), it stays whole on the screen and off the prompt bar.
ACTIONS = pygame.Rect(1062, 18, 204, 491)
ACTION_CARD = (204, 76)
ACTION_GAP = 7
ACTION_LIFT = 5
ACTION_GLOW = 7
LOG = pygame.Rect(1060, 522, 212, 190)
PROMPT = PROMPT_RECT   # the shared frame's prompt bar, where every table has it

STAGE = pygame.Rect(430, 214, 420, 46)
STAGE_MOST_H = 60        # the stage banner grows down to this with the player's text size
DECK_POS = (500, 344)    # the piles lie clear of the tallest stage banner
DISCARD_POS = (596, 344)
SUPPLY = pygame.Rect(680, 282, 168, 136)
PILE_W = DISCARD_POS[0] - DECK_POS[0] - 8   # how wide the deck's and the discards' labels may grow
CALLOUT = pygame.Rect(430, 428, 420, 44)

VIEWER_PLATE = pygame.Rect(244, 590, 176, 116)
HAND_CENTER = (640, 652)
HAND_WIDTH = 360
HAND_MAX_SPACING = CW - 14
HAND_ZONE = pygame.Rect(420, 560, 444, 160)
BUTTONS = pygame.Rect(872, 566, 176, 146)
BUTTON_H = 42
BUTTON_GAP = 8
VIEWER_COMMIT = pygame.Rect(553, 472, 174, 72)

PLATE = (172, 66)
COMMIT_H = 72

# Opponents' places: name -> (plate topleft, where the hand lies relative to the plate)
_SLOTS = {
    "L1": (244, 224), "L2": (244, 382),
    "T1": (334, 66), "T2": (554, 66), "T3": (774, 66),
    "R1": (864, 224), "R2": (864, 382),
}
_ORDER = {
    1: ("T2",),
    2: ("T1", "T3"),
    3: ("L1", "T2", "R1"),
    4: ("L1", "T1", "T3", "R1"),
    5: ("L2", "L1", "T2", "R1", "R2"),
    6: ("L2", "L1", "T1", "T3", "R1", "R2"),
    7: ("L2", "L1", "T1", "T2", "T3", "R1", "R2"),
}
SHERIFF_SLOT = "R1"


@dataclass(frozen=True, slots=True)
class SeatPlace:
    slot: str                      # "viewer", "L1", ... or "sheriff"
    plate: pygame.Rect             # name, money, cards in hand, status
    commit: pygame.Rect            # where the face-down hand lies

    @property
    def bag_spot(self) -> tuple[int, int]:
        """Where money bags land on this seat's plate."""
        return (self.plate.right - 26, self.plate.bottom - 12)

    def commit_positions(self, n: int) -> list[tuple[float, float]]:
        """Centres of ``n`` mini cards in the commit zone, overlapping as needed."""
        if n <= 0:
            return []
        w = self.commit.w - MINI[0]
        step = min(MINI_STEP, w / max(1, n - 1)) if n > 1 else 0
        span = step * (n - 1)
        x0 = self.commit.centerx - span / 2
        y = self.commit.top + MINI[1] / 2 + 2
        return [(x0 + i * step, y) for i in range(n)]


def _place(slot: str) -> SeatPlace:
    x, y = _SLOTS[slot]
    plate = pygame.Rect(x, y, *PLATE)
    commit = pygame.Rect(x, plate.bottom + 6, PLATE[0], COMMIT_H)
    return SeatPlace(slot, plate, commit)


@dataclass(frozen=True, slots=True)
class Layout:
    players: int
    places: tuple[SeatPlace, ...]          # index i: the i-th seat clockwise from the viewer
    sheriff: SeatPlace | None = None
    action_rects: tuple[pygame.Rect, ...] = field(default_factory=tuple)

    def place_of(self, seat: int, viewer: int) -> SeatPlace:
        return self.places[(seat - viewer) % self.players]

    def seat_place(self, seat: int, viewer: int | None) -> SeatPlace:
        """Where ``seat`` sits as ``viewer`` sees the table (None: as seat 0 does); the
        Sheriff (seat -1) has his own place."""
        if seat == SHERIFF:
            return self.sheriff or self.places[0]
        return self.place_of(seat, viewer if viewer is not None else 0)

    def zones(self) -> list[tuple[str, pygame.Rect]]:
        """Every rectangle that must stay clear of the others."""
        out = [("scoreboard", SCOREBOARD), ("reference", REFERENCE), ("log", LOG), ("prompt", PROMPT),
               ("stage", pygame.Rect(STAGE.x, STAGE.y, STAGE.w, STAGE_MOST_H)), ("supply", SUPPLY),
               ("callout", CALLOUT), ("deck", deck_rect()), ("discard", discard_rect()), ("hand", HAND_ZONE),
               ("buttons", BUTTONS)]
        out += [(f"action{i}", r) for i, r in enumerate(self.action_rects)]
        for i, p in enumerate(self.places):
            out.append((f"plate{i}", p.plate))
            out.append((f"commit{i}", p.commit))
        if self.sheriff is not None:
            out.append(("sheriff-plate", self.sheriff.plate))
            out.append(("sheriff-commit", self.sheriff.commit))
        return out


def deck_rect() -> pygame.Rect:
    r = pygame.Rect(0, 0, CW + 8, CH + 12)
    r.center = (DECK_POS[0] - 2, DECK_POS[1] - 4)
    return r


def discard_rect() -> pygame.Rect:
    r = pygame.Rect(0, 0, CW + 8, CH + 8)
    r.center = DISCARD_POS
    return r


def action_rects() -> tuple[pygame.Rect, ...]:
    w, h = ACTION_CARD
    return tuple(pygame.Rect(ACTIONS.x, ACTIONS.y + i * (h + ACTION_GAP), w, h) for i in range(6))


def layout(players: int) -> Layout:
    if not 2 <= players <= 8:
        raise ValueError(f"Most Wanted seats 2-8 outlaws, not {players}")
    viewer = SeatPlace("viewer", VIEWER_PLATE, VIEWER_COMMIT)
    places = (viewer,) + tuple(_place(s) for s in _ORDER[players - 1])
    sheriff = None
    if players == 2:
        sheriff = SeatPlace("sheriff", pygame.Rect(_SLOTS[SHERIFF_SLOT], PLATE),
                            pygame.Rect(_SLOTS[SHERIFF_SLOT][0], _SLOTS[SHERIFF_SLOT][1] + PLATE[1] + 6,
                                        PLATE[0], COMMIT_H))
    return Layout(players, places, sheriff, action_rects())


def hand_slots(n: int):
    """Placements of the viewer's hand (a gentle fan)."""
    return fan_layout(n, HAND_CENTER, HAND_WIDTH, max_angle=7.0, max_spacing=HAND_MAX_SPACING)


def button_rects(n: int) -> list[pygame.Rect]:
    """``n`` buttons stacked in the button column, bottom-aligned."""
    out = []
    total = n * BUTTON_H + (n - 1) * BUTTON_GAP
    y = BUTTONS.bottom - total
    for i in range(n):
        out.append(pygame.Rect(BUTTONS.x, y + i * (BUTTON_H + BUTTON_GAP), BUTTONS.w, BUTTON_H))
    return out


def left_column(reference_h: int) -> tuple[pygame.Rect, pygame.Rect]:
    """(the scoreboard, the hand-rankings card) when the card is ``reference_h`` tall: the card
    keeps its foot and grows up, the scoreboard gives up the room (REFERENCE.h: as designed)."""
    card = pygame.Rect(REFERENCE.x, REFERENCE.bottom - reference_h, REFERENCE.w, reference_h)
    gap = REFERENCE.top - SCOREBOARD.bottom
    return pygame.Rect(SCOREBOARD.x, SCOREBOARD.y, SCOREBOARD.w, card.top - gap - SCOREBOARD.y), card


def score_row(space: int, scoreboard: pygame.Rect = SCOREBOARD) -> pygame.Rect:
    """The row of scoreboard space ``space`` (0 = start, 13 = Most Wanted) on the track."""
    top = scoreboard.top + 46
    rows = 14
    h = (scoreboard.bottom - 8 - top) // rows
    return pygame.Rect(scoreboard.x + 8, top + (13 - space) * h, scoreboard.w - 16, h - 2)
