"""Where everything sits on Fugitive's table (1280x720 logical pixels).

    +----------------------------------------------------------------------------+
    | turn banner and prompt                                                     |
    +---------------------------+-------------------------------+----------------+
    | draw piles  | the rival's plate and hand (the top band)   | the Marshal's  |
    |-------------+---------------------------------------------| notepad        |
    | the escape route: 0, hideouts with sprint cards below     |                |
    |-----------------------------------------------------------+----------------|
    | your plate  | your hand (a fan)         | your buttons    | recent moves   |
    +-----------------------------------------------------------+----------------+

As at every table, the seat on the screen sits at the bottom and its rival
at the top, whichever role each plays: ``Bands(bottom)`` says where each
role's plate and hand go (the Fugitive at the bottom when nobody's private
view is on show, as in a replay).

Pure geometry: the route row compresses (cards overlap) as it grows, and
wraps to a second, smaller row only when even overlapping cannot fit it.
Hands stay readable at any size: the bottom hand's fan splits into two or
three overlapping rows (each card's corner number always shows); a top hand
of faces turns from a fan of small cards into rows (two, then three) of
number tiles, sorted, whose numbers no neighbour covers; a top hand of backs
stays a fan that closes up as it grows (a back has no number to show).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine.sprites import Placement, fan_layout

from ..rules.state import FUGITIVE, MARSHAL
from .art import CARD, tile_number_box

SCREEN = (1280, 720)
CW, CH = CARD

TOPBAR = pygame.Rect(0, 0, 1280, 50)
MAIN = pygame.Rect(10, 56, 952, 660)
SIDE = pygame.Rect(972, 58, 298, 654)
NOTEPAD = pygame.Rect(972, 58, 298, 430)
LOG = pygame.Rect(972, 496, 298, 216)

# the top band: piles, event discard, the rival
PILE_SCALE = 0.82
PILE_Y = 112
PILE_X = (60, 146, 232)
PILE_LABEL_Y = 164
DISCARD_POS = (322, PILE_Y)
# Low enough for the route's tags lifted a row above the cards (``labels.TAG_CEILING``)
# to pass under it.
TOP_PLATE = pygame.Rect(362, 62, 184, 108)
TOP_HAND_CENTER = (756, 114)
TOP_HAND_WIDTH = 340      # centre to centre: the cards stay between the plate and the notepad
TOP_SCALE = 0.7
TOP_FAN_MAX = 8           # more faces than this and the fan would hide the numbers: tiles instead
# The top hand's whole area (tiles stay inside it): between the plate and the
# notepad, above the route's rail.
TOP_AREA = pygame.Rect(554, 60, 406, 116)
TILE_GAP = 4              # between tiles that do not need to overlap, and between rows
TILE_NUMBER_AIR = 6       # felt or paper to keep after a tile's number before the next tile

# the escape route
ROUTE = pygame.Rect(16, 190, 940, 290)
ROUTE_LEFT, ROUTE_RIGHT = ROUTE.left + CW // 2 + 8, ROUTE.right - CW // 2 - 8
ROUTE_Y = ROUTE.top + 26 + CH // 2
ROUTE_BOTTOM = ROUTE.bottom - 6
NATURAL_STEP = CW + 12
MIN_STEP = 36
SPRINT_HIDDEN_STEP = 14
SPRINT_SHOWN_STEP = 27
# The route's bottom rail: its name at the far end, the Manhunt banner over it
# (sprint cards stop above it, the bottom plate starts below it).
RAIL_Y = ROUTE.bottom + 4
ROUTE_LABEL_RIGHT = ROUTE.right - 10
MANHUNT_BANNER = pygame.Rect(232, RAIL_Y - 10, 720, 22)

# the bottom band: the seat on the screen
BOTTOM_PLATE = pygame.Rect(20, 498, 196, 120)
HAND_CENTER = (507, 640)
HAND_WIDTH = 450          # centre to centre: the fan stays between the plate and the buttons
HAND_MAX_SPACING = CW + 8
HAND_ROW_MAX = 12         # more cards than this and the hand splits into rows
HAND_ROW_STEP = (70, 50)  # how far each row sits below the one behind it (two rows, three rows)
HAND_BOTTOM = 712
# Where a card's corner number is printed (card pixels from its top-left): what
# must stay uncovered in a crowded hand.
CORNER_INDEX = pygame.Rect(11, 10, 26, 22)
BUTTONS_X = 790
BUTTON_W = 164
BUTTON_H = 44

# the big shown card (events) and callouts
SHOW_CENTER = (486, 352)
CALLOUT_CENTER = (486, 300)


def pile_pos(i: int) -> tuple[float, float]:
    return (PILE_X[i], PILE_Y)


def pile_rect(i: int) -> pygame.Rect:
    w, h = round(CW * PILE_SCALE), round(CH * PILE_SCALE)
    r = pygame.Rect(0, 0, w + 8, h + 10)
    r.center = (PILE_X[i] - 2, PILE_Y - 3)
    return r


@dataclass(frozen=True, slots=True)
class RouteGeometry:
    """Centres of the route's cards (index 0 is the 0), and the card scale."""

    centers: tuple[tuple[float, float], ...]
    scale: float
    step: float
    rows: int

    def sprint_step(self, count: int, shown: bool, row_bottom: float) -> float:
        """How far each tucked card peeks out below the one before it."""
        step = (SPRINT_SHOWN_STEP if shown else SPRINT_HIDDEN_STEP) * self.scale
        if count <= 0:
            return step
        room = row_bottom - (self.centers[0][1] + CH * self.scale / 2) if self.rows == 1 else step * count
        return max(6.0, min(step, room / count))


