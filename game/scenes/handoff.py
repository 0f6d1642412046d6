"""Handoff: the table is hidden completely while the screen changes hands.

    app.push("handoff", player="Ada", on_ready=callback, message=None, role=None)

A click or Enter / Space (after a short moment, so a click meant for the
table does not skip it) pops the scene and calls ``on_ready``.  Esc opens the
pause menu without revealing anything.
"""

from __future__ import annotations

import math

import pygame

from game.engine import audio, text, theme
from game.engine.scene import Scene
from game.scenes import common

ARM_DELAY = 0.35
READY = "Others, look away.  Click or press Enter when ready."
# the words' designed sizes (the player's text size enlarges them; the name is set as a poster)
PASS_SIZE, ROLE_SIZE, MESSAGE_SIZE, READY_SIZE = 30, 24, 22, 21


class HandoffScene(Scene):
    name = "handoff"
    transparent = False  # nothing of the table may show through

    def __init__(self, app, player: str = "the next player", on_ready=None, message: str | None = None,
                 role: str | None = None):
        super().__init__(app)
        self.player = player
        self.on_ready = on_ready
        self.message = message
        self.role = role
        self.age = 0.0
        self.done = False

    def ready(self) -> None:
        if self.done or self.age < ARM_DELAY:
            return
        self.done = True
        audio.play("card_flip")
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_ready is not None:
            self.on_ready()

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.ready()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.ready()
            elif event.key == pygame.K_ESCAPE and self.app.stack.find("table") is not None:
                self.app.push("pause")
        return None  # the table beneath must not react while it is hidden

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface) -> None:
        common.backdrop(surface, "dark", 7)
        w, h = surface.get_size()
        # the words at the player's text size; the card grows by what they take beyond their design
        pass_s, role_s, msg_s = (text.reading_size(s) for s in (PASS_SIZE, ROLE_SIZE, MESSAGE_SIZE))
        ready_s = text.fit_size(READY, "ui_bold", text.reading_size(READY_SIZE), 580, READY_SIZE)
        grow_pass = text.line_height("serif_italic", pass_s) - text.line_height("serif_italic", PASS_SIZE)
        grow = grow_pass + text.line_height("ui_bold", ready_s) - text.line_height("ui_bold", READY_SIZE)
        if self.role:
            grow += text.line_height("serif", role_s) - text.line_height("serif", ROLE_SIZE)
        msg_h = 0
        if self.message:
            msg_h = text.wrapped_height(self.message, "serif", msg_s, 520) + 16
        card = pygame.Rect(0, 0, 640, 320 + (40 if self.role else 0) + msg_h + grow)
        card.center = (w // 2, h // 2)
        theme.draw_shadowed(surface, theme.panel(card.size, "parchment", 11), card, (6, 12), 20, 160)
        cx = card.centerx
        text.draw(surface, "Pass the screen to", (cx, card.top + 48), "serif_italic", pass_s, theme.INK_SOFT,
                  anchor="midtop")
        size = text.fit_size(self.player, "display", 64, card.w - 100, 28)
        r = text.draw(surface, self.player, (cx, card.top + 96 + grow_pass), "display", size, theme.RED,
                      anchor="midtop", shadow=(255, 246, 220, 160))
        y = r.bottom + 8
        if self.role:
            # no article: "the Mister X" is wrong and "the Marshal" needs one, so the role stands alone
            r = text.draw(surface, f"Role: {self.role}", (cx, y), "serif", role_s, theme.INK, anchor="midtop")
            y = r.bottom
        theme.draw_divider(surface, cx, y + 18, 360)
        if self.message:
            msg = text.render_wrapped(self.message, "serif", msg_s, theme.INK, 520, align="center")
            text.blit(surface, msg, msg.get_rect(midtop=(cx, y + 34)), self.message)
        glow = 0.55 + 0.45 * math.sin(self.age * 3.2)
        ink = tuple(int(c + (theme.RED[i] - c) * glow * 0.35) for i, c in enumerate(theme.INK))
        text.draw(surface, READY, (cx, card.bottom - 38), "ui_bold", ready_s, ink, anchor="midbottom")
