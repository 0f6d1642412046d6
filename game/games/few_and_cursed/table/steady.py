"""What keeps the table's buttons honest under a resting pointer: a button that came or
changed under the pointer since it last moved does not take the next click there, which
was aimed at what was under it before (a menu rebuilt by a move, a bot or an event).

    guard = StaleGuard()
    under = guard.look(ui, mouse)        before the buttons are rebuilt
    guard.mark(ui, mouse, under)         after: is the button under the pointer another one?
    guard.blocks(event) -> bool          a click on the held-back button (drop it)
    a MOUSEMOTION (guard.moved()) frees it
"""

from __future__ import annotations

import pygame

from game.engine.widgets import Button


def button_at(ui, pos):
    return next((b for b in reversed(list(ui.walk(True)))
                 if isinstance(b, Button) and b.visible and b.rect.collidepoint(pos)), None)


def face(button) -> tuple | None:
    return (button.label, button.rect.topleft, button.enabled) if button is not None else None


class StaleGuard:
    def __init__(self):
        self.held: Button | None = None

    @staticmethod
    def look(ui, mouse) -> tuple | None:
        return face(button_at(ui, mouse)) if ui is not None else None

    def mark(self, ui, mouse, before) -> None:
        now = button_at(ui, mouse)
        self.held = now if now is not None and face(now) != before else None

    def moved(self) -> None:
        self.held = None

    def blocks(self, event) -> bool:
        return (self.held is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                and event.button == 1 and self.held.rect.collidepoint(event.pos))
