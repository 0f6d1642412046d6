"""One autosave per match: four games played one after another can each be
continued; Continue offers the newest, the others are under Load."""

from __future__ import annotations

import os

from game import paths
from game.core.match import Match, SeatInfo
from game.core.rng import Rng
from game.scenes import launch

ORDER = [("fugitive", 2), ("scotland-yard", 3), ("most-wanted", 3), ("wagon-robbers", 3)]
TITLES = {"fugitive": "Fugitive", "scotland-yard": "Scotland Yard", "most-wanted": "Most Wanted",
          "wagon-robbers": "Wagon Robbers"}


def play_some(game_id: str, players: int, seed: int) -> Match:
    seats = [SeatInfo(f"{game_id[:3]}{i}") for i in range(players)]
    match = launch.new_match(game_id, players, seats, (), seed)
    pick = Rng(seed)
    for _ in range(6):
        seat = match.to_act()[0]
        match.apply(seat, pick.choice(list(match.legal_actions(seat))))
    return match


def test_four_games_one_after_another_can_each_be_continued(home, app):
    from game.scenes.driver import Driver

    played = {}
    for i, (game_id, players) in enumerate(ORDER):
        played[game_id] = play_some(game_id, players, seed=10 + i)
        # each later match is saved later (file times can tie within one tick)
        os.utime(played[game_id].autosave_path, (1_000_000 + i, 1_000_000 + i))
    assert sorted(p.name for p in paths.autosave_files()) == sorted(m.autosave_path.name for m in played.values())
    for game_id, match in played.items():
        again = launch.load_match(match.autosave_path)
        assert again.to_json() == match.to_json() and not again.is_over()

    app.start()
    d = Driver(app)
    d.frames(2)
    title = d.top
    assert title.continue_button.enabled
    assert "Wagon Robbers" in title.continue_button.sublabel  # the newest
    d.click(title.load_button)
    load = d.top
    assert load.name == "load"
    listed = {e.title: e for e in load.entries}
    for game_id, match in played.items():
        entry = listed[f"Autosave - {TITLES[game_id]}"]
        assert entry.error is None and f"{len(match.history)} moves" in entry.detail
    # pick each one from the list: its table opens with the match as it was
    for game_id, match in played.items():
        if d.top_name != "load":
            app.go("title")
            d.frames(2)
            d.click(d.top.load_button)
        rows = [e.title for e in d.top.entries]
        index = rows.index(f"Autosave - {TITLES[game_id]}")
        d.top.page = index // len(d.top.rows)
        d.top._fill()
        d.click(d.top.rows[index % len(d.top.rows)])
        table = app.stack.find("table")
        assert table is not None and table.match.rules.info.id == game_id
        assert table.match.to_json() == match.to_json()
        app.go("title")
        d.frames(2)


def test_an_older_single_autosave_is_still_continued(home, app):
    """The one autosave earlier versions kept (autosave.json) is offered too,
    and once loaded it moves to its game's autosave."""
    match = play_some("scotland-yard", 3, seed=4)
    match.save(paths.autosave_file())
    match.autosave_path.unlink()
    from game.scenes.driver import Driver

    app.start()
    d = Driver(app)
    d.frames(2)
    assert d.top.continue_button.enabled and "Scotland Yard" in d.top.continue_button.sublabel
    moved = [p for p in paths.autosave_files() if p.name.startswith("autosave-scotland-yard-")]
    assert len(moved) == 1 and not paths.autosave_file().exists()
    d.click(d.top.continue_button)
    assert app.stack.find("table").match.to_json() == match.to_json()
