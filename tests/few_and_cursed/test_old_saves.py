"""Saves of The Few and Cursed written before the seats selected their characters by default
(rules version 1: dealt at random unless ``choose-characters`` was on) replay as the game they
were, not as a new game that starts with the selection; saves of versions 1 and 2 keep those
versions' rulings (the ``rules-2`` variant); and today's saves say their version."""

from __future__ import annotations

import json

import pytest

from game.core.match import Match, SaveError, SeatInfo
from game.core.savefile import encode
from game.games import few_and_cursed
from game.scenes import launch
from game.scenes.driver import play_out

RULES = launch.rules_for("few-and-cursed")
OLD = "rules-2"   # what versions 1 and 2 played: their matches are made with it here


def played(variants, moves=40, seed=11):
    seats = [SeatInfo("Ada", None), SeatInfo("Bill", "easy")]
    match = launch.new_match("few-and-cursed", 2, seats, variants, seed, autosave=False)
    play_out(match, moves, seed, level="easy")
    return match


def written_the_old_way(match, variants, path):
    """The file version 1 of the rules wrote for ``match``: its variants as they were named
    then, and no rules version in its config."""
    plain = match.to_json()
    plain["config"] = {"players": plain["config"]["players"], "variants": sorted(variants)}
    path.write_text(encode(plain, "2026-11-20 12:00 UTC"), encoding="utf-8")
    return path


def same_game(loaded, match):
    assert [(s.seat, s.action) for s in loaded.history] == [(s.seat, s.action) for s in match.history]
    for viewer in (None, 0, 1):
        assert loaded.observe(viewer) == match.observe(viewer)


def test_todays_save_carries_its_rules_version(tmp_path):
    match = played(())
    assert match.to_json()["config"]["rules_version"] == RULES.info.rules_version == 4
    match.save(tmp_path / "new.json")
    same_game(Match.load(tmp_path / "new.json", launch.rules_for), match)


def test_an_old_save_with_dealt_characters_replays_the_game_it_was(tmp_path):
    """Version 1's default dealt the characters: its file names no variant at all.  Read as
    today's default it would open on the selection and its first move would be refused."""
    match = played(("random-characters", OLD))
    assert match.history[0].action.kind != "select"
    path = written_the_old_way(match, (), tmp_path / "old.json")
    loaded = Match.load(path, launch.rules_for)
    assert loaded.config.variants == frozenset({"random-characters", OLD})
    same_game(loaded, match)
    assert [p.character for p in loaded.state.players] == [p.character for p in match.state.players]
    loaded.save(path)   # saved again, it says it is a save of today's version of the same game
    assert json.loads(path.read_text(encoding="utf-8"))["moves"] == len(match.history)
    assert loaded.to_json()["config"]["rules_version"] == 4
    same_game(Match.load(path, launch.rules_for), match)


def test_an_old_save_that_chose_characters_replays_with_the_selection(tmp_path):
    match = played((OLD,))
    assert match.history[0].action.kind == "select"
    loaded = Match.load(written_the_old_way(match, ("choose-characters",), tmp_path / "old.json"), launch.rules_for)
    assert loaded.config.variants == frozenset({OLD})
    same_game(loaded, match)


def test_a_save_of_todays_default_written_before_the_version_was_recorded_still_loads(tmp_path):
    """Its log opens with the seats' selections: it was already a game of selected characters."""
    match = played((OLD,))
    loaded = Match.load(written_the_old_way(match, (), tmp_path / "old.json"), launch.rules_for)
    assert loaded.config.variants == frozenset({OLD})
    same_game(loaded, match)


def test_a_save_of_rules_version_2_replays_with_that_versions_rulings(tmp_path):
    """Version 2 robbed, refreshed, spared San Andreas and let a player into a monster's
    space as ``rules-2`` still does; its save names no such variant."""
    match = played((OLD,), moves=60)
    plain = match.to_json()
    plain["config"] = {"players": 2, "variants": [], "rules_version": 2}
    path = tmp_path / "v2.json"
    path.write_text(encode(plain, "2026-11-26 12:00 UTC"), encoding="utf-8")
    loaded = Match.load(path, launch.rules_for)
    assert loaded.config.variants == frozenset({OLD})
    same_game(loaded, match)


