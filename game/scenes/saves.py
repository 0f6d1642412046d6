"""Saving a match to a named slot, and the list of saves to load from.

Slots are JSON files in game.paths.saves_dir().  The load list checks every
file by loading it (which replays and re-checks every action): a broken file
is listed with its error and cannot be loaded.
"""

from __future__ import annotations

import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import games, paths
from game.core.match import Match
from game.engine import text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Dialog, Label, Panel, TextField
from game.scenes import common, launch

PAGE = 5
DELETE_W = 110
MAX_LISTED = 200


def slot_path(name: str) -> Path:
    """A safe file name for a slot name the player typed."""
    stem = re.sub(r"[^A-Za-z0-9 _-]+", "", name).strip().replace(" ", "_")[:40] or "save"
    if paths.is_autosave(Path(stem + ".json")):
        stem += "_kept"  # never write over an autosave by accident
    return paths.saves_dir() / f"{stem}.json"


class SaveScene(Dialog):
    """Name the save, then write it (asking before overwriting a slot)."""

    name = "save"

    def __init__(self, app, match=None):
        super().__init__(app, "Save the match", "Name this save:", [("Save", None), ("Cancel", None)],
                         body_height=70)
        self.match = match
        default = time.strftime("%Y-%m-%d %H.%M")
        if match is not None:
            default = f"{games.entry(match.rules.info.id).title} {default}"
        r = self.panel.rect
        self.field = TextField((r.left + 60, self.body_top + 6, r.w - 120, 46), default, max_len=40,
                               on_submit=lambda _t: self.choose(0))
        self.add_body(self.field)
        self.ui.set_focus(self.field, keyboard=True)
        self.saved_to: Path | None = None

    def choose(self, index: int) -> None:
        if index != 0:
            super().choose(index)
            return
        path = slot_path(self.field.text)
        if path.exists():
            self.app.stack.push(Dialog(self.app, "Replace this save?", f"There is already a save called {path.stem}.",
                                       [("Replace", lambda: self.write(path)), ("Keep it", None)]))
            return
        self.write(path)

    def write(self, path: Path) -> None:
        if self.match is None:
            return
        try:
            self.match.save(path)
        except OSError as exc:
            self.app.toast(f"The match could not be saved: {exc}", "error")
            return
        self.saved_to = path
        self.app.toast(f"Saved as {path.stem}.", "success")
        if self.app.stack.top is self:
            self.app.stack.pop()


@dataclass
class SaveEntry:
    path: Path
    title: str
    detail: str
    when: float
    error: str | None = None


