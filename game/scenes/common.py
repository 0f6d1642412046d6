"""Pieces the shared scenes have in common: backdrops, headings, the back
button, and the props (cards, coins, a money bag) that dress the menu table."""

from __future__ import annotations

import math
import random
from typing import Any

import pygame

from game.core.table_view import as_view
from game.engine import text, theme
from game.engine.scene import Scene
from game.engine.widgets import Button
from game.engine import gfx

SCREEN = (1280, 720)


class MenuScene(Scene):
    """A scene whose controls hang on one widget root, ``self.ui``: the widgets
    answer every event first (Esc is the Back button's hotkey) and move each frame."""

    ui: Any

    def handle_event(self, event):
        return None if self.ui.handle_event(event) else event

    def update(self, dt: float) -> None:
        self.ui.update(dt)


def backdrop(surface: pygame.Surface, kind: str = "wood", seed: int = 0) -> None:
    surface.blit(theme.table(surface.get_size(), kind, seed), (0, 0))


OVERLAY_DIM = 150
SUBTITLE_SIZE = 24      # how dark the table lies behind pause, results and the other overlays


def veil(surface: pygame.Surface, alpha: int = OVERLAY_DIM) -> None:
    """Dim whatever is beneath an overlay scene."""
    surface.blit(theme.dim(surface.get_size(), alpha), (0, 0))


def heading(surface: pygame.Surface, title: str, subtitle: str | None = None, y: int = 26,
            subtitle_bottom: int | None = None) -> int:
    """A poster heading on the table; returns the y below it.  Given ``subtitle_bottom``,
    the lowest the subtitle may reach, it follows the player's text size down to there."""
    cx = surface.get_width() // 2
    size = text.fit_size(title, "display", 54, surface.get_width() - 200, 24)
    rect = text.draw(surface, title, (cx, y), "display", size, theme.CREAM, anchor="midtop",
                     shadow=(0, 0, 0, 190), )
    bottom = rect.bottom + 4
    theme.draw_divider(surface, cx, bottom + 6, max(320, rect.w + 80), theme.BRASS_LIGHT)
    bottom += 16
    if subtitle:
        size = SUBTITLE_SIZE
        if subtitle_bottom is not None:
            tallest = next((s for s in range(text.reading_size(size), size, -1)
                            if bottom + text.line_height("serif_italic", s) <= subtitle_bottom), size)
            size = text.fit_size(subtitle, "serif_italic", tallest, surface.get_width() - 200, size)
        r = text.draw(surface, subtitle, (cx, bottom), "serif_italic", size, (236, 222, 190), anchor="midtop",
                      shadow=(0, 0, 0, 160))
        bottom = r.bottom
    return bottom


def page(surface: pygame.Surface, ui, title: str, subtitle: str | None = None, y: int = 26, *,
         look: str = "felt", seed: int = 2, subtitle_bottom: int | None = None) -> None:
    """A menu page: its backdrop (``look``: felt or wood), its poster heading and its widgets."""
    backdrop(surface, look, seed)
    heading(surface, title, subtitle, y, subtitle_bottom)
    ui.draw(surface)


def back_button(on_click, label: str = "Back", x: int = 40, y: int = 650, w: int = 170) -> Button:
    return Button((x, y, w, 50), label, on_click, style="wood", hotkey=pygame.K_ESCAPE, tooltip="Esc")


# -- table props ---------------------------------------------------------------------

def _rotated_blit(surface, image, center, angle):
    rotated = gfx.rotozoom(image, angle, 1.0)
    surface.blit(rotated, rotated.get_rect(center=center))


