"""Rules tests for the first player's monster steps, the opening draft's hidden
drops and the state copy; each cites the rulebook sentence it checks."""

from __future__ import annotations

import pickle

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.rules import FewAndCursedRules
from game.games.few_and_cursed.rules.moves import step_monster
from game.games.few_and_cursed.rules.state import CLEANUP, IMPROVISE, KEEP, touch
from game.games.few_and_cursed.rules.tracks import Game, clear_decision

from .desert import small_desert
from .helpers import RULES, act, kinds, new


def tied_desert():
    """The small desert and a Fork (12) with two equal roads to town: via Dry Wash (6)
    or via Old Mission (8), one movement each, no curse or damage."""
    graph = small_desert()
    graph.add_node(12, name="Fork", kind="desert", town="", artifact="", last_seen=0, x=120, y=60)
    graph.add_link(12, 6, "road", move=1, curse=0, damage=0)
    graph.add_link(12, 8, "road", move=1, curse=0, damage=0)
    return FewAndCursedRules(graph=graph)


def _monster_at(rules, s, node):
    mid = next(i for i, b in enumerate(rules.catalog.most_wanted) if b.key == "wendigo")
    for cards in s.piles:
        if mid in cards:
            cards.remove(mid)
    s.piles[0].append(mid)
    s.face_up[0] = True
    s.monsters[mid] = node
    touch(s)
    return mid


def _to_cleanup_end(rules, s):
    """Every seat ends its cleanup: the round's monster movement comes next."""
    clear_decision(Game(rules, s, Rng(1)))  # the improvise under way: its cards go to the discards
    s.phase, s.turn, s.mode = CLEANUP, 0, "cleanup"
    touch(s)
    for seat in list(s.order):
        rules.apply(s, seat, next(a for a in rules.legal_actions(s, seat) if a.kind == "end"), Rng(1))


def _started(rules, players=3, seed=4):
    s = rules.setup(MatchConfig(players, frozenset()), Rng(seed))
    while s.phase == KEEP:
        seat = rules.to_act(s)[0]
        rules.apply(s, seat, rules.legal_actions(s, seat)[0], Rng(2))
    for p in s.players:
        p.node = 1
    return s


def test_a_monster_step_still_tied_is_the_first_players_action():
    """"Monsters always move towards San Andreas by taking the shortest route with the fewest
    symbols. If there is a tie, the Monster always prefers to move into a space with a player.
    If it's still a tie, the player with the First Player Token should decide and move the
    monster.\""""
    rules = tied_desert()
    s = _started(rules)
    mid = _monster_at(rules, s, 12)
    first = s.first
    _to_cleanup_end(rules, s)
    assert s.monsters[mid] == 12 and s.steering == [[mid, first]] and s.phase == CLEANUP
    assert rules.to_act(s) == (first,)
    assert {(a.kind, a.args) for a in rules.legal_actions(s, first)} == {("steer", (mid, 6)), ("steer", (mid, 8))}
    other = (first + 1) % s.n
    assert rules.legal_actions(s, other) == []
    assert "first player" in rules.refusal(s, other, Action("steer", (mid, 8)))
    assert not rules.invariants(s)
    rules.apply(s, first, Action("steer", (mid, 8)), Rng(1))
    # the monster went where the first player chose, then the token passed and the round began
    assert s.monsters[mid] == 8 and not s.steering
    assert s.phase == IMPROVISE and s.round == 2 and s.first == (first - 1) % s.n


def test_a_player_on_one_side_breaks_the_tie_without_asking():
    """"If there is a tie, the Monster always prefers to move into a space with a player.\""""
    rules = tied_desert()
    s = _started(rules)
    mid = _monster_at(rules, s, 12)
    s.players[1].node, s.players[1].health = 8, 5
    _to_cleanup_end(rules, s)
    assert not s.steering and s.monsters[mid] == 8 and s.players[1].health == 4
    assert s.phase == IMPROVISE and s.round == 2


