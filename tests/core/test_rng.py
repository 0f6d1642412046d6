"""The seeded RNG: reproducible, cloneable, its state plain data."""

import json

from hypothesis import given, strategies as st

from game.core.rng import Rng


def test_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(20)] == [b.next64() for _ in range(20)]


def test_different_seeds_differ():
    assert [Rng(1).next64() for _ in range(3)] != [Rng(2).next64() for _ in range(3)]


def test_state_round_trips_through_json():
    r = Rng(7)
    r.randrange(100)
    copy = Rng.from_json(json.loads(json.dumps(r.to_json())))
    assert [r.randrange(1000) for _ in range(10)] == [copy.randrange(1000) for _ in range(10)]


def test_clone_is_independent():
    r = Rng(3)
    c = r.clone()
    first = r.randrange(10**6)
    assert c.randrange(10**6) == first
    r.randrange(10)
    assert r.state != c.state


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=10**9))
def test_randrange_in_bounds(seed, n):
    assert 0 <= Rng(seed).randrange(n) < n


@given(st.integers(min_value=0, max_value=2**64 - 1), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed, items):
    copy = list(items)
    Rng(seed).shuffle(copy)
    assert sorted(copy) == sorted(items)


def test_randrange_roughly_uniform():
    r = Rng(11)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.randrange(6)] += 1
    assert all(800 < c < 1200 for c in counts), counts


def test_random_in_unit_interval():
    r = Rng(5)
    values = [r.random() for _ in range(1000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.4 < sum(values) / len(values) < 0.6
