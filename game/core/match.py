"""A match: rules, state, seats and the action log.

Every action is checked before it is applied; the log of (seat, action) plus
the seed is the whole truth, so saves are small JSON files that replay and
re-check every action when loaded (no pickle, nothing executed), and undo is
a replay of a shorter log.  The file keeps the seed and log unreadable to the
eye, behind a checksum (``core.savefile``).
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .content import json_file
from .model import LEVELS, Action, Event, GameRules, IllegalAction, MatchConfig, Observation, Outcome, Seat
from .rng import Rng
from .savefile import PLAIN_VERSION, SAVE_FORMAT, SaveError, decode, encode
from .undo import Lesson, lesson_of

SAVE_VERSION = PLAIN_VERSION  # the layout of to_json(); files wrap it (savefile.FILE_VERSION)


@dataclass(frozen=True, slots=True)
class SeatInfo:
    name: str
    bot: str | None = None  # None for a human, else one of LEVELS

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict:
        return {"name": self.name, "bot": self.bot}

    @staticmethod
    def from_json(data: Any) -> "SeatInfo":
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("a seat needs a name")
        bot = data.get("bot")
        if bot is not None and bot not in LEVELS:
            raise ValueError(f"unknown bot level {bot!r}")
        return SeatInfo(data["name"][:40], bot)


@dataclass(frozen=True, slots=True)
class UndoAnswer:
    ok: bool
    reason: str | None  # a sentence for the player when not ok
    short: str | None  # a few words of it


@dataclass(frozen=True, slots=True)
class Step:
    seat: Seat
    action: Action
    events: tuple[Event, ...]


class Match:
    def __init__(
        self,
        rules: GameRules,
        config: MatchConfig,
        seats: list[SeatInfo],
        seed: int,
        autosave_path: Path | None = None,
    ):
        if not rules.info.min_seats <= config.players <= rules.info.max_seats:
            raise ValueError(
                f"{rules.info.title} takes {rules.info.min_seats}-{rules.info.max_seats} players, not {config.players}"
            )
        if len(seats) != config.players:
            raise ValueError("one seat per player")
        self.rules = rules
        self.config = config
        self.seats = list(seats)
        self.seed = seed
        self.autosave_path = autosave_path
        self.history: list[Step] = []
        self._reset()

    def _reset(self) -> None:
        self.rng = Rng(self.seed)
        self.state = self.rules.setup(self.config, self.rng.fork())
        self.history = []
        self._lessons: dict[int, Lesson | None] = {}

    # -- asking -----------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return self.rules.to_act(self.state)

    def legal_actions(self, seat: Seat):
        return self.rules.legal_actions(self.state, seat)

    def refusal(self, seat: Seat, action: Action) -> str | None:
        if self.outcome() is not None:
            return "the match is over"
        if seat not in self.to_act():
            return f"it is not {self.seats[seat].name}'s turn" if 0 <= seat < len(self.seats) else "no such seat"
        return self.rules.refusal(self.state, seat, action)

    def observe(self, viewer: Seat | None) -> Observation:
        return self.rules.observe(self.state, viewer)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def is_over(self) -> bool:
        return self.outcome() is not None

    def events_for(self, viewer: Seat | None, since: int = 0) -> list[tuple[Seat, str, list[Event]]]:
        """(seat, description, events) of each step from ``since``, redacted for viewer."""
        out = []
        for step in self.history[since:]:
            out.append(
                (
                    step.seat,
                    self.rules.describe(step.action, viewer if viewer == step.seat else None),
                    [e.for_viewer(viewer) for e in step.events],
                )
            )
        return out

    # -- acting -------------------------------------------------------------
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        reason = self.refusal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        events = self.rules.apply(self.state, seat, action, self.rng)
        self.history.append(Step(seat, action, tuple(events)))
        self.autosave()
        return events

    def autosave(self) -> None:
        """Keep the autosave (if the match has one) up to date: written while the match is
        being played, removed once it is finished (the finished match is kept in the history)."""
        if self.autosave_path is None:
            return
        if self.is_over():
            Path(self.autosave_path).unlink(missing_ok=True)
        else:
            self.save(self.autosave_path)

    # -- undo (Board Game Arena's rule, made exact) ---------------------------
    def lesson(self, index: int) -> Lesson | None:
        """Why step ``index`` of the history ends the undo window (see
        ``core.undo``), or None when it taught nobody anything.  Worked out
        on demand from a replay of the steps before it, then remembered."""
        if index in self._lessons:
            return self._lessons[index]
        rng = Rng(self.seed)
        state = self.rules.setup(self.config, rng.fork())
        for step in self.history[:index]:
            self.rules.apply(state, step.seat, step.action, rng)
        step = self.history[index]
        lesson = lesson_of(self.rules, state, rng.state, step.seat, step.action, len(self.seats),
                           seed=self.seed ^ (index * 0x9E3779B1))
        self._lessons[index] = lesson
        return lesson

    def can_undo(self, viewer: Seat | None) -> tuple[bool, str | None]:
        """May ``viewer`` (the seat whose turn the screen shows) take back its
        last action?  Only its own, only while no other seat has acted since,
        and only if that action taught nobody anything; else the reason."""
        answer = self.undo_answer(viewer)
        return answer.ok, answer.reason

    def undo_answer(self, viewer: Seat | None) -> "UndoAnswer":
        """``can_undo`` with a short form of the reason, for a button's second line."""
        if viewer is None or not 0 <= viewer < len(self.seats):
            return UndoAnswer(False, "Undo is for the player whose turn is on the screen.", "Nobody's turn on screen")
        name = self.seats[viewer].name
        if not self.seats[viewer].is_human:
            return UndoAnswer(False, f"{name} is a bot: its moves stand.", "Bots' moves stand")
        if not self.history:
            return UndoAnswer(False, "Nobody has moved yet: nothing to take back.", "Nothing to take back")
        last = self.history[-1]
        if last.seat != viewer:
            other = self.seats[last.seat].name
            if any(step.seat == viewer for step in self.history):
                return UndoAnswer(False, f"Others have acted since {name}'s last move ({other} moved last), "
                                         "so it stands.", f"{other} has moved since")
            return UndoAnswer(False, f"The last move was {other}'s: {name} may take back only their own.",
                              f"The last move was {other}'s")
        lesson = self.lesson(len(self.history) - 1)
        if lesson is not None:
            return UndoAnswer(False, lesson.sentence(name, [s.name for s in self.seats]), lesson.short())
        return UndoAnswer(True, None, None)

    def undoable(self, seat: Seat) -> int:
        """How many of ``seat``'s latest actions may be taken back one by one:
        its own trailing actions that taught nobody anything."""
        if not 0 <= seat < len(self.seats) or not self.seats[seat].is_human:
            return 0
        n = 0
        for i in range(len(self.history) - 1, -1, -1):
            if self.history[i].seat != seat or self.lesson(i) is not None:
                break
            n += 1
        return n

    def undo(self, seat: Seat) -> None:
        ok, reason = self.can_undo(seat)
        if not ok:
            raise IllegalAction(reason or "nothing to take back")
        lessons = {i: v for i, v in self._lessons.items() if i < len(self.history) - 1}
        self.replay(self.history[:-1])
        self._lessons = lessons
        self.autosave()

    def replay(self, steps: list[Step] | list[tuple[Seat, Action]]) -> None:
        pairs = [(s.seat, s.action) if isinstance(s, Step) else s for s in steps]
        self._reset()
        for i, (seat, action) in enumerate(pairs):
            reason = self.refusal(seat, action)
            if reason is not None:
                raise SaveError(f"action {i + 1} of {len(pairs)} is not legal: {reason}")
            events = self.rules.apply(self.state, seat, action, self.rng)
            self.history.append(Step(seat, action, tuple(events)))

    def restore(self, state: Any, rng_state: int, history: list[Step]) -> None:
        """Put the match back where it stood after ``history`` (a replay's
        remembered point): ``state`` and ``rng_state`` as they were then."""
        self.state = state
        self.rng = Rng(0)
        self.rng.state = rng_state
        self.history = list(history)
        self._lessons = {}

    # -- saving -------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.rules.info.id,
            "config": config_json(self.rules, self.config),
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "log": [[s.seat, s.action.to_json()] for s in self.history],
        }

    def save(self, path: Path) -> None:
        """Write the save file (header, encoded payload, checksum), atomically."""
        date = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
        atomic_write_text(Path(path), encode(self.to_json(), date))

    @staticmethod
    def from_json(data: Any, rules_for: Callable[[str], GameRules]) -> "Match":
        """Rebuild a match from saved data (a save file's JSON of either
        version, or ``to_json()``), replaying and checking every action."""
        data = decode(data)
        try:
            game_id = data["game"]
            if not isinstance(game_id, str):
                raise ValueError("game must be a name")
            try:
                rules = rules_for(game_id)
            except KeyError:
                raise SaveError(f"unknown game {game_id!r}") from None
            raw_config = data["config"]
            config = MatchConfig.from_json(raw_config)
            seed = data["seed"]
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise ValueError("seed must be a whole number")
            seats_raw = data["seats"]
            if not isinstance(seats_raw, list):
                raise ValueError("seats must be a list")
            seats = [SeatInfo.from_json(s) for s in seats_raw]
            log = data["log"]
            if not isinstance(log, list):
                raise ValueError("log must be a list")
            pairs = []
            for entry in log:
                if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int):
                    raise ValueError(f"log entry {entry!r} is not [seat, action]")
                pairs.append((entry[0], Action.from_json(entry[1])))
            config = config_of_save(rules, config, raw_config.get("rules_version", 1), pairs)
            match = Match(rules, config, seats, seed)
            match.replay(pairs)
        except SaveError:
            raise
        except (KeyError, ValueError, TypeError, IndexError) as exc:
            raise SaveError(f"the save file is damaged: {exc}") from None
        except Exception as exc:  # rules code hit data it never expected
            raise SaveError(f"the save file could not be replayed: {exc}") from None
        return match

    @staticmethod
    def load(path: Path, rules_for: Callable[[str], GameRules]) -> "Match":
        path = Path(path)
        data = json_file(path, lambda: SaveError(f"no save file at {path}"),
                         lambda exc: SaveError(f"cannot read {path.name}: {exc}"),
                         lambda exc: SaveError(f"{path.name} is not a complete save file ({exc})"))
        return Match.from_json(data, rules_for)


