"""Small games that follow the full GameRules protocol, for tests.

They are registered nowhere; tests build them directly.

- ``NimRules``: take 1-3 stones, whoever takes the last one wins.  Perfect
  information; with two players the winning move leaves a multiple of 4.
- ``SwapRules``: high card with one chance to swap.  Each seat holds one
  hidden card; face-up table cards and discards are public.  In turn, each
  seat keeps its card or discards it face up and draws a random one from the
  pile (chance inside ``apply``).  Highest card wins.  Whether swapping pays
  depends on which cards are known to be out: the right choice needs
  inference from public information.
- ``BidRules``: every seat secretly commits a bid from its hand of 1-3 at the
  same time (``to_act`` returns several seats); the highest unique bid scores
  the round.  Hidden commits, simultaneous moves, no chance.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.model import Action, BaseRules, Event, GameInfo, MatchConfig, Outcome, Seat, Variant

# ---------------------------------------------------------------------------
# Nim: perfect information
# ---------------------------------------------------------------------------

TAKE = tuple(Action("take", (n,)) for n in range(4))  # TAKE[n] takes n stones


@dataclass(slots=True)
class NimState:
    stones: int
    turn: Seat
    players: int
    start: int
    winner: Seat | None = None


class NimRules(BaseRules):
    info = GameInfo(
        id="toy-nim",
        title="Last Stone",
        min_seats=2,
        max_seats=3,
        roles=("First", "Second", "Third"),
        variants=(Variant("long", "Long pile", "Start with 21 stones instead of 15"),),
        pitch="Take one to three stones; whoever takes the last one wins.",
    )

    def __init__(self, start: int = 15, max_take: int = 3):
        self.start = start
        self.max_take = max_take

    def setup(self, config: MatchConfig, rng) -> NimState:
        stones = 21 if config.has("long") else self.start
        return NimState(stones=stones, turn=0, players=config.players, start=stones)

    def to_act(self, state: NimState) -> tuple[Seat, ...]:
        return () if state.winner is not None else (state.turn,)

    def legal_actions(self, state: NimState, seat: Seat) -> list[Action]:
        if state.winner is not None or seat != state.turn:
            return []
        return [TAKE[n] for n in range(1, min(self.max_take, state.stones) + 1)]

    def apply(self, state: NimState, seat: Seat, action: Action, rng) -> list[Event]:
        n = action.args[0]
        state.stones -= n
        events = [Event("took", {"seat": seat, "count": n, "left": state.stones})]
        if state.stones == 0:
            state.winner = seat
            events.append(Event("won", {"seat": seat}))
        else:
            state.turn = (seat + 1) % state.players
        return events

    def observe(self, state: NimState, viewer: Seat | None) -> dict:
        return {"stones": state.stones, "turn": state.turn, "winner": state.winner}

    def outcome(self, state: NimState) -> Outcome | None:
        if state.winner is None:
            return None
        rewards = tuple(1.0 if s == state.winner else 0.0 for s in range(state.players))
        return Outcome((state.winner,), rewards, "took the last stone")

    def determinize(self, state: NimState, viewer: Seat, rng) -> NimState:
        return self.clone(state)  # nothing is hidden

    def clone(self, state: NimState) -> NimState:
        return NimState(state.stones, state.turn, state.players, state.start, state.winner)

    def invariants(self, state: NimState) -> list[str]:
        broken = []
        if not 0 <= state.stones <= state.start:
            broken.append(f"{state.stones} stones left of {state.start}")
        if not 0 <= state.turn < state.players:
            broken.append(f"turn {state.turn} is not a seat")
        if (state.winner is not None) != (state.stones == 0):
            broken.append("a winner exactly when the pile is empty")
        return broken

    def describe(self, action: Action, viewer: Seat | None) -> str:
        n = action.args[0]
        return f"take {n} stone" + ("" if n == 1 else "s")


# ---------------------------------------------------------------------------
# Swap: hidden cards, chance, inference
# ---------------------------------------------------------------------------

KEEP = Action("keep")
SWAP = Action("swap")


@dataclass(slots=True)
class SwapState:
    hands: list[int]  # hands[seat]: that seat's hidden card
    table: list[int]  # face-up cards, public
    pile: list[int]  # hidden, kept sorted: draws are random picks, not from the top
    discards: list[int]  # face-up, public
    turn: Seat
    acted: int  # seats that have played; the match ends when all have
    deck_size: int

    @property
    def players(self) -> int:
        return len(self.hands)


class SwapRules(BaseRules):
    info = GameInfo(
        id="toy-swap",
        title="High Card Swap",
        min_seats=2,
        max_seats=3,
        roles=("Leader", "Middle", "Last"),
        pitch="Keep your card or gamble on a new one; the highest card wins.",
    )

    def __init__(self, deck_size: int = 7, table_cards: int = 1):
        self.deck_size = deck_size
        self.table_cards = table_cards

    def setup(self, config: MatchConfig, rng) -> SwapState:
        n = config.players
        if n + self.table_cards + n > self.deck_size:
            raise ValueError("the deck is too small for that many seats")
        deck = list(range(1, self.deck_size + 1))
        rng.shuffle(deck)
        hands = deck[:n]
        table = sorted(deck[n : n + self.table_cards])
        pile = sorted(deck[n + self.table_cards :])
        return SwapState(hands, table, pile, [], 0, 0, self.deck_size)

    def to_act(self, state: SwapState) -> tuple[Seat, ...]:
        return () if state.acted >= state.players else (state.turn,)

    def legal_actions(self, state: SwapState, seat: Seat) -> list[Action]:
        if state.acted >= state.players or seat != state.turn:
            return []
        return [KEEP, SWAP] if state.pile else [KEEP]

    def apply(self, state: SwapState, seat: Seat, action: Action, rng) -> list[Event]:
        if action == SWAP:
            old = state.hands[seat]
            new = state.pile.pop(rng.randrange(len(state.pile)))
            state.hands[seat] = new
            state.discards.append(old)
            events = [
                Event("discarded", {"seat": seat, "card": old}, reveals=True),
                Event("drew", {"seat": seat}, {"card": new}, frozenset({seat}), reveals=True),
            ]
        else:
            events = [Event("kept", {"seat": seat})]
        state.acted += 1
        state.turn = (seat + 1) % state.players
        if state.acted >= state.players:
            winner = max(range(state.players), key=state.hands.__getitem__)
            events.append(Event("showdown", {"hands": list(state.hands), "winner": winner}, reveals=True))
        return events

    def observe(self, state: SwapState, viewer: Seat | None) -> dict:
        over = state.acted >= state.players
        return {
            "hand": state.hands[viewer] if viewer is not None else None,
            "hands": list(state.hands) if over else None,
            "table": list(state.table),
            "discards": list(state.discards),
            "pile_size": len(state.pile),
            "turn": state.turn,
            "acted": state.acted,
        }

    def outcome(self, state: SwapState) -> Outcome | None:
        if state.acted < state.players:
            return None
        winner = max(range(state.players), key=state.hands.__getitem__)
        rewards = tuple(1.0 if s == winner else 0.0 for s in range(state.players))
        return Outcome((winner,), rewards, "highest card", tuple(float(c) for c in state.hands))

    def determinize(self, state: SwapState, viewer: Seat, rng) -> SwapState:
        out = self.clone(state)
        if state.acted >= state.players:
            return out  # the showdown revealed everything
        # The viewer knows its own card, the table and the discards; every
        # other card is equally likely to be in any other hand or the pile.
        # Sorting first makes the sample depend on that knowledge alone.
        others = [s for s in range(state.players) if s != viewer]
        unknown = sorted([state.hands[s] for s in others] + state.pile)
        rng.shuffle(unknown)
        for i, s in enumerate(others):
            out.hands[s] = unknown[i]
        out.pile = sorted(unknown[len(others) :])
        return out

    def clone(self, state: SwapState) -> SwapState:
        return SwapState(
            list(state.hands), list(state.table), list(state.pile), list(state.discards),
            state.turn, state.acted, state.deck_size,
        )

    def invariants(self, state: SwapState) -> list[str]:
        broken = []
        cards = sorted(state.hands + state.table + state.pile + state.discards)
        if cards != list(range(1, state.deck_size + 1)):
            broken.append(f"cards are not exactly 1..{state.deck_size}: {cards}")
        if not 0 <= state.acted <= state.players:
            broken.append(f"{state.acted} seats acted of {state.players}")
        if len(state.discards) > state.acted:
            broken.append("more discards than seats that acted")
        return broken

    def describe(self, action: Action, viewer: Seat | None) -> str:
        return "keep the card" if action == KEEP else "swap the card"


# ---------------------------------------------------------------------------
# Bids: simultaneous hidden commits
# ---------------------------------------------------------------------------

BID = tuple(Action("bid", (n,)) for n in range(4))  # BID[n] bids n
BID_ROUNDS = 3


@dataclass(slots=True)
class BidState:
    hands: list[list[int]]  # unused bid cards of each seat: public, since used ones are shown
    pending: list[int | None]  # this round's secret commits
    points: list[int]
    round: int = 0
    history: list[tuple[int, ...]] = field(default_factory=list)  # revealed bids per round

    @property
    def players(self) -> int:
        return len(self.hands)


class BidRules(BaseRules):
    info = GameInfo(
        id="toy-bids",
        title="Blind Bids",
        min_seats=2,
        max_seats=3,
        roles=("North", "East", "South"),
        pitch="Everyone bids at once; the highest unique bid scores.",
    )

    def setup(self, config: MatchConfig, rng) -> BidState:
        n = config.players
        return BidState([[1, 2, 3] for _ in range(n)], [None] * n, [0] * n)

    def to_act(self, state: BidState) -> tuple[Seat, ...]:
        if state.round >= BID_ROUNDS:
            return ()
        return tuple(s for s in range(state.players) if state.pending[s] is None)

    def legal_actions(self, state: BidState, seat: Seat) -> list[Action]:
        if state.round >= BID_ROUNDS or state.pending[seat] is not None:
            return []
        return [BID[n] for n in state.hands[seat]]

    def apply(self, state: BidState, seat: Seat, action: Action, rng) -> list[Event]:
        n = action.args[0]
        state.pending[seat] = n
        events = [Event("committed", {"seat": seat}, {"bid": n}, frozenset({seat}))]
        if all(p is not None for p in state.pending):
            bids = tuple(state.pending)
            for s, b in enumerate(bids):
                state.hands[s].remove(b)
            unique = [b for b in bids if bids.count(b) == 1]
            scorer = bids.index(max(unique)) if unique else None
            if scorer is not None:
                state.points[scorer] += 1
            state.history.append(bids)
            state.pending = [None] * state.players
            state.round += 1
            events.append(Event("revealed", {"bids": list(bids), "scorer": scorer}, reveals=True))
        return events

    def observe(self, state: BidState, viewer: Seat | None) -> dict:
        return {
            "hands": [list(h) for h in state.hands],
            "committed": [p is not None for p in state.pending],
            "my_bid": state.pending[viewer] if viewer is not None else None,
            "points": list(state.points),
            "round": state.round,
            "history": [list(b) for b in state.history],
        }

    def outcome(self, state: BidState) -> Outcome | None:
        if state.round < BID_ROUNDS:
            return None
        best = max(state.points)
        winners = tuple(s for s in range(state.players) if state.points[s] == best)
        share = 1.0 / len(winners)
        rewards = tuple(share if s in winners else 0.0 for s in range(state.players))
        return Outcome(winners, rewards, "most rounds", tuple(float(p) for p in state.points))

    def determinize(self, state: BidState, viewer: Seat, rng) -> BidState:
        out = self.clone(state)
        for s in range(state.players):
            if s != viewer and state.pending[s] is not None:
                out.pending[s] = rng.choice(sorted(state.hands[s]))
        return out

    def clone(self, state: BidState) -> BidState:
        return BidState(
            [list(h) for h in state.hands], list(state.pending), list(state.points),
            state.round, list(state.history),
        )

    def invariants(self, state: BidState) -> list[str]:
        broken = []
        for s, hand in enumerate(state.hands):
            if len(hand) != BID_ROUNDS - state.round:
                broken.append(f"seat {s} holds {len(hand)} bids in round {state.round + 1}")
            if state.pending[s] is not None and state.pending[s] not in hand:
                broken.append(f"seat {s} committed a bid it does not hold")
        if sum(state.points) > state.round:
            broken.append("more points than rounds played")
        return broken

    def describe(self, action: Action, viewer: Seat | None) -> str:
        # The bid itself is secret until the reveal.
        return f"bid {action.args[0]}" if viewer is not None else "commit a bid"
