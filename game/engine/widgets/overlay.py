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
from typing import Sequence

import pygame

from .. import text, theme
from .base import Widget

TOOLTIP_WIDTH = 340


def tooltip_size(message: str) -> tuple[list[str], tuple[int, int]]:
    lines = text.wrap(message, "ui", 17, TOOLTIP_WIDTH - 24)
    w = min(TOOLTIP_WIDTH, max(text.measure(line, "ui", 17)[0] for line in lines) + 24)
    return lines, (w, len(lines) * text.line_height("ui", 17) + 16)


def place_tooltip(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect,
                  avoid: Sequence[pygame.Rect] = (), beside: bool = False) -> pygame.Rect:
    """Where a tip of ``size`` goes: next to ``anchor`` (the control it explains,
    never over it), on screen, and over none of the ``avoid`` rects (the other
    controls the pointer may be heading for) when any place allows it; else
    where it covers the least of them."""
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
        cost = sum(_overlap(cand, r) for r in avoid) + 1000 * _overlap(cand, anchor)
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
    box = place_tooltip(size, pygame.Rect(anchor), surface.get_rect().inflate(-8, -8), avoid, beside)
    surface.blit(theme.shadow(box.size, 8, 120), (box.x - 8, box.y - 5))
    pygame.draw.rect(surface, (38, 24, 14), box, border_radius=8)
    pygame.draw.rect(surface, theme.BRASS, box, 1, border_radius=8)
    y = box.top + 8
    for line in lines:
        text.draw(surface, line, (box.left + 12, y), "ui", 17, theme.CREAM, box=box)
        y += text.line_height("ui", 17)
    return box


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
