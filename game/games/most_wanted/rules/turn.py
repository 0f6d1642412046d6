"""Most Wanted: whose turn it is, what they may do, and a turn's actions."""

from __future__ import annotations

from typing import Any

from game.core.model import Action, Event, IllegalAction, Outcome
from game.core.rng import Rng

from ..cards import SUIT_OF
from . import flow, showdown
from .state import (
    ACCEPT, ACTION, CHALLENGE, CHALLENGE_A, CHURCH_TO, DUEL, HAND_SIZE, LABOR_PAY, MWState, PASS, ROB, ROBBERIES,
    SALOON_TO, SHOOTOUT, SHOWDOWN, STAY_OUT, UNREADY, discard_options, dishonest_options, distinct_subsets,
    shootout_options,
)


# -- asking -----------------------------------------------------------------
def to_act(state: MWState) -> tuple:
    phase = state.phase
    if phase == ACTION:
        return (state.active,)
    if phase == SHOWDOWN:
        ready = state.ready
        waiting = [p for p in state.parts if not ready[p]]
        return tuple(waiting + [p for p in state.parts if ready[p]])
    if phase == CHALLENGE:
        return (state.dl_queue[0],)
    return ()

def outcome(state: MWState) -> Outcome | None:
    if state.winner < 0:
        return None
    rewards = tuple(1.0 if s == state.winner else 0.0 for s in range(state.n))
    return Outcome((state.winner,), rewards, state.reason, tuple(float(p) for p in state.pos))

def legal_actions(state: MWState, seat: int) -> list[Action]:
    phase = state.phase
    if phase == ACTION:
        return turn_actions(state, seat) if seat == state.active else []
    if phase == SHOWDOWN:
        if seat not in state.parts:
            return []
        if state.ready[seat]:
            return [UNREADY]
        out = [Action("commit", c) for c in distinct_subsets(state.hands[seat] + state.commit[seat], state.size)]
        if not state.forced[seat]:
            out.append(STAY_OUT)
        return out
    if phase == CHALLENGE:
        return [CHALLENGE_A, ACCEPT] if state.dl_queue and seat == state.dl_queue[0] else []
    return []

