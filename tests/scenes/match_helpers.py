"""A Fugitive match played to its end by bots, and such a match finished at
its table (so the app keeps it in the history and the statistics)."""

from __future__ import annotations

from game.core.match import SeatInfo
from game.scenes import launch
from game.scenes.driver import play_out


def finished_fugitive(seed=5, seats=(("Ada", None), ("Bill", "easy"))):
    match = launch.new_match("fugitive", 2, [SeatInfo(*s) for s in seats], (), seed, autosave=False)
    play_out(match, None, seed, level="easy")
    assert match.is_over()
    return match


def finish_at_table(drive, match):
    drive.app.go("title")
    drive.frames(2)
    drive.app.open_match(match, 0)
    drive.frames(200, dt=1 / 20)
    assert drive.app.stack.find("results") is not None
