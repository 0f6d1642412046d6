"""Whose turn it is, what is legal, applying a move, the end.  The round's phases
are ``rounds`` (Improvise, Encounter, Action, Cleanup and the end), the moves
themselves ``actions`` (what is legal) and ``dispatch`` (applying one); each
works on a ``Game`` (``tracks``): the rules, one state and the move's rng."""

from __future__ import annotations

from typing import Any

from game.core.model import Action, Event, Outcome

from . import dispatch, scoring
from .actions import legal_moves
from .state import State, touch
from .tracks import Game


def to_act(state: State) -> tuple[int, ...]:
    if state.phase == "over":
        return ()
    if state.steering:
        return (state.steering[0][1],)
    if state.summons:
        return (state.summons[0],)
    return (state.seat,)


def legal_actions(rules, state: State, seat: int) -> list[Action]:
    return [Action(kind, tuple(args)) for kind, args in legal_moves(rules, state, seat)[0]]


def apply_action(rules, state: State, seat: int, action: Action, rng: Any) -> list[Event]:
    """Play a move already found legal (``refusals.refusal``); the events it made."""
    g = Game(rules, state, rng)
    touch(state)
    dispatch.apply_action(g, seat, action.kind, tuple(action.args))
    return g.events


def outcome(rules, state: State) -> Outcome | None:
    return scoring.outcome(rules.catalog, state)
