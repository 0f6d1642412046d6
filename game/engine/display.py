"""The logical picture shown in a window of any size: scale, letterbox, mouse.

Every scene draws on one logical surface (1280x720).  The window may have any
size: the picture is scaled to fill it as far as its aspect allows and the
remainder is letterboxed in black.  pygame's SCALED flag is not used: it makes
the logical size the smallest window and scales only by whole multiples.

    view = Viewport((1280, 720), (1920, 1200))
    view.scale, view.dest            1.5 and the rect the picture fills in the window
    view.to_logical((960, 600))      a window position in logical pixels
    map_event(event, view)           a mouse event with its pos/rel in logical pixels
    present(window, logical, view)   scale the logical picture into the window
    set_viewport(view) / viewport() / mouse_pos()   the window the app shows now
"""

from __future__ import annotations

import pygame

from .canvas import pixels_of

Size = tuple[int, int]

_POS_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class Viewport:
    """Where a logical picture sits in a window, and how big."""

    def __init__(self, logical: Size, window: Size):
        self.logical = (max(1, int(logical[0])), max(1, int(logical[1])))
        self.window = (max(1, int(window[0])), max(1, int(window[1])))
        lw, lh = self.logical
        ww, wh = self.window
        self.scale = min(ww / lw, wh / lh)
        w = max(1, min(ww, round(lw * self.scale)))
        h = max(1, min(wh, round(lh * self.scale)))
        self.dest = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    @property
    def identity(self) -> bool:
        return self.dest.size == self.logical and self.dest.topleft == (0, 0)

    def to_logical(self, pos) -> tuple[int, int]:
        """A window position in logical pixels (outside the picture it lies
        beyond the logical edges, so nothing there is hit)."""
        if self.identity:
            return int(pos[0]), int(pos[1])
        sx = self.dest.w / self.logical[0]
        sy = self.dest.h / self.logical[1]
        return int((pos[0] + 0.5 - self.dest.x) // sx), int((pos[1] + 0.5 - self.dest.y) // sy)

    def to_window(self, pos) -> tuple[int, int]:
        sx = self.dest.w / self.logical[0]
        sy = self.dest.h / self.logical[1]
        return int(self.dest.x + (pos[0] + 0.5) * sx), int(self.dest.y + (pos[1] + 0.5) * sy)

    def rel_to_logical(self, rel) -> tuple[int, int]:
        if self.identity:
            return int(rel[0]), int(rel[1])
        return round(rel[0] / self.scale), round(rel[1] / self.scale)


_current: Viewport | None = None


def set_viewport(view: Viewport | None) -> None:
    global _current
    _current = view


def viewport() -> Viewport | None:
    return _current


def mouse_pos() -> tuple[int, int]:
    """The pointer in logical pixels (pygame.mouse.get_pos() gives window pixels)."""
    if not pygame.get_init():
        return (-1, -1)
    pos = pygame.mouse.get_pos()
    return _current.to_logical(pos) if _current is not None else (int(pos[0]), int(pos[1]))


def map_event(event: pygame.event.Event, view: Viewport | None = None) -> pygame.event.Event:
    """The event with its mouse position (and motion) in logical pixels."""
    view = view or _current
    if view is None or event.type not in _POS_EVENTS or view.identity:
        return event
    data = dict(event.dict)
    data["pos"] = view.to_logical(event.pos)
    if "rel" in data:
        data["rel"] = view.rel_to_logical(event.rel)
    return pygame.event.Event(event.type, data)


def present(window: pygame.Surface, logical, view: Viewport) -> None:
    """Show the picture (a Canvas already at the window's scale is copied as
    it is) in the window, black bars on the remainder."""
    logical = pixels_of(logical)
    if view.identity:
        window.blit(logical, (0, 0))
        return
    window.fill((0, 0, 0))
    if view.dest.size == logical.get_size():
        window.blit(logical, view.dest)
        return
    try:
        pygame.transform.smoothscale(logical, view.dest.size, window.subsurface(view.dest))
    except (ValueError, pygame.error):  # surfaces of different formats: scale, then blit
        window.blit(pygame.transform.smoothscale(logical.convert(32), view.dest.size), view.dest)
