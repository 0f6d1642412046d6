"""Results: who won and why, the scores if the game keeps any, then Play
again (same seats and variants, a new shuffle) or back to the main menu.

    app.push("results", match=match)   (over the table, which stays visible beneath)
"""

from __future__ import annotations

import pygame

from game import games
from game.engine import audio, text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Panel
from game.scenes import common, launch


def winners_line(match) -> str:
    outcome = match.outcome()
    if outcome is None:
        return "The match is not over"
    names = [match.seats[s].name for s in outcome.winners]
    if not names:
        return "Nobody wins"
    if len(names) == len(match.seats) and len(names) > 1:
        return "A draw"
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{', '.join(names[:-1])} and {names[-1]} win!"


class ResultsScene(Scene):
    name = "results"
    transparent = True

    def __init__(self, app, match=None):
        super().__init__(app)
        if match is None:
            table = app.stack.find("table")
            match = getattr(table, "match", None)
        if match is None:
            raise ValueError("the results scene needs a match")
        self.match = match
        self.outcome = match.outcome()
        self.title = games.entry(match.rules.info.id).title
        n = len(match.seats)
        self.panel = Panel((0, 0, 640, min(660, 330 + 46 * n)), "parchment", title=None, seed=12)
        self.panel.rect.center = (app.width // 2, app.height // 2)
        r = self.panel.rect
        self.ui = UI([self.panel])
        self.again_button = self.panel.add(Button((r.centerx - 270, r.bottom - 84, 200, 54), "Play again",
                                                  self.play_again, hotkey=pygame.K_a))
        self.view_button = self.panel.add(Button((r.centerx - 60, r.bottom - 84, 120, 54), "Table", self.peek,
                                                 style="wood", hotkey=pygame.K_t,
                                                 tooltip="Look at the final table (any key or click comes back)"))
        self.menu_button = self.panel.add(Button((r.centerx + 70, r.bottom - 84, 200, 54), "Main menu", self.to_menu,
                                                 style="wood", hotkey=pygame.K_m))
        self.peeking = False
        self.view_button.visible = app.stack.find("table") is not None
        if not self.view_button.visible:  # no table beneath: two buttons, centred
            self.again_button.rect.x = r.centerx - 210
            self.menu_button.rect.x = r.centerx + 10
        self.ui.set_focus(self.again_button)
        self.age = 0.0
        audio.play("chime")

    def role(self, seat: int) -> str:
        return common.shown_roles(self.match)[seat]

    def play_again(self) -> None:
        m = self.match
        match = launch.new_match(m.rules.info.id, m.config.players, list(m.seats), sorted(m.config.variants))
        self.app.open_match(match)

    def to_menu(self) -> None:
        self.app.go("title")

    def peek(self) -> None:
        """Hide the panel to look at the final table beneath."""
        self.peeking = True

    def handle_event(self, event):
        if self.peeking:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                self.peeking = False
            return None
        self.ui.handle_event(event)
        return None

    def update(self, dt: float) -> None:
        self.age += dt
        self.ui.update(dt)

    def draw(self, surface) -> None:
        if self.peeking:
            text.draw(surface, "Click or press any key to see the results again", (surface.get_width() // 2, 690),
                      "ui_bold", 20, theme.CREAM, anchor="center", shadow=(0, 0, 0, 200))
            return
        common.veil(surface, 150)
        self.ui.draw(surface)
        r = self.panel.rect
        cx = r.centerx
        text.draw(surface, f"{self.title}  -  Match over", (cx, r.top + 30), "serif_italic", 22, theme.INK_SOFT,
                  anchor="midtop")
        line = winners_line(self.match)
        size = text.fit_size(line, "display", 46, r.w - 80, 22)
        hr = text.draw(surface, line, (cx, r.top + 62), "display", size, theme.RED, anchor="midtop",
                       shadow=(255, 246, 220, 160))
        y = hr.bottom + 6
        reason = (self.outcome.reason if self.outcome else "") or ""
        if reason:
            reason = reason[0].upper() + reason[1:]
            img = text.render_wrapped(reason, "serif", 22, theme.INK, r.w - 100, align="center")
            surface.blit(img, img.get_rect(midtop=(cx, y)))
            y += img.get_height()
        theme.draw_divider(surface, cx, y + 16, r.w - 160)
        y += 34
        winners = set(self.outcome.winners) if self.outcome else set()
        scores = self.outcome.scores if self.outcome else None
        for seat, info in enumerate(self.match.seats):
            row = pygame.Rect(r.left + 60, y, r.w - 120, 40)
            if seat in winners:
                band = pygame.Surface(row.size, pygame.SRCALPHA)
                band.fill((*theme.GOLD, 70))
                surface.blit(band, row)
                theme.draw_star(surface, (row.left + 20, row.centery), 13, theme.BRASS_DARK, 5, 0.45)
                theme.draw_star(surface, (row.left + 20, row.centery), 10, theme.GOLD, 5, 0.45)
            name_rect = text.draw(surface, text.ellipsize(info.name, "ui_bold", 21, 170), (row.left + 44, row.centery),
                                  "ui_bold", 21, theme.INK, anchor="midleft")
            if not info.is_human:  # the bot's level, quieter than the name
                text.draw(surface, f"bot, {info.bot}", (name_rect.right + 10, row.centery + 1), "ui", 17,
                          theme.INK_SOFT, anchor="midleft")
            role = self.role(seat)
            if role:
                text.draw(surface, role, (row.left + 330, row.centery), "serif_italic", 21, theme.INK_SOFT,
                          anchor="midleft")
            if scores is not None and seat < len(scores):
                value = scores[seat]
                shown = f"{value:g}" if isinstance(value, (int, float)) else str(value)
                text.draw(surface, shown, (row.right - 10, row.centery), "display", 24, theme.INK, anchor="midright")
            y += 46
