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


def test_card_zones_draw_reshuffles_the_discards_as_an_event():
    from game.core.cards import CardZones

    z = CardZones(2, deck=[1, 2], discard=[3, 4, 5])
    events = []
    got = z.draw(4, Rng(3), events)
    assert got[:2] == [2, 1] and sorted(got[2:] + z.deck) == [3, 4, 5]
    kinds = [e.kind for e in events]
    assert kinds == ["reshuffle", "draw"]
    assert events[0].public == {"seat": 2, "cards": 3}
    draw = events[1]
    assert draw.for_viewer(2).public["cards"] == got and "cards" not in draw.for_viewer(0).public
    assert sorted(z.all_cards()) == [1, 2, 3, 4, 5]


def test_card_zones_short_draw_and_gather():
    from game.core.cards import CardZones

    z = CardZones(0, deck=[1], hand=[2], play=[3], discard=[], trash=[9])
    events = []
    assert z.draw(3, Rng(1), events) == [1]
    assert events[-1].public["count"] == 1 and not any(e.kind == "reshuffle" for e in events)
    z.move(3, "play", "discard")
    z.gather(Rng(2))
    assert sorted(z.deck) == [1, 2, 3] and z.hand == z.play == z.discard == [] and z.trash == [9]
    assert CardZones.from_json(z.to_json()).to_json() == z.to_json()
