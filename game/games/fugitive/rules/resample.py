"""Redrawing the cards the public cannot see (the Marshal's and a spectator's
determinization), from the deduction in ``knowledge``.

A sample never starts from the real arrangement: the hidden cards of the copy
are wiped first, and when the random draw gives up the arrangement is built
directly, or ``ResampleError`` is raised (and counted); the truth is never
the fallback.
"""

from __future__ import annotations

from typing import Any

from game.core.model import Action

from .knowledge import Knowledge, analyze_facts, public_facts, sample_route
from .state import ESCAPE, FUGITIVE, GROUP_OF, SV, FugitiveState, _reshuffle_piles

MAX_TRIES = 400
ASSEMBLE_TRIES = 12  # draws to find a hand that can hold the hideout being assembled


class ResampleError(RuntimeError):
    """No arrangement consistent with the public facts could be built: a
    contradiction in the deduction, never answered with the real cards."""


# How often the random draw gave up and the arrangement was built directly,
# and how often even that failed (an error raised); for tests and simulations.
RESAMPLE_STATS = {"built_directly": 0, "failed": 0}


def resample_for_public(rules: Any, state: FugitiveState, d: FugitiveState, rng: Any) -> None:
    """Redraw every card of ``d`` that is hidden from the public: face-down
    hideouts, hidden sprint cards, the Fugitive's hand and the piles.

    Rejection sampling over the deduction's weighted routes: a sampled route
    is kept when the Fugitive's possible hands can also supply its hidden
    sprint cards (odd and even ones in the right numbers).  The hidden cards
    of ``d`` are wiped first, so nothing of the real arrangement can survive
    in it.  If ``MAX_TRIES`` samples fail, the arrangement is built directly
    (routes again, his hand filled with even cards first, which is the surest
    way to pay for the sprints); if that fails too, ``ResampleError``."""
    k = analyze_facts(public_facts(rules.observe(state, None)))
    route = k.facts.route
    m = len(route) - 1
    _wipe_hidden(d, route)
    hidden_sprint = [i for i in range(1, m + 1) if route[i][3] is None and route[i][2] > 0]
    # Everyone saw a hideout being assembled (if one is): draw again until
    # the sampled hand can hold such a placement, as the rules allow it.
    for _ in range(ASSEMBLE_TRIES if state.pending >= 0 else 1):
        _draw_hidden(k, d, hidden_sprint, rng)
        if state.pending < 0 or _assemble_again(rules, d, len(state.pending_sprint), rng):
            return


def _draw_hidden(k: Knowledge, d: FugitiveState, hidden_sprint: list[int], rng: Any) -> None:
    """One draw of the hidden route, sprint cards, hand and piles into ``d``."""
    route = k.facts.route
    m = len(route) - 1
    chosen = None
    if k.consistent:
        values = None
        for attempt in range(MAX_TRIES):
            if values is None or attempt % 3 == 0:
                values = sample_route(k, rng)
            chosen = _sample_hand_and_sprints(k, values, hidden_sprint, rng)
            if chosen is not None:
                break
        else:
            values, chosen = _build_directly(k, hidden_sprint, rng)
    if chosen is None:
        RESAMPLE_STATS["failed"] += 1
        raise ResampleError("no arrangement of the hidden cards fits the public facts")
    held, sprints = chosen
    for i in range(1, m + 1):
        if not route[i][0]:
            d.hideouts[i] = values[i]
    for i, cards in sprints.items():
        d.sprints[i] = cards
    d.fhand = sorted(held)
    fugitive_cards = set(held)
    for i in range(1, m + 1):
        fugitive_cards.add(d.hideouts[i])
        fugitive_cards.update(d.sprints[i])
    numbers = [[c for c in k.unseen[g] if c not in fugitive_cards] for g in (1, 2, 3)]
    _reshuffle_piles(d, rng, numbers)


def _assemble_again(rules: Any, d: FugitiveState, sprints: int, rng: Any) -> bool:
    """Everyone saw that a hideout (with ``sprints`` sprint cards so far) is
    being assembled: pick such a placement from the sampled hand, as the
    rules allow it; False (``d`` left without one) if none fits."""
    last = d.last
    starts = [c for c in d.fhand if rules.refusal(d, FUGITIVE, Action("hideout", (c,))) is None]
    rng.shuffle(starts)
    for card in starts:
        trial = d.clone()
        rules.apply(trial, FUGITIVE, Action("hideout", (card,)), rng)
        if all(_add_sprint(rules, trial, rng) for _ in range(sprints)):
            for name in ("fhand", "pending", "pending_sprint"):
                setattr(d, name, getattr(trial, name))
            d.last = last
            return True
    d.last = last
    return False


def _add_sprint(rules: Any, d: FugitiveState, rng: Any) -> bool:
    cards = [c for c in d.fhand if rules.refusal(d, FUGITIVE, Action("sprint", (c,))) is None]
    if not cards:
        return False
    rules.apply(d, FUGITIVE, Action("sprint", (rng.choice(cards),)), rng)
    return True


