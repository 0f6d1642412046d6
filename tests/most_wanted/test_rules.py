"""Most Wanted's rules core: each test cites the rulebook sentence it checks."""

from __future__ import annotations

from game.core.model import Action
from game.core.rng import Rng
from game.games.most_wanted.cards import RANK_OF
from game.games.most_wanted.rules import BAIL, RULES, SHERIFF, SUPPLY, TARGET, flow

from helpers import A, J, K, Q, act, card, kinds, new_state, rig


def _robbery_3p(active_hand, hand1, hand2, robbery=0):
    s = new_state(3)
    rig(s, {0: active_hand, 1: hand1, 2: hand2})
    act(s, 0, "rob", robbery)
    return s


def test_setup_deals_five_cards_and_no_money():
    # "Deal 5 face-down cards to each player." Players start off the board.
    s = new_state(4)
    assert [len(h) for h in s.hands] == [5, 5, 5, 5]
    assert s.money == [0] * 4 and s.pos == [0] * 4 and s.supply == SUPPLY == 63
    assert RULES.to_act(s) == (0,)  # "Youngest player goes first": seat 0


def test_robbery_best_hand_scores_and_losers_pay_bail():
    # "The player with the best hand ... wins the number of points shown";
    # "All losing players must pay Bail"; "Any player who participated ... draws until they have 5 cards".
    s = _robbery_3p([card(K), card(K, 1), card(7), card(8), card(9)],
                    [card(Q), card(Q, 1), card(7, 1), card(8, 1), card(9, 1)],
                    [card(10), card(J), card(7, 2), card(8, 2), card(9, 2)])
    s.pos[1], s.money[1] = 5, 5
    s.supply -= 5
    assert RULES.to_act(s) == (0, 1, 2)  # the robber commits first, then clockwise
    act(s, 0, "commit", card(K), card(K, 1))
    act(s, 1, "commit", card(Q), card(Q, 1))
    ev = act(s, 2, "stay_out")
    assert "revealed" in kinds(ev)
    assert s.pos[0] == 2  # Pony Express: 2 points
    assert s.pos[1] == 5 and s.money[1] == 5 - BAIL[5]  # paid 2 bags
    assert s.pos[2] == 0
    assert [len(h) for h in s.hands] == [5, 5, 5]
    assert RULES.to_act(s) == (1,)  # play continues clockwise


def test_nobody_joins_robber_wins_automatically():
    # "If no one else participated in the Robbery then you automatically win."
    s = _robbery_3p([card(6), card(7), card(8), card(9), card(10)],
                    [card(A), card(A, 1), card(A, 2), card(7, 1), card(8, 1)],
                    [card(K), card(K, 1), card(7, 2), card(8, 2), card(9, 2)], 1)
    act(s, 0, "commit", card(6), card(7), card(8))
    act(s, 1, "stay_out")
    ev = act(s, 2, "stay_out")
    reveal = next(e for e in ev if e.kind == "revealed")
    assert reveal.public["automatic"] and reveal.public["winners"] == [0]
    assert s.pos[0] == 3  # Stagecoach


def test_commitments_are_private_and_change_of_mind_unreadies():
    # "players may change their mind at any time before the cards are revealed"
    s = _robbery_3p([card(K), card(K, 1), card(7), card(8), card(9)],
                    [card(Q), card(Q, 1), card(7, 1), card(8, 1), card(9, 1)],
                    [card(10), card(J), card(7, 2), card(8, 2), card(9, 2)])
    act(s, 0, "commit", card(K), card(K, 1))
    ev = act(s, 1, "commit", card(7, 1), card(8, 1))
    public = ev[0].for_viewer(2)
    assert "cards" not in public.public and ev[0].for_viewer(1).public["cards"] == [card(7, 1), card(8, 1)]
    for viewer in (0, 2, None):
        part = next(p for p in RULES.observe(s, viewer)["showdown"]["participants"] if p["seat"] == 1)
        assert part["cards"] is None and part["joined"] and part["ready"]
    assert RULES.to_act(s) == (2, 0, 1)  # waiting first, then the ready who may still unready
    act(s, 1, "unready")
    assert RULES.legal_actions(s, 1)[-1] == Action("stay_out")
    act(s, 1, "commit", card(Q), card(Q, 1))  # the old cards go back to the hand
    assert card(7, 1) in s.hands[1] and card(Q) not in s.hands[1]
    act(s, 0, "unready")
    act(s, 0, "commit", card(K), card(K, 1))
    act(s, 2, "stay_out")
    assert s.pos[0] == 2 and s.phase == 0


