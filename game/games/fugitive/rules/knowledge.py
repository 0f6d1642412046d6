"""What the Marshal (or anyone watching) can deduce about the face-down
hideouts from public information alone.

Facts used, all public (see ``rules.observe``):

- the route: which hideouts are face up (their numbers and sprint cards),
  how many sprint cards lie under each face-down one, the reach each was
  placed with (3, unless an event changed it), sprint cards shown by an event,
  odd/even clues;
- hideouts increase, and each is at most ``reach + sprint value`` past the
  previous one, where a hidden sprint card is worth 1 (odd) or 2 (even) and
  shown or revealed ones are worth exactly their value (no lower bound:
  overpaying is allowed);
- cards in the Marshal's hand, face-up hideouts and face-up sprint cards are
  nowhere else; 0 and 42 are never face-down hideouts;
- a missed single guess of ``n`` means no hideout that existed then is ``n``;
  a missed multiple guess means not all of its numbers were hideouts then;
- the Fugitive's cards come from known places: 1, 2, 3 and 42, then so many
  cards from each pile (``fugitive_from_piles``), so at most that many of his
  face-down hideouts lie in each pile's range;
- hidden sprint cards are among those cards too: a step ``n`` past the reach
  over ``c`` hidden sprint cards needs ``n - c`` even (+2) ones, and his
  hidden cards of each range hold only so many even numbers.

The deduction is exact for these constraints (a brute-force test checks it):
a forward-backward pass over the route whose states are (value, face-down
hideouts so far in that value's pile range and how many are even, which
numbers of missed multiple guesses are used, even cards to spare).  The same pass
weighs every consistent route by a simple model of the Fugitive (each card of
a pile range equally likely to be in his hand; hidden sprint cards +1 or +2
with equal chance; sprinting more than needed is a rarer bluff) so it also
gives the chance of each number, and determinizations sample it exactly.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any

from .state import (
    ESCAPE,
    GROUP_OF,
    PILE_RANGES,
    SV,
    START,
)

BLUFF = 0.35  # how much rarer an overpaid sprint is than a needed one
MAX_MASK_NUMBERS = 12  # numbers of missed multiple guesses tracked exactly

GROUPS = (tuple(range(1, 4)),) + tuple(tuple(range(lo, hi + 1)) for lo, hi in PILE_RANGES)

# TAIL[c][k]: chance that at least k of c hidden sprint cards are even (+2).
TAIL = tuple(tuple(sum(comb(c, j) for j in range(k, c + 1)) / 2 ** c for k in range(c + 2)) for c in range(44))

STATUS_TEXT = {
    "revealed": "revealed hideout",
    "certain": "certainly a face-down hideout",
    "possible": "may be a face-down hideout",
    "marshal_hand": "in the Marshal's hand",
    "sprint": "a face-up sprint card",
    "missed": "guessed and missed",
    "impossible": "cannot be a face-down hideout",
}


@dataclass(frozen=True, slots=True)
class Public:
    """The public facts, in a hashable form (also the cache key)."""

    route: tuple  # per index: (revealed, number|None, sprint_count, shown sprint tuple|None, reach, parity|None)
    marshal_hand: tuple
    guesses: tuple  # (numbers tuple, route_length, hit)
    fug_from: tuple
    hand_count: int


def public_facts(obs: dict) -> Public:
    """The public part of any seat's observation (the Fugitive's secrets are ignored)."""
    route = tuple(
        (
            e["revealed"],
            e["number"] if e["revealed"] else None,
            e["sprint_count"],
            tuple(e["sprint"]) if e["sprint_shown"] else None,
            e["reach"],
            e["parity"],
        )
        for e in obs["route"]
    )
    guesses = tuple((tuple(g["numbers"]), g["route_length"], g["hit"]) for g in obs["guesses"])
    return Public(route, tuple(obs["marshal_hand"]), guesses, tuple(obs["fugitive_from_piles"]), obs["fugitive_hand_count"])


class Knowledge:
    """The deduction for one public situation.

    - ``domains[i]``: sorted tuple of the values route index ``i`` can hold
      (a one-value tuple for face-up hideouts, including index 0);
    - ``probs[i]``: {value: chance} for each face-down index, else None;
    - ``number_prob[n]``: chance that ``n`` (1-41) is a face-down hideout;
    - ``status[n]``: one of ``STATUS_TEXT``'s keys, for 1-41;
    - ``certain``: numbers known to be face-down hideouts;
    - ``face_down``: the face-down route indices.
    """

    __slots__ = (
        "facts", "domains", "probs", "number_prob", "status", "certain", "face_down",
        "known_out", "escaped", "quota", "unseen", "consistent", "_fwd", "_edges", "_values",
    )

_CACHE: dict[Public, Knowledge] = {}
_CACHE_LIMIT = 256


def analyze(obs: dict) -> Knowledge:
    """The deduction for an observation (cached by its public facts)."""
    return analyze_facts(public_facts(obs))


def analyze_facts(facts: Public) -> Knowledge:
    k = _CACHE.get(facts)
    if k is None:
        k = _compute(facts)
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        _CACHE[facts] = k
    return k


def _weight(c: int, shown: tuple | None, reach: int, d: int) -> float:
    """Likelihood of a step of ``d`` with ``c`` sprint cards (public view)."""
    need = d - reach
    if shown is not None:
        s = 0
        for x in shown:
            s += SV[x]
        if need > s:
            return 0.0
        return 1.0 if (c == 0 or need > 0) else BLUFF
    if c == 0:
        return 1.0 if need <= 0 else 0.0
    if need <= 0:
        return BLUFF
    evens = need - c
    if evens > c:
        return 0.0
    w = TAIL[c][evens if evens > 0 else 0]
    return w * BLUFF if c > need else w


# Card groups for the supply count: 1-3, the three piles' ranges, and 42
# (never a sprint card) after them all; the 0 before them.
_SUPPLY_GROUP = tuple(4 if c == ESCAPE else GROUP_OF[c] for c in range(ESCAPE + 1))


def _even_room(quota, unseen) -> tuple:
    """``room[g][used][evens]``: how many even cards the Fugitive's other
    hidden cards of group ``g`` can hold at most, when ``used`` of its
    face-down hideouts (``evens`` of them even) lie in that group."""
    return _room_table(tuple(max(q, 0) for q in quota), tuple(sum(1 for n in grp if not n & 1) for grp in unseen))


@lru_cache(maxsize=1024)
def _room_table(quota: tuple, evens: tuple) -> tuple:
    room = tuple(
        tuple(tuple(max(0, min(q - u, e - k)) for k in range(u + 1)) for u in range(q + 1))
        for q, e in zip(quota, evens)
    )
    return room + (((0,),),)


def _compute(f: Public) -> Knowledge:
    k = Knowledge()
    k.facts = f
    route = f.route
    m = len(route) - 1
    known_out, unseen, quota = _supply(k, f)
    cands, multis = _candidates(f, m, known_out, quota)
    bit, checks = _multi_guess_checks(cands, multis, m)
    fwd, edges = _forward(route, cands, quota, unseen, bit, checks)
    total = sum(fwd[m].values())
    k.consistent = total > 0.0
    k._fwd, k._edges = fwd, edges
    _marginals(k, route, fwd, edges, total)
    k.status = _statuses(k, f, known_out)
    return k


def _supply(k: Knowledge, f: Public) -> tuple:
    """Cards known to be elsewhere, the unseen cards of each group and how
    many of each group the Fugitive may still hold face down (``quota``)."""
    route = f.route
    known_out = {START, ESCAPE}
    known_out.update(f.marshal_hand)
    route_cards_by_group = [0, 0, 0, 0]
    for rev, num, _c, shown, _r, _p in route[1:]:
        if rev:
            known_out.add(num)
            if num != ESCAPE:
                route_cards_by_group[GROUP_OF[num]] += 1
        if shown:
            known_out.update(shown)
            for x in shown:
                if GROUP_OF[x] >= 0:
                    route_cards_by_group[GROUP_OF[x]] += 1
    k.known_out = frozenset(known_out)
    k.escaped = any(rev and num == ESCAPE for rev, num, *_ in route)
    unseen = [tuple(n for n in grp if n not in known_out) for grp in GROUPS]
    quota = [len(unseen[0])] + [f.fug_from[g - 1] - route_cards_by_group[g] for g in (1, 2, 3)]
    k.unseen = tuple(unseen)
    k.quota = tuple(quota)
    return known_out, unseen, quota


def _candidates(f: Public, m: int, known_out: set, quota: list) -> tuple:
    """Per route index, the values it may hold on its own; and the missed
    multiple guesses as (numbers, route length then)."""
    route = f.route
    # Single misses forbid a number at the indices that existed then.
    banned: list[set] = [set() for _ in range(m + 1)]
    multis = []
    for numbers, length, hit in f.guesses:
        if hit:
            continue
        if len(numbers) == 1:
            n = numbers[0]
            for i in range(1, min(length, m + 1)):
                banned[i].add(n)
        else:
            multis.append((frozenset(numbers), min(length, m + 1)))

    cands: list[list[int]] = [[START]]
    for i in range(1, m + 1):
        rev, num, _c, _shown, _r, parity = route[i]
        if rev:
            cands.append([num])
            continue
        par = None if parity is None else (1 if parity == "odd" else 0)
        cands.append([
            v for v in range(1, ESCAPE)
            if v not in known_out and quota[GROUP_OF[v]] > 0 and v not in banned[i] and (par is None or v & 1 == par)
        ])
    return cands, multis


def _multi_guess_checks(cands: list, multis: list, m: int) -> tuple:
    """Missed multiple guesses that could still all have been right need
    tracking: a bit per number (``bit``) and, per route index, the masks
    that must not be complete once the route reaches it (``checks``)."""
    live = []
    for numbers, length in multis:
        possible = set()
        for i in range(1, length):
            possible.update(cands[i])
        if numbers <= possible:
            live.append((numbers, length))
    bit: dict[int, int] = {}
    for numbers, _ in live:
        for n in sorted(numbers):
            if n not in bit and len(bit) < MAX_MASK_NUMBERS:
                bit[n] = 1 << len(bit)
    checks: list[list[int]] = [[] for _ in range(m + 2)]
    for numbers, length in live:
        if all(n in bit for n in numbers):
            gm = 0
            for n in numbers:
                gm |= bit[n]
            checks[length - 1].append(gm)
    return bit, checks


def _forward(route: tuple, cands: list, quota: list, unseen: list, bit: dict, checks: list) -> tuple:
    """The forward pass: weighted states per route index and, for each, the
    states it came from (``edges``, for the backward pass and sampling).

    State: (value, face-down count in its group, how many of those are even,
    mask, slack).  Hidden sprint cards are real cards: a step longer than its
    stack's count needs that many even (+2) cards among them, and his hidden
    cards can hold only so many evens.  The slack is the even cards the
    groups already passed could still give, less the evens the steps so far
    need (see ``_even_room``)."""
    m = len(route) - 1
    room = _even_room(quota, unseen)
    after = [0] * 6
    for g in range(4, -1, -1):
        after[g] = after[g + 1] + (room[g][0][0] if g < 4 else 0)
    rest_c = [0] * (m + 2)  # hidden sprint cards after each index: the most evens still to need
    for i in range(m, 0, -1):
        rest_c[i - 1] = rest_c[i] + (route[i][2] if route[i][3] is None else 0)
    fwd: list[dict] = [dict() for _ in range(m + 1)]
    edges: list[dict] = [dict() for _ in range(m + 1)]
    fwd[0][(START, 0, 0, 0, 0)] = 1.0
    wcache: dict = {}
    for i in range(1, m + 1):
        rev, num, c, shown, reach, _p = route[i]
        smax = sum(SV[x] for x in shown) if shown is not None else 2 * c
        span = reach + smax
        cand = cands[i]
        here, into = fwd[i], edges[i]
        chk = checks[i]
        hidden = shown is None
        top = rest_c[i]
        for ps, fw in fwd[i - 1].items():
            p, run, evn, mask, slack = ps
            lo = bisect_right(cand, p)
            hi = bisect_right(cand, p + span)
            gp = _SUPPLY_GROUP[p]
            for v in cand[lo:hi]:
                d = v - p
                wk = (i, d)
                w = wcache.get(wk)
                if w is None:
                    w = wcache[wk] = _weight(c, shown, reach, d)
                if w <= 0.0:
                    continue
                g = _SUPPLY_GROUP[v]
                if g == gp:
                    r0, e0, sl = run, evn, slack
                else:  # the group of p is done: add what it (and any skipped) can give
                    r0 = e0 = 0
                    sl = slack + (room[gp][run][evn] if gp >= 0 else 0) + after[gp + 1] - after[g]
                if rev:
                    run2, evn2 = r0, e0
                else:
                    q, u = quota[g], len(unseen[g])
                    if r0 >= q:
                        continue
                    # Chance the Fugitive holds one more card of this group.
                    w = w * (q - r0) / (u - r0)
                    run2, evn2 = r0 + 1, e0 + (1 - (v & 1))
                if hidden and d - reach > c:
                    sl -= d - reach - c
                if sl + room[g][run2][evn2] + after[g + 1] < 0:
                    continue  # not enough even cards left for the sprints
                if sl > top:
                    sl = top  # more slack than the later steps could use
                mask2 = mask | bit.get(v, 0)
                if chk and any(mask2 & gm == gm for gm in chk):
                    continue
                s = (v, run2, evn2, mask2, sl)
                wt = fw * w
                here[s] = here.get(s, 0.0) + wt
                lst = into.get(s)
                if lst is None:
                    into[s] = [(ps, w)]
                else:
                    lst.append((ps, w))
    return fwd, edges


def _marginals(k: Knowledge, route: tuple, fwd: list, edges: list, total: float) -> None:
    """The backward pass: each face-down index's values and their chances,
    each number's chance of being a face-down hideout, and the certain ones."""
    m = len(route) - 1
    bwd: list[dict] = [dict() for _ in range(m + 1)]
    bwd[m] = {s: 1.0 for s in fwd[m]}
    for i in range(m, 0, -1):
        prev = bwd[i - 1]
        for s, lst in edges[i].items():
            b = bwd[i].get(s, 0.0)
            if b <= 0.0:
                continue
            for ps, w in lst:
                prev[ps] = prev.get(ps, 0.0) + w * b
    domains: list[tuple] = []
    probs: list[dict | None] = []
    face_down = []
    number_prob = {n: 0.0 for n in range(1, ESCAPE)}
    for i in range(m + 1):
        rev = route[i][0]
        if rev:
            domains.append((route[i][1],))
            probs.append(None)
            continue
        face_down.append(i)
        acc: dict[int, float] = {}
        for s, fw in fwd[i].items():
            b = bwd[i].get(s, 0.0)
            if b > 0.0:
                acc[s[0]] = acc.get(s[0], 0.0) + fw * b
        if total > 0.0:
            acc = {v: x / total for v, x in acc.items() if x > 0.0}
        domains.append(tuple(sorted(acc)))
        probs.append(acc)
        for v, x in acc.items():
            number_prob[v] += x
    k.domains, k.probs, k.face_down = domains, probs, tuple(face_down)
    k.number_prob = number_prob
    k.certain = tuple(sorted(domains[i][0] for i in face_down if len(domains[i]) == 1))


