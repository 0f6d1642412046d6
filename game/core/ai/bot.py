"""The Bot protocol, and the cooperative stop signal bots may honour.

A bot is handed the true state of the match, because that is what the rules
functions take, but it may only learn from it through three doors:

- ``rules.observe(state, seat)``: what its seat may see;
- ``rules.legal_actions(state, seat)``: what its seat may do;
- ``rules.determinize(state, seat, rng)``: a copy whose hidden parts are
  resampled from its seat's knowledge; anything may be read from that copy.

It must never read hidden fields of ``state`` directly, nor call ``apply``
on it (``choose`` leaves ``state`` unchanged).  Heuristic bots usually work
from ``observe``; search bots work on determinizations.  Random choices come
from the ``rng`` passed in, so a bot is reproducible for a given seed.
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager
from typing import Any, Iterator, Protocol, runtime_checkable

from ..model import Action, Seat


@runtime_checkable
class Bot(Protocol):
    name: str

    def choose(self, rules: Any, state: Any, seat: Seat, rng: Any) -> Action:
        """A legal action for ``seat`` (see the module text for what it may read)."""


class NoLegalAction(RuntimeError):
    """A bot was asked to act for a seat that has nothing legal to do."""


def legal_or_raise(rules: Any, state: Any, seat: Seat):
    legal = rules.legal_actions(state, seat)
    if not legal:
        raise NoLegalAction(f"seat {seat} has no legal action")
    return legal


# A runner that abandons a move (undo, leaving the table) sets the stop event of
# that move's thread; long searches poll ``stop_requested`` and return early.
_local = threading.local()


def stop_requested() -> bool:
    """True when whoever runs this thread's bot no longer wants its answer."""
    event = getattr(_local, "stop", None)
    return event is not None and event.is_set()


@contextmanager
def stop_scope(event: threading.Event) -> Iterator[None]:
    """Within this block, ``stop_requested()`` on this thread reflects ``event``."""
    previous = getattr(_local, "stop", None)
    _local.stop = event
    try:
        yield
    finally:
        _local.stop = previous


class Budget:
    """A search's allowance: up to ``rounds`` rounds (None: no cap) within ``seconds`` (None:
    no clock, else the first round still runs), and none once the runner no longer wants
    the answer (``stop_requested``)."""

    def __init__(self, rounds: int | None, seconds: float | None, counted: str):
        self.rounds, self.counted = rounds, counted
        self.start = time.perf_counter()
        self.deadline = None if seconds is None else self.start + seconds

    def late(self, done: int) -> bool:
        """Past the clock, once a round is done."""
        return bool(done) and self.deadline is not None and time.perf_counter() >= self.deadline

    def stop(self, done: int, cancel_at_once: bool = True) -> str | None:
        """Why no more rounds: ``counted`` (the count reached), "time" or "cancelled" (before
        the first round too unless ``cancel_at_once`` is False); None to go on."""
        if self.rounds is not None and done >= self.rounds:
            return self.counted
        if self.late(done):
            return "time"
        if (done or cancel_at_once) and stop_requested():
            return "cancelled"
        return None

    def seconds(self) -> float:
        return time.perf_counter() - self.start
