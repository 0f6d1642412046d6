"""The logical picture shown in a window of any size: scale, letterbox, mouse.

Every scene draws on one logical surface (1280x720).  The window may have any
size: the picture is scaled to fill it as far as its aspect allows and the
remainder is letterboxed in black.  pygame's SCALED flag is not used: it makes
the logical size the smallest window and scales only by whole multiples.

    view = Viewport((1280, 720), (1920, 1200))
    view.scale, view.dest            1.5 and the rect the picture fills in the window
    view.to_logical((960, 600))      a window position (in its pixels) in logical pixels
    Viewport((1280, 720), (2560, 1440), points=(1280, 720))   a high-DPI window: the mouse
                                     moves in its points, the picture fills its pixels
    point_to_pixel(pos, ratio)       a position in points in pixels (ratio: pixels per point)
    map_event(event, view)           a mouse event with its pos/rel in logical pixels
    present(window, logical, view)   scale the logical picture into the window
    set_viewport(view) / viewport() / mouse_pos()   the window the app shows now
    set_window(win) / window_open()  the app's pygame.Window; whether a window is open to
                                     convert pictures to its pixel format
"""

from __future__ import annotations

import pygame

from .canvas import pixels_of

Size = tuple[int, int]

_POS_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def point_to_pixel(pos, ratio: tuple[float, float]) -> tuple[float, float]:
    """A window position in points (where the system puts the mouse) in the window's pixels
    (where the picture is drawn): on a high-DPI window the two differ by ``ratio``."""
    return pos[0] * ratio[0], pos[1] * ratio[1]


class Viewport:
    """Where a logical picture sits in a window, and how big.  ``window`` is the size of the
    window's surface in pixels; ``points``, its size in the points mouse positions come in
    (the same unless the window is high-DPI)."""

    def __init__(self, logical: Size, window: Size, points: Size | None = None):
        self.logical = (max(1, int(logical[0])), max(1, int(logical[1])))
        self.window = (max(1, int(window[0])), max(1, int(window[1])))
        self.points = self.window if points is None else (max(1, int(points[0])), max(1, int(points[1])))
        self.ratio = (self.window[0] / self.points[0], self.window[1] / self.points[1])
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

    def mouse_to_logical(self, pos) -> tuple[int, int]:
        """A mouse position (in the window's points) in logical pixels."""
        return self.to_logical(pos if self.points == self.window else point_to_pixel(pos, self.ratio))

    def rel_to_logical(self, rel) -> tuple[int, int]:
        """A mouse motion (in the window's points) in logical pixels."""
        if self.points != self.window:
            rel = point_to_pixel(rel, self.ratio)
        if self.identity:
            return int(rel[0]), int(rel[1])
        return round(rel[0] / self.scale), round(rel[1] / self.scale)


_current: Viewport | None = None
_window = None  # the app's pygame.Window (None: the display module's window, or none)


def set_viewport(view: Viewport | None) -> None:
    global _current
    _current = view


def viewport() -> Viewport | None:
    return _current


def set_window(win) -> None:
    global _window
    _window = win


def window_open() -> bool:
    """Whether a window is open (the display module's or the app's pygame.Window), so that
    pictures can be converted to its pixel format for fast drawing."""
    return pygame.display.get_init() and (_window is not None or pygame.display.get_surface() is not None)


def mouse_pos() -> tuple[int, int]:
    """The pointer in logical pixels (pygame.mouse.get_pos() gives the window's points)."""
    if not pygame.get_init():
        return (-1, -1)
    pos = pygame.mouse.get_pos()
    return _current.mouse_to_logical(pos) if _current is not None else (int(pos[0]), int(pos[1]))


def map_event(event: pygame.event.Event, view: Viewport | None = None) -> pygame.event.Event:
    """The event with its mouse position (and motion) in logical pixels."""
    view = view or _current
    if view is None or event.type not in _POS_EVENTS or (view.identity and view.points == view.window):
        return event
    data = dict(event.dict)
    data["pos"] = view.mouse_to_logical(event.pos)
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