def card_image(size=(110, 154), face: str | None = None, red: bool = False) -> pygame.Surface:
    """A playing card: a patterned back, or a face showing ``face`` (a number or letter)."""
    w, h = size
    card = gfx.Surface(size, pygame.SRCALPHA)
    gfx.rect(card, (40, 28, 18), card.get_rect(), border_radius=9)
    inner = card.get_rect().inflate(-4, -4)
    if face is None:
        gfx.rect(card, (120, 30, 24), inner, border_radius=8)
        pat = inner.inflate(-14, -14)
        lattice = gfx.Surface(pat.size, pygame.SRCALPHA)
        for i in range(-pat.h, pat.w, 12):
            gfx.line(lattice, (156, 52, 38), (i, 0), (i + pat.h, pat.h))
            gfx.line(lattice, (156, 52, 38), (i + pat.h, 0), (i, pat.h))
        card.blit(lattice, pat)
        gfx.rect(card, (236, 214, 170), pat, 2, border_radius=5)
        gfx.circle(card, (120, 30, 24), inner.center, int(min(w, h) * 0.24))
        gfx.circle(card, (236, 214, 170), inner.center, int(min(w, h) * 0.24), 2)
        theme.draw_star(card, inner.center, min(w, h) * 0.18, (236, 214, 170), 5, 0.45)
    else:
        gfx.rect(card, (246, 236, 212), inner, border_radius=8)
        ink = theme.RED if red else theme.INK
        gfx.rect(card, ink, inner.inflate(-10, -10), 1, border_radius=6)
        # the corner index in step with the card, clear of the big number on a small card
        text.draw(card, face, (round(w * 0.11), round(h * 0.05)), "display", round(h / 7), ink)
        text.draw(card, face, inner.center, "display", int(h * 0.36), ink, anchor="center")
    return card


def draw_card(surface, center, angle: float = 0.0, face: str | None = None, red: bool = False,
              size=(110, 154)) -> None:
    img = card_image(size, face, red)
    shade = theme.shadow(size, 8, 120)
    _rotated_blit(surface, shade, (center[0] + 3, center[1] + 6), angle)
    _rotated_blit(surface, img, center, angle)


def draw_coin_stack(surface, base, count: int = 5, radius: int = 22, seed: int = 0) -> None:
    rng = random.Random(seed)
    x, y = base
    gfx.ellipse(surface, (20, 12, 6), (x - radius - 2, y - radius * 0.35 + 6, radius * 2 + 8, radius * 0.9))
    for i in range(count):
        cx = x + rng.randint(-2, 2)
        cy = y - i * 6
        rim = pygame.Rect(0, 0, radius * 2, int(radius * 0.8))
        rim.center = (cx, cy)
        gfx.ellipse(surface, theme.BRASS_DARK, rim.move(0, 4))
        gfx.ellipse(surface, theme.BRASS, rim)
        gfx.ellipse(surface, theme.BRASS_LIGHT, rim.inflate(-10, -6), 2)
    top = pygame.Rect(0, 0, radius * 2, int(radius * 0.8))
    top.center = (x, y - (count - 1) * 6)
    text.draw(surface, "$", top.center, "display", 16, theme.BRASS_DARK, anchor="center")


