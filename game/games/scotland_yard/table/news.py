"""What just happened, in words, on a ribbon across the top of the board.

    event_lines(events, names) -> list[str]   a step's events, already redacted for the viewer
    News()
      .add(lines)  .update(dt)  .draw(surface, rect)   the newest lines, fading out
      .clear()                                         when the screen changes hands
      .lines                                           what is showing now (newest last)
"""

from __future__ import annotations

import pygame

from game.engine import text, theme

from . import art

SHOW_SECONDS = 3.2
FADE_SECONDS = 0.5
MAX_LINES = 2


def _ticket_words(ticket: str) -> str:
    return {"taxi": "a taxi", "bus": "the bus", "underground": "the underground", "black": "a black ticket"}.get(
        ticket, ticket)


def event_lines(events, names: dict) -> list[str]:
    """Plain sentences for one step, from its events as ``match.events_for`` redacts them for the viewer."""
    out = []
    for e in events:
        d = e.public
        if e.kind == "double_move":
            out.append("Mister X plays a double move!")
        elif e.kind == "x_moved":
            ticket = d.get("ticket", "")
            station = d.get("station")
            if d.get("surfaced") and station is not None:
                out.append(f"Mister X surfaces at {station}!")
            elif station is not None:
                out.append(f"You take {_ticket_words(ticket)} to {station}.")
            elif ticket == "black":
                out.append("Mister X uses a black ticket: any line, even the ferry.")
            else:
                out.append(f"Mister X takes {_ticket_words(ticket)}.")
        elif e.kind == "piece_moved":
            who = d.get("name", "A detective")
            how = art.TICKET_NAMES.get(d.get("ticket"), "").lower()
            free = "" if d.get("paid", True) else " (free)"
            out.append(f"{who} goes by {how}{free} to {d.get('to')}.")
        elif e.kind == "sat_out":
            out.append(f"{d.get('name', 'A detective')} cannot move and sits out.")
        elif e.kind == "round_started" and d.get("round", 1) > 1:
            out.append(f"Round {d['round']}: Mister X moves.")
        elif e.kind == "game_over":
            out.append(d.get("reason", "The game is over."))
    return out


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
            size = text.fit_size(line, "ui_bold", 18, rect.w - 40, 12)
            w = text.measure(line, "ui_bold", size)[0] + 40
            r = pygame.Rect(0, y, w, rect.h)
            r.centerx = rect.centerx
            strip = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(strip, (28, 22, 18, 215), strip.get_rect(), border_radius=rect.h // 2)
            pygame.draw.rect(strip, (*theme.BRASS, 255), strip.get_rect(), 2, border_radius=rect.h // 2)
            text.draw(strip, line, (r.w // 2, r.h // 2), "ui_bold", size, theme.CREAM, anchor="center")
            strip.set_alpha(max(0, alpha))
            surface.blit(strip, r)
            y += rect.h + 6


__all__ = ["News", "event_lines"]
