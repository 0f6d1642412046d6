"""Every rule of ../shared/rules/wagon-robbers.md, and each ruling of
docs/rules-notes/wagon-robbers.md; each test quotes the words it checks."""

from __future__ import annotations

import pytest

from game.core.model import Action, IllegalAction, MatchConfig
from game.core.rng import Rng
from game.games.wagon_robbers.cards import CARGO, PASSENGERS, WAGONS
from game.games.wagon_robbers.rules import ASSASSIN, HUNTER, OUTLAW, OVER, PREP, ROLE, RULES

from .helpers import act, kinds, table


def roles(s, *picked):
    for seat, role in zip(s.order, picked):
        act(s, seat, "role", role)


def prep_round(s, *cards):
    """Each seat in turn order places the named card, or passes on None."""
    for seat, card in zip(s.order, cards):
        if card is None:
            act(s, seat, "pass")
        else:
            act(s, seat, "place", card)


def test_each_player_gets_two_cargo_then_one_more_for_the_wagon():
    # "give each player: 1 Bounty Hunter, 1 Outlaw, 2 Cargo cards" and
    # "1. Start by dealing 1 cargo card to each player."
    s = RULES.setup(MatchConfig(4), Rng(11))
    assert [len(h) for h in s.hands] == [3, 3, 3, 3]
    assert s.phase == ROLE and s.wagon is not None
    assert RULES.legal_actions(s, s.order[0]) == [Action("role", (OUTLAW,)), Action("role", (HUNTER,))]


def test_player_count_is_two_to_five():
    # The registry: "2-5 players".
    for n in (1, 6):
        with pytest.raises(ValueError):
            RULES.setup(MatchConfig(n), Rng(1))


def test_roles_are_placed_face_down_starting_left_of_the_dealer():
    # "Starting to the player to the left of the dealer, each player places
    # their role card face down, keeping it hidden from the other players."
    s = table(3, dealer=1)
    assert RULES.to_act(s) == (2,)
    assert RULES.refusal(s, 0, Action("role", (OUTLAW,))) == "it is not your turn"
    act(s, 2, "role", OUTLAW)
    assert RULES.observe(s, 0)["roles"][2] is None
    assert RULES.observe(s, 2)["roles"][2] == OUTLAW
    assert RULES.observe(s, 0)["role_placed"][2] is True
    assert RULES.to_act(s) == (0,)


def test_a_role_must_be_outlaw_or_bounty_hunter():
    # "each player must decide if they want to be an Outlaw ... or a Bounty Hunter"
    s = table(2)
    assert RULES.refusal(s, s.order[0], Action("pass")) == "first choose your role for this wagon"
    assert RULES.refusal(s, s.order[0], Action("role", ("sheriff",))) == "a role is Outlaw or Bounty Hunter"


def test_a_passenger_boards_each_prep_round_and_the_rest_at_the_reveal():
    # "At the start of each battle prep round, the dealer reveals a passenger card"
    # and "The dealer reveals the remaining passengers".
    s = table(2, wagon="stagecoach", passengers=["deputy", "gambler", "preacher"])  # 2 rounds, 3 riders
    roles(s, OUTLAW, HUNTER)
    assert s.phase == PREP and [PASSENGERS[p].key for p in s.passengers] == ["deputy"]
    prep_round(s, None, None)
    assert [PASSENGERS[p].key for p in s.passengers] == ["deputy", "gambler"]
    events = []
    for seat in s.order:
        events += act(s, seat, "pass")
    boarded = [e.public["name"] for e in events if e.kind == "passenger"]
    assert boarded == ["Preacher"]


def test_placing_cargo_is_optional_and_one_card_a_round():
    # "each player can choose to place one of their cargo cards face down"
    s = table(2, wagon="mail_coach", hands={0: ["pistol"], 1: ["rifle"]})
    roles(s, OUTLAW, HUNTER)
    first = s.order[0]
    assert Action("pass") in RULES.legal_actions(s, first)
    card = "pistol" if first == 0 else "rifle"
    assert RULES.refusal(s, first, Action("place", ("dynamite",))) == "that cargo card is not in your hand"
    act(s, first, "place", card)
    assert RULES.to_act(s) == (s.order[1],)
    assert RULES.observe(s, s.order[1])["placed"][first] is None
    assert RULES.observe(s, s.order[1])["placed_counts"][first] == 1


