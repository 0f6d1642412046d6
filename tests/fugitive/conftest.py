"""Helpers for the Fugitive rules tests: situations built card by card, and
random play that records every state it passes through."""

from __future__ import annotations

import pytest

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.fugitive import rules as R

RULES = R.RULES


def build(
    fhand,
    route=(),
    mhand=(),
    phase="fugitive_place",
    *,
    events=False,
    fug_turns=2,
    mar_turns=1,
    must_place=0,
    places_left=1,
    draws_left=0,
    guesses_left=0,
    piles=None,
    pile_events=((), (), ()),
    manhunt=False,
) -> R.FugitiveState:
    """A consistent state: the Fugitive holds ``fhand`` (42 is added if it is
    neither held nor on the route); ``route`` lists the hideouts after the 0 as
    ``(number, sprint_cards, revealed)`` (any of 1, 2, 3 not given a place
    lies under the first of them as a sprint card); the Marshal holds ``mhand``; every
    other card of 4-41 lies in its pile, highest on top unless ``piles`` gives
    each pile's cards bottom to top.  ``pile_events`` puts event codes on top
    of the piles (Events variant)."""
    s = RULES.setup(MatchConfig(2, frozenset({"events"}) if events else frozenset()), Rng(1))
    fhand = sorted(set(fhand))
    route = [(h, tuple(sp), rv) for h, sp, rv in route]
    placed = {h for h, _sp, _rv in route}
    used = set(fhand) | set(mhand) | placed | {c for _h, sp, _rv in route for c in sp}
    loose = [c for c in (1, 2, 3) if c not in used]
    if loose:  # the start cards went somewhere: under the first hideout, or still in hand
        if route:
            h, sp, rv = route[0]
            route[0] = (h, tuple(sp) + tuple(loose), rv)
        else:
            fhand = sorted(fhand + loose)
    if R.ESCAPE not in fhand and R.ESCAPE not in placed:
        fhand.append(R.ESCAPE)
    s.fhand = fhand
    s.mhand = sorted(mhand)
    s.hideouts = [R.START] + [h for h, _sp, _rv in route]
    s.sprints = [()] + [tuple(sorted(sp)) for _h, sp, _rv in route]
    s.revealed = [True] + [bool(rv) for _h, _sp, rv in route]
    s.shown = list(s.revealed)
    s.reach = [0] + [R.BASE_REACH] * len(route)
    s.parity = [-1] * (len(route) + 1)
    taken = set(fhand) | set(mhand)
    for h, sp, _rv in route:
        taken.add(h)
        taken.update(sp)
    if piles is None:
        piles = [[c for c in range(lo, hi + 1) if c not in taken] for lo, hi in R.PILE_RANGES]
    s.piles = [list(p) for p in piles]
    s.fug_from = [
        sum(1 for c in taken - set(mhand) if lo <= c <= hi) for lo, hi in R.PILE_RANGES
    ]
    s.events_drawn = [0, 0, 0]
    s.event_discard = []
    if events:
        used = set()
        for p in range(3):
            s.piles[p] = [c for c in s.piles[p] if c < R.EVENT_BASE]
            for code in pile_events[p]:
                used.add(code)
        spare = [R.EVENT_BASE + i for i in range(len(R.event_deck())) if R.EVENT_BASE + i not in used]
        for p in range(3):
            extra = [spare.pop() for _ in range(R.EVENTS_PER_PILE - len(pile_events[p]))]
            s.piles[p] = extra + s.piles[p] + list(pile_events[p])
    known = R._START_KNOWN
    for c in mhand:
        known |= 1 << c
    for h, sp, rv in route:
        if rv:
            known |= 1 << h
            for c in sp:
                known |= 1 << c
    s.known = known
    s.down = sum(1 for _h, _sp, rv in route if not rv)
    s.phase = R.PHASES.index(phase)
    s.fug_turns, s.mar_turns = fug_turns, mar_turns
    s.must_place, s.places_left = must_place, places_left
    s.draws_left, s.guesses_left = draws_left, guesses_left
    s.manhunt = manhunt
    s.pending, s.pending_sprint = -1, []
    s.last = ()
    problems = RULES.invariants(s)
    assert problems == [], problems
    return s


def act(state, seat, kind, *args):
    """Apply an action after checking that the rules accept it."""
    action = Action(kind, tuple(args))
    why = RULES.refusal(state, seat, action)
    assert why is None, f"{action} refused: {why}"
    assert action in RULES.legal_actions(state, seat) or (kind == "guess" and len(args) > 1)
    return RULES.apply(state, seat, action, Rng(0))


def refused(state, seat, kind, *args) -> str:
    """The reason the rules give for refusing an action (which must be refused)."""
    action = Action(kind, tuple(args))
    why = RULES.refusal(state, seat, action)
    assert why, f"{action} was not refused"
    assert action not in RULES.legal_actions(state, seat)
    return why


def random_play(seed: int, events: bool = False, max_actions: int = 3000):
    """Yield (state, seat, action) along one random match, then the final state
    with seat None.  The yielded state is the live one: copy it to keep it."""
    rng = Rng(seed)
    config = MatchConfig(2, frozenset({"events"}) if events else frozenset())
    state = RULES.setup(config, rng.fork())
    for _ in range(max_actions):
        acting = RULES.to_act(state)
        if not acting:
            break
        seat = acting[0]
        legal = RULES.legal_actions(state, seat)
        # Now and then a guess of several numbers, which legal_actions leaves out.
        if seat == R.MARSHAL and state.phase == R.MAR_GUESS and state.down >= 2 and rng.random() < 0.1:
            singles = [a.args[0] for a in legal]
            action = Action("guess", tuple(sorted(rng.sample(singles, 2))))
        else:
            action = rng.choice(legal)
        yield state, seat, action
        RULES.apply(state, seat, action, rng)
    yield state, None, None


@pytest.fixture
def rules():
    return RULES
