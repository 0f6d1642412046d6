"""Scotland Yard bots: legal, secret-blind, and doing what their level promises."""

from __future__ import annotations

import pytest

from game.core.model import RANDOM_LEVEL, MatchConfig
from game.core.rng import Rng
from game.games.scotland_yard import ai
from game.games.scotland_yard.ai import belief, common, detective, hard, heuristic
from game.games.scotland_yard.rules import MISTER_X, SURFACE_MOVES, X_WINS, move_action
from game.games.scotland_yard.rules.turn import x_options

from .board_data import rules

R = rules()


def play_game(levels, players, seed):
    rng = Rng(seed)
    bots = [ai.make_bot(levels[i % len(levels)], seed + i) for i in range(players)]
    s = R.setup(MatchConfig(players), rng.fork())
    while R.to_act(s):
        seat = R.to_act(s)[0]
        action = bots[seat].choose(R, R.clone(s), seat, rng)
        assert R.refusal(s, seat, action) is None, (seat, action, R.refusal(s, seat, action))
        R.apply(s, seat, action, rng)
        assert R.invariants(s) == []
    return s


@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_levels_play_legal_games(level, players):
    s = play_game([level], players, seed=players)
    assert R.outcome(s) is not None


@pytest.mark.parametrize("players", [2, 3, 6])
def test_hard_plays_legal_moves_for_both_sides(players):
    fast = hard.HardBot(iterations=40, seconds=None)
    s = R.setup(MatchConfig(players), Rng(4))
    rng = Rng(9)
    for _ in range(12):
        seat = R.to_act(s)[0]
        action = fast.choose(R, R.clone(s), seat, rng)
        assert R.refusal(s, seat, action) is None
        R.apply(s, seat, action, rng)
    assert fast.last_stats is not None and fast.last_stats.iterations <= 40


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_detective_bots_ignore_where_mister_x_really_is(level):
    # A detective's choice depends on public facts only: moving Mister X to another possible
    # station must not change it.
    s = R.setup(MatchConfig(4), Rng(2))
    rng = Rng(1)
    while True:
        seat = R.to_act(s)[0]
        R.apply(s, seat, rng.choice(R.legal_actions(s, seat)), rng)
        if seat == MISTER_X and len(s.possible) > 2:
            break
    seat = R.to_act(s)[0]
    choices = set()
    for station in sorted(s.possible)[:3]:
        twin = R.clone(s)
        twin.pos[MISTER_X] = station
        bot = ai.make_bot(level, 5) if level != "hard" else hard.HardBot(5, iterations=30, seconds=None)
        choices.add(bot.choose(R, twin, seat, Rng(77)))
    assert len(choices) == 1


def test_normal_detectives_catch_a_random_mister_x():
    caught = sum(R.outcome(play_game(["random", "normal"], 3, seed)).winners != (MISTER_X,)
                 for seed in range(6))
    assert caught >= 5


def test_normal_mister_x_escapes_random_detectives():
    free = sum(play_game(["normal", "random"], 3, seed).winner == X_WINS for seed in range(6))
    assert free >= 4


def test_coalition_reduction_and_categorized_sampling():
    s = R.setup(MatchConfig(3), Rng(3))
    rng = Rng(0)
    while R.outcome(s) is None or s.catcher < 0:
        s = R.setup(MatchConfig(3), rng.fork())
        while R.to_act(s):
            seat = R.to_act(s)[0]
            legal = R.legal_actions(s, seat)
            hit = [a for a in legal if seat and a.args[2] == s.pos[MISTER_X]]
            R.apply(s, seat, (hit or [rng.choice(legal)])[0], rng)
    wrapped = hard.SearchRules(R, 1).outcome(s)
    catcher_seat = s.layout.owner[s.catcher]
    assert wrapped.rewards[0] == 0.0 and wrapped.rewards[catcher_seat] == 1.0
    assert wrapped.rewards[3 - catcher_seat] == 1.0 - hard.COALITION_REDUCTION
    s = R.setup(MatchConfig(6), Rng(5))
    for k in range(50):
        assert hard.categorized_sample(s, Rng(k)) in s.possible


