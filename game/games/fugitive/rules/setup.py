"""Fugitive: a new match (shuffles, deals, the first player)."""

from __future__ import annotations

from game.core.model import MatchConfig
from game.core.rng import Rng

from ..events import event_deck
from .state import (
    ESCAPE, EVENTS_PER_PILE, EVENT_BASE, FUGITIVE, FUG_PLACE, FugitiveState, PILE_RANGES, START, START_DRAWS, START_HAND,
)
from .turn import _turn_started


def new_state(config: MatchConfig, rng: Rng) -> FugitiveState:
    if config.players != 2:
        raise ValueError("Fugitive is a game for two players")
    s = FugitiveState.__new__(FugitiveState)
    piles = []
    for lo, hi in PILE_RANGES:
        pile = list(range(lo, hi + 1))
        rng.shuffle(pile)
        piles.append(pile)
    # The Fugitive's starting draws come off the shuffled number piles;
    # in the Events variant the events are shuffled in afterwards, so
    # nobody starts by drawing an event (see the rules notes).
    hand = list(START_HAND)
    for p, n in enumerate(START_DRAWS):
        for _ in range(n):
            hand.append(piles[p].pop())
    s.events_on = config.has("events")
    if s.events_on:
        deck = event_deck()
        chosen = rng.sample(range(len(deck)), 3 * EVENTS_PER_PILE)
        for p in range(3):
            for k in range(EVENTS_PER_PILE):
                piles[p].append(EVENT_BASE + chosen[p * EVENTS_PER_PILE + k])
            rng.shuffle(piles[p])
    hand.sort()
    s.hideouts = [START]
    s.sprints = [()]
    s.revealed = [True]
    s.shown = [True]
    s.reach = [0]
    s.parity = [-1]
    s.fhand = hand
    s.mhand = []
    s.piles = piles
    s.fug_from = list(START_DRAWS)
    s.known = (1 << START) | (1 << ESCAPE)
    s.down = 0
    s.phase = FUG_PLACE
    s.draws_left = 0
    s.places_left = 2
    s.must_place = 2
    s.guesses_left = 0
    s.pending = -1
    s.pending_sprint = []
    s.guesses = []
    s.fug_turns = 1
    s.mar_turns = 0
    s.manhunt = False
    s.winner = -1
    s.reason = ""
    s.event_discard = []
    s.events_drawn = [0, 0, 0]
    s.bonus_draws = [0, 0]
    s.skip_draw = [False, False]
    s.reach_mod = 0
    s.extra_places = 0
    s.extra_guesses = 0
    s.skip_guess = False
    s.route_memo = None
    s.last = (_turn_started(FUGITIVE, True, 1),)
    return s
