"""The table's kept picture: the table top (panels, the Grit track, the trays)
with what changes only when the match does drawn into it: every plate's
printing, this phase's pool counters, the cards played this phase and the
choices panel's heading.  A frame starts with one blit of it; only a part
whose words changed is drawn again, over the table top's own pixels there.

    backdrop = Backdrop(budget)
    backdrop.get(top, top_key, target, parts) -> Surface
        top: the table top (its key: when it changes, everything is drawn again)
        target: the surface the picture is blitted to (its pixel format is taken)
        parts: [(rect, key, draw(surface))]: a part is drawn again when its key changes, only
               inside its rect; a part inside another (listed after it) is drawn again with it
        budget: a FrameBudget (game.engine.frame_budget) the redraws share with the rest of
               the frame, or None to draw every change at once

A move's redraws go into a second picture, a few parts a frame as the budget allows, while the
first stays on show; when every part is drawn the two change places.  So a move never shows
half drawn (a plate's panel without its printing), and no frame carries all of its cost.
``pending``: a second picture is being drawn.
"""

from __future__ import annotations

import pygame

MAX_WAIT = 6     # frames a move's redraws may be spread over; then the rest is drawn at once


class Backdrop:
    def __init__(self, budget=None):
        self.surface: pygame.Surface | None = None
        self.top: pygame.Surface | None = None      # the table top in the kept picture's format
        self.top_key = None
        self.keys: dict = {}        # the shown picture's parts: rect -> the key it was drawn for
        self.budget = budget
        self._next: pygame.Surface | None = None     # the picture being drawn, and its keys
        self._next_keys: dict = {}
        self._drawn: list = []      # the parts drawn into it so far
        self._waited = 0
        self._spare: pygame.Surface | None = None   # the picture put aside at the last change
        self._spare_behind: list | None = None      # where it differs from the shown one (None: anywhere)

    def forget(self) -> None:
        """Everything is drawn again, at once, at the next ``get`` (the screen changed hands: no
        part drawn for the last viewer may stay on show while the new picture is drawn)."""
        self.top_key = None

    @property
    def pending(self) -> bool:
        return self._next is not None

    def get(self, top: pygame.Surface, top_key, target: pygame.Surface, parts) -> pygame.Surface:
        if self.top_key != top_key or self.surface is None or self.surface.get_size() != top.get_size():
            self._start_over(top, top_key, target, parts)
            return self.surface
        if self._next is None:
            if all(self.keys.get(tuple(rect), _NONE) == key for rect, key, _draw in parts):
                return self.surface
            self._start_next()
        self._waited += 1
        hurry = self._waited >= MAX_WAIT
        for rect, key, draw in parts:
            if self._next_keys.get(tuple(rect), _NONE) == key:
                continue
            if not hurry and self.budget is not None and not self.budget.has_room():
                return self.surface  # the rest next frame; the shown picture stays whole
            if self.budget is not None:
                self.budget.spend(lambda: self._draw_part(self._next, self._next_keys, rect, key, draw))
            else:
                self._draw_part(self._next, self._next_keys, rect, key, draw)
            self._drawn.append(pygame.Rect(rect))
        # the two pictures change places; the one put aside lacks only what was just drawn
        self._spare, self._spare_behind = self.surface, self._drawn
        self.surface, self.keys, self._next = self._next, self._next_keys, None
        return self.surface

    def _start_next(self) -> None:
        """The second picture, brought level with the shown one: from where it fell behind, or
        whole (pictures are kept, never made anew: a new screen-sized one costs milliseconds)."""
        if self._spare is None or self._spare.get_size() != self.surface.get_size():
            self._spare, self._spare_behind = self.surface.copy(), []
        elif self._spare_behind is None:
            self._spare.blit(self.surface, (0, 0))
        else:
            behind = self._spare_behind
            for i, rect in enumerate(behind):
                if not any(j != i and other.contains(rect) and (other != rect or j < i) for j, other in enumerate(behind)):
                    self._spare.blit(self.surface, rect, rect)  # once, not again for the parts it holds
        self._next, self._next_keys, self._drawn, self._waited = self._spare, dict(self.keys), [], 0
        self._spare = None

    def _start_over(self, top, top_key, target, parts) -> None:
        """The whole picture from a new table top, every part at once (the table's first frame)."""
        try:  # the screen's own pixel format: the full blit a frame, and each part's ground, cost least so
            self.top = top.convert(target)
        except pygame.error:  # no display to convert for: the top's own format
            self.top = top.copy()
        if self._next is not None:  # a change half drawn is dropped; its picture is kept for the next
            self._spare, self._next = self._next, None
        if self.surface is not None and self.surface.get_size() == self.top.get_size():
            self.surface.blit(self.top, (0, 0))
        else:
            self.surface = self.top.copy()
        self.keys, self.top_key, self._spare_behind = {}, top_key, None
        for rect, key, draw in parts:
            if self.keys.get(tuple(rect), _NONE) != key:
                self._draw_part(self.surface, self.keys, rect, key, draw)

    def _draw_part(self, surface, keys: dict, rect, key, draw) -> None:
        surface.blit(self.top, rect.topleft, rect)  # the table top under the part, clean
        for name in [n for n in keys if n != tuple(rect)]:
            # the parts this one overlaps without holding them (a plate on the plates' panels)
            # are drawn again after it
            other = pygame.Rect(name)
            if other.colliderect(rect) and not other.contains(rect):
                del keys[name]
        surface.set_clip(rect)  # a part never draws over its neighbours
        draw(surface)
        surface.set_clip(None)
        keys[tuple(rect)] = key


_NONE = object()
