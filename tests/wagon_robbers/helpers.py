"""Shared helpers for the Wagon Robbers tests: named cards and rigged tables."""

from __future__ import annotations

from game.core.model import MatchConfig
from game.core.rng import Rng
import rules_helpers
from game.games.wagon_robbers.cards import CARGO, PASSENGERS, WAGONS
from game.games.wagon_robbers.rules import RULES


def _ids(cards, keys):
    """One distinct card id per key, in order (copies are used up in turn)."""
    used, out = set(), []
    for key in keys:
        card = next(i for i, c in enumerate(cards) if c.key == key and i not in used)
        used.add(card)
        out.append(card)
    return out


def table(players=3, dealer=0, wagon="stagecoach", hands=None, passengers=(), cargo_top=(), seed=3):
    """A wagon just turned up with these exact hands; ``passengers`` board
    first in the order given, ``cargo_top`` are the next cargo draws."""
    s = RULES.setup(MatchConfig(players), Rng(seed))
    hands = hands or {}
    wanted = [k for h in hands.values() for k in h] + list(cargo_top)
    ids = _ids(CARGO, wanted)
    dealt = {}
    for seat in range(players):
        k = len(hands.get(seat, ()))
        dealt[seat], ids = ids[:k], ids[k:]
    top = ids
    rest = [c for c in range(len(CARGO)) if c not in set(top) and all(c not in d for d in dealt.values())]
    s.hands = [dealt[seat] for seat in range(players)]
    s.cargo_deck.cards = rest + list(reversed(top))
    s.cargo_deck.discards = []
    p_ids = _ids(PASSENGERS, passengers)
    s.passenger_deck.cards = [p for p in range(len(PASSENGERS)) if p not in p_ids] + list(reversed(p_ids))
    s.passenger_deck.discards = []
    w = _ids(WAGONS, [wagon])[0]
    s.wagon = w
    s.wagon_deck.cards = [x for x in range(len(WAGONS)) if x != w]
    s.dealer = dealer
    assert RULES.invariants(s) == []
    return s


def act(state, seat, kind, *args, rng=None):
    return rules_helpers.act(RULES, state, seat, kind, *args, rng=rng)


def kinds(events):
    return [e.kind for e in events]
