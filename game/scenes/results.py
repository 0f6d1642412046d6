"""Results: who won and why, the scores if the game keeps any, then Play
again (same seats and variants, a new shuffle), a look at the final table,
a replay of the match from its deal, or back to the main menu.

    app.push("results", match=match)   (over the table, which stays visible beneath)

A table that has more to say than one score a seat (how the score was
made up, a solo or team game's own win and loss words) gives a
``results_details()`` method returning ``ResultsDetails``; the scene shows
its headline, reason, columns and notes instead of the plain score.
"""

from __future__ import annotations

import pygame

from dataclasses import dataclass, field

from game import games
from game.core.words import count, winners_line
from game.engine import audio, text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Panel
from game.scenes import common, launch
from game.scenes.replay import push_replay
from game.engine import gfx


def standing(match) -> list[int]:
    """The seats best first: the winners, then by score (highest first) where the game keeps
    one, else in seat order."""
    outcome = match.outcome()
    seats = list(range(len(match.seats)))
    if outcome is None:
        return seats
    winners = set(outcome.winners)
    scores = outcome.scores or ()

    def score(seat: int) -> float:
        value = scores[seat] if seat < len(scores) else None
        return float(value) if isinstance(value, (int, float)) else 0.0
    return sorted(seats, key=lambda s: (s not in winners, -score(s), s))


def score_words(value, unit: str) -> str:
    """A score as the results show it, with the game's unit (``GameInfo.score_unit``)."""
    figure = f"{value:g}" if isinstance(value, (int, float)) else str(value)
    if not unit:
        return figure
    if "{n}" in unit:
        return unit.replace("{n}", figure)
    return count(int(value), unit) if isinstance(value, (int, float)) and value == int(value) else f"{figure} {unit}"


@dataclass
class ResultsDetails:
    """A game's own results words: ``rows[seat]`` holds one short value per column
    (the last column is the total, set large); ``notes`` are lines under the rows."""
    headline: str | None = None
    reason: str | None = None
    columns: list = field(default_factory=list)
    rows: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    won: bool = True


COLUMN_W = 58
REASON_SIZE = 22   # why the match ended, before the player's text size