def test_make_bot_levels():
    for level in (RANDOM_LEVEL, *ai.LEVELS):
        assert ai.make_bot(level, 1).choose
    with pytest.raises(ValueError):
        ai.make_bot("godlike")


def _hidden_position(seed=2, players=3):
    s = R.setup(MatchConfig(players), Rng(seed))
    rng = Rng(seed + 1)
    bot = ai.make_bot("normal", seed)
    while True:
        seat = R.to_act(s)[0]
        R.apply(s, seat, bot.choose(R, R.clone(s), seat, rng), rng)
        if R.to_act(s) == (MISTER_X,) and len(s.possible) > 3 and len(s.log) > 4:
            return s


def test_belief_is_a_distribution_over_the_possible_stations():
    s = _hidden_position()
    bel = belief.belief(s)
    assert set(bel) == set(s.possible)
    assert abs(sum(bel.values()) - 1.0) < 1e-9 and min(bel.values()) > 0
    # One step from a surfaced station: he more likely went away from the
    # hunters than next to one of them.
    tables = s.tables
    dist = tables.distances()
    for start in tables.stations:
        dests = tables.moves.by_ticket[0][start]
        if len(dests) >= 3:
            break
    hunter = next(h for h in tables.stations if dist[h][dests[0]] == 1 and dist[h][start] >= 2
                  and all(dist[h][x] >= 2 for x in dests[1:]))
    one = R.clone(s)
    one.log = [(0, start, (), 1, True, 0), (0, None, (hunter,), 1, False, 0)]
    one.possible = frozenset(dests)
    step = belief.belief(one)
    assert step[dests[0]] < min(step[x] for x in dests[1:])
    # The belief reads public facts only: where he really is changes nothing.
    for station in sorted(s.possible)[:3]:
        twin = R.clone(s)
        twin.pos[MISTER_X] = station
        assert belief.belief(twin) == bel


def test_detectives_never_strand_themselves():
    s = R.setup(MatchConfig(3), Rng(0))
    s.round = 15
    s.acct[0] = [1, 0, 0]
    tables = s.tables
    assert detective.can_keep_moving(tables, s.pos[1], [3, 3, 3], 3)
    assert not detective.can_keep_moving(tables, s.pos[1], [0, 0, 0], 1)
    for m, d in tables.hunter_moves[s.pos[1]]:
        if m == 0:
            assert detective.ticket_penalty(s, 1, 0, d) >= detective.STRANDED


def test_mister_x_search_keeps_detectives_blind():
    # In Mister X's own search the detectives reply by the public policy: the
    # tree holds his moves only, and a detective's search never sees him.
    s = _hidden_position()
    own = hard.SearchRules(R, MISTER_X)
    d = own.determinize(s, MISTER_X, Rng(1))
    assert d.pos[MISTER_X] == s.pos[MISTER_X]
    action = own.legal_actions(d, MISTER_X)[0]
    own.apply(d, MISTER_X, action, Rng(2))
    assert R.to_act(d) in ((MISTER_X,), ())
    theirs = hard.SearchRules(R, 1)
    draws = set()
    for k in range(40):
        twin = R.clone(s)
        twin.pos[MISTER_X] = sorted(s.possible)[k % 2]
        draws.add(theirs.determinize(twin, 1, Rng(k)).pos[MISTER_X])
    assert draws <= set(s.possible)
    assert {a.kind for a in theirs.legal_actions(d, MISTER_X)} <= {"x_ticket", "double"}


def test_mister_x_search_meets_normal_detectives_who_cannot_see_him():
    """In Mister X's search the detectives first reply as Normal ones would,
    from public facts only: the same replies wherever he really stands."""
    s = _hidden_position(players=6)
    replies = []
    for x in sorted(s.possible)[:2]:
        twin = R.clone(s)
        twin.pos[MISTER_X] = x
        own = hard.SearchRules(R, MISTER_X)
        own.prune_root(twin, Rng(1))
        ticket = next(a for a in R.legal_actions(twin, MISTER_X) if a.kind != "double")
        R.step(twin, ticket, None)
        seat = twin.ready[0]
        reply = own._detective_reply(twin, Rng(3))
        assert reply == detective.DetectiveHeuristic().choose(R, twin, seat, Rng(3))
        assert own._detective_reply(twin, Rng(4)) == reply  # worked out once, then remembered
        replies.append((ticket.args[1], reply))
    if replies[0][0] == replies[1][0]:  # same ticket shown: the same public facts
        assert replies[0][1] == replies[1][1]


