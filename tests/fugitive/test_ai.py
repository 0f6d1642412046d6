"""Fugitive bots: legal play to the end at every level in both seats, exact
deduction for the Marshal, certain guesses taken, and no peeking."""

from __future__ import annotations

import pytest

from game.core.model import LEVELS, Action, MatchConfig
from game.core.rng import Rng
from game.games.fugitive.rules import knowledge
from game.games.fugitive.ai import marshal
from game.games.fugitive.ai import make_bot, table_bot
from game.games.fugitive.ai.heuristic import FugitiveBot
from game.games.fugitive.ai.hard import (
    APP_ITERATIONS,
    APP_SECONDS,
    ITERATIONS,
    ROOT_PLACEMENTS,
    HardBot,
    MacroRules,
    exact_guess,
    public_of,
    quick_candidates,
    root_placements,
)
from game.games.fugitive.rules import CONFIRM, FUGITIVE, MARSHAL, PASS, RULES, FugitiveState

CONFIG = MatchConfig(2, frozenset())


def bot(level: str, seed: int):
    # Hard with a small, iteration-only budget: same search, quick and reproducible.
    return HardBot(seed, iterations=12, time_budget=None) if level == "hard" else make_bot(level, seed)


def play(levels, seed: int, config=CONFIG, check=None):
    rng = Rng(seed)
    state = RULES.setup(config, rng.fork())
    bots = [bot(levels[0], seed), bot(levels[1], seed + 1)]
    rngs = [Rng(seed + 7), Rng(seed + 8)]
    actions = 0
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        action = bots[seat].choose(RULES, state, seat, rngs[seat])
        assert RULES.refusal(state, seat, action) is None, (levels, seed, action, RULES.refusal(state, seat, action))
        if check is not None:
            check(state, seat, action)
        RULES.apply(state, seat, action, rng)
        actions += 1
        assert actions < 3000
        assert RULES.invariants(state) == []
    assert RULES.outcome(state) is not None
    return state


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize("role", [FUGITIVE, MARSHAL])
def test_every_level_plays_legally_to_the_end_in_both_roles(level, role):
    other = "normal" if level != "normal" else "easy"
    for seed in (1, 2, 3):
        levels = [other, other]
        levels[role] = level
        play(levels, seed)


def test_bots_play_the_events_variant_legally():
    config = MatchConfig(2, frozenset({"events"}))
    for seed in (4, 5):
        play(["normal", "normal"], seed, config)
        play(["easy", "hard"], seed, config)


def test_bots_are_deterministic_for_a_seed_and_state():
    for level in LEVELS:
        a = play([level, level], 11)
        b = play([level, level], 11)
        assert a.hideouts == b.hideouts and a.guesses == b.guesses


# -- constructed positions -------------------------------------------------------

def position(route, marshal_hand=(), fhand=None, guesses=(), phase="marshal_guess") -> FugitiveState:
    """A mid-game state: ``route`` lists (number, sprint cards, revealed)."""
    s = RULES.setup(CONFIG, Rng(0))
    all_route = [n for n, _sp, _r in route] + [c for _n, sp, _r in route for c in sp]
    used = set(all_route) | set(marshal_hand) | {0}
    # The start cards not on the route are still in the Fugitive's hand.
    hand = sorted(set(fhand or (42,)) | ({1, 2, 3, 42} - used))
    used |= set(hand)
    s.hideouts = [0] + [n for n, _sp, _r in route]
    s.sprints = [()] + [tuple(sorted(sp)) for _n, sp, _r in route]
    s.revealed = [True] + [r for _n, _sp, r in route]
    s.shown = list(s.revealed)
    s.reach = [0] + [3] * len(route)
    s.parity = [-1] * (len(route) + 1)
    s.fhand = hand
    s.mhand = sorted(marshal_hand)
    ranges = ((4, 14), (15, 28), (29, 41))
    s.piles = [[c for c in range(lo, hi + 1) if c not in used] for lo, hi in ranges]
    fug_cards = [c for c in all_route + hand if c not in (0, 1, 2, 3, 42)]
    s.fug_from = [sum(1 for c in fug_cards if lo <= c <= hi) for lo, hi in ranges]
    s.known = 1 | (1 << 42)
    for c in s.mhand:
        s.known |= 1 << c
    for i in range(1, len(s.hideouts)):
        if s.revealed[i]:
            s.known |= 1 << s.hideouts[i]
            for c in s.sprints[i]:
                s.known |= 1 << c
    s.down = sum(1 for r in s.revealed[1:] if not r)
    s.guesses = list(guesses)
    s.phase = {"marshal_guess": 3, "marshal_draw": 2, "fugitive_place": 0}[phase]
    s.fug_turns = s.mar_turns = 3
    s.places_left = 1
    s.must_place = 0
    s.guesses_left = 1
    s.draws_left = 1 if phase == "marshal_draw" else 0
    s.last = ()
    assert RULES.invariants(s) == [], RULES.invariants(s)
    return s


