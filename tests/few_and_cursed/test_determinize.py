"""Determinizing for a seat resamples exactly what that seat cannot know and
keeps everything it has seen: its own hand, jobs and deck contents, every card
that reached a table face up, the public tracks and piles."""

from __future__ import annotations

import math
from collections import Counter

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.ai_normal import NormalBot
from game.games.few_and_cursed.rules import RULES


def _mid_game(seed: int = 5, players: int = 4, steps: int = 500):
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(players, frozenset()), rng.fork())
    bots = [NormalBot(seat) for seat in range(players)]
    played = 0
    while played < steps or len(state.players[0].zones.deck) < 4:  # a deck whose order can vary
        seat = RULES.to_act(state)[0]
        RULES.apply(state, seat, bots[seat].choose(RULES, state, seat, rng), rng)
        played += 1
        assert played < steps + 400
    assert RULES.outcome(state) is None
    return state


def _unseen_upgrades(state, seat):
    p = state.players[seat]
    return sorted(c for c in p.zones.hand + p.zones.deck
                  if RULES.catalog.cards[c].kind == "upgrade" and c not in p.known)


def test_what_the_viewer_has_seen_stays_and_what_it_cannot_see_is_dealt_anew():
    state = _mid_game()
    viewer = 0
    me = state.players[viewer]
    seen = RULES.observe(state, viewer)
    rivals_hands, my_deck_orders, piles, rival_jobs = set(), set(), set(), set()
    for k in range(30):
        guess = RULES.determinize(state, viewer, Rng(k))
        mine = guess.players[viewer]
        # everything it may see, and everything it has seen, is as it was
        assert RULES.observe(guess, viewer) == seen
        assert RULES.legal_actions(guess, viewer) == RULES.legal_actions(state, viewer)
        assert mine.zones.hand == me.zones.hand and mine.jobs == me.jobs
        assert Counter(mine.zones.deck) == Counter(me.zones.deck)
        for p, q in zip(state.players, guess.players):
            assert q.zones.play == p.zones.play and q.zones.discard == p.zones.discard
            # a rival's cards that were ever face up are still his; only unseen upgrades change
            public = Counter(c for c in p.zones.hand + p.zones.deck if c in p.known
                             or RULES.catalog.cards[c].kind != "upgrade")
            assert public == Counter(c for c in q.zones.hand + q.zones.deck if c in q.known
                                     or RULES.catalog.cards[c].kind != "upgrade")
        for i, cards in enumerate(state.piles):
            if state.face_up[i]:
                assert guess.piles[i][-1] == cards[-1]
        assert RULES.invariants(guess) == []
        # what it cannot see varies from one guess to the next
        rivals_hands.add(tuple(tuple(q.zones.hand) for q in guess.players[1:]))
        my_deck_orders.add(tuple(mine.zones.deck))
        piles.add(tuple(tuple(p) for p in guess.piles))
        rival_jobs.add(tuple(tuple(q.jobs) for q in guess.players[1:]))
    assert len(me.zones.deck) >= 3  # so that its order can vary
    orders = min(12, math.factorial(len(me.zones.deck)) // 3)
    assert len(rivals_hands) > 20 and len(my_deck_orders) > orders and len(piles) > 5 and len(rival_jobs) > 20


def test_a_rivals_unplayed_pick_is_resampled_and_a_played_one_is_kept():
    state = _mid_game()
    rival = next(s for s in range(1, 4) if _unseen_upgrades(state, s))
    secret = _unseen_upgrades(state, rival)
    known = sorted(c for c in state.players[rival].known if RULES.catalog.cards[c].kind == "upgrade"
                   and c in state.players[rival].zones.hand + state.players[rival].zones.deck)
    changed = 0
    for k in range(20):
        guess = RULES.determinize(state, 0, Rng(100 + k))
        cards = guess.players[rival].zones.hand + guess.players[rival].zones.deck
        assert all(c in cards for c in known)
        changed += _unseen_upgrades(guess, rival) != secret
        # the rival still holds as many upgrades nobody has seen
        assert len(_unseen_upgrades(guess, rival)) == len(secret)
    assert changed >= 15
    # his own determinization keeps them: he knows what he picked
    assert _unseen_upgrades(RULES.determinize(state, rival, Rng(1)), rival) == secret
