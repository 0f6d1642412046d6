"""The overlay rule away from the tables: on every other scene (title, setup, settings,
rules, results, history, replay, statistics, the friends' screens...) the tip of a control
lies beside it, over neither the control it explains nor any other control the pointer may
be heading for, and whole on the screen; a passing toast keeps off the control under the
pointer."""

from __future__ import annotations

import pygame
import pytest

from game.engine.widgets.base import TOOLTIP_DELAY
from game.scenes import capture, net_capture
from game.scenes.driver import Driver

SCENES = list(capture.SHARED_TARGETS) + list(net_capture.TARGETS)


def _controls(scene):
    """Every shown, enabled control of the scene's widgets that explains itself with a tip."""
    ui = getattr(scene, "ui", None)
    if ui is None:
        return []
    return [w for w in ui.walk(True) if w is not ui and w.visible and w.rect.w and w.rect.h
            and getattr(w, "focusable", False) and w.tooltip_text()]


@pytest.mark.parametrize("target", SCENES)
def test_a_tip_never_covers_a_control_on_any_scene(app, target):
    capture.prepare(app, target, 0, None, 0, None, "most-wanted")
    app.settle(capture.SETTLE_FRAMES, 1 / 30)
    d = Driver(app)
    scene = app.stack.top
    screen = pygame.Rect(0, 0, app.width, app.height)
    controls = _controls(scene)
    looked = 0
    for control in controls[:24]:
        if app.stack.top is not scene or not control.visible:
            continue
        d.hover(control.rect.center, 2)
        d.frames(int(TOOLTIP_DELAY * 30) + 4, dt=1 / 30)
        tip = scene.ui.tip_rect
        if tip is None or scene.ui.tooltip_target() is not control:
            continue   # the pointer's spot belongs to something on top of it (a slider's label...)
        looked += 1
        assert screen.contains(tip), (target, control, tip)
        assert not tip.colliderect(control.rect), (target, getattr(control, "label", control), tip)
        others = [w for w in controls if w is not control and w.enabled and tip.colliderect(w.rect)]
        assert not others, (target, getattr(control, "label", control), tip,
                            [getattr(w, "label", w) for w in others])
        app.toast("A passing message of a line or two.")
        d.frames(1)
        for box in app.toasts.boxes(screen):
            assert not box.colliderect(control.rect), (target, "toast", box)
        app.toasts.items.clear()   # one toast at a time: the next control's starts afresh
    assert looked >= min(2, len(controls)), f"{looked} tips seen on {target} of {len(controls)} controls"
    assert app.errors == []
