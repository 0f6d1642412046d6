"""Hand ranking: the worked examples of the rulebook's Hand Rankings and
Double Crossing pages (pages 8 and 9), and the Sheriff's two examples."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings, strategies as st

from game.games.most_wanted.cards import DECK_SIZE, RANK_OF, SUITS, SUIT_OF
from game.games.most_wanted.hands import (
    DOUBLE_CROSS_KEY, FOUR, HIGH_CARD, PAIR, THREE, TWO_PAIR, best_key, best_subhand, describe_key, hand_key,
    showdown,
)

A, K, Q, J = 14, 13, 12, 11


def test_deck_is_72_cards_eight_of_each_rank_two_per_suit():
    # "72 Playing Cards (8 copies of each number; 6 through Ace)"
    assert DECK_SIZE == 72
    for r in range(6, 15):
        cards = [c for c in range(72) if RANK_OF[c] == r]
        assert len(cards) == 8
        assert sorted(SUIT_OF[c] for c in cards) == [0, 0, 1, 1, 2, 2, 3, 3]
    # colours told apart by name and symbol as well
    assert len({s.symbol for s in SUITS}) == 4 and len({s.colour for s in SUITS}) == 4


def test_categories_in_order():
    # "HAND RANKINGS - HIGHEST TO LOWEST": Four, Three, Two-Pair, Pair, High Card
    assert hand_key([9, 9, 9, 9])[0] == FOUR
    assert hand_key([9, 9, 9, K])[0] == THREE
    assert hand_key([9, 9, K, K])[0] == TWO_PAIR
    assert hand_key([9, 9, K, A])[0] == PAIR
    assert hand_key([9, 10, K, A])[0] == HIGH_CARD
    assert hand_key([6, 6, 6, 6]) > hand_key([A, A, A, K]) > hand_key([A, A, K, K]) > hand_key([A, A, K, Q])


def test_pair_of_7s_beats_high_card_ace():
    # "In this example, the Pair of 7s beats the High Card Ace."
    best, _ = showdown({0: [7, 7], 1: [A, K]})
    assert best == [0]


def test_three_of_a_kind_beats_two_of_a_kind():
    # "Likewise, any 3-of-a-Kind always beats a 2-of-a-Kind."
    best, _ = showdown({0: [8, 8, 8], 1: [A, A, K]})
    assert best == [0]


def test_in_hand_tie_break_by_leftover_card_without_double_cross():
    # "two hands tied with their 3-of-a-Kind, so the tie is broken by the leftover
    # High Card. A Double Crosser does not occur because the extra card is part of a larger hand."
    best, keys = showdown({0: [Q, Q, Q, A], 1: [Q, Q, Q, 6]})
    assert best == [0]
    assert keys[1] != DOUBLE_CROSS_KEY


def test_two_pairs_compare_higher_then_lower_pair():
    # "first compare the higher Pairs ... the Pair of Queens beats the Pair of Jacks.
    # If the higher Pairs are tied, then compare the lower Pairs."
    assert showdown({0: [Q, Q, 7, 7], 1: [J, J, 10, 10]})[0] == [0]
    assert showdown({0: [K, K, 8, 8], 1: [K, K, 9, 9]})[0] == [1]
    assert describe_key(hand_key([Q, Q, 7, 7])) == "Two Pair, Queens and 7s"


def test_a_six_double_crosses_when_an_ace_was_played():
    # "The 6 becomes a Double Crosser and beats everything because an Ace was played."
    best, keys = showdown({0: [6], 1: [A], 2: [K]})
    assert best == [0] and keys[0] == DOUBLE_CROSS_KEY


def test_without_aces_sixes_are_a_low_pair():
    # "Without a hand of Aces, the 6s are a low Pair, so the Kings win."
    best, keys = showdown({0: [6, 6], 1: [K, K], 2: [Q, J]})
    assert best == [1] and keys[0][0] == PAIR


def test_double_cross_needs_a_full_hand_of_each():
    # "In order to Double Cross, there needs to be a full hand of 6s and a full hand of Aces."
    assert showdown({0: [6, 6], 1: [A, K], 2: [K, K]})[0] == [2]  # no full hand of Aces
    assert showdown({0: [6, 7], 1: [A, A]})[0] == [1]      # no full hand of 6s
    assert showdown({0: [6, 6], 1: [A, A]})[0] == [0]      # both: Double Crosser
    # "one (or more) player's hand contains all 6s": two Double Crossers tie
    assert sorted(showdown({0: [6, 6], 1: [6, 6], 2: [A, A]})[0]) == [0, 1]


def test_sheriff_plays_queens_over_sixes():
    # "she would play the Pair of Queens, because a Pair of Queens is ranked higher than
    # a Pair of 6s. This remains true even if another Outlaw played a Pair of Aces."
    dealt = [(Q - 6) * 8, (Q - 6) * 8 + 2, 0, 2]  # Q, Q, 6, 6
    chosen = best_subhand(dealt, 2)
    assert sorted(RANK_OF[c] for c in chosen) == [Q, Q]
    best, _ = showdown({"sheriff": [RANK_OF[c] for c in chosen], 0: [A, A]})
    assert best == [0]


def test_sheriff_plays_sixes_when_best_and_double_crosses_aces():
    # "she would play the Pair of 6s, as this is her highest-ranked hand. If another
    # Outlaw played a hand of all Aces, this would count as a Double Crosser!"
    dealt = [0, 2, 8, 24]  # 6, 6, 7, 9
    chosen = best_subhand(dealt, 2)
    assert sorted(RANK_OF[c] for c in chosen) == [6, 6]
    best, keys = showdown({"sheriff": [6, 6], 0: [A, A]})
    assert best == ["sheriff"] and keys["sheriff"] == DOUBLE_CROSS_KEY


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, len(RANK_OF) - 1), min_size=1, max_size=9, unique=True), st.integers(1, 5))
def test_the_best_cards_are_the_first_best_combination_whatever_was_asked_before(cards, k):
    """The choice is remembered by ranks, yet it is always the same cards as trying every
    combination in order and keeping the first of the strongest."""
    expected, strongest = (), None
    for combo in combinations(cards, k):
        key = hand_key([RANK_OF[c] for c in combo])
        if strongest is None or key > strongest:
            expected, strongest = combo, key
    assert best_subhand(cards, k) == expected
    assert best_subhand(cards, k) == expected   # asked again: from what was remembered
    if len(cards) >= k:
        assert best_key(cards, k) == strongest == hand_key([RANK_OF[c] for c in expected])