def _statuses(k: Knowledge, f: Public, known_out: set) -> dict:
    """``STATUS_TEXT``'s key for each number 1-41."""
    missed = set()
    for numbers, _length, hit in f.guesses:
        if not hit and len(numbers) == 1:
            missed.add(numbers[0])
    revealed = {num for rev, num, *_ in f.route if rev}
    status = {}
    for n in range(1, ESCAPE):
        if n in revealed:
            status[n] = "revealed"
        elif n in f.marshal_hand:
            status[n] = "marshal_hand"
        elif n in known_out:
            status[n] = "sprint"
        elif n in k.certain:
            status[n] = "certain"
        elif k.number_prob[n] > 0.0:
            status[n] = "possible"
        elif n in missed:
            status[n] = "missed"
        else:
            status[n] = "impossible"
    return status


# -- sampling (determinize) -------------------------------------------------------

def sample_route(k: Knowledge, rng: Any) -> list[int]:
    """Values for every route index, drawn from the weighted consistent routes."""
    fwd, edges = k._fwd, k._edges
    m = len(fwd) - 1
    states = list(fwd[m].items())
    s = _pick(states, rng)
    values = [0] * (m + 1)
    for i in range(m, 0, -1):
        values[i] = s[0]
        prev = fwd[i - 1]
        s = _pick([(ps, prev[ps] * w) for ps, w in edges[i][s]], rng)
    return values


def _pick(weighted: list, rng: Any):
    total = 0.0
    for _, w in weighted:
        total += w
    x = rng.random() * total
    for item, w in weighted:
        x -= w
        if x < 0.0:
            return item
    return weighted[-1][0]
