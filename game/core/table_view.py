"""What a table draws from and acts through, without holding a match.

A table needs: who must act, a seat's legal actions, what a viewer sees
(observation and the moves as that viewer may see them), the outcome, the
seats, the undo answer, hints, and a way to act.  ``TableView`` names exactly
that, so the same table serves hot-seat and solo play (``LocalTable``, over a
``Match``) and networked play (``game.net.remote_table.RemoteTable``, over a
table server), and never needs a match's full state.

Acting is asynchronous in the general case: ``submit``, ``undo`` and
``ask_hint`` answer at once when they can (a local table applies the move and
returns None or the refusal); a remote one sends the request and returns None,
and what comes back (a refusal, an undo, a hint, a rematch) arrives as a
``Notice`` from ``poll()``, which a table calls once a frame.

Observations are handed over as plain JSON data (``plain``: tuples become
lists, sets sorted lists), the form they take on the wire, so a table reads
the same values from either kind.

Beside the rules object (static: the game's info, catalogue and board, never a
state), a table may ask: ``refusal`` (why a move would be refused, to grey it
out), ``role_of`` (a seat's public role), ``variants``, ``legal_after`` (a
seat's own what-if: its legal moves once it has made ``actions``; None where
the table cannot look ahead; a networked table asks the server and has an empty
list until the answer comes as ``Notice("ahead")``), and at the end ``finished()``: the whole match,
everything revealed as in any replay (None while it is being played).  A
table whose bots play here (``plays_bots``) hands them ``bot_position(seat)``;
a networked one leaves its bots to the server.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Protocol, Sequence, runtime_checkable

from .match import Match, SeatInfo, UndoAnswer
from .model import Action, Event, Observation, Outcome, Seat
from .rng import Rng

Steps = list[tuple[Seat, str, list[Event]]]


def move_seed(seed: int, move: int, seat: Seat) -> int:
    """A bot's seed for one move of a match (server bots and hints): the same after a
    restart or a replay, so a bot choosing again chooses the same."""
    return (seed * 0x9E3779B97F4A7C15 + move * 1_000_003 + seat * 7919) & ((1 << 62) - 1)


@dataclass(frozen=True)
class Notice:
    """Something a table learns after asking: ``kind`` is refused, hint, undone, rematch,
    ahead (an answer to ``legal_after`` has come) or finished (the whole match has come,
    everything revealed)."""

    kind: str
    seat: Seat | None = None
    reason: str | None = None
    action: Action | None = None


@runtime_checkable
class TableView(Protocol):
    game_id: str
    rules: Any
    plays_bots: bool

    @property
    def seats(self) -> Sequence[SeatInfo]: ...

    @property
    def here(self) -> tuple[Seat, ...]:
        """The people's seats played at this screen (hot-seat handoffs go among these)."""

    def moves(self) -> int:
        """How many moves have been made (the length of the log)."""

    def to_act(self) -> tuple[Seat, ...]: ...

    def legal_actions(self, seat: Seat) -> Sequence[Action]: ...

    def observe(self, viewer: Seat | None) -> Observation: ...

    def events_for(self, viewer: Seat | None, since: int = 0) -> Steps: ...

    def outcome(self) -> Outcome | None: ...

    def is_over(self) -> bool: ...

    def refusal(self, seat: Seat, action: Action) -> str | None: ...

    def role_of(self, seat: Seat) -> str: ...

    @property
    def variants(self) -> frozenset[str]: ...

    def legal_after(self, seat: Seat, actions: Iterable[Action]) -> list[Action] | None: ...

    def finished(self) -> Match | None: ...

    def undo_answer(self, viewer: Seat | None) -> UndoAnswer: ...

    def submit(self, seat: Seat, action: Action) -> str | None:
        """Make a move: the refusal if it is known at once, else None."""

    def undo(self, seat: Seat) -> str | None: ...

    def ask_hint(self, seat: Seat, level: str) -> None:
        """A hint for ``seat`` from its bot of ``level`` arrives as a Notice("hint"): its action,
        or no action and the reason there is none."""

    def poll(self) -> list[Notice]: ...


def plain(value: Any) -> Any:
    """An observation as JSON data, the same from a local match and over the wire."""
    def default(v: Any) -> Any:
        if isinstance(v, (frozenset, set)):
            return sorted(v, key=lambda x: json.dumps(x, sort_keys=True, default=default))
        if isinstance(v, tuple):
            return list(v)
        raise TypeError(f"{type(v).__name__} is not plain data")
    return json.loads(json.dumps(value, default=default, sort_keys=True))


