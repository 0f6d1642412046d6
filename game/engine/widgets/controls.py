"""Controls that hold a value: Toggle, OptionPicker, Slider, TextField, Tabs.

    Toggle(rect, label, value=False, on_change=None, *, tooltip=None, dark=False)
        a checkbox with an inked tick; click, Enter or Space flips it
    OptionPicker(rect, options, value, on_change=None, *, tooltip=None, size=20)
        options: [(value, label), ...]; arrows on each side; Left/Right or a click cycles
    Slider(rect, lo, hi, value, on_change=None, *, step=0.1, fmt="{:.1f}", tooltip=None, dark=False)
        drag the knob or click the groove; Left/Right step, Home/End
    TextField(rect, text="", on_change=None, *, max_len=20, hint="", on_submit=None)
        click or Tab into it and type (TEXTINPUT events); Backspace, Delete, Left, Right,
        Home, End; Enter submits
    Tabs(rect, labels, index=0, on_change=None)
        a row of file tabs; click one, or Left/Right while focused

``on_change(new_value)`` is called after each change made by the player.
Their words follow the player's text size (text.reading_size), fitted to the control.
``dark=True`` draws light text for use on wood or leather.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from .. import audio, text, theme
from .base import ACTIVATE_KEYS, Widget
from game.engine import gfx


def _grown(size: int, height: int) -> int:
    """``size`` at the player's text size, as far as a control ``height`` tall holds it
    (never below ``size``): a column of controls keeps its words about one size."""
    return min(text.reading_size(size), max(size, int(height * 0.6)))


def _label_color(dark: bool):
    return theme.CREAM if dark else theme.INK


BOX = 28    # a toggle's box side when its row has the room


class Toggle(Widget):
    focusable = True

    def __init__(self, rect, label: str, value: bool = False, on_change: Callable[[bool], None] | None = None, *,
                 tooltip: str | None = None, dark: bool = False, size: int = 20, enabled: bool = True):
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change
        self.dark = dark
        self.size = size

    def activate(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        audio.play("click")
        if self.on_change:
            self.on_change(self.value)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            self.activate()
            return True
        return False

    def box(self) -> pygame.Rect:
        """The tick box: smaller in a short row, so a close-packed list keeps its boxes apart."""
        side = min(BOX, self.rect.h)
        box = pygame.Rect(0, 0, side, side)
        box.midleft = (self.rect.left + 4, self.rect.centery)
        return box

    def draw(self, surface) -> None:
        r = self.rect
        box = self.box()
        side = box.h
        gfx.rect(surface, theme.BRASS_DARK, box, border_radius=5)
        inner = box.inflate(-6, -6)
        gfx.rect(surface, theme.CREAM if self.enabled else theme.DISABLED, inner, border_radius=3)
        if self.hovered and self.enabled:
            gfx.rect(surface, theme.GOLD, box, 2, border_radius=5)
        if self.value:
            ink = theme.RED if self.enabled else theme.INK_SOFT
            k = side / BOX      # the tick is drawn for the full-size box and scaled with it
            pts = [(inner.left + 3 * k, inner.centery), (inner.centerx - 2 * k, inner.bottom - 4 * k),
                   (inner.right + 4 * k, inner.top - 6 * k)]
            gfx.lines(surface, ink, False, pts, max(2, round(4 * k)))
        color = _label_color(self.dark) if self.enabled else theme.DISABLED
        size = text.fit_size(self.label, "ui_bold", _grown(self.size, r.h), r.w - 46, self.size)
        label = text.ellipsize(self.label, "ui_bold", size, r.w - 46)
        text.draw(surface, label, (box.right + 12, r.centery), "ui_bold", size, color, anchor="midleft")
        self.draw_focus(surface, 8)


class OptionPicker(Widget):
    focusable = True

    def __init__(self, rect, options: Sequence[tuple[Any, str]], value: Any, on_change=None, *,
                 tooltip: str | None = None, size: int = 20, enabled: bool = True):
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.options = list(options)
        self.value = value if any(v == value for v, _ in self.options) else self.options[0][0]
        self.on_change = on_change
        self.size = size

    @property
    def index(self) -> int:
        return next(i for i, (v, _) in enumerate(self.options) if v == self.value)

    @property
    def label(self) -> str:
        return self.options[self.index][1]

    def step(self, delta: int) -> None:
        if not self.enabled or len(self.options) < 2:
            return
        self.value = self.options[(self.index + delta) % len(self.options)][0]
        audio.play("click")
        if self.on_change:
            self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        r = self.rect
        w = min(36, r.h)
        return pygame.Rect(r.left, r.top, w, r.h), pygame.Rect(r.right - w, r.top, w, r.h)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            left, _ = self._arrow_rects()
            self.step(-1 if left.collidepoint(event.pos) else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, *ACTIVATE_KEYS):
                self.step(1)
                return True
        return False

    def draw(self, surface) -> None:
        r = self.rect
        state = "disabled" if not self.enabled else ("hover" if self.hovered else "normal")
        surface.blit(theme.button(r.size, state, "wood"), r)
        color = theme.button_text_color("wood", state)
        left, right = self._arrow_rects()
        for arrow, sign in ((left, -1), (right, 1)):
            cx, cy = arrow.center
            pts = [(cx + 6 * sign, cy), (cx - 5 * sign, cy - 8), (cx - 5 * sign, cy + 8)]
            gfx.polygon(surface, theme.BRASS_LIGHT if self.enabled else theme.DISABLED, pts)
        middle = r.inflate(-2 * left.w, 0)
        size = text.fit_size(self.label, "ui_bold", _grown(self.size, r.h), middle.w - 8, 12)
        text.draw(surface, self.label, middle.center, "ui_bold", size, color, anchor="center")
        self.draw_focus(surface, 10)


VALUE_SIZE = 20   # a slider's value, right of its groove


class Slider(Widget):
    focusable = True

    def __init__(self, rect, lo: float, hi: float, value: float, on_change=None, *, step: float = 0.1,
                 fmt: str = "{:.1f}", tooltip: str | None = None, dark: bool = False):
        super().__init__(rect, tooltip=tooltip)
        self.lo, self.hi, self.step_size = lo, hi, step
        self.value = self._clamp(value)
        self.on_change = on_change
        self.fmt = fmt
        self.dark = dark
        self._dragging = False

    def _clamp(self, v: float) -> float:
        v = min(self.hi, max(self.lo, v))
        steps = round((v - self.lo) / self.step_size)
        return round(self.lo + steps * self.step_size, 6)

    @property
    def groove(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.left + 12, r.centery - 5, r.w - 24 - self._value_room(), 10)

    def _value_room(self) -> int:
        """Room right of the groove for the value's words, the widest the slider can show
        ("110 of 110"), so the knob at its end never lies on them; at most half the slider."""
        size = text.reading_size(VALUE_SIZE)
        widest = max(text.measure(self.fmt.format(v), "ui_bold", size)[0] for v in (self.lo, self.hi))
        return min(max(86, widest + 12), self.rect.w // 2)

    def knob_x(self) -> int:
        g = self.groove
        return int(g.left + (self.value - self.lo) / (self.hi - self.lo) * g.w)

    def set_value(self, v: float) -> None:
        v = self._clamp(v)
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def _from_x(self, x: int) -> None:
        g = self.groove
        self.set_value(self.lo + (x - g.left) / max(1, g.w) * (self.hi - self.lo))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._dragging = True
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            audio.play("click")
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            keys = {pygame.K_LEFT: self.value - self.step_size, pygame.K_RIGHT: self.value + self.step_size,
                    pygame.K_HOME: self.lo, pygame.K_END: self.hi}
            if event.key in keys:
                self.set_value(keys[event.key])
                return True
        return False

    def draw(self, surface) -> None:
        g = self.groove
        gfx.rect(surface, (40, 26, 16), g.inflate(4, 4), border_radius=7)
        gfx.rect(surface, (90, 66, 44), g, border_radius=5)
        fill = g.copy()
        fill.w = max(0, self.knob_x() - g.left)
        if fill.w:
            surface.blit(theme.gradient_rect(fill.size, theme.BRASS_LIGHT, theme.BRASS_DARK, 5), fill)
        kx = self.knob_x()
        knob_r = 13 if (self.hovered or self._dragging) else 12
        gfx.circle(surface, (0, 0, 0, 90), (kx + 1, g.centery + 3), knob_r)
        gfx.circle(surface, theme.BRASS_DARK, (kx, g.centery), knob_r)
        gfx.circle(surface, theme.BRASS, (kx, g.centery), knob_r - 2)
        gfx.circle(surface, theme.BRASS_LIGHT, (kx - 3, g.centery - 3), knob_r // 3)
        value = self.fmt.format(self.value)
        room = self.rect.right - 4 - (g.right + 18)   # right of the knob at its furthest
        size = text.fit_size(value, "ui_bold", text.reading_size(VALUE_SIZE), room, VALUE_SIZE)
        text.draw(surface, value, (self.rect.right - 4, self.rect.centery), "ui_bold", size, _label_color(self.dark),
                  anchor="midright")
        self.draw_focus(surface, 10)


class TextField(Widget):
    focusable = True

    def __init__(self, rect, text_: str = "", on_change=None, *, max_len: int = 20, hint: str = "",
                 on_submit=None, tooltip: str | None = None, size: int = 20):
        super().__init__(rect, tooltip=tooltip)
        self.text = text_[:max_len]
        self.on_change = on_change
        self.on_submit = on_submit
        self.max_len = max_len
        self.hint = hint
        self.size = size
        self.caret = len(self.text)
        self._blink = 0.0

    def on_focus(self, focused: bool) -> None:
        self.caret = len(self.text)
        try:
            if focused:
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.rect)
            else:
                pygame.key.stop_text_input()
        except pygame.error:
            pass

    def _changed(self) -> None:
        self._blink = 0.0
        if self.on_change:
            self.on_change(self.text)

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONDOWN and self.ui is not None:
                self.ui.set_focus(self)
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if ch.isprintable())
            room = self.max_len - len(self.text)
            if typed and room > 0:
                typed = typed[:room]
                self.text = self.text[:self.caret] + typed + self.text[self.caret:]
                self.caret += len(typed)
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_BACKSPACE and self.caret > 0:
                self.text = self.text[:self.caret - 1] + self.text[self.caret:]
                self.caret -= 1
                self._changed()
            elif k == pygame.K_DELETE and self.caret < len(self.text):
                self.text = self.text[:self.caret] + self.text[self.caret + 1:]
                self._changed()
            elif k == pygame.K_LEFT:
                self.caret = max(0, self.caret - 1)
            elif k == pygame.K_RIGHT:
                self.caret = min(len(self.text), self.caret + 1)
            elif k == pygame.K_HOME:
                self.caret = 0
            elif k == pygame.K_END:
                self.caret = len(self.text)
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit:
                    self.on_submit(self.text)
                elif self.ui is not None:
                    self.ui.move_focus(1)
            elif k in (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN):
                return False
            return True
        return False

    def update(self, dt: float) -> None:
        self._blink += dt

    @property
    def shown_size(self) -> int:
        """The words' size: the player's text size, as far as the field's height allows."""
        return _grown(self.size, self.rect.h)

    def draw(self, surface) -> None:
        r = self.rect
        size = self.shown_size
        gfx.rect(surface, (92, 66, 42), r, border_radius=6)
        inner = r.inflate(-4, -4)
        gfx.rect(surface, theme.CREAM if self.focused else (240, 228, 200), inner, border_radius=5)
        gfx.line(surface, (200, 180, 140), (inner.left + 4, inner.top + 2), (inner.right - 4, inner.top + 2), 2)
        if self.focused or self.hovered:
            gfx.rect(surface, theme.GOLD if self.focused else theme.BRASS, r, 2, border_radius=6)
        pad = 10
        if self.text:
            shown = self.text
            img = text.render(shown, "ui", size, theme.INK)
            offset = max(0, img.get_width() - (r.w - 2 * pad))
            clip = surface.get_clip()
            surface.set_clip(inner.inflate(-4, 0).clip(clip) if clip else inner)
            text.blit(surface, img, img.get_rect(midleft=(r.left + pad - offset, r.centery)), shown,
                      surface.get_clip())
            surface.set_clip(clip)
        else:
            offset = 0
            if self.hint and not self.focused:
                hint_size = text.fit_size(self.hint, "ui_italic", size, r.w - 2 * pad, self.size)
                text.draw(surface, self.hint, (r.left + pad, r.centery), "ui_italic", hint_size,
                          (140, 120, 96), anchor="midleft")
        if self.focused and int(self._blink * 2) % 2 == 0:
            x = r.left + pad - offset + text.measure(self.text[:self.caret], "ui", size)[0]
            h = text.line_height("ui", size)
            gfx.line(surface, theme.INK, (x, r.centery - h // 2 + 2), (x, r.centery + h // 2 - 2), 2)


class Tabs(Widget):
    focusable = True

    def __init__(self, rect, labels: Sequence[str], index: int = 0, on_change=None, *, size: int = 20):
        super().__init__(rect)
        self.labels = list(labels)
        self.index = index
        self.on_change = on_change
        self.size = size

    def tab_rects(self) -> list[pygame.Rect]:
        r = self.rect
        n = max(1, len(self.labels))
        w = min(260, (r.w - 8 * (n - 1)) // n)
        return [pygame.Rect(r.left + i * (w + 8), r.top, w, r.h) for i in range(n)]

    def select(self, index: int) -> None:
        index %= len(self.labels)
        if index != self.index:
            self.index = index
            audio.play("card_slide")
            if self.on_change:
                self.on_change(index)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, tr in enumerate(self.tab_rects()):
                if tr.collidepoint(event.pos):
                    self.select(i)
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select(self.index + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def draw(self, surface) -> None:
        for i, tr in enumerate(self.tab_rects()):
            active = i == self.index
            body = tr if active else tr.inflate(0, -6).move(0, 3)
            color = theme.PARCHMENT if active else (176, 150, 108)
            gfx.rect(surface, theme.INK, body.inflate(4, 4), border_top_left_radius=12,
                             border_top_right_radius=12)
            gfx.rect(surface, color, body, border_top_left_radius=10, border_top_right_radius=10)
            if self.hovered and not active and tr.collidepoint(self.ui.mouse_pos if self.ui else (-1, -1)):
                gfx.rect(surface, theme.GOLD, body, 2, border_top_left_radius=10, border_top_right_radius=10)
            role = "ui_bold"
            size = text.fit_size(self.labels[i], role, text.reading_size(self.size), tr.w - 20, 12)
            text.draw(surface, self.labels[i], body.center, role, size, theme.INK if active else theme.INK_SOFT,
                      anchor="center")
        if self.show_focus:
            theme.draw_focus_ring(surface, self.tab_rects()[self.index], self.ui.clock, 10)
