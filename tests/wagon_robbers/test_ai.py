"""The bots: legal moves at every level, Normal's judgment, and Normal
beating Random over a short fixed-seed run."""

from __future__ import annotations

import pytest

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.wagon_robbers.ai import choose_role, make_bot, table_bot
from game.games.wagon_robbers.rules import HUNTER, OUTLAW, RULES

from .helpers import act, table


def _match(levels, seed):
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(len(levels)), rng.fork())
    bots = [make_bot(level, seed + i) for i, level in enumerate(levels)]
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        action = bots[seat].choose(RULES, state, seat, rng)
        assert RULES.refusal(state, seat, action) is None
        RULES.apply(state, seat, action, rng)
    return RULES.outcome(state)


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_finishes_a_match_legally(level):
    assert _match([level, level, level], 5) is not None


def test_hard_plays_legal_moves():
    s = table(3, dealer=2, hands={0: ["rifle", "pistol"], 1: ["knife"], 2: ["dynamite"]})
    bot = make_bot("hard", 1)
    action = bot.choose(RULES, s, 0, Rng(2))
    assert RULES.refusal(s, 0, action) is None
    assert bot.last_stats is not None and bot.last_stats.iterations > 0


def test_table_bot_thinks_against_the_clock():
    assert table_bot("hard").search.time_budget == 1.0
    assert make_bot("hard").search.time_budget is None


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_bot("legendary")


def test_normal_rides_with_the_outlaws_only_when_it_can_beat_the_wagon():
    strong = table(2, dealer=1, wagon="mail_coach", hands={0: ["dynamite", "shotgun", "bandana"], 1: ["knife"]})
    weak = table(2, dealer=1, wagon="army_wagon", hands={0: ["knife", "knife", "knife"], 1: ["knife"]})
    assert choose_role(RULES.observe(strong, 0), 0) == OUTLAW
    assert choose_role(RULES.observe(weak, 0), 0) == HUNTER


def test_normal_places_its_side_s_best_card():
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["badge", "pistol", "bandana"], 1: ["knife"]})
    act(s, 0, "role", OUTLAW)
    act(s, 1, "role", HUNTER)
    assert make_bot("normal").choose(RULES, s, 0, Rng(1)) == Action("place", ("bandana",))


def test_normal_beats_random():
    wins = 0
    for seed in range(12):
        levels = ["random", "random", "random"]
        levels[seed % 3] = "normal"
        out = _match(levels, seed)
        wins += (seed % 3) in out.winners
    assert wins >= 8
