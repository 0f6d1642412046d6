"""Play with friends: host a table on this computer (pick the game here) or
join one a friend hosts."""

from __future__ import annotations

import pygame

from game import games
from game.engine import text, theme
from game.engine.widgets import UI, Button, Panel
from game.scenes import common, launch


class FriendsScene(common.MenuScene):
    name = "friends"

    def __init__(self, app):
        super().__init__(app)
        self.ui = UI()
        self.host_panel = self.ui.add(Panel((90, 130, 520, 500), "parchment", seed=2))
        self.join_panel = self.ui.add(Panel((670, 130, 520, 500), "parchment", seed=7))
        self.game_buttons: dict[str, Button] = {}
        r = self.host_panel.rect
        y = r.top + 130
        for entry in games.GAMES:
            button = Button((r.x + 60, y, r.w - 120, 52), entry.title, lambda g=entry.id: self.host(g),
                            style="wood", size=21)
            problem = launch.game_problem(entry.id) or (None if entry.at_table else
                                                        f"{entry.title} cannot be played at the table yet.")
            button.set_enabled(problem is None, problem)
            self.game_buttons[entry.id] = self.ui.add(button)
            y += 62
        j = self.join_panel.rect
        self.join_button = self.ui.add(Button((j.x + 60, j.bottom - 110, j.w - 120, 62), "Join a table", self.join,
                                              hotkey=pygame.K_j, size=24, tooltip="J"))
        self.back = self.ui.add(common.back_button(lambda: self.app.go("title")))
        first = next((b for b in self.game_buttons.values() if b.enabled), self.join_button)
        self.ui.set_focus(first)

    def host(self, game_id: str) -> None:
        self.app.go("host", game_id=game_id)

    def join(self) -> None:
        self.app.go("join")

    def draw(self, surface) -> None:
        common.page(surface, self.ui, "Play with friends", "Each at their own computer, on this network or further", 14)
        for rect, title, note in (
                (self.host_panel.rect, "Host a table",
                 "Pick the game. This computer keeps the table and shows friends the room code."),
                (self.join_panel.rect, "Join a table",
                 "A friend hosts. Tables on this network show up by themselves; from further away, type the "
                 "host's address and room code.")):
            text.draw(surface, title, (rect.centerx, rect.top + 24), "display", 34, theme.INK, anchor="midtop")
            img = text.render_wrapped(note, "ui_italic", 18, theme.INK_SOFT, rect.w - 100, align="center")
            text.blit(surface, img, (rect.left + 50, rect.top + 72), note)