def route_geometry(n: int) -> RouteGeometry:
    """Places for ``n`` cards along the route (0 first)."""
    n = max(1, n)
    width = ROUTE_RIGHT - ROUTE_LEFT
    if n == 1:
        return RouteGeometry(((ROUTE_LEFT, ROUTE_Y),), 1.0, NATURAL_STEP, 1)
    step = min(NATURAL_STEP, width / (n - 1))
    if step >= MIN_STEP:
        scale = 1.0 if step >= 46 else 0.9
        left = ROUTE_LEFT - (CW - CW * scale) / 2
        return RouteGeometry(tuple((left + i * step, ROUTE_Y) for i in range(n)), scale, step, 1)
    # Two rows of smaller cards: the first half above, the rest below.
    scale = 0.74
    per_row = (n + 1) // 2
    step = min(NATURAL_STEP * scale, width / max(1, per_row - 1))
    top = ROUTE.top + 18 + CH * scale / 2
    second = top + CH * scale + 36
    centers = []
    for i in range(n):
        row, col = divmod(i, per_row)
        centers.append((ROUTE_LEFT + col * step, top if row == 0 else second))
    return RouteGeometry(tuple(centers), scale, step, 2)


@dataclass(frozen=True, slots=True)
class Spread:
    """Where a hand's cards lie: printed cards at ``scale`` (``tile`` None), or
    small number tiles of size ``tile``, in ``rows`` rows."""

    places: tuple[Placement, ...]
    scale: float
    tile: tuple[int, int] | None
    rows: int


def hand_rows(n: int) -> int:
    return 1 if n <= HAND_ROW_MAX else 2 if n <= 2 * (HAND_ROW_MAX + 1) else 3


