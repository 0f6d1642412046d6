"""Most Wanted: the small steps every turn and showdown takes: whose turn
comes next, drawing and taking cards, paying bail, scoring."""

from __future__ import annotations

from game.core.model import Event
from game.core.rng import Rng

from .state import ACTION, FLIP_ORDER, MWState, OVER, TARGET, robbery_points


def begin_turn(state: MWState, seat: int, ev: list) -> None:
    state.active = seat
    state.turn += 1
    state.phase = ACTION
    ev.append(Event("turn_started", {"seat": seat, "turn": state.turn}))


def next_turn(state: MWState, ev: list) -> None:
    n = state.n
    seat = (state.active + 1) % n
    skips = state.skips
    while skips[seat] > 0:  # terminates: every pass takes one lost turn away
        skips[seat] -= 1
        ev.append(Event("turn_lost", {"seat": seat}))
        seat = (seat + 1) % n
    begin_turn(state, seat, ev)


def draw_one(state: MWState, rng: Rng, ev: list) -> int | None:
    pile = state.pile
    if not pile.cards:
        if not pile.discards:
            return None
        pile.cards, pile.discards = pile.discards, []
        rng.shuffle(pile.cards)
        state.reshuffles += 1
        flipped = None
        if state.reshuffles <= len(FLIP_ORDER):
            flipped = FLIP_ORDER[state.reshuffles - 1]
            state.flipped[flipped] = True
        ev.append(Event("reshuffled", {
            "count": len(pile.cards), "flipped": flipped,
            "points": None if flipped is None else robbery_points(state.flipped, flipped),
        }, reveals=True))
    return pile.cards.pop()


def draw_to(state: MWState, seat: int, target: int, rng: Rng, ev: list) -> None:
    hand = state.hands[seat]
    got = []
    while len(hand) + len(got) < target:
        c = draw_one(state, rng, ev)
        if c is None:
            break
        got.append(c)
    if got:
        hand.extend(got)
        hand.sort()
        ev.append(Event("drew", {"seat": seat, "count": len(got)}, {"cards": sorted(got)}, frozenset((seat,)), True))


def take(state: MWState, seat: int, cards) -> list[int]:
    hand = state.hands[seat]
    for c in cards:
        hand.remove(c)
    return sorted(cards)


def pay(state: MWState, seat: int, owed: int, ev: list) -> None:
    paid = min(owed, state.money[seat])
    state.money[seat] -= paid
    state.supply += paid
    back = min(owed - paid, state.pos[seat])
    state.pos[seat] -= back
    ev.append(Event("bail_paid", {"seat": seat, "owed": owed, "paid": paid, "moved_back": back,
                                  "space": state.pos[seat]}))


def from_supply(state: MWState, bags: int) -> int:
    got = min(bags, state.supply)
    state.supply -= got
    return got


def score(state: MWState, seat: int, points: int, ev: list) -> None:
    state.pos[seat] = min(TARGET, state.pos[seat] + points)
    ev.append(Event("scored", {"seat": seat, "points": points, "space": state.pos[seat]}))
    if state.pos[seat] >= TARGET:
        state.winner = seat
        # The results screen puts the winner's name above this line.
        state.reason = "Reached the Most Wanted space first"
        state.phase = OVER
        ev.append(Event("game_over", {"winner": seat, "reason": state.reason}, reveals=True))
