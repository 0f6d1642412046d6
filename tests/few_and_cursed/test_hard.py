"""The Few and Cursed's Hard bot: it finishes every mode cleanly, a seed
replays it exactly, it weighs whole plans at the start of its Action phase,
and at the table it thinks for a time budget instead of a count."""

from __future__ import annotations

import pytest

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.ai.hard import HardBot, Plan
from game.games.few_and_cursed.ai.normal import NormalBot
from game.games.few_and_cursed.rules import RULES
from game.games.simulate import run_simulation


def _play(players, variants, seed, samples=2, limit=None):
    """A match with Hard in seat 0 and Normal elsewhere; the actions played."""
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(players, frozenset(variants)), rng.fork())
    bots = [HardBot(seed, samples=samples)] + [NormalBot(s) for s in range(1, players)]
    played = []
    while RULES.to_act(state) and (limit is None or len(played) < limit):
        seat = RULES.to_act(state)[0]
        action = bots[seat].choose(RULES, state, seat, rng)
        assert RULES.refusal(state, seat, action) is None
        RULES.apply(state, seat, action, rng)
        assert RULES.invariants(state) == []
        played.append((seat, action))
    return state, played


@pytest.mark.parametrize("players, variants", [
    (1, ("curse-chaser",)), (1, ("dark-arts",)), (1, ("shadows",)), (2, ("coop",)), (3, ()),
])
def test_hard_finishes_every_mode_cleanly(players, variants):
    state, _ = _play(players, variants, seed=21, samples=1)
    assert RULES.outcome(state) is not None


def test_hard_through_simulate_is_clean():
    r = run_simulation("few-and-cursed", 1, seed=2, players=1, bots=("hard",), variants=("curse-chaser",), workers=1)
    assert (r["completed"], r["errors"], r["illegal_actions"], r["invariant_violations"]) == (1, 0, 0, 0)


def test_a_seed_replays_hard_exactly():
    _, first = _play(2, (), seed=8, limit=250)
    _, again = _play(2, (), seed=8, limit=250)
    assert first == again


def _start_of_action_phase(seed=4):
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(1, frozenset({"curse-chaser"})), rng.fork())
    bot = NormalBot(0)
    while not (state.phase == "action" and state.round >= 2 and not state.pending and not state.mode):
        RULES.apply(state, 0, bot.choose(RULES, state, 0, rng), rng)
    return state


def test_hard_weighs_several_whole_plans_at_the_start_of_its_action_phase():
    state = _start_of_action_phase()
    bot = HardBot(0, samples=3)
    legal = RULES.legal_actions(state, 0)
    plans = bot.plans(RULES, state, 0, legal, RULES.observe(state, 0))
    assert plans[0] == Plan() and len(plans) >= 3
    assert any(p.first is not None and p.first.kind == "camp" for p in plans)
    action = bot.choose(RULES, state, 0, Rng(1))
    assert action in legal
    assert bot.last_stats.samples == 3 and len(bot.last_stats.means) == len(plans)


def test_at_the_table_hard_stops_on_its_time_budget():
    state = _start_of_action_phase()
    bot = HardBot(0, samples=10_000, time_budget=0.05)
    assert bot.choose(RULES, state, 0, Rng(2)) in RULES.legal_actions(state, 0)
    assert bot.last_stats.stopped == "time" and 1 <= bot.last_stats.samples < 10_000


def _with_an_attack_job(seed):
    """Two players, seat 0 at the start of its Action phase holding 'Stand the Watch'
    (spend 6 attack: +3 Grit) and two attack cards, no bullets to spare for a fight."""
    from game.games.few_and_cursed.rules.state import touch
    from few_and_cursed.helpers import hand

    rng = Rng(seed)
    state = RULES.setup(MatchConfig(2, frozenset({"random-characters"})), rng.fork())
    bots = [NormalBot(0), NormalBot(1)]
    while not (state.phase == "action" and state.round >= 2 and RULES.to_act(state) == (0,)
               and not state.pending and not state.mode):
        seat = RULES.to_act(state)[0]
        RULES.apply(state, seat, bots[seat].choose(RULES, state, seat, rng), rng)
    p = state.players[0]
    job = next(i for i, j in enumerate(RULES.catalog.jobs) if j.key == "stand_the_watch")
    for q in state.players:
        if job in q.jobs:
            q.jobs.remove(job)
    if job in state.jobs.cards:
        state.jobs.cards.remove(job)
    state.jobs.cards.extend(p.jobs)
    p.jobs = [job]
    p.attack, p.bullets = 0, 0
    hand(state, 0, "buckshot", "buckshot")
    touch(state)
    assert RULES.invariants(state) == []
    return state, job


def _play_phase(state, bot, seat=0):
    rng = Rng(3)
    start = (state.round, state.phase)
    while RULES.to_act(state) == (seat,) and (state.round, state.phase) == start:
        RULES.apply(state, seat, bot.choose(RULES, state, seat, rng), rng)