def list_saves() -> list[SaveEntry]:
    entries = []
    files = sorted(paths.saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in files[:MAX_LISTED]:
        when = path.stat().st_mtime
        label = "Autosave" if paths.is_autosave(path) else path.stem.replace("_", " ")
        try:
            match = Match.load(path, launch.rules_for)
        except launch.SaveError as exc:
            print(f"Save {path.name} cannot be loaded: {exc}", file=sys.stderr)
            entries.append(SaveEntry(path, label, str(exc), when, str(exc)))
            continue
        if paths.is_autosave(path):
            label = f"Autosave - {games.entry(match.rules.info.id).title}"
        detail = launch.describe_save(match)
        if match.is_over():
            detail += " - finished"
        entries.append(SaveEntry(path, label, detail, when))
    return entries


class LoadScene(Scene):
    name = "load"
    transparent = True

    def __init__(self, app):
        super().__init__(app)
        self.entries = list_saves()
        self.page = 0
        self.panel = Panel((0, 0, 820, 600), "parchment", title="Load a Saved Match", title_size=34, seed=6)
        self.panel.rect.center = (app.width // 2, app.height // 2)
        self.ui = UI([self.panel])
        r = self.panel.rect
        self.rows: list[Button] = []
        self.deletes: list[Button] = []
        top = self.panel.content_top + 4
        for i in range(PAGE):
            b = Button((r.left + 50, top + i * 74, r.w - 100 - DELETE_W - 10, 64), "", lambda i=i: self.pick(i),
                       style="wood", role="ui_bold", size=21)
            self.rows.append(self.panel.add(b))
            x = r.right - 50 - DELETE_W
            self.deletes.append(self.panel.add(Button((x, top + i * 74 + 10, DELETE_W, 44), "Delete",
                                                      lambda i=i: self.ask_delete(i), style="wood", size=16)))
        self.prev_button = self.panel.add(Button((r.left + 50, r.bottom - 78, 150, 48), "Newer",
                                                 lambda: self.turn(-1), style="wood", hotkey=pygame.K_PAGEUP))
        self.next_button = self.panel.add(Button((r.left + 214, r.bottom - 78, 150, 48), "Older",
                                                 lambda: self.turn(1), style="wood", hotkey=pygame.K_PAGEDOWN))
        self.close_button = self.panel.add(Button((r.right - 200, r.bottom - 78, 150, 48), "Close", self.close,
                                                  hotkey=pygame.K_ESCAPE))
        self.empty = self.panel.add(Label((r.left + 60, top + 120, r.w - 120, 60),
                                          "No saved matches yet. Save one from the pause menu (Esc at the table).",
                                          role="serif_italic", size=23, align="center", wrap=True))
        self._fill()

    def _fill(self) -> None:
        pages = max(1, (len(self.entries) + PAGE - 1) // PAGE)
        self.page = min(self.page, pages - 1)
        chunk = self.entries[self.page * PAGE:(self.page + 1) * PAGE]
        for i, row in enumerate(self.rows):
            if i < len(chunk):
                e = chunk[i]
                row.visible = True
                stamp = time.strftime("%d %b %Y, %H:%M", time.localtime(e.when))
                row.label = f"{e.title}   ({stamp})"
                row.sublabel = ("Cannot be loaded: " + e.error) if e.error else e.detail
                row.set_enabled(e.error is None, e.error and f"This save cannot be loaded: {e.error}")
                self.deletes[i].visible = True
                self.deletes[i].tooltip = f"Delete {e.title} for good"
            else:
                row.visible = False
                self.deletes[i].visible = False
        self.empty.visible = not self.entries
        self.prev_button.set_enabled(self.page > 0, "These are the newest saves.")
        self.next_button.set_enabled(self.page < pages - 1, "There are no older saves.")
        focus = next((r for r in self.rows if r.visible and r.enabled), self.close_button)
        self.ui.set_focus(focus)

    def turn(self, delta: int) -> None:
        self.page += delta
        self._fill()

    def pick(self, i: int) -> None:
        entry = self.entries[self.page * PAGE + i]
        try:
            match = launch.load_match(entry.path)
        except launch.SaveError as exc:
            self.app.toast(f"{entry.title} cannot be loaded: {exc}", "error")
            return
        if self.app.open_match(match) is not None:
            self.app.toast(f"Loaded {entry.title}.", "success")

    def ask_delete(self, i: int) -> None:
        entry = self.entries[self.page * PAGE + i]
        self.app.stack.push(Dialog(self.app, "Delete this save?", f"{entry.title}: {entry.detail}. It cannot be "
                                   "brought back.", [("Keep it", None), ("Delete", lambda: self.delete(entry))],
                                   cancel_index=0, styles=("brass", "danger")))

    def delete(self, entry: SaveEntry) -> None:
        try:
            entry.path.unlink(missing_ok=True)
        except OSError as exc:
            self.app.toast(f"{entry.title} could not be deleted: {exc}", "error")
            return
        self.entries = [e for e in self.entries if e.path != entry.path]
        self.app.toast(f"Deleted {entry.title}.", "success")
        self._fill()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle_event(self, event):
        self.ui.handle_event(event)
        return None

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface) -> None:
        common.veil(surface, 150)
        self.ui.draw(surface)
        if self.entries:
            pages = max(1, (len(self.entries) + PAGE - 1) // PAGE)
            r = self.panel.rect
            text.draw(surface, f"Page {self.page + 1} of {pages}  -  {len(self.entries)} saves",
                      (r.centerx + 60, r.bottom - 54), "ui", 18, theme.INK_SOFT, anchor="center")
