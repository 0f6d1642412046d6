"""Fugitive rules, clause by clause.  Each test quotes the rulebook sentence
(../shared/rules/fugitive.md) or the ruling (docs/rules-notes/fugitive.md) it checks."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.fugitive import rules as R

from .conftest import RULES, act, build, random_play, refused

F, M = R.FUGITIVE, R.MARSHAL
PLAIN = MatchConfig(2)
SEEDS = st.integers(min_value=0, max_value=2**32)
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def trail(highest, revealed=True):
    """Hideouts every 3 up to ``highest`` (no sprint needed), as build() routes."""
    return [(h, (), revealed) for h in range(highest % 3 or 3, highest + 1, 3)]


def legal_kinds(state, seat):
    return sorted({(a.kind, a.args) for a in RULES.legal_actions(state, seat)})


def hideout_options(state):
    return sorted(a.args[0] for a in RULES.legal_actions(state, F) if a.kind == "hideout")


# -- setup --------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
def test_setup_start_hand_and_piles(seed):
    """"Place the 0 card as the Fugitive's starting point"; "The Fugitive takes
    cards numbered 1,2,3, and 42 as his starting hand"; "Sort the cards into
    three piles: 4-14, 15-28, and 29-41"; "The Fugitive draws 3 cards from the
    4-14 pile, 2 cards from the 15-28 pile"; "The Marshal starts with no cards"."""
    s = RULES.setup(PLAIN, Rng(seed))
    assert s.hideouts == [0] and s.revealed == [True]
    hand = s.fhand
    assert {1, 2, 3, 42} <= set(hand) and len(hand) == 9
    assert sum(4 <= c <= 14 for c in hand) == 3
    assert sum(15 <= c <= 28 for c in hand) == 2
    assert not any(29 <= c <= 41 for c in hand)
    assert [len(p) for p in s.piles] == [8, 12, 13]
    for (lo, hi), pile in zip(R.PILE_RANGES, s.piles):
        assert all(lo <= c <= hi for c in pile)
    assert s.mhand == []
    assert RULES.invariants(s) == []


def test_setup_shuffles_each_pile():
    """"Shuffle each pile and place it face down.\""""
    orders = {tuple(RULES.setup(PLAIN, Rng(seed)).piles[2]) for seed in range(6)}
    assert len(orders) > 1


def test_two_players_only():
    """"Fugitive is a quick 2-player game.\""""
    with pytest.raises(ValueError):
        RULES.setup(MatchConfig(3), Rng(0))
    assert RULES.info.min_seats == RULES.info.max_seats == 2


# -- the Fugitive's first turn ------------------------------------------------------

def test_first_turn_places_two_hideouts_without_drawing():
    """"On his first turn, the Fugitive establishes 2 Hideouts" and "After the
    Fugitive has placed his initial two Hideouts, his first turn is over and
    play proceeds to the Marshal"; the draw is only "after his first"."""
    s = RULES.setup(PLAIN, Rng(3))
    assert R.PHASES[s.phase] == "fugitive_place" and RULES.to_act(s) == (F,)
    assert "no card left to draw" in refused(s, F, "draw", 0)
    assert "two hideouts" in refused(s, F, "pass")
    act(s, F, "hideout", 1)
    act(s, F, "confirm")
    assert RULES.to_act(s) == (F,)
    assert "two hideouts" in refused(s, F, "pass")
    act(s, F, "hideout", 2)
    act(s, F, "confirm")
    assert RULES.to_act(s) == (M,) and s.hideouts == [0, 1, 2] and s.down == 2


def test_first_turn_keeps_the_second_hideout_possible():
    """Ruling (first turn): a first hideout or sprint card that would leave no
    way to place the second is refused, since the book says he "establishes 2
    Hideouts" on that turn."""
    s = build([1, 2, 3, 7, 8, 9, 20, 21], phase="fugitive_place", fug_turns=1, mar_turns=0,
              must_place=2, places_left=2)
    why = refused(s, F, "hideout", 9)
    assert "second hideout" in why
    assert 9 not in hideout_options(s)
    assert {1, 2, 3} <= set(hideout_options(s))


# -- hideouts --------------------------------------------------------------------