def outcome_of(data: Any) -> Outcome | None:
    """An outcome from its JSON form (``winners``, ``rewards``, ``reason``, ``scores``)."""
    if not data:
        return None
    scores = data.get("scores")
    return Outcome(tuple(data["winners"]), tuple(data["rewards"]), data.get("reason", ""),
                   tuple(scores) if scores is not None else None)


SEED_STEP = 7919      # a table bot's move seed: match seed * SEED_STEP + the number of moves made


def as_view(source: Any) -> "TableView":
    """``source`` if it is a table view already, else a ``LocalTable`` over it (a Match)."""
    return source if hasattr(source, "submit") and hasattr(source, "poll") else LocalTable(source)


class LocalTable:
    """``TableView`` over a ``Match`` on this machine.  ``make_bot(level, seed)``
    gives hints (none without it); they are worked out at once, so a table that
    must not wait asks from a worker thread.  ``match`` is there for what keeps a
    local match (saves, undo, the history): never for a table to draw from."""

    plays_bots = True

    def __init__(self, match: Match, make_bot: Callable[[str, int], Any] | None = None):
        self.match = match
        self.rules = match.rules
        info = getattr(match.rules, "info", None)
        self.game_id = info.id if info is not None else ""
        self.make_bot = make_bot
        self._notices: list[Notice] = []

    @property
    def seats(self) -> Sequence[SeatInfo]:
        return tuple(self.match.seats)

    @property
    def here(self) -> tuple[Seat, ...]:
        return tuple(k for k, s in enumerate(self.match.seats) if s.is_human)

    def moves(self) -> int:
        return len(self.match.history)

    def to_act(self) -> tuple[Seat, ...]:
        return self.match.to_act()

    def legal_actions(self, seat: Seat) -> Sequence[Action]:
        return self.match.legal_actions(seat)

    def observe(self, viewer: Seat | None) -> Observation:
        return plain(self.match.observe(viewer))

    def events_for(self, viewer: Seat | None, since: int = 0) -> Steps:
        return self.match.events_for(viewer, since)

    def outcome(self) -> Outcome | None:
        return self.match.outcome()

    def is_over(self) -> bool:
        return self.match.is_over()

    def refusal(self, seat: Seat, action: Action) -> str | None:
        return self.match.refusal(seat, action)

    def role_of(self, seat: Seat) -> str:
        return self.match.rules.role_of(self.match.state, seat)

    @property
    def variants(self) -> frozenset[str]:
        return frozenset(self.match.config.variants)

    def legal_after(self, seat: Seat, actions: Iterable[Action]) -> list[Action] | None:
        rules = self.match.rules
        state = rules.clone(self.match.state)
        for action in actions:
            rules.apply(state, seat, action, Rng(0))
        return list(rules.legal_actions(state, seat))

    def finished(self) -> Match | None:
        return self.match if self.match.is_over() else None

    def bot_position(self, seat: Seat) -> tuple[Any, Any, int]:
        """What a bot playing ``seat`` here thinks from: the rules, a copy of the state (a
        searching bot determinizes it for its seat itself) and this move's seed."""
        match = self.match
        return match.rules, match.rules.clone(match.state), match.seed * SEED_STEP + len(match.history)

    def bot_seed(self, seat: Seat) -> int:
        """The seed a bot for ``seat`` is made with, the same for every match of this seed."""
        return self.match.seed + seat

    def undo_answer(self, viewer: Seat | None) -> UndoAnswer:
        return self.match.undo_answer(viewer)

    def submit(self, seat: Seat, action: Action) -> str | None:
        reason = self.match.refusal(seat, action)
        if reason is None:
            self.match.apply(seat, action)
        return reason

    def undo(self, seat: Seat) -> str | None:
        answer = self.match.undo_answer(seat)
        if not answer.ok:
            return answer.reason
        self.match.undo(seat)
        self._notices.append(Notice("undone", seat))
        return None

    def ask_hint(self, seat: Seat, level: str) -> None:
        if self.make_bot is None or seat not in self.to_act():
            reason = "no hints at this table" if self.make_bot is None else "it is not this seat's turn"
            self._notices.append(Notice("hint", seat, reason))   # no action: no hint, and why
            return
        match = self.match
        bot = self.make_bot(level, match.seed + seat)
        action = bot.choose(match.rules, match.rules.clone(match.state), seat,
                            Rng(move_seed(match.seed, len(match.history), seat)))
        self._notices.append(Notice("hint", seat, action=action))

    def poll(self) -> list[Notice]:
        notices, self._notices = self._notices, []
        return notices
