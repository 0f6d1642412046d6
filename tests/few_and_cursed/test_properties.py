"""Random matches: every card stays in exactly one place, tracks stay in bounds, water
is all accounted for, no seat's observation depends on what it cannot see, and every
match ends."""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.core.ai import RandomBot
from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.ai.heuristic import EasyBot

from .helpers import RULES

MODES = [(1, ()), (1, ("dark-arts",)), (1, ("shadows",)), (2, ()), (2, ("coop",)), (3, ())]


def private_keys_hidden(events, seat, n):
    """Events show card and job names only to the seats they were meant for."""
    for e in events:
        for viewer in [None] + [v for v in range(n) if v not in e.private_to]:
            seen = e.for_viewer(viewer).public
            assert not (set(e.private) & set(seen) - set(e.public)), (e.kind, viewer)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), mode=st.sampled_from(MODES), easy=st.booleans())
@example(seed=66, mode=(3, ()), easy=False)  # Jebediah looking at a rival's jobs while he swaps
def test_random_matches_keep_every_invariant_and_end(seed, mode, easy):
    players, variants = mode
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(players, frozenset(variants)), rng.fork())
    bots = [EasyBot(seed + s) if easy and s % 2 == 0 else RandomBot(seed + s) for s in range(players)]
    steps = 0
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        action = bots[seat].choose(RULES, state, seat, rng)
        assert RULES.refusal(state, seat, action) is None
        events = RULES.apply(state, seat, action, rng)
        steps += 1
        assert RULES.invariants(state) == []
        private_keys_hidden(events, seat, players)
        if steps % 40 == 0:
            for viewer in range(players):
                guess = RULES.determinize(state, viewer, Rng(seed ^ steps))
                assert RULES.observe(guess, viewer) == RULES.observe(state, viewer)
                assert RULES.legal_actions(guess, viewer) == RULES.legal_actions(state, viewer)
        assert steps < RULES.action_limit
    out = RULES.outcome(state)
    assert out is not None and out.reason and len(out.rewards) == players


def test_observations_hide_hands_jobs_and_deck_order():
    state = RULES.setup(MatchConfig(3, frozenset()), Rng(8))
    mine = RULES.observe(state, 0)["players"]
    assert "hand" in mine[0] and "jobs" in mine[0]
    assert all("hand" not in p and "jobs" not in p and "deck" not in p for p in mine[1:])
    assert all(p["hand_count"] == 4 for p in mine)
    spectator = RULES.observe(state, None)["players"]
    assert all("hand" not in p for p in spectator)
    assert RULES.observe(state, 0)["players"][0]["deck"] == sorted(RULES.observe(state, 0)["players"][0]["deck"])