def test_rulebook_example_4_then_5_6_or_7():
    """"Example: If the last Hideout was the 4, the Fugitive could play either
    the 5, 6, or 7 card as his next Hideout.\""""
    for card in (5, 6, 7):
        s = build([card], route=[(4, (), False)], phase="fugitive_place")
        act(s, F, "hideout", card)
        act(s, F, "confirm")
        assert s.hideouts[-1] == card and s.sprints[-1] == ()
    s = build([8], route=[(4, (), False)], phase="fugitive_place")
    assert "too far" in refused(s, F, "hideout", 8)
    assert legal_kinds(s, F) == [("pass", ())]


def test_hideout_must_be_higher():
    """"The Fugitive cannot backtrack by placing a new Hideout with a lower
    value than his previous Hideout.\""""
    s = build([5, 9, 11], route=[(4, (), False), (7, (), False), (10, (), False)], phase="fugitive_place")
    assert "backtrack" in refused(s, F, "hideout", 5)
    assert "backtrack" in refused(s, F, "hideout", 9)
    assert hideout_options(s) == [11]


def test_rulebook_example_4_to_10_sprints_3():
    """"If the last Hideout was the 4 and the Fugitive wanted to next play the
    10 as a new Hideout, he would have to add +3 worth of cards underneath the
    10 ... he will need to Sprint +3.\""""
    s = build([10, 5, 6, 13], route=[(4, (), False)], phase="fugitive_place")
    act(s, F, "hideout", 10)
    why = refused(s, F, "confirm")
    assert "worth 3 more" in why
    act(s, F, "sprint", 5)  # +1
    assert "worth 2 more" in refused(s, F, "confirm")
    act(s, F, "sprint", 6)  # +2
    act(s, F, "confirm")
    assert s.hideouts[-1] == 10 and s.sprints[-1] == (5, 6)


def test_sprint_values_odd_one_even_two():
    """Seed fact: "odd = +1, even = +2"; "Card 0 ... cannot be used as Sprint".
    The book: "Each card has a +1 or +2 in the bottom right corner.\""""
    assert R.sprint_value(0) == 0
    for c in range(1, 43):
        assert R.sprint_value(c) == (1 if c % 2 else 2)


def test_overpaying_is_allowed():
    """"The Fugitive can "overpay" for a Sprint, putting down more than
    necessary, even when none is needed.\""""
    s = build([5, 12, 13], route=[(4, (), False)], phase="fugitive_place")
    act(s, F, "hideout", 5)
    act(s, F, "sprint", 12)
    act(s, F, "sprint", 13)
    act(s, F, "confirm")
    assert s.hideouts[-1] == 5 and s.sprints[-1] == (12, 13)


def test_cancel_takes_the_cards_back():
    """Ruling (assembling a hideout): until confirmed, the hideout and its sprint
    cards can be taken back; nothing is placed."""
    s = build([5, 12], route=[(4, (), False)], phase="fugitive_place")
    act(s, F, "hideout", 5)
    act(s, F, "sprint", 12)
    act(s, F, "cancel")
    assert s.fhand == [5, 12, 42] and s.hideouts == [0, 4] and s.pending == -1


def test_42_is_placed_by_the_same_rule():
    """"If the Fugitive is able to play the #42 card, he has managed to get out
    of town": 42 is a hideout like any other, "within 1, 2, or 3" or sprinted."""
    route = trail(35) + [(38, (), False)]
    s = build([], route=route, phase="fugitive_place")
    assert "too far" in refused(s, F, "hideout", 42)
    s = build([40], route=route, phase="fugitive_place")
    act(s, F, "hideout", 42)
    assert "worth 1 more" in refused(s, F, "confirm")
    act(s, F, "sprint", 40)
    act(s, F, "confirm")
    assert RULES.outcome(s).winners == (F,)


def test_42_is_never_a_sprint_card():
    """Ruling: 42 is the escape, not a sprint card (tucked away, the Fugitive
    could never "play the #42 card")."""
    s = build([10, 5, 6], route=[(4, (), False)], phase="fugitive_place")
    act(s, F, "hideout", 10)
    assert "escape" in refused(s, F, "sprint", 42)
    assert Action("sprint", (5,)) in RULES.legal_actions(s, F)


# -- the Fugitive's normal turn ---------------------------------------------------