def test_hard_pays_a_spend_job_that_normals_plan_leaves_unpaid():
    """Normal pays a spend job only when it happens to hold what it asks; Hard weighs a plan
    that plays its cards for the job, and the rollouts show the Grit it brings."""
    import copy
    state, job = _with_an_attack_job(seed=2)
    normal_state = copy.deepcopy(state)
    bot = HardBot(0, samples=3)
    plans = bot.plans(RULES, state, 0, RULES.legal_actions(state, 0), RULES.observe(state, 0))
    assert Plan(job=job) in plans
    _play_phase(normal_state, NormalBot(0))
    assert job not in normal_state.players[0].done_jobs
    _play_phase(state, bot)
    assert job in state.players[0].done_jobs


def test_in_co_op_hard_scores_the_teams_grit_in_full_the_drain_to_come_and_a_lost_end():
    """Co-op is lost when the team's Grit runs out, and every face-up Most Wanted card
    takes its reward's Grit from the team at the round's end: a point of team Grit is
    worth a point, and a face-up card taken this round is worth its drain as well; an end
    other than the monsters (the last artifact taken) closes the match lost at the round's end."""
    from game.games.few_and_cursed.ai.hard import score
    from game.games.few_and_cursed.rules.rounds import bounty_grit

    state = RULES.setup(MatchConfig(2, frozenset({"coop"})), Rng(5))
    bot = NormalBot(0)
    rng = Rng(5)
    while state.phase != "action":
        seat = RULES.to_act(state)[0]
        RULES.apply(state, seat, bot.choose(RULES, state, seat, rng), rng)
    base = score(RULES, state, 0)
    richer = RULES.clone(state)
    richer.team_grit += 5
    assert score(RULES, richer, 0) == pytest.approx(base + 5)
    pile = next(i for i, cards in enumerate(state.piles)
                if cards and state.face_up[i] and not RULES.catalog.most_wanted[cards[-1]].monster)
    taken = RULES.clone(state)
    taken.face_up[pile] = False
    assert score(RULES, taken, 0) == pytest.approx(base + bounty_grit(RULES.catalog, state, state.piles[pile][-1]))
    # the round's end will close the match: lost unless it is the monsters' end
    from game.games.few_and_cursed.rules.state import monsters_defeated
    doomed = RULES.clone(state)
    doomed.ended = "all artifacts recovered"
    assert score(RULES, doomed, 0) == -100.0
    doomed.ended = monsters_defeated(RULES.catalog.challenge(state.variants).monsters_to_win)
    assert score(RULES, doomed, 0) > -100.0


def test_in_co_op_hard_counts_a_most_wanted_card_taken_as_a_step_toward_a_monster():
    """"The players win if they can defeat three monsters", and each monster lies under a
    pile of outlaws: a card in either partner's score area is worth more than its Grit."""
    from game.games.few_and_cursed.ai.challenge import COOP_PILE
    from game.games.few_and_cursed.ai.hard import score

    state = RULES.setup(MatchConfig(2, frozenset({"coop"})), Rng(5))
    base = score(RULES, state, 0)
    partner = RULES.clone(state)
    pile = next(i for i, cards in enumerate(partner.piles) if len(cards) > 1)
    partner.players[1].trophies.append(partner.piles[pile].pop(-2))
    assert COOP_PILE > 0 and score(RULES, partner, 0) == pytest.approx(base + COOP_PILE)


def _a_monster_beside_san_andreas(state):
    """``state`` with a monster out on a space one step from San Andreas (its pile's top)."""
    from game.games.few_and_cursed.rules.state import touch
    pile = max(range(4), key=lambda i: len(state.piles[i]))
    mid = state.piles[pile][0]
    state.bounty_discards += state.piles[pile][1:]
    state.piles[pile] = [mid]
    state.face_up[pile] = True
    desert = RULES.desert
    state.monsters[mid] = next(n for n in desert.roads[desert.san_andreas] if n != state.players[0].node)
    touch(state)
    assert RULES.invariants(state) == []
    return mid


def test_in_curse_chaser_hards_rollouts_see_the_monsters_step_and_the_loss_at_the_rounds_end():
    """Curse Chaser: "The game is lost if a Monster enters San Andreas", and the monsters step
    only at the round's end. Hard's rollouts there run to the round's end, so a plan that
    leaves a monster one step from town scores as the loss it is; they stopped at the end of
    the Action phase before, where no monster had stepped, and no weight given to a monster
    beaten changed a choice."""
    from game.core.model import Action
    from game.games.few_and_cursed.ai.hard import horizon, score

    state = _start_of_action_phase()
    _a_monster_beside_san_andreas(state)
    bot = HardBot(0, samples=2)
    resting = RULES.determinize(state, 0, Rng(1))
    bot.play(RULES, resting, 0, Plan(first=Action("end", ())), Rng(1))
    assert resting.phase == "over" and "San Andreas" in RULES.outcome(resting).reason
    assert bot.score(RULES, resting, 0) == score(RULES, resting, 0) == -100.0
    # the comparison sees it: resting scores the loss in every sample
    legal = RULES.legal_actions(state, 0)
    plans = bot.plans(RULES, state, 0, legal, RULES.observe(state, 0))
    from game.core.ai import compare_plans
    stats = compare_plans(RULES, state, 0, plans, Rng(2), bot.play, bot.score, 2)
    rest = plans.index(Plan(first=Action("end", ())))
    assert stats.means[rest] == -100.0
    # elsewhere a rollout still stops at the end of the seat's part of the phase
    other = RULES.setup(MatchConfig(2, frozenset()), Rng(1))
    assert horizon(other) == (other.round, other.phase, other.seat)