def test_outlaws_win_when_their_power_beats_hunters_plus_wagon():
    # "Add up all the Outlaw power and compare it against the Bounty Hunter
    # power + Wagon power"; the passengers defend ("bringing power to the defend the wagon").
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["dynamite"], 1: ["pistol"]},
              passengers=["gambler"])  # defence 1 + 1 + 2 = 4
    roles(s, OUTLAW, HUNTER)
    prep_round(s, "dynamite", "pistol")
    b = s.last_battle
    assert (b["attack"], b["defence"], b["winner"]) == (5, 4, OUTLAW)
    assert [len(w) for w in s.won] == [1, 0]


def test_a_tie_between_the_sides_goes_to_the_defence():
    # Ruling: the Outlaws must overcome "the Bounty Hunter power + Wagon power".
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["shotgun"], 1: ["pistol"]},
              passengers=["gambler"])  # 4 against 1 + 1 + 2
    roles(s, OUTLAW, HUNTER)
    prep_round(s, "shotgun", "pistol")
    assert s.last_battle["winner"] == HUNTER and s.won == [[], []]


def test_hunters_get_one_card_per_outlaw_revealed():
    # "For every Outlaw revealed, each Bounty Hunter receives 1 cargo card as a reward."
    s = table(3, dealer=2, wagon="mail_coach", hands={0: ["knife"], 1: ["knife"], 2: ["rifle"]},
              passengers=["deputy"])
    roles(s, OUTLAW, OUTLAW, HUNTER)
    prep_round(s, "knife", "knife", "rifle")
    assert s.last_battle["winner"] == HUNTER
    # Seat 2 spent its rifle, took 2 rewards, then 1 card for the next wagon.
    assert len(s.hands[2]) == 3
    assert len(s.hands[0]) == 1 and len(s.hands[1]) == 1


def test_no_outlaws_no_reward():
    # "If there are no Outlaws, no reward is collected."
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["rifle"], 1: ["rifle"]})
    roles(s, HUNTER, HUNTER)
    prep_round(s, "rifle", "rifle")
    assert s.last_battle["winner"] == HUNTER
    assert [len(h) for h in s.hands] == [1, 1]  # only the next wagon's deal


def test_outlaws_draw_the_cargo_from_the_highest_power_down_and_round_again():
    # "Starting with the Outlaw with the highest power, take turns drawing a cargo
    # card until the number of cargo on the wagon has been reached. If there is more
    # cargo than Outlaws, it goes back to the top Outlaw and continues down."
    s = table(3, dealer=2, wagon="supply_train", hands={0: ["pistol", "pistol"], 1: ["dynamite", "rifle"], 2: []},
              passengers=["preacher", "preacher"])  # 4 cargo; defence 3
    roles(s, OUTLAW, OUTLAW, HUNTER)
    prep_round(s, "pistol", "dynamite", None)
    events = []
    for seat, card in zip(s.order, ("pistol", "rifle", None)):
        events += act(s, seat, "pass") if card is None else act(s, seat, "place", card)
    loot = [e.public["seat"] for e in events if e.kind == "draw" and e.public["why"] == "loot"]
    assert loot == [1, 0, 1, 0]
    assert [len(w) for w in s.won] == [0, 1, 0]  # "The Outlaw with the highest power claims the wagon card."


def test_tied_top_outlaws_hold_a_standoff():
    # "If multiple Outlaws tie, a standoff is in order" and "Each player involved
    # draws a cargo card ... The player with the highest card wins. If there is
    # another tie, you repeat the Standoff".
    s = table(3, dealer=2, wagon="mail_coach", hands={0: ["rifle"], 1: ["rifle"], 2: []},
              passengers=["preacher"], cargo_top=["pistol", "pistol", "knife", "shotgun"])
    roles(s, OUTLAW, OUTLAW, HUNTER)
    events = []
    for seat, card in zip(s.order, ("rifle", "rifle", None)):
        events += act(s, seat, "pass") if card is None else act(s, seat, "place", card)
    standoffs = [e.public for e in events if e.kind == "standoff"]
    assert [sorted(x["cards"].values()) for x in standoffs] == [["pistol", "pistol"], ["knife", "shotgun"]]
    assert standoffs[-1]["winner"] == 1 and [len(w) for w in s.won] == [0, 1, 0]