def test_the_steered_monster_hurts_whom_it_meets():
    """"If a monster ever moves into a space with a player figure already in it, that player
    suffers one damage.\" (players on both tied spaces: the tie stands)"""
    rules = tied_desert()
    s = _started(rules)
    mid = _monster_at(rules, s, 12)
    s.players[1].node, s.players[2].node = 6, 8
    health = s.players[2].health
    g = Game(rules, s, Rng(1))
    step_monster(g, mid)
    assert s.steering == [[mid, s.first]] and s.monsters[mid] == 12
    touch(s)
    rules.apply(s, s.first, Action("steer", (mid, 8)), Rng(1))
    assert s.monsters[mid] == 8 and s.players[2].health == health - 1


def test_determinize_resamples_the_jobs_others_dropped_in_the_draft():
    """"deal every player four random job cards. Players select two jobs to keep and discard
    the other two and shuffle them back into the job deck.\" The viewer saw only its own
    four jobs: its kept and dropped jobs stay, another player's drops may be any unseen job."""
    s = new(3, seed=7)
    first, second, third = s.order
    for seat in (first, second):
        for _ in range(2):
            act(s, seat, "drop", s.players[seat].jobs[0])
    assert s.phase == KEEP and set(s.dropped) == {first, second}
    viewer = first
    mine = list(s.dropped[viewer])
    theirs = set(s.dropped[second])
    changed = 0
    for seed in range(20):
        guess = RULES.determinize(s, viewer, Rng(seed))
        assert guess.dropped[viewer] == mine and guess.players[viewer].jobs == s.players[viewer].jobs
        assert len(guess.dropped[second]) == 2
        changed += set(guess.dropped[second]) != theirs
        assert not RULES.invariants(guess)
    assert changed >= 15
    # after the draft the drops are back in the deck and nothing is owed to anyone
    for _ in range(2):
        act(s, third, "drop", s.players[third].jobs[0])
    assert s.phase == IMPROVISE and s.dropped == {} and len(s.jobs.cards) == 40 - 6


def test_a_copy_shares_nothing_the_game_changes():
    s = new(4, seed=3)
    before = pickle.dumps(s)
    copy = RULES.clone(s)
    assert copy.version != s.version
    rng = Rng(9)
    for _ in range(400):
        if RULES.outcome(copy) is not None:
            break
        seat = RULES.to_act(copy)[0]
        legal = RULES.legal_actions(copy, seat)
        RULES.apply(copy, seat, legal[rng.randrange(len(legal))], rng)
    assert pickle.dumps(s) == before and copy.round >= 1 and kinds(s, s.seat)


def test_twenty_one_grit_calls_a_monster_again_when_the_board_is_empty():
    """"If a player reaches twenty-one Grit without a monster figure appearing on the board,
    then that player selects a Most Wanted pile and replaces the card on top of that pile with
    the bottom monster card.\" Read as a standing condition: a player at 21 or more while no
    monster figure is on the board (say, the last one was just defeated) calls the next one,
    the one with the most Grit first."""
    from .helpers import in_action
    s = in_action(players=3, seat=0, grit=24)
    s.players[1].grit, s.players[2].grit = 30, 12
    assert not s.monsters and not s.summons
    act(s, 0, "end")
    assert s.summons == [1] and RULES.to_act(s) == (1,)
    assert kinds(s, 1) == {"summon"} and kinds(s, 0) == set()
    pile = RULES.legal_actions(s, 1)[0].args[0]
    act(s, 1, "summon", pile)
    assert len(s.monsters) == 1 and not s.summons


def test_nobody_at_twenty_one_calls_no_monster():
    """"If a player reaches twenty-one Grit ..." (and only then)."""
    from .helpers import in_action
    s = in_action(players=2, seat=0, grit=20)
    act(s, 0, "end")
    assert not s.summons and not s.monsters
