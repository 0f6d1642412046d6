"""The Hard bot: ISMCTS over whole moves.

The rules let the Fugitive build a hideout card by card and the Marshal
name any set of numbers; searched as they are, both would drown the tree.
``MacroRules`` presents the same game with whole moves instead:

- the Fugitive's ``place (hideout, *sprint cards)`` (a few sensible sprint
  sets per hideout, bluffs included) or ``pass``;
- the Marshal's guesses limited to the likeliest numbers, each also with the
  certain hideouts below 30 tucked in, and the all-certain sweep.

At the root the searching Fugitive weighs the placements the Normal
judgement ranks best (it runs the Marshal's full deduction on the route each
would leave), plus passing.

Playouts use versions of the Normal heuristics that read only what the
acting seat may know of the determinized state (the Marshal plays from the
public deduction, never from the sampled hidden cards).  The Marshal's first
few playout guesses use the exact deduction, as the real Normal and Hard
Marshals do; a search against a duller Marshal learns to take risks a sharp
one punishes.  Later guesses use a quicker, looser deduction.

The Marshal's pile is left to the Normal judgement.  In simulations the
search counts ``ITERATIONS`` (per seat), not seconds, so a seed replays the
same game; the table's bot searches ``APP_ITERATIONS`` for either seat but
also stops after ``APP_SECONDS`` (``ai.table_bot``).
"""

from __future__ import annotations

from typing import Any

from game.core.ai import ISMCTS
from game.core.ai.bot import legal_or_raise
from game.core.model import Action
from game.core.rng import Rng

from ..rules import knowledge
from ..rules import (
    CONFIRM,
    ESCAPE,
    FUG_DRAW,
    FUG_PLACE,
    FUGITIVE,
    MAR_DRAW,
    MAR_GUESS,
    MANHUNT,
    MANHUNT_BELOW,
    PARITY_NAMES,
    PASS,
    RULES,
    SV,
    current_reach,
)
from . import fugitive as fug
from . import marshal as mar
from .heuristic import FugitiveBot, _rules_led

TOP_SINGLES = 5  # likeliest numbers offered to the Marshal's search
MAX_PLACEMENTS = 10  # whole placements offered to the Fugitive's search
ROOT_PLACEMENTS = 6  # placements the searching Fugitive weighs at the root
# Searches per decision in simulations, by seat (Fugitive, Marshal): fixed
# counts, so a seed replays the same game.  They match the table's count, so
# a simulation measures the Hard bot people play (the Marshal at 100 won
# barely more than the Normal one; at 300 she clearly does).
ITERATIONS = (300, 300)
APP_ITERATIONS = 300  # at the table, either seat, where one decision may take a second
APP_SECONDS = 1.0  # at the table, thinking also stops after this long
EXACT_GUESSES = 3  # playout guesses per search made on the exact deduction
PLAYOUT_SLIP = 0.15  # how often a playout Marshal names her second-likeliest number


def public_of(state: Any) -> knowledge.Public:
    """The public facts of a state, built straight from it (what
    ``knowledge.public_facts(rules.observe(state, None))`` gives, faster)."""
    route = []
    for i, h in enumerate(state.hideouts):
        rev = state.revealed[i]
        route.append((
            rev,
            h if rev else None,
            len(state.sprints[i]),
            tuple(state.sprints[i]) if state.shown[i] else None,
            state.reach[i],
            PARITY_NAMES[state.parity[i]],
        ))
    held = len(state.fhand)
    if state.pending >= 0:
        held += 1 + len(state.pending_sprint)
    guesses = tuple((tuple(g[0]), g[1], g[2]) for g in state.guesses)
    return knowledge.Public(tuple(route), tuple(state.mhand), guesses, tuple(state.fug_from), held)


def _guess(numbers) -> Action:
    return Action("guess", tuple(sorted(numbers)))


