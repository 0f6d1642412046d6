"""Fugitive: what a seat may see, and words for moves."""

from __future__ import annotations

from game.core.model import Action, Event

from .state import (
    ESCAPE, EVENTS_PER_PILE, EVENT_BASE, FUGITIVE, FUG_DRAW, FUG_PLACE, FugitiveState, MAR_DRAW, MAR_GUESS,
    PARITY_NAMES, PHASES, PILE_NAMES, PILE_RANGES, ROLES, SV, current_reach, event_deck, pending_need,
)
from . import turn


# -- what a seat may see --------------------------------------------------------
def observe(state: FugitiveState, viewer: int | None) -> dict:
    fug = viewer == FUGITIVE
    route, highest = _route_view(state, fug)
    phase = state.phase
    acting = turn.to_act(state)
    pending, held = _pending_view(state, fug)
    deck = event_deck() if state.events_on else ()
    return {
        "game": "fugitive",
        "viewer": viewer,
        "role": ROLES[viewer] if viewer in (0, 1) else None,
        "events_variant": state.events_on,
        "phase": PHASES[phase],
        "to_act": acting[0] if acting else None,
        "first_turn": _first_turn(state),
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

# -- words --------------------------------------------------------------------
# the moves whose words never change
PLAIN_WORDS = {
    "confirm": "places the hideout",
    "cancel": "takes the hideout back",
    "pass": "passes",
}


def describe(action: Action, viewer: int | None) -> str:
    kind, args = action.kind, action.args
    secret = viewer == FUGITIVE
    if kind == "draw":
        return f"draws from the {PILE_NAMES[args[0]]} pile"
    if kind == "hideout":
        return f"picks {args[0]} as the next hideout" if secret else "picks a hideout card"
    if kind == "sprint":
        return f"tucks {args[0]} under it (+{SV[args[0]]})" if secret else "adds a sprint card"
    if kind in PLAIN_WORDS:
        return PLAIN_WORDS[kind]
    if kind == "guess":
        return "guesses " + _and_list(args)
    return kind.replace("_", " ")


def _route_view(state: FugitiveState, fug: bool) -> tuple[list, int]:
    """The route as ``observe`` shows it (numbers and sprint cards face down
    for all but the Fugitive), and the highest face-up hideout below 42."""
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
    return route, highest


def _first_turn(state: FugitiveState) -> bool:
    phase = state.phase
    if phase == FUG_PLACE or phase == FUG_DRAW:
        return state.fug_turns == 1
    if phase in (MAR_DRAW, MAR_GUESS):
        return state.mar_turns == 1
    return False


def _pending_view(state: FugitiveState, fug: bool) -> tuple[dict | None, int]:
    """The hideout being assembled (the Fugitive's eyes only) and how many
    cards he holds, counting those it takes."""
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
    return pending, held


def _and_list(numbers) -> str:
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _event_dict(e: Event) -> dict:
    d = {"kind": e.kind}
    d.update(e.public)
    return d
