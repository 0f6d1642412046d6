"""Dialog: a modal question over the current scene.

    Dialog(app, title, message, buttons=[("OK", callback_or_None), ...], *,
           cancel_index=None, width=560, body=None)
    app.stack.push(Dialog(...))   or   app.push("dialog", title=..., message=..., buttons=...)

It dims what is beneath and takes every event while it is open.  A button
closes the dialog, then calls its callback (so the callback may push or
replace scenes).  Esc presses the ``cancel_index`` button (default: the last
one).  ``body`` is an optional list of extra widgets placed inside it (a text
field for a save name, say); lay them out between ``dialog.body_top`` and
``dialog.buttons_top``.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ..scene import Scene
from .. import text, theme
from .base import UI
from .button import Button
from .panel import Label, Panel

MESSAGE_SIZE = 23   # the message, before the player's text size


class Dialog(Scene):
    transparent = True
    name = "dialog"

    def __init__(self, app, title: str = "", message: str = "",
                 buttons: Sequence[tuple[str, Callable[[], None] | None]] = (("OK", None),), *,
                 cancel_index: int | None = None, width: int = 560, body_height: int = 0,
                 styles: Sequence[str] | None = None):
        super().__init__(app)
        self.title = title
        self.message = message
        self.buttons_spec = list(buttons) or [("OK", None)]
        self.cancel_index = len(self.buttons_spec) - 1 if cancel_index is None else cancel_index
        self.result: str | None = None
        sw, sh = app.size if hasattr(app, "size") else (1280, 720)
        msg_size = text.reading_size(MESSAGE_SIZE)   # the panel grows to hold the player's text size
        msg_h = text.wrapped_height(message, "serif", msg_size, width - 100) if message else 0
        title_h = 100 if title else 40
        height = title_h + msg_h + body_height + 120
        self.panel = Panel((0, 0, width, height), "parchment", title=title or None, title_size=32)
        self.panel.rect.center = (sw // 2, sh // 2)
        r = self.panel.rect
        self.body_top = r.top + title_h + msg_h + 12
        self.buttons_top = r.bottom - 84
        self.ui = UI([self.panel])
        if message:
            self.panel.add(Label((r.left + 50, r.top + title_h, width - 100, msg_h), message, role="serif",
                                 size=MESSAGE_SIZE,
                                 wrap=True, align="center"))
        n = len(self.buttons_spec)
        bw = min(200, (width - 80 - 16 * (n - 1)) // n)
        x = r.centerx - (n * bw + (n - 1) * 16) // 2
        self.buttons: list[Button] = []
        for i, (label, _cb) in enumerate(self.buttons_spec):
            style = styles[i] if styles else ("brass" if i == 0 else "wood")
            b = Button((x, self.buttons_top, bw, 50), label, lambda i=i: self.choose(i), style=style)
            self.buttons.append(b)
            self.panel.add(b)
            x += bw + 16
        self.ui.set_focus(self.buttons[0], keyboard=True)

    def add_body(self, widget) -> None:
        self.panel.add(widget)

    def choose(self, index: int) -> None:
        label, callback = self.buttons_spec[index]
        self.result = label
        if self.app.stack.top is self:
            self.app.stack.pop()
        if callback is not None:
            callback()

    def handle_event(self, event: pygame.event.Event):
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose(self.cancel_index)
        return None  # modal: nothing reaches the scenes beneath

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.dim(surface.get_size(), 150), (0, 0))
        self.ui.draw(surface)
