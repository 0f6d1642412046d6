"""Piles: draw from the top, reshuffle the discards when empty."""

import pytest

from game.core.cards import Pile
from game.core.rng import Rng


def test_draw_takes_from_top():
    p = Pile([1, 2, 3])
    assert p.draw() == 3
    assert len(p) == 2


def test_empty_pile_without_reshuffle_refuses():
    p = Pile([], discards=[5], reshuffle=False)
    assert not p.can_draw()
    with pytest.raises(IndexError):
        p.draw()


def test_reshuffles_discards_when_empty():
    p = Pile([1], reshuffle=True)
    rng = Rng(9)
    assert p.draw(rng) == 1
    p.discard(7)
    p.discard(8)
    drawn = {p.draw(rng), p.draw(rng)}
    assert drawn == {7, 8}
    assert p.discards == []


def test_reshuffle_needs_rng():
    p = Pile([], discards=[1], reshuffle=True)
    with pytest.raises(ValueError):
        p.draw()


def test_clone_and_json_are_independent_copies():
    p = Pile([1, 2], [3], reshuffle=True)
    c = p.clone()
    c.draw()
    assert len(p) == 2
    assert Pile.from_json(p.to_json()).to_json() == p.to_json()


def test_shuffle_keeps_cards():
    p = Pile(range(20))
    p.shuffle(Rng(1))
    assert sorted(p.cards) == list(range(20))
    assert p.cards != list(range(20))
