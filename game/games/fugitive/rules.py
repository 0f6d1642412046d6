"""Fugitive (Fowers Games, 2017): the rules, pure Python.

Seat 0 is the Fugitive, seat 1 the Marshal.  Cards are the integers 0-42;
in the Events variant, event cards travel in the piles as ``EVENT_BASE + i``
(``i`` indexes ``events.event_deck()``).  Rulings on everything the rulebook
leaves open are in ``docs/rules-notes/fugitive.md``.

Actions (``Action(kind, args)``), small so that search and random play work:

=================  ==========  =================================================
kind               args        meaning
=================  ==========  =================================================
``draw``           (pile,)     draw the top card of pile 0 (4-14), 1 (15-28) or 2 (29-41)
``hideout``        (card,)     Fugitive: take this card as the next hideout
``sprint``         (card,)     Fugitive: tuck this card under it as a sprint card (never 42)
``confirm``        ()          Fugitive: place the hideout (the sprint must cover the distance)
``cancel``         ()          Fugitive: take the hideout and its sprint cards back
``pass``           ()          Fugitive: place no (further) hideout this turn
``guess``          (n, ...)    Marshal: guess one number, or several at once
                               (sorted, distinct, at most as many as face-down
                               hideouts; all right reveals all, any wrong nothing)
=================  ==========  =================================================

``legal_actions`` lists every legal action except guesses of several numbers:
those are any 2 to ``face_down`` distinct numbers among the listed single
guesses (too many to list, and rarely wise); ``refusal`` accepts them, and
``multi_guess_refusal`` explains a refused one.

Observation format (``observe(state, viewer)``; viewer 0, 1 or None for a
spectator).  A plain dict; every list is a fresh list::

    game            "fugitive"
    viewer          0, 1 or None;  role: "Fugitive", "Marshal" or None
    events_variant  True when the Events variant is on
    phase           "fugitive_place" | "fugitive_draw" | "marshal_draw" |
                    "marshal_guess" | "manhunt" | "over"
    to_act          the seat to act, or None when the match is over
    first_turn      True during the acting player's first turn
    fugitive_turns, marshal_turns   turns begun so far by each
    route           one entry per hideout, index 0 being the face-up 0:
                    {index, number (None when hidden from viewer), revealed,
                     sprint (list of cards, None when hidden from viewer),
                     sprint_count, sprint_shown (its sprint cards are face up),
                     reach (3 unless an event changed it), parity ("odd",
                     "even" or None: a Muddy Tracks clue)}
    face_down       how many hideouts are face down
    highest_revealed the highest face-up hideout number (0 at the start)
    piles           [cards left in pile 0, 1, 2]  (events included)
    pile_ranges     [[4, 14], [15, 28], [29, 41]]
    events_in_piles [events still hidden in each pile] (zeros without the variant)
    fugitive_hand   sorted list for the Fugitive, None for anyone else
    fugitive_hand_count   cards in his hand (a hideout being assembled counts)
    marshal_hand    sorted list, for everyone: the Marshal's hand is open
    fugitive_from_piles   [number cards the Fugitive took from pile 0, 1, 2],
                    his starting draws included (public: piles are seen)
    pending         Fugitive only, while he assembles a hideout:
                    {hideout, sprint, sprint_value, reach, needed (sprint
                     value still missing, 0 when ready), ready}; else None
    turn            {draws_left, hideouts_left, must_place, guesses_left}
    guesses         [{numbers, hit, route_length (hideouts incl. 0 at the
                     time), manhunt, marshal_turn}], oldest first
    manhunt         True once the Manhunt has begun
    effects         {fugitive_reach, fugitive_extra_hideouts,
                     marshal_extra_guesses, marshal_skips_guess,
                     extra_draws: [f, m], skips_draw: [f, m]} (event effects waiting)
    event_discard   [{id, name, helps, text, pile, drawn_by}] events resolved so far
    last_events     [{"kind": ..., **data}] what the last action did, as viewer may see it
    outcome         None, or {winner, winner_role, reason}
"""

from __future__ import annotations

from bisect import insort
from functools import lru_cache, reduce
from itertools import islice
from operator import or_
from typing import Any

from game.core.model import (
    Action,
    BaseRules,
    Event,
    GameInfo,
    IllegalAction,
    MatchConfig,
    Outcome,
    Variant,
)
from game.core.rng import Rng

from .events import EventCard, event_deck

FUGITIVE, MARSHAL = 0, 1
ROLES = ("Fugitive", "Marshal")
START, ESCAPE = 0, 42
PILE_RANGES = ((4, 14), (15, 28), (29, 41))
PILE_NAMES = ("4-14", "15-28", "29-41")
START_HAND = (1, 2, 3, 42)
START_DRAWS = (3, 2, 0)
BASE_REACH = 3
MIN_REACH = 1
MANHUNT_BELOW = 30
EVENT_BASE = 100
EVENTS_PER_PILE = 2
ALL_CARDS = tuple(range(43))

# Card groups: 0 = the start cards 1-3, 1..3 = the piles' ranges, -1 = 0 and 42.
GROUP_OF = tuple(-1 if c in (START, ESCAPE) else 0 if c <= 3 else 1 if c <= 14 else 2 if c <= 28 else 3 for c in ALL_CARDS)


def sprint_value(card: int) -> int:
    """What a card adds when tucked under a hideout: odd +1, even +2, the 0 nothing."""
    if card == START:
        return 0
    return 1 if card & 1 else 2


SV = tuple(sprint_value(c) for c in ALL_CARDS)
# What a card can add in the Fugitive's hand: 42 is his escape, never a sprint
# card (see the rules notes), so it counts for nothing here.
SPV = tuple(0 if c == ESCAPE else SV[c] for c in ALL_CARDS)
BIT = tuple(1 << c for c in ALL_CARDS)

FUG_PLACE, FUG_DRAW, MAR_DRAW, MAR_GUESS, MANHUNT, OVER = range(6)
PHASES = ("fugitive_place", "fugitive_draw", "marshal_draw", "marshal_guess", "manhunt", "over")
PARITY_NAMES = {-1: None, 0: "even", 1: "odd"}
_ALL_LIST = list(ALL_CARDS)
_START_KNOWN = (1 << START) | (1 << ESCAPE)
# What each pile may hold: its range, and in the Events variant event cards.
_PILE_ALLOWED = tuple(frozenset(range(lo, hi + 1)) for lo, hi in PILE_RANGES)