def test_tie_replayed_with_one_card_and_double_cross_allowed():
    # "If there is a tie for the best hand, each tying player plays a face-down 1-card
    # hand ... You can Double Cross on ties."
    s = _robbery_3p([card(K), card(K, 1), card(6), card(8), card(9)],
                    [card(K, 2), card(K, 3), card(A), card(8, 1), card(9, 1)],
                    [card(10), card(J), card(7, 2), card(8, 2), card(9, 2)])
    act(s, 0, "commit", card(K), card(K, 1))
    act(s, 1, "commit", card(K, 2), card(K, 3))
    ev = act(s, 2, "stay_out")
    assert "tie" in kinds(ev) and s.tie_round == 1
    assert RULES.to_act(s) == (0, 1) and RULES.observe(s, 2)["showdown"]["size"] == 1
    act(s, 0, "commit", card(6))
    ev = act(s, 1, "commit", card(A))
    reveal = [e for e in ev if e.kind == "revealed"][-1]
    assert reveal.public["winners"] == [0] and reveal.public["hands"][0]["double_crosser"]
    assert s.pos[0] == 2


def test_tied_player_without_cards_draws_one():
    # "If a player involved in a tie does not have a card in hand, they draw the top card from the Draw Deck."
    s = new_state(2, seed=3)
    rig(s, {0: [card(K), card(K, 1)], 1: [card(K, 2), card(K, 3), card(7)]}, deck_top=[card(9)])
    s.sheriff_on = False
    act(s, 0, "rob", 0)
    act(s, 0, "commit", card(K), card(K, 1))
    ev = act(s, 1, "commit", card(K, 2), card(K, 3))
    assert "tie_draw" in kinds(ev) and s.hands[0] == [card(9)]
    drawn = next(e for e in ev if e.kind == "tie_draw")
    assert "card" not in drawn.for_viewer(1).public and drawn.for_viewer(0).public["card"] == card(9)


def test_bail_short_of_money_moves_back():
    # "Clara must pay 3 Bags of Money as Bail, but she only has 2 Bags of Money. She pays 2
    # Bags of Money and moves her character back 1 space on the Scoreboard."
    s = new_state(2)
    s.sheriff_on = False
    rig(s, {0: [card(A), card(A, 1), card(7), card(8), card(9)], 1: [card(7, 1), card(8, 1), card(J), card(Q), card(10)]})
    s.pos[1], s.money[1] = 10, 2
    s.supply -= 2
    act(s, 0, "duel", 1, 2)
    act(s, 0, "commit", card(A), card(A, 1))
    act(s, 1, "commit", card(J), card(Q))
    assert s.money[1] == 0 and s.pos[1] == 9
    # "The player with the best hand ... receives points equal to the loser's Bail."
    assert s.pos[0] == BAIL[10] == 3


def test_no_bail_off_the_board():
    # "You do not have to pay Bail if you are not yet on the Scoreboard."
    s = new_state(2)
    s.sheriff_on = False
    rig(s, {0: [card(A), card(7), card(8), card(9), card(10)], 1: [card(6, 1), card(8, 1), card(J), card(Q), card(10, 1)]})
    act(s, 0, "duel", 1, 1)
    act(s, 0, "commit", card(A))
    ev = act(s, 1, "commit", card(Q))
    paid = next(e for e in ev if e.kind == "bail_paid")
    assert paid.public["owed"] == 0 and s.pos == [0, 0]  # the winner scores the loser's bail: 0


def test_sheriff_joins_every_robbery_and_must_be_beaten():
    # "The Sheriff participates in every Robbery and must be beaten to score points ...
    # draw cards from the deck equal to twice the number required": 4 for Pony Express.
    s = new_state(2)
    sheriff = [card(Q, 2), card(Q, 3), card(6, 2), card(6, 3)]
    rig(s, {0: [card(A), card(A, 1), card(7), card(8), card(9)], 1: [card(7, 1), card(8, 1), card(J), card(10), card(9, 1)]},
        deck_top=sheriff)
    act(s, 0, "rob", 0)
    obs = RULES.observe(s, 0)
    assert obs["showdown"]["sheriff"]["count"] == 4 and len(s.sheriff_cards) == 4
    act(s, 0, "commit", card(A), card(A, 1))
    ev = act(s, 1, "stay_out")
    reveal = next(e for e in ev if e.kind == "revealed")
    sheriff_hand = next(h for h in reveal.public["hands"] if h["seat"] == SHERIFF)
    # Pair of Queens over a pair of 6s, even against Aces: the outlaw's Aces win
    assert sorted(RANK_OF[c] for c in sheriff_hand["cards"]) == [Q, Q]
    assert reveal.public["winners"] == [0] and s.pos[0] == 2