def test_normal_turn_draw_one_from_any_pile_then_one_hideout():
    """"At the start of each Fugitive turn after his first, he draws 1 card from
    any of the three decks"; "The Fugitive may then establish 1 new Hideout".\""""
    s = build([5, 6], route=[(2, (), False), (3, (), False)], phase="fugitive_draw", draws_left=1)
    assert legal_kinds(s, F) == [("draw", (0,)), ("draw", (1,)), ("draw", (2,))]
    assert "draw" in refused(s, F, "hideout", 5)
    act(s, F, "draw", 2)
    assert len(s.fhand) == 4 and any(29 <= c <= 41 for c in s.fhand)
    assert s.fug_from[2] == 1
    assert "no card left to draw" in refused(s, F, "draw", 0)
    act(s, F, "hideout", 5)
    act(s, F, "confirm")
    assert RULES.to_act(s) == (M,)  # one hideout, then the Marshal's turn


def test_fugitive_may_pass():
    """"The Fugitive isn't required to place a new Hideout each turn. He can
    just say "Pass".\""""
    s = build([5], route=[(2, (), False)], phase="fugitive_place")
    act(s, F, "pass")
    assert RULES.to_act(s) == (M,) and s.hideouts == [0, 2]


def test_no_legal_hideout_leaves_only_pass():
    """Ruling (a hand that cannot place anything): the Fugitive passes; passing
    is always open after his first turn."""
    s = build([4, 20], route=[(2, (), False), (5, (), False)], phase="fugitive_place")
    assert legal_kinds(s, F) == [("pass", ())]


def test_empty_piles():
    """Ruling (empty piles): an empty pile cannot be drawn from; when every
    pile is empty the draw is skipped and the turn goes on."""
    everything = [c for c in range(4, 42)]
    s = build(everything[:20], route=[(2, (), False)], mhand=everything[20:], phase="fugitive_place",
              piles=[[], [], []])
    act(s, F, "pass")
    # The Marshal cannot draw: straight to guessing.
    assert R.PHASES[s.phase] == "marshal_guess"
    act(s, M, "guess", 3)
    assert R.PHASES[s.phase] == "fugitive_place"
    assert any(e.kind == "no_draw" for e in s.last)
    elsewhere = [c for c in range(6, 15)] + [c for c in range(29, 42)]
    s = build([5, 4], route=[(2, (), False)], mhand=elsewhere, phase="fugitive_draw", draws_left=1,
              piles=[[], list(range(15, 29)), []])
    assert "empty" in refused(s, F, "draw", 0)
    assert legal_kinds(s, F) == [("draw", (1,))]


# -- the Marshal's turn --------------------------------------------------------------

def first_marshal_turn(seed=5):
    s = RULES.setup(PLAIN, Rng(seed))
    act(s, F, "hideout", 1)
    act(s, F, "confirm")
    act(s, F, "hideout", 3)
    act(s, F, "confirm")
    return s


def test_marshal_first_turn_draws_two_later_one():
    """"On her first turn, the Marshal draws 2 cards from any of the decks";
    "At the start of each Marshal turn, she draws 1 card\""""
    s = first_marshal_turn()
    assert R.PHASES[s.phase] == "marshal_draw" and s.mhand == []
    assert "draw first" in refused(s, M, "guess", 20)
    act(s, M, "draw", 0)
    assert R.PHASES[s.phase] == "marshal_draw"
    act(s, M, "draw", 2)
    assert R.PHASES[s.phase] == "marshal_guess" and len(s.mhand) == 2
    act(s, M, "guess", 30 if 30 not in s.mhand else 31)
    act(s, F, "draw", 0)
    act(s, F, "pass")
    act(s, M, "draw", 1)
    assert R.PHASES[s.phase] == "marshal_guess" and len(s.mhand) == 3


def test_marshal_hand_is_public():
    """Issue: "Cards in the Marshal's hand are public knowledge for deduction"
    (the Marshal draws into an open hand)."""
    s = first_marshal_turn()
    act(s, M, "draw", 0)
    act(s, M, "draw", 1)
    for viewer in (F, M, None):
        assert RULES.observe(s, viewer)["marshal_hand"] == s.mhand


def test_single_guess_uncovers_any_hideout_with_its_sprint_cards():
    """"If that number is any of the face down Hideouts, it is uncovered ... If
    there were any Sprint cards under the Hideout, those are revealed ... it
    will be revealed if it matches any hideout, even the most recent one.\""""
    s = build([], route=[(2, (), False), (7, (6,), False), (9, (), False)], phase="marshal_guess",
              guesses_left=1)
    act(s, M, "guess", 7)
    assert s.revealed == [True, False, True, False] and s.shown[2]
    assert (s.known >> 6) & 1 and (s.known >> 7) & 1
    obs = RULES.observe(s, M)
    assert obs["route"][2]["number"] == 7 and obs["route"][2]["sprint"] == [6]
    act(s, F, "draw", 0)
    act(s, F, "pass")
    act(s, M, "draw", 0)
    act(s, M, "guess", 9)  # the most recent hideout
    assert s.revealed == [True, False, True, True]
    assert RULES.to_act(s) == (F,)