@lru_cache(maxsize=1)
def _pile_allowed_events() -> tuple:
    codes = frozenset(range(EVENT_BASE, EVENT_BASE + len(event_deck())))
    return tuple(a | codes for a in _PILE_ALLOWED)

# Actions are made once and shared: equality is by value anyway.
DRAW = tuple(Action("draw", (p,)) for p in range(3))
HIDEOUT = tuple(Action("hideout", (c,)) for c in ALL_CARDS)
SPRINT = tuple(Action("sprint", (c,)) for c in ALL_CARDS)
GUESS = tuple(Action("guess", (n,)) for n in ALL_CARDS)
CONFIRM = Action("confirm")
CANCEL = Action("cancel")
PASS = Action("pass")


class FugitiveState:
    """Plain data; ``clone`` copies the lists (every element is immutable)."""

    __slots__ = (
        "hideouts", "sprints", "revealed", "shown", "reach", "parity",
        "fhand", "mhand", "piles", "fug_from", "known", "down",
        "phase", "draws_left", "places_left", "must_place", "guesses_left",
        "pending", "pending_sprint", "guesses",
        "fug_turns", "mar_turns", "manhunt", "winner", "reason",
        "events_on", "event_discard", "events_drawn",
        "bonus_draws", "skip_draw", "reach_mod", "extra_places", "extra_guesses", "skip_guess",
        "last", "route_memo",
    )

    def clone(self) -> "FugitiveState":
        s = FugitiveState.__new__(FugitiveState)
        s.hideouts = self.hideouts[:]
        s.sprints = self.sprints[:]
        s.revealed = self.revealed[:]
        s.shown = self.shown[:]
        s.reach = self.reach[:]
        s.parity = self.parity[:]
        s.fhand = self.fhand[:]
        s.mhand = self.mhand[:]
        s.piles = [self.piles[0][:], self.piles[1][:], self.piles[2][:]]
        s.fug_from = self.fug_from[:]
        s.known = self.known
        s.down = self.down
        s.phase = self.phase
        s.draws_left = self.draws_left
        s.places_left = self.places_left
        s.must_place = self.must_place
        s.guesses_left = self.guesses_left
        s.pending = self.pending
        s.pending_sprint = self.pending_sprint[:]
        s.guesses = self.guesses[:]
        s.fug_turns = self.fug_turns
        s.mar_turns = self.mar_turns
        s.manhunt = self.manhunt
        s.winner = self.winner
        s.reason = self.reason
        s.events_on = self.events_on
        s.event_discard = self.event_discard[:]
        s.events_drawn = self.events_drawn[:]
        s.bonus_draws = self.bonus_draws[:]
        s.skip_draw = self.skip_draw[:]
        s.reach_mod = self.reach_mod
        s.extra_places = self.extra_places
        s.extra_guesses = self.extra_guesses
        s.skip_guess = self.skip_guess
        s.last = self.last
        s.route_memo = self.route_memo  # immutable once made: shared
        return s


# -- placement arithmetic ------------------------------------------------------

def _split_ok(cards, a: int, b: int) -> bool:
    """Can disjoint groups of ``cards`` give sprint value >= a and >= b?"""
    if a <= 0 and b <= 0:
        return True
    ones = twos = 0
    for c in cards:
        v = SPV[c]
        if v == 2:
            twos += 1
        elif v == 1:
            ones += 1
    for ta in range(twos + 1):
        oa = a - 2 * ta
        if oa < 0:
            oa = 0
        if oa > ones:
            continue
        if 2 * (twos - ta) + ones - oa >= b:
            return True
    return False


def _two_ok(hand, c: int, a: int) -> bool:
    """After hideout ``c`` still needing sprint ``a`` from ``hand``, can a
    second hideout follow it from what is left?  (The first turn needs two.)"""
    for d in hand:
        if d > c:
            rest = [x for x in hand if x != d]
            if _split_ok(rest, a, d - c - BASE_REACH):
                return True
    return False


def current_reach(state: FugitiveState) -> int:
    return max(MIN_REACH, BASE_REACH + state.reach_mod)


def pending_need(state: FugitiveState) -> int:
    """Sprint value still missing for the hideout being assembled (0 = ready)."""
    need = state.pending - state.hideouts[-1] - current_reach(state)
    for c in state.pending_sprint:
        need -= SV[c]
    return need if need > 0 else 0


def _all_piles_empty(state: FugitiveState) -> bool:
    p = state.piles
    return not (p[0] or p[1] or p[2])


def _check_route(hideouts, sprints, revealed, shown, reach, parity) -> tuple:
    """(face-down count, cards the route shows, problems) for a route."""
    problems = []
    for h, sp in zip(hideouts, sprints):
        if not 0 <= h <= ESCAPE or not all(0 <= c <= ESCAPE for c in sp):
            return 0, 0, ("the route holds a card that does not exist",)
    if hideouts[0] != START or not revealed[0] or sprints[0]:
        problems.append("the route does not start at a face-up 0")
    known = _START_KNOWN
    down = 0
    prev = START
    for h, sp, rv, sh, rc, pa in islice(zip(hideouts, sprints, revealed, shown, reach, parity), 1, None):
        if h <= prev:
            problems.append(f"hideout {h} is not higher than {prev}")
        gap = h - prev - rc
        if gap > 0:
            if sp:
                gap -= sum(map(SV.__getitem__, sp))
            if gap > 0:
                problems.append(f"hideout {h} lacks sprint value {gap}")
        if rc < MIN_REACH:
            problems.append(f"hideout {h} was placed with a reach of {rc}")
        if rv:
            known |= BIT[h]
            if not sh:
                problems.append(f"hideout {h} is face up but its sprint cards are not")
        else:
            down += 1
        if sh and sp:
            known = reduce(or_, map(BIT.__getitem__, sp), known)
        if pa >= 0 and pa != h & 1:
            problems.append(f"hideout {h} has a wrong parity clue")
        prev = h
    return down, known, tuple(problems)


_FIRST_TURN_MEMO: dict[tuple, tuple] = {}

# Single guesses by 7-bit chunks of the open numbers: _GUESS_CHUNKS[k][bits]
# are the guesses of 7k + j for each bit j set in bits (numbers 1-41 only).
_GUESS_CHUNKS = tuple(
    tuple(
        tuple(GUESS[7 * k + j] for j in range(7) if (bits >> j) & 1 and 1 <= 7 * k + j <= 41)
        for bits in range(128)
    )
    for k in range(6)
)