def test_three_knives_make_an_assassin_who_takes_a_hunters_cards():
    # "An assassin is an Outlaw with 3 knives in play and can assassinate & steal the
    # played cards of an enemy bounty hunter. If assassinated, that Bounty Hunter is out
    # for the round, and their cards given to their killer who places them in their hand."
    s = table(2, dealer=1, wagon="payroll_wagon", hands={0: ["knife"] * 3, 1: ["dynamite", "shotgun", "rifle"]},
              passengers=["preacher"] * 3)
    roles(s, OUTLAW, HUNTER)
    prep_round(s, "knife", "dynamite")
    prep_round(s, "knife", "shotgun")
    events = []
    for seat, card in zip(s.order, ("knife", "rifle")):
        events += act(s, seat, "place", card)
    assert "assassin" in kinds(events) and s.phase == ASSASSIN
    assert RULES.to_act(s) == (0,)
    assert RULES.legal_actions(s, 0) == [Action("assassinate", (1,)), Action("spare")]
    assert RULES.refusal(s, 0, Action("assassinate", (0,))) is not None
    events = act(s, 0, "assassinate", 1)
    stolen = next(e for e in events if e.kind == "assassinated").public["cards"]
    assert sorted(stolen) == ["dynamite", "rifle", "shotgun"]
    # The hunter is out: the wagon (4) and no-power riders defend alone against 3 knives.
    assert s.last_battle["winner"] == HUNTER and s.last_battle["out"] == [1]
    held = [CARGO[c].key for c in s.hands[0]]
    assert all(k in held for k in ("dynamite", "rifle", "shotgun")) and len(held) == 4  # + the next deal


def test_an_assassin_may_spare():
    # "can assassinate": striking is a choice.
    s = table(2, dealer=1, wagon="payroll_wagon", hands={0: ["knife"] * 3, 1: ["pistol"]},
              passengers=["preacher"] * 3)
    roles(s, OUTLAW, HUNTER)
    prep_round(s, "knife", "pistol")
    prep_round(s, "knife", None)
    prep_round(s, "knife", None)
    act(s, 0, "spare")
    assert s.last_battle["out"] == [] and s.last_battle["defence"] == 6


def test_lasso_ties_up_the_strongest_passenger():
    # Card design: "Lasso: The strongest passenger on the wagon does not fight."
    s = table(2, dealer=1, wagon="settlers_wagon", hands={0: ["lasso", "pistol"], 1: []},
              passengers=["shotgun_guard", "gambler"])
    roles(s, OUTLAW, HUNTER)
    prep_round(s, "lasso", None)
    prep_round(s, "pistol", None)
    b = s.last_battle
    assert b["defence"] == 1 + 1 and b["attack"] == 2 and b["winner"] == HUNTER
    assert [PASSENGERS[p].key for p in b["lassoed"]] == ["shotgun_guard"]


def test_badge_and_bandana_help_only_their_side():
    # Card design: Tin Badge +3 for a Bounty Hunter, Bandana +3 for an Outlaw.
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["bandana"], 1: ["bandana"]}, passengers=["preacher"])
    roles(s, OUTLAW, HUNTER)
    prep_round(s, "bandana", "bandana")
    assert (s.last_battle["attack"], s.last_battle["defence"]) == (3, 1)


def test_three_wagons_win_the_game():
    # "The first player to win 3 Wagon Cards is declared the winner."
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["dynamite"], 1: []}, passengers=["preacher"])
    s.won[0] = [x for x in range(len(WAGONS)) if x in s.wagon_deck.cards][:2]
    s.wagon_deck.cards = [x for x in s.wagon_deck.cards if x not in s.won[0]]
    s.wagons_played += 2
    assert RULES.invariants(s) == []
    roles(s, OUTLAW, HUNTER)
    prep_round(s, "dynamite", None)
    assert s.phase == OVER and RULES.to_act(s) == ()
    out = RULES.outcome(s)
    assert out.winners == (0,) and out.rewards == (1.0, 0.0)
    assert RULES.refusal(s, 0, Action("pass")) == "the game is over"


def test_the_dealer_passes_left_after_each_wagon():
    # Ruling: "Starting to the player to the left of the dealer" every wagon, the deal rotating.
    s = table(3, dealer=0, wagon="mail_coach")
    roles(s, HUNTER, HUNTER, HUNTER)
    prep_round(s, None, None, None)
    assert s.dealer == 1 and RULES.to_act(s) == (2,)


def test_apply_refuses_an_illegal_action_with_its_reason():
    s = table(2)
    with pytest.raises(IllegalAction, match="not your turn"):
        RULES.apply(s, s.order[1], Action("role", (OUTLAW,)), Rng(1))


def test_the_log_never_names_a_hidden_card_or_role():
    for action in (Action("role", (OUTLAW,)), Action("role", (HUNTER,)), Action("place", ("dynamite",))):
        text = RULES.describe(action, None)
        assert "outlaw" not in text.lower() and "hunter" not in text.lower() and "dynamite" not in text.lower()


