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

from .. import text, theme
from .base import Widget
from .tooltip import TOOLTIP_WIDTH, draw_tooltip, place_tooltip, tooltip_size  # noqa: F401  (offered here too)

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

    def __init__(self) -> None:
        self.items: list[Toast] = []

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
        for toast in self.items[: self.MAX_SHOWN]:
            toast.age += dt
        self.items = [t for t in self.items if t.age < t.seconds]

    def lines(self, message: str) -> list[str]:
        """The message wrapped to the toast's width, at most MAX_LINES; a cut message ends in an ellipsis."""
        lines = text.wrap(message, "ui", 18, self.WIDTH - 56)
        if len(lines) > self.MAX_LINES:
            rest = " ".join(lines[self.MAX_LINES - 1:])
            lines = lines[: self.MAX_LINES - 1] + [text.ellipsize(rest, "ui", 18, self.WIDTH - 56)]
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        y = 18
        for toast in self.items[: self.MAX_SHOWN]:
            lines = self.lines(toast.message)
            h = max(52, len(lines) * text.line_height("ui", 18) + 22)
            box = pygame.Rect(surface.get_width() - self.WIDTH - 18, y, self.WIDTH, h)
            layer = pygame.Surface((box.w + 24, box.h + 24), pygame.SRCALPHA)
            inner = pygame.Rect(12, 8, box.w, box.h)
            layer.blit(theme.shadow(inner.size, 10, 130), (inner.x - 10, inner.y - 6))
            pygame.draw.rect(layer, (40, 26, 16, 240), inner, border_radius=10)
            accent = theme.TOAST_COLORS[toast.kind]
            pygame.draw.rect(layer, accent, (inner.x, inner.y, 10, inner.h), border_top_left_radius=10,
                             border_bottom_left_radius=10)
            pygame.draw.rect(layer, theme.BRASS_DARK, inner, 1, border_radius=10)
            pygame.draw.circle(layer, accent, (inner.x + 30, inner.y + 26), 9)
            mark = {"info": "i", "success": "+", "warning": "!", "error": "x"}[toast.kind]
            text.draw(layer, mark, (inner.x + 30, inner.y + 26), "ui_bold", 15, theme.CREAM, anchor="center")
            ty = inner.y + 11
            for line in lines:
                text.draw(layer, line, (inner.x + 48, ty), "ui", 18, theme.CREAM)
                ty += text.line_height("ui", 18)
            layer.set_alpha(toast.alpha)
            surface.blit(layer, (box.x - 12, box.y - 8))
            y += h + 10
