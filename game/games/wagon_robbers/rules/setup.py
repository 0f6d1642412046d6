"""Wagon Robbers: shuffling the decks, dealing the starting cargo and the first wagon."""

from __future__ import annotations

from typing import Any

from game.core.cards import Pile
from game.core.model import MatchConfig

from ..cards import CARGO, PASSENGERS, STARTING_CARGO, WAGONS
from .state import INFO, WRState
from .turn import draw_cargo, start_wagon


def new_state(config: MatchConfig, rng: Any) -> WRState:
    n = config.players
    if not INFO.min_seats <= n <= INFO.max_seats:
        raise ValueError(f"Wagon Robbers is for 2 to 5 players, not {n}")
    decks = []
    for cards in (WAGONS, PASSENGERS, CARGO):
        pile = Pile(range(len(cards)), reshuffle=cards is not WAGONS)
        pile.shuffle(rng)
        decks.append(pile)
    s = WRState(n, rng.randrange(n), decks[0], decks[1], decks[2], [[] for _ in range(n)],
                roles=[None] * n, placed=[[] for _ in range(n)], out=[False] * n,
                won=[[] for _ in range(n)])
    for seat in s.order:
        draw_cargo(s, seat, STARTING_CARGO, rng, [], "setup")
    start_wagon(s, rng, [], first=True)
    return s
