"""``TableView`` over a table server: the seats this machine holds in a room.

It knows only what the server tells its seats: each held seat's last state
message (observation, legal moves, who acts, outcome) and the moves as that
seat was shown them.  ``poll()`` takes in what has come (call it once a
frame); ``submit`` sends a move and its answer comes back through ``poll``:
the new table, or a ``Notice("refused")`` with the reason.  The undo answer
is asked of the server once per move and remembered.

A spectator table (``seats`` empty, ``watch=True``) sees ``observe(None)``.
"""

from __future__ import annotations

from typing import Sequence

from game.core.match import SeatInfo, UndoAnswer
from game.core.model import Action, Event, Observation, Outcome, Seat
from game.core.table_view import Notice, Steps, outcome_of

from .client import TableClient

ASKING = UndoAnswer(False, "Asking the table whether that move may be taken back...", "Asking the table")


class RemoteTable:
    def __init__(self, client: TableClient, code: str, seats: dict[Seat, str], watch: bool = False):
        self.client = client
        self.code = code
        self.tokens = dict(seats)
        self.game_id = ""
        self._states: dict[Seat | None, dict] = {}
        self._steps: dict[Seat | None, Steps] = {}
        self._undo: dict[Seat, tuple[int, UndoAnswer]] = {}
        self._undo_asked: dict[Seat, int] = {}
        self._notices: list[Notice] = []
        for seat, token in sorted(self.tokens.items()):
            client.join(code, seat, token, since=0)
            self._steps[seat] = []
        if watch:
            client.send({"kind": "watch", "code": code})
            self._steps[None] = []
        self.viewers = sorted(self.tokens) + ([None] if watch else [])

    def wait_ready(self, timeout: float = 5.0) -> None:
        """Wait until every held seat (and the spectator view) has been told the table."""
        while any(v not in self._states for v in self.viewers):
            self._take(self.client.next(timeout))

    # -- taking in what the server says ---------------------------------------------
    def poll(self) -> list[Notice]:
        for message in self.client.poll():
            self._take(message)
        notices, self._notices = self._notices, []
        return notices

    def _take(self, message: dict) -> None:
        kind, seat = message.get("kind"), message.get("seat")
        if message.get("code") not in (None, self.code):
            return
        if kind in ("state", "events", "undone", "undo_answer", "refused", "hint") and seat not in self._steps:
            return   # about a seat this table does not hold
        if kind == "state":
            self._states[seat] = message
            self.game_id = message["game"]
        elif kind == "events":
            steps = self._steps[seat]
            del steps[message["since"]:]
            steps.extend((s["seat"], s["text"], [Event(e["kind"], e["data"]) for e in s["events"]])
                         for s in message["steps"])
        elif kind == "undone":
            del self._steps[seat][message["move"]:]
            self._notices.append(Notice("undone", seat))
        elif kind == "rematch":
            for steps in self._steps.values():
                steps.clear()
            self._notices.append(Notice("rematch"))
        elif kind == "undo_answer":
            self._undo[seat] = (self._asked_at(seat), UndoAnswer(message["ok"], message["reason"], message["short"]))
        elif kind == "refused":
            self._notices.append(Notice("refused", seat, message["reason"]))
        elif kind == "hint":
            self._notices.append(Notice("hint", seat, action=Action.from_json(message["action"])))
        elif kind == "error":
            self._notices.append(Notice("refused", seat, message.get("message")))

    def _asked_at(self, seat: Seat) -> int:
        return self._undo_asked.get(seat, -1)

    def _state(self, viewer: Seat | None = None) -> dict:
        if viewer in self._states:
            return self._states[viewer]
        if viewer is None and self._states:
            return next(iter(self._states.values()))
        raise KeyError(f"this table is not told what seat {viewer} sees")

    # -- TableView -----------------------------------------------------------------------
    @property
    def seats(self) -> Sequence[SeatInfo]:
        return tuple(SeatInfo(s["name"], s["bot"]) for s in self._state()["seats"])

    def moves(self) -> int:
        return self._state()["move"]

    def to_act(self) -> tuple[Seat, ...]:
        return tuple(self._state()["to_act"])

    def legal_actions(self, seat: Seat) -> Sequence[Action]:
        state = self._states.get(seat)
        return [Action.from_json(a) for a in state["legal"]] if state else []

    def observe(self, viewer: Seat | None) -> Observation:
        if viewer not in self._states:
            raise KeyError(f"this table is not told what seat {viewer} sees")
        return self._states[viewer]["view"]

    def events_for(self, viewer: Seat | None, since: int = 0) -> Steps:
        return list(self._steps[viewer][since:])

    def outcome(self) -> Outcome | None:
        return outcome_of(self._state()["outcome"])

    def is_over(self) -> bool:
        return self._state()["status"] == "over"

    def undo_answer(self, viewer: Seat | None) -> UndoAnswer:
        if viewer not in self.tokens:
            return UndoAnswer(False, "Undo is for the player whose turn is on the screen.", "Nobody's turn on screen")
        move = self.moves()
        known = self._undo.get(viewer)
        if known is not None and known[0] == move:
            return known[1]
        if self._undo_asked.get(viewer) != move:
            self._undo_asked[viewer] = move
            self.client.send({"kind": "undo", "code": self.code, "seat": viewer, "check": True})
        return ASKING

    def submit(self, seat: Seat, action: Action) -> str | None:
        if seat not in self.tokens:
            return "this machine does not hold that seat"
        self.client.send({"kind": "act", "code": self.code, "seat": seat, "action": action.to_json(),
                          "move": self.moves()})
        return None

    def undo(self, seat: Seat) -> str | None:
        if seat not in self.tokens:
            return "this machine does not hold that seat"
        self.client.send({"kind": "undo", "code": self.code, "seat": seat})
        return None

    def ask_hint(self, seat: Seat, level: str) -> None:
        self.client.send({"kind": "hint", "code": self.code, "seat": seat, "level": level})