def test_sheriff_sixes_double_cross_aces():
    # "the Sheriff will play a Double Crosser if the best possible hand happens to contain all 6s."
    s = new_state(2)
    s.pos[0], s.money[0] = 2, 0
    sheriff = [card(6, 2), card(6, 3), card(7, 2), card(9, 2)]
    rig(s, {0: [card(A), card(A, 1), card(7), card(8), card(9)], 1: [card(7, 1), card(8, 1), card(J), card(10), card(9, 1)]},
        deck_top=sheriff)
    act(s, 0, "rob", 0)
    act(s, 0, "commit", card(A), card(A, 1))
    ev = act(s, 1, "stay_out")
    reveal = next(e for e in ev if e.kind == "revealed")
    assert reveal.public["winners"] == [SHERIFF]
    assert s.pos[0] == 1  # lost, no money for the 1-bag bail: one space back


def test_reshuffles_flip_the_robberies_in_order():
    # "Each of the first three times you shuffle the deck, flip a Robbery Action Card"
    s = new_state(3)
    rng = Rng(5)
    ev = []
    points = []
    for _ in range(4):
        s.pile.discards.extend(s.pile.cards)  # the deck is used up
        s.pile.cards = []
        s.hands[0].append(flow.draw_one(s, rng, ev))
        assert RULES.invariants(s) == []
        points.append([RULES.observe(s, None)["robberies"][r]["points"] for r in range(3)])
    assert points == [[3, 3, 4], [3, 4, 4], [3, 4, 5], [3, 4, 5]]
    assert [e.public["flipped"] for e in ev if e.kind == "reshuffled"] == [0, 1, 2, None]


def test_first_to_most_wanted_wins_at_once():
    # "The first player to reach the Most Wanted space on the Scoreboard wins!"
    s = _robbery_3p([card(K), card(K, 1), card(7), card(8), card(9)],
                    [card(Q), card(Q, 1), card(7, 1), card(8, 1), card(9, 1)],
                    [card(J), card(J, 1), card(7, 2), card(8, 2), card(9, 2)], 2)
    s.pos[0] = TARGET - 3
    act(s, 0, "commit", card(K), card(K, 1), card(7), card(8))
    act(s, 1, "commit", card(Q), card(7, 1), card(8, 1), card(9, 1))
    ev = act(s, 2, "stay_out")
    assert "game_over" in kinds(ev) and "bail_paid" not in kinds(ev)
    out = RULES.outcome(s)
    assert out is not None and out.winners == (0,) and RULES.to_act(s) == ()
    assert s.pos[0] == TARGET


def test_church_discards_and_draws_to_seven():
    # "Discard any number of cards from your hand. Draw until you have 7 cards in hand."
    s = new_state(3)
    discard = tuple(s.hands[0][:2])
    ev = act(s, 0, "church", *discard)
    assert len(s.hands[0]) == 7 and list(s.pile.discards) == list(discard)
    assert "drew" in kinds(ev) and RULES.to_act(s) == (1,)


def test_honest_labor_pays_two_bags_per_card_of_one_colour():
    # "Play any number of face-up cards, all of the same color. For each card played, take 2 Bags of Money"
    s = new_state(3)
    rig(s, {0: [card(7, 1), card(9, 1), card(K, 1), card(8, 2), card(A, 3)]})
    assert RULES.refusal(s, 0, Action("labor", (card(7, 1), card(8, 2)))) is not None
    act(s, 0, "labor", card(7, 1), card(9, 1), card(K, 1))
    assert s.money[0] == 6 and s.supply == SUPPLY - 6 and len(s.hands[0]) == 5


def test_supply_pays_only_what_it_holds():
    s = new_state(3)
    rig(s, {0: [card(7, 1), card(9, 1), card(K, 1), card(8, 2), card(A, 3)]})
    s.money[2], s.supply = SUPPLY - 3, 3
    act(s, 0, "labor", card(7, 1), card(9, 1), card(K, 1))
    assert s.money[0] == 3 and s.supply == 0