def marshal_options(k: knowledge.Knowledge, manhunt: bool) -> list[Action]:
    """The guesses worth searching, best first by the Normal reasoning."""
    certain = set(k.certain)
    if k.face_down and len(certain) == len(k.face_down) and not manhunt:
        return [_guess(certain)]
    if manhunt:
        if certain:
            return [_guess((min(certain),))]
        ranked = sorted((n for n in range(1, ESCAPE) if n not in k.known_out), key=lambda n: (-k.number_prob[n], n))
        return [_guess((n,)) for n in ranked[:TOP_SINGLES] if k.number_prob[n] > 0] or [_guess((ranked[0],))]
    ranked = sorted(
        (n for n in range(1, ESCAPE) if n not in k.known_out and n not in certain),
        key=lambda n: (-k.number_prob[n], n),
    )
    top = [n for n in ranked[:TOP_SINGLES] if k.number_prob[n] > 0] or ranked[:1]
    tuck = sorted(n for n in certain if n < MANHUNT_BELOW)[: max(0, len(k.face_down) - 1)]
    out = []
    if tuck:
        out += [_guess(tuck + [n]) for n in top]
        out.append(_guess(tuck))
    out += [_guess((n,)) for n in top]
    return out


def fugitive_options(state: Any) -> list[tuple[float, fug.Placement]]:
    """Whole placements by a cheap score (progress against cards spent)."""
    hand = state.fhand
    last = state.hideouts[-1]
    reach = current_reach(state)
    scored = []
    for m in fug.placements(hand, last, reach, bluffs=1):
        if m.hideout == ESCAPE:
            s = 100.0 if _highest_revealed(state) >= MANHUNT_BELOW else 3.0
        else:
            s = 0.45 * min(m.hideout - last, 8) - sum(fug.card_cost(c, m.hideout) for c in m.sprint)
        scored.append((s, m))
    scored.sort(key=lambda sm: (-sm[0], sm[1].hideout, sm[1].sprint))
    return scored


def _highest_revealed(state: Any) -> int:
    best = 0
    for h, r in zip(state.hideouts, state.revealed):
        if r and h != ESCAPE and h > best:
            best = h
    return best


class MacroRules:
    """The Fugitive rules with whole moves (see the module text)."""

    def __init__(self, rules: Any = RULES):
        self.rules = rules
        self.info = rules.info
        self.to_act = rules.to_act
        self.outcome = rules.outcome
        self.clone = rules.clone
        self.determinize = rules.determinize
        # The searching Fugitive's own placements, chosen with the Marshal's
        # full deduction (too slow for every node, worth it at the root).
        self.root: tuple | None = None
        # Playout guesses before this many in all use the exact deduction;
        # later ones the quick one (the near replies matter most).
        self.exact_until = 0

    def set_root(self, state: Any, options: list[Action]) -> None:
        self.root = (_fugitive_key(state), options)

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        phase = state.phase
        if phase == FUG_PLACE and state.pending < 0:
            root = self.root
            if root is not None and root[0] == _fugitive_key(state):
                return root[1]
            return self._placements(state)
        if phase == MAR_GUESS or phase == MANHUNT:
            return marshal_options(knowledge.analyze_facts(public_of(state)), state.manhunt)
        return self.rules.legal_actions(state, seat)

    def _placements(self, state: Any) -> list[Action]:
        options = [m for _s, m in fugitive_options(state)]
        if state.must_place == 2:
            options = [m for m in options if self._fits(state, m)]
        out = [Action("place", (m.hideout,) + m.sprint) for m in options[:MAX_PLACEMENTS]]
        if state.must_place == 0:
            out.append(PASS)
        if not out:
            # The cheap sets miss the two-hideout rule here: let the rules lead.
            for a in self.rules.legal_actions(state, FUGITIVE):
                m = _rules_led(self.rules, state.clone(), a.args[0], None)
                if m is not None:
                    out.append(Action("place", (m.hideout,) + m.sprint))
        return out

    def _fits(self, state: Any, m: fug.Placement) -> bool:
        d = state.clone()
        for action in [Action("hideout", (m.hideout,))] + [Action("sprint", (c,)) for c in m.sprint] + [CONFIRM]:
            if self.rules.refusal(d, FUGITIVE, action) is not None:
                return False
            self.rules.apply(d, FUGITIVE, action, None)
        return True

    def apply(self, state: Any, seat: int, action: Action, rng: Any):
        if action.kind != "place":
            return self.rules.apply(state, seat, action, rng)
        apply = self.rules.apply
        events = apply(state, seat, Action("hideout", (action.args[0],)), rng)
        for c in action.args[1:]:
            events += apply(state, seat, Action("sprint", (c,)), rng)
        events += apply(state, seat, CONFIRM, rng)
        return events


def _fugitive_key(state: Any) -> tuple:
    """What the Fugitive's placement options depend on; his determinizations
    (only the piles' order differs) all share it."""
    return (len(state.hideouts), state.hideouts[-1], tuple(state.fhand), len(state.mhand), len(state.guesses),
            state.down, state.reach_mod, state.must_place)


