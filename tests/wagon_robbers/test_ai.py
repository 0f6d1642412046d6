"""The bots: legal moves at every level, Normal's judgment, and Normal
beating Random over a short fixed-seed run."""

from __future__ import annotations

import pytest

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.wagon_robbers.ai import make_bot
from game.games.wagon_robbers.ai.hard import hard_plan
from game.games.wagon_robbers.ai.heuristic import choose_role, outlaw_share
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


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_finishes_a_match_legally(level):
    assert _match([level, level, level], 5) is not None


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
