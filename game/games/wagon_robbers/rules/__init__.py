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

from game.core.model import Action, Event, IllegalAction, PartsRules

from . import checks, determinize, observe, refusals, setup, turn
from .state import (  # noqa: F401  (the names the bots, tables and tests use)
    ASSASSIN, HUNTER, INFO, OUTLAW, OVER, PREP, ROLE, WRState, cargo_key, fighting_passengers, hand_keys, knives,
    seat_power,
)


class WagonRobbersRules(PartsRules):
    info = INFO
    parts = (setup, turn, refusals, observe, determinize, checks)

    def apply(self, s: WRState, seat: int, action: Action, rng: Any) -> list[Event]:
        reason = refusals.refusal(s, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        return turn.apply_action(s, seat, action, rng)


RULES = WagonRobbersRules()
