"""Where the viewer's hand lies: a fan whose cards never cover a neighbour's words.

Cards lie left to right, each a little over the one before it; the overlap stops
short of the words printed on the card beneath (art.hand_text_box), so every card can
be read without hovering it.  A hand too long for that at full size is dealt at a
smaller size instead.

    hand_places(n) -> (card size, [Placement])
"""

from __future__ import annotations

from game.engine.sprites import fan_layout

from . import art
from . import layout as L

TILT = 4.0       # degrees at the ends of a full fan: enough to read as a hand, little enough to keep words clear
CLEAR = 4        # px kept between a card's words and the next card's edge, for the tilt


def card_size(n: int) -> tuple[int, int]:
    """The largest card (full size at most) whose words stay clear with ``n`` in the hand's width."""
    w0, h0 = L.CARD
    for w in range(w0, 40, -1):
        size = (w, round(w * h0 / w0))
        if n <= 1 or (n - 1) * (art.hand_text_box(size).right + CLEAR) + w <= L.HAND.w:
            return size
    return (40, round(40 * h0 / w0))


def hand_places(n: int):
    """The card size and the place of each of ``n`` cards in the hand."""
    size = card_size(n)
    centre = (L.HAND.centerx, L.HAND.y + 18 + size[1] // 2)
    return size, fan_layout(n, centre, L.HAND.w - size[0], max_angle=TILT, max_spacing=size[0] + 6)