def test_deduction_hideout_after_zero_with_the_start_cards_known_elsewhere():
    # The first hideout has one sprint card: 1 to 5.  1, 2 and 3 are face-up
    # sprint cards of the revealed 9 and the Marshal holds 4, so it is 5.
    s = position([(5, (8,), False), (9, (1, 2, 3), True)], marshal_hand=(4,))
    k = knowledge.analyze(RULES.observe(s, MARSHAL))
    assert k.domains[1] == (5,)
    assert 5 in k.certain


def test_deduction_narrows_by_cards_known_elsewhere():
    # First hideout, no sprint: 1-3, but 1 and 3 are face-up sprint cards of
    # a later revealed hideout, so it must be 2.
    s = position([(2, (), False), (6, (1, 3), True)], marshal_hand=(4,))
    k = knowledge.analyze(RULES.observe(s, MARSHAL))
    assert k.domains[1] == (2,)


def test_deduction_uses_missed_guesses():
    # After 10 face up, a plain hideout is 11-13; the Marshal holds 12 and
    # missed 13, so it is 11.
    s = position([(10, (2, 4, 6, 8), True), (11, (), False)], marshal_hand=(12,), guesses=[((13,), 3, False, False, 2)])
    k = knowledge.analyze(RULES.observe(s, MARSHAL))
    assert k.domains[2] == (11,)


def test_marshal_names_a_certain_hideout_at_every_thinking_level():
    s = position([(2, (), False), (6, (1, 3), True)], marshal_hand=(4,))
    for level in LEVELS:
        action = make_bot(level, 3).choose(RULES, s, MARSHAL, Rng(3))
        if level == "easy":
            assert action == Action("guess", (2,))
        else:
            assert action == Action("guess", (2,)), level


def test_marshal_guesses_several_numbers_when_all_are_certain():
    s = position([(2, (), False), (6, (1, 3), True), (9, (), False)], marshal_hand=(4, 7, 8))
    k = knowledge.analyze(RULES.observe(s, MARSHAL))
    assert k.certain == (2, 9)
    for level in ("normal", "hard"):
        action = make_bot(level, 5).choose(RULES, s, MARSHAL, Rng(5))
        assert action == Action("guess", (2, 9))
        assert RULES.refusal(s, MARSHAL, action) is None


def test_marshal_tucks_a_certain_hideout_into_a_gamble():
    # 2 is certain; the hideout after 6 is 7, 8 or 9.
    s = position([(2, (), False), (6, (1, 3), True), (9, (), False)], marshal_hand=(4,))
    action = make_bot("normal", 1).choose(RULES, s, MARSHAL, Rng(1))
    assert action.kind == "guess" and 2 in action.args and len(action.args) == 2


def test_marshal_draws_from_the_pile_that_narrows_the_options():
    # Every face-down hideout lies in 15-28 (after a revealed 14 with plain steps).
    s = position([(14, (2, 4, 6, 8, 10, 12), True), (16, (), False), (18, (), False)], phase="marshal_draw")
    obs = RULES.observe(s, MARSHAL)
    scores = marshal.draw_scores(obs, knowledge.analyze(obs))
    assert scores[1] == max(scores)
    assert make_bot("normal", 0).choose(RULES, s, MARSHAL, Rng(0)) == Action("draw", (1,))


def test_quick_deduction_contains_the_truth():
    def check(state, seat, action):
        if seat == MARSHAL and state.phase == 3:
            cands = quick_candidates(state)
            for i, values in cands.items():
                assert state.hideouts[i] in values
            assert public_of(state) == knowledge.public_facts(RULES.observe(state, MARSHAL))

    play(["normal", "normal"], 21, check=check)


# -- no peeking ---------------------------------------------------------------------

def _swap_hidden(state: FugitiveState) -> FugitiveState:
    """The same public situation with other hidden cards: a fresh
    determinization for the spectator, which keeps every public fact."""
    return RULES.determinize(state, None, Rng(99))


def assert_every_level_chooses_alike(state, other, seat):
    """Every level's bot, seeded alike, makes the same choice in two states ``seat`` cannot tell apart."""
    for level in LEVELS:
        a = bot(level, 5).choose(RULES, state, seat, Rng(5))
        b = bot(level, 5).choose(RULES, other, seat, Rng(5))
        assert a == b, (level, a, b)


def test_marshal_moves_depend_only_on_her_observation():
    seen = []

    def check(state, seat, action):
        if seat == MARSHAL and len(seen) < 6 and state.down >= 2:
            other = _swap_hidden(state)
            assert RULES.observe(other, MARSHAL) == RULES.observe(state, MARSHAL)
            assert_every_level_chooses_alike(state, other, MARSHAL)
            seen.append(action)

    play(["normal", "normal"], 31, check=check)
    assert seen


def test_fugitive_moves_ignore_the_pile_order():
    seen = []

    def check(state, seat, action):
        if seat == FUGITIVE and len(seen) < 6:
            other = RULES.determinize(state, FUGITIVE, Rng(77))
            assert other.piles != state.piles or not any(state.piles)
            assert_every_level_chooses_alike(state, other, FUGITIVE)
            seen.append(action)

    play(["normal", "normal"], 32, check=check)
    assert seen


# -- the Fugitive's judgement ----------------------------------------------------------