def _grown(size: int, height: int) -> int:
    """``size`` at the player's text size, as far as a row ``height`` tall holds it."""
    return min(text.reading_size(size), max(size, int(height * 0.7)))


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
        details = getattr(app.stack.find("table"), "results_details", None)
        self.details: ResultsDetails | None = details() if callable(details) else None
        extra = 0
        if self.details is not None:
            extra = 26 + 22 * len(self.details.notes)
        width = 640 if self.details is None else max(640, 300 + COLUMN_W * len(self.details.columns))
        self.panel = Panel((0, 0, min(width, app.width - 40), min(app.height - 20, 330 + 46 * n + extra)),
                           "parchment", title=None, seed=12)
        self.panel.rect.center = (app.width // 2, app.height // 2)
        r = self.panel.rect
        self.ui = UI([self.panel])
        y = r.bottom - 84
        self.again_button = self.panel.add(Button((r.centerx - 299, y, 160, 54), "Play again",
                                                  self.play_again, hotkey=pygame.K_a))
        self.view_button = self.panel.add(Button((r.centerx - 129, y, 124, 54), "Table", self.peek,
                                                 style="wood", hotkey=pygame.K_t,
                                                 tooltip="Look at the final table (any key or click comes back)"))
        self.replay_button = self.panel.add(Button((r.centerx + 5, y, 124, 54), "Replay", self.replay,
                                                   style="wood", hotkey=pygame.K_r,
                                                   tooltip="Watch the match again from the deal, everything revealed"))
        self.menu_button = self.panel.add(Button((r.centerx + 139, y, 160, 54), "Main menu", self.to_menu,
                                                 style="wood", hotkey=pygame.K_m))
        self.peeking = False
        self.view_button.visible = app.stack.find("table") is not None
        if not self.view_button.visible:  # no table beneath: three buttons, centred
            self.again_button.rect.x = r.centerx - 232
            self.replay_button.rect.x = r.centerx - 62
            self.menu_button.rect.x = r.centerx + 72
        self.net = app.stack.find("netframe")
        if self.net is not None:
            self._networked()
        self.ui.set_focus(self.again_button)
        self.age = 0.0
        audio.play("chime")

    def _networked(self) -> None:
        """A networked match: Rematch in the same room (the host deals it), and leaving the table."""
        self.update_below = True   # the table keeps listening: a rematch comes from the server
        self.again_button.label = "Rematch"
        self.again_button.on_click = self.net.rematch
        self.again_button.set_enabled(self.net.hosted is not None, "The host deals a rematch: wait here for it")
        self.menu_button.label = "Leave"
        self.menu_button.on_click = self.net.leave_table

    def role(self, seat: int) -> str:
        return common.shown_roles(self.match)[seat]

    def play_again(self) -> None:
        m = self.match
        match = launch.new_match(m.rules.info.id, m.config.players, list(m.seats), sorted(m.config.variants))
        self.app.open_match(match)

    def replay(self) -> None:
        """The match again from its deal, over this screen (Close comes back here)."""
        push_replay(self.app, self.match)

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
        common.veil(surface)  # the table stays in sight, dimmed
        self.ui.draw(surface)
        r = self.panel.rect
        cx = r.centerx
        over = f"{self.title}  -  Match over"
        text.draw(surface, over, (cx, r.top + 30), "serif_italic",
                  text.fit_size(over, "serif_italic", text.reading_size(22), r.w - 80, 22), theme.INK_SOFT,
                  anchor="midtop")
        details = self.details
        line = (details.headline if details and details.headline else None) or winners_line(self.match)
        size = text.fit_size(line, "display", 46, r.w - 80, 22)
        tone = theme.RED if details is None or details.won else theme.INK_SOFT
        hr = text.draw(surface, line, (cx, r.top + 62), "display", size, tone, anchor="midtop",
                       shadow=(255, 246, 220, 160))
        y = hr.bottom + 6
        reason = (details.reason if details and details.reason else None) or \
            (self.outcome.reason if self.outcome else "") or ""
        if reason:
            reason = reason[0].upper() + reason[1:]
            size = self._reason_size(reason, y)
            img = text.render_wrapped(reason, "serif", size, theme.INK, r.w - 100, align="center")
            text.blit(surface, img, img.get_rect(midtop=(cx, y)), reason)
            y += img.get_height()
        theme.draw_divider(surface, cx, y + 16, r.w - 160)
        y += 34
        if details is not None and details.columns:
            self._draw_details(surface, details, y)
            return
        winners = set(self.outcome.winners) if self.outcome else set()
        scores = self.outcome.scores if self.outcome else None
        unit = self.match.rules.info.score_unit
        for seat in standing(self.match):
            info = self.match.seats[seat]
            row = pygame.Rect(r.left + 60, y, r.w - 120, 40)
            if seat in winners:
                _winner_band(surface, row)
            size = text.fit_size(info.name, "ui_bold", _grown(21, row.h), 170, 21)
            name_rect = text.draw(surface, text.ellipsize(info.name, "ui_bold", size, 170),
                                  (row.left + 44, row.centery), "ui_bold", size, theme.INK, anchor="midleft")
            role = self.role(seat)
            if not info.is_human:  # the bot's level, quieter than the name, as large as the room before the role
                level = f"bot, {info.bot}"
                room = (row.left + 320 if role else row.right - 140) - (name_rect.right + 10)
                size = text.fit_size(level, "ui", _grown(17, row.h), room, 17)
                text.draw(surface, level, (name_rect.right + 10, row.centery + 1), "ui", size,
                          theme.INK_SOFT, anchor="midleft")
            if role:
                has_score = scores is not None and seat < len(scores)
                room = row.right - (140 if has_score else 10) - (row.left + 330)
                size = text.fit_size(role, "serif_italic", _grown(21, row.h), room, 21)
                text.draw(surface, role, (row.left + 330, row.centery), "serif_italic", size, theme.INK_SOFT,
                          anchor="midleft")
            if scores is not None and seat < len(scores):
                shown = score_words(scores[seat], unit)
                text.draw(surface, shown, (row.right - 10, row.centery), "display", 24, theme.INK, anchor="midright")
            y += 46

    def _reason_size(self, reason: str, top: int) -> int:
        """The reason's size: the player's text size, as far as the rows below still clear the buttons."""
        r = self.panel.rect
        below = 34 + 46 * len(self.match.seats)
        if self.details is not None and self.details.columns:
            below += 26 + 22 * len(self.details.notes)
        size = text.reading_size(REASON_SIZE)
        while size > REASON_SIZE and top + text.wrapped_height(reason, "serif", size, r.w - 100) + below \
                > self.again_button.rect.top - 6:
            size -= 1
        return size

    def _draw_details(self, surface, details: ResultsDetails, y: int) -> None:
        """A row a seat: name (and role), then the game's columns, the last (the total) large."""
        r = self.panel.rect
        cols = details.columns
        right = r.right - 40
        xs = [right - COLUMN_W * (len(cols) - 1 - i) for i in range(len(cols))]
        for x, title in zip(xs, cols):
            box = pygame.Rect(x - COLUMN_W + 2, y, COLUMN_W - 4, 20)
            size = text.fit_size(title, "ui_bold", 13, box.w, 8)
            text.draw(surface, title, (x - 2, y + 10), "ui_bold", size, theme.INK_SOFT, anchor="midright", box=box)
        y += 26
        winners = set(self.outcome.winners) if self.outcome else set()
        name_w = xs[0] - COLUMN_W - (r.left + 84)
        for seat in standing(self.match):
            info = self.match.seats[seat]
            row = pygame.Rect(r.left + 30, y, r.w - 60, 40)
            if seat in winners:
                _winner_band(surface, row)
            name = text.ellipsize(info.name, "ui_bold", 19, name_w)
            text.draw(surface, name, (row.left + 44, row.y + 1), "ui_bold", 19, theme.INK,
                      box=pygame.Rect(row.left + 42, row.y, name_w + 4, 24))
            role = self.role(seat) or (f"bot, {info.bot}" if not info.is_human else "")
            if role:
                role = text.ellipsize(role, "serif_italic", 15, name_w)
                text.draw(surface, role, (row.left + 44, row.y + 22), "serif_italic", 15, theme.INK_SOFT,
                          box=pygame.Rect(row.left + 42, row.y + 20, name_w + 4, 20))
            values = details.rows[seat] if seat < len(details.rows) else []
            for i, (x, value) in enumerate(zip(xs, values)):
                last = i == len(cols) - 1
                role_, size = ("display", 24) if last else ("ui_bold", 17)
                box = pygame.Rect(x - COLUMN_W + 2, row.y, COLUMN_W - 4, row.h)
                size = text.fit_size(str(value), role_, _grown(size, row.h), box.w, 9)
                text.draw(surface, str(value), (x - 2, row.centery), role_, size, theme.INK, anchor="midright",
                          box=box)
            y += 46
        for note in details.notes:
            size = text.fit_size(note, "serif_italic", 17, r.w - 80, 10)
            text.draw(surface, note, (r.centerx, y + 2), "serif_italic", size, theme.INK_SOFT, anchor="midtop",
                      box=pygame.Rect(r.left + 30, y, r.w - 60, 22))
            y += 22


def _winner_band(surface, row: pygame.Rect) -> None:
    """A winner's row: banded in gold, a star at its left."""
    band = gfx.Surface(row.size, pygame.SRCALPHA)
    band.fill((*theme.GOLD, 70))
    surface.blit(band, row)
    theme.draw_star(surface, (row.left + 20, row.centery), 13, theme.BRASS_DARK, 5, 0.45)
    theme.draw_star(surface, (row.left + 20, row.centery), 10, theme.GOLD, 5, 0.45)
