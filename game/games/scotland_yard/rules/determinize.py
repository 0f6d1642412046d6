"""Scotland Yard: a state as a seat might believe it.  The one hidden fact is
where Mister X stands; the rules keep the stations he may be on exactly
(``state.possible``, see ``knowledge.advance``)."""

from __future__ import annotations

from typing import Any

from .state import MISTER_X, OVER, ScotlandYardState


def determinize(state: ScotlandYardState, viewer: int | None, rng: Any) -> ScotlandYardState:
    """A copy in which Mister X stands on a station drawn uniformly from
    the publicly possible ones (the only hidden fact is where he is);
    Mister X himself, and everyone once the game is over, gets a copy."""
    if viewer == MISTER_X or state.phase == OVER:
        return state.clone()
    options = sorted(state.possible)
    return with_mister_x_at(state, rng.choice(options), viewer)


def information_set(state: ScotlandYardState, viewer: int | None) -> list[ScotlandYardState]:
    """Every state ``viewer`` cannot tell from this one, exactly: one per
    station Mister X may be on (the undo policy's worlds)."""
    if viewer == MISTER_X or state.phase == OVER:
        return [state.clone()]
    return [with_mister_x_at(state, s, viewer) for s in sorted(state.possible)]


def with_mister_x_at(state: ScotlandYardState, station: int, viewer: int | None = None) -> ScotlandYardState:
    """A copy with Mister X on ``station`` (one of ``state.possible``) and
    his hidden log stations and private event details wiped, so the copy
    holds nothing ``viewer`` may not know."""
    d = state.clone()
    d.pos[MISTER_X] = station
    d.log = [e if e[4] else (e[0], None) + e[2:] for e in state.log]
    d.last = tuple(e.for_viewer(viewer) for e in state.last)
    return d
