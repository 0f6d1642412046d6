"""The bottom of a frame kept whole while it holds still: a board at rest and the panels around
it, drawn into one screen-sized picture, so a frame starts with a single blit of it instead of
drawing every part again (at 2560x1440 each screen-sized pass costs about a millisecond).

    layer = StillLayer(budget=None)
    layer.draw(surface, [(key, paint), ...])
        one entry a part, parts side by side (none draws where another does), together
        covering the screen; key: what the part shows (equal keys, equal pixels; None: it
        differs in every frame); paint(surface): draws the part on ``surface``
    layer.forget()     the next frame paints every part anew

A part that changes once (a move, a click) is painted again into the kept picture, alone.  A
part that changes in frame after frame (a board that pans or zooms) would be painted twice a
frame that way: while one does, every part is painted straight on the screen, as if there were
no layer, and once it holds still it goes back into the kept picture.

``budget``: the table's FrameBudget (game.engine.frame_budget).  A part painted again into the
kept picture asks it first, and without room waits a frame, its last picture staying on show
(a move that changes the column, the prompt and the log at once spreads them over frames).
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import gfx

_NONE = object()

Part = tuple[object, Callable[[object], None]]


class StillLayer:
    def __init__(self, budget=None):
        self.budget = budget
        self.image: gfx.Canvas | None = None
        self.keys: list = []        # what each part of the kept picture shows
        self._last: list = []       # each part's key in the last frame
        self._moved: list = []      # each part changed in the last frame
        self.paints = 0             # parts painted into the kept picture (for tests)

    def forget(self) -> None:
        self.keys, self._last, self._moved = [], [], []

    def draw(self, surface, parts: Sequence[Part]) -> None:
        keys = [_NONE if key is None else key for key, _paint in parts]
        if len(self._last) != len(keys):
            self._last, self._moved, self.keys = [_NONE] * len(keys), [False] * len(keys), [_NONE] * len(keys)
        changed = [key is _NONE or key != last for key, last in zip(keys, self._last)]
        moving = any(c and (m or key is _NONE) for c, m, key in zip(changed, self._moved, keys))
        self._last, self._moved = keys, changed
        if moving:
            for _key, paint in parts:
                paint(surface)
            return
        k = gfx.scale_of(surface)
        if self.image is None or self.image.get_size() != surface.get_size() or self.image.k != k:
            self.image = _like(surface, k)
            self.keys = [_NONE] * len(keys)
        budget = self.budget
        for i, (key, paint) in enumerate(parts):
            if self.keys[i] is _NONE or self.keys[i] != key:
                if budget is None or self.keys[i] is _NONE:
                    paint(self.image)
                elif budget.has_room():
                    budget.spend(lambda: paint(self.image))
                else:
                    continue  # drawn in a frame with room; the last picture of it stays till then
                self.keys[i] = key
                self.paints += 1
        surface.blit(self.image, (0, 0))


def _like(surface, k: float) -> gfx.Canvas:
    """A picture the size of ``surface`` in its pixel format (the cheapest to blit onto it)."""
    image = gfx.Surface(surface.get_size(), k=k)
    try:
        return image.convert(gfx.pixels_of(surface))
    except pygame.error:  # no display to convert for
        return image
