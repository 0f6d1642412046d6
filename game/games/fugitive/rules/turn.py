"""Fugitive: whose turn it is, what they may do, and applying a move."""

from __future__ import annotations

from bisect import insort
from typing import Any

from game.core.model import Action, Event, IllegalAction, Outcome

from ..events import EventCard, event_deck
from .state import (
    ALL_CARDS, CANCEL, CONFIRM, DRAW, ESCAPE, EVENT_BASE, FUGITIVE, FUG_DRAW, FUG_PLACE, FugitiveState, HIDEOUT,
    MANHUNT, MANHUNT_BELOW, MARSHAL, MAR_DRAW, MAR_GUESS, OVER, PARITY_NAMES, PASS, ROLES, SPRINT, SPV, SV,
    _FIRST_TURN_MEMO, _all_piles_empty, _single_guesses, _two_ok, current_reach, pending_need,
)


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
    )
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
# -- asking -----------------------------------------------------------------
def to_act(state: FugitiveState) -> tuple:
    phase = state.phase
    if phase <= FUG_DRAW:
        return (FUGITIVE,)
    if phase == OVER:
        return ()
    return (MARSHAL,)

def outcome(state: FugitiveState) -> Outcome | None:
    if state.winner < 0:
        return None
    rewards = (1.0, 0.0) if state.winner == FUGITIVE else (0.0, 1.0)
    return Outcome((state.winner,), rewards, state.reason)

def legal_actions(state: FugitiveState, seat: int) -> list[Action]:
    phase = state.phase
    if phase == OVER:
        return []
    if phase == FUG_PLACE:
        if seat != FUGITIVE:
            return []
        return _place_actions(state)
    if phase == FUG_DRAW or phase == MAR_DRAW:
        if seat != (FUGITIVE if phase == FUG_DRAW else MARSHAL):
            return []
        p = state.piles
        return [DRAW[i] for i in (0, 1, 2) if p[i]]
    if seat != MARSHAL:
        return []
    return _single_guesses(state.known)

def _place_actions(state: FugitiveState) -> list[Action]:
    if state.must_place == 2:
        # The first turn's look-ahead is the costly part and depends on
        # these alone, so it is kept (a turn retries the same situations).
        key = (tuple(state.fhand), state.pending, tuple(state.pending_sprint), state.hideouts[-1], state.reach_mod)
        got = _FIRST_TURN_MEMO.get(key)
        if got is None:
            if len(_FIRST_TURN_MEMO) >= 4096:
                _FIRST_TURN_MEMO.clear()
            got = _FIRST_TURN_MEMO[key] = tuple(_work_out_place_actions(state))
        return list(got)
    return _work_out_place_actions(state)

def _work_out_place_actions(state: FugitiveState) -> list[Action]:
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

# -- applying ---------------------------------------------------------------
def apply_action(state: FugitiveState, seat: int, action: Action, rng: Any) -> list[Event]:
    """Apply a legal action (``Match`` checks ``refusal`` first)."""
    ev: list[Event] = []
    kind = action.kind
    if kind == "draw":
        _draw(state, seat, action.args[0], ev)
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
        _place(state, ev)
    elif kind == "cancel":
        for c in state.pending_sprint:
            insort(state.fhand, c)
        insort(state.fhand, state.pending)
        state.pending = -1
        state.pending_sprint = []
        ev.append(_CANCELLED)
    elif kind == "pass":
        ev.append(_PASSED)
        _start_marshal_turn(state, ev)
    elif kind == "guess":
        _guess(state, tuple(action.args), ev)
    else:
        raise IllegalAction(f"{kind!r} is not a Fugitive move")
    state.last = tuple(ev)
    return ev

# turns
def _start_fugitive_turn(state: FugitiveState, ev: list) -> None:
    state.fug_turns += 1
    ev.append(_turn_started(FUGITIVE, False, state.fug_turns))
    if not _turn_draws(state, FUGITIVE, 1, FUG_DRAW, ev):
        _begin_placing(state)

