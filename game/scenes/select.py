"""Game select: the games laid out as illustrated cards on the table.

A game whose ``playable`` is False carries an "In preparation" stamp and
cannot be chosen; its card says so in its tooltip.  Under each card, "Learn to
play" opens the game's guided first match (``launch.start_lesson``).
"""

from __future__ import annotations

from dataclasses import dataclass

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
        self.look: TileLook | None = None   # set by the scene: every tile's words at one size each

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
        if self._face is None or self._face[0] != (self.enabled, gfx.key()):
            self._face = ((self.enabled, gfx.key()), self._draw_face(r))
        surface.blit(self._face[1], r)
        if self.show_focus:
            theme.draw_focus_ring(surface, r, self.ui.clock if self.ui else 0.0, 14)

    def _draw_face(self, r: pygame.Rect) -> pygame.Surface:
        card = theme.panel(r.size, "parchment", sum(map(ord, self.entry.id)) % 7).copy()
        look = self.look or tile_look(r.w, r.h)
        art_w = round(ART[0] * look.art_h / ART[1])
        art = pygame.Rect(r.w // 2 - min(art_w // 2, r.w // 2 - 18), ART_TOP, min(art_w, r.w - 36), look.art_h)
        gfx.rect(card, (70, 50, 30), art.inflate(8, 8), border_radius=4)
        gfx.rect(card, (232, 214, 174), art, border_radius=2)
        card.blit(emblem(self.entry.id, art.size), art)
        title = text.render_wrapped(self.entry.title, "display", look.title_size, theme.INK, r.w - 28, align="center")
        y = text.blit(card, title, (14, art.bottom + TITLE_GAP), self.entry.title).bottom + 4
        theme.draw_divider(card, r.w // 2, y + 6, r.w - 80)
        players = text.draw(card, self.entry.players, (r.w // 2, y + 18), "ui_bold", look.players_size, theme.RED,
                            anchor="midtop")
        pitch = text.render_wrapped(self.entry.pitch, "serif", look.pitch_size, theme.INK_SOFT, r.w - 44,
                                    align="center", spacing=PITCH_SPACING)
        text.blit(card, pitch, (22, players.bottom + PITCH_GAP), self.entry.pitch,
                  box=pygame.Rect(22, players.bottom, r.w - 44, _plate(r).top - 8 - players.bottom))
        if not self.enabled:
            fade = gfx.Surface(r.size, pygame.SRCALPHA)
            fade.fill((96, 84, 68, 120))
            card.blit(fade, (0, 0))
            label = "IN PREPARATION" if not self.entry.playable else "NOT READY"
            common.stamp(card, label, (r.w // 2, r.h - 50), -8, theme.RED, 19)
        else:
            plate = _plate(r)
            card.blit(theme.button(plate.size, "normal", "brass"), plate)
            size = text.fit_size(SEAT_WORDS, "ui_bold", text.reading_size(18), plate.w - 2 * PLATE_PAD, 18)
            text.draw(card, SEAT_WORDS, plate.center, "ui_bold", size, theme.INK, anchor="center",
                      shadow=(255, 240, 200, 120))
        return card


SEAT_WORDS = "Take a seat"
ART, ART_TOP, MIN_ART_H = (192, 140), 34, 96   # the game's picture: its designed size and the least it shrinks to
TITLE_GAP, PITCH_GAP, PITCH_SPACING = 22, 10, 0.95
PLATE_PAD = 24   # the "Take a seat" plate's words clear of its studs


def _plate(r: pygame.Rect) -> pygame.Rect:
    """The "Take a seat" plate at the foot of a tile of ``r``'s size."""
    plate = pygame.Rect(0, 0, r.w - 60, 40)
    plate.midbottom = (r.w // 2, r.h - 34)
    return plate


@dataclass(frozen=True)
class TileLook:
    """The sizes every tile is set at, so the five read as a set: the titles at the size the
    longest fits (poster lettering, not grown), the players line and the pitch at the player's
    text size as far as the tile holds them, the picture shrunk first to make room."""
    title_size: int
    art_h: int
    players_size: int
    pitch_size: int


def tile_look(w: int, h: int) -> TileLook:
    key = (w, h, gfx.key())
    if key not in _looks:
        _looks.clear()
        _looks[key] = _tile_look(w, h)
    return _looks[key]


_looks: dict[tuple, TileLook] = {}


def _tile_look(w: int, h: int) -> TileLook:
    entries = games.GAMES
    title_size = min(text.fit_size(e.title, "display", 25, w - 28, 14) for e in entries)
    title_h = max(text.wrapped_height(e.title, "display", title_size, w - 28) for e in entries)
    players_size = min(text.fit_size(e.players, "ui_bold", text.reading_size(18), w - 28, 18) for e in entries)
    bottom = _plate(pygame.Rect(0, 0, w, h)).top - 8

    def room(art_h: int) -> int:   # the pitch's height under a picture art_h tall
        top = ART_TOP + art_h + TITLE_GAP + title_h + 4 + 18 + text.line_height("ui_bold", players_size)
        return bottom - top - PITCH_GAP

    def tallest(size: int) -> int:
        return max(text.wrapped_height(e.pitch, "serif", size, w - 44, PITCH_SPACING) for e in entries)

    wanted = text.reading_size(20)
    art_h = max(MIN_ART_H, min(ART[1], ART[1] - (tallest(wanted) - room(ART[1]))))
    pitch_size = min(text.fit_wrapped_size(e.pitch, "serif", wanted, w - 44, room(art_h), 20, PITCH_SPACING)
                     for e in entries)
    return TileLook(title_size, art_h, players_size, pitch_size)


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
        for entry in games.GAMES:
            tile = GameTile((x, 170, tile_w, TILE[1]), entry, self.choose)
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
        look = tile_look(*self.tiles[0].rect.size)   # the five tiles' words at one size each
        for tile in self.tiles:
            tile.look = look
        common.page(surface, self.ui, "Choose a Game", "Deal yourself in: pick the table you want to sit at",
                    subtitle_bottom=self.tiles[0].rect.top - 14)   # clear of a tile lifted by the pointer
        playable = sum(1 for t in self.tiles if t.enabled)
        line = f"{playable} of {len(self.tiles)} tables open  -  Tab or arrows to move, Enter to sit down"
        room = self.app.width - 40 - (self.back.rect.right + 24)   # right of the Back button
        size = text.fit_size(line, "ui", text.reading_size(17), room, 17)
        text.draw(surface, line, (self.app.width - 40, 675), "ui", size, (226, 214, 186), anchor="midright")
