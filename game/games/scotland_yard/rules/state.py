"""Scotland Yard: the numbers of the box, who moves which piece, the board's
move tables and the state of a match."""

from __future__ import annotations

from typing import Any, Sequence

from game.core.model import Action
from game.core.state import copied_by_fields

from .. import knowledge
from ..knowledge import BLACK, BUS, TAXI, TICKETS, UNDERGROUND, TicketMoves, ticket_moves

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


def role_of(seat: int) -> str:
    """The role a seat plays: seat 0 is Mister X, every other a detective."""
    return "Mister X" if seat == MISTER_X else "Detective"


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


@copied_by_fields(
    shared="tables layout x_black x_double round phase ready moved sat_out possible winner reason catcher last",
    lists="pos supply log",  # log entries are tuples: (ticket, station, blocked, round, surfaced, double_step)
    nested="acct",
)
class ScotlandYardState:
    """Plain data.  ``tables`` and ``layout`` are shared and never change."""

    __slots__ = ("tables", "layout", "pos", "acct", "supply", "x_black", "x_double", "round", "phase",
                 "ready", "moved", "sat_out", "log", "possible", "winner", "reason", "catcher", "last")



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
