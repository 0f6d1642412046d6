"""Playing a game's rules step by step in a test: every move checked the way
a table checks it (not refused), every state after it held to the invariants."""

from __future__ import annotations

from game.core.model import Action
from game.core.rng import Rng


def act(rules, state, seat: int, kind: str, *args, rng: Rng | None = None) -> list:
    """Play ``Action(kind, args)`` for ``seat``; the events it made."""
    action = Action(kind, tuple(args))
    reason = rules.refusal(state, seat, action)
    assert reason is None, f"{kind}{args} refused: {reason}"
    events = rules.apply(state, seat, action, rng or Rng(1))
    assert rules.invariants(state) == []
    return events


def random_step(rules, state, seat: int, rng: Rng) -> None:
    """One of ``seat``'s legal moves, drawn from ``rng``, played and checked."""
    action = rng.choice(rules.legal_actions(state, seat))
    assert rules.refusal(state, seat, action) is None
    rules.apply(state, seat, action, rng)
    assert rules.invariants(state) == []
