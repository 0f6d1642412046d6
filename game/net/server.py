"""The table server: rooms live here, clients only send what they would do.

One asyncio loop owns every room and every socket; nothing about a match
changes anywhere else, so rooms need no locks.  Server bots (and hints) think
on worker threads, each on a clone of the state, and hand their choice back
to the loop, which checks it with ``match.refusal`` like anyone's move: a
slow bot never holds up another room.

An action is written to the store before it is acknowledged or shown to
anyone, so a server killed at any moment and started again over the same
store has every acknowledged move (``TableServer.start`` restores the rooms).
"""

from __future__ import annotations

import asyncio
import secrets
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.core import archive
from game.core.ai.explain import reason_from
from game.core.match import LEVELS
from game.core.model import GameRules, IllegalAction
from game.core.rng import Rng
from game.core.table_view import move_seed

from . import lobby
from .protocol import MAX_MESSAGE, PROTOCOL, VERSION, ProtocolError, action_of, decode, encode, error, field, \
    mismatch_sentence
from .room import Room, RoomSpec, new_code, normal_code
from .store import RoomStore

RATE = 200.0           # messages a connection may send per second, on average (a person sends a few)
BURST = 400.0          # and in one burst
FLOOD_LIMIT = 1000     # messages dropped within FLOOD_WINDOW seconds before the connection is closed
FLOOD_WINDOW = 10.0
MAX_PENDING = 8         # actions a hint or a what-if may name (a double move names one)
QUEUE_LIMIT = 5000     # messages waiting for a client that reads nothing: past this it is let go


class Conn:
    """One client connection: the seats it holds, its rate budget and its outbox."""

    def __init__(self, ws: ServerConnection):
        self.ws = ws
        self.greeted = False
        self.seats: set[tuple[str, int]] = set()    # (room code, seat)
        self.watching: set[str] = set()
        self.sent: dict[tuple[str, int | None], int] = {}   # events already sent per (room, seat)
        self.tokens = BURST
        self.last = time.monotonic()
        self.dropped = 0
        self.window = self.last
        self.outbox: asyncio.Queue[str | tuple[int, str]] = asyncio.Queue()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        if now - self.window > FLOOD_WINDOW:
            self.window, self.dropped = now, 0
        self.dropped += 1
        return False

    def send(self, message: dict) -> None:
        if self.outbox.qsize() < QUEUE_LIMIT:
            self.outbox.put_nowait(encode(message))
        else:
            self.finish(1008, "too many unread messages")   # a client that reads nothing: let it go

    def finish(self, code: int, reason: str) -> None:
        """Close once everything queued before (the error that says why) has been sent."""
        self.outbox.put_nowait((code, reason))

    async def pump(self) -> None:
        while True:
            item = await self.outbox.get()
            if isinstance(item, tuple):
                await self.ws.close(*item)
                return
            await self.ws.send(item)


