"""Last Stone for the scene tests: its registry entry and a quick match."""

from __future__ import annotations

from game import games

TOY = games.GameEntry("toy-stones", "toytable")


def toy_match(players=2, bots=(None, "normal", "normal"), seed=1, autosave=True):
    from game.core.match import SeatInfo
    from game.scenes import launch

    seats = [SeatInfo(name, bots[i]) for i, name in enumerate(("Ada", "Bill", "Cora")[:players])]
    return launch.new_match(TOY.id, players, seats, (), seed, autosave=autosave)
