"""A choice dialog laid over the board: a title, a line or two, and either a
row of cards with a button under each (job draft, improvise, store, job
board) or an encounter's terrain columns with the one that applies lit.

    DialogView()
      .set(dialog | None, table)   rebuild (buttons send through table.send)
      .buttons                     the dialog's buttons, for the table's UI
      .active / .covers(pos)       is it up; is a point on it (the board under it is not clicked)
      .draw(surface)
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine import text, theme
from game.engine.widgets import Button

from . import art
from . import layout as L

TERRAIN_WORDS = {"desert": "Desert", "canyons": "Canyons", "ruins": "Ruins", "cursed": "Cursed encounter"}
LIT = (250, 204, 92)


class DialogView:
    def __init__(self):
        self.dialog = None
        self.buttons: list[Button] = []
        self.actions_of: dict = {}
        self.rect = pygame.Rect(L.DIALOG)
        self.card_rects: list[pygame.Rect] = []

    @property
    def active(self) -> bool:
        return self.dialog is not None

    def covers(self, pos) -> bool:
        return self.active and self.rect.collidepoint(pos)

    def set(self, dialog, table) -> None:
        self.dialog = dialog
        self.buttons = []
        self.actions_of = {}
        self.card_rects = []
        if dialog is None:
            return
        n = len(dialog.cards)
        if n:
            w, h = L.CARD
            scale = 1.3 if n <= 4 else 1.0
            cw, ch = int(w * scale), int(h * scale)
            gap = min(24, max(6, (self.rect.w - 40 - n * cw) // max(1, n - 1)))
            total = n * cw + (n - 1) * gap
            if total > self.rect.w - 20:
                cw = (self.rect.w - 20 - (n - 1) * 6) // n
                ch = int(cw * h / w)
                gap, total = 6, n * cw + (n - 1) * 6
            x = self.rect.centerx - total // 2
            y = self.rect.y + 74
            for i, (img, label, action) in enumerate(dialog.cards):
                r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
                self.card_rects.append(r)
                b = Button((r.x, r.bottom + 8, cw, 30), label, (lambda a=action: table.send(a)),
                           style="brass", size=14, enabled=action is not None,
                           disabled_reason=None if action is not None else "You cannot take this now",
                           hotkey=(pygame.K_F1 + i) if i < 12 else None)
                self.buttons.append(b)
                if action is not None:
                    self.actions_of[b] = action

    def draw(self, surface) -> None:
        d = self.dialog
        if d is None:
            return
        theme.draw_shadowed(surface, _panel(self.rect.size), self.rect, (4, 8))
        title = d.title
        size = text.fit_size(title, "display", 24, self.rect.w - 40, 12)
        text.draw(surface, title, (self.rect.centerx, self.rect.y + 12), "display", size, theme.INK,
                  anchor="midtop", box=pygame.Rect(self.rect.x + 10, self.rect.y + 8, self.rect.w - 20, 36))
        y = self.rect.y + 46
        for line in d.lines:
            if not line:
                continue
            size = text.fit_size(line, "serif_italic", 16, self.rect.w - 40, 10)
            text.draw(surface, line, (self.rect.centerx, y), "serif_italic", size, theme.INK_SOFT, anchor="midtop",
                      box=pygame.Rect(self.rect.x + 10, y - 2, self.rect.w - 20, 22))
            y += 20
        for (img, _label, _a), r in zip(d.cards, self.card_rects):
            shown = img if img.get_size() == r.size else _scaled(img, r.size)
            surface.blit(shown, r)
        if d.columns:
            self._columns(surface, d.columns, y + 6)

    def _columns(self, surface, columns, top: int) -> None:
        n = len(columns)
        gap = 12
        w = (self.rect.w - 40 - gap * (n - 1)) // n
        h = self.rect.bottom - 14 - top
        for i, (terrain, lit, options) in enumerate(columns):
            r = pygame.Rect(self.rect.x + 20 + i * (w + gap), top, w, h)
            pygame.draw.rect(surface, (250, 240, 214) if lit else (214, 200, 170), r, border_radius=8)
            pygame.draw.rect(surface, LIT if lit else theme.INK_SOFT, r, 4 if lit else 1, border_radius=8)
            head = TERRAIN_WORDS.get(terrain, terrain) + ("  (you are here)" if lit and n > 1 else "")
            size = text.fit_size(head, "ui_bold", 15, r.w - 16, 9)
            text.draw(surface, head, (r.centerx, r.y + 8), "ui_bold", size, theme.RED if lit else theme.INK_SOFT,
                      anchor="midtop", box=pygame.Rect(r.x + 4, r.y + 6, r.w - 8, 20))
            y = r.y + 34
            room = (r.bottom - 8 - y) // max(1, len(options))
            for j, words in enumerate(options):
                label = f"{j + 1}. {words}"
                box = pygame.Rect(r.x + 10, y, r.w - 20, room - 6)
                art.fitted_text(surface, label, box, "serif", 15, theme.INK if lit else theme.INK_SOFT, 8)
                y += room


@lru_cache(maxsize=4)
def _panel(size):
    return theme.panel(size, "parchment")


@lru_cache(maxsize=64)
def _scaled(img, size):
    return pygame.transform.smoothscale(img, size)
