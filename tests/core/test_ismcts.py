"""ISMCTS: finds winning moves, infers from public information only, and
never reads the hidden parts of the true state."""

import threading

import pytest


from toygames import BID, KEEP, SWAP, TAKE, BidRules, BidState, NimRules, NimState, SwapRules, SwapState

from game.core.ai import ISMCTS, NEUTRAL_REWARD, stop_scope
from game.core.model import MatchConfig
from game.core.rng import Rng

NIM = NimRules()
SWAP_RULES = SwapRules(deck_size=7, table_cards=2)


def nim(stones, turn=0, players=2):
    return NimState(stones=stones, turn=turn, players=players, start=21)


@pytest.mark.parametrize("stones,take", [(3, 3), (5, 1), (6, 2), (7, 3), (9, 1), (10, 2), (11, 3)])
def test_takes_the_winning_move_in_nim(stones, take):
    bot = ISMCTS(iterations=2000)
    assert bot.choose(NIM, nim(stones), 0, Rng(7)) == TAKE[take]
    stats = bot.last_stats
    assert stats.iterations == 2000 and stats.stopped == "iterations"
    assert stats.root[0].action == TAKE[take]
    assert stats.root[0].mean_reward > 0.8  # it knows the move wins


def test_winning_move_for_the_second_seat_too():
    assert ISMCTS(iterations=2000).choose(NIM, nim(6, turn=1), 1, Rng(3)) == TAKE[2]


def swap_position(table, discards, hidden_opponent, pile, mine=4):
    """Seat 0 has already swapped; seat 1, holding ``mine``, decides."""
    return SwapState([hidden_opponent, mine], list(table), list(pile), list(discards), 1, 1, 7)


def test_keeps_a_middle_card_when_every_higher_card_is_known_to_be_out():
    # 5, 6 and 7 are face up, so the opponent holds 1, 2 or 3: keeping the 4 always wins.
    state = swap_position(table=[6, 7], discards=[5], hidden_opponent=2, pile=[1, 3])
    bot = ISMCTS(iterations=600)
    assert bot.choose(SWAP_RULES, state, 1, Rng(11)) == KEEP
    keep = next(c for c in bot.last_stats.root if c.action == KEEP)
    assert keep.mean_reward == 1.0


def test_swaps_the_same_card_when_every_lower_card_is_known_to_be_out():
    # 1, 2 and 3 are face up, so the opponent holds 5, 6 or 7: the 4 always loses,
    # a new card wins half the time.
    state = swap_position(table=[1, 2], discards=[3], hidden_opponent=6, pile=[5, 7])
    bot = ISMCTS(iterations=600)
    assert bot.choose(SWAP_RULES, state, 1, Rng(11)) == SWAP
    keep = next(c for c in bot.last_stats.root if c.action == KEEP)
    assert keep.mean_reward == 0.0


@pytest.mark.parametrize("card,expected", [(1, SWAP), (2, SWAP), (7, KEEP)])
def test_first_seat_swaps_low_cards_and_keeps_the_top_card(card, expected):
    rules = SwapRules(deck_size=7, table_cards=1)
    others = [c for c in range(1, 8) if c not in (card, 4)]
    state = SwapState([card, others[0]], [4], sorted(others[1:]), [], 0, 0, 7)
    assert ISMCTS(iterations=1500).choose(rules, state, 0, Rng(5)) == expected


def root_summary(bot):
    return [(c.action, c.visits, c.mean_reward) for c in bot.last_stats.root]


def test_the_search_does_not_depend_on_the_hidden_truth():
    # Same public picture, three different hidden truths: the opponent holds
    # 5, 6 or 7.  With the same seed the whole search must come out identical.
    summaries = set()
    for hidden in (5, 6, 7):
        pile = [c for c in (5, 6, 7) if c != hidden]
        state = swap_position(table=[1, 2], discards=[3], hidden_opponent=hidden, pile=pile)
        bot = ISMCTS(iterations=300)
        bot.choose(SWAP_RULES, state, 1, Rng(99))
        summaries.add(tuple(root_summary(bot)))
    assert len(summaries) == 1


def test_two_ply_search_does_not_depend_on_the_opponents_hidden_card():
    rules = SwapRules(deck_size=7, table_cards=1)
    summaries = set()
    for opponent in (1, 2, 5, 6, 7):
        rest = sorted(c for c in range(1, 8) if c not in (3, 4, opponent))
        state = SwapState([3, opponent], [4], rest, [], 0, 0, 7)
        bot = ISMCTS(iterations=300)
        bot.choose(rules, state, 0, Rng(4))
        summaries.add(tuple(root_summary(bot)))
    assert len(summaries) == 1