def test_dishonest_labor_honest_cards_cost_challengers_a_turn():
    # "If your cards are all of the same color: You keep the money, and everyone who
    # challenged you loses their next turn."
    s = new_state(3, ["dishonest-labor"])
    rig(s, {0: [card(7, 1), card(9, 1), card(K, 1), card(8, 2), card(A, 3)]})
    act(s, 0, "dishonest", card(7, 1), card(9, 1))
    obs = RULES.observe(s, 1)
    assert obs["labor"]["count"] == 2 and obs["labor"]["cards"] is None and obs["labor"]["bags"] == 4
    act(s, 1, "challenge")
    ev = act(s, 2, "accept")
    assert s.money[0] == 4 and "turn_lost" in kinds(ev)
    assert RULES.to_act(s) == (2,)  # seat 1 lost its turn


def test_dishonest_labor_bluff_splits_money_remainder_to_supply():
    # "You split the Bags of Money evenly between yourself and everyone who challenged you.
    # Extra money is returned to the General Supply."
    s = new_state(3, ["dishonest-labor"])
    rig(s, {0: [card(7, 1), card(9, 2), card(K, 1), card(8, 2), card(A, 3)]})
    act(s, 0, "dishonest", card(7, 1), card(9, 2), card(K, 1), card(8, 2))  # 8 bags, a bluff
    act(s, 1, "challenge")
    act(s, 2, "challenge")
    assert s.money == [2, 2, 2] and s.supply == SUPPLY - 6


def test_saloon_pays_a_bag_and_draws_to_eight():
    # "Pay one Bag of Money to the General Supply. Discard any number ... Draw until you have 8 cards"
    s = new_state(3, ["saloon"])
    assert not any(a.kind == "saloon" for a in RULES.legal_actions(s, 0))  # nothing to pay with
    s.money[0], s.supply = 1, SUPPLY - 1
    act(s, 0, "saloon")
    assert s.money[0] == 0 and len(s.hands[0]) == 8


def test_shootout_winner_scores_two_and_losers_pay():
    # "The player with the best hand ... receives 2 points. Each losing player must pay Bail"
    s = new_state(3, ["shootout"])
    rig(s, {0: [card(A), card(7), card(8), card(9), card(10)], 1: [card(K), card(7, 1), card(8, 1), card(9, 1), card(10, 1)],
            2: [card(Q), card(7, 2), card(8, 2), card(9, 2), card(10, 2)]})
    s.pos[1], s.pos[2] = 3, 6
    act(s, 0, "shootout", 1, 1, 2)
    act(s, 0, "commit", card(A))
    act(s, 1, "commit", card(K))
    act(s, 2, "commit", card(Q))
    assert s.pos == [2, 2, 4]


def test_first_player_by_one_card_duel():
    # "determine the first player with a 1-card Duel involving all players"
    s = new_state(3, ["duel-for-first"])
    rig(s, {0: [card(7), card(8), card(9), card(10), card(J)], 1: [card(A), card(8, 1), card(9, 1), card(10, 1), card(J, 1)],
            2: [card(K), card(8, 2), card(9, 2), card(10, 2), card(J, 2)]})
    assert RULES.to_act(s) == (0, 1, 2)
    act(s, 0, "commit", card(7))
    act(s, 1, "commit", card(A))
    ev = act(s, 2, "commit", card(K))
    assert "first_player" in kinds(ev) and RULES.to_act(s) == (1,)
    assert s.pos == [0, 0, 0] and [len(h) for h in s.hands] == [5, 5, 5]


def test_refusals_explain():
    s = new_state(3)
    assert RULES.refusal(s, 1, Action("rob", (0,))) is not None
    assert RULES.refusal(s, 0, Action("commit", (1, 2))) == "there is no showdown under way"
    act(s, 0, "rob", 0)
    assert RULES.refusal(s, 0, Action("commit", (s.hands[0][0],))) == "play exactly 2 cards"
    assert RULES.refusal(s, 0, Action("commit", tuple(s.hands[1][:2]))) == "you can only play cards from your hand"
    assert RULES.refusal(s, 0, Action("stay_out")) == "you must play a hand in this showdown"


