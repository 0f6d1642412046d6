"""Hard's reading of its rivals (ai.worlds): replaying Normal's plan on a hand
gives Normal's play, sampled worlds agree with what the seat saw and only with
that, and a rival's turns and shown cargo move the belief the right way."""

from __future__ import annotations

from collections import Counter

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.wagon_robbers.ai.heuristic import normal_choice, plan_view
from game.games.wagon_robbers.ai.worlds import Book, Scene, replay, sample_world, turns_taken
from game.games.wagon_robbers.cards import PASSENGERS
from game.games.wagon_robbers.rules import HUNTER, OUTLAW, PREP, RULES
from game.games.wagon_robbers.rules.state import CARD_KEY

from .helpers import act, table


def _normal_match(seed, watch):
    """Three Normal bots play a match; ``watch(state, seat)`` before every move."""
    rng = Rng(seed)
    s = RULES.setup(MatchConfig(3), rng.fork())
    while RULES.to_act(s):
        seat = RULES.to_act(s)[0]
        watch(s, seat)
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, normal_choice(RULES.observe(s, seat), seat, legal), rng)


def test_the_plan_view_is_what_observe_shows_the_plan():
    def watch(s, seat):
        legal = RULES.legal_actions(s, seat)
        for read in (False, True):
            assert normal_choice(plan_view(s, seat), seat, legal, read) == \
                normal_choice(RULES.observe(s, seat), seat, legal, read)
    for seed in range(6):
        _normal_match(seed, watch)


def test_replaying_normal_s_plan_on_a_rival_s_hand_gives_its_role_and_cargo():
    checked = []

    def watch(s, seat):
        if s.phase != PREP:
            return
        scene = Scene(s.n, s.wagon, s.order, [len(h) + len(p) for h, p in zip(s.hands, s.placed)],
                      [PASSENGERS[p].power for p in s.passengers])
        for rival in range(s.n):
            if rival != seat and s.roles[rival] is not None:
                start = [CARD_KEY[c] for c in s.hands[rival] + s.placed[rival]]
                role, laid = replay(scene, rival, start, turns_taken(s, seat, rival))
                checked.append((role, Counter(laid)) == (s.roles[rival], Counter(CARD_KEY[c] for c in s.placed[rival])))
    for seed in range(8):
        _normal_match(seed, watch)
    assert len(checked) > 300 and all(checked)


def _stagecoach_after(first_moves):
    """A Stagecoach (two prep rounds), seat 2 to act in round 1 after seats 0 and 1 moved."""
    s = table(3, dealer=2, wagon="stagecoach", passengers=("cowhand", "gambler", "deputy"),
              hands={0: ["pistol", "rifle", "knife"], 1: ["knife", "pistol", "badge"], 2: ["rifle", "knife", "lasso"]})
    act(s, 0, "role", OUTLAW)
    act(s, 1, "role", HUNTER)
    act(s, 2, "role", HUNTER)
    for seat, move in zip((0, 1), first_moves):
        if move == "pass":
            act(s, seat, "pass")
        else:
            act(s, seat, "place", move)
    return s


def test_worlds_keep_what_the_seat_sees_and_read_a_pass_as_a_bounty_hunter():
    """Normal's Outlaws lay a card whenever they hold one that helps, so a rival who
    passed rides with the Bounty Hunters in (nearly) every world."""
    s = _stagecoach_after(["pass", "pass"])
    rng = Rng(4)
    worlds = [sample_world(RULES, s, 2, rng) for _ in range(60)]
    assert all(RULES.observe(d, 2) == RULES.observe(s, 2) for d in worlds)
    assert all(RULES.invariants(d) == [] for d in worlds)
    assert sum(d.roles[0] == HUNTER for d in worlds) >= 57
    assert sum(d.roles[1] == HUNTER for d in worlds) >= 57


def test_a_rival_who_lays_a_card_at_once_is_more_often_an_outlaw_than_one_who_passed():
    laid = [sample_world(RULES, _stagecoach_after(["rifle", "pass"]), 2, Rng(k)).roles[0] for k in range(80)]
    passed = [sample_world(RULES, _stagecoach_after(["pass", "pass"]), 2, Rng(k)).roles[0] for k in range(80)]
    assert laid.count(OUTLAW) > passed.count(OUTLAW) + 20


def test_a_world_follows_from_the_seed_and_what_the_seat_knows():
    """Two states seat 2 cannot tell apart give the same world for the same seed."""
    s = _stagecoach_after(["rifle", "pass"])
    twin = RULES.determinize(s, 2, Rng(77))
    assert RULES.observe(twin, 2) == RULES.observe(s, 2)
    a, b = sample_world(RULES, s, 2, Rng(5)), sample_world(RULES, twin, 2, Rng(5))
    assert [RULES.observe(a, o) for o in range(3)] == [RULES.observe(b, o) for o in range(3)]


def _book_after_mail_coach(rival_hand):
    """Seat 0 watches a Mail Coach (one prep round) where seat 1 holds ``rival_hand``
    and plays Normal's plan; the book as seat 0 reads it at the next wagon."""
    s = table(3, dealer=2, wagon="mail_coach", passengers=("preacher",),
              hands={0: ["knife", "knife", "knife"], 1: rival_hand, 2: ["knife", "badge", "knife"]})
    book, rng = Book(0), Rng(3)
    while s.wagons_played == 1:
        seat = RULES.to_act(s)[0]
        if seat == 0:
            book.note(RULES.observe(s, 0), rng)
        RULES.apply(s, seat, normal_choice(RULES.observe(s, seat), seat, RULES.legal_actions(s, seat)), rng)
    book.note(RULES.observe(s, 0), rng)
    return book, s


def test_the_book_keeps_only_hands_that_would_have_played_as_the_battle_showed():
    """A Normal Outlaw lays its best card for its side: one that showed a Pistol on a
    one-round wagon held nothing better for an Outlaw, so no kept hand in the book does."""
    book, s = _book_after_mail_coach(["pistol", "knife", "knife"])
    assert s.last_battle["cards"]["1"] == ["pistol"] and 1 in s.last_battle["outlaws"]
    kept = book.kept(1, s.wagons_played)
    assert len(kept) > 20 and all(len(hand) == 2 for hand in kept)
    better = {"rifle", "shotgun", "dynamite", "bandana", "lasso"}
    assert not any(better & set(hand) for hand in kept)


def test_a_wagon_the_seat_did_not_see_turn_up_starts_the_rivals_afresh():
    book, s = _book_after_mail_coach(["pistol", "knife", "knife"])
    assert book.kept(1, s.wagons_played) != [[]]
    assert book.kept(1, s.wagons_played + 1) == [[]]
