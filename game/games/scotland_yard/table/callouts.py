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
    # the player's text size: the label grows with its words, as wide as the board allows
    size = text.fit_size(label, "ui_bold", text.reading_size(16), L.BOARD.w - 16, 16)
    w, h = text.measure(label, "ui_bold", size)
    rect = pygame.Rect(0, 0, w + 16, h + 6)
    rect.midbottom = (round(x), round(y - view.marker_radius(1.6) - 4))
    rect.clamp_ip(L.BOARD)
    gfx.rect(surface, (250, 246, 236), rect, border_radius=6)
    gfx.rect(surface, theme.INK, rect, 1, border_radius=6)
    text.draw(surface, label, rect.center, "ui_bold", size, theme.INK, anchor="center", box=rect)


def draw_ticket_choice(surface: pygame.Surface, view, choice, mouse) -> list[tuple[pygame.Rect, str]]:
    """"To 42 by..." with a chip per ticket; returns each chip's rect and ticket."""
    if choice is None:
        return []
    _piece, station, tickets = choice
    x, y = view.station_screen(station)
    # each chip wide enough for its ticket's whole name ("UNDERGROUND")
    cw = max(92, *(text.measure(art.TICKET_NAMES[t].upper(), "ui_bold", art.CHIP_WORDS)[0] + 12 for t in tickets))
    ch, gap = 34, 6
    question = f"To {station} by..."
    # the question at the player's text size: the callout grows to hold it
    size = text.reading_size(15)
    qw, qh = text.measure(question, "ui_bold", size)
    w = len(tickets) * (cw + gap) - gap + 20
    rect = pygame.Rect(0, 0, max(w, 180, qw + 24), ch + 44 + qh - text.measure(question, "ui_bold", 15)[1])
    rect.midbottom = (round(x), round(y - view.marker_radius(1.6) - 6))
    rect.clamp_ip(L.BOARD.inflate(-8, -8))
    surface.blit(theme.shadow(rect.size, 10, 110), (rect.x - 10, rect.y - 4))
    surface.blit(theme.panel(rect.size, "paper", 3), rect)
    text.draw(surface, question, (rect.centerx, rect.y + 6), "ui_bold", size, theme.INK, anchor="midtop", box=rect)
    chips = []
    cx = rect.centerx - (len(tickets) * (cw + gap) - gap) // 2
    for t in tickets:
        r = surface.blit(art.ticket_chip(t, (cw, ch)), (cx, rect.bottom - ch - 8))
        if r.collidepoint(mouse):
            gfx.rect(surface, (120, 230, 255), r.inflate(4, 4), 2, border_radius=7)
        chips.append((r, t))
        cx += cw + gap
    return chips
