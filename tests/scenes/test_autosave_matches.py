"""Every unfinished match keeps its own autosave: a second match of the same game never writes
over the first, Load lists both (game, players, date, moves) and each continues where it was
left; a finished match lets its autosave go (it is kept in the history)."""

from __future__ import annotations

import pygame

from game import paths
from game.core.match import Match, SeatInfo
from game.core.rng import Rng
from game.scenes import launch


def _play(game_id: str, names, seed: int, moves: int) -> Match:
    match = launch.new_match(game_id, len(names), [SeatInfo(n) for n in names], (), seed)
    pick = Rng(seed)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.apply(seat, pick.choice(list(match.legal_actions(seat))))
    return match


def test_two_unfinished_matches_of_one_game_both_continue(home, app):
    from game.scenes.driver import Driver

    first = _play("most-wanted", ("Ada", "Bill", "Cora"), seed=3, moves=5)
    second = _play("most-wanted", ("Dutch", "Etta", "Frank"), seed=4, moves=7)
    assert first.autosave_path != second.autosave_path
    assert Match.load(first.autosave_path, launch.rules_for).to_json() == first.to_json()
    app.start()
    d = Driver(app)
    d.frames(2)
    d.click(d.top.load_button)
    load = d.top
    assert load.name == "load"
    for match, names in ((first, "Ada, Bill, Cora"), (second, "Dutch, Etta, Frank")):
        row = next(i for i, e in enumerate(load.entries) if names in e.detail)
        entry = load.entries[row]
        assert entry.title == "Autosave - Most Wanted" and f"{len(match.history)} moves" in entry.detail
        button = load.rows[row]
        assert button.visible and "20" in button.label, "the date it was saved"
        d.click(button)
        table = app.stack.find("table")
        assert table is not None and table.match.to_json() == match.to_json()
        # played on from the table, it goes on in its own file
        seat = table.match.to_act()[0]
        table.match.apply(seat, table.match.legal_actions(seat)[0])
        assert table.match.autosave_path == match.autosave_path
        assert len(Match.load(match.autosave_path, launch.rules_for).history) == len(match.history) + 1
        app.go("title")
        d.frames(2)
        d.click(d.top.load_button)
        load = d.top
    assert len([p for p in paths.autosave_files()]) == 2


def test_a_finished_match_lets_its_autosave_go(home):
    from game.scenes.driver import play_out

    match = _play("fugitive", ("Ada", "Bill"), seed=2, moves=3)
    assert match.autosave_path.exists()
    play_out(match)
    assert match.is_over() and not match.autosave_path.exists()


def test_a_save_is_deleted_from_the_load_list_after_asking(home, app):
    from game.scenes.driver import Driver

    match = _play("fugitive", ("Ada", "Bill"), seed=5, moves=2)
    app.start()
    d = Driver(app)
    d.frames(2)
    d.click(d.top.load_button)
    load = d.top
    assert [e.path for e in load.entries] == [match.autosave_path]
    d.click(load.deletes[0])
    assert d.top_name == "dialog"
    d.key(pygame.K_RETURN)            # Enter keeps it
    assert d.top is load and match.autosave_path.exists()
    d.click(load.deletes[0])
    d.click(d.top.buttons[1])         # Delete
    assert d.top is load and not match.autosave_path.exists() and load.entries == []
    assert not load.rows[0].visible and not load.deletes[0].visible