def turn_actions(state: MWState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    h = len(hand)
    out = [ROB[0], ROB[1], ROB[2]] if h >= 4 else [ROB[r] for r in range(3) if h >= ROBBERIES[r][2]]
    if state.saloon:
        if can_pay_saloon(state, seat):
            out.extend(Action("saloon", c) for c in discard_options(hand))
    else:
        out.extend(Action("church", c) for c in discard_options(hand))
    if state.dishonest:
        out.extend(Action("dishonest", c) for c in dishonest_options(hand))
    else:
        by_suit: list[list] = [[], [], [], []]
        for c in hand:
            by_suit[SUIT_OF[c]].append(c)
        for same in by_suit:
            if len(same) == 1:
                out.append(Action("labor", (same[0],)))
            else:
                for k in range(1, len(same) + 1):
                    out.extend([Action("labor", c) for c in distinct_subsets(same, k)])
    others = [t for t in range(state.n) if t != seat]
    if state.shootout:
        for size in (1, 2, 3):
            if h < size:
                break
            able = [t for t in others if len(state.hands[t]) >= size]
            out.extend(Action("shootout", (size,) + c) for c in shootout_options(state.pos, seat, able))
    else:
        for size in (1, 2):
            if h < size:
                break
            out.extend(Action("duel", (t, size)) for t in others if len(state.hands[t]) >= size)
    if not out:
        out.append(PASS)
    return out

def can_pay_saloon(state: MWState, seat: int) -> bool:
    # Paying with a space back is paying too; off the board with no money there is nothing to pay with.
    return state.money[seat] > 0 or state.pos[seat] > 0

# -- applying ---------------------------------------------------------------
def apply_action(state: MWState, seat: int, action: Action, rng: Any) -> list[Event]:
    """Apply a legal action (``Match`` checks ``refusal`` first)."""
    ev: list[Event] = []
    kind, args = action.kind, action.args
    if kind == "commit":
        showdown.commit(state, seat, args, ev, rng)
    elif kind == "stay_out":
        showdown.stay_out(state, seat, ev, rng)
    elif kind == "unready":
        state.ready[seat] = False
        ev.append(Event("unready", {"seat": seat}))
    elif kind == "rob":
        showdown.rob(state, seat, args[0], ev, rng)
    elif kind == "church" or kind == "saloon":
        _church(state, seat, args, kind == "saloon", ev, rng)
    elif kind == "labor":
        _labor(state, seat, args, ev, rng)
    elif kind == "dishonest":
        _dishonest(state, seat, args, ev)
    elif kind == "challenge" or kind == "accept":
        _challenge(state, seat, kind == "challenge", ev, rng)
    elif kind == "duel":
        target, size = args
        ev.append(Event("duel", {"seat": seat, "target": target, "size": size}))
        showdown.open_showdown(state, DUEL, seat, [seat, target], [seat, target], size, None, ev)
    elif kind == "shootout":
        size, targets = args[0], list(args[1:])
        ev.append(Event("shootout", {"seat": seat, "targets": targets, "size": size}))
        parts = [seat] + sorted(targets, key=lambda t: (t - seat) % state.n)
        showdown.open_showdown(state, SHOOTOUT, seat, parts, parts, size, None, ev)
    elif kind == "pass":
        ev.append(Event("passed", {"seat": seat}))
        flow.next_turn(state, ev)
    else:
        raise IllegalAction(f"{kind!r} is not a Most Wanted move")
    state.last = tuple(ev)
    return ev

# simple actions
def _church(state: MWState, seat: int, cards: tuple, saloon: bool, ev: list, rng: Rng) -> None:
    paid = 0
    if saloon:
        before = state.money[seat]
        flow.pay(state, seat, 1, ev)
        paid = before - state.money[seat]
    out = flow.take(state, seat, cards)
    state.pile.discards.extend(out)
    ev.append(Event("saloon" if saloon else "church", {"seat": seat, "cards": out, "paid": paid}))
    flow.draw_to(state, seat, SALOON_TO if saloon else CHURCH_TO, rng, ev)
    flow.next_turn(state, ev)

def _labor(state: MWState, seat: int, cards: tuple, ev: list, rng: Rng) -> None:
    out = flow.take(state, seat, cards)
    bags = flow.from_supply(state, LABOR_PAY * len(out))
    state.money[seat] += bags
    ev.append(Event("labor", {"seat": seat, "cards": out, "bags": bags}))
    state.pile.discards.extend(out)
    ev.append(Event("discarded", {"cards": out}))
    flow.draw_to(state, seat, HAND_SIZE, rng, ev)
    flow.next_turn(state, ev)

def _dishonest(state: MWState, seat: int, cards: tuple, ev: list) -> None:
    out = flow.take(state, seat, cards)
    state.dl_cards = out
    state.dl_bags = flow.from_supply(state, LABOR_PAY * len(out))
    state.dl_chal = []
    state.dl_queue = [(seat + i) % state.n for i in range(1, state.n)]
    state.phase = CHALLENGE
    ev.append(Event("dishonest_labor", {"seat": seat, "count": len(out), "bags": state.dl_bags},
                    {"cards": out}, frozenset((seat,))))

def _challenge(state: MWState, seat: int, challenged: bool, ev: list, rng: Rng) -> None:
    state.dl_queue.pop(0)
    if challenged:
        state.dl_chal.append(seat)
    ev.append(Event("challenged" if challenged else "accepted", {"seat": seat}))
    if state.dl_queue:
        return
    worker, cards, bags, chal = state.active, state.dl_cards, state.dl_bags, state.dl_chal
    honest = len({SUIT_OF[c] for c in cards}) == 1
    shares = {}
    returned = 0
    if honest or not chal:
        state.money[worker] += bags
        shares[worker] = bags
        for c in chal:
            state.skips[c] += 1
    else:
        each = bags // (1 + len(chal))
        for p in [worker] + chal:
            state.money[p] += each
            shares[p] = each
        returned = bags - each * (1 + len(chal))
        state.supply += returned
    ev.append(Event("dishonest_revealed", {
        "seat": worker, "cards": list(cards), "honest": honest, "shares": shares,
        "returned": returned, "lost_turn": list(chal) if honest else [],
    }, reveals=True))
    state.pile.discards.extend(cards)
    ev.append(Event("discarded", {"cards": list(cards)}))
    state.dl_cards, state.dl_bags, state.dl_chal = [], 0, []
    n = state.n
    for p in sorted([worker] + chal, key=lambda s: (s - worker) % n):
        flow.draw_to(state, p, HAND_SIZE, rng, ev)
    flow.next_turn(state, ev)

