"""The Fugitive's heuristics: which pile to draw from and where to hide.

The Fugitive sees the Marshal's side of the table too, so he can run her
deduction (``knowledge``) on the route as it would look after each possible
placement and prefer hideouts she cannot pin down.  Placements are whole
moves here, ``(hideout, sprint cards)``; the bot feeds them to the rules one
card at a time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules import knowledge
from ..rules import ESCAPE, MANHUNT_BELOW, PILE_RANGES, SV

MAX_BLUFF = 2  # extra sprint cards tried beyond the cheapest set
MIN_HAND = 3  # cards besides 42 worth keeping for the turns ahead


@dataclass(frozen=True)
class Placement:
    hideout: int
    sprint: tuple  # sorted

    @property
    def cards(self) -> int:
        return 1 + len(self.sprint)


DEAD_COST, LIVE_COST = 0.5, 1.2


def card_cost(card: int, hideout: int, dead: float = DEAD_COST, live: float = LIVE_COST) -> float:
    """What tucking ``card`` under ``hideout`` gives up: a card below the
    hideout can never be a hideout again (only sprint fuel), one above can."""
    if card == ESCAPE:
        return 50.0
    if card < hideout:
        return dead
    return live


def sprint_sets(hand, last: int, reach: int, hideout: int, bluffs: int = MAX_BLUFF) -> list[tuple]:
    """Cheapest sprint sets for ``hideout``: the least costly cards that cover
    the distance, then the same with one or two extra cards below the
    hideout as a bluff.  Never 42."""
    need = hideout - last - reach
    pool = sorted((c for c in hand if c != hideout and c != ESCAPE), key=lambda c: (card_cost(c, hideout), -SV[c], c))
    chosen: list[int] = []
    value = 0
    rest = list(pool)
    if need > 0:
        # Evens first while two or more is missing, else the cheapest card.
        while value < need:
            if not rest:
                return []
            missing = need - value
            pick = None
            for c in rest:
                if missing >= 2 and SV[c] == 2 and card_cost(c, hideout) <= card_cost(rest[0], hideout):
                    pick = c
                    break
            if pick is None:
                pick = rest[0]
            rest.remove(pick)
            chosen.append(pick)
            value += SV[pick]
    out = [tuple(sorted(chosen))]
    extra = [c for c in rest if c < hideout]
    for b in range(1, min(bluffs, len(extra)) + 1):
        out.append(tuple(sorted(chosen + extra[:b])))
    return out


def placements(hand, last: int, reach: int, bluffs: int = MAX_BLUFF) -> list[Placement]:
    out = []
    for h in hand:
        if h <= last:
            continue
        for s in sprint_sets(hand, last, reach, h, bluffs):
            out.append(Placement(h, s))
    return out


# -- the Marshal's view of a hypothetical route ---------------------------------

def facts_after(obs: dict, move: Placement | None) -> knowledge.Public:
    """The public facts as they would be right after this placement (None: as now)."""
    base = knowledge.public_facts(obs)
    if move is None:
        return base
    reach = obs["effects"]["fugitive_reach"]
    if move.hideout == ESCAPE:
        entry = (True, ESCAPE, len(move.sprint), tuple(move.sprint), reach, None)
    else:
        entry = (False, None, len(move.sprint), None, reach, None)
    held = obs["fugitive_hand_count"] - move.cards
    return knowledge.Public(base.route + (entry,), base.marshal_hand, base.guesses, base.fug_from, held)


def true_values(obs: dict, move: Placement | None) -> list[tuple[int, int]]:
    """(route index, number) of every face-down hideout, with the new one."""
    out = [(e["index"], e["number"]) for e in obs["route"] if not e["revealed"]]
    if move is not None and move.hideout != ESCAPE:
        out.append((len(obs["route"]), move.hideout))
    return out


def exposure(k: knowledge.Knowledge, ours) -> tuple[float, int]:
    """(risk, certain count): risk sums the squared chance the Marshal gives
    each true hideout, so one exposed hideout weighs more than two murky ones."""
    risk = 0.0
    certain = 0
    for i, v in ours:
        p = k.number_prob.get(v, 0.0)
        if i < len(k.domains) and len(k.domains[i]) == 1:
            certain += 1
            p = 1.0
        risk += p * p
    return risk, certain


def manhunt_odds(k: knowledge.Knowledge) -> float:
    """The Marshal's chance to name every face-down hideout in a row, each
    time picking the likeliest value of a hideout (independence assumed)."""
    odds = 1.0
    for i in k.face_down:
        probs = k.probs[i]
        odds *= max(probs.values()) if probs else 1.0
    return odds


# -- choosing -----------------------------------------------------------------

@dataclass(frozen=True)
class Weights:
    progress: float = 0.45
    risk: float = 2.0
    certain: float = 1.0
    dead: float = DEAD_COST
    live: float = LIVE_COST
    short_hand: float = 1.0  # per card short of MIN_HAND after the move
    pass_penalty: float = 1.5
    escape_ready: float = 1.0
    escape_threshold: float = 0.55
    catch: float = 4.0  # the Marshal's chance to name every face-down hideout at once


NORMAL = Weights()


def reach_42(hand_after, hideout: int, reach: int) -> bool:
    """Could 42 follow this hideout from what is left in hand?"""
    if ESCAPE not in hand_after:
        return False
    fuel = sum(SV[c] for c in hand_after if c != ESCAPE)
    return ESCAPE - hideout - reach <= fuel


def score_move(obs: dict, move: Placement | None, w: Weights = NORMAL) -> float:
    """Higher is better; ``None`` is passing."""
    k = knowledge.analyze_facts(facts_after(obs, move))
    ours = true_values(obs, move)
    risk, certain = exposure(k, ours)
    if ours and certain == len(ours):
        return -100.0 + len(ours)  # she names them all next turn
    hand = obs["fugitive_hand"]
    reach = obs["effects"]["fugitive_reach"]
    last = obs["route"][-1]["number"]
    score = -w.risk * risk - w.certain * certain - w.catch * manhunt_odds(k)
    if move is None:
        score -= w.pass_penalty
        if reach_42(hand, last, reach):
            score += w.escape_ready
        return score
    step = move.hideout - last
    score += w.progress * min(step, 8)
    score -= sum(card_cost(c, move.hideout, w.dead, w.live) for c in move.sprint)
    rest = [c for c in hand if c != move.hideout and c not in move.sprint]
    spare = sum(1 for c in rest if c != ESCAPE)
    if spare < MIN_HAND:
        score -= w.short_hand * (MIN_HAND - spare)
    if reach_42(rest, move.hideout, reach):
        score += w.escape_ready
    return score


def escape_now(obs: dict, move: Placement, w: Weights = NORMAL) -> bool:
    """Play 42 now?  Always when a revealed hideout is 30 or more (no
    Manhunt); otherwise when the Marshal would probably fail the Manhunt,
    or when staying looks worse (she nearly has every hideout)."""
    if obs["highest_revealed"] >= MANHUNT_BELOW:
        return True
    k = knowledge.analyze_facts(facts_after(obs, move))
    escape = 1.0 - manhunt_odds(k)
    if escape >= w.escape_threshold:
        return True
    now = knowledge.analyze_facts(facts_after(obs, None))
    ours = true_values(obs, None)
    _risk, certain = exposure(now, ours)
    danger = certain / len(ours) if ours else 1.0
    return escape >= w.escape_threshold - 0.35 * danger


def draw_scores(obs: dict) -> list[float]:
    """How useful a card from each pile would be: a next hideout within reach
    of the route's end (and of the cards likely to follow), or sprint fuel."""
    hand = obs["fugitive_hand"]
    last = obs["route"][-1]["number"]
    reach = obs["effects"]["fugitive_reach"]
    known = set(obs["marshal_hand"]) | set(hand)
    for e in obs["route"]:
        known.add(e["number"])
        known.update(e["sprint"] or ())
    ahead = [c for c in hand if c > last and c != ESCAPE]
    # Where the next hideouts will be: just past the end, or past the
    # highest card already in hand when that one is close.
    frontier = last
    for c in sorted(ahead):
        if c - frontier <= reach + 1:
            frontier = c
    fuel = sum(SV[c] for c in hand if c != ESCAPE and c <= last)
    scores = []
    for p, (lo, hi) in enumerate(PILE_RANGES):
        if obs["piles"][p] <= 0:
            scores.append(-1.0)
            continue
        unseen = [n for n in range(lo, hi + 1) if n not in known]
        if not unseen:
            scores.append(0.0)
            continue
        total = 0.0
        for n in unseen:
            d = n - frontier
            if 0 < d <= reach:
                total += 1.0
            elif reach < d <= reach + 4:
                total += 0.6 - 0.1 * (d - reach)
            elif d > 0:
                total += 0.15
            total += 0.12 * SV[n] * (1.0 if fuel < 4 else 0.4)
        scores.append(total / len(unseen))
    return scores


def choose_draw(obs: dict, legal) -> Any:
    scores = draw_scores(obs)
    return max((a for a in legal if a.kind == "draw"), key=lambda a: (scores[a.args[0]], a.args[0]))
