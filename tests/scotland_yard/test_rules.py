"""Scotland Yard rules: each test cites the rulebook sentence it checks
(../shared/rules/scotland-yard.md; rulings in docs/rules-notes/scotland-yard.md)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.scotland_yard.rules import (
    BOX,
    DOUBLE,
    HUNTERS,
    MISTER_X,
    OVER,
    X_DOUBLE_2,
    move_action,
)
from game.games.scotland_yard.rules.observe import mister_x_visible

from .board_data import london, rules, start_cards

R = rules()


def new(players: int, seed: int = 1):
    return R.setup(MatchConfig(players), Rng(seed))


def arrange(players: int, x: int, hunters: dict[int, int], seed: int = 1):
    """A fresh game with the pieces put where a test wants them."""
    s = new(players, seed)
    for p in s.layout.hunters:
        s.pos[p] = 0
    for p, station in hunters.items():
        s.pos[p] = station
    free = iter(st_ for st_ in (13, 26, 29, 34, 50, 53, 91, 94) if st_ not in hunters.values() and st_ != x)
    for p in s.layout.hunters:
        if s.pos[p] == 0:
            s.pos[p] = next(free)
    s.pos[MISTER_X] = x
    s.possible = frozenset((x,))
    assert R.invariants(s) == []
    return s


def play(s, seat, action):
    assert R.refusal(s, seat, action) is None, R.refusal(s, seat, action)
    return R.apply(s, seat, action, Rng(0))


def play_on_missing_mister_x(s):
    """To the end, every seat playing its first move that does not land on Mister X."""
    while R.to_act(s):
        seat = R.to_act(s)[0]
        options = [a for a in R.legal_actions(s, seat) if a.args[2] != s.pos[MISTER_X]]
        play(s, seat, options[0])


def x_moves(s):
    return [a for a in R.legal_actions(s, MISTER_X) if a.kind == "move"]


# -- setup ----------------------------------------------------------------------------

@pytest.mark.parametrize("players,detectives,bobbies", [(2, 2, 2), (3, 2, 2), (4, 3, 1), (5, 4, 0), (6, 5, 0)])
def test_pieces_and_bobbies(players, detectives, bobbies):
    # "For 2 detectives 2 Bobbies, For 3 detectives: 1 Bobby"; 2-player game: "4 playing pieces are in play;
    # two pieces are detectives ... The remaining 2 playing pieces are Bobbies"
    s = new(players)
    assert len(s.layout.detectives) == detectives
    assert len(s.layout.bobbies) == bobbies
    obs = R.observe(s, None)
    kinds = [p["kind"] for p in obs["pieces"]]
    assert kinds.count("detective") == detectives and kinds.count("bobby") == bobbies
    assert {p["seat"] for p in obs["pieces"] if p["kind"] != "mister_x"} == set(range(1, players))


def test_start_cards_and_hidden_start():
    # "Each detective draws a start card with the D on the back ... Mister X draws a start card with an X
    # on the back and looks at the card without revealing it"
    cards = start_cards()
    for seed in range(30):
        s = new(6, seed)
        hunters = [s.pos[p] for p in s.layout.hunters]
        assert set(hunters) <= set(cards["detectives"]) and len(set(hunters)) == len(hunters)
        assert s.pos[MISTER_X] in cards["mister_x"]
        for viewer in (None, 1, 5):
            obs = R.observe(s, viewer)
            assert obs["mister_x"]["station"] is None
            assert obs["pieces"][0]["station"] is None
            assert obs["possible_stations"] == sorted(cards["mister_x"])
        assert R.observe(s, MISTER_X)["mister_x"]["station"] == s.pos[MISTER_X]


def test_ticket_counts():
    # "Each detective receives ... 4 x underground tickets, 8 x bus tickets, 11 x taxi tickets";
    # Mister X receives "5 x black tickets, 2 x double-move tickets" and takes the rest from the general pile.
    s = new(6)
    obs = R.observe(s, 1)
    for board in obs["detective_tickets"]:
        assert (board["taxi"], board["bus"], board["underground"]) == (11, 8, 4)
    assert obs["supply"] == {"taxi": 57 - 55, "bus": 45 - 40, "underground": 23 - 20}
    assert (obs["mister_x"]["black"], obs["mister_x"]["double"]) == (5, 2)


def test_two_player_pooled_tickets():
    # "for both of which the player receives the normal amount of tickets ... Tickets can be used
    # interchangeably for both detectives" (22 taxi: see the rules notes)
    s = new(2)
    obs = R.observe(s, 1)
    assert obs["detective_tickets"] == [{"pieces": [1, 2], "taxi": 22, "bus": 16, "underground": 8}]
    assert s.layout.seat_pieces[1] == (1, 2, 6, 7)


# -- moving -------------------------------------------------------------------------------

def test_detective_ticket_goes_to_general_pile_and_bobbies_ride_free():
    # "the detectives use a ticket from their ticket board and put it on the general draw pile";
    # "Bobbies don't require any tickets for their moves!"
    s = arrange(3, x=170, hunters={1: 13, 2: 94, 6: 116, 7: 155})
    play(s, MISTER_X, move_action(0, "taxi", 185))
    supply = s.supply[:]
    assert R.to_act(s) == (1, 2)
    play(s, 1, move_action(1, "underground", 89))
    assert s.acct[0][2] == 3 and s.supply[2] == supply[2] + 1
    play(s, 1, move_action(6, "bus", 127))
    assert s.acct == [[11, 8, 3], [11, 8, 4]] and s.supply[1] == supply[1]


def test_mister_x_takes_tickets_from_the_general_pile():
    # "Mister X always gets his tickets from the general draw pile!"
    s = arrange(6, x=170, hunters={1: 13, 2: 94, 3: 117, 4: 29, 5: 50})
    s.acct[0][0] += s.supply[0]  # the pile's taxi tickets go to detective 1's board for the test
    s.supply[0] = 0
    assert R.invariants(s) == []
    assert all(a.args[1] != "taxi" for a in x_moves(s))
    assert "general pile has no taxi" in R.refusal(s, MISTER_X, move_action(0, "taxi", 159))
    s.acct[0][0] -= 1
    s.supply[0] = 1
    play(s, MISTER_X, move_action(0, "taxi", 159))
    assert s.supply[0] == 0 and R.observe(s, 1)["travel_log"][0]["ticket"] == "taxi"
    assert R.invariants(s) == []


def test_ferry_only_with_black_ticket():
    # "With a black ticket, Mister X (and only Mister X) can also use a ferry (and move, for example,
    # from 157 to 115)"
    s = arrange(3, x=157, hunters={1: 13, 2: 94, 6: 117, 7: 155})
    legal = x_moves(s)
    assert move_action(0, "black", 115) in legal
    assert move_action(0, "taxi", 115) not in legal
    play(s, MISTER_X, move_action(0, "black", 115))
    assert s.x_black == 4
    obs = R.observe(s, 1)
    assert obs["travel_log"][0]["ticket"] == "black" and obs["travel_log"][0]["station"] is None
    # a detective next to the ferry cannot take it
    s2 = arrange(3, x=170, hunters={1: 157, 2: 94, 6: 117, 7: 155})
    play(s2, MISTER_X, move_action(0, "taxi", 159))
    assert all(a.args[2] != 115 and a.args[2] != 194 for a in R.legal_actions(s2, 1) if a.args[0] == 1)
    assert "ferry" in R.refusal(s2, 1, move_action(1, "taxi", 115))


def test_no_one_moves_onto_an_occupied_station():
    # "All playing pieces can only be moved to unoccupied stations."; Mister X "cannot move to a station
    # that is already occupied by a detective"
    s = arrange(3, x=172, hunters={1: 128, 2: 187, 6: 13, 7: 94})
    assert {a.args[2] for a in x_moves(s)} == {159}  # 172 links to 128, 159 and 187
    assert "occupied" in R.refusal(s, MISTER_X, move_action(0, "taxi", 128))
    play(s, MISTER_X, move_action(0, "taxi", 159))
    # detective 1 at 128 may not take the bus onto detective 2 at 187
    assert move_action(1, "bus", 187) not in R.legal_actions(s, 1)
    assert "occupied" in R.refusal(s, 1, move_action(1, "bus", 187))


def test_everyone_must_move_and_blocked_pieces_sit_out():
    # "Mister X, each detective and each Bobby must change their respective location";
    # "If a detective no longer has any tickets or can't move ... he has to sit out."
    s = arrange(3, x=170, hunters={1: 13, 2: 94, 6: 117, 7: 155})
    s.acct[0] = [0, 0, 0]
    s.supply = [BOX[m] - s.acct[1][m] for m in range(3)]
    play(s, MISTER_X, move_action(0, "taxi", 159))
    assert [a.args[0] for a in R.legal_actions(s, 1)] == [6] * len(R.legal_actions(s, 1))
    play(s, 1, R.legal_actions(s, 1)[0])
    assert R.to_act(s) == (2,) and "none of your pieces" in R.refusal(s, 1, move_action(1, "taxi", 4))
    assert R.refusal(s, 2, Action("pass")) is not None  # no passing while a move exists
    play(s, 2, next(a for a in R.legal_actions(s, 2) if a.args[0] == 2))
    events = play(s, 2, R.legal_actions(s, 2)[0])
    assert [e.public["piece"] for e in events if e.kind == "sat_out"] == [1]
    assert R.to_act(s) == (MISTER_X,)


def test_detectives_and_bobbies_move_in_any_order():
    # "Once Mister X has completed his turn, the detectives and Bobbies take their turns in any order."
    s = arrange(4, x=170, hunters={1: 13, 2: 94, 3: 117, 6: 155})
    play(s, MISTER_X, move_action(0, "taxi", 159))
    assert R.to_act(s) == (1, 2, 3)
    play(s, 3, move_action(3, "taxi", 88))  # the last seat first
    assert R.to_act(s) == (1, 2)
    assert "none of your pieces" in R.refusal(s, 3, move_action(3, "taxi", 117))
    play(s, 1, move_action(6, "taxi", 156))  # a Bobby before any detective of its seat
    play(s, 2, move_action(2, "taxi", 95))
    assert R.to_act(s) == (1,)
    play(s, 1, move_action(1, "taxi", 4))
    assert R.to_act(s) == (MISTER_X,) and s.round == 2


def test_a_blocked_piece_waits_for_the_piece_in_its_way():
    # "All playing pieces can only be moved to unoccupied stations" and "in any order": a piece whose only
    # station is taken by an unmoved piece moves once that piece has gone, rather than sitting out.
    # Station 30 links only to 17 and 42 (taxi).
    s = arrange(5, x=170, hunters={1: 30, 2: 17, 3: 42, 4: 155})
    play(s, MISTER_X, move_action(0, "taxi", 159))
    assert R.to_act(s) == (2, 3, 4) and R.legal_actions(s, 1) == []
    play(s, 2, next(a for a in R.legal_actions(s, 2) if a.args[2] != 30))
    assert 1 in R.to_act(s)
    play(s, 1, move_action(1, "taxi", 17))
    assert not s.sat_out


def test_each_seat_moves_its_own_pieces_in_any_order():
    # "The pieces can be moved in any order the player wants." (2-player game)
    s = new(2)
    play(s, MISTER_X, x_moves(s)[0])
    movers = {a.args[0] for a in R.legal_actions(s, 1)}
    assert movers == {1, 2, 6, 7}
    first = next(a for a in R.legal_actions(s, 1) if a.args[0] == 7)
    play(s, 1, first)
    assert {a.args[0] for a in R.legal_actions(s, 1)} == {1, 2, 6}
    assert "already moved" in R.refusal(s, 1, move_action(7, first.args[1], first.args[2]))


# -- the travel log, surfacing and double moves ---------------------------------------------------

def _walk_x(s, n):
    """Play n rounds with Mister X's first move and each seat's first move."""
    for _ in range(n):
        play(s, MISTER_X, x_moves(s)[0])
        while R.to_act(s) and R.to_act(s)[0] != MISTER_X:
            seat = R.to_act(s)[0]
            options = [a for a in R.legal_actions(s, seat) if a.args[2] != s.pos[MISTER_X]]
            play(s, seat, (options or R.legal_actions(s, seat))[0])


def test_surfacing_after_move_3_and_hidden_otherwise():
    # "Mister X has to show himself ... after his 3rd, 8th, 13th, 18th and 24th moves"; "On his next turn,
    # Mister X will remove his playing piece from the board and disappear again!"
    s = new(4, seed=5)
    _walk_x(s, 2)
    assert R.observe(s, 1)["mister_x"]["station"] is None
    play(s, MISTER_X, x_moves(s)[0])
    obs = R.observe(s, 1)
    assert obs["mister_x"]["visible"] and obs["mister_x"]["station"] == s.pos[MISTER_X]
    assert obs["travel_log"][2]["surfaced"] and obs["possible_stations"] == [s.pos[MISTER_X]]
    assert [e for e in s.last if e.kind == "x_moved"][0].reveals
    while R.to_act(s)[0] != MISTER_X:
        seat = R.to_act(s)[0]
        options = [a for a in R.legal_actions(s, seat) if a.args[2] != s.pos[MISTER_X]]
        play(s, seat, options[0])
    play(s, MISTER_X, x_moves(s)[0])
    obs = R.observe(s, 1)
    assert obs["mister_x"]["station"] is None and obs["mister_x"]["last_seen_move"] == 3
    assert obs["travel_log"][3]["station"] is None


def test_double_move_two_log_entries_surfacing_between():
    # "He enters both stations in his travel log (2 fields) ... If the first station is a station where
    # Mister X has to surface, he shows himself there momentarily and then disappears again"
    s = new(3, seed=2)
    _walk_x(s, 2)
    assert DOUBLE in R.legal_actions(s, MISTER_X)
    play(s, MISTER_X, DOUBLE)
    assert s.x_double == 1 and R.to_act(s) == (MISTER_X,)
    assert DOUBLE not in R.legal_actions(s, MISTER_X)  # "only once per round"
    play(s, MISTER_X, x_moves(s)[0])
    assert s.phase == X_DOUBLE_2
    obs = R.observe(s, 2)
    assert obs["mister_x"]["visible"] and obs["travel_log"][2]["double_step"] == 1
    play(s, MISTER_X, x_moves(s)[0])
    obs = R.observe(s, 2)
    assert s.phase == HUNTERS and len(obs["travel_log"]) == 4
    assert obs["mister_x"]["station"] is None and obs["mister_x"]["last_seen"] == s.log[2][1]
    assert R.invariants(s) == []


def test_black_tickets_within_a_double_move():
    # "Black tickets can also be used at the same time as a double-move ticket. They're documented in the
    # travel log as always."  From 157 the ferry (black only) goes to 115, and on from there.
    s = arrange(3, x=157, hunters={1: 13, 2: 94, 6: 117, 7: 155})
    play(s, MISTER_X, DOUBLE)
    play(s, MISTER_X, move_action(0, "black", 115))
    assert any(a.args[1] == "black" for a in x_moves(s))
    play(s, MISTER_X, next(a for a in x_moves(s) if a.args[1] == "black"))
    obs = R.observe(s, 1)
    assert [e["ticket"] for e in obs["travel_log"]] == ["black", "black"] and s.x_black == 3
    assert [e["double_step"] for e in obs["travel_log"]] == [1, 2]
    assert all(e["station"] is None for e in obs["travel_log"])


def test_detective_tickets_lie_face_up():
    # "Detectives' tickets always lie face up, so that Mister X can see which means of transportation the
    # detectives have at their disposal."
    s = new(4, seed=6)
    _walk_x(s, 2)
    seen = [R.observe(s, v)["detective_tickets"] for v in (MISTER_X, 1, 3, None)]
    assert seen[0] == seen[1] == seen[2] == seen[3]
    assert [(b["taxi"], b["bus"], b["underground"]) for b in seen[0]] == [tuple(a) for a in s.acct]


def test_the_24th_move_exists_only_with_both_double_moves():
    # 22 rounds ("Up to 22 rounds are played") and a surfacing "after his ... 24th move": see the rules notes
    s = new(6, seed=3)
    for _ in range(2):
        play(s, MISTER_X, DOUBLE)
        play(s, MISTER_X, x_moves(s)[0])
        play(s, MISTER_X, x_moves(s)[0])
        while R.to_act(s) and R.to_act(s)[0] != MISTER_X:
            seat = R.to_act(s)[0]
            options = [a for a in R.legal_actions(s, seat) if a.args[2] != s.pos[MISTER_X]]
            play(s, seat, (options or R.legal_actions(s, seat))[0])
    assert len(s.log) == 4 and s.round == 3
    assert DOUBLE not in R.legal_actions(s, MISTER_X)


# -- the end --------------------------------------------------------------------------------------

def test_caught_when_a_detective_lands_on_mister_x():
    # "The detectives win the game if: A detective or a Bobby finishes his move on the same station as
    # Mister X. When this happens, Mister X has to reveal his location."
    s = arrange(3, x=170, hunters={1: 13, 2: 94, 6: 117, 7: 158})
    play(s, MISTER_X, move_action(0, "taxi", 159))
    play(s, 1, move_action(1, "taxi", 4))
    events = play(s, 1, move_action(6, "taxi", 129))
    assert R.to_act(s) == (2,)
    events = play(s, 2, move_action(7, "taxi", 159))
    assert s.phase == OVER and R.outcome(s).winners == (1, 2)
    assert R.outcome(s).rewards == (0.0, 1.0, 1.0)
    over = [e for e in events if e.kind == "game_over"][0]
    assert over.reveals and over.public["station"] == 159 and over.public["catcher"] == 7
    assert R.observe(s, 1)["mister_x"]["station"] == 159


def test_mister_x_loses_when_he_cannot_move():
    # "If there are no unoccupied stations for Mister X to travel to, he has lost the game."
    # Station 30 has two neighbours, 17 and 42 (taxi only).
    s = arrange(3, x=17, hunters={1: 29, 2: 72, 6: 13, 7: 94})
    play(s, MISTER_X, move_action(0, "taxi", 30))
    play(s, 1, move_action(1, "taxi", 17))
    play(s, 1, move_action(6, "taxi", 4))
    play(s, 2, move_action(2, "taxi", 42))
    assert R.outcome(s) is None
    events = play(s, 2, next(a for a in R.legal_actions(s, 2) if a.args[0] == 7))
    assert s.phase == OVER and R.outcome(s).winners == (1, 2)
    assert R.outcome(s).reason == "Mister X cannot move"
    assert any(e.kind == "game_over" and e.public["station"] == 30 for e in events)


def test_mister_x_wins_after_22_rounds():
    # "He manages to travel around London for 22 rounds without getting caught by the detectives.
    # The round is only over once the detectives have also completed their moves."
    s = new(3, seed=11)
    s.round = 22
    play(s, MISTER_X, x_moves(s)[0])
    assert R.outcome(s) is None
    play_on_missing_mister_x(s)
    assert R.outcome(s).winners == (0,) and "22 rounds" in R.outcome(s).reason


def test_mister_x_wins_when_no_detective_can_move():
    # "Mister X wins, if: ... None of the detectives can move his playing piece."
    s = arrange(3, x=170, hunters={1: 13, 2: 94, 6: 117, 7: 155})
    for a in s.acct:
        for m in range(3):
            s.supply[m] += a[m]
            a[m] = 0
    s.acct[0][0] = 1
    s.supply[0] -= 1
    play(s, MISTER_X, move_action(0, "taxi", 159))
    play(s, 1, move_action(1, "taxi", 4))  # detective 1's last ticket
    play_on_missing_mister_x(s)
    assert R.outcome(s).winners == (0,) and "No detective" in R.outcome(s).reason


# -- refusals and secrecy ------------------------------------------------------------------------

def test_refusals_give_reasons():
    s = arrange(3, x=170, hunters={1: 13, 2: 94, 6: 117, 7: 155})
    assert "Mister X" in R.refusal(s, 1, move_action(1, "taxi", 4))
    assert "not next to" in R.refusal(s, MISTER_X, move_action(0, "taxi", 1))
    assert "no bus line" in R.refusal(s, MISTER_X, move_action(0, "bus", 159))
    assert "not yours" in R.refusal(s, MISTER_X, move_action(1, "taxi", 4))
    assert R.refusal(s, MISTER_X, Action("fly", ())) is not None
    assert R.refusal(s, MISTER_X, Action("move", ("x", "taxi", 159))) is not None


def test_describe_hides_mister_x_station():
    # "The detectives are able to see which means of transportation Mister X has used, but they can't
    # see his destination."; "When Mister X uses a black ticket the detectives cannot see which means
    # of transportation he has used."
    a = move_action(0, "bus", 67)
    assert "67" not in R.describe(a, 1) and "bus" in R.describe(a, 1)
    assert "67" not in R.describe(a, None)
    assert "67" in R.describe(a, MISTER_X)
    black = move_action(0, "black", 115)
    assert "115" not in R.describe(black, 2) and "black" in R.describe(black, 2)
    assert R.describe(move_action(6, "bus", 67), 1) == "Bobby 1 rides the bus to 67 (free)"


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4, 6]))
def test_random_games_keep_invariants_and_secrets(seed, players):
    # tickets conserved, no two pieces on one station, and Mister X's hidden station never reaches a
    # detective: not through observations, events, or move names
    rng = Rng(seed)
    s = R.setup(MatchConfig(players), rng.fork())
    steps = 0
    while R.to_act(s):
        seat = R.to_act(s)[0]
        legal = R.legal_actions(s, seat)
        action = rng.choice(legal)
        for other in legal[:3]:
            assert R.refusal(s, seat, other) is None
        events = R.apply(s, seat, action, rng)
        steps += 1
        assert R.invariants(s) == []
        if s.phase == OVER:
            break
        hidden = not mister_x_visible(s)
        obs = R.observe(s, 1)
        if hidden:
            assert obs["mister_x"]["station"] is None and obs["pieces"][0]["station"] is None
            assert "station" not in json.dumps([e.public for e in events if e.kind == "x_moved"]).replace(
                '"station": null', "")
            for e in events:
                v = e.for_viewer(1)
                if e.kind == "x_moved" and not v.public["surfaced"]:
                    assert "from" not in v.public and v.public["station"] is None
            assert all(entry["station"] is None for entry in obs["travel_log"] if not entry["surfaced"])
        assert s.pos[MISTER_X] in obs["possible_stations"]
        assert steps < 400
    assert R.outcome(s) is not None


def test_clone_is_independent_and_determinize_respects_knowledge():
    s = new(4, seed=8)
    _walk_x(s, 4)
    c = R.clone(s)
    play(c, MISTER_X, x_moves(c)[0])
    assert len(s.log) == 4 and len(c.log) == 5 and (s.supply != c.supply or s.x_black != c.x_black)
    seen = set()
    for k in range(40):
        d = R.determinize(s, 2, Rng(k))
        assert d.pos[MISTER_X] in s.possible
        assert all(entry[1] is None for entry in d.log if not entry[4])
        assert [p for p in d.pos[1:]] == [p for p in s.pos[1:]]
        seen.add(d.pos[MISTER_X])
    assert len(seen) > 1 or len(s.possible) == 1
    assert R.determinize(s, MISTER_X, Rng(0)).pos[MISTER_X] == s.pos[MISTER_X]


def test_board_from_map_matches_csv_board():
    # the rules run on the Tiled board (board.station_graph) exactly as on the CSV copy
    from game.games.scotland_yard import board
    g = board.station_graph()
    ref = london()
    assert {(min(l.a, l.b), max(l.a, l.b), l.kind) for l in g.links} == {
        (min(l.a, l.b), max(l.a, l.b), l.kind) for l in ref.links}