def test_wrong_guess_reveals_nothing():
    """"If her guess is incorrect, nothing is revealed." "After attempting to
    uncover a Hideout, whether successful or not, the Marshal's turn is over.\""""
    s = build([], route=[(2, (), False), (5, (), False)], phase="marshal_guess", guesses_left=1)
    act(s, M, "guess", 4)
    assert s.down == 2 and s.revealed == [True, False, False]
    assert s.guesses[-1][2] is False
    assert RULES.to_act(s) == (F,)


def test_sprint_cards_are_not_guessed():
    """"Sprint cards are not guessed": naming a card that lies under a hideout
    as a sprint card uncovers nothing."""
    s = build([], route=[(2, (), False), (7, (6,), False)], phase="marshal_guess", guesses_left=1)
    act(s, M, "guess", 6)
    assert s.down == 2 and not (s.known >> 6) & 1


def test_multiple_guess_all_right_reveals_all():
    """"If ALL of the guessed numbers are face down Hideouts, the Fugitive
    reveals them and any Sprint cards underneath.\""""
    s = build([], route=[(2, (), False), (5, (), False), (9, (6,), False)], phase="marshal_guess",
              guesses_left=1)
    act(s, M, "guess", 2, 9)
    assert s.revealed == [True, True, False, True] and s.down == 1


def test_multiple_guess_one_wrong_reveals_nothing():
    """"But if even one of those numbers is not a face down Hideout, nothing is
    revealed; the Fugitive just says you are incorrect.\""""
    s = build([], route=[(2, (), False), (5, (), False), (9, (6,), False)], phase="marshal_guess",
              guesses_left=1)
    act(s, M, "guess", 2, 8)
    assert s.down == 3 and s.revealed == [True, False, False, False]
    last = [e for e in s.last if e.kind == "guess"][0]
    assert last.public["hit"] is False and last.public["numbers"] == [2, 8]


def test_guess_rulings():
    """Rulings: numbers already face up or in the Marshal's hand, 0 and 42 can
    never be face-down hideouts, so naming them is refused with the reason; a
    guess of several numbers names each once, low to high, and no more numbers
    than there are face-down hideouts; a number missed before may be named
    again (the Fugitive may have placed it since); the Marshal must guess:
    "After attempting to uncover a Hideout ... the Marshal's turn is over"."""
    s = build([], route=[(2, (), True), (5, (), False), (9, (6,), True)], mhand=[30], phase="marshal_guess",
              guesses_left=1)
    assert "already revealed" in refused(s, M, "guess", 2)
    assert "in your hand" in refused(s, M, "guess", 30)
    assert "sprint card" in refused(s, M, "guess", 6)
    assert "starting point" in refused(s, M, "guess", 0)
    assert "escape" in refused(s, M, "guess", 42)
    assert "1 to 41" in refused(s, M, "guess", 43)
    assert "face down" in refused(s, M, "guess", 4, 5)
    assert "name at least one" in refused(s, M, "guess")
    s2 = build([], route=[(2, (), False), (5, (), False)], phase="marshal_guess", guesses_left=1)
    assert "once" in refused(s2, M, "guess", 5, 5)
    assert "low to high" in refused(s2, M, "guess", 5, 2)
    assert all(a.kind == "guess" for a in RULES.legal_actions(s2, M))
    act(s2, M, "guess", 4)
    act(s2, F, "draw", 0)
    act(s2, F, "pass")
    act(s2, M, "draw", 1)
    act(s2, M, "guess", 4)  # a missed number may be named again
    assert len(s2.guesses) == 2


# -- the end -----------------------------------------------------------------------

def test_fugitive_wins_with_42_when_far_enough_uncovered():
    """"The Fugitive has played the #42 card -> Fugitive Wins" (the Manhunt
    only applies when "the highest revealed hideout is less than 30").\""""
    s = build([], route=trail(30) + [(33, (), False), (36, (), False), (39, (), False)],
              phase="fugitive_place")
    act(s, F, "hideout", 42)
    act(s, F, "confirm")
    out = RULES.outcome(s)
    assert out.winners == (F,) and out.rewards == (1.0, 0.0)
    assert RULES.to_act(s) == ()


