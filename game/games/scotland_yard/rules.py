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

from typing import Any, Sequence

from game.core.model import Action, BaseRules, Event, GameInfo, MatchConfig, Outcome

from . import knowledge
from .knowledge import BLACK, BUS, TAXI, TICKETS, UNDERGROUND, TicketMoves, advance, ticket_moves

MISTER_X = 0
DETECTIVE_PIECES = (1, 2, 3, 4, 5)
BOBBY_PIECES = (6, 7)
PIECE_COUNT = 8
PIECE_NAMES = ("Mister X", "Detective 1", "Detective 2", "Detective 3", "Detective 4", "Detective 5",
               "Bobby 1", "Bobby 2")
MODES = ("taxi", "bus", "underground")

ROUNDS = 22
SURFACE_MOVES = (3, 8, 13, 18, 24)
_SURFACE = frozenset(SURFACE_MOVES)
BOX = (57, 45, 23)  # taxi, bus, underground tickets in the box
DETECTIVE_TICKETS = (11, 8, 4)
X_BLACK = 5
X_DOUBLE = 2
BOBBIES_FOR = {2: 2, 3: 1}  # detectives -> Bobbies ("For 2 detectives 2 Bobbies, for 3 detectives 1 Bobby")

X_MOVE, X_DOUBLE_1, X_DOUBLE_2, HUNTERS, OVER = range(5)
PHASE_NAMES = ("mister_x", "mister_x", "mister_x", "detectives", "over")
X_WINS, DETECTIVES_WIN = 0, 1

DOUBLE = Action("double")
_TICKET_INDEX = {name: i for i, name in enumerate(TICKETS)}
_MOVES: dict[tuple[int, int, int], Action] = {}


def move_action(piece: int, ticket: int | str, station: int) -> Action:
    """The (shared) ``move`` action; ``ticket`` as an index into TICKETS or a name."""
    t = knowledge.ticket_index(ticket)
    key = (piece, t, station)
    act = _MOVES.get(key)
    if act is None:
        act = _MOVES[key] = Action("move", (piece, TICKETS[t], station))
    return act


class Layout:
    """Who is at the table for a given number of seats (see the module text)."""

    __slots__ = ("players", "detectives", "bobbies", "hunters", "pieces", "owner", "account",
                 "seat_pieces", "accounts", "account_pieces", "account_start")

    def __init__(self, players: int):
        if not 2 <= players <= 6:
            raise ValueError("Scotland Yard is for 2 to 6 players")
        self.players = players
        if players == 2:
            self.detectives = (1, 2)
            self.bobbies = BOBBY_PIECES
            owner = {p: 1 for p in (1, 2, 6, 7)}
            account = {1: 0, 2: 0}
            self.account_pieces = ((1, 2),)
            self.account_start = (tuple(2 * n for n in DETECTIVE_TICKETS),)
        else:
            d = players - 1
            self.detectives = DETECTIVE_PIECES[:d]
            self.bobbies = BOBBY_PIECES[:BOBBIES_FOR.get(d, 0)]
            owner = {p: p for p in self.detectives}
            for j, b in enumerate(self.bobbies):
                owner[b] = 1 + j % d
            account = {p: p - 1 for p in self.detectives}
            self.account_pieces = tuple((p,) for p in self.detectives)
            self.account_start = tuple(DETECTIVE_TICKETS for _ in self.detectives)
        owner[MISTER_X] = 0
        self.hunters = self.detectives + self.bobbies
        self.pieces = (MISTER_X,) + self.hunters
        self.owner = tuple(owner.get(p, -1) for p in range(PIECE_COUNT))
        self.account = tuple(account.get(p, -1) for p in range(PIECE_COUNT))
        self.accounts = len(self.account_pieces)
        self.seat_pieces = tuple(tuple(p for p in self.pieces if self.owner[p] == s) for s in range(players))


LAYOUTS = {p: Layout(p) for p in range(2, 7)}


def piece_kind(piece: int) -> str:
    return "mister_x" if piece == MISTER_X else "bobby" if piece in BOBBY_PIECES else "detective"