def test_saddlebags_draw_one_more_for_the_winning_side():
    # Card design: "Saddlebags: If your side wins, draw 1 extra cargo card."
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["saddlebags", "dynamite"], 1: []},
              passengers=["preacher"])
    roles(s, OUTLAW, HUNTER)
    events = act(s, 0, "place", "dynamite") + act(s, 1, "pass")
    assert s.last_battle["winner"] == OUTLAW
    assert not [e for e in events if e.kind == "draw" and e.public["why"] == "saddlebags"]
    s2 = table(2, dealer=1, wagon="settlers_wagon", hands={0: ["saddlebags", "dynamite"], 1: []},
               passengers=["preacher", "preacher"])
    roles(s2, OUTLAW, HUNTER)
    prep_round(s2, "saddlebags", None)
    events = act(s2, 0, "place", "dynamite") + act(s2, 1, "pass")
    bags = [e.public for e in events if e.kind == "draw" and e.public["why"] == "saddlebags"]
    assert bags == [{"seat": 0, "count": 1, "why": "saddlebags"}]


def test_the_wagon_alone_defends_when_everyone_rides_as_an_outlaw():
    # Ruling: everyone may choose Outlaw; "compare it against the Bounty Hunter power + Wagon power".
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["knife"], 1: ["knife"]}, passengers=["gambler"])
    roles(s, OUTLAW, OUTLAW)
    prep_round(s, "knife", "knife")
    assert (s.last_battle["attack"], s.last_battle["defence"], s.last_battle["winner"]) == (2, 2, HUNTER)
    assert s.last_battle["hunters"] == []


def test_an_empty_cargo_deck_is_refilled_from_the_spent_cargo():
    # Ruling on running out: the discards are shuffled into a new cargo deck.
    s = table(2, dealer=1, wagon="mail_coach", hands={0: ["rifle"], 1: []}, passengers=["preacher"])
    spent, s.cargo_deck.cards = s.cargo_deck.cards, []
    s.cargo_deck.discards = spent
    assert RULES.invariants(s) == []
    roles(s, HUNTER, HUNTER)
    prep_round(s, "rifle", None)
    assert [len(h) for h in s.hands] == [1, 1] and len(s.cargo_deck.cards) > 0


def test_when_the_wagons_run_out_the_most_wagons_share_the_win():
    # Ruling: "The first player to win 3 Wagon Cards is declared the winner", and if
    # the wagon deck runs out first the players with the most wagons share it.
    s = table(2, dealer=1, wagon="mail_coach", hands={0: [], 1: []}, passengers=["preacher"])
    s.wagon_discards, s.wagon_deck.cards = list(s.wagon_deck.cards), []
    s.wagons_played += len(s.wagon_discards)
    assert RULES.invariants(s) == []
    roles(s, HUNTER, HUNTER)
    prep_round(s, None, None)
    out = RULES.outcome(s)
    assert s.phase == OVER and out.winners == (0, 1) and out.rewards == (0.5, 0.5)
    assert out.reason == "the wagons ran out"


def test_an_assassinated_hunter_collects_no_reward():
    # "If assassinated, that Bounty Hunter is out for the round".
    s = table(3, dealer=2, wagon="payroll_wagon", hands={0: ["knife"] * 3, 1: ["pistol"], 2: ["rifle"]},
              passengers=["preacher"] * 3)
    roles(s, OUTLAW, HUNTER, HUNTER)
    prep_round(s, "knife", "pistol", "rifle")
    prep_round(s, "knife", None, None)
    prep_round(s, "knife", None, None)
    events = act(s, 0, "assassinate", 2)
    rewards = [e.public["seat"] for e in events if e.kind == "draw" and e.public["why"] == "reward"]
    assert s.last_battle["winner"] == HUNTER and rewards == [1]


def test_determinize_keeps_the_viewers_own_cards_and_every_count():
    s = table(3, dealer=2, wagon="stagecoach", hands={0: ["rifle", "knife"], 1: ["pistol"], 2: ["dynamite"]})
    roles(s, OUTLAW, HUNTER, OUTLAW)
    act(s, 0, "place", "rifle")
    d = RULES.determinize(s, 0, Rng(9))
    assert d.hands[0] == s.hands[0] and d.placed[0] == s.placed[0] and d.roles[0] == OUTLAW
    assert [len(h) for h in d.hands] == [len(h) for h in s.hands]
    assert RULES.invariants(d) == []
