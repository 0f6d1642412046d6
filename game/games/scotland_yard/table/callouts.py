"""Scotland Yard's callouts over the board: the label of the station under the
cursor, and the ticket question when several tickets reach one station."""

from __future__ import annotations

import pygame

from game.engine import text, theme

from . import art
from . import layout as L
from game.engine import gfx


def draw_station_label(surface: pygame.Surface, view, station, dests: dict) -> None:
    """The station number under the cursor (and the tickets that reach it),
    big enough to read at any zoom."""
    if station is None:
        return
    x, y = view.station_screen(station)
    label = str(station)
    tickets = dests.get(station)
    if tickets:
        label += "  " + " / ".join(art.TICKET_NAMES[t] for t in tickets)
    w, h = text.measure(label, "ui_bold", 16)
    rect = pygame.Rect(0, 0, w + 16, h + 6)
    rect.midbottom = (round(x), round(y - view.marker_radius(1.6) - 4))
    rect.clamp_ip(L.BOARD)
    gfx.rect(surface, (250, 246, 236), rect, border_radius=6)
    gfx.rect(surface, theme.INK, rect, 1, border_radius=6)
    text.draw(surface, label, rect.center, "ui_bold", 16, theme.INK, anchor="center")


def draw_ticket_choice(surface: pygame.Surface, view, choice, mouse) -> list[tuple[pygame.Rect, str]]:
    """"To 42 by..." with a chip per ticket; returns each chip's rect and ticket."""
    if choice is None:
        return []
    _piece, station, tickets = choice
    x, y = view.station_screen(station)
    cw, ch, gap = 92, 34, 6
    w = len(tickets) * (cw + gap) - gap + 20
    rect = pygame.Rect(0, 0, max(w, 180), ch + 44)
    rect.midbottom = (round(x), round(y - view.marker_radius(1.6) - 6))
    rect.clamp_ip(L.BOARD.inflate(-8, -8))
    surface.blit(theme.shadow(rect.size, 10, 110), (rect.x - 10, rect.y - 4))
    surface.blit(theme.panel(rect.size, "paper", 3), rect)
    text.draw(surface, f"To {station} by...", (rect.centerx, rect.y + 6), "ui_bold", 15, theme.INK,
              anchor="midtop")
    chips = []
    cx = rect.centerx - (len(tickets) * (cw + gap) - gap) // 2
    for t in tickets:
        r = surface.blit(art.ticket_chip(t, (cw, ch)), (cx, rect.bottom - ch - 8))
        if r.collidepoint(mouse):
            gfx.rect(surface, (120, 230, 255), r.inflate(4, 4), 2, border_radius=7)
        chips.append((r, t))
        cx += cw + gap
    return chips
