"""The bots: legal moves at every level, and the levels in their order."""

from __future__ import annotations

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.core.simulate import simulate
from game.games import bot_for, rules_for
from game.games.most_wanted.ai import make_bot
from game.games.most_wanted.ai.hard import HardBot
from game.games.most_wanted.ai.heuristic import HeuristicBot, win_chance
from game.games.most_wanted.rules import RULES

from helpers import A, K, act, card, new_state, rig


class _Source:
    def rules(self):
        return RULES

    def make_bot(self, level, seed):
        return make_bot(level, seed)


def test_registered_and_every_level_exists():
    assert rules_for("most-wanted") is RULES
    for level in ("easy", "normal", "hard", "random"):
        assert bot_for("most-wanted", level, 1) is not None


def test_win_chance_grows_with_the_hand():
    rng = Rng(2)
    pool = list(range(72))
    low = win_chance((card(7), card(9)), [1.0, 1.0], [5, 5], pool, rng, samples=200)
    high = win_chance((card(A), card(A, 1)), [1.0, 1.0], [5, 5], pool, rng, samples=200)
    assert high > 0.7 > 0.3 > low


def test_normal_stays_out_with_junk_when_bail_hurts_and_joins_with_aces():
    s = new_state(3)
    rig(s, {0: [card(K), card(K, 1), card(A), card(A, 1), card(9)],
            1: [card(6), card(7), card(8, 1), card(9, 1), card(10, 2)],
            2: [card(A, 2), card(A, 3), card(7, 2), card(8, 2), card(9, 2)]})
    s.pos[1] = s.pos[2] = 9
    act(s, 0, "rob", 0)
    act(s, 0, "commit", card(A), card(A, 1))
    bot = HeuristicBot("normal", 1)
    assert bot.choose(RULES, s, 1, Rng(1)).kind == "stay_out"
    act(s, 1, "stay_out")
    choice = bot.choose(RULES, s, 2, Rng(1))
    assert choice.kind == "commit" and sorted(choice.args) == [card(A, 2), card(A, 3)]


def test_hard_search_returns_a_legal_move_without_peeking():
    s = new_state(4, seed=11)
    bot = HardBot(3, iterations=40, time_budget=None)  # a fixed count: no clock in a test
    action = bot.choose(RULES, RULES.clone(s), 0, Rng(3))
    assert RULES.refusal(s, 0, action) is None
    assert bot.last_stats.iterations == 40


def test_bots_play_legally_in_every_variant():
    variants = ["saloon", "shootout", "dishonest-labor", "duel-for-first"]
    r = simulate(_Source(), 6, 2, 4, ["easy", "normal"], variants, workers=1)
    assert r["completed"] == 6 and r["illegal_actions"] == 0 and r["errors"] == 0 and r["invariant_violations"] == 0


def test_normal_beats_random():
    r = simulate(_Source(), 16, 4, 4, ["normal", "random", "random", "random"], workers=1)
    assert r["completed"] == 16
    assert r["results"]["wins_by_level"].get("normal", 0) >= 12


def test_hard_repeats_in_simulations_and_thinks_by_the_clock_at_the_table():
    from game.games.most_wanted.ai import table_bot
    from game.games.most_wanted.ai.hard import SIM_ITERATIONS

    s = new_state(4, seed=19)
    picks = []
    for _ in range(2):
        bot = make_bot("hard", 5)
        picks.append(bot.choose(RULES, RULES.clone(s), 0, Rng(8)))
        assert bot.search.time_budget is None and bot.last_stats.iterations == SIM_ITERATIONS
    assert picks[0] == picks[1]
    assert table_bot("hard", 5).search.time_budget is not None
    assert isinstance(table_bot("normal", 5), HeuristicBot)


def test_looked_up_odds_order_hands():
    from game.games.most_wanted.ai.odds import beat_share, chance_vs
    from game.games.most_wanted.hands import hand_key

    assert beat_share(hand_key([A, A]), 2) > beat_share(hand_key([9, 9]), 2) > beat_share(hand_key([A, K]), 2)
    assert chance_vs(hand_key([K, K]), 2, 3) < chance_vs(hand_key([K, K]), 2, 1) < 1.0 == chance_vs(hand_key([7, 9]), 2, 0)
