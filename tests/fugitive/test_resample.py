"""The Marshal's determinization never hands a bot the real hideouts: when the
random draw gives up, the hidden cards are built afresh (or an error is
raised and counted), never copied from the true state."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.fugitive.rules import resample as K
from game.games.fugitive import rules as R

from .conftest import RULES, random_play


def mid_match_states(seed: int, every: int = 7, events: bool = False):
    out = []
    for n, (state, seat, _a) in enumerate(random_play(seed, events)):
        if seat is not None and n % every == 0 and any(not r for r in state.revealed):
            out.append(RULES.clone(state))
    return out


def hidden_of(state) -> tuple:
    down = tuple(h for h, r in zip(state.hideouts, state.revealed) if not r)
    sprints = tuple(sp for sp, shown in zip(state.sprints, state.shown) if not shown)
    return down, sprints, tuple(state.fhand)


def public_view(state):
    obs = RULES.observe(state, None)
    obs.pop("last_events", None)
    return obs


@pytest.mark.parametrize("seed", [3, 11])
def test_built_directly_when_the_draw_gives_up(monkeypatch, seed):
    """With no random tries at all, every determinization is the direct build:
    it keeps every public fact and the invariants, and it is not the truth
    copied (over many situations it differs from the real hidden cards)."""
    monkeypatch.setattr(K, "MAX_TRIES", 0)
    states = mid_match_states(seed)
    assert len(states) >= 5
    before = K.RESAMPLE_STATS["built_directly"]
    differs = 0
    for i, state in enumerate(states):
        monkeypatch.setattr(K, "MAX_TRIES", 0)
        d = RULES.clone(state)
        with pytest.raises(K.ResampleError):  # zero tries for the direct build as well
            K.resample_for_public(RULES, state, d, Rng(i))
        monkeypatch.setattr(K, "MAX_TRIES", 400)
        monkeypatch.setattr(K, "_sample_hand_and_sprints", _only_direct(K._sample_hand_and_sprints))
        d = RULES.determinize(state, R.MARSHAL, Rng(100 + i))
        monkeypatch.undo()
        assert RULES.invariants(d) == []
        assert public_view(d) == public_view(state)
        differs += hidden_of(d) != hidden_of(state)
    assert K.RESAMPLE_STATS["built_directly"] - before >= len(states)
    assert differs >= len(states) // 2


def _only_direct(real):
    """The random draw always fails; the direct build (evens_first) works."""

    def sample(k, values, hidden_sprint, rng, evens_first=False):
        return real(k, values, hidden_sprint, rng, evens_first=True) if evens_first else None

    return sample


def test_no_arrangement_is_an_error_never_the_truth(monkeypatch):
    """When no arrangement can be built, an error is raised and counted; the
    copy being filled holds none of the real hidden cards."""
    state = mid_match_states(5)[2]
    monkeypatch.setattr(K, "_sample_hand_and_sprints", lambda *a, **kw: None)
    failed = K.RESAMPLE_STATS["failed"]
    d = RULES.clone(state)
    with pytest.raises(K.ResampleError):
        K.resample_for_public(RULES, state, d, Rng(9))
    assert K.RESAMPLE_STATS["failed"] == failed + 1
    down = {h for h, r in zip(state.hideouts, state.revealed) if not r}
    assert not down & {h for h, r in zip(d.hideouts, d.revealed) if not r}
    assert d.fhand == [] and d.piles == [[], [], []]
