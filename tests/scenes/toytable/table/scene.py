"""Last Stone's table: the game-scene contract in its smallest form.

Hot-seat: before a human acts, if another human saw the screen last, a
handoff hides the table.  Bots move after a short pause.  Esc pauses; the
end of the match opens the results.
"""

from __future__ import annotations

import pygame

from game import games
from game.engine import text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button
from game.scenes import common
from game.scenes.hotseat import HotSeat


class StoneTable(Scene):
    name = "table"

    def __init__(self, app, match, viewer=None):
        super().__init__(app)
        self.match = match
        self.viewer = viewer
        self.hotseat = HotSeat(app, match, viewer)
        self.bot_timer = 0.0
        self.results_shown = False
        self.resyncs = 0
        self.ui = UI()
        self.take_buttons = [self.ui.add(Button((440 + i * 140, 520, 120, 54), f"Take {n}",
                                                lambda n=n: self.take(n), hotkey=pygame.K_0 + n))
                             for i, n in enumerate((1, 2, 3))]
        self.resync()

    def resync(self) -> None:
        self.resyncs += 1
        self.results_shown = False
        seat = self.acting_human()
        for b, n in zip(self.take_buttons, (1, 2, 3)):
            b.set_enabled(seat is not None and n <= self.match.state.stones, "Not your turn")

    def acting_human(self):
        seats = self.match.to_act()
        if seats and self.match.seats[seats[0]].is_human:
            return seats[0]
        return None

    @property
    def shown_to(self):
        return self.hotseat.viewer

    def take(self, n: int) -> None:
        seat = self.acting_human()
        if seat is None or self.hotseat.viewer != seat and self.viewer is None:
            return
        self.match.apply(seat, self.match.legal_actions(seat)[n - 1])
        self.resync()

    def enter(self) -> None:
        self.ui.update(0)

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push("pause")
            return None
        return None if self.ui.handle_event(event) else event

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.match.is_over():
            if not self.results_shown:
                self.results_shown = True
                self.app.push("results", match=self.match)
            return
        if self.hotseat.check(on_shown=self.resync) or self.acting_human() is not None:
            return
        self.bot_timer += dt * self.app.anim_speed
        if self.bot_timer >= 0.15:
            self.bot_timer = 0.0
            bot_seat = self.match.to_act()[0]
            bot = games.bot_for(self.match.rules.info.id, self.match.seats[bot_seat].bot or "normal", 0)
            action = bot.choose(self.match.rules, self.match.rules.clone(self.match.state), bot_seat, None)
            self.match.apply(bot_seat, action)
            self.resync()

    def draw(self, surface) -> None:
        common.backdrop(surface, "felt")
        text.draw(surface, f"{self.match.state.stones} stones", (640, 300), "display", 60, theme.CREAM,
                  anchor="center")
        self.ui.draw(surface)


def make_table_scene(app, match, viewer=None) -> StoneTable:
    return StoneTable(app, match, viewer)