class SpyRules:
    """Forwards to real rules and records every method that was handed the
    true state, so a test can check the search only used the allowed doors."""

    def __init__(self, rules, true_state):
        self._rules = rules
        self._true = true_state
        self.touched = set()

    def __getattr__(self, name):
        target = getattr(self._rules, name)
        if not callable(target):
            return target

        def call(*args, **kwargs):
            if any(a is self._true for a in args):
                self.touched.add(name)
            return target(*args, **kwargs)

        return call


def test_the_true_state_is_only_read_through_legal_actions_and_determinize():
    state = swap_position(table=[1, 2], discards=[3], hidden_opponent=6, pile=[5, 7])
    before = SWAP_RULES.clone(state)
    spy = SpyRules(SWAP_RULES, state)
    ISMCTS(iterations=200).choose(spy, state, 1, Rng(1))
    assert spy.touched <= {"legal_actions", "determinize", "observe"}
    assert "determinize" in spy.touched
    assert state == before  # the true state was never played on


def test_simultaneous_commits_are_searched_from_any_of_the_waiting_seats():
    rules = BidRules()
    state = rules.setup(MatchConfig(3), Rng(0))
    assert rules.to_act(state) == (0, 1, 2)
    # Seat 2 decides while seats 0 and 1 are also still to commit.
    bot = ISMCTS(iterations=300)
    action = bot.choose(rules, state, 2, Rng(8))
    assert action in rules.legal_actions(state, 2)
    assert all(c.action in rules.legal_actions(state, 2) for c in bot.last_stats.root)


def test_a_rivals_secret_commit_does_not_change_the_search():
    rules = BidRules()
    summaries = set()
    for secret in (1, 2, 3):
        state = BidState([[1, 2, 3], [1, 2, 3]], [None, secret], [0, 0])
        assert rules.to_act(state) == (0,)
        bot = ISMCTS(iterations=300)
        bot.choose(rules, state, 0, Rng(6))
        summaries.add(tuple(root_summary(bot)))
    assert len(summaries) == 1


def test_a_perfect_evaluator_replaces_playouts():
    def evaluator(rules, state, observer):
        # In Nim the seat to act loses when the pile is a multiple of 4.
        loser = state.turn if state.stones % 4 == 0 else 1 - state.turn
        return tuple(0.0 if s == loser else 1.0 for s in range(state.players))

    bot = ISMCTS(iterations=400, max_playout_depth=0, rollout_evaluator=evaluator)
    assert bot.choose(NIM, nim(18), 0, Rng(1)) == TAKE[2]


def test_playouts_cut_short_without_an_evaluator_score_neutral():
    bot = ISMCTS(iterations=200, max_playout_depth=0)
    bot.choose(NIM, nim(19), 0, Rng(1))
    # Only the root's children are expanded before every playout stops at
    # once, and none of them ends the match.
    assert {c.mean_reward for c in bot.last_stats.root} == {NEUTRAL_REWARD}


def test_the_playout_policy_is_asked_for_the_seat_to_act():
    seen = []

    def policy(rules, state, seat, rng):
        assert seat == state.turn
        seen.append(seat)
        return rules.legal_actions(state, seat)[-1]  # greedy: take the most

    ISMCTS(iterations=50, playout=policy).choose(NIM, nim(15), 0, Rng(1))
    assert set(seen) == {0, 1}


def test_same_seed_same_search():
    a, b = ISMCTS(iterations=500), ISMCTS(iterations=500)
    a.choose(NIM, nim(15), 0, Rng(42))
    b.choose(NIM, nim(15), 0, Rng(42))
    assert root_summary(a) == root_summary(b)


def test_a_time_budget_alone_bounds_the_search():
    bot = ISMCTS(iterations=None, time_budget=0.02)
    action = bot.choose(NIM, nim(21), 0, Rng(1))
    assert action in NIM.legal_actions(nim(21), 0)
    assert bot.last_stats.stopped == "time"
    assert bot.last_stats.iterations >= 1


def test_a_single_legal_action_needs_no_search():
    bot = ISMCTS(iterations=1000)
    assert bot.choose(NIM, nim(1), 0, Rng(1)) == TAKE[1]
    assert bot.last_stats.iterations == 0 and bot.last_stats.stopped == "single action"


def test_a_stop_request_ends_the_search():
    stop = threading.Event()
    stop.set()
    bot = ISMCTS(iterations=10_000)
    with stop_scope(stop):
        action = bot.choose(NIM, nim(15), 0, Rng(1))
    assert bot.last_stats.stopped == "cancelled"
    assert bot.last_stats.iterations == 0
    assert action in NIM.legal_actions(nim(15), 0)


def test_it_needs_some_bound():
    with pytest.raises(ValueError):
        ISMCTS(iterations=None, time_budget=None)
