"""The bottom of a frame kept whole while it holds still: a board at rest and the panels around
it, drawn into one screen-sized picture, so a frame starts with a single blit of it instead of
drawing every part again (at 2560x1440 each screen-sized pass costs about a millisecond).

    layer = StillLayer()
    layer.draw(surface, key, paint)
        key: what the layer shows (equal keys, equal pixels; None: it differs in every frame)
        paint(surface): draws the layer on ``surface``, every pixel of it
    layer.forget()     the next frame paints it anew

A key that changed since the last frame is painted straight on the screen, as if there were no
layer: a board that pans or zooms would otherwise be drawn twice a frame.  Once a key has held
for a frame it is painted into the kept picture, which stands for it until the key changes.
"""

from __future__ import annotations

from typing import Callable

import pygame

from . import gfx

_NONE = object()


class StillLayer:
    def __init__(self):
        self.image: gfx.Canvas | None = None
        self.key = _NONE        # what the kept picture shows
        self._last = _NONE      # the key of the last frame
        self.paints = 0         # how often the kept picture was painted (for tests)

    def forget(self) -> None:
        self.key = self._last = _NONE

    def draw(self, surface, key, paint: Callable[[object], None]) -> None:
        held = key is not None and key == self._last
        self._last = key if key is not None else _NONE
        if not held:
            paint(surface)
            return
        k = gfx.scale_of(surface)
        if self.image is None or self.image.get_size() != surface.get_size() or self.image.k != k:
            self.image = _like(surface, k)
            self.key = _NONE
        if self.key != key:
            paint(self.image)
            self.key = key
            self.paints += 1
        surface.blit(self.image, (0, 0))


def _like(surface, k: float) -> gfx.Canvas:
    """A picture the size of ``surface`` in its pixel format (the cheapest to blit onto it)."""
    image = gfx.Surface(surface.get_size(), k=k)
    try:
        return image.convert(surface)
    except pygame.error:  # no display to convert for
        return image
