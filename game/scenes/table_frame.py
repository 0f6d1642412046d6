"""The frame every table shares, so a player who learned one table knows the others.

    MovesLog(rect)                 the recent-moves log: plain light text on a dark
        .set(lines) / .add(lines)  panel, the newest entry at the bottom and always
        .scroll(event, mouse)      whole, older ones scrolled to with the wheel
        .draw(surface)
    draw_prompt(surface, rect, who, what)
                                   the prompt bar: whose turn, and what to do now

A log line is ``(text, accent)``: ``accent`` (a colour, or None) marks the
seat it is about with a small chip, never the text itself, which stays
high-contrast on every table.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine import text, theme

KEEP = 60                       # entries the log keeps (older ones fall off)
LOG_BG = (22, 17, 13)
LOG_EDGE = (150, 116, 62)
LOG_TEXT = (244, 236, 218)
LOG_OLD_TEXT = (206, 196, 178)
LOG_TITLE = (242, 214, 138)
LOG_SIZE = 13
PAD = 10
TITLE_H = 28
PROMPT_BG = (30, 22, 16)
PROMPT_WHO = (250, 204, 92)
PROMPT_WHAT = (248, 240, 222)


class MovesLog:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.lines: list[tuple[str, object]] = []
        self.back = 0          # entries scrolled back from the newest

    def set(self, lines) -> None:
        self.lines = [_entry(line) for line in lines][-KEEP:]
        self.back = 0

    def add(self, lines) -> None:
        lines = [_entry(line) for line in lines]
        if lines:
            self.lines = (self.lines + lines)[-KEEP:]
            self.back = 0  # a new move brings the newest back into sight

    @property
    def can_scroll_back(self) -> bool:
        return self.back < len(self.lines) - 1 and not _fits_all(self.rect.size, tuple(self.lines), self.back)

    def scroll(self, event, mouse) -> bool:
        """A wheel turn over the log scrolls it by one entry a notch; True if it was over the log."""
        pos = getattr(event, "pos", None) or mouse
        if not self.rect.collidepoint(pos):
            return False
        if event.y > 0:
            for _ in range(event.y):
                if self.can_scroll_back:
                    self.back += 1
        elif event.y < 0:
            self.back = max(0, self.back + event.y)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_log_image(self.rect.size, tuple(self.lines), self.back), self.rect)


def _entry(line) -> tuple[str, object]:
    if isinstance(line, str):
        return (line, None)
    words, accent = line[0], line[1] if len(line) > 1 else None
    return (str(words), tuple(accent) if accent is not None else None)


def _layout(size, lines: tuple, back: int) -> list[tuple[int, list[str], object, bool]]:
    """(y, wrapped parts, accent, newest) of each entry shown, bottom up; entries cut at the top are dropped."""
    w, h = size
    width = w - 2 * PAD - 12
    lh = text.line_height("ui", LOG_SIZE)
    y = h - PAD
    out = []
    shown = lines[:len(lines) - back] if back else lines
    for i, (words, accent) in enumerate(reversed(shown)):
        newest = i == 0 and back == 0
        parts = text.wrap(words, "ui_bold" if newest else "ui", LOG_SIZE, width)
        top = y - lh * len(parts)
        if top < TITLE_H and out:
            break  # whole entries only
        out.append((top, parts, accent, newest))
        y = top - 4
    return out


@lru_cache(maxsize=64)
def _fits_all(size, lines: tuple, back: int) -> bool:
    return len(_layout(size, lines, back)) >= len(lines) - back


@lru_cache(maxsize=8)
def _log_image(size, lines: tuple, back: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, LOG_BG + (240,), surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, LOG_EDGE, surf.get_rect(), 2, border_radius=8)
    text.draw(surf, "Recent moves", (PAD, 6), "ui_bold", 14, LOG_TITLE)
    pygame.draw.line(surf, LOG_EDGE, (PAD, TITLE_H - 4), (w - PAD, TITLE_H - 4), 1)
    lh = text.line_height("ui", LOG_SIZE)
    entries = _layout(size, lines, back)
    clip = pygame.Rect(0, TITLE_H - 2, w, h - TITLE_H)
    surf.set_clip(clip)
    for top, parts, accent, newest in entries:
        if accent is not None:
            pygame.draw.circle(surf, accent, (PAD + 4, top + lh // 2), 4)
        for j, part in enumerate(parts):
            text.draw(surf, part, (PAD + 12, top + j * lh), "ui_bold" if newest else "ui", LOG_SIZE,
                      LOG_TEXT if newest else LOG_OLD_TEXT)
    surf.set_clip(None)
    older = len(lines) - back - len(entries)
    more = ([f"{older} older"] if older > 0 else []) + ([f"{back} newer"] if back else [])
    if more:  # the wheel over the log reaches them
        text.draw(surf, " / ".join(more), (w - PAD, 9), "ui", 11, LOG_OLD_TEXT, anchor="topright")
    return surf


def draw_prompt(surface: pygame.Surface, rect: pygame.Rect, who: str, what: str = "") -> None:
    """The prompt bar: ``who`` (whose turn) in gold, then ``what`` to do, on one dark strip."""
    surface.blit(_prompt_image(tuple(rect.size), who, what), rect)


@lru_cache(maxsize=32)
def _prompt_image(size, who: str, what: str) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, PROMPT_BG + (238,), surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, LOG_EDGE, surf.get_rect(), 2, border_radius=8)
    room = w - 2 * 14
    cy = h // 2
    x = 14
    if who:
        size_who = text.fit_size(who, "ui_bold", 19, room // 2, 11)
        r = text.draw(surf, who, (x, cy), "ui_bold", size_who, PROMPT_WHO, anchor="midleft")
        x = r.right + 10
        if what:
            pygame.draw.line(surf, LOG_EDGE, (x, 8), (x, h - 8), 1)
            x += 10
    if what:
        size_what = text.fit_size(what, "ui", 17, w - 14 - x, 10)
        words = text.ellipsize(what, "ui", size_what, w - 14 - x)
        text.draw(surf, words, (x, cy), "ui", size_what, PROMPT_WHAT, anchor="midleft")
    return surf


def clear_cache() -> None:
    _log_image.cache_clear()
    _fits_all.cache_clear()
    _prompt_image.cache_clear()
