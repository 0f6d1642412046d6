"""Comparing whole plans by rollouts: every plan meets the same deals and the
same luck, a fixed sample count replays, the true state is left alone, and
the better plan scores higher."""

import threading

from toygames import KEEP, SWAP, SwapRules, SwapState

from game.core.ai import stop_scope
from game.core.ai.plans import compare_plans
from game.core.rng import Rng

RULES = SwapRules(deck_size=7, table_cards=2)


def play(rules, state, seat, plan, rng):
    """The plan is the first move; everyone else keeps their card."""
    rules.apply(state, seat, plan, rng)
    while rules.to_act(state):
        actor = rules.to_act(state)[0]
        rules.apply(state, actor, KEEP, rng)


def won(rules, state, seat):
    return rules.outcome(state).rewards[seat]


def swap_state(my_card: int) -> SwapState:
    # Seat 0 holds my_card; the table shows 6 and 7, so the best card out is 5.
    others = [c for c in range(1, 6) if c != my_card]
    return SwapState([my_card, others[0]], [6, 7], sorted(others[1:]), [], 0, 0, 7)


def test_the_same_plan_twice_scores_the_same_on_common_random_numbers():
    stats = compare_plans(RULES, swap_state(2), 0, [SWAP, SWAP, KEEP], Rng(3), play, won, samples=40)
    assert stats.samples == 40 and stats.stopped == "samples"
    assert stats.means[0] == stats.means[1]


def test_a_fixed_sample_count_replays_and_leaves_the_state_alone():
    state = swap_state(3)
    before = (list(state.hands), list(state.pile), state.acted)
    first = compare_plans(RULES, state, 0, [KEEP, SWAP], Rng(11), play, won, samples=30)
    again = compare_plans(RULES, state, 0, [KEEP, SWAP], Rng(11), play, won, samples=30)
    assert first.means == again.means
    assert (list(state.hands), list(state.pile), state.acted) == before


def test_the_better_plan_scores_higher():
    # Holding 5 (the best card out) keeping always wins; holding 1 swapping is the only hope.
    high = compare_plans(RULES, swap_state(5), 0, [KEEP, SWAP], Rng(5), play, won, samples=60).means
    low = compare_plans(RULES, swap_state(1), 0, [KEEP, SWAP], Rng(5), play, won, samples=60).means
    assert high[0] == 1.0 and high[0] > high[1]
    assert low[0] == 0.0 and low[1] > low[0]


def test_a_time_budget_or_a_stop_request_ends_it_after_one_sample_at_least():
    timed = compare_plans(RULES, swap_state(2), 0, [KEEP, SWAP], Rng(1), play, won, samples=None, time_budget=0.02)
    assert timed.stopped == "time" and timed.samples >= 1
    stop = threading.Event()
    stop.set()
    with stop_scope(stop):
        cancelled = compare_plans(RULES, swap_state(2), 0, [KEEP, SWAP], Rng(1), play, won, samples=50)
    assert cancelled.stopped == "cancelled" and cancelled.samples == 1


def test_a_sample_the_budget_cuts_short_is_dropped_whole(monkeypatch):
    from game.core.ai import bot as bot_module  # the search's Budget reads the clock

    clock = [0.0]
    monkeypatch.setattr(bot_module.time, "perf_counter", lambda: clock[0])

    def slow_play(rules, state, seat, plan, rng):
        clock[0] += 1.0  # each plan played takes a "second"
        play(rules, state, seat, plan, rng)

    stats = compare_plans(RULES, swap_state(2), 0, [KEEP, SWAP], Rng(4), slow_play, won,
                          samples=None, time_budget=2.5)
    # the first sample ends at 2.0; the second is cut after its first plan and counts for neither
    assert stats.samples == 1 and stats.stopped == "time"
    first = compare_plans(RULES, swap_state(2), 0, [KEEP, SWAP], Rng(4), play, won, samples=1)
    assert stats.means == first.means
