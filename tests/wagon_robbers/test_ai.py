"""The bots: legal moves at every level, Normal's judgment, and Normal
beating Random over a short fixed-seed run."""

from __future__ import annotations

import pytest

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.wagon_robbers.ai import make_bot
from game.games.wagon_robbers.ai.hard import HardBot, hard_plan
from game.games.wagon_robbers.ai.heuristic import choose_role, outlaw_share
from game.games.wagon_robbers.rules import HUNTER, OUTLAW, RULES

from .helpers import act, table


def _match(levels, seed, bots=None):
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(len(levels)), rng.fork())
    bots = bots or [make_bot(level, seed + i) for i, level in enumerate(levels)]
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        action = bots[seat].choose(RULES, state, seat, rng)
        assert RULES.refusal(state, seat, action) is None
        RULES.apply(state, seat, action, rng)
    return RULES.outcome(state)


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_every_level_finishes_a_match_legally(level):
    assert _match([level, level, level], 5) is not None


def test_hard_finishes_a_match_legally_against_normal():
    bots = [HardBot(5, samples=3), make_bot("normal", 6), make_bot("normal", 7)]
    assert _match(["hard", "normal", "normal"], 5, bots) is not None


def test_hard_plays_the_move_that_won_most_of_its_playouts():
    s = table(3, dealer=2, wagon="stagecoach", hands={0: ["pistol", "rifle", "knife"], 1: ["knife", "badge"],
                                                       2: ["dynamite", "shotgun", "bandana"]})
    bot = HardBot(1, samples=12)
    action = bot.choose(RULES, s, 0, Rng(2))
    stats = bot.last_stats
    assert stats.iterations == 12 and {c.action for c in stats.root} == set(RULES.legal_actions(s, 0))
    assert action == stats.root[0].action and stats.root[0].mean_reward == max(c.mean_reward for c in stats.root)


def test_hard_never_reads_what_its_seat_cannot_see():
    """Two states seat 0 cannot tell apart (the rivals' hands and roles dealt anew)
    get the same move and the same figures from the same seed."""
    s = table(3, dealer=1, wagon="payroll_wagon", hands={0: ["pistol", "rifle", "knife"], 1: ["knife", "badge"],
                                                          2: ["dynamite", "shotgun", "bandana"]})
    act(s, 2, "role", OUTLAW)
    twin = RULES.determinize(s, 0, Rng(77))
    assert RULES.observe(twin, 0) == RULES.observe(s, 0)
    assert (twin.hands[1], twin.hands[2]) != (s.hands[1], s.hands[2])
    first, second = HardBot(1, samples=6), HardBot(1, samples=6)
    assert first.choose(RULES, s, 0, Rng(3)) == second.choose(RULES, twin, 0, Rng(3))
    assert first.last_stats.root == second.last_stats.root


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


def test_hard_reads_the_rivals_prep_turns():
    """Hard's plan reads a pass as a Bounty Hunter's: with both rivals passing,
    a Hunter keeps its cards where Normal, guessing each rival an Outlaw half
    the time, would throw one in."""
    s = table(3, dealer=2, wagon="mail_coach", hands={0: ["knife", "pistol"], 1: ["pistol", "rifle"], 2: ["rifle", "badge"]})
    for seat in range(3):
        act(s, seat, "role", HUNTER)
    act(s, 0, "pass")
    act(s, 1, "pass")
    assert make_bot("normal").choose(RULES, s, 2, Rng(1)).kind == "place"
    assert hard_plan(RULES, s, 2, Rng(1)) == Action("pass")
    assert outlaw_share(RULES.observe(s, 2), 2, 0, read_turns=True) == 0.0
