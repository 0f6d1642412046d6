"""Statistics: for each game, how every player (by name) and every bot level
has fared, and how the seats or roles win; from the title screen.

The numbers come from game.core.statistics (kept in the player's folder).  A
damaged statistics file is said in a banner over the tables: what was lost,
what was kept.  The tables of one game scroll when they are longer than the
panel: the wheel, the scrollbar, or Up, Down, Page Up, Page Down, Home, End.

    app.go("statistics", game_id=None)     the first game with a match played, else the first game
"""

from __future__ import annotations

import pygame

from game import games
from game.core import statistics
from game.engine import text, theme
from game.engine.widgets import UI, Panel, ScrollView, Tabs
from game.engine.widgets.scroll import BAR_W
from game.scenes import common, records
from game.engine import gfx

PANEL = pygame.Rect(60, 156, 1160, 480)
COLUMNS = (("Played", 120), ("Won", 90), ("Win share", 130), ("Longest streak", 170), ("Average length", 170))
ROW = 30
INNER = PANEL.inflate(-60, -40)
LIST = pygame.Rect(INNER.left, INNER.top + 36, INNER.w, INNER.bottom - INNER.top - 36)  # under the summary


def _share(line: statistics.Line) -> str:
    return f"{round(100 * line.share)}%"


def _length(value: float) -> str:
    return f"{value:.0f} moves" if value else "-"


class StatisticsScene(common.MenuScene):
    name = "statistics"

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.book = records.load_statistics()
        if self.book.problem:
            app.toast(self.book.problem, "warning")
        self.game_ids = [g.id for g in games.GAMES if g.playable]
        played = [g for g in self.game_ids if any(r["game"] == g for r in self.book.records)]
        start = game_id if game_id in self.game_ids else (played[0] if played else self.game_ids[0])
        self.index = self.game_ids.index(start)
        self.ui = UI()
        titles = [games.entry(g).title for g in self.game_ids]
        self.tabs = self.ui.add(Tabs((PANEL.left + 16, PANEL.top - 44, PANEL.w - 32, 44), titles, self.index,
                                     self.switch, size=18))
        self.panel = self.ui.add(Panel(PANEL, "parchment", seed=21))
        self.rows = self.ui.add(ScrollView(LIST, keys_always=True, line=ROW))
        self.back_button = self.ui.add(common.back_button(self.back, y=PANEL.bottom + 20))
        self.ui.set_focus(self.tabs)
        self.switch(self.index)

    def switch(self, index: int) -> None:
        self.index = index
        self.table = statistics.table(self.book.records, self.game_ids[index])
        self.rows.set_content(*self._rows_content())

    def back(self) -> None:
        self.app.go("title")

    # -- looks -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        common.page(surface, self.ui, "Statistics", y=18, look="wood", seed=7)
        if self.book.problem:
            self._banner(surface, self.book.problem)
        r = INNER
        t = self.table
        title = games.entry(t.game).title
        if not t.matches:
            img = text.render_wrapped(f"No match of {title} has been played to its end yet. Finish one and it "
                                      "counts here: who played, who won, how long it took.", "serif_italic", 24,
                                      theme.INK_SOFT, r.w - 200, align="center")
            text.blit(surface, img, img.get_rect(center=PANEL.center), "", PANEL)
            return
        matches = f"{t.matches} match{'es' if t.matches != 1 else ''}"
        summary = f"{title}: {matches} played to the end, {_length(t.average_length)} on average"
        text.draw(surface, summary, (r.left, r.top), "serif_italic", text.fit_size(summary, "serif_italic", 22,
                  r.w, 14), theme.INK_SOFT)

    def _rows_content(self) -> tuple[list, int]:
        """The three tables of the game shown, drawn once into one tall block for the scroll view."""
        t = self.table
        if not t.matches:
            return [], 0
        width = LIST.w - BAR_W - 8
        rows = len(t.people) + len(t.bots) + len(t.sides)
        block = gfx.Surface((width, 3 * 40 + rows * ROW + 8), pygame.SRCALPHA)
        y = self._section(block, width, 0, "Players", t.people)
        y = self._section(block, width, y, "Bots by level", t.bots)
        y = self._section(block, width, y, "By role" if t.by_role else "By seat", t.sides, sides=True)
        return [(0, 0, block)], y

    def _banner(self, surface, message: str) -> None:
        box = pygame.Rect(PANEL.left + 120, PANEL.bottom + 16, PANEL.w - 240, 56)
        gfx.rect(surface, (120, 36, 24), box, border_radius=8)
        gfx.rect(surface, theme.GOLD, box, 2, border_radius=8)
        size = 17
        img = text.render_wrapped(message, "ui_bold", size, theme.CREAM, box.w - 24, align="center")
        while img.get_height() > box.h - 8 and size > 11:
            size -= 1
            img = text.render_wrapped(message, "ui_bold", size, theme.CREAM, box.w - 24, align="center")
        text.blit(surface, img, img.get_rect(center=box.center), message, box)

    def _section(self, surface, width: int, y: int, heading: str, lines, sides: bool = False) -> int:
        """A heading, the column names and one row per line, from ``y``; returns the y below."""
        if not lines:
            return y
        name_w = width - sum(w for _n, w in COLUMNS)
        text.draw(surface, heading, (0, y), "display", 22, theme.RED)
        x = name_w
        for label, w in COLUMNS:
            if sides and label in ("Longest streak", "Average length"):
                x += w
                continue
            text.draw(surface, label, (x + w - 8, y + 6), "ui_bold", 16, theme.INK_SOFT, anchor="topright")
            x += w
        y += 30
        for i, line in enumerate(lines):
            if i % 2 == 0:
                surface.fill((120, 90, 50, 34), pygame.Rect(0, y, width, ROW - 2))
            label = text.ellipsize(line.label, "ui_bold", 18, name_w - 16)
            text.draw(surface, label, (8, y + 4), "ui_bold", 18, theme.INK)
            cells = [str(line.played), str(line.won), _share(line)]
            if not sides:
                cells += [str(line.streak), _length(line.average_length)]
            x = name_w
            for (_label, w), cell in zip(COLUMNS, cells):
                text.draw(surface, cell, (x + w - 8, y + 4), "ui", 18, theme.INK, anchor="topright")
                x += w
            y += ROW
        return y + 10
