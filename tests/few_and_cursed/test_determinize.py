"""Determinizing for a seat resamples exactly what that seat cannot know and
keeps everything it has seen: its own hand, jobs and deck contents, every card
that reached a table face up, the public tracks and piles."""

from __future__ import annotations

import math
from collections import Counter

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.ai.normal import NormalBot
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


def test_the_decks_are_shuffled_anew_with_their_contents_and_discards_kept():
    """The draw piles' order is unseen by everyone (upgrades, store, encounters, jobs): a guess
    deals them anew, from the same cards; their discards, the store row, the space
    encounters, the face-up pile tops and how many cards each pile and corner holds are public
    and stay; a monster stays at the bottom of a pile (the deal put one under each)."""
    state = _mid_game(seed=9)
    orders = {name: set() for name in ("upgrades", "store", "encounters", "cursed_encounters", "jobs")}
    for k in range(20):
        guess = RULES.determinize(state, 0, Rng(200 + k))
        for name in orders:
            deck, mine = getattr(state, name), getattr(guess, name)
            assert mine.discards == deck.discards
            orders[name].add(tuple(mine.cards))
        for name in ("store", "encounters", "cursed_encounters"):
            assert Counter(getattr(guess, name).cards) == Counter(getattr(state, name).cards)
        rival_jobs = lambda s: Counter(j for q in s.players[1:] for j in q.jobs) + Counter(s.jobs.cards)
        assert rival_jobs(guess) == rival_jobs(state)
        assert guess.store_row == state.store_row and guess.space_encounters == state.space_encounters
        assert [len(p) for p in guess.piles] == [len(p) for p in state.piles]
        for p, q in zip(state.piles, guess.piles):
            if p:  # a pile may be emptied by the middle of a game
                assert RULES.catalog.most_wanted[q[0]].monster == RULES.catalog.most_wanted[p[0]].monster
        assert {c: len(ids) for c, ids in guess.tokens.items()} == {c: len(ids) for c, ids in state.tokens.items()}
        # a token is any artifact of its colour nobody holds (here each colour's unheld ones all lie out)
        for colour, ids in guess.tokens.items():
            assert all(c in guess.artifact_supply and RULES.catalog.cards[c].colour == colour for c in ids)
    for name, seen in orders.items():
        assert len(seen) > 10, f"the {name} deck kept its order"
