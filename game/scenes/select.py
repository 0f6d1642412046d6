"""Game select: the games laid out as illustrated cards on the table.

A game whose ``playable`` is False carries an "In preparation" stamp and
cannot be chosen; its card says so in its tooltip.  Under each card, "Learn to
play" opens the game's guided first match (``launch.start_lesson``).
"""

from __future__ import annotations

import pygame

from game import games
from game.engine import audio, text, theme
from game.engine.widgets import UI, Button, Widget
from game.scenes import common, launch
from game.scenes.emblems import emblem
from game.engine import gfx

TILE = (220, 430)
GAP = 16


class GameTile(Widget):
    focusable = True

    def __init__(self, rect, entry: games.GameEntry, on_choose):
        problem = launch.game_problem(entry.id) if entry.playable else None
        super().__init__(rect, enabled=entry.playable and problem is None,
                         tooltip=problem if entry.playable else f"{entry.title} is in preparation: not playable yet.")
        self.entry = entry
        self.on_choose = on_choose
        self.lift = 0.0
        self._armed = False
        self._face: tuple[bool, pygame.Surface] | None = None
        self.title_size: int | None = None   # set by the scene: every tile's title at one size

    def can_focus(self) -> bool:
        return self.visible  # unplayable cards can be focused to read why

    def tooltip_text(self):
        return None if self.enabled else self.tooltip

    def activate(self) -> None:
        if self.enabled:
            audio.play("card_slide")
            self.on_choose(self.entry.id)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._armed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self._armed:
                self._armed = False
                self.activate()
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                             pygame.K_SPACE):
            self.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        goal = 1.0 if self.enabled and (self.hovered or self.show_focus) else 0.0
        self.lift += (goal - self.lift) * min(1.0, dt * 12)

    def draw(self, surface) -> None:
        r = self.rect.move(0, -int(10 * self.lift))
        surface.blit(theme.shadow(r.size, 14, 110 + int(50 * self.lift)), (r.x - 14, r.y - 14 + 6 + int(8 * self.lift)))
        if self._face is None or self._face[0] != self.enabled:
            self._face = (self.enabled, self._draw_face(r))
        surface.blit(self._face[1], r)
        if self.show_focus:
            theme.draw_focus_ring(surface, r, self.ui.clock if self.ui else 0.0, 14)

    def _draw_face(self, r: pygame.Rect) -> pygame.Surface:
        card = theme.panel(r.size, "parchment", sum(map(ord, self.entry.id)) % 7).copy()
        art = pygame.Rect(r.w // 2 - min(96, r.w // 2 - 18), 34, min(192, r.w - 36), 140)
        gfx.rect(card, (70, 50, 30), art.inflate(8, 8), border_radius=4)
        gfx.rect(card, (232, 214, 174), art, border_radius=2)
        card.blit(emblem(self.entry.id, art.size), art)
        size = self.title_size or text.fit_size(self.entry.title, "display", 25, r.w - 28, 14)
        title = text.render_wrapped(self.entry.title, "display", size, theme.INK, r.w - 28, align="center")
        text.blit(card, title, (14, 196), self.entry.title)
        y = 196 + title.get_height() + 4
        theme.draw_divider(card, r.w // 2, y + 6, r.w - 80)
        text.draw(card, self.entry.players, (r.w // 2, y + 18), "ui_bold", 18, theme.RED, anchor="midtop")
        pitch = text.render_wrapped(self.entry.pitch, "serif", 20, theme.INK_SOFT, r.w - 44, align="center",
                                    spacing=0.95)
        text.blit(card, pitch, (22, y + 50), self.entry.pitch)
        if not self.enabled:
            fade = gfx.Surface(r.size, pygame.SRCALPHA)
            fade.fill((96, 84, 68, 120))
            card.blit(fade, (0, 0))
            label = "IN PREPARATION" if not self.entry.playable else "NOT READY"
            common.stamp(card, label, (r.w // 2, r.h - 50), -8, theme.RED, 19)
        else:
            plate = pygame.Rect(0, 0, r.w - 60, 40)
            plate.midbottom = (r.w // 2, r.h - 34)
            card.blit(theme.button(plate.size, "normal", "brass"), plate)
            text.draw(card, "Take a seat", plate.center, "ui_bold", 18, theme.INK, anchor="center",
                      shadow=(255, 240, 200, 120))
        return card


class GameSelectScene(common.MenuScene):
    name = "select"

    def __init__(self, app):
        super().__init__(app)
        self.ui = UI()
        n = len(games.GAMES)
        tile_w = min(TILE[0], (app.width - 110 - (n - 1) * GAP) // max(1, n))
        total = n * tile_w + (n - 1) * GAP
        x = (app.width - total) // 2
        self.tiles: list[GameTile] = []
        self.learn: dict[str, Button] = {}
        # the five titles at one size: the size the longest one fits at
        title_size = min(text.fit_size(e.title, "display", 25, tile_w - 28, 14) for e in games.GAMES)
        for entry in games.GAMES:
            tile = GameTile((x, 170, tile_w, TILE[1]), entry, self.choose)
            tile.title_size = title_size
            self.tiles.append(self.ui.add(tile))
            learn = Button((x + 14, 170 + TILE[1] + 8, tile_w - 28, 34), "Learn to play",
                           lambda game_id=entry.id: launch.start_lesson(self.app, game_id), style="wood", size=17,
                           tooltip=f"A short guided first match of {entry.title} against Easy bots")
            learn.set_enabled(tile.enabled and entry.at_table, f"{entry.title} cannot be played at the table yet.")
            self.learn[entry.id] = self.ui.add(learn)
            x += tile_w + GAP
        self.back = self.ui.add(common.back_button(lambda: self.app.go("title")))
        first = next((t for t in self.tiles if t.enabled), self.tiles[0])
        self.ui.set_focus(first)

    def choose(self, game_id: str) -> None:
        self.app.go("setup", game_id=game_id)

    def tile(self, game_id: str) -> GameTile:
        return next(t for t in self.tiles if t.entry.id == game_id)

    def draw(self, surface) -> None:
        common.page(surface, self.ui, "Choose a Game", "Deal yourself in: pick the table you want to sit at")
        playable = sum(1 for t in self.tiles if t.enabled)
        line = f"{playable} of {len(self.tiles)} tables open  -  Tab or arrows to move, Enter to sit down"
        room = self.app.width - 40 - (self.back.rect.right + 24)   # right of the Back button
        size = text.fit_size(line, "ui", text.reading_size(17), room, 17)
        text.draw(surface, line, (self.app.width - 40, 675), "ui", size, (226, 214, 186), anchor="midright")
