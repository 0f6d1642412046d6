"""One frame at every table (issue 26, item 3): the recent-moves log in one place, bottom
right; hover help on cards and seat plates; a dimmed table behind pause and results."""

from __future__ import annotations

import pytest

from game.core.match import SeatInfo
from game.scenes import launch

GAMES = [("most-wanted", 3), ("wagon-robbers", 3), ("scotland-yard", 3), ("fugitive", 2), ("few-and-cursed", 2)]


def open_table(app, game_id, players):
    seats = [SeatInfo("Ada", None)] + [SeatInfo(name, "easy") for name in ("Bill", "Cora")[:players - 1]]
    match = launch.new_match(game_id, players, seats, (), 5, autosave=False)
    scene = launch.table_factory(game_id)[0](app, match, 0)
    app.show(scene)
    app.step(1 / 60)
    return scene


@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_moves_log_sits_in_the_bottom_right_corner_at_every_table(app, game_id, players):
    table = open_table(app, game_id, players)
    log = table.moves_log.rect
    # its right edge and its foot within a few pixels of the screen's, the whole of it in the
    # bottom right quarter's column
    assert log.right >= 1280 - 20 and log.bottom >= 720 - 16, log
    assert log.x >= 1280 * 2 // 3 and log.y >= 720 // 2, log
