"""Tooltips: a tip goes away when what it explains changes, and never covers
the control the pointer is on nor any other enabled control it may head for."""

import pygame
import pytest

from game.engine.widgets import UI, Button
from game.engine.widgets.base import TOOLTIP_DELAY
from game.engine.widgets.overlay import place_tooltip


def _enabled_controls(ui, but=None):
    return [w for w in ui.walk(True) if w is not ui and w is not but and w.focusable and w.enabled and w.rect.w]


def _wait_for_tip(drive):
    drive.frames(int(TOOLTIP_DELAY * 60) + 10)


def test_the_disabled_continue_tip_at_launch_covers_no_button(drive):
    title = drive.top
    continue_ = next(w for w in title.ui.walk() if getattr(w, "label", "") == "Continue")
    assert not continue_.enabled and continue_.tooltip_text()
    drive.hover(continue_)
    _wait_for_tip(drive)
    tip = title.ui.tip_rect
    assert tip is not None, "the tip shows"
    assert not tip.colliderect(continue_.rect)
    for control in _enabled_controls(title.ui, continue_):
        assert not tip.colliderect(control.rect), f"the tip covers {control.label}"


def test_a_tip_goes_away_when_the_state_under_it_changes_and_returns_only_after_the_pointer_moves(app):
    screen = app.screen
    ui = UI()
    undo = ui.add(Button((100, 100, 200, 50), "Take back"))
    undo.set_enabled(False, "Not now: you do not hold 2")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(150, 120), rel=(1, 1), buttons=(0, 0, 0)))

    def frame(n=1):
        for _ in range(n):
            for e in pygame.event.get():
                ui.handle_event(e)
            ui.update(1 / 60)
            ui.draw(screen)

    frame(int(TOOLTIP_DELAY * 60) + 5)
    assert ui.tip_rect is not None and ui.tooltip_target() is undo
    undo.set_enabled(True)  # the 2 was played: the reason is out of date
    frame()
    assert ui.tip_rect is None
    frame(120)  # the pointer rests: nothing new pops up under it
    assert ui.tip_rect is None
    undo.set_enabled(False, "Nothing to take back")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(152, 121), rel=(2, 1), buttons=(0, 0, 0)))
    frame(int(TOOLTIP_DELAY * 60) + 5)
    assert ui.tooltip_target() is undo and ui.tip_rect is not None


def test_a_tip_whose_words_change_goes_away(app):
    ui = UI()
    spot = ui.add(Button((300, 300, 100, 40), "Pile", tooltip="12 cards"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(320, 310), rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(40):
        for e in pygame.event.get():
            ui.handle_event(e)
        ui.update(1 / 60)
        ui.draw(app.screen)
    assert ui.tip_rect is not None
    spot.tooltip = "11 cards"
    ui.update(1 / 60)
    ui.draw(app.screen)
    assert ui.tip_rect is None


def test_placement_keeps_off_the_anchor_and_the_controls_around_it():
    bounds = pygame.Rect(0, 0, 1280, 720)
    anchor = pygame.Rect(470, 344, 340, 62)
    below = pygame.Rect(470, 420, 340, 52)
    tip = place_tooltip((300, 60), anchor, bounds, [below])
    assert not tip.colliderect(anchor) and not tip.colliderect(below) and bounds.contains(tip)
    # boxed in on every side: the anchor itself is still never covered
    walls = [anchor.move(dx, dy) for dx in (-350, 0, 350) for dy in (-70, 0, 70) if dx or dy]
    tip = place_tooltip((300, 60), anchor, bounds, walls)
    assert not tip.colliderect(anchor)


def _tipped_controls(scene):
    from game.engine import layout_check

    return [w for w in layout_check.scene_widgets(scene)
            if w.visible and w.rect.w and w.rect.h and w.tooltip_text()]


def _sweep(target, game=None, players=None):
    """Rest the pointer on every control with a tip in ``target``: the tip shows
    beside it, off it and off every other enabled control."""
    from game.app import App
    from game.scenes import capture
    from game.scenes.driver import Driver

    with capture.scratch_home():
        app = App(headless=True)
        try:
            capture.prepare(app, target, 0, players, 2, None, game)
            d = Driver(app)
            d.frames(5)
            scene = app.stack.top
            if hasattr(scene, "bot_pace"):
                scene.bot_pace = 1e9  # the table holds still while the pointer rests
            controls = _tipped_controls(scene)
            bad, seen = [], 0
            for control in controls:
                if not (control.visible and control.rect.w):
                    continue
                d.hover((5, 5), 2)
                d.hover(control, int(TOOLTIP_DELAY * 60) + 8)
                ui = control.ui
                tip = ui.tip_rect
                if tip is None:
                    continue  # what it explained changed while the pointer came (a table moving on)
                seen += 1
                name = getattr(control, "label", "") or control.tooltip_text()
                if tip.colliderect(control.rect):
                    bad.append(f"the tip of {name!r} covers it")
                for other in ui.tip_avoids(control):
                    if tip.colliderect(other):
                        bad.append(f"the tip of {name!r} covers the control at {tuple(other)}")
            return seen, bad
        finally:
            app.shutdown()


@pytest.mark.parametrize("target, game", [("select", None), ("settings", None), ("pause", None)]
                         + [("setup", g) for g in ("most-wanted", "wagon-robbers", "scotland-yard", "fugitive",
                                                    "few-and-cursed")]
                         + [(g, None) for g in ("scotland-yard", "fugitive", "few-and-cursed")])
def test_no_tip_covers_the_control_the_pointer_rests_on_nor_another(target, game):
    seen, bad = _sweep(target, game)
    assert seen, f"no tip showed on {target}"
    assert bad == []
