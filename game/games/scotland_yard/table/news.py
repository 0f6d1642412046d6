"""What just happened, in words, on a ribbon across the top of the board.

    event_lines(events, names, pieces=False)  a step's sentences, already redacted for the viewer
                                              (pieces: (sentence, piece) pairs, for the recent-moves log)
    News()
      .add(lines)  .update(dt)  .draw(surface, rect)   the newest lines, fading out
      .clear()                                         when the screen changes hands
      .lines                                           what is showing now (newest last)
"""

from __future__ import annotations

import pygame

from game.engine import text, theme

from . import art
from game.engine import gfx

SHOW_SECONDS = 3.2
FADE_SECONDS = 0.5
MAX_LINES = 2
MISTER_X = 0


def _ticket_words(ticket: str) -> str:
    return {"taxi": "a taxi", "bus": "the bus", "underground": "the underground", "black": "a black ticket"}.get(
        ticket, ticket)


def event_lines(events, names: dict, pieces: bool = False) -> list:
    """Plain sentences for one step, from its events as ``match.events_for`` redacts them for the viewer;
    ``pieces``: (sentence, the piece it is about or None) pairs instead."""
    out = []
    for e in events:
        line = _event_line(e)
        if line is not None:
            piece = MISTER_X if e.kind in ("x_moved", "double_move") else e.public.get("piece")
            out.append((line, piece) if pieces else line)
    return out


def _event_line(e) -> str | None:
    d = e.public
    if e.kind == "double_move":
        return "Mister X plays a double move!"
    if e.kind == "x_moved":
        ticket = d.get("ticket", "")
        station = d.get("station")
        if d.get("surfaced") and station is not None:
            return f"Mister X surfaces at {station}!"
        if station is not None:
            return f"You take {_ticket_words(ticket)} to {station}."
        if ticket == "black":
            return "Mister X uses a black ticket: any line, even the ferry."
        return f"Mister X takes {_ticket_words(ticket)}."
    if e.kind == "piece_moved":
        who = d.get("name", "A detective")
        how = art.TICKET_NAMES.get(d.get("ticket"), "").lower()
        free = "" if d.get("paid", True) else " (free)"
        return f"{who} goes by {how}{free} to {d.get('to')}."
    if e.kind == "sat_out":
        return f"{d.get('name', 'A detective')} cannot move and sits out."
    if e.kind == "round_started" and d.get("round", 1) > 1:
        return f"Round {d['round']}: Mister X moves."
    if e.kind == "game_over":
        return d.get("reason", "The game is over.")
    return None


class News:
    def __init__(self) -> None:
        self._items: list[list] = []  # [text, age]

    @property
    def lines(self) -> list[str]:
        return [t for t, _ in self._items]

    def add(self, lines) -> None:
        for line in lines:
            self._items.append([line, 0.0])
        del self._items[:-MAX_LINES]

    def clear(self) -> None:
        """Forget everything shown (the screen changes hands: the news was for the last viewer)."""
        self._items.clear()

    def update(self, dt: float) -> None:
        for item in self._items:
            item[1] += dt
        self._items = [i for i in self._items if i[1] < SHOW_SECONDS]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        y = rect.y
        for line, age in self._items:
            alpha = 255 if age < SHOW_SECONDS - FADE_SECONDS else round(255 * (SHOW_SECONDS - age) / FADE_SECONDS)
            # the player's text size, as far as the strip is tall and the ribbon wide
            top = text.reading_size(18)
            while top > 18 and text.measure(line, "ui_bold", top)[1] > rect.h - 8:
                top -= 1
            size = text.fit_size(line, "ui_bold", top, rect.w - 40, 12)
            w = text.measure(line, "ui_bold", size)[0] + 40
            r = pygame.Rect(0, y, w, rect.h)
            r.centerx = rect.centerx
            strip = gfx.Surface(r.size, pygame.SRCALPHA)
            gfx.rect(strip, (28, 22, 18, 215), strip.get_rect(), border_radius=rect.h // 2)
            gfx.rect(strip, (*theme.BRASS, 255), strip.get_rect(), 2, border_radius=rect.h // 2)
            text.draw(strip, line, (r.w // 2, r.h // 2), "ui_bold", size, theme.CREAM, anchor="center")
            strip.set_alpha(max(0, alpha))
            surface.blit(strip, r)
            y += rect.h + 6


__all__ = ["News", "event_lines"]
