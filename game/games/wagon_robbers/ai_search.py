"""Wagon Robbers' Hard bot: ISMCTS over determinizations that model the rivals.

- Determinization (``modelled_determinize``): the rules deal the unseen cargo
  anew; then each rival's hidden role is the one Normal's reasoning would pick
  from the hand that rival held when roles were chosen (now and then the
  other one), the cargo it has placed is the best of that hand for its side
  (as Normal places), and a deal in which a rival who passed a prep round
  would have had a card worth playing as an Outlaw is dealt again (Normal
  Outlaws never pass with one).  So the search mostly meets rivals who
  hold what they play like they hold.
- The tree holds only Hard's own choices; rivals move by Normal's plan on
  the determinized cards (``opponents_by_policy``), and so does everyone in
  the playouts, with a little noise.  Playouts stop after ``DEPTH`` moves and
  score a soft share of the lead in wagons, cargo in hand counting a little.
- Normal's move stands unless the search rates another at least
  ``TRUST_MARGIN`` higher.

Bots read the state only through ``observe``, ``legal_actions`` and
``determinize``; ``seat_view`` reads a determinized copy, never the true state.
In simulations Hard runs a fixed number of iterations, so results repeat; at
the table (``ai.LEVELS``) it thinks for ``APP_SECONDS``.
"""

from __future__ import annotations

import math
from typing import Any

from game.core.ai.guarded import GuardedSearch
from game.core.model import Action

from .ai_heuristic import card_value, choose_role, normal_choice
from .cards import PASSENGERS, WAGONS
from .rules import HUNTER, OUTLAW, OVER, PREP, ROLE, cargo_key
from .rules.turn import apply_action

# Simulations: a fixed budget, so runs repeat; it is what the table reaches in
# APP_SECONDS, measured once on the development machine (two shared cores) with
# ``build_scripts/think_time.py wagon-robbers --players 3 --decisions 60 --seed 1``:
# 216 iterations at the median (p95 0.96 s); see docs/strength.md.
SIM_ITERATIONS = 216
APP_ITERATIONS = 3000  # at the table the time budget stops it first
APP_SECONDS = 0.7      # a busy machine adds a quarter of a second at the p95
DEPTH = 30
CARD_VALUE = 0.12      # a cargo card in hand, in wagons
NOISE = 0.05           # how often a playout move is random instead of Normal's
ROLE_SURPRISE = 0.15   # how often a modelled rival picked the other role
REDEALS = 6            # deals tried before a rival's pass is explained by its role alone
TRUST_MARGIN = 0.03    # how much better (mean reward) a searched move must be than Normal's plan


def _wagon_view(s: Any) -> dict:
    w = WAGONS[s.wagon]
    return {"power": w.power, "rounds": w.rounds, "passengers": w.passengers}


def seat_view(s: Any, seat: int) -> dict:
    """The part of ``observe(s, seat)`` Normal's plan reads, built cheaply
    from a determinized copy (playouts ask for it on every move)."""
    n = s.n
    return {
        "n": n, "phase": s.phase, "round": s.round,
        "wagon": _wagon_view(s) if s.wagon is not None else None,
        "passengers": [{"power": PASSENGERS[p].power} for p in s.passengers],
        "hand": [cargo_key(c) for c in s.hands[seat]],
        "hand_counts": [len(h) for h in s.hands],
        "placed_counts": [len(p) for p in s.placed],
        "roles": [s.roles[seat] if i == seat else None for i in range(n)],
        "placed": [[cargo_key(c) for c in s.placed[seat]] if i == seat else None for i in range(n)],
    }


def _role_time_view(s: Any, seat: int, cards: list[int]) -> dict:
    """What ``seat`` saw when it chose its role this wagon, holding ``cards``:
    no passenger aboard yet and nothing placed."""
    return {
        "n": s.n, "phase": ROLE, "round": 0, "wagon": _wagon_view(s), "passengers": [],
        "hand": [cargo_key(c) for c in cards],
        "hand_counts": [len(s.hands[i]) + len(s.placed[i]) for i in range(s.n)],
        "placed_counts": [0] * s.n,
    }


