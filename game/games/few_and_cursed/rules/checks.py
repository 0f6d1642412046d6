"""Invariants checked after every action in simulations and property tests:
every card in exactly one place, tracks within their bounds, every drop of
water either in the bank or with a player."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .state import BANK_WATER, CAPACITY_MAX, CURSE_MAX, HEALTH_MAX, OVER, THRESHOLD_MAX, State


def _once(name: str, places: list, universe: range | list) -> list[str]:
    if len(places) == len(universe) and set(places) == set(universe):
        return []
    seen = Counter(places)
    problems = [f"{name} card {c} is in {k} places" for c, k in sorted(seen.items()) if k > 1]
    missing = sorted(set(universe) - set(seen))
    if missing:
        problems.append(f"{name} cards {missing[:5]} are nowhere")
    stray = sorted(set(seen) - set(universe))
    if stray:
        problems.append(f"{name} cards {stray[:5]} should not exist")
    return problems


def card_problems(rules: Any, s: State) -> list[str]:
    cat = rules.catalog
    universe = list(cat.upgrades) + list(cat.artifacts)
    places = list(s.upgrades.cards) + list(s.upgrades.discards) + list(s.boxed)
    places += [c for c in s.artifact_supply]
    if s.pending.get("kind") == "improvise":
        places += s.shown
    for p in s.players:
        universe += list(cat.starting[p.character])
        places += p.zones.all_cards()
    problems = _once("deck", places, universe)
    jobs = list(s.jobs.cards) + list(s.jobs.discards) + [j for t in s.tracks for j in t[:-1]]
    jobs += [j for seat in sorted(s.dropped) for j in s.dropped[seat]]
    for p in s.players:
        jobs += p.jobs + p.done_jobs
    problems += _once("job", jobs, range(len(cat.jobs)))
    store = list(s.store.cards) + list(s.store.discards) + list(s.store_row) + [g for p in s.players for g in p.gear]
    problems += _once("store", store, range(len(cat.store)))
    for name, deck, size in (("plain", s.encounters, len(cat.encounters)),
                             ("cursed", s.cursed_encounters, len(cat.cursed_encounters))):
        held = [e[1] for e in s.space_encounters.values() if e[0] == name]
        if s.encounter and s.encounter[0] == name and not s.shared_encounter:
            held.append(s.encounter[1])
        problems += _once(f"{name} encounter", list(deck.cards) + list(deck.discards) + held, range(size))
    bounties = [c for pile in s.piles for c in pile] + s.bounty_discards + [t for p in s.players for t in p.trophies]
    problems += _once("bounty", bounties, range(len(cat.most_wanted)))
    return problems


def track_problems(s: State) -> list[str]:
    out = []
    for p in s.players:
        who = f"seat {p.seat}"
        if not 0 <= p.health <= p.max_health <= HEALTH_MAX:
            out.append(f"{who}: health {p.health} of {p.max_health}")
        if not 0 <= p.bullets <= p.capacity <= CAPACITY_MAX:
            out.append(f"{who}: bullets {p.bullets} of {p.capacity}")
        if not 0 <= p.curse <= CURSE_MAX or not 1 <= p.threshold <= THRESHOLD_MAX:
            out.append(f"{who}: curse {p.curse}, threshold {p.threshold}")
        if p.move < 0 or p.attack < 0 or p.water < 0:
            out.append(f"{who}: move {p.move}, attack {p.attack}, water {p.water}")
    water = s.bank + sum(p.water for p in s.players)
    if water != BANK_WATER or s.bank < 0:
        out.append(f"water: bank {s.bank} and players hold {water - s.bank}, not {BANK_WATER} in all")
    return out


def state_problems(rules: Any, s: State) -> list[str]:
    out = []
    for m, node in s.monsters.items():
        if not any(cards and cards[-1] == m and s.face_up[i] for i, cards in enumerate(s.piles)):
            out.append(f"monster {m} is on the board but its card is not face up on a pile")
        if node not in rules.desert.roads:
            out.append(f"monster {m} stands on no space")
    if (s.phase == OVER) != bool(s.result):
        out.append(f"phase {s.phase} with result {s.result!r}")
    if s.phase != OVER and not (0 <= s.turn < s.n):
        out.append(f"turn {s.turn} out of range")
    return out


def invariants(rules: Any, s: State) -> list[str]:
    return card_problems(rules, s) + track_problems(s) + state_problems(rules, s)