def test_marshal_wins_by_uncovering_every_hideout():
    """"The Marshal has uncovered all existing Fugitive Hideouts -> Marshal Wins\""""
    s = build([], route=[(2, (), True), (5, (), False)], phase="marshal_guess", guesses_left=1)
    act(s, M, "guess", 5)
    assert RULES.outcome(s).winners == (M,) and RULES.to_act(s) == ()
    assert "over" in refused(s, F, "pass")


def manhunt_state(highest=29):
    s = build([], route=trail(highest) + [(h, (), False) for h in range(highest + 2, 42, 3)],
              phase="fugitive_place")
    act(s, F, "hideout", 42)
    act(s, F, "confirm")
    return s


def test_manhunt_starts_below_30_and_takes_single_guesses():
    """"If the Fugitive plays the #42 card, but the highest revealed hideout is
    less than 30, the Marshal gets a final chance ... She starts making single
    number guesses, each one being resolved before the next.\""""
    s = manhunt_state(29)
    assert R.PHASES[s.phase] == "manhunt" and RULES.outcome(s) is None and RULES.to_act(s) == (M,)
    assert "one number at a time" in refused(s, M, "guess", 31, 34)
    assert "Manhunt" in refused(s, M, "draw", 0)
    act(s, M, "guess", 31)
    act(s, M, "guess", 34)
    assert R.PHASES[s.phase] == "manhunt"


def test_manhunt_miss_lets_the_fugitive_escape():
    """"She can keep guessing until she is incorrect, at which point the
    Fugitive escapes (and wins).\""""
    s = manhunt_state(29)
    act(s, M, "guess", 31)
    act(s, M, "guess", 32)
    assert RULES.outcome(s).winners == (F,)


def test_manhunt_all_found_catches_him():
    """"But if she guesses all of the hideouts, she catches him at the last second.\""""
    s = manhunt_state(29)
    for n in (31, 34, 37, 40):
        act(s, M, "guess", n)
    assert RULES.outcome(s).winners == (M,)


def test_no_manhunt_from_30():
    """"less than 30": a revealed 30 means no Manhunt."""
    s = manhunt_state(30)
    assert RULES.outcome(s).winners == (F,)


# -- the Events variant ------------------------------------------------------------

def test_events_variant_is_selectable():
    """"Game Play Variants ... Events": a table-setup choice."""
    keys = [v.key for v in RULES.info.variants]
    assert keys == ["events"]


@pytest.mark.parametrize("seed", range(4))
def test_events_two_in_each_pile(seed):
    """"At the start of the game, shuffle 2 random event cards into each of the
    three draw piles.\""""
    s = RULES.setup(MatchConfig(2, frozenset({"events"})), Rng(seed))
    counts = [sum(c >= R.EVENT_BASE for c in p) for p in s.piles]
    assert counts == [2, 2, 2]
    assert all(c < R.EVENT_BASE for c in s.fhand)
    plain = RULES.setup(PLAIN, Rng(seed))
    assert all(c < R.EVENT_BASE for p in plain.piles for c in p)


def test_event_resolves_on_draw_then_draw_again():
    """"When a player draws an event, they resolve it immediately. Most events
    ... will usually have you draw another card.\""""
    code = R.EVENT_BASE + [e.id for e in R.event_deck()].index("gold_rush")
    s = build([5], route=[(2, (), False)], phase="fugitive_draw", draws_left=1, events=True,
              pile_events=((code,), (), ()))
    act(s, F, "draw", 0)
    assert s.event_discard[-1][0] == code and R.PHASES[s.phase] == "fugitive_draw" and s.draws_left == 2
    obs = RULES.observe(s, M)
    assert obs["event_discard"][-1]["id"] == "gold_rush" and obs["events_in_piles"] == [1, 2, 2]


# -- properties over random play ---------------------------------------------------------

def action_universe(state):
    """Every action a player could try, legal or not."""
    out = [Action("draw", (p,)) for p in (-1, 0, 1, 2, 3)]
    out += [Action(k, (c,)) for k in ("hideout", "sprint") for c in range(-1, 44)]
    out += [Action(k) for k in ("confirm", "cancel", "pass")]
    out += [Action("guess", (n,)) for n in range(-1, 44)]
    out += [Action("guess", ()), Action("fly"), Action("draw", ()), Action("draw", (True,)),
            Action("hideout", (1, 2)), Action("pass", (0,)), Action("guess", ("7",))]
    return out