def test_twin_cards_are_offered_once_but_both_accepted():
    s = new_state(3)
    rig(s, {0: [card(7), card(7, 0, 1), card(9), card(10), card(J)]})
    act(s, 0, "rob", 0)
    commits = [a.args for a in RULES.legal_actions(s, 0)]
    assert (card(7), card(9)) in commits and (card(7, 0, 1), card(9)) not in commits
    assert RULES.refusal(s, 0, Action("commit", (card(9), card(7, 0, 1)))) is None


def test_no_draw_for_a_participant_still_holding_five():
    # "Players do not draw if they already have 5 or more cards in their hand."
    s = new_state(3)
    rig(s, {0: [card(K), card(K, 1), card(7), card(8), card(9)],
            1: [card(Q), card(Q, 1), card(7, 1), card(8, 1), card(9, 1), card(10, 1), card(J, 1), card(6, 1)]})
    act(s, 0, "rob", 0)
    act(s, 0, "commit", card(K), card(K, 1))
    act(s, 1, "commit", card(Q), card(Q, 1))
    ev = act(s, 2, "stay_out")
    drew = {e.public["seat"] for e in ev if e.kind == "drew"}
    assert drew == {0} and len(s.hands[1]) == 6


def test_every_loser_of_a_tie_pays_bail():
    # "All losing players must pay Bail": the tied player who loses the 1-card replay too.
    s = _robbery_3p([card(K), card(K, 1), card(9), card(8), card(7)],
                    [card(K, 2), card(K, 3), card(8, 1), card(9, 1), card(7, 1)],
                    [card(Q), card(Q, 1), card(7, 2), card(8, 2), card(9, 2)])
    s.pos[1], s.pos[2] = 5, 5
    act(s, 0, "commit", card(K), card(K, 1))
    act(s, 1, "commit", card(K, 2), card(K, 3))
    act(s, 2, "commit", card(Q), card(Q, 1))
    act(s, 0, "commit", card(9))
    act(s, 1, "commit", card(7, 1))
    # no money: both losers owe BAIL[5] = 2 bags and move back a space for each
    assert s.pos == [2, 5 - BAIL[5], 5 - BAIL[5]] == [2, 3, 3]


def test_sheriff_in_a_tie_plays_the_top_card():
    # Ties: "each tying player plays a face-down 1-card hand"; the Sheriff has no hand, so he takes the top card.
    s = new_state(2)
    sheriff = [card(A, 2), card(A, 3), card(6, 2), card(7, 2)]
    rig(s, {0: [card(A), card(A, 1), card(9), card(8), card(10)], 1: [card(7, 1), card(8, 1), card(J), card(Q), card(9, 1)]},
        deck_top=sheriff + [card(K, 3)])
    act(s, 0, "rob", 0)
    act(s, 0, "commit", card(A), card(A, 1))
    ev = act(s, 1, "stay_out")
    assert "tie" in kinds(ev) and RULES.to_act(s) == (0,)
    ev = act(s, 0, "commit", card(10))
    reveal = [e for e in ev if e.kind == "revealed"][-1]
    sheriff_card = next(h for h in reveal.public["hands"] if h["seat"] == SHERIFF)["cards"]
    assert sheriff_card == [card(K, 3)] and reveal.public["winners"] == [SHERIFF] and s.pos[0] == 0


def test_dishonest_labor_unchallenged_keeps_everything():
    # "You keep all the money if no one challenges you."
    s = new_state(3, ["dishonest-labor"])
    rig(s, {0: [card(7, 1), card(9, 2), card(K, 1), card(8, 2), card(A, 3)]})
    act(s, 0, "dishonest", card(7, 1), card(9, 2), card(K, 1))  # a bluff nobody calls
    act(s, 1, "accept")
    act(s, 2, "accept")
    assert s.money[0] == 6 and s.skips == [0, 0, 0]


def test_duel_and_shootout_hand_sizes():
    # Duel: "You choose a hand size of 1 or 2 cards." Shootout: "Choose a hand size of 1, 2, or 3 cards."
    s = new_state(3)
    assert RULES.refusal(s, 0, Action("duel", (1, 3))) is not None
    assert RULES.refusal(s, 0, Action("duel", (1, 2))) is None
    s = new_state(3, ["shootout"])
    assert RULES.refusal(s, 0, Action("shootout", (4, 1, 2))) is not None
    assert RULES.refusal(s, 0, Action("shootout", (3, 1, 2))) is None
    assert RULES.refusal(s, 0, Action("duel", (1, 1))) is not None  # the Duel card shows its Shootout side
