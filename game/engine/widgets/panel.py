"""Panel (a framed container) and Label (text, optionally wrapped).

    Panel(rect, style="parchment"|"paper"|"wood"|"leather", *, title=None, title_size=34,
          shadow=True, seed=0, children=())
        .content_top   the y below the title and its divider
    Label(rect_or_pos, text, *, role="ui", size=20, color=INK, align="left"|"center"|"right",
          wrap=False, anchor="topleft", shadow=None, tooltip=None)
        a (x, y) position is anchored by ``anchor``; a rect with wrap=True wraps to its width.
"""

from __future__ import annotations

import pygame

from .. import text, theme
from .base import Container, Widget


class Panel(Container):
    def __init__(self, rect, style: str = "parchment", *, title: str | None = None, title_size: int = 34,
                 shadow: bool = True, seed: int = 0, children=(), **kw):
        super().__init__(rect, children, **kw)
        self.style = style
        self.title = title
        self.title_size = title_size
        self.shadow = shadow
        self.seed = seed

    @property
    def title_color(self):
        return theme.CREAM if self.style in ("wood", "leather") else theme.INK

    @property
    def content_top(self) -> int:
        if not self.title:
            return self.rect.top + 28
        return self.rect.top + 34 + text.line_height("display", self.title_size) + 14

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if self.shadow:
            surface.blit(theme.shadow(r.size, 16, 130), (r.x - 16, r.y - 16 + 8))
        surface.blit(theme.panel(r.size, self.style, self.seed), r)
        if self.title:
            size = text.fit_size(self.title, "display", self.title_size, r.w - 80, 16)
            shadow = (0, 0, 0, 140) if self.style in ("wood", "leather") else (255, 250, 235, 150)
            rect = text.draw(surface, self.title, (r.centerx, r.top + 30), "display", size, self.title_color,
                             anchor="midtop", shadow=shadow)
            line = theme.CREAM if self.style in ("wood", "leather") else theme.INK_SOFT
            theme.draw_divider(surface, r.centerx, rect.bottom + 8, min(r.w - 120, max(160, rect.w + 60)), line)
        super().draw(surface)


class Label(Widget):
    def __init__(self, rect_or_pos, text_: str = "", *, role: str = "ui", size: int = 20, color=theme.INK,
                 align: str = "left", wrap: bool = False, anchor: str = "topleft", shadow=None,
                 tooltip: str | None = None, spacing: float = 1.0, visible: bool = True):
        if len(rect_or_pos) == 2:
            rect = pygame.Rect(rect_or_pos, (0, 0))
            self._pos = tuple(rect_or_pos)
        else:
            rect = pygame.Rect(rect_or_pos)
            self._pos = None
        super().__init__(rect, tooltip=tooltip, visible=visible)
        self.text = text_
        self.role = role
        self.size = size
        self.color = color
        self.align = align
        self.wrap = wrap
        self.anchor = anchor
        self.shadow = shadow
        self.spacing = spacing

    def _line_size(self) -> int:
        """One line at the player's text size, as large as the label's box holds (never
        below its designed size)."""
        size = text.fit_size(self.text, self.role, text.reading_size(self.size), self.rect.w, self.size)
        while size > self.size and text.line_height(self.role, size) > self.rect.h:
            size -= 1
        return size

    def _wrapped_size(self) -> int:
        """Wrapped lines at the player's text size, as large as the label's box holds."""
        size = text.reading_size(self.size)
        while size > self.size and text.wrapped_height(self.text, self.role, size, self.rect.w,
                                                       self.spacing) > self.rect.h:
            size -= 1
        return size

    def draw(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        if self.wrap:
            size = self._wrapped_size()
            img = text.render_wrapped(self.text, self.role, size, self.color, self.rect.w,
                                      align=self.align, spacing=self.spacing, shadow=self.shadow)
            text.blit(surface, img, self.rect.topleft, self.text, self.rect)
            return
        if self._pos is not None:   # placed by a point: nothing says how much room it has
            img = text.render(self.text, self.role, self.size, self.color, shadow=self.shadow)
            self.rect = img.get_rect(**{self.anchor: self._pos})
            text.blit(surface, img, self.rect, self.text, self.rect)
            return
        size = self._line_size()
        shown = text.ellipsize(self.text, self.role, size, self.rect.w)
        img = text.render(shown, self.role, size, self.color, shadow=self.shadow)
        if self.align == "center":
            pos = img.get_rect(center=self.rect.center)
        elif self.align == "right":
            pos = img.get_rect(midright=self.rect.midright)
        else:
            pos = img.get_rect(midleft=self.rect.midleft)
        text.blit(surface, img, pos, shown, self.rect)