def test_normal_detectives_beat_the_old_greedy_chase():
    # Normal detectives (likelihood, cover, hubs, tickets) catch a Normal
    # Mister X more often than hunters who just close on the nearest station.
    class Greedy:
        def choose(self, rules, state, seat, rng):
            legal = rules.legal_actions(state, seat)
            s = rules.determinize(state, seat, rng)
            dist = s.tables.distances()
            return min(legal, key=lambda a: (min(dist[a.args[2]][x] for x in s.possible), rng.random()))

    def caught(det):
        n = 0
        for seed in range(20):
            rng = Rng(seed)
            s = R.setup(MatchConfig(3), rng.fork())
            bots = [ai.make_bot("normal", seed), det, det]
            while R.to_act(s):
                seat = R.to_act(s)[0]
                R.apply(s, seat, bots[seat].choose(R, R.clone(s), seat, rng), rng)
            n += s.winner != X_WINS
        return n

    normal = caught(ai.make_bot("normal", 3))
    assert normal >= 10 and normal >= caught(Greedy()) + 4


def test_hard_mister_x_never_surfaces_within_reach():
    # On a surfacing move a station in a hunter's reach is a certain capture:
    # his search (rewards from his side) avoids it whenever a safe move
    # exists, and the move played is the root's most visited.
    rng = Rng(11)
    normal = ai.make_bot("normal", 1)
    checked = 0
    for seed in range(60):
        s = R.setup(MatchConfig(3), Rng(seed))
        while R.to_act(s) and checked < 3:
            seat = R.to_act(s)[0]
            if seat == MISTER_X and s.phase == 0 and len(s.log) + 1 in SURFACE_MOVES:
                danger = common.reach_of_hunters(s)
                dests = {d for _, d in x_options(s)}
                if dests & danger and dests - danger:
                    bot = hard.HardBot(3, iterations=120, seconds=None)
                    action = bot.choose(R, R.clone(s), MISTER_X, Rng(seed))
                    assert action.kind == "double" or action.args[2] not in danger
                    assert action == bot.last_stats.root[0].action
                    checked += 1
            R.apply(s, seat, normal.choose(R, R.clone(s), seat, rng), rng)
        if checked >= 3:
            break
    assert checked == 3


def test_hard_counts_iterations_in_simulations_and_keeps_time_at_the_table():
    # make_bot (simulate): a fixed iteration count, so a seed replays the same game;
    # table_bot (the app): a time budget as well, so the table never waits long.
    s = _hidden_position()
    picks = {ai.make_bot("hard", 4).choose(R, R.clone(s), MISTER_X, Rng(8)) for _ in range(2)}
    assert len(picks) == 1
    sim, table = ai.make_bot("hard", 4), ai.table_bot("hard", 4)
    assert sim.seconds is None and sim.search.time_budget is None
    assert table.seconds == hard.APP_SECONDS and table.search.iterations == hard.APP_ITERATIONS
    assert isinstance(ai.table_bot("normal", 1), heuristic.LevelBot)


def test_detectives_search_overrules_the_heuristic_only_by_a_clear_margin():
    from game.core.ai.ismcts import RootChoice, SearchStats

    best, other = move_action(1, "taxi", 4), move_action(1, "bus", 23)

    def stats(lead):
        root = (RootChoice(other, 60, 0.5 + lead), RootChoice(best, 40, 0.5))
        return SearchStats(100, 0.1, 300, "iterations", root)

    keep = hard._keep_heuristic_unless_beaten
    assert keep(stats(hard.OVERRULE_MARGIN / 2), [best, other], other) == best
    assert keep(stats(hard.OVERRULE_MARGIN * 2), [best, other], other) == other
    assert keep(stats(0.0), [best, other], best) == best
