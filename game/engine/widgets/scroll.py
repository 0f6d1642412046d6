"""ScrollView: a tall column of pre-rendered pieces seen through a window.

    ScrollView(rect, blocks=(), height=0, *, keys_always=False, line=48)
        .set_content(blocks, height)   blocks: [(x, y, Surface)] in content coordinates
        .scroll_by(dy) / .scroll_to(y) / .offset / .max_offset
        .at_end -> bool

Scroll with the mouse wheel over it, the scrollbar (drag the brass thumb or
click the groove), or the keys Up/Down, Page Up/Page Down, Space, Home, End
(while focused, or always with ``keys_always``).  Movement eases to its
target so long jumps stay readable.
"""

from __future__ import annotations

import pygame

from .. import theme
from .base import Widget
from game.engine import gfx

BAR_W = 14


class ScrollView(Widget):
    focusable = True

    def __init__(self, rect, blocks=(), height: int = 0, *, keys_always: bool = False, line: int = 48):
        super().__init__(rect)
        self.blocks: list[tuple[int, int, pygame.Surface]] = []
        self.content_height = 0
        self.keys_always = keys_always
        self.line = line
        self.offset = 0.0
        self.target = 0.0
        self._drag: tuple[int, float] | None = None
        self.set_content(list(blocks), height)

    # -- content and position --------------------------------------------------------
    def set_content(self, blocks, height: int) -> None:
        self.blocks = sorted(blocks, key=lambda b: b[1])
        self.content_height = max(0, int(height))
        self.offset = self.target = 0.0

    @property
    def max_offset(self) -> float:
        return max(0.0, self.content_height - self.rect.h)

    @property
    def at_end(self) -> bool:
        return self.target >= self.max_offset - 1

    def scroll_to(self, y: float, *, instant: bool = False) -> None:
        self.target = min(self.max_offset, max(0.0, y))
        if instant:
            self.offset = self.target

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.target + dy)

    # -- scrollbar geometry -------------------------------------------------------------
    @property
    def bar(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - BAR_W, self.rect.top + 4, BAR_W, self.rect.h - 8)

    def thumb(self) -> pygame.Rect:
        bar = self.bar
        if self.content_height <= self.rect.h:
            return bar.copy()
        h = max(40, int(bar.h * self.rect.h / self.content_height))
        y = bar.top + int((bar.h - h) * (self.offset / max(1.0, self.max_offset)))
        return pygame.Rect(bar.left, y, BAR_W, h)

    # -- events ---------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        et = event.type
        if et == pygame.MOUSEWHEEL:
            if self.ui is not None and self.rect.collidepoint(self.ui.mouse_pos):
                self.scroll_by(-event.y * self.line * 1.5)
                return True
            return False
        if et == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.max_offset > 0 and self.bar.inflate(8, 0).collidepoint(event.pos):
                thumb = self.thumb()
                if thumb.collidepoint(event.pos):
                    self._drag = (event.pos[1], self.offset)
                else:
                    self.scroll_by(self.rect.h * 0.9 * (1 if event.pos[1] > thumb.centery else -1))
            return True
        if et == pygame.MOUSEMOTION and self._drag is not None:
            start_y, start_off = self._drag
            bar, thumb = self.bar, self.thumb()
            travel = max(1, bar.h - thumb.h)
            self.scroll_to(start_off + (event.pos[1] - start_y) * self.max_offset / travel, instant=True)
            return True
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        if et == pygame.KEYDOWN and (self.focused or self.keys_always):
            page = self.rect.h * 0.9
            moves = {
                pygame.K_UP: -self.line, pygame.K_DOWN: self.line,
                pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_SPACE: page,
            }
            if event.key in moves:
                self.scroll_by(-page if event.key == pygame.K_SPACE and event.mod & pygame.KMOD_SHIFT
                               else moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_offset)
                return True
        return False

    def update(self, dt: float) -> None:
        gap = self.target - self.offset
        if abs(gap) < 0.5:
            self.offset = self.target
        else:
            self.offset += gap * min(1.0, dt * 14)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.rect
        old_clip = surface.get_clip()
        surface.set_clip(view.clip(old_clip) if old_clip else view)
        top = self.offset
        bottom = top + view.h
        for x, y, img in self.blocks:
            if y > bottom:
                break
            if y + img.get_height() < top:
                continue
            surface.blit(img, (view.left + x, view.top + y - int(top)))
        surface.set_clip(old_clip)
        if self.max_offset > 0:
            bar = self.bar
            gfx.rect(surface, (150, 124, 88), bar, border_radius=7)
            gfx.rect(surface, (110, 86, 58), bar, 1, border_radius=7)
            thumb = self.thumb()
            hot = self._drag is not None or (self.hovered and thumb.collidepoint(self.ui.mouse_pos if self.ui else (0, 0)))
            top_c, bot_c = (theme.BRASS_LIGHT, theme.BRASS) if hot else (theme.BRASS, theme.BRASS_DARK)
            surface.blit(theme.gradient_rect(thumb.size, top_c, bot_c, 7), thumb)
            gfx.rect(surface, (84, 58, 22), thumb, 1, border_radius=7)
            for dy in (-5, 0, 5):
                gfx.line(surface, (110, 80, 30), (thumb.left + 4, thumb.centery + dy),
                                 (thumb.right - 5, thumb.centery + dy))
        if self.show_focus:
            gfx.rect(surface, theme.GOLD, view.inflate(6, 6), 2, border_radius=6)