def check_refusals(state):
    for seat in (F, M, 2):
        legal = set(RULES.legal_actions(state, seat)) if seat in (F, M) else set()
        for action in action_universe(state):
            why = RULES.refusal(state, seat, action)
            # True == 1 in Python, but a move's numbers are never booleans.
            if action in legal and not any(isinstance(a, bool) for a in action.args):
                assert why is None, (action, why)
            elif not (action.kind == "guess" and len(action.args) > 1):
                assert isinstance(why, str) and why, (seat, action)


@FAST
@given(SEEDS, st.booleans())
def test_refusal_gives_a_reason_for_every_illegal_action(seed, events):
    """Design: "An illegal action is refused with a reason, never applied";
    legal_actions and refusal agree on every action."""
    for n, (state, seat, action) in enumerate(random_play(seed, events)):
        if n % 7 == 0 or seat is None:
            check_refusals(state)


@FAST
@given(SEEDS, st.booleans())
def test_multi_guesses_refused_exactly_when_invalid(seed, events):
    """Ruling: a guess of several numbers is accepted exactly when each number
    is a valid single guess, listed once, low to high, no more than face down."""
    rng = Rng(seed)
    for state, seat, _a in random_play(seed, events):
        if seat == M and state.phase == R.MAR_GUESS and state.down >= 2:
            singles = [a.args[0] for a in RULES.legal_actions(state, M)]
            nums = tuple(sorted(rng.sample(range(-1, 44), 2)))
            ok = all(n in singles for n in nums) and nums[0] != nums[1]
            assert (RULES.refusal(state, M, Action("guess", nums)) is None) == ok
            too_many = tuple(sorted(singles[: state.down + 1]))
            if len(too_many) > state.down:
                assert RULES.refusal(state, M, Action("guess", too_many))


def hidden_cards(state):
    cards = set(state.fhand)
    for i, h in enumerate(state.hideouts):
        if not state.revealed[i]:
            cards.add(h)
        if not state.shown[i]:
            cards.update(state.sprints[i])
    if state.pending >= 0:
        cards.add(state.pending)
        cards.update(state.pending_sprint)
    cards.discard(R.ESCAPE)  # where 42 is, is no secret: in his hand until played
    return cards


def relabelled(state, rng):
    """A copy with the Fugitive's secret cards permuted among themselves."""
    secret = sorted(hidden_cards(state))
    perm = list(secret)
    rng.shuffle(perm)
    m = dict(zip(secret, perm))
    d = state.clone()
    d.fhand = sorted(m.get(c, c) for c in d.fhand)
    for i in range(len(d.hideouts)):
        if not d.revealed[i]:
            d.hideouts[i] = m.get(d.hideouts[i], d.hideouts[i])
        if not d.shown[i]:
            d.sprints[i] = tuple(sorted(m.get(c, c) for c in d.sprints[i]))
    if d.pending >= 0:
        d.pending = m.get(d.pending, d.pending)
        d.pending_sprint = [m.get(c, c) for c in d.pending_sprint]
    return d


SECRET_KEYS = ("card", "number", "sprint", "hideout", "cards")


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS, st.booleans())
def test_no_leak_to_the_marshal_or_a_spectator(seed, events):
    """Design: "Hidden information never reaches a viewer who may not see it":
    the Marshal's and a spectator's observation is the same whatever the
    Fugitive's hand and face-down cards are, and no event shown to them names
    a secret card."""
    rng = Rng(seed ^ 0x5EED)
    for n, (state, seat, action) in enumerate(random_play(seed, events)):
        secret = hidden_cards(state)
        for viewer in (M, None):
            obs = RULES.observe(state, viewer)
            assert obs["fugitive_hand"] is None and obs["pending"] is None
            for entry, revealed in zip(obs["route"], state.revealed):
                if not revealed:
                    assert entry["number"] is None
            for e in obs["last_events"]:
                for key in SECRET_KEYS:
                    value = e.get(key)
                    values = value if isinstance(value, list) else [value]
                    assert not any(v in secret for v in values if isinstance(v, int)), (e, secret)
            if n % 3 == 0:
                assert RULES.observe(relabelled(state, rng), viewer) == obs
            json.dumps(obs)
        if seat == F and action.kind in ("hideout", "sprint"):
            assert str(action.args[0]) not in RULES.describe(action, M)
            assert str(action.args[0]) not in RULES.describe(action, None)


