"""The bots: legal moves at every level, Normal's judgment, and Normal
beating Random over a short fixed-seed run."""

from __future__ import annotations

import pytest

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.wagon_robbers.ai import choose_role, make_bot, table_bot
from game.games.wagon_robbers.ai_heuristic import card_value, normal_choice
from game.games.wagon_robbers.ai_search import APP_SECONDS, modelled_determinize, seat_view
from game.games.wagon_robbers.rules import HUNTER, OUTLAW, RULES, cargo_key

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
    assert table_bot("hard").search.time_budget == APP_SECONDS
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


def _states(seed, count):
    """Every state of a Normal-vs-Normal match, as copies."""
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(3), rng.fork())
    bot = make_bot("normal", seed)
    out = []
    while RULES.to_act(state) and len(out) < count:
        out.append(RULES.clone(state))
        seat = RULES.to_act(state)[0]
        RULES.apply(state, seat, bot.choose(RULES, state, seat, rng), rng)
    return out


def test_hard_s_quick_view_leads_normal_to_the_same_move_as_observe():
    for s in _states(4, 60):
        seat = RULES.to_act(s)[0]
        legal = RULES.legal_actions(s, seat)
        assert normal_choice(seat_view(s, seat), seat, legal) == normal_choice(RULES.observe(s, seat), seat, legal)


def test_modelled_rivals_keep_every_card_and_what_the_seat_sees():
    for i, s in enumerate(_states(7, 60)):
        seat = RULES.to_act(s)[0]
        d = modelled_determinize(RULES, s, seat, Rng(i))
        assert RULES.invariants(d) == []
        assert d.hands[seat] == s.hands[seat] and d.placed[seat] == s.placed[seat] and d.roles[seat] == s.roles[seat]
        assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
        assert [len(p) for p in d.placed] == [len(p) for p in s.placed]


def test_a_modelled_rival_who_passed_rides_with_the_hunters():
    """A Normal Outlaw always brings a card that helps the Outlaws: a rival
    who passed is modelled as a Bounty Hunter unless its hand holds nothing useful."""
    s = table(3, dealer=2, wagon="stagecoach", hands={0: ["rifle", "pistol"], 1: ["knife", "rifle"], 2: ["dynamite"]})
    for seat in range(3):
        act(s, seat, "role", HUNTER)
    act(s, 0, "place", "rifle")
    act(s, 1, "pass")
    for k in range(20):
        d = modelled_determinize(RULES, s, 2, Rng(k))
        helps = any(card_value(cargo_key(c), OUTLAW) > 0 for c in d.hands[1])
        assert d.roles[1] == HUNTER or not helps


def test_hard_repeats_itself_for_a_seed():
    s = _states(9, 8)[-1]
    seat = RULES.to_act(s)[0]
    picks = {make_bot("hard", 3).choose(RULES, RULES.clone(s), seat, Rng(5)) for _ in range(2)}
    assert len(picks) == 1
