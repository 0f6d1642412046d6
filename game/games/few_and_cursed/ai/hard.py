"""The Few and Cursed's Hard bot: Normal's planner, with whole-phase plans
compared by rollouts over determinizations (``game.core.ai.plans``).

A phase of this game is a long chain of small moves (cards, steps, bullets,
a fight); a tree over single moves spends its iterations on card orders.
Hard instead weighs a few whole plans where they part ways:

- at the start of its Action phase: ride for Normal's favourite target, or
  for one of the next ``TARGETS`` it ranks, or take the round's action where
  it stands (camp, the character's action, an encounter), or stop, or pay a
  spend job the hand could pay this turn (cards played for what it asks,
  then on as Normal: Normal pays one only when it happens to hold the move
  or attack, and about one job a player stays unpaid at the end, its Grit lost);
- on an encounter card: each option it may pay, or declining.

Each plan is played to the end of Hard's part of the phase (in Curse Chaser
to the end of the round, where the monsters step: ``horizon``) by Normal with
the plan's target forced, on the same determinizations with the same luck
(common random numbers), and the position is then scored (``score``): Grit
and the artifacts' Grit, the jobs (an end job met pays, an unpaid one counts
``JOB_RISK`` of its Grit lost), the resources that buy the next fights, health
and curse, how well placed it is for its next target, and in solo and co-op
the progress toward the variant's goal.  In co-op the team's Grit counts in
full, less the drain the face-up cards will take at the round's end (a
bounty taken this round stops its share): at 0.3 a point and blind to the
drain, two Hards lost all of 40 co-op games, the team's Grit run out in each.
Every Most Wanted card the team has taken counts ``COOP_PILE`` more (only three
monsters win, and each lies under a pile of outlaws): without it, once the cards'
Grit was halved (rules version 4), a capture looked little better than an
encounter, and two Hards won 2 of 30 pilot games where they won 11 with it.
A co-op position whose round will end the match other than by the monsters
(the last artifact token taken, a monster in San Andreas) is scored lost.
Normal's own plan stands unless another scores ``TRUST_MARGIN`` better.  The chosen target holds for the rest of the
phase.  In simulations Hard takes a fixed ``SIM_SAMPLES`` determinizations,
so a seed replays; at the table (``ai.LEVELS``) it samples until its
second is up.  It reads the true state only through ``observe``,
``legal_actions`` and ``determinize``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.core.ai import compare_plans
from game.core.model import Action
from game.core.rng import Rng

from ..rules.rounds import team_drain
from ..rules.scoring import end_job_met
from ..rules.state import monsters_defeated
from .challenge import COOP_PILE
from .normal import NormalBot

# The budgets the table of levels (``ai.LEVELS``) gives Hard: determinizations per
# decision in simulations; at the table a ceiling, the time stopping it first.
SIM_SAMPLES = 6
APP_SAMPLES = 400
APP_SECONDS = 0.95     # a sample in progress finishes past the budget: the p95 stays under a second
TARGETS = 3            # Normal's best targets after its favourite, tried as plans
STAY = ("camp", "character", "encounter", "end")
ROLLOUT_CAP = 80       # moves in one rollout, a guard: a phase turn is far shorter
PROSPECT = 0.5        # the weight of the next target's worth (Normal's score of it) in a position
TRUST_MARGIN = 0.4     # how much better (score points) a plan must be than Normal's own
JOB_RISK = 0.5         # an unpaid job's Grit is lost at the end: count half of it lost already


@dataclass(frozen=True)
class Plan:
    first: Action | None = None   # the move to make now (None: what the planner picks)
    target: tuple | None = None   # (space, attack needed) to ride for; None: Normal's own choice
    job: int | None = None        # a spend job to pay first (cards played for what it asks), then as Normal


class HardBot:
    def __init__(self, seed: int = 0, samples: int | None = SIM_SAMPLES, time_budget: float | None = None):
        self.name = "few-and-cursed-hard"
        self._rng = Rng(seed)
        self.samples = samples
        self.time_budget = time_budget
        self.normal = NormalBot(seed)
        self.models: dict[int, NormalBot] = {}   # every seat's Normal, as the rollouts play them
        self._plan: tuple[tuple, Plan] | None = None  # (phase turn, plan) Hard holds to
        self.last_stats = None

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        self.last_stats = None  # figures of this decision's comparison only
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        obs = rules.observe(state, seat)
        turn_key = (obs["round"], obs["phase"], seat)
        if self._plan is not None and self._plan[0] == turn_key:
            return self.follow(rules, state, seat, self._plan[1], self.normal, rng)
        plans = self.plans(rules, state, seat, legal, obs)
        plan = plans[0]
        if len(plans) > 1:
            self.last_stats = compare_plans(rules, state, seat, plans, rng, self.play, self.score,
                                            self.samples, self.time_budget)
            means = self.last_stats.means
            best = max(range(len(plans)), key=lambda k: means[k])
            pick = best if means[best] >= means[0] + TRUST_MARGIN else 0
            plan = plans[pick]
            self.last_stats = replace(self.last_stats, chosen=pick)   # a hint's reason names the pick
        if obs["phase"] == "action" and plan.first is None:
            self._plan = (turn_key, plan)
        if plan.first is not None:
            return plan.first
        return self.follow(rules, state, seat, plan, self.normal, rng)

    def follow(self, rules: Any, state: Any, seat: int, plan: Plan, bot: NormalBot, rng: Any) -> Action:
        """The plan's next move: toward its job while that is unpaid, else Normal's with its target."""
        if plan.job is not None:
            step = self.job_step(rules, state, seat, plan.job, bot)
            if step is not None:
                return step
        return bot.choose(rules, state, seat, rng, target=plan.target)

    @staticmethod
    def job_step(rules: Any, state: Any, seat: int, job: int, bot: NormalBot) -> Action | None:
        """Pay spend job ``job``: complete it once payable, else play (or shoot, or use gear)
        for what it still lacks; None when it is paid or nothing more helps this turn."""
        legal = rules.legal_actions(state, seat)
        done = Action("job", (job,))
        if done in legal:
            return done
        need = rules.catalog.jobs[job].need
        turn = bot.turn(rules, state, seat, legal)
        if job not in [j for j, _ in turn.me.get("jobs", [])] or turn.obs["mode"] or turn.obs["pending"]:
            return None
        for what in ("move", "attack"):
            short = need.get(what, 0) - turn.me[what]
            if short > 0:
                step = (turn.plays_for(what) or [turn.exhaust_for(what)])[0]
                if step is None and what == "attack":
                    step = turn.shoot(short)
                return step
        return None

    # -- the plans ---------------------------------------------------------------
    def plans(self, rules: Any, state: Any, seat: int, legal: list, obs: dict) -> list[Plan]:
        """Normal's own plan first, then the others worth comparing here."""
        kinds = {a.kind for a in legal}
        if obs["mode"] == "encounter" and "option" in kinds:
            return [Plan()] + [Plan(first=a) for a in legal if a.kind in ("option", "decline")]
        if obs["phase"] != "action" or obs["mode"] or obs["pending"] or obs["players"][seat]["acted"]:
            return [Plan()]
        turn = self.normal.turn(rules, state, seat, legal)
        ranked = [t for _, t in turn.ranked_targets()]
        out = [Plan()] + [Plan(target=t) for t in ranked[1:1 + TARGETS]]
        out += [Plan(first=a) for a in legal if a.kind in STAY]
        out += [Plan(job=j) for j in self.payable_jobs(turn)]
        return out

    @staticmethod
    def payable_jobs(turn) -> list[int]:
        """Spend jobs the hand, the bullets and the tracks could pay this turn (Normal pays
        one only when it happens to hold what it asks)."""
        me, jobs, out = turn.me, turn.f.cat.jobs, []
        have = {"move": me["move"] + turn.hand_gain("move"), "attack": turn.power(),
                "money": me["water"], "bullets": me["bullets"], "health": me["health"] - 1}
        for jid, _ in me.get("jobs", []):
            job = jobs[jid]
            if job.kind == "spend" and all(have.get(r, 0) >= n for r, n in job.need.items()):
                out.append(jid)
        return out

    def model(self, seat: int) -> NormalBot:
        bot = self.models.get(seat)
        if bot is None:
            bot = self.models[seat] = NormalBot(seat)
        return bot

    def play(self, rules: Any, d: Any, seat: int, plan: Plan, rng: Any) -> None:
        """Play ``plan`` on determinization ``d`` to the end of this seat's part of the phase;
        in Curse Chaser to the end of the round (``horizon``)."""
        start = horizon(d)
        if plan.first is not None and rules.refusal(d, seat, plan.first) is None:
            rules.apply(d, seat, plan.first, rng)
        for _ in range(ROLLOUT_CAP * (2 if d.solo() == "curse-chaser" else 1)):
            acting = rules.to_act(d)
            if not acting or horizon(d) != start:
                return
            actor = acting[0]
            if not rules.legal_actions(d, actor):
                return  # a determinization left this seat no move: score the position as it stands
            if actor == seat:
                action = self.follow(rules, d, seat, plan, self.model(seat), rng)
            else:
                action = self.model(actor).choose(rules, d, actor, rng)
            rules.apply(d, actor, action, rng)

    def score(self, rules: Any, d: Any, seat: int) -> float:
        """``score``, plus how well placed the seat is for its next target (Normal's own ranking)."""
        value = score(rules, d, seat)
        if d.phase != "over":
            ranked = self.model(seat).turn(rules, d, seat, []).ranked_targets()
            value += PROSPECT * ranked[0][0] if ranked else 0.0
        return value


