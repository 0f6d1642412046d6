"""Widget, Container and UI: the event, focus and tooltip plumbing the controls share.

A scene keeps one UI root::

    self.ui = UI()
    self.ui.add(Button((540, 300, 200, 52), "New game", self.new_game, hotkey=pygame.K_n))

    def handle_event(self, e):  return None if self.ui.handle_event(e) else e
    def update(self, dt):       self.ui.update(dt)
    def draw(self, surface):    ...; self.ui.draw(surface)

Focus: Tab / Shift+Tab walk the focusable widgets in the order they were
added; arrow keys move to the nearest one in that direction (after the focused
widget had a chance to use the key, as a slider does with Left/Right);
Enter / Space activate the focused widget.  The focus ring shows once the
keyboard is used and hides again when the mouse moves.
"""

from __future__ import annotations

import math
from typing import Iterable, Iterator

import pygame

from .. import display, layout_check, theme
from .tooltip import draw_tooltip

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_DIRECTIONS = {
    pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
}
TOOLTIP_DELAY = 0.45


class Widget:
    """Something on screen with a rect; subclasses override what they need."""

    focusable = False

    def __init__(self, rect, *, tooltip: str | None = None, visible: bool = True, enabled: bool = True):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.visible = visible
        self.enabled = enabled
        self.hovered = False
        self.focused = False
        self.ui: "UI | None" = None

    # -- overridable -----------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used (consumed)."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def activate(self) -> None:
        """Enter / Space while focused."""

    def can_focus(self) -> bool:
        return self.focusable and self.visible and self.enabled

    def tooltip_text(self) -> str | None:
        return self.tooltip

    def on_focus(self, focused: bool) -> None:
        """Called when focus arrives (True) or leaves (False)."""

    # -- helpers ---------------------------------------------------------------
    def walk(self, visible_only: bool = False) -> Iterator["Widget"]:
        if self.visible or not visible_only:
            yield self

    @property
    def show_focus(self) -> bool:
        return self.focused and self.ui is not None and self.ui.keyboard_mode

    def draw_focus(self, surface: pygame.Surface, radius: int = 12) -> None:
        if self.show_focus:
            theme.draw_focus_ring(surface, self.rect, self.ui.clock if self.ui else 0.0, radius)


class Container(Widget):
    """Holds child widgets; events go to the topmost child first."""

    def __init__(self, rect=(0, 0, 0, 0), children: Iterable[Widget] = (), **kw):
        super().__init__(rect, **kw)
        self.children: list[Widget] = []
        for child in children:
            self.add(child)

    def add(self, widget: Widget) -> Widget:
        self.children.append(widget)
        self._adopt(widget)
        return widget

    def remove(self, widget: Widget) -> None:
        if widget in self.children:
            self.children.remove(widget)
            if self.ui is not None and self.ui.focus in list(widget.walk()):
                self.ui.set_focus(None)

    def clear(self) -> None:
        for child in list(self.children):
            self.remove(child)

    def _adopt(self, widget: Widget) -> None:
        for w in widget.walk():
            w.ui = self.ui

    def walk(self, visible_only: bool = False) -> Iterator[Widget]:
        if visible_only and not self.visible:
            return
        yield self
        for child in self.children:
            yield from child.walk(visible_only)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for child in reversed(self.children):
            if child.visible and child.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        for child in self.children:
            if child.visible:
                child.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        rec = layout_check.active()
        for child in self.children:
            if child.visible:
                if rec is None:
                    child.draw(surface)
                    continue
                rec.push_owner(child)  # text the child draws is its own
                try:
                    child.draw(surface)
                finally:
                    rec.pop_owner()