def _turn_draws(state: FugitiveState, seat: int, draws: int, phase: int, ev: list) -> bool:
    """The draw phase of ``seat``'s turn: ``draws`` cards, none when a draw is to be
    skipped, plus any bonus draws.  False when there is nothing to draw (none left
    to make, or every pile empty), so the turn goes straight on."""
    if state.skip_draw[seat]:
        state.skip_draw[seat] = False
        draws = 0
        ev.append(Event("no_draw", {"seat": seat, "role": ROLES[seat], "reason": "skipped"}))
    draws += state.bonus_draws[seat]
    state.bonus_draws[seat] = 0
    state.draws_left = draws
    state.phase = phase
    if draws and _all_piles_empty(state):
        ev.append(Event("no_draw", {"seat": seat, "role": ROLES[seat], "reason": "piles empty"}))
    return draws > 0 and not _all_piles_empty(state)

def _begin_placing(state: FugitiveState) -> None:
    state.draws_left = 0
    state.phase = FUG_PLACE
    state.places_left = 1 + state.extra_places
    state.extra_places = 0
    state.must_place = 0

def _start_marshal_turn(state: FugitiveState, ev: list) -> None:
    state.mar_turns += 1
    first = state.mar_turns == 1
    ev.append(_turn_started(MARSHAL, first, state.mar_turns))
    if not _turn_draws(state, MARSHAL, 2 if first else 1, MAR_DRAW, ev):
        _begin_guessing(state, ev)

def _begin_guessing(state: FugitiveState, ev: list) -> None:
    state.draws_left = 0
    state.phase = MAR_GUESS
    if state.skip_guess:
        state.skip_guess = False
        state.guesses_left = 0
        ev.append(Event("guess_skipped", {"seat": MARSHAL, "role": ROLES[MARSHAL]}))
        _start_fugitive_turn(state, ev)
        return
    state.guesses_left = 1 + state.extra_guesses
    state.extra_guesses = 0

# drawing
def _draw(state: FugitiveState, seat: int, pile: int, ev: list) -> None:
    card = state.piles[pile].pop()
    if card >= EVENT_BASE:
        _resolve_event(state, seat, pile, card, ev)
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
            _begin_placing(state)
        else:
            _begin_guessing(state, ev)

def _resolve_event(state: FugitiveState, seat: int, pile: int, code: int, ev: list) -> None:
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
                    _reveal(state, i, ev)
                    break
            if state.down == 0 and len(state.hideouts) > 1:
                _finish(state, MARSHAL, "The Marshal uncovered every hideout", ev)
                return
    state.draws_left += card.draw_again

# placing
def _place(state: FugitiveState, ev: list) -> None:
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
            _finish(state, FUGITIVE, "The Fugitive played 42 and escaped", ev)
        return
    state.revealed.append(False)
    state.shown.append(False)
    state.down += 1
    ev.append(Event("hideout_placed", {"seat": FUGITIVE, "index": index, "sprint_count": len(sprint), "reach": reach},
                    {"number": card, "sprint": list(sprint)}, frozenset((FUGITIVE,))))
    if state.places_left <= 0:
        _start_marshal_turn(state, ev)

# guessing
def _reveal(state: FugitiveState, i: int, ev: list) -> None:
    state.revealed[i] = True
    state.shown[i] = True
    state.down -= 1
    state.known |= 1 << state.hideouts[i]
    for c in state.sprints[i]:
        state.known |= 1 << c
    ev.append(Event("revealed", {"index": i, "number": state.hideouts[i], "sprint": list(state.sprints[i])}, reveals=True))

def _guess(state: FugitiveState, numbers: tuple, ev: list) -> None:
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
            _reveal(state, i, ev)
        if state.down == 0:
            if state.manhunt:
                _finish(state, MARSHAL, "The Marshal caught the Fugitive in the Manhunt", ev)
            else:
                _finish(state, MARSHAL, "The Marshal uncovered every hideout", ev)
            return
    else:
        ev.append(_MISSED[numbers[0]] if len(numbers) == 1 else Event("missed", {"numbers": list(numbers)}, reveals=True))
        if state.manhunt:
            _finish(state, FUGITIVE, "The Marshal missed in the Manhunt: the Fugitive escaped", ev)
            return
    if state.manhunt:
        return
    state.guesses_left -= 1
    if state.guesses_left <= 0:
        _start_fugitive_turn(state, ev)

def _finish(state: FugitiveState, winner: int, reason: str, ev: list) -> None:
    state.phase = OVER
    state.winner = winner
    state.reason = reason
    ev.append(Event("game_over", {"winner": winner, "winner_role": ROLES[winner], "reason": reason}, reveals=True))
