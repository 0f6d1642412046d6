"""Wagon Robbers inside ``Match``: a save replays to the same table, and a
face-down choice may be taken back until something is revealed."""

from __future__ import annotations

import json

import pytest

from game.core.match import Match, SeatInfo
from game.core.model import IllegalAction, MatchConfig
from game.core.rng import Rng
from game.games.wagon_robbers.rules import RULES


def _match(players=3):
    return Match(RULES, MatchConfig(players), [SeatInfo(f"P{i + 1}") for i in range(players)], seed=21)


def test_a_saved_match_replays_to_the_same_table():
    m = _match()
    rng = Rng(4)
    for _ in range(40):
        if m.is_over():
            break
        seat = m.to_act()[0]
        m.apply(seat, rng.choice(m.legal_actions(seat)))
    loaded = Match.from_json(json.loads(json.dumps(m.to_json())), lambda game_id: RULES)
    for viewer in (None, 0, 1, 2):
        assert loaded.observe(viewer) == m.observe(viewer)


def test_a_face_down_role_can_be_taken_back_but_not_past_a_reveal():
    m = _match(2)
    first, second = m.observe(None)["order"]
    m.apply(first, m.legal_actions(first)[0])
    assert m.undoable(first) == 1
    m.undo(first)
    assert m.observe(None)["role_placed"] == [False, False]
    m.apply(first, m.legal_actions(first)[0])
    m.apply(second, m.legal_actions(second)[0])  # the first passenger boards: a reveal
    assert m.undoable(second) == 0
    with pytest.raises(IllegalAction):
        m.undo(second)
