"""Single-observer information-set Monte Carlo tree search.

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search"
(IEEE TCIAIG, 2012), SO-ISMCTS.  One tree is grown for the searching seat (the
observer).  Every iteration:

1. determinize: ``rules.determinize(state, seat, rng)`` samples a full state
   consistent with what the observer knows; the true state is never read
   otherwise (see ``game.core.ai.bot``);
2. select: walk down while every legal action of the acting seat already has
   a child, choosing by UCB1 where a child's exploration term counts the
   iterations in which it was *available* (legal in that determinization),
   not its parent's visits;
3. expand: add one untried legal action;
4. play out: apply the ``playout`` policy until the match ends, or until
   ``max_playout_depth`` actions and then score with ``rollout_evaluator``;
5. back-propagate ``outcome.rewards``: each node keeps the reward of the seat
   that chose the action leading to it.

Each iteration plays on the fresh copy ``determinize`` returns (games build
it with their own cheap ``clone``); nothing is deep-copied.

Chance happens inside ``rules.apply`` with the search's rng; the tree does
not branch on chance outcomes (nodes are action sequences), and statistics
average over them.

Simultaneous moves: when ``to_act`` lists several seats, the first listed acts
first and the others follow in turn (the root is always the observer's own
decision).  The search therefore lets later seats react to earlier commits it
sampled, which makes opponents slightly better informed than they are; the
observer's own root decision is not affected by that.

Opponents' hidden moves are tree edges too (the single-observer
simplification): below the root, the tree may condition on things the observer
cannot see, but the root statistics, which pick the move, only ever mix
determinizations of the observer's information set.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ..model import Action, Seat
from .bot import Budget, legal_or_raise
from .random_bot import random_playout_policy

PlayoutPolicy = Callable[[Any, Any, Seat, Any], Action]
RolloutEvaluator = Callable[[Any, Any, Seat], Sequence[float]]

NEUTRAL_REWARD = 0.5  # what a seat gets from a playout cut short with no evaluator


class _Tree:
    """The search tree as flat lists indexed by node number.

    Node objects would add two garbage-collected objects per node; a deep
    search then triggers full collections of tens of milliseconds, which
    stall the UI thread too (the collector holds the GIL).  Lists of numbers
    and a dict of int keys cost the collector next to nothing.
    """

    __slots__ = ("visits", "reward", "avail", "actor", "action", "children", "action_ids")

    def __init__(self, root_actor: Seat):
        self.visits = [0]
        self.reward = [0.0]  # summed reward of the node's actor
        self.avail = [1]
        self.actor = [root_actor]  # the seat whose choice led to the node
        self.action: list[Action | None] = [None]  # the action that led to the node
        self.children: dict[int, int] = {}  # _key(node, actor, action id) -> child
        self.action_ids: dict[Action, int] = {}

    def root_children(self, seat: Seat) -> list[tuple[Action, int, float]]:
        """(action, visits, mean reward) of the root's options for ``seat``."""
        out = []
        for action, aid in self.action_ids.items():
            child = self.children.get(_key(0, seat, aid))
            if child is not None:
                v = self.visits[child]
                out.append((action, v, self.reward[child] / v if v else 0.0))
        return out


def _key(node: int, actor: Seat, aid: int) -> int:
    # One int per (node, seat, action): seats below 256, action ids below 2**32.
    return (((node << 8) | actor) << 32) | aid


@dataclass(frozen=True, slots=True)
class RootChoice:
    action: Action
    visits: int
    mean_reward: float


@dataclass(frozen=True, slots=True)
class SearchStats:
    """What the last search did, for benchmarks and the curious."""

    iterations: int
    seconds: float
    nodes: int
    stopped: str  # "iterations", "time", "cancelled" or "single action"
    root: tuple[RootChoice, ...]  # the observer's options, most visited first

