"""Playing seats of a remote table with a bot, until the match ends.

A client holds no match, only what its seats are told, so its bot decides from
that: the level ``random`` picks among the legal moves the server sent; the
other levels ask the server for the seat's hint (the game's bot of that level,
which learns only what the seat may know) and play it.  Simultaneous commits
are made in seat order, the way a table takes them, so a match played by bots
is the same match every time it is played from the same seed.

While the server is away the player keeps trying to reconnect with its seats'
tokens (up to ``retry_for`` seconds), then asks only for what it missed.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from game.core.rng import Rng

from .client import Disconnected, TableClient
from .protocol import ProtocolError, ProtocolMismatch


@dataclass
class SeatPlay:
    token: str
    events: int = 0                 # steps of the log this seat has been told
    acted_at: int | None = None     # the move number this seat last answered
    final: dict | None = None       # the last state, once the match is over
    last: dict | None = None        # the last state while it is played


@dataclass
class RemotePlayer:
    url: str
    code: str
    seats: dict[int, str]           # seat -> token
    level: str = "random"
    record: Path | None = None
    retry_for: float = 60.0
    pace: float = 0.0               # seconds to wait before each move (a bot a person can follow)
    say: Callable[[str], None] = field(default=lambda line: print(line, file=sys.stderr, flush=True))

    def play(self) -> dict:
        """Play until the match is over; the final state message of the first seat."""
        plays = {seat: SeatPlay(token) for seat, token in self.seats.items()}
        lost_at: float | None = None
        while True:
            try:
                with TableClient(self.url, self.record) as client:
                    client.connect()
                    for seat, sp in sorted(plays.items()):
                        sp.acted_at = None   # a move sent just before the server went away may be lost
                        client.join(self.code, seat, sp.token, since=sp.events)
                    lost_at = None
                    done = self._run(client, plays)
                    if done is not None:
                        return done
            except ProtocolMismatch:
                raise
            except (Disconnected, TimeoutError) as exc:
                now = time.monotonic()
                if lost_at is None:
                    self.say(f"{exc}; trying again for up to {self.retry_for:.0f} s")
                lost_at = lost_at or now
                if now - lost_at > self.retry_for:
                    raise Disconnected(f"the table server stayed away for {self.retry_for:.0f} s: {exc}") from None
                time.sleep(0.2)

    def _run(self, client: TableClient, plays: dict[int, SeatPlay]) -> dict | None:
        while True:
            message = client.next(timeout=self.retry_for)
            kind = message.get("kind")
            seat = message.get("seat")
            sp = plays.get(seat) if isinstance(seat, int) else None
            if kind == "events" and sp is not None:
                sp.events = message["since"] + len(message["steps"])
            elif kind == "undone" and sp is not None:
                sp.events = min(sp.events, message["move"])
            elif kind == "state" and sp is not None:
                if message["status"] == "over":
                    sp.final = message
                    if all(p.final is not None for p in plays.values()):
                        return plays[min(plays)].final
                else:
                    sp.last = message
                    self._maybe_act(client, seat, sp, message)
            elif kind == "hint" and sp is not None and message.get("move") == sp.acted_at:
                client.send({"kind": "act", "seat": seat, "action": message["action"], "move": message["move"]})
            elif kind == "refused" and sp is not None:
                self.say(f"seat {seat}: refused: {message.get('reason')}")
                last = sp.last
                if last is not None and last["legal"] and last["move"] == sp.acted_at:
                    # a choice the server would not take: the first legal move keeps the match going
                    client.send({"kind": "act", "seat": seat, "action": last["legal"][0], "move": last["move"]})
                    sp.last = None   # once: a second refusal waits for the table to move
            elif kind == "error" and message.get("code") == "rate_limited":
                time.sleep(0.2)   # a move was dropped: wait for the budget, then answer again
                for seat_, other in plays.items():
                    if other.last is not None and other.final is None:
                        other.acted_at = None
                        self._maybe_act(client, seat_, other, other.last)
            elif kind == "error":
                if message.get("code") in ("bad_token", "no_room"):
                    raise ProtocolError(message["code"], message.get("message", ""))
                self.say(f"server: {message.get('message')}")

    def _maybe_act(self, client: TableClient, seat: int, sp: SeatPlay, state: dict) -> None:
        acting = state["to_act"]
        move = state["move"]
        if state["status"] != "playing" or not acting or acting[0] != seat or not state["legal"]:
            return
        if sp.acted_at == move:
            return   # already answered this position (a repeated state message)
        sp.acted_at = move
        if self.pace:
            time.sleep(self.pace)
        if self.level == "random":
            rng = Rng((move * 1_000_003 + seat * 7919 + state["round"]) & ((1 << 62) - 1))
            client.send({"kind": "act", "seat": seat, "action": rng.choice(state["legal"]), "move": move})
        else:
            client.send({"kind": "hint", "seat": seat, "level": self.level})


def result_line(final: dict) -> str:
    """``result ...`` for the command line: who won and why."""
    outcome = final.get("outcome") or {}
    names = {s["seat"]: s["name"] for s in final.get("seats", [])}
    winners = ", ".join(f"{names.get(w, w)} (seat {w})" for w in outcome.get("winners", [])) or "nobody"
    reason = outcome.get("reason") or "the match is over"
    return f"result winners: {winners}; {reason}; {final.get('move')} moves"
