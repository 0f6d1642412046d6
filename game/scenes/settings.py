"""Settings: fullscreen, text size, animation speed, music and effects volume, hints at the table.

Changes apply at once; leaving the scene saves them.
"""

from __future__ import annotations

import pygame

from game.engine import audio, text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Label, Panel, Slider, Toggle
from game.scenes import common
from game.scenes.aids import follow_hints_setting
from game.settings import ANIM_SPEED_RANGE, TEXT_SIZES


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.panel = Panel((0, 0, 700, 640), "parchment", title="Settings", title_size=38, seed=8)
        self.panel.rect.center = (app.width // 2, app.height // 2 + 10)
        r = self.panel.rect
        self.ui = UI([self.panel])
        add = self.panel.add
        x_label, x_ctrl, w_ctrl = r.left + 60, r.left + 290, 350
        y = self.panel.content_top + 10
        add(Label((x_label, y, 220, 44), "Display", role="serif_bold", size=24))
        self.fullscreen = add(Toggle((x_ctrl, y + 4, w_ctrl, 36), "Fullscreen (F11)", s.fullscreen,
                                     self.set_fullscreen))
        y += 70
        add(Label((x_label, y, 220, 44), "Text size", role="serif_bold", size=24))
        self.text_size = add(Slider((x_ctrl, y, w_ctrl, 44), TEXT_SIZES[0], TEXT_SIZES[-1], s.text_size,
                                    self.set_text_size, step=TEXT_SIZES[1] - TEXT_SIZES[0], fmt="{:.0f}%",
                                    tooltip="Larger words on every screen, as far as each place has room; card faces "
                                            "and words printed on the boards keep their size"))
        y += 70
        add(Label((x_label, y, 220, 44), "Animation speed", role="serif_bold", size=24))
        lo, hi = ANIM_SPEED_RANGE
        self.speed = add(Slider((x_ctrl, y, w_ctrl, 44), lo, hi, s.anim_speed, self.set_speed, step=0.25,
                                fmt="{:.2f}x", tooltip="How fast cards, figures and money move"))
        y += 70
        add(Label((x_label, y, 220, 44), "Music", role="serif_bold", size=24))
        self.music = add(Slider((x_ctrl, y, w_ctrl, 44), 0.0, 1.0, s.music_volume, self.set_music, step=0.05,
                                fmt="{:.0%}"))
        y += 70
        add(Label((x_label, y, 220, 44), "Sound effects", role="serif_bold", size=24))
        self.effects = add(Slider((x_ctrl, y, w_ctrl, 44), 0.0, 1.0, s.effects_volume, self.set_effects, step=0.05,
                                  fmt="{:.0%}"))
        y += 70
        add(Label((x_label, y, 220, 44), "Hints", role="serif_bold", size=24))
        self.hints = add(Toggle((x_ctrl, y + 4, w_ctrl, 36), "Hint button at the table (?)", s.hints,
                                self.set_hints, tooltip="The best bot says what it would do, for your turn only"))
        self.back = add(Button((r.centerx - 110, r.bottom - 84, 220, 52), "Done", self.close,
                               hotkey=pygame.K_ESCAPE, tooltip="Esc"))
        self.ui.set_focus(self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self.app.apply_settings()

    def set_hints(self, on: bool) -> None:
        self.app.settings.hints = on
        follow_hints_setting(self.app)   # a table under the pause menu follows at once

    def set_text_size(self, value: float) -> None:
        self.app.settings.text_size = int(round(value))
        self.app.apply_settings()

    def set_speed(self, value: float) -> None:
        self.app.anim_speed = value

    def set_music(self, value: float) -> None:
        self.app.settings.music_volume = value
        self.app.apply_settings()

    def set_effects(self, value: float) -> None:
        self.app.settings.effects_volume = value
        self.app.apply_settings()
        audio.play("coin")

    def close(self) -> None:
        self.app.save_settings()
        if self.app.stack.top is self:
            self.app.stack.pop()
        if not len(self.app.stack):
            self.app.go("title")

    def leave(self) -> None:
        self.app.save_settings()

    def handle_event(self, event):
        self.ui.handle_event(event)
        return None

    def update(self, dt: float) -> None:
        # F11 toggles fullscreen from any scene: the box shows what the window does
        self.fullscreen.value = self.app.settings.fullscreen
        self.ui.update(dt)

    def draw(self, surface) -> None:
        common.backdrop(surface, "wood", 3)
        self.ui.draw(surface)
        r = self.panel.rect
        text.draw(surface, "Settings are saved on this computer and kept between games.",
                  (r.centerx, r.bottom - 112), "ui_italic", 17, theme.INK_SOFT, anchor="center")
