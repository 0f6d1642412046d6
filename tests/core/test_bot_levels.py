"""One bot registry: each game's level table, read by one core make_bot."""

from __future__ import annotations

import pytest

from game import games
from game.core.ai import RandomBot
from game.core.ai.levels import Budget, Level, check_levels, make_bot, table_bot
from game.core.model import LEVELS, RANDOM_LEVEL


class Probe:
    def __init__(self, seed, budget=None):
        self.name, self.seed, self.budget = "probe", seed, budget


TABLE = {
    "easy": Level(Probe),
    "hard": Level(Probe, sim=Budget(iterations=10), table=Budget(iterations=500, seconds=1.0)),
}


def test_a_search_gets_its_simulation_budget_from_make_bot_and_its_table_budget_at_the_table():
    assert make_bot(TABLE, "hard", 3).budget == Budget(iterations=10)
    assert table_bot(TABLE, "hard", 3).budget == Budget(iterations=500, seconds=1.0)
    assert make_bot(TABLE, "easy", 3).budget is None and make_bot(TABLE, "easy", 3).seed == 3


def test_random_falls_back_on_the_core_random_bot_and_an_unknown_level_is_refused():
    assert isinstance(make_bot(TABLE, RANDOM_LEVEL, 1), RandomBot)
    with pytest.raises(ValueError, match="godlike"):
        make_bot(TABLE, "godlike", 1)


def test_a_level_that_searches_states_both_budgets():
    with pytest.raises(ValueError):
        Level(Probe, sim=Budget(iterations=10))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_game_declares_the_levels_it_offers_in_its_one_table(game_id):
    levels = games.bot_levels(game_id)
    check_levels(game_id, levels)
    offered = games.rules_for(game_id).info.bot_levels
    assert set(offered) <= set(levels) and set(offered) <= set(LEVELS)
    for level in (RANDOM_LEVEL, *offered):
        sim, at_table = games.bot_for(game_id, level, 2), games.bot_for(game_id, level, 2, table=True)
        assert callable(sim.choose) and type(sim) is type(at_table)


def test_check_levels_names_the_game_and_the_stray_level():
    with pytest.raises(ValueError, match="toy.*'expert'"):
        check_levels("toy", {"expert": Level(Probe)})