def _prep_turns(s: Any, seat: int) -> int:
    """Prep turns ``seat`` has taken this wagon."""
    if s.phase != PREP:
        return 0
    place = (seat - s.dealer - 1) % s.n
    return s.round + (1 if place < s.turn else 0)


def _model_rival(d: Any, seat: int, rng: Any) -> bool:
    """Give rival ``seat`` the role Normal would have picked and place its best
    cards for it; False when it passed a turn it would not have passed."""
    cards = d.hands[seat] + d.placed[seat]
    role = choose_role(_role_time_view(d, seat, cards), seat)
    if rng.random() < ROLE_SURPRISE:
        role = HUNTER if role == OUTLAW else OUTLAW
    m = len(d.placed[seat])
    ranked = sorted(cards, key=lambda c: -card_value(cargo_key(c), role))
    d.placed[seat], d.hands[seat] = ranked[:m], ranked[m:]
    d.roles[seat] = role
    passed = _prep_turns(d, seat) > m
    return not (passed and role == OUTLAW and any(card_value(cargo_key(c), OUTLAW) > 0 for c in d.hands[seat]))


def modelled_determinize(rules: Any, state: Any, seat: int, rng: Any) -> Any:
    """``rules.determinize`` with the rivals' roles and placed cargo modelled
    on how Normal plays (see the module text)."""
    for _ in range(REDEALS):
        d = rules.determinize(state, seat, rng)
        if d.roles_shown or d.phase == OVER:
            return d
        fits = True
        for other in range(d.n):
            if other != seat and d.roles[other] is not None:
                fits = _model_rival(d, other, rng) and fits
        if fits:
            return d
    return d


class _ModelledRules:
    """The rules as Hard's search sees them: determinizations modelled on the
    rivals' play; moves applied without asking for refusals (the search only
    plays legal ones); everything else the rules' own."""

    def __init__(self, rules: Any):
        self._rules = rules
        self.to_act, self.legal_actions = rules.to_act, rules.legal_actions
        self.outcome, self.observe = rules.outcome, rules.observe
        self.apply = apply_action

    def determinize(self, state: Any, seat: int, rng: Any) -> Any:
        return modelled_determinize(self._rules, state, seat, rng)


def _view(rules: Any, state: Any, seat: int) -> _ModelledRules:
    return _ModelledRules(rules)


def policy(rules: Any, state: Any, seat: int, rng: Any) -> Action:
    legal = rules.legal_actions(state, seat)
    if rng.random() < NOISE:
        return rng.choice(legal)
    return normal_choice(seat_view(state, seat), seat, legal)


def rollout_value(rules: Any, state: Any, observer: int) -> list[float]:
    if state.phase == OVER:
        return list(rules.outcome(state).rewards)
    vals = [len(state.won[s]) + CARD_VALUE * len(state.hands[s]) for s in range(state.n)]
    top = max(vals)
    weights = [math.exp((v - top) / 0.8) for v in vals]
    total = sum(weights)
    return [w / total for w in weights]


def _plan(rules: Any, state: Any, seat: int, rng: Any) -> Action:
    return normal_choice(rules.observe(state, seat), seat, rules.legal_actions(state, seat))


class HardBot(GuardedSearch):
    """ISMCTS over modelled determinizations with Normal's plan for the rivals
    and the playouts; Normal's move stands unless the search rates another
    clearly higher."""

    def __init__(self, seed: int = 0, iterations: int | None = SIM_ITERATIONS, time_budget: float | None = None):
        super().__init__("wagon-robbers-hard", seed, iterations, time_budget, plan=_plan, playout=policy,
                         evaluator=rollout_value, depth=DEPTH, margin=TRUST_MARGIN, view=_view,
                         opponents_by_policy=True)
