"""Join a table: tables hosted on this network appear by themselves; or type
the host's address and room code.  Then choose a free seat, give a name, and
wait in the waiting room.

Talking to a table never holds up the screen: looking at a room and taking a
seat run on a thread ("Knocking..." with a way to give up), and every
failure is one sentence under the form with the way back beside it.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pygame

from game import games
from game.core import words
from game.engine import text, theme
from game.engine.widgets import UI, Button, Panel, TextField
from game.net.discovery import Browser, FoundTable
from game.net.lobby import NAME_LIMIT
from game.net.room import normal_code
from game.net.session import Seating, TableError, address_of, kept_seatings, table_url
from game.scenes import common, netplay

LIST_ROWS = 5
ROW_H = 70


class JoinScene(common.MenuScene):
    name = "join"

    def __init__(self, app, browser=None):
        super().__init__(app)
        self.browser = browser
        self.browse_problem = None
        if self.browser is None and netplay.NETWORK.lan:
            self.browser = Browser()
        if self.browser is None:
            self.browse_problem = "Looking for tables on this network is off here: type the address instead."
        elif self.browser.problem:
            self.browse_problem = "Tables on this network cannot be seen from here: type the address instead."
        self.problem: str | None = None
        self.room: dict | None = None           # the room looked at: its lobby
        self.url = ""
        self.busy: str | None = None             # what is being waited for
        self._job: threading.Thread | None = None
        self._result = None
        self.ui = UI()
        self.found_panel = self.ui.add(Panel((40, 112, 600, 528), "parchment", seed=3))
        self.typed_panel = self.ui.add(Panel((670, 112, 570, 528), "parchment", seed=6))
        r = self.typed_panel.rect
        self.address_field = self.ui.add(TextField((r.x + 40, r.y + 120, r.w - 80, 48), "", max_len=60, size=24,
                                                   hint="192.168.1.20:47474", on_submit=lambda _t: self.look()))
        self.code_field = self.ui.add(TextField((r.x + 40, r.y + 220, 240, 48), "", max_len=7, size=26,
                                                hint="ABCDEF", on_submit=lambda _t: self.look()))
        self.look_button = self.ui.add(Button((r.x + 300, r.y + 218, r.w - 340, 52), "Look at the table",
                                              self.look, size=20))
        self.name_field = self.ui.add(TextField((r.x + 40, r.y + 330, r.w - 80, 48), "", max_len=NAME_LIMIT,
                                                size=24, hint="Your name"))
        self.table_buttons: list[Button] = []
        for i in range(LIST_ROWS):
            row = pygame.Rect(80, 190 + i * ROW_H, 520, ROW_H - 10)
            self.table_buttons.append(self.ui.add(Button(row, "", lambda i=i: self.choose_found(i), style="wood",
                                                         size=18, visible=False)))
        self.seat_buttons: list[Button] = []
        # seats this computer took before (the app was closed mid-match): back to them with their tokens
        self.kept = [k for k in kept_seatings(netplay.seats_dir()) if not k["host"]][:2]
        self.back_buttons = []
        self._closed: list[dict] = []    # kept tables found closed, filled on the joining thread
        for i, kept in enumerate(self.kept):
            label = f"Back to room {kept['code']} at {address_of(kept['url'])}"
            self.back_buttons.append(self.ui.add(Button((80, 520 + i * 56 - 56 * (len(self.kept) - 1), 520, 48),
                                                        label, lambda kept=kept: self.rejoin(kept), size=17)))
        self.cancel_button = self.ui.add(Button((r.x + 40, r.bottom - 54, 160, 44), "Give up", self.cancel,
                                                style="wood", visible=False))
        self.back = self.ui.add(common.back_button(self.go_back))
        self.found: list[FoundTable] = []
        self.ui.set_focus(self.name_field)

    # -- looking ----------------------------------------------------------------------
    def choose_found(self, i: int) -> None:
        if i < len(self.found):
            table = self.found[i]
            self.address_field.text = f"{table.address}:{table.port}"
            self.code_field.text = table.code
            self.look()

    def look(self) -> None:
        """Look at the room the form names: its free seats, or a sentence why not."""
        self.problem = None
        code = normal_code(self.code_field.text)
        try:
            url = table_url(self.address_field.text)
        except TableError as exc:
            self.problem = str(exc)
            return
        if code is None:
            self.problem = "A room code is six letters, as the host's screen shows it (like KXMPRT)."
            return
        self.url = url
        self._start("Knocking...", lambda: Seating.peek(url, code))

    def take(self, seat: int) -> None:
        name = " ".join(self.name_field.text.split())
        if not name:
            self.problem = "Give your name first, so the others know who sits there."
            self.ui.set_focus(self.name_field)
            return
        room = self.room
        self._start("Sitting down...", lambda: Seating.claim(self.url, room["code"], seat, name,
                                                             keep_dir=netplay.seats_dir()))

    def rejoin(self, kept: dict) -> None:
        """Take back this computer's seats at a table it sat at before, with their kept tokens."""
        def work() -> Seating:
            seating = Seating(kept["url"], kept["code"], kept["seats"], keep=kept["file"])
            try:
                seating.connect()
            except TableError:
                if not Path(kept["file"]).exists():    # the table has closed: its seats are forgotten
                    self._closed.append(kept)
                raise
            return seating
        self._start("Going back to the table...", work)

    def _drop_closed_tables(self) -> None:
        """A table found closed on the way back is no longer offered."""
        while self._closed:
            kept = self._closed.pop()
            if kept in self.kept:
                i = self.kept.index(kept)
                self.ui.remove(self.back_buttons.pop(i))
                self.kept.pop(i)

    def _start(self, doing: str, work) -> None:
        self.busy = doing
        self._result = None

        def run() -> None:
            try:
                self._result = work()
            except TableError as exc:
                self._result = exc
            except Exception as exc:   # anything else still ends as a sentence, never a hang
                self._result = TableError(f"Something went wrong talking to the table: {exc}")
        self._job = threading.Thread(target=run, name="table-join", daemon=True)
        self._job.start()

    def cancel(self) -> None:
        """Stop waiting (the thread ends on its own time-out; its answer is dropped)."""
        self.busy = None
        self._job = None

    def _finished(self) -> None:
        if self._job is None or self._job.is_alive():
            return
        result, self._job, self.busy = self._result, None, None
        self._drop_closed_tables()
        if isinstance(result, TableError):
            self.problem = str(result)
        elif isinstance(result, Seating):
            self._close_browser()
            self.app.go("lobby", seating=result, game_id=(self.room or {}).get("game"))
        elif isinstance(result, dict):
            self.room = result
            if not result.get("free"):
                self.problem = "That table is full: every seat has been taken."
            self._make_seat_buttons()

    def _make_seat_buttons(self) -> None:
        """One button per free seat, side by side under the name."""
        for button in self.seat_buttons:
            self.ui.remove(button)
        room = self.room or {}
        r = self.typed_panel.rect
        free = room.get("free", [])[:4]
        roles = _roles(room.get("game"))
        width = (r.w - 80 - 10 * (len(free) - 1)) // max(1, len(free))
        self.seat_buttons = []
        for n, seat in enumerate(free):
            label = roles[seat] if seat < len(roles) else f"Seat {seat + 1}"
            button = Button((r.x + 40 + n * (width + 10), r.y + 404, width, 52), label,
                            lambda seat=seat: self.take(seat), size=20, tooltip=f"Sit in seat {seat + 1}")
            self.seat_buttons.append(self.ui.add(button))

    def go_back(self) -> None:
        self._close_browser()
        self.app.go("friends")

    def _close_browser(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    # -- the frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._finished()
        self.found = self.browser.tables()[:LIST_ROWS] if self.browser is not None else []
        for i, button in enumerate(self.table_buttons):
            button.visible = i < len(self.found)
            if button.visible:
                button.label = _found_line(self.found[i])
                button.set_enabled(self.found[i].compatible and self.found[i].free > 0,
                                   _not_joinable(self.found[i]))
        self.cancel_button.visible = self.busy is not None
        self.look_button.set_enabled(self.busy is None, "Waiting for the table to answer")

    def draw(self, surface) -> None:
        common.page(surface, self.ui, "Join a table", y=18)
        fr = self.found_panel.rect
        text.draw(surface, "On this network", (fr.left + 40, fr.top + 24), "display", 28, theme.INK)
        if not self.found:
            note = self.browse_problem or "Looking for tables... A table a friend hosts on this network shows " \
                                          "up here by itself."
            text.blit(surface, text.render_wrapped(note, "ui_italic", 19, theme.INK_SOFT, fr.w - 80), (fr.left + 40,
                      fr.top + 90), note)
        tr = self.typed_panel.rect
        text.draw(surface, "Or type where", (tr.left + 40, tr.top + 24), "display", 28, theme.INK)
        text.draw(surface, "The host's address", (tr.left + 40, tr.top + 92), "ui_bold", 18, theme.INK_SOFT)
        text.draw(surface, "Room code", (tr.left + 40, tr.top + 192), "ui_bold", 18, theme.INK_SOFT)
        text.draw(surface, "Your name", (tr.left + 40, tr.top + 302), "ui_bold", 18, theme.INK_SOFT)
        if self.room is not None and self.seat_buttons:
            text.draw(surface, f"{_title(self.room.get('game'))}, room {self.room['code']}: choose a free seat",
                      (tr.left + 40, tr.top + 382), "ui_bold", 17, theme.INK)
        bottom = pygame.Rect(tr.left + 40, tr.bottom - 54, tr.w - 80, 44)
        if self.busy:
            text.draw(surface, self.busy, (tr.left + 220, bottom.centery), "ui_bold", 20, theme.INK,
                      anchor="midleft")
        elif self.problem:
            img = text.render_wrapped(self.problem, "ui_bold", 17, theme.RED, bottom.w)
            text.blit(surface, img, (bottom.left, bottom.top), self.problem, bottom)


def _title(game_id) -> str:
    return games.entry(game_id).title if game_id in games.GAME_IDS else "A game this version does not know"


def _roles(game_id) -> tuple:
    if game_id not in games.GAME_IDS:
        return ()
    try:
        return tuple(games.rules_for(game_id).info.roles)
    except Exception:   # a role only labels the button
        return ()


def _found_line(table: FoundTable) -> str:
    host = f"{table.host}'s " if table.host else ""
    return f"{host}{_title(table.game)}  -  {words.count(table.free, 'free seat')}  -  {table.code}"


def _not_joinable(table: FoundTable) -> str | None:
    if not table.compatible:
        return f"The host runs Bounty Table {table.version or 'of another version'}: both need the same version."
    if table.free <= 0:
        return "Every seat at this table is taken."
    return None
