"""Scotland Yard bots: legal, secret-blind, and doing what their level promises."""

from __future__ import annotations

import pytest

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.scotland_yard import ai
from game.games.scotland_yard.rules import MISTER_X, X_WINS

from .board_data import rules

R = rules()


def play_game(levels, players, seed):
    rng = Rng(seed)
    bots = [ai.make_bot(levels[i % len(levels)], seed + i) for i in range(players)]
    s = R.setup(MatchConfig(players), rng.fork())
    while R.to_act(s):
        seat = R.to_act(s)[0]
        action = bots[seat].choose(R, R.clone(s), seat, rng)
        assert R.refusal(s, seat, action) is None, (seat, action, R.refusal(s, seat, action))
        R.apply(s, seat, action, rng)
        assert R.invariants(s) == []
    return s


@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_levels_play_legal_games(level, players):
    s = play_game([level], players, seed=players)
    assert R.outcome(s) is not None


def test_hard_plays_legal_moves_for_both_sides():
    fast = ai.HardBot(iterations=40, seconds=5.0)
    s = R.setup(MatchConfig(3), Rng(4))
    rng = Rng(9)
    for _ in range(12):
        seat = R.to_act(s)[0]
        action = fast.choose(R, R.clone(s), seat, rng)
        assert R.refusal(s, seat, action) is None
        R.apply(s, seat, action, rng)
    assert fast.last_stats is not None and fast.last_stats.iterations <= 40


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_detective_bots_ignore_where_mister_x_really_is(level):
    # A detective's choice depends on public facts only: moving Mister X to another possible
    # station must not change it.
    s = R.setup(MatchConfig(4), Rng(2))
    rng = Rng(1)
    while True:
        seat = R.to_act(s)[0]
        R.apply(s, seat, rng.choice(R.legal_actions(s, seat)), rng)
        if seat == MISTER_X and len(s.possible) > 2:
            break
    seat = R.to_act(s)[0]
    choices = set()
    for station in sorted(s.possible)[:3]:
        twin = R.clone(s)
        twin.pos[MISTER_X] = station
        bot = ai.make_bot(level, 5) if level != "hard" else ai.HardBot(5, iterations=30, seconds=5.0)
        choices.add(bot.choose(R, twin, seat, Rng(77)))
    assert len(choices) == 1


def test_normal_detectives_catch_a_random_mister_x():
    caught = sum(R.outcome(play_game(["random", "normal"], 3, seed)).winners != (MISTER_X,)
                 for seed in range(6))
    assert caught >= 5


def test_normal_mister_x_escapes_random_detectives():
    free = sum(play_game(["normal", "random"], 3, seed).winner == X_WINS for seed in range(6))
    assert free >= 4


def test_coalition_reduction_and_categorized_sampling():
    s = R.setup(MatchConfig(3), Rng(3))
    rng = Rng(0)
    while R.outcome(s) is None or s.catcher < 0:
        s = R.setup(MatchConfig(3), rng.fork())
        while R.to_act(s):
            seat = R.to_act(s)[0]
            legal = R.legal_actions(s, seat)
            hit = [a for a in legal if seat and a.args[2] == s.pos[MISTER_X]]
            R.apply(s, seat, (hit or [rng.choice(legal)])[0], rng)
    wrapped = ai.SearchRules(R, 1).outcome(s)
    catcher_seat = s.layout.owner[s.catcher]
    assert wrapped.rewards[0] == 0.0 and wrapped.rewards[catcher_seat] == 1.0
    assert wrapped.rewards[3 - catcher_seat] == 1.0 - ai.COALITION_REDUCTION
    s = R.setup(MatchConfig(6), Rng(5))
    for k in range(50):
        assert ai.categorized_sample(s, Rng(k)) in s.possible


def test_make_bot_levels():
    for level in ai.LEVELS:
        assert ai.make_bot(level, 1).choose
    with pytest.raises(ValueError):
        ai.make_bot("godlike")
