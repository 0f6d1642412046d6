"""A frame's share of costly redraws.  When a move lands, several kept pictures want drawing
again at once (a plate's printing, a tray, the moves log laid out anew); done in one frame
they stall it.  Each asks the budget first: while the frame has time to spare it draws now,
otherwise it shows what it drew before and asks again next frame, so the work spreads over a
few frames nobody can tell apart.

    budget = FrameBudget(lambda: app.frames_drawn, ms=1.2)
    if budget.has_room():              the first ask of a frame always has room
        budget.spend(lambda: ...)       run a redraw and count its time against the frame
    budget.waiting                      something was refused this frame
"""

from __future__ import annotations

import time
from typing import Callable

from . import gfx


class FrameBudget:
    def __init__(self, frame: Callable[[], int], ms: float = 1.2):
        self._frame = frame
        self.ms = ms
        self._current = None
        self.used = 0.0         # milliseconds spent on redraws this frame
        self.spent = False      # a redraw ran this frame
        self.waiting = False

    def _roll(self) -> None:
        now = self._frame()
        if now != self._current:
            self._current, self.used, self.waiting, self.spent = now, 0.0, False, False

    def has_room(self) -> bool:
        self._roll()
        if not self.spent or self.used < self.ms:
            return True
        self.waiting = True
        return False

    def spend(self, redraw: Callable[[], object]):
        """Run ``redraw`` now and count its time against this frame; its result is returned."""
        self._roll()
        start = time.perf_counter()
        self.spent = True
        try:
            return redraw()
        finally:
            self.used += (time.perf_counter() - start) * 1000.0


class Deferred:
    """A picture made again when what it shows changes, and the budget has room: until then
    the last one stays on show (the first one is always made at once, and so is one after
    the window's scale or the player's text size changed: the old one would not fit)."""

    def __init__(self):
        self.key = None
        self.scales = None
        self.image = None

    def get(self, budget: FrameBudget | None, key, make: Callable[[], object]):
        if self.image is None or self.scales != gfx.key() or (
                key != self.key and (budget is None or budget.has_room())):
            self.image = budget.spend(make) if budget is not None else make()
            self.key, self.scales = key, gfx.key()
        return self.image
