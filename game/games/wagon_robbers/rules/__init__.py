"""Wagon Robbers' rules core (pure Python; see docs/rules-notes/wagon-robbers.md).

One wagon at a time: everyone secretly picks Outlaw or Bounty Hunter, then
over the wagon's prep rounds a passenger boards each round and everyone may
place one cargo card face down.  At the reveal the last passengers board,
roles turn up, Assassins strike, cargo turns up and the sides compare power.
Chance steps (deals, reveals, standoffs) happen inside ``apply``; the only
decisions are a role, a cargo card or a pass, and an Assassin's target.

The parts, as every game has them: ``state`` (the state and the cargo's
facts), ``setup``, ``turn`` (the flow of a wagon, its battle and the end),
``refusals``, ``observe``, ``determinize`` and ``checks``.
"""

from __future__ import annotations

from typing import Any

from game.core.model import Action, BaseRules, Event, IllegalAction, MatchConfig, Outcome

from . import checks, turn
from .determinize import determinize
from .observe import observe
from .refusals import refusal
from .setup import new_state
from .state import (  # noqa: F401  (the names the bots, tables and tests use)
    ASSASSIN, HUNTER, INFO, OUTLAW, OVER, PREP, ROLE, WRState, cargo_key, fighting_passengers, hand_keys, knives,
    seat_power,
)

_WORDS = {"role": "places a role card face down", "place": "places a cargo card face down", "pass": "places no cargo"}


class WagonRobbersRules(BaseRules):
    info = INFO

    def setup(self, config: MatchConfig, rng: Any) -> WRState:
        return new_state(config, rng)

    def to_act(self, s: WRState) -> tuple[int, ...]:
        return turn.to_act(s)

    def legal_actions(self, s: WRState, seat: int) -> list[Action]:
        return turn.legal_actions(s, seat)

    def refusal(self, s: WRState, seat: int, action: Action) -> str | None:
        return refusal(s, seat, action)

    def apply(self, s: WRState, seat: int, action: Action, rng: Any) -> list[Event]:
        reason = refusal(s, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        return turn.apply_action(s, seat, action, rng)

    def observe(self, s: WRState, viewer: int | None) -> dict:
        return observe(s, viewer)

    def outcome(self, s: WRState) -> Outcome | None:
        return turn.outcome(s)

    def determinize(self, s: WRState, viewer: int | None, rng: Any) -> WRState:
        return determinize(s, viewer, rng)

    def invariants(self, s: WRState) -> list[str]:
        return checks.invariants(s)

    def describe(self, action: Action, viewer: int | None) -> str:
        # Safe for every viewer: roles and cargo stay face down in the log.
        if action.kind == "assassinate":
            return f"assassinates Player {action.args[0] + 1}"
        return _WORDS.get(action.kind, "spares the Bounty Hunters")

    def role_of(self, s: WRState, seat: int) -> str:
        return f"Player {seat + 1}"


RULES = WagonRobbersRules()
