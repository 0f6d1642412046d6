"""Button: brass (or wood, or red lacquer) plates that click.

    Button(rect, label, on_click=None, *, style="brass"|"wood"|"danger", hotkey=None,
           tooltip=None, disabled_reason=None, enabled=True, size=None, role="ui_bold",
           sublabel=None, sound="click")

It activates on a left click released over it, on Enter/Space while focused,
or on its ``hotkey`` (a pygame key constant) anywhere in its UI.  A disabled
button shows ``disabled_reason`` as its tooltip and can still be focused by
the keyboard so the reason can be read.  ``button.clicks`` counts activations
(handy in tests).  The label follows the player's text size (text.reading_size)
as far as the plate holds it, at one size along a row or column of buttons.
"""

from __future__ import annotations

from typing import Callable

import pygame

from .. import audio, gfx, text, theme
from .base import ACTIVATE_KEYS, Widget

PRESS_FLASH = 0.12
STUD_PAD = 19            # a wide button's studs end this far in from its edges


def _pad(r: pygame.Rect) -> int:
    """Room kept clear of the label at each end of a button (its studs)."""
    return 30 if r.w > 90 else 8


class Button(Widget):
    focusable = True

    def __init__(self, rect, label: str, on_click: Callable[[], None] | None = None, *, style: str = "brass",
                 hotkey: int | None = None, tooltip: str | None = None, disabled_reason: str | None = None,
                 enabled: bool = True, size: int | None = None, role: str = "ui_bold",
                 sublabel: str | None = None, sound: str | None = "click", visible: bool = True):
        super().__init__(rect, tooltip=tooltip, enabled=enabled, visible=visible)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.hotkey = hotkey
        self.disabled_reason = disabled_reason
        self.size = size
        self.role = role
        self.sublabel = sublabel
        self.sound = sound
        self.clicks = 0
        self.label_cut = False      # the face shows the label cut short (too long for the button)
        self._armed = False
        self._flash = 0.0

    # -- state -------------------------------------------------------------------
    def set_enabled(self, enabled: bool, reason: str | None = None) -> None:
        self.enabled = enabled
        self.disabled_reason = None if enabled else reason

    def can_focus(self) -> bool:
        return self.visible and (self.enabled or bool(self.disabled_reason))

    def tooltip_text(self) -> str | None:
        if not self.enabled and self.disabled_reason:
            return self.disabled_reason
        if self.label_cut:  # the face shows it cut short: the tooltip says it whole
            return self.label + (f". {self.tooltip}" if self.tooltip else "")
        return self.tooltip

    @property
    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self._flash > 0 or (self._armed and self.hovered):
            return "pressed"
        if self.hovered or self.show_focus:
            return "hover"
        return "normal"

    # -- behaviour -----------------------------------------------------------------
    def activate(self) -> None:
        if not (self.enabled and self.visible):
            return
        self.clicks += 1
        self._flash = PRESS_FLASH
        if self.sound:
            audio.play(self.sound)
        if self.on_click is not None:
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self._armed = self.enabled
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._armed:
                self._armed = False
                if self.rect.collidepoint(event.pos):
                    self._flash = 0.0
                    self.activate()
                return True
            return self.rect.collidepoint(event.pos)
        elif event.type == pygame.KEYDOWN:
            if self.hotkey is not None and event.key == self.hotkey and self.enabled \
                    and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.activate()
                return True
            if self.focused and event.key in ACTIVATE_KEYS:
                if self.enabled:
                    self.activate()
                return True
        return False

    def update(self, dt: float) -> None:
        if self._flash > 0:
            self._flash = max(0.0, self._flash - dt)

    # -- looks -------------------------------------------------------------------
    def designed_size(self) -> int:
        size = self.size or max(14, min(24, int(self.rect.h * 0.42)))
        return min(size, int(self.rect.h * 0.36)) if self.sublabel else size

    def _grown_size(self) -> int:
        """The label at the player's text size, as large as the plate holds (never below designed)."""
        r, base = self.rect, self.designed_size()
        top = min(text.reading_size(base), max(base, int(r.h * (0.42 if self.sublabel else 0.56))))
        return text.fit_size(self.label, self.role, top, r.w - 2 * _pad(r), base)

    def label_size(self) -> int:
        """The label's size before it is fitted to the plate's width: the player's text size,
        no larger than the other buttons of its row or column show theirs (they read as one)."""
        if gfx.text_scale() == 1:
            return self.designed_size()
        if self.ui is None:
            return self._grown_size()
        rows = _Rows.of(self.ui)
        size = rows.sizes.get(self)
        return size if size is not None else self._row_size(rows.shown)  # drawn on its own, not in its UI

    def _row_size(self, shown: dict["Button", int]) -> int:
        """Its own grown size, no larger than the ``shown`` size of any button lined up with it."""
        peers = [size for w, size in shown.items() if w is not self and self._lines_up(w)]
        return max(self.designed_size(), min([self._grown_size()] + peers))

    def fitted(self, size: int) -> tuple[int, str, int]:
        """The label fitted to the plate from ``size``: (its size, its words, the room kept at each
        end).  It keeps clear of the studs; a label that would have to shrink for that takes the
        room up to them instead, and one too long even small is cut short (the whole label is the
        button's tooltip)."""
        r, words = self.rect, self.label
        pad = _pad(r)
        fitted = text.fit_size(words, self.role, size, r.w - 2 * pad, 11)
        if fitted < size and pad > STUD_PAD:
            pad = STUD_PAD
            fitted = text.fit_size(words, self.role, size, r.w - 2 * pad, 11)
        if text.measure(words, self.role, fitted)[0] > r.w - 2 * pad:
            words = text.ellipsize(words, self.role, fitted, r.w - 2 * pad)
        return fitted, words, pad

    def _lines_up(self, other: "Button") -> bool:
        """In one row (same top and height) or one column (same left, width and height)."""
        a, b = self.rect, other.rect
        return a.h == b.h and (a.y == b.y or (a.x == b.x and a.w == b.w))

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        r = self.rect
        if state != "pressed":
            surface.blit(theme.shadow(r.size, 6, 110), (r.x - 6, r.y - 6 + 3))
        face = theme.button(r.size, state, self.style)
        dy = 1 if state == "pressed" else 0
        surface.blit(face, r.move(0, dy))
        color = theme.button_text_color(self.style, state)
        engraving = (255, 240, 200, 120) if self.style == "brass" and state != "disabled" else (0, 0, 0, 120)
        size, words, pad = self.fitted(self.label_size())
        self.label_cut = words != self.label
        label = text.render(words, self.role, size, color, shadow=engraving,
                            shadow_offset=(0, 1) if self.style == "brass" else (0, 2))
        if self.sublabel:
            sub_size = max(11, int(size * 0.62))
            sub_text = text.ellipsize(self.sublabel, "ui", sub_size, r.w - 2 * pad)
            sub = text.render(sub_text, "ui", sub_size, color)
            total = label.get_height() + sub.get_height() - 4
            top = r.centery - total // 2 + dy
            text.blit(surface, label, label.get_rect(midtop=(r.centerx, top)), words, r)
            text.blit(surface, sub, sub.get_rect(midtop=(r.centerx, top + label.get_height() - 4)), sub_text, r)
        else:
            text.blit(surface, label, label.get_rect(center=(r.centerx, r.centery + dy)), words, r)
        self.draw_focus(surface, min(12, r.h // 3 + 2))


class _Rows:
    """The label size of every button a UI shows, at a text size above 100%: worked out
    once (a text measure per button and a look along each row) and kept while the buttons
    shown, their labels, sizes and rects, the text size and the canvas scale stay as they were."""

    MEMO = "button rows"

    def __init__(self, signature: tuple, buttons: list[Button]):
        self.signature = signature
        # what each label shows at its grown size (a label with a sublabel sets no size for its row)
        self.shown = {w: w.fitted(w._grown_size())[0] for w in buttons if not w.sublabel}
        self.sizes = {w: w._row_size(self.shown) for w in buttons}
        self.checked: tuple | None = None  # (the UI's draw pass, gfx.key()) it was last found good in

    @classmethod
    def of(cls, ui) -> "_Rows":
        rows = ui.memo.get(cls.MEMO)
        now = (ui.draw_pass, gfx.key())
        if rows is not None and ui.draw_pass is not None and rows.checked == now:
            return rows
        buttons = [w for w in ui.walk(True) if isinstance(w, Button)]
        signature = (gfx.key(), [(w, tuple(w.rect), w.label, w.sublabel, w.size, w.role) for w in buttons])
        if rows is None or rows.signature != signature:
            rows = ui.memo[cls.MEMO] = cls(signature, buttons)
        rows.checked = now
        return rows
