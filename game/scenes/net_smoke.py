"""The smoke run's network step: host a table on loopback, show its waiting
room, join it as a friend by the room code, start, open the host's table, play
a few moves from both seats, and print ``network OK`` (the frozen executable runs it too, so it
proves websockets and the table server came along)."""

from __future__ import annotations

import time

from game.net.session import HostedTable, Seating
from game.scenes import netplay

GAME = "fugitive"
MOVES = 6


class NetworkFailure(Exception):
    pass


def _wait(seatings, check, what: str, seconds: float = 15.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for s in seatings:
            s.poll()
        if check():
            return
        time.sleep(0.01)
    raise NetworkFailure(f"the networked table never {what}")


def play_moves(seatings: list[Seating], moves: int) -> int:
    """Each seat whose turn it is plays its first legal move, until ``moves`` have been played."""
    played = 0
    while played < moves:
        _wait(seatings, lambda: any(_my_turn(s) for s in seatings), "gave anyone a turn")
        for s in seatings:
            state = _my_turn(s)
            if state is not None:
                s.act(state["seat"], state["legal"][0], state["move"])
                before = state["move"]
                _wait(seatings, lambda: (s.state() or {}).get("move", 0) > before, "acknowledged a move")
                played += 1
                break
    return played


def _my_turn(seating: Seating) -> dict | None:
    for seat, state in seating.states.items():
        if state.get("status") == "playing" and seat in state.get("to_act", ()) and state.get("legal"):
            return state
    return None


def network_check(app, frames) -> str:
    """Host, wait in the lobby, join, play; the line to print."""
    with netplay.loopback_only():
        hosted = HostedTable(netplay.the_games(), netplay.server_dir(), bind="127.0.0.1", port=0, advertise=False)
    guest = None
    try:
        host = hosted.open(GAME, [None, None], [0], ["Ada", ""])
        _wait([host], lambda: host.state() is not None, "showed the host a seat")
        app.go("lobby", seating=host, hosted=hosted, game_id=GAME)
        frames(5)
        if app.stack.top is None or app.stack.top.name != "lobby":
            raise NetworkFailure("the waiting room did not open")
        guest = Seating.claim(hosted.url, host.code.lower(), 1, "Bill")
        _wait([host, guest], lambda: (host.state() or {}).get("filled"), "saw both seats filled")
        host.start()
        _wait([host, guest], lambda: all((s.state() or {}).get("status") == "playing" for s in (host, guest)),
              "started when the host pressed Start")
        for _ in range(200):   # the waiting room takes the host to the game's table
            frames(1)
            if app.stack.find("netframe") is not None:
                break
        if app.stack.find("netframe") is None:
            raise NetworkFailure("the networked table did not open")
        played = play_moves([host, guest], MOVES)
        frames(5)
        return f"network OK room={host.code} moves={played}"
    finally:
        if guest is not None:
            guest.close()
        app.go("title")
        hosted.close()
