"""A networked match at the game's own table: the frame around it.

The table is the game's usual table scene over a ``RemoteTable`` (part 1's
view of a table server), so it draws and acts exactly as at one screen; the
seats this computer holds are the ones it shows and hands between.  Over it
lies ``NetFrame``, a see-through layer that adds what only a networked table
needs, in a band under the recent-moves log:

* the other players' names, each with a dot: green connected, amber thinking
  (their move), red reconnecting;
* a chat line (200 characters of plain text, shown as text and never read as
  anything else) and the last thing said;
* for the host, a button that hands a seat whose player stays away to a bot;

Under it, as at any table with hints on, the Hint button (``game.scenes.aids``):
the table server's bot answers for the seat at the bottom, on what it may know.

And around it: "Waiting for Ada" in the prompt bar on someone else's turn, the
window's title and a sound when it becomes this computer's turn while the
window is in the background, "reconnecting..." while the connection comes
back by itself (``Seating`` does it with the seats' tokens), the table gone
as one sentence and a way back, and after the results a rematch in the same
room.

    open_table(app, seating, hosted=None, view=None) -> the table scene (NetFrame on top)
"""

from __future__ import annotations

import pygame

from game import games
from game.core import words
from game.engine import audio, gfx, text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Dialog, TextField
from game.net.lobby import CHAT_LIMIT
from game.net.remote_table import RemoteTable
from game.net.session import HostedTable, Seating, SeatingLink
from game.scenes import aids, launch, netplay

TITLE = "Bounty Table"
BAND_H = 78            # the band under the recent-moves log: names and dots, the last words said, the chat line
MIN_LOG_H = 60         # what the log keeps of its height at the least
DOTS = {"connected": (72, 168, 82), "thinking": (232, 172, 40), "reconnecting": (206, 62, 48)}
DOT_WORDS = {"connected": "connected", "thinking": "thinking", "reconnecting": "reconnecting"}
BOT_LEVEL = "normal"   # the level a seat handed to a bot plays at


def remote_view(seating: Seating) -> RemoteTable:
    """The table as this computer's seats (and the public view, for what any seat may see) are told it."""
    return RemoteTable(SeatingLink(seating), seating.code, seating.seats, watch=True, rules_for=games.rules_for)


def open_table(app, seating: Seating, hosted: HostedTable | None = None, view: RemoteTable | None = None):
    """The game's table over the room (its view told already: ``view.ready()``), the frame on top."""
    view = view or remote_view(seating)
    if not view.ready():
        view.wait_ready()
    factory, problem = launch.table_factory(view.game_id)
    if factory is None:
        app.toast(problem or "That table cannot be opened.", "error")
        return None
    table = factory(app, view, None)
    app.show(table)
    aids.open_with_aids(app, table)   # the Hint button when hints are on: the server's bot answers
    app.stack.push(NetFrame(app, table, seating, hosted))
    return table


def _window_focused() -> bool:
    """Whether the window has the keyboard now (True where there is no window to ask)."""
    try:
        return bool(pygame.key.get_focused())
    except pygame.error:
        return True