def root_placements(rules: Any, state: Any) -> list[Action]:
    """The Fugitive's best placements by the Normal judgement (which runs the
    Marshal's deduction on the route each would leave), and passing."""
    obs = rules.observe(state, FUGITIVE)
    if state.must_place == 2:
        return MacroRules(rules)._placements(state)
    moves = fug.placements(obs["fugitive_hand"], obs["route"][-1]["number"], obs["effects"]["fugitive_reach"])
    ranked = sorted(moves, key=lambda m: (-fug.score_move(obs, m), m.hideout, m.sprint))
    out = [Action("place", (m.hideout,) + m.sprint) for m in ranked[:ROOT_PLACEMENTS]]
    escape = [m for m in moves if m.hideout == ESCAPE]
    if escape:
        cheapest = min(escape, key=lambda m: (len(m.sprint), m.sprint))
        act = Action("place", (ESCAPE,) + cheapest.sprint)
        if act not in out:
            out.append(act)
    if state.must_place == 0:
        out.append(PASS)
    return out


# -- playouts --------------------------------------------------------------------

def playout_policy(rules: MacroRules, state: Any, seat: int, rng: Any) -> Action:
    phase = state.phase
    if phase == FUG_DRAW:
        return _fugitive_draw(state, rng)
    if phase == FUG_PLACE:
        if state.pending >= 0:
            return rng.choice(rules.rules.legal_actions(state, seat))
        scored = fugitive_options(state)
        if state.must_place == 2:
            legal = rules.legal_actions(state, seat)
            return legal[0]
        if not scored:
            return PASS
        best_s, best = scored[0]
        if best.hideout != ESCAPE and rng.random() < 0.2:
            return PASS
        if best_s < -1.5 and rng.random() < 0.5:
            return PASS
        if len(scored) > 1 and best.hideout != ESCAPE and rng.random() < 0.3:
            best = scored[1][1]
        return Action("place", (best.hideout,) + best.sprint)
    if phase == MAR_DRAW:
        return _marshal_draw(state, rng)
    if len(state.guesses) < rules.exact_until:
        return exact_guess(state, rng)
    return quick_guess(state, rng)


def exact_guess(state: Any, rng: Any) -> Action:
    """The Normal Marshal's guess on the exact public deduction, now and then
    her second choice: the Fugitive's search must face a Marshal as sharp as
    the real one, or it learns to take risks she would punish."""
    k = knowledge.analyze_facts(public_of(state))
    action = mar.normal_guess({"manhunt": state.manhunt}, k)
    if rng.random() < PLAYOUT_SLIP and not (k.face_down and len(k.certain) == len(k.face_down)):
        certain = set(k.certain)
        first, _p = mar.likeliest(k, exclude=certain)
        second, p = mar.likeliest(k, exclude=certain | {first})
        if p > 0 and first in action.args:
            numbers = [n for n in action.args if n != first] + [second]
            return _guess(numbers[-1:] if state.manhunt else numbers)
    return action


def quick_candidates(state: Any) -> dict[int, list[int]]:
    """A fast, looser version of the public deduction for playouts: bounds
    from the sprint counts both ways along the route, minus numbers known
    elsewhere and single misses.  Reads only public parts of the state."""
    hideouts, revealed, shown, sprints, reach = state.hideouts, state.revealed, state.shown, state.sprints, state.reach
    m = len(hideouts)
    span = [0] * m
    lo = [0] * m
    hi = [0] * m
    for i in range(1, m):
        span[i] = reach[i] + (sum(SV[c] for c in sprints[i]) if shown[i] else 2 * len(sprints[i]))
        if revealed[i]:
            lo[i] = hi[i] = hideouts[i]
        else:
            lo[i] = lo[i - 1] + 1
            hi[i] = min(ESCAPE - 1, hi[i - 1] + span[i])
    for i in range(m - 2, 0, -1):
        if not revealed[i]:
            hi[i] = min(hi[i], hi[i + 1] - 1)
            lo[i] = max(lo[i], lo[i + 1] - span[i + 1])
    known = state.known
    banned: dict[int, int] = {}
    for numbers, length, hit, _manhunt, _turn in state.guesses:
        if not hit and len(numbers) == 1:
            n = numbers[0]
            banned[n] = max(banned.get(n, 0), length)
    out = {}
    for i in range(1, m):
        if revealed[i]:
            continue
        out[i] = [v for v in range(lo[i], hi[i] + 1) if not (known >> v) & 1 and banned.get(v, 0) <= i]
    return out


