"""Host a table: the table setup with each seat played here, by a friend
who joins, or by a bot; Open the table starts a table server in the
background on this computer and goes to the waiting room.
"""

from __future__ import annotations

import traceback

import pygame

from game import paths
from game.core import words
from game.engine import text, theme
from game.net.session import HostedTable, TableError
from game.scenes import netplay
from game.scenes.setup import SEAT_KINDS, TableSetupScene

JOIN = "join"      # a seat's kind in this screen only: a friend on another computer takes it


class HostSetupScene(TableSetupScene):
    name = "host"

    def _load_defaults(self) -> None:
        info = self.info
        self.players = min(max(2, info.min_seats), info.max_seats)
        self.seats = [self._default_seat(i) for i in range(info.max_seats)]
        self.variants = {v.key for v in info.variants if v.default}

    def _default_seat(self, i: int) -> dict:
        return {"name": "Player 1", "bot": None} if i == 0 else {"name": "", "bot": JOIN}

    def _build(self) -> None:
        super()._build()
        self.start_button.label = "Open the table"
        self.start_button.tooltip = "Start hosting: friends can join once it is open"
        self.back.on_click = lambda: self.app.go("friends")
        for i, seat in enumerate(self.seats):
            self.name_fields[i].hint = "their name" if seat["bot"] == JOIN else f"Player {i + 1}"

    def _hosting_line(self) -> pygame.Rect:
        """Where the hosting sentence stands: just above the foot note's line."""
        box = self.right.rect.inflate(-40, 0)
        box.height, box.bottom = 26, self.right.rect.bottom - 60
        return box

    def guide_floor(self) -> int:
        """The bot levels' guide keeps above the hosting sentence."""
        return self._hosting_line().top - 6

    def seat_kinds(self) -> list:
        kinds = [(None, "Here"), (JOIN, "A friend joins")]
        return kinds + [k for k in SEAT_KINDS if k[0] is not None and k[0] in self.info.bot_levels]

    def set_kind(self, i: int, kind) -> None:
        was = self.seats[i]["bot"]
        if kind == JOIN or was == JOIN:
            self.seats[i]["bot"] = kind
            name = "" if kind == JOIN else f"Player {i + 1}" if kind is None else self._free_bot_name(i)
            self._rename(i, name)
            self.name_fields[i].hint = "their name" if kind == JOIN else f"Player {i + 1}"
            self._refresh()
            return
        super().set_kind(i, kind)

    def set_name(self, i: int, name: str) -> None:
        if self.seats[i]["bot"] == JOIN:   # a friend names themself when they sit down
            self._rename(i, "")
            return
        super().set_name(i, name)

    def _refresh(self) -> None:
        super()._refresh()
        joining = [s for s in self.seats[: self.players] if s["bot"] == JOIN]
        if not joining and self.start_button.enabled:
            self.start_button.set_enabled(False, "Make at least one seat \"A friend joins\" to host a table.")

    def start(self) -> None:
        seats = self.seats[: self.players]
        here = [i for i, s in enumerate(seats) if s["bot"] is None]
        bots = [None if s["bot"] in (None, JOIN) else s["bot"] for s in seats]
        names = [info.name if s["bot"] != JOIN else "" for s, info in zip(seats, self.seat_infos())]
        network = netplay.NETWORK
        hosted = None
        try:
            hosted = HostedTable(netplay.the_games(), netplay.server_dir(), bind=network.bind, port=network.port,
                                 advertise=network.lan, host_name=names[here[0]] if here else "",
                                 history=paths.history_dir())
            seating = hosted.open(self.game_id, bots, here, names, sorted(self.variants), keep_dir=netplay.seats_dir())
        except (TableError, OSError) as exc:
            if hosted is not None:
                hosted.close()
            traceback.print_exc()
            self.app.toast(f"The table could not be opened: {exc}", "error")
            return
        self.app.go("lobby", seating=seating, hosted=hosted, game_id=self.game_id)

    def draw(self, surface) -> None:
        super().draw(surface)
        rr = self.right.rect
        joining = sum(1 for s in self.seats[: self.players] if s["bot"] == JOIN)
        line = (f"Hosting: {words.count(joining, 'friend')} {'joins' if joining == 1 else 'join'} from their "
                "own computer; this computer keeps the table.")
        box = self._hosting_line()
        size = text.fit_size(line, "ui_bold", text.reading_size(18), box.w, 12)
        text.draw(surface, line, box.center, "ui_bold", size, theme.INK, anchor="center", box=box)