class NetFrame(Scene):
    name = "netframe"
    transparent = True
    update_below = True     # the table beneath keeps listening to the server
    rides_table = True      # an undo that clears what lies over the table keeps this layer

    def __init__(self, app, table, seating: Seating, hosted: HostedTable | None = None):
        super().__init__(app)
        self.table = table
        self.seating = seating
        self.hosted = hosted
        self.view: RemoteTable = table.tableview
        self.band = self._make_band(table)
        self.ui = UI()
        b = self.band
        self.chat_field = self.ui.add(TextField((b.left + 8, b.bottom - 34, b.w - 16, 28), "", max_len=CHAT_LIMIT,
                                                hint="Say something (Enter)", size=15,
                                                on_submit=lambda _t: self.send_chat()))
        self.bot_button = self.ui.add(Button((b.right - 118, b.top + 2, 112, 22), "Bot plays", self.give_to_bot,
                                             style="wood", size=13, visible=False,
                                             tooltip="A Normal bot takes the seat of a player who stays away"))
        self.away_seat: int | None = None
        self.focused = True
        self.flagged = False            # the window's title says it is this computer's turn
        self.was_mine = self.my_turn()
        self.rounds_seen = seating.rematches
        self.ended_shown = False
        table.away_words = self.away_words

    @staticmethod
    def _make_band(table) -> pygame.Rect:
        """Take the band from the bottom of the table's recent-moves log."""
        log = table.moves_log
        full = pygame.Rect(log.rect) if log is not None else pygame.Rect(1000, 600, 270, 110)
        keep = max(MIN_LOG_H, full.h - BAND_H - 4)
        if log is not None:
            log.rect.height = keep
            log.forget()
        return pygame.Rect(full.left, full.top + keep + 4, full.w, max(BAND_H, full.h - keep - 4))

    # -- what is shown ------------------------------------------------------------------
    def others(self) -> list[int]:
        return [k for k in range(len(self.view.seats)) if k not in self.view.here]

    def presence(self, seat: int) -> str:
        return self.view.presence(seat)

    def my_turn(self) -> bool:
        return not self.view.is_over() and any(s in self.view.here for s in self.view.to_act())

    def away_words(self) -> str | None:
        """The prompt bar's words while this computer waits (None: the game's own)."""
        if self.seating.link != "connected":
            return "Reconnecting to the table..."
        if self.view.is_over() or self.my_turn():
            return None
        acting = list(self.view.to_act())
        away = [self.view.seats[s].name for s in acting if self.presence(s) == "reconnecting"]
        if away:
            return f"Waiting for {words.together(away)} to reconnect"
        names = [self.view.seats[s].name for s in acting]
        return f"Waiting for {words.together(names)}" if names else None

    # -- acting ---------------------------------------------------------------------------
    def send_chat(self) -> None:
        said = self.chat_field.text.strip()
        if said and self.seating.seats and self.seating.say(min(self.seating.seats), said):
            self.chat_field.text = ""
            self.chat_field.caret = 0
        self.ui.set_focus(None)   # the table's own keys work again

    def give_to_bot(self) -> None:
        if self.away_seat is not None and self.seating.give_to_bot(self.away_seat, BOT_LEVEL):
            self.app.toast(f"A {BOT_LEVEL} bot plays for {self.view.seats[self.away_seat].name} now.", "info")

    def rematch(self) -> bool:
        """The host deals again in the same room (everyone keeps their seat)."""
        return self.seating.rematch()

    def leave_table(self) -> None:
        """Leave the table: the host closes the room; a guest lets go (their seat's key is kept
        while the match goes on, so Join a table takes them back)."""
        self._restore_title()
        if self.hosted is not None or self.view.is_over():
            netplay.leave_table(self.seating, self.hosted)
        else:
            self.seating.close()
        self.app.go("title")

    def leave_words(self) -> tuple[str, str]:
        """The pause menu's question before leaving."""
        if self.hosted is not None:
            return "Close the room?", "You host this table: everyone at it will be sent home."
        if self.view.is_over():
            return "Leave the table?", "The match is over and kept in your history."
        return "Leave the table?", "Your seat waits for you: Join a table takes you back while the match goes on."

    # -- the frame ----------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.WINDOWFOCUSLOST:
            self.focused = False
        elif event.type == pygame.WINDOWFOCUSGAINED:
            self.focused = True
            self._restore_title()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.chat_field.focused:
            self.ui.set_focus(None)
            return None
        if self.ui.handle_event(event):
            return None
        return event

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self.seating.ended is not None:
            self._ended()
            return
        if self.hosted is not None:
            self.hosted.advertise(self.seating.state())
        if self.seating.rematches != self.rounds_seen:
            self.rounds_seen = self.seating.rematches
            while self.app.stack.top is not self and self in self.app.stack:
                self.app.stack.pop()   # the results of the last round
            self.table.resync()
        self._sync_bot_button()
        self._signal_turn()

    def _sync_bot_button(self) -> None:
        away = [k for k in self.others() if self.presence(k) == "reconnecting"] if self.hosted is not None else []
        self.away_seat = away[0] if away and not self.view.is_over() else None
        self.bot_button.visible = self.away_seat is not None
        if self.away_seat is not None:
            self.bot_button.label = f"Bot for {text.ellipsize(self.view.seats[self.away_seat].name, 'ui_bold', 13, 50)}"

    def in_background(self) -> bool:
        """The window is not in front: told by the window's events while this layer is on top, or
        asked of the window itself (it may have gone behind before the table opened, or while
        the pause menu lay over it)."""
        return not self.focused or not _window_focused()

    def _signal_turn(self) -> None:
        """When it becomes this computer's turn with the window in the background, say so."""
        mine = self.my_turn()
        if mine and not self.was_mine and self.in_background():
            self.flagged = True
            self.app.set_title(f"Your turn - {TITLE}")
            audio.play("chime")
        if not mine:
            self._restore_title()
        self.was_mine = mine

    def _restore_title(self) -> None:
        if self.flagged:
            self.flagged = False
            self.app.set_title(TITLE)

    def _ended(self) -> None:
        if self.ended_shown:
            return
        self.ended_shown = True
        self._restore_title()
        reason = self.seating.ended
        netplay.leave_table(self.seating, self.hosted)
        self.app.stack.push(Dialog(self.app, "The table is gone", reason,
                                   [("Back to the title", lambda: self.app.go("title"))]))

    def draw(self, surface) -> None:
        b = self.band
        panel = gfx.Surface(b.size, pygame.SRCALPHA)
        gfx.rect(panel, (28, 22, 16, 225), panel.get_rect(), border_radius=6)
        gfx.rect(panel, (*theme.BRASS, 200), panel.get_rect(), 1, border_radius=6)
        surface.blit(panel, b)
        self._draw_names(surface)
        said = list(self.seating.chat)[-1:]
        y = b.top + 30
        for name, line in said:
            shown = text.ellipsize(f"{name}: {line}", "ui", 14, b.w - 16)
            text.draw(surface, shown, (b.left + 8, y), "ui", 14, theme.CREAM)
        self.ui.draw(surface)
        if self.seating.link != "connected":
            self._draw_reconnecting(surface)

    def _draw_names(self, surface) -> None:
        b = self.band
        x = b.left + 8
        right = self.bot_button.rect.left - 6 if self.bot_button.visible else b.right - 6
        others = self.others()
        room = max(40, (right - x) // max(1, len(others)) - 20)
        for k in others:
            state = self.presence(k)
            cy = b.top + 14
            gfx.circle(surface, (16, 12, 8), (x + 6, cy), 6)
            gfx.circle(surface, DOTS[state], (x + 6, cy), 5)
            info = self.view.seats[k]
            shown = text.ellipsize(info.name, "ui_bold", 14, room)
            r = text.draw(surface, shown, (x + 16, cy), "ui_bold", 14, theme.CREAM, anchor="midleft")
            x = r.right + 14

    def _draw_reconnecting(self, surface) -> None:
        words_ = "reconnecting..."
        img = text.render(words_, "ui_bold", 22, theme.CREAM)
        pill = img.get_rect(center=(surface.get_width() // 2, surface.get_height() // 2 - 60)).inflate(36, 16)
        gfx.rect(surface, (150, 40, 32), pill, border_radius=pill.h // 2)
        gfx.rect(surface, theme.CREAM, pill, 2, border_radius=pill.h // 2)
        text.blit(surface, img, img.get_rect(center=pill.center), words_)