def quick_guess(state: Any, rng: Any) -> Action:
    """The Normal Marshal's guess on the fast deduction."""
    cands = quick_candidates(state)
    certain = sorted({c[0] for c in cands.values() if len(c) == 1})
    if cands and not state.manhunt and all(len(c) == 1 for c in cands.values()) and len(certain) == len(cands):
        return _guess(certain)
    if state.manhunt and certain:
        return _guess((certain[0],))
    weight: dict[int, float] = {}
    for c in cands.values():
        if len(c) > 1:
            share = 1.0 / len(c)
            for v in c:
                weight[v] = weight.get(v, 0.0) + share
    for v in certain:
        weight.pop(v, None)
    if not weight:
        known = state.known
        return _guess((next(n for n in range(1, ESCAPE) if not (known >> n) & 1),))
    ranked = sorted(weight, key=lambda v: (-weight[v], v))
    x = ranked[1] if len(ranked) > 1 and rng.random() < 0.2 else ranked[0]
    if state.manhunt:
        return _guess((x,))
    tuck = [n for n in certain if n < MANHUNT_BELOW][: max(0, len(cands) - 1)]
    return _guess(tuck + [x])


def _fugitive_draw(state: Any, rng: Any) -> Action:
    return _draw_near(state.piles, state.hideouts[-1] + 2, 0.25, rng)


def _marshal_draw(state: Any, rng: Any) -> Action:
    """Public view only: the pile holding the range just past the route's
    last revealed point, with some variety."""
    return _draw_near(state.piles, _highest_revealed(state) + 3 * max(1, state.down), 0.3, rng)


def _draw_near(piles, number: int, whim: float, rng: Any) -> Action:
    """A draw from the pile whose range holds ``number`` (to 14, to 28, above),
    from a random one with chance ``whim``; from the nearest with cards when empty."""
    want = 0 if number <= 14 else 1 if number <= 28 else 2
    if rng.random() < whim:
        want = rng.randrange(3)
    for p in (want, want + 1, want - 1, 2, 1, 0):
        if 0 <= p <= 2 and piles[p]:
            return Action("draw", (p,))
    return Action("draw", (0,))


# -- the bot ---------------------------------------------------------------------

class HardBot:
    """ISMCTS on ``MacroRules``; a half-built hideout is finished as planned."""

    def __init__(self, seed: int = 0, iterations: int | tuple | None = ITERATIONS, time_budget: float | None = None):
        self.name = "fugitive-hard"
        self._rng = Rng(seed)
        # One count for both seats, or one per seat (Fugitive, Marshal).
        self.iterations = iterations if isinstance(iterations, tuple) else (iterations, iterations)
        self.search = ISMCTS(
            iterations=self.iterations[0],
            time_budget=time_budget,
            exploration=0.7,
            playout=playout_policy,
            max_playout_depth=200,
            name="fugitive-hard",
        )
        self.macro = MacroRules()
        self._builder = FugitiveBot("normal", seed)

    @property
    def last_stats(self):
        return self.search.last_stats

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        legal = legal_or_raise(rules, state, seat)
        if len(legal) == 1 and legal[0].kind != "hideout":
            return legal[0]
        obs = rules.observe(state, seat)
        if obs["pending"] is not None:
            return self._builder._continue(obs["pending"], legal)
        if obs["phase"] == "marshal_draw":
            # Her pile: the Normal judgement, which draws where the deduction
            # gains most (searching it is costly and gained little).
            return self._builder.choose(rules, state, seat, rng)
        self.search.iterations = self.iterations[seat]
        self.macro.root = None
        self.macro.exact_until = len(state.guesses) + EXACT_GUESSES
        if seat == FUGITIVE and obs["phase"] == "fugitive_place":
            self.macro.set_root(state, root_placements(rules, state))
        action = self.search.choose(self.macro, state, seat, rng)
        if action.kind == "place":
            plan = fug.Placement(action.args[0], tuple(sorted(action.args[1:])))
            self._builder._plan = plan
            return Action("hideout", (plan.hideout,))
        if action.kind == "guess" and rules.refusal(state, seat, action) is not None:
            return legal[0]
        return action
