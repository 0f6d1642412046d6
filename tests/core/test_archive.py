"""The archive of finished matches: kept as checked save files, each once,
capped with the oldest dropped, and listed even when its index is lost."""

from __future__ import annotations

import json

from game import games
from game.core import archive
from game.core.match import Match, SeatInfo
from game.core.model import MatchConfig
from game.core.savefile import decode
from game.scenes.driver import play_out


def finished(seed):
    rules = games.rules_for("fugitive")
    match = Match(rules, MatchConfig(2, frozenset()), [SeatInfo("Ada"), SeatInfo("Bill", "hard")], seed)
    play_out(match, None, seed, level="easy")
    return match


def test_kept_matches_are_save_files_listed_newest_first_and_capped(tmp_path):
    folder = tmp_path / "history"
    matches = [finished(s) for s in (1, 2, 3)]
    paths = []
    for i, m in enumerate(matches):
        path = archive.keep(folder, m, date=f"2026-01-0{i + 1} 10:00 UTC", cap=2)
        paths.append(path)
        assert path is not None
    assert archive.keep(folder, matches[2], cap=2) is None          # already kept
    assert not paths[0].exists() and paths[1].exists() and paths[2].exists()   # the oldest dropped
    plain = decode(json.loads(paths[2].read_text()))
    assert plain["seed"] == 3 and len(plain["log"]) == len(matches[2].history)
    listed = archive.entries(folder, games.rules_for)
    assert [e.date for e in listed] == ["2026-01-03 10:00 UTC", "2026-01-02 10:00 UTC"]
    (folder / archive.INDEX).write_text("not json")                # a lost index is rebuilt from the files
    again = archive.entries(folder, games.rules_for)
    assert [(e.date, e.moves, e.winners) for e in again] == [(e.date, e.moves, e.winners) for e in listed]
    assert json.loads((folder / archive.INDEX).read_text())["format"] == archive.INDEX_FORMAT


def test_a_damaged_kept_file_is_listed_with_its_error(tmp_path):
    folder = tmp_path / "history"
    path = archive.keep(folder, finished(4))
    (folder / archive.INDEX).unlink()
    path.write_text(path.read_text().replace('"moves"', '"muves"'))
    [entry] = archive.entries(folder, games.rules_for)
    assert entry.error and "damaged" in entry.error