def test_fugitive_escapes_when_a_revealed_hideout_is_30_or_more():
    s = position([(10, (2, 4, 6, 8), True), (21, (12, 14, 16, 18), True), (31, (20, 22, 24, 26), True),
                  (34, (), False)], fhand=(36, 38, 40, 42), phase="fugitive_place")
    assert RULES.observe(s, FUGITIVE)["highest_revealed"] == 31
    bot_ = make_bot("normal", 0)
    first = bot_.choose(RULES, s, FUGITIVE, Rng(0))
    assert first == Action("hideout", (42,))
    RULES.apply(s, FUGITIVE, first, Rng(0))
    while s.phase == 0:
        a = bot_.choose(RULES, s, FUGITIVE, Rng(0))
        RULES.apply(s, FUGITIVE, a, Rng(0))
    assert s.winner == FUGITIVE


def test_hard_fugitive_builds_the_planned_hideout_card_by_card():
    s = RULES.setup(CONFIG, Rng(8))
    hard = HardBot(8, iterations=30, time_budget=None)
    rng = Rng(8)
    while s.phase == 0 and s.fug_turns == 1:
        a = hard.choose(RULES, s, FUGITIVE, rng)
        assert RULES.refusal(s, FUGITIVE, a) is None
        assert a.kind != "cancel"
        RULES.apply(s, FUGITIVE, a, rng)
    assert len(s.hideouts) == 3


def test_macro_moves_are_whole_legal_placements():
    macro = MacroRules()
    s = RULES.setup(CONFIG, Rng(12))
    for action in macro.legal_actions(s, FUGITIVE):
        d = s.clone()
        macro.apply(d, FUGITIVE, action, Rng(1))
        assert len(d.hideouts) == 2 and d.pending < 0
        assert RULES.invariants(d) == []


def test_a_fresh_bot_takes_back_a_half_built_hideout_it_did_not_plan():
    s = RULES.setup(CONFIG, Rng(3))
    first = next(a for a in RULES.legal_actions(s, FUGITIVE) if a.kind == "hideout")
    RULES.apply(s, FUGITIVE, first, Rng(3))
    legal = RULES.legal_actions(s, FUGITIVE)
    a = FugitiveBot("normal", 1).choose(RULES, s, FUGITIVE, Rng(1))
    assert a in legal
    assert a.kind in ("cancel", "sprint") or a == CONFIRM


def test_marshal_guesses_one_number_at_a_time_in_the_manhunt():
    s = position([(2, (), False), (6, (1, 3), True), (9, (), False)], marshal_hand=(4, 7, 8))
    s.manhunt = True
    s.phase = 4
    for level in LEVELS:
        action = make_bot(level, 5).choose(RULES, s, MARSHAL, Rng(5))
        assert len(action.args) == 1 and action.args[0] in (2, 9), level
        assert RULES.refusal(s, MARSHAL, action) is None


# -- the Hard bot's parts -------------------------------------------------------------

def test_hard_fugitive_weighs_the_normal_choice_and_passing_at_the_root():
    seen = []

    def check(state, seat, action):
        if seat == FUGITIVE and state.phase == 0 and state.pending < 0 and not state.must_place and len(seen) < 4:
            options = root_placements(RULES, state)
            assert PASS in options and len(options) <= ROOT_PLACEMENTS + 2
            obs, legal = RULES.observe(state, FUGITIVE), RULES.legal_actions(state, FUGITIVE)
            pick = FugitiveBot("normal", 1).pick_placement(RULES, state, obs, legal, Rng(1))
            if pick is not None and pick.hideout != 42:
                assert Action("place", (pick.hideout,) + pick.sprint) in options
            for option in options:
                d = state.clone()
                MacroRules().apply(d, FUGITIVE, option, Rng(2))
                assert RULES.invariants(d) == [] and d.pending < 0
            seen.append(action)

    play(["normal", "normal"], 41, check=check)
    assert seen


def test_playout_marshal_guesses_on_the_exact_deduction():
    # 2 and 9 are certain: she names both, whatever the dice say.
    s = position([(2, (), False), (6, (1, 3), True), (9, (), False)], marshal_hand=(4, 7, 8))
    for seed in range(8):
        assert exact_guess(s, Rng(seed)) == Action("guess", (2, 9))
    # 2 is certain, the last hideout is 7, 8 or 9: a gamble with 2 tucked in,
    # and always a guess the rules accept.
    s = position([(2, (), False), (6, (1, 3), True), (9, (), False)], marshal_hand=(4,))
    for seed in range(8):
        action = exact_guess(s, Rng(seed))
        assert 2 in action.args and len(action.args) == 2
        assert RULES.refusal(s, MARSHAL, action) is None


def test_simulated_hard_counts_iterations_and_the_tables_also_watches_the_clock():
    sim = make_bot("hard", 1)
    assert sim.iterations == ITERATIONS and sim.search.time_budget is None
    table = table_bot("hard", 1)
    assert table.iterations == (APP_ITERATIONS, APP_ITERATIONS) and table.search.time_budget == APP_SECONDS
    assert isinstance(table_bot("normal", 1), FugitiveBot)
