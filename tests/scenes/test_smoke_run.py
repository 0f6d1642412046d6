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
