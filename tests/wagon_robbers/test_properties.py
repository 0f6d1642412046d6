"""Properties over random matches: cards conserved, nothing hidden reaches
another seat, determinize keeps every public fact, every match ends."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings, strategies as st

from game.core.model import MatchConfig
from game.core.rng import Rng
from rules_helpers import random_step
from game.games.wagon_robbers.rules import RULES

STEPS = 2000


def _play(seed, players, check=None):
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(players), rng.fork())
    for _ in range(STEPS):
        acting = RULES.to_act(state)
        if not acting:
            return state
        if check:
            check(state)
        random_step(RULES, state, acting[0], rng)
    return state


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_cards_are_conserved_and_every_match_ends(seed, players):
    state = _play(seed, players)
    assert RULES.to_act(state) == ()
    out = RULES.outcome(state)
    assert out is not None and abs(sum(out.rewards) - 1.0) < 1e-9


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_observation_depends_only_on_what_the_viewer_knows(seed, players):
    """observe(v) of a determinization for v equals observe(v) of the real
    state, so no observation carries a card or role v cannot see."""
    def check(state):
        for viewer in list(range(state.n)) + [None]:
            d = RULES.determinize(state, viewer, Rng(seed ^ 77))
            assert RULES.invariants(d) == []
            assert json.dumps(RULES.observe(d, viewer), sort_keys=True) == json.dumps(
                RULES.observe(state, viewer), sort_keys=True)
            obs = RULES.observe(state, viewer)
            for seat in range(state.n):
                if seat != viewer:
                    assert obs["placed"][seat] is None
                    if not state.roles_shown:
                        assert obs["roles"][seat] is None
    _play(seed, players, check)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_events_show_private_cards_only_to_their_owner(seed, players):
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(players), rng.fork())
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        for e in RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)), rng):
            for viewer in range(players):
                seen = e.for_viewer(viewer).public
                if e.private and viewer not in e.private_to:
                    assert not set(e.private) & set(seen)
