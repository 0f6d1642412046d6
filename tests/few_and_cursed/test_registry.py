"""The Few and Cursed is registered: its rules and bots are found by id, the simulator
plays it in every mode, and people can sit down at its table."""

from __future__ import annotations

import pytest

from game.games.simulate import run_simulation
from game.games import bot_for, entry, rules_for


def test_rules_and_bots_are_found_by_id():
    rules = rules_for("few-and-cursed")
    assert rules.info.id == "few-and-cursed" and (rules.info.min_seats, rules.info.max_seats) == (1, 4)
    assert {v.key for v in rules.info.variants} == {"curse-chaser", "dark-arts", "shadows", "coop", "random-characters", "gentler"}
    assert entry("few-and-cursed").playable and entry("few-and-cursed").at_table
    for level in ("random", "easy"):
        assert hasattr(bot_for("few-and-cursed", level, 1), "choose")
    with pytest.raises(ValueError):
        bot_for("few-and-cursed", "expert", 1)


@pytest.mark.parametrize("players, variants", [(1, ()), (1, ("dark-arts",)), (1, ("shadows",)), (1, ("coop",))])
def test_the_simulator_plays_every_solo_mode_cleanly(players, variants):
    r = run_simulation("few-and-cursed", 3, seed=5, players=players, bots=("easy",), variants=variants, workers=1)
    assert (r["completed"], r["errors"], r["invariant_violations"], r["illegal_actions"]) == (3, 0, 0, 0)
    assert sum(r["results"]["end_reasons"].values()) == 3 and r["mean_rounds"] >= 1


def test_a_solo_variant_needs_one_player():
    from game.core.model import MatchConfig
    from game.core.rng import Rng

    with pytest.raises(ValueError, match="shadows is a solo variant: play it with 1 player, not 2"):
        rules_for("few-and-cursed").setup(MatchConfig(2, frozenset({"shadows"})), Rng(1))
    with pytest.raises(ValueError, match="choose one solo variant"):
        rules_for("few-and-cursed").setup(MatchConfig(1, frozenset({"shadows", "dark-arts"})), Rng(1))
