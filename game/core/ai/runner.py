"""Runs a bot's ``choose`` on a worker thread (kept between moves) so the UI thread never blocks.

The UI starts a move with a copy of the state, then polls once per frame::

    runner.start(bot, rules, rules.clone(state), seat, seed)
    ...
    action = runner.poll()          # None while thinking or pacing
    if action is not None:
        if runner.error: show(runner.error.message)
        match.apply(seat, action)

Pacing: a move is handed out no sooner than ``min_seconds`` (times the
``pace`` given to ``start``: a table passes one over its animation speed)
after ``start``, so people can follow what a bot does even when it decides
at once.

Failures: if the bot raises, or returns an action the rules refuse, the
runner records a ``BotError`` and hands out a random legal action instead, so
the match goes on.  Only if even that is impossible (no legal action, or the
rules themselves raise) does ``poll`` keep returning None, with ``error.fatal``
set and ``busy`` False.

CPython threads share the GIL; the interpreter switches threads every
``sys.getswitchinterval()`` seconds (5 ms by default) during pure Python loops
such as ISMCTS, so the UI loop keeps its frames while a bot thinks.
"""

from __future__ import annotations

import threading
import time
import traceback
from dataclasses import dataclass
from typing import Any, Callable

from ..model import Action, Seat
from ..rng import Rng
from .bot import stop_scope

DEFAULT_MIN_SECONDS = 0.6


@dataclass(frozen=True, slots=True)
class BotError:
    """Why a bot's own move was not used; ``message`` is fit for a toast."""

    bot: str
    message: str
    details: str = ""  # a traceback or the refusal, for logs
    fatal: bool = False  # True when no move at all could be made


@dataclass(slots=True)
class _Job:
    bot: Any
    rules: Any
    state: Any
    seat: Seat
    seed: int
    started: float
    pace: float
    stop: threading.Event
    done: threading.Event
    action: Action | None = None
    error: BotError | None = None
    seconds: float = 0.0


class BotRunner:
    """One bot move at a time, computed off the calling thread.

    ``clock`` gives the time used for pacing (inject a fake one in tests);
    thinking time of the bot itself is bounded by the bot (e.g. ISMCTS's
    ``time_budget``), not by the runner.
    """

    def __init__(self, min_seconds: float = DEFAULT_MIN_SECONDS, clock: Callable[[], float] = time.monotonic):
        self.min_seconds = min_seconds
        self.clock = clock
        self._job: _Job | None = None
        self.error: BotError | None = None
        self.think_seconds: float = 0.0  # how long the last handed-out move took to compute
        self._worker: _Worker | None = None

    # -- asking --------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """A move is under way: thinking, or done and waiting for its pacing."""
        return self._job is not None

    @property
    def thinking(self) -> bool:
        """The bot is still computing (the pacing wait is not counted)."""
        return self._job is not None and not self._job.done.is_set()

    # -- driving -------------------------------------------------------------
    def start(self, bot: Any, rules: Any, state_copy: Any, seat: Seat, seed: int, pace: float = 1.0) -> None:
        """Begin thinking for ``seat``.  ``state_copy`` must be the runner's
        own copy (``rules.clone(state)``): the worker reads it while the UI
        thread goes on with the real one.  A move still under way is cancelled.
        ``pace`` scales ``min_seconds`` for this move only."""
        if self._job is not None:
            self.cancel()
        self.error = None
        job = _Job(bot, rules, state_copy, seat, seed, self.clock(), max(0.0, pace), threading.Event(), threading.Event())
        self._job = job
        if self._worker is None or not self._worker.take(job):
            # none yet, gone idle, or still finishing a cancelled move: a fresh one
            self._worker = _Worker(job)

    def poll(self) -> Action | None:
        """The move, once it is computed and ``min_seconds`` have passed since
        ``start``; None otherwise.  Hands each move out once."""
        job = self._job
        if job is None or not job.done.is_set():
            return None
        if self.clock() - job.started < self.min_seconds * job.pace:
            return None
        self._job = None
        self.error = job.error
        self.think_seconds = job.seconds
        return job.action

    def cancel(self) -> None:
        """Forget the move under way; a search that checks ``stop_requested``
        stops early, any other bot finishes in the background unheard."""
        job = self._job
        if job is not None:
            job.stop.set()
            self._job = None

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the bot has finished thinking (pacing aside); True if it
        has.  For scripts and tests: the UI polls instead."""
        job = self._job
        return True if job is None else job.done.wait(timeout)


class _Worker:
    """One thread kept for a runner's moves: starting a thread for every move costs the frame
    that asks for it a wait for the thread to come up.  It ends after ``IDLE_SECONDS`` without
    a move; a runner whose worker is still busy with a cancelled move starts another."""

    IDLE_SECONDS = 20.0

    def __init__(self, job: _Job):
        self._lock = threading.Lock()
        self._ready = threading.Condition(self._lock)
        self._next: _Job | None = job
        self._current: _Job | None = None
        self._closed = False
        threading.Thread(target=self._run, name="bot-worker", daemon=True).start()

    def take(self, job: _Job) -> bool:
        """Queue ``job`` if this worker is free to think about it now; False otherwise."""
        with self._lock:
            if self._closed or self._next is not None or \
                    (self._current is not None and not self._current.done.is_set()):
                return False
            self._next = job
            self._ready.notify()
            return True

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._next is None:
                    self._ready.wait(self.IDLE_SECONDS)
                if self._next is None:
                    self._closed = True
                    return
                self._current, self._next = self._next, None
            _think(self._current)


def _think(job: _Job) -> None:
    """The worker thread: the bot's move, or a random legal one if it fails."""
    name = getattr(job.bot, "name", type(job.bot).__name__)
    began = time.perf_counter()
    try:
        with stop_scope(job.stop):
            action = job.bot.choose(job.rules, job.state, job.seat, Rng(job.seed))
        reason = job.rules.refusal(job.state, job.seat, action) if isinstance(action, Action) else "not an action"
        if reason is None:
            job.action = action
        else:
            job.error = BotError(name, f"{name} chose a move the rules refuse; it plays a random one instead", f"{action!r}: {reason}")
    except Exception as exc:
        job.error = BotError(
            name,
            f"{name} stumbled ({type(exc).__name__}: {exc}); it plays a random move instead",
            traceback.format_exc(),
        )
    if job.action is None:
        try:
            legal = job.rules.legal_actions(job.state, job.seat)
            if legal:
                job.action = Rng(job.seed ^ 0x5EED).choice(legal)
            else:
                job.error = BotError(name, f"{name} has no legal move", job.error.details if job.error else "", fatal=True)
        except Exception:
            job.error = BotError(name, f"{name} could not make any move", traceback.format_exc(), fatal=True)
    job.seconds = time.perf_counter() - began
    job.done.set()
