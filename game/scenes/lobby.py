"""The waiting room of a networked table: the room code and where friends
reach it in large type (with a copy button), the seats filling (name,
colour, here / joined / waiting / a bot's level), a chat line, and for the
host a bot for an empty seat, Start once every seat is filled, and closing
the room.

Once the match is dealt everyone goes to the game's table
(``game.scenes.net_table``).  A table that goes away (the host closed it or
left) is one sentence and a way back to the title.
"""

from __future__ import annotations

import pygame

from game import games
from game.core import words
from game.engine import text, theme
from game.engine.widgets import UI, Button, Dialog, Panel, TextField
from game.net.lobby import CHAT_LIMIT
from game.net.session import HostedTable, Seating, address_of
from game.engine import gfx
from game.net.remote_table import RemoteTable
from game.scenes import common, net_table, netplay
from game.scenes.seat_plate import seat_colour   # the lobby's seats wear the tables' colours

ROW_H = 52
CHAT_SHOWN = 4


class LobbyScene(common.MenuScene):
    name = "lobby"

    def __init__(self, app, seating: Seating, hosted: HostedTable | None = None, game_id: str | None = None):
        super().__init__(app)
        self.seating = seating
        self.hosted = hosted
        self.game_id = game_id or (hosted.game if hosted else None)
        self.ui = UI()
        self.info = Panel((40, 112, 500, 528), "parchment", seed=5)
        self.seat_panel = Panel((570, 112, 670, 528), "parchment", seed=8)
        self.ui.add(self.info)
        self.ui.add(self.seat_panel)
        self.copy_button = self.start_button = None
        if hosted is not None:
            self.copy_button = self.ui.add(Button((70, 560, 200, 48), "Copy", self.copy, style="wood",
                                                  tooltip="Copy the address and room code to send to friends"))
            self.start_button = self.ui.add(Button((310, 560, 200, 48), "Start", self.start,
                                                   tooltip="Deal the match: every seat is filled"))
            self.start_button.set_enabled(False, "Every seat must be filled first (a bot may take one)")
        self.opening: RemoteTable | None = None   # the table being told, before it opens
        leave = "Close the room" if hosted is not None else "Leave"
        self.leave_button = self.ui.add(common.back_button(self.leave_room, leave, w=230))
        self.chat_field = self.ui.add(TextField((610, 566, 470, 44), "", max_len=CHAT_LIMIT, hint="Say something",
                                                on_submit=lambda _t: self.send_chat()))
        self.chat_button = self.ui.add(Button((1090, 566, 110, 44), "Say", self.send_chat, style="wood"))
        self.bot_buttons: dict[int, Button] = {}
        self.ended_shown = False
        self.copied = 0.0

    # -- what is shown --------------------------------------------------------------
    def state(self) -> dict | None:
        return self.seating.state()

    def title(self) -> str:
        state = self.state()
        game = (state or {}).get("game") or self.game_id
        return games.entry(game).title if game in games.GAME_IDS else "A table"

    def invitation(self) -> str:
        """What the host sends friends: where and which room."""
        where = self.hosted.shown_addresses()[0] if self.hosted else address_of(self.seating.url)
        return f"Bounty Table: {self.title()} at {where}, room code {self.seating.code}"

    # -- actions --------------------------------------------------------------------
    def copy(self) -> None:
        if netplay.copy_text(self.invitation()):
            self.app.toast("Copied: paste it to your friends.", "success")
        else:
            self.app.toast("This computer has no clipboard here: read the code out instead.", "warning")

    def send_chat(self) -> None:
        words = self.chat_field.text.strip()
        if words and self.seating.seats and self.seating.say(min(self.seating.seats), words):
            self.chat_field.text = ""
            self.chat_field.caret = 0

    def give_to_bot(self, seat: int) -> None:
        self.seating.give_to_bot(seat, "normal")

    def start(self) -> None:
        state = self.state()
        if state is not None and state.get("filled") and self.seating.start():
            self.start_button.set_enabled(False, "Dealing...")

    def leave_room(self) -> None:
        if self.hosted is not None:
            self.app.stack.push(Dialog(self.app, "Close the room?", "Everyone at this table will be sent home.",
                                       [("Close it", self._close), ("Stay", None)]))
            return
        self._close()

    def _close(self) -> None:
        netplay.leave_table(self.seating, self.hosted)
        self.app.go("title")

    # -- the frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.seating.poll()
        state = self.state()
        if self.hosted is not None:
            self.hosted.advertise(state)
        if self.seating.ended is not None:
            self._ended()
            return
        self._sync_bot_buttons(state)
        if self.start_button is not None and state is not None and state["status"] == "waiting":
            self.start_button.set_enabled(bool(state.get("filled")),
                                          "Every seat must be filled first (a bot may take one)")
        if state is not None and state["status"] != "waiting":
            self._open_table()

    def _open_table(self) -> None:
        """The match is dealt: to the table, once this computer's seats have been told it."""
        if self.opening is None:
            self.opening = net_table.remote_view(self.seating)
        self.opening.poll()
        if self.opening.ready():
            net_table.open_table(self.app, self.seating, self.hosted, self.opening)

    def _ended(self) -> None:
        if self.ended_shown:
            return
        self.ended_shown = True
        reason = self.seating.ended
        netplay.leave_table(self.seating, self.hosted)
        self.app.stack.push(Dialog(self.app, "The table is gone", reason,
                                   [("Back to the title", lambda: self.app.go("title"))]))

    def _sync_bot_buttons(self, state: dict | None) -> None:
        """The host's "Bot plays" beside each seat nobody holds."""
        if self.hosted is None or state is None:
            return
        for k, seat in enumerate(state["seats"]):
            empty = not seat.get("bot") and seat.get("state") in ("waiting", "away")
            button = self.bot_buttons.get(k)
            if empty and button is None:
                y = self.row_top() + k * ROW_H
                button = Button((1070, y + 6, 140, 40), "Bot plays", lambda k=k: self.give_to_bot(k), style="wood",
                                size=17, tooltip="A Normal bot takes this seat")
                self.bot_buttons[k] = self.ui.add(button)
            if button is not None:
                button.visible = empty

    def status_words(self, state: dict) -> str:
        waiting = [s for s in state["seats"] if not s.get("bot") and s.get("state") == "waiting"]
        if waiting:
            then = "the host starts" if state.get("held") else "the match starts"
            return f"Waiting for {words.count(len(waiting), 'more player')}: {then} when every seat is filled."
        if state["status"] != "waiting":
            return "Dealing..."
        if self.hosted is not None:
            return "Every seat is filled: press Start to deal."
        return "Every seat is filled: waiting for the host to start."

    def row_top(self) -> int:
        return self.seat_panel.rect.top + 70

    def draw(self, surface) -> None:
        common.page(surface, self.ui, f"{self.title()}: the waiting room", y=18)
        self._draw_invitation(surface)
        self._draw_seats(surface)
        self._draw_chat(surface)

    def _draw_invitation(self, surface) -> None:
        r = self.info.rect
        cx = r.centerx
        text.draw(surface, "ROOM CODE", (cx, r.top + 30), "ui_bold", 20, theme.INK_SOFT, anchor="midtop")
        code = " ".join(self.seating.code)
        text.draw(surface, code, (cx, r.top + 58), "display", text.fit_size(code, "display", 76, r.w - 60, 30),
                  theme.RED, anchor="midtop")
        theme.draw_divider(surface, cx, r.top + 162, r.w - 100)
        if self.hosted is not None:
            text.draw(surface, "Friends join at", (cx, r.top + 182), "ui_bold", 20, theme.INK_SOFT, anchor="midtop")
            y = r.top + 212
            for where in self.hosted.shown_addresses()[:3]:
                size = text.fit_size(where, "display", 40, r.w - 60, 20)
                y = text.draw(surface, where, (cx, y), "display", size, theme.INK, anchor="midtop").bottom + 6
            note = ("Friends on this network see the table by itself under Join a table. From further away they "
                    "type the address and the room code.")
            text.blit(surface, text.render_wrapped(note, "ui_italic", 17, theme.INK_SOFT, r.w - 80, align="center"),
                      (r.left + 40, max(y + 14, r.top + 350)), note)
        else:
            where = address_of(self.seating.url)
            text.draw(surface, f"at {where}", (cx, r.top + 182), "display", 30, theme.INK, anchor="midtop")
            note = "The host starts the match once every seat is filled."
            text.blit(surface, text.render_wrapped(note, "ui_italic", 18, theme.INK_SOFT, r.w - 80, align="center"),
                      (r.left + 40, r.top + 250), note)
        if self.seating.link != "connected":
            text.draw(surface, "reconnecting...", (cx, r.bottom - 30), "ui_bold", 20, theme.RED, anchor="center")

    def _draw_seats(self, surface) -> None:
        r = self.seat_panel.rect
        text.draw(surface, "Seats", (r.left + 40, r.top + 22), "display", 28, theme.INK)
        state = self.state()
        if state is None:
            text.draw(surface, "Taking your seat...", (r.centerx, r.top + 120), "ui_italic", 20, theme.INK_SOFT,
                      anchor="center")
            return
        status = self.status_words(state)
        text.draw(surface, status, (r.right - 40, r.top + 34), "ui", 17, theme.INK_SOFT, anchor="topright",
                  box=pygame.Rect(r.left + 160, r.top + 20, r.w - 200, 40))
        for k, seat in enumerate(state["seats"]):
            y = self.row_top() + k * ROW_H
            cy = y + 26
            gfx.circle(surface, theme.INK, (r.left + 50, cy), 15)
            gfx.circle(surface, seat_colour(k), (r.left + 50, cy), 13)
            text.draw(surface, str(k + 1), (r.left + 50, cy), "ui_bold", 16, theme.CREAM, anchor="center")
            mine = k in self.seating.seats
            name = seat["name"] if seat.get("state") != "waiting" or seat.get("bot") else "Open seat"
            text.draw(surface, name + ("  (you)" if mine else ""), (r.left + 80, cy), "serif_bold", 22,
                      theme.INK if seat.get("state") != "waiting" else theme.INK_SOFT, anchor="midleft",
                      box=pygame.Rect(r.left + 80, y, 260, ROW_H))
            said = netplay.seat_words(seat, mine)
            colour = theme.RED if seat.get("state") == "away" else (46, 110, 60) if said in ("here", "joined") \
                else theme.INK_SOFT
            text.draw(surface, said, (r.left + 350, cy), "ui_bold", 18, colour, anchor="midleft",
                      box=pygame.Rect(r.left + 350, y, 140, ROW_H))
            if k < len(state["seats"]) - 1:
                gfx.line(surface, (190, 166, 124), (r.left + 30, y + ROW_H), (r.right - 30, y + ROW_H))

    def _draw_chat(self, surface) -> None:
        r = self.seat_panel.rect
        lines = list(self.seating.chat)[-CHAT_SHOWN:]
        y = r.bottom - 86 - 24 * len(lines)
        for name, said in lines:
            line = f"{name}: {said}"
            text.draw(surface, text.ellipsize(line, "ui", 17, r.w - 80), (r.left + 40, y), "ui", 17, theme.INK)
            y += 24
