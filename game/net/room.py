"""A room: one match, its code, one secret token per human seat, and what
each seat (or a spectator) is told.

Everything a connection receives about a match is built here, from
``observe(seat)``, the seat's legal actions and ``events_for(seat)`` only:
the seed, the log and other seats' hidden things never go into a message.
The room knows no sockets; the server decides who gets which message.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any, Callable

from game.core.match import LEVELS, Match, SeatInfo, config_json
from game.core.model import GameRules, MatchConfig, Seat

from .lobby import seat_state
from .protocol import steps_json
from .store import RoomRecord

# Six letters from an alphabet without look-alikes (no I, L, O, Q: nothing to
# mistake for 1, 0 or each other when read aloud or copied from a screen).
CODE_ALPHABET = "ABCDEFGHJKMNPRSTUVWXYZ"
CODE_LENGTH = 6


def new_code(taken: Callable[[str], bool]) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if not taken(code):
            return code


def new_token() -> str:
    """A seat's secret: 128 random bits."""
    return secrets.token_hex(16)


def normal_code(code: Any) -> str | None:
    """A code as a person may type it (any case, spaces) in its stored form, or None."""
    if not isinstance(code, str):
        return None
    code = code.replace(" ", "").upper()
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None
    return code


@dataclass(frozen=True)
class RoomSpec:
    """What a host chooses: the game, seats (a bot level or None for a person), variants, names."""

    game: str
    bots: tuple[str | None, ...]
    variants: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    seed: int | None = None
    #: the host deals with "start" once the seats are filled (the app's tables); else the
    #: match starts by itself when every person's seat has been taken
    held: bool = False

    def problem(self, rules: GameRules) -> str | None:
        info = rules.info
        if not info.min_seats <= len(self.bots) <= info.max_seats:
            return f"{info.title} takes {info.min_seats}-{info.max_seats} players, not {len(self.bots)}"
        bad = [b for b in self.bots if b is not None and b not in LEVELS]
        if bad:
            return f"a server bot plays at one of {', '.join(LEVELS)}, not {bad[0]!r}"
        known = {v.key for v in info.variants}
        unknown = [v for v in self.variants if v not in known]
        if unknown:
            return f"{info.title} has no variant {unknown[0]!r} (it has: {', '.join(sorted(known)) or 'none'})"
        return None


class Room:
    def __init__(self, record: RoomRecord, match: Match):
        self.record = record
        self.match = match
        # seats a person has taken at least once; the table waits until every human seat has been taken
        self.taken: set[Seat] = set()
        self.holders: dict[Seat, Any] = {}     # seat -> the connection that holds it now
        self.watchers: set[Any] = set()
        self.thinking: Seat | None = None       # a server bot's seat while it chooses
        # one bot per (seat, level) for the whole match, as at a local table: bots keep plans across moves
        self.bots: dict[tuple[Seat, str], Any] = {}
        self.busy: set[tuple[Seat, str]] = set()

    @property
    def code(self) -> str:
        return self.record.code

    @staticmethod
    def create(spec: RoomSpec, rules: GameRules, code: str) -> "Room":
        seed = spec.seed if spec.seed is not None else secrets.randbits(62)
        names = [spec.names[k] if k < len(spec.names) and spec.names[k] else f"Player {k + 1}"
                 for k in range(len(spec.bots))]
        seats = [SeatInfo(names[k][:40], level) for k, level in enumerate(spec.bots)]
        config = MatchConfig(len(seats), frozenset(spec.variants))
        match = Match(rules, config, seats, seed)
        tokens = [new_token() for _ in seats]
        people = any(s.is_human for s in seats)
        status = ("held" if spec.held else "waiting") if people else "playing"
        record = RoomRecord(code, rules.info.id, config_json(rules, config), seed, [s.to_json() for s in seats],
                            tokens, new_token(), status=status)
        return Room(record, match)

    @staticmethod
    def restore(record: RoomRecord, rules_for: Callable[[str], GameRules]) -> "Room":
        """Rebuild a room from its record, replaying and checking every action."""
        plain = {"format": "bounty-table-save", "version": 1, "game": record.game, "config": record.config,
                 "seed": record.seed, "seats": record.seats, "log": record.log}
        room = Room(record, Match.from_json(plain, rules_for))
        if record.status not in ("waiting", "held"):   # every seat had been taken before the server stopped
            room.taken = set(range(len(record.seats)))
        return room

    # -- who sits where ------------------------------------------------------
    def human_seats(self) -> list[Seat]:
        return [k for k, s in enumerate(self.match.seats) if s.is_human]

    def bot_level(self, seat: Seat) -> str | None:
        return self.match.seats[seat].bot

    def set_bot(self, seat: Seat, level: str | None) -> None:
        info = self.match.seats[seat]
        self.match.seats[seat] = SeatInfo(info.name, level)
        self.record.seats = [s.to_json() for s in self.match.seats]

    def status(self) -> str:
        if self.match.is_over():
            return "over"
        if self.record.status == "held" or not self.filled():
            return "waiting"
        return "playing"

    def filled(self) -> bool:
        """Every person's seat has been taken (or handed to a bot)."""
        return all(k in self.taken for k in self.human_seats())

    def promote(self) -> bool:
        """A waiting room whose seats are filled starts by itself (not one the host starts):
        True when it has just started."""
        if self.record.status == "waiting" and self.status() != "waiting":
            self.record.status = "playing"
            return True
        return False

    def waiting_for(self) -> list[str]:
        """Names of the human seats nobody holds now (never taken, or dropped)."""
        return [self.match.seats[k].name for k in self.human_seats() if k not in self.holders]

    def bot_to_move(self) -> Seat | None:
        """The server bot whose turn it is: simultaneous commits are taken in seat order."""
        if self.status() != "playing":
            return None
        acting = self.match.to_act()
        if acting and self.bot_level(acting[0]) is not None:
            return acting[0]
        return None

    # -- what a viewer is told -------------------------------------------------
    def state_message(self, viewer: Seat | None) -> dict:
        """The table as ``viewer`` (None: a spectator) may see it now."""
        match = self.match
        status = self.status()
        acting = list(match.to_act()) if status == "playing" else []
        legal = [a.to_json() for a in match.legal_actions(viewer)] if viewer in acting else []
        held = set(self.holders)
        return {
            "kind": "state", "code": self.code, "seat": viewer, "status": status, "round": self.record.round,
            "game": self.record.game, "move": len(match.history), "to_act": acting, "legal": legal,
            "view": match.observe(viewer), "outcome": outcome_json(match.outcome()),
            "variants": sorted(match.config.variants), "held": self.record.status == "held",
            "filled": self.filled(),
            "seats": [{"seat": k, "name": s.name, "bot": s.bot, "connected": s.bot is not None or k in held,
                       "state": seat_state(self, k), "role": match.rules.role_of(match.state, k) or ""}
                      for k, s in enumerate(match.seats)],
            "waiting": self.waiting_for(),
        }

    def events_message(self, viewer: Seat | None, since: int) -> dict:
        return {"kind": "events", "code": self.code, "seat": viewer, "since": since,
                "steps": steps_json(self.match.events_for(viewer, since))}


def outcome_json(outcome) -> dict | None:
    if outcome is None:
        return None
    return {"winners": list(outcome.winners), "rewards": list(outcome.rewards), "reason": outcome.reason,
            "scores": list(outcome.scores) if outcome.scores is not None else None}
