"""Wagon Robbers: the invariants a simulation checks after every action."""

from __future__ import annotations

from ..cards import CARGO, PASSENGERS, TARGET_WAGONS, WAGONS
from .state import OVER, PREP, WRState


def invariants(s: WRState) -> list[str]:
    broken = []
    cargo = list(s.cargo_deck.cards) + list(s.cargo_deck.discards)
    for seat in range(s.n):
        cargo += s.hands[seat] + s.placed[seat]
    if sorted(cargo) != list(range(len(CARGO))):
        broken.append("every cargo card is in exactly one place")
    people = list(s.passenger_deck.cards) + list(s.passenger_deck.discards) + s.passengers
    if sorted(people) != list(range(len(PASSENGERS))):
        broken.append("every passenger card is in exactly one place")
    wagons = list(s.wagon_deck.cards) + s.wagon_discards + [w for won in s.won for w in won]
    if s.wagon is not None:
        wagons.append(s.wagon)
    if sorted(wagons) != list(range(len(WAGONS))):
        broken.append("every wagon card is in exactly one place")
    if s.phase != OVER and s.wagon is None:
        broken.append("a wagon is on the table until the game ends")
    if s.wagon is not None:
        w = WAGONS[s.wagon]
        if len(s.passengers) > w.passengers:
            broken.append("no more passengers board than the wagon carries")
        for seat in range(s.n):
            if len(s.placed[seat]) > min(w.rounds, s.round + (1 if s.phase == PREP else 0)) and not s.roles_shown:
                broken.append("a seat places at most one cargo card per prep round")
    if sum(len(w) for w in s.won) + len(s.wagon_discards) + (s.wagon is not None) != s.wagons_played:
        broken.append("every wagon played is claimed, discarded or on the table")
    if any(len(w) > TARGET_WAGONS for w in s.won):
        broken.append(f"no one claims more than {TARGET_WAGONS} wagons")
    return broken
