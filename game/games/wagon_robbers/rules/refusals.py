"""Wagon Robbers: why an action is refused, in words a player reads."""

from __future__ import annotations

from game.core.model import Action

from .state import CARD_KEY, HUNTER, OUTLAW, OVER, PREP, ROLE, WRState
from .turn import targets, to_act


def refusal(s: WRState, seat: int, action: Action) -> str | None:
    if s.phase == OVER:
        return "the game is over"
    if seat not in to_act(s):
        return "it is not your turn"
    kind, args = action.kind, action.args
    if s.phase == ROLE:
        if kind != "role":
            return "first choose your role for this wagon"
        if args not in ((OUTLAW,), (HUNTER,)):
            return "a role is Outlaw or Bounty Hunter"
        return None
    if s.phase == PREP:
        if kind == "pass" and not args:
            return None
        if kind != "place" or len(args) != 1:
            return "place one cargo card, or pass"
        if args[0] not in {CARD_KEY[c] for c in s.hands[seat]}:
            return "that cargo card is not in your hand"
        return None
    if kind == "spare" and not args:
        return None
    if kind != "assassinate" or len(args) != 1:
        return "choose a Bounty Hunter to assassinate, or spare them"
    if args[0] not in targets(s):
        return "an Assassin can only strike a Bounty Hunter still in the fight"
    return None
