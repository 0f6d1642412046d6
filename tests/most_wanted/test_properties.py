"""Properties over random matches: cards and money conserved, nothing hidden
reaches another seat, determinize keeps every public fact, every match ends."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings, strategies as st

from game.core.model import MatchConfig
from game.core.rng import Rng
from rules_helpers import random_step
from game.core.simulate import simulate
from game.games.most_wanted.rules import RULES

ALL_VARIANTS = ("saloon", "shootout", "dishonest-labor", "duel-for-first")


class _Source:
    def rules(self):
        return RULES

    def make_bot(self, level, seed):
        from game.games.most_wanted.ai import make_bot

        return make_bot(level, seed)


def _play(seed: int, players: int, variants, steps: int, check) -> None:
    rng = Rng(seed)
    state = RULES.setup(MatchConfig(players, frozenset(variants)), rng.fork())
    for _ in range(steps):
        acting = RULES.to_act(state)
        if not acting:
            break
        check(state)
        random_step(RULES, state, acting[0], rng)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), variants=st.sets(st.sampled_from(ALL_VARIANTS)))
def test_observation_depends_only_on_what_the_viewer_knows(seed, players, variants):
    """observe(v) of a determinization for v equals observe(v) of the real state:
    so no observation carries a card v cannot see, and the redeal is consistent."""
    def check(state):
        for viewer in list(range(state.n)) + [None]:
            d = RULES.determinize(state, viewer, Rng(seed ^ 99))
            assert RULES.invariants(d) == []
            assert json.dumps(RULES.observe(d, viewer), sort_keys=True) == json.dumps(
                RULES.observe(state, viewer), sort_keys=True)
            if viewer is not None:
                other = RULES.observe(state, viewer)
                for p in other["showdown"]["participants"] if other["showdown"] else ():
                    assert p["cards"] is None or p["seat"] == viewer
    _play(seed, players, variants, 120, check)


def test_hidden_cards_really_are_resampled():
    state = RULES.setup(MatchConfig(4), Rng(3))
    d = RULES.determinize(state, 0, Rng(4))
    assert d.hands[0] == state.hands[0]
    assert d.hands[1:] != state.hands[1:]
    assert RULES.clone(state).hands == state.hands and RULES.clone(state).hands is not state.hands


def test_random_matches_end_cleanly_with_every_setup():
    for players in (2, 4, 8):
        for variants in ((), ALL_VARIANTS):
            r = simulate(_Source(), 12, 5, players, ["random"], list(variants), workers=1)
            assert r["completed"] == 12, r["samples"]
            assert r["errors"] == r["invariant_violations"] == r["illegal_actions"] == 0


def test_describe_hides_face_down_cards_from_others():
    from game.core.model import Action

    a = Action("commit", (0, 9))
    assert "6 of Badges" in RULES.describe(a, 0)
    assert RULES.describe(a, None) == "plays 2 cards face down"
    assert "face-down" in RULES.describe(Action("dishonest", (0, 9, 17)), None)
