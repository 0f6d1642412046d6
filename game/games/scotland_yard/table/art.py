"""Scotland Yard's table art, drawn at run time and cached: ticket chips in
the board's colours, pawns for the detectives, Bobbies and Mister X, and the
dots laid over stations (the legal-move rings are the engine's board_view.node_ring).

    TICKET_COLORS[kind], TICKET_NAMES[kind], TICKET_ORDER
    PIECE_COLORS (detective pawn colours, in seat order)
    ticket_chip(kind, size, count=None, dim=False) -> Surface
    pawn(color, height, bobby=False) -> Surface
    mister_x_pawn(height) -> Surface
    station_dot(radius, color, alpha) -> Surface      a soft filled disc (the "where could he be" overlay)
    x_marker(radius) -> Surface                        Mister X's last-seen marker
"""

from __future__ import annotations

import math

import pygame

from game.engine import sprites, text
from game.engine.card_art import shade, supersampled
from game.engine import gfx

TICKET_ORDER = ("taxi", "bus", "underground", "black", "double")
TICKET_COLORS = {
    "taxi": (240, 196, 48),
    "bus": (32, 150, 136),
    "underground": (204, 52, 44),
    "black": (34, 32, 36),
    "double": (112, 72, 148),
    "ferry": (34, 32, 36),
}
TICKET_NAMES = {"taxi": "Taxi", "bus": "Bus", "underground": "Underground", "black": "Black", "double": "Double",
                "ferry": "Ferry"}
CHIP_WORDS = 14   # the words and counts on a ticket chip: 11 real pixels at 1024x600
TICKET_SHORT = {"taxi": "TAXI", "bus": "BUS", "underground": "UG", "black": "?", "double": "2x", "ferry": "?"}

# Pawn colours of the box: red, blue, green, yellow, black... kept apart from the ticket colours.
PIECE_COLORS = (
    (196, 44, 44),
    (46, 92, 196),
    (44, 150, 70),
    (236, 186, 36),
    (150, 70, 180),
    (232, 120, 40),
)
MISTER_X_COLOR = (238, 240, 246)


def ink_on(color) -> tuple[int, int, int]:
    """Dark or light text, whichever reads on ``color``."""
    r, g, b = color[:3]
    return (30, 24, 20) if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (250, 246, 236)


