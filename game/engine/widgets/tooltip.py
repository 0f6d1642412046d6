"""A tooltip's drawing and placing, apart from the widgets (the UI root draws
the tip of the control under the pointer; Tooltip widgets live in overlay)."""

from __future__ import annotations

from typing import Sequence

import pygame

from .. import keep_clear, text, theme
from game.engine import gfx

TOOLTIP_WIDTH = 340


TIP_SIZE = 17


def tooltip_size(message: str) -> tuple[list[str], tuple[int, int]]:
    size = text.reading_size(TIP_SIZE)
    lines = text.wrap(message, "ui", size, TOOLTIP_WIDTH - 24)
    w = min(TOOLTIP_WIDTH, max(text.measure(line, "ui", size)[0] for line in lines) + 24)
    return lines, (w, len(lines) * text.line_height("ui", size) + 16)


def place_tooltip(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect,
                  avoid: Sequence[pygame.Rect] = (), beside: bool = False,
                  hard: Sequence[pygame.Rect] = (), light: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a tip of ``size`` goes: next to ``anchor`` (the control it explains,
    never over it), on screen, over none of the ``hard`` rects (what the overlay
    rule keeps clear) and none of the ``avoid`` rects (the other controls the
    pointer may be heading for) when any place allows it; else where it covers
    the least of them, ``hard`` ones first; ``light`` rects count a tenth of a control."""
    box = pygame.Rect((0, 0), size)
    gap = 10
    spots = [
        ("midtop", (anchor.centerx, anchor.bottom + gap)), ("midbottom", (anchor.centerx, anchor.top - gap)),
        ("midleft", (anchor.right + gap, anchor.centery)), ("midright", (anchor.left - gap, anchor.centery)),
        ("topleft", (anchor.right + gap, anchor.bottom + gap)), ("bottomleft", (anchor.right + gap, anchor.top - gap)),
        ("topright", (anchor.left - gap, anchor.bottom + gap)), ("bottomright", (anchor.left - gap, anchor.top - gap)),
    ]
    if beside:  # a column of buttons: beside the control before below it
        spots = spots[2:4] + spots[:2] + spots[4:]
    best, best_cost = None, None
    for order, (attr, point) in enumerate(spots):
        cand = box.copy()
        setattr(cand, attr, point)
        cand.clamp_ip(bounds)
        cost = sum(_overlap(cand, r) for r in avoid) + 1000 * (_overlap(cand, anchor) +
                                                               sum(_overlap(cand, r) for r in hard)) + \
            0.1 * sum(_overlap(cand, r) for r in light)
        if cost == 0:
            return cand
        if best_cost is None or cost < best_cost:
            best, best_cost = cand, cost
    return best


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def draw_tooltip(surface: pygame.Surface, message: str, anchor: pygame.Rect, beside: bool = False,
                 avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Draw a tooltip next to ``anchor`` (see place_tooltip), kept on screen."""
    lines, size = tooltip_size(message)
    # the overlay rule: never over the hand or the prompt bar; over an open picker only when
    # every other place covers a control
    pickers = keep_clear.pickers()
    hard = [r for r in keep_clear.rects() if r not in pickers]
    box = place_tooltip(size, pygame.Rect(anchor), surface.get_rect().inflate(-8, -8), avoid, beside, hard,
                        pickers)
    surface.blit(theme.shadow(box.size, 8, 120), (box.x - 8, box.y - 5))
    gfx.rect(surface, (38, 24, 14), box, border_radius=8)
    gfx.rect(surface, theme.BRASS, box, 1, border_radius=8)
    y = box.top + 8
    size = text.reading_size(TIP_SIZE)
    for line in lines:
        text.draw(surface, line, (box.left + 12, y), "ui", size, theme.CREAM, box=box)
        y += text.line_height("ui", size)
    return box