def config_json(rules: GameRules, config: MatchConfig) -> dict:
    """A match's config as a save keeps it: with the game's rules version once it is past 1
    (the saves of the first version carry none, and keep the same fingerprint)."""
    data = config.to_json()
    version = getattr(rules.info, "rules_version", 1)
    if version > 1:
        data["rules_version"] = version
    return data


def config_of_save(rules: GameRules, config: MatchConfig, version: Any, log: list) -> MatchConfig:
    """The config a save meant, in the terms of today's rules: a save of an older rules version
    goes through the game's ``config_from_older``; one it cannot read, or one from a newer
    Bounty Table, is refused with a sentence for the player."""
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError("config.rules_version must be a whole number from 1")
    info = rules.info
    current = getattr(info, "rules_version", 1)
    if version > current:
        raise SaveError(f"this save was written by a newer Bounty Table ({info.title}'s rules version {version}; "
                        f"this one plays version {current})")
    if version == current:
        return config
    upgrade = getattr(rules, "config_from_older", None)
    older = upgrade(config, version, log) if upgrade is not None else None
    if older is None:
        raise SaveError(f"this save was written for an older version of {info.title}'s rules "
                        f"(version {version}; this one plays version {current}) and cannot be replayed the same way")
    return older


def read_save(path: Path) -> dict:
    """The plain data (``Match.to_json()`` layout) of a save file, checked but not replayed."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise SaveError(f"cannot read {Path(path).name}: {exc}") from None
    return decode(data)


def atomic_write_text(path: Path, text: str) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, then rename
    it over ``path``: a crash at any moment leaves the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
