"""RandomBot: only legal actions, uniform, reproducible."""

from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st


from toygames import TAKE, BidRules, NimRules, NimState, SwapRules

from game.core.ai import Bot, NoLegalAction, RandomBot
from game.core.model import MatchConfig
from game.core.rng import Rng


def test_it_is_a_bot():
    assert isinstance(RandomBot(), Bot)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 3), which=st.sampled_from([NimRules, SwapRules, BidRules]))
def test_plays_whole_matches_with_legal_actions_only(seed, players, which):
    rules = which()
    rng = Rng(seed)
    state = rules.setup(MatchConfig(players), rng.fork())
    bots = [RandomBot(seed + s) for s in range(players)]
    for _ in range(200):
        acting = rules.to_act(state)
        if not acting:
            break
        for seat in acting:
            action = bots[seat].choose(rules, state, seat, rng)
            assert rules.refusal(state, seat, action) is None
        seat = acting[0]
        rules.apply(state, seat, bots[seat].choose(rules, state, seat, rng), rng)
    assert rules.outcome(state) is not None


def test_uniform_over_the_legal_actions():
    rules, state = NimRules(), NimState(10, 0, 2, 15)
    bot, rng = RandomBot(), Rng(2024)
    counts = Counter(bot.choose(rules, state, 0, rng) for _ in range(3000))
    assert set(counts) == {TAKE[1], TAKE[2], TAKE[3]}
    assert all(900 <= n <= 1100 for n in counts.values())


def test_reproducible_from_the_rng_passed_in_or_its_own_seed():
    rules, state = NimRules(), NimState(10, 0, 2, 15)
    first, second = Rng(5), Rng(5)
    # The rng passed in decides, whatever the bot's own seed.
    assert [RandomBot(seed=1).choose(rules, state, 0, first) for _ in range(20)] == [
        RandomBot(seed=2).choose(rules, state, 0, second) for _ in range(20)
    ]
    own_a, own_b = RandomBot(seed=9), RandomBot(seed=9)
    assert [own_a.choose(rules, state, 0, None) for _ in range(20)] == [own_b.choose(rules, state, 0, None) for _ in range(20)]


def test_refuses_to_act_without_a_legal_action():
    rules, state = NimRules(), NimState(10, 0, 2, 15)
    with pytest.raises(NoLegalAction):
        RandomBot().choose(rules, state, 1, Rng(1))  # not seat 1's turn