def _single_guesses(known: int) -> list:
    """The single guesses open when ``known`` is the public record of cards
    that cannot be face-down hideouts."""
    free = ~known
    c = _GUESS_CHUNKS
    return [
        *c[0][free & 127], *c[1][(free >> 7) & 127], *c[2][(free >> 14) & 127],
        *c[3][(free >> 21) & 127], *c[4][(free >> 28) & 127], *c[5][(free >> 35) & 127],
    ]


# -- events made once --------------------------------------------------------------
# Events are immutable and compared by value, so the frequent ones are shared
# (nothing may change an event's data once made).
_FUG_ONLY = frozenset((FUGITIVE,))
_HIDEOUT_CHOSEN = tuple(Event("hideout_chosen", {"seat": FUGITIVE}, {"card": c}, _FUG_ONLY) for c in ALL_CARDS)
_SPRINT_ADDED = tuple(
    Event("sprint_added", {"seat": FUGITIVE}, {"card": c, "value": SV[c]}, _FUG_ONLY) for c in ALL_CARDS
)
_CANCELLED = Event("hideout_cancelled", {"seat": FUGITIVE})
_PASSED = Event("passed", {"seat": FUGITIVE, "role": ROLES[FUGITIVE]})
_DREW = (
    tuple(
        tuple(
            Event("drew", {"seat": FUGITIVE, "role": ROLES[FUGITIVE], "pile": p, "card": None}, {"card": c},
                  _FUG_ONLY, reveals=True)
            for c in ALL_CARDS
        )
        for p in range(3)
    ),
    tuple(
        tuple(
            Event("drew", {"seat": MARSHAL, "role": ROLES[MARSHAL], "pile": p, "card": c}, reveals=True)
            for c in ALL_CARDS
        )
        for p in range(3)
    ),
)
_GUESSED = tuple(
    tuple(
        tuple(Event("guess", {"seat": MARSHAL, "numbers": [n], "hit": hit, "manhunt": hunt}, reveals=True)
              for hunt in (False, True))
        for hit in (False, True)
    )
    for n in ALL_CARDS
)
_MISSED = tuple(Event("missed", {"numbers": [n]}, reveals=True) for n in ALL_CARDS)
_TURN_STARTED: dict[tuple, Event] = {}


def _turn_started(seat: int, first: bool, turn: int) -> Event:
    key = (seat, first, turn)
    e = _TURN_STARTED.get(key)
    if e is None:
        e = _TURN_STARTED[key] = Event("turn_started", {"seat": seat, "role": ROLES[seat], "first": first, "turn": turn})
    return e


# -- the rules -----------------------------------------------------------------