def test_a_save_of_rules_version_3_replays_with_that_versions_most_wanted_numbers(tmp_path):
    """Version 4 made the outlaws cheaper and every Most Wanted card's Grit smaller: a version-3
    save fights and is paid as it was (the ``rules-3`` variant), and says so once saved again."""
    match = played(("rules-3",), moves=60)
    plain = match.to_json()
    plain["config"] = {"players": 2, "variants": [], "rules_version": 3}
    path = tmp_path / "v3.json"
    path.write_text(encode(plain, "2026-11-27 08:00 UTC"), encoding="utf-8")
    loaded = Match.load(path, launch.rules_for)
    assert loaded.config.variants == frozenset({"rules-3"})
    same_game(loaded, match)
    assert loaded.to_json()["config"] == {"players": 2, "variants": ["rules-3"], "rules_version": 4}
    loaded.save(path)
    same_game(Match.load(path, launch.rules_for), match)


def test_an_old_save_that_cannot_be_the_same_game_says_so(tmp_path):
    """A rules version the game has no reading for gives a sentence, never a traceback."""
    match = played(("random-characters",), moves=5)
    plain = match.to_json()
    plain["config"]["rules_version"] = 0
    path = tmp_path / "odd.json"
    path.write_text(encode(plain, "2026-11-20 12:00 UTC"), encoding="utf-8")
    with pytest.raises(SaveError, match="damaged: config.rules_version must be a whole number from 1"):
        Match.load(path, launch.rules_for)
    assert few_and_cursed.rules.RULES.config_from_older(match.config, 5, []) is None


def test_an_old_save_opens_in_the_replay_as_the_game_it_was(tmp_path, monkeypatch):
    monkeypatch.setenv("BOUNTY_TABLE_HOME", str(tmp_path / "home"))
    from game.app import App
    from game.scenes.replay import ReplayScene

    match = played(("random-characters", OLD), moves=20)
    path = written_the_old_way(match, (), tmp_path / "old.json")
    app = App(headless=True)
    try:
        replay = ReplayScene(app, path)
        assert len(replay.steps) == len(match.history)
        assert replay.match.config.variants == frozenset({"random-characters", OLD})
        app.stack.push(replay)
        replay.seek(len(replay.steps))
        app.settle(5, 1 / 30)
        same_game(replay.match, match)
        assert app.errors == []
    finally:
        app.shutdown()


def test_a_solo_or_co_op_save_of_rules_version_2_replays_with_the_numbers_it_had(tmp_path):
    """Version 2 played solo and co-op with the tuned numbers that are now the Gentler option."""
    from game.core.model import MatchConfig
    older = RULES.config_from_older
    assert older(MatchConfig(1, frozenset({"curse-chaser"})), 2, []).variants == {"curse-chaser", OLD, "gentler"}
    assert older(MatchConfig(2, frozenset({"coop"})), 2, []).variants == {"coop", OLD, "gentler"}
    assert older(MatchConfig(3, frozenset()), 2, []).variants == {OLD}
    seats = [SeatInfo("Ada", None)]
    match = launch.new_match("few-and-cursed", 1, seats, ("shadows", "gentler", OLD), 5, autosave=False)
    play_out(match, 120, 5, level="easy")
    plain = match.to_json()
    plain["config"] = {"players": 1, "variants": ["shadows"], "rules_version": 2}
    path = tmp_path / "solo.json"
    path.write_text(encode(plain, "2026-11-26 12:00 UTC"), encoding="utf-8")
    loaded = Match.load(path, launch.rules_for)
    assert loaded.config.variants == frozenset({"shadows", "gentler", OLD})
    assert [len(t) for t in loaded.state.tracks] == [len(t) for t in match.state.tracks]
    assert [(s.seat, s.action) for s in loaded.history] == [(s.seat, s.action) for s in match.history]
    assert loaded.observe(0) == match.observe(0)


def test_a_version_3_save_shows_the_numbers_its_rules_fight(tmp_path, monkeypatch):
    """A loaded version-3 match fights Two-Gun Tobias at 6 attack for 3 Grit: its table's cards,
    hover cards and buttons say so, not today's 4 attack and 2 Grit."""
    monkeypatch.setenv("BOUNTY_TABLE_HOME", str(tmp_path / "home"))
    from game.app import App
    from game.games.few_and_cursed.table.scene import FewAndCursedTable

    match = played(("rules-3",), moves=10)
    app = App(headless=True)
    try:
        old = FewAndCursedTable(app, match).words.bounties["two_gun_tobias"]
        new = FewAndCursedTable(app, played((), moves=10)).words.bounties["two_gun_tobias"]
    finally:
        app.shutdown()
    grit = [sum(op.get("grit", 0) for op in b.reward if op["op"] == "gain") for b in (old, new)]
    assert (old.attack, grit[0]) == (6, 3)
    assert (new.attack, grit[1]) == (4, 2)
