"""Statistics, driven by real events: a match finished at a table counts, the
Statistics scene from the title screen shows it, and a damaged statistics
file is said in a clear message while the rest is kept."""

from __future__ import annotations

import json

from game import paths
from game.core import statistics
from game.scenes import records
from match_helpers import finish_at_table, finished_fugitive


def open_statistics(drive):
    drive.app.go("title")
    drive.frames(3)
    drive.click(drive.top.statistics_button)
    assert drive.top.name == "statistics"
    return drive.top


def test_a_finished_match_updates_the_statistics_scene(drive):
    scene = open_statistics(drive)
    assert scene.table.game == scene.game_ids[0] and scene.table.matches == 0
    match = finished_fugitive(5)
    finish_at_table(drive, match)
    scene = open_statistics(drive)
    fugitive = scene.game_ids.index("fugitive")
    drive.click(scene.tabs.tab_rects()[fugitive])
    t = scene.table
    assert t.game == "fugitive" and t.matches == 1 and t.average_length == len(match.history)
    ada_won = 0 in match.outcome().winners
    assert [(p.label, p.played, p.won, p.streak) for p in t.people] == [("Ada", 1, int(ada_won), int(ada_won))]
    assert [(b.label, b.played, b.won) for b in t.bots] == [("Easy bot", 1, int(not ada_won))]
    assert t.by_role and {s.label for s in t.sides} == {"Fugitive", "Marshal"}
    assert drive.app.errors == []


def test_a_damaged_statistics_file_is_said_and_the_rest_kept(drive):
    first, second = finished_fugitive(5), finished_fugitive(6)
    finish_at_table(drive, first)
    finish_at_table(drive, second)
    data = json.loads(paths.statistics_file().read_text())
    assert len(data["records"]) == 2
    data["records"][0]["moves"] = "many"       # one damaged record
    paths.statistics_file().write_text(json.dumps(data))
    scene = open_statistics(drive)
    assert "1 damaged record was dropped" in scene.book.problem and "other 1 is kept" in scene.book.problem
    assert any("damaged record" in m for m in drive.app.toasts.messages)
    assert len(scene.book.records) == 1

    paths.statistics_file().write_text("{ this is not json")   # a file that cannot be read at all
    third = finished_fugitive(7)
    finish_at_table(drive, third)
    assert any("could not be read" in m and "statistics.json.broken" in m for m in drive.app.toasts.messages)
    assert (paths.user_dir() / "statistics.json.broken").read_text() == "{ this is not json"
    book = records.load_statistics()
    assert book.problem is None and len(book.records) == 1   # the new match counts in the new file
    scene = open_statistics(drive)
    assert scene.book.problem is None
    drive.click(scene.tabs.tab_rects()[scene.game_ids.index("fugitive")])
    assert scene.table.matches == 1


def test_streaks_and_shares_are_counted_in_order():
    def rec(key, ada_won, moves=10):
        return {"key": key, "date": "d", "game": "g", "moves": moves,
                "seats": [{"name": "Ada", "bot": None, "role": "", "won": ada_won},
                          {"name": "Bill", "bot": "hard", "role": "", "won": not ada_won}]}
    book = statistics.Book()
    for i, won in enumerate((True, True, False, True, True, True, False)):
        assert book.add(rec(str(i), won, moves=10 + i))
    assert not book.add(rec("0", True))    # counted once
    t = statistics.table(book.records, "g")
    ada = t.people[0]
    assert (ada.played, ada.won, ada.streak) == (7, 5, 3)
    assert round(ada.share, 3) == round(5 / 7, 3) and ada.average_length == 13
    assert [(b.label, b.won, b.streak) for b in t.bots] == [("Hard bot", 2, 1)]
    assert not t.by_role and [(s.label, s.won) for s in t.sides] == [("Seat 1", 5), ("Seat 2", 2)]


def test_a_long_list_scrolls_by_wheel_keys_and_scrollbar(drive):
    import pygame

    book = statistics.Book()
    for i in range(14):  # fourteen players by name: far more rows than the panel holds
        book.add({"key": f"k{i}", "date": "d", "game": "fugitive", "moves": 20 + i,
                  "seats": [{"name": f"Player {i:02}", "bot": None, "role": "Fugitive", "won": i % 2 == 0},
                            {"name": "Bill", "bot": "hard", "role": "Marshal", "won": i % 2 == 1}]})
    statistics.save(paths.statistics_file(), book)
    scene = open_statistics(drive)
    drive.click(scene.tabs.tab_rects()[scene.game_ids.index("fugitive")])
    rows = scene.rows
    assert len(scene.table.people) == 14 and rows.max_offset > 0 and rows.offset == 0
    drive.wheel(rows.rect, -3)
    assert rows.offset > 0
    drive.key(pygame.K_END, frames=30)
    assert rows.offset == rows.max_offset   # the last rows (the seats) are in view
    drive.key(pygame.K_HOME, frames=30)
    assert rows.offset == 0
    groove = rows.bar
    drive.click((groove.centerx, groove.bottom - 4), frames=30)   # a click on the groove pages down
    assert rows.offset > 0
    # every row is drawn in the content, none summed up as "and N more"
    assert rows.content_height >= (14 + 2 + 2) * 30
    assert drive.app.errors == []