def horizon(d: Any) -> tuple:
    """Where a rollout stops: when this changes.  Curse Chaser is lost at a round's end, when
    a monster steps into San Andreas, and its monsters step only then: a rollout stopped at the
    end of the Action phase never saw a monster walk, nor the loss, so no plan's score told
    where to wait for one or what leaving it alive cost (and weights for a monster beaten
    moved no choice).  There the rollout runs to the round's end (cleanup, the monsters'
    steps, the end check); elsewhere to the end of this seat's part of the phase."""
    if d.solo() == "curse-chaser":
        return (d.round, d.phase == "over")
    return (d.round, d.phase, d.seat)


# -- scoring a position (read from a determinized copy, which the bot may read) --------
def score(rules: Any, d: Any, seat: int) -> float:
    """How good ``d`` is for ``seat``, in Grit-like points."""
    cat = rules.catalog
    p = d.players[seat]
    if d.phase == "over":
        outcome = rules.outcome(d)
        if d.solo() or d.has("coop"):
            return 100.0 if outcome is not None and seat in outcome.winners else -100.0
    if d.has("coop") and d.ended and d.ended != monsters_defeated(cat.challenge(d.variants).monsters_to_win):
        return -100.0  # the round's end will close a co-op match that only the monsters win
    value = p.grit + sum(cat.cards[c].grit for c in p.artifacts)
    value += 0.3 * min(p.water, 12) + 0.4 * min(p.bullets, p.capacity)
    value -= 0.5 * (p.max_health - p.health) + (3.0 if p.health <= 2 else 0.0)
    value -= 0.4 * p.curse + (2.0 if p.cursed() else 0.0)
    value += 3.0 * len(p.done_jobs)
    goal = d.solo() or ("coop" if d.has("coop") else "")
    if not goal:  # the end scoring: a job met at the end pays, one unpaid costs its Grit
        for j in p.jobs:
            met = end_job_met(cat, d, seat, j)
            value += cat.jobs[j].grit if met else -JOB_RISK * cat.jobs[j].grit
    if goal in ("curse-chaser", "coop"):
        value += 15.0 * d.monsters_beaten
    elif goal == "dark-arts":
        value += 8.0 * len(p.artifacts)
    elif goal == "shadows":  # the jobs of the tracks, the two furthest on counting most
        per_track = cat.challenge(d.variants).track_jobs
        done = sorted((per_track - len(t) for t in d.tracks), reverse=True)
        value += 9.0 * sum(done[:2]) + 3.0 * sum(done[2:]) - 3.0 * len(p.done_jobs)
    if goal == "coop":  # the team's Grit is what runs out: every point counts in full, the
        # drain the face-up cards take at the round's end too (a bounty taken now stops its share)
        value += d.team_grit - team_drain(cat, d)
        # and a Most Wanted card taken is a step down its pile toward the monster under it
        value += COOP_PILE * sum(len(q.trophies) for q in d.players)
    if goal:
        steps = rules.desert.steps
        value -= sum(4.0 / max(1, steps[node]) for node in d.monsters.values())
    return value
