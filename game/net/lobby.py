"""What a person joining from the app needs beyond part 1's seats and tokens:
a look at a room before sitting down, taking a free seat by the room code,
a short chat line, and the host closing the room.

    peek   {code}                      -> lobby {code, game, variants, status, seats: [{seat, name, bot, state}], free}
    claim  {code, seat, name}          -> claimed {code, seat, token}, then joined and state as for join
    chat   {code, seat, text}          -> chat {code, seat, name, text} to everyone at the table
    close  {code, host}                -> closed {code, reason} to everyone at the table; the room is gone
    start  {code, host}                -> the match is dealt (a room opened with start "host" waits for it
                                          once every seat is filled); state to everyone
    record {code, seat}                -> record {code, round, save}: the finished match whole (seed and
                                          every move) for the asker's history and replay; refused with
                                          not_over while it is being played (the seed never travels before)

A seat is free while it is a person's seat nobody has taken yet.  Chat is
plain text: control characters are dropped, it is cut to ``CHAT_LIMIT``
characters and it is never interpreted, here or by a client.
These handlers run on the server's loop like the others (see server.py).
"""

from __future__ import annotations

import secrets
import unicodedata

from game.core.match import SeatInfo

from .protocol import ProtocolError, field

CHAT_LIMIT = 200
NAME_LIMIT = 24


def plain_text(text: str, limit: int) -> str:
    """One line of printable text: control and format characters dropped, spaces squeezed, cut to ``limit``."""
    kept = "".join(c if unicodedata.category(c)[0] not in "CZ" or c == " " else " " for c in text)
    return " ".join(kept.split())[:limit]


def seat_state(room, seat: int) -> str:
    """bot, joined (someone holds it now), away (taken, not held now) or waiting (nobody yet)."""
    if room.bot_level(seat) is not None:
        return "bot"
    if seat in room.holders:
        return "joined"
    return "away" if seat in room.taken else "waiting"


def free_seats(room) -> list[int]:
    return [k for k in room.human_seats() if k not in room.taken and k not in room.holders]


def lobby_message(room) -> dict:
    match = room.match
    return {"kind": "lobby", "code": room.code, "game": room.record.game,
            "variants": sorted(match.config.variants), "status": room.status(),
            "seats": [{"seat": k, "name": s.name, "bot": s.bot, "state": seat_state(room, k)}
                      for k, s in enumerate(match.seats)],
            "free": free_seats(room), "held": room.record.status == "held", "filled": room.filled()}


def _peek(server, conn, msg: dict) -> None:
    conn.send(lobby_message(server._room(msg)))


def _claim(server, conn, msg: dict) -> None:
    room = server._room(msg)
    seat = field(msg, "seat", int)
    name = plain_text(str(field(msg, "name", str)), NAME_LIMIT) or f"Player {seat + 1}"
    free = free_seats(room)
    if not free:
        raise ProtocolError("room_full", "every seat at this table is taken")
    if seat not in free:
        raise ProtocolError("seat_taken", "that seat is taken: choose another")
    room.match.seats[seat] = SeatInfo(name, None)
    room.record.seats = [s.to_json() for s in room.match.seats]
    server.store.set_seats(room.code, room.record.seats)
    token = room.record.tokens[seat]
    conn.send({"kind": "claimed", "code": room.code, "seat": seat, "token": token})
    server._join(conn, {"kind": "join", "code": room.code, "seat": seat, "token": token})


def _chat(server, conn, msg: dict) -> None:
    room, seat = server._held(conn, msg)
    words = plain_text(str(field(msg, "text", str)), CHAT_LIMIT)
    if not words:
        return
    line = {"kind": "chat", "code": room.code, "seat": seat, "name": room.match.seats[seat].name, "text": words}
    for other in server._connections(room):
        other.send(line)


def _close(server, conn, msg: dict) -> None:
    room = server._room(msg)
    if not secrets.compare_digest(field(msg, "host", str), room.record.host):
        raise ProtocolError("bad_token", "only the host may close the room")
    server.rooms.pop(room.code, None)
    server.store.set_status(room.code, "closed")
    for other in server._connections(room):
        other.send({"kind": "closed", "code": room.code, "reason": "the host closed the table"})
        other.seats = {(c, s) for c, s in other.seats if c != room.code}
        other.watching.discard(room.code)
    room.holders.clear()
    room.watchers.clear()


def _start(server, conn, msg: dict) -> None:
    room = server._room(msg)
    if not secrets.compare_digest(field(msg, "host", str), room.record.host):
        raise ProtocolError("bad_token", "only the host may start the match")
    if room.record.status != "held":
        raise ProtocolError("bad_request", "this match has started already")
    if not room.filled():
        raise ProtocolError("bad_request", "the table is waiting for " + ", ".join(room.waiting_for()))
    room.record.status = "playing"
    server.store.set_status(room.code, "playing")
    server._broadcast(room)
    server._kick(room)


def _record(server, conn, msg: dict) -> None:
    room, _seat = server._held(conn, msg)
    if not room.match.is_over():
        raise ProtocolError("not_over", "the match is still being played")
    conn.send({"kind": "record", "code": room.code, "round": room.record.round, "save": room.match.to_json()})


HANDLERS = {"peek": _peek, "claim": _claim, "chat": _chat, "close": _close, "start": _start, "record": _record}
