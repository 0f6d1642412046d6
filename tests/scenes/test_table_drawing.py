"""The tables' frames at high resolution: a table that says it paints the whole screen does
(the app no longer clears it first), Scotland Yard's kept board and column show what a fresh
paint shows, before and after they change, and the fade between scenes follows the window."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import SeatInfo
from game.engine import gfx
from game.scenes import launch

GAMES = [("most-wanted", 4), ("wagon-robbers", 3), ("scotland-yard", 3), ("fugitive", 2), ("few-and-cursed", 2)]
MAGENTA = (255, 0, 255)


def open_table(app, game_id, players):
    seats = [SeatInfo("Ada", None)] + [SeatInfo(f"Bot {i}", "easy") for i in range(1, players)]
    match = launch.new_match(game_id, players, seats, (), 5, autosave=False)
    scene = launch.table_factory(game_id)[0](app, match, 0)
    app.show(scene)
    for _ in range(3):
        app.step(1 / 60)
    return scene


def untouched(screen) -> int:
    """How many real pixels still hold the marker colour."""
    raw = gfx.pixels_of(screen)
    return pygame.mask.from_threshold(raw, MAGENTA, (1, 1, 1, 255)).count()


@pytest.mark.parametrize("game_id,players", GAMES)
@pytest.mark.parametrize("window", [None, (2560, 1440)])
def test_a_table_that_covers_the_screen_paints_every_pixel(home, game_id, players, window):
    from game.app import App

    app = App(headless=True, window=window)
    try:
        table = open_table(app, game_id, players)
        assert table.covers_screen
        for _ in range(2):  # the first paint, then (Scotland Yard) from the kept picture
            app.screen.fill(MAGENTA)
            table.draw(app.screen)
            assert untouched(app.screen) == 0
    finally:
        app.shutdown()


def frame(app, table) -> bytes:
    app.draw()
    return pygame.image.tobytes(gfx.pixels_of(app.screen), "RGB")


class NoLayer:
    """Every part painted straight on the screen, in every frame: the table before its layer."""

    def draw(self, surface, parts) -> None:
        for _key, paint in parts:
            paint(surface)


def fresh_frame(app, table) -> bytes:
    """The same frame painted without the kept picture."""
    kept, table.still = table.still, NoLayer()
    try:
        return frame(app, table)
    finally:
        table.still = kept


def test_scotland_yards_kept_board_and_column_show_what_a_fresh_paint_shows(home):
    from game.app import App

    app = App(headless=True, window=(2560, 1440))
    try:
        table = open_table(app, "scotland-yard", 3)
        table.update(0)
        frame(app, table)
        kept = frame(app, table)
        assert table.still.paints >= 1 and kept == fresh_frame(app, table)
        # the column changes (a ticket picked: it lights on the board) and the camera moves:
        # each is shown
        piece = next(iter(table.moves))
        ticket = sorted(t for tickets in table.moves[piece].values() for t in tickets)[0]
        table.choose_ticket(piece, ticket)
        assert table.ticket == ticket
        frame(app, table)
        picked = frame(app, table)
        assert picked != kept and picked == fresh_frame(app, table)
        table.view.camera.zoom_at(1.3)
        table.view.camera.update(10.0)   # the zoom eased all the way
        for _ in range(3):
            zoomed = frame(app, table)
        assert zoomed != picked and zoomed == fresh_frame(app, table)
    finally:
        app.shutdown()


def test_the_fade_into_a_scene_covers_the_window_after_it_changes_size(home):
    from game.app import App

    app = App(headless=True)
    try:
        open_table(app, "most-wanted", 3)
        app._fade = 1.0
        app.draw()
        app._use_window((2560, 1440))
        app._fade = 1.0
        app.draw()   # the whole screen, at the new size, under the dark of the fade's start
        raw = gfx.pixels_of(app.screen)
        assert raw.get_size() == (2560, 1440)
        assert {raw.get_at(p)[:3] for p in ((0, 0), (2559, 1439), (1280, 720))} == {(12, 7, 3)}
    finally:
        app.shutdown()


def test_a_plate_printed_anew_waits_for_a_frame_with_room_and_then_shows(app):
    """When a move changes many plates at once, each is printed in a frame that has room: until
    then the plate printed there last stays on show, never one from another table."""
    from game.engine.frame_budget import FrameBudget
    from game.scenes.seat_plate import SeatPlate, draw_seat_plate, table_look

    look = table_look()
    rect = pygame.Rect(20, 20, 220, 90)
    frames = [0]
    budget = FrameBudget(lambda: frames[0], ms=0.0)   # room for the first redraw of a frame only

    def shown(plate, using) -> bytes:
        screen = gfx.Surface((260, 130))
        screen.fill((0, 0, 0))
        draw_seat_plate(screen, rect, plate, look, 0.0, using)
        return pygame.image.tobytes(gfx.pixels_of(screen), "RGB")

    ada, ada_turn, bill = SeatPlate("Ada"), SeatPlate("Ada", turn=True), SeatPlate("Bill")
    before = shown(ada, budget)
    budget.spend(lambda: None)                  # this frame's redraw is spent elsewhere
    assert shown(ada_turn, budget) == before    # the new printing waits
    assert shown(ada, budget) == before
    other_table = FrameBudget(lambda: frames[0], ms=0.0)
    other_table.spend(lambda: None)
    assert shown(bill, other_table) == shown(bill, None)   # nothing of Ada's table on show there
    frames[0] += 1                              # the next frame: room
    turned = shown(ada_turn, budget)
    assert turned != before and turned == shown(ada_turn, None)
