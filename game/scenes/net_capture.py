"""Screenshots of play with friends: the host screen, the join screen with a
table found, and the waiting room with seats filling.  Each hosts a real
table on loopback (nothing goes on the network); ``release()`` closes what
was opened once the picture is taken.

    prepare(app, "host" | "join" | "lobby", game_id)
"""

from __future__ import annotations

import time

from game import __version__
from game.net.discovery import FoundTable
from game.net.protocol import PROTOCOL
from game.net.session import HostedTable, Seating
from game.scenes import netplay

TARGETS = ("friends", "host", "join", "lobby")
NAMES = ("Ada", "Bill", "Cora", "Dutch")
_open: list = []


class ShownTables:
    """A browser that has found the given tables (a screenshot shows the join screen as it looks then)."""

    problem = None

    def __init__(self, tables: list[FoundTable]):
        self._tables = tables

    def tables(self) -> list[FoundTable]:
        return list(self._tables)

    def close(self) -> None:
        pass


def host_table(game_id: str, info, friends: int = 1) -> tuple[HostedTable, Seating, list[Seating]]:
    """A hosted table on loopback with the host here, ``friends`` seated and the other seats open."""
    seats = min(info.max_seats, max(info.min_seats, 3))
    bots = [None] * seats
    names = [NAMES[0]] + [""] * (seats - 1)
    with netplay.loopback_only():
        hosted = HostedTable(netplay.the_games(), netplay.server_dir(), bind="127.0.0.1", port=0, advertise=False,
                             host_name=NAMES[0])
    _open.append(hosted)
    seating = hosted.open(game_id, bots, [0], names)
    guests = []
    for k in range(1, 1 + min(friends, seats - 2)):   # one seat stays open: the room keeps waiting
        guest = Seating.claim(hosted.url, seating.code, k, NAMES[k])
        _open.append(guest)
        guests.append(guest)
    if guests:
        guests[0].say(1, "Howdy! Deal me in when Cora gets here.")
    end = time.monotonic() + 5
    while time.monotonic() < end:
        seating.poll()
        state = seating.state()
        heard = seating.chat or not guests   # the friend's line, when a friend is seated to say it
        if state and heard and all(s["state"] == "joined" for s in state["seats"][: 1 + len(guests)]):
            break
        time.sleep(0.02)
    return hosted, seating, guests


def prepare(app, target: str, game_id: str, info) -> None:
    if target == "friends":
        app.go("friends")
    elif target == "host":
        app.go("host", game_id=game_id)
    elif target == "lobby":
        hosted, seating, _guests = host_table(game_id, info)
        app.go("lobby", seating=seating, hosted=hosted, game_id=game_id)
    elif target == "join":
        hosted, seating, _guests = host_table(game_id, info, friends=0)
        found = FoundTable(f"{NAMES[0]} {seating.code}", "127.0.0.1", hosted.port, seating.code, game_id,
                           len(seating.state()["seats"]) - 1 if seating.state() else 1, NAMES[0],
                           PROTOCOL, __version__)
        app.go("join", browser=ShownTables([found]))


def release() -> None:
    while _open:
        thing = _open.pop()
        thing.close()