class FugitiveRules(BaseRules):
    info = GameInfo(
        id="fugitive",
        title="Fugitive",
        min_seats=2,
        max_seats=2,
        roles=ROLES,
        variants=(
            Variant(
                "events",
                "Events",
                "Two random event cards are shuffled into each pile; whoever draws one resolves it at once.",
            ),
        ),
        pitch="One runs for 42, the other deduces every hideout.",
    )

    # -- setup ------------------------------------------------------------------
    def setup(self, config: MatchConfig, rng: Rng) -> FugitiveState:
        if config.players != 2:
            raise ValueError("Fugitive is a game for two players")
        s = FugitiveState.__new__(FugitiveState)
        piles = []
        for lo, hi in PILE_RANGES:
            pile = list(range(lo, hi + 1))
            rng.shuffle(pile)
            piles.append(pile)
        # The Fugitive's starting draws come off the shuffled number piles;
        # in the Events variant the events are shuffled in afterwards, so
        # nobody starts by drawing an event (see the rules notes).
        hand = list(START_HAND)
        for p, n in enumerate(START_DRAWS):
            for _ in range(n):
                hand.append(piles[p].pop())
        s.events_on = config.has("events")
        if s.events_on:
            deck = event_deck()
            chosen = rng.sample(range(len(deck)), 3 * EVENTS_PER_PILE)
            for p in range(3):
                for k in range(EVENTS_PER_PILE):
                    piles[p].append(EVENT_BASE + chosen[p * EVENTS_PER_PILE + k])
                rng.shuffle(piles[p])
        hand.sort()
        s.hideouts = [START]
        s.sprints = [()]
        s.revealed = [True]
        s.shown = [True]
        s.reach = [0]
        s.parity = [-1]
        s.fhand = hand
        s.mhand = []
        s.piles = piles
        s.fug_from = list(START_DRAWS)
        s.known = (1 << START) | (1 << ESCAPE)
        s.down = 0
        s.phase = FUG_PLACE
        s.draws_left = 0
        s.places_left = 2
        s.must_place = 2
        s.guesses_left = 0
        s.pending = -1
        s.pending_sprint = []
        s.guesses = []
        s.fug_turns = 1
        s.mar_turns = 0
        s.manhunt = False
        s.winner = -1
        s.reason = ""
        s.event_discard = []
        s.events_drawn = [0, 0, 0]
        s.bonus_draws = [0, 0]
        s.skip_draw = [False, False]
        s.reach_mod = 0
        s.extra_places = 0
        s.extra_guesses = 0
        s.skip_guess = False
        s.route_memo = None
        s.last = (_turn_started(FUGITIVE, True, 1),)
        return s

    def clone(self, state: FugitiveState) -> FugitiveState:
        return state.clone()

    def role_of(self, state: Any, seat: int) -> str:
        return ROLES[seat]

    # -- asking -----------------------------------------------------------------
    def to_act(self, state: FugitiveState) -> tuple:
        phase = state.phase
        if phase <= FUG_DRAW:
            return (FUGITIVE,)
        if phase == OVER:
            return ()
        return (MARSHAL,)

    def outcome(self, state: FugitiveState) -> Outcome | None:
        if state.winner < 0:
            return None
        rewards = (1.0, 0.0) if state.winner == FUGITIVE else (0.0, 1.0)
        return Outcome((state.winner,), rewards, state.reason)

    def guess_candidates(self, state: FugitiveState) -> list[int]:
        """Numbers the Marshal may name: 1-41, not face up, not in her hand."""
        known = state.known
        return [n for n in range(1, ESCAPE) if not (known >> n) & 1]

    def legal_actions(self, state: FugitiveState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == OVER:
            return []
        if phase == FUG_PLACE:
            if seat != FUGITIVE:
                return []
            return self._place_actions(state)
        if phase == FUG_DRAW or phase == MAR_DRAW:
            if seat != (FUGITIVE if phase == FUG_DRAW else MARSHAL):
                return []
            p = state.piles
            return [DRAW[i] for i in (0, 1, 2) if p[i]]
        if seat != MARSHAL:
            return []
        return _single_guesses(state.known)

    def _place_actions(self, state: FugitiveState) -> list[Action]:
        if state.must_place == 2:
            # The first turn's look-ahead is the costly part and depends on
            # these alone, so it is kept (a turn retries the same situations).
            key = (tuple(state.fhand), state.pending, tuple(state.pending_sprint), state.hideouts[-1], state.reach_mod)
            got = _FIRST_TURN_MEMO.get(key)
            if got is None:
                if len(_FIRST_TURN_MEMO) >= 4096:
                    _FIRST_TURN_MEMO.clear()
                got = _FIRST_TURN_MEMO[key] = tuple(self._work_out_place_actions(state))
            return list(got)
        return self._work_out_place_actions(state)

    def _work_out_place_actions(self, state: FugitiveState) -> list[Action]:
        hand = state.fhand
        if state.pending < 0:
            last = state.hideouts[-1]
            room = current_reach(state)
            total = sum(map(SPV.__getitem__, hand))
            out = []
            first_of_two = state.must_place == 2
            for c in hand:
                if c > last:
                    need = c - last - room
                    if need <= total - SPV[c]:
                        if first_of_two and not _two_ok([x for x in hand if x != c], c, need):
                            continue
                        out.append(HIDEOUT[c])
            if state.must_place == 0:
                out.append(PASS)
            return out
        need = pending_need(state)
        c = state.pending
        if state.must_place == 2:
            out = []
            for x in hand:
                if x == ESCAPE:
                    continue
                rest = [y for y in hand if y != x]
                if _two_ok(rest, c, need - SV[x]):
                    out.append(SPRINT[x])
            if need == 0 and _two_ok(hand, c, 0):
                out.append(CONFIRM)
        else:
            out = [SPRINT[x] for x in hand if x != ESCAPE]
            if need == 0:
                out.append(CONFIRM)
        out.append(CANCEL)
        return out

    # -- refusals, with reasons a player understands ------------------------------
    def refusal(self, state: FugitiveState, seat: int, action: Action) -> str | None:
        if not isinstance(action, Action):
            return "that is not a move"
        phase = state.phase
        if phase == OVER:
            return "the game is over"
        if seat != FUGITIVE and seat != MARSHAL:
            return "there is no such seat"
        actor = FUGITIVE if phase <= FUG_DRAW else MARSHAL
        if seat != actor:
            return f"it is the {ROLES[actor]}'s turn"
        kind, args = action.kind, action.args
        # Fast answers for the commonest legal moves; anything else, and any
        # refusal, goes through the full checks below.
        if type(args) is tuple and len(args) == 1:
            x = args[0]
            if type(x) is int:
                if kind == "guess":
                    if (phase == MAR_GUESS or phase == MANHUNT) and 1 <= x <= 41 and not (state.known >> x) & 1:
                        return None
                elif kind == "draw":
                    if (phase == FUG_DRAW or phase == MAR_DRAW) and 0 <= x <= 2 and state.piles[x]:
                        return None
                elif kind == "sprint":
                    if (phase == FUG_PLACE and state.pending >= 0 and not state.must_place and x != ESCAPE
                            and x in state.fhand):
                        return None
        handler = _REFUSERS.get(kind)
        if handler is None:
            return f"{kind!r} is not a Fugitive move"
        if type(args) is not tuple:
            return f"{kind} takes whole numbers"
        for a in args:
            if type(a) is not int:  # bools are not numbers here
                return f"{kind} takes whole numbers"
        if kind == "guess":
            return handler(self, state, seat, args)
        want = 0 if kind in ("confirm", "cancel", "pass") else 1
        if len(args) != want:
            return f"{kind} takes {want} number{'s' if want != 1 else ''}"
        return handler(self, state, seat, *args)

    def _refuse_draw(self, state, seat, pile):
        if not 0 <= pile <= 2:
            return "there are only three piles"
        if seat == FUGITIVE and state.phase == FUG_PLACE:
            return "you have no card left to draw this turn"
        if seat == MARSHAL and state.phase != MAR_DRAW:
            return "you have no card left to draw this turn" if state.phase == MAR_GUESS else "no drawing during the Manhunt"
        if not state.piles[pile]:
            return f"the {PILE_NAMES[pile]} pile is empty"
        return None

    def _fugitive_placing(self, state, seat) -> str | None:
        if seat != FUGITIVE:
            return "only the Fugitive places hideouts"
        if state.phase == FUG_DRAW:
            return "draw a card first"
        return None

    def _refuse_hideout(self, state, seat, card):
        why = self._fugitive_placing(state, seat)
        if why:
            return why
        if state.pending >= 0:
            return f"finish or cancel the hideout {state.pending} first"
        if card not in state.fhand:
            return f"you do not hold {card}"
        last = state.hideouts[-1]
        if card <= last:
            return f"{card} is not higher than your last hideout {last}: no backtracking"
        room = current_reach(state)
        need = card - last - room
        rest = [x for x in state.fhand if x != card]
        have = sum(SPV[x] for x in rest)
        if need > have:
            return (
                f"{card} is too far from your last hideout {last}: it needs sprint cards worth {need} "
                f"and your other cards are worth only {have}"
            )
        if state.must_place == 2 and not _two_ok(rest, card, need):
            return f"with {card} first you could not place your second hideout this turn"
        return None

    def _refuse_sprint(self, state, seat, card):
        why = self._fugitive_placing(state, seat)
        if why:
            return why
        if state.pending < 0:
            return "choose the hideout card first, then add sprint cards under it"
        if card not in state.fhand:
            return f"you do not hold {card}"
        if card == ESCAPE:
            return "42 is your escape: it is never tucked under a hideout as a sprint card"
        if state.must_place == 2:
            rest = [x for x in state.fhand if x != card]
            if not _two_ok(rest, state.pending, pending_need(state) - SV[card]):
                return f"without {card} you could not place your second hideout this turn"
        return None

    def _refuse_confirm(self, state, seat):
        why = self._fugitive_placing(state, seat)
        if why:
            return why
        if state.pending < 0:
            return "choose a hideout card first"
        need = pending_need(state)
        if need > 0:
            last = state.hideouts[-1]
            return (
                f"{state.pending} is more than {current_reach(state)} past your last hideout {last}: "
                f"add sprint cards worth {need} more"
            )
        if state.must_place == 2 and not _two_ok(state.fhand, state.pending, 0):
            return "you would have no card left for your second hideout this turn"
        return None

    def _refuse_cancel(self, state, seat):
        why = self._fugitive_placing(state, seat)
        if why:
            return why
        if state.pending < 0:
            return "there is no hideout to take back"
        return None

    def _refuse_pass(self, state, seat):
        why = self._fugitive_placing(state, seat)
        if why:
            return why
        if state.pending >= 0:
            return f"cancel the hideout {state.pending} before passing"
        if state.must_place > 0:
            return "on your first turn you must place two hideouts"
        return None

    def _guess_number_refusal(self, state, n) -> str | None:
        if n == START:
            return "0 is the Fugitive's starting point, not a hideout"
        if n == ESCAPE:
            return "42 is the escape: it is never a face-down hideout"
        if not 1 <= n <= 41:
            return "hideouts are numbered 1 to 41"
        if (state.known >> n) & 1:
            if n in state.mhand:
                return f"{n} is in your hand, so it is not a hideout"
            for i, h in enumerate(state.hideouts):
                if h == n and state.revealed[i]:
                    return f"{n} is already revealed"
            return f"{n} is a face-up sprint card, not a hideout"
        return None

    def _marshal_guessing(self, state, seat) -> str | None:
        if seat != MARSHAL:
            return "only the Marshal guesses"
        if state.phase == MAR_DRAW:
            return "draw first"
        return None

    def _refuse_guess(self, state, seat, numbers):
        why = self._marshal_guessing(state, seat)
        if why:
            return why
        if not numbers:
            return "name at least one number"
        if len(numbers) > 1:
            return self.multi_guess_refusal(state, numbers)
        return self._guess_number_refusal(state, numbers[0])

    def multi_guess_refusal(self, state: FugitiveState, numbers) -> str | None:
        """Why this guess of several numbers is refused, or None."""
        if state.phase == MANHUNT:
            return "during the Manhunt you guess one number at a time"
        if len(set(numbers)) != len(numbers):
            return "name each number once"
        if list(numbers) != sorted(numbers):
            return "list the numbers of a guess from low to high"
        if len(numbers) > state.down:
            return (
                f"only {state.down} hideout{'s are' if state.down != 1 else ' is'} face down: "
                f"a guess of {len(numbers)} numbers cannot be right"
            )
        for n in numbers:
            why = self._guess_number_refusal(state, n)
            if why:
                return why
        return None

    # -- applying ---------------------------------------------------------------
    def apply(self, state: FugitiveState, seat: int, action: Action, rng: Any) -> list[Event]:
        """Apply a legal action (``Match`` checks ``refusal`` first)."""
        ev: list[Event] = []
        kind = action.kind
        if kind == "draw":
            self._draw(state, seat, action.args[0], ev)
        elif kind == "hideout":
            card = action.args[0]
            state.fhand.remove(card)
            state.pending = card
            ev.append(_HIDEOUT_CHOSEN[card])
        elif kind == "sprint":
            card = action.args[0]
            state.fhand.remove(card)
            state.pending_sprint.append(card)
            ev.append(_SPRINT_ADDED[card])
        elif kind == "confirm":
            self._place(state, ev)
        elif kind == "cancel":
            for c in state.pending_sprint:
                insort(state.fhand, c)
            insort(state.fhand, state.pending)
            state.pending = -1
            state.pending_sprint = []
            ev.append(_CANCELLED)
        elif kind == "pass":
            ev.append(_PASSED)
            self._start_marshal_turn(state, ev)
        elif kind == "guess":
            self._guess(state, tuple(action.args), ev)
        else:
            raise IllegalAction(f"{kind!r} is not a Fugitive move")
        state.last = tuple(ev)
        return ev

    # turns
    def _start_fugitive_turn(self, state: FugitiveState, ev: list) -> None:
        state.fug_turns += 1
        ev.append(_turn_started(FUGITIVE, False, state.fug_turns))
        draws = 1
        if state.skip_draw[FUGITIVE]:
            state.skip_draw[FUGITIVE] = False
            draws = 0
            ev.append(Event("no_draw", {"seat": FUGITIVE, "role": ROLES[FUGITIVE], "reason": "skipped"}))
        draws += state.bonus_draws[FUGITIVE]
        state.bonus_draws[FUGITIVE] = 0
        state.draws_left = draws
        state.phase = FUG_DRAW
        if draws == 0 or _all_piles_empty(state):
            if draws and _all_piles_empty(state):
                ev.append(Event("no_draw", {"seat": FUGITIVE, "role": ROLES[FUGITIVE], "reason": "piles empty"}))
            self._begin_placing(state)

    def _begin_placing(self, state: FugitiveState) -> None:
        state.draws_left = 0
        state.phase = FUG_PLACE
        state.places_left = 1 + state.extra_places
        state.extra_places = 0
        state.must_place = 0

    def _start_marshal_turn(self, state: FugitiveState, ev: list) -> None:
        state.mar_turns += 1
        first = state.mar_turns == 1
        ev.append(_turn_started(MARSHAL, first, state.mar_turns))
        draws = 2 if first else 1
        if state.skip_draw[MARSHAL]:
            state.skip_draw[MARSHAL] = False
            draws = 0
            ev.append(Event("no_draw", {"seat": MARSHAL, "role": ROLES[MARSHAL], "reason": "skipped"}))
        draws += state.bonus_draws[MARSHAL]
        state.bonus_draws[MARSHAL] = 0
        state.draws_left = draws
        state.phase = MAR_DRAW
        if draws == 0 or _all_piles_empty(state):
            if draws and _all_piles_empty(state):
                ev.append(Event("no_draw", {"seat": MARSHAL, "role": ROLES[MARSHAL], "reason": "piles empty"}))
            self._begin_guessing(state, ev)

    def _begin_guessing(self, state: FugitiveState, ev: list) -> None:
        state.draws_left = 0
        state.phase = MAR_GUESS
        if state.skip_guess:
            state.skip_guess = False
            state.guesses_left = 0
            ev.append(Event("guess_skipped", {"seat": MARSHAL, "role": ROLES[MARSHAL]}))
            self._start_fugitive_turn(state, ev)
            return
        state.guesses_left = 1 + state.extra_guesses
        state.extra_guesses = 0

    # drawing
    def _draw(self, state: FugitiveState, seat: int, pile: int, ev: list) -> None:
        card = state.piles[pile].pop()
        if card >= EVENT_BASE:
            self._resolve_event(state, seat, pile, card, ev)
            if state.phase == OVER:
                return
        elif seat == FUGITIVE:
            insort(state.fhand, card)
            state.fug_from[pile] += 1
            ev.append(_DREW[FUGITIVE][pile][card])
        else:
            insort(state.mhand, card)
            state.known |= 1 << card
            ev.append(_DREW[MARSHAL][pile][card])
        state.draws_left -= 1
        if state.draws_left <= 0 or _all_piles_empty(state):
            if state.draws_left > 0:
                ev.append(Event("no_draw", {"seat": seat, "role": ROLES[seat], "reason": "piles empty"}))
            if seat == FUGITIVE:
                self._begin_placing(state)
            else:
                self._begin_guessing(state, ev)

    def _resolve_event(self, state: FugitiveState, seat: int, pile: int, code: int, ev: list) -> None:
        card: EventCard = event_deck()[code - EVENT_BASE]
        state.event_discard.append((code, pile, seat))
        state.events_drawn[pile] += 1
        ev.append(Event("event_card", {"seat": seat, "role": ROLES[seat], "pile": pile, "event": card.to_public()}, reveals=True))
        other = 1 - seat
        for eff in card.effects:
            k = eff.kind
            if k == "extra_draw" or k == "skip_draw":
                who = eff.get("who")
                target = {"fugitive": FUGITIVE, "marshal": MARSHAL, "drawer": seat,
                          "drawer_next": seat, "opponent": other}[who]
                if k == "skip_draw":
                    state.skip_draw[target] = True
                elif target == seat and who != "drawer_next":
                    state.draws_left += eff.get("count")
                else:
                    state.bonus_draws[target] += eff.get("count")
            elif k == "reach":
                state.reach_mod += eff.get("amount")
            elif k == "skip_guess":
                state.skip_guess = True
            elif k == "extra_guess":
                state.extra_guesses += eff.get("count")
            elif k == "extra_hideout":
                state.extra_places += eff.get("count")
            elif k == "show_sprint":
                for i in range(len(state.hideouts) - 1, 0, -1):
                    if not state.revealed[i] and not state.shown[i] and state.sprints[i]:
                        state.shown[i] = True
                        for c in state.sprints[i]:
                            state.known |= 1 << c
                        ev.append(Event("sprint_shown", {"index": i, "sprint": list(state.sprints[i])}, reveals=True))
                        break
            elif k == "parity":
                for i in range(len(state.hideouts) - 1, 0, -1):
                    if not state.revealed[i] and state.parity[i] < 0:
                        state.parity[i] = state.hideouts[i] & 1
                        ev.append(Event("parity_clue", {"index": i, "parity": PARITY_NAMES[state.parity[i]]}, reveals=True))
                        break
            elif k == "reveal_earliest":
                for i in range(1, len(state.hideouts)):
                    if not state.revealed[i]:
                        self._reveal(state, i, ev)
                        break
                if state.down == 0 and len(state.hideouts) > 1:
                    self._finish(state, MARSHAL, "The Marshal uncovered every hideout", ev)
                    return
        state.draws_left += card.draw_again

    # placing
    def _place(self, state: FugitiveState, ev: list) -> None:
        card = state.pending
        sprint = tuple(sorted(state.pending_sprint))
        reach = current_reach(state)
        state.reach_mod = 0
        state.pending = -1
        state.pending_sprint = []
        state.hideouts.append(card)
        state.sprints.append(sprint)
        state.reach.append(reach)
        state.parity.append(-1)
        index = len(state.hideouts) - 1
        state.places_left -= 1
        if state.must_place:
            state.must_place -= 1
        if card == ESCAPE:
            # The escape is announced: 42 lies face up with its sprint cards.
            state.revealed.append(True)
            state.shown.append(True)
            for c in sprint:
                state.known |= 1 << c
            ev.append(Event("hideout_placed", {"seat": FUGITIVE, "index": index, "sprint_count": len(sprint),
                                               "reach": reach, "number": card, "sprint": list(sprint)}, reveals=True))
            highest = max(h for h, r in zip(state.hideouts[:-1], state.revealed) if r)
            if highest < MANHUNT_BELOW and state.down > 0:
                state.manhunt = True
                state.phase = MANHUNT
                ev.append(Event("manhunt_started", {"highest_revealed": highest, "face_down": state.down}, reveals=True))
            else:
                self._finish(state, FUGITIVE, "The Fugitive played 42 and escaped", ev)
            return
        state.revealed.append(False)
        state.shown.append(False)
        state.down += 1
        ev.append(Event("hideout_placed", {"seat": FUGITIVE, "index": index, "sprint_count": len(sprint), "reach": reach},
                        {"number": card, "sprint": list(sprint)}, frozenset((FUGITIVE,))))
        if state.places_left <= 0:
            self._start_marshal_turn(state, ev)

    # guessing
    def _reveal(self, state: FugitiveState, i: int, ev: list) -> None:
        state.revealed[i] = True
        state.shown[i] = True
        state.down -= 1
        state.known |= 1 << state.hideouts[i]
        for c in state.sprints[i]:
            state.known |= 1 << c
        ev.append(Event("revealed", {"index": i, "number": state.hideouts[i], "sprint": list(state.sprints[i])}, reveals=True))

    def _guess(self, state: FugitiveState, numbers: tuple, ev: list) -> None:
        hideouts, revealed = state.hideouts, state.revealed
        where = []
        for n in numbers:
            for i in range(1, len(hideouts)):
                if hideouts[i] == n and not revealed[i]:
                    where.append(i)
                    break
            else:
                break
        hit = len(where) == len(numbers)
        state.guesses.append((numbers, len(hideouts), hit, state.manhunt, state.mar_turns))
        if len(numbers) == 1:
            ev.append(_GUESSED[numbers[0]][hit][state.manhunt])
        else:
            ev.append(Event("guess", {"seat": MARSHAL, "numbers": list(numbers), "hit": hit, "manhunt": state.manhunt},
                            reveals=True))
        if hit:
            for i in where:
                self._reveal(state, i, ev)
            if state.down == 0:
                if state.manhunt:
                    self._finish(state, MARSHAL, "The Marshal caught the Fugitive in the Manhunt", ev)
                else:
                    self._finish(state, MARSHAL, "The Marshal uncovered every hideout", ev)
                return
        else:
            ev.append(_MISSED[numbers[0]] if len(numbers) == 1 else Event("missed", {"numbers": list(numbers)}, reveals=True))
            if state.manhunt:
                self._finish(state, FUGITIVE, "The Marshal missed in the Manhunt: the Fugitive escaped", ev)
                return
        if state.manhunt:
            return
        state.guesses_left -= 1
        if state.guesses_left <= 0:
            self._start_fugitive_turn(state, ev)

    def _finish(self, state: FugitiveState, winner: int, reason: str, ev: list) -> None:
        state.phase = OVER
        state.winner = winner
        state.reason = reason
        ev.append(Event("game_over", {"winner": winner, "winner_role": ROLES[winner], "reason": reason}, reveals=True))

    # -- what a seat may see --------------------------------------------------------
    def observe(self, state: FugitiveState, viewer: int | None) -> dict:
        fug = viewer == FUGITIVE
        route = []
        hideouts, sprints, revealed, shown = state.hideouts, state.sprints, state.revealed, state.shown
        highest = 0
        for i in range(len(hideouts)):
            rev = revealed[i]
            vis = rev or shown[i]
            if rev and hideouts[i] > highest and hideouts[i] != ESCAPE:
                highest = hideouts[i]
            route.append({
                "index": i,
                "number": hideouts[i] if (rev or fug) else None,
                "revealed": rev,
                "sprint": list(sprints[i]) if (vis or fug) else None,
                "sprint_count": len(sprints[i]),
                "sprint_shown": vis,
                "reach": state.reach[i],
                "parity": PARITY_NAMES[state.parity[i]],
            })
        phase = state.phase
        acting = self.to_act(state)
        if phase == FUG_PLACE or phase == FUG_DRAW:
            first = state.fug_turns == 1
        elif phase in (MAR_DRAW, MAR_GUESS):
            first = state.mar_turns == 1
        else:
            first = False
        pending = None
        held = len(state.fhand)
        if state.pending >= 0:
            held += 1 + len(state.pending_sprint)
            if fug:
                need = pending_need(state)
                pending = {
                    "hideout": state.pending,
                    "sprint": list(state.pending_sprint),
                    "sprint_value": sum(SV[c] for c in state.pending_sprint),
                    "reach": current_reach(state),
                    "needed": need,
                    "ready": need == 0,
                }
        deck = event_deck() if state.events_on else ()
        return {
            "game": "fugitive",
            "viewer": viewer,
            "role": ROLES[viewer] if viewer in (0, 1) else None,
            "events_variant": state.events_on,
            "phase": PHASES[phase],
            "to_act": acting[0] if acting else None,
            "first_turn": first,
            "fugitive_turns": state.fug_turns,
            "marshal_turns": state.mar_turns,
            "route": route,
            "face_down": state.down,
            "highest_revealed": highest,
            "piles": [len(p) for p in state.piles],
            "pile_ranges": [list(r) for r in PILE_RANGES],
            "events_in_piles": [EVENTS_PER_PILE - n if state.events_on else 0 for n in state.events_drawn],
            "fugitive_hand": list(state.fhand) if fug else None,
            "fugitive_hand_count": held,
            "marshal_hand": list(state.mhand),
            "fugitive_from_piles": list(state.fug_from),
            "pending": pending,
            "turn": {
                "draws_left": state.draws_left,
                "hideouts_left": state.places_left if phase == FUG_PLACE else 0,
                "must_place": state.must_place if phase == FUG_PLACE else 0,
                "guesses_left": state.guesses_left if phase == MAR_GUESS else 0,
            },
            "guesses": [
                {"numbers": list(g[0]), "hit": g[2], "route_length": g[1], "manhunt": g[3], "marshal_turn": g[4]}
                for g in state.guesses
            ],
            "manhunt": state.manhunt,
            "effects": {
                "fugitive_reach": current_reach(state),
                "fugitive_extra_hideouts": state.extra_places,
                "marshal_extra_guesses": state.extra_guesses,
                "marshal_skips_guess": state.skip_guess,
                "extra_draws": list(state.bonus_draws),
                "skips_draw": list(state.skip_draw),
            },
            "event_discard": [
                dict(deck[code - EVENT_BASE].to_public(), pile=pile, drawn_by=by) for code, pile, by in state.event_discard
            ],
            "last_events": [_event_dict(e.for_viewer(viewer)) for e in state.last],
            "outcome": None if state.winner < 0 else {
                "winner": state.winner, "winner_role": ROLES[state.winner], "reason": state.reason,
            },
        }

    # -- hidden information resampled ---------------------------------------------
    def determinize(self, state: FugitiveState, viewer: int | None, rng: Rng) -> FugitiveState:
        """A copy whose hidden cards are resampled from what ``viewer`` knows.

        The Fugitive knows every card's place but the piles' order (and which
        events hide in them); the Marshal and a spectator know only what is
        public, so the face-down hideouts, hidden sprint cards, the Fugitive's
        hand and the piles are redrawn consistently with every public fact
        (see ``knowledge.sample_hidden``)."""
        d = state.clone()
        d.last = tuple(e.for_viewer(viewer) for e in state.last)
        if viewer == FUGITIVE:
            _reshuffle_piles(d, rng, [sorted(c for c in p if c < EVENT_BASE) for p in state.piles])
            return d
        from . import knowledge  # imported here: knowledge builds on this module

        knowledge.resample_for_public(self, state, d, rng)
        return d

    # -- checks ---------------------------------------------------------------------
    def invariants(self, state: FugitiveState) -> list[str]:
        """Broken invariants, as sentences.  Run after every action, so kept
        cheap: card conservation is one sort of every card in play compared
        with 0-42 (plus the six events), the rest a pass over the route."""
        out = []
        piles = state.piles
        p0, p1, p2 = piles
        events_on = state.events_on
        fhand, mhand, hideouts, sprints = state.fhand, state.mhand, state.hideouts, state.sprints
        revealed, shown, reach, parity = state.revealed, state.shown, state.reach, state.parity
        n = len(hideouts)
        if not (len(sprints) == len(revealed) == len(shown) == len(reach) == len(parity) == n):
            out.append("route lists differ in length")
            return out
        # Most actions leave the route alone: its check is kept with an exact
        # copy of the route it was made for, and reused only for an equal route.
        memo = state.route_memo
        if (
            memo is not None and memo[0] == hideouts and memo[1] == sprints and memo[2] == revealed
            and memo[3] == shown and memo[4] == reach and memo[5] == parity
        ):
            route_cards, down, route_known, problems = memo[6], memo[7], memo[8], memo[9]
        else:
            route_cards = list(hideouts)
            for sp in sprints:
                route_cards += sp
            down, route_known, problems = _check_route(hideouts, sprints, revealed, shown, reach, parity)
            state.route_memo = (
                hideouts[:], sprints[:], revealed[:], shown[:], reach[:], parity[:],
                route_cards, down, route_known, problems,
            )
        cards = [*fhand, *mhand, *p0, *p1, *p2, *route_cards]
        pending = state.pending
        if pending >= 0:
            cards.append(pending)
            cards += state.pending_sprint
        cards.sort()
        numbers = cards[:43]
        events = cards[43:]
        if numbers != _ALL_LIST or (events and events[0] < EVENT_BASE):
            seen: dict[int, int] = {}
            for c in cards:
                if c < EVENT_BASE:
                    seen[c] = seen.get(c, 0) + 1
            twice = sorted(c for c, k in seen.items() if k > 1)
            missing = sorted(set(ALL_CARDS) - set(seen))
            stray = sorted(c for c in seen if not 0 <= c <= ESCAPE)
            out.append(f"cards out of place: twice {twice}, missing {missing}, unknown {stray}")
            return out  # every later check assumes each card is in one place
        if problems:
            out += problems
        allowed = _pile_allowed_events() if events_on else _PILE_ALLOWED
        for p in (0, 1, 2):
            if not allowed[p].issuperset(piles[p]):
                strays = sorted(c for c in piles[p] if c not in allowed[p])
                out.append(f"card(s) {strays} in the {PILE_NAMES[p]} pile")
        if events_on:
            codes = events + [code for code, _, _ in state.event_discard]
            if len(codes) != 3 * EVENTS_PER_PILE or len(set(codes)) != len(codes):
                out.append(f"event cards out of place: {sorted(codes)}")
            drawn = state.events_drawn
            for p in (0, 1, 2):
                pile = piles[p]
                left = len(pile) - len(_PILE_ALLOWED[p].intersection(pile))
                if left + drawn[p] != EVENTS_PER_PILE:
                    out.append(f"pile {PILE_NAMES[p]} lost track of its events")
        elif events or state.event_discard:
            out.append("event cards outside the Events variant")
        if not (ESCAPE in fhand or hideouts[-1] == ESCAPE or pending == ESCAPE):
            out.append("42 is neither in the Fugitive's hand nor his last hideout")
        known = reduce(or_, map(BIT.__getitem__, mhand), route_known)
        if down != state.down:
            out.append(f"face-down count {state.down} but {down} hideouts are face down")
        if known != state.known:
            out.append("the public record of known cards is out of date")
        if sum(state.fug_from) + len(p0) + len(p1) + len(p2) + len(mhand) + len(state.event_discard) != (
            44 if events_on else 38
        ):
            out.append("drawn-card counts do not add up")
        escaped = hideouts[-1] == ESCAPE
        phase = state.phase
        if phase == OVER:
            if state.winner not in (FUGITIVE, MARSHAL):
                out.append("the game is over without a winner")
            elif state.winner == MARSHAL and down != 0:
                out.append("the Marshal won with hideouts still face down")
            elif state.winner == FUGITIVE and not escaped:
                out.append("the Fugitive won without playing 42")
        else:
            if state.winner >= 0:
                out.append("a winner while the game goes on")
            if down == 0 and n > 1:
                out.append("every hideout is uncovered but the game goes on")
            if escaped and phase != MANHUNT:
                out.append("42 is played but the game goes on outside the Manhunt")
            if state.must_place and not (phase == FUG_PLACE and state.fug_turns == 1):
                out.append("hideouts are owed outside the Fugitive's first turn")
        if state.manhunt:
            if not escaped:
                out.append("a Manhunt without 42")
            if phase != MANHUNT and phase != OVER:
                out.append("the Manhunt is on but the Marshal is not hunting")
        elif phase == MANHUNT:
            out.append("the Manhunt phase without a Manhunt")
        if pending >= 0 and phase != FUG_PLACE:
            out.append("a hideout is half-placed outside the Fugitive's turn")
        return out

    # -- words --------------------------------------------------------------------
    def describe(self, action: Action, viewer: int | None) -> str:
        kind, args = action.kind, action.args
        secret = viewer == FUGITIVE
        if kind == "draw":
            return f"draws from the {PILE_NAMES[args[0]]} pile"
        if kind == "hideout":
            return f"picks {args[0]} as the next hideout" if secret else "picks a hideout card"
        if kind == "sprint":
            return f"tucks {args[0]} under it (+{SV[args[0]]})" if secret else "adds a sprint card"
        if kind == "confirm":
            return "places the hideout"
        if kind == "cancel":
            return "takes the hideout back"
        if kind == "pass":
            return "passes"
        if kind == "guess":
            return "guesses " + _and_list(args)
        return kind.replace("_", " ")


def _and_list(numbers) -> str:
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _event_dict(e: Event) -> dict:
    d = {"kind": e.kind}
    d.update(e.public)
    return d


def _reshuffle_piles(d: FugitiveState, rng: Rng, numbers: list[list[int]]) -> None:
    """Refill the piles of ``d`` with these number cards plus the right count
    of events drawn from those not yet seen, each pile in a random order."""
    unseen_events: list[int] = []
    if d.events_on:
        seen = {code for code, _, _ in d.event_discard}
        unseen_events = [EVENT_BASE + i for i in range(len(event_deck())) if EVENT_BASE + i not in seen]
        rng.shuffle(unseen_events)
    for p in range(3):
        pile = list(numbers[p])
        if d.events_on:
            for _ in range(EVENTS_PER_PILE - d.events_drawn[p]):
                pile.append(unseen_events.pop())
        rng.shuffle(pile)
        d.piles[p] = pile


_REFUSERS = {
    "draw": FugitiveRules._refuse_draw,
    "hideout": FugitiveRules._refuse_hideout,
    "sprint": FugitiveRules._refuse_sprint,
    "confirm": FugitiveRules._refuse_confirm,
    "cancel": FugitiveRules._refuse_cancel,
    "pass": FugitiveRules._refuse_pass,
    "guess": FugitiveRules._refuse_guess,
}

RULES = FugitiveRules()