def draw_money_bag(surface, center, size: int = 70) -> None:
    """A burlap sack of dollars, tied at the neck, with its shadow."""
    cx, cy = center
    s = size
    burlap, light, dark, rope = (176, 138, 88), (206, 172, 120), (104, 76, 44), (226, 206, 160)
    shadow_rect = pygame.Rect(0, 0, int(s * 1.2), int(s * 0.32))
    shadow_rect.center = (cx + s * 0.06, cy + s * 0.5)
    shade = gfx.Surface(shadow_rect.size, pygame.SRCALPHA)
    gfx.ellipse(shade, (0, 0, 0, 120), shade.get_rect())
    surface.blit(shade, shadow_rect)
    body = pygame.Rect(0, 0, int(s), int(s * 0.86))
    body.center = (cx, int(cy + s * 0.12))
    gfx.ellipse(surface, dark, body.inflate(4, 4))
    gfx.ellipse(surface, burlap, body)
    gfx.ellipse(surface, light, body.inflate(-s * 0.42, -s * 0.42).move(-s * 0.12, -s * 0.12))
    # the gathered neck and its flared top
    neck = [(cx - s * 0.14, cy - s * 0.28), (cx + s * 0.14, cy - s * 0.28), (cx + s * 0.3, cy - s * 0.5),
            (cx + s * 0.12, cy - s * 0.44), (cx, cy - s * 0.52), (cx - s * 0.12, cy - s * 0.44),
            (cx - s * 0.3, cy - s * 0.5)]
    gfx.polygon(surface, burlap, neck)
    gfx.polygon(surface, dark, neck, 2)
    for k in (-1, 0, 1):  # folds of the cloth
        gfx.line(surface, dark, (cx + k * s * 0.08, cy - s * 0.3), (cx + k * s * 0.12, cy - s * 0.45), 1)
    gfx.line(surface, rope, (cx - s * 0.18, cy - s * 0.29), (cx + s * 0.18, cy - s * 0.29), max(3, s // 18))
    gfx.line(surface, rope, (cx + s * 0.1, cy - s * 0.29), (cx + s * 0.22, cy - s * 0.14), max(2, s // 30))
    for i in range(6):  # stitched weave on the belly
        y = body.top + body.h * (0.3 + i * 0.1)
        half = body.w * 0.42 * math.sqrt(max(0.0, 1 - ((y - body.centery) / (body.h / 2)) ** 2))
        gfx.line(surface, (160, 124, 78), (cx - half, y), (cx + half, y), 1)
    text.draw(surface, "$", (cx, int(cy + s * 0.16)), "display", int(s * 0.44), (92, 40, 24), anchor="center")


def draw_table_dressing(surface: pygame.Surface) -> None:
    """Cards, coins and a money bag around the menu poster."""
    draw_card(surface, (170, 520), 14, None)
    draw_card(surface, (230, 505), -6, "42")
    draw_card(surface, (140, 250), -18, None)
    draw_coin_stack(surface, (1080, 560), 6, 24, 1)
    draw_coin_stack(surface, (1140, 600), 3, 24, 2)
    draw_money_bag(surface, (1120, 300), 110)
    for i, (x, y) in enumerate(((1010, 640), (1200, 470))):
        rim = pygame.Rect(0, 0, 44, 18)
        rim.center = (x, y)
        gfx.ellipse(surface, theme.BRASS_DARK, rim.move(0, 3))
        gfx.ellipse(surface, theme.BRASS, rim)
        gfx.ellipse(surface, theme.BRASS_LIGHT, rim.inflate(-10, -6), 2)


def stamp(surface: pygame.Surface, label: str, center, angle: float = -12, color=theme.RED, size: int = 26) -> None:
    """A rubber stamp impression (IN PREPARATION, WINNER ...)."""
    img = text.render(label, "display", size, color)
    box = gfx.Surface((img.get_width() + 28, img.get_height() + 14), pygame.SRCALPHA)
    gfx.rect(box, color, box.get_rect(), 3, border_radius=6)
    gfx.rect(box, color, box.get_rect().inflate(-8, -8), 1, border_radius=4)
    box.blit(img, img.get_rect(center=box.get_rect().center))
    box.set_alpha(215)
    _rotated_blit(surface, box, center, angle)


def pulse(t: float, speed: float = 3.0) -> float:
    return 0.5 + 0.5 * math.sin(t * speed)


def shown_roles(match) -> list[str]:
    """Each seat's role as the shared scenes show it (handoff card, results), or
    "" for all when a role tells nothing: every seat has the same one (all are
    Outlaws in Most Wanted), or the game has no roles and names seats "Player N"
    (Wagon Robbers, where sides change every wagon)."""
    view = as_view(match)
    n = len(view.seats)
    try:
        roles = [view.role_of(s) or "" for s in range(n)]
    except Exception:  # a role is decoration; never fail a scene over it
        return [""] * n
    if len(set(roles)) <= 1 or all(r == f"Player {s + 1}" for s, r in enumerate(roles)):
        return [""] * n
    return roles
