"""Most Wanted's hand-rankings card, and the left column it shares with the scoreboard.

The card's words follow the player's text size (Settings) as far as the column is wide: the
card grows taller to hold them and the scoreboard above it gives up the room (its rows get a
little shorter; the words printed on the scoreboard keep their size).

    RANKINGS, RANKINGS_HELP        the rankings, best first, with an example each; the hover help
    left_column() -> (scoreboard, card)   where both lie at the player's text size
    draw(surface, rect)            the card, printed on the table top
"""

from __future__ import annotations

import pygame

from game.engine import gfx, text, theme

from . import layout as L

RANKINGS = (("Double Crosser", "6s vs Aces"), ("Four of a Kind", "8 8 8 8"), ("Three of a Kind", "K K K"),
            ("Two Pair", "Q Q 7 7"), ("Pair", "9 9"), ("High Card", "A"))
RANKINGS_HELP = ("Hand rankings, highest first: Double Crosser (all 6s when someone else plays all Aces), "
                 "Four of a Kind, Three of a Kind, Two Pair, Pair, High Card. Leftover cards break ties.")
TITLE = "Hand rankings"
TITLE_SIZE, ROW_SIZE = 15, 14    # designed sizes
SIDE = 10                        # the words' margin left and right
GAP = 10                         # at least this between a ranking and its example
TOP, BOTTOM = 6, 6               # above the title, below the last row
ROW_STEP = 17                    # a row's designed height


def _sizes() -> tuple[int, int]:
    """(title size, rows' size): the player's, as far as the card is wide (never under designed)."""
    room = L.REFERENCE.w - 2 * SIDE
    title = text.fit_size(TITLE, "display", text.reading_size(TITLE_SIZE), room, TITLE_SIZE)
    size = text.reading_size(ROW_SIZE)
    while size > ROW_SIZE and any(text.measure(name, "ui_bold", size)[0] + GAP + text.measure(ex, "ui", size)[0]
                                  > room for name, ex in RANKINGS):
        size -= 1
    return title, size


def _title_h(size: int) -> int:
    # the designed card sets its rows 27 pixels below its top (the title 15 high)
    return max(27 - TOP, text.measure(TITLE, "display", size)[1] + 2)


def _step(size: int) -> int:
    return max(ROW_STEP, text.line_height("ui_bold", size))


@gfx.cached(maxsize=4)
def _column() -> tuple[tuple, tuple]:
    title, size = _sizes()
    need = TOP + _title_h(title) + len(RANKINGS) * _step(size) + BOTTOM
    scoreboard, card = L.left_column(max(L.REFERENCE.h, need))
    return tuple(scoreboard), tuple(card)


def left_column() -> tuple[pygame.Rect, pygame.Rect]:
    """(the scoreboard, the rankings card) at the player's text size."""
    scoreboard, card = _column()
    return pygame.Rect(scoreboard), pygame.Rect(card)


def draw(surf, r: pygame.Rect) -> None:
    title, size = _sizes()
    theme.draw_shadowed(surf, theme.panel(r.size, "paper", 23), r, (4, 8))
    text.draw(surf, TITLE, (r.centerx, r.top + TOP), "display", title, theme.INK, anchor="midtop", box=r)
    y = r.top + TOP + _title_h(title)
    step = (r.bottom - BOTTOM - y) // len(RANKINGS)
    inner = r.inflate(-2 * SIDE + 4, 0)
    for i, (name, example) in enumerate(RANKINGS):
        color = theme.RED if i == 0 else theme.INK
        text.draw(surf, name, (r.x + SIDE, y + step // 2), "ui_bold", size, color, anchor="midleft", box=inner)
        text.draw(surf, example, (r.right - SIDE, y + step // 2), "ui", size, theme.INK_SOFT, anchor="midright",
                  box=inner)
        y += step


__all__ = ["RANKINGS", "RANKINGS_HELP", "draw", "left_column"]