class Tables:
    """Move tables of one board, shared by every state played on it."""

    __slots__ = ("graph", "moves", "x_moves", "hunter_moves", "x_acts", "hunter_acts", "is_station",
                 "modes_mask", "stations", "detective_starts", "x_starts", "_dist")

    def __init__(self, graph: Any, detective_starts: Sequence[int], x_starts: Sequence[int]):
        self.graph = graph
        self.moves: TicketMoves = ticket_moves(graph)
        self.stations = self.moves.stations
        size = len(self.moves.by_ticket[0])
        xm: list[tuple] = [()] * size
        hm: list[tuple] = [()] * size
        mask = [0] * size
        for s in self.stations:
            hunters = tuple((m, d) for m in (TAXI, BUS, UNDERGROUND) for d in self.moves.by_ticket[m][s])
            hm[s] = hunters
            xm[s] = hunters + tuple((BLACK, d) for d in self.moves.by_ticket[BLACK][s])
            for m, _ in hunters:
                mask[s] |= 1 << m
        self.x_moves = tuple(xm)
        self.hunter_moves = tuple(hm)
        # Per piece and station: ((ticket, station, Action), ...), made once.
        self.x_acts = tuple(tuple((t, d, move_action(MISTER_X, t, d)) for t, d in xm[s]) for s in range(size))
        self.hunter_acts = tuple(
            tuple(tuple((m, d, move_action(p, m, d)) for m, d in hm[s]) for s in range(size)) if p else ()
            for p in range(PIECE_COUNT)
        )
        self.is_station = tuple(s in graph for s in range(size))
        self.modes_mask = tuple(mask)
        self.detective_starts = tuple(detective_starts)
        self.x_starts = tuple(x_starts)
        for s in self.detective_starts + self.x_starts:
            if s not in graph:
                raise ValueError(f"start card {s} names no station of the board")
        self._dist = None

    def distances(self) -> tuple:
        """``dist[a][b]``: fewest links from a to b by taxi, bus or underground
        (what detectives ride); a large number when unreachable.  For bots."""
        if self._dist is None:
            size = len(self.x_moves)
            far = 99
            rows = []
            for a in range(size):
                row = [far] * size
                if a in self.graph:
                    for b, n in self.graph.distances_from(a, MODES).items():
                        row[b] = n
                rows.append(tuple(row))
            self._dist = tuple(rows)
        return self._dist


class ScotlandYardState:
    """Plain data.  ``tables`` and ``layout`` are shared and never change."""

    __slots__ = ("tables", "layout", "pos", "acct", "supply", "x_black", "x_double", "round", "phase",
                 "ready", "moved", "sat_out", "log", "possible", "winner", "reason", "catcher", "last")

    def clone(self) -> "ScotlandYardState":
        s = ScotlandYardState.__new__(ScotlandYardState)
        s.tables = self.tables
        s.layout = self.layout
        s.pos = self.pos[:]
        s.acct = [a[:] for a in self.acct]
        s.supply = self.supply[:]
        s.x_black = self.x_black
        s.x_double = self.x_double
        s.round = self.round
        s.phase = self.phase
        s.ready = self.ready
        s.moved = self.moved
        s.sat_out = self.sat_out
        s.log = self.log[:]  # entries are tuples: (ticket, station, blocked, round, surfaced, double_step)
        s.possible = self.possible
        s.winner = self.winner
        s.reason = self.reason
        s.catcher = self.catcher
        s.last = self.last
        return s


def _occupied(state: ScotlandYardState) -> set:
    pos = state.pos
    return {pos[p] for p in state.layout.hunters}


def _can_continue(tables: Tables, station: int, first: int, occ, supply, black: int) -> bool:
    """After a first step on ticket ``first`` to ``station``, is a second possible?"""
    for t, d in tables.x_moves[station]:
        if d in occ:
            continue
        if t == BLACK:
            if black - (first == BLACK) > 0:
                return True
        elif supply[t] - (first == t) > 0:
            return True
    return False