class UI(Container):
    """The root of a scene's widgets: dispatch, focus, hover and tooltips."""

    def __init__(self, children: Iterable[Widget] = ()):
        self.focus: Widget | None = None
        self.keyboard_mode = False
        self.clock = 0.0
        self.mouse_pos = display.mouse_pos()
        self._hover: Widget | None = None
        self._hover_time = 0.0
        # what the tip on screen says about what (widget, text, enabled); None when none shows
        self._tip_shown: tuple | None = None
        self._tip_spent = False  # the state changed under the tip: no tip until the pointer moves
        self.tip_rect: pygame.Rect | None = None  # where the tip was drawn last frame
        # work the widgets share and keep between frames (a row of buttons' label size), by name
        self.memo: dict = {}
        self.draw_pass: int | None = None  # a number for the draw under way; None between draws
        self._passes = 0
        super().__init__((0, 0, 0, 0), children)
        self.ui = self

    def _adopt(self, widget: Widget) -> None:
        for w in widget.walk():
            w.ui = self

    # -- focus -----------------------------------------------------------------
    def focusables(self) -> list[Widget]:
        return [w for w in self.walk(True) if w is not self and w.can_focus()]

    def set_focus(self, widget: Widget | None, *, keyboard: bool | None = None) -> None:
        if keyboard is not None:
            self.keyboard_mode = keyboard
        if widget is self.focus:
            return
        if self.focus is not None:
            self.focus.focused = False
            self.focus.on_focus(False)
        self.focus = widget
        if widget is not None:
            widget.focused = True
            widget.on_focus(True)
            self._hover_time = 0.0

    def move_focus(self, step: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.focus in items:
            i = (items.index(self.focus) + step) % len(items)
        else:
            i = 0 if step > 0 else len(items) - 1
        self.set_focus(items[i], keyboard=True)

    def move_focus_direction(self, dx: int, dy: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.focus not in items:
            self.set_focus(items[0], keyboard=True)
            return
        fx, fy = self.focus.rect.center
        best, best_score = None, math.inf
        for w in items:
            if w is self.focus:
                continue
            wx, wy = w.rect.center
            along = (wx - fx) * dx + (wy - fy) * dy
            if along <= 0:
                continue
            across = abs((wx - fx) * dy) + abs((wy - fy) * dx)
            score = along + across * 2.5
            if score < best_score:
                best, best_score = w, score
        if best is None:
            self.move_focus(1 if dx + dy > 0 else -1)
        else:
            self.set_focus(best, keyboard=True)

    # -- events ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self.mouse_pos = event.pos
            if event.rel != (0, 0):
                self.keyboard_mode = False
                self._tip_spent = False
            self._update_hover()
            super().handle_event(event)  # drags still need motion
            return False
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse_pos = event.pos
            self._update_hover()
            if et == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.keyboard_mode = False
                target = self._hover if self._hover is not None and self._hover.can_focus() else None
                if target is not None or (self.focus is not None and not self.focus.rect.collidepoint(event.pos)):
                    self.set_focus(target)
            return super().handle_event(event)
        if et == pygame.KEYDOWN:
            return self._handle_key(event)
        if et == pygame.TEXTINPUT:
            return bool(self.focus is not None and self.focus.handle_event(event))
        return super().handle_event(event)

    def _handle_key(self, event: pygame.event.Event) -> bool:
        if self.focus is not None and self.focus.visible and self.focus.handle_event(event):
            return True
        # hotkeys and other key handlers anywhere in the tree
        for w in reversed(list(self.walk(True))):
            if w is not self and w is not self.focus and not isinstance(w, Container):
                if w.handle_event(event):
                    return True
        key = event.key
        if key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in _DIRECTIONS and self.focusables():
            self.move_focus_direction(*_DIRECTIONS[key])
            return True
        if key in ACTIVATE_KEYS and self.focus is not None and self.focus.can_focus() and self.focus.enabled:
            self.focus.activate()
            return True
        return False

    # -- hover and tooltips ------------------------------------------------------
    def _update_hover(self) -> None:
        hit = None
        for w in self.walk():
            w.hovered = False
        for w in self.walk(True):
            if w is self or isinstance(w, Container):
                continue
            # only things you can use or ask about take the hover (not plain labels)
            if (w.focusable or w.tooltip_text()) and w.rect.collidepoint(self.mouse_pos):
                hit = w
        if hit is not None:
            hit.hovered = True
        if hit is not self._hover:
            self._hover = hit
            self._hover_time = 0.0

    def control_under_pointer(self) -> Widget | None:
        """The control the pointer rests on (a button, a slider...), shown and usable; None off them."""
        w = self._hover
        if w is None or not (w.visible and w.focusable and w.rect.collidepoint(self.mouse_pos)):
            return None
        return w

    def update(self, dt: float) -> None:
        self.clock += dt
        self._hover_time += dt
        if self._hover is not None and not (self._hover.visible and self._hover.rect.collidepoint(self.mouse_pos)):
            self._update_hover()
        super().update(dt)
        self._expire_tip()

    def _tip_state(self, widget: Widget | None) -> tuple | None:
        if widget is None:
            return None
        return (widget, widget.tooltip_text(), widget.enabled, widget.visible, tuple(widget.rect))

    def _expire_tip(self) -> None:
        """A tip on screen goes when what it explains changes (it was enabled and
        now is not, its words changed, it moved): it would be out of date."""
        if self._tip_shown is None:
            return
        target = self._tip_shown[0]
        if self._tip_state(target) != self._tip_shown:
            self._tip_shown = None
            self._tip_spent = True
            self._hover_time = 0.0

    def tooltip_target(self) -> Widget | None:
        """The widget whose tooltip shows now, if any."""
        if self._hover_time < TOOLTIP_DELAY or self._tip_spent:
            return None
        if self.keyboard_mode and self.focus is not None and self.focus.tooltip_text():
            return self.focus
        if self._hover is not None and self._hover.visible and self._hover.tooltip_text():
            return self._hover
        return None

    def tip_avoids(self, target: Widget) -> list[pygame.Rect]:
        """The rects a tip must keep off: every other enabled control the pointer may be heading for."""
        return [w.rect for w in self.walk(True)
                if w is not self and w is not target and not isinstance(w, Container)
                and w.focusable and w.enabled and w.rect.w and w.rect.h]

    def draw(self, surface: pygame.Surface) -> None:
        # widgets do not change one another while they draw, so work checked once in a draw holds for all of it
        self._passes += 1
        self.draw_pass = self._passes
        try:
            super().draw(surface)
        finally:
            self.draw_pass = None
        target = self.tooltip_target()
        self._tip_shown = self._tip_state(target)
        self.tip_rect = None
        if target is not None:
            self.tip_rect = self._draw_tip(surface, target)

    def _draw_tip(self, surface: pygame.Surface, target: Widget) -> pygame.Rect:
        # next to the control (never over it), off the other controls
        return draw_tooltip(surface, target.tooltip_text() or "", target.rect, beside=self.keyboard_mode,
                            avoid=self.tip_avoids(target))

    def draw_tip_again(self, surface: pygame.Surface) -> None:
        """The tip shown this frame, drawn once more on top: a layer drawn over these widgets
        (a lesson's callout, a hint's plate) never hides the reason a control explains."""
        target = self.tooltip_target()
        if target is not None and self.tip_rect is not None:
            self._draw_tip(surface, target)


layout_check.WIDGET_ROOTS.append(UI)
