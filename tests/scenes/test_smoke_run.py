"""The smoke run drives a game's table through the menus, pause, save and load
(here with Last Stone standing in for a real game)."""

from game.scenes.smoke import Smoke


def test_smoke_run_covers_a_table_game(toy, app, capsys):
    smoke = Smoke(app, 40)
    assert smoke.run() == 0, capsys.readouterr().out
    out = capsys.readouterr().out
    assert "SMOKE OK" in out
    assert {"title", "select", "setup", "table", "pause", "rules", "settings", "save", "load", "handoff",
            "results"} <= smoke.seen


def test_start_up_is_timed_from_the_launch_of_the_process():
    import sys
    import time

    from game import STARTED_AT
    from game.scenes.smoke import _process_start, startup_seconds

    since_import = time.perf_counter() - STARTED_AT
    # the process began before the game package was imported, so its age is at least as long
    assert startup_seconds() >= since_import - 0.01
    if sys.platform.startswith("linux"):
        assert _process_start("self") is not None
    assert _process_start(2**30) is None  # no such process: the fallback clock is used
