"""Scotland Yard (Ravensburger, current edition): the rules, pure Python.

Seats and pieces
----------------
``MatchConfig.players`` counts the people at the table (2-6).  Seat 0 is
Mister X; every other seat is a detective.  Pieces have fixed ids so that a
move names its piece the same way in every game size:

=====  ===========================================================
piece  what it is
=====  ===========================================================
0      Mister X
1-5    detectives 1-5 (each with his own ticket board)
6, 7   Bobbies 1 and 2 (free fares on taxi, bus and underground)
=====  ===========================================================

======== ============ ========= ================================================
players  detectives   Bobbies   who moves what
======== ============ ========= ================================================
2        1, 2         6, 7      seat 1 moves all four; pieces 1 and 2 share one
                                pooled ticket board (22 taxi, 16 bus, 8 under.)
3        1, 2         6, 7      seat k moves detective k and Bobby k
4        1, 2, 3      6         seat k moves detective k; seat 1 also Bobby 1
5        1-4          -         seat k moves detective k
6        1-5          -         seat k moves detective k
======== ============ ========= ================================================

A round: Mister X moves (once, or twice with a double-move ticket), then the
detectives and Bobbies, in any order: every detective seat with a piece that
can move now is to act, and each moves its own pieces one at a time.  When
no unmoved piece can move any more, the ones left sit out the round.  Rulings on what the rulebook leaves open are in
``docs/rules-notes/scotland-yard.md``.

Actions (``Action(kind, args)``)
--------------------------------
===========  ==========================  ======================================
kind         args                        meaning
===========  ==========================  ======================================
``move``     (piece, ticket, station)    move a piece one link; ticket is
                                         "taxi", "bus", "underground" or (Mister X
                                         only) "black"; a Bobby names the mode it
                                         rides but pays nothing
``double``   ()                          Mister X plays a double-move ticket; his
                                         next two actions are moves
===========  ==========================  ======================================

Observation format (``observe(state, viewer)``; a plain dict of fresh lists)::

    game            "scotland-yard"
    viewer, role    the seat (None for a spectator) and its role
    players         seats at the table
    round, rounds   the round under way (1-22) and 22
    phase           "mister_x" | "detectives" | "over"
    double_step     0, or 1 / 2 while Mister X plays the two moves of a double
    to_act          the first seat to act, None when over
    acting          every seat that may act now (all detective seats with a
                    piece that can move, in the detectives' phase)
    pieces          [{piece, kind ("mister_x"|"detective"|"bobby"), name, seat,
                      station (Mister X's: None unless viewer is Mister X, his
                      piece stands surfaced on the board, or the game is over),
                      moved (done this round), sat_out}]
    detective_tickets  [{pieces: [piece ids], taxi, bus, underground}] one per
                    ticket board (one shared board in the 2-player game)
    mister_x        {station (as in pieces), visible (his piece is on the
                     board), last_seen (last surfaced station or None),
                     last_seen_move, black, double (tickets left)}
    supply          {taxi, bus, underground}: the general pile he draws from
    travel_log      [{move, round, ticket, station (None unless surfaced or
                      viewer is Mister X), surfaced, double_step, blocked
                      (stations of detectives and Bobbies when he moved)}]
    surface_moves   [3, 8, 13, 18, 24]
    next_surface    the next surfacing move number, or None
    possible_stations  sorted stations where he may be, from public facts
                    (``knowledge.possible_locations``)
    last_events     [{"kind": ..., **data}] what the last action did, as viewer may see it
    outcome         None, or {winner ("mister_x"|"detectives"), reason, station, catcher}
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from game.core.game_file import read_game_info
from game.core.model import Action, MatchConfig, PartsRules

from .. import board
from . import checks, determinize, observe, refusals, setup, turn
from .state import (  # noqa: F401  (the names the bots, tables and tests use)
    _SURFACE, _TICKET_INDEX, BOBBIES_FOR, BOBBY_PIECES, BOX, DETECTIVE_PIECES, DETECTIVE_TICKETS, DETECTIVES_WIN,
    DOUBLE, HUNTERS, LAYOUTS, MISTER_X, MODES, OVER, PHASE_NAMES, PIECE_COUNT, PIECE_NAMES, ROUNDS, SURFACE_MOVES,
    X_BLACK, X_DOUBLE, X_DOUBLE_1, X_DOUBLE_2, X_MOVE, X_WINS, Layout, ScotlandYardState, Tables, move_action,
    piece_kind, role_of,
)

GAME_FILE = Path(__file__).parents[1] / "content" / "game.json"   # its title, seats, roles, variants


class ScotlandYardRules(PartsRules):
    info = read_game_info(GAME_FILE)

    def __init__(self, graph: Any = None, detective_starts: Sequence[int] | None = None,
                 x_starts: Sequence[int] | None = None):
        """``graph``: the board (stations numbered, links of kind taxi, bus,
        underground, ferry); None loads ``board.station_graph()`` on first
        setup.  Start cards default to ``board.start_cards()``."""
        self._graph = graph
        self._starts = (detective_starts, x_starts)
        self._tables: Tables | None = None

    # -- the board ---------------------------------------------------------------
    @property
    def tables(self) -> Tables:
        if self._tables is None:
            graph = self._graph
            det, xs = self._starts
            if graph is None or det is None or xs is None:
                if graph is None:
                    graph = board.station_graph()
                if det is None or xs is None:
                    cards = board.start_cards()
                    if isinstance(cards, dict):
                        cards_det, cards_x = cards["detectives"], cards["mister_x"]
                    else:
                        cards_det, cards_x = cards.detectives, cards.mister_x
                    det = cards_det if det is None else det
                    xs = cards_x if xs is None else xs
            self._tables = Tables(graph, det, xs)
        return self._tables

    # -- the parts answer the protocol's calls (PartsRules); setup needs the board --------
    parts = (turn, refusals, observe, determinize, checks)

    def setup(self, config: MatchConfig, rng: Any) -> ScotlandYardState:
        return setup.new_state(self.tables, config, rng)

    def step(self, state: ScotlandYardState, action: Action, ev: list | None = None) -> None:
        """``apply`` without the paperwork (fast playouts): see ``turn.step``."""
        turn.step(state, action, ev)

    def information_set(self, state: ScotlandYardState, viewer: int | None) -> list[ScotlandYardState]:
        return determinize.information_set(state, viewer)

    def with_mister_x_at(self, state: ScotlandYardState, station: int, viewer: int | None = None) -> ScotlandYardState:
        return determinize.with_mister_x_at(state, station, viewer)


RULES = ScotlandYardRules()
