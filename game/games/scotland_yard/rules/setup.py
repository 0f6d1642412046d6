"""Scotland Yard: a new match (shuffles, deals, the first player)."""

from __future__ import annotations

from typing import Any

from game.core.model import Event, MatchConfig

from .state import (BOX, DETECTIVES_WIN, LAYOUTS, MISTER_X, PIECE_COUNT, X_BLACK, X_DOUBLE, X_MOVE, ScotlandYardState,
                    Tables)
from .turn import finish, x_options


def new_state(tables: Tables, config: MatchConfig, rng: Any) -> ScotlandYardState:
    layout = LAYOUTS.get(config.players)
    if layout is None:
        raise ValueError("Scotland Yard is for 2 to 6 players")
    hunters = layout.hunters
    if len(tables.detective_starts) < len(hunters):
        raise ValueError("not enough detective start cards for the pieces")
    s = ScotlandYardState.__new__(ScotlandYardState)
    s.tables = tables
    s.layout = layout
    pos = [0] * PIECE_COUNT
    for p, station in zip(hunters, rng.sample(tables.detective_starts, len(hunters))):
        pos[p] = station
    taken = {pos[p] for p in hunters}
    x_cards = [c for c in tables.x_starts if c not in taken]
    pos[MISTER_X] = rng.choice(x_cards)
    s.pos = pos
    s.acct = [list(a) for a in layout.account_start]
    s.supply = [BOX[m] - sum(a[m] for a in s.acct) for m in range(3)]
    s.x_black = X_BLACK
    s.x_double = X_DOUBLE
    s.round = 1
    s.phase = X_MOVE
    s.ready = (MISTER_X,)
    s.moved = 0
    s.sat_out = 0
    s.log = []
    s.possible = frozenset(x_cards)
    s.winner = -1
    s.reason = ""
    s.catcher = -1
    ev: list[Event] = [Event("game_started", {
        "players": layout.players,
        "pieces": [{"piece": p, "station": pos[p]} for p in hunters],
        "mister_x_start_cards": sorted(x_cards),
    }, {"station": pos[MISTER_X]}, frozenset((MISTER_X,)))]
    ev.append(Event("round_started", {"round": 1}))
    if not x_options(s):
        finish(s, DETECTIVES_WIN, "Mister X cannot move", -1, ev)
    s.last = tuple(ev)
    return s
