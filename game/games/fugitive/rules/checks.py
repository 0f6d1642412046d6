"""Fugitive: the invariants every reachable state keeps (for tests and fuzzing)."""

from __future__ import annotations

from functools import reduce
from operator import or_

from .state import (
    ALL_CARDS, BIT, ESCAPE, EVENTS_PER_PILE, EVENT_BASE, FUGITIVE, FUG_PLACE, FugitiveState, MANHUNT, MARSHAL,
    OVER, PILE_NAMES, _ALL_LIST, _PILE_ALLOWED, _check_route, _pile_allowed_events,
)


# -- checks ---------------------------------------------------------------------
def invariants(state: FugitiveState) -> list[str]:
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
    route_cards, down, route_known, problems = _route_facts(state)
    cards = [*fhand, *mhand, *p0, *p1, *p2, *route_cards]
    pending = state.pending
    if pending >= 0:
        cards.append(pending)
        cards += state.pending_sprint
    cards.sort()
    numbers = cards[:43]
    events = cards[43:]
    if numbers != _ALL_LIST or (events and events[0] < EVENT_BASE):
        out.append(_misplaced(cards))
        return out  # every later check assumes each card is in one place
    if problems:
        out += problems
    _pile_problems(state, events, out)
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
    _phase_problems(state, down, out)
    return out


def _route_facts(state: FugitiveState) -> tuple:
    """(cards on the route, face-down count, cards the route shows, problems).
    Most actions leave the route alone: its check is kept with an exact copy
    of the route it was made for, and reused only for an equal route."""
    hideouts, sprints, revealed, shown, reach, parity = (
        state.hideouts, state.sprints, state.revealed, state.shown, state.reach, state.parity)
    memo = state.route_memo
    if (
        memo is not None and memo[0] == hideouts and memo[1] == sprints and memo[2] == revealed
        and memo[3] == shown and memo[4] == reach and memo[5] == parity
    ):
        return memo[6], memo[7], memo[8], memo[9]
    route_cards = list(hideouts)
    for sp in sprints:
        route_cards += sp
    down, route_known, problems = _check_route(hideouts, sprints, revealed, shown, reach, parity)
    state.route_memo = (
        hideouts[:], sprints[:], revealed[:], shown[:], reach[:], parity[:],
        route_cards, down, route_known, problems,
    )
    return route_cards, down, route_known, problems


def _misplaced(cards: list) -> str:
    """What is wrong with the number cards in play (sorted), in words."""
    seen: dict[int, int] = {}
    for c in cards:
        if c < EVENT_BASE:
            seen[c] = seen.get(c, 0) + 1
    twice = sorted(c for c, k in seen.items() if k > 1)
    missing = sorted(set(ALL_CARDS) - set(seen))
    stray = sorted(c for c in seen if not 0 <= c <= ESCAPE)
    return f"cards out of place: twice {twice}, missing {missing}, unknown {stray}"


def _pile_problems(state: FugitiveState, events: list, out: list) -> None:
    """Cards in the wrong pile, and event cards lost or where they may not be."""
    piles = state.piles
    allowed = _pile_allowed_events() if state.events_on else _PILE_ALLOWED
    for p in (0, 1, 2):
        if not allowed[p].issuperset(piles[p]):
            strays = sorted(c for c in piles[p] if c not in allowed[p])
            out.append(f"card(s) {strays} in the {PILE_NAMES[p]} pile")
    if state.events_on:
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


def _phase_problems(state: FugitiveState, down: int, out: list) -> None:
    """The phase, the winner and the Manhunt against the route."""
    escaped = state.hideouts[-1] == ESCAPE
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
        if down == 0 and len(state.hideouts) > 1:
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
    if state.pending >= 0 and phase != FUG_PLACE:
        out.append("a hideout is half-placed outside the Fugitive's turn")
