"""The shared state copy: one policy per field, checked when the class is made."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from game.core.cards import Pile
from game.core.state import copied_by_fields, state_fields


@copied_by_fields(shared="phase names", lists="scores", nested="hands", cloned="deck", dicts="last")
class _Slotted:
    __slots__ = ("phase", "names", "scores", "hands", "deck", "last")


@copied_by_fields(shared="n", lists="order", dicts="memo")
@dataclass
class _Data:
    n: int
    order: list = field(default_factory=list)
    memo: dict | None = None


def _slotted() -> _Slotted:
    s = _Slotted()
    s.phase, s.names = 2, ("a", "b")
    s.scores, s.hands = [1, 2], [[3], [4, 5]]
    s.deck, s.last = Pile([1, 2, 3], [9], True), {"k": 1}
    return s


def test_a_copy_shares_nothing_it_may_change():
    s = _slotted()
    c = s.clone()
    assert (c.phase, c.names, c.scores, c.hands, c.last) == (2, ("a", "b"), [1, 2], [[3], [4, 5]], {"k": 1})
    assert (c.deck.cards, c.deck.discards, c.deck.reshuffle) == ([1, 2, 3], [9], True)
    c.scores.append(7)
    c.hands[1].append(6)
    c.deck.cards.pop()
    c.last["k"] = 2
    assert s.scores == [1, 2] and s.hands == [[3], [4, 5]] and s.deck.cards == [1, 2, 3] and s.last == {"k": 1}
    assert c.names is s.names  # immutable: shared


def test_dataclass_states_and_a_none_dict():
    d = _Data(3, [1, 2])
    c = d.clone()
    assert c == d and c.order is not d.order and c.memo is None
    assert type(c) is _Data


def test_every_field_needs_exactly_one_policy():
    class Two:
        __slots__ = ("a", "b")

    with pytest.raises(TypeError, match=r"none for \['b'\]"):
        copied_by_fields(shared="a")(Two)
    with pytest.raises(TypeError, match=r"no such field \['c'\]"):
        copied_by_fields(shared="a b c")(Two)
    with pytest.raises(TypeError, match="two copy policies"):
        copied_by_fields(shared="a b", lists="a")
    with pytest.raises(TypeError, match="unknown copy policies"):
        copied_by_fields(deep="a b")


def test_fields_come_from_slots_along_the_bases():
    class Base:
        __slots__ = ("a",)

    class Child(Base):
        __slots__ = ("b", "__weakref__")

    assert state_fields(Child) == ("a", "b")


@copied_by_fields(clones="seats", dict_lists="groups", shared="n")
class _Table:
    __slots__ = ("seats", "groups", "n")


def test_a_list_of_states_and_a_dict_of_lists():
    t = _Table()
    t.n, t.seats, t.groups = 2, [_slotted(), _slotted()], {"red": [1, 2], "blue": []}
    c = t.clone()
    assert c.seats[0] is not t.seats[0] and c.seats[0].scores == [1, 2]
    c.seats[1].scores.append(3)
    c.groups["red"].remove(1)
    c.groups["blue"].append(4)
    assert t.seats[1].scores == [1, 2] and t.groups == {"red": [1, 2], "blue": []}
    assert c.groups == {"red": [2], "blue": [4]}
