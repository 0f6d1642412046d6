"""Wagon Robbers: what a seat may see (roles and cargo face down stay hidden), and words for moves."""

from __future__ import annotations

from game.core.model import Action

from ..cards import PASSENGERS, WAGONS
from .state import WRState, hand_keys
from .turn import to_act


def observe(s: WRState, viewer: int | None) -> dict:
    def mine(seat):
        return viewer is not None and seat == viewer

    w = WAGONS[s.wagon] if s.wagon is not None else None
    return {
        "n": s.n, "viewer": viewer, "dealer": s.dealer, "phase": s.phase, "order": s.order,
        "to_act": list(to_act(s)), "round": s.round,
        "wagon": None if w is None else {"id": s.wagon, "name": w.name, "power": w.power,
                                          "rounds": w.rounds, "cargo": w.cargo,
                                          "passengers": w.passengers},
        "passengers": [{"id": p, "name": PASSENGERS[p].name, "power": PASSENGERS[p].power}
                       for p in s.passengers],
        "hand": hand_keys(s.hands[viewer]) if viewer is not None else None,
        "hand_counts": [len(h) for h in s.hands],
        "role_placed": [r is not None for r in s.roles],
        "roles": [r if (s.roles_shown or mine(seat)) else None for seat, r in enumerate(s.roles)],
        "placed_counts": [len(p) for p in s.placed],
        "placed": [hand_keys(p) if mine(seat) else None for seat, p in enumerate(s.placed)],
        "out": list(s.out),
        "assassins": list(s.assassins),
        "won": [[WAGONS[x].name for x in w_] for w_ in s.won],
        "wagons_won": [len(w_) for w_ in s.won],
        "cargo_deck": len(s.cargo_deck.cards),
        "cargo_discards": hand_keys(s.cargo_deck.discards),
        "passenger_deck": len(s.passenger_deck.cards),
        "wagon_deck": len(s.wagon_deck.cards),
        "last_battle": s.last_battle,
    }


_WORDS = {"role": "places a role card face down", "place": "places a cargo card face down", "pass": "places no cargo"}


def describe(action: Action, viewer: int | None) -> str:
    # Safe for every viewer: roles and cargo stay face down in the log.
    if action.kind == "assassinate":
        return f"assassinates Player {action.args[0] + 1}"
    return _WORDS.get(action.kind, "spares the Bounty Hunters")