@FAST
@given(SEEDS, st.booleans())
def test_invariants_hold_over_random_play(seed, events):
    """Cards are conserved and every rule of the route holds after every action."""
    final = None
    for state, seat, _a in random_play(seed, events):
        assert RULES.invariants(state) == []
        final = state
    assert RULES.outcome(final) is not None


def test_invariants_catch_breakage():
    """The checks bite: a duplicated card, a hideout out of reach, a wrong count."""
    s = build([5, 6], route=[(2, (), False), (4, (), False)], phase="fugitive_place")
    bad = s.clone()
    bad.fhand.append(7)
    assert any("cards out of place" in p for p in RULES.invariants(bad))
    bad = s.clone()
    bad.hideouts[2] = 9
    bad.piles[0].remove(9)
    bad.piles[0].append(4)
    bad.piles[0].sort()
    assert any("lacks sprint value" in p for p in RULES.invariants(bad))
    bad = s.clone()
    bad.down = 1
    assert any("face-down count" in p for p in RULES.invariants(bad))
    bad = s.clone()
    bad.known |= 1 << 20
    assert any("known cards" in p for p in RULES.invariants(bad))
    bad = s.clone()
    bad.fhand.remove(42)
    bad.sprints[2] = (42,)
    assert any("42" in p for p in RULES.invariants(bad))


@FAST
@given(SEEDS)
def test_clone_is_independent(seed):
    """Design: "State is plain data ... cheap to clone": a clone shares nothing
    that play changes."""
    states = []
    for n, (state, seat, action) in enumerate(random_play(seed)):
        if seat is not None and n % 10 == 0:
            copy = RULES.clone(state)
            states.append((copy, RULES.observe(copy, F), RULES.observe(copy, M)))
    for copy, obs_f, obs_m in states:
        assert RULES.observe(copy, F) == obs_f and RULES.observe(copy, M) == obs_m
        assert RULES.invariants(copy) == []
    # And the other way: playing on a clone leaves the original alone.
    s = RULES.setup(PLAIN, Rng(seed))
    before = RULES.observe(s, F)
    c = RULES.clone(s)
    rng = Rng(seed)
    while RULES.to_act(c):
        seat = RULES.to_act(c)[0]
        RULES.apply(c, seat, rng.choice(RULES.legal_actions(c, seat)), rng)
    assert RULES.observe(s, F) == before


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS, st.booleans())
def test_determinize_for_the_marshal(seed, events):
    """Design: determinize gives states whose hidden information is "resampled
    from viewer's knowledge": the Marshal sees exactly what she saw, the rules
    hold, the hidden cards vary, and play can go on from there."""
    rng = Rng(seed)
    varied = 0
    checked = 0
    for n, (state, seat, _a) in enumerate(random_play(seed, events)):
        if seat != M or n % 4:
            continue
        checked += 1
        obs = RULES.observe(state, M)
        hands = set()
        for _ in range(4):
            d = RULES.determinize(state, M, rng)
            assert RULES.observe(d, M) == obs
            assert RULES.observe(d, None) == RULES.observe(state, None)
            assert RULES.invariants(d) == []
            hands.add((tuple(d.fhand), tuple(d.hideouts)))
        varied += len(hands) > 1
        if checked == 1:
            c = RULES.clone(d)
            while RULES.to_act(c):
                who = RULES.to_act(c)[0]
                RULES.apply(c, who, rng.choice(RULES.legal_actions(c, who)), rng)
                assert RULES.invariants(c) == []
    if checked >= 3:
        assert varied >= 1


@FAST
@given(SEEDS)
def test_determinize_for_the_fugitive_keeps_his_cards(seed):
    """The Fugitive knows every card's place but the order of the piles."""
    rng = Rng(seed)
    for n, (state, seat, _a) in enumerate(random_play(seed)):
        if seat == F and n % 6 == 0:
            d = RULES.determinize(state, F, rng)
            assert RULES.observe(d, F) == RULES.observe(state, F)
            assert d.fhand == state.fhand and d.hideouts == state.hideouts
            assert [sorted(p) for p in d.piles] == [sorted(p) for p in state.piles]
            assert RULES.invariants(d) == []
