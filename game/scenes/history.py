"""The Match history: every finished match kept (newest first), the saved
games beside them, and a path field for any other save file.  Opening one
replays it (game.scenes.replay); nothing here ever writes to a listed file.

    app.go("history")                 from the title screen
    app.go("history", tab=1)          the saved games
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from game import games, paths
from game.core import archive
from game.engine import text, theme
from game.engine.widgets import UI, Button, Label, Panel, Tabs, TextField
from game.scenes import common, launch
from game.scenes.replay import push_replay
from game.scenes.saves import list_saves

PAGE = 6
ROW_H = 56
TABS = ("Finished matches", "Saved games")
PANEL = pygame.Rect(140, 160, 1000, 420)


def players_line(players, width: int, size: int) -> str:
    """The seats as a row says them, shortened to fit ``width``: names with
    their bot levels, then names alone, then the first name and a count."""
    full = ", ".join(name if bot is None else f"{name} ({bot} bot)" for name, bot in players)
    names = ", ".join(name for name, _bot in players)
    first = f"{players[0][0]} and {len(players) - 1} more" if len(players) > 1 else (players[0][0] if players else "")
    for line in (full, names, first):
        if text.measure(line, "ui", size)[0] <= width:
            return line
    return f"{len(players)} players"


def winners_phrase(winners, players) -> str:
    if not winners:
        return "nobody won"
    if len(winners) == len(players) and len(winners) > 1:
        return "a draw"
    if len(winners) == 1:
        return f"{winners[0]} won"
    return f"{', '.join(winners[:-1])} and {winners[-1]} won"


def _title(game_id: str) -> str:
    try:
        return games.entry(game_id).title
    except KeyError:
        return game_id


class HistoryScene(common.MenuScene):
    name = "history"

    def __init__(self, app, tab: int = 0):
        super().__init__(app)
        self.tab = tab
        self.page = 0
        self.rows_data: list[dict] = []
        self.ui = UI()
        self.tabs = self.ui.add(Tabs((PANEL.left + 20, PANEL.top - 44, 520, 44), TABS, tab, self.switch))
        self.panel = self.ui.add(Panel(PANEL, "parchment", seed=9))
        self.rows: list[Button] = []
        for i in range(PAGE):
            b = Button((PANEL.left + 30, PANEL.top + 22 + i * (ROW_H + 7), PANEL.w - 60, ROW_H), "",
                       lambda i=i: self.pick(i), style="wood", role="ui_bold", size=21)
            self.rows.append(self.panel.add(b))
        self.empty = self.panel.add(Label((PANEL.left + 80, PANEL.top + 150, PANEL.w - 160, 90), "",
                                          role="serif_italic", size=23, align="center", wrap=True))
        y = PANEL.bottom + 12
        self.prev_button = self.ui.add(Button((PANEL.right - 290, y, 140, 44), "Newer", lambda: self.turn(-1),
                                              style="wood", hotkey=pygame.K_PAGEUP))
        self.next_button = self.ui.add(Button((PANEL.right - 140, y, 140, 44), "Older", lambda: self.turn(1),
                                              style="wood", hotkey=pygame.K_PAGEDOWN))
        y += 52
        self.back_button = self.ui.add(common.back_button(self.back, y=y, w=150))
        self.field = self.ui.add(TextField((PANEL.left + 180, y, 670, 48), "", max_len=400,
                                           hint="the path of any Bounty Table save file",
                                           on_submit=lambda _t: self.open_path()))
        self.open_button = self.ui.add(Button((PANEL.right - 140, y, 140, 48), "Open", self.open_path,
                                              tooltip="Replay the save file named in the field"))
        self.field_label = self.ui.add(Label((PANEL.left + 172, y + 24), "Open a file:", role="ui_bold", size=19,
                                             color=theme.CREAM, anchor="midright", shadow=(0, 0, 0, 170)))
        self.load()

    # -- the lists ---------------------------------------------------------------------------
    def load(self) -> None:
        self.rows_data = self._finished() if self.tab == 0 else self._saved()
        self.page = 0
        self._fill()

    def _finished(self) -> list[dict]:
        out = []
        for e in archive.entries(paths.history_dir(), launch.rules_for):
            if e.error:
                out.append({"path": e.path, "title": f"{e.path.name} cannot be replayed", "error": e.error,
                            "players": ()})
                continue
            out.append({"path": e.path, "title": f"{_title(e.game)}  -  {winners_phrase(e.winners, e.players)}",
                        "date": e.date, "players": e.players,
                        "moves": f"{e.moves} move{'s' if e.moves != 1 else ''}", "error": None})
        return out

    def _saved(self) -> list[dict]:
        out = []
        for e in list_saves():
            stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(e.when))
            out.append({"path": e.path, "title": e.title, "date": stamp, "detail": e.detail, "error": e.error,
                        "players": ()})
        return out

    def _sub(self, row: dict, width: int) -> str:
        if row["error"]:
            return text.ellipsize("Cannot be replayed: " + row["error"], "ui", 14, width)
        if "detail" in row:
            return text.ellipsize(f"{row['date']}  -  {row['detail']}", "ui", 14, width)
        head = f"{row['date']}  -  {row['moves']}  -  "
        return head + players_line(row["players"], width - text.measure(head, "ui", 14)[0], 14)

    def _fill(self) -> None:
        pages = max(1, (len(self.rows_data) + PAGE - 1) // PAGE)
        self.page = max(0, min(self.page, pages - 1))
        chunk = self.rows_data[self.page * PAGE:(self.page + 1) * PAGE]
        for i, row in enumerate(self.rows):
            row.visible = i < len(chunk)
            if row.visible:
                data = chunk[i]
                row.label = data["title"]
                row.sublabel = self._sub(data, row.rect.w - 70)
                row.set_enabled(not data["error"], data["error"] and f"This file cannot be replayed: {data['error']}")
        self.empty.visible = not self.rows_data
        self.empty.text = ("No finished matches yet. Every match played to its end is kept here to watch again."
                           if self.tab == 0 else "No saved games yet. Save one from the pause menu (Esc at a table).")
        self.prev_button.set_enabled(self.page > 0, "These are the newest.")
        self.next_button.set_enabled(self.page < pages - 1, "There are no older ones.")
        focus = next((r for r in self.rows if r.visible and r.enabled), self.back_button)
        self.ui.set_focus(focus)

    def switch(self, tab: int) -> None:
        self.tab = tab
        self.load()

    def turn(self, delta: int) -> None:
        self.page += delta
        self._fill()

    # -- opening -----------------------------------------------------------------------------
    def pick(self, i: int) -> None:
        self.open(self.rows_data[self.page * PAGE + i]["path"])

    def open_path(self) -> None:
        raw = self.field.text.strip().strip('"')
        if not raw:
            self.app.toast("Type the path of a save file first.", "warning")
            return
        path = Path(raw).expanduser()
        if not path.is_absolute():
            path = paths.user_dir() / path  # a bare name is looked for in the data folder
        self.open(path)

    def open(self, path: Path) -> None:
        push_replay(self.app, path)

    def back(self) -> None:
        self.app.go("title")

    def draw(self, surface) -> None:
        common.page(surface, self.ui, "Match History", y=18, look="wood", seed=5)
        if self.rows_data:
            pages = max(1, (len(self.rows_data) + PAGE - 1) // PAGE)
            kind = "matches" if self.tab == 0 else "saves"
            text.draw(surface, f"Page {self.page + 1} of {pages}  -  {len(self.rows_data)} {kind}",
                      (PANEL.left + 10, PANEL.bottom + 34), "ui", 18, theme.CREAM, anchor="midleft",
                      shadow=(0, 0, 0, 170))
