"""Fugitive: the numbers of the box, the actions, the state of a match, and
the arithmetic of a route (what the rules and the public deduction share)."""

from __future__ import annotations

from functools import lru_cache, reduce
from itertools import islice
from operator import or_

from game.core.model import Action
from game.core.rng import Rng
from game.core.state import copied_by_fields

from ..events import event_deck

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


@copied_by_fields(
    lists="hideouts sprints revealed shown reach parity fhand mhand fug_from pending_sprint guesses "
          "event_discard events_drawn bonus_draws skip_draw",
    nested="piles",
    shared="known down phase draws_left places_left must_place guesses_left pending fug_turns mar_turns manhunt "
           "winner reason events_on reach_mod extra_places extra_guesses skip_guess last "
           "route_memo",  # route_memo is immutable once made
)
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