@gfx.cached(maxsize=128)
def ticket_chip(kind: str, size: tuple[int, int], count: int | None = None, dim: bool = False,
                label: str | None = None) -> pygame.Surface:
    """A small printed ticket: the mode's colour, its name (or ``label``), and a count badge if given."""
    w, h = size
    base = TICKET_COLORS.get(kind, (120, 120, 120))
    if dim:
        base = tuple(int(c * 0.45 + 150 * 0.55) for c in base)
    edge = shade(base, 0.6)

    def draw(s: pygame.Surface, k: int) -> None:
        r = pygame.Rect(0, 0, w * k, h * k)
        rad = max(3, h // 5) * k
        gfx.rect(s, (*edge, 255), r, border_radius=rad)
        gfx.rect(s, (*base, 255), r.inflate(-3 * k, -3 * k), border_radius=rad - k)
        # a pale band across the top, like a printed ticket's header
        band = pygame.Rect(r.x + 3 * k, r.y + 3 * k, r.w - 6 * k, max(k, r.h // 6))
        gfx.rect(s, (*shade(base, 1.25), 255), band, border_radius=rad // 2)

    surf = supersampled((w, h), draw, 3, clear=edge)
    ink = ink_on(base)
    if label is None:
        label = TICKET_SHORT.get(kind, kind[:3].upper()) if w < 64 else TICKET_NAMES.get(kind, kind).upper()
        if kind == "black":
            label = "BLACK" if w >= 38 else "?"
    if count is None:
        size_px = text.fit_size(label, "ui_bold", max(CHIP_WORDS, int(h * 0.42)), w - 6, CHIP_WORDS)
        text.draw(surf, label, (w // 2, h // 2 + 1), "ui_bold", size_px, ink, anchor="center")
    else:
        # The count right of the label, past a rule: "TAXI | 10", neither touching the other.
        num = str(count)
        nw = max(text.measure(n, "ui_bold", CHIP_WORDS)[0] for n in (num, "00"))  # the rule stays put
        count_box = pygame.Rect(w - 4 - nw, 0, nw + 1, h)
        room = pygame.Rect(3, 0, count_box.x - 6 - 3, h)
        text.draw(surf, label, (room.centerx, h // 2 + 1), "ui_bold", CHIP_WORDS, ink, anchor="center", box=room)
        gfx.line(surf, edge, (count_box.x - 3, 5), (count_box.x - 3, h - 6))
        text.draw(surf, num, (count_box.centerx, h // 2 + 1), "ui_bold", CHIP_WORDS, ink, anchor="center",
                  box=count_box)
    return surf


@gfx.cached(maxsize=32)
def pawn(color: tuple[int, int, int], height: int, bobby: bool = False) -> pygame.Surface:
    """A detective's pawn; a Bobby wears a pale ring round its skirt."""
    image = sprites.pawn_image(color, height).copy()
    if bobby:
        w, h = image.get_size()
        ring = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.12))
        ring.center = (w // 2, round(h * 0.66))
        gfx.ellipse(image, (245, 240, 225), ring, max(2, h // 14))
        gfx.ellipse(image, (60, 50, 40), ring, 1)
    return image


@gfx.cached(maxsize=8)
def mister_x_pawn(height: int) -> pygame.Surface:
    """Mister X's clear pawn: frosted white with a dark rim and an X on the head."""
    image = sprites.pawn_image(MISTER_X_COLOR, height).copy()
    w, h = image.get_size()
    # the X is a mark drawn on the head, not a letter: it shrinks with the pawn on a zoomed-out map
    arm = h * 0.09

    def draw(s: pygame.Surface, k: int) -> None:
        cx, cy = w / 2 * k, h * 0.25 * k
        for dx in (-1, 1):
            gfx.line(s, (40, 36, 48, 255), (cx - dx * arm * k, cy - arm * k), (cx + dx * arm * k, cy + arm * k),
                     max(2, round(h * 0.06)) * k)
    image.blit(supersampled((w, h), draw, 4, clear=(40, 36, 48)), (0, 0))
    return image


@gfx.cached(maxsize=32)
def station_dot(radius: int, color: tuple[int, int, int], alpha: int) -> pygame.Surface:
    size = radius * 2 + 2

    def draw(s: pygame.Surface, k: int) -> None:
        c = (size * k // 2, size * k // 2)
        gfx.circle(s, (*color, alpha), c, radius * k)
        gfx.circle(s, (*shade(color, 0.6), min(255, alpha + 80)), c, radius * k, max(1, radius // 6) * k)
    return supersampled((size, size), draw, 3, clear=color)


@gfx.cached(maxsize=16)
def x_marker(radius: int) -> pygame.Surface:
    """A dashed ring with an X: where Mister X was last seen."""
    size = radius * 2 + 6
    ink = (40, 36, 48)

    def draw(s: pygame.Surface, k: int) -> None:
        c = (size * k / 2, size * k / 2)
        gfx.circle(s, (250, 250, 255, 150), c, radius * k)
        for i in range(12):
            a0 = i * math.tau / 12
            a1 = a0 + math.tau / 24
            rect = pygame.Rect(0, 0, 2 * radius * k, 2 * radius * k)
            rect.center = (round(c[0]), round(c[1]))
            gfx.arc(s, (*ink, 255), rect, a0, a1, max(2, radius // 7) * k)
    surf = supersampled((size, size), draw, 3, clear=ink)
    text.draw(surf, "X", (size // 2, size // 2 + 1), "display", max(8, round(radius * 1.1)), ink, anchor="center")
    return surf


__all__ = ["MISTER_X_COLOR", "PIECE_COLORS", "TICKET_COLORS", "TICKET_NAMES", "TICKET_ORDER", "TICKET_SHORT",
           "ink_on", "mister_x_pawn", "pawn", "station_dot", "ticket_chip", "x_marker"]
