"""Tooltips and toasts: small messages over everything else.

    draw_tooltip(surface, message, anchor_rect, avoid=())   a leather note beside the anchor, kept on
                                                  screen, off the anchor and off the rects in avoid
    place_tooltip(size, anchor, bounds, avoid, beside)       where that note goes
    Tooltip(rect, message)                        a widget that only shows a tooltip (a "?" hot spot)
    Toasts()                                      the app's stack of passing messages:
        .add(message, kind="info"|"success"|"warning"|"error", seconds=None) -> Toast
        .update(dt); .draw(surface); .messages -> list[str] (newest last)
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import keep_clear, text, theme
from .base import Widget
from .tooltip import TOOLTIP_WIDTH, draw_tooltip, place_tooltip, tooltip_size  # noqa: F401  (offered here too)
from game.engine import gfx

TOAST_SIZE = 18   # a toast's words, before the player's text size

class Tooltip(Widget):
    """An invisible hot spot whose only job is to explain what is under it."""

    def __init__(self, rect, message: str):
        super().__init__(rect, tooltip=message)


@dataclass
class Toast:
    message: str
    kind: str
    seconds: float
    age: float = 0.0

    @property
    def alpha(self) -> int:
        fade_in = min(1.0, self.age / 0.2)
        fade_out = min(1.0, max(0.0, (self.seconds - self.age) / 0.4))
        return int(255 * min(fade_in, fade_out))


class Toasts:
    MAX_SHOWN = 4
    MAX_LINES = 5
    WIDTH = 460
    NARROW = 340

    def __init__(self) -> None:
        self.items: list[Toast] = []
        self.shown = self.MAX_SHOWN

    @property
    def messages(self) -> list[str]:
        return [t.message for t in self.items]

    def add(self, message: str, kind: str = "info", seconds: float | None = None) -> Toast:
        if kind not in theme.TOAST_COLORS:
            kind = "info"
        if seconds is None:
            seconds = min(9.0, 3.0 + len(message) / 25)
        toast = Toast(message, kind, seconds)
        self.items.append(toast)
        return toast

    def update(self, dt: float) -> None:
        for toast in self.items[: self.shown]:
            toast.age += dt
        self.items = [t for t in self.items if t.age < t.seconds]

    def lines(self, message: str, width: int | None = None) -> list[str]:
        """The message wrapped to the toast's width, at most MAX_LINES; a cut message ends in an ellipsis."""
        inner = (width or self.WIDTH) - 56
        lines = text.wrap(message, "ui", _toast_size(), inner)
        if len(lines) > self.MAX_LINES:
            rest = " ".join(lines[self.MAX_LINES - 1:])
            lines = lines[: self.MAX_LINES - 1] + [text.ellipsize(rest, "ui", _toast_size(), inner)]
        return lines

    def boxes(self, screen: pygame.Rect) -> list[pygame.Rect]:
        """Where the toasts on show lie: a column at the top right, else the first place (right or
        left, from the top down or from the bottom up, or just below something kept clear) where
        none covers what the overlay rule keeps clear (``game.engine.keep_clear``)."""
        for count in range(min(len(self.items), self.MAX_SHOWN), 0, -1):   # the later ones wait their turn
            boxes, clear = self._column(self.items[:count], screen)
            if clear or count == 1:
                return boxes
        return []

    def _column(self, shown: list, screen: pygame.Rect) -> tuple[list[pygame.Rect], bool]:
        kept = keep_clear.rects()
        tops = [18] + sorted({r.bottom + 10 for r in kept})
        best, best_cost = None, None
        for width in (self.WIDTH, self.NARROW):   # narrower when the wide column has no room
            heights = [max(52, len(self.lines(t.message, width)) * text.line_height("ui", _toast_size()) + 22)
                       for t in shown]
            for x in (screen.right - width - 18, screen.left + 18):
                for down in (True, False):
                    for top in (tops if down else [None]):
                        boxes, y = [], (top if down else screen.bottom - 18 - sum(h + 10 for h in heights) + 10)
                        for h in heights:
                            boxes.append(pygame.Rect(x, y, width, h))
                            y += h + 10
                        if not all(screen.contains(b) for b in boxes):
                            continue
                        cost = sum(_area(b.clip(r)) for b in boxes for r in kept)
                        if cost == 0:
                            return boxes, True
                        if best_cost is None or cost < best_cost:
                            best, best_cost = boxes, cost
        return best or [], False

    def draw(self, surface: pygame.Surface) -> None:
        places = self.boxes(surface.get_rect())
        self.shown = max(1, len(places))   # a toast waiting for room does not age
        for toast, box in zip(self.items[: self.MAX_SHOWN], places):
            lines = self.lines(toast.message, box.w)
            layer = gfx.Surface((box.w + 24, box.h + 24), pygame.SRCALPHA)
            inner = pygame.Rect(12, 8, box.w, box.h)
            layer.blit(theme.shadow(inner.size, 10, 130), (inner.x - 10, inner.y - 6))
            gfx.rect(layer, (40, 26, 16, 240), inner, border_radius=10)
            accent = theme.TOAST_COLORS[toast.kind]
            gfx.rect(layer, accent, (inner.x, inner.y, 10, inner.h), border_top_left_radius=10,
                             border_bottom_left_radius=10)
            gfx.rect(layer, theme.BRASS_DARK, inner, 1, border_radius=10)
            gfx.circle(layer, accent, (inner.x + 30, inner.y + 26), 9)
            mark = {"info": "i", "success": "+", "warning": "!", "error": "x"}[toast.kind]
            text.draw(layer, mark, (inner.x + 30, inner.y + 26), "ui_bold", 15, theme.CREAM, anchor="center")
            ty = inner.y + 11
            for line in lines:
                text.draw(layer, line, (inner.x + 48, ty), "ui", _toast_size(), theme.CREAM)
                ty += text.line_height("ui", _toast_size())
            layer.set_alpha(toast.alpha)
            surface.blit(layer, (box.x - 12, box.y - 8))


def _toast_size() -> int:
    return text.reading_size(TOAST_SIZE)


def _area(r: pygame.Rect) -> int:
    return r.w * r.h
