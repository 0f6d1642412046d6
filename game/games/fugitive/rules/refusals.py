"""Fugitive: why a move is refused, in words a player understands."""

from __future__ import annotations

from game.core.model import Action

from .state import (
    ESCAPE, FUGITIVE, FUG_DRAW, FUG_PLACE, FugitiveState, MANHUNT, MARSHAL, MAR_DRAW, MAR_GUESS, OVER,
    PILE_NAMES, ROLES, SPV, START, SV, _two_ok, current_reach, pending_need,
)


# -- refusals, with reasons a player understands ------------------------------
def refusal(state: FugitiveState, seat: int, action: Action) -> str | None:
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
        return handler(state, seat, args)
    want = 0 if kind in ("confirm", "cancel", "pass") else 1
    if len(args) != want:
        return f"{kind} takes {want} number{'s' if want != 1 else ''}"
    return handler(state, seat, *args)

def _refuse_draw(state, seat, pile):
    if not 0 <= pile <= 2:
        return "there are only three piles"
    if seat == FUGITIVE and state.phase == FUG_PLACE:
        return "you have no card left to draw this turn"
    if seat == MARSHAL and state.phase != MAR_DRAW:
        return "you have no card left to draw this turn" if state.phase == MAR_GUESS else "no drawing during the Manhunt"
    if not state.piles[pile]:
        return f"the {PILE_NAMES[pile]} pile is empty"
    return None

# Who places (the Fugitive) or guesses (the Marshal), said when another tries, and
# the draw that comes first: the refusal of a move before its turn's drawing is done.
_AFTER_DRAWING = {FUGITIVE: ("only the Fugitive places hideouts", FUG_DRAW, "draw a card first"),
                  MARSHAL: ("only the Marshal guesses", MAR_DRAW, "draw first")}

def _not_yet(state, seat, role) -> str | None:
    """Why ``seat`` may not place (``role`` FUGITIVE) or guess (MARSHAL) now, or None."""
    not_yours, draw_phase, draw_first = _AFTER_DRAWING[role]
    if seat != role:
        return not_yours
    if state.phase == draw_phase:
        return draw_first
    return None

def _not_yet_pending(state, seat, none_pending: str) -> str | None:
    """As ``_not_yet`` for the Fugitive, and ``none_pending`` while no hideout card is chosen."""
    return _not_yet(state, seat, FUGITIVE) or (none_pending if state.pending < 0 else None)

def _refuse_hideout(state, seat, card):
    why = _not_yet(state, seat, FUGITIVE)
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

def _refuse_sprint(state, seat, card):
    why = _not_yet_pending(state, seat, "choose the hideout card first, then add sprint cards under it")
    if why:
        return why
    if card not in state.fhand:
        return f"you do not hold {card}"
    if card == ESCAPE:
        return "42 is your escape: it is never tucked under a hideout as a sprint card"
    if state.must_place == 2:
        rest = [x for x in state.fhand if x != card]
        if not _two_ok(rest, state.pending, pending_need(state) - SV[card]):
            return f"without {card} you could not place your second hideout this turn"
    return None

def _refuse_confirm(state, seat):
    why = _not_yet_pending(state, seat, "choose a hideout card first")
    if why:
        return why
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

def _refuse_cancel(state, seat):
    return _not_yet_pending(state, seat, "there is no hideout to take back")

def _refuse_pass(state, seat):
    why = _not_yet(state, seat, FUGITIVE)
    if why:
        return why
    if state.pending >= 0:
        return f"cancel the hideout {state.pending} before passing"
    if state.must_place > 0:
        return "on your first turn you must place two hideouts"
    return None

def _guess_number_refusal(state, n) -> str | None:
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

def _refuse_guess(state, seat, numbers):
    why = _not_yet(state, seat, MARSHAL)
    if why:
        return why
    if not numbers:
        return "name at least one number"
    if len(numbers) > 1:
        return multi_guess_refusal(state, numbers)
    return _guess_number_refusal(state, numbers[0])

def multi_guess_refusal(state: FugitiveState, numbers) -> str | None:
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
        why = _guess_number_refusal(state, n)
        if why:
            return why
    return None


_REFUSERS = {
    "draw": _refuse_draw,
    "hideout": _refuse_hideout,
    "sprint": _refuse_sprint,
    "confirm": _refuse_confirm,
    "cancel": _refuse_cancel,
    "pass": _refuse_pass,
    "guess": _refuse_guess,
}