class ISMCTS:
    """A search bot.  ``iterations`` and ``time_budget`` (seconds) both bound
    the search; whichever is reached first stops it (None means no bound from
    that side, but at least one must be given).

    ``playout(rules, state, seat, rng) -> Action`` picks moves during playouts
    on determinized states (a game's heuristic; default uniform random).
    ``rollout_evaluator(rules, state, observer) -> rewards`` scores a state
    when a playout stops after ``max_playout_depth`` actions (it is called
    with 0 as well: then every expansion is scored directly); without it such
    playouts score ``NEUTRAL_REWARD`` for everyone.
    """

    def __init__(
        self,
        iterations: int | None = 1000,
        time_budget: float | None = None,
        exploration: float = 0.7,
        playout: PlayoutPolicy | None = None,
        max_playout_depth: int | None = 500,
        rollout_evaluator: RolloutEvaluator | None = None,
        name: str = "ISMCTS",
    ):
        if iterations is None and time_budget is None:
            raise ValueError("ISMCTS needs an iteration count, a time budget, or both")
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if time_budget is not None and time_budget <= 0:
            raise ValueError("time_budget must be positive")
        self.iterations = iterations
        self.time_budget = time_budget
        self.exploration = exploration
        self.playout = playout or random_playout_policy
        self.max_playout_depth = max_playout_depth
        self.rollout_evaluator = rollout_evaluator
        self.name = name
        self.last_stats: SearchStats | None = None

    # -- the Bot protocol ---------------------------------------------------
    def choose(self, rules: Any, state: Any, seat: Seat, rng: Any) -> Action:
        legal = legal_or_raise(rules, state, seat)
        if len(legal) == 1:
            self.last_stats = SearchStats(0, 0.0, 1, "single action", (RootChoice(legal[0], 0, 0.0),))
            return legal[0]
        root_visits = self._search(rules, state, seat, rng)
        # Most visited wins; ties go to the earlier legal action, so results
        # never depend on dict order.
        best, best_visits = legal[0], -1
        for action in legal:
            visits = root_visits.get(action, 0)
            if visits > best_visits:
                best, best_visits = action, visits
        return best

    # -- the search ----------------------------------------------------------
    def _search(self, rules: Any, state: Any, seat: Seat, rng: Any) -> dict[Action, int]:
        """Grow a tree for ``seat``; return the visit count of each root action."""
        tree = _Tree(seat)
        visits, reward, actor_of = tree.visits, tree.reward, tree.actor
        budget = Budget(self.iterations, self.time_budget, "iterations")
        determinize = rules.determinize
        done = 0
        while True:
            stopped = budget.stop(done)
            if stopped:
                break
            d = determinize(state, seat, rng)
            path = self._descend(tree, rules, d, seat, rng)
            rewards = self._play_out(rules, d, seat, rng)
            n_rewards = len(rewards)
            for node in path:
                visits[node] += 1
                actor = actor_of[node]
                reward[node] += rewards[actor] if actor < n_rewards else NEUTRAL_REWARD
            done += 1
        seconds = budget.seconds()
        ranked = sorted(tree.root_children(seat), key=lambda r: -r[1])
        self.last_stats = SearchStats(
            done, seconds, len(visits), stopped, tuple(RootChoice(a, v, m) for a, v, m in ranked)
        )
        return {a: v for a, v, _ in ranked}

    def _descend(self, tree: _Tree, rules: Any, d: Any, seat: Seat, rng: Any) -> list[int]:
        """One iteration's walk down the tree on determinization ``d``: select
        while every legal action has a child, then expand one.  Applies the
        moves to ``d`` and returns the nodes passed, root first."""
        visits, reward, avail = tree.visits, tree.reward, tree.avail
        actor_of, action_of, children, action_ids = tree.actor, tree.action, tree.children, tree.action_ids
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        to_act = rules.to_act
        legal_actions = rules.legal_actions
        apply = rules.apply
        node = 0
        path = [0]
        while True:
            acting = to_act(d)
            if not acting:
                break
            actor = seat if node == 0 else acting[0]
            legal = legal_actions(d, actor)
            if not legal:
                break
            base = ((node << 8) | actor) << 32
            found = []
            untried = None
            for action in legal:
                aid = action_ids.get(action)
                if aid is None:
                    aid = action_ids[action] = len(action_ids)
                child = children.get(base | aid)
                if child is None:
                    if untried is None:
                        untried = [(action, aid)]
                    else:
                        untried.append((action, aid))
                elif untried is None:
                    found.append(child)
            if untried is not None:
                action, aid = untried[0] if len(untried) == 1 else rng.choice(untried)
                apply(d, actor, action, rng)
                child = len(visits)
                children[base | aid] = child
                visits.append(0)
                reward.append(0.0)
                avail.append(1)
                actor_of.append(actor)
                action_of.append(action)
                path.append(child)
                break
            # UCB1, with availability in place of the parent's visits.
            best = found[0]
            best_score = -1.0
            for child in found:
                avail[child] += 1
                n = visits[child]
                score = reward[child] / n + c * sqrt(log(avail[child]) / n)
                if score > best_score:
                    best, best_score = child, score
            apply(d, actor, action_of[best], rng)
            node = best
            path.append(best)
        return path

    def _play_out(self, rules: Any, d: Any, seat: Seat, rng: Any) -> Sequence[float]:
        to_act = rules.to_act
        apply = rules.apply
        policy = self.playout
        depth = self.max_playout_depth
        steps = 0
        while True:
            acting = to_act(d)
            if not acting:
                outcome = rules.outcome(d)
                return outcome.rewards if outcome is not None else ()
            if depth is not None and steps >= depth:
                if self.rollout_evaluator is not None:
                    return tuple(self.rollout_evaluator(rules, d, seat))
                return ()
            actor = acting[0]
            apply(d, actor, policy(rules, d, actor, rng), rng)
            steps += 1
