"""A replay's timeline: seeking to any move, back or forth and from a
remembered point, gives exactly the match a replay from the first move gives."""

from __future__ import annotations

import pytest

from game import games
from game.core.match import Match, SeatInfo
from game.core.model import MatchConfig
from game.core.timeline import Timeline
from game.scenes.driver import play_out


@pytest.mark.parametrize("game_id,players", [("most-wanted", 3), ("wagon-robbers", 3), ("scotland-yard", 2)])
def test_seeking_matches_a_replay_from_the_start(game_id, players):
    rules = games.rules_for(game_id)
    source = Match(rules, MatchConfig(players, frozenset()), [SeatInfo(f"P{i}", "easy") for i in range(players)], 11)
    play_out(source, 60, 11, level="easy")
    timeline = Timeline(source, every=8)
    assert timeline.match.autosave_path is None
    for n in (len(timeline), 3, 17, 16, 59 if len(timeline) > 59 else 1, 0, 9, len(timeline)):
        timeline.seek(n)
        fresh = Match(rules, source.config, list(source.seats), source.seed)
        fresh.replay(source.history[:n])
        assert timeline.position == n
        for viewer in [None] + list(range(players)):
            assert timeline.match.observe(viewer) == fresh.observe(viewer)
        assert timeline.match.rng.state == fresh.rng.state
        assert timeline.match.to_act() == fresh.to_act()
    timeline.seek(len(timeline))
    assert not timeline.forward()
    assert timeline.match.outcome() == source.outcome()
