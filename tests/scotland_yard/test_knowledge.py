"""Where Mister X can be: the exact public deduction (knowledge.py)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.scotland_yard.knowledge import advance, possible_locations, ticket_moves
from game.games.scotland_yard.rules import MISTER_X, OVER

from .board_data import london, rules, start_cards

R = rules()


def test_one_taxi_move_from_the_start_cards():
    # "The detectives are able to see which means of transportation Mister X has used"
    g = london()
    starts = start_cards()["mister_x"]
    blocked = (13, 26, 29)
    got = possible_locations([{"ticket": "taxi", "station": None, "blocked": blocked}], g, starts)
    want = {n for s in starts for n in g.neighbors(s, "taxi")} - set(blocked)
    assert got == want


def test_black_ticket_covers_every_mode_and_the_ferry():
    # "With a black ticket, Mister X ... can also use a ferry (and move, for example, from 157 to 115)"
    g = london()
    got = possible_locations([("black", None, ())], g, [157])
    assert 115 in got and 194 in got and set(g.neighbors(157)) == got
    assert 115 not in possible_locations([("taxi", None, ())], g, [157])


def test_surfacing_collapses_and_pieces_clear_stations():
    # "Mister X has to show himself at regular intervals"; capture: "A detective or a Bobby finishes
    # his move on the same station as Mister X" (so a station a piece reached without a capture is empty)
    g = london()
    log = [("taxi", None, ()), ("taxi", None, ()), ("bus", 67, ()), ("underground", None, (13,))]
    assert possible_locations(log[:3], g, [35]) == {67}
    after = possible_locations(log, g, [35])
    assert after == {89, 79, 111} and 13 not in after
    assert possible_locations(log, g, [35], detective_stations=(89,)) == {79, 111}


def test_advance_excludes_blocked_sources_and_targets():
    # "All playing pieces can only be moved to unoccupied stations."
    moves = ticket_moves(london())
    assert advance(moves, {1, 8}, "taxi", {8}) == {9}
    assert advance(moves, {1}, "bus", ()) == {46, 58}


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 6]))
def test_incremental_set_equals_from_scratch_and_holds_the_truth(seed, players):
    rng = Rng(seed)
    s = R.setup(MatchConfig(players), rng.fork())
    while R.to_act(s):
        seat = R.to_act(s)[0]
        R.apply(s, seat, rng.choice(R.legal_actions(s, seat)), rng)
        if s.phase == OVER:
            break
        obs = R.observe(s, 1)
        hunters = [p["station"] for p in obs["pieces"] if p["kind"] != "mister_x"]
        scratch = possible_locations(obs["travel_log"], london(), start_cards()["mister_x"], hunters)
        assert sorted(scratch) == obs["possible_stations"]
        assert s.pos[MISTER_X] in scratch