def _wipe_hidden(d: FugitiveState, route: tuple) -> None:
    """Blank every card of ``d`` the public cannot see."""
    d.pending = -1
    d.pending_sprint = []
    for i in range(1, len(route)):
        if not route[i][0]:
            d.hideouts[i] = -1
        if route[i][3] is None:
            d.sprints[i] = ()
    d.fhand = []
    d.piles = [[], [], []]


def _build_directly(k: Knowledge, hidden_sprint: list[int], rng: Any):
    """(route values, (hand, sprints)) found without rejection luck, or (None, None)."""
    RESAMPLE_STATS["built_directly"] += 1
    for _ in range(MAX_TRIES):
        values = sample_route(k, rng)
        chosen = _sample_hand_and_sprints(k, values, hidden_sprint, rng, evens_first=True)
        if chosen is not None:
            return values, chosen
    return None, None


def _sample_hand_and_sprints(k: Knowledge, values: list[int], hidden_sprint: list[int], rng: Any,
                             evens_first: bool = False):
    """Choose the Fugitive's hidden cards around a sampled route, or None if
    the sprint cards cannot be matched (odd/even counts) this time.
    ``evens_first``: his other cards of each range are the even ones first
    (as many even cards as the route allows, so sprints can be paid)."""
    free = _free_cards(k, values, rng, evens_first)
    if free is None:
        return None
    evens = [c for c in free if SV[c] == 2 and c != ESCAPE]
    odds = [c for c in free if SV[c] == 1]
    bounds = _even_bounds(k.facts.route, values, hidden_sprint)
    if bounds is None:
        return None
    lows, highs = bounds
    es = _evens_per_stack(lows, highs, len(evens), len(odds), rng)
    if es is None:
        return None
    rng.shuffle(evens)
    rng.shuffle(odds)
    sprints = _deal_sprints(hidden_sprint, highs, es, evens, odds)
    taken = {c for cards in sprints.values() for c in cards}
    held = [c for c in free if c not in taken]
    if len(held) != k.facts.hand_count:
        return None
    return held, sprints


def _free_cards(k: Knowledge, values: list[int], rng: Any, evens_first: bool) -> list[int] | None:
    """Everything the Fugitive secretly holds besides the face-down hideouts of
    the sampled route (his hand and his hidden sprint cards), or None if the
    route leaves a range with more or fewer cards than he can hold."""
    used = set()
    per_group = [0, 0, 0, 0]
    for i in k.face_down:
        v = values[i]
        used.add(v)
        per_group[GROUP_OF[v]] += 1
    free = []
    for g in range(4):
        rest = [c for c in k.unseen[g] if c not in used]
        extra = k.quota[g] - per_group[g]
        if extra < 0 or extra > len(rest):
            return None
        if extra == len(rest):
            free += rest
        elif evens_first:
            evens_rest = [c for c in rest if SV[c] == 2]
            odds_rest = [c for c in rest if SV[c] == 1]
            rng.shuffle(evens_rest)
            rng.shuffle(odds_rest)
            free += (evens_rest + odds_rest)[:extra]
        else:
            free += rng.sample(rest, extra)
    if not k.escaped:
        free.append(ESCAPE)  # in his hand: 42 is never a sprint card
    return free


def _even_bounds(route: tuple, values: list[int], hidden_sprint: list[int]):
    """(lows, highs): the even cards each hidden sprint stack needs at least to
    reach its hideout, and at most (its card count); None if a stack cannot."""
    lows, highs = [], []
    for i in hidden_sprint:
        _rev, _num, c, _shown, reach, _p = route[i]
        need = values[i] - values[i - 1] - reach
        lo = need - c if need > c else 0
        if lo > c:
            return None
        lows.append(lo)
        highs.append(c)
    return lows, highs


def _evens_per_stack(lows: list[int], highs: list[int], n_evens: int, n_odds: int, rng: Any):
    """How many even cards each stack gets: a binomial number, at least its
    minimum, then the total fixed so that the odd and even cards on hand
    suffice; None if no total fits."""
    es = []
    for lo, c in zip(lows, highs):
        e = sum(1 for _ in range(c) if rng.random() < 0.5)
        es.append(max(e, lo))
    total_e = sum(es)
    total_cards = sum(highs)
    min_e = max(sum(lows), total_cards - n_odds)
    max_e = min(total_cards, n_evens)
    if min_e > max_e:
        return None
    order = list(range(len(es)))
    while total_e > max_e:
        rng.shuffle(order)
        for j in order:
            if es[j] > lows[j]:
                es[j] -= 1
                total_e -= 1
                break
    while total_e < min_e:
        rng.shuffle(order)
        for j in order:
            if es[j] < highs[j]:
                es[j] += 1
                total_e += 1
                break
    return es


def _deal_sprints(hidden_sprint: list[int], highs: list[int], es: list[int], evens: list[int],
                  odds: list[int]) -> dict[int, tuple]:
    """Each hidden sprint stack's cards, evens and odds taken from the front of
    their shuffled lists."""
    sprints = {}
    ei = oi = 0
    for j, i in enumerate(hidden_sprint):
        c, e = highs[j], es[j]
        sprints[i] = tuple(sorted(evens[ei:ei + e] + odds[oi:oi + c - e]))
        ei += e
        oi += c - e
    return sprints
