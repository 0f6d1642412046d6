"""Whether an action taught anybody anything: the one rule of the undo policy.

An action may be taken back only if it changed no seat's knowledge and no
chance happened.  Taking back an action that taught something would turn
undo into a probe: a detective steps onto a station where Mister X might be,
sees that he is not there, takes the step back and tries another.

The rule is checked against the rules' own idea of knowledge, not a list of
event kinds:

- an event the rules mark ``reveals`` (a card shown, a guess answered);
- chance: the action drew on the match's random generator;
- the actor learned something: in the worlds the actor could not tell apart
  from the real one (``rules.information_set(state, seat)`` where a game can
  list them exactly, else samples of ``rules.determinize``), the same action
  would not always have shown the actor the same thing;
- another seat learned something: in some world that seat could not tell
  apart from the real one, no move the actor had there would have shown that
  seat what it now sees (so what it saw tells it about the world, not only
  about the actor's choice, which undo takes back).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from .model import Action, Event, Seat
from .rng import Rng

WORLD_SAMPLES = 12  # determinizations per seat when a game cannot list its worlds exactly


@dataclass(frozen=True, slots=True)
class Lesson:
    """Why an action ends the undo window.

    ``kind`` is "reveal", "chance", "actor_learned", "seat_learned" or
    "unchecked" (the worlds could not be built: the move stands to be safe);
    ``seat`` is who learned (for the learned kinds)."""

    kind: str
    seat: Seat | None = None

    def short(self) -> str:
        return {"reveal": "It revealed something", "chance": "It left things to chance",
                "actor_learned": "It showed you something new", "unchecked": "It could not be checked"
                }.get(self.kind, "It told someone something")

    def sentence(self, actor_name: str, names: list[str]) -> str:
        if self.kind == "reveal":
            return f"{actor_name}'s last move revealed something hidden, so it stands."
        if self.kind == "chance":
            return f"{actor_name}'s last move left something to chance, so it stands."
        if self.kind == "actor_learned":
            return f"{actor_name}'s last move showed {actor_name} something new, so it stands."
        if self.kind == "unchecked":
            return f"What {actor_name}'s last move revealed could not be checked, so it stands."
        who = names[self.seat] if self.seat is not None and 0 <= self.seat < len(names) else "another player"
        return f"{actor_name}'s last move told {who} something new, so it stands."


def lesson_of(rules: Any, before: Any, rng_state: int, seat: Seat, action: Action, players: int,
              seed: int = 0) -> Lesson | None:
    """What applying ``action`` for ``seat`` in ``before`` (with the match's
    generator at ``rng_state``) taught, or None when it taught nobody
    anything.  ``before`` is not changed."""
    after = rules.clone(before)
    rng = Rng(rng_state)
    events: list[Event] = rules.apply(after, seat, action, rng)
    if any(e.reveals for e in events):
        return Lesson("reveal")
    if rng.state != rng_state:
        return Lesson("chance")
    try:
        return _what_seats_learned(rules, before, after, rng_state, seat, action, players, Rng(seed))
    except Exception:  # a world the rules could not build or play: safer to let the move stand
        return Lesson("unchecked")


def _what_seats_learned(rules: Any, before: Any, after: Any, rng_state: int, seat: Seat, action: Action,
                        players: int, world_rng: Rng) -> Lesson | None:
    for viewer in [seat] + [v for v in range(players) if v != seat]:
        seen = rules.observe(after, viewer)
        known = rules.observe(before, viewer)
        for world in _worlds(rules, before, viewer, world_rng):
            if rules.observe(world, viewer) != known:
                continue  # not a world this viewer thinks possible
            if viewer == seat:
                if rules.refusal(world, seat, action) is not None:
                    continue  # the actor knows what it may do: not its world either
                if _shows(rules, world, seat, action, viewer, rng_state) != seen:
                    return Lesson("actor_learned", seat)
            elif not any(_shows(rules, world, seat, a, viewer, rng_state) == seen
                         for a in _moves_first(rules, world, seat, action)):
                return Lesson("seat_learned", viewer)
    return None


def _shows(rules: Any, world: Any, seat: Seat, action: Action, viewer: Seat, rng_state: int):
    w = rules.clone(world)
    rules.apply(w, seat, action, Rng(rng_state))
    return rules.observe(w, viewer)


def _moves_first(rules: Any, world: Any, seat: Seat, action: Action) -> Iterable[Action]:
    """The actor's moves in ``world``, the one it made first (usually enough)."""
    if rules.refusal(world, seat, action) is None:
        yield action
    for a in rules.legal_actions(world, seat):
        if a != action:
            yield a


def _worlds(rules: Any, state: Any, viewer: Seat, rng: Rng) -> list:
    exact = getattr(rules, "information_set", None)
    if exact is not None:
        return list(exact(state, viewer))
    return [rules.determinize(state, viewer, rng) for _ in range(WORLD_SAMPLES)]
