"""``TableView`` over a table server: the seats this machine holds in a room.

It knows only what the server tells its seats: each held seat's last state
message (observation, legal moves, who acts, outcome) and the moves as that
seat was shown them.  ``poll()`` takes in what has come (call it once a
frame); ``submit`` sends a move and its answer comes back through ``poll``:
the new table, or a ``Notice("refused")`` with the reason.  The undo answer
is asked of the server once per move and remembered.

A spectator table (``seats`` empty, ``watch=True``) sees ``observe(None)``.

What a table may ask besides: ``refusal`` answers from the seat's legal moves
(the server gives the rules' own reason when it refuses; while a move is on
its way nothing is refused here), ``role_of`` and ``variants`` from the state
message, ``legal_after`` never looks ahead (None), and ``finished()`` is the
whole match, asked of the server once it is over (the seed and every move
travel only then), rebuilt and checked here with ``rules_for``.  Its bots play
on the server (``plays_bots`` is False).

Two questions the server answers on what the seat may know: ``legal_after``
(a seat's own what-if, asked once per move and remembered; an empty list until
the answer comes, then a ``Notice("ahead")``) and ``ask_hint`` (its answer, or
why there is none, is kept for ``hint_reply`` and comes as a ``Notice("hint")``:
with its action, or with only the reason there is none).
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable, Sequence

from game.core.match import Match, SeatInfo, UndoAnswer
from game.core.savefile import SaveError
from game.core.model import Action, Event, Observation, Outcome, Seat
from game.core.table_view import Notice, Steps, outcome_of, plain

from .client import TableClient

ASKING = UndoAnswer(False, "Asking the table whether that move may be taken back...", "Asking the table")


class RemoteTable:
    plays_bots = False

    def __init__(self, client: TableClient, code: str, seats: dict[Seat, str], watch: bool = False,
                 rules_for: Callable[[str], Any] | None = None):
        self.client = client
        self.code = code
        self.tokens = dict(seats)
        self.game_id = ""
        self.rules_for = rules_for
        self._in_flight = 0            # moves sent and not yet answered
        self._record: Match | None = None
        self._record_asked: tuple[int, int] | None = None   # (round, move) it was asked at
        self._round = 0
        self._states: dict[Seat | None, dict] = {}
        self._steps: dict[Seat | None, Steps] = {}
        self._undo: dict[Seat, tuple[int, UndoAnswer]] = {}
        self._undo_asked: dict[Seat, int] = {}
        self._notices: list[Notice] = []
        self._ahead: dict[tuple, list[Action]] = {}     # (seat, actions, move) -> the legal moves after
        self._ahead_asked: set[tuple] = set()
        self._hints: dict[Seat, dict] = {}               # the last hint answer (or refusal) per seat
        for seat, token in sorted(self.tokens.items()):
            client.join(code, seat, token, since=0)
            self._steps[seat] = []
        if watch:
            client.send({"kind": "watch", "code": code})
            self._steps[None] = []
        self.viewers = sorted(self.tokens) + ([None] if watch else [])

    def ready(self) -> bool:
        """Every held seat (and the spectator view) has been told the table."""
        return all(v in self._states for v in self.viewers)

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
        if kind in ("state", "events", "undone", "undo_answer", "refused", "hint", "ahead") \
                and seat not in self._steps:
            return   # about a seat this table does not hold
        if kind == "state":
            self._states[seat] = message
            self.game_id = message["game"]
            if message.get("round", 0) != self._round:
                self._round, self._record, self._record_asked = message.get("round", 0), None, None
        elif kind == "ack" and seat in self.tokens:
            self._in_flight = max(0, self._in_flight - 1)
        elif kind == "record":
            self._take_record(message)
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
            self._record, self._record_asked = None, None
            self._notices.append(Notice("rematch"))
        elif kind == "undo_answer":
            self._undo[seat] = (self._asked_at(seat), UndoAnswer(message["ok"], message["reason"], message["short"]))
        elif kind == "refused" and message.get("about") == "hint":
            self._hints[seat] = message     # no hint this time: the one who asked is told why
            self._notices.append(Notice("hint", seat, message["reason"]))
        elif kind == "refused" and message.get("about") == "ahead":
            self._ahead_asked = {k for k in self._ahead_asked if k[0] != seat}   # not sent: asked again
        elif kind == "refused":
            self._in_flight = 0
            self._notices.append(Notice("refused", seat, message["reason"]))
        elif kind == "hint":
            self._hints[seat] = message
            self._notices.append(Notice("hint", seat, action=Action.from_json(message["action"])))
        elif kind == "ahead":
            key = (seat, _spelled(message["actions"]), message["move"])
            self._ahead[key] = [Action.from_json(a) for a in message["legal"]]
            self._notices.append(Notice("ahead", seat, message.get("reason")))
        elif kind == "error":
            self._notices.append(Notice("refused", seat, message.get("message")))

    def _asked_at(self, seat: Seat) -> int:
        return self._undo_asked.get(seat, -1)

    def _state(self, viewer: Seat | None = None) -> dict:
        """``viewer``'s last state; None: the newest any view here was told (a seat's and the
        public view's come one after another, so between two of them one is a move behind)."""
        if viewer is not None and viewer in self._states:
            return self._states[viewer]
        if viewer is None and self._states:
            return max(self._states.values(), key=lambda s: (s.get("round", 0), s.get("move", 0)))
        raise KeyError(f"this table is not told what seat {viewer} sees")

    def _take_record(self, message: dict) -> None:
        if self.rules_for is None or message.get("round", 0) != self._round:
            return
        try:
            self._record = Match.from_json(message["save"], self.rules_for)
            self._notices.append(Notice("finished"))
        except (SaveError, KeyError, ValueError, TypeError) as exc:
            self._notices.append(Notice("refused", None, f"the finished match could not be read: {exc}"))

    # -- TableView -----------------------------------------------------------------------
    @property
    def rules(self) -> Any:
        return self.rules_for(self.game_id) if self.rules_for is not None and self.game_id else None

    @property
    def seats(self) -> Sequence[SeatInfo]:
        return tuple(SeatInfo(s["name"], s["bot"]) for s in self._state()["seats"])

    @property
    def here(self) -> tuple[Seat, ...]:
        return tuple(sorted(self.tokens))

    def refusal(self, seat: Seat, action: Action) -> str | None:
        if seat not in self.tokens:
            return "this machine does not hold that seat"
        if self.is_over():
            return "the match is over"
        if self._in_flight:
            return None   # a move of ours is on its way: the server decides
        if seat not in self.to_act():
            return f"it is not {self.seats[seat].name}'s turn"
        if action not in self.legal_actions(seat):
            return "that move is not open to you now"
        return None

    def role_of(self, seat: Seat) -> str:
        seats = self._state()["seats"]
        return seats[seat].get("role", "") if 0 <= seat < len(seats) else ""

    @property
    def variants(self) -> frozenset[str]:
        return frozenset(self._state().get("variants") or ())

    def presence(self, seat: Seat) -> str:
        """connected, thinking (to act now) or reconnecting (its player is away)."""
        seats = self._state()["seats"]
        if 0 <= seat < len(seats) and seats[seat].get("state") == "away":
            return "reconnecting"
        return "thinking" if seat in self.to_act() and not self.is_over() else "connected"

    def legal_after(self, seat: Seat, actions: Iterable[Action]) -> list[Action] | None:
        """``seat``'s legal moves once it has made ``actions``, as the server worked them out on what
        the seat may know; asked once per move, empty until the answer comes (``Notice("ahead")``)."""
        actions = [a.to_json() for a in actions]
        key = (seat, _spelled(actions), self.moves())
        if key in self._ahead:
            return list(self._ahead[key])
        if seat in self.tokens and key not in self._ahead_asked:
            if len(self._ahead_asked) > 64:   # an earlier move's questions are of no use now
                self._ahead_asked.clear()
                self._ahead.clear()
            self._ahead_asked.add(key)
            self.client.send({"kind": "ahead", "code": self.code, "seat": seat, "actions": actions})
        return []

    def finished(self) -> Match | None:
        """The whole finished match, asked of the server once (None until it has come)."""
        if not self.is_over():
            return None
        if self._record is None and self.tokens:
            asked = (self._round, self.moves())
            if self._record_asked != asked:
                self._record_asked = asked
                self.client.send({"kind": "record", "code": self.code, "seat": min(self.tokens)})
        return self._record

    def moves(self) -> int:
        return self._state()["move"]

    def to_act(self) -> tuple[Seat, ...]:
        return tuple(self._state()["to_act"])

    def legal_actions(self, seat: Seat) -> Sequence[Action]:
        state = self._states.get(seat)
        return [Action.from_json(a) for a in state["legal"]] if state else []

    def observe(self, viewer: Seat | None) -> Observation:
        """What ``viewer`` sees; once the match is over, any seat's view (from the whole match,
        everything revealed; this computer's own until it has come)."""
        if viewer in self._states:
            return self._states[viewer]["view"]
        if self.is_over():
            if self._record is not None:
                return plain(self._record.observe(viewer))
            return self._states[self.viewers[0]]["view"]
        raise KeyError(f"this table is not told what seat {viewer} sees")

    def events_for(self, viewer: Seat | None, since: int = 0) -> Steps:
        if viewer not in self._steps and self._record is not None:
            return self._record.events_for(viewer, since)
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
        # a move names the move count it was chosen at (the server refuses it if the table moved on);
        # one sent while another is on its way (a double move's second half) is checked by the rules only
        move = None if self._in_flight else self.moves()
        self._in_flight += 1
        self.client.send({"kind": "act", "code": self.code, "seat": seat, "action": action.to_json(),
                          "move": move})
        return None

    def undo(self, seat: Seat) -> str | None:
        if seat not in self.tokens:
            return "this machine does not hold that seat"
        self.client.send({"kind": "undo", "code": self.code, "seat": seat})
        return None

    def ask_hint(self, seat: Seat, level: str, pending: Sequence[Action] = ()) -> None:
        """Ask the server's bot of ``level`` for ``seat``'s move, with what the seat armed at its
        table (``pending``) made first; the answer comes to ``hint_reply``."""
        self._hints.pop(seat, None)
        self.client.send({"kind": "hint", "code": self.code, "seat": seat, "level": level,
                          "pending": [a.to_json() for a in pending]})

    def hint_reply(self, seat: Seat, move: int, pending: Sequence[Action] = ()) -> dict | None:
        """The server's answer to ``ask_hint`` for ``seat`` at ``move`` with ``pending`` armed: its
        ``action`` and ``reason``, or only a ``reason`` why there is none; None while it thinks."""
        reply = self._hints.get(seat)
        if reply is None or reply.get("move") != move or \
                _spelled(reply.get("pending") or []) != _spelled([a.to_json() for a in pending]):
            return None
        return reply


def _spelled(actions: list) -> str:
    """Actions in their JSON form as one text (a key)."""
    return json.dumps(actions, sort_keys=True, separators=(",", ":"))