class ScotlandYardRules(BaseRules):
    info = GameInfo(
        id="scotland-yard",
        title="Scotland Yard",
        min_seats=2,
        max_seats=6,
        roles=("Mister X", "Detective", "Detective", "Detective", "Detective", "Detective"),
        variants=(),
        pitch="Detectives close in on Mister X across the streets of London.",
    )

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
                from . import board

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

    # -- setup ------------------------------------------------------------------
    def setup(self, config: MatchConfig, rng: Any) -> ScotlandYardState:
        layout = LAYOUTS.get(config.players)
        if layout is None:
            raise ValueError("Scotland Yard is for 2 to 6 players")
        tables = self.tables
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
        if not self._x_options(s):
            self._finish(s, DETECTIVES_WIN, "Mister X cannot move", -1, ev)
        s.last = tuple(ev)
        return s

    def clone(self, state: ScotlandYardState) -> ScotlandYardState:
        return state.clone()

    def role_of(self, state: Any, seat: int) -> str:
        return "Mister X" if seat == MISTER_X else "Detective"

    # -- asking -----------------------------------------------------------------
    def to_act(self, state: ScotlandYardState) -> tuple:
        """(0,) on Mister X's turn; then every detective seat with a piece that
        can move now ("the detectives and Bobbies take their turns in any order")."""
        return () if state.phase == OVER else state.ready

    def outcome(self, state: ScotlandYardState) -> Outcome | None:
        if state.winner < 0:
            return None
        n = state.layout.players
        if state.winner == X_WINS:
            return Outcome((MISTER_X,), (1.0,) + (0.0,) * (n - 1), state.reason)
        return Outcome(tuple(range(1, n)), (0.0,) + (1.0,) * (n - 1), state.reason)

    def _x_options(self, state: ScotlandYardState) -> list[tuple[int, int]]:
        """Mister X's (ticket, station) choices now, on a single step."""
        tables = state.tables
        occ = _occupied(state)
        supply = state.supply
        black = state.x_black
        out = []
        for t, d in tables.x_moves[state.pos[MISTER_X]]:
            if d in occ:
                continue
            if t == BLACK:
                if black <= 0:
                    continue
            elif supply[t] <= 0:
                continue
            out.append((t, d))
        if state.phase == X_DOUBLE_1:
            out = [(t, d) for t, d in out if _can_continue(tables, d, t, occ, supply, black)]
        return out

    def can_double(self, state: ScotlandYardState) -> bool:
        """May Mister X play a double-move ticket now?"""
        if state.phase != X_MOVE or state.x_double <= 0:
            return False
        occ = _occupied(state)
        tables = state.tables
        for t, d in self._x_options(state):
            if _can_continue(tables, d, t, occ, state.supply, state.x_black):
                return True
        return False

    def _hunter_options(self, state: ScotlandYardState, seat: int) -> list[Action]:
        layout = state.layout
        pos = state.pos
        occ = _occupied(state)
        acct = state.acct
        moved = state.moved
        acts = state.tables.hunter_acts
        out = []
        for p in layout.seat_pieces[seat]:
            if (moved >> p) & 1:
                continue
            a = layout.account[p]
            if a < 0:
                for m, d, act in acts[p][pos[p]]:
                    if d not in occ:
                        out.append(act)
            else:
                tickets = acct[a]
                for m, d, act in acts[p][pos[p]]:
                    if d not in occ and tickets[m] > 0:
                        out.append(act)
        return out

    def legal_actions(self, state: ScotlandYardState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == OVER:
            return []
        if phase < HUNTERS:
            if seat != MISTER_X:
                return []
            if phase == X_DOUBLE_1:
                out = [move_action(MISTER_X, t, d) for t, d in self._x_options(state)]
            else:
                occ = _occupied(state)
                supply = state.supply
                black = state.x_black
                out = [act for t, d, act in state.tables.x_acts[state.pos[MISTER_X]]
                       if d not in occ and (black > 0 if t == BLACK else supply[t] > 0)]
            if phase == X_MOVE and state.x_double > 0 and self.can_double(state):
                out.append(DOUBLE)
            return out
        if seat not in state.ready:
            return []
        return self._hunter_options(state, seat)

    def detective_can_ever_move(self, state: ScotlandYardState, piece: int) -> bool:
        """Has this detective a ticket for some line at his station?  (Tickets
        never come back to detectives, so a False stays False.)"""
        a = state.layout.account[piece]
        if a < 0:
            return True
        mask = state.tables.modes_mask[state.pos[piece]]
        tickets = state.acct[a]
        return any((mask >> m) & 1 and tickets[m] > 0 for m in range(3))

    # -- refusals, with reasons a player understands -------------------------------
    def refusal(self, state: ScotlandYardState, seat: int, action: Action) -> str | None:
        if not isinstance(action, Action):
            return "that is not a move"
        if state.phase == OVER:
            return "the game is over"
        if self._is_legal(state, seat, action):
            return None
        acting = self.to_act(state)
        if seat not in acting:
            if acting == (MISTER_X,):
                return "it is Mister X's turn"
            if seat == MISTER_X:
                return "the detectives are moving"
            return "none of your pieces can move now"
        if action.kind == "double":
            if state.phase != X_MOVE:
                return "a double move is announced before the first of its two moves"
            if state.x_double <= 0:
                return "you have no double-move ticket left"
            return "no two moves in a row are possible from here"
        if action.kind != "move":
            return f"{action.kind!r} is not a Scotland Yard move"
        args = action.args
        if len(args) != 3 or not isinstance(args[0], int) or not isinstance(args[2], int) or args[1] not in TICKETS:
            return "a move names a piece, a ticket and a station"
        piece, ticket, station = args
        layout = state.layout
        if not 0 <= piece < PIECE_COUNT or layout.owner[piece] != seat:
            return "that piece is not yours to move"
        if (state.moved >> piece) & 1:
            return f"{PIECE_NAMES[piece]} has already moved this round"
        t = TICKETS.index(ticket)
        here = state.pos[piece]
        if piece != MISTER_X and t == BLACK:
            return "only Mister X has black tickets"
        by_ticket = state.tables.moves.by_ticket
        if station not in by_ticket[t][here]:
            if station not in by_ticket[BLACK][here]:
                return f"{station} is not next to {here} on any line"
            if not any(station in by_ticket[m][here] for m in (TAXI, BUS, UNDERGROUND)):
                return "the ferry is for Mister X alone, with a black ticket"
            return f"no {ticket} line runs from {here} to {station}"
        if station in _occupied(state):
            return f"station {station} is occupied"
        if piece == MISTER_X:
            if t == BLACK and state.x_black <= 0:
                return "you have no black ticket left"
            if t != BLACK and state.supply[t] <= 0:
                return f"the general pile has no {ticket} ticket left"
            if state.phase == X_DOUBLE_1:
                return "from there the second move of the double would be impossible"
        else:
            a = layout.account[piece]
            if a >= 0 and state.acct[a][t] <= 0:
                return f"{PIECE_NAMES[piece]} has no {ticket} ticket left"
        return "that move is not allowed now"

    def _is_legal(self, state: ScotlandYardState, seat: int, action: Action) -> bool:
        """Same answer as ``action in legal_actions(state, seat)``, without the list."""
        phase = state.phase
        kind = action.kind
        if phase == OVER:
            return False
        if phase < HUNTERS:
            if seat != MISTER_X:
                return False
            if kind == "double":
                return action.args == () and phase == X_MOVE and self.can_double(state)
        elif seat not in state.ready:
            return False
        if kind != "move":
            return False
        args = action.args
        if len(args) != 3:
            return False
        piece, ticket, d = args
        if type(piece) is not int or type(d) is not int or ticket not in _TICKET_INDEX:
            return False
        if not 0 <= piece < PIECE_COUNT or state.layout.owner[piece] != seat or (piece == MISTER_X) != (phase < HUNTERS):
            return False
        t = _TICKET_INDEX[ticket]
        tables = state.tables
        here = state.pos[piece]
        if d not in tables.moves.by_ticket[t][here]:
            return False
        occ = _occupied(state)
        if d in occ:
            return False
        if piece == MISTER_X:
            if (state.x_black if t == BLACK else state.supply[t]) <= 0:
                return False
            return phase != X_DOUBLE_1 or _can_continue(tables, d, t, occ, state.supply, state.x_black)
        if t == BLACK or (state.moved >> piece) & 1:
            return False
        a = state.layout.account[piece]
        return a < 0 or state.acct[a][t] > 0

    # -- applying -----------------------------------------------------------------
    def apply(self, state: ScotlandYardState, seat: int, action: Action, rng: Any) -> list[Event]:
        """Apply a legal action (``Match`` checks ``refusal`` first)."""
        ev: list[Event] = []
        self.step(state, action, ev)
        state.last = tuple(ev)
        return ev

    def step(self, state: ScotlandYardState, action: Action, ev: list | None = None) -> None:
        """``apply`` without the paperwork: events go to ``ev`` when it is a
        list, nowhere when None (fast playouts), and ``state.last`` is left alone."""
        if action.kind == "double":
            state.x_double -= 1
            state.phase = X_DOUBLE_1
            if ev is not None:
                ev.append(Event("double_move", {"seat": MISTER_X, "round": state.round, "double_left": state.x_double}))
            return
        piece, ticket, station = action.args
        t = _TICKET_INDEX[ticket]
        if piece == MISTER_X:
            self._x_move(state, t, station, ev)
        else:
            self._hunter_move(state, piece, t, station, ev)

    def _x_move(self, s: ScotlandYardState, t: int, d: int, ev: list | None) -> None:
        pos = s.pos
        occ = frozenset(_occupied(s))
        if t == BLACK:
            s.x_black -= 1
        else:
            s.supply[t] -= 1
        src = pos[MISTER_X]
        pos[MISTER_X] = d
        step = 1 if s.phase == X_DOUBLE_1 else 2 if s.phase == X_DOUBLE_2 else 0
        n = len(s.log) + 1
        surfaced = n in _SURFACE
        s.log.append((t, d, tuple(sorted(occ)), s.round, surfaced, step))
        s.possible = frozenset((d,)) if surfaced else advance(s.tables.moves, s.possible, t, occ)
        if ev is not None:
            ev.append(Event("x_moved", {
                "seat": MISTER_X, "piece": MISTER_X, "ticket": TICKETS[t], "move": n, "round": s.round,
                "surfaced": surfaced, "station": d if surfaced else None, "double_step": step,
            }, {"station": d, "from": src}, frozenset((MISTER_X,)), reveals=surfaced))
        if s.phase == X_DOUBLE_1:
            s.phase = X_DOUBLE_2
        else:
            self._begin_hunters(s, ev)

    def _begin_hunters(self, s: ScotlandYardState, ev: list | None) -> None:
        s.phase = HUNTERS
        s.moved = 1  # Mister X's bit: he is done
        s.sat_out = 0
        self._settle(s, ev)

    def _settle(self, s: ScotlandYardState, ev: list | None) -> None:
        """Every seat with a piece that can move now may act.  When none can,
        the unmoved pieces sit out (a piece blocked by another may still get
        its turn once that one has moved) and the round ends."""
        layout = s.layout
        pos = s.pos
        occ = {pos[p] for p in layout.hunters}
        moved = s.moved
        acts = s.tables.hunter_acts
        found = set()
        for p in layout.hunters:
            seat = layout.owner[p]
            if seat in found or (moved >> p) & 1:
                continue
            a = layout.account[p]
            tickets = s.acct[a] if a >= 0 else None
            for m, d, _ in acts[p][pos[p]]:
                if d not in occ and (tickets is None or tickets[m] > 0):
                    found.add(seat)
                    break
        ready = tuple(sorted(found))
        if ready:
            s.ready = ready
            return
        for p in layout.hunters:
            if not (s.moved >> p) & 1:
                s.moved |= 1 << p
                s.sat_out |= 1 << p
                if ev is not None:
                    ev.append(Event("sat_out", {"seat": layout.owner[p], "piece": p, "name": PIECE_NAMES[p],
                                                "station": s.pos[p]}))
        self._end_round(s, ev)

    def _hunter_move(self, s: ScotlandYardState, p: int, m: int, d: int, ev: list | None) -> None:
        a = s.layout.account[p]
        if a >= 0:
            s.acct[a][m] -= 1
            s.supply[m] += 1
        src = s.pos[p]
        s.pos[p] = d
        s.moved |= 1 << p
        if ev is not None:
            ev.append(Event("piece_moved", {
                "seat": s.layout.owner[p], "piece": p, "name": PIECE_NAMES[p], "kind": piece_kind(p),
                "ticket": TICKETS[m], "from": src, "to": d, "paid": a >= 0, "round": s.round,
            }))
        if d == s.pos[MISTER_X]:
            self._finish(s, DETECTIVES_WIN, f"{PIECE_NAMES[p]} caught Mister X at {d}", p, ev)
            return
        if d in s.possible:
            s.possible = s.possible.difference((d,))
        self._settle(s, ev)

    def _end_round(self, s: ScotlandYardState, ev: list | None) -> None:
        if s.round >= ROUNDS:
            self._finish(s, X_WINS, f"Mister X stayed free for {ROUNDS} rounds", -1, ev)
            return
        if not any(self.detective_can_ever_move(s, p) for p in s.layout.detectives):
            self._finish(s, X_WINS, "No detective can move any more", -1, ev)
            return
        s.round += 1
        s.phase = X_MOVE
        s.ready = (MISTER_X,)
        s.moved = 0
        if ev is not None:
            ev.append(Event("round_started", {"round": s.round}))
        if not self._x_options(s):
            self._finish(s, DETECTIVES_WIN, "Mister X cannot move", -1, ev)

    def _finish(self, s: ScotlandYardState, winner: int, reason: str, catcher: int, ev: list | None) -> None:
        s.phase = OVER
        s.winner = winner
        s.reason = reason
        s.catcher = catcher
        if ev is not None:
            ev.append(Event("game_over", {
                "winner": "mister_x" if winner == X_WINS else "detectives", "reason": reason,
                "station": s.pos[MISTER_X], "catcher": catcher if catcher >= 0 else None,
            }, reveals=True))

    # -- what a seat may see ---------------------------------------------------------
    def mister_x_visible(self, state: ScotlandYardState) -> bool:
        """Is his piece on the board for all to see (just surfaced, or game over)?"""
        if state.phase == OVER:
            return True
        return bool(state.log) and state.log[-1][4]

    def observe(self, state: ScotlandYardState, viewer: int | None) -> dict:
        layout = state.layout
        secret = viewer == MISTER_X
        shown = self.mister_x_visible(state)
        x_station = state.pos[MISTER_X] if (secret or shown) else None
        last_seen = last_seen_move = None
        for i, entry in enumerate(state.log):
            if entry[4]:
                last_seen, last_seen_move = entry[1], i + 1
        pieces = []
        for p in layout.pieces:
            pieces.append({
                "piece": p, "kind": piece_kind(p), "name": PIECE_NAMES[p], "seat": layout.owner[p],
                "station": x_station if p == MISTER_X else state.pos[p],
                "moved": bool((state.moved >> p) & 1) and state.phase == HUNTERS,
                "sat_out": bool((state.sat_out >> p) & 1) and state.phase == HUNTERS,
            })
        log = []
        for i, (t, station, blocked, rnd, surfaced, step) in enumerate(state.log):
            log.append({
                "move": i + 1, "round": rnd, "ticket": TICKETS[t],
                "station": station if (surfaced or secret or state.phase == OVER) else None,
                "surfaced": surfaced, "double_step": step, "blocked": list(blocked),
            })
        acting = self.to_act(state)
        n = len(state.log)
        upcoming = [m for m in SURFACE_MOVES if m > n]
        return {
            "game": "scotland-yard",
            "viewer": viewer,
            "role": None if viewer is None else self.role_of(state, viewer),
            "players": layout.players,
            "round": state.round,
            "rounds": ROUNDS,
            "phase": PHASE_NAMES[state.phase],
            "double_step": 1 if state.phase == X_DOUBLE_1 else 2 if state.phase == X_DOUBLE_2 else 0,
            "to_act": acting[0] if acting else None,
            "acting": list(acting),
            "pieces": pieces,
            "detective_tickets": [
                {"pieces": list(layout.account_pieces[a]), "taxi": state.acct[a][0], "bus": state.acct[a][1],
                 "underground": state.acct[a][2]}
                for a in range(layout.accounts)
            ],
            "mister_x": {
                "station": x_station, "visible": shown, "last_seen": last_seen, "last_seen_move": last_seen_move,
                "black": state.x_black, "double": state.x_double,
            },
            "supply": {"taxi": state.supply[0], "bus": state.supply[1], "underground": state.supply[2]},
            "travel_log": log,
            "surface_moves": list(SURFACE_MOVES),
            "next_surface": upcoming[0] if upcoming else None,
            "possible_stations": sorted(state.possible),
            "last_events": [_event_dict(e.for_viewer(viewer)) for e in state.last],
            "outcome": None if state.winner < 0 else {
                "winner": "mister_x" if state.winner == X_WINS else "detectives",
                "reason": state.reason,
                "station": state.pos[MISTER_X],
                "catcher": state.catcher if state.catcher >= 0 else None,
            },
        }

    # -- hidden information resampled ---------------------------------------------------
    def determinize(self, state: ScotlandYardState, viewer: int | None, rng: Any) -> ScotlandYardState:
        """A copy in which Mister X stands on a station drawn uniformly from
        the publicly possible ones (the only hidden fact is where he is);
        Mister X himself, and everyone once the game is over, gets a copy."""
        if viewer == MISTER_X or state.phase == OVER:
            return state.clone()
        options = sorted(state.possible)
        return self.with_mister_x_at(state, rng.choice(options), viewer)

    def with_mister_x_at(self, state: ScotlandYardState, station: int, viewer: int | None = None) -> ScotlandYardState:
        """A copy with Mister X on ``station`` (one of ``state.possible``) and
        his hidden log stations and private event details wiped, so the copy
        holds nothing ``viewer`` may not know."""
        d = state.clone()
        d.pos[MISTER_X] = station
        d.log = [e if e[4] else (e[0], None) + e[2:] for e in state.log]
        d.last = tuple(e.for_viewer(viewer) for e in state.last)
        return d

    # -- checks ---------------------------------------------------------------------------
    def invariants(self, state: ScotlandYardState) -> list[str]:
        out = []
        layout = state.layout
        used = [0, 0, 0, 0]
        doubles = 0
        for entry in state.log:
            used[entry[0]] += 1
            if entry[5] == 1:
                doubles += 1
        totals = state.supply[:]
        for a in state.acct:
            totals[0] += a[0]
            totals[1] += a[1]
            totals[2] += a[2]
            if a[0] < 0 or a[1] < 0 or a[2] < 0:
                out.append("a detective's ticket count is negative")
        for m in range(3):
            total = totals[m] + used[m]
            if total != BOX[m]:
                out.append(f"{MODES[m]} tickets add up to {total}, not {BOX[m]}")
            if state.supply[m] < 0:
                out.append(f"the general pile's {MODES[m]} count is negative")
        if state.x_black + used[BLACK] != X_BLACK or state.x_black < 0:
            out.append("black tickets do not add up")
        if state.x_double + doubles + (state.phase == X_DOUBLE_1) != X_DOUBLE or state.x_double < 0:
            out.append("double-move tickets do not add up")
        pos = state.pos
        stations = [pos[p] for p in layout.hunters]
        if len(set(stations)) != len(stations):
            out.append(f"two pieces share a station: {sorted(stations)}")
        is_station = state.tables.is_station
        for p in layout.pieces:
            if not 0 <= pos[p] < len(is_station) or not is_station[pos[p]]:
                out.append(f"{PIECE_NAMES[p]} is on {pos[p]}, which is no station")
        if pos[MISTER_X] in stations and not (state.phase == OVER and state.catcher >= 0):
            out.append("Mister X shares a station with a detective or Bobby and is not caught")
        if state.phase != OVER and pos[MISTER_X] not in state.possible:
            out.append("Mister X stands where the public deduction says he cannot be")
        if len(state.log) > state.round + X_DOUBLE or state.round > ROUNDS:
            out.append("more moves than rounds allow")
        if state.phase == OVER and state.winner < 0:
            out.append("the game is over without a winner")
        return out

    # -- words -----------------------------------------------------------------------------
    def describe(self, action: Action, viewer: int | None) -> str:
        if action.kind == "double":
            return "Mister X plays a double-move ticket"
        if action.kind != "move" or len(action.args) != 3:
            return action.kind.replace("_", " ")
        piece, ticket, station = action.args
        name = PIECE_NAMES[piece] if 0 <= piece < PIECE_COUNT else f"Piece {piece}"
        if piece == MISTER_X:
            if viewer != MISTER_X:
                return "Mister X uses a black ticket" if ticket == "black" else f"Mister X takes {_a(ticket)}"
            how = "a black ticket" if ticket == "black" else _a(ticket)
            return f"Mister X takes {how} to {station}"
        if piece in BOBBY_PIECES:
            return f"{name} rides the {ticket} to {station} (free)"
        return f"{name} takes the {ticket} to {station}"


def _a(ticket: str) -> str:
    return "an underground" if ticket == "underground" else f"a {ticket}"


def _event_dict(e: Event) -> dict:
    d = {"kind": e.kind}
    d.update(e.public)
    return d


RULES = ScotlandYardRules()