def bottom_layout(n: int) -> Spread:
    """The bottom hand, in order: one fan, or rows (the first cards at the
    back, higher up) whose cards overlap no more than their corner numbers allow."""
    rows = hand_rows(n)
    if rows == 1:
        places = fan_layout(n, HAND_CENTER, HAND_WIDTH, max_angle=7.0, max_spacing=HAND_MAX_SPACING)
        return Spread(tuple(places), 1.0, None, 1)
    per_row = -(-n // rows)
    step = HAND_ROW_STEP[rows - 2]
    front = HAND_BOTTOM - CH / 2 - 4
    out: list[Placement] = []
    for r in range(rows):
        count = min(per_row, n - r * per_row)
        y = front - (rows - 1 - r) * step
        out.extend(fan_layout(count, (HAND_CENTER[0], y), HAND_WIDTH + 16, max_angle=3.0,
                              max_spacing=HAND_MAX_SPACING))
    return Spread(tuple(out), 1.0, None, rows)


def tile_size(rows: int) -> tuple[int, int]:
    h = (TOP_AREA.h - (rows - 1) * TILE_GAP) // rows
    return (round(h * 0.68), h)


def top_layout(n: int, faces: bool = True) -> Spread:
    """The top hand: small cards in a fan; past ``TOP_FAN_MAX`` faces, rows of
    number tiles.  Backs (``faces`` False) stay a fan however close it gets."""
    if n <= TOP_FAN_MAX or not faces:
        places = fan_layout(n, TOP_HAND_CENTER, TOP_HAND_WIDTH, max_angle=0.0,
                            max_spacing=CW * TOP_SCALE + 6)
        return Spread(tuple(places), TOP_SCALE, None, 1)
    area = TOP_AREA
    for rows in (2, 3):
        w, h = tile_size(rows)
        per_row = -(-n // rows)
        step = min(w + TILE_GAP, (area.w - w) / max(1, per_row - 1))
        # two rows while each number keeps some air after it; then three rows of
        # smaller tiles, which sit side by side again (up to 42 cards)
        if step >= tile_number_box((w, h)).right + (TILE_NUMBER_AIR if rows == 2 else 0):
            break
    places = []
    top = area.top + (area.h - (rows * h + (rows - 1) * TILE_GAP)) / 2
    for r in range(rows):
        count = min(per_row, n - r * per_row)
        # rows start at the same left edge, so the strip reads like a sorted list
        left = area.left + (area.w - (step * (per_row - 1) + w)) / 2
        y = top + r * (h + TILE_GAP) + h / 2
        places.extend(Placement((left + w / 2 + i * step, y), 0.0) for i in range(count))
    return Spread(tuple(places), 1.0, (w, h), rows)


@dataclass(frozen=True, slots=True)
class Bands:
    """Which band each role sits in: ``bottom`` (the role of the seat on the
    screen) has the bottom plate and hand, the other role the top ones."""

    bottom: int = FUGITIVE

    @property
    def top(self) -> int:
        return MARSHAL if self.bottom == FUGITIVE else FUGITIVE

    def at_bottom(self, role: int) -> bool:
        return role == self.bottom

    def plate(self, role: int) -> pygame.Rect:
        return pygame.Rect(BOTTOM_PLATE if role == self.bottom else TOP_PLATE)

    def hand_area(self, role: int) -> pygame.Rect:
        """Where the role's hand lies, whatever its size (a hint's target when it is empty)."""
        if role != self.bottom:
            return pygame.Rect(TOP_AREA)
        return pygame.Rect(BOTTOM_PLATE.right + 8, BOTTOM_PLATE.top, BUTTONS_X - BOTTOM_PLATE.right - 16,
                           HAND_BOTTOM - BOTTOM_PLATE.top)

    def hand(self, role: int, n: int, faces: bool = True) -> Spread:
        return bottom_layout(n) if role == self.bottom else top_layout(n, faces)


def bands_for(viewer, last: int = FUGITIVE) -> Bands:
    """The seat on the screen at the bottom; with no seat's eyes on it (a
    spectator, a handoff under way) the table keeps the ``last`` bottom."""
    return Bands(viewer if viewer in (FUGITIVE, MARSHAL) else last)


def button_rect(row: int) -> pygame.Rect:
    return pygame.Rect(BUTTONS_X, 512 + row * (BUTTON_H + 10), BUTTON_W, BUTTON_H)
