"""The Marshal's heuristics: what to draw and what to guess.

Everything here works from the Marshal's observation (or any seat's, since
only its public part is read) through ``knowledge``, whose deduction of the
face-down hideouts is exact for the public facts.
"""

from __future__ import annotations

from typing import Any

from game.core.model import Action

from ..rules import knowledge
from ..rules import ESCAPE, MANHUNT_BELOW, PILE_RANGES

DRAW = tuple(Action("draw", (p,)) for p in range(3))
AHEAD = 8  # how far past the route's possible end a drawn card may still block a future hideout


def guess_action(numbers) -> Action:
    return Action("guess", tuple(sorted(numbers)))


def deduce(obs: dict) -> knowledge.Knowledge:
    """The exact public deduction for this observation."""
    return knowledge.analyze(obs)


def open_numbers(k: knowledge.Knowledge) -> list[int]:
    """Numbers the Marshal may still name (1-41, not known to be elsewhere)."""
    return [n for n in range(1, ESCAPE) if n not in k.known_out]


def likeliest(k: knowledge.Knowledge, exclude=()) -> tuple[int, float]:
    """The number most likely to be a face-down hideout, and its chance (ties to the lower number)."""
    best, best_p = 0, -1.0
    for n in open_numbers(k):
        if n in exclude:
            continue
        p = k.number_prob[n]
        if p > best_p:
            best, best_p = n, p
    return best, best_p


# -- guessing ---------------------------------------------------------------

def certain_guess(k: knowledge.Knowledge) -> Action | None:
    """Every face-down hideout is known: name them all at once (the win)."""
    if k.face_down and len(k.certain) == len(k.face_down):
        return guess_action(k.certain)
    return None


def reveal_info(k: knowledge.Knowledge, numbers) -> float:
    """How much revealing these certain hideouts would teach: hidden sprint
    cards that would be shown, counted per card."""
    route = k.facts.route
    cards = 0
    for i in k.face_down:
        if len(k.domains[i]) == 1 and k.domains[i][0] in numbers:
            _rev, _num, c, shown, _r, _p = route[i]
            if shown is None:
                cards += c
    return cards


def normal_guess(obs: dict, k: knowledge.Knowledge | None = None) -> Action:
    """Exact deduction plus sensible odds.

    - all face-down hideouts certain: name them all (wins);
    - Manhunt: certain numbers first, then the likeliest;
    - otherwise gamble on the likeliest uncertain number, and tuck in the
      certain ones below 30 (a hit shows their sprint cards at no cost;
      revealing one of 30 or more would let 42 escape without a Manhunt);
    - when the gamble is poor and certain hideouts hide sprint cards, reveal
      those safely instead: the shown cards narrow the rest.
    """
    if k is None:
        k = deduce(obs)
    certain = set(k.certain)
    if obs["manhunt"]:  # one number at a time
        if certain:
            return guess_action((min(certain),))
        return guess_action((likeliest(k)[0],))
    win = certain_guess(k)
    if win is not None:
        return win
    x, p = likeliest(k, exclude=certain)
    tuck = sorted(n for n in certain if n < MANHUNT_BELOW)
    room = len(k.face_down)
    tuck = tuck[: max(0, room - 1)]
    if tuck and p < 0.3 and reveal_info(k, tuck) >= 2:
        return guess_action(tuck)
    if p <= 0.0:
        # Nothing uncertain left to name (cannot happen with a consistent
        # deduction); any open number keeps the game legal.
        return guess_action((open_numbers(k)[0],))
    return guess_action(tuck + [x])


def easy_guess(obs: dict, rng: Any, k: knowledge.Knowledge | None = None) -> Action:
    """The likeliest number, one at a time; now and then a hunch instead."""
    if k is None:
        k = deduce(obs)
    win = certain_guess(k)
    if win is not None and len(win.args) == 1:
        return win
    if not obs["manhunt"] and rng.random() < 0.25:
        possible = [n for n in open_numbers(k) if k.number_prob[n] > 0.0] or open_numbers(k)
        return guess_action((rng.choice(possible),))
    return guess_action((likeliest(k)[0],))


# -- drawing ----------------------------------------------------------------

def draw_scores(obs: dict, k: knowledge.Knowledge) -> list[float]:
    """How much a card from each pile is expected to narrow the options.

    A card drawn from a pile is one the Fugitive does not hold, picked
    uniformly from the pile; each unseen number of the pile's range is in it
    with the chance that the Fugitive does not hold it.  Drawing it removes
    its chance of being a face-down hideout now, and blocks it as a future
    hideout when it lies just past where the route can be."""
    piles = obs["piles"]
    frontier_lo = frontier_hi = 0
    if k.face_down:
        last = k.domains[len(k.domains) - 1]
        frontier_lo, frontier_hi = last[0], last[-1]
    else:
        frontier_lo = frontier_hi = k.domains[-1][0]
    scores = []
    for p, (lo, hi) in enumerate(PILE_RANGES):
        if piles[p] <= 0:
            scores.append(-1.0)
            continue
        unseen = k.unseen[p + 1]
        held = k.quota[p + 1]
        if not unseen:
            scores.append(0.0)
            continue
        base_held = held / len(unseen)
        total = weight = 0.0
        for n in unseen:
            now = k.number_prob.get(n, 0.0)
            in_pile = max(0.0, 1.0 - max(now, base_held))
            future = 0.0
            if frontier_lo < n <= frontier_hi + AHEAD:
                future = 0.35 * (1.0 - (n - frontier_lo) / (frontier_hi + AHEAD - frontier_lo + 1))
            total += in_pile * (now + future)
            weight += in_pile
        scores.append(total / weight if weight > 0 else 0.0)
    return scores


def normal_draw(obs: dict, legal: list[Action], k: knowledge.Knowledge | None = None) -> Action:
    if k is None:
        k = deduce(obs)
    scores = draw_scores(obs, k)
    best = max((a for a in legal if a.kind == "draw"), key=lambda a: (scores[a.args[0]], -a.args[0]))
    return best


def easy_draw(obs: dict, legal: list[Action], rng: Any) -> Action:
    return rng.choice([a for a in legal if a.kind == "draw"])
