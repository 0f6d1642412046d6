"""The table's kept picture: the table top (panels, the Grit track, the trays)
with what changes only when the match does drawn into it: every plate's
printing, this phase's pool counters, the cards played this phase and the
choices panel's heading.  A frame starts with one blit of it; only a part
whose words changed is drawn again, over the table top's own pixels there.

    backdrop = Backdrop(budget=2)
    backdrop.get(top, top_key, target, parts) -> Surface
        top: the table top (its key: when it changes, everything is drawn again)
        target: the surface the picture is blitted to (its pixel format is taken)
        parts: [(rect, key, draw(surface))]: a part is drawn again when its key changes, only
               inside its rect; a part inside another (listed after it) is drawn again with it
        budget: at most this many changed parts are drawn again in one frame, the rest in
               the next ones (``pending`` says some wait), so a move's redraws are spread
"""

from __future__ import annotations

import pygame


class Backdrop:
    def __init__(self, budget: int | None = 2):
        self.surface: pygame.Surface | None = None
        self.top_key = None
        self.keys: dict = {}
        self.budget = budget    # parts drawn again a frame at most (those inside one drawn come along)
        self.pending = False    # a changed part waits for the next frame

    def get(self, top: pygame.Surface, top_key, target: pygame.Surface, parts) -> pygame.Surface:
        if self.surface is None or self.surface.get_size() != top.get_size():
            # the screen's own pixel format: the one full blit a frame costs least so
            try:
                self.surface = top.convert(target)
            except pygame.error:  # no display to convert for: the top's own format
                self.surface = top.copy()
            self.top_key = None
        whole = self.top_key != top_key
        if whole:
            self.surface.blit(top, (0, 0))
            self.top_key = top_key
            self.keys = {}
        drawn: list = []
        self.pending = False
        for rect, key, draw in parts:
            name = tuple(rect)
            if not whole and self.keys.get(name, object()) == key:
                continue
            if not whole and not any(r.contains(rect) for r in drawn):
                if self.budget is not None and len(drawn) >= self.budget:
                    self.pending = True  # the next frame draws it: a move's redraws share frames
                    continue
                self.surface.blit(top, rect.topleft, rect)  # the table top under the part, clean
                self._forget_under(rect)
                drawn.append(pygame.Rect(rect))
            self.surface.set_clip(rect)  # a part never draws over its neighbours
            draw(self.surface)
            self.surface.set_clip(None)
            self.keys[name] = key
        return self.surface

    def _forget_under(self, rect: pygame.Rect) -> None:
        """A part drawn again covers the parts it holds (a plate on the plates' panels): they are
        drawn again too, whatever their keys say, when they come after it."""
        for name in [n for n in self.keys if n != tuple(rect)]:
            other = pygame.Rect(name)
            if other.colliderect(rect) and not other.contains(rect):
                del self.keys[name]
