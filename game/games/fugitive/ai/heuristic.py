"""Fugitive's Easy and Normal bots (either seat): rules of thumb over the
public deduction; Hard builds on them (``ai.hard``)."""

from __future__ import annotations

from typing import Any

from game.core.ai.bot import legal_or_raise
from game.core.model import Action
from game.core.rng import Rng

from ..rules import CANCEL, CONFIRM, ESCAPE, FUGITIVE, MARSHAL, PASS, SV
from . import fugitive as fug
from . import marshal as mar


class FugitiveBot:
    """Heuristic bot for either seat; ``level`` is "easy" or "normal"."""

    def __init__(self, level: str, seed: int = 0, weights: fug.Weights = fug.NORMAL):
        if level not in ("easy", "normal"):
            raise ValueError(f"no heuristic Fugitive bot of level {level!r}")
        self.level = level
        self.name = f"fugitive-{level}"
        self._rng = Rng(seed)
        self._plan: fug.Placement | None = None
        self.weights = weights

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        legal = legal_or_raise(rules, state, seat)
        obs = rules.observe(state, seat)
        if seat == MARSHAL:
            return self._marshal(obs, legal, rng)
        return self._fugitive(rules, state, obs, legal, rng)

    # -- Marshal ------------------------------------------------------------
    def _marshal(self, obs: dict, legal: list[Action], rng: Any) -> Action:
        if obs["phase"] == "marshal_draw":
            if self.level == "easy":
                return mar.easy_draw(obs, legal, rng)
            return mar.normal_draw(obs, legal)
        if self.level == "easy":
            return mar.easy_guess(obs, rng)
        return mar.normal_guess(obs)

    # -- Fugitive -----------------------------------------------------------
    def _fugitive(self, rules: Any, state: Any, obs: dict, legal: list[Action], rng: Any) -> Action:
        if obs["phase"] == "fugitive_draw":
            if self.level == "easy":
                return rng.choice(legal) if rng.random() < 0.3 else fug.choose_draw(obs, legal)
            return fug.choose_draw(obs, legal)
        pending = obs["pending"]
        if pending is not None:
            return self._continue(pending, legal)
        move = self.pick_placement(rules, state, obs, legal, rng)
        if move is None:
            self._plan = None
            return PASS
        self._plan = move
        return Action("hideout", (move.hideout,))

    def _continue(self, pending: dict, legal: list[Action]) -> Action:
        """Carry on with the planned placement, one card at a time."""
        plan = self._plan
        laid = set(pending["sprint"])
        if plan is not None and plan.hideout == pending["hideout"] and laid <= set(plan.sprint):
            for c in plan.sprint:
                if c not in laid:
                    action = Action("sprint", (c,))
                    if action in legal:
                        return action
                    break
            else:
                if CONFIRM in legal:
                    return CONFIRM
        # No plan for this half-built hideout (a fresh bot, or an undo): take it back.
        self._plan = None
        return CANCEL

    def pick_placement(self, rules: Any, state: Any, obs: dict, legal: list[Action], rng: Any) -> fug.Placement | None:
        moves = legal_placements(rules, state, obs, legal, rng)
        may_pass = PASS in legal
        if not moves:
            return None
        escape = [m for m in moves if m.hideout == ESCAPE]
        if escape:
            cheapest = min(escape, key=lambda m: (len(m.sprint), m.sprint))
            if self.level == "easy":
                if obs["highest_revealed"] >= 30 or rng.random() < 0.5:
                    return cheapest
            elif fug.escape_now(obs, cheapest, self.weights):
                return cheapest
            moves = [m for m in moves if m.hideout != ESCAPE] or [cheapest]
        if self.level == "easy":
            fewest: dict[int, int] = {}
            for m in moves:
                fewest[m.hideout] = min(fewest.get(m.hideout, 99), len(m.sprint))
            plain = [m for m in moves if len(m.sprint) == fewest[m.hideout]]
            if may_pass and rng.random() < 0.15:
                return None
            return min(plain, key=lambda m: (m.hideout, len(m.sprint))) if rng.random() < 0.7 else rng.choice(plain)
        best, best_score = None, fug.score_move(obs, None, self.weights) if may_pass else float("-inf")
        for m in moves:
            s = fug.score_move(obs, m, self.weights)
            if s > best_score:
                best, best_score = m, s
        if best is None and not may_pass:
            best = moves[0]
        return best


def legal_placements(rules: Any, state: Any, obs: dict, legal: list[Action], rng: Any) -> list[fug.Placement]:
    """Whole placements the rules accept now.  On the first turn (two
    hideouts due) each is checked card by card on the Fugitive's own
    determinization, so the second hideout stays possible."""
    starts = {a.args[0] for a in legal if a.kind == "hideout"}
    hand = obs["fugitive_hand"]
    last = obs["route"][-1]["number"]
    reach = obs["effects"]["fugitive_reach"]
    moves = [m for m in fug.placements(hand, last, reach) if m.hideout in starts]
    if obs["turn"]["must_place"] < 2:
        return moves
    base = rules.determinize(state, FUGITIVE, rng)
    ok = []
    for m in moves:
        d = rules.clone(base)
        good = True
        for action in [Action("hideout", (m.hideout,))] + [Action("sprint", (c,)) for c in m.sprint] + [CONFIRM]:
            if rules.refusal(d, FUGITIVE, action) is not None:
                good = False
                break
            rules.apply(d, FUGITIVE, action, rng)
        if good:
            ok.append(m)
    if not ok:
        # The cheap sets did not fit the two-hideout rule: let the rules
        # lead, adding the legal sprint card worth most until it is ready.
        for h in sorted(starts):
            m = _rules_led(rules, rules.clone(base), h, rng)
            if m is not None:
                ok.append(m)
    return ok


def _rules_led(rules: Any, d: Any, hideout: int, rng: Any) -> fug.Placement | None:
    rules.apply(d, FUGITIVE, Action("hideout", (hideout,)), rng)
    sprint = []
    while True:
        legal = rules.legal_actions(d, FUGITIVE)
        if CONFIRM in legal:
            return fug.Placement(hideout, tuple(sorted(sprint)))
        cards = [a.args[0] for a in legal if a.kind == "sprint"]
        if not cards:
            return None
        card = max(cards, key=lambda c: (c != ESCAPE, SV[c], -fug.card_cost(c, hideout), -c))
        sprint.append(card)
        rules.apply(d, FUGITIVE, Action("sprint", (card,)), rng)