class TableServer:
    def __init__(self, store: RoomStore, rules_for: Callable[[str], GameRules], bot_for: Callable[..., Any],
                 history_dir: Path | None = None, workers: int = 2, log: Callable[[str], None] | None = None):
        self.store = store
        self.rules_for = rules_for
        self.bot_for = bot_for
        self.history_dir = history_dir
        self.rooms: dict[str, Room] = {}
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="table-bot")
        self.log = log or (lambda line: print(line, file=sys.stderr, flush=True))
        self._server = None
        self.loop: asyncio.AbstractEventLoop | None = None

    # -- running ---------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0, tls: Any = None) -> int:
        """Restore the stored rooms, start listening; the bound port."""
        self.loop = asyncio.get_running_loop()
        for record in self.store.open_rooms():
            try:
                self.rooms[record.code] = Room.restore(record, self.rules_for)
            except Exception as exc:   # one damaged record must not keep the other rooms closed
                self.log(f"room {record.code} could not be restored: {exc}")
        self._server = await serve(self._session, host, port, max_size=MAX_MESSAGE, max_queue=16,
                                   ping_interval=20, ping_timeout=20, ssl=tls)
        for room in self.rooms.values():
            self._kick(room)
        return self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.pool.shutdown(wait=True, cancel_futures=True)

    async def _session(self, ws: ServerConnection) -> None:
        conn = Conn(ws)
        pump = asyncio.create_task(conn.pump())
        closing = False   # once the close is queued, what still comes is read and ignored
        try:
            async for text in ws:
                if closing:
                    continue
                if not conn.allow():
                    conn.send(error("rate_limited", f"slow down: at most {RATE:.0f} messages a second; "
                                                    "that message was dropped"))
                    if conn.dropped > FLOOD_LIMIT:
                        conn.finish(1008, "too many messages")
                        closing = True
                    continue
                try:
                    if not self._handle(conn, decode(text)):
                        conn.finish(1002, "protocol")
                        closing = True
                except ProtocolError as exc:
                    conn.send(error(exc.code, exc.message))
        except ConnectionClosed:
            pass
        finally:
            pump.cancel()
            self._drop(conn)

    def _drop(self, conn: Conn) -> None:
        """A connection ends: its seats are held for their players; the others are told."""
        changed = set()
        for code, seat in conn.seats:
            room = self.rooms.get(code)
            if room is not None and room.holders.get(seat) is conn:
                del room.holders[seat]
                changed.add(code)
        for code in conn.watching:
            if code in self.rooms:
                self.rooms[code].watchers.discard(conn)
        for code in changed:
            self._broadcast(self.rooms[code])

    # -- messages --------------------------------------------------------------
    def _handle(self, conn: Conn, msg: dict) -> bool:
        """Act on one message; False closes the connection."""
        kind = msg["kind"]
        if kind == "hello":
            version = msg.get("protocol")
            if version != PROTOCOL:
                conn.send(dict(error("protocol", mismatch_sentence(PROTOCOL, version)), version=VERSION))
                return False
            conn.greeted = True
            conn.send({"kind": "welcome", "protocol": PROTOCOL, "server": "Bounty Table", "version": VERSION})
            return True
        if not conn.greeted:
            conn.send(error("protocol", "say hello first, with the protocol version"))
            return False
        handler = self.HANDLERS.get(kind)
        if handler is None:
            raise ProtocolError("unknown_kind", f"unknown message kind {kind!r}")
        handler(self, conn, msg)
        return True

    def _room(self, msg: dict) -> Room:
        code = normal_code(msg.get("code"))
        room = self.rooms.get(code) if code else None
        if room is None:
            raise ProtocolError("no_room", f"no room {msg.get('code')!r} on this server")
        return room

    def _held(self, conn: Conn, msg: dict) -> tuple[Room, int]:
        """The room and seat a message acts for, which this connection must hold."""
        seat = field(msg, "seat", int)
        for code, held in conn.seats:
            if held == seat and code == (normal_code(msg.get("code")) or code):
                room = self.rooms.get(code)
                if room is not None and room.holders.get(seat) is conn:
                    return room, seat
        raise ProtocolError("not_your_seat", f"this connection does not hold seat {seat}")

    def _open(self, conn: Conn, msg: dict) -> None:
        game = field(msg, "game", str)
        try:
            rules = self.rules_for(game)
        except KeyError:
            raise ProtocolError("bad_request", f"unknown game {game!r}") from None
        bots = field(msg, "bots", list)
        if not all(b is None or isinstance(b, str) for b in bots):
            raise ProtocolError("bad_request", "bots lists a level or null per seat")
        seed = field(msg, "seed", int, required=False)
        variants = tuple(field(msg, "variants", list, required=False) or ())
        names = tuple(str(n) for n in (field(msg, "names", list, required=False) or ()))
        held = field(msg, "start", str, required=False) == "host"
        spec = RoomSpec(game, tuple(b or None for b in bots), tuple(str(v) for v in variants), names, seed, held)
        problem = spec.problem(rules)
        if problem:
            raise ProtocolError("bad_request", problem)
        room = Room.create(spec, rules, new_code(lambda c: c in self.rooms))
        self.store.create(room.record)
        self.rooms[room.code] = room
        conn.send({"kind": "room", "code": room.code, "host": room.record.host, "game": game,
                   "seats": [{"seat": k, "name": s.name, "bot": s.bot,
                              "token": room.record.tokens[k] if s.is_human else None}
                             for k, s in enumerate(room.match.seats)]})
        self.log(f"room {room.code}: {game}, {len(bots)} seats")
        self._kick(room)

    def _join(self, conn: Conn, msg: dict) -> None:
        seat = field(msg, "seat", int)
        token = field(msg, "token", str)
        since = field(msg, "since", int, required=False) or 0
        room = self._room(msg)
        if not 0 <= seat < len(room.match.seats) or not secrets.compare_digest(token, room.record.tokens[seat]):
            raise ProtocolError("bad_token", "that token does not open this seat")
        if room.bot_level(seat) is not None:
            # the host had handed this seat to a bot while its player was away: the player takes it back
            room.set_bot(seat, None)
            self.store.set_seats(room.code, room.record.seats)
        before = room.holders.get(seat)
        if before is not None and before is not conn:
            before.seats.discard((room.code, seat))
            before.send(error("seat_taken", f"seat {seat} of room {room.code} was taken up by another connection"))
        room.holders[seat] = conn
        room.taken.add(seat)
        conn.seats.add((room.code, seat))
        conn.sent[(room.code, seat)] = max(0, min(since, len(room.match.history)))
        if room.promote():
            self.store.set_status(room.code, "playing")
        conn.send({"kind": "joined", "code": room.code, "seat": seat})
        self._broadcast(room)
        self._kick(room)

    def _watch(self, conn: Conn, msg: dict) -> None:
        room = self._room(msg)
        room.watchers.add(conn)
        conn.watching.add(room.code)
        conn.sent[(room.code, None)] = 0
        self._tell(conn, room, None)

    def _act(self, conn: Conn, msg: dict) -> None:
        room, seat = self._held(conn, msg)
        action = action_of(msg.get("action"))
        expected = field(msg, "move", int, required=False)
        reason = self._refusal(room, seat, expected)
        reason = reason or room.match.refusal(seat, action)
        if reason is not None:
            conn.send({"kind": "refused", "code": room.code, "seat": seat, "reason": reason})
            return
        self._apply(room, seat, action)
        conn.send({"kind": "ack", "code": room.code, "seat": seat, "move": len(room.match.history)})
        self._after_change(room)

    @staticmethod
    def _refusal(room: Room, seat: int, expected: int | None) -> str | None:
        status = room.status()
        if status == "waiting":
            if room.filled():
                return "the host has not started the match yet"
            return "the table is waiting for " + ", ".join(room.waiting_for())
        if expected is not None and expected != len(room.match.history):
            return "the table has moved on since that move was chosen"
        if room.bot_level(seat) is not None:
            return "a server bot plays this seat now"
        return None

    def _apply(self, room: Room, seat: int, action) -> None:
        """Apply a checked action and record it before anyone hears of it."""
        room.match.apply(seat, action)
        index = len(room.match.history) - 1
        self.store.append(room.code, room.record.round, index, seat, action.to_json())

    def _after_change(self, room: Room) -> None:
        if room.match.is_over() and room.record.status != "over":
            room.record.status = "over"
            self.store.set_status(room.code, "over")
            if self.history_dir is not None:
                try:
                    archive.keep(self.history_dir, room.match)
                except OSError as exc:
                    self.log(f"room {room.code}: the finished match could not be kept in the history: {exc}")
        self._broadcast(room)
        self._kick(room)

    def _undo(self, conn: Conn, msg: dict) -> None:
        room, seat = self._held(conn, msg)
        answer = room.match.undo_answer(seat)
        if msg.get("check"):
            conn.send({"kind": "undo_answer", "code": room.code, "seat": seat, "ok": answer.ok,
                       "reason": answer.reason, "short": answer.short})
            return
        if not answer.ok or room.status() != "playing":
            conn.send({"kind": "refused", "code": room.code, "seat": seat,
                       "reason": answer.reason or "the match is not being played"})
            return
        index = len(room.match.history) - 1
        try:
            room.match.undo(seat)
        except IllegalAction as exc:
            conn.send({"kind": "refused", "code": room.code, "seat": seat, "reason": exc.reason})
            return
        self.store.drop_last(room.code, room.record.round, index)
        for other in self._connections(room):
            for key in list(other.sent):
                if key[0] == room.code:
                    other.sent[key] = min(other.sent[key], index)
            other.send({"kind": "undone", "code": room.code, "seat": seat, "move": index})
        self._broadcast(room)

    def _hint(self, conn: Conn, msg: dict) -> None:
        """The seat's bot of ``level`` suggests a move, thinking on what the seat may know (a
        determinization of its view, never the real state) with what it armed at its table
        (``pending``) made first; the answer names the move it is for and one line of why."""
        room, seat = self._held(conn, msg)
        level = field(msg, "level", str)
        if level not in LEVELS + ("random",):
            raise ProtocolError("bad_request", f"a hint comes from one of {', '.join(LEVELS)}")
        pending = self._actions(msg, "pending")
        move = len(room.match.history)
        said = {"code": room.code, "seat": seat, "move": move, "pending": [a.to_json() for a in pending]}

        def refuse(reason: str) -> None:
            conn.send({"kind": "refused", "about": "hint", "reason": reason, **said})
        if seat not in room.match.to_act() or room.status() != "playing":
            refuse("it is not this seat's turn")
            return
        rules = room.match.rules
        view, rng = self._seat_view(room, seat, pending)
        reason = self._make(rules, view, seat, pending, rng)
        if reason is not None:
            refuse(f"the choice made at the table is refused: {reason}")
            return
        legal_count = len(rules.legal_actions(view, seat))

        def answer(action) -> None:
            if action is None:
                refuse("the bot could not choose a move")
                return
            why = reason_from(room.bots.get((seat, level)), action, level, legal_count)
            conn.send({"kind": "hint", "action": action.to_json(), "reason": why, **said})
        if not self._think(room, seat, level, answer, view):
            refuse("the bot is still thinking about the last hint")

    def _ahead(self, conn: Conn, msg: dict) -> None:
        """A seat's own what-if: its legal moves once it has made ``actions`` (Scotland Yard's
        armed double move lights the stations his first ride may reach), worked out on what the
        seat may know, so the answer tells it nothing it could not see."""
        room, seat = self._held(conn, msg)
        actions = self._actions(msg, "actions")
        match = room.match
        reason = None if room.status() == "playing" else "the match is not being played"
        legal = []
        if reason is None:
            view, rng = self._seat_view(room, seat, actions)
            reason = self._make(match.rules, view, seat, actions, rng)
            legal = [] if reason is not None else [a.to_json() for a in match.rules.legal_actions(view, seat)]
        conn.send({"kind": "ahead", "code": room.code, "seat": seat, "move": len(match.history),
                   "actions": [a.to_json() for a in actions], "legal": legal, "reason": reason})

    @staticmethod
    def _actions(msg: dict, name: str) -> list:
        listed = field(msg, name, list, required=False) or []
        if len(listed) > MAX_PENDING:
            raise ProtocolError("bad_request", f"{name!r} lists at most {MAX_PENDING} actions")
        return [action_of(a) for a in listed]

    @staticmethod
    def _seat_view(room: Room, seat: int, actions: list) -> tuple[Any, Rng]:
        """A world ``seat`` cannot tell from the real one (the game's determinization for it) and
        an rng for what is made on it, both from a seed drawn afresh: some games' determinizations
        deal the unseen cards from their real order, so a seed the player could work out (from
        what they see) would let the answer hint at that order."""
        seed = secrets.randbits(62)
        return room.match.rules.determinize(room.match.state, seat, Rng(seed)), Rng(seed ^ 0x5EED)

    @staticmethod
    def _make(rules: GameRules, state: Any, seat: int, actions: list, rng: Rng) -> str | None:
        """Make ``actions`` for ``seat`` on ``state`` (a copy): the first refusal, else None."""
        for action in actions:
            try:
                reason = rules.refusal(state, seat, action)
                if reason is None:
                    rules.apply(state, seat, action, rng)
            except IllegalAction as exc:
                reason = exc.reason
            if reason is not None:
                return reason
        return None

    def _bot(self, conn: Conn, msg: dict) -> None:
        room = self._room(msg)
        if not secrets.compare_digest(field(msg, "host", str), room.record.host):
            raise ProtocolError("bad_token", "only the host may hand a seat to a bot")
        seat = field(msg, "seat", int)
        level = field(msg, "level", str)
        if not 0 <= seat < len(room.match.seats) or level not in LEVELS:
            raise ProtocolError("bad_request", f"name a seat of this room and a level ({', '.join(LEVELS)})")
        if seat in room.holders:
            raise ProtocolError("bad_request", f"{room.match.seats[seat].name} is at the table: only an empty seat "
                                               "goes to a bot")
        room.set_bot(seat, level)
        room.taken.add(seat)
        self.store.set_seats(room.code, room.record.seats)
        if room.promote():
            self.store.set_status(room.code, "playing")
        self._broadcast(room)
        self._kick(room)

    def _rematch(self, conn: Conn, msg: dict) -> None:
        room = self._room(msg)
        if not secrets.compare_digest(field(msg, "host", str), room.record.host):
            raise ProtocolError("bad_token", "only the host may start a rematch")
        if not room.match.is_over():
            raise ProtocolError("bad_request", "the match is still being played")
        match = room.match
        seed = secrets.randbits(62)
        room.record.round += 1
        room.record.seed = seed
        room.record.status = "playing"
        room.match = type(match)(match.rules, match.config, list(match.seats), seed)
        room.bots.clear()
        self.store.new_round(room.code, room.record.round, seed)
        for other in self._connections(room):
            for key in list(other.sent):
                if key[0] == room.code:
                    other.sent[key] = 0
            other.send({"kind": "rematch", "code": room.code, "round": room.record.round})
        self._broadcast(room)
        self._kick(room)

    HANDLERS = {"open": _open, "join": _join, "watch": _watch, "act": _act, "undo": _undo, "hint": _hint,
                "ahead": _ahead, "bot": _bot, "rematch": _rematch, **lobby.HANDLERS}

    # -- telling ---------------------------------------------------------------
    @staticmethod
    def _connections(room: Room) -> set[Conn]:
        return set(room.holders.values()) | room.watchers

    def _tell(self, conn: Conn, room: Room, seat: int | None) -> None:
        """New events for ``seat`` (as that seat may see them), then the table as it now stands."""
        key = (room.code, seat)
        since = conn.sent.get(key, 0)
        if since < len(room.match.history):
            conn.send(room.events_message(seat, since))
            conn.sent[key] = len(room.match.history)
        conn.send(room.state_message(seat))

    def _broadcast(self, room: Room) -> None:
        for seat, conn in sorted(room.holders.items()):
            self._tell(conn, room, seat)
        for conn in room.watchers:
            self._tell(conn, room, None)

    # -- server bots -------------------------------------------------------------
    def _kick(self, room: Room) -> None:
        """Start the server bot whose turn it is, unless one is already thinking."""
        seat = room.bot_to_move()
        if seat is None or room.thinking is not None:
            return
        room.thinking = seat
        move, round_ = len(room.match.history), room.record.round

        def play(action) -> None:
            room.thinking = None
            if (len(room.match.history), room.record.round) != (move, round_) or room.bot_to_move() != seat:
                self._kick(room)   # the table moved on while it thought
                return
            reason = None if action is None else room.match.refusal(seat, action)
            if action is None or reason is not None:
                self.log(f"room {room.code}: the bot of seat {seat} chose {action!r}, refused: {reason}")
                action = room.match.legal_actions(seat)[0]
            self._apply(room, seat, action)
            self._after_change(room)
        if not self._think(room, seat, room.bot_level(seat), play):
            room.thinking = None

    def _think(self, room: Room, seat: int, level: str, then: Callable[[Any], None], state: Any = None) -> bool:
        """Ask the seat's bot of ``level`` for a move on a worker thread; ``then(action)`` runs on the
        loop.  The bot works on ``state`` (a hint's: the seat's own view), else a clone of the
        match's.  False: that bot is already thinking."""
        key = (seat, level)
        if key in room.busy:
            return False
        match = room.match
        rules = match.rules
        state = rules.clone(match.state) if state is None else state
        rng = Rng(move_seed(match.seed, len(match.history), seat))   # the same after a restart
        bot = room.bots.get(key)
        if bot is None:
            bot = room.bots[key] = self.bot_for(room.record.game, level, match.seed + seat)

        def done(future) -> None:
            room.busy.discard(key)
            if future.cancelled():
                return
            exc = future.exception()
            if exc is not None:
                self.log(f"room {room.code}: the {level} bot of seat {seat} failed: {exc!r}")
            then(None if exc is not None else future.result())
        try:
            future = asyncio.wrap_future(self.pool.submit(bot.choose, rules, state, seat, rng), loop=self.loop)
        except RuntimeError:   # the pool is shutting down
            return False
        room.busy.add(key)
        future.add_done_callback(done)
        return True
