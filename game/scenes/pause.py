"""Pause: Esc at the table.  Resume, undo, save, load, rules, settings, or
back to the title.

Undo takes back the last action of the seat the table is showing
(``table.viewer``), when the match allows it (``match.can_undo(viewer)``:
only that seat's own action, nobody else has acted since, and it taught
nobody anything); otherwise the button says why.
The table scene beneath is found on the stack by its name "table" and
resynced after an undo.
"""

from __future__ import annotations

import pygame

from game import games
from game.core.model import IllegalAction
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Dialog, Panel
from game.scenes import common


def screen_viewer(table) -> int | None:
    """The seat whose view the table shows now (None: a handoff, or nobody's)."""
    hotseat = getattr(table, "hotseat", None)
    if hotseat is not None:
        return hotseat.viewer
    return getattr(table, "viewer", None)


def undo_status(match, viewer) -> tuple[int | None, str | None, str | None]:
    """(the seat whose last action would be taken back, or None with the
    reason and its short form).  Only the seat the screen is showing may
    undo, and the match decides (``match.can_undo``)."""
    if match is None:
        return None, "There is no match to take anything back from.", "No match"
    answer = match.undo_answer(viewer)
    return (viewer, None, None) if answer.ok else (None, answer.reason, answer.short)


class PauseScene(Scene):
    name = "pause"
    transparent = True

    def __init__(self, app, table=None):
        super().__init__(app)
        self.table = table if table is not None else app.stack.find("table")
        self.match = getattr(self.table, "match", None)
        # a networked table (game.scenes.net_table): its view answers undo, its host keeps the match
        self.net = app.stack.find("netframe")
        self.undoer = self.match if self.match is not None or self.net is None else self.table.tableview
        self.update_below = self.net is not None   # the table keeps listening to its server
        game_id = self.match.rules.info.id if self.match is not None else \
            getattr(getattr(self.table, "tableview", None), "game_id", None)
        title = "Paused"
        if game_id:
            try:
                title = games.entry(game_id).title
            except KeyError:
                pass
        self.game_id = game_id
        self.panel = Panel((0, 0, 420, 574), "parchment", title=title, title_size=36, seed=2)
        self.panel.rect.center = (app.width // 2, app.height // 2)
        r = self.panel.rect
        x, w = r.centerx - 150, 300
        y = self.panel.content_top + 4
        self.ui = UI([self.panel])
        add = self.panel.add
        self.resume_button = add(Button((x, y, w, 50), "Resume", self.resume, tooltip="Esc"))
        y += 60
        seat, reason, short = undo_status(self.undoer, screen_viewer(self.table))
        undo_label = "Undo" if seat is None else f"Undo {self.undoer.seats[seat].name}'s move"
        # a disabled Undo says why on a second line (the whole sentence in its tooltip)
        self.undo_button = add(Button((x, y, w, 64), undo_label, self.undo, style="wood", hotkey=pygame.K_u,
                                      sublabel=short))
        self.undo_button.set_enabled(seat is not None, reason)
        self.undo_seat = seat
        y += 74
        has_match = self.match is not None
        self.save_button = add(Button((x, y, w, 50), "Save game", self.save, style="wood", hotkey=pygame.K_s))
        self.save_button.set_enabled(has_match, "The host's table server keeps a networked match."
                                     if self.net is not None else "There is no match to save.")
        y += 60
        self.load_button = add(Button((x, y, w, 50), "Load game", self.load, style="wood", hotkey=pygame.K_l))
        if self.net is not None:
            self.load_button.set_enabled(False, "Leave the table first.")
        y += 60
        self.rules_button = add(Button((x, y, w, 50), "Rules", self.rules, style="wood", hotkey=pygame.K_r))
        self.rules_button.set_enabled(bool(game_id), "Open a match to read its rules.")
        y += 60
        self.settings_button = add(Button((x, y, w, 50), "Settings", self.settings, style="wood"))
        y += 60
        self.quit_button = add(Button((x, y, w, 50), "Quit to menu" if self.net is None else "Leave the table",
                                      self.quit_to_menu, style="danger"))
        self.ui.set_focus(self.resume_button, keyboard=True)  # usually opened with Esc

    # -- actions -------------------------------------------------------------
    def resume(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def undo(self) -> None:
        if self.undo_seat is None:
            return
        name = self.undoer.seats[self.undo_seat].name
        if self.net is not None:   # the server decides; the table shows it when the answer comes
            reason = self.undoer.undo(self.undo_seat)
            if reason:
                self.app.toast(reason, "warning")
            self.resume()
            return
        try:
            self.match.undo(self.undo_seat)
        except IllegalAction as exc:
            self.app.toast(exc.reason, "warning")
            return
        # drop the pause and any handoff above the table: after the undo the
        # table decides afresh who should be looking at it
        while len(self.app.stack) > 1 and self.app.stack.top is not self.table and self.table in self.app.stack \
                and not getattr(self.app.stack.top, "rides_table", False):
            self.app.stack.pop()
        if self.app.stack.top is self:
            self.app.stack.pop()
        if hasattr(self.table, "resync"):
            self.table.resync()
        self.app.toast(f"Took back {name}'s last move.", "info")

    def save(self) -> None:
        self.app.push("save", match=self.match)

    def load(self) -> None:
        self.app.push("load")

    def rules(self) -> None:
        self.app.push("rules", game_id=self.game_id)

    def settings(self) -> None:
        self.app.push("settings")

    def quit_to_menu(self) -> None:
        if self.net is not None:
            title, note = self.net.leave_words()
            self.app.stack.push(Dialog(self.app, title, note, [("Leave", self.net.leave_table), ("Stay", None)]))
            return
        note = "Your match is autosaved: Continue on the title picks it up (after another game, Load does)." if self.match is not None and \
            self.match.autosave_path is not None else "This match is not saved."
        self.app.stack.push(Dialog(self.app, "Leave the table?", note,
                                   [("Leave", lambda: self.app.go("title")), ("Stay", None)]))

    # -- scene ---------------------------------------------------------------
    def handle_event(self, event):
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
        return None  # the table waits while paused

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.net is not None and self.undo_seat is None:
            self._ask_undo()

    def _ask_undo(self) -> None:
        """A networked table's undo answer comes from its server: shown once it has come."""
        seat, reason, short = undo_status(self.undoer, screen_viewer(self.table))
        if seat is not None:
            self.undo_button.label = f"Undo {self.undoer.seats[seat].name}'s move"
        self.undo_button.sublabel = short
        self.undo_button.set_enabled(seat is not None, reason)
        self.undo_seat = seat

    def draw(self, surface) -> None:
        common.veil(surface)  # the table stays in sight, dimmed
        self.ui.draw(surface)
